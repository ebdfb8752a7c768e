package battleboard.solve;

import battleboard.montecarlo.MonteCarloOptions;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * How to solve a battle: the method and every setting of the solvers, so that the faces (command line and form) build
 * this one object and name no solver.
 *
 * @param method         which solver ({@link MethodChoice#AUTO} by default)
 * @param monteCarlo     trials, precision, time limit, seed and threads for Monte Carlo (used when it runs)
 * @param exactTimeLimit when given, the longest an exact solve may run: stopped there with one line (issue 13,
 *                       {@code --time-limit} with {@code --method exact}); automatic choice also takes the exact solver
 *                       only when its estimate is within it
 * @param trim           when given, the exact solver's trim bound: the most probability each hit distribution may drop
 *                       from its tails, in [0, {@link #MAX_TRIM}] ({@code --trim}), and in a battle played state by
 *                       state what sets the states left unplayed ({@code ExactSolver.DEFAULT_TRIM}); absent, the solver's
 *                       own (1e-15 by default)
 */
public record SolveOptions(MethodChoice method, MonteCarloOptions monteCarlo, Optional<Duration> exactTimeLimit,
                           OptionalDouble trim) {
    /** Trials when neither a count nor a precision is given. */
    public static final long DEFAULT_TRIALS = MonteCarloOptions.DEFAULT_TRIALS;
    /** Most trials a Monte Carlo run may take, a precision-driven run's default. */
    public static final long MAX_TRIALS = MonteCarloOptions.MAX_TRIALS;
    /** Monte Carlo's default seed, fixed so that a run is reproducible. */
    public static final long DEFAULT_SEED = MonteCarloOptions.DEFAULT_SEED;
    /** The default time limit of Monte Carlo, and of exact work on the command line. */
    public static final Duration DEFAULT_TIME_LIMIT = MonteCarloOptions.DEFAULT_TIME_LIMIT;
    /** Largest trim bound the exact solver takes: a probability. */
    public static final double MAX_TRIM = 1e-6;

    /**
     * @throws IllegalArgumentException when the trim bound is outside [0, {@link #MAX_TRIM}]
     */
    public SolveOptions {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(monteCarlo, "monteCarlo");
        Objects.requireNonNull(exactTimeLimit, "exactTimeLimit");
        Objects.requireNonNull(trim, "trim");
        if (trim.isPresent() && !(trim.getAsDouble() >= 0 && trim.getAsDouble() <= MAX_TRIM)) {
            throw new IllegalArgumentException(trim.getAsDouble() + " is not between 0 and 1e-6");
        }
    }

    /** Options with the exact solver's own trim bound. */
    public SolveOptions(MethodChoice method, MonteCarloOptions monteCarlo, Optional<Duration> exactTimeLimit) {
        this(method, monteCarlo, exactTimeLimit, OptionalDouble.empty());
    }

    /** Options with no time limit on exact work. */
    public SolveOptions(MethodChoice method, MonteCarloOptions monteCarlo) {
        this(method, monteCarlo, Optional.empty());
    }

    /** @return these options with a time limit on exact work */
    public SolveOptions withExactTimeLimit(Duration limit) {
        return new SolveOptions(method, monteCarlo, Optional.of(limit), trim);
    }

    /**
     * @param bound the most probability each hit distribution may drop from its tails, in [0, {@link #MAX_TRIM}]
     * @return these options with the exact solver's trim bound
     * @throws IllegalArgumentException when the bound is outside that range
     */
    public SolveOptions withTrim(double bound) {
        return new SolveOptions(method, monteCarlo, exactTimeLimit, OptionalDouble.of(bound));
    }

    /** @return automatic method choice with the default Monte Carlo options */
    public static SolveOptions defaults() {
        return new SolveOptions(MethodChoice.AUTO, MonteCarloOptions.defaults());
    }

    /** @return the given method with the default Monte Carlo options */
    public static SolveOptions of(MethodChoice method) {
        return new SolveOptions(method, MonteCarloOptions.defaults());
    }

    /** @return these options with another method */
    public SolveOptions withMethod(MethodChoice m) {
        return new SolveOptions(m, monteCarlo, exactTimeLimit, trim);
    }

    /** @return these options with other Monte Carlo options */
    public SolveOptions withMonteCarlo(MonteCarloOptions mc) {
        return new SolveOptions(method, mc, exactTimeLimit, trim);
    }

    /**
     * @param n battles Monte Carlo simulates, 1 to {@link #MAX_TRIALS}
     * @return these options with that trial count and no precision target
     * @throws IllegalArgumentException naming the count when out of range
     */
    public SolveOptions withTrials(long n) {
        return withMonteCarlo(monteCarlo.withTrials(n));
    }

    /**
     * @param halfWidth Monte Carlo stops once the attacker-win interval's half-width is below it, a probability in (0, 0.5]
     * @param maxTrials the most battles to simulate
     * @return these options with that precision target
     * @throws IllegalArgumentException naming the value out of range
     */
    public SolveOptions withPrecision(double halfWidth, long maxTrials) {
        return withMonteCarlo(monteCarlo.withPrecision(halfWidth, maxTrials));
    }

    /**
     * @param halfWidth as {@link #withPrecision(double, long)}, at most {@link #MAX_TRIALS} battles
     * @return these options with that precision target
     */
    public SolveOptions withPrecision(double halfWidth) {
        return withMonteCarlo(monteCarlo.withPrecision(halfWidth));
    }

    /**
     * @param limit Monte Carlo's wall-clock cap, positive
     * @return these options with that time limit on Monte Carlo
     * @throws IllegalArgumentException when the limit is not positive
     */
    public SolveOptions withTimeLimit(Duration limit) {
        return withMonteCarlo(monteCarlo.withTimeLimit(limit));
    }

    /** @return these options with Monte Carlo's seed */
    public SolveOptions withSeed(long seed) {
        return withMonteCarlo(monteCarlo.withSeed(seed));
    }

    /**
     * @param n Monte Carlo's worker threads
     * @return these options with that thread count
     * @throws IllegalArgumentException naming the count when out of range
     */
    public SolveOptions withThreads(int n) {
        return withMonteCarlo(monteCarlo.withThreads(n));
    }
}
