package battleboard.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.BattleState;
import battleboard.battle.Chance;
import battleboard.battle.Dice;
import battleboard.battle.HitDistribution;
import battleboard.battle.PreBattle;
import battleboard.battle.Progress;
import battleboard.battle.RoundModel;
import battleboard.battle.Side;
import battleboard.battle.Volley;
import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.result.BattleResult;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * World at War rules that the battle engine gained for it, each against a hand derivation (the digest's
 * §6 values T5, T12, T13, T16, T17; W lines cite seeds/003_e255d9e9a0936e6b.txt), exact to 1e-12 and Monte
 * Carlo (200,000 battles) within 4 standard errors.
 */
class WorldAtWarRulesTest {
    private static final Edition WAW = Edition.builtIn("world-at-war-2005");
    private static final int TRIALS = 200_000;

    private static BattleSetup.Builder battle(String attacker, String defender) {
        return BattleSetup.builder(WAW).attacker(attacker).defender(defender);
    }

    private static BattleResult monteCarlo(BattleSetup s) {
        return new Solver().solve(s, SolveOptions.of(MethodChoice.MONTE_CARLO).withMonteCarlo(
                MonteCarloOptions.defaults().withTrials(TRIALS).withSeed(5)), Progress.NONE);
    }

    private static void withinFourSe(double exact, double sampled) {
        double se = Math.sqrt(exact * (1 - exact) / TRIALS);
        assertTrue(Math.abs(sampled - exact) <= 4 * se, () -> sampled + " is not within 4 SE (" + se + ") of " + exact);
    }

    @Test
    void t5TigerArmourRoll() {
        // W527: one hit destroys a Tiger only on a roll of 5-6 (1/3); two hits destroy it. Tiger A5 against one
        // infantry D2: per round the Tiger hits 5/6 and is killed 1/3 x 1/3 = 1/9. Attacker win
        // (5/6 x 8/9) / (1 - 1/6 x 8/9) = 20/23. Against 2 and 3 infantry the digest's 1000/1633 and 40000/119209.
        double[] expected = {20.0 / 23, 1000.0 / 1633, 40000.0 / 119209};
        for (int n = 1; n <= 3; n++) {
            BattleResult r = new ExactSolver().solve(battle("1 tiger", n + " infantry").build());
            assertEquals(expected[n - 1], r.attackerWin(), 1e-12, n + " infantry");
        }
        withinFourSe(1000.0 / 1633, monteCarlo(battle("1 tiger", "2 infantry").build()).attackerWin());
    }

    @Test
    void t12ChineseMorale() {
        // W304-313: infantry that fight for rolls 1..6
        int[][] table = {{5, 0, 1, 2, 3, 4, 4}, {7, 0, 2, 3, 5, 6, 6}, {3, 0, 1, 2, 2, 3, 2}, {1, 0, 1, 1, 1, 1, 0}};
        for (int[] row : table) {
            for (int roll = 1; roll <= 6; roll++) {
                assertEquals(row[roll], PreBattle.attackingInfantry(row[0], roll), row[0] + " infantry, roll " + roll);
            }
        }
        // one Chinese infantry against one infantry: it attacks on 2-5 (4/6), and then A1 vs D2 wins
        // (1/6 x 4/6) / (1 - 5/6 x 4/6) = 1/4: attacker win 1/6; on a 1 or a 6 nobody attacks
        BattleSetup s = battle("1 infantry", "1 infantry").preBattle(new PreBattle(0, 1, true)).build();
        BattleResult exact = new Solver().solve(s, SolveOptions.of(MethodChoice.EXACT), Progress.NONE);
        assertEquals(1.0 / 6, exact.attackerWin(), 1e-12);
        assertEquals(2.0 / 6, exact.retreat(), 1e-12); // the cancelled attacks: the attacker stays out
        assertEquals(1, exact.attackerWin() + exact.defenderWin() + exact.draw(), 1e-12);
        BattleResult mc = monteCarlo(s);
        assertTrue(Math.abs(mc.attackerWin() - 1.0 / 6) <= 4 * Math.sqrt(4.0 / 6 * (0.25 * 0.75) / TRIALS) * 1.5,
                () -> "Monte Carlo " + mc.attackerWin() + " vs 1/6");
    }

    @Test
    void t13FinnishHitsCountDouble() {
        // W326, W382: 3 Finnish infantry defend at 3; each hit is two casualties: losses 0, 2, 4, 6 with 1/8, 3/8,
        // 3/8, 1/8, three per round on average
        RoundModel model = RoundModel.of(battle("6 infantry", "3 infantry").tech(Side.DEFENDER, "finland-neutral").build());
        BattleState start = model.initialState();
        List<Volley> volleys = model.volleys(model.startRound(start), model.step("main-fire"));
        Volley finnish = volleys.stream().filter(v -> v.dice().firer() == Side.DEFENDER).findFirst().orElseThrow();
        assertEquals(2, finnish.hitsEach());
        assertArrayEquals(new double[] {1.0 / 8, 3.0 / 8, 3.0 / 8, 1.0 / 8}, HitDistribution.of(finnish.dice()), 1e-12);
        // two attacking infantry against one Finnish infantry: a Finnish hit kills both. Per round: attackers hit
        // 11/36, the Finn 1/2: attacker win 11/72, draw 11/72, defender win 25/72, nothing 25/72:
        // 11/47, 11/47, 25/47
        BattleSetup s = battle("2 infantry", "1 infantry").tech(Side.DEFENDER, "finland-neutral").build();
        BattleResult r = new ExactSolver().solve(s);
        assertEquals(11.0 / 47, r.attackerWin(), 1e-12);
        assertEquals(11.0 / 47, r.draw(), 1e-12);
        assertEquals(25.0 / 47, r.defenderWin(), 1e-12);
        withinFourSe(25.0 / 47, monteCarlo(s).defenderWin());
    }

    @Test
    void t16SubmarineDetection() {
        // W443: P(detect) = 1 - (1 - X/6)^rolls
        double[][] table = {{1, 1.0 / 6, 11.0 / 36}, {2, 1.0 / 3, 5.0 / 9}, {3, 0.5, 0.75}, {4, 2.0 / 3, 8.0 / 9}, {5, 5.0 / 6, 35.0 / 36}};
        for (double[] row : table) {
            for (int rolls = 1; rolls <= 2; rolls++) {
                BattleSetup s = battle("2 fighter", "1 submarine").preBattle(new PreBattle((int) row[0], rolls, false)).build();
                // once found, the submarine cannot hit aircraft (C796) and is sunk for sure
                BattleResult r = new Solver().solve(s, SolveOptions.of(MethodChoice.EXACT), Progress.NONE);
                assertEquals(row[rolls], r.attackerWin(), 1e-12, "X = " + row[0] + ", " + rolls + " roll(s)");
                assertEquals(1 - row[rolls], r.retreat(), 1e-12);
            }
        }
        BattleSetup s = battle("2 fighter", "1 submarine").preBattle(new PreBattle(2, 2, false)).build();
        withinFourSe(5.0 / 9, monteCarlo(s).attackerWin());
    }

    @Test
    void t17KamikazeDice() {
        // W536-537: each Japanese fighter rolls one extra die at 2 in naval combat: 2 fighters roll 2 dice at 3
        // and 2 at 2: 0..4 hits with 1/9, 1/3, 13/36, 1/6, 1/36
        RoundModel model = RoundModel.of(battle("2 fighter", "1 battleship, 1 carrier, 1 transport")
                .tech(Side.ATTACKER, "kamikaze").build());
        List<Volley> attack = model.volleys(model.startRound(model.initialState()), model.step("main-fire")).stream()
                .filter(v -> v.dice().firer() == Side.ATTACKER).toList();
        double[] total = {1};
        for (Volley v : attack) {
            total = convolve(total, HitDistribution.of(v.dice()));
        }
        assertArrayEquals(new double[] {1.0 / 9, 1.0 / 3, 13.0 / 36, 1.0 / 6, 1.0 / 36}, total, 1e-12);
        // the Japanese player picks the ship (W537): a kamikaze hit sinks the damaged battleship, where the owner's
        // order of loss (cheapest first) would give up the submarine
        RoundModel pick = RoundModel.of(battle("2 fighter", "1 battleship, 1 submarine").tech(Side.ATTACKER, "kamikaze")
                .damaged(Side.DEFENDER, battleboard.battle.Force.parse("1 battleship", WAW)).build());
        List<Volley> picked = pick.volleys(pick.startRound(pick.initialState()), pick.step("main-fire"));
        Volley kamikaze = picked.stream().filter(Volley::firerChooses).findFirst().orElseThrow();
        Volley fighters = picked.stream().filter(v -> v.dice().firer() == Side.ATTACKER && !v.firerChooses()).findFirst().orElseThrow();
        var start = pick.startRound(pick.initialState()).defender();
        assertEquals(java.util.Map.of("submarine", 1), pick.units(Side.DEFENDER, pick.endRound(pick.takeHits(start, kamikaze, 1))));
        assertEquals(java.util.Map.of("battleship", 1), pick.units(Side.DEFENDER, pick.endRound(pick.takeHits(start, fighters, 1))));
        // one kamikaze fighter against a transport (D1): sunk per round with 1 - 1/2 x 2/3 = 2/3, the fighter lost
        // with 1/6: attacker win (2/3 x 5/6) / (1 - 1/3 x 5/6) = 10/13, draw 2/13, defender win 1/13
        BattleSetup s = battle("1 fighter", "1 transport").tech(Side.ATTACKER, "kamikaze").build();
        BattleResult r = new ExactSolver().solve(s);
        assertEquals(10.0 / 13, r.attackerWin(), 1e-12);
        assertEquals(2.0 / 13, r.draw(), 1e-12);
        withinFourSe(10.0 / 13, monteCarlo(s).attackerWin());
        // and the same round played die by die by an independent sampler through the model's playRound
        Random rng = new Random(3);
        Chance dice = d -> {
            int hits = 0;
            for (Dice.Group g : d.groups()) {
                for (int i = 0; i < g.count(); i++) {
                    hits += rng.nextInt(g.sides()) < g.value() ? 1 : 0;
                }
            }
            return hits;
        };
        RoundModel one = RoundModel.of(s);
        int sunk = 0;
        for (int i = 0; i < TRIALS; i++) {
            sunk += one.defeated(Side.DEFENDER, one.playRound(one.initialState(), dice).defender()) ? 1 : 0;
        }
        withinFourSe(2.0 / 3, (double) sunk / TRIALS);
    }

    @Test
    void t6AaGunsFireAtTanksEveryRound() {
        // W121-126: 3 armor vs 1 infantry + 1 AA gun; the gun rolls min(3, tanks) dice at 1 every round at the
        // tanks; the defender loses the infantry first. Digest T6: 874709100495/962288879734 when the attacker
        // must destroy the gun (default), 5795340/6125561 when a lone gun is captured (aa-ending=guns-captured)
        BattleSetup destroyed = battle("3 armor", "1 infantry, 1 aa-gun").build();
        BattleSetup captured = battle("3 armor", "1 infantry, 1 aa-gun").option("aa-ending", "guns-captured").build();
        assertEquals(874709100495.0 / 962288879734.0, new ExactSolver().solve(destroyed).attackerWin(), 1e-12);
        assertEquals(5795340.0 / 6125561, new ExactSolver().solve(captured).attackerWin(), 1e-12);
        withinFourSe(874709100495.0 / 962288879734.0, monteCarlo(destroyed).attackerWin());
        withinFourSe(5795340.0 / 6125561, monteCarlo(captured).attackerWin());
    }

    @Test
    void t7TransportsLastAndBattleshipDamageTiming() {
        // W110, W128: 2 fighters vs battleship (2 hits, D4, damaged D3) + transport (taken last). Digest T7:
        // 4317905/11878363 with values fixed at the start of the round, 5027220/11878363 when damage acts at once
        BattleSetup roundStart = battle("2 fighter", "1 battleship, 1 transport").build();
        BattleSetup immediate = battle("2 fighter", "1 battleship, 1 transport").option("value-timing", "immediate").build();
        assertEquals(4317905.0 / 11878363, new ExactSolver().solve(roundStart).attackerWin(), 1e-12);
        assertEquals(5027220.0 / 11878363, new ExactSolver().solve(immediate).attackerWin(), 1e-12);
        withinFourSe(4317905.0 / 11878363, monteCarlo(roundStart).attackerWin());
        withinFourSe(5027220.0 / 11878363, monteCarlo(immediate).attackerWin());
        // one hit goes to the battleship, never first to the transport
        RoundModel model = RoundModel.of(roundStart);
        Volley fighters = model.volleys(model.startRound(model.initialState()), model.step("main-fire")).stream()
                .filter(v -> v.dice().firer() == Side.ATTACKER).findFirst().orElseThrow();
        var hit = model.endRound(model.takeHits(model.startRound(model.initialState()).defender(), fighters, 1));
        assertEquals(java.util.Map.of("battleship", 1, "transport", 1), model.units(Side.DEFENDER, hit));
        assertEquals(2, model.hitPoints(Side.DEFENDER, hit));
    }

    @Test
    void valuesFixedAtTheStartOfTheRoundHoldAfterASubmarinesFirstShot() {
        // W110 with spec A4: 1 submarine (A2, first shot) vs 1 battleship (D4, damaged D3). A battleship damaged by
        // the first shot still defends at 4 that round. From damaged: the sub sinks it (1/3) before it fires, or
        // it fires at 3: V_D = (1/3) / (1 - 2/3 x 1/2) = 1/2. From undamaged: hit and the battleship misses at 4
        // (1/3 x 1/3) leads to V_D; a miss by both (2/3 x 1/3) stays: V_U = (1/9 x 1/2) / (1 - 2/9) = 1/14.
        // With damage acting at once the damaged battleship fires at 3 already: (1/3 x 1/2 x 1/2) / (7/9) = 3/28.
        BattleSetup roundStart = battle("1 submarine", "1 battleship").build();
        BattleSetup immediate = battle("1 submarine", "1 battleship").option("value-timing", "immediate").build();
        assertEquals(1.0 / 14, new ExactSolver().solve(roundStart).attackerWin(), 1e-12);
        assertEquals(3.0 / 28, new ExactSolver().solve(immediate).attackerWin(), 1e-12);
        withinFourSe(1.0 / 14, monteCarlo(roundStart).attackerWin());
    }

    @Test
    void russianLongRangeArtilleryFiresButIsNeverLost() {
        // W543, spec A14: the gun firing from outside the area rolls at 1-3 every round and cannot be hit. 1 infantry
        // + the gun vs 1 infantry: the attackers hit with 1 - 5/6 x 1/2 = 7/12, the defender 1/3 on the infantry:
        // attacker win (7/12 x 2/3) / (1 - 5/12 x 2/3) = 28/52, draw 14/52, defender win 10/52; the gun is in
        // no IPC loss; with the infantry gone the attack is over (it fires only with Russian ground troops)
        BattleSetup s = battle("1 infantry, 1 long-range-artillery", "1 infantry").build();
        BattleResult r = new ExactSolver().solve(s);
        assertEquals(28.0 / 52, r.attackerWin(), 1e-12);
        assertEquals(14.0 / 52, r.draw(), 1e-12);
        assertEquals(3 * 24.0 / 52, r.attackerIpcLoss(), 1e-12);
        withinFourSe(28.0 / 52, monteCarlo(s).attackerWin());
    }

    @Test
    void t14GermanSurpriseRound() {
        // W177: 3 German infantry and 2 tanks vs 4 Russian infantry and an AA gun. Round 1: Germans at 2 and 4
        // (7/3 expected hits), Russians at 1, the AA gun at 0 (2/3). From round 2: 3/2 and 4/3 + 2 AA dice at
        // 1 on the tanks = 5/3.
        BattleSetup s = battle("3 infantry, 2 armor", "4 infantry, 1 aa-gun").tech(Side.ATTACKER, "german-surprise")
                .tech(Side.DEFENDER, "surprised").build();
        RoundModel model = RoundModel.of(s);
        BattleState first = model.initialState();
        BattleState second = new BattleState(model.nextRound(first.round()), first.attacker(), first.defender());
        assertEquals(7.0 / 3, expectedHits(model, first, Side.ATTACKER), 1e-12);
        assertEquals(2.0 / 3, expectedHits(model, first, Side.DEFENDER), 1e-12);
        assertEquals(3.0 / 2, expectedHits(model, second, Side.ATTACKER), 1e-12);
        assertEquals(5.0 / 3, expectedHits(model, second, Side.DEFENDER), 1e-12);
    }

    @Test
    void t15PeacetimeHunting() {
        // W296: the German sub cannot fire and withdraws after the round (submerge: always). 2 fighters at 3:
        // sunk with 1 - (1/2)^2 = 3/4; with jets (4): 1 - (1/3)^2 = 8/9
        BattleSetup plain = battle("2 fighter", "1 submarine").tech(Side.DEFENDER, "peacetime-hunting")
                .submerge(Side.DEFENDER, battleboard.battle.SubmergePolicy.ALWAYS).build();
        BattleSetup jets = plain.toBuilder().tech(Side.ATTACKER, "jet-power").build();
        // the zone is cleared either way (a submarine that withdrew has left the battle): P(sunk) is the defender's
        // IPC loss over the submarine's 8 IPC
        assertEquals(3.0 / 4, new ExactSolver().solve(plain).defenderIpcLoss() / 8, 1e-12);
        assertEquals(8.0 / 9, new ExactSolver().solve(jets).defenderIpcLoss() / 8, 1e-12);
        assertEquals(1, new ExactSolver().solve(plain).attackerWin(), 1e-12);
        BattleResult mc = monteCarlo(plain);
        assertTrue(Math.abs(mc.defenderIpcLoss() - 6) <= 4 * mc.sampling().orElseThrow().defenderIpcLossError(),
                () -> "Monte Carlo defender IPC loss " + mc.defenderIpcLoss() + " vs 6");
        BattleResult mcJets = monteCarlo(jets);
        assertTrue(Math.abs(mcJets.defenderIpcLoss() - 64.0 / 9) <= 4 * mcJets.sampling().orElseThrow().defenderIpcLossError(),
                () -> "Monte Carlo defender IPC loss " + mcJets.defenderIpcLoss() + " vs 64/9");
    }

    @Test
    void t18HeavyBombers() {
        // W588: a heavy bomber rolls 2 dice at 4: 0, 1, 2 hits with 1/9, 4/9, 4/9. Against 1 infantry (D2) it wins
        // a round with 8/9 and is shot down with 1/3: attacker win (8/9 x 2/3) / (1 - 1/9 x 2/3) = 48/75 = 16/25
        BattleSetup s = battle("1 bomber", "1 infantry").tech(Side.ATTACKER, "heavy-bombers").build();
        RoundModel model = RoundModel.of(s);
        Volley bomber = model.volleys(model.startRound(model.initialState()), model.step("main-fire")).stream()
                .filter(v -> v.dice().firer() == Side.ATTACKER).findFirst().orElseThrow();
        assertArrayEquals(new double[] {1.0 / 9, 4.0 / 9, 4.0 / 9}, HitDistribution.of(bomber.dice()), 1e-12);
        assertEquals(16.0 / 25, new ExactSolver().solve(s).attackerWin(), 1e-12);
        withinFourSe(16.0 / 25, monteCarlo(s).attackerWin());
    }

    @Test
    void t19AaCapacity() {
        // W121-124: 2 AA guns against 2 fighters and 4 tanks: one gun on the aircraft (2 dice), one on 3 of the
        // tanks (3 dice); the fourth tank is not shot at; 5 dice at 1
        RoundModel model = RoundModel.of(battle("2 fighter, 4 armor", "2 aa-gun, 1 infantry").build());
        List<Volley> aa = model.volleys(model.startRound(model.initialState()), model.step("main-fire")).stream()
                .filter(v -> v.dice().firer() == Side.DEFENDER && v.dice().groups().get(0).unit().equals("aa-gun")).toList();
        assertEquals(2, aa.size());
        assertEquals(2, aa.get(0).dice().count());
        assertEquals(java.util.Set.of(battleboard.edition.Domain.AIR), aa.get(0).targets().domains());
        assertEquals(3, aa.get(1).dice().count());
        assertEquals(java.util.Set.of("armor"), aa.get(1).targets().tags());
        assertTrue(aa.stream().allMatch(v -> v.dice().groups().get(0).value() == 1));
    }

    /** @return the expected number of successes of a side's dice in the round that starts at {@code s} */
    private static double expectedHits(RoundModel model, BattleState s, Side firer) {
        double e = 0;
        for (battleboard.battle.Step step : model.steps()) {
            for (Volley v : model.volleys(model.startRound(s), step)) {
                if (v.dice().firer() == firer) {
                    for (Dice.Group g : v.dice().groups()) {
                        e += g.count() * g.hitProbability();
                    }
                }
            }
        }
        return e;
    }

    private static double[] convolve(double[] a, double[] b) {
        double[] c = new double[a.length + b.length - 1];
        for (int i = 0; i < a.length; i++) {
            for (int j = 0; j < b.length; j++) {
                c[i + j] += a[i] * b[j];
            }
        }
        return c;
    }
}
