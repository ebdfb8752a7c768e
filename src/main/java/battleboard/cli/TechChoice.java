package battleboard.cli;

import battleboard.battle.Side;
import battleboard.input.SideValue;

/**
 * One {@code --tech} value: the side that has the technology and the technology's id.
 *
 * @param side   attacker or defender
 * @param techId the technology id as typed (checked by the edition)
 */
record TechChoice(Side side, String techId) {
    /**
     * @param value e.g. {@code "attacker:heavy-bombers"}
     * @return the choice
     * @throws BadInputException when the side is missing or unknown, or no technology follows it
     */
    static TechChoice parse(String value) {
        if (value.indexOf(':') >= 0 && value.substring(value.indexOf(':') + 1).isBlank()) {
            throw new BadInputException("--tech '" + value.trim() + "' names no technology");
        }
        SideValue v = BadInputException.check(() -> SideValue.parse("--tech", value, "TECH"));
        return new TechChoice(v.side(), v.value());
    }

    /** @return the side's role: the attacker's technologies and raid or rocket modifiers attack */
    battleboard.edition.Role role() {
        return side == Side.ATTACKER ? battleboard.edition.Role.ATTACK : battleboard.edition.Role.DEFENSE;
    }

    /**
     * @param owner  the role a raid or rocket modifier belongs to
     * @param source its rulebook line
     * @throws BadInputException when this choice gives it to the other side, naming whose it is
     */
    void checkSide(battleboard.edition.Role owner, String source) {
        if (owner != role()) {
            throw new BadInputException(techId.trim().toLowerCase(java.util.Locale.ROOT) + " is the "
                    + (owner == battleboard.edition.Role.ATTACK ? "attacker" : "defender") + "'s, not the " + side.label()
                    + "'s (" + source + ")");
        }
    }
}
