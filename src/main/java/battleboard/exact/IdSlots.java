package battleboard.exact;

import java.util.Arrays;

/**
 * A small map from a non-negative id (a side id of {@link StepTables}, a chain state id) to a slot, cleared in constant
 * time: an array indexed by id, each entry stamped with the clearing it belongs to. For the many small merges of a
 * round's outcomes, where a hash map's hashing and probing cost more than the merge. Not thread-safe.
 */
final class IdSlots {
    private int[] slot = new int[64];
    private int[] stamp = new int[64];
    /** The current clearing: an entry stamped with another is absent. */
    private int epoch = 1;

    /** @return the slot of {@code id}, or −1 when absent */
    int get(int id) {
        return id < stamp.length && stamp[id] == epoch ? slot[id] : -1;
    }

    /** Puts {@code id} at {@code value}, growing the arrays to hold the id. */
    void put(int id, int value) {
        if (id >= stamp.length) {
            int n = Math.max(2 * stamp.length, id + 1);
            slot = Arrays.copyOf(slot, n);
            stamp = Arrays.copyOf(stamp, n);
        }
        stamp[id] = epoch;
        slot[id] = value;
    }

    /** Forgets every id. */
    void clear() {
        if (++epoch == 0) {
            // the stamps wrapped around: start over from clean arrays
            Arrays.fill(stamp, 0);
            epoch = 1;
        }
    }
}
