package battleboard.exact;

/**
 * Probability too small to play on: an amount below a bound is left out, as long as everything left out stays within a
 * budget, so that each figure is low by at most the budget. The forward pass ({@link Forward}) and the per-round figures
 * ({@link ByRound}, {@link ByRoundBlocks}) each keep one. Not thread-safe.
 */
final class Negligible {
    private final double below;
    private final double budget;
    /** Probability left out so far, at most {@link #budget}. */
    private double dropped;

    /**
     * @param below  an amount below this may be left out (0: nothing is)
     * @param budget the most all amounts left out may add up to
     */
    Negligible(double below, double budget) {
        this.below = below;
        this.budget = budget;
    }

    /** @return whether {@code p} is left out: below the bound and within what the budget has left (then counted) */
    boolean drops(double p) {
        if (p < below && dropped + p <= budget) {
            dropped += p;
            return true;
        }
        return false;
    }
}
