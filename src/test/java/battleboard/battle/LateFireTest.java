package battleboard.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.montecarlo.MonteCarloSolver;
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
 * A battle in which nobody can hit in round 1 but units fire in a later round is fought on, not a stalemate after 0
 * rounds (issue 27 item 7): the status looks at this round and the later ones ({@link RoundModel#status}).
 */
class LateFireTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static ObjectNode revised() throws IOException {
        try (InputStream in = LateFireTest.class.getClassLoader().getResourceAsStream("presets/editions/revised.json")) {
            return (ObjectNode) JSON.readTree(in);
        }
    }

    @Test
    void infantryFiringInRound2OnlyFightRound2(@TempDir Path dir) throws IOException {
        // Revised with infantry that fire in round 2 only ("fireRounds": [2]), 1 against 1. Round 1: nobody fires.
        // Round 2: the attacker hits 1/6, the defender 2/6. Attacker win 1/6 x 4/6 = 1/9; draw 1/6 x 2/6 = 1/18;
        // defender holds 5/6 x 2/6 = 5/18; neither hits 5/6 x 4/6 = 5/9, then nobody can ever hit: stalemate.
        // Every battle lasts 2 rounds.
        ObjectNode infantry = null;
        for (var u : revised().withArray("units")) {
            if (u.get("id").asText().equals("infantry")) {
                infantry = ((ObjectNode) u).deepCopy();
            }
        }
        infantry.putArray("fireRounds").add(2);
        ObjectNode file = JSON.createObjectNode().put("id", "late-infantry").put("name", "Infantry firing in round 2")
                .put("extends", "revised");
        file.putArray("units").add(infantry);
        Edition e = write(dir, file);
        BattleSetup setup = BattleSetup.builder(e).attacker("1 infantry").defender("1 infantry").build();
        BattleResult r = new ExactSolver().solve(setup);
        assertEquals(1.0 / 9, r.attackerWin(), 1e-12);
        assertEquals(1.0 / 18, r.draw(), 1e-12);
        assertEquals(5.0 / 18, r.defenderHolds(), 1e-12);
        assertEquals(5.0 / 9, r.stalemate(), 1e-12);
        assertEquals(2.0, r.expectedRounds(), 1e-12);
        BattleResult mc = new MonteCarloSolver().solve(setup, MonteCarloOptions.defaults().withTrials(20_000), Progress.NONE, x -> { });
        assertEquals(5.0 / 9, mc.stalemate(), 0.02);
        assertEquals(2.0, mc.expectedRounds(), 1e-12);
    }

    @Test
    void aMainFireFromRound2OnIsAPlainBattleOneRoundLater(@TempDir Path dir) throws IOException {
        // Revised whose main fire acts in rounds 2 to 100: 1 infantry against 1. Round 1 passes; from round 2 each
        // round the attacker hits 1/6 and the defender 2/6, neither 5/6 x 4/6 = 5/9: attacker win (1/6 x 4/6) /
        // (1 - 5/9) = 1/4, draw (1/18) / (4/9) = 1/8, defender 5/8 (up to (5/9)^99 left after round 100, < 1e-25);
        // expected rounds 1 + 1 / (4/9) = 13/4.
        ObjectNode battle = revised().withObjectProperty("battle").deepCopy();
        for (var step : battle.withArray("steps")) {
            for (var entry : step.withArray("fire")) {
                if (entry.get("id").asText().equals("units")) {
                    ArrayNode rounds = ((ObjectNode) entry).putArray("rounds");
                    for (int round = 2; round <= 100; round++) {
                        rounds.add(round);
                    }
                }
            }
        }
        ObjectNode file = JSON.createObjectNode().put("id", "late-main-fire").put("name", "Main fire from round 2")
                .put("extends", "revised");
        file.set("battle", battle);
        BattleResult r = new ExactSolver().solve(BattleSetup.builder(write(dir, file)).attacker("1 infantry").defender("1 infantry").build());
        assertEquals(1.0 / 4, r.attackerWin(), 1e-12);
        assertEquals(1.0 / 8, r.draw(), 1e-12);
        assertEquals(5.0 / 8, r.defenderWin(), 1e-12);
        assertEquals(0, r.stalemate(), 1e-12);
        assertEquals(13.0 / 4, r.expectedRounds(), 1e-9);
    }

    private static Edition write(Path dir, ObjectNode file) throws IOException {
        Path path = dir.resolve(file.get("id").asText() + ".json");
        Files.writeString(path, file.toPrettyString());
        return Edition.fromFile(path);
    }
}
