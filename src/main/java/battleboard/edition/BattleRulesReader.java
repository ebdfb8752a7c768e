package battleboard.edition;

import static battleboard.edition.FieldChecks.quoted;
import static battleboard.edition.FieldChecks.sourceOf;

import battleboard.edition.BattleJson.FireJson;
import battleboard.edition.BattleJson.RemnantJson;
import battleboard.edition.BattleJson.ShelterJson;
import battleboard.edition.BattleJson.StepJson;
import battleboard.edition.BattleJson.TargetJson;
import battleboard.edition.BattleRules.DiceRule;
import battleboard.edition.BattleRules.EnemyRule;
import battleboard.edition.BattleRules.Field;
import battleboard.edition.BattleRules.FireRule;
import battleboard.edition.BattleRules.Firers;
import battleboard.edition.BattleRules.Removal;
import battleboard.edition.BattleRules.StepRule;
import battleboard.edition.BattleRules.TargetClass;
import battleboard.edition.BattleRules.Value;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Reads the {@code battle} section of an edition file into {@link BattleRules}: Jackson binds the JSON to {@link BattleJson}
 * (the section as written), then each value is checked, so that a broken section is refused with one line naming
 * the file, the field and what was expected.
 */
final class BattleRulesReader {
    /** Jackson's mapper for the section, built on first use: a built-in edition is bound by {@link BuiltInJson}. */
    private static final class Mapper {
        static final ObjectMapper MAPPER = new ObjectMapper()
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
    }

    private final FieldChecks checks;
    /** Reads the raid and rocket parts of the section. */
    private final RaidRulesReader raids;
    private final Set<String> optionIds;
    private final Set<String> technologyIds;
    /** The edition's die: a fire entry's own value ({@code "at"}) is at most its sides (issue 27 item 13). */
    private final int dieSides;

    private BattleRulesReader(String file, Set<String> optionIds, Set<String> technologyIds, int dieSides) {
        this.checks = new FieldChecks(file);
        this.raids = new RaidRulesReader(checks, technologyIds);
        this.optionIds = optionIds;
        this.technologyIds = technologyIds;
        this.dieSides = dieSides;
    }

    /**
     * @param node      the {@code battle} object
     * @param file      the file name, for messages
     * @param optionIds the rule options the edition has, which {@code when} may name
     * @param technologyIds the edition's technologies, which a fire entry may require
     * @param dieSides  the sides of the edition's die, 2 to 100: the most a fire entry's own value ({@code "at"}) may be
     * @param builtIn   whether the section is a built-in edition's, first bound by {@link BuiltInJson}
     * @return the rules
     * @throws EditionException one line naming the file, the field and what was expected
     */
    static BattleRules read(JsonNode node, String file, Set<String> optionIds, Set<String> technologyIds, int dieSides,
                            boolean builtIn) {
        return new BattleRulesReader(file, optionIds, technologyIds, dieSides).rules(bind(node, file, builtIn));
    }

    /**
     * @param node    the {@code battle} object
     * @param file    the file name, for messages
     * @param builtIn whether to try {@link BuiltInJson} before Jackson's mapper
     * @return the section as written, each fire entry's {@code options} written out
     * @throws EditionException when Jackson cannot bind it: one line naming the file and the field
     */
    static BattleJson bind(JsonNode node, String file, boolean builtIn) {
        JsonNode expanded = expandOptions(node, file);
        if (builtIn) {
            try {
                return BuiltInJson.bind(expanded, BattleJson.class, false);
            } catch (BuiltInJson.Unbound e) {
                // left to Jackson's mapper below, which binds the section or names what is wrong
            }
        }
        try {
            return Mapper.MAPPER.treeToValue(expanded, BattleJson.class);
        } catch (JsonMappingException e) {
            String path = e.getPath().stream().map(r -> r.getFieldName() != null ? "." + r.getFieldName() : "[" + r.getIndex() + "]")
                    .collect(Collectors.joining());
            throw new EditionException(file + ": battle" + path + ": " + e.getOriginalMessage().replaceAll("\\s*\\(.*$", "")
                    .replaceAll("\\s+", " ").trim());
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new EditionException(file + ": battle: " + e.getOriginalMessage());
        }
    }

    /**
     * Writes out each fire entry's {@code options} (option id to value to the fields that value changes)
     * as one entry per combination of values, each with those values in its {@code when}.
     */
    static JsonNode expandOptions(JsonNode battle, String file) {
        if (!battle.isObject() || !battle.path("steps").isArray()) {
            return battle;
        }
        ObjectNode copy = battle.deepCopy();
        ArrayNode steps = (ArrayNode) copy.get("steps");
        for (int i = 0; i < steps.size(); i++) {
            JsonNode fire = steps.get(i).path("fire");
            if (!fire.isArray()) {
                continue;
            }
            ArrayNode expanded = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.arrayNode();
            for (int j = 0; j < fire.size(); j++) {
                String at = file + ": battle.steps[" + i + "].fire[" + j + "].options";
                for (JsonNode e : expand(fire.get(j), at)) {
                    expanded.add(e);
                }
            }
            ((ObjectNode) steps.get(i)).set("fire", expanded);
        }
        return copy;
    }

    private static List<JsonNode> expand(JsonNode entry, String at) {
        JsonNode options = entry.get("options");
        if (options == null) {
            return List.of(entry);
        }
        if (!options.isObject()) {
            throw new EditionException(at + ": expected an object of option id to value to changed fields");
        }
        ObjectNode base = entry.deepCopy();
        base.remove("options");
        List<ObjectNode> out = List.of(base);
        for (java.util.Iterator<Map.Entry<String, JsonNode>> it = options.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> o = it.next();
            RuleOption option = RuleOption.byId(o.getKey()).orElseThrow(() -> new EditionException(at + "." + o.getKey()
                    + ": not a rule option (known: " + java.util.Arrays.stream(RuleOption.values()).map(RuleOption::id)
                    .collect(Collectors.joining(", ")) + ")"));
            for (java.util.Iterator<String> v = o.getValue().fieldNames(); v.hasNext(); ) {
                String value = v.next();
                if (!option.choices().contains(value)) {
                    throw new EditionException(at + "." + o.getKey() + "." + value + ": expected "
                            + String.join(" or ", option.choices()));
                }
                JsonNode patch = o.getValue().get(value);
                if (!patch.isObject() || patch.has("when") || patch.has("options") || patch.has("id")) {
                    throw new EditionException(at + "." + o.getKey() + "." + value
                            + ": expected an object of the fields this value changes (not id, when or options)");
                }
            }
            List<ObjectNode> next = new ArrayList<>();
            for (ObjectNode n : out) {
                for (String choice : option.choices()) {
                    ObjectNode variant = n.deepCopy();
                    JsonNode patch = o.getValue().get(choice);
                    if (patch != null) {
                        variant.setAll((ObjectNode) patch);
                    }
                    variant.withObjectProperty("when").put(option.id(), choice);
                    next.add(variant);
                }
            }
            out = next;
        }
        return new ArrayList<>(out);
    }

    private BattleRules rules(BattleJson json) {
        if (json.steps() == null || json.steps().isEmpty()) {
            throw error("battle.steps", "expected at least one step");
        }
        List<StepRule> steps = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < json.steps().size(); i++) {
            String at = "battle.steps[" + i + "]";
            StepJson s = json.steps().get(i);
            if (s == null) {
                throw error(at, "expected a step object");
            }
            String id = id(s.id(), at + ".id");
            if (!ids.add(id)) {
                throw error(at + ".id", "step '" + id + "' is already defined");
            }
            List<FireRule> fire = new ArrayList<>();
            List<FireJson> entries = s.fire() == null ? List.of() : s.fire();
            for (int j = 0; j < entries.size(); j++) {
                fire.add(fire(entries.get(j), at + ".fire[" + j + "]"));
            }
            if (s.values() != null && !s.values().equals("round-start") && !s.values().equals("step-start")) {
                throw error(at + ".values", "expected round-start or step-start, not " + quoted(s.values()));
            }
            steps.add(new StepRule(id, s.name() == null ? id : s.name(), fire, when(s.when(), at + ".when"),
                    sourceOf(s.source()), "round-start".equals(s.values())));
        }
        List<BattleRules.Remnant> remnants = new ArrayList<>();
        List<RemnantJson> rj = json.lostWithOnly() == null ? List.of() : json.lostWithOnly();
        for (int i = 0; i < rj.size(); i++) {
            String at = "battle.lostWithOnly[" + i + "]";
            if (rj.get(i) == null) {
                throw error(at, "expected an object {\"units\": ..., \"when\": ...}");
            }
            remnants.add(new BattleRules.Remnant(firers(rj.get(i).units(), at + ".units"), when(rj.get(i).when(), at + ".when"),
                    Boolean.TRUE.equals(rj.get(i).destroyed())));
        }
        int perLandUnit = checks.wholeNumberOr(json.bombardersPerLandUnit(), "battle.bombardersPerLandUnit", 1, 100, 0);
        return new BattleRules(steps, remnants, perLandUnit, Boolean.TRUE.equals(json.defenderRetreat()),
                java.util.Optional.ofNullable(json.aircraftOnlyWin()).filter(t -> !t.isBlank()),
                java.util.Optional.ofNullable(json.defenderSubmarinesNeedEscape()).filter(t -> !t.isBlank()),
                raids.raid(json.strategicBombingRaid()), raids.rockets(json.rocketStrike()), lineup(json), rolls(json),
                java.util.Optional.ofNullable(json.roundOneWin()).map(t -> technology(t, "battle.roundOneWin")));
    }

    /** @return the ids of {@code battle.detectionRolls.detectors}, each checked as an id; empty when not written */
    private List<String> detectors(List<String> written) {
        List<String> out = new ArrayList<>();
        for (int i = 0; written != null && i < written.size(); i++) {
            out.add(id(written.get(i), "battle.detectionRolls.detectors[" + i + "]"));
        }
        return out;
    }

    /** @return the rolls before a battle the section offers, each with its numbers and the ids it names */
    private PreBattleRolls rolls(BattleJson json) {
        java.util.Optional<PreBattleRolls.Detection> detection = java.util.Optional.ofNullable(json.detectionRolls()).map(d ->
                new PreBattleRolls.Detection(checks.wholeNumber(d.sides(), "battle.detectionRolls.sides", 2, 100),
                        detectors(d.detectors()), sourceOf(d.source())));
        java.util.Optional<PreBattleRolls.ChineseMorale> morale = java.util.Optional.ofNullable(json.chineseMorale()).map(m ->
                new PreBattleRolls.ChineseMorale(id(m.unit(), "battle.chineseMorale.unit"), sourceOf(m.source())));
        java.util.Optional<PreBattleRolls.AirCombat> air = java.util.Optional.ofNullable(json.airCombat()).map(a ->
                new PreBattleRolls.AirCombat(id(a.fighters(), "battle.airCombat.fighters"),
                        checks.wholeNumber(a.supremacyBonus(), "battle.airCombat.supremacyBonus", 0, 100), sourceOf(a.source())));
        java.util.Optional<PreBattleRolls.NavalBaseStrike> naval = java.util.Optional.empty();
        if (json.navalBaseFirstStrike() != null) {
            int sides = checks.wholeNumber(json.navalBaseFirstStrike().sides(), "battle.navalBaseFirstStrike.sides", 2, 100);
            naval = java.util.Optional.of(new PreBattleRolls.NavalBaseStrike(
                    checks.wholeNumber(json.navalBaseFirstStrike().hitsOn(), "battle.navalBaseFirstStrike.hitsOn", 1, sides), sides,
                    sourceOf(json.navalBaseFirstStrike().source())));
        }
        return new PreBattleRolls(detection, morale, air, naval, declared(json.rolls()));
    }

    /**
     * @param rolls {@code battle.rolls} as written: each roll's field in a battle file to an object of whole numbers, ids
     *              (of a unit or technology, checked by {@link EditionConverter}) and its {@code source}; null for none
     * @return each roll's declaration, by its field
     */
    private java.util.Map<String, PreBattleRolls.Declared> declared(java.util.Map<String, JsonNode> rolls) {
        java.util.Map<String, PreBattleRolls.Declared> out = new java.util.LinkedHashMap<>();
        (rolls == null ? java.util.Map.<String, JsonNode>of() : rolls).forEach((field, node) -> {
            String at = "battle.rolls." + field;
            if (node == null || !node.isObject()) {
                throw error(at, "expected an object of whole numbers, ids and a source");
            }
            java.util.Map<String, Integer> numbers = new java.util.LinkedHashMap<>();
            java.util.Map<String, String> ids = new java.util.LinkedHashMap<>();
            node.fieldNames().forEachRemaining(name -> {
                JsonNode v = node.get(name);
                if (v.isTextual() && !name.equals("source")) {
                    ids.put(name, id(v.textValue(), at + "." + name));
                } else if (!name.equals("source")) {
                    numbers.put(name, checks.wholeNumber(v, at + "." + name, 0, 1000));
                }
            });
            JsonNode source = node.get("source");
            out.put(field, new PreBattleRolls.Declared(field, numbers, ids, sourceOf(source == null ? null
                    : checks.text(source.isTextual() ? source.textValue() : null, at + ".source"))));
        });
        return out;
    }

    private BattleRules.Lineup lineup(BattleJson json) {
        List<BattleRules.Shelter> shelters = new ArrayList<>();
        List<ShelterJson> written = json.shelters() == null ? List.of() : json.shelters();
        for (int i = 0; i < written.size(); i++) {
            ShelterJson sj = written.get(i);
            String at = "battle.shelters[" + i + "]";
            if (sj == null) {
                throw error(at, "expected an object {\"unit\", \"holds\", \"most\", \"attackers\", \"source\"}");
            }
            if (sj.holds() == null || sj.holds().isEmpty()) {
                throw error(at + ".holds", "expected the ids of the units it holds, at least one");
            }
            if (sj.attackers() == null || sj.attackers().isEmpty()) {
                throw error(at + ".attackers", "expected the domains that may attack it, at least one");
            }
            Set<String> holds = new LinkedHashSet<>();
            for (int k = 0; k < sj.holds().size(); k++) {
                holds.add(id(sj.holds().get(k), at + ".holds[" + k + "]"));
            }
            Set<Domain> attackers = EnumSet.noneOf(Domain.class);
            for (int k = 0; k < sj.attackers().size(); k++) {
                attackers.add(domain(sj.attackers().get(k), at + ".attackers[" + k + "]"));
            }
            shelters.add(new BattleRules.Shelter(id(sj.unit(), at + ".unit"), holds,
                    checks.wholeNumber(sj.most(), at + ".most", 1, 100), attackers, sourceOf(sj.source())));
        }
        java.util.Optional<BattleRules.FoughtApart> apart = java.util.Optional.empty();
        if (json.foughtApart() != null) {
            List<String> powers = json.foughtApart().powers();
            if (powers == null || powers.isEmpty()) {
                throw error("battle.foughtApart.powers", "expected the names of the power, at least one");
            }
            Set<String> names = new LinkedHashSet<>();
            for (int k = 0; k < powers.size(); k++) {
                names.add(id(powers.get(k), "battle.foughtApart.powers[" + k + "]"));
            }
            apart = java.util.Optional.of(new BattleRules.FoughtApart(names, sourceOf(json.foughtApart().source())));
        }
        return new BattleRules.Lineup(shelters, apart);
    }

    private String technology(String id, String at) {
        return checks.technology(id, technologyIds, at);
    }

    private FireRule fire(FireJson f, String at) {
        if (f == null) {
            throw error(at, "expected a fire entry object");
        }
        String id = id(f.id(), at + ".id");
        Set<Role> roles = switch (f.side() == null ? "" : f.side()) {
            case "attacker" -> EnumSet.of(Role.ATTACK);
            case "defender" -> EnumSet.of(Role.DEFENSE);
            case "both" -> EnumSet.allOf(Role.class);
            default -> throw error(at + ".side", "expected attacker, defender or both, not " + quoted(f.side()));
        };
        Firers firers = firers(f.units(), at + ".units");
        Value value = f.value() == null ? Value.ROLE : switch (f.value()) {
            case "role" -> Value.ROLE;
            case "anti-aircraft" -> Value.ANTI_AIRCRAFT;
            case "bombard" -> Value.BOMBARD;
            case "fixed" -> Value.FIXED;
            default -> throw error(at + ".value", "expected role, anti-aircraft, bombard or fixed, not " + quoted(f.value()));
        };
        // a value above the die would hit on every roll, as the die's own sides do: refused, as a unit's attack is
        int fixed = nonNegative(f.at(), at + ".at");
        if (fixed > dieSides) {
            throw error(at + ".at", "expected a whole number from 0 to " + dieSides + " (the die's sides), got " + fixed);
        }
        if ((value == Value.FIXED) != (f.at() != null)) {
            throw error(at + ".at", "a value of its own (\"at\") goes with \"value\": \"fixed\", and only with it");
        }
        BattleRules.Chooser chooser = f.chooser() == null ? BattleRules.Chooser.OWNER : switch (f.chooser()) {
            case "owner" -> BattleRules.Chooser.OWNER;
            case "firer" -> BattleRules.Chooser.FIRER;
            default -> throw error(at + ".chooser", "expected owner or firer, not " + quoted(f.chooser()));
        };
        DiceRule dice = DiceRule.PER_UNIT;
        if (f.dice() != null) {
            boolean perTarget = Boolean.TRUE.equals(f.dice().perTarget());
            int maxFirers = nonNegative(f.dice().maxFirers(), at + ".dice.maxFirers");
            int maxPerFirer = nonNegative(f.dice().maxPerFirer(), at + ".dice.maxPerFirer");
            if (!perTarget && (maxFirers > 0 || maxPerFirer > 0)) {
                throw error(at + ".dice", "maxFirers and maxPerFirer need \"perTarget\": true");
            }
            dice = new DiceRule(perTarget, maxFirers, maxPerFirer);
        }
        List<TargetClass> targets = new ArrayList<>();
        List<TargetJson> tj = f.targets() == null ? List.of() : f.targets();
        for (int k = 0; k < tj.size(); k++) {
            targets.add(target(tj.get(k), at + ".targets[" + k + "]"));
        }
        if (dice.perTarget() && targets.isEmpty()) {
            throw error(at + ".targets", "dice per target need the targets named");
        }
        Set<Integer> rounds = new LinkedHashSet<>();
        List<Integer> rj = f.rounds() == null ? List.of() : f.rounds();
        for (int k = 0; k < rj.size(); k++) {
            Integer r = rj.get(k);
            if (r == null || r < 1) {
                throw error(at + ".rounds[" + k + "]", "expected a round number of at least 1, not " + r);
            }
            rounds.add(r);
        }
        Field battle = f.battle() == null ? Field.ANY : switch (f.battle()) {
            case "land" -> Field.LAND;
            case "sea" -> Field.SEA;
            case "any" -> Field.ANY;
            default -> throw error(at + ".battle", "expected land, sea or any, not " + quoted(f.battle()));
        };
        Removal removal = f.removal() == null ? Removal.AFTER_ROUND : removal(f.removal(), at + ".removal");
        Optional<EnemyRule> enemy = Optional.empty();
        if (f.enemy() != null) {
            if (!"anti-submarine".equals(f.enemy().unit())) {
                throw error(at + ".enemy.unit", "expected anti-submarine, not " + quoted(f.enemy().unit()));
            }
            boolean cancels = Boolean.TRUE.equals(f.enemy().cancels());
            boolean detects = Boolean.TRUE.equals(f.enemy().detects());
            Optional<Removal> r = f.enemy().removal() == null ? Optional.empty()
                    : Optional.of(removal(f.enemy().removal(), at + ".enemy.removal"));
            if ((cancels ? 1 : 0) + (detects ? 1 : 0) + (r.isPresent() ? 1 : 0) != 1) {
                throw error(at + ".enemy", "expected one of \"cancels\": true, \"detects\": true or a removal");
            }
            if (f.enemy().undetectedHitBy() != null && !detects) {
                throw error(at + ".enemy.undetectedHitBy", "needs \"detects\": true");
            }
            if (f.enemy().leaveInstead() != null && !detects) {
                throw error(at + ".enemy.leaveInstead", "needs \"detects\": true");
            }
            Optional<Firers> hitBy = f.enemy().undetectedHitBy() == null ? Optional.empty()
                    : Optional.of(firers(f.enemy().undetectedHitBy(), at + ".enemy.undetectedHitBy"));
            enemy = Optional.of(new EnemyRule(true, r, cancels, detects, hitBy, Boolean.TRUE.equals(f.enemy().leaveInstead())));
        }
        if (f.technology() != null) {
            technology(f.technology(), at + ".technology");
        }
        if (!dice.perTarget() && targets.size() > 1) {
            throw error(at + ".targets", "dice rolled per unit take one target class, not " + targets.size());
        }
        if (f.unlessOwn() != null && !"anti-submarine".equals(f.unlessOwn())) {
            throw error(at + ".unlessOwn", "expected anti-submarine, not " + quoted(f.unlessOwn()));
        }
        boolean unlessOwn = f.unlessOwn() != null;
        if (unlessOwn && f.also() != null && f.also()) {
            throw error(at + ".unlessOwn", "an entry marked \"also\" takes no unit away, so it cannot pass its units on");
        }
        return new FireRule(id, roles, firers, value, dice, targets, Boolean.TRUE.equals(f.perUnitType()), rounds, battle,
                removal, enemy, when(f.when(), at + ".when"), sourceOf(f.source()),
                Boolean.TRUE.equals(f.also()), fixed, Optional.ofNullable(f.technology()), chooser, unlessOwn);
    }

    private Firers firers(String units, String at) {
        if (units == null) {
            throw error(at, "expected all, anti-aircraft, bombarding, opening-fire, tag:<tag> or unit:<id>");
        }
        if (units.startsWith("tag:") && units.length() > 4) {
            return new Firers(Firers.Kind.TAG, Optional.of(units.substring(4)));
        }
        if (units.startsWith("unit:") && units.length() > 5) {
            return new Firers(Firers.Kind.UNIT, Optional.of(units.substring(5)));
        }
        return switch (units) {
            case "all" -> new Firers(Firers.Kind.ALL, Optional.empty());
            case "anti-aircraft" -> new Firers(Firers.Kind.ANTI_AIRCRAFT, Optional.empty());
            case "bombarding" -> new Firers(Firers.Kind.BOMBARDING, Optional.empty());
            case "opening-fire" -> new Firers(Firers.Kind.OPENING_FIRE, Optional.empty());
            default -> throw error(at, "expected all, anti-aircraft, bombarding, opening-fire, tag:<tag> or unit:<id>, not " + quoted(units));
        };
    }

    private Domain domain(String d, String at) {
        try {
            return Domain.valueOf(String.valueOf(d).toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw error(at, "expected land, sea or air, not " + quoted(d));
        }
    }

    private TargetClass target(TargetJson t, String at) {
        if (t == null) {
            throw error(at, "expected a target class object");
        }
        Set<Domain> domains = EnumSet.noneOf(Domain.class);
        List<String> dj = t.domains() == null ? List.of() : t.domains();
        for (int k = 0; k < dj.size(); k++) {
            domains.add(domain(dj.get(k), at + ".domains[" + k + "]"));
        }
        return new TargetClass(domains.isEmpty() ? EnumSet.allOf(Domain.class) : domains,
                t.tags() == null ? Set.of() : new LinkedHashSet<>(t.tags()),
                t.unlessTags() == null ? Set.of() : new LinkedHashSet<>(t.unlessTags()), Boolean.TRUE.equals(t.bombardingShips()));
    }

    private Removal removal(String r, String at) {
        return switch (r) {
            case "after-step" -> Removal.AFTER_STEP;
            case "after-round" -> Removal.AFTER_ROUND;
            default -> throw error(at, "expected after-step or after-round, not " + quoted(r));
        };
    }

    private Map<String, String> when(Map<String, String> when, String at) {
        if (when == null) {
            return Map.of();
        }
        Map<String, String> out = new LinkedHashMap<>();
        when.forEach((k, v) -> {
            if (!optionIds.contains(k)) {
                throw error(at + "." + k, "not a rule option of this edition (it has: " + String.join(", ", optionIds) + ")");
            }
            RuleOption.byId(k).ifPresent(o -> {
                if (!o.choices().contains(v)) {
                    throw error(at + "." + k, "expected " + String.join(" or ", o.choices()) + ", not " + quoted(v));
                }
            });
            out.put(k, v);
        });
        return out;
    }

    private String id(String id, String at) {
        return checks.id(id, at);
    }

    private int nonNegative(Integer n, String at) {
        if (n == null) {
            return 0;
        }
        if (n < 0) {
            throw error(at, "expected 0 or more, not " + n);
        }
        return n;
    }

    private EditionException error(String at, String message) {
        return checks.error(at, message);
    }
}
