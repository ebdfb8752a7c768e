package battleboard.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.battle.SubmergePolicy;
import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;
import battleboard.result.RoundFigures;
import battleboard.result.SwingDistribution;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RetreatPolicyTest {
    private static final Edition REVISED = Edition.builtIn("revised");
    private static final ExactSolver EXACT = new ExactSolver();

    private static BattleResult solve(String attacker, String defender, RetreatPolicy policy) {
        return EXACT.solve(BattleSetup.builder(REVISED).attacker(attacker).defender(defender).retreat(policy).build());
    }

    private static void sumsToOne(BattleResult r) {
        assertEquals(1.0, r.attackerWin() + r.defenderWin() + r.draw(), 1e-12);
        assertEquals(r.defenderWin(), r.defenderHolds() + r.retreat() + r.stalemate(), 1e-12);
    }

    /**
     * Issue 5 acceptance. After round 1 the attacker leaves unless a side is destroyed. Attacker win needs
     * all four attack dice to hit (1/6^3 * 1/2 = 1/432) and the defender not to hit four times (80/81):
     * 80/34992. Retreat: neither side destroyed, (431/432)(80/81). Attacker loss: defender hits ~ Bin(4, 1/3),
     * infantry (3) first then the tank (5): 3 (4/3 - 1/81) + 5/81 = 326/81. Defender loss: 3 x expected
     * attacker hits = 3 (3/6 + 1/2) = 3.
     */
    @Test
    void retreatAfterRoundOne() {
        BattleResult r = solve("3 infantry, 1 tank", "4 infantry", new RetreatPolicy.AfterRound(1));
        assertEquals(0.00228624, r.attackerWin(), 1e-7);
        assertEquals(80.0 / 34992, r.attackerWin(), 1e-12);
        assertEquals(0.98536808, r.retreat(), 1e-7);
        assertEquals(431.0 * 80 / 34992, r.retreat(), 1e-12);
        assertEquals(4.02469136, r.attackerIpcLoss(), 1e-7);
        assertEquals(326.0 / 81, r.attackerIpcLoss(), 1e-12);
        assertEquals(3.0, r.defenderIpcLoss(), 1e-7);
        assertEquals(1.0, r.expectedRounds(), 1e-12);
        sumsToOne(r);
    }

    @ParameterizedTest
    @ValueSource(strings = {"3 infantry, 1 tank | 4 infantry", "2 infantry, 1 artillery, 2 tank, 1 fighter | 5 infantry, 1 tank",
        "1 battleship, 2 destroyer, 1 submarine | 2 submarine, 1 carrier, 2 fighter"})
    void bestPolicyBeatsEveryRetreatAfterRound(String battle) {
        String[] sides = battle.split("\\|");
        BattleResult best = solve(sides[0], sides[1], new RetreatPolicy.Best());
        sumsToOne(best);
        for (int n = 1; n <= 10; n++) {
            BattleResult after = solve(sides[0], sides[1], new RetreatPolicy.AfterRound(n));
            sumsToOne(after);
            assertTrue(best.ipcSwing() >= after.ipcSwing() - 1e-9,
                    battle + ": best " + best.ipcSwing() + " < after round " + n + " " + after.ipcSwing());
        }
        BattleResult never = solve(sides[0], sides[1], RetreatPolicy.never());
        assertTrue(best.ipcSwing() >= never.ipcSwing() - 1e-9);
        assertEquals(best.retreat() > 0, !best.retreatStates().isEmpty());
        assertTrue(best.retreatStates().stream().allMatch(s -> s.leaveValue() > s.fightValue() && s.reach() > 0));
        assertEquals(best.retreat(), best.retreatStates().stream().mapToDouble(s -> s.reach()).sum(), 1e-9);
        // leaving ends the battle as it stands: the swing is the change of the TUV balance since the start
        int startBalance = tuv(sides[0]) - tuv(sides[1]);
        for (var state : best.retreatStates()) {
            assertEquals(tuv(state.attacker()) - tuv(state.defender()) - startBalance, state.leaveValue(), 1e-9);
        }
    }

    private static int tuv(String units) {
        return battleboard.battle.Force.parse(units, REVISED).ipc();
    }

    private static int tuv(java.util.Map<String, Integer> units) {
        return units.entrySet().stream().mapToInt(e -> REVISED.unit(e.getKey()).cost() * e.getValue()).sum();
    }

    @Test
    void retreatAtUnitsAndBelowProbability() {
        BattleResult atTwo = solve("4 infantry, 1 tank", "4 infantry", new RetreatPolicy.AtUnits(2));
        sumsToOne(atTwo);
        assertTrue(atTwo.retreat() > 0);
        assertTrue(atTwo.attackerSurvivors().stream().filter(s -> s.size() > 0).allMatch(s -> s.size() >= 1));
        BattleResult below = solve("4 infantry, 1 tank", "4 infantry", new RetreatPolicy.BelowWinProbability(0.3));
        sumsToOne(below);
        assertTrue(below.retreat() > 0);
        assertFalse(below.retreatStates().isEmpty());
        assertTrue(below.retreatStates().stream().allMatch(s -> s.fightValue() < 0.3));
        // the threshold as a player types it (issue 12, item 7)
        assertEquals("retreat when the chance to win falls below 30 %", below.retreatPolicy());
        assertEquals("retreat when the chance to win falls below 12.5 %", new RetreatPolicy.BelowWinProbability(0.125).describe());
    }

    @Test
    void capturesNeedALandUnit() {
        // 1 fighter + 1 infantry vs 1 infantry: the attacker wins either with the infantry (capture) or with
        // only the fighter left (defenders destroyed, territory not taken)
        BattleResult r = solve("1 fighter, 1 infantry", "1 infantry", RetreatPolicy.never());
        assertTrue(r.attackerCaptures() > 0 && r.defendersDestroyedNotTaken() > 0);
        assertEquals(r.attackerWin(), r.attackerCaptures() + r.defendersDestroyedNotTaken(), 1e-12);
        BattleResult sea = solve("1 destroyer", "1 transport", RetreatPolicy.never());
        assertEquals(0.0, sea.attackerCaptures(), 0.0);
    }

    @Test
    void amphibiousAircraftRetreatWhileLandUnitsFightOn() {
        // Revised: only air units may retreat from an amphibious assault (L1408-1409)
        BattleSetup s = BattleSetup.builder(REVISED).attacker("1 infantry, 1 fighter").defender("2 infantry")
                .amphibious(true).retreat(new RetreatPolicy.AfterRound(1)).build();
        BattleResult r = EXACT.solve(s);
        sumsToOne(r);
        // the fighter leaves after round 1 and the infantry fights on; the battle ends in a retreat only when
        // the infantry is already dead (then every attacking unit left is an aircraft and all may leave)
        BattleResult never = EXACT.solve(s.toBuilder().retreat(RetreatPolicy.never()).build());
        assertTrue(r.attackerIpcLoss() < never.attackerIpcLoss());
        assertTrue(r.attackerSurvivors().stream().anyMatch(o -> o.units().equals(java.util.Map.of("fighter", 1))));
        assertTrue(r.retreat() > 0 && r.retreat() < 1);
        // Classic: no retreat at all from an amphibious assault (rules digest A8)
        BattleSetup c = BattleSetup.builder(Edition.builtIn("classic")).attacker("1 infantry, 1 fighter").defender("2 infantry")
                .amphibious(true).retreat(new RetreatPolicy.AfterRound(1)).build();
        BattleResult cr = EXACT.solve(c);
        assertEquals(0.0, cr.retreat(), 0.0);
        assertEquals(EXACT.solve(c.toBuilder().retreat(RetreatPolicy.never()).build()).attackerWin(), cr.attackerWin(), 1e-12);
    }

    @Test
    void submarinesSubmergeWhenNothingIsLeftToHit() {
        // 2 fighters vs 1 submarine: the sub can never hit aircraft; submerging after round 1 saves it with
        // probability P(survives round 1) = (1/2)^2 = 1/4 (fighters hit on 3). Either way the sea zone is the
        // attacker's: the defender has no unit left in the battle
        BattleSetup s = BattleSetup.builder(REVISED).attacker("2 fighter").defender("1 submarine")
                .submerge(Side.DEFENDER, SubmergePolicy.WHEN_NO_TARGETS).build();
        BattleResult r = EXACT.solve(s);
        sumsToOne(r);
        assertEquals(1.0, r.attackerWin(), 1e-12);
        assertEquals(0.25, r.defenderSurvivors().stream().filter(o -> o.size() == 1).mapToDouble(o -> o.probability()).sum(), 1e-12);
        assertEquals(0.75 * 8, r.defenderIpcLoss(), 1e-12);
        // a destroyer in the battle keeps the submarine from submerging (L2657), even when it always would:
        // 1 destroyer (3) vs 1 submarine (2, its hit fires back because of the destroyer): per round the
        // destroyer alone hits 2/3*1/2 = 1/3, the sub alone 1/3*1/2 = 1/6, both 1/6; the round with no hit
        // repeats because the sub may not leave: attacker 1/2, defender 1/4, draw 1/4, the sub lost 3/4 of the time
        BattleResult blocked = EXACT.solve(BattleSetup.builder(REVISED).attacker("1 destroyer").defender("1 submarine")
                .submerge(Side.DEFENDER, SubmergePolicy.ALWAYS).build());
        assertEquals(0.5, blocked.attackerWin(), 1e-12);
        assertEquals(0.25, blocked.draw(), 1e-12);
        assertEquals(6.0, blocked.defenderIpcLoss(), 1e-12);
    }

    @Test
    void swingDistributionAndRounds() {
        BattleResult r = solve("1 infantry", "1 infantry", RetreatPolicy.never());
        // swings: attacker wins (+3) 1/4, defender wins (-3) 5/8, draw (0) 1/8
        SwingDistribution s = r.swing();
        assertEquals(List.of(new SwingDistribution.Bar(-3, 5.0 / 8), new SwingDistribution.Bar(0, 1.0 / 8),
                new SwingDistribution.Bar(3, 1.0 / 4)).toString(), roundBars(s).toString());
        assertEquals(r.ipcSwing(), s.mean(), 1e-12);
        assertEquals(-3, s.p5());
        assertEquals(-3, s.p50());
        assertEquals(3, s.p95());
        // each round ends the battle with probability 8/18 = 4/9: still going after round k = (5/9)^k
        List<RoundFigures> rounds = r.byRound();
        for (RoundFigures f : rounds.subList(0, 5)) {
            assertEquals(Math.pow(5.0 / 9, f.round()), f.ongoing(), 1e-12);
            assertEquals(0.25 * (1 - f.ongoing()), f.attackerWin(), 1e-12);
        }
        RoundFigures last = rounds.get(rounds.size() - 1);
        assertTrue(last.ongoing() < 1e-12);
        assertEquals(r.attackerWin(), last.attackerWin(), 1e-11);
    }

    private static List<SwingDistribution.Bar> roundBars(SwingDistribution s) {
        return s.bars().stream().map(b -> new SwingDistribution.Bar(b.swing(), Math.round(b.probability() * 1e12) / 1e12)).toList();
    }
}
