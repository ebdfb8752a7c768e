package battleboard.battle;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The probability of each number of hits a volley's dice can score: the convolution of one binomial
 * distribution per hit probability (dice that hit on the same value out of the same number of sides
 * are pooled); under Low Luck ({@link Dice#lowLuck()}) two neighbouring outcomes, the sure hits and one more.
 */
public final class HitDistribution {
    private HitDistribution() {
    }

    /**
     * @param dice the dice
     * @return {@code p} with {@code p[k]} the probability in [0, 1] of exactly {@code k} hits, for
     *         {@code k} from 0 to {@code dice.count()}; the entries sum to 1 up to rounding
     */
    public static double[] of(Dice dice) {
        if (dice.lowLuck()) {
            return lowLuck(dice);
        }
        Map<Double, Integer> byProbability = new TreeMap<>();
        for (Dice.Group g : dice.groups()) {
            byProbability.merge(g.hitProbability(), g.count(), Integer::sum);
        }
        double[] dist = {1.0};
        for (Map.Entry<Double, Integer> e : byProbability.entrySet()) {
            dist = convolve(dist, binomial(e.getValue(), e.getKey()));
        }
        return dist;
    }

    /**
     * A hit distribution with its negligible tails dropped: the numbers of hits from {@code lo} to
     * {@code lo + p.length - 1}.
     *
     * @param lo the fewest hits kept, at least 0
     * @param p  {@code p[i]} the probability in [0, 1] of exactly {@code lo + i} hits
     */
    public record Trimmed(int lo, double[] p) {
        /** @return the most hits kept */
        public int hi() {
            return lo + p.length - 1;
        }
    }

    /**
     * The hit distribution of some dice without the tails whose probability is below a bound: each binomial is
     * computed by its ratio recurrence from the mode (no factorials, no underflow near the mode), its tails trimmed,
     * the binomials convolved and the result's tails trimmed again; in all at most {@code bound} of probability is
     * dropped, and with {@code bound} 0 only outcomes of probability 0 (or below the smallest double).
     *
     * @param dice  the dice
     * @param bound most probability the dropped outcomes may add up to, in [0, 1)
     * @return the kept outcomes, at least one
     * @throws IllegalArgumentException when {@code bound} is outside [0, 1)
     */
    public static Trimmed trimmed(Dice dice, double bound) {
        if (!(bound >= 0 && bound < 1)) {
            throw new IllegalArgumentException("trim bound " + bound + " is not in [0, 1)");
        }
        if (dice.lowLuck()) {
            return trim(0, lowLuck(dice), bound / 4);
        }
        Map<Double, Integer> byProbability = new TreeMap<>();
        for (Dice.Group g : dice.groups()) {
            byProbability.merge(g.hitProbability(), g.count(), Integer::sum);
        }
        Trimmed dist = new Trimmed(0, new double[] {1.0});
        double each = byProbability.isEmpty() ? 0 : bound / 4 / byProbability.size();
        for (Map.Entry<Double, Integer> e : byProbability.entrySet()) {
            Trimmed b = trim(0, binomialByRatios(e.getValue(), e.getKey()), each);
            double[] c = convolve(dist.p(), b.p());
            dist = new Trimmed(dist.lo() + b.lo(), c);
        }
        return trim(dist.lo(), dist.p(), bound / 4);
    }

    /**
     * Low Luck: {@code sure} hits with the chance that the remainder's die misses, {@code sure + 1} with the chance
     * that it hits; over 0 .. the number of dice, like the rolled distribution.
     */
    private static double[] lowLuck(Dice dice) {
        Dice.LowLuck ll = dice.lowLuckHits();
        double[] p = new double[dice.count() + 1];
        double extra = (double) ll.remainder() / ll.sides();
        p[ll.sure()] = 1 - extra;
        if (ll.remainder() > 0) {
            p[ll.sure() + 1] = extra;
        }
        return p;
    }

    /** Drops from each end the outcomes whose probabilities add up to at most {@code tail}. */
    private static Trimmed trim(int lo, double[] p, double tail) {
        int from = 0;
        double cut = 0;
        while (from < p.length - 1 && cut + p[from] <= tail) {
            cut += p[from++];
        }
        int to = p.length - 1;
        cut = 0;
        while (to > from && cut + p[to] <= tail) {
            cut += p[to--];
        }
        return new Trimmed(lo + from, from == 0 && to == p.length - 1 ? p : java.util.Arrays.copyOfRange(p, from, to + 1));
    }

    /**
     * Binomial(n, p) probabilities by the ratio of neighbours, from the mode out, normalized: within 2.9e-14 of the exact
     * rational probabilities, relatively, for 1 to 64 dice at every value of a 6- and a 12-sided die
     * ({@code HitDistributionTest}), where Commons Math's {@code BinomialDistribution}, which {@link #of} used before,
     * came within 5.6e-14; and without the 8 ms its first call took in every process to fill its tables of logarithms
     * (docs/performance.md, "Issue 24, eighteenth session").
     */
    private static double[] binomialByRatios(int n, double p) {
        double[] b = new double[n + 1];
        if (p == 0 || p == 1) {
            b[p == 0 ? 0 : n] = 1;
            return b;
        }
        int mode = (int) Math.min(n, Math.floor((n + 1) * p));
        double odds = p / (1 - p);
        b[mode] = 1;
        double sum = 1;
        for (int k = mode; k < n; k++) {
            b[k + 1] = b[k] * (n - k) / (k + 1) * odds;
            sum += b[k + 1];
        }
        for (int k = mode; k > 0; k--) {
            b[k - 1] = b[k] * k / (n - k + 1) / odds;
            sum += b[k - 1];
        }
        for (int k = 0; k <= n; k++) {
            b[k] /= sum;
        }
        return b;
    }

    /**
     * Folds every outcome above {@code cap} into {@code cap}: hits beyond what the targets can take are
     * wasted.
     *
     * @param p   a distribution of hits
     * @param cap the most hits that count, at least 0
     * @return a distribution over 0..min(cap, p.length - 1)
     */
    public static double[] capped(double[] p, int cap) {
        return cap >= p.length - 1 ? p : capped(p, cap, new double[cap + 1]);
    }

    /**
     * {@link #capped(double[], int)} into an array of the caller's, for a caller that folds many distributions and keeps
     * none (the exact solver's step tables).
     *
     * @param p    a distribution of hits
     * @param cap  the most hits that count, at least 0
     * @param into an array of at least {@code cap + 1} entries
     * @return {@code p} itself when {@code cap} holds every outcome; else {@code into}, whose first {@code cap + 1} entries
     *         hold the distribution over 0..cap (entries after them are left as they were)
     */
    public static double[] capped(double[] p, int cap, double[] into) {
        if (cap >= p.length - 1) {
            return p;
        }
        System.arraycopy(p, 0, into, 0, cap);
        double tail = 0;
        for (int k = p.length - 1; k >= cap; k--) {
            tail += p[k];
        }
        into[cap] = tail;
        return into;
    }

    /** The most dice whose binomial distributions {@link #binomial} keeps, per probability of a hit. */
    static final int KEPT_DICE = 64;
    /** The most probabilities of a hit whose binomial distributions {@link #binomial} keeps. */
    static final int KEPT_PROBABILITIES = 256;
    /**
     * Binomial distributions computed, by probability of a hit, then by number of dice (up to {@link #KEPT_DICE}): the
     * exact solver's tables ask for the same few again in every solve (Revised's N2: 212 distributions a solve, 2,096
     * probabilities, which took a fiftieth of its solve's time when Commons Math computed them). Thread-safe: a row is
     * never written once in the map, a distribution added replaces it by a copy with one more (two threads adding at once
     * may lose one of theirs, which is computed again when next asked); a new row only while fewer than
     * {@link #KEPT_PROBABILITIES} are kept (threads adding rows at once may each add one past it).
     */
    private static final Map<Double, double[][]> BINOMIALS = new ConcurrentHashMap<>();

    /** @return the probabilities of a hit whose binomial distributions are kept, at most {@link #KEPT_PROBABILITIES} */
    static int keptProbabilities() {
        return BINOMIALS.size();
    }

    /** @return binomial(n, p) probabilities of 0 .. n hits, a new array each call (callers may write to it) */
    private static double[] binomial(int n, double p) {
        if (n > KEPT_DICE) {
            return binomialByRatios(n, p);
        }
        double[][] row = BINOMIALS.get(p);
        if (row != null && row[n] != null) {
            return row[n].clone();
        }
        double[] b = binomialByRatios(n, p);
        if (row != null || BINOMIALS.size() < KEPT_PROBABILITIES) {
            double[][] more = row == null ? new double[KEPT_DICE + 1][] : row.clone();
            more[n] = b.clone();
            BINOMIALS.put(p, more);
        }
        return b;
    }

    private static double[] convolve(double[] a, double[] b) {
        if (a.length == 1 && a[0] == 1.0) {
            return b;
        }
        double[] c = new double[a.length + b.length - 1];
        for (int i = 0; i < a.length; i++) {
            if (a[i] == 0) {
                continue;
            }
            for (int j = 0; j < b.length; j++) {
                c[i + j] += a[i] * b[j];
            }
        }
        return c;
    }
}
