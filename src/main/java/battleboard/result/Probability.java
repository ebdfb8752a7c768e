package battleboard.result;

/**
 * Probabilities as results show them: in [0, 1]. Sums of many products in floating point land a few ulps outside (a
 * certain win as 1.0000000000000007, an impossible outcome as -1e-18); results are clamped once, where they are made,
 * which moves a figure by at most that rounding (issue 13).
 */
public final class Probability {
    private Probability() {
    }

    /**
     * @param p a probability up to floating-point rounding; NaN stays NaN, so that a real error still shows
     * @return {@code p} clamped to [0, 1]
     */
    public static double clamp(double p) {
        return p < 0 ? 0 : p > 1 ? 1 : p;
    }

    /**
     * @param distribution probabilities in [0, 1] of each amount, index = amount (a raid's or a rocket strike's damage)
     * @param amount       an amount, from 0
     * @return the probability in [0, 1] of {@code amount} or more
     */
    public static double atLeast(java.util.List<Double> distribution, int amount) {
        double p = 0;
        for (int d = Math.max(0, amount); d < distribution.size(); d++) {
            p += distribution.get(d);
        }
        return clamp(p);
    }
}
