package battleboard.montecarlo;

import java.time.Duration;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * How long a Monte Carlo run goes on and how it draws its dice. The run stops at the first of: the
 * trial count, the target precision (when set), the time limit, or cancellation.
 *
 * @param trials     battles to simulate; with a precision, the most to simulate; 1 to {@link #MAX_TRIALS}
 * @param precision  when present, stop as soon as the half-width of the attacker-win interval is
 *                   below it (a probability in (0, 0.5])
 * @param timeLimit  wall-clock cap, positive
 * @param seed       seed of the run; the same seed and stopping rule give the same figures on any
 *                   number of threads (unless the time limit or a cancellation stops the run)
 * @param threads    worker threads, 1 to {@link #MAX_THREADS}
 * @param confidence confidence level of the intervals, in (0, 1)
 */
public record MonteCarloOptions(long trials, OptionalDouble precision, Duration timeLimit, long seed, int threads,
                                double confidence) {
    /** Trials when neither a count nor a precision is given. */
    public static final long DEFAULT_TRIALS = 100_000;
    /**
     * Most trials a run may take (a precision-driven run's default): about a quarter of an hour of a large battle, far past
     * the time limit's default; a larger count overflowed the count of chunks (issue 27).
     */
    public static final long MAX_TRIALS = 1_000_000_000L;
    /** Most worker threads: more than any machine Battleboard runs on has cores; more exhausted native threads (issue 27). */
    public static final int MAX_THREADS = 256;
    /** Default time limit. */
    public static final Duration DEFAULT_TIME_LIMIT = Duration.ofSeconds(30);
    /** Default seed: fixed, so that a run is reproducible unless the user asks for another seed. */
    public static final long DEFAULT_SEED = 1L;
    /** Default confidence level of the intervals. */
    public static final double DEFAULT_CONFIDENCE = 0.95;

    public MonteCarloOptions {
        Objects.requireNonNull(precision, "precision");
        Objects.requireNonNull(timeLimit, "timeLimit");
        if (trials < 1) {
            throw new IllegalArgumentException("battles to simulate must be at least 1, not " + trials);
        }
        if (trials > MAX_TRIALS) {
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "battles to simulate must be at most %,d, not %,d",
                    MAX_TRIALS, trials));
        }
        if (precision.isPresent() && !(precision.getAsDouble() > 0 && precision.getAsDouble() <= 0.5)) {
            throw new IllegalArgumentException("precision must be above 0 and at most 0.5, not " + precision.getAsDouble());
        }
        if (timeLimit.isNegative() || timeLimit.isZero()) {
            throw new IllegalArgumentException("time limit must be positive, not " + timeLimit);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        if (threads > MAX_THREADS) {
            throw new IllegalArgumentException("threads must be at most " + MAX_THREADS + ", not " + threads);
        }
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be between 0 and 1, not " + confidence);
        }
    }

    /**
     * The defaults: {@value #DEFAULT_TRIALS} trials, no precision target, 30 s, seed
     * {@value #DEFAULT_SEED}, one thread per core, 95 % intervals.
     *
     * @return the default options
     */
    public static MonteCarloOptions defaults() {
        return new MonteCarloOptions(DEFAULT_TRIALS, OptionalDouble.empty(), DEFAULT_TIME_LIMIT, DEFAULT_SEED,
                Math.min(Runtime.getRuntime().availableProcessors(), MAX_THREADS), DEFAULT_CONFIDENCE);
    }

    /** @return these options with a fixed trial count and no precision target */
    public MonteCarloOptions withTrials(long n) {
        return new MonteCarloOptions(n, OptionalDouble.empty(), timeLimit, seed, threads, confidence);
    }

    /** @return these options stopping at a precision (at most {@link #MAX_TRIALS} trials) */
    public MonteCarloOptions withPrecision(double halfWidth) {
        return withPrecision(halfWidth, MAX_TRIALS);
    }

    /** @return these options stopping at a precision, or after {@code maxTrials} trials if that comes first */
    public MonteCarloOptions withPrecision(double halfWidth, long maxTrials) {
        return new MonteCarloOptions(maxTrials, OptionalDouble.of(halfWidth), timeLimit, seed, threads, confidence);
    }

    /** @return these options with another time limit */
    public MonteCarloOptions withTimeLimit(Duration limit) {
        return new MonteCarloOptions(trials, precision, limit, seed, threads, confidence);
    }

    /** @return these options with another seed */
    public MonteCarloOptions withSeed(long newSeed) {
        return new MonteCarloOptions(trials, precision, timeLimit, newSeed, threads, confidence);
    }

    /** @return these options with another thread count */
    public MonteCarloOptions withThreads(int n) {
        return new MonteCarloOptions(trials, precision, timeLimit, seed, n, confidence);
    }
}
