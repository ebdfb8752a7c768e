package battleboard.ui;

import battleboard.battle.Force;
import battleboard.edition.UnitType;
import java.util.Map;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * One count the player types: how many units of one type a side has (or bombard with). The text is
 * bound to a text field; {@link #invalidProperty()} is set by the form's validation and marks the
 * field.
 */
final class CountField {
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
    private final StringProperty text = new SimpleStringProperty(this, "text", "");
    private final ReadOnlyBooleanWrapper invalid = new ReadOnlyBooleanWrapper(this, "invalid", false);

    CountField(Kind kind, UnitType unit) {
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
    String id() {
        return kind.id() + "-" + unit.id();
    }

    /** @return what the player typed; empty means 0 */
    StringProperty textProperty() {
        return text;
    }

    /** @return true while the field holds a count the form refuses */
    ReadOnlyBooleanProperty invalidProperty() {
        return invalid.getReadOnlyProperty();
    }

    void setInvalid(boolean value) {
        invalid.set(value);
    }

    /**
     * @return the count: 0 for an empty field, else the whole number typed
     * @throws IllegalArgumentException one line naming the field and the problem: not a whole number,
     *                                  negative, or above {@link Force#MAX_COUNT} (the core's message)
     */
    int count() {
        String t = text.get() == null ? "" : text.get().trim();
        if (t.isEmpty()) {
            return 0;
        }
        if (!t.matches("[+-]?\\d+")) {
            throw new IllegalArgumentException(kind.id() + " " + unit.id() + ": '" + t + "' is not a whole number");
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
            throw new IllegalArgumentException(kind.id() + ": " + e.getMessage(), e);
        }
        return n;
    }
}
