package battleboard.solve;

import java.util.Objects;

/**
 * How to solve a battle.
 *
 * @param method which solver
 */
public record SolveOptions(MethodChoice method) {
    public SolveOptions {
        Objects.requireNonNull(method, "method");
    }

    /** @return the defaults: exact */
    public static SolveOptions defaults() {
        return new SolveOptions(MethodChoice.EXACT);
    }
}
