package battleboard.edition;

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
 * Reads the {@code battle} section of an edition file into {@link BattleRules}: Jackson binds the JSON to
 * the records below, then each value is checked, so that a broken section is refused with one line naming
 * the file, the field and what was expected.
 */
final class BattleRulesReader {
    /** Jackson's mapper for the section, built on first use: a built-in edition is bound by {@link BuiltInJson}. */
    private static final class Mapper {
        static final ObjectMapper MAPPER = new ObjectMapper()
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
    }

    /** The section as written. */
    record BattleJson(List<StepJson> steps, List<RemnantJson> lostWithOnly, com.fasterxml.jackson.databind.JsonNode bombardersPerLandUnit,
                      AirCombatRollJson airCombat, Boolean defenderRetreat, NavalBaseJson navalBaseFirstStrike, String aircraftOnlyWin,
                      String defenderSubmarinesNeedEscape, RaidJson strategicBombingRaid, RocketJson rocketStrike,
                      List<ShelterJson> shelters, FoughtApartJson foughtApart, MoraleJson chineseMorale, DetectionJson detectionRolls,
                      String roundOneWin) {
    }

    /** Submarine detection as written: {@code {"sides": 6, "source": ...}}. */
    record DetectionJson(com.fasterxml.jackson.databind.JsonNode sides, String source) {
    }

    /** The Chinese morale roll as written: {@code {"unit": "infantry", "source": ...}}. */
    record MoraleJson(String unit, String source) {
    }

    /** The air combat before a battle as written: {@code {"fighters": "fighter", "supremacyBonus": 2, "source": ...}}. */
    record AirCombatRollJson(String fighters, com.fasterxml.jackson.databind.JsonNode supremacyBonus, String source) {
    }

    /** The naval base's first strike as written: {@code {"hitsOn": 2, "sides": 12, "source": ...}}. */
    record NavalBaseJson(com.fasterxml.jackson.databind.JsonNode hitsOn, com.fasterxml.jackson.databind.JsonNode sides, String source) {
    }

    /** A sheltering unit as written: {@code {"unit": "sub-pen", "holds": ["submarine"], "most": 2, "attackers": ["air"]}}. */
    record ShelterJson(String unit, List<String> holds, JsonNode most, List<String> attackers, String source) {
    }

    /** A power fought apart as written: {@code {"powers": ["russia", "ussr"], "source": "W357, W359"}}. */
    record FoughtApartJson(List<String> powers, String source) {
    }

    /**
     * Rocket strikes as written: the launcher, the most rockets, "territory-income" or "none", the levels, targets and
     * modifiers, the rulebook lines; or {@code outOfScope} alone.
     */
    record RocketJson(String launcher, JsonNode maxRockets, String capPerRocket, List<RocketLevelJson> levels,
                      List<RocketTargetJson> targets, List<RocketModifierJson> modifiers, String source, String outOfScope) {
    }

    /** A rocket level as written: {@code {"id": "v2", "name": "V2", "damageDelta": 2}}. */
    record RocketLevelJson(String id, String name, JsonNode damageDelta, String source) {
    }

    /** A rocket target as written: {@code {"id": "factory", "name": "factory damage", "damage": "points"}}. */
    record RocketTargetJson(String id, String name, String damage, String source) {
    }

    /** A rocket modifier as written: {@code {"id": "industrial-decentralization", "side": "defender", "damageDelta": -2}}. */
    record RocketModifierJson(String id, String name, String side, JsonNode damageDelta, List<String> targets, String source) {
    }

    /**
     * A strategic bombing raid as written: the raiding units, "territory-income" or "none", the rulebook lines, and for the
     * editions with escorts, interceptors or several missions the fields below (each optional).
     */
    record RaidJson(List<String> raiders, String capPerRaider, String source, List<String> escorts, List<String> interceptors,
                    RaidAntiAircraftJson antiAircraft, AirCombatJson airCombat, List<MissionJson> missions,
                    List<DamageDiceJson> damageDice, List<ModifierJson> modifiers) {
    }

    /** The AA guns entered for a raid, as written: {@code {"firesAt": "aircraft", "targetsPerGun": 3, "casualties": "attacker"}}. */
    record RaidAntiAircraftJson(String firesAt, JsonNode targetsPerGun, String casualties, String source, List<String> unlessTags) {
    }

    /** A raid's air combat as written. */
    record AirCombatJson(String order, JsonNode escort, JsonNode interceptor, JsonNode raider, String chooser,
                         List<ValueDeltaJson> technologies, String source) {
    }

    /** A technology's change to the air-combat values, as written: {@code {"technology": "jet-power", "delta": 1}}. */
    record ValueDeltaJson(String technology, JsonNode delta) {
    }

    /** A raid's mission (or target) as written. */
    record MissionJson(String id, String name, String damage, List<JsonNode> faces, JsonNode hitsOn, Boolean automatic, JsonNode cap,
                       JsonNode ipcEach, JsonNode antiAircraft, List<String> raiders, String source) {
    }

    /** A raider's damage dice as written: {@code {"unit": "strategic-bomber", "dice": 2, "sides": 6}}. */
    record DamageDiceJson(String unit, String technology, JsonNode dice, JsonNode sides, JsonNode atMost, String source,
                          List<JsonNode> faces) {
    }

    /** A raid modifier as written: {@code {"id": "rv-jones", "side": "defender", "damageDelta": -1}}. */
    record ModifierJson(String id, String name, String side, JsonNode damageDelta, JsonNode interceptorsStayOn, Boolean interceptorsHalved,
                        String source, List<String> raiders) {
    }

    /** A unit class that cannot hold a battle alone, as written. */
    record RemnantJson(String units, Map<String, String> when, Boolean destroyed) {
    }

    /** A step as written. */
    record StepJson(String id, String name, List<FireJson> fire, Map<String, String> when, String source, String values) {
    }

    /** A fire entry as written. */
    record FireJson(String id, String side, String units, String value, DiceJson dice, List<TargetJson> targets,
                    Boolean perUnitType, List<Integer> rounds, String battle, String removal, EnemyJson enemy,
                    Map<String, String> when, String source, Boolean also, Integer at, String technology, String chooser,
                    String unlessOwn) {
    }

    /** Dice as written: {@code {"perTarget": true, "maxFirers": 1}}; absent: each unit rolls its own. */
    record DiceJson(Boolean perTarget, Integer maxFirers, Integer maxPerFirer) {
    }

    /** A target class as written. */
    record TargetJson(List<String> domains, List<String> tags, List<String> unlessTags, Boolean bombardingShips) {
    }

    /** An enemy rule as written: {@code {"unit": "anti-submarine", "removal": "after-round"}}. */
    record EnemyJson(String unit, String removal, Boolean cancels, Boolean detects, String undetectedHitBy, Boolean leaveInstead) {
    }

    private final FieldChecks checks;
    private final Set<String> optionIds;
    private final Set<String> technologyIds;
    /** The edition's die: a fire entry's own value ({@code "at"}) is at most its sides (issue 27 item 13). */
    private final int dieSides;

    private BattleRulesReader(String file, Set<String> optionIds, Set<String> technologyIds, int dieSides) {
        this.checks = new FieldChecks(file);
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
                    variant.with("when").put(option.id(), choice);
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
                raid(json.strategicBombingRaid()), rockets(json.rocketStrike()), lineup(json), rolls(json),
                java.util.Optional.ofNullable(json.roundOneWin()).map(t -> technology(t, "battle.roundOneWin")));
    }

    /** @return the rolls before a battle the section offers, each with its numbers and the ids it names */
    private PreBattleRolls rolls(BattleJson json) {
        java.util.Optional<PreBattleRolls.Detection> detection = java.util.Optional.ofNullable(json.detectionRolls()).map(d ->
                new PreBattleRolls.Detection(checks.wholeNumber(d.sides(), "battle.detectionRolls.sides", 2, 100), sourceOf(d.source())));
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
        return new PreBattleRolls(detection, morale, air, naval);
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

    private Optional<BattleRules.RocketStrike> rockets(RocketJson r) {
        if (r == null) {
            return Optional.empty();
        }
        String at = "battle.rocketStrike";
        if (r.outOfScope() != null) {
            if (r.launcher() != null || r.maxRockets() != null || r.capPerRocket() != null || r.levels() != null || r.targets() != null
                    || r.modifiers() != null || r.source() != null) {
                throw error(at + ".outOfScope", "rockets out of scope take no other field");
            }
            return Optional.of(BattleRules.RocketStrike.outOfScope(checks.text(r.outOfScope(), at + ".outOfScope")));
        }
        String launcher = checks.text(r.launcher(), at + ".launcher");
        Integer max = checks.optionalWholeNumber(r.maxRockets(), at + ".maxRockets", 1, 10_000);
        boolean capPerRocket = capByIncome(r.capPerRocket(), at + ".capPerRocket");
        Set<String> ids = new HashSet<>();
        List<BattleRules.RocketStrike.Level> levels = new ArrayList<>();
        List<RocketLevelJson> lj = r.levels() == null ? List.of() : r.levels();
        for (int i = 0; i < lj.size(); i++) {
            String l = at + ".levels[" + i + "]";
            if (lj.get(i) == null) {
                throw error(l, "expected {\"id\": ..., \"name\": ..., \"damageDelta\": ...}");
            }
            String id = id(lj.get(i).id(), l + ".id");
            if (!ids.add(id)) {
                throw error(l + ".id", "'" + id + "' already names a level or a modifier");
            }
            levels.add(new BattleRules.RocketStrike.Level(id, checks.text(lj.get(i).name(), l + ".name"),
                    checks.wholeNumberOr(lj.get(i).damageDelta(), l + ".damageDelta", -100, 100, 0), sourceOf(lj.get(i).source())));
        }
        if (r.targets() == null || r.targets().isEmpty()) {
            throw error(at + ".targets", "expected at least one target");
        }
        List<BattleRules.RocketStrike.Target> targets = new ArrayList<>();
        Set<String> targetIds = new HashSet<>();
        for (int i = 0; i < r.targets().size(); i++) {
            String t = at + ".targets[" + i + "]";
            RocketTargetJson tj = r.targets().get(i);
            if (tj == null) {
                throw error(t, "expected a target object");
            }
            String id = id(tj.id(), t + ".id");
            if (!targetIds.add(id)) {
                throw error(t + ".id", "target '" + id + "' is already defined");
            }
            BattleRules.RocketStrike.Damage damage = switch (tj.damage() == null ? "" : tj.damage()) {
                case "ipc" -> BattleRules.RocketStrike.Damage.IPC;
                case "points" -> BattleRules.RocketStrike.Damage.POINTS;
                case "units" -> BattleRules.RocketStrike.Damage.UNITS;
                default -> throw error(t + ".damage", "expected ipc, points or units, not " + quoted(tj.damage()));
            };
            targets.add(new BattleRules.RocketStrike.Target(id, checks.text(tj.name(), t + ".name"), damage, sourceOf(tj.source())));
        }
        List<BattleRules.RocketStrike.Modifier> modifiers = new ArrayList<>();
        List<RocketModifierJson> mj = r.modifiers() == null ? List.of() : r.modifiers();
        for (int i = 0; i < mj.size(); i++) {
            String m = at + ".modifiers[" + i + "]";
            RocketModifierJson x = mj.get(i);
            if (x == null) {
                throw error(m, "expected a modifier object");
            }
            String id = id(x.id(), m + ".id");
            if (!ids.add(id) || technologyIds.contains(id)) {
                throw error(m + ".id", "'" + id + "' already names a technology, a level or a modifier");
            }
            Role side = side(x.side(), m + ".side");
            List<String> applies = x.targets() == null ? List.of() : x.targets();
            for (int k = 0; k < applies.size(); k++) {
                if (!targetIds.contains(applies.get(k))) {
                    throw error(m + ".targets[" + k + "]", "expected one of the targets (" + String.join(", ", targetIds) + "), not "
                            + quoted(applies.get(k)));
                }
            }
            modifiers.add(new BattleRules.RocketStrike.Modifier(id, checks.text(x.name(), m + ".name"), side,
                    checks.wholeNumber(x.damageDelta(), m + ".damageDelta", -100, 100), applies, sourceOf(x.source())));
        }
        return Optional.of(new BattleRules.RocketStrike(launcher, optional(max),
                capPerRocket, levels, targets, modifiers, sourceOf(r.source()), Optional.empty()));
    }

    private static String sourceOf(String source) {
        return source == null ? "" : source;
    }

    private static java.util.OptionalInt optional(Integer n) {
        return n == null ? java.util.OptionalInt.empty() : java.util.OptionalInt.of(n);
    }

    /** @return whether a raider's or a rocket's damage is capped by the territory's income ({@code territory-income}) */
    private boolean capByIncome(String cap, String at) {
        if (!"territory-income".equals(cap) && !"none".equals(cap)) {
            throw error(at, "expected territory-income or none, not " + quoted(cap));
        }
        return "territory-income".equals(cap);
    }

    /** @return the side a raid or rocket modifier belongs to */
    private Role side(String side, String at) {
        return switch (side == null ? "" : side) {
            case "attacker" -> Role.ATTACK;
            case "defender" -> Role.DEFENSE;
            default -> throw error(at, "expected attacker or defender, not " + quoted(side));
        };
    }

    private java.util.Optional<RaidRules> raid(RaidJson r) {
        if (r == null) {
            return java.util.Optional.empty();
        }
        String at = "battle.strategicBombingRaid";
        List<String> raiders = unitIds(r.raiders(), at + ".raiders", true);
        boolean capPerRaider = capByIncome(r.capPerRaider(), at + ".capPerRaider");
        String source = sourceOf(r.source());
        List<String> escorts = unitIds(r.escorts(), at + ".escorts", false);
        List<String> interceptors = unitIds(r.interceptors(), at + ".interceptors", false);
        RaidRules.AntiAircraft aa = r.antiAircraft() == null ? RaidRules.AntiAircraft.ONE_DIE_PER_RAIDER
                : raidAntiAircraft(r.antiAircraft(), at + ".antiAircraft");
        if ((!escorts.isEmpty() || !interceptors.isEmpty()) != (r.airCombat() != null)) {
            throw error(at + ".airCombat", "an air combat goes with escorts or interceptors, and only with them");
        }
        Optional<RaidRules.AirCombat> air = r.airCombat() == null ? Optional.empty()
                : Optional.of(airCombat(r.airCombat(), at + ".airCombat"));
        List<RaidRules.Mission> missions = new ArrayList<>();
        if (r.missions() == null) {
            missions.add(RaidRules.Mission.IPC_DAMAGE);
        } else if (r.missions().isEmpty()) {
            throw error(at + ".missions", "expected at least one mission");
        }
        Set<String> ids = new HashSet<>();
        List<MissionJson> mj = r.missions() == null ? List.of() : r.missions();
        for (int i = 0; i < mj.size(); i++) {
            RaidRules.Mission m = mission(mj.get(i), at + ".missions[" + i + "]");
            if (!ids.add(m.id())) {
                throw error(at + ".missions[" + i + "].id", "mission '" + m.id() + "' is already defined");
            }
            missions.add(m);
        }
        List<RaidRules.DamageDice> dice = new ArrayList<>();
        List<DamageDiceJson> dj = r.damageDice() == null ? List.of() : r.damageDice();
        for (int i = 0; i < dj.size(); i++) {
            dice.add(damageDice(dj.get(i), at + ".damageDice[" + i + "]"));
        }
        List<RaidRules.Modifier> modifiers = new ArrayList<>();
        List<ModifierJson> mods = r.modifiers() == null ? List.of() : r.modifiers();
        for (int i = 0; i < mods.size(); i++) {
            RaidRules.Modifier m = modifier(mods.get(i), at + ".modifiers[" + i + "]");
            if (technologyIds.contains(m.id()) || modifiers.stream().anyMatch(o -> o.id().equals(m.id()))) {
                throw error(at + ".modifiers[" + i + "].id", "'" + m.id() + "' already names a technology or a raid modifier");
            }
            modifiers.add(m);
        }
        return java.util.Optional.of(new RaidRules(raiders, capPerRaider, source, escorts,
                interceptors, aa, air, missions, dice, modifiers));
    }

    private List<String> unitIds(List<String> ids, String at, boolean required) {
        if (ids == null && !required) {
            return List.of();
        }
        if (ids == null || ids.isEmpty() || ids.stream().anyMatch(u -> u == null || u.isBlank())) {
            throw error(at, "expected a list of unit ids, e.g. [\"bomber\"]");
        }
        return ids;
    }

    private RaidRules.AntiAircraft raidAntiAircraft(RaidAntiAircraftJson a, String at) {
        RaidRules.FiresAt firesAt = switch (a.firesAt() == null ? "" : a.firesAt()) {
            case "raiders" -> RaidRules.FiresAt.RAIDERS;
            case "aircraft" -> RaidRules.FiresAt.AIRCRAFT;
            case "none" -> RaidRules.FiresAt.NONE;
            default -> throw error(at + ".firesAt", "expected raiders, aircraft or none, not " + quoted(a.firesAt()));
        };
        Integer perGun = checks.optionalWholeNumber(a.targetsPerGun(), at + ".targetsPerGun", 1, 100);
        RaidRules.Chooser casualties = switch (a.casualties() == null ? "each-die" : a.casualties()) {
            case "each-die" -> RaidRules.Chooser.EACH_DIE;
            case "attacker" -> RaidRules.Chooser.ATTACKER;
            default -> throw error(at + ".casualties", "expected each-die or attacker, not " + quoted(a.casualties()));
        };
        if (casualties == RaidRules.Chooser.EACH_DIE && perGun != null) {
            throw error(at + ".casualties", "a gun firing at some of the aircraft (targetsPerGun) needs \"casualties\": \"attacker\"");
        }
        Set<String> unless = new java.util.LinkedHashSet<>();
        List<String> written = a.unlessTags() == null ? List.of() : a.unlessTags();
        for (int i = 0; i < written.size(); i++) {
            unless.add(checks.id(written.get(i), at + ".unlessTags[" + i + "]"));
        }
        if (!unless.isEmpty() && firesAt == RaidRules.FiresAt.NONE) {
            throw error(at + ".unlessTags", "no AA gun fires with \"firesAt\": \"none\", so no raider is spared");
        }
        return new RaidRules.AntiAircraft(firesAt, optional(perGun),
                casualties, sourceOf(a.source()), unless);
    }

    private RaidRules.AirCombat airCombat(AirCombatJson a, String at) {
        RaidRules.Order order = switch (a.order() == null ? "" : a.order()) {
            case "interceptors-first" -> RaidRules.Order.INTERCEPTORS_FIRST;
            case "simultaneous" -> RaidRules.Order.SIMULTANEOUS;
            default -> throw error(at + ".order", "expected interceptors-first or simultaneous, not " + quoted(a.order()));
        };
        int escort = checks.wholeNumber(a.escort(), at + ".escort", 0, 100);
        int interceptor = checks.wholeNumber(a.interceptor(), at + ".interceptor", 0, 100);
        int raider = checks.wholeNumberOr(a.raider(), at + ".raider", 0, 100, 0);
        RaidRules.Chooser chooser = switch (a.chooser() == null ? "" : a.chooser()) {
            case "attacker" -> RaidRules.Chooser.ATTACKER;
            case "defender" -> RaidRules.Chooser.DEFENDER;
            default -> throw error(at + ".chooser", "expected attacker or defender, not " + quoted(a.chooser()));
        };
        List<RaidRules.ValueDelta> deltas = new ArrayList<>();
        List<ValueDeltaJson> tj = a.technologies() == null ? List.of() : a.technologies();
        for (int i = 0; i < tj.size(); i++) {
            String t = at + ".technologies[" + i + "]";
            if (tj.get(i) == null) {
                throw error(t, "expected {\"technology\": ..., \"delta\": ...}");
            }
            deltas.add(new RaidRules.ValueDelta(technology(tj.get(i).technology(), t + ".technology"),
                    checks.wholeNumber(tj.get(i).delta(), t + ".delta", -100, 100)));
        }
        return new RaidRules.AirCombat(order, escort, interceptor, raider, chooser, deltas, sourceOf(a.source()));
    }

    private RaidRules.Mission mission(MissionJson m, String at) {
        if (m == null) {
            throw error(at, "expected a mission object");
        }
        String id = id(m.id(), at + ".id");
        RaidRules.Damage damage = switch (m.damage() == null ? "" : m.damage()) {
            case "ipc" -> RaidRules.Damage.IPC;
            case "points" -> RaidRules.Damage.POINTS;
            case "aa-guns" -> RaidRules.Damage.AA_GUNS;
            default -> throw error(at + ".damage", "expected ipc, points or aa-guns, not " + quoted(m.damage()));
        };
        List<Integer> faces = new ArrayList<>();
        List<JsonNode> fj = m.faces() == null ? List.of() : m.faces();
        for (int i = 0; i < fj.size(); i++) {
            faces.add(checks.wholeNumber(fj.get(i), at + ".faces[" + i + "]", 0, 1000));
        }
        Integer hitsOn = checks.optionalWholeNumber(m.hitsOn(), at + ".hitsOn", 1, 100);
        boolean automatic = Boolean.TRUE.equals(m.automatic());
        if ((hitsOn != null || automatic) != (damage == RaidRules.Damage.AA_GUNS) || hitsOn != null && automatic) {
            throw error(at + ".hitsOn", "a mission of AA guns takes hitsOn (a die destroys one gun on that or less) or"
                    + " \"automatic\": true, and only such a mission takes them");
        }
        if (!faces.isEmpty() && damage == RaidRules.Damage.AA_GUNS) {
            throw error(at + ".faces", "AA guns are destroyed by hitsOn or automatically, not by faces");
        }
        Integer cap = checks.optionalWholeNumber(m.cap(), at + ".cap", 0, 100_000);
        Integer ipcEach = checks.optionalWholeNumber(m.ipcEach(), at + ".ipcEach", 0, 1000);
        if ((ipcEach != null) != (damage == RaidRules.Damage.POINTS)) {
            throw error(at + ".ipcEach", "a mission of damage points says the IPC value of a point (the repair cost), and only it");
        }
        java.util.OptionalInt aaValue = java.util.OptionalInt.empty();
        Optional<String> aaUnit = Optional.empty();
        if (m.antiAircraft() != null && m.antiAircraft().isTextual()) {
            aaUnit = Optional.of(checks.id(m.antiAircraft().textValue(), at + ".antiAircraft"));
        } else if (m.antiAircraft() != null) {
            aaValue = java.util.OptionalInt.of(checks.wholeNumber(m.antiAircraft(), at + ".antiAircraft", 1, 100));
        }
        List<String> raiders = unitIds(m.raiders(), at + ".raiders", false);
        return new RaidRules.Mission(id, checks.text(m.name(), at + ".name"), damage, faces,
                optional(hitsOn), automatic,
                optional(cap),
                optional(ipcEach), aaValue, aaUnit, raiders,
                sourceOf(m.source()));
    }

    private RaidRules.DamageDice damageDice(DamageDiceJson d, String at) {
        if (d == null) {
            throw error(at, "expected a damage dice object");
        }
        Optional<String> tech = d.technology() == null ? Optional.empty() : Optional.of(technology(d.technology(), at + ".technology"));
        Integer atMost = checks.optionalWholeNumber(d.atMost(), at + ".atMost", 1, 10_000);
        int sides = checks.wholeNumber(d.sides(), at + ".sides", 1, 100);
        List<Integer> faces = new ArrayList<>();
        List<JsonNode> fj = d.faces() == null ? List.of() : d.faces();
        for (int i = 0; i < fj.size(); i++) {
            faces.add(checks.wholeNumber(fj.get(i), at + ".faces[" + i + "]", 0, 1000));
        }
        if (!faces.isEmpty() && faces.size() != sides) {
            throw error(at + ".faces", "expected " + sides + " faces, one per side of the die, got " + faces.size());
        }
        return new RaidRules.DamageDice(checks.text(d.unit(), at + ".unit"), tech, checks.wholeNumber(d.dice(), at + ".dice", 1, 12),
                sides, optional(atMost), sourceOf(d.source()), faces);
    }

    private RaidRules.Modifier modifier(ModifierJson m, String at) {
        if (m == null) {
            throw error(at, "expected a modifier object");
        }
        String id = id(m.id(), at + ".id");
        Role side = side(m.side(), at + ".side");
        int delta = checks.wholeNumberOr(m.damageDelta(), at + ".damageDelta", -100, 0, 0);
        int stayOn = checks.wholeNumberOr(m.interceptorsStayOn(), at + ".interceptorsStayOn", 1, 100, 0);
        boolean halved = Boolean.TRUE.equals(m.interceptorsHalved());
        List<String> raiders = unitIds(m.raiders(), at + ".raiders", false);
        if ((delta != 0 ? 1 : 0) + (stayOn > 0 ? 1 : 0) + (halved ? 1 : 0) + (raiders.isEmpty() ? 0 : 1) != 1) {
            throw error(at, "expected one effect: damageDelta (below 0), interceptorsStayOn, interceptorsHalved or raiders");
        }
        if (!raiders.isEmpty() && side != Role.ATTACK) {
            throw error(at + ".side", "raiders are the attacker's: expected attacker");
        }
        return new RaidRules.Modifier(id, checks.text(m.name(), at + ".name"), side, delta, stayOn, halved,
                sourceOf(m.source()), raiders);
    }

    private String technology(String id, String at) {
        if (id == null || !technologyIds.contains(id)) {
            throw error(at, "expected one of the edition's technologies (" + String.join(", ", technologyIds) + "), not " + quoted(id));
        }
        return id;
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

    private static String quoted(String s) {
        return s == null ? "nothing" : "'" + s + "'";
    }

    private EditionException error(String at, String message) {
        return checks.error(at, message);
    }
}
