package battleboard.cli;

import battleboard.edition.Edition;
import battleboard.edition.Technology;
import battleboard.report.ResultTable;
import battleboard.report.TextTable;
import battleboard.solve.Raid;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code battleboard raid}: a strategic bombing raid's damage distribution, exact (issue 14, item 1), for the editions
 * whose file describes their raid ({@code battle.strategicBombingRaid}: Revised, Classic, the 1998 house rules).
 */
@Command(name = "raid", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Gives the IPC damage of a strategic bombing raid, with its probabilities, and the bombers expected lost.",
        footer = {"", "Examples:",
            "  battleboard raid --edition revised --bombers 3 --aa 1 --income 10",
            "  battleboard raid --edition classic --bombers 2 --aa 1 --tech attacker:heavy-bombers"})
final class RaidCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    EditionOption edition;

    @Option(names = "--bombers", order = 3, paramLabel = "N", required = true, description = "bombers raiding, 1 to 200")
    int bombers;

    @Option(names = "--escorts", order = 4, paramLabel = "N", defaultValue = "0",
            description = "fighters escorting (only editions with air battles over the target have them)")
    int escorts;

    @Option(names = "--interceptors", order = 5, paramLabel = "N", defaultValue = "0",
            description = "fighters intercepting (as --escorts)")
    int interceptors;

    @Option(names = "--aa", order = 6, paramLabel = "N", defaultValue = "0",
            description = "AA guns in the territory: 0 or 1 (one gun fires at each bomber)")
    int aa;

    @Option(names = "--income", order = 7, paramLabel = "IPC",
            description = "the territory's income value: in Revised each bomber does at most that much damage")
    Integer income;

    @Option(names = "--ipcs", order = 8, paramLabel = "IPC", description = "the IPCs the defender holds: the most it can lose")
    Integer ipcs;

    @Option(names = "--tech", order = 9, paramLabel = "SIDE:TECH", split = ",",
            description = "a technology of the attacker (heavy-bombers) or the defender (radar), e.g. attacker:heavy-bombers")
    List<String> techs = new ArrayList<>();

    @Override
    public Integer call() {
        Edition e = edition.load(java.util.Optional.empty());
        if (escorts != 0 || interceptors != 0) {
            throw new BadInputException(e.name() + " has no escorts or interceptors in a strategic bombing raid: only the bombers"
                    + " and the AA gun take part");
        }
        if (aa < 0 || aa > 1) {
            throw new BadInputException("--aa must be 0 or 1, not " + aa + ": one AA gun fires at each bomber");
        }
        List<Technology> attacker = new ArrayList<>();
        List<Technology> defender = new ArrayList<>();
        for (String t : techs) {
            BattleOptions.TechChoice c = BattleOptions.TechChoice.parse(t);
            Technology tech = BadInputException.check(() -> e.technology(c.techId()));
            (c.side() == battleboard.battle.Side.ATTACKER ? attacker : defender).add(tech);
        }
        Raid.Result r = BadInputException.check(() -> Raid.solve(e, "bomber", bombers, attacker, defender, aa == 1,
                income == null ? OptionalInt.empty() : OptionalInt.of(income), ipcs == null ? OptionalInt.empty() : OptionalInt.of(ipcs)));
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%s, strategic bombing raid: %d bomber%s%s%s%s%n", e.name(), bombers, bombers == 1 ? "" : "s",
                aa == 1 ? " against an AA gun" : ", no AA gun", income == null ? "" : ", territory income " + income,
                ipcs == null ? "" : ", " + ipcs + " IPCs held"));
        sb.append("  Rule: ").append(r.rule().source()).append("\n\n");
        TextTable t = new TextTable(TextTable.Align.RIGHT, TextTable.Align.RIGHT, TextTable.Align.RIGHT);
        t.row("damage, IPC", "probability", "at least");
        for (int d = 0; d < r.damage().size(); d++) {
            if (r.damage().get(d) > 0) {
                t.row(Integer.toString(d), ResultTable.percent(r.damage().get(d)), ResultTable.percent(r.atLeast(d)));
            }
        }
        sb.append(t.render(2)).append('\n');
        TextTable f = new TextTable(TextTable.Align.LEFT, TextTable.Align.RIGHT);
        f.row("Expected damage", String.format(Locale.ROOT, "%.3f IPC", r.expectedDamage()));
        f.row("Expected bombers lost", String.format(Locale.ROOT, "%.3f (%.3f IPC)", r.expectedLost(), r.attackerIpcLoss()));
        f.row("IPC swing (for the attacker)", String.format(Locale.ROOT, "%+.3f", r.ipcSwing()));
        sb.append(f.render(0));
        spec.commandLine().getOut().print(sb);
        return 0;
    }
}
