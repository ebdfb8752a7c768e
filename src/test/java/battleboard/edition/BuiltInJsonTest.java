package battleboard.edition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * {@link BuiltInJson} reads every built-in edition to exactly what Jackson's mappers read, and leaves
 * to them whatever it is not sure of, so that the edition comes out the same either way.
 */
class BuiltInJsonTest {
    static final List<String> BUILT_IN = Edition.BUILT_IN;

    private static byte[] file(String id) throws IOException {
        try (InputStream in = BuiltInJsonTest.class.getClassLoader().getResourceAsStream("presets/editions/" + id + ".json")) {
            return in.readAllBytes();
        }
    }

    /** The names {@link BuiltInJson#RENAMED} lists are those Jackson reads from {@code @JsonProperty}, in every record it binds. */
    @Test
    void theRenamedComponentsAreTheAnnotations() {
        java.util.Map<Class<?>, java.util.Map<String, String>> annotated = new java.util.HashMap<>();
        java.util.Deque<Class<?>> records = new java.util.ArrayDeque<>(List.of(EditionJson.class, BattleJson.class));
        java.util.Set<Class<?>> seen = new java.util.HashSet<>();
        while (!records.isEmpty()) {
            Class<?> r = records.pop();
            if (!r.isRecord() || !seen.add(r)) {
                continue;
            }
            records.addAll(List.of(r.getDeclaredClasses()));
            for (java.lang.reflect.RecordComponent c : r.getRecordComponents()) {
                records.add(c.getType());
                if (c.getGenericType() instanceof java.lang.reflect.ParameterizedType t) {
                    for (java.lang.reflect.Type a : t.getActualTypeArguments()) {
                        if (a instanceof Class<?> k) {
                            records.add(k);
                        }
                    }
                }
                // on the accessor: JsonProperty does not target record components, so Java leaves it off them
                com.fasterxml.jackson.annotation.JsonProperty p = c.getAccessor().getAnnotation(com.fasterxml.jackson.annotation.JsonProperty.class);
                if (p != null) {
                    annotated.computeIfAbsent(r, k -> new java.util.HashMap<>()).put(c.getName(), p.value());
                }
            }
        }
        assertEquals(annotated, BuiltInJson.RENAMED);
        org.junit.jupiter.api.Assertions.assertTrue(seen.size() > 10, "records seen: " + seen);
    }

    @ParameterizedTest
    @FieldSource("BUILT_IN")
    void theTreeIsJacksons(String id) throws Exception {
        byte[] json = file(id);
        assertEquals(EditionJsonMapper.MAPPER.readTree(json), BuiltInJson.tree(json));
    }

    @ParameterizedTest
    @FieldSource("BUILT_IN")
    void theFileBindsHereToJacksonsRecords(String id) throws Exception {
        JsonNode tree = BuiltInJson.tree(file(id));
        assertEquals(EditionJsonMapper.MAPPER.treeToValue(tree, EditionJson.class), BuiltInJson.bind(tree, EditionJson.class, true));
    }

    @ParameterizedTest
    @FieldSource("BUILT_IN")
    void theBattleSectionBindsHereToJacksonsRecords(String id) throws Exception {
        JsonNode battle = BuiltInJson.tree(file(id)).get("battle");
        if (battle == null) {
            return; // the edition keeps the one it extends
        }
        JsonNode expanded = BattleRulesReader.expandOptions(battle, id);
        assertEquals(BattleRulesReader.bind(battle, id, false), BuiltInJson.bind(expanded, BattleJson.class, false));
    }

    @ParameterizedTest
    @FieldSource("BUILT_IN")
    void theEditionIsTheSameReadEitherWay(String id) throws Exception {
        Edition fast = Edition.read(new ByteArrayInputStream(file(id)), id + ".json", true);
        Edition jackson = Edition.read(new ByteArrayInputStream(file(id)), id + ".json", false);
        assertSameEdition(jackson, fast);
    }

    /** An explicit null and a number written as text: Jackson's battle-section mapper takes both, this reader neither. */
    @Test
    void whatItLeavesToJacksonStillReadsTheSame() throws Exception {
        ObjectNode revised = (ObjectNode) EditionJsonMapper.MAPPER.readTree(file("revised"));
        ObjectNode step = (ObjectNode) revised.get("battle").get("steps").get(0);
        step.putNull("source");
        ObjectNode dice = revised.get("battle").get("steps").get(0).get("fire").get(0).withObjectProperty("dice");
        dice.put("maxFirers", "1");
        byte[] edited = EditionJsonMapper.MAPPER.writeValueAsBytes(revised);
        JsonNode expanded = BattleRulesReader.expandOptions(BuiltInJson.tree(edited).get("battle"), "revised");
        assertThrows(BuiltInJson.Unbound.class, () -> BuiltInJson.bind(expanded, BattleJson.class, false));

        Edition fast = Edition.read(new ByteArrayInputStream(edited), "revised.json", true);
        assertSameEdition(Edition.read(new ByteArrayInputStream(edited), "revised.json", false), fast);
    }

    @Test
    void aBrokenBuiltInIsRefusedWithJacksonsMessage() {
        byte[] edited = "{\"id\": \"revised\", \"name\": \"x\", \"dieSides\": 6, \"units\": [], \"colour\": 1}"
                .getBytes(StandardCharsets.UTF_8);
        EditionException fast = assertThrows(EditionException.class,
                () -> Edition.read(new ByteArrayInputStream(edited), "revised.json", true));
        EditionException jackson = assertThrows(EditionException.class,
                () -> Edition.read(new ByteArrayInputStream(edited), "revised.json", false));
        assertEquals(jackson.getMessage(), fast.getMessage());
    }

    @Test
    void itLeavesToJacksonWhatItIsNotSureOf() throws Exception {
        assertUnbound("{\"id\": \"x\", \"colour\": 1}");                   // an unknown field
        assertUnbound("{\"id\": null}");                                   // an explicit null
        assertUnbound("{\"id\": 3}");                                      // a number for a string
        assertUnbound("{\"units\": [{\"submerges\": \"yes\"}]}");          // text for a boolean
        assertUnbound("{\"units\": [{\"domain\": \"ocean\"}]}");           // not an enum value
        assertUnbound("{\"units\": {\"id\": \"inf\"}}");                   // an object for an array
        assertThrows(BuiltInJson.Unbound.class, () -> BuiltInJson.tree(bytes("{\"id\": \"a\", \"id\": \"b\"}")));
        assertThrows(BuiltInJson.Unbound.class, () -> BuiltInJson.tree(bytes("{\"dieSides\": 123456789012345678901234567890}")));
        assertThrows(BuiltInJson.Unbound.class, () -> BuiltInJson.tree(bytes("")));
        // case: Jackson's edition mapper ignores it in enum values, the battle section's mapper does not
        assertEquals(Domain.LAND, BuiltInJson.bind(BuiltInJson.tree(bytes("{\"units\": [{\"domain\": \"Land\"}]}")),
                EditionJson.class, true).units().get(0).domain());
        assertThrows(BuiltInJson.Unbound.class, () -> BuiltInJson.bind(BuiltInJson.tree(bytes("{\"units\": [{\"domain\": \"Land\"}]}")),
                EditionJson.class, false));
        assertThrows(BuiltInJson.Unbound.class, () -> BuiltInJson.bind(BuiltInJson.tree(bytes(
                "{\"steps\": [{\"fire\": [{\"dice\": {\"maxFirers\": 4000000000}}]}]}")), BattleJson.class, false));
    }

    private static void assertUnbound(String json) throws Exception {
        JsonNode tree = BuiltInJson.tree(bytes(json));
        assertThrows(BuiltInJson.Unbound.class, () -> BuiltInJson.bind(tree, EditionJson.class, true), json);
    }

    private static byte[] bytes(String json) {
        return json.getBytes(StandardCharsets.UTF_8);
    }

    private static void assertSameEdition(Edition expected, Edition actual) {
        assertEquals(expected.id(), actual.id());
        assertEquals(expected.name(), actual.name());
        assertEquals(expected.source(), actual.source());
        assertEquals(expected.dieSides(), actual.dieSides());
        assertEquals(expected.units(), actual.units());
        assertEquals(expected.technologies(), actual.technologies());
        assertEquals(expected.optionDefaults(), actual.optionDefaults());
        assertEquals(expected.battle(), actual.battle());
    }
}
