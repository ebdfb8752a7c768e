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
 * §6 values T5, T12, T13, T16, T17, and the readings of damage timing and long-range artillery; W lines
 * cite seeds/003_e255d9e9a0936e6b.txt), exact to 1e-12 and Monte Carlo (200,000 battles) within 4
 * standard errors. T6, T7, T14, T15, T18 and T19 are in {@code battleboard.worldatwar.WorldAtWarCasesTest}.
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
        // Monte Carlo simulates each of the 4 battles fought (weight 1/6, attacker win 1/4) with TRIALS battles:
        // the mixture's standard error is sqrt(4 x (1/6)^2 x 1/4 x 3/4 / TRIALS)
        BattleResult mc = monteCarlo(s);
        double se = Math.sqrt(4 * (1.0 / 36) * (0.25 * 0.75) / TRIALS);
        assertTrue(Math.abs(mc.attackerWin() - 1.0 / 6) <= 4 * se, () -> "Monte Carlo " + mc.attackerWin() + " vs 1/6");
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
        // all the attacker's dice of the round rolled together
        double[] total = HitDistribution.of(new Dice(Side.ATTACKER,
                attack.stream().flatMap(v -> v.dice().groups().stream()).toList()));
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
    void russianLongRangeArtilleryFiresOnlyWhileGroundTroopsAttack() {
        // W543: "Long range artillery may continue to fire so long as there are still ground troops attacking the area".
        // A fighter (3) and the gun against an infantry (2): no ground troops attack, so the gun never fires, and the
        // fighter alone hits with 1/2 against the infantry's 1/3: attacker win (1/2 x 2/3) / (1 - 1/2 x 2/3) = 1/2, draw
        // (1/2 x 1/3) / (2/3) = 1/4, defender win 1/4 (the gun firing beside the fighter gave 3/5, 3/10, 1/10)
        BattleSetup alone = battle("1 fighter, 1 long-range-artillery", "1 infantry").build();
        BattleResult r = new ExactSolver().solve(alone);
        assertEquals(0.5, r.attackerWin(), 1e-12);
        assertEquals(0.25, r.draw(), 1e-12);
        assertEquals(0.25, r.defenderWin(), 1e-12);
        withinFourSe(0.5, monteCarlo(alone).attackerWin());
        // beside ground troops that fall before the fighter: WorldAtWarReferenceTest.longRangeArtilleryAgreesWithTheReference
    }
}
