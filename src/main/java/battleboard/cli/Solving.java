package battleboard.cli;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.result.BattleResult;
import battleboard.result.TooLargeException;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;

/**
 * One battle solved for a command ({@code odds}, {@code odds --batch}, {@code compare}): a battle too large for the
 * method, or a policy that cannot be played, is bad input ({@link BadInputException}), one line and exit code
 * {@value Exit#BAD_INPUT}.
 */
final class Solving {
    private Solving() {
    }

    /**
     * @return the result of the battle
     * @throws BadInputException when the battle is too large for the method, or a policy cannot be played
     */
    static BattleResult solve(BattleSetup setup, SolveOptions options) {
        return solve(setup, options, new Solver(), null);
    }

    /**
     * @param solver the solver, kept from one battle to the next by {@code odds --batch}
     * @return the result of the battle
     * @throws BadInputException when the battle is too large for the method, or a policy cannot be played
     */
    static BattleResult solve(BattleSetup setup, SolveOptions options, Solver solver) {
        return solve(setup, options, solver, null);
    }

    /** @param bar the Monte Carlo progress line on standard error, or null for none */
    static BattleResult solve(BattleSetup setup, SolveOptions options, Solver solver, ProgressLine bar) {
        try {
            return BadInputException.check(() -> bar == null ? solver.solve(setup, options, Progress.NONE)
                    : solver.solve(setup, options, bar, bar));
        } catch (TooLargeException tooLarge) {
            throw new BadInputException(tooLarge.getMessage());
        }
    }
}
