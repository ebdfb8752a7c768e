package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/** A multinational defence on the command line: the powers' units, the attacker's pick of a power, losses by power. */
class MultinationalCliTest {
    /** The battle of {@code MultinationalDefenceTest}: the UK's fighter lost first gives the attacker 16/175. */
    @Test
    void oddsShowEachPowersLoss() {
        String t = CliRun.of("odds", "--attacker", "1 bomber", "--defender", "us: 1 infantry; uk: 1 fighter",
                "--defender-ool", "uk first").ok().out();
        CliRun.assertHasLines(t, "  Defender: +1 us/infantry, 1 uk/fighter",
                "  Order of loss: +defender uk/fighter > us/infantry \\(first lost first\\)",
                "Attacker wins +9\\.1429%",
                "Defender expected IPC loss by power: us 0\\.411, uk 7\\.200");
        JsonNode j = CliRun.odds("--attacker", "1 bomber", "--defender", "us: 1 infantry; uk: 1 fighter", "--defender-ool", "uk first");
        assertEquals(72.0 / 175, j.get("defenderIpcLossByPower").get("us").asDouble(), 1e-12);
        assertEquals(36.0 / 5, j.get("defenderIpcLossByPower").get("uk").asDouble(), 1e-12);
    }

    @Test
    void aMultinationalAttackIsRefused() {
        CliRun r = CliRun.of("odds", "--attacker", "us: 2 infantry; uk: 1 tank", "--defender", "2 infantry");
        assertEquals(2, r.code(), r.toString());
        assertEquals("the attacker is written by power, but a multinational force cannot attack together: each power attacks"
                + " on its own turn (Revised rulebook, Phase 4: Conduct Combat — Special Combats — Multinational Forces (L1806-1821),"
                + " Classic Gameplay Manual, 5 Action Sequence 3: Combat — Some special attacking and defending situations — Multi-Player"
                + " Forces (C869))", r.err().strip());
        CliRun noPowers = CliRun.of("odds", "--attacker", "2 infantry", "--defender", "2 infantry", "--defender-ool", "uk first");
        assertEquals(2, noPowers.code(), noPowers.toString());
        assertEquals("order of loss 'uk first': the defender is not written by power (e.g. 'us: 3 infantry; uk: 2 infantry')",
                noPowers.err().strip());
    }

    /** Compare gives every edition the powers, each with its own units ("tank" is Classic's armor). */
    @Test
    void compareKeepsThePowers() {
        String t = CliRun.of("compare", "--editions", "revised,classic", "--attacker", "1 bomber", "--defender",
                "us: 1 infantry; uk: 1 fighter", "--defender-ool", "uk first").ok().out();
        CliRun.assertHasLines(t, "Attacker wins +9\\.1429% +9\\.1429%");
    }
}
