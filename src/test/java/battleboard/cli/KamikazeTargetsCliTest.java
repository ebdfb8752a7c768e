package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code odds --kamikaze-targets} (Global 1940's kamikaze strikes named before the dice, TripleA X4777-4779) and the battle
 * file's {@code kamikazeTargets}: the odds of {@code battleboard.global1940.KamikazeTargetsTest}'s derivation, and each
 * target that does not fit refused in one line on standard error with exit code 2.
 */
class KamikazeTargetsCliTest {
    private static final String G40 = "axis-allies-global-1940-2e";

    /**
     * Two tokens at a battleship, then a destroyer against it: attacker win 296/441, draw 64/441, defender win 81/441
     * (derived in KamikazeTargetsTest); the same from a battle file.
     */
    @Test
    void twoStrikesAtABattleshipThenTheBattle(@TempDir Path dir) throws Exception {
        JsonNode j = CliRun.odds("--edition", G40, "--attacker", "1 battleship", "--defender", "2 kamikaze, 1 destroyer",
                "--kamikaze-targets", "battleship, battleship");
        assertEquals(296.0 / 441, j.get("attackerWin").asDouble(), 1e-12);
        assertEquals(64.0 / 441, j.get("draw").asDouble(), 1e-12);
        assertEquals(81.0 / 441, j.get("defenderWin").asDouble(), 1e-12);
        Path file = dir.resolve("strike.json");
        Files.writeString(file, "{\"edition\": \"" + G40 + "\", \"attacker\": \"1 battleship\", \"defender\": \"2 kamikaze, 1 destroyer\","
                + " \"kamikazeTargets\": \"bb, bb\"}");
        assertEquals(296.0 / 441, CliRun.odds("--preset", file.toString()).get("attackerWin").asDouble(), 1e-12);
    }

    @Test
    void targetsThatDoNotFitAreRefusedInOneLine() {
        String[][] refused = {
            {"1 battleship", "1 kamikaze", "battleship, battleship",
                "--kamikaze-targets: 2 targets named for 1 kamikaze strike (the defender's kamikaze): name one target per strike"},
            {"1 battleship", "1 kamikaze", "carrier", "--kamikaze-targets 'carrier': the attacker has no carrier to strike"},
            {"1 battleship, 1 submarine", "1 kamikaze", "submarine",
                "--kamikaze-targets 'submarine': a kamikaze strike hits only battleship, cruiser, destroyer, carrier (X4779), not submarine"},
        };
        for (String[] r : refused) {
            CliRun run = CliRun.of("odds", "--edition", G40, "--attacker", r[0], "--defender", r[1], "--kamikaze-targets", r[2]);
            assertEquals(Exit.BAD_INPUT, run.code(), run::toString);
            assertEquals(r[3], run.err().strip(), run::toString);
            assertEquals("", run.out(), run::toString);
        }
    }
}
