package battleboard.edition;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The class the build writes from {@code presets/} ({@link BuiltInFiles}, by {@code src/build/java/BuiltInFilesSource.java})
 * holds each built-in edition file and the rulebooks' index byte for byte as the repository has them.
 */
class BuiltInFilesTest {
    private static final Path PRESETS = Path.of("presets");

    private static List<Path> builtIn() throws IOException {
        try (Stream<Path> editions = Files.list(PRESETS.resolve("editions"))) {
            List<Path> files = editions.filter(p -> p.toString().endsWith(".json")).sorted().collect(Collectors.toList());
            files.add(PRESETS.resolve("rulebooks.json"));
            return files;
        }
    }

    @Test
    void eachFileIsHeldByteForByte() throws IOException {
        List<Path> files = builtIn();
        assertEquals(Edition.BUILT_IN.size() + 1, files.size(), "an edition file for each built-in edition, and the index");
        for (Path file : files) {
            String resource = "presets/" + PRESETS.relativize(file).toString().replace('\\', '/');
            byte[] held = BuiltInFiles.bytes(resource);
            assertNotNull(held, resource);
            assertArrayEquals(Files.readAllBytes(file), held, resource);
        }
    }

    @Test
    void theLargerFilesAreHeldInPartsJoinedAgain() throws IOException {
        // the generator cuts a file where a constant would pass 30,000 bytes: these two are cut (each held in more than
        // one constant), and compared whole, joined again, above
        assertTrue(Files.size(PRESETS.resolve("rulebooks.json")) > 30_000);
        assertTrue(Files.size(PRESETS.resolve("editions/global-war-1939.json")) > 30_000);
        long constants = Arrays.stream(BuiltInFiles.class.getDeclaredFields())
                .filter(f -> f.getType() == String.class && Modifier.isStatic(f.getModifiers())).count();
        assertTrue(constants >= builtIn().size() + 2, constants + " constants for " + builtIn().size() + " files");
    }

    @Test
    void aFileNotBuiltInIsNull() {
        assertNull(BuiltInFiles.bytes("presets/editions/no-such-edition.json"));
        assertNull(BuiltInFiles.bytes("presets/battles/revised-sea-battle.json"));
    }
}
