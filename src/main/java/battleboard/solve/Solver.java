package battleboard.solve;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;

/**
 * The one entry point the command line and the form use: runs the solver a player chose and says in
 * the result which method ran and why. Thread-safe.
 */
public final class Solver {
    private final ExactSolver exact;

    /** A solver with the default exact-solver memory budget. */
    public Solver() {
        this(new ExactSolver());
    }

    /** @param exact the exact solver to use (its memory budget applies) */
    public Solver(ExactSolver exact) {
        this.exact = exact;
    }

    /**
     * @param setup    the battle
     * @param options  which method
     * @param progress receives progress; may cancel
     * @return the result
     * @throws battleboard.exact.BattleTooLargeException when exact was asked for and the battle is too large
     * @throws java.util.concurrent.CancellationException when {@code progress} cancels
     */
    public BattleResult solve(BattleSetup setup, SolveOptions options, Progress progress) {
        return switch (options.method()) {
            case EXACT -> exact.solve(setup, progress);
        };
    }
}
