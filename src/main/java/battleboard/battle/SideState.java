package battleboard.battle;

import java.util.Arrays;

/**
 * One side's units between rounds: a count per slot, where a slot is a unit type at a damage level
 * (see {@link RoundModel#units(Side, SideState)} to read it as unit counts). Immutable, compact, with
 * a precomputed hash, so the exact solver can hold millions.
 */
public final class SideState {
    private final int[] counts;
    private final int hash;

    SideState(int[] counts) {
        this.counts = counts;
        this.hash = Arrays.hashCode(counts);
    }

    /** @return the number of slots */
    int slots() {
        return counts.length;
    }

    /** @return units in a slot */
    int count(int slot) {
        return counts[slot];
    }

    /** @return a copy of the counts */
    int[] counts() {
        return counts.clone();
    }

    /** @return true when the side has no units left */
    public boolean isEmpty() {
        for (int c : counts) {
            if (c != 0) {
                return false;
            }
        }
        return true;
    }

    /** @return the number of units left */
    public int size() {
        int n = 0;
        for (int c : counts) {
            n += c;
        }
        return n;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SideState s && s.hash == hash && Arrays.equals(s.counts, counts);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return Arrays.toString(counts);
    }
}
