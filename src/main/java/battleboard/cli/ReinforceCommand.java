package battleboard.cli;

import battleboard.input.BattlePreset;
import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.edition.Edition;
import battleboard.result.TooLargeException;
import battleboard.report.ResultTable;
import battleboard.report.TextTable;
import battleboard.result.BattleResult;
import battleboard.solve.Reinforcement;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code battleboard reinforce}: what one more unit of each type on either side changes in the attacker's odds and the
 * IPC swing, and with {@code --target} the cheapest addition to the attacker reaching that win probability within
 * {@code --budget} IPC (issue 14, item 5).
 */
@Command(name = "reinforce", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Shows what one more unit of each type on either side changes in the attacker's odds and the IPC"
                + " swing; with --target, the cheapest units to add to the attacker to reach that chance to win.",
        footer = {"", "Examples:",
            "  battleboard reinforce --attacker \"3 inf, 1 tank\" --defender \"4 inf\"",
            "  battleboard reinforce --attacker \"3 inf, 1 tank\" --defender \"4 inf\" --target 0.9 --budget 40"})
final class ReinforceCommand implements Callable<Integer>, SharedFlags {
    /** The budget of the search unless {@code --budget} says otherwise, IPC. */
    static final int DEFAULT_BUDGET = 30;

    @Spec
    CommandSpec spec;

    final EditionOption edition = new EditionOption();

    final BattleOptions battle = new BattleOptions();

    final MethodOptions method = new MethodOptions();

    @Override
    public void addSharedFlags(CommandSpec command) {
        edition.addTo(command);
        battle.addTo(command);
        method.addTo(command);
    }

    @Option(names = "--target", order = 40, paramLabel = "P",
            description = "find the cheapest addition to the attacker that wins with probability P or more, e.g. 0.9")
    Double target;

    @Option(names = "--budget", order = 41, paramLabel = "IPC", defaultValue = "" + DEFAULT_BUDGET,
            description = "the most the addition may cost (default: ${DEFAULT-VALUE}); the search solves every addition"
                    + " of each cost, cheapest first")
    int budget;

    @Option(names = "--json", order = 42, description = "print one JSON object instead of a table")
    boolean json;

    @Override
    public Integer call() {
        if (target != null && !(target > 0 && target <= 1)) {
            throw new BadInputException("--target must be above 0 and at most 1, not " + target);
        }
        if (budget < 0 || budget > 200) {
            throw new BadInputException("--budget must be from 0 to 200 IPC, not " + budget);
        }
        BattlePreset p = battle.battle(spec);
        Edition e = edition.load(p.edition());
        BattleSetup setup = battle.setup(p, e);
        SolveOptions options = method.solveOptions();
        Solver solver = new Solver();
        Reinforcement reinforcement = new Reinforcement(solver, options);
        try {
            Reinforcement.OneMore table = BadInputException.check(() -> reinforcement.oneMore(setup, Progress.NONE));
            Optional<Reinforcement.Cheapest> cheapest = target == null ? Optional.empty()
                    : BadInputException.check(() -> reinforcement.cheapest(setup, target, budget, Progress.NONE));
            spec.commandLine().getOut().print(json ? json(setup, table, cheapest) : format(setup, table, cheapest));
        } catch (TooLargeException tooLarge) {
            throw new BadInputException(tooLarge.getMessage());
        }
        return 0;
    }

    /**
     * @return the battle as {@code odds --json} writes it ({@code edition} to {@code options}), then the battle as given
     *         ({@code method}, {@code methodNote}, {@code attackerWin} in [0, 1], {@code ipcSwing} in IPC), {@code oneMore}
     *         (per addition: {@code side}, {@code unit}, {@code cost} in IPC, {@code attackerWin} and its
     *         {@code attackerWinChange} in [-1, 1], {@code ipcSwing} and its {@code ipcSwingChange} in IPC), {@code target}
     *         ({@code null} without {@code --target}), {@code budget} in IPC and {@code cheapest} ({@code units},
     *         {@code cost}, {@code attackerWin}, {@code ipcSwing}, {@code solved}; {@code null} without a target or when
     *         no addition within the budget reaches it)
     */
    private String json(BattleSetup setup, Reinforcement.OneMore table, Optional<Reinforcement.Cheapest> cheapest) {
        BattleResult base = table.base();
        return ResultJson.write(g -> {
            g.writeStartObject();
            ResultJson.battle(g, setup);
            g.writeStringField("method", base.method().id());
            g.writeStringField("methodNote", base.methodNote());
            g.writeNumberField("attackerWin", base.attackerWin());
            g.writeNumberField("ipcSwing", base.ipcSwing());
            g.writeArrayFieldStart("oneMore");
            for (Reinforcement.Addition a : table.additions()) {
                g.writeStartObject();
                g.writeStringField("side", a.side().label());
                g.writeStringField("unit", a.unit().id());
                g.writeNumberField("cost", a.unit().cost());
                g.writeNumberField("attackerWin", a.attackerWin());
                g.writeNumberField("attackerWinChange", a.attackerWinGain());
                g.writeNumberField("ipcSwing", a.ipcSwing());
                g.writeNumberField("ipcSwingChange", a.ipcSwingGain());
                g.writeEndObject();
            }
            g.writeEndArray();
            ResultJson.number(g, "target", target);
            g.writeNumberField("budget", budget);
            if (cheapest.isEmpty()) {
                g.writeNullField("cheapest");
            } else {
                Reinforcement.Cheapest c = cheapest.get();
                g.writeObjectFieldStart("cheapest");
                ResultJson.counts(g, "units", c.units());
                g.writeNumberField("cost", c.cost());
                g.writeNumberField("attackerWin", c.attackerWin());
                g.writeNumberField("ipcSwing", c.ipcSwing());
                g.writeNumberField("solved", c.solved());
                g.writeEndObject();
            }
            g.writeEndObject();
        });
    }

    private String format(BattleSetup setup, Reinforcement.OneMore table, Optional<Reinforcement.Cheapest> cheapest) {
        BattleResult base = table.base();
        StringBuilder sb = new StringBuilder(ResultTable.battle(setup)).append('\n');
        sb.append(String.format(Locale.US, "Attacker wins %s, IPC swing %+.2f; with one more unit:%n",
                ResultTable.percent(base.attackerWin()), base.ipcSwing()));
        TextTable t = new TextTable(TextTable.Align.LEFT, TextTable.Align.LEFT, TextTable.Align.RIGHT, TextTable.Align.RIGHT,
                TextTable.Align.RIGHT, TextTable.Align.RIGHT, TextTable.Align.RIGHT);
        t.row("side", "unit", "cost", "attacker wins", "change", "IPC swing", "change");
        for (Reinforcement.Addition a : table.additions()) {
            t.row(a.side().label(), a.unit().id(), Integer.toString(a.unit().cost()), ResultTable.percent(a.attackerWin()),
                    String.format(Locale.US, "%+.2f pts", 100 * a.attackerWinGain()),
                    String.format(Locale.US, "%+.2f", a.ipcSwing()), String.format(Locale.US, "%+.2f", a.ipcSwingGain()));
        }
        sb.append(t.render(2));
        if (target != null) {
            sb.append('\n');
            String goal = String.format(Locale.US, "to win %s or more within %d IPC", ResultTable.percent(target), budget);
            sb.append(cheapest.map(c -> c.cost() == 0
                    ? String.format(Locale.US, "Nothing to add %s: the attacker wins %s already.%n", goal, ResultTable.percent(c.attackerWin()))
                    : String.format(Locale.US, "Cheapest addition %s: %s (%d IPC): attacker wins %s, IPC swing %+.2f"
                            + " (%d battles solved, cheapest cost first).%n", goal, c.units(), c.cost(),
                            ResultTable.percent(c.attackerWin()), c.ipcSwing(), c.solved()))
                    .orElse(String.format(Locale.US, "No addition %s reaches it.%n", goal)));
        }
        return sb.toString();
    }
}
