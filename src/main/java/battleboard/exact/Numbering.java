package battleboard.exact;

import java.util.Arrays;

/**
 * Values numbered 0, 1, ... in the order first met, by {@link Object#equals}: open addressing with linear probing on each
 * value's hash, kept in an {@code int} array beside the numbers, so that a value not met before is told apart without
 * reading another value, and one met before is compared with the values of its hash alone. The step tables number each
 * side's {@code FightingSide}s with it (Global War's 12-a-side battle meets 8,611 sides 26,819 times a solve), where a
 * {@code HashMap<FightingSide, Integer>} reads a bucket, its node, its key and a boxed number, and makes a node and a box
 * per side. Not thread-safe.
 *
 * @param <T> the values, immutable, with a cheap {@link Object#hashCode} (the step tables' sides keep theirs)
 */
final class Numbering<T> {
    private Object[] values = new Object[64];
    private int size;
    /** Per slot: the hash of the value held there, and 1 + its number (0: the slot is empty). */
    private int[] hashes = new int[128];
    private int[] numbers = new int[128];
    private int mask = 127;
    /** 32 less the bits of a slot: a slot is the top bits of the hash times the golden ratio (Fibonacci hashing). */
    private int shift = 25;

    /**
     * @param value a value, not null
     * @return its number when met before, else {@code -1 - n} where n is the number it now has (the count of values met
     *         before it)
     */
    int numberOrAdd(T value) {
        int h = value.hashCode();
        int i = slot(h);
        for (int n; (n = numbers[i]) != 0; i = (i + 1) & mask) {
            if (hashes[i] == h && values[n - 1].equals(value)) {
                return n - 1;
            }
        }
        int n = size;
        if (n == values.length) {
            values = Arrays.copyOf(values, 2 * n);
        }
        values[size++] = value;
        hashes[i] = h;
        numbers[i] = n + 1;
        if (2 * size > numbers.length) {
            grow();
        }
        return -1 - n;
    }

    /**
     * @param n a number given, from 0 to {@link #size()} − 1
     * @return the value numbered {@code n}
     */
    @SuppressWarnings("unchecked")
    T get(int n) {
        return (T) values[n];
    }

    /** @return the values met */
    int size() {
        return size;
    }

    private int slot(int h) {
        return (h * 0x9E3779B9) >>> shift;
    }

    private void grow() {
        int[] oldHashes = hashes;
        int[] oldNumbers = numbers;
        hashes = new int[2 * oldHashes.length];
        numbers = new int[hashes.length];
        mask = hashes.length - 1;
        shift--;
        for (int j = 0; j < oldNumbers.length; j++) {
            if (oldNumbers[j] != 0) {
                int i = slot(oldHashes[j]);
                while (numbers[i] != 0) {
                    i = (i + 1) & mask;
                }
                hashes[i] = oldHashes[j];
                numbers[i] = oldNumbers[j];
            }
        }
    }
}
