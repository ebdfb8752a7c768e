package battleboard.exact;

import java.util.Arrays;

/**
 * Probability over a chain's states, {@code [layer][attacker id][defender id]}, holding for each attacker's row the
 * range of defender ids that may hold some: a sweep visits only those, in the order a full sweep would, so its sums
 * are the same to the last bit. A long battle holds a few hundred states at a time of its hundred thousand (Global
 * War's 12-a-side sea battle: 480 × 228 compositions, about 250 states live in a round), and the per-round figures
 * sweep it once or twice per round, each sweep taking what it reads ({@link #take}, {@link #taken}): the mass is
 * empty after it. Rows are made on first use and kept. Not thread-safe.
 */
final class Mass {
    private final double[][][] rows;
    private final int defenders;
    /** Per layer, per attacker id: the lowest and highest defender id that may hold probability (lo > hi: none). */
    private final int[][] lo;
    private final int[][] hi;
    /**
     * Per layer, the attacker ids whose row may hold probability, as bits: a sweep visits those rows only (a long
     * battle's last rounds hold a few rows of hundreds: Global War's 12-a-side sea battle sweeps 143 rounds).
     */
    private final long[][] liveRows;

    Mass(int layers, int attackers, int defenders) {
        this.rows = new double[layers][attackers][];
        this.defenders = defenders;
        this.lo = new int[layers][attackers];
        this.hi = new int[layers][attackers];
        this.liveRows = new long[layers][(attackers + 63) >>> 6];
        for (int[] l : lo) {
            Arrays.fill(l, Integer.MAX_VALUE);
        }
        for (int[] h : hi) {
            Arrays.fill(h, -1);
        }
    }

    /** @return the probability at (layer, a, d), 0 when none */
    double get(int layer, int a, int d) {
        double[] r = rows[layer][a];
        return r == null ? 0 : r[d];
    }

    /** @return the probability at (layer, a, d) of a row that {@link #hold}s it, which is then 0 there */
    double take(int layer, int a, int d) {
        double[] r = rows[layer][a];
        double m = r[d];
        r[d] = 0;
        return m;
    }

    /** Marks a row all of whose range was {@link #take}n as holding nothing: a sweep that takes every state clears the mass. */
    void taken(int layer, int a) {
        lo[layer][a] = Integer.MAX_VALUE;
        hi[layer][a] = -1;
        liveRows[layer][a >>> 6] &= ~(1L << a);
    }

    /** Adds {@code p} at (layer, a, d). */
    void add(int layer, int a, int d, double p) {
        row(layer, a)[d] += p;
        hold(layer, a, d, d);
    }

    /** @return attacker {@code a}'s row in {@code layer}, made if needed; mark what is added to it with {@link #hold} */
    double[] row(int layer, int a) {
        double[] r = rows[layer][a];
        if (r == null) {
            r = new double[defenders];
            rows[layer][a] = r;
        }
        return r;
    }

    /** Marks defender ids {@code from..to} of attacker {@code a}'s row in {@code layer} as holding probability (none when from > to). */
    void hold(int layer, int a, int from, int to) {
        if (from > to) {
            return;
        }
        if (from < lo[layer][a]) {
            lo[layer][a] = from;
            liveRows[layer][a >>> 6] |= 1L << a;
        }
        if (to > hi[layer][a]) {
            hi[layer][a] = to;
        }
    }

    /** @return the lowest defender id of the row that may hold probability; greater than {@link #hi} when none */
    int lo(int layer, int a) {
        return lo[layer][a];
    }

    /** @return the highest defender id of the row that may hold probability; −1 when none */
    int hi(int layer, int a) {
        return hi[layer][a];
    }

    /** @return the lowest attacker id from {@code a} on whose row in {@code layer} may hold probability, or −1 */
    int nextRow(int layer, int a) {
        long[] bits = liveRows[layer];
        int w = a >>> 6;
        if (a < 0 || w >= bits.length) {
            return -1;
        }
        long word = bits[w] & (-1L << a);
        while (word == 0) {
            if (++w == bits.length) {
                return -1;
            }
            word = bits[w];
        }
        return (w << 6) + Long.numberOfTrailingZeros(word);
    }

    /** @return the highest attacker id up to {@code a} whose row in {@code layer} may hold probability, or −1 */
    int previousRow(int layer, int a) {
        return previousBit(liveRows[layer], a);
    }

    /** @return the highest bit set in {@code bits} up to bit {@code i}, or −1 (none, or {@code i} < 0) */
    static int previousBit(long[] bits, int i) {
        if (i < 0) {
            return -1;
        }
        int w = i >>> 6;
        long word = bits[w] & (-1L >>> (63 - (i & 63)));
        while (word == 0) {
            if (--w < 0) {
                return -1;
            }
            word = bits[w];
        }
        return (w << 6) + 63 - Long.numberOfLeadingZeros(word);
    }
}
