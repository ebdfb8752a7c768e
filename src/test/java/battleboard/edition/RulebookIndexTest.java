package battleboard.edition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The rulebook index ({@code presets/rulebooks.json}) against the text copies of the rulebooks, which the repository's
 * build machines have beside the repository ({@code ../shared/seeds}) and a player's jar does not: each rulebook has the
 * copy's lines, and each heading (or, for a heading the copy does not print there, its {@code at}) is at the line the
 * index gives, or within the five lines after it (the copies break headings over lines). Skipped without the copies.
 */
class RulebookIndexTest {
    private static final Path SHARED = Path.of("..", "shared");

    /** Lower case, letters and digits only: the copies break headings over lines, mark them up and change the case. */
    private static String normalized(String text) {
        return text.replaceAll("<\\|[^|]*\\|>", " ").replaceAll("<[^>]+>", " ").replace('’', '\'').toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9]+", " ").trim();
    }

    @Test
    void everyHeadingIsAtItsLineOfTheTextCopy() throws IOException {
        Assumptions.assumeTrue(Files.isDirectory(SHARED.resolve("seeds")), "no text copies of the rulebooks beside the repository");
        JsonNode index;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(Rulebooks.INDEX)) {
            index = new ObjectMapper().readTree(in);
        }
        int headings = 0;
        for (Rulebooks.Rulebook book : Rulebooks.all()) {
            List<String> lines = Files.readAllLines(SHARED.resolve(book.seed()), StandardCharsets.UTF_8);
            assertEquals(lines.size(), book.lines(), book.id() + ": the lines of " + book.seed());
            JsonNode sections = index.path("sections").path(book.id());
            assertEquals(book.sections().size(), sections.size(), book.id());
            assertEquals(1, book.sections().get(0).line(), book.id() + ": every line is in a section");
            int previous = 0;
            for (JsonNode s : sections) {
                int line = s.path("line").asInt();
                int level = s.path("level").asInt();
                assertTrue(line > previous && line <= lines.size(), book.id() + ": " + s);
                assertTrue(level >= 1 && level <= 3, book.id() + ": " + s);
                previous = line;
                String there = normalized(String.join(" ", lines.subList(line - 1, Math.min(lines.size(), line + 5))));
                String heading = normalized(s.has("at") ? s.path("at").asText() : s.path("heading").asText());
                assertTrue(there.contains(heading), book.id() + " line " + line + ": '" + heading + "' is not there: " + there);
                headings++;
            }
        }
        assertTrue(headings > 400, headings + " headings");
    }
}
