package battleboard.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Multinational;
import battleboard.battle.Progress;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.edition.Role;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.result.BattleResult;
import battleboard.solve.MethodChoice;
import battleboard.report.PowerLosses;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 10, item 4: a multinational defence (Revised L1795-1804, Classic C869-871), each power's units kept apart so
 * the casualties can be the attacker's pick of a power, and each power's expected IPC loss.
 */
class MultinationalDefenceTest {
    private static final Edition REVISED = Edition.builtIn("revised");

    private static BattleSetup battle(String attacker, String defender, String order) {
        Edition e = Multinational.edition(REVISED, defender);
        BattleSetup.Builder b = BattleSetup.builder(e).attacker(attacker).defender(Multinational.force(e, defender));
        if (order != null) {
            b.order(Side.DEFENDER, Multinational.powerFirst(e, Role.DEFENSE, order).orElseThrow());
        }
        return b.build();
    }

    private static BattleResult exact(BattleSetup s) {
        return new Solver().solve(s, SolveOptions.of(MethodChoice.EXACT), Progress.NONE);
    }

    /**
     * A bomber (attack 4) against a US infantry (defense 2) and a UK fighter (defense 4). Round 1 from both: the
     * bomber hits with 2/3, the defenders both miss with (2/3)(1/3) = 2/9; a round with no hit at all (1/3)(2/9) = 2/27
     * is played again. Normalised by 25/27: the bomber hits and survives with (2/3)(2/9) = 4/25, hits and dies with
     * (2/3)(7/9) = 14/25 (the defender wins, one unit lost), misses and dies with 7/25. So the first unit in the
     * defender's order is lost with 18/25. Then, with the bomber alive, one defender is left:
     * <ul>
     *   <li>the infantry lost first (the default, cheapest first, and "us first"): the fighter alone, per round
     *       win 2/3 * 1/3, draw 2/3 * 2/3, lost 1/3 * 2/3, normalised by 8/9: 1/4, 1/2, 1/4. Attacker wins 4/25 * 1/4 =
     *       1/25, draw 2/25; the US loses its infantry (3 IPC) with 18/25: 54/25 IPC; the UK its fighter (10) with
     *       4/25 * 3/4: 6/5 IPC;</li>
     *   <li>"uk first": the infantry alone, per round win 2/3 * 2/3, draw 2/3 * 1/3, lost 1/3 * 1/3, normalised by 7/9:
     *       4/7, 2/7, 1/7. Attacker wins 4/25 * 4/7 = 16/175, draw 8/175, defender 21/25 + 4/175 = 151/175; the UK loses
     *       10 * 18/25 = 36/5 IPC, the US 3 * 4/25 * 6/7 = 72/175.</li>
     * </ul>
     */
    @Test
    void theAttackerPicksWhichPowerLosesFirst() {
        for (String order : new String[] {null, "us first"}) {
            BattleResult r = exact(battle("1 bomber", "us: 1 infantry; uk: 1 fighter", order));
            assertEquals(1.0 / 25, r.attackerWin(), 1e-12);
            assertEquals(2.0 / 25, r.draw(), 1e-12);
            Map<String, Double> byPower = PowerLosses.defender(battle("1 bomber", "us: 1 infantry; uk: 1 fighter", order), r);
            assertEquals(54.0 / 25, byPower.get("us"), 1e-12);
            assertEquals(6.0 / 5, byPower.get("uk"), 1e-12);
            assertEquals(r.defenderIpcLoss(), byPower.get("us") + byPower.get("uk"), 1e-12);
        }
        BattleSetup ukFirst = battle("1 bomber", "us: 1 infantry; uk: 1 fighter", "uk first");
        BattleResult r = exact(ukFirst);
        assertEquals(16.0 / 175, r.attackerWin(), 1e-12);
        assertEquals(8.0 / 175, r.draw(), 1e-12);
        assertEquals(151.0 / 175, r.defenderWin(), 1e-12);
        Map<String, Double> byPower = PowerLosses.defender(ukFirst, r);
        assertEquals(36.0 / 5, byPower.get("uk"), 1e-12);
        assertEquals(72.0 / 175, byPower.get("us"), 1e-12);

        BattleResult mc = new Solver().solve(ukFirst, SolveOptions.of(MethodChoice.MONTE_CARLO)
                .withMonteCarlo(MonteCarloOptions.defaults().withTrials(200_000).withSeed(11)), Progress.NONE);
        double se = Math.sqrt(r.attackerWin() * (1 - r.attackerWin()) / 200_000);
        assertEquals(r.attackerWin(), mc.attackerWin(), 4 * se, "within 4 standard errors");
    }

    /**
     * With the defenders agreeing (the default order, cheapest first, the powers' units of one type in the order
     * the powers are written), the battle is the one of the merged force: the copies fight as the units they copy.
     */
    @Test
    void theDefaultOrderFightsAsTheMergedForce() {
        Edition e = Multinational.edition(REVISED, "us: 2 inf, 1 ftr; uk: 2 inf, 1 ftr");
        BattleSetup split = BattleSetup.builder(e).attacker("4 inf, 2 tank, 1 ftr")
                .defender(Multinational.force(e, "us: 2 inf, 1 ftr; uk: 2 inf, 1 ftr"))
                .tech(Side.DEFENDER, "jet-fighters").build();
        BattleSetup merged = BattleSetup.builder(REVISED).attacker("4 inf, 2 tank, 1 ftr").defender("4 inf, 2 ftr")
                .tech(Side.DEFENDER, "jet-fighters").build();
        BattleResult a = exact(split);
        BattleResult b = exact(merged);
        assertEquals(b.attackerWin(), a.attackerWin(), 1e-12);
        assertEquals(b.draw(), a.draw(), 1e-12);
        assertEquals(b.defenderIpcLoss(), a.defenderIpcLoss(), 1e-12);
        Map<String, Double> byPower = PowerLosses.defender(split, a);
        assertEquals(a.defenderIpcLoss(), byPower.get("us") + byPower.get("uk"), 1e-12);
        // the US infantry go before the UK's: the US loses more
        assertTrue(byPower.get("us") > byPower.get("uk"), byPower.toString());
    }

    @Test
    void badInputIsNamed() {
        assertEquals("'1 inf' names no power: write each power's units as 'power: units', e.g. 'us: 3 infantry; uk: 2 infantry'",
                assertThrows(IllegalArgumentException.class, () -> Multinational.groups("us: 2 inf; 1 inf")).getMessage());
        assertEquals("power 'uk' is given twice",
                assertThrows(IllegalArgumentException.class, () -> Multinational.groups("uk: 2 inf; uk: 1 ftr")).getMessage());
        Edition e = Multinational.edition(REVISED, "us: 2 inf; uk: 1 ftr");
        assertEquals("order of loss 'ussr first': no power 'ussr' in the battle (powers: us, uk)",
                assertThrows(IllegalArgumentException.class, () -> Multinational.powerFirst(e, Role.DEFENSE, "ussr first")).getMessage());
        assertTrue(Multinational.powerFirst(REVISED, Role.DEFENSE, "infantry, tank").isEmpty());
    }
}
