package battleboard.ui;

import battleboard.battle.Force;
import battleboard.battle.Side;
import battleboard.edition.UnitType;
import java.util.Locale;
import java.util.Map;

/**
 * How many of a side's units of one multi-hit type start the battle damaged at one level (hits
 * taken, from 1 to the unit's hit points − 1): the form's counterpart of the command line's
 * {@code --attacker-damaged "1 battleship:1"}. Empty means none. Whether the side has that many
 * units is the core's check ({@code BattleSetup.Builder.build}), reported on this field.
 */
final class DamagedCount extends InputField {
    private final Side side;
    private final UnitType unit;
    private final int level;

    /**
     * @param side  whose units
     * @param unit  a unit with at least {@code level + 1} hit points
     * @param level hits taken, at least 1
     * @throws IllegalArgumentException when the unit cannot have taken {@code level} hits and live
     */
    DamagedCount(Side side, UnitType unit, int level) {
        super("");
        if (level < 1 || level >= unit.hitPoints()) {
            throw new IllegalArgumentException(unit.id() + " has " + unit.hitPoints() + " hit points: no damage level " + level);
        }
        this.side = side;
        this.unit = unit;
        this.level = level;
    }

    Side side() {
        return side;
    }

    UnitType unit() {
        return unit;
    }

    /** @return hits taken, from 1 to the unit's hit points − 1 */
    int level() {
        return level;
    }

    /** @return e.g. "attacker-damaged-battleship-1": the id of the field's node */
    @Override
    String id() {
        return side.label() + "-damaged-" + unit.id() + "-" + level;
    }

    /** @return the field's label, e.g. "Battleship damaged 1 hit", "Yamato battleship damaged 2 hits" */
    String label() {
        return unit.name() + " damaged " + hits(level);
    }

    /**
     * @return what a unit damaged this much fires at, e.g. "Battleship damaged 1 hit: attack 0, defense 3,
     *         bombardment 0 (1 hit point left)"
     */
    String describe() {
        String left = " (" + hits(unit.hitPoints() - level).replace("hit", "hit point") + " left)";
        if (unit.damaged().isEmpty()) {
            return label() + ": values unchanged" + left;
        }
        UnitType.Levels v = unit.damaged().get(level - 1);
        return String.format(Locale.US, "%s: attack %d, defense %d, bombardment %d%s", label(), v.attack(), v.defense(),
                v.bombard(), left);
    }

    private static String hits(int n) {
        return n + (n == 1 ? " hit" : " hits");
    }

    /**
     * @return the count: 0 for an empty field, else the whole number typed
     * @throws Problem one line naming the field and the problem: not a whole number, negative, or
     *                 above {@link Force#MAX_COUNT} (the core's message)
     */
    int count() {
        String t = trimmed();
        if (t.isEmpty()) {
            return 0;
        }
        String name = side.label() + " " + unit.id() + " damaged " + hits(level);
        if (!t.matches("[+-]?\\d+")) {
            throw problem(name + ": '" + t + "' is not a whole number");
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
            throw problem(name + ": " + e.getMessage());
        }
        return n;
    }
}
