package battleboard.cli;

import battleboard.battle.BattlePreset;
import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.edition.Edition;
import battleboard.exact.BattleTooLargeException;
import battleboard.exact.ExactSolver;
import battleboard.report.ResultTable;
import battleboard.result.BattleResult;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code battleboard odds}: the odds of one battle, as a table or as one JSON object.
 *
 * <p>Input problems (unknown unit, negative count, a unit that cannot fight there, a bad technology,
 * rule option or policy, an unknown method, a battle too large for exact) end the command with a
 * {@link BadInputException} carrying the core's one-line message.
 */
@Command(name = "odds", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Gives the odds of one battle: each outcome, the expected IPC lost, the IPC swing, the figures"
                + " by round, the survivors.",
        footer = {"", "Units are the edition's ids or abbreviations (battleboard units lists them).",
            "Examples:",
            "  battleboard odds --attacker \"3 inf, 1 art, 2 tank\" --defender \"4 inf, 1 aa\"",
            "  battleboard odds --attacker \"1 bb, 2 sub\" --defender \"2 dd\" --json",
            "  battleboard odds --edition classic --attacker \"3 inf, 1 armor\" \\",
            "      --defender \"3 inf, 1 armor\"",
            "  battleboard odds --attacker \"3 inf, 1 tank\" --defender \"4 inf\" --retreat best",
            "  battleboard odds --attacker \"300 inf, 100 art\" --defender \"350 inf\" \\",
            "      --method montecarlo --precision 0.001 --time-limit 2m --seed 7",
            "  battleboard odds --preset revised-retreat-after-round-1 --json",
            "  battleboard odds --attacker \"2 bmb, 2 inf\" --defender \"3 inf, 1 aa\" \\",
            "      --tech attacker:heavy-bombers --option aa-casualties=per-aircraft"})
final class OddsCommand implements Callable<Integer> {
    /** Survivor compositions shown per side in the table unless {@code --survivors} says otherwise. */
    static final int DEFAULT_SURVIVORS_SHOWN = ResultTable.Detail.DEFAULT_SURVIVORS;
    /** Rounds shown in the by-round table unless {@code --rounds} says otherwise. */
    static final int DEFAULT_ROUNDS_SHOWN = ResultTable.Detail.DEFAULT_ROUNDS;

    @Spec
    CommandSpec spec;

    @Mixin
    EditionOption edition;

    @Mixin
    BattleOptions battle;

    @Mixin
    MethodOptions method;

    @Option(names = "--json", order = 40, description = "print one JSON object instead of a table")
    boolean json;

    @Option(names = "--survivors", order = 41, paramLabel = "N", defaultValue = "" + DEFAULT_SURVIVORS_SHOWN,
            description = "survivor compositions shown per side in the table (default: ${DEFAULT-VALUE})")
    int survivorsShown;

    @Option(names = "--rounds", order = 42, paramLabel = "N", defaultValue = "" + DEFAULT_ROUNDS_SHOWN,
            description = "rounds shown in the by-round table (default: ${DEFAULT-VALUE}; --json has all)")
    int roundsShown;

    @Override
    public Integer call() {
        if (survivorsShown < 0) {
            throw new BadInputException("--survivors must be 0 or more, not " + survivorsShown);
        }
        if (roundsShown < 0) {
            throw new BadInputException("--rounds must be 0 or more, not " + roundsShown);
        }
        BattlePreset p = battle.battle(spec);
        Edition e = edition.load(p.edition());
        BattleSetup setup = battle.setup(p, e);
        SolveOptions options = method.solveOptions();
        ProgressLine bar = ProgressLine.on(spec.commandLine().getErr());
        BattleResult result;
        try {
            result = solve(setup, options, method.exactSolver(), bar);
        } finally {
            bar.finish();
        }
        spec.commandLine().getOut().print(json ? ResultJson.format(setup, result)
                : ResultTable.format(setup, result, new ResultTable.Detail(survivorsShown, roundsShown)));
        return 0;
    }

    /**
     * @return the result of the battle
     * @throws BadInputException when the battle is too large for the method, or a policy cannot be played
     */
    static BattleResult solve(BattleSetup setup, SolveOptions options, ExactSolver exact) {
        return solve(setup, options, exact, null);
    }

    /** @param bar the Monte Carlo progress line on standard error, or null for none */
    private static BattleResult solve(BattleSetup setup, SolveOptions options, ExactSolver exact, ProgressLine bar) {
        try {
            return BadInputException.check(() -> bar == null ? new Solver(exact).solve(setup, options, Progress.NONE)
                    : new Solver(exact).solve(setup, options, bar, bar));
        } catch (BattleTooLargeException tooLarge) {
            throw new BadInputException(tooLarge.getMessage());
        }
    }
}
