package battleboard.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import battleboard.battle.BattleSetup;
import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 4 acceptance: "A loaded, edited edition file changes the result as expected". The Classic file is
 * copied and edited, or extended with {@code "extends": "classic"}, loaded with
 * {@link Edition#fromFile}, and the exact odds move to the values derived by hand in each comment
 * (P(hit) = value / 6; an outcome's probability is its per-round probability divided by 1 - P(nobody
 * hits)). The broken files are refused in {@code battleboard.edition.EditionFileTest}.
 */
class EditedClassicEditionTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final ExactSolver EXACT = new ExactSolver();

    @TempDir
    Path dir;

    /**
     * Armor defense 2 → 3 in a copy of classic.json. 1 armor vs 1 armor: as printed, attack 3/6 against
     * defense 2/6: attacker only 1/3, defender only 1/6, both 1/6, nobody 1/3, so 1/2, 1/4, 1/4; edited,
     * 3/6 against 3/6: 1/4 each way and nobody 1/4, so 1/3, 1/3, 1/3.
     */
    @Test
    void armorDefenseEditedFromTwoToThree() throws IOException {
        ObjectNode classic = classicFile();
        ObjectNode armor = unit(classic, "armor");
        assertEquals(2, armor.get("defense").asInt());
        armor.put("defense", 3);
        Edition edited = Edition.fromFile(write("classic-armor-3.json", classic));

        assertOdds(solve(Edition.builtIn("classic"), "1 armor", "1 armor", ""), 1.0 / 2, 1.0 / 4, 1.0 / 4);
        assertOdds(solve(edited, "1 armor", "1 armor", ""), 1.0 / 3, 1.0 / 3, 1.0 / 3);
        // the attack is unchanged: 1 armor vs 1 infantry is still 1/2, 1/4, 1/4 (ClassicExactTest)
        assertOdds(solve(edited, "1 armor", "1 infantry", ""), 1.0 / 2, 1.0 / 4, 1.0 / 4);
    }

    /**
     * A file extending Classic with one more unit, a "militia" (cost 2, attack 2, defense 1), and one rule
     * option changed. Everything else is Classic's.
     */
    @Test
    void extendsClassicWithAUnitAndAnOption() throws IOException {
        ObjectNode file = JSON.createObjectNode();
        file.put("id", "classic-militia").put("name", "Classic with militia").put("extends", "classic");
        file.putArray("units").addObject().put("id", "militia").put("name", "Militia").put("domain", "land")
                .put("cost", 2).put("attack", 2).put("defense", 1);
        file.putObject("options").put("bombardment-casualties", "removed");
        Edition e = Edition.fromFile(write("classic-militia.json", file));

        assertEquals(Edition.builtIn("classic").units().size() + 1, e.units().size());
        // militia attacking (2/6) vs infantry (2/6): attacker only 2/9, defender only 2/9, both 1/9, nobody 4/9
        // -> 2/5, 2/5, 1/5; the militia's 2 IPC lost in 3/5 of battles: 6/5
        BattleResult r = solve(e, "1 militia", "1 infantry", "");
        assertOdds(r, 2.0 / 5, 2.0 / 5, 1.0 / 5);
        assertEquals(6.0 / 5, r.attackerIpcLoss(), 1e-9);
        // infantry (1/6) vs militia defending (1/6): 5/36, 5/36, 1/36, nobody 25/36 -> 5/11, 5/11, 1/11
        assertOdds(solve(e, "1 infantry", "1 militia", ""), 5.0 / 11, 5.0 / 11, 1.0 / 11);
        // Classic units and rules are inherited: the attacking submarine's first shot (3/4, 1/4, 0)
        assertOdds(solve(e, "1 submarine", "1 transport", ""), 3.0 / 4, 1.0 / 4, 0);
        // the option changed: a bombardment casualty no longer fires back. Bombardment hits 2/3 and wins at
        // once; else 1 inf vs 1 inf (1/4, 5/8, 1/8): 2/3 + 1/12 = 3/4, 5/24, 1/24 (Classic's own: 19/36, 5/24, 19/72)
        assertOdds(solve(e, "1 infantry", "1 infantry", "1 battleship"), 3.0 / 4, 5.0 / 24, 1.0 / 24);
        assertOdds(solve(Edition.builtIn("classic"), "1 infantry", "1 infantry", "1 battleship"), 19.0 / 36, 5.0 / 24,
                19.0 / 72);
    }

    /** A file extending Classic may replace a unit by its id: here a battleship that takes two hits, as in Revised. */
    @Test
    void extendsClassicReplacingAUnit() throws IOException {
        ObjectNode file = JSON.createObjectNode();
        file.put("id", "classic-2-hit-bb").put("name", "Classic with two-hit battleships").put("extends", "classic");
        ObjectNode bb = unit(classicFile(), "battleship").deepCopy();
        bb.put("hitPoints", 2);
        file.putArray("units").add(bb);
        Edition e = Edition.fromFile(write("classic-bb.json", file));
        // One-hit battleships: 1/4, 1/4, 1/2 (ClassicExactTest). Two hits each, a die at 4/6 each: every round
        // "attacker only" 2/9, "defender only" 2/9, both 4/9, nobody 1/9 (the no-hit round repeats: divide by 8/9).
        // (a, d) = hits left. (1,1): 1/4, 1/4, 1/2. (2,1): A only or both kill the defender, D only -> (1,1):
        // attacker win (6/9 + 2/9 x 1/4)/(8/9) = 13/16, draw (2/9 x 1/2)/(8/9) = 1/8; (1,2) the mirror image.
        // (2,2): A only -> (2,1), D only -> (1,2), both -> (1,1): attacker win (2/9 x 13/16 + 2/9 x 1/16 +
        // 4/9 x 1/4)/(8/9) = 11/32, draw (2/9 x 1/8 + 2/9 x 1/8 + 4/9 x 1/2)/(8/9) = 5/16, defender win 11/32.
        assertOdds(solve(e, "1 battleship", "1 battleship", ""), 11.0 / 32, 11.0 / 32, 5.0 / 16);
    }

    private static BattleResult solve(Edition e, String attacker, String defender, String bombard) {
        return EXACT.solve(BattleSetup.builder(e).attacker(attacker).defender(defender).bombard(bombard).build());
    }

    private static void assertOdds(BattleResult r, double attackerWin, double defenderWin, double draw) {
        assertEquals(attackerWin, r.attackerWin(), 1e-9, "attacker win");
        assertEquals(defenderWin, r.defenderWin(), 1e-9, "defender win");
        assertEquals(draw, r.draw(), 1e-9, "draw");
    }

    private ObjectNode classicFile() throws IOException {
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("presets/editions/classic.json")) {
            return (ObjectNode) JSON.readTree(in);
        }
    }

    private static ObjectNode unit(ObjectNode edition, String id) {
        for (var u : (ArrayNode) edition.get("units")) {
            if (u.get("id").asText().equals(id)) {
                return (ObjectNode) u;
            }
        }
        throw new IllegalArgumentException("no unit " + id);
    }

    private Path write(String name, ObjectNode content) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, content.toPrettyString());
        return f;
    }
}
