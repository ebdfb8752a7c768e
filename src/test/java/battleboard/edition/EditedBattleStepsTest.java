package battleboard.edition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.exact.ExactSolver;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.montecarlo.MonteCarloSolver;
import battleboard.result.BattleResult;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A battle step added to a copy of an edition file changes the odds with no Java change: the rounds are
 * edition data ({@code battle.steps}, docs/editions.md). The example is the one in docs/editions.md: Revised
 * with a house rule giving attacking artillery a first strike in round 1.
 */
class EditedBattleStepsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String FIRST_STRIKE = """
            {
              "id": "artillery-first-strike", "name": "Artillery first strike (house rule)",
              "fire": [
                { "id": "artillery", "side": "attacker", "units": "unit:artillery", "rounds": [1], "removal": "after-step" }
              ]
            }""";

    /** @return revised.json with the first-strike step inserted before the main fire, written to {@code dir} */
    static Path withFirstStrike(Path dir) throws IOException {
        ObjectNode revised = (ObjectNode) JSON.readTree(Path.of("presets/editions/revised.json").toFile());
        revised.put("id", "revised-artillery-first-strike");
        revised.put("name", "Revised with an artillery first strike (house rule)");
        ArrayNode steps = (ArrayNode) revised.get("battle").get("steps");
        steps.insert(1, JSON.readTree(FIRST_STRIKE));
        Path file = dir.resolve("revised-artillery-first-strike.json");
        Files.writeString(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(revised));
        return file;
    }

    @Test
    void anArtilleryFirstStrikeChangesTheOddsAsDerived(@TempDir Path dir) throws IOException {
        // Revised as shipped, 1 artillery (A2) vs 1 infantry (D2): each side hits 1/3 a round:
        // attacker 2/5, draw 1/5, defender 2/5
        BattleResult plain = new ExactSolver().solve(BattleSetup.builder(Edition.builtIn("revised"))
                .attacker("1 artillery").defender("1 infantry").build());
        assertEquals(2.0 / 5, plain.attackerWin(), 1e-12);
        assertEquals(1.0 / 5, plain.draw(), 1e-12);

        // With the step: in round 1 the artillery fires first (1/3) and its casualty is removed before it fires;
        // after a miss (2/3) only the infantry fires in round 1's main fire (1/3 kills the artillery), and from
        // round 2 the battle is the plain one. Attacker 1/3 + 2/3 x 2/3 x 2/5 = 23/45; defender
        // 2/3 x 1/3 + 2/3 x 2/3 x 2/5 = 18/45; draw 2/3 x 2/3 x 1/5 = 4/45.
        Edition edited = Edition.fromFile(withFirstStrike(dir));
        BattleSetup setup = BattleSetup.builder(edited).attacker("1 artillery").defender("1 infantry").build();
        BattleResult exact = new ExactSolver().solve(setup);
        assertEquals(23.0 / 45, exact.attackerWin(), 1e-12);
        assertEquals(18.0 / 45, exact.defenderWin(), 1e-12);
        assertEquals(4.0 / 45, exact.draw(), 1e-12);
        BattleResult mc = new MonteCarloSolver().solve(setup, MonteCarloOptions.defaults().withTrials(200_000).withSeed(9),
                Progress.NONE, r -> {
                });
        double se = Math.sqrt(23.0 / 45 * 22.0 / 45 / 200_000);
        assertTrue(Math.abs(mc.attackerWin() - 23.0 / 45) <= 4 * se, mc.attackerWin() + " vs 23/45");
    }

    @Test
    void aBrokenStepIsRefusedNamingTheField(@TempDir Path dir) throws IOException {
        Path file = withFirstStrike(dir);
        Files.writeString(file, Files.readString(file).replace("\"unit:artillery\"", "\"artillerists\""));
        EditionException e = assertThrows(EditionException.class, () -> Edition.fromFile(file));
        assertTrue(e.getMessage().contains("battle.steps[1].fire[0].units: expected all, anti-aircraft, bombarding,"),
                e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }
}
