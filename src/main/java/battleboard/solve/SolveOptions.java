package battleboard.solve;

import battleboard.montecarlo.MonteCarloOptions;
import java.util.Objects;

/**
 * How to solve a battle.
 *
 * @param method     which solver ({@link MethodChoice#AUTO} by default)
 * @param monteCarlo     trials, precision, time limit, seed and threads for Monte Carlo (used when it runs)
 * @param exactTimeLimit when given, the longest an exact solve may run: stopped there with one line (issue 13,
 *                       {@code --time-limit} with {@code --method exact}); automatic choice also takes the exact solver
 *                       only when its estimate is within it
 */
public record SolveOptions(MethodChoice method, MonteCarloOptions monteCarlo, java.util.Optional<java.time.Duration> exactTimeLimit) {
    public SolveOptions {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(monteCarlo, "monteCarlo");
        Objects.requireNonNull(exactTimeLimit, "exactTimeLimit");
    }

    /** Options with no time limit on exact work. */
    public SolveOptions(MethodChoice method, MonteCarloOptions monteCarlo) {
        this(method, monteCarlo, java.util.Optional.empty());
    }

    /** @return these options with a time limit on exact work */
    public SolveOptions withExactTimeLimit(java.time.Duration limit) {
        return new SolveOptions(method, monteCarlo, java.util.Optional.of(limit));
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
        return new SolveOptions(m, monteCarlo, exactTimeLimit);
    }

    /** @return these options with other Monte Carlo options */
    public SolveOptions withMonteCarlo(MonteCarloOptions mc) {
        return new SolveOptions(method, mc, exactTimeLimit);
    }
}
