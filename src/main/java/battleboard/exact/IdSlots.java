package battleboard.exact;

import java.util.Arrays;

/**
 * A small map from a non-negative id (a side id of {@link StepTables}, a chain state id) to a slot, cleared in constant
 * time: an array indexed by id, each entry stamped with the clearing it belongs to. For the many small merges of a
 * round's outcomes, where a hash map's hashing and probing cost more than the merge. Not thread-safe.
 */
final class IdSlots {
    /** Per id: the clearing it was put in (high 32 bits) and its slot (low 32 bits), read in one access. */
    private long[] entries = new long[64];
    /** The current clearing: an entry stamped with another is absent. */
    private int epoch = 1;

    /** @return the slot of {@code id}, or −1 when absent */
    int get(int id) {
        if (id >= entries.length) {
            return -1;
        }
        long e = entries[id];
        return (int) (e >>> 32) == epoch ? (int) e : -1;
    }

    /** Puts {@code id} at {@code value} (at least 0), growing the array to hold the id. */
    void put(int id, int value) {
        if (id >= entries.length) {
            entries = Arrays.copyOf(entries, Math.max(2 * entries.length, id + 1));
        }
        entries[id] = (long) epoch << 32 | value;
    }

    /** Forgets every id. */
    void clear() {
        if (++epoch == 0) {
            // the stamps wrapped around: start over from a clean array
            Arrays.fill(entries, 0);
            epoch = 1;
        }
    }
}
