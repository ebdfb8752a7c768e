package battleboard.montecarlo;

import battleboard.battle.Chance;
import battleboard.battle.Dice;
import battleboard.battle.HitDistribution;
import java.util.HashMap;
import java.util.Map;
import org.apache.commons.rng.UniformRandomProvider;

/**
 * Draws each volley's hits. Small volleys roll every die; large ones draw the hit count in one step
 * from the volley's exact hit distribution (inverse transform), which has the same distribution and
 * costs one uniform number. One per worker: not thread-safe.
 */
class SamplingChance implements Chance {
    /** Volleys with more dice than this are drawn from their distribution instead of die by die. */
    static final int DIE_BY_DIE_MAX = 24;
    private static final int CACHE_LIMIT = 100_000;
    /**
     * Most numbers the cache of distributions holds, 8 MB a worker: a volley of n dice holds n + 1, and a battle of 10,000
     * units met a new volley every round, which filled any heap before the entry limit (issue 27: an OutOfMemoryError).
     */
    static final long CACHE_NUMBERS = 1_000_000;

    UniformRandomProvider rng;
    private final Map<Dice, double[]> cumulative = new HashMap<>();
    /** The numbers the cache holds. */
    private long held;

    void use(UniformRandomProvider source) {
        this.rng = source;
    }

    /** @return whether one die of {@code sides} sides shows {@code value} or less */
    boolean dieHits(int value, int sides) {
        return rng.nextInt(sides) < value;
    }

    /** @return the largest volley rolled die by die */
    int dieByDieMax() {
        return DIE_BY_DIE_MAX;
    }

    /** @return the numbers the cache of distributions holds, at most {@link #CACHE_NUMBERS} but for one distribution */
    long cachedNumbers() {
        return held;
    }

    @Override
    public int hits(Dice dice) {
        if (dice.lowLuck()) {
            Dice.LowLuck ll = dice.lowLuckHits();
            return ll.sure() + (ll.remainder() > 0 && dieHits(ll.remainder(), ll.sides()) ? 1 : 0);
        }
        int n = dice.count();
        if (n <= dieByDieMax()) {
            int hits = 0;
            for (Dice.Group g : dice.groups()) {
                for (int i = 0; i < g.count(); i++) {
                    if (dieHits(g.value(), g.sides())) {
                        hits++;
                    }
                }
            }
            return hits;
        }
        double[] cdf = cumulative.get(dice);
        if (cdf == null) {
            double[] p = HitDistribution.of(dice);
            if (cumulative.size() > CACHE_LIMIT || held + p.length > CACHE_NUMBERS) {
                cumulative.clear();
                held = 0;
            }
            held += p.length;
            cdf = new double[p.length];
            double s = 0;
            for (int k = 0; k < p.length; k++) {
                s += p[k];
                cdf[k] = s;
            }
            cumulative.put(dice, cdf);
        }
        double u = rng.nextDouble() * cdf[cdf.length - 1];
        int lo = 0;
        int hi = cdf.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (cdf[mid] > u) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }
}
