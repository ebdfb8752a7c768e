package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/** Issue 10, item 3 on the command line: cargo and landing places, the losses after the battle on their own line. */
class PostBattleCliTest {
    /** The battle: the defender's expected IPC loss includes its cargo, (8 + 6)(168/169) (PostBattleLossesTest). */
    @Test
    void theDefendersLossIncludesTheCargo() {
        JsonNode j = CliRun.odds("--attacker", "1 bb", "--defender", "1 transport", "--defender-cargo", "2 infantry");
        assertEquals(2352.0 / 169, j.get("defenderIpcLoss").asDouble(), 1e-12);
        assertEquals(1008.0 / 169, j.get("lostAfterBattle").get("defender").asDouble(), 1e-12);
        String t = CliRun.of("odds", "--attacker", "1 bb", "--defender", "1 transport", "--defender-cargo", "2 infantry").ok().out();
        CliRun.assertHasLines(t, "  Cargo: +defender 2 infantry \\(lost with their transports\\)",
                "Defender expected IPC loss +13\\.917",
                "Lost after the battle \\(in the IPC losses above: cargo of sunk transports, aircraft with nowhere to land\\):"
                        + " attacker 0\\.000, defender 5\\.964");
        JsonNode ignored = CliRun.odds("--attacker", "1 bb", "--defender", "1 transport", "--defender-cargo", "2 infantry",
                "--option", "post-battle-losses=ignore");
        assertEquals(1344.0 / 169, ignored.get("defenderIpcLoss").asDouble(), 1e-12);
    }

    @Test
    void noLandingPlaceLosesTheFighterOfASunkCarrier() {
        JsonNode j = CliRun.odds("--attacker", "1 sub", "--defender", "1 carrier, 1 fighter", "--no-landing", "defender");
        assertEquals(39.0 / 4, j.get("defenderIpcLoss").asDouble(), 1e-12);
        CliRun bad = CliRun.of("odds", "--attacker", "1 sub", "--defender", "1 carrier, 1 fighter", "--no-landing", "both");
        assertEquals(2, bad.code(), bad.toString());
        assertEquals("--no-landing 'both': expected attacker or defender", bad.err().strip());
    }

    @Test
    void cargoThatDoesNotFitIsRefused() {
        CliRun r = CliRun.of("odds", "--edition", "classic", "--attacker", "1 bb", "--defender", "1 transport", "--defender-cargo",
                "1 infantry, 1 armor");
        assertEquals(2, r.code(), r.toString());
        assertEquals("the defender's cargo (1 infantry, 1 armor) does not fit on its 1 transport (each 2 infantry or 1 other land"
                + " unit, Classic Gameplay Manual, 4 Action Sequence 2: Combat Movement — Naval Units — Transports (C735-737))", r.err().strip());
    }
}
