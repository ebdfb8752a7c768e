package battleboard.cli;

import battleboard.edition.RaidRules;
import battleboard.battle.Force;
import battleboard.edition.BattleRules;
import battleboard.edition.Edition;
import battleboard.edition.Role;
import battleboard.edition.Rulebooks;
import battleboard.edition.Technology;
import battleboard.edition.UnitType;
import battleboard.report.ResultTable;
import battleboard.report.TextTable;
import battleboard.raid.Raid;
import battleboard.raid.RaidCasualties;
import battleboard.raid.RaidSetup;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code battleboard raid}: a strategic bombing raid's damage distribution, exact (issue 14), for the editions whose file
 * describes their raid ({@code battle.strategicBombingRaid}): Revised, Classic and the 1998 house rules (bombers and an AA
 * gun), World at War 2005 (escorts, interceptors, AA guns, three missions, W460-491) and Global War 1939 (air-to-air,
 * the target's AA, five targets, G380-412).
 */
@Command(name = "raid", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Gives the damage of a strategic bombing raid, with its probabilities, the bombers that get through, and each"
                + " side's expected losses.",
        footer = {"", "Examples:",
            "  battleboard raid --edition revised --bombers 3 --aa 1 --income 10",
            "  battleboard raid --edition classic --bombers 2 --aa 1 --tech attacker:heavy-bombers",
            "  battleboard raid --edition world-at-war-2005 --bombers 2 --escorts 2 --interceptors 2 --aa 1 --mission factory",
            "  battleboard raid --edition global-war-1939 --bombers 1 --escorts 1 --interceptors 2 --mission air-base"})
final class RaidCommand implements Callable<Integer>, SharedFlags {
    @Spec
    CommandSpec spec;

    final EditionOption edition = new EditionOption();

    @Override
    public void addSharedFlags(CommandSpec command) {
        edition.addTo(command);
    }

    @Option(names = "--bombers", order = 3, paramLabel = "N|UNITS", required = true,
            description = "bombers raiding, 1 to 200: a number of the edition's bomber, or units, e.g. \"1 strategic-bomber, 1 tac\"")
    String bombers;

    @Option(names = "--escorts", order = 4, paramLabel = "N", defaultValue = "0",
            description = "fighters escorting (World at War, Global War 1939)")
    int escorts;

    @Option(names = "--interceptors", order = 5, paramLabel = "N", defaultValue = "0",
            description = "fighters intercepting (World at War, Global War 1939: those that may fly)")
    int interceptors;

    @Option(names = "--aa", order = 6, paramLabel = "N", defaultValue = "0",
            description = "AA guns in the territory: 0 or 1 where one gun fires at each bomber; World at War: any number, each"
                    + " firing at up to 3 aircraft; Global War 1939: none (the target's own AA fires)")
    int aa;

    @Option(names = {"--mission", "--target"}, order = 7, paramLabel = "ID",
            description = "what the bombers bomb: World at War ipc (default), factory or aa-guns; Global War 1939 major-ic"
                    + " (default), minor-ic, air-base, naval-base or aa-gun")
    String mission;

    @Option(names = "--income", order = 8, paramLabel = "IPC",
            description = "the territory's income value: in Revised each bomber does at most that much damage")
    Integer income;

    @Option(names = "--ipcs", order = 9, paramLabel = "IPC", description = "the IPCs the defender holds: the most IPC damage it can take")
    Integer ipcs;

    @Option(names = "--target-damage", order = 10, paramLabel = "POINTS", defaultValue = "0",
            description = "damage points already on the target (Global War 1939: it takes at most its maximum less these)")
    int targetDamage;

    @Option(names = "--tech", order = 11, paramLabel = "SIDE:TECH", split = ",",
            description = "a technology or raid modifier of the attacker or the defender, e.g. attacker:heavy-bombers,"
                    + " defender:radar, defender:rv-jones (battleboard units lists technologies; the raid's modifiers are in"
                    + " docs/cli.md)")
    List<String> techs = new ArrayList<>();

    @Option(names = "--aa-casualties", order = 12, paramLabel = "ORDER",
            description = "escorts-first (default) or bombers-first: which aircraft the attacker gives the AA hits (World at War)")
    String aaCasualties;

    @Option(names = "--air-casualties", order = 13, paramLabel = "ORDER",
            description = "escorts-first or bombers-first: which aircraft the interceptors' hits take (World at War: the"
                    + " defender picks, default bombers-first; Global War 1939: the attacker, default escorts-first)")
    String airCasualties;

    @Option(names = "--option", order = 14, paramLabel = "NAME=VALUE",
            description = "a rule option of the raid, e.g. raid-jet-fighters=plus-two (Global War 1939; battleboard units"
                    + " lists an edition's options)")
    List<String> options = new ArrayList<>();

    @Option(names = "--json", order = 15, description = "print one JSON object instead of tables")
    boolean json;

    @Override
    public Integer call() {
        Edition e = edition.load(java.util.Optional.empty());
        Map<String, Integer> raiders = raiders(e);
        List<Technology> attacker = new ArrayList<>();
        List<Technology> defender = new ArrayList<>();
        List<String> modifiers = new ArrayList<>();
        for (String t : techs) {
            TechChoice c = TechChoice.parse(t);
            String id = c.techId().toLowerCase(Locale.ROOT);
            java.util.Optional<RaidRules.Modifier> m = e.battle().raid().flatMap(r -> r.modifier(id));
            if (m.isPresent()) {
                c.checkSide(m.get().side(), m.get().source());
                modifiers.add(id);
                continue;
            }
            Technology tech = e.technologies().stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow(() -> {
                List<String> raidModifiers = e.battle().raid().map(r -> r.modifiers().stream().map(RaidRules.Modifier::id)
                        .toList()).orElse(List.of());
                return new BadInputException("unknown technology " + (raidModifiers.isEmpty() ? "" : "or raid modifier ") + "'"
                        + c.techId().trim() + "' in " + e.name() + " (technologies: " + String.join(", ", e.technologies().stream()
                        .map(Technology::id).toList()) + (raidModifiers.isEmpty() ? "" : "; raid modifiers: "
                        + String.join(", ", raidModifiers)) + ")");
            });
            (c.role() == Role.ATTACK ? attacker : defender).add(tech);
        }
        RaidSetup setup = BadInputException.check(() -> {
            RaidSetup s = RaidSetup.of(e, raiders).withEscorts(escorts).withInterceptors(interceptors).withAntiAircraftGuns(aa)
                    .withTechnologies(attacker, defender).withModifiers(modifiers).withTargetDamage(targetDamage)
                    .withIncome(income == null ? OptionalInt.empty() : OptionalInt.of(income))
                    .withIpcsHeld(ipcs == null ? OptionalInt.empty() : OptionalInt.of(ipcs));
            s = mission == null ? s : s.withMission(mission.trim().toLowerCase(Locale.ROOT));
            s = options.isEmpty() ? s : s.withOptions(BattleOptions.parseOptions(options));
            s = aaCasualties == null ? s : s.withAntiAircraftLosses(RaidCasualties.parse(aaCasualties));
            return airCasualties == null ? s : s.withAirCombatLosses(RaidCasualties.parse(airCasualties));
        });
        Raid.Result r = BadInputException.check(() -> Raid.solve(setup));
        spec.commandLine().getOut().print(json ? json(e, raiders, attacker, defender, r, modifiers, setup.options()) : render(e, raiders, r, modifiers));
        return 0;
    }

    /** @return the raiders typed: a number of the edition's first raider, or units */
    private Map<String, Integer> raiders(Edition e) {
        String text = bombers.trim();
        if (text.matches("[+-]?\\d+")) {
            return BadInputException.check(() -> {
                String first = e.battle().raid().map(r -> r.raiders().get(0)).orElse("bomber");
                try {
                    return Map.of(first, Integer.parseInt(text));
                } catch (NumberFormatException x) {
                    throw new IllegalArgumentException("raiders must be from 1 to 200, not " + text);
                }
            });
        }
        Map<String, Integer> m = new LinkedHashMap<>();
        BadInputException.check(() -> Force.parse(text, e)).counts().forEach((u, n) -> m.put(u.id(), n));
        return m;
    }

    /** @return the rulebook passages the text's Rule, Mission and Modifier lines cite, in that order */
    private static List<Citation> citations(Raid.Result r, List<String> modifiers) {
        RaidRules rule = r.rule();
        List<Citation> cited = new ArrayList<>();
        cited.add(new Citation("Rule", Rulebooks.cite(rule.source())));
        if (rule.missions().size() > 1) {
            cited.add(new Citation("Mission", Rulebooks.cite(r.mission().source())));
        }
        modifiers.stream().distinct().forEach(id -> rule.modifier(id)
                .ifPresent(m -> cited.add(new Citation("Modifier", Rulebooks.cite(m.source())))));
        return cited;
    }

    /**
     * @return the raid as entered ({@code edition}, {@code raiders} as unit id to count, {@code escorts},
     *         {@code interceptors}, {@code aa}, {@code mission}, {@code income} and {@code ipcs} in IPC or {@code null},
     *         {@code targetDamage}, {@code techs} per side, {@code modifiers}, {@code options} when some were given),
     *         {@code rules} (the passages cited), then
     *         {@code damageUnit}, {@code damage} (per damage of probability above 0: {@code damage}, {@code probability},
     *         {@code atLeast}, in [0, 1]), {@code overTarget} (per number of bombers reaching the target:
     *         {@code bombers}, {@code probability}), the expectations ({@code expectedDamage} in the damage's unit,
     *         {@code expectedBombersLost}, {@code expectedEscortsLost}, {@code expectedInterceptorsLost} in units,
     *         {@code attackerIpcLoss}, {@code defenderIpcLoss}, {@code ipcSwing} in IPC)
     */
    private String json(Edition e, Map<String, Integer> raiders, List<Technology> attacker, List<Technology> defender,
                        Raid.Result r, List<String> modifiers, Map<String, String> given) {
        return ResultJson.write(g -> {
            g.writeStartObject();
            g.writeStringField("edition", e.id());
            ResultJson.unitCounts(g, "raiders", raiders);
            g.writeNumberField("escorts", escorts);
            g.writeNumberField("interceptors", interceptors);
            g.writeNumberField("aa", aa);
            g.writeStringField("mission", r.mission().id());
            ResultJson.number(g, "income", income);
            ResultJson.number(g, "ipcs", ipcs);
            g.writeNumberField("targetDamage", targetDamage);
            g.writeObjectFieldStart("techs");
            ResultJson.strings(g, "attacker", attacker.stream().map(Technology::id).toList());
            ResultJson.strings(g, "defender", defender.stream().map(Technology::id).toList());
            g.writeEndObject();
            ResultJson.strings(g, "modifiers", modifiers.stream().distinct().toList());
            if (!given.isEmpty()) {
                g.writeObjectFieldStart("options");
                for (Map.Entry<String, String> o : given.entrySet()) {
                    g.writeStringField(o.getKey(), o.getValue());
                }
                g.writeEndObject();
            }
            ResultJson.strings(g, "rules", Citation.passages(citations(r, modifiers)));
            g.writeStringField("damageUnit", Raid.unitOf(r.mission()));
            ResultJson.distribution(g, "damage", r.damage());
            g.writeArrayFieldStart("overTarget");
            for (int k = 0; k < r.overTarget().size(); k++) {
                if (r.overTarget().get(k) > 0) {
                    g.writeStartObject();
                    g.writeNumberField("bombers", k);
                    g.writeNumberField("probability", r.overTarget().get(k));
                    g.writeEndObject();
                }
            }
            g.writeEndArray();
            g.writeNumberField("expectedDamage", r.expectedDamage());
            g.writeNumberField("expectedBombersLost", r.expectedLost());
            g.writeNumberField("expectedEscortsLost", r.expectedEscortsLost());
            g.writeNumberField("expectedInterceptorsLost", r.expectedInterceptorsLost());
            g.writeNumberField("attackerIpcLoss", r.attackerIpcLoss());
            g.writeNumberField("defenderIpcLoss", r.defenderIpcLoss());
            g.writeNumberField("ipcSwing", r.ipcSwing());
            g.writeEndObject();
        });
    }

    private String render(Edition e, Map<String, Integer> raiders, Raid.Result r, List<String> modifiers) {
        RaidRules rule = r.rule();
        boolean airCombat = rule.airCombat().isPresent();
        String bombers = raiders.entrySet().stream().map(x -> count(x.getValue(), e.unit(x.getKey()).name().toLowerCase(Locale.ROOT)))
                .reduce((a, b) -> a + ", " + b).orElse("");
        StringBuilder sb = new StringBuilder();
        if (!airCombat) {
            sb.append(String.format(Locale.US, "%s, strategic bombing raid: %s%s%s%s%n", e.name(), bombers,
                    aa == 1 ? " against an AA gun" : ", no AA gun", income == null ? "" : ", territory income " + income,
                    ipcs == null ? "" : ", " + ipcs + " IPCs held"));
        } else {
            List<String> against = new ArrayList<>();
            if (interceptors > 0) {
                against.add(count(interceptors, "interceptor"));
            }
            if (aa > 0) {
                against.add(count(aa, "AA gun"));
            }
            sb.append(String.format(Locale.US, "%s, strategic bombing raid: %s%s against %s; mission: %s%s%s%n", e.name(), bombers,
                    escorts > 0 ? ", " + count(escorts, "escort") : "", against.isEmpty() ? "no interceptors" : String.join(" and ", against),
                    r.mission().name(), targetDamage > 0 ? " with " + targetDamage + " damage points on it" : "",
                    ipcs == null ? "" : ", " + ipcs + " IPCs held"));
        }
        sb.append(Citation.lines(citations(r, modifiers)));
        sb.append('\n');
        sb.append(ResultTable.damage(Raid.damageHeading(r.mission()), r.damage())).append('\n');
        if (airCombat) {
            TextTable o = new TextTable(TextTable.Align.RIGHT, TextTable.Align.RIGHT);
            o.row("bombers over the target", "probability");
            for (int k = 0; k < r.overTarget().size(); k++) {
                if (r.overTarget().get(k) > 0) {
                    o.row(Integer.toString(k), ResultTable.percent(r.overTarget().get(k)));
                }
            }
            sb.append(o.render(2)).append('\n');
        }
        TextTable f = new TextTable(TextTable.Align.LEFT, TextTable.Align.RIGHT);
        f.row("Expected damage", String.format(Locale.US, "%.3f %s", r.expectedDamage(), Raid.unitOf(r.mission())));
        if (!airCombat) {
            // a modifier's raiders (Revised's Luftwaffe Dive-Bombers: fighters) are not bombers: the row names them all raiders
            String lost = rule.raiders().containsAll(raiders.keySet()) ? "bombers" : "raiders";
            f.row("Expected " + lost + " lost", String.format(Locale.US, "%.3f (%.3f IPC)", r.expectedLost(), r.attackerIpcLoss()));
        } else {
            f.row("Expected bombers lost", String.format(Locale.US, "%.3f", r.expectedLost()));
            f.row("Expected escorts lost", String.format(Locale.US, "%.3f", r.expectedEscortsLost()));
            f.row("Expected interceptors lost", String.format(Locale.US, "%.3f", r.expectedInterceptorsLost()));
            f.row("Attacker's expected IPC loss", String.format(Locale.US, "%.3f", r.attackerIpcLoss()));
            f.row("Defender's expected IPC loss", String.format(Locale.US, "%.3f", r.defenderIpcLoss()));
        }
        f.row("IPC swing (for the attacker)", ResultTable.signedIpc(r.ipcSwing()));
        sb.append(f.render(0));
        return sb.toString();
    }

    private static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }
}
