package battleboard.input;

import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.battle.SubmergePolicy;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * A battle file, the JSON form of a {@link BattlePreset}: its fields are the preset's (see there), read with one line
 * naming the file, the field and what was expected for each problem, and written two-space indented.
 */
final class BattleFile {
    /** The fields of a battle file: the battle's own, then those around it ({@link RollField}). */
    private static final Set<String> FIELDS = fields("name", "edition", "attacker", "defender", "bombard", "damaged",
            "techs", "options", "orders", "keepLand", "amphibious", "retreat", "submerge", "round", "cargo", "noLanding", "landed", "notes");

    private static Set<String> fields(String... own) {
        Set<String> all = new java.util.HashSet<>(Set.of(own));
        for (RollField f : RollField.values()) {
            all.add(f.field());
        }
        return Set.copyOf(all);
    }

    private BattleFile() {
    }

    /**
     * Writes a battle as a battle file: every part it gives, in the fields {@link #read(Path)} reads, two-space
     * indented.
     *
     * @param p the battle
     * @return the JSON text, ending in a newline
     * @throws IllegalArgumentException when the retreat policy is a table of states ({@link RetreatPolicy.InStates}),
     *                                  which a file cannot hold
     */
    static String write(BattlePreset p) {
        ObjectMapper mapper = new ObjectMapper();
        com.fasterxml.jackson.databind.node.ObjectNode root = mapper.createObjectNode();
        if (!p.name().isEmpty()) {
            root.put("name", p.name());
        }
        p.edition().ifPresent(v -> root.put("edition", v));
        p.attacker().ifPresent(v -> root.put("attacker", v));
        p.defender().ifPresent(v -> root.put("defender", v));
        p.bombard().ifPresent(v -> root.put("bombard", v));
        p.landed().ifPresent(v -> root.put("landed", v));
        putSides(root, "damaged", p.damaged());
        putSides(root, "cargo", p.cargo());
        if (!p.techs().isEmpty()) {
            com.fasterxml.jackson.databind.node.ObjectNode t = root.putObject("techs");
            p.techs().forEach((side, ids) -> ids.forEach(t.putArray(side.label())::add));
        }
        if (!p.options().isEmpty()) {
            com.fasterxml.jackson.databind.node.ObjectNode o = root.putObject("options");
            p.options().forEach(o::put);
        }
        putSides(root, "orders", p.orders());
        p.keepLand().ifPresent(n -> root.put("keepLand", n));
        if (p.amphibious()) {
            root.put("amphibious", true);
        }
        p.retreat().ifPresent(r -> root.put("retreat", BattlePreset.retreatText(r)));
        Map<Side, String> submergeTexts = new EnumMap<>(Side.class);
        p.submerge().forEach((side, policy) -> submergeTexts.put(side, policy.id()));
        putSides(root, "submerge", submergeTexts);
        p.round().ifPresent(n -> root.put("round", n));
        if (!p.noLanding().isEmpty()) {
            com.fasterxml.jackson.databind.node.ArrayNode sides = root.putArray("noLanding");
            p.noLanding().forEach(side -> sides.add(side.label()));
        }
        p.rolls().given().forEach((field, text) -> {
            if (field.takesValue()) {
                root.put(field.field(), text);
            } else {
                root.put(field.field(), true);
            }
        });
        try {
            return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a battle cannot be written as JSON", e); // a tree of text and numbers always can
        }
    }

    private static void putSides(com.fasterxml.jackson.databind.node.ObjectNode root, String field, Map<Side, String> bySide) {
        if (!bySide.isEmpty()) {
            com.fasterxml.jackson.databind.node.ObjectNode o = root.putObject(field);
            bySide.forEach((side, text) -> o.put(side.label(), text));
        }
    }

    /**
     * Reads a battle file.
     *
     * @param file a JSON battle file
     * @return the preset
     * @throws IllegalArgumentException one line naming the file, the field and what was expected
     */
    static BattlePreset read(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, file.toString(), true);
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": cannot be read: " + e.getMessage());
        }
    }

    /**
     * @param in   the JSON text
     * @param file the file's name, for messages
     * @return the preset
     * @throws IllegalArgumentException one line naming the file, the field and what was expected
     * @throws IOException              when the stream cannot be read
     */
    static BattlePreset read(InputStream in, String file) throws IOException {
        return read(in, file, false);
    }

    /** @param whole whether the text is a whole file, which may hold nothing after its object (a line of a batch may) */
    private static BattlePreset read(InputStream in, String file, boolean whole) throws IOException {
        byte[] text = in.readAllBytes();
        // one JSON value with nothing unusual, read without Jackson's data binding (odds --batch starts sooner); any
        // other text through Jackson's mapper, which refuses it or reads it as it always did
        JsonNode root = battleboard.edition.PlainJson.tree(text).orElse(null);
        if (root == null) {
            root = mapperTree(text, file, whole);
        }
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException(file + ": expected a JSON object at the top level");
        }
        return new Reader(file).preset(root);
    }

    /** @return the text's tree as Jackson's mapper reads it, or {@code null} for an empty text */
    private static JsonNode mapperTree(byte[] text, String file, boolean whole) throws IOException {
        try {
            // a key given twice, or content after a file's object, is refused, never read silently (issue 27)
            return com.fasterxml.jackson.databind.json.JsonMapper.builder()
                    .enable(com.fasterxml.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                    .configure(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS, whole).build()
                    .readTree(text);
        } catch (JsonProcessingException e) {
            // a limit of Jackson's StreamReadConstraints (nesting depth, string or number length) gives no location
            com.fasterxml.jackson.core.JsonLocation at = e.getLocation();
            String where = at == null || at.getLineNr() < 1 ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
            throw new IllegalArgumentException(file + ": not valid JSON" + where + ": " + battleboard.edition.JsonErrors.reason(e));
        }
    }

    /**
     * @return the edits (a letter put in, taken out or changed) that make {@code a} into {@code b}: how near a misspelt
     *         field is to a field, for the refusal's suggestion
     */
    static int edits(String a, String b) {
        int[] row = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            row[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            int diagonal = row[0];
            row[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int above = row[j];
                row[j] = Math.min(Math.min(row[j] + 1, row[j - 1] + 1), diagonal + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
                diagonal = above;
            }
        }
        return row[b.length()];
    }

    /** Checks each field of one file and names the first that is wrong. */
    private record Reader(String file) {
        BattlePreset preset(JsonNode root) {
            for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
                String f = it.next();
                if (!FIELDS.contains(f)) {
                    List<String> near = FIELDS.stream().sorted().filter(k -> edits(k.toLowerCase(Locale.ROOT), f.toLowerCase(Locale.ROOT))
                            <= Math.max(1, Math.min(k.length(), f.length()) / 3)).toList();
                    throw error(f, "not a battle field " + (near.isEmpty() ? "(fields: " + String.join(", ", FIELDS.stream().sorted().toList()) + ")"
                            : "(did you mean " + String.join(" or ", near) + "?)"));
                }
            }
            Map<Side, List<String>> techs = new EnumMap<>(Side.class);
            sides(root, "techs").forEach((s, n) -> {
                if (!n.isArray()) {
                    throw error("techs." + s.label(), "expected a list of technology ids");
                }
                List<String> ids = new ArrayList<>();
                for (int i = 0; i < n.size(); i++) {
                    ids.add(text(n.get(i), "techs." + s.label() + "[" + i + "]"));
                }
                techs.put(s, ids);
            });
            Map<String, String> options = new LinkedHashMap<>();
            JsonNode o = root.get("options");
            if (o != null) {
                if (!o.isObject()) {
                    throw error("options", "expected an object of option id to value");
                }
                o.fields().forEachRemaining(x -> options.put(x.getKey(), text(x.getValue(), "options." + x.getKey())));
            }
            Map<Side, SubmergePolicy> submerge = new EnumMap<>(Side.class);
            sides(root, "submerge").forEach((s, n) -> {
                try {
                    submerge.put(s, SubmergePolicy.parse(text(n, "submerge." + s.label())));
                } catch (IllegalArgumentException e) {
                    throw error("submerge." + s.label(), e.getMessage());
                }
            });
            Optional<RetreatPolicy> retreat = optionalText(root, "retreat").map(t -> {
                try {
                    return BattlePreset.retreat(t);
                } catch (IllegalArgumentException e) {
                    throw error("retreat", "expected one of " + RetreatTexts.RETREATS + "; got \"" + t + "\"");
                }
            });
            JsonNode amphibious = root.get("amphibious");
            if (amphibious != null && !amphibious.isBoolean()) {
                throw error("amphibious", "expected true or false");
            }
            return new BattlePreset(optionalText(root, "name").orElse(""), optionalText(root, "edition"),
                    optionalText(root, "attacker"), optionalText(root, "defender"), optionalText(root, "bombard"),
                    sideTexts(root, "damaged"), techs, options, sideTexts(root, "orders"), count(root, "keepLand", 0),
                    amphibious != null && amphibious.booleanValue(), retreat, submerge, count(root, "round", 1),
                    sideTexts(root, "cargo"), noLanding(root), optionalText(root, "landed"),
                    rolls(root));
        }

        /** @return the fields around the battle ({@link RollField}): a text, or a switch that is true or false */
        private BattlePreset.Rolls rolls(JsonNode root) {
            Map<RollField, String> given = new EnumMap<>(RollField.class);
            for (RollField f : RollField.values()) {
                if (f.takesValue()) {
                    optionalText(root, f.field()).ifPresent(text -> given.put(f, text));
                } else if (flag(root, f.field())) {
                    given.put(f, "true");
                }
            }
            return new BattlePreset.Rolls(given);
        }

        private boolean flag(JsonNode root, String field) {
            JsonNode n = root.get(field);
            if (n != null && !n.isBoolean()) {
                throw error(field, "expected true or false");
            }
            return n != null && n.booleanValue();
        }

        private Set<Side> noLanding(JsonNode root) {
            JsonNode n = root.get("noLanding");
            Set<Side> sides = EnumSet.noneOf(Side.class);
            if (n == null) {
                return sides;
            }
            if (!n.isArray()) {
                throw error("noLanding", "expected an array of sides, e.g. [\"defender\"]");
            }
            for (JsonNode x : n) {
                String t = text(x, "noLanding");
                sides.add(Side.byLabel(t).filter(v -> v.label().equals(t))
                        .orElseThrow(() -> error("noLanding", "expected attacker or defender, got \"" + t + "\"")));
            }
            return sides;
        }

        private Map<Side, JsonNode> sides(JsonNode root, String field) {
            Map<Side, JsonNode> m = new EnumMap<>(Side.class);
            JsonNode n = root.get(field);
            if (n == null) {
                return m;
            }
            if (!n.isObject()) {
                throw error(field, "expected an object with \"attacker\" and/or \"defender\"");
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                Side s = switch (e.getKey()) {
                    case "attacker" -> Side.ATTACKER;
                    case "defender" -> Side.DEFENDER;
                    default -> throw error(field + "." + e.getKey(), "expected \"attacker\" or \"defender\"");
                };
                m.put(s, e.getValue());
            }
            return m;
        }

        private Map<Side, String> sideTexts(JsonNode root, String field) {
            Map<Side, String> m = new EnumMap<>(Side.class);
            sides(root, field).forEach((s, n) -> m.put(s, text(n, field + "." + s.label())));
            return m;
        }

        private Optional<String> optionalText(JsonNode root, String field) {
            JsonNode n = root.get(field);
            return n == null ? Optional.empty() : Optional.of(text(n, field));
        }

        private String text(JsonNode n, String field) {
            if (!n.isTextual()) {
                throw error(field, "expected text, got " + n.getNodeType().name().toLowerCase(Locale.ROOT));
            }
            return n.asText();
        }

        private OptionalInt count(JsonNode root, String field, int min) {
            JsonNode n = root.get(field);
            if (n == null) {
                return OptionalInt.empty();
            }
            if (!n.canConvertToInt() || !n.isIntegralNumber() || n.asInt() < min) {
                throw error(field, "expected a whole number of at least " + min + ", got " + n);
            }
            return OptionalInt.of(n.asInt());
        }

        private IllegalArgumentException error(String field, String expectation) {
            return new IllegalArgumentException(file + ": field '" + field + "': " + expectation);
        }
    }
}
