package battleboard.edition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@link PlainJson} reads the documents it takes to the tree Jackson's {@code ObjectMapper.readTree} gives, and leaves
 * every other document to the mapper, which names its problem.
 */
class PlainJsonTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void eachBattlePresetAndATypicalBatchLineReadsAsTheMapperReadsIt() throws IOException {
        List<Path> presets;
        try (Stream<Path> files = Files.list(Path.of("presets", "battles"))) {
            presets = files.filter(p -> p.toString().endsWith(".json")).sorted().collect(Collectors.toList());
        }
        assertTrue(presets.size() >= 5, "the battle presets");
        for (Path preset : presets) {
            byte[] text = Files.readAllBytes(preset);
            assertEquals(MAPPER.readTree(text), PlainJson.tree(text).orElseThrow(), preset.toString());
        }
        for (String line : List.of("{\"attacker\": \"3 inf, 1 tank\", \"defender\": \"4 inf\", \"rounds\": 3}",
                "{\"attacker\": \"1 bb\", \"defender\": \"2 dd\", \"options\": {\"x\": 1.5, \"y\": true, \"z\": null}}",
                "[1, 9999999999, -2.25e3, 1e400]", "\"text\"")) {
            assertEquals(MAPPER.readTree(line), PlainJson.tree(utf8(line)).orElseThrow(), line);
        }
    }

    @Test
    void aDocumentWithAProblemIsLeftToTheMapper() {
        for (String text : List.of("", "   ", "{\"attacker\": \"3 inf\", \"defender\": ", "{\"a\": 1, \"a\": 2}",
                "{\"a\": 1} {\"b\": 2}", "{\"a\": 1}}", "{\"a\": 123456789012345678901234567890}",
                "not json")) {
            assertTrue(PlainJson.tree(utf8(text)).isEmpty(), text);
        }
    }
}
