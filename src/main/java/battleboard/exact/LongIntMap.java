package battleboard.exact;

import java.util.Arrays;

/**
 * A map from non-negative {@code long} keys to {@code int} values, open addressing with linear probing: the exact
 * solver's step tables look up packed keys millions of times per solve, which a {@code HashMap<Long, Integer>} would
 * box each time. Not thread-safe.
 */
final class LongIntMap {
    private static final long EMPTY = -1;
    private long[] keys;
    private int[] values;
    private int size;
    private int mask;
    /** Slots filled since the last {@link #clear()}, to empty a large table cheaply when few were used. */
    private int[] used;

    /** @param expected entries expected; the table grows past it */
    LongIntMap(int expected) {
        int capacity = Integer.highestOneBit(Math.max(4, expected) * 2 - 1) << 1;
        keys = new long[capacity];
        Arrays.fill(keys, EMPTY);
        values = new int[capacity];
        mask = capacity - 1;
        used = new int[Math.max(4, expected)];
    }

    /** @return the value of {@code key} (at least 0), or −1 when absent */
    int get(long key) {
        int i = slot(key);
        while (true) {
            long k = keys[i];
            if (k == key) {
                return values[i];
            }
            if (k == EMPTY) {
                return -1;
            }
            i = (i + 1) & mask;
        }
    }

    /**
     * @param key   at least 0
     * @param value the value to hold for it
     */
    void put(long key, int value) {
        int i = slot(key);
        while (keys[i] != EMPTY && keys[i] != key) {
            i = (i + 1) & mask;
        }
        if (keys[i] == EMPTY) {
            keys[i] = key;
            if (size == used.length) {
                used = Arrays.copyOf(used, 2 * size);
            }
            used[size++] = i;
        }
        values[i] = value;
        if (2 * size > keys.length) {
            grow();
        }
    }

    /** @return entries held */
    int size() {
        return size;
    }

    /** Empties the map, in time proportional to the entries it held. */
    void clear() {
        for (int k = 0; k < size; k++) {
            keys[used[k]] = EMPTY;
        }
        size = 0;
    }

    private int slot(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 29)) & mask;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        int[] oldUsed = used;
        int n = size;
        keys = new long[oldKeys.length * 2];
        Arrays.fill(keys, EMPTY);
        values = new int[keys.length];
        mask = keys.length - 1;
        used = new int[oldUsed.length];
        size = 0;
        for (int k = 0; k < n; k++) {
            put(oldKeys[oldUsed[k]], oldValues[oldUsed[k]]);
        }
    }
}
