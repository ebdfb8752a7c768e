package battleboard.exact;

import java.util.Arrays;

/**
 * Ways a side can stand, each id once with its probabilities summed in the order they were added: the small merges of
 * the step tables (a volley's outcomes, a step's ends, a side's ways under a fire). Ids are looked up through
 * {@link IdSlots}, so clearing costs nothing. Not thread-safe.
 */
final class WaySums {
    /** The ids, in the order first added, and their summed probabilities; the first {@link #size} are in use. */
    int[] ids = new int[16];
    double[] p = new double[16];
    int size;
    private final IdSlots slots = new IdSlots();

    /** Forgets every way. */
    void clear() {
        slots.clear();
        size = 0;
    }

    /** Adds probability {@code q} to way {@code id}, listing it when first met. */
    void add(int id, double q) {
        int at = slots.get(id);
        if (at >= 0) {
            p[at] += q;
            return;
        }
        if (size == ids.length) {
            ids = Arrays.copyOf(ids, 2 * size);
            p = Arrays.copyOf(p, 2 * size);
        }
        slots.put(id, size);
        ids[size] = id;
        p[size++] = q;
    }
}
