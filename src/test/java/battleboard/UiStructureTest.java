package battleboard;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One job per file in the form (issue 25, item 4): no file of {@code ui} is over {@link #MOST_LINES} lines. No files of
 * {@code ui} refer to each other in a cycle: {@link ArchitectureTest} checks that in every package. The form's view model
 * ({@code BattleboardViewModel}) coordinates parts that never refer back to it.
 */
class UiStructureTest {
    private static final Path UI = Path.of("src", "main", "java", "battleboard", "ui");
    /** Lines a file may have, at most (issue 25's acceptance: no file in src/main over 600 lines). */
    static final int MOST_LINES = 600;

    @Test
    void noFileOfTheFormIsOverSixHundredLines() throws IOException {
        Map<String, String> sources = sources();
        List<String> tooLong = new ArrayList<>();
        sources.forEach((name, text) -> {
            long lines = text.lines().count();
            if (lines > MOST_LINES) {
                tooLong.add(name + ".java: " + lines + " lines");
            }
        });
        assertTrue(tooLong.isEmpty(), "over " + MOST_LINES + " lines, one job per file: " + tooLong);
    }

    /** @return every file of ui by its class name, with its text */
    private static Map<String, String> sources() throws IOException {
        assertTrue(Files.isDirectory(UI), "run from the project directory: " + UI.toAbsolutePath());
        Map<String, String> sources = new TreeMap<>();
        try (Stream<Path> files = Files.list(UI)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String name = p.getFileName().toString();
                sources.put(name.substring(0, name.length() - ".java".length()), Files.readString(p));
            }
        }
        return sources;
    }
}
