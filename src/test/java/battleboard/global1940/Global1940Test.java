package battleboard.global1940;

import static battleboard.battle.Side.ATTACKER;
import static battleboard.battle.Side.DEFENDER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.HitDistribution;
import battleboard.battle.RoundModel;
import battleboard.battle.Volley;
import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;
import battleboard.raid.Raid;
import battleboard.raid.RaidSetup;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Axis & Allies Global 1940 Second Edition ({@code presets/editions/axis-allies-global-1940-2e.json},
 * docs/rules/axis-allies-global-1940-2e.md): its units and the rules it brings together, each battle against a hand
 * derivation written as fractions. X lines are lines of TripleA's ww2global40_2nd_edition.xml, the source the edition
 * file cites.
 */
class Global1940Test {
    private static final double TOL = 1e-12;
    private static final Edition E = Edition.builtIn("axis-allies-global-1940-2e");

    private static BattleSetup.Builder battle(String attacker, String defender) {
        return BattleSetup.builder(E).attacker(attacker).defender(defender);
    }

    private static BattleResult exact(BattleSetup.Builder b) {
        return new ExactSolver().solve(b.build());
    }

    /** The values of X2191-2442 and the costs of the production rules X1427-1502. */
    @Test
    void unitValuesAndCosts() {
        String[][] expected = {
            {"infantry", "1", "2", "3"}, {"mech-infantry", "1", "2", "4"}, {"artillery", "2", "2", "4"}, {"tank", "3", "3", "6"},
            {"aa-gun", "0", "0", "5"}, {"fighter", "3", "4", "10"}, {"tactical-bomber", "3", "3", "11"}, {"bomber", "4", "1", "12"},
            {"battleship", "4", "4", "20"}, {"cruiser", "3", "3", "12"}, {"destroyer", "2", "2", "8"}, {"carrier", "0", "2", "16"},
            {"transport", "0", "0", "7"}, {"submarine", "2", "1", "6"},
        };
        battleboard.edition.UnitValues.assertValuesAndCosts(E, expected);
        assertEquals(2, E.findUnit("battleship").orElseThrow().hitPoints());
        assertEquals(2, E.findUnit("carrier").orElseThrow().hitPoints());
    }

    /** @return the distribution of the attacker's hits in the first round's main fire, all its volleys together */
    private static double[] attackerHits(String attacker, String defender) {
        RoundModel m = RoundModel.of(battle(attacker, defender).build());
        double[] total = {1};
        for (Volley v : m.volleys(m.startRound(m.initialState()), m.step("main-fire"))) {
            if (v.dice().firer() == ATTACKER) {
                total = convolve(total, HitDistribution.of(v.dice()));
            }
        }
        return total;
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

    /**
     * An artillery raises one infantry or mechanized infantry to 2, one for one (X3541-3551): an infantry, a mechanized
     * infantry and an artillery roll 2, 2 and 1 (or 1, 2, 2): no hit (2/3)(2/3)(5/6) = 10/27 (unsupported it would be
     * (5/6)(5/6)(2/3) = 25/54); two hits or more 1 - 10/27 - [2 (1/3)(2/3)(5/6) + (2/3)(2/3)(1/6)] = 1 - 10/27 - 12/27 = 5/27.
     */
    @Test
    void artilleryRaisesInfantryAndMechanizedInfantry() {
        double[] hits = attackerHits("1 infantry, 1 mech, 1 artillery", "3 infantry");
        assertEquals(10.0 / 27, hits[0], TOL);
        assertEquals(12.0 / 27, hits[1], TOL);
        assertEquals(5.0 / 27, hits[2] + hits[3], TOL);
    }

    /**
     * A fighter raises one tactical bomber to 4, one for one (X3552-3562): a fighter and two tactical bombers roll 3, 4
     * and 3: no hit (1/2)(1/3)(1/2) = 1/12, three hits (1/2)(2/3)(1/2) = 1/6.
     */
    @Test
    void aFighterRaisesOneTacticalBomber() {
        double[] hits = attackerHits("1 fighter, 2 tac", "3 infantry");
        assertEquals(1.0 / 12, hits[0], TOL);
        assertEquals(1.0 / 6, hits[3], TOL);
    }

    /**
     * A tank and a tactical bomber (at 4 beside the tank, X3563-3573) against an infantry (2). With both: the attacker
     * misses with (1/2)(1/3) = 1/6, the infantry hits with 1/3 and takes the tank (6) before the tactical bomber (11). Of
     * the rounds that end (16/18): attacker hits (5/6): won, 15/16; attacker misses, infantry hits (1/18): 1/16, the
     * tactical bomber alone at 3 (no tank beside it) against the infantry: a round wins 1/3, draws 1/6, loses 1/6 (of 2/3
     * that end): 1/2, 1/4, 1/4. Attacker win 15/16 + 1/32 = 31/32, draw 1/64, defender win 1/64; the tank is lost with
     * 5/16 + 1/16 = 3/8 (6 x 3/8 = 9/4), the tactical bomber with 1/16 x 1/2 (11/32): 83/32.
     */
    @Test
    void aTankRaisesATacticalBomber() {
        BattleResult r = exact(battle("1 tank, 1 tac", "1 infantry"));
        assertEquals(31.0 / 32, r.attackerWin(), TOL);
        assertEquals(1.0 / 64, r.draw(), TOL);
        assertEquals(1.0 / 64, r.defenderWin(), TOL);
        assertEquals(83.0 / 32, r.attackerIpcLoss(), TOL);
    }

    /**
     * The same at sea, a fighter beside the tactical bomber (X3552-3562) against a destroyer (2): the fighter (10) is lost
     * before the tactical bomber (11); the figures of the tank's battle, attacker IPC loss 10 x 3/8 + 11/32 = 131/32, the
     * destroyer (8) lost with 31/32 + 1/64: 63/8.
     */
    @Test
    void aFighterRaisesATacticalBomberAtSea() {
        BattleResult r = exact(battle("1 fighter, 1 tac", "1 destroyer"));
        assertEquals(31.0 / 32, r.attackerWin(), TOL);
        assertEquals(1.0 / 64, r.draw(), TOL);
        assertEquals(131.0 / 32, r.attackerIpcLoss(), TOL);
        assertEquals(63.0 / 8, r.defenderIpcLoss(), TOL);
    }

    /**
     * Each AA gun fires at up to 3 attacking aircraft, one die each at 1 (X2441 maxAAattacks 3): one gun against 2 fighters
     * and 2 tactical bombers rolls 3 dice, (5/6)^3 = 125/216 no hit, 75/216, 15/216, 1/216; two guns roll 4, one per
     * aircraft.
     */
    @Test
    void anAaGunFiresAtUpToThreeAircraft() {
        assertArrayEquals(new double[] {125.0 / 216, 75.0 / 216, 15.0 / 216, 1.0 / 216},
                aaFire("2 fighter, 2 tac, 1 infantry", "1 infantry, 1 aa-gun"), TOL);
        assertArrayEquals(new double[] {625.0 / 1296, 500.0 / 1296, 150.0 / 1296, 20.0 / 1296, 1.0 / 1296},
                aaFire("2 fighter, 2 tac, 1 infantry", "1 infantry, 2 aa-gun"), TOL);
    }

    private static double[] aaFire(String attacker, String defender) {
        RoundModel m = RoundModel.of(battle(attacker, defender).build());
        List<Volley> aa = m.volleys(m.startRound(m.initialState()), m.step("opening-fire")).stream()
                .filter(v -> v.dice().firer() == DEFENDER).toList();
        assertEquals(1, aa.size());
        return HitDistribution.of(aa.get(0).dice());
    }

    /**
     * A carrier takes two hits and attacks at 0 (X2320-2332): a destroyer (2) against it (defends at 2, its values unchanged
     * when damaged). A round: each hits with 1/3. From the whole carrier, of the rounds that end (5/9): the destroyer hits
     * alone (2/9), the carrier is damaged, 2/5; otherwise the destroyer is lost, 3/5. Against the damaged carrier: win 2/5,
     * draw 1/5, loss 2/5. Attacker win 4/25, draw 2/25, defender win 19/25; the carrier (16) lost with 6/25 (96/25, its
     * damage no loss), the destroyer (8) with 21/25 (168/25).
     */
    @Test
    void aCarrierTakesTwoHits() {
        BattleResult r = exact(battle("1 destroyer", "1 carrier"));
        assertEquals(4.0 / 25, r.attackerWin(), TOL);
        assertEquals(2.0 / 25, r.draw(), TOL);
        assertEquals(19.0 / 25, r.defenderWin(), TOL);
        assertEquals(96.0 / 25, r.defenderIpcLoss(), TOL);
        assertEquals(168.0 / 25, r.attackerIpcLoss(), TOL);
    }

    /**
     * A kamikaze strike (X4777-4779) rolls one die at 2 at a surface warship before the battle, and the ship it hits is
     * lost before it fires: a destroyer against a kamikaze strike and a destroyer. The strike hits with 1/3 (the defender
     * wins); otherwise (2/3) destroyer against destroyer: win 2/5, draw 1/5, loss 2/5. Attacker win 4/15, draw 2/15,
     * defender win 1/3 + 4/15 = 3/5; the strike costs nothing.
     */
    @Test
    void aKamikazeStrikeBeforeTheBattle() {
        BattleResult r = exact(battle("1 destroyer", "1 kamikaze, 1 destroyer"));
        assertEquals(4.0 / 15, r.attackerWin(), TOL);
        assertEquals(2.0 / 15, r.draw(), TOL);
        assertEquals(3.0 / 5, r.defenderWin(), TOL);
        assertEquals(8.0 * (2.0 / 15 + 4.0 / 15), r.defenderIpcLoss(), TOL);
    }

    /**
     * A kamikaze strike hits surface warships only (X4779: battleship, carrier, cruiser, destroyer), under option
     * kamikaze-targets the one the Japanese player picks (firer: the most expensive) or the attacker (owner: by its order
     * of loss, cheapest first). Against a cruiser (12), a destroyer (8), a submarine and a transport, with nothing else
     * defending: the strike hits with 1/3, the attacker wins always, and loses 12/3 = 4 (firer) or 8/3 (owner).
     */
    @Test
    void kamikazeTargets() {
        String attacker = "1 cruiser, 1 destroyer, 1 submarine, 1 transport";
        BattleResult firer = exact(battle(attacker, "1 kamikaze"));
        assertEquals(1.0, firer.attackerWin(), TOL);
        assertEquals(4.0, firer.attackerIpcLoss(), TOL);
        BattleResult owner = exact(battle(attacker, "1 kamikaze").option("kamikaze-targets", "owner"));
        assertEquals(8.0 / 3, owner.attackerIpcLoss(), TOL);
        BattleResult notWarships = exact(battle("1 submarine, 1 transport", "1 kamikaze"));
        assertEquals(0.0, notWarships.attackerIpcLoss(), TOL);
        assertThrows(IllegalArgumentException.class, () -> battle("1 kamikaze", "1 destroyer").build());
    }

    /**
     * Fighters scrambled from an island's air base defend its sea zone beside or without carriers (X6139-6151,
     * carries.scrambled): a destroyer (2) against a lone fighter (4), which the 1942 edition refuses. A round: the destroyer
     * hits alone with (1/3)(1/3) = 1/9, both with 2/9, the fighter alone with 4/9; of 7/9: attacker win 1/7, draw 2/7,
     * defender win 4/7. A strategic bomber can neither scramble nor land on a carrier: refused.
     */
    @Test
    void scrambledFightersDefendAtSea() {
        BattleResult r = exact(battle("1 destroyer", "1 fighter"));
        assertEquals(1.0 / 7, r.attackerWin(), TOL);
        assertEquals(2.0 / 7, r.draw(), TOL);
        assertEquals(4.0 / 7, r.defenderWin(), TOL);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> battle("1 destroyer", "1 carrier, 1 bomber").build())
                .getMessage().startsWith("bomber cannot defend at sea"));
        assertThrows(IllegalArgumentException.class,
                () -> BattleSetup.builder(Edition.builtIn("axis-allies-1942-2e")).attacker("1 destroyer").defender("1 fighter").build());
    }

    /**
     * A raid on a minor industrial complex (X2354-2362: at most 6 points, its own AA at 1) by a strategic bomber (1D6+2,
     * X2256-2257): the AA hits with 1/6; the bomber over the target (5/6) does 3, 4 or 5 with 1/6 each and 6 (a 4, 5 or 6,
     * capped) with 1/2: 5/36 each, 15/36; expected (3 + 4 + 5) x 5/36 + 6 x 15/36 = 25/6. A tactical bomber may not bomb a
     * factory (X2276: air and naval bases only); at an air base it does 1D6: 3.5 x 5/6 = 35/12.
     */
    @Test
    void aRaidOnAMinorIndustrialComplex() {
        Raid.Result r = Raid.solve(RaidSetup.of(E, Map.of("bomber", 1)).withMission("minor-ic"));
        assertEquals(1.0 / 6, r.damage().get(0), TOL);
        assertEquals(5.0 / 36, r.damage().get(3), TOL);
        assertEquals(15.0 / 36, r.damage().get(6), TOL);
        assertEquals(25.0 / 6, r.expectedDamage(), TOL);
        assertThrows(IllegalArgumentException.class, () -> Raid.solve(RaidSetup.of(E, Map.of("tactical-bomber", 1)).withMission("minor-ic")));
        assertEquals(35.0 / 12, Raid.solve(RaidSetup.of(E, Map.of("tactical-bomber", 1)).withMission("air-base")).expectedDamage(), TOL);
    }

    /** Global 1940 is a built-in edition: the form and compare list it. */
    @Test
    void isBuiltIn() {
        assertTrue(Edition.BUILT_IN.contains("axis-allies-global-1940-2e"));
    }
}
