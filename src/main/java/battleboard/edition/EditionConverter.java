package battleboard.edition;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Checks an edition file bound to {@link EditionJson} and builds the edition's content ({@link EditionContent}): the top-level
 * fields, the built-in edition it {@code extends}, its units and technologies merged into the base's by
 * id, the names players type, and the rule options ({@code docs/editions.md}).
 */
final class EditionConverter {
    /**
     * The built-in editions an edition file may extend: their ids, and each one's content (read once and kept by
     * {@code Edition}).
     *
     * @param ids     the built-in editions' ids
     * @param content the content of the built-in edition with this id
     */
    record Bases(List<String> ids, java.util.function.Function<String, EditionContent> content) {
    }

    private final FieldChecks checks;
    private final boolean builtIn;
    private final Bases bases;

    /**
     * @param file    the file as named to the user
     * @param builtIn whether it is a built-in edition, whose {@code battle} section is first bound by
     *                {@link BuiltInJson}
     * @param bases   the built-in editions it may extend
     */
    EditionConverter(String file, boolean builtIn, Bases bases) {
        this.checks = new FieldChecks(file);
        this.builtIn = builtIn;
        this.bases = bases;
    }

    /**
     * @param json the file as bound by Jackson
     * @return the edition's content
     * @throws EditionException naming the file, the first field that is wrong and what was expected
     */
    EditionContent edition(EditionJson json) {
        String id = checks.text(json.id(), "id");
        String name = checks.text(json.name(), "name");
        String source = checks.optionalText(json.source(), "source", "");
        Optional<EditionContent> base = Optional.ofNullable(checks.optionalText(json.base(), "extends", null)).map(this::base);
        int dieSides = base.isPresent() && json.dieSides() == null ? base.get().dieSides()
                : checks.wholeNumber(json.dieSides(), "dieSides", 2, 100);
        List<UnitType> units = units(json.units(), base, dieSides);
        Set<String> unitIds = units.stream().map(UnitType::id).collect(Collectors.toSet());
        Map<String, Technology> techs = new LinkedHashMap<>();
        base.ifPresent(b -> b.technologies().forEach(t -> techs.put(t.id(), t)));
        if (json.technologies() != null) {
            TechnologyConverter converter = new TechnologyConverter(checks, units, dieSides);
            for (int i = 0; i < json.technologies().size(); i++) {
                Technology t = converter.technology(json.technologies().get(i), "technologies[" + i + "]");
                techs.put(t.id(), t);
            }
        }
        List<Technology.Optioned> optioned = new java.util.ArrayList<>();
        base.ifPresent(b -> optioned.addAll(b.optioned()));
        optioned.addAll(new TechnologyConverter(checks, units, dieSides).optioned(json.optioned(), "optioned"));
        Map<RuleOption, String> options = new EnumMap<>(RuleOption.class);
        base.ifPresent(b -> options.putAll(b.optionDefaults()));
        if (json.options() != null) {
            json.options().forEach((key, value) -> {
                RuleOption option = option(key);
                options.put(option, value(option, value));
            });
        }
        BattleRules battle = json.battle() != null
                ? BattleRulesReader.read(json.battle(), checks.file(), Arrays.stream(RuleOption.values()).map(RuleOption::id)
                        .collect(Collectors.toCollection(java.util.LinkedHashSet::new)), techs.keySet(), dieSides, builtIn)
                : base.map(EditionContent::battle).orElseGet(() -> bases.content().apply("revised").battle());
        java.util.Set<String> stepIds = battle.steps().stream().map(BattleRules.StepRule::id).collect(Collectors.toSet());
        for (int i = 0; i < units.size(); i++) {
            String expends = units.get(i).expends();
            if (!expends.isEmpty() && !stepIds.contains(expends)) {
                throw checks.error("units[" + i + "].expends", "expected the id of a battle step (" + String.join(", ", stepIds)
                        + "), got \"" + expends + "\"");
            }
        }
        List<BattleRules.Shelter> shelters = battle.lineup().shelters();
        for (int i = 0; i < shelters.size(); i++) {
            BattleRules.Shelter sh = shelters.get(i);
            for (String named : java.util.stream.Stream.concat(java.util.stream.Stream.of(sh.unit()), sh.holds().stream().sorted()).toList()) {
                if (!unitIds.contains(named)) {
                    throw checks.error("battle.shelters[" + i + "]", "expected the edition's unit ids, got '" + named + "'");
                }
            }
        }
        for (UnitType u : units) {
            for (String loaded : u.carries().map(c -> new java.util.TreeSet<>(c.infantry())).orElseGet(java.util.TreeSet::new)) {
                if (!unitIds.contains(loaded)) {
                    throw checks.error("units (" + u.id() + ").carries.infantry", "expected the edition's unit ids, got '" + loaded + "'");
                }
            }
        }
        battle.rolls().detection().ifPresent(d -> {
            for (int i = 0; i < d.detectors().size(); i++) {
                if (!unitIds.contains(d.detectors().get(i))) {
                    throw checks.error("battle.detectionRolls.detectors[" + i + "]", "expected one of the edition's unit ids, got '"
                            + d.detectors().get(i) + "'");
                }
            }
        });
        battle.rolls().chineseMorale().filter(m -> !unitIds.contains(m.unit())).ifPresent(m -> {
            throw checks.error("battle.chineseMorale.unit", "expected one of the edition's unit ids, got '" + m.unit() + "'");
        });
        battle.rolls().declared().forEach((field, roll) -> roll.ids().forEach((key, named) -> {
            if (!unitIds.contains(named) && !techs.containsKey(named)) {
                throw checks.error("battle.rolls." + field + "." + key, "expected one of the edition's unit or technology ids, got '"
                        + named + "'");
            }
        }));
        checkExpends(techs.values(), optioned, stepIds);
        return new EditionContent(id, name, source, dieSides, units, List.copyOf(techs.values()), options, List.copyOf(optioned), battle);
    }

    private EditionContent base(String id) {
        if (!bases.ids().contains(id)) {
            throw checks.error("extends", "expected one of the built-in editions (" + String.join(", ", bases.ids())
                    + "), got \"" + id + "\"");
        }
        return bases.content().apply(id);
    }

    /** @return the base's units, each replaced by this file's unit of the same id, then this file's new units */
    private List<UnitType> units(List<EditionJson.Unit> written, Optional<EditionContent> base, int dieSides) {
        Map<String, UnitType> units = new LinkedHashMap<>();
        base.ifPresent(b -> b.units().forEach(u -> units.put(u.id(), u)));
        if (written == null && base.isEmpty()) {
            throw checks.error("units", "missing; expected an array");
        }
        if (written != null) {
            if (written.isEmpty() && base.isEmpty()) {
                throw checks.error("units", "expected at least one unit");
            }
            UnitConverter converter = new UnitConverter(checks, dieSides);
            Set<String> seen = new HashSet<>();
            for (int i = 0; i < written.size(); i++) {
                UnitType u = converter.unit(written.get(i), "units[" + i + "]");
                if (!seen.add(u.id())) {
                    throw checks.error("units[" + i + "].id", "duplicate unit id '" + u.id() + "'");
                }
                units.put(u.id(), u);
            }
        }
        List<UnitType> list = new ArrayList<>(units.values());
        checkNames(list);
        checkSupports(list, units.keySet());
        return list;
    }

    /** Every id, name and abbreviation names one unit. */
    private void checkNames(List<UnitType> units) {
        Map<String, String> names = new LinkedHashMap<>();
        for (int i = 0; i < units.size(); i++) {
            UnitType u = units.get(i);
            List<String> all = new ArrayList<>(List.of(u.id(), u.name()));
            all.addAll(u.abbreviations());
            for (String a : all) {
                String other = names.putIfAbsent(EditionContent.normalize(a), u.id());
                if (other != null && !other.equals(u.id())) {
                    throw checks.error("units[" + i + "] (" + u.id() + ")", "the name '" + a + "' already names unit '"
                            + other + "'; every id, name and abbreviation must name one unit");
                }
            }
        }
    }

    /**
     * @throws EditionException naming a change whose {@code expends} is not the id of one of the battle's steps
     */
    private void checkExpends(java.util.Collection<Technology> techs, List<Technology.Optioned> optioned, Set<String> stepIds) {
        java.util.function.BiConsumer<String, Map<String, Technology.Change>> check = (path, changes) -> changes.forEach((unit, c) -> {
            if (c.expends() != null && !stepIds.contains(c.expends())) {
                throw checks.error(path + "." + unit + ".expends", "expected the id of a battle step (" + String.join(", ", stepIds)
                        + "), got \"" + c.expends() + "\"");
            }
        });
        for (Technology t : techs) {
            check.accept("technologies[" + t.id() + "].changes", t.changes());
            for (int i = 0; i < t.reach().optioned().size(); i++) {
                check.accept("technologies[" + t.id() + "].optioned[" + i + "].changes", t.reach().optioned().get(i).changes());
            }
        }
        for (int i = 0; i < optioned.size(); i++) {
            check.accept("optioned[" + i + "].changes", optioned.get(i).changes());
        }
    }

    private void checkSupports(List<UnitType> units, Set<String> unitIds) {
        for (int i = 0; i < units.size(); i++) {
            Optional<UnitType.Support> s = units.get(i).supports();
            if (s.isPresent() && !unitIds.contains(s.get().unit())) {
                throw checks.error("units[" + i + "].supports.unit", "expected one of the edition's unit ids, got '"
                        + s.get().unit() + "'");
            }
        }
    }

    private RuleOption option(String id) {
        return RuleOption.byId(id).orElseThrow(() -> checks.error("options." + id, "unknown rule option (known: "
                + Arrays.stream(RuleOption.values()).map(RuleOption::id).collect(Collectors.joining(", ")) + ")"));
    }

    private String value(RuleOption option, JsonNode value) {
        if (!value.isTextual() || !option.choices().contains(value.asText())) {
            throw checks.error("options." + option.id(), "expected " + String.join(" or ", option.choices())
                    + ", got " + value);
        }
        return value.asText();
    }
}
