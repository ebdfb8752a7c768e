package battleboard.ui;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.result.BattleResult;
import battleboard.solve.SolveOptions;
import java.util.function.Consumer;

/**
 * What the form needs from a solver; production passes {@code new Solver()::solve}
 * ({@link battleboard.solve.Solver#solve(BattleSetup, SolveOptions, Progress, Consumer)}).
 */
@FunctionalInterface
interface BattleSolver {
    /**
     * @param setup    the battle
     * @param options  which method, and the Monte Carlo settings
     * @param progress receives progress; may cancel (a cancelled Monte Carlo run returns what it has)
     * @param partial  receives Monte Carlo results so far, on the solver's thread
     * @return the result
     * @throws battleboard.result.TooLargeException when the battle is too large for the chosen method
     * @throws java.util.concurrent.CancellationException when {@code progress} cancels before any result exists
     */
    BattleResult solve(BattleSetup setup, SolveOptions options, Progress progress, Consumer<BattleResult> partial);
}
