package battleboard.battle;

import java.util.List;
import java.util.Objects;

/**
 * The dice of one volley: groups of dice that hit on a roll at or below a value. Hits are counted
 * over all groups; a die of {@code sides} sides hits with probability {@code value / sides}.
 *
 * <p>With {@code lowLuck} the dice are not rolled one by one: the volley's strength (the sum of every die's value,
 * over a common number of sides) gives {@code strength / sides} hits, rounded down, and one die rolled against the
 * remainder may add one more (rule option {@code dice=low-luck}; not in any rulebook, see
 * {@code RuleOption.DICE}).
 *
 * @param firer   the side rolling
 * @param groups  the dice, one group per unit type and value, in the model's rolling order
 * @param lowLuck true when the hits are found by Low Luck
 */
public record Dice(Side firer, List<Group> groups, boolean lowLuck) {

    /**
     * Dice of one unit type at one value.
     *
     * @param unit  the unit type rolling, e.g. "infantry" or "aa-gun" (a label for scripts and display)
     * @param count number of dice, at least 1
     * @param value a die hits when it shows this or less, from 0 to {@code sides}
     * @param sides sides of the die (6, or 12 in Global War 1939)
     */
    public record Group(String unit, int count, int value, int sides) {
        public Group {
            Objects.requireNonNull(unit, "unit");
            if (count < 1 || value < 0 || value > sides) {
                throw new IllegalArgumentException("bad dice group " + count + " x " + unit + " at " + value + "/" + sides);
            }
        }

        /** The record's hash, written out: the record's generated one links method handles on its first call (docs/performance.md, "Command line"). */
        @Override
        public int hashCode() {
            return ((unit.hashCode() * 31 + count) * 31 + value) * 31 + sides;
        }

        /** The record's equality, written out: the record's generated one links method handles on its first call (docs/performance.md, "Command line"). */
        @Override
        public boolean equals(Object o) {
            return o instanceof Group g && g.unit.equals(unit) && g.count == count && g.value == value && g.sides == sides;
        }

        /** @return probability in [0, 1] that one die of this group hits */
        public double hitProbability() {
            return (double) value / sides;
        }
    }

    /** The record's hash, written out: the record's generated one links method handles on its first call (docs/performance.md, "Command line"). */
    @Override
    public int hashCode() {
        return (firer.hashCode() * 31 + groups.hashCode()) * 31 + Boolean.hashCode(lowLuck);
    }

    /** The record's equality, written out: the record's generated one links method handles on its first call (docs/performance.md, "Command line"). */
    @Override
    public boolean equals(Object o) {
        return o instanceof Dice d && d.firer == firer && d.groups.equals(groups) && d.lowLuck == lowLuck;
    }

    public Dice {
        Objects.requireNonNull(firer, "firer");
        groups = List.copyOf(groups);
    }

    /** Dice rolled one by one (the rulebooks' dice). */
    public Dice(Side firer, List<Group> groups) {
        this(firer, groups, false);
    }

    /**
     * The hits of these dice under Low Luck: {@code sure} hits, and one more when a die of {@code sides} sides shows
     * {@code remainder} or less.
     *
     * @param sure      hits certain, from 0 to {@link #count()}
     * @param remainder the strength left over, from 0 to {@code sides - 1}
     * @param sides     sides of the die rolled for the remainder: the least common multiple of the groups' sides
     */
    public record LowLuck(int sure, int remainder, int sides) {
    }

    /** @return the dice's Low Luck hits (whether or not {@link #lowLuck()} is set) */
    public LowLuck lowLuckHits() {
        int sides = 1;
        for (Group g : groups) {
            sides = sides / gcd(sides, g.sides) * g.sides;
        }
        long strength = 0;
        for (Group g : groups) {
            strength += (long) g.count * g.value * (sides / g.sides);
        }
        return new LowLuck((int) (strength / sides), (int) (strength % sides), sides);
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    /** @return the number of dice */
    public int count() {
        int n = 0;
        for (Group g : groups) {
            n += g.count;
        }
        return n;
    }

    /** @return true when at least one die can hit */
    public boolean canHit() {
        for (Group g : groups) {
            if (g.value > 0) {
                return true;
            }
        }
        return false;
    }
}
