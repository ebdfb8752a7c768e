package battleboard.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.AirCap;
import battleboard.battle.BattleSetup;
import battleboard.battle.PreBattleVariant;
import battleboard.report.PostBattleLosses;
import battleboard.battle.Dice;
import battleboard.battle.Force;
import battleboard.battle.PreBattle;
import battleboard.battle.Progress;
import battleboard.battle.RoundModel;
import battleboard.battle.Side;
import battleboard.battle.Volley;
import battleboard.edition.Edition;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.result.BattleResult;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Global War 1939's optional Air Combat (G2138-2171) before a battle: the book's example, and two battles derived
 * by hand, exact to 1e-12 and Monte Carlo within 4 standard errors.
 */
class AirCombatTest {
    private static final Edition GW = Edition.builtIn("global-war-1939");

    private static BattleSetup battle(String attacker, String defender, int attackerCap, int defenderCap) {
        return BattleSetup.builder(GW).attacker(attacker).defender(defender)
                .preBattle(PreBattle.NONE.withAirCombat(new AirCap(attackerCap, defenderCap))).build();
    }

    private static BattleResult solve(BattleSetup s, MethodChoice method) {
        return new Solver().solve(s, SolveOptions.of(method).withMonteCarlo(MonteCarloOptions.defaults().withTrials(200_000).withSeed(3)),
                Progress.NONE);
    }

    /**
     * G2163-2171: the attacker's 2 Air Cap fighters against the defender's 3; the defender wins with one fighter left,
     * which sits out. The attacker's 2 infantry, 2 armor and 2 bombers then face 4 infantry and a tactical bomber
     * under air supremacy: the bombers hit on 2, not 8 (their defense), and, with no attacking fighter on Tac Air,
     * the tactical bomber defends at 4 + 2 = 6.
     */
    @Test
    void theBooksExample() {
        BattleSetup s = battle("2 fighter, 2 infantry, 2 armor, 2 strategic-bomber", "3 fighter, 4 infantry, 1 tactical-bomber", 2, 3);
        PreBattleVariant oneLeft = Mixture.airCombat(s, new AirCap(2, 3)).stream()
                .filter(v -> v.defenderStayedOut().size() == 1).findFirst().orElseThrow();
        BattleSetup ground = oneLeft.setup().orElseThrow();
        assertEquals(Force.parse("4 infantry, 1 tactical-bomber", GW), ground.force(Side.DEFENDER));
        assertEquals(Force.parse("1 fighter", GW), oneLeft.defenderStayedOut());
        assertEquals(20, oneLeft.attackerLost()); // both attacking fighters shot down
        assertEquals(20, oneLeft.defenderLost());
        RoundModel m = RoundModel.of(ground);
        Map<String, Integer> dice = new TreeMap<>();
        for (Volley v : m.volleys(m.startRound(m.initialState()), m.step("main-fire"))) {
            for (Dice.Group g : v.dice().groups()) {
                dice.merge(v.dice().firer().label() + " " + g.unit() + " at " + g.value(), g.count(), Integer::sum);
            }
        }
        assertEquals(2, dice.get("attacker strategic-bomber at 2"), dice.toString());
        assertEquals(1, dice.get("defender tactical-bomber at 6"), dice.toString());
        double total = Mixture.airCombat(s, new AirCap(2, 3)).stream().mapToDouble(PreBattleVariant::probability).sum();
        assertEquals(1, total, 1e-12);
    }

    /**
     * The defender's retreat (G2175-2185) is a choice of the battle that follows, not of the air battle, which is
     * fought to the end: the ways the air battle ends still sum to 1, and so do the outcomes, exact and by
     * Monte Carlo (a defender leaving the air battle had counted it both as won by the attacker and by the defender).
     */
    @Test
    void theDefendersRetreatIsNotPlayedInTheAirBattle() {
        BattleSetup s = BattleSetup.builder(GW).attacker("1 fighter, 1 armor").defender("1 fighter, 1 infantry")
                .preBattle(PreBattle.NONE.withAirCombat(new AirCap(1, 1)))
                .defenderRetreat(new battleboard.battle.RetreatPolicy.AfterRound(1)).build();
        double ways = Mixture.airCombat(s, new AirCap(1, 1)).stream().mapToDouble(PreBattleVariant::probability).sum();
        assertEquals(1, ways, 1e-12);
        for (MethodChoice method : new MethodChoice[] {MethodChoice.EXACT, MethodChoice.MONTE_CARLO}) {
            BattleResult r = solve(s, method);
            assertEquals(1, r.attackerWin() + r.defenderWin() + r.draw(), 1e-12, method.toString());
        }
    }

    /**
     * A fighter on Air Cap with an infantry against an infantry with no Air Cap: the attacker wins the air battle
     * at once; the fighter's free shot (6 on a d12) kills the infantry with 1/2 (attacker win); else 1 infantry
     * (A2) against 1 infantry (D4): (2/12)(8/12) / (1 - (10/12)(8/12)) = 1/4 won, 1/8 both, 5/8 lost. Attacker win
     * 1/2 + 1/8 = 5/8, draw 1/16, defender 5/16; the attacker's infantry (3 IPC) lost with (1/2)(3/4): 9/8.
     */
    @Test
    void aFreeShot() {
        BattleResult r = solve(battle("1 fighter, 1 infantry", "1 infantry", 1, 0), MethodChoice.EXACT);
        assertEquals(5.0 / 8, r.attackerWin(), 1e-12);
        assertEquals(1.0 / 16, r.draw(), 1e-12);
        assertEquals(5.0 / 16, r.defenderWin(), 1e-12);
        assertEquals(9.0 / 8, r.attackerIpcLoss(), 1e-12);
        assertTrue(r.attackerSurvivors().stream().allMatch(o -> o.units().getOrDefault("fighter", 0) == 1), "the fighter sits out and lives");
    }

    /**
     * One fighter on Air Cap a side, then an armor (A6) against an infantry (D4). The air battle (A6 against D8):
     * the attacker wins (1/2)(1/3) / (1 - (1/2)(1/3)) = 1/5, the defender (1/2)(2/3) / (5/6) = 2/5, both fall 2/5.
     * Armor against infantry: won (1/2)(2/3) / (1 - (1/2)(2/3)) = 1/2, both 1/4, lost 1/4 (the defender's supremacy
     * changes nothing here: no attacking aircraft, no defending one). After an attacker's win the free shot first
     * kills the infantry with 1/2. Attacker win (1/5)(1/2 + 1/4) + (4/5)(1/2) = 11/20, draw (1/5)(1/8) + (4/5)(1/4)
     * = 9/40, defender 9/40. IPC: the attacker's fighter (10) is lost with 4/5 and its armor (5) with 9/20: 10.25;
     * the defender's fighter with 3/5 and its infantry (3) with 31/40: 333/40.
     */
    @Test
    void anAirBattleThenTheGround() {
        BattleSetup s = battle("1 fighter, 1 armor", "1 fighter, 1 infantry", 1, 1);
        BattleResult r = solve(s, MethodChoice.EXACT);
        assertEquals(11.0 / 20, r.attackerWin(), 1e-12);
        assertEquals(9.0 / 40, r.draw(), 1e-12);
        assertEquals(9.0 / 40, r.defenderWin(), 1e-12);
        assertEquals(10.25, r.attackerIpcLoss(), 1e-12);
        assertEquals(333.0 / 40, r.defenderIpcLoss(), 1e-12);
        BattleResult mc = solve(s, MethodChoice.MONTE_CARLO);
        double se = Math.sqrt(0.55 * 0.45 / 800_000);
        assertTrue(Math.abs(mc.attackerWin() - 0.55) <= 4 * se, mc.attackerWin() + " vs 0.55, SE " + se);
    }

    @Test
    void badDesignations() {
        IllegalArgumentException tooMany = assertThrows(IllegalArgumentException.class,
                () -> solve(battle("1 fighter, 1 armor", "1 infantry", 2, 0), MethodChoice.EXACT));
        assertEquals("the attacker puts 2 fighters on Air Cap but has only 1", tooMany.getMessage());
        IllegalArgumentException alone = assertThrows(IllegalArgumentException.class,
                () -> solve(battle("2 fighter", "1 infantry", 2, 0), MethodChoice.EXACT));
        assertTrue(alone.getMessage().startsWith("the attacker has no unit besides its 2 Air Cap fighters"), alone.getMessage());
        IllegalArgumentException revised = assertThrows(IllegalArgumentException.class, () -> BattleSetup.builder(Edition.builtIn("revised"))
                .attacker("1 fighter, 1 tank").defender("1 infantry").preBattle(PreBattle.NONE.withAirCombat(new AirCap(1, 0))).build());
        assertEquals("air combat before the battle is not a rule of revised (Global War 1939's optional rule)", revised.getMessage());
    }

    /** The solvers of one battle refuse a battle with rolls before it instead of ignoring them: only Solver mixes. */
    @Test
    void oneBattleSolversRefuseRollsBeforeTheBattle() {
        BattleSetup s = battle("1 fighter, 1 armor", "1 fighter, 1 infantry", 1, 1);
        IllegalArgumentException exact = assertThrows(IllegalArgumentException.class, () -> new battleboard.exact.ExactSolver().solve(s));
        assertTrue(exact.getMessage().startsWith("rolls before the battle (air combat: 1 attacking and 1 defending fighter on Air Cap)"),
                exact.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new battleboard.montecarlo.MonteCarloSolver().solve(s,
                MonteCarloOptions.defaults().withTrials(1000), Progress.NONE, r -> { }));
    }

    /** The air battle before a sea battle is fought by the Air Cap fighters alone: the cargo stays with the battle after it. */
    @Test
    void theCargoWaitsForTheBattleAfterTheAirBattle() {
        BattleSetup s = BattleSetup.builder(GW).attacker("2 fighter, 1 destroyer, 1 transport").defender("1 fighter, 1 carrier, 1 transport")
                .cargo(Side.DEFENDER, "1 infantry").preBattle(PreBattle.NONE.withAirCombat(new AirCap(1, 1))).build();
        BattleResult r = solve(s, MethodChoice.EXACT);
        assertEquals(1, r.attackerWin() + r.defenderWin() + r.draw(), 1e-12);
        assertTrue(PostBattleLosses.expected(s, r).get(Side.DEFENDER) > 0, r.toString());
    }
}
