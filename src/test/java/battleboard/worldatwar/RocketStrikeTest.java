package battleboard.worldatwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.AreaStrike;
import battleboard.battle.PreBattleVariant;
import battleboard.input.BattlePreset;
import battleboard.battle.BattleSetup;
import battleboard.battle.OrderOfLoss;
import battleboard.battle.PreBattle;
import battleboard.battle.Progress;
import battleboard.battle.ResultInvariants;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.edition.Role;
import battleboard.exact.ExactSolver;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.result.BattleResult;
import battleboard.result.SurvivorOutcome;
import battleboard.result.SwingDistribution;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * World at War's rocket strike at an area before the battle there (W516, W519; the digest's A18): every roll of the
 * rockets' dice removes defending units worth at least the roll, "rounded up": by default the set of least cost that
 * reaches it (option {@code rocket-casualties=least-cost}), or the defender's order of loss unit by unit
 * ({@code order-of-loss}); the battle that follows is solved with what is left, and the result is the mixture over the
 * rolls. Held against closed forms, and against the hand-weighted mixture of the single battles, each solved exactly
 * with the units a roll leaves written out by hand.
 */
class RocketStrikeTest {
    private static final Edition WAW = Edition.builtIn("world-at-war-2005");

    private static BattleSetup.Builder battle(String attacker, String defender) {
        return BattleSetup.builder(WAW).attacker(attacker).defender(defender);
    }

    private static BattleResult exact(BattleSetup s) {
        return new Solver().solve(s, SolveOptions.of(MethodChoice.EXACT), Progress.NONE);
    }

    private static PreBattle rockets(String text) {
        return PreBattle.NONE.withRocketStrike(AreaStrike.parse(text));
    }

    /**
     * One attacking infantry (A1) against two infantry (D2, 3 IPC each). A V1 rolls 1-3 (1/2): one infantry goes (3 >= the
     * roll), and A1 against one D2 is won (1/6 x 4/6) / (1 - 5/6 x 4/6) = 1/4, drawn (1/6 x 2/6) / (16/36) = 1/8, lost 5/8; on
     * 4-6 (1/2) both go and the attacker takes the area unopposed. So: attacker win 1/2 x 1/4 + 1/2 = 5/8, draw 1/16,
     * defender win 5/16. The defender loses 3 + 3 x (1/4 + 1/8) = 33/8 or 6: 81/16 in all; the attacker 3 x (5/8 + 1/8) =
     * 9/4 or 0: 9/8. A V2 rolls 3 (1/6: one infantry) or 4-8 (5/6: both): 7/8, 1/48, 5/48; 273/48 and 3/8.
     */
    @Test
    void oneInfantryAgainstTwoClosedForm() {
        BattleResult v1 = exact(battle("1 infantry", "2 infantry").preBattle(rockets("v1")).build());
        assertEquals(5.0 / 8, v1.attackerWin(), 1e-12);
        assertEquals(5.0 / 8, v1.attackerCaptures(), 1e-12);
        assertEquals(1.0 / 16, v1.draw(), 1e-12);
        assertEquals(5.0 / 16, v1.defenderWin(), 1e-12);
        assertEquals(81.0 / 16, v1.defenderIpcLoss(), 1e-12);
        assertEquals(9.0 / 8, v1.attackerIpcLoss(), 1e-12);
        assertEquals(81.0 / 16 - 9.0 / 8, v1.swing().mean(), 1e-12);
        BattleResult v2 = exact(battle("1 infantry", "2 infantry").preBattle(rockets("v2")).build());
        assertEquals(7.0 / 8, v2.attackerWin(), 1e-12);
        assertEquals(1.0 / 48, v2.draw(), 1e-12);
        assertEquals(5.0 / 48, v2.defenderWin(), 1e-12);
        assertEquals(273.0 / 48, v2.defenderIpcLoss(), 1e-12);
        assertEquals(3.0 / 8, v2.attackerIpcLoss(), 1e-12);
        for (BattleResult r : List.of(v1, v2)) {
            ResultInvariants.check(r, battle("1 infantry", "2 infantry").build());
        }
    }

    /**
     * Issue 23 row 12: 1 infantry (A1) attacking 2 infantry (3 IPC) and 1 armor (5 IPC), all defending at 2, after a V2 (3-8).
     * The least cost that reaches each roll: 3 one infantry (3); 4 and 5 the armor (5, not both infantry: 6); 6 both
     * infantry (6); 7 and 8 an infantry and the armor (8). So 2 defenders are left with 1/2 (rolls 3-5), 1 with 1/2.
     * A1 against one D2 is won 1/4 ((1/6 x 2/3) / (1 - 5/6 x 2/3)) and drawn 1/8; against two, the attacker must hit while
     * both miss (1/6 x 4/9 = 2/27), else loses unless all miss (10/27): won 2/27 x 1/4 / (17/27) = 1/34, drawn 2/27 x 1/8 /
     * (17/27) = 1/68. Attacker win 1/2 x 1/34 + 1/2 x 1/4 = 19/136 (cheapest first until the roll is passed gives 63/136);
     * draw 1/2 x 1/68 + 1/2 x 1/8 = 19/272.
     */
    @Test
    void theDefenderRemovesTheSetOfLeastCostThatReachesTheRoll() {
        BattleResult r = exact(battle("1 infantry", "2 infantry, 1 armor").preBattle(rockets("v2")).build());
        assertEquals(19.0 / 136, r.attackerWin(), 1e-12);
        assertEquals(19.0 / 272, r.draw(), 1e-12);
        BattleResult byOrder = exact(battle("1 infantry", "2 infantry, 1 armor").preBattle(rockets("v2"))
                .option("rocket-casualties", "order-of-loss").build());
        // order-of-loss: 3 one infantry (1/6: 1/34 as above); 4-6 both infantry (1/2: the armor alone, 1/4); 7-8 all (1/3)
        assertEquals(1.0 / 6 / 34 + 1.0 / 2 / 4 + 1.0 / 3, byOrder.attackerWin(), 1e-12);
        assertEquals(63.0 / 136, byOrder.attackerWin(), 1e-12);
    }

    /**
     * Among sets of equal cost, the one that takes the least defensive strength. 1 partisan (1 IPC, D1), 1 infantry (3, D2),
     * 1 paratrooper (4, D2) after a V1: 1 the partisan; 2 and 3 the infantry (3); 4 the paratrooper (4, strength 2) rather
     * than the partisan and the infantry (4, strength 3); 5 the partisan and the paratrooper (5); 6 the infantry and the
     * paratrooper (7). The order of loss, cheapest first, takes the partisan, then the infantry, then the paratrooper.
     */
    @Test
    void equalCostsKeepTheMostFightingStrength() {
        BattleSetup s = battle("1 armor", "1 partisan, 1 infantry, 1 paratrooper").preBattle(rockets("v1")).build();
        assertEquals(Map.of("1 infantry, 1 paratrooper", 1.0 / 6, "1 partisan, 1 paratrooper", 2.0 / 6, "1 partisan, 1 infantry", 1.0 / 6,
                "1 infantry", 1.0 / 6, "1 partisan", 1.0 / 6), left(s));
        BattleSetup byOrder = battle("1 armor", "1 partisan, 1 infantry, 1 paratrooper").preBattle(rockets("v1"))
                .option("rocket-casualties", "order-of-loss").build();
        assertEquals(Map.of("1 infantry, 1 paratrooper", 1.0 / 6, "1 paratrooper", 3.0 / 6, "none", 2.0 / 6), left(byOrder));
    }

    /** @return the defender's units each way the rockets fall leaves, as written, with its probability */
    private static Map<String, Double> left(BattleSetup s) {
        Map<String, Double> out = new HashMap<>();
        for (PreBattleVariant v : s.preBattle().variants(s)) {
            out.merge(v.setup().map(x -> x.force(Side.DEFENDER).toString()).orElse("-"), v.probability(), Double::sum);
        }
        out.replaceAll((k, p) -> Math.round(p * 6) / 6.0);
        return out;
    }

    /**
     * 3 infantry and 1 armor attacking 2 infantry (3 IPC) and 1 armor (5 IPC). V1: faces 1-3 take one infantry (3 IPC), 4
     * and 5 the armor (5), 6 both infantry (6). V2 (+2): face 1 (3) one infantry, faces 2-3 (4, 5) the armor, face 4 (6) both
     * infantry, faces 5-6 (7, 8) an infantry and the armor (8).
     */
    @Test
    void equalsTheHandMixtureOfTheSingleBattles() {
        String[] v1 = {"1 infantry, 1 armor", "1 infantry, 1 armor", "1 infantry, 1 armor", "2 infantry", "2 infantry", "1 armor"};
        assertHandMixture("v1", Optional.empty(), Map.of(), v1, new int[] {3, 3, 3, 5, 5, 6});
        String[] v2 = {"1 infantry, 1 armor", "2 infantry", "2 infantry", "1 armor", "1 infantry", "1 infantry"};
        assertHandMixture("v2", Optional.empty(), Map.of(), v2, new int[] {3, 5, 5, 6, 8, 8});
    }

    /**
     * {@code rocket-casualties=order-of-loss}, the defender's default order of loss (cheapest first). V1: faces 1-3 take one
     * infantry (3 IPC), 4-6 both (6). V2 (+2): face 1 (3) one infantry, faces 2-4 (4-6) both, faces 5-6 (7, 8) everything (11).
     */
    @Test
    void byOrderOfLossEqualsTheHandMixtureOfTheSingleBattles() {
        Map<String, String> byOrder = Map.of("rocket-casualties", "order-of-loss");
        String[] v1 = {"1 infantry, 1 armor", "1 infantry, 1 armor", "1 infantry, 1 armor", "1 armor", "1 armor", "1 armor"};
        int[] v1Lost = {3, 3, 3, 6, 6, 6};
        assertHandMixture("v1", Optional.empty(), byOrder, v1, v1Lost);
        String[] v2 = {"1 infantry, 1 armor", "1 armor", "1 armor", "1 armor", "", ""};
        int[] v2Lost = {3, 6, 6, 6, 11, 11};
        assertHandMixture("v2", Optional.empty(), byOrder, v2, v2Lost);
    }

    /**
     * {@code rocket-casualties=order-of-loss}: the defender picks by his order of loss: armor first, a V1 of 1-5 takes the
     * armor alone (5 IPC), a 6 the armor and an infantry (8).
     */
    @Test
    void theDefendersOrderOfLossPicksTheUnits() {
        OrderOfLoss armorFirst = OrderOfLoss.parse("armor", WAW, Role.DEFENSE);
        String[] left = {"2 infantry", "2 infantry", "2 infantry", "2 infantry", "2 infantry", "1 infantry"};
        assertHandMixture("v1", Optional.of(armorFirst), Map.of("rocket-casualties", "order-of-loss"), left, new int[] {5, 5, 5, 5, 5, 8});
    }

    /**
     * Two V1s at 3 infantry (W514: up to 2 rockets), the second roll taking from what the first left: each roll takes one
     * infantry on 1-3 and two on 4-6, so one is left only when both take one (1/4), none otherwise (3/4).
     */
    @Test
    void twoRocketsOneAfterTheOther() {
        BattleResult r = exact(battle("2 armor", "3 infantry").preBattle(rockets("v1:2")).build());
        BattleResult one = exact(battle("2 armor", "1 infantry").build());
        BattleResult none = exact(battle("2 armor", "").build());
        assertEquals(0.25 * one.attackerWin() + 0.75 * none.attackerWin(), r.attackerWin(), 1e-12);
        assertEquals(0.25 * one.draw(), r.draw(), 1e-12);
        assertEquals(0.25 * (6 + one.defenderIpcLoss()) + 0.75 * 9, r.defenderIpcLoss(), 1e-12);
        assertEquals(0.25 * one.attackerIpcLoss(), r.attackerIpcLoss(), 1e-12);
        ResultInvariants.check(r, battle("2 armor", "3 infantry").build());
    }

    /** Monte Carlo plays the same mixture: 1 infantry against 2, a V1, attacker win 5/8 within 4 standard errors. */
    @Test
    void monteCarloPlaysTheSameMixture() {
        int trials = 100_000;
        BattleResult mc = new Solver().solve(battle("1 infantry", "2 infantry").preBattle(rockets("v1")).build(),
                SolveOptions.of(MethodChoice.MONTE_CARLO).withMonteCarlo(MonteCarloOptions.defaults().withTrials(trials).withSeed(7)),
                Progress.NONE);
        // only the battle after a roll of 1-3 (weight 1/2, attacker win 1/4) is sampled; the other is won outright
        double se = Math.sqrt(0.25 * 0.25 * 0.75 / trials);
        assertTrue(Math.abs(mc.attackerWin() - 5.0 / 8) <= 4 * se, () -> mc.attackerWin() + " vs 5/8 within " + 4 * se);
    }

    @Test
    void theStrikeSurvivesABattleFile() {
        BattleSetup s = battle("3 infantry", "2 infantry").preBattle(rockets("v2:2")).build();
        BattlePreset p = BattlePreset.of(s, "world-at-war-2005", "rockets");
        assertEquals(Optional.of("v2:2"), p.rolls().rocketStrike());
        assertTrue(p.toJson().contains("\"rocketStrike\" : \"v2:2\""), p.toJson());
        assertEquals("rocket strike at the area: 2 rockets (v2)", s.preBattle().describe());
        assertTrue(battleboard.input.BattleCommandLine.of(p).contains(" --rocket-strike v2:2"), battleboard.input.BattleCommandLine.of(p));
        assertEquals(AreaStrike.parse("v2"), new AreaStrike(1, Optional.of("v2")));
        assertEquals(AreaStrike.parse("2"), new AreaStrike(2, Optional.empty()));
        // another edition leaves it out, saying why
        List<String> notes = new java.util.ArrayList<>();
        assertTrue(s.preBattle().forEdition(Edition.builtIn("revised"), notes).isNone());
        assertEquals(List.of("the rocket strike is left out: a rocket strike at an area before a battle is not a rule of revised"
                + " (World at War's, W516)"), notes);
    }

    @Test
    void wrongInputIsOneLine() {
        assertRefused(() -> battle("1 battleship", "1 battleship").preBattle(rockets("v1")).build(), "this is a sea battle");
        assertRefused(() -> BattleSetup.builder(Edition.builtIn("revised")).attacker("1 infantry").defender("1 infantry")
                .preBattle(rockets("v1")).build(), "not a rule of revised");
        assertRefused(() -> battle("1 infantry", "1 infantry").preBattle(rockets("v1:3")).build(), "at most 2 rockets", "not 3");
        assertRefused(() -> battle("1 infantry", "1 infantry").preBattle(rockets("v3")).build(), "no rocket level 'v3'", "v1, v2");
        assertRefused(() -> new PreBattle(0, 1, true).withRocketStrike(AreaStrike.parse("v1")), "cannot be combined");
        assertRefused(() -> AreaStrike.parse("v1:x"), "expected LEVEL[:ROCKETS]");
        assertRefused(() -> AreaStrike.parse("v1:0"), "1 rocket or more");
    }

    /**
     * @param strike   the rockets, as typed
     * @param order    the defender's order of loss, if not the default
     * @param options  rule options, if not the defaults
     * @param left     per face 1..6, the defender's units left, written by hand
     * @param lost     per face, the IPC of the units removed
     */
    private static void assertHandMixture(String strike, Optional<OrderOfLoss> order, Map<String, String> options, String[] left,
                                          int[] lost) {
        String attacker = "3 infantry, 1 armor";
        String defender = "2 infantry, 1 armor";
        Function<String, BattleSetup.Builder> base = d -> {
            BattleSetup.Builder b = battle(attacker, d);
            order.ifPresent(o -> b.order(Side.DEFENDER, o));
            options.forEach(b::option);
            return b;
        };
        BattleResult mixed = exact(base.apply(defender).preBattle(rockets(strike)).build());
        double[] f = new double[9];
        Map<Integer, Double> swing = new HashMap<>();
        Map<Map<String, Integer>, Double> defenders = new HashMap<>();
        for (int face = 1; face <= 6; face++) {
            BattleResult r = new ExactSolver().solve(base.apply(left[face - 1]).build());
            double w = 1.0 / 6;
            double[] g = {r.attackerWin(), r.attackerCaptures(), r.defenderWin(), r.draw(), r.retreat(), r.stalemate(),
                r.attackerIpcLoss(), r.defenderIpcLoss() + lost[face - 1], r.expectedRounds()};
            for (int k = 0; k < f.length; k++) {
                f[k] += w * g[k];
            }
            int shift = lost[face - 1];
            r.swing().bars().forEach(b -> swing.merge(b.swing() + shift, w * b.probability(), Double::sum));
            r.defenderSurvivors().forEach(o -> defenders.merge(o.units(), w * o.probability(), Double::sum));
        }
        double[] m = {mixed.attackerWin(), mixed.attackerCaptures(), mixed.defenderWin(), mixed.draw(), mixed.retreat(),
            mixed.stalemate(), mixed.attackerIpcLoss(), mixed.defenderIpcLoss(), mixed.expectedRounds()};
        String[] names = {"attackerWin", "attackerCaptures", "defenderWin", "draw", "retreat", "stalemate", "attackerIpcLoss",
            "defenderIpcLoss", "expectedRounds"};
        for (int k = 0; k < f.length; k++) {
            assertEquals(f[k], m[k], 1e-12, strike + ": " + names[k]);
        }
        assertEquals(1, mixed.attackerWin() + mixed.defenderWin() + mixed.draw(), 1e-12);
        for (SwingDistribution.Bar b : mixed.swing().bars()) {
            assertEquals(swing.getOrDefault(b.swing(), 0.0), b.probability(), 1e-12, strike + ": swing " + b.swing());
        }
        assertEquals(swing.values().stream().filter(p -> p > 0).count(), mixed.swing().bars().stream().filter(b -> b.probability() > 0).count());
        for (SurvivorOutcome o : mixed.defenderSurvivors()) {
            assertEquals(defenders.getOrDefault(o.units(), 0.0), o.probability(), 1e-12, strike + ": defender survivors " + o.units());
        }
        ResultInvariants.check(mixed, base.apply(defender).build());
        // the ways the rockets fall, equal ways merged, sum to 1
        BattleSetup s = base.apply(defender).preBattle(rockets(strike)).build();
        assertEquals(1, s.preBattle().variants(s).stream().mapToDouble(PreBattleVariant::probability).sum(), 1e-15);
        assertTrue(mixed.methodNote().startsWith("mixture of "), mixed.methodNote());
    }

    private static void assertRefused(Runnable r, String... parts) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, r::run);
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        for (String part : parts) {
            assertTrue(e.getMessage().contains(part), () -> "'" + part + "' not in: " + e.getMessage());
        }
    }
}
