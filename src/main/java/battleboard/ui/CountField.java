package battleboard.ui;

import battleboard.battle.Force;
import battleboard.edition.UnitType;
import java.util.Map;

/**
 * One count the player types: how many units of one type a side has (or bombard with). The text is
 * bound to a text field; {@link #invalidProperty()} is set by the form's validation and marks the
 * field.
 */
final class CountField extends InputField {
    /** Which count of the unit this field holds. */
    enum Kind {
        ATTACKER("attacker"), DEFENDER("defender"), BOMBARDMENT("bombard");

        private final String id;

        Kind(String id) {
            this.id = id;
        }

        /** @return "attacker", "defender" or "bombard": the prefix of the field's node id */
        String id() {
            return id;
        }
    }

    private final Kind kind;
    private final UnitType unit;

    CountField(Kind kind, UnitType unit) {
        super("");
        this.kind = kind;
        this.unit = unit;
    }

    Kind kind() {
        return kind;
    }

    UnitType unit() {
        return unit;
    }

    /** @return e.g. "attacker-infantry", "bombard-battleship": the id of the field's node */
    @Override
    String id() {
        return kind.id() + "-" + unit.id();
    }

    /**
     * @return the count: 0 for an empty field, else the whole number typed
     * @throws Problem one line naming the field and the problem: not a whole number, negative, or
     *                  above {@link Force#MAX_COUNT} (the core's message)
     */
    int count() {
        String t = trimmed();
        if (t.isEmpty()) {
            return 0;
        }
        if (!t.matches("[+-]?\\d+")) {
            throw problem(kind.id() + " " + unit.id() + ": '" + t + "' is not a whole number");
        }
        int n;
        try {
            n = Integer.parseInt(t);
        } catch (NumberFormatException e) {
            n = t.startsWith("-") ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        }
        try {
            Force.of(Map.of(unit, n));
        } catch (IllegalArgumentException e) {
            throw problem(kind.id() + ": " + e.getMessage());
        }
        return n;
    }
}
