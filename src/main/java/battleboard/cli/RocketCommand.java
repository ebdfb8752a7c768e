package battleboard.cli;

import battleboard.edition.BattleRules.RocketStrike;
import battleboard.edition.Edition;
import battleboard.edition.Role;
import battleboard.edition.Rulebooks;
import battleboard.report.ResultTable;
import battleboard.report.TextTable;
import battleboard.raid.RocketSetup;
import battleboard.raid.Rockets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code battleboard rocket}: a rocket strike's damage distribution, exact (issue 14, item 2), for the editions whose file
 * describes their rockets ({@code battle.rocketStrike}): Revised (one die per AA gun, at most the territory's income each,
 * L1837-1882), Classic and the 1998 house rules (one AA gun, one die, C439) and World at War 2005 (up to 2 V1 or V2
 * rockets at a factory or at an area, W513-519). Global War 1939's rockets are refused: its rulebook gives them no dice.
 */
@Command(name = "rocket", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Gives the damage of a rocket strike, with its probabilities and the chance of at least so much.",
        footer = {"", "Examples:",
            "  battleboard rocket --edition revised --rockets 2 --income 3",
            "  battleboard rocket --edition classic",
            "  battleboard rocket --edition world-at-war-2005 --rockets 2 --tech attacker:v2 \\",
            "      --tech defender:industrial-decentralization",
            "  battleboard odds --edition world-at-war-2005 --rocket-strike v2 --attacker \"3 inf, 1 armor\" \\",
            "      --defender \"2 inf, 1 armor\"      (an area strike before the battle)"})
final class RocketCommand implements Callable<Integer>, SharedFlags {
    @Spec
    CommandSpec spec;

    final EditionOption edition = new EditionOption();

    @Override
    public void addSharedFlags(CommandSpec command) {
        edition.addTo(command);
    }

    @Option(names = "--rockets", order = 3, paramLabel = "N", defaultValue = "1",
            description = "rockets fired: Revised, AA guns making rocket strikes (any number); Classic 1; World at War 1 or 2"
                    + " (default 1)")
    int rockets;

    @Option(names = "--target", order = 4, paramLabel = "ID",
            description = "what the rockets strike: Revised and Classic industrial-complex; World at War factory (default) or"
                    + " area (the IPC value of the units the defender removes; odds --rocket-strike plays the battle after)")
    String target;

    @Option(names = "--income", order = 5, paramLabel = "IPC",
            description = "the territory's income value: in Revised each rocket does at most that much damage")
    Integer income;

    @Option(names = "--ipcs", order = 6, paramLabel = "IPC", description = "the IPCs the defender holds: the most IPC it can surrender")
    Integer ipcs;

    @Option(names = "--tech", order = 7, paramLabel = "SIDE:ID", split = ",",
            description = "the rockets' level or a rocket modifier: World at War attacker:v1 (default), attacker:v2 (+2 on the"
                    + " die), defender:industrial-decentralization (-2 at a factory)")
    List<String> techs = new ArrayList<>();

    @Option(names = "--json", order = 8, description = "print one JSON object instead of a table")
    boolean json;

    @Override
    public Integer call() {
        Edition e = edition.load(Optional.empty());
        RocketStrike rule = BadInputException.check(() -> Rockets.rule(e));
        Optional<String> level = Optional.empty();
        List<String> modifiers = new ArrayList<>();
        for (String t : techs) {
            TechChoice c = TechChoice.parse(t);
            String id = c.techId().trim().toLowerCase(Locale.ROOT);
            if (rule.level(id).isPresent()) {
                if (c.role() != Role.ATTACK) {
                    throw new BadInputException(id + " is the rockets' level: the attacker's, not the defender's ("
                            + rule.level(id).get().source() + ")");
                }
                if (level.isPresent() && !level.get().equals(id)) {
                    throw new BadInputException("the rockets have one level, not " + level.get() + " and " + id);
                }
                level = Optional.of(id);
                continue;
            }
            rule.modifier(id).ifPresent(m -> c.checkSide(m.side(), m.source()));
            modifiers.add(id); // an unknown id is refused by the solver, listing the levels and modifiers
        }
        Optional<String> chosenLevel = level;
        Rockets.Result r = BadInputException.check(() -> {
            RocketSetup s = RocketSetup.of(e, rockets).withModifiers(modifiers)
                    .withIncome(income == null ? OptionalInt.empty() : OptionalInt.of(income))
                    .withIpcsHeld(ipcs == null ? OptionalInt.empty() : OptionalInt.of(ipcs));
            s = target == null ? s : s.withTarget(target.trim().toLowerCase(Locale.ROOT));
            s = chosenLevel.isEmpty() ? s : s.withLevel(chosenLevel.get());
            return Rockets.solve(s);
        });
        spec.commandLine().getOut().print(json ? json(e, r) : render(e, r));
        return 0;
    }

    /** @return the rulebook passages the text's Rule, Target, Level and Modifier lines cite, in that order */
    private static List<Citation> citations(Rockets.Result r) {
        RocketStrike rule = r.rule();
        List<Citation> cited = new ArrayList<>();
        cited.add(new Citation("Rule", Rulebooks.cite(rule.source())));
        if (rule.targets().size() > 1) {
            cited.add(new Citation("Target", Rulebooks.cite(r.target().source())));
        }
        r.level().filter(l -> rule.levels().size() > 1).ifPresent(l -> cited.add(new Citation("Level", Rulebooks.cite(l.source()))));
        r.modifiers().forEach(m -> cited.add(new Citation("Modifier", Rulebooks.cite(m.source()))));
        return cited;
    }

    /** @return for a strike at the area of a battle, the value of {@code odds --rocket-strike} that plays it, e.g. "v2:2" */
    private static Optional<String> battleFlag(Rockets.Result r) {
        if (r.target().damage() != RocketStrike.Damage.UNITS) {
            return Optional.empty();
        }
        return Optional.of(r.level().map(l -> l.id()).orElse("")
                + (r.rockets() == 1 ? "" : (r.level().isPresent() ? ":" : "") + r.rockets()));
    }

    /**
     * @return the strike as entered ({@code edition}, {@code rockets}, {@code launcher}, {@code level} or {@code null},
     *         {@code target}, {@code modifiers}, {@code income} and {@code ipcs} in IPC or {@code null}), {@code rules} (the
     *         passages cited), {@code damageUnit}, {@code damage} (per damage of probability above 0: {@code damage},
     *         {@code probability}, {@code atLeast}, in [0, 1]), {@code expectedDamage} in the damage's unit, and
     *         {@code rocketStrike}: the {@code odds --rocket-strike} value that plays the battle after a strike at an area,
     *         {@code null} at any other target
     */
    private String json(Edition e, Rockets.Result r) {
        return ResultJson.write(g -> {
            g.writeStartObject();
            g.writeStringField("edition", e.id());
            g.writeNumberField("rockets", r.rockets());
            g.writeStringField("launcher", r.rule().launcher());
            g.writeStringField("level", r.level().map(RocketStrike.Level::id).orElse(null));
            g.writeStringField("target", r.target().id());
            ResultJson.strings(g, "modifiers", r.modifiers().stream().map(RocketStrike.Modifier::id).toList());
            ResultJson.number(g, "income", income);
            ResultJson.number(g, "ipcs", ipcs);
            ResultJson.strings(g, "rules", Citation.passages(citations(r)));
            g.writeStringField("damageUnit", Rockets.unitOf(r.target()));
            ResultJson.distribution(g, "damage", r.damage());
            g.writeNumberField("expectedDamage", r.expectedDamage());
            g.writeStringField("rocketStrike", battleFlag(r).orElse(null));
            g.writeEndObject();
        });
    }

    private String render(Edition e, Rockets.Result r) {
        RocketStrike rule = r.rule();
        List<String> with = new ArrayList<>();
        r.modifiers().forEach(m -> with.add(m.name().toLowerCase(Locale.ROOT)));
        if (income != null) {
            with.add("territory income " + income);
        }
        if (ipcs != null) {
            with.add(ipcs + " IPCs held");
        }
        String rockets = r.rockets() + " " + r.level().map(l -> l.name() + " ").orElse("") + rule.launcher()
                + (r.rockets() == 1 ? "" : "s");
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.US, "%s, rocket strike: %s at the %s%s%n", e.name(), rockets, r.target().name(),
                with.isEmpty() ? "" : ", " + String.join(", ", with)));
        sb.append(Citation.lines(citations(r)));
        sb.append('\n');
        sb.append(ResultTable.damage(Rockets.damageHeading(r.target()), r.damage())).append('\n');
        TextTable f = new TextTable(TextTable.Align.LEFT, TextTable.Align.RIGHT);
        f.row("Expected damage", String.format(Locale.US, "%.3f %s", r.expectedDamage(), Rockets.unitOf(r.target())));
        sb.append(f.render(0));
        battleFlag(r).ifPresent(flag -> sb.append("The battle that follows: odds --rocket-strike ").append(flag)
                .append(" with the battle's units\n"));
        return sb.toString();
    }
}
