package battleboard.edition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The World at War file's technology reach ({@code allUnits}, {@code enemyUnits}, {@code enemyWhen}, {@code everyRound},
 * {@code refused}) and battle lineup ({@code shelters}, {@code foughtApart}): a copy read from a file, through Jackson, is
 * the built-in edition, and a mistake in them is one line naming the file and the field.
 */
class WorldAtWarEditionFileTest {
    @TempDir
    Path dir;

    @Test
    void aCopyReadFromAFileIsTheBuiltInEdition() throws IOException {
        Path file = dir.resolve("my-waw.json");
        Files.writeString(file, EditedEditionFiles.builtIn("world-at-war-2005").toPrettyString());
        Edition e = Edition.fromFile(file);
        Edition builtIn = Edition.builtIn("world-at-war-2005");
        assertEquals(builtIn.technologies(), e.technologies());
        assertEquals(builtIn.battle().lineup(), e.battle().lineup());
        assertEquals(builtIn.units(), e.units());
        Technology espionage = builtIn.technology("russian-espionage");
        assertTrue(espionage.reach().allRolls() && espionage.reach().enemyUnits().isPresent(), espionage.toString());
        assertEquals(java.util.Map.of("espionage-rolls", "both-sides"), espionage.reach().enemyWhen());
        assertTrue(builtIn.technology("banzai").lasting().isPresent());
        assertFalse(builtIn.technology("enigma").reach().refused().isEmpty());
        assertEquals(1, builtIn.battle().lineup().shelters().size());
    }

    @Test
    void mistakesAreOneLineNamingTheField() {
        assertRefused(w -> shelter(w).put("unit", "u-boat-pen"), "battle.shelters[0]", "edition's unit ids", "u-boat-pen");
        assertRefused(w -> shelter(w).putArray("attackers").add("space"), "battle.shelters[0].attackers[0]", "land, sea or air");
        assertRefused(w -> tech(w, "russian-espionage").remove("enemyUnits"), "technologies[5].enemyWhen", "no enemyUnits");
        assertRefused(w -> tech(w, "russian-espionage").putObject("enemyWhen").put("espionage-rolls", "all"),
                "technologies[5].enemyWhen.espionage-rolls", "both-sides or own-units");
        assertRefused(w -> tech(w, "banzai").putObject("everyRound").putObject("infantry"), "technologies[6].everyRound.infantry",
                "new values");
    }

    private static ObjectNode shelter(ObjectNode w) {
        return (ObjectNode) w.get("battle").get("shelters").get(0);
    }

    private static ObjectNode tech(ObjectNode w, String id) {
        for (com.fasterxml.jackson.databind.JsonNode t : (ArrayNode) w.get("technologies")) {
            if (t.get("id").asText().equals(id)) {
                return (ObjectNode) t;
            }
        }
        throw new IllegalArgumentException(id);
    }

    private void assertRefused(Consumer<ObjectNode> change, String field, String... expected) {
        EditedEditionFiles.assertRefused(EditedEditionFiles.builtIn("world-at-war-2005"), dir, change, field + ": ", expected);
    }
}
