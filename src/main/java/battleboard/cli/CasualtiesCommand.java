package battleboard.cli;

import battleboard.input.BattlePreset;
import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.result.TooLargeException;
import battleboard.report.ResultTable;
import battleboard.report.TextTable;
import battleboard.solve.CasualtyChoice;
import battleboard.solve.CasualtyExplorer;
import battleboard.solve.CasualtyExplorer.Exploration;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code battleboard casualties}: the casualty explorer. For a battle in progress and the hits one side
 * must take now, every legal choice of casualties with the win probabilities and expected IPC swing that
 * follow, best first for the side taking the hits ({@link CasualtyExplorer}).
 */
@Command(name = "casualties", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Lists every legal way to take a number of hits, with the odds that follow, best first.",
        footer = {"", "The forces are the units left on the board; --round is the round being fought.",
            "Examples:",
            "  battleboard casualties --attacker \"3 inf, 1 art, 1 tank, 1 ftr\" \\",
            "      --defender \"2 inf, 1 art, 1 tank\" --hits defender:2 --round 2",
            "  battleboard casualties --attacker \"1 bb, 1 dd\" --defender \"2 dd\" \\",
            "      --attacker-damaged \"1 bb\" --hits attacker:1 --json",
            "  battleboard casualties --attacker \"1 sub\" --defender \"1 cv, 2 ftr\" --hits defender:1:submarine"})
final class CasualtiesCommand implements Callable<Integer>, SharedFlags {
    @Spec
    CommandSpec spec;

    @Option(names = "--hits", required = true, paramLabel = "SIDE:N[:UNIT]", order = 22,
            description = "the side taking hits now, how many, and optionally the enemy unit scoring them (its hits go only"
                    + " where that unit may hit: a submarine's to ships), e.g. defender:2 or defender:1:submarine")
    String hits;

    final EditionOption edition = new EditionOption();

    final BattleOptions battle = new BattleOptions();

    final MethodOptions method = new MethodOptions();

    @Override
    public void addSharedFlags(CommandSpec command) {
        edition.addTo(command);
        battle.addTo(command);
        method.addTo(command);
    }

    @Option(names = "--json", order = 40, description = "print one JSON object instead of a table")
    boolean json;

    @Override
    public Integer call() {
        battleboard.input.SideValue h = BadInputException.check(() -> battleboard.input.SideValue.parse("--hits", hits, "2"));
        String[] countAndSource = h.value().split(":", 2);
        int count;
        try {
            count = Integer.parseInt(countAndSource[0].trim());
        } catch (NumberFormatException e) {
            throw new BadInputException("--hits '" + hits.trim() + "': '" + countAndSource[0].trim() + "' is not a whole number");
        }
        if (!battle.preBattle().isNone()) {
            if (battle.preBattle().rocketStrike().isPresent()) {
                throw new BadInputException("--rocket-strike comes before a battle; the casualties of a battle in progress do not"
                        + " take it");
            }
            throw new BadInputException("--detection, --chinese-morale, --air-combat and --naval-base-first-strike come before"
                    + " a battle; the casualties of a battle in progress do not take them");
        }
        BattlePreset p = battle.battle(spec);
        Edition e = edition.load(p.edition());
        BattleSetup position = battle.setup(p, e); // no roll before the battle: refused above
        Exploration x;
        try {
            java.util.Optional<battleboard.edition.UnitType> source = countAndSource.length < 2 ? java.util.Optional.empty()
                    : java.util.Optional.of(BadInputException.check(() -> e.unit(countAndSource[1].trim())));
            x = BadInputException.check(() -> new CasualtyExplorer().explore(position, h.side(), count, source,
                    method.solveOptions(), Progress.NONE));
        } catch (TooLargeException tooLarge) {
            throw new BadInputException(tooLarge.getMessage());
        }
        spec.commandLine().getOut().print(json ? json(position, x) : table(position, x));
        return 0;
    }

    private static String table(BattleSetup position, Exploration x) {
        StringBuilder sb = new StringBuilder(ResultTable.battle(position)).append('\n');
        sb.append(String.format(Locale.US, "The %s takes %d hit%s in round %d: %d choice%s, best first for the %s%n",
                x.side().label(), x.hits(), x.hits() == 1 ? "" : "s", position.startRound(), x.choices().size(),
                x.choices().size() == 1 ? "" : "s", x.side().label()));
        TextTable t = new TextTable(TextTable.Align.RIGHT, TextTable.Align.LEFT, TextTable.Align.LEFT,
                TextTable.Align.RIGHT, TextTable.Align.RIGHT, TextTable.Align.RIGHT);
        t.row("#", "casualties", x.side().label() + " left", "attacker wins", "defender wins", "IPC swing");
        int rank = 1;
        for (CasualtyChoice c : x.choices()) {
            t.row(String.valueOf(rank++), c.label(), ResultTable.label(c.remaining()) + damagedNote(c.damaged()),
                    ResultTable.percent(c.attackerWin()), ResultTable.percent(c.defenderWin()),
                    ResultTable.signedIpc(c.ipcSwing()));
        }
        sb.append(t.render(2)).append('\n');
        sb.append("Method: ").append(x.note()).append('\n');
        sb.append("IPC swing: the defender's expected IPC loss minus the attacker's from this round on, these casualties"
                + " included.\n");
        return sb.toString();
    }

    private static String damagedNote(Map<String, Integer> damaged) {
        return damaged.isEmpty() ? "" : " (damaged: " + ResultTable.label(damaged) + ")";
    }

    static String json(BattleSetup position, Exploration x) {
        return ResultJson.write(g -> {
            g.writeStartObject();
            g.writeStringField("edition", position.edition().id());
            g.writeStringField("battle", position.kind().label());
            ResultJson.counts(g, "attacker", position.force(Side.ATTACKER));
            ResultJson.counts(g, "defender", position.force(Side.DEFENDER));
            g.writeObjectFieldStart("damaged");
            for (Side s : Side.values()) {
                ResultJson.damage(g, s.label(), position.damage(s));
            }
            g.writeEndObject();
            g.writeNumberField("round", position.startRound());
            g.writeStringField("side", x.side().label());
            g.writeNumberField("hits", x.hits());
            g.writeStringField("method", x.method().id());
            g.writeStringField("methodNote", x.note());
            g.writeArrayFieldStart("choices");
            for (CasualtyChoice c : x.choices()) {
                g.writeStartObject();
                g.writeStringField("label", c.label());
                ResultJson.unitCounts(g, "lost", c.lost());
                ResultJson.unitCounts(g, "damaged", c.damaged());
                ResultJson.unitCounts(g, "remaining", c.remaining());
                g.writeNumberField("attackerWin", c.attackerWin());
                g.writeNumberField("defenderWin", c.defenderWin());
                g.writeNumberField("ipcSwing", c.ipcSwing());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        });
    }
}
