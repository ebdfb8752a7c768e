package battleboard.battle;

import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.math3.distribution.BinomialDistribution;

/**
 * The probability of each number of hits a volley's dice can score: the convolution of one binomial
 * distribution per hit probability (dice that hit on the same value out of the same number of sides
 * are pooled).
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
     * Folds every outcome above {@code cap} into {@code cap}: hits beyond what the targets can take are
     * wasted.
     *
     * @param p   a distribution of hits
     * @param cap the most hits that count, at least 0
     * @return a distribution over 0..min(cap, p.length - 1)
     */
    public static double[] capped(double[] p, int cap) {
        if (cap >= p.length - 1) {
            return p;
        }
        double[] q = new double[cap + 1];
        System.arraycopy(p, 0, q, 0, cap);
        double tail = 0;
        for (int k = p.length - 1; k >= cap; k--) {
            tail += p[k];
        }
        q[cap] = tail;
        return q;
    }

    private static double[] binomial(int n, double p) {
        double[] b = new double[n + 1];
        if (p == 0) {
            b[0] = 1;
            return b;
        }
        if (p == 1) {
            b[n] = 1;
            return b;
        }
        BinomialDistribution d = new BinomialDistribution(null, n, p);
        for (int k = 0; k <= n; k++) {
            b[k] = d.probability(k);
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
