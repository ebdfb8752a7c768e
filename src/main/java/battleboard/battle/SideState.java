package battleboard.battle;

import java.util.Arrays;

/**
 * One side's units between rounds: a count per slot of the units on the battle board, where a slot
 * is a unit type at a damage level, and a count per unit type of the units that left the battle alive
 * (retreated aircraft, submerged submarines). See {@link RoundModel#units(Side, SideState)} to read it
 * as unit counts. Immutable, compact, with a precomputed hash, so the exact solver can hold millions.
 */
public final class SideState {
    private final int[] counts;
    private final int[] withdrawn;
    private final int hash;

    SideState(int[] counts, int[] withdrawn) {
        this.counts = counts;
        this.withdrawn = withdrawn;
        this.hash = mix(counts, mix(withdrawn, 17));
    }

    /**
     * A hash that spreads grids of counts: Arrays.hashCode's base-31 polynomial gives the same value to
     * many compositions of a large side (4 infantry + 0 tanks and 3 infantry + 31 tanks collide).
     */
    private static int mix(int[] a, int seed) {
        int h = seed;
        for (int c : a) {
            h = (h + c) * 0x9E3779B1;
            h ^= h >>> 15;
        }
        return h;
    }

    /** @return the number of slots */
    int slots() {
        return counts.length;
    }

    /** @return units on the board in a slot */
    int count(int slot) {
        return counts[slot];
    }

    /** @return units of a type that left the battle alive */
    int withdrawn(int type) {
        return withdrawn[type];
    }

    /** @return a copy of the on-board counts */
    int[] counts() {
        return counts.clone();
    }

    /** the on-board counts, shared: never modify */
    int[] countsShared() {
        return counts;
    }

    /** the withdrawn counts, shared: never modify */
    int[] withdrawnShared() {
        return withdrawn;
    }

    /** @return true when the side has no units left on the battle board */
    public boolean isEmpty() {
        for (int c : counts) {
            if (c != 0) {
                return false;
            }
        }
        return true;
    }

    /** @return true when some of the side's units left the battle alive */
    public boolean hasWithdrawn() {
        for (int c : withdrawn) {
            if (c != 0) {
                return true;
            }
        }
        return false;
    }

    /** @return the number of units on the battle board */
    public int size() {
        int n = 0;
        for (int c : counts) {
            n += c;
        }
        return n;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SideState s && s.hash == hash && Arrays.equals(s.counts, counts)
                && Arrays.equals(s.withdrawn, withdrawn);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return Arrays.toString(counts) + (hasWithdrawn() ? " left " + Arrays.toString(withdrawn) : "");
    }
}
