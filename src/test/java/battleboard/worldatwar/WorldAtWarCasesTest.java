package battleboard.worldatwar;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Dice;
import battleboard.battle.HitDistribution;
import battleboard.battle.Progress;
import battleboard.battle.RoundModel;
import battleboard.battle.Side;
import battleboard.battle.SubmergePolicy;
import battleboard.battle.Volley;
import battleboard.edition.Domain;
import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.montecarlo.MonteCarloSolver;
import battleboard.result.BattleResult;
import battleboard.result.Sampling;
import battleboard.result.SurvivorOutcome;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The worked test values of the World at War digest (/work/shared/rules/world-at-war-2005.md §6), each
 * derived by hand below. Exact figures to 1e-9 or tighter; Monte Carlo (200,000 seeded battles) within 4
 * standard errors of them: sqrt(p(1 - p)/n) for a probability, the reported standard error for an IPC
 * figure. Notation: W(state) is the probability that the attacker wins from a state; a round in which
 * nobody hits leaves the state unchanged and is divided out, W = sum P(s -> s') W(s') / (1 - P(s -> s)).
 */
class WorldAtWarCasesTest {
    private static final Edition WAW = Edition.builtIn("world-at-war-2005");
    private static final int TRIALS = 200_000;

    private static BattleSetup.Builder battle(String attacker, String defender) {
        return BattleSetup.builder(WAW).attacker(attacker).defender(defender);
    }

    private static BattleResult monteCarlo(BattleSetup setup, long seed) {
        return new MonteCarloSolver().solve(setup, MonteCarloOptions.defaults().withTrials(TRIALS).withSeed(seed),
                Progress.NONE, r -> {
                });
    }

    private static void withinFourSe(double exact, double sampled) {
        double se = Math.sqrt(exact * (1 - exact) / TRIALS);
        assertTrue(Math.abs(sampled - exact) <= 4 * se + 1e-12, () -> sampled + " is not within 4 SE (" + se + ") of " + exact);
    }

    private static void ipcWithinFourSe(double exact, double sampled, double se) {
        assertTrue(se > 0 && Math.abs(sampled - exact) <= 4 * se, () -> sampled + " is not within 4 SE (" + se + ") of " + exact);
    }

    /** @return expected hits of the volleys {@code firer} fires: sum of dice x value / 6 */
    private static double expectedHits(List<Volley> volleys, Side firer) {
        return volleys.stream().filter(v -> v.dice().firer() == firer).flatMap(v -> v.dice().groups().stream())
                .mapToDouble(g -> g.count() * g.hitProbability()).sum();
    }

    private static List<Volley> mainFire(BattleSetup setup) {
        RoundModel model = RoundModel.of(setup);
        return model.volleys(model.startRound(model.initialState()), model.step("main-fire"));
    }

    /**
     * T6: 3 armor (A3) against 1 infantry (D2) and 1 AA gun, which fires min(3, armor) dice at 1 at the armor
     * every round; the defender loses the infantry first. With a armor, the attacker scores Bin(a, 1/2) hits
     * and loses Bin(a, 1/6) + Bin(1, 1/3) armor (AA hits and the infantry's).
     * <ul>
     * <li>Gun alone (default: it must be destroyed): the gun dies with 1 - 2^-a, armor lost Bin(a, 1/6).
     * W_G(1) = (1/2)(5/6) / (1 - (1/2)(5/6)) = 5/7; W_G(2) = [(3/4)(35/36) + (1/4)(10/36)(5/7)] / (1 - (1/4)(25/36))
     * = 785/833; W_G(3) likewise = 1321465/1335299.</li>
     * <li>Infantry and gun: W_IG(1) = (1/2)(5/9) W_G(1) / (1 - (1/2)(5/9)) = 25/91 (the armor survives
     * both defenders' dice with (2/3)(5/6) = 5/9); W_IG(2) = 1439640/2068339; W_IG(3) = 874709100495/962288879734.</li>
     * <li>Option aa-ending=guns-captured: W_G = 1, so W_IG(1) = (5/18) / (13/18) = 5/13, W_IG(2) = 1965/2483,
     * W_IG(3) = 5795340/6125561.</li>
     * </ul>
     */
    @Test
    void t6AaGunsFireEveryRoundAtTheTanks() {
        BattleSetup byDefault = battle("3 armor", "1 infantry, 1 aa-gun").build();
        BattleSetup captured = battle("3 armor", "1 infantry, 1 aa-gun").option("aa-ending", "guns-captured").build();
        double w = 874709100495.0 / 962288879734.0;
        double wCaptured = 5795340.0 / 6125561.0;
        assertEquals(w, new ExactSolver().solve(byDefault).attackerWin(), 1e-12);
        assertEquals(wCaptured, new ExactSolver().solve(captured).attackerWin(), 1e-12);
        assertEquals(785.0 / 833, new ExactSolver().solve(battle("2 armor", "1 aa-gun").build()).attackerWin(), 1e-12);
        assertEquals(25.0 / 91, new ExactSolver().solve(battle("1 armor", "1 infantry, 1 aa-gun").build()).attackerWin(), 1e-12);
        withinFourSe(w, monteCarlo(byDefault, 61).attackerWin());
        withinFourSe(wCaptured, monteCarlo(captured, 62).attackerWin());
    }

    /**
     * T7: 2 fighters (A3, hit 1/2) against 1 battleship (2 hits; D4, D3 once damaged) and 1 transport (D1,
     * taken last). State (fighters, battleship hits left, transport). Bottom values: W(1,0,1) = (1/2)(5/6) /
     * (1 - (1/2)(5/6)) = 5/7; W(1,1,0) = (1/2)(1/2) / (1 - 1/4) = 1/3; W(2,0,1) = 131/133; W(2,1,0) = 19/21;
     * W(1,1,1) = 25/133; W(2,1,1) = 4063/5719.
     * <ul>
     * <li>value-timing=round-start (default): a battleship damaged this round still defends at 4. W(1,2,0) =
     * (1/2)(1/3)(1/3) / (1 - (1/2)(1/3)) = 1/15; W(2,2,0) = 659/1155; W(1,2,1) = 125/4123; W(2,2,1) =
     * 4317905/11878363.</li>
     * <li>value-timing=immediate: it fires back at 3 in the round it is damaged. W(1,2,0) = (1/2)(1/2)(1/3) /
     * (1 - (1/2)(1/3)) = 1/10; W(2,2,0) = 22/35; W(1,2,1) = 375/8246; W(2,2,1) = 5027220/11878363.</li>
     * </ul>
     */
    @Test
    void t7TransportsLastAndBattleshipDamageTiming() {
        BattleSetup roundStart = battle("2 fighter", "1 battleship, 1 transport").build();
        BattleSetup immediate = battle("2 fighter", "1 battleship, 1 transport").option("value-timing", "immediate").build();
        double w = 4317905.0 / 11878363;
        double wImmediate = 5027220.0 / 11878363;
        assertEquals(w, new ExactSolver().solve(roundStart).attackerWin(), 1e-12);
        assertEquals(wImmediate, new ExactSolver().solve(immediate).attackerWin(), 1e-12);
        assertEquals(1.0 / 15, new ExactSolver().solve(battle("1 fighter", "1 battleship").build()).attackerWin(), 1e-12);
        assertEquals(1.0 / 10, new ExactSolver().solve(battle("1 fighter", "1 battleship").option("value-timing", "immediate")
                .build()).attackerWin(), 1e-12);
        withinFourSe(w, monteCarlo(roundStart, 71).attackerWin());
        withinFourSe(wImmediate, monteCarlo(immediate, 72).attackerWin());
    }

    /**
     * T18: a heavy bomber rolls 2 dice at 4: P(0, 1, 2 hits) = (1/3)^2, 2(2/3)(1/3), (2/3)^2 = 1/9, 4/9, 4/9.
     *
     * <p>Full battle, 1 heavy bomber against 2 infantry (D2): with n infantry the bomber survives their fire
     * with (2/3)^n. n = 1: win (8/9)(2/3) / (1 - (1/9)(2/3)) = (16/27)/(25/27) = 16/25, draw (8/9)(1/3)/(25/27)
     * = 8/25, loss 1/25. n = 2 (survival 4/9, self-loop (1/9)(4/9) = 4/81): win = [(4/9)(4/9) + (4/9)(4/9)(16/25)]
     * / (77/81) = 656/1925; draw = [(4/9)(5/9) + (16/81)(8/25)] / (77/81) = 628/1925; the defender holds with 2
     * infantry (1/9)(5/9) / (77/81) = 5/77 and with 1 infantry [(4/9)(5/9) + (16/81)(1/25)] / (77/81) =
     * 516/1925, in all 641/1925. IPC: the attacker loses its 15 IPC bomber with (641 + 628)/1925, 15 x 1269/1925
     * = 3807/385; the defender loses 2 infantry with (656 + 628)/1925 and 1 with 516/1925: 3 x 3084/1925 = 9252/1925.
     */
    @Test
    void t18HeavyBomber() {
        BattleSetup three = battle("1 bomber", "3 infantry").tech(Side.ATTACKER, "heavy-bombers").build();
        List<Volley> attackerVolleys = mainFire(three).stream().filter(v -> v.dice().firer() == Side.ATTACKER).toList();
        assertEquals(1, attackerVolleys.size());
        Dice dice = attackerVolleys.get(0).dice();
        assertEquals(2, dice.count());
        assertArrayEquals(new double[] {1.0 / 9, 4.0 / 9, 4.0 / 9}, HitDistribution.of(dice), 1e-12);

        BattleSetup two = battle("1 bomber", "2 infantry").tech(Side.ATTACKER, "heavy-bombers").build();
        BattleResult r = new ExactSolver().solve(two);
        assertEquals(656.0 / 1925, r.attackerWin(), 1e-12);
        assertEquals(628.0 / 1925, r.draw(), 1e-12);
        assertEquals(641.0 / 1925, r.defenderWin(), 1e-12);
        assertEquals(3807.0 / 385, r.attackerIpcLoss(), 1e-12);
        assertEquals(9252.0 / 1925, r.defenderIpcLoss(), 1e-12);
        assertEquals(16.0 / 25, new ExactSolver().solve(battle("1 bomber", "1 infantry").tech(Side.ATTACKER, "heavy-bombers")
                .build()).attackerWin(), 1e-12);

        BattleResult m = monteCarlo(two, 181);
        withinFourSe(656.0 / 1925, m.attackerWin());
        withinFourSe(628.0 / 1925, m.draw());
        Sampling s = m.sampling().orElseThrow();
        ipcWithinFourSe(3807.0 / 385, m.attackerIpcLoss(), s.attackerIpcLossError());
        ipcWithinFourSe(9252.0 / 1925, m.defenderIpcLoss(), s.defenderIpcLossError());
    }

    /**
     * T19: 2 AA guns against 2 fighters and 4 armor. The guns cover the aircraft first: min(2, 3 x 2) = 2 dice
     * with one gun; the other gun covers min(4, 3) = 3 armor; the 4th armor is not shot at. 5 dice at 1; an
     * aircraft hit may only remove an aircraft, an armor hit only an armor.
     */
    @Test
    void t19AaCapacity() {
        List<Volley> aa = mainFire(battle("2 fighter, 4 armor", "2 aa-gun").build()).stream()
                .filter(v -> v.dice().firer() == Side.DEFENDER).toList();
        assertEquals(2, aa.size(), aa::toString);
        Volley atAircraft = aa.stream().filter(v -> v.targets().admits(WAW.unit("fighter"))).findFirst().orElseThrow();
        Volley atArmor = aa.stream().filter(v -> v.targets().admits(WAW.unit("armor"))).findFirst().orElseThrow();
        assertEquals(2, atAircraft.dice().count());
        assertEquals(3, atArmor.dice().count());
        assertTrue(!atAircraft.targets().admits(WAW.unit("armor")) && !atArmor.targets().admits(WAW.unit("fighter")));
        assertEquals(Set.of(Domain.AIR), atAircraft.targets().domains());
        for (Volley v : aa) {
            assertTrue(v.dice().groups().stream().allMatch(g -> g.unit().equals("aa-gun") && g.value() == 1 && g.sides() == 6));
        }
        assertEquals(5, aa.stream().mapToInt(v -> v.dice().count()).sum());
    }

    /**
     * T14: German surprise (attacker +1 in round 1) and surprised Russians (defender -1 in round 1, AA guns
     * included): 3 infantry, 2 armor against 4 infantry, 1 AA gun. Round 1: the Germans hit on 2 and 4,
     * 3(2/6) + 2(4/6) = 7/3; the Russians on 1, 4(1/6) = 2/3, the AA gun at 0 rolls nothing. From round 2:
     * 3(1/6) + 2(3/6) = 3/2 against 4(2/6) + 2(1/6) (the gun's 2 dice at the 2 armor) = 5/3.
     */
    @Test
    void t14GermanSurpriseRound() {
        BattleSetup.Builder b = battle("3 infantry, 2 armor", "4 infantry, 1 aa-gun").tech(Side.ATTACKER, "german-surprise")
                .tech(Side.DEFENDER, "surprised");
        List<Volley> first = mainFire(b.build());
        assertEquals(7.0 / 3, expectedHits(first, Side.ATTACKER), 1e-12);
        assertEquals(2.0 / 3, expectedHits(first, Side.DEFENDER), 1e-12);
        assertTrue(first.stream().flatMap(v -> v.dice().groups().stream()).noneMatch(g -> g.unit().equals("aa-gun")));
        List<Volley> second = mainFire(b.startRound(2).build());
        assertEquals(3.0 / 2, expectedHits(second, Side.ATTACKER), 1e-12);
        assertEquals(5.0 / 3, expectedHits(second, Side.DEFENDER), 1e-12);
        assertEquals(2, second.stream().filter(v -> v.dice().groups().get(0).unit().equals("aa-gun"))
                .mapToInt(v -> v.dice().count()).sum());
    }

    /**
     * T15: US peacetime hunting: the German submarine rolls nothing (attack and defense 0) and withdraws at
     * the end of round 1 (submerge policy ALWAYS). 2 fighters at 3 sink it in round 1 with 1 - (1/2)^2 = 3/4;
     * with Jets (fighters at 4), 1 - (1/3)^2 = 8/9. The fighters are never hit. The sub that withdraws leaves
     * the defender with nothing on the board, which BattleResult counts in attackerWin ("destroyed (or
     * gone)"), so attackerWin is 1 and P(sub sunk) is read from the defender's survivors (the withdrawn sub,
     * 1/4) and its IPC loss, 8 x 3/4 = 6 (with Jets 8 x 8/9 = 64/9).
     */
    @Test
    void t15PeacetimeHunting() {
        BattleSetup hunt = battle("2 fighter", "1 submarine").tech(Side.DEFENDER, "peacetime-hunting")
                .submerge(Side.DEFENDER, SubmergePolicy.ALWAYS).build();
        BattleResult r = new ExactSolver().solve(hunt);
        assertEquals(1.0 / 4, subWithdrawn(r), 1e-12);
        assertEquals(8 * 3.0 / 4, r.defenderIpcLoss(), 1e-12);
        assertEquals(0, r.attackerIpcLoss(), 1e-12);
        assertEquals(1, r.attackerWin(), 1e-12);
        assertEquals(1, r.expectedRounds(), 1e-12);
        BattleResult jets = new ExactSolver().solve(hunt.toBuilder().tech(Side.ATTACKER, "jet-power").build());
        assertEquals(1.0 / 9, subWithdrawn(jets), 1e-12);
        assertEquals(8 * 8.0 / 9, jets.defenderIpcLoss(), 1e-12);
        assertEquals(0, jets.attackerIpcLoss(), 1e-12);

        BattleResult m = monteCarlo(hunt, 151);
        withinFourSe(1.0 / 4, subWithdrawn(m));
        ipcWithinFourSe(6, m.defenderIpcLoss(), m.sampling().orElseThrow().defenderIpcLossError());
    }

    /** @return the probability that the defender ends with its submarine (withdrawn, not sunk) */
    private static double subWithdrawn(BattleResult r) {
        return r.defenderSurvivors().stream().filter(o -> o.units().equals(Map.of("submarine", 1)))
                .mapToDouble(SurvivorOutcome::probability).sum();
    }
}
