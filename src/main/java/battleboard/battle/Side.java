package battleboard.battle;

import battleboard.edition.Role;

/** The two sides of a battle. */
public enum Side {
    ATTACKER, DEFENDER;

    /** @return the other side */
    public Side opponent() {
        return this == ATTACKER ? DEFENDER : ATTACKER;
    }

    /** @return the role this side's units fire in: attack values for the attacker, defense for the defender */
    public Role role() {
        return this == ATTACKER ? Role.ATTACK : Role.DEFENSE;
    }

    /** @return "attacker" or "defender" */
    public String label() {
        return this == ATTACKER ? "attacker" : "defender";
    }

    /**
     * @param label what was typed, e.g. "defender" (case and surrounding blanks ignored)
     * @return the side with that {@link #label()}; empty for any other text
     */
    public static java.util.Optional<Side> byLabel(String label) {
        String t = label.trim().toLowerCase(java.util.Locale.ROOT);
        return java.util.Arrays.stream(values()).filter(s -> s.label().equals(t)).findFirst();
    }
}
