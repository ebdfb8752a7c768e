package battleboard.result;

import java.util.List;

/**
 * The distribution of the IPC swing of a battle: the IPC the defender lost minus the IPC the attacker
 * lost (positive favours the attacker).
 *
 * @param bars probability of each swing value, in increasing swing order; probabilities in [0, 1]
 * @param mean expected swing, IPC
 * @param p5   5th percentile: the smallest swing whose cumulative probability reaches 0.05, IPC
 * @param p50  median, IPC
 * @param p95  95th percentile, IPC
 */
public record SwingDistribution(List<Bar> bars, double mean, int p5, int p50, int p95) {

    /**
     * @param swing       IPC swing
     * @param probability probability in [0, 1] of exactly this swing
     */
    public record Bar(int swing, double probability) {
        public Bar {
            probability = Probability.clamp(probability);
        }
    }

    public SwingDistribution {
        bars = List.copyOf(bars);
    }

    /**
     * @param bars probability of each swing, in increasing swing order, summing to 1 (up to rounding)
     * @return the distribution with its mean and percentiles
     */
    public static SwingDistribution of(List<Bar> bars) {
        double total = 0;
        double mean = 0;
        for (Bar b : bars) {
            total += b.probability();
            mean += b.swing() * b.probability();
        }
        return new SwingDistribution(bars, total == 0 ? 0 : mean / total, quantile(bars, total, 0.05),
                quantile(bars, total, 0.50), quantile(bars, total, 0.95));
    }

    private static int quantile(List<Bar> bars, double total, double q) {
        double c = 0;
        for (Bar b : bars) {
            c += b.probability();
            // a relative tolerance keeps rounding from moving a quantile that falls exactly on a bar edge
            if (c >= q * total * (1 - 1e-12)) {
                return b.swing();
            }
        }
        return bars.isEmpty() ? 0 : bars.get(bars.size() - 1).swing();
    }
}
