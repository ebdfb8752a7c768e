package battleboard.worldatwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.cli.BattleboardCli;
import battleboard.edition.Edition;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The command-line acceptance battle of the World at War edition, "3 armor, 2 infantry" against
 * "3 infantry, 1 aa-gun", plain and as an amphibious assault with shore bombardment, checked against
 * {@link WorldAtWarReference}.
 */
class WorldAtWarCliTest {
    private static final String ATTACKER = "3 armor, 2 infantry";
    private static final String DEFENDER = "3 infantry, 1 aa-gun";

    /**
     * Runs {@code battleboard args...} in this JVM through {@code BattleboardCli.run(args, out, err)}, the
     * method {@code main} exits with. It is package-private in {@code battleboard.cli} and this class may
     * only live here, so it is called by reflection.
     *
     * @return the JSON printed, after checking exit code 0 and a silent stderr
     */
    private static JsonNode run(String... args) throws IOException, ReflectiveOperationException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            Method run = BattleboardCli.class.getDeclaredMethod("run", String[].class, PrintStream.class, PrintStream.class);
            run.setAccessible(true);
            code = (int) run.invoke(null, args, o, e);
        }
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, code, () -> "exit " + code + "\n" + text + err.toString(StandardCharsets.UTF_8));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        return new ObjectMapper().readTree(text);
    }

    private static void assertPartition(JsonNode j) {
        for (String field : new String[] {"attackerWin", "defenderWin", "draw"}) {
            double p = j.get(field).asDouble();
            assertTrue(p >= 0 && p <= 1, field + " = " + p);
        }
        assertEquals(1, j.get("attackerWin").asDouble() + j.get("defenderWin").asDouble() + j.get("draw").asDouble(), 1e-9);
    }

    /**
     * Every round the armor and infantry fire at 3 and 1, the 3 infantry back at 2 and the gun 3 dice at 1
     * at the armor (min(3 armor, 3)); the reference plays this directly (about 0.83797).
     */
    @Test
    void acceptanceBattleMatchesTheReference() throws Exception {
        JsonNode j = run("odds", "--edition", "world-at-war-2005", "--attacker", ATTACKER, "--defender", DEFENDER, "--json");
        assertEquals("world-at-war-2005", j.get("edition").asText());
        assertEquals("land", j.get("battle").asText());
        assertPartition(j);
        WorldAtWarReference.Result ref = new WorldAtWarReference(Edition.builtIn("world-at-war-2005"))
                .solve(WorldAtWarReference.units(ATTACKER), WorldAtWarReference.units(DEFENDER));
        assertEquals(ref.attackerWin(), j.get("attackerWin").asDouble(), 1e-9);
        assertEquals(ref.defenderWin(), j.get("defenderWin").asDouble(), 1e-9);
        assertEquals(ref.draw(), j.get("draw").asDouble(), 1e-9);
        assertEquals(ref.attackerIpcLoss(), j.get("attackerIpcLoss").asDouble(), 1e-9);
        assertEquals(ref.attackerWin(), j.get("attackerCaptures").asDouble(), 1e-9); // armor and infantry capture
    }

    /**
     * Shore bombardment (Classic C703, C857, C865; cruiser at 2, W114): in round 1 only, the battleship rolls
     * one die at 4 and the cruiser one at 2, their hits going to any defending unit by the defender's order
     * of loss together with the land units' hits; the casualties still fire back in round 1. In the
     * reference this is two more attacking dice in round 1 (about 0.92731), and the ships are never hit.
     */
    @Test
    void bombardmentMatchesTheReferenceAndHelpsTheAttacker() throws Exception {
        JsonNode plain = run("odds", "--edition", "world-at-war-2005", "--attacker", ATTACKER, "--defender", DEFENDER, "--json");
        JsonNode j = run("odds", "--edition", "world-at-war-2005", "--attacker", ATTACKER, "--defender", DEFENDER,
                "--bombard", "1 battleship, 1 cruiser", "--json");
        assertPartition(j);
        assertTrue(j.get("amphibious").asBoolean());
        assertEquals(1, j.get("bombard").get("battleship").asInt());
        assertEquals(1, j.get("bombard").get("cruiser").asInt());
        assertTrue(j.get("attackerWin").asDouble() > plain.get("attackerWin").asDouble());
        WorldAtWarReference.Result ref = new WorldAtWarReference(Edition.builtIn("world-at-war-2005"))
                .solve(WorldAtWarReference.units(ATTACKER), WorldAtWarReference.units(DEFENDER), "battleship", "cruiser");
        assertEquals(ref.attackerWin(), j.get("attackerWin").asDouble(), 1e-9);
        assertEquals(ref.defenderWin(), j.get("defenderWin").asDouble(), 1e-9);
        assertEquals(ref.draw(), j.get("draw").asDouble(), 1e-9);
        assertEquals(ref.attackerIpcLoss(), j.get("attackerIpcLoss").asDouble(), 1e-9);
        assertEquals(ref.defenderIpcLoss(), j.get("defenderIpcLoss").asDouble(), 1e-9);
    }
}
