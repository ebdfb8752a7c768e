package battleboard.ui;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.result.BattleResult;
import battleboard.solve.SolveOptions;

/**
 * What the form needs from a solver; production passes {@code new Solver()::solve}
 * ({@link battleboard.solve.Solver#solve}).
 */
@FunctionalInterface
interface BattleSolver {
    /**
     * @param setup    the battle
     * @param options  which method
     * @param progress receives progress; may cancel
     * @return the result
     * @throws battleboard.exact.BattleTooLargeException when the battle is too large for the chosen method
     * @throws java.util.concurrent.CancellationException when {@code progress} cancels
     */
    BattleResult solve(BattleSetup setup, SolveOptions options, Progress progress);
}
