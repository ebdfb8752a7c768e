package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The repository's {@code bin/battleboard} and the app image's {@code bin/battleboard-cli} ship apart, each with the JVM
 * flags a command line starts fast with ({@code docs/performance.md}, "Command line (issue 24)"): they hold the same
 * line, so that a flag measured and changed in one goes to the other.
 */
class FastFlagsTest {
    private static String quick(String script) throws IOException {
        List<String> lines = Files.readAllLines(Path.of(script)).stream().filter(l -> l.startsWith("quick=")).toList();
        assertEquals(1, lines.size(), script + ": one line quick=...");
        return lines.get(0);
    }

    @Test
    void bothScriptsStartTheCommandLineWithTheSameFlags() throws IOException {
        String repository = quick("bin/battleboard");
        assertEquals(repository, quick("src/main/jpackage/battleboard-cli"));
        assertTrue(repository.contains("-XX:TieredStopAtLevel=1"), repository);
    }
}
