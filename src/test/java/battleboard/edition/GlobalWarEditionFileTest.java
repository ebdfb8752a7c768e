package battleboard.edition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Global War 1939 edition file: its value policy (every value stated in the rulebook or marked "not in the
 * rulebook" with its reason, spec "Decisions for Battleboard"), and the fields it brought to the edition format,
 * each refused with one line when out of range.
 */
class GlobalWarEditionFileTest {
    @TempDir
    Path dir;
    private ObjectNode file;

    @BeforeEach
    void read() {
        file = EditedEditionFiles.builtIn("global-war-1939");
    }

    @Test
    void everyUnitSaysWhereItsValuesComeFrom() {
        Edition gw = Edition.builtIn("global-war-1939");
        assertEquals(12, gw.dieSides());
        for (UnitType u : gw.units()) {
            assertTrue(u.source().matches(".*G\\d+.*"), u.id() + " cites a rulebook line: " + u.source());
            boolean allStated = u.id().equals("escort-carrier") || u.id().equals("partisan");
            assertTrue(allStated || u.source().contains("not in the rulebook") || u.source().contains("Values: ")
                    || u.source().contains("Cost") || u.source().contains("spec A"), u.id() + " says which values are assumed: " + u.source());
        }
    }

    @Test
    void theIssueListsEveryUnit() {
        Edition gw = Edition.builtIn("global-war-1939");
        for (String id : new String[] {"infantry", "mech-infantry", "artillery", "armor", "aa-gun", "fighter", "tactical-bomber",
                "strategic-bomber", "naval-fighter", "torpedo-bomber", "battleship", "yamato", "carrier", "escort-carrier", "cruiser",
                "destroyer", "submarine", "transport", "fortress", "elite-guards", "legionnaire", "partisan", "banzai-infantry",
                "marine", "paratrooper", "commando", "bersaglieri", "ss-panzergrenadier", "kamikaze-fighter"}) {
            assertEquals(id, gw.unit(id).id());
        }
    }

    @Test
    void firerChoosesAboveTheDie() {
        assertRefused(f -> unit(f, "naval-fighter").put("firerChooses", 13), "firerChooses", "whole number from 1 to 12", "13");
    }

    @Test
    void aSubmarinePickNeedsTheFirersChoice() {
        assertRefused(f -> unit(f, "fighter").put("firerChoosesSubmarines", true), "units[", ".firerChoosesSubmarines",
                "needs \"firerChooses\"");
    }

    @Test
    void enemyDeltaBeyondTheDie() {
        assertRefused(f -> unit(f, "fortress").put("enemyDelta", -13), "enemyDelta", "whole number from -12 to 12");
    }

    @Test
    void noBoostsTaken() {
        assertRefused(f -> unit(f, "bersaglieri").put("boostsTaken", 0), "boostsTaken", "whole number from 1");
    }

    @Test
    void bombardersPerLandUnitZero() {
        assertRefused(f -> ((ObjectNode) f.get("battle")).put("bombardersPerLandUnit", 0), "battle.bombardersPerLandUnit", "from 1");
    }

    @Test
    void detectionThatAlsoCancels() {
        assertRefused(f -> {
            ObjectNode sub = (ObjectNode) f.get("battle").get("steps").get(1).get("fire").get(0);
            ((ObjectNode) sub.get("enemy")).put("cancels", true);
        }, "battle.steps[1].fire[0].enemy", "one of \"cancels\": true, \"detects\": true or a removal");
    }

    @Test
    void aTechnologyBoostWithoutTags() {
        assertRefused(f -> {
            ObjectNode change = (ObjectNode) f.get("technologies").get(7).get("changes").get("submarine");
            ((ObjectNode) change.get("boosts").get(0)).remove("tags");
        }, "technologies[7].changes.submarine.boosts[0].tags", "tags of the units it boosts");
    }

    private static ObjectNode unit(ObjectNode root, String id) {
        for (var u : (ArrayNode) root.get("units")) {
            if (u.get("id").asText().equals(id)) {
                return (ObjectNode) u;
            }
        }
        throw new IllegalArgumentException(id);
    }

    private void assertRefused(Consumer<ObjectNode> change, String field, String... expected) {
        EditedEditionFiles.assertRefused(file, dir, change, field, expected);
    }
}
