package battleboard.cli;

import battleboard.edition.Domain;
import battleboard.edition.Edition;
import battleboard.edition.Role;
import battleboard.edition.RuleOption;
import battleboard.edition.Rulebooks;
import battleboard.edition.Technology;
import battleboard.edition.UnitType;
import battleboard.report.TextTable;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code battleboard units}: what an edition offers, to help write {@code odds} commands: its units
 * (id, other accepted names, cost, attack, defense, abilities), its technologies and its rule options
 * with their defaults, and where the published rulebook gives each unit's and technology's rules. Everything is read
 * from the edition file.
 */
@Command(name = "units", mixinStandardHelpOptions = true,
        description = "Lists an edition's units, technologies and rule options.")
final class UnitsCommand implements Callable<Integer>, SharedFlags {
    @Spec
    CommandSpec spec;

    final EditionOption edition = new EditionOption();

    @Override
    public void addSharedFlags(CommandSpec command) {
        edition.addTo(command);
    }

    @Option(names = "--json", description = "print one JSON object instead of tables")
    boolean json;

    @Override
    public Integer call() {
        Edition e = edition.load();
        spec.commandLine().getOut().print(json ? json(e) : describe(e));
        return 0;
    }

    /**
     * @return the tables of {@link #describe} as one JSON object: {@code edition} (id), {@code name}, {@code dieSides},
     *         {@code rulebook} (the published title, {@code null} for an edition file without a source); {@code units}
     *         (per unit: {@code id}, {@code also} the other names accepted, {@code domain}, {@code cost} in IPC,
     *         {@code attack} and {@code defense} (it hits on that or less), {@code special} as the table words it, empty
     *         for none); {@code technologies} ({@code id}, {@code name}, {@code effect}, empty for none in battle);
     *         {@code options} ({@code name}, {@code default}, {@code values}: every value, the default among them);
     *         {@code sources} (per unit and technology the rulebook cites: {@code id} and {@code sections})
     */
    static String json(Edition e) {
        return ResultJson.write(g -> {
            g.writeStartObject();
            g.writeStringField("edition", e.id());
            g.writeStringField("name", e.name());
            g.writeNumberField("dieSides", e.dieSides());
            g.writeStringField("rulebook", e.source().isBlank() ? null : Rulebooks.title(e.source()));
            g.writeArrayFieldStart("units");
            for (UnitType u : e.units()) {
                g.writeStartObject();
                g.writeStringField("id", u.id());
                ResultJson.strings(g, "also", u.abbreviations());
                g.writeStringField("domain", u.domain().id());
                g.writeNumberField("cost", u.cost());
                g.writeNumberField("attack", u.attack());
                g.writeNumberField("defense", u.defense());
                g.writeStringField("special", special(u, e));
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeArrayFieldStart("technologies");
            for (Technology t : e.technologies()) {
                g.writeStartObject();
                g.writeStringField("id", t.id());
                g.writeStringField("name", t.name());
                g.writeStringField("effect", effect(t, e));
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeArrayFieldStart("options");
            for (Map.Entry<RuleOption, String> o : e.optionDefaults().entrySet()) {
                g.writeStartObject();
                g.writeStringField("name", o.getKey().id());
                g.writeStringField("default", o.getValue());
                ResultJson.strings(g, "values", o.getKey().choices());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeArrayFieldStart("sources");
            for (Map.Entry<String, List<String>> x : sections(e).entrySet()) {
                g.writeStartObject();
                g.writeStringField("id", x.getKey());
                ResultJson.strings(g, "sections", x.getValue());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        });
    }

    /** @return the edition's units, technologies and rule options as plain-text tables */
    static String describe(Edition e) {
        StringBuilder sb = new StringBuilder(e.name()).append(" (").append(e.id()).append("), d").append(e.dieSides());
        if (!e.source().isBlank()) {
            sb.append(", rules from ").append(Rulebooks.title(e.source()));
        }
        sb.append("\n\nUnits (a unit hits when the die shows its value or less):\n");
        TextTable units = new TextTable(TextTable.Align.LEFT, TextTable.Align.LEFT, TextTable.Align.LEFT,
                TextTable.Align.RIGHT, TextTable.Align.RIGHT, TextTable.Align.RIGHT, TextTable.Align.LEFT);
        units.row("id", "also", "domain", "cost", "attack", "defense", "special");
        for (UnitType u : e.units()) {
            units.row(u.id(), String.join(", ", u.abbreviations()), u.domain().id(), String.valueOf(u.cost()),
                    String.valueOf(u.attack()), String.valueOf(u.defense()), special(u, e));
        }
        sb.append(units.render(2));
        sb.append("\nTechnologies (--tech attacker:ID or defender:ID):\n");
        TextTable techs = new TextTable(TextTable.Align.LEFT, TextTable.Align.LEFT, TextTable.Align.LEFT);
        techs.row("id", "name", "effect");
        for (Technology t : e.technologies()) {
            String effect = effect(t, e);
            techs.row(t.id(), t.name(), effect.isEmpty() ? "(no effect in battle)" : effect);
        }
        sb.append(techs.render(2));
        sb.append("\nRule options (--option NAME=VALUE):\n");
        TextTable options = new TextTable(TextTable.Align.LEFT, TextTable.Align.LEFT, TextTable.Align.LEFT);
        options.row("name", "default", "other values");
        for (Map.Entry<RuleOption, String> o : e.optionDefaults().entrySet()) {
            options.row(o.getKey().id(), o.getValue(), o.getKey().choices().stream()
                    .filter(c -> !c.equals(o.getValue())).collect(Collectors.joining(", ")));
        }
        sb.append(options.render(2));
        if (!e.optioned().isEmpty()) {
            sb.append("\nUnits the rule options change, on either side:\n");
            for (Technology.Optioned o : e.optioned()) {
                sb.append("  ").append(optioned(new Technology("rule-options", "", o.changes(), "", java.util.Set.of()), o, e)).append('\n');
            }
        }
        return sb.append(sources(e)).toString();
    }

    /** @return what optioned changes do, e.g. "kamikaze-fighter lost at the end of main-fire (with kamikaze-attack=one-shot)" */
    private static String optioned(Technology changes, Technology.Optioned o, Edition e) {
        List<String> effects = new ArrayList<>();
        unitEffects(changes, e, effects);
        return String.join(", ", effects) + " (with " + o.when().entrySet().stream().map(x -> x.getKey() + "=" + x.getValue())
                .collect(Collectors.joining(", ")) + ")";
    }

    /**
     * @return where the rulebook gives each unit's and technology's rules, by section, e.g. "infantry  Appendix 1: Unit
     *         Profiles — Infantry (L2172-2180); ...": the line numbers are those of the repository's text copy of the
     *         rulebook, which players do not have (issue 23); empty when the edition cites no section
     */
    private static String sources(Edition e) {
        Optional<Rulebooks.Rulebook> own = Rulebooks.bySeed(e.source());
        TextTable t = new TextTable(TextTable.Align.LEFT, TextTable.Align.LEFT);
        t.row("id", "sections");
        Map<String, List<String>> sections = sections(e);
        sections.forEach((id, cited) -> t.row(id, String.join("; ", cited)));
        return sections.isEmpty() ? "" : "\nWhere the rules are (" + own.map(r -> r.name() + ", unless another rulebook is named; ")
                .orElse("") + "in parentheses the lines of the repository's copy of the rulebook):\n" + t.render(2);
    }

    /**
     * @return unit id, then technology id, to the rulebook sections its source cites, in the edition's order; an id whose
     *         source cites no section is left out
     */
    private static Map<String, List<String>> sections(Edition e) {
        Optional<Rulebooks.Rulebook> own = Rulebooks.bySeed(e.source());
        Map<String, String> sources = new java.util.LinkedHashMap<>();
        e.units().forEach(u -> sources.put(u.id(), u.source()));
        e.technologies().forEach(x -> sources.putIfAbsent(x.id(), x.source()));
        Map<String, List<String>> out = new java.util.LinkedHashMap<>();
        sources.forEach((id, source) -> {
            List<String> cited = Rulebooks.sections(source, own);
            if (!cited.isEmpty()) {
                out.put(id, cited);
            }
        });
        return out;
    }

    /** @return how the edition's AA guns roll, from the first fire entry of its battle that fires them */
    private static String antiAircraftDice(Edition e) {
        return e.battle().steps().stream().flatMap(st -> st.fire().stream())
                .filter(f -> f.firers().kind() == battleboard.edition.BattleRules.Firers.Kind.ANTI_AIRCRAFT && f.dice().perTarget())
                .findFirst().map(f -> {
                    String at = f.targets().stream().map(t -> t.tags().isEmpty()
                            ? t.domains().stream().sorted().map(d -> d == Domain.AIR ? "aircraft" : d.id() + " units")
                                    .collect(Collectors.joining(" and "))
                            : String.join(" and ", t.tags())).collect(Collectors.joining(" or "));
                    return f.dice().maxPerFirer() > 0 ? "up to " + f.dice().maxPerFirer() + " dice per gun at " + at
                            : "one die per attacking " + (at.equals("aircraft") ? "aircraft" : "unit of " + at);
                }).orElse("anti-aircraft fire");
    }

    /** @return a unit's abilities beyond one die at its value, e.g. "2 hits to destroy; bombards at 4" */
    static String special(UnitType u, Edition e) {
        List<String> s = new ArrayList<>();
        if (u.isAntiAircraftGun()) {
            s.add("AA gun: " + antiAircraftDice(e) + ", hits on " + u.antiAircraft() + "; defends only"
                    + (u.canBeCasualty() ? "; a casualty like any unit" : "; never a casualty"));
        }
        if (!u.canBeCasualty() && !u.isAntiAircraftGun()) {
            s.add("never a casualty");
        }
        if (!u.damaged().isEmpty()) {
            List<String> levels = new ArrayList<>();
            for (int d = 1; d <= u.damaged().size(); d++) {
                UnitType.Levels l = u.damaged().get(d - 1);
                levels.add(l.attack() + "/" + l.defense() + (u.bombard() > 0 ? ", bombards at " + l.bombard() : ""));
            }
            s.add("damaged: " + String.join("; ", levels));
        }
        if (u.armourSave() > 0) {
            s.add("armour roll: a damaged unit is repaired on " + u.armourSave() + " or less at the end of the round, else destroyed");
        }
        if (!u.hits(Role.DEFENSE).equals(u.hits())) {
            s.add("on defense hits " + u.hits(Role.DEFENSE).stream().sorted().map(Domain::id).collect(Collectors.joining(" and "))
                    + " units only");
        }
        if (u.takenLast()) {
            s.add("taken last");
        }
        if (u.hitsEach() > 1) {
            s.add("each hit counts " + u.hitsEach() + " casualties");
        }
        for (Role r : Role.values()) {
            if (u.dice(r) > 1) {
                s.add(u.dice(r) + " dice on " + r.id());
            }
        }
        if (u.hitPoints() > 1) {
            s.add(u.hitPoints() + " hits to destroy");
        }
        u.supports().ifPresent(sup -> s.add("raises one " + e.findUnit(sup.unit()).map(UnitType::name).orElse(sup.unit())
                .toLowerCase(java.util.Locale.ROOT) + " to attack " + sup.attack()));
        if (!u.openingFire().isEmpty()) {
            s.add("opening fire on " + u.openingFire().stream().sorted().map(Role::id).collect(Collectors.joining(" and "))
                    + (u.expends().isEmpty() ? "" : ", then a casualty itself at the end of " + u.expends()));
        }
        if (!u.isAntiAircraftGun() && !u.hits().containsAll(EnumSet.allOf(Domain.class))) {
            s.add("hits " + u.hits().stream().sorted().map(Domain::id).collect(Collectors.joining(" and ")) + " units only");
        }
        if (u.bombard() > 0) {
            s.add("shore bombardment at " + u.bombard());
        }
        if (u.antiSubmarine()) {
            s.add(e.battle().detects() ? "detects one enemy submarine, which then fires with the other units"
                    : "anti-submarine: casualties of enemy submarine fire on its side fire back; enemy submarines cannot submerge"
                    + " while it is in the battle");
        }
        for (UnitType.Boost b : u.boosts()) {
            s.add(boost(b));
        }
        if (u.boostsTaken() > 1) {
            s.add("takes up to " + u.boostsTaken() + " boosts, from different units");
        }
        u.carries().filter(c -> c.aircraft() > 0)
                .ifPresent(c -> s.add("holds " + c.aircraft() + " aircraft that land on carriers: " + (c.scrambled()
                        ? "more may defend at sea, scrambled from an air base" : "the most that defend with it at sea")));
        u.carries().filter(c -> c.land() > 0).ifPresent(c -> s.add("carries " + (c.fillsAlone()
                ? c.land() + " infantry or 1 other land unit" : c.land() + " land units, at most " + c.besidesInfantry()
                + " of them not infantry") + ", lost with it"));
        if (u.landsOnCarriers()) {
            boolean scrambled = e.units().stream().anyMatch(c -> c.carries().filter(UnitType.Carrying::scrambled).isPresent());
            s.add(scrambled ? "lands on carriers: defends at sea on one, or scrambled" : "lands on carriers: defends at sea only on one");
        }
        if (u.staysInBattle()) {
            s.add("never retreats: fights on when its side retreats");
        }
        if (u.firerChooses() > 0) {
            s.add("at sea a roll of " + (u.firerChooses() == 1 ? "1" : u.firerChooses() + " or less") + " picks the ship hit"
                    + (u.firerChoosesSubmarines() ? ", or a detected submarine its side's picks name" : ""));
        }
        if (u.enemyDelta() != 0) {
            s.add((u.enemyDelta() > 0 ? "+" : "") + u.enemyDelta() + " to every enemy unit");
        }
        if (!u.fireRounds().isEmpty()) {
            s.add("fires in round" + (u.fireRounds().size() > 1 ? "s " : " ")
                    + u.fireRounds().stream().sorted().map(String::valueOf).collect(Collectors.joining(", ")) + " only");
        }
        u.limits().ifPresent(l -> {
            for (Role r : Role.values()) {
                if (!l.roles().contains(r)) {
                    s.add(r == Role.ATTACK ? "never attacks" : "never defends");
                }
            }
            if (l.perBattle() > 0) {
                s.add("at most " + l.perBattle() + " per battle");
            }
        });
        return String.join("; ", s);
    }

    /** @return e.g. "+1 attack to one unit tagged infantry or mech" */
    private static String boost(UnitType.Boost b) {
        return (b.delta() > 0 ? "+" : "") + b.delta() + " " + b.role().id() + " to " + (b.capacity() == 1 ? "one unit" : "up to "
                + b.capacity() + " units") + " tagged " + String.join(" or ", new java.util.TreeSet<>(b.tags()))
                + b.unlessEnemyTag().map(t -> " while the enemy has no " + t).orElse("")
                + (b.exclusiveOf().isEmpty() ? "" : ", none by one that boosts a unit tagged " + String.join(" or ", new java.util.TreeSet<>(b.exclusiveOf())));
    }

    /**
     * @return what a technology changes, e.g. "fighter defense 5", in the edition's unit order; a change of every unit, or
     *         of every enemy unit, in one phrase; what lasts the whole battle; and a refusal
     */
    static String effect(Technology t, Edition e) {
        Technology.Reach reach = t.reach();
        List<String> s = new ArrayList<>();
        unitEffects(new Technology(t.id(), t.name(), t.changes(), t.source(), t.rounds()), e, s);
        reach.allUnits().ifPresent(c -> s.add("every unit " + deltas(c)));
        String enemy = reach.enemyUnits().map(c -> (s.isEmpty() ? "" : "; ") + "every enemy unit " + deltas(c)
                + (reach.enemyWhen().isEmpty() ? "" : " (with " + reach.enemyWhen().entrySet().stream().map(x -> x.getKey() + "="
                + x.getValue()).collect(Collectors.joining(", ")) + ")")).orElse("");
        if (s.isEmpty() && enemy.isEmpty() && e.battle().steps().stream().flatMap(st -> st.fire().stream())
                .anyMatch(f -> f.technology().filter(t.id()::equals).isPresent())) {
            s.add("enables a battle step of its own");
        }
        t.atMost().forEach((unit, n) -> s.add("at most " + n + " " + unit + " with it"));
        String rounds = t.rounds().isEmpty() ? "" : " (round" + (t.rounds().size() > 1 ? "s " : " ")
                + t.rounds().stream().sorted().map(String::valueOf).collect(Collectors.joining(", ")) + " only)";
        List<String> out = new ArrayList<>();
        if (!s.isEmpty() || !enemy.isEmpty()) {
            out.add(String.join(", ", s) + enemy + rounds);
        }
        t.lasting().ifPresent(l -> {
            List<String> whole = new ArrayList<>();
            unitEffects(l, e, whole);
            out.add(String.join(", ", whole) + " (every round)");
        });
        for (Technology.Optioned o : reach.optioned()) {
            out.add(optioned(new Technology(t.id(), t.name(), o.changes(), t.source(), t.rounds()), o, e));
        }
        Technology.Requires needs = reach.requires();
        if (needs.amphibious()) {
            out.add("only in an amphibious assault");
        }
        if (!needs.onlyUnits().isEmpty()) {
            out.add("only with " + String.join(", ", needs.onlyUnits()) + " alone");
        }
        needs.atLeast().forEach((unit, n) -> out.add("only with at least " + n + " " + unit));
        if (!reach.refused().isEmpty()) {
            out.add("refused: not modelled");
        }
        return String.join("; ", out);
    }

    /** @return a change's deltas, e.g. "attack +1, shore bombardment +1" */
    private static String deltas(Technology.Change c) {
        List<String> s = new ArrayList<>();
        java.util.function.BiConsumer<String, Integer> add = (what, d) -> {
            if (d != null) {
                s.add(what + " " + (d > 0 ? "+" : "") + d);
            }
        };
        add.accept("attack", c.attackDelta());
        add.accept("defense", c.defenseDelta());
        add.accept("shore bombardment", c.bombardDelta());
        add.accept("anti-aircraft", c.antiAircraftDelta());
        return String.join(", ", s);
    }

    /** Adds what {@code t} changes unit by unit, in the edition's unit order. */
    private static void unitEffects(Technology t, Edition e, List<String> s) {
        for (UnitType u : e.units()) {
            UnitType after = t.apply(u);
            if (after.staysInBattle() != u.staysInBattle()) {
                s.add(u.id() + " never retreats");
            }
            if (after.attack() != u.attack()) {
                s.add(u.id() + " attack " + after.attack());
            }
            if (after.defense() != u.defense()) {
                s.add(u.id() + " defense " + after.defense());
            }
            for (Role r : Role.values()) {
                if (after.dice(r) != u.dice(r)) {
                    s.add(u.id() + " " + after.dice(r) + " dice on " + r.id());
                }
            }
            if (after.bombard() != u.bombard()) {
                s.add(u.id() + " shore bombardment at " + after.bombard());
            }
            if (after.antiAircraft() != u.antiAircraft()) {
                s.add(u.id() + " anti-aircraft at " + after.antiAircraft());
            }
            // damaged values set (a damaged Iowa); a delta's change of them goes without saying
            Technology.Change own = t.changes().get(u.id());
            if (own != null && own.damaged() != null && !after.damaged().equals(u.damaged())) {
                s.add(u.id() + " damaged " + after.damaged().stream().map(l -> "attack " + l.attack() + ", defense " + l.defense())
                        .collect(Collectors.joining("; then ")));
            }
            if (!after.expends().equals(u.expends())) {
                s.add(u.id() + " lost at the end of its " + after.expends() + " step");
            }
            if (after.boostsTaken() != u.boostsTaken()) {
                s.add(u.id() + " takes at most " + after.boostsTaken() + (after.boostsTaken() == 1 ? " boost" : " boosts"));
            }
            if (after.hitsEach() != u.hitsEach()) {
                s.add(u.id() + " hits count " + after.hitsEach() + " casualties each");
            }
            if (!after.tags().equals(u.tags())) {
                java.util.Set<String> added = new java.util.TreeSet<>(after.tags());
                added.removeAll(u.tags());
                s.add(u.id() + " tagged " + String.join(", ", added)
                        + (added.contains("aa-immune") ? " (AA fire cannot hit it)" : ""));
            }
            if (!after.boosts().equals(u.boosts())) {
                List<UnitType.Boost> added = new ArrayList<>(after.boosts());
                added.removeAll(u.boosts());
                s.add(u.id() + " " + added.stream().map(UnitsCommand::boost).collect(Collectors.joining(", ")));
            }
        }
    }
}
