package battleboard.solve;

import battleboard.montecarlo.MonteCarloOptions;
import java.util.Objects;

/**
 * How to solve a battle.
 *
 * @param method     which solver ({@link MethodChoice#AUTO} by default)
 * @param monteCarlo trials, precision, time limit, seed and threads for Monte Carlo (used when it runs)
 */
public record SolveOptions(MethodChoice method, MonteCarloOptions monteCarlo) {
    public SolveOptions {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(monteCarlo, "monteCarlo");
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
        return new SolveOptions(m, monteCarlo);
    }

    /** @return these options with other Monte Carlo options */
    public SolveOptions withMonteCarlo(MonteCarloOptions mc) {
        return new SolveOptions(method, mc);
    }
}
