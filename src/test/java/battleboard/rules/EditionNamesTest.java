package battleboard.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import battleboard.edition.Edition;
import battleboard.edition.EditionException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every id, name and abbreviation names one unit; technology ids are typed the way players type them. */
class EditionNamesTest {
    @TempDir
    Path dir;

    private Path write(String json) throws IOException {
        Path f = dir.resolve("edited.json");
        Files.writeString(f, json);
        return f;
    }

    @Test
    void aNameTwoUnitsShareIsRefused() throws IOException {
        Path f = write("""
                {"id": "x", "name": "X", "extends": "revised",
                 "units": [{"id": "heavy-tank", "domain": "land", "cost": 7, "attack": 4, "defense": 4, "abbreviations": ["tank"]}]}
                """);
        EditionException e = assertThrows(EditionException.class, () -> Edition.fromFile(f));
        assertEquals(f + ": units[14] (heavy-tank): the name 'tank' already names unit 'tank'; every id, name and "
                + "abbreviation must name one unit", e.getMessage());
    }

    @Test
    void technologyIdsAreLowerCase() throws IOException {
        Path f = write("""
                {"id": "x", "name": "X", "extends": "revised",
                 "technologies": [{"id": "Radar", "changes": {"aa-gun": {"attack": 0}}}]}
                """);
        EditionException e = assertThrows(EditionException.class, () -> Edition.fromFile(f));
        assertEquals(f + ": technologies[0].id: expected lower-case letters, digits and hyphens, got 'Radar'", e.getMessage());
    }

    @Test
    void invalidJsonIsOneCleanLine() throws IOException {
        Path f = write("{\"id\": \"x\",, }");
        EditionException e = assertThrows(EditionException.class, () -> Edition.fromFile(f));
        assertEquals(false, e.getMessage().contains("Source"), e.getMessage());
        assertEquals(false, e.getMessage().contains("\n"), e.getMessage());
    }
}
