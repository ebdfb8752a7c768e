package battleboard.edition;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads an edition file, checking every field, so that a broken file is refused with one line that
 * names the file, the field and what was expected. The format is described in
 * {@code docs/editions.md}.
 */
final class EditionReader {
    private static final int MAX_VALUE = 12;
    private static final Set<String> EDITION_FIELDS = Set.of("id", "name", "source", "extends", "dieSides", "units",
            "technologies", "options", "battle", "notes");
    private static final Set<String> UNIT_FIELDS = Set.of("id", "name", "abbreviations", "domain", "cost", "attack",
            "defense", "attackDice", "defenseDice", "unitsPerAttackDie", "attackRoundLimit", "hitPoints", "supports", "openingFire", "hits", "antiAircraft",
            "bombard", "antiSubmarine", "submerges", "source", "notes", "tags", "casualty", "takenLast", "damaged", "armourSave", "hitsEach");
    private static final Set<String> CHANGE_FIELDS = Set.of("attack", "defense", "attackDice", "defenseDice", "bombard",
            "cost", "attackDelta", "defenseDelta", "bombardDelta", "antiAircraftDelta", "hitsEach");

    private final String file;

    private EditionReader(String file) {
        this.file = file;
    }

    static Edition read(InputStream in, String file) throws IOException {
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(in);
        } catch (JsonProcessingException e) {
            throw new EditionException(file + ": not valid JSON at line " + e.getLocation().getLineNr()
                    + ", column " + e.getLocation().getColumnNr() + ": "
                    + e.getOriginalMessage().replaceAll("\\s*\\[Source:.*$", "").replaceAll("\\s+", " ").trim());
        }
        if (root == null || !root.isObject()) {
            throw new EditionException(file + ": expected a JSON object at the top level");
        }
        return new EditionReader(file).edition(root);
    }

    private Edition edition(JsonNode root) {
        onlyFields(root, "", EDITION_FIELDS);
        String id = text(root, "", "id");
        String name = text(root, "", "name");
        String source = optionalText(root, "", "source").orElse("");
        Optional<Edition> base = optionalText(root, "", "extends").map(b -> {
            if (!Edition.BUILT_IN.contains(b)) {
                throw error("extends", "expected one of the built-in editions (" + String.join(", ", Edition.BUILT_IN)
                        + "), got \"" + b + "\"");
            }
            return Edition.builtIn(b);
        });
        int dieSides = base.isPresent() && !root.has("dieSides") ? base.get().dieSides() : integer(root, "", "dieSides", 2, 100);
        // units and technologies of the base edition, replaced by id or added to by this file
        Map<String, UnitType> units = new LinkedHashMap<>();
        base.ifPresent(b -> b.units().forEach(u -> units.put(u.id(), u)));
        JsonNode unitsNode = base.isPresent() && !root.has("units") ? null : array(root, "", "units");
        if (unitsNode != null) {
            if (unitsNode.isEmpty() && base.isEmpty()) {
                throw error("units", "expected at least one unit");
            }
            Set<String> seen = new HashSet<>();
            for (int i = 0; i < unitsNode.size(); i++) {
                UnitType u = unit(unitsNode.get(i), "units[" + i + "]", dieSides);
                if (!seen.add(u.id())) {
                    throw error("units[" + i + "].id", "duplicate unit id '" + u.id() + "'");
                }
                units.put(u.id(), u);
            }
        }
        List<UnitType> unitList = new ArrayList<>(units.values());
        Map<String, String> names = new LinkedHashMap<>();
        for (int i = 0; i < unitList.size(); i++) {
            UnitType u = unitList.get(i);
            List<String> all = new ArrayList<>(List.of(u.id(), u.name()));
            all.addAll(u.abbreviations());
            for (String a : all) {
                String other = names.putIfAbsent(Edition.normalize(a), u.id());
                if (other != null && !other.equals(u.id())) {
                    throw error("units[" + i + "] (" + u.id() + ")", "the name '" + a + "' already names unit '" + other
                            + "'; every id, name and abbreviation must name one unit");
                }
            }
        }
        for (int i = 0; i < unitList.size(); i++) {
            Optional<UnitType.Support> s = unitList.get(i).supports();
            if (s.isPresent() && !units.containsKey(s.get().unit())) {
                throw error("units[" + i + "].supports.unit", "expected one of the edition's unit ids, got '" + s.get().unit() + "'");
            }
        }
        Map<String, Technology> techs = new LinkedHashMap<>();
        base.ifPresent(b -> b.technologies().forEach(t -> techs.put(t.id(), t)));
        if (root.has("technologies")) {
            JsonNode t = array(root, "", "technologies");
            for (int i = 0; i < t.size(); i++) {
                Technology tech = technology(t.get(i), "technologies[" + i + "]", units.keySet(), dieSides);
                techs.put(tech.id(), tech);
            }
        }
        Map<RuleOption, String> options = new EnumMap<>(RuleOption.class);
        base.ifPresent(b -> options.putAll(b.optionDefaults()));
        if (root.has("options")) {
            JsonNode o = root.get("options");
            if (!o.isObject()) {
                throw error("options", "expected an object of option name to value, got " + o);
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                RuleOption option = RuleOption.byId(e.getKey()).orElseThrow(() -> error("options." + e.getKey(),
                        "unknown rule option (known: " + String.join(", ", java.util.Arrays.stream(RuleOption.values())
                                .map(RuleOption::id).toList()) + ")"));
                String value = e.getValue().isTextual() ? e.getValue().asText() : null;
                if (value == null || !option.choices().contains(value)) {
                    throw error("options." + e.getKey(), "expected " + String.join(" or ", option.choices())
                            + ", got " + e.getValue());
                }
                options.put(option, value);
            }
        }
        BattleRules battle = root.has("battle")
                ? BattleRulesReader.read(root.get("battle"), file, java.util.Arrays.stream(RuleOption.values()).map(RuleOption::id)
                        .collect(java.util.stream.Collectors.toCollection(java.util.LinkedHashSet::new)), techs.keySet())
                : base.map(Edition::battle).orElseGet(() -> Edition.builtIn("revised").battle());
        return new Edition(id, name, source, dieSides, unitList, new ArrayList<>(techs.values()), options, battle);
    }

    private UnitType unit(JsonNode n, String path, int dieSides) {
        if (!n.isObject()) {
            throw error(path, "expected an object, got " + n);
        }
        onlyFields(n, path, UNIT_FIELDS);
        String id = text(n, path, "id");
        if (!id.matches("[a-z0-9][a-z0-9-]*")) {
            throw error(path + ".id", "expected lower-case letters, digits and hyphens, got '" + id + "'");
        }
        String name = optionalText(n, path, "name").orElse(id);
        List<String> abbreviations = new ArrayList<>();
        if (n.has("abbreviations")) {
            JsonNode a = array(n, path, "abbreviations");
            for (int i = 0; i < a.size(); i++) {
                if (!a.get(i).isTextual()) {
                    throw error(path + ".abbreviations[" + i + "]", "expected a string, got " + a.get(i));
                }
                abbreviations.add(a.get(i).asText());
            }
        }
        Domain domain = enumValue(n, path, "domain", Domain.class);
        int cost = integer(n, path, "cost", 0, 1000);
        int attack = integer(n, path, "attack", 0, dieSides);
        int defense = integer(n, path, "defense", 0, dieSides);
        int attackDice = optionalInteger(n, path, "attackDice", 1, MAX_VALUE).orElse(1);
        int defenseDice = optionalInteger(n, path, "defenseDice", 1, MAX_VALUE).orElse(1);
        int unitsPerAttackDie = optionalInteger(n, path, "unitsPerAttackDie", 1, 100).orElse(1);
        int attackRoundLimit = optionalInteger(n, path, "attackRoundLimit", 1, 100).orElse(0);
        int hitPoints = optionalInteger(n, path, "hitPoints", 1, MAX_VALUE).orElse(1);
        Optional<UnitType.Support> supports = Optional.empty();
        if (n.has("supports")) {
            JsonNode s = n.get("supports");
            String sp = path + ".supports";
            if (!s.isObject()) {
                throw error(sp, "expected an object {\"unit\": ..., \"attack\": ...}, got " + s);
            }
            onlyFields(s, sp, Set.of("unit", "attack"));
            supports = Optional.of(new UnitType.Support(text(s, sp, "unit"), integer(s, sp, "attack", 0, dieSides)));
        }
        Set<Role> openingFire = n.has("openingFire") ? enumSet(n, path, "openingFire", Role.class) : Set.of();
        Set<Domain> hits = n.has("hits") ? enumSet(n, path, "hits", Domain.class) : EnumSet.allOf(Domain.class);
        if (hits.isEmpty()) {
            throw error(path + ".hits", "expected at least one domain");
        }
        int antiAircraft = optionalInteger(n, path, "antiAircraft", 0, dieSides).orElse(0);
        int bombard = optionalInteger(n, path, "bombard", 0, dieSides).orElse(0);
        boolean antiSubmarine = n.has("antiSubmarine") && bool(n, path, "antiSubmarine");
        boolean submerges = n.has("submerges") && bool(n, path, "submerges");
        String source = optionalText(n, path, "source").orElse("");
        Set<String> tags = new java.util.LinkedHashSet<>();
        if (n.has("tags")) {
            JsonNode a = array(n, path, "tags");
            for (int i = 0; i < a.size(); i++) {
                if (!a.get(i).isTextual() || !a.get(i).asText().matches("[a-z0-9][a-z0-9-]*")) {
                    throw error(path + ".tags[" + i + "]", "expected lower-case letters, digits and hyphens, got " + a.get(i));
                }
                tags.add(a.get(i).asText());
            }
        }
        // an AA gun is never a casualty in Revised and Classic: the default for a unit with an anti-aircraft value
        boolean casualty = n.has("casualty") ? bool(n, path, "casualty") : antiAircraft == 0;
        boolean takenLast = n.has("takenLast") && bool(n, path, "takenLast");
        List<UnitType.Levels> damaged = new ArrayList<>();
        if (n.has("damaged")) {
            JsonNode a = array(n, path, "damaged");
            if (a.size() != hitPoints - 1) {
                throw error(path + ".damaged", "expected " + (hitPoints - 1) + " damage level(s), one per hit a unit of "
                        + hitPoints + " hit points can take and live, got " + a.size());
            }
            for (int i = 0; i < a.size(); i++) {
                String lp = path + ".damaged[" + i + "]";
                JsonNode l = a.get(i);
                if (!l.isObject()) {
                    throw error(lp, "expected an object {\"attack\": ..., \"defense\": ..., \"bombard\": ...}, got " + l);
                }
                onlyFields(l, lp, Set.of("attack", "defense", "bombard"));
                damaged.add(new UnitType.Levels(optionalInteger(l, lp, "attack", 0, dieSides).orElse(attack),
                        optionalInteger(l, lp, "defense", 0, dieSides).orElse(defense),
                        optionalInteger(l, lp, "bombard", 0, dieSides).orElse(bombard)));
            }
        }
        return new UnitType(id, name, abbreviations, domain, cost, attack, defense, attackDice, unitsPerAttackDie,
                attackRoundLimit, defenseDice, hitPoints,
                supports, openingFire, hits, antiAircraft, bombard, antiSubmarine, submerges, source,
                tags, casualty, takenLast, damaged, armourSave(n, path, hitPoints, dieSides),
                optionalInteger(n, path, "hitsEach", 1, MAX_VALUE).orElse(1));
    }

    private int armourSave(JsonNode n, String path, int hitPoints, int dieSides) {
        int save = optionalInteger(n, path, "armourSave", 1, dieSides - 1).orElse(0);
        if (save > 0 && hitPoints != 2) {
            throw error(path + ".armourSave", "needs \"hitPoints\": 2 (one hit is rolled for, a second destroys it), got "
                    + hitPoints);
        }
        return save;
    }

    private Technology technology(JsonNode n, String path, Set<String> unitIds, int dieSides) {
        if (!n.isObject()) {
            throw error(path, "expected an object, got " + n);
        }
        onlyFields(n, path, Set.of("id", "name", "changes", "source", "notes", "rounds"));
        String id = text(n, path, "id");
        if (!id.matches("[a-z0-9][a-z0-9-]*")) {
            throw error(path + ".id", "expected lower-case letters, digits and hyphens, got '" + id + "'");
        }
        String name = optionalText(n, path, "name").orElse(id);
        JsonNode c = n.get("changes");
        if (c == null || !c.isObject()) {
            throw error(path + ".changes", "expected an object of unit id to new values, got " + c);
        }
        Map<String, Technology.Change> changes = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = c.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String cp = path + ".changes." + e.getKey();
            if (!unitIds.contains(e.getKey())) {
                throw error(cp, "expected one of the edition's unit ids");
            }
            JsonNode v = e.getValue();
            if (!v.isObject() || v.isEmpty()) {
                throw error(cp, "expected an object of new values, got " + v);
            }
            onlyFields(v, cp, CHANGE_FIELDS);
            changes.put(e.getKey(), new Technology.Change(
                    optionalInteger(v, cp, "attack", 0, dieSides).orElse(null),
                    optionalInteger(v, cp, "defense", 0, dieSides).orElse(null),
                    optionalInteger(v, cp, "attackDice", 1, MAX_VALUE).orElse(null),
                    optionalInteger(v, cp, "defenseDice", 1, MAX_VALUE).orElse(null),
                    optionalInteger(v, cp, "bombard", 0, dieSides).orElse(null),
                    optionalInteger(v, cp, "cost", 0, 1000).orElse(null),
                    optionalInteger(v, cp, "attackDelta", -dieSides, dieSides).orElse(null),
                    optionalInteger(v, cp, "defenseDelta", -dieSides, dieSides).orElse(null),
                    optionalInteger(v, cp, "bombardDelta", -dieSides, dieSides).orElse(null),
                    optionalInteger(v, cp, "antiAircraftDelta", -dieSides, dieSides).orElse(null),
                    optionalInteger(v, cp, "hitsEach", 1, MAX_VALUE).orElse(null)));
        }
        Set<Integer> rounds = new java.util.LinkedHashSet<>();
        if (n.has("rounds")) {
            JsonNode r = array(n, path, "rounds");
            for (int i = 0; i < r.size(); i++) {
                if (!r.get(i).canConvertToInt() || !r.get(i).isIntegralNumber() || r.get(i).asInt() < 1 || r.get(i).asInt() > 100) {
                    throw error(path + ".rounds[" + i + "]", "expected a round number from 1 to 100, got " + r.get(i));
                }
                rounds.add(r.get(i).asInt());
            }
        }
        return new Technology(id, name, changes, optionalText(n, path, "source").orElse(""), rounds);
    }

    private void onlyFields(JsonNode n, String path, Set<String> allowed) {
        for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!allowed.contains(f)) {
                throw error(join(path, f), "unknown field (expected one of: " + String.join(", ", new java.util.TreeSet<>(allowed)) + ")");
            }
        }
    }

    private String text(JsonNode n, String path, String field) {
        return optionalText(n, path, field).orElseThrow(() -> error(join(path, field), "missing; expected a string"));
    }

    private Optional<String> optionalText(JsonNode n, String path, String field) {
        JsonNode v = n.get(field);
        if (v == null) {
            return Optional.empty();
        }
        if (!v.isTextual() || v.asText().isBlank()) {
            throw error(join(path, field), "expected a non-empty string, got " + v);
        }
        return Optional.of(v.asText());
    }

    private int integer(JsonNode n, String path, String field, int min, int max) {
        return optionalInteger(n, path, field, min, max)
                .orElseThrow(() -> error(join(path, field), "missing; expected a whole number from " + min + " to " + max));
    }

    private Optional<Integer> optionalInteger(JsonNode n, String path, String field, int min, int max) {
        JsonNode v = n.get(field);
        if (v == null) {
            return Optional.empty();
        }
        if (!v.isIntegralNumber() || v.asLong() < min || v.asLong() > max) {
            throw error(join(path, field), "expected a whole number from " + min + " to " + max + ", got " + v);
        }
        return Optional.of(v.asInt());
    }

    private boolean bool(JsonNode n, String path, String field) {
        JsonNode v = n.get(field);
        if (!v.isBoolean()) {
            throw error(join(path, field), "expected true or false, got " + v);
        }
        return v.asBoolean();
    }

    private JsonNode array(JsonNode n, String path, String field) {
        JsonNode v = n.get(field);
        if (v == null || !v.isArray()) {
            throw error(join(path, field), (v == null ? "missing" : "got " + v) + "; expected an array");
        }
        return v;
    }

    private <E extends Enum<E>> E enumValue(JsonNode n, String path, String field, Class<E> type) {
        String s = text(n, path, field);
        return parseEnum(s, join(path, field), type);
    }

    private <E extends Enum<E>> Set<E> enumSet(JsonNode n, String path, String field, Class<E> type) {
        JsonNode a = array(n, path, field);
        Set<E> set = EnumSet.noneOf(type);
        for (int i = 0; i < a.size(); i++) {
            String p = join(path, field) + "[" + i + "]";
            if (!a.get(i).isTextual()) {
                throw error(p, "expected a string, got " + a.get(i));
            }
            set.add(parseEnum(a.get(i).asText(), p, type));
        }
        return set;
    }

    private <E extends Enum<E>> E parseEnum(String s, String path, Class<E> type) {
        try {
            return Enum.valueOf(type, s.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw error(path, "expected one of " + String.join(", ", java.util.Arrays.stream(type.getEnumConstants())
                    .map(x -> x.name().toLowerCase(Locale.ROOT)).toList()) + ", got \"" + s + "\"");
        }
    }

    private static String join(String path, String field) {
        return path.isEmpty() ? field : path + "." + field;
    }

    private EditionException error(String path, String message) {
        return new EditionException(file + ": " + path + ": " + message);
    }
}
