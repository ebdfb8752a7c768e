package battleboard.battle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * {@link HitDistribution#of}'s binomials, kept once computed ({@code HitDistribution.BINOMIALS}): each call gives the
 * closed form C(n, k) p^k (1 − p)^(n − k), in an array of its own, whichever thread asks and however many dice or
 * probabilities are asked for; the probabilities kept stay within their bound.
 */
class HitDistributionTest {
    private static final double TOL = 1e-12;

    private static Dice dice(int count, int value, int sides) {
        return new Dice(Side.ATTACKER, List.of(new Dice.Group("unit", count, value, sides)));
    }

    /** @return C(n, k) p^k (1 − p)^(n − k) for k = 0 .. n, the closed form (products of exact binomial coefficients) */
    private static double[] closedForm(int n, double p) {
        double[] b = new double[n + 1];
        double choose = 1;
        for (int k = 0; k <= n; k++) {
            b[k] = choose * Math.pow(p, k) * Math.pow(1 - p, n - k);
            choose = choose * (n - k) / (k + 1);
        }
        return b;
    }

    @Test
    void eachCallGivesTheClosedFormInAnArrayOfItsOwn() {
        for (int n = 1; n <= 12; n++) {
            double[] first = HitDistribution.of(dice(n, 2, 6));
            assertArrayEquals(closedForm(n, 2 / 6.0), first, TOL);
            double[] kept = first.clone();
            first[0] = 7; // a caller writing to its array
            first[n] = -1;
            double[] again = HitDistribution.of(dice(n, 2, 6));
            assertArrayEquals(kept, again, 0.0, "the second call's distribution is the first's, unwritten");
            again[1] = 3; // the array of a call that found it kept
            assertArrayEquals(kept, HitDistribution.of(dice(n, 2, 6)), 0.0, "the third call's, unwritten");
        }
    }

    /**
     * Against the exact probabilities, C(n, k) a^k (s − a)^(n − k) / s^n in integers, rounded once: for 1 to 64 dice at
     * every value a of a 6- and a 12-sided die, each probability within 4e-14 of its exact value, relatively (the ratio
     * recurrence's worst is 2.9e-14; Commons Math's {@code BinomialDistribution}, used before, came within 5.6e-14:
     * docs/performance.md, "Issue 24, eighteenth session").
     */
    @Test
    void everyProbabilityIsTheExactOneToAFewUlps() {
        double worst = 0;
        for (int sides : new int[] {6, 12}) {
            for (int a = 1; a < sides; a++) {
                for (int n = 1; n <= 64; n++) {
                    double[] p = HitDistribution.of(dice(n, a, sides));
                    java.math.BigDecimal all = new java.math.BigDecimal(java.math.BigInteger.valueOf(sides).pow(n));
                    java.math.BigInteger choose = java.math.BigInteger.ONE;
                    for (int k = 0; k <= n; k++) {
                        java.math.BigInteger ways = choose.multiply(java.math.BigInteger.valueOf(a).pow(k))
                                .multiply(java.math.BigInteger.valueOf(sides - a).pow(n - k));
                        double exact = new java.math.BigDecimal(ways).divide(all, java.math.MathContext.DECIMAL128).doubleValue();
                        worst = Math.max(worst, Math.abs(p[k] - exact) / exact);
                        choose = choose.multiply(java.math.BigInteger.valueOf(n - k)).divide(java.math.BigInteger.valueOf(k + 1));
                    }
                }
            }
        }
        assertTrue(worst <= 4e-14, "worst relative error " + worst);
        assertTrue(worst > 0, "the doubles are rounded somewhere: the comparison reads them");
    }

    /** Dice pooled by probability of a hit (2 of 6 and 4 of 12 are one binomial), more dice than are kept, and none kept. */
    @Test
    void pooledDiceAndManyDiceGiveTheClosedForm() {
        Dice pooled = new Dice(Side.DEFENDER, List.of(new Dice.Group("a", 3, 2, 6), new Dice.Group("b", 4, 4, 12)));
        assertArrayEquals(closedForm(7, 1 / 3.0), HitDistribution.of(pooled), TOL);
        int many = HitDistribution.KEPT_DICE + 6;
        assertArrayEquals(closedForm(many, 0.5), HitDistribution.of(dice(many, 3, 6)), TOL);
        assertArrayEquals(closedForm(many, 0.5), HitDistribution.of(dice(many, 3, 6)), TOL);
    }

    @Test
    void theProbabilitiesKeptStayWithinTheirBound() {
        int sides = 4 * HitDistribution.KEPT_PROBABILITIES;
        for (int value = 1; value < sides; value += 2) {
            double p = (double) value / sides;
            assertArrayEquals(closedForm(3, p), HitDistribution.of(dice(3, value, sides)), TOL, "value " + value);
        }
        int kept = HitDistribution.keptProbabilities();
        assertTrue(kept <= HitDistribution.KEPT_PROBABILITIES, kept + " probabilities kept");
        assertTrue(kept > 0, "some are kept");
    }

    /** Four threads asking for the same binomials at once, each for probabilities none asked before, all get the closed form. */
    @Test
    void threadsAskingAtOnceGetTheClosedForm() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Integer>> done = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                done.add(pool.submit(() -> {
                    int checked = 0;
                    for (int value = 1; value < 11; value++) {
                        for (int n = 1; n <= 20; n++) {
                            assertArrayEquals(closedForm(n, value / 11.0), HitDistribution.of(dice(n, value, 11)), TOL);
                            checked++;
                        }
                    }
                    return checked;
                }));
            }
            for (Future<Integer> f : done) {
                assertEquals(200, f.get());
            }
        } finally {
            pool.shutdown();
        }
    }
}
