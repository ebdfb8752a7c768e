package battleboard.battle;

import java.util.List;
import java.util.Objects;

/**
 * The dice of one volley: groups of dice that hit on a roll at or below a value. Hits are counted
 * over all groups; a die of {@code sides} sides hits with probability {@code value / sides}.
 *
 * @param firer  the side rolling
 * @param groups the dice, one group per unit type and value, in the model's rolling order
 */
public record Dice(Side firer, List<Group> groups) {

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

        /** @return probability in [0, 1] that one die of this group hits */
        public double hitProbability() {
            return (double) value / sides;
        }
    }

    public Dice {
        Objects.requireNonNull(firer, "firer");
        groups = List.copyOf(groups);
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
