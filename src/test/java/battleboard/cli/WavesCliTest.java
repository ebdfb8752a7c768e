package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Waves;
import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import battleboard.solve.WaveSolver;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code odds --wave}: an attack in waves from the command line (issue 14, item 4). */
class WavesCliTest {
    private static final Edition REVISED = Edition.builtIn("revised");

    @Test
    void theWavesOfTheCommandLineAreTheLibrarysAttack() {
        JsonNode n = CliRun.odds("--wave", "3 inf, 1 tank", "--defender", "5 inf, 1 aa", "--wave-retreat", "never",
                "--wave", "2 ftr, 2 tank");
        WaveSolver.Result r = new WaveSolver(new ExactSolver()).solve(Waves.of(BattleSetup.builder(REVISED).attacker("3 infantry, 1 tank")
                .defender("5 infantry, 1 aa-gun").build(), List.of(new Waves.Wave(battleboard.battle.Force.parse("2 fighter, 2 tank", REVISED),
                RetreatPolicy.never())), Waves.Timing.NEXT_COMBAT), SolveOptions.defaults().withMethod(MethodChoice.EXACT), Progress.NONE);
        assertEquals(r.total().attackerWin(), n.get("attackerWin").asDouble(), 1e-12);
        assertEquals("next-combat", n.get("waves").get("timing").asText());
        assertEquals(2, n.get("waves").get("byWave").size());
        assertEquals(r.waves().get(1).fought(), n.get("waves").get("byWave").get(1).get("fought").asDouble(), 1e-12);
        assertEquals(2, n.get("waves").get("later").get(0).get("attacker").get("fighter").asInt());
    }

    @Test
    void theTableHasALinePerWave() {
        String out = CliRun.of("odds", "--attacker", "3 inf, 1 tank", "--defender", "5 inf, 1 aa", "--retreat-after-round", "1",
                "--wave", "2 ftr, 2 tank", "--wave-timing", "next-turn").ok().out();
        CliRun.assertContains(out, "  Wave 2:", "2 fighter, 2 tank (fight to the end)", "next turn: the attackers still alive join",
                "The whole attack", "By wave", "\n     1  100.0000%", "\n     2  ");
    }

    @Test
    void badWavesAreOneLine() {
        CliRun r = CliRun.of("odds", "--attacker", "2 inf", "--defender", "2 inf", "--wave", "1 battleship");
        assertEquals(2, r.code());
        assertTrue(r.err().strip().startsWith("wave 2: "), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        r = CliRun.of("odds", "--attacker", "2 inf", "--defender", "2 inf", "--wave", "1 zeppelin");
        assertEquals(2, r.code());
        assertTrue(r.err().strip().startsWith("wave 2: unknown unit"), r.err());
        r = CliRun.of("odds", "--attacker", "2 inf", "--defender", "2 inf", "--wave", "1 tank", "--wave-timing", "tomorrow");
        assertEquals(2, r.code());
        assertEquals("wave timing 'tomorrow' is not known (next-combat, next-turn)", r.err().strip());
        r = CliRun.of("odds", "--attacker", "2 inf", "--defender", "2 inf", "--wave", "1 tank", "--wave-retreat", "never",
                "--wave-retreat", "never");
        assertEquals(2, r.code());
        assertEquals("--wave-retreat is given 2 times for 1 later wave", r.err().strip());
        r = CliRun.of("odds", "--attacker", "2 inf", "--defender", "2 inf", "--wave", "1 tank", "--wave", "1 tank", "--wave", "1 tank",
                "--wave", "1 tank");
        assertEquals(2, r.code());
        assertEquals("at most 4 waves (the attacker and 3 more), not 5", r.err().strip());
    }
}
