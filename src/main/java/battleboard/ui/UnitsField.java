package battleboard.ui;

import battleboard.battle.Force;
import battleboard.edition.Edition;

/**
 * A list of units the player types as the command line takes them, e.g. "2 infantry, 1 tank": a side's cargo. Blank
 * means none.
 */
final class UnitsField extends InputField {
    private final String id;
    private final String label;

    /**
     * @param id    the node id, e.g. "defender-cargo"
     * @param label the name in messages, e.g. "defender's cargo"
     */
    UnitsField(String id, String label) {
        super("");
        this.id = id;
        this.label = label;
    }

    @Override
    String id() {
        return id;
    }

    /**
     * @param edition reads the unit names
     * @return the units typed; empty when blank
     * @throws Problem naming this field with the core's message (an unknown unit, a bad count)
     */
    Force units(Edition edition) {
        if (trimmed().isEmpty()) {
            return Force.empty();
        }
        try {
            return Force.parse(trimmed(), edition);
        } catch (IllegalArgumentException e) {
            throw problem(label + ": " + e.getMessage());
        }
    }
}
