package battleboard.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import battleboard.battle.BattleSetup;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;
import org.junit.jupiter.api.Test;

/**
 * Revised's National Advantages that change a battle (issue 10, item 5; seeds/000_f368692edf954982.txt L2854-3044),
 * ticked per side like technologies, each against a hand derivation to 1e-12. Atlantic Wall and Marines act in the
 * first cycle only: the by-round figures show round 1 changed and the later rounds played at the usual values.
 */
class RevisedNationalAdvantagesTest {
    private static final Edition REVISED = Edition.builtIn("revised");
    private static final double TOL = 1e-12;

    private static BattleResult solve(String attacker, String defender, Side side, String advantage) {
        return solve(BattleSetup.builder(REVISED).attacker(attacker).defender(defender), side, advantage);
    }

    /** @return the battle as an amphibious assault (Marines, Atlantic Wall): its land units cannot retreat, nothing else changes */
    private static BattleResult amphibious(String attacker, String defender, Side side, String advantage) {
        return solve(BattleSetup.builder(REVISED).attacker(attacker).defender(defender).amphibious(true), side, advantage);
    }

    private static BattleResult solve(BattleSetup.Builder b, Side side, String advantage) {
        if (advantage != null) {
            b.tech(side, advantage);
        }
        return new ExactSolver().solve(b.build());
    }

    /**
     * Russian Winter (L2854-2857), Dug-In Defenders (L3006-3008): infantry defend on 3. 1 infantry (A1) against it:
     * p = 1/6, q = 1/2, attacker win (1/6)(1/2) / (1 - (5/6)(1/2)) = 1/7. Fortress Europe (L2924-2927): artillery
     * defends on 3, the same 1/7.
     */
    @Test
    void infantryOrArtilleryDefendingOnThree() {
        assertEquals(1.0 / 7, solve("1 infantry", "1 infantry", Side.DEFENDER, "russian-winter").attackerWin(), TOL);
        assertEquals(1.0 / 7, solve("1 infantry", "1 infantry", Side.DEFENDER, "dug-in-defenders").attackerWin(), TOL);
        assertEquals(1.0 / 7, solve("1 infantry", "1 artillery", Side.DEFENDER, "fortress-europe").attackerWin(), TOL);
        // without them: p = 1/6, q = 1/3: (1/6)(2/3) / (1 - (5/6)(2/3)) = 1/4
        assertEquals(1.0 / 4, solve("1 infantry", "1 infantry", Side.DEFENDER, null).attackerWin(), TOL);
    }

    /**
     * Wolf Packs (L2909-2913): "when at least three German submarines attack", they attack on 3, 4 with Super
     * Submarines. Submarines fire first at a transport (D1; no destroyer, so the transport hit does not fire back): with
     * n submarines hitting each with p (q = 1 - p), W(n) (1 - (5/6) q^n) = (1 - q^n) + (1/6) q^n W(n - 1), W(0) = 0.
     * Three at 2: 3/4, 33/34, 1035/1037; at 3: 6/7, 132/133, 5718/5719; at 4: 12/13, 636/637, 100008/100009. Fewer
     * than three submarines are refused.
     */
    @Test
    void wolfPacks() {
        assertEquals(1035.0 / 1037, solve("3 submarine", "1 transport", Side.ATTACKER, null).attackerWin(), TOL);
        assertEquals(5718.0 / 5719, solve("3 submarine", "1 transport", Side.ATTACKER, "wolf-packs").attackerWin(), TOL);
        BattleSetup both = BattleSetup.builder(REVISED).attacker("3 submarine").defender("1 transport")
                .tech(Side.ATTACKER, "wolf-packs").tech(Side.ATTACKER, "super-submarines").build();
        assertEquals(100008.0 / 100009, new ExactSolver().solve(both).attackerWin(), TOL);
        IllegalArgumentException two = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> solve("2 submarine", "1 transport", Side.ATTACKER, "wolf-packs"));
        assertEquals("wolf-packs acts only with at least 3 submarine, not 2 (L2909-2913)", two.getMessage());
    }

    /**
     * Radar (L2930-2933): the AA gun hits air units on 2. A fighter (A3) against an infantry (D2) and an AA gun: it
     * survives the AA with 2/3 (5/6 without), then wins (1/2)(2/3) / (1 - (1/2)(2/3)) = 1/2: 1/3 (5/12 without).
     */
    @Test
    void radar() {
        assertEquals(1.0 / 3, solve("1 fighter", "1 infantry, 1 aa-gun", Side.DEFENDER, "radar").attackerWin(), TOL);
        assertEquals(5.0 / 12, solve("1 fighter", "1 infantry, 1 aa-gun", Side.DEFENDER, null).attackerWin(), TOL);
    }

    /**
     * Banzai Attacks (L3010-3013): infantry attacking alone on 2. 1 against 1 (D2): (1/3)(2/3) / (1 - 4/9) = 2/5. An
     * attack with any other unit is refused.
     */
    @Test
    void banzaiAttacks() {
        assertEquals(2.0 / 5, solve("1 infantry", "1 infantry", Side.ATTACKER, "banzai-attacks").attackerWin(), TOL);
        IllegalArgumentException tank = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> solve("1 infantry, 1 tank", "1 infantry", Side.ATTACKER, "banzai-attacks"));
        assertEquals("banzai-attacks acts only when the attacker's units are all infantry, not tank (L3010-3013)", tank.getMessage());
    }

    /**
     * Marines (L3029-3031): infantry attack on 2 in the first cycle only. Round 1: p = q = 1/3: won 2/9, both 1/9, lost
     * 2/9, on 4/9; then at 1: won 1/4, both 1/8, lost 5/8. Attacker win 2/9 + (4/9)(1/4) = 1/3, draw 1/6, defender
     * 1/2. After round 1 the attacker has won 2/9 (1/9 without); later rounds add what an infantry at 1 adds.
     */
    @Test
    void marinesActInTheFirstCycleOnly() {
        BattleResult r = amphibious("1 infantry", "1 infantry", Side.ATTACKER, "marines");
        assertEquals(1.0 / 3, r.attackerWin(), TOL);
        assertEquals(1.0 / 6, r.draw(), TOL);
        assertEquals(1.0 / 2, r.defenderWin(), TOL);
        assertEquals(2.0 / 9, r.byRound().get(0).attackerWin(), TOL);
        assertEquals(1.0 / 9, amphibious("1 infantry", "1 infantry", Side.ATTACKER, null).byRound().get(0).attackerWin(), TOL);
        // round 2 from the 4/9 still fighting: won (1/6)(2/3) = 1/9 of it, the usual value
        assertEquals(2.0 / 9 + 4.0 / 9 / 9, r.byRound().get(1).attackerWin(), TOL);
    }

    /**
     * Atlantic Wall (L2898-2900): infantry defend on 3 in the first cycle only. A tank (A3) against an infantry:
     * round 1 p = q = 1/2: won 1/4, both 1/4, lost 1/4, on 1/4; then at D2: won 1/2, both 1/4, lost 1/4. Attacker
     * win 1/4 + 1/8 = 3/8, draw 5/16, defender 5/16; the first round's defender win 1/4 (1/6 without).
     */
    @Test
    void atlanticWallActsInTheFirstCycleOnly() {
        BattleResult r = amphibious("1 tank", "1 infantry", Side.DEFENDER, "atlantic-wall");
        assertEquals(3.0 / 8, r.attackerWin(), TOL);
        assertEquals(5.0 / 16, r.draw(), TOL);
        assertEquals(5.0 / 16, r.defenderWin(), TOL);
        assertEquals(1.0 / 4, r.byRound().get(0).defenderWin(), TOL);
        assertEquals(1.0 / 6, amphibious("1 tank", "1 infantry", Side.DEFENDER, null).byRound().get(0).defenderWin(), TOL);
        // the National Advantage acts in an amphibious assault only: another battle with it is refused
        IllegalArgumentException overland = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> solve("1 tank", "1 infantry", Side.DEFENDER, "atlantic-wall"));
        assertEquals("atlantic-wall acts only in an amphibious assault (L2898-2900)", overland.getMessage());
        // round 2 from the 1/4 still fighting, at D2: lost (1/2)(1/3) = 1/6 of it
        assertEquals(1.0 / 4 + 1.0 / 4 / 6, r.byRound().get(1).defenderWin(), TOL);
    }

    /**
     * Kamikaze Attacks (L2980-2987): two kamikaze fighters (attack 3) against a transport fire in the opening fire and
     * are lost: the transport sinks with 1 - (1/2)^2 = 3/4 (a draw: nothing is left on either side), else the defender
     * wins. The attacker loses both fighters (20 IPC), the defender 8 * 3/4 = 6. A kamikaze bomber with Heavy Bombers
     * rolls 2 dice at 4: a destroyer sinks with 1 - (1/3)^2 = 8/9. Its hits go to sea units only: a carrier's fighter
     * is never its casualty, so one hit against a carrier with a fighter sinks the carrier (1/2) and the fighter is
     * left (the defender wins).
     */
    @Test
    void kamikazeAttacks() {
        BattleResult two = solve("2 kamikaze-fighter", "1 transport", Side.ATTACKER, null);
        assertEquals(3.0 / 4, two.draw(), TOL);
        assertEquals(1.0 / 4, two.defenderWin(), TOL);
        assertEquals(20, two.attackerIpcLoss(), TOL);
        assertEquals(6, two.defenderIpcLoss(), TOL);
        assertEquals(8.0 / 9, solve("1 kamikaze-bomber", "1 destroyer", Side.ATTACKER, "heavy-bombers").draw(), TOL);
        BattleResult mc = new battleboard.solve.Solver().solve(BattleSetup.builder(REVISED).attacker("2 kamikaze-fighter")
                .defender("1 transport").build(), battleboard.solve.SolveOptions.of(battleboard.solve.MethodChoice.MONTE_CARLO)
                .withMonteCarlo(battleboard.montecarlo.MonteCarloOptions.defaults().withTrials(100_000).withSeed(4)),
                battleboard.battle.Progress.NONE);
        assertEquals(3.0 / 4, mc.draw(), 4 * Math.sqrt(0.75 * 0.25 / 100_000), "Monte Carlo within 4 standard errors");
        BattleResult carrier = solve("1 kamikaze-fighter", "1 carrier, 1 fighter", Side.ATTACKER, null);
        assertEquals(1, carrier.defenderWin(), TOL);
        assertEquals(16.0 / 2, carrier.defenderIpcLoss(), TOL);
    }

    /**
     * A kamikaze bomber nothing can hit is still spent at the end of its step (the solver once had no state for it):
     * a kamikaze bomber (A4) and a carrier (A1) against a submarine (D2), whose opening fire reaches ships only. Round
     * 1: the bomber hits (2/3) and the submarine hits the carrier (1/3), both in opening fire: both hit 2/9 (a draw),
     * the bomber only 4/9 (won), the submarine only 1/9 (lost); neither 2/9, then the carrier fires (1/6: won), else
     * carrier against submarine, won with (2/3)(1/6) / (1 - (2/3)(5/6)) = 1/4. Won: 4/9 + 2/9 * 1/6 + 2/9 * 5/6 * 1/4
     * = 19/36.
     */
    @Test
    void aKamikazeNothingCanHitIsSpentAllTheSame() {
        BattleResult r = solve("1 kamikaze-bomber, 1 carrier", "1 submarine", Side.ATTACKER, null);
        assertEquals(19.0 / 36, r.attackerWin(), TOL);
        assertEquals(2.0 / 9, r.draw(), TOL);
    }

    /**
     * A destroyer cancels submarines' abilities only (L2488): with {@code destroyer-vs-submarines=cancel-opening-fire}
     * a kamikaze fighter against a destroyer still fires first: a draw with 1/2, as without the option.
     */
    @Test
    void aDestroyerDoesNotStopAKamikaze() {
        BattleSetup s = BattleSetup.builder(REVISED).attacker("1 kamikaze-fighter").defender("1 destroyer")
                .option("destroyer-vs-submarines", "cancel-opening-fire").build();
        assertEquals(1.0 / 2, new ExactSolver().solve(s).draw(), TOL);
    }

    /**
     * Kaiten Torpedoes (L2989-2995): a kaiten (defense 3) and a transport against a destroyer. The kaiten fires first
     * and is lost; its hit on the destroyer is removed only after the destroyer fires back (L1324-1335). Round 1: the
     * kaiten hits (1/2): the destroyer sinks the transport with 1/2 (a draw) or not (the defender wins); it misses
     * (1/2): destroyer (1/2) against transport (1/6) from then on: per round 5/12 won, 1/12 both, 1/12 lost, 5/12 again,
     * so 5/7, 1/7, 1/7. Attacker win (1/2)(5/7) = 5/14, draw 1/4 + 1/14 = 9/28, defender 9/28. With Super Submarines
     * the kaiten defends on 4 (2/3): attacker win (1/3)(5/7) = 5/21, draw 1/3 + 1/21 = 8/21.
     */
    @Test
    void kaitenTorpedoes() {
        BattleResult r = solve("1 destroyer", "1 kaiten, 1 transport", Side.DEFENDER, null);
        assertEquals(5.0 / 14, r.attackerWin(), TOL);
        assertEquals(9.0 / 28, r.draw(), TOL);
        assertEquals(9.0 / 28, r.defenderWin(), TOL);
        assertEquals(8 + 8 * (9.0 / 28 + 5.0 / 14), r.defenderIpcLoss(), TOL);
        BattleResult superSub = solve("1 destroyer", "1 kaiten, 1 transport", Side.DEFENDER, "super-submarines");
        assertEquals(5.0 / 21, superSub.attackerWin(), TOL);
        assertEquals(8.0 / 21, superSub.draw(), TOL);
    }

    /**
     * "In addition to any other casualties inflicted in this cycle" (L2986-2987, L2994-2995), read both ways: a submarine
     * (A2) against a kaiten (D3) and a transport (D1). Under {@code expended-casualties=take-hits} (the default) the
     * submarine's hit goes to the kaiten, lost anyway: the submarine lives through the kaiten (1/2) and the transport's
     * main fire (5/6), then wins 1/3 / (1 - (2/3)(5/6)) = 3/4 of the rest: 5/16, never a draw. Under {@code in-addition}
     * the hit must go to the transport: both hit (1/6) a draw, the submarine alone (1/6) a win, the kaiten alone (1/3) a
     * loss, neither (1/3): the transport fires (1/6), else 3/4 as before; win 1/6 + (1/3)(5/6)(3/4) = 3/8, draw 1/6.
     * Monte Carlo plays the same rule (within 4 standard errors over 200,000 seeded battles); the casualty explorer
     * never offers the kaiten.
     */
    @Test
    void expendedCasualtiesReadBothWays() {
        BattleSetup.Builder b = BattleSetup.builder(REVISED).attacker("1 submarine").defender("1 kaiten, 1 transport");
        BattleResult takeHits = new ExactSolver().solve(b.build());
        assertEquals(5.0 / 16, takeHits.attackerWin(), TOL);
        assertEquals(0, takeHits.draw(), TOL);
        BattleSetup inAddition = b.option("expended-casualties", "in-addition").build();
        BattleResult r = new ExactSolver().solve(inAddition);
        assertEquals(3.0 / 8, r.attackerWin(), TOL);
        assertEquals(1.0 / 6, r.draw(), TOL);
        assertEquals(0, r.unaccounted(), TOL);
        int trials = 200_000;
        BattleResult mc = new battleboard.montecarlo.MonteCarloSolver().solve(inAddition,
                battleboard.montecarlo.MonteCarloOptions.defaults().withTrials(trials).withSeed(20261128L),
                battleboard.battle.Progress.NONE, x -> {
                });
        for (double[] p : new double[][] {{r.attackerWin(), mc.attackerWin()}, {r.draw(), mc.draw()}}) {
            org.junit.jupiter.api.Assertions.assertTrue(Math.abs(p[1] - p[0]) <= 4 * Math.sqrt(p[0] * (1 - p[0]) / trials),
                    "exact " + p[0] + ", simulated " + p[1]);
        }
        java.util.List<battleboard.solve.CasualtyChoice> choices = new battleboard.solve.CasualtyExplorer().explore(inAddition,
                Side.DEFENDER, 1, battleboard.solve.SolveOptions.of(battleboard.solve.MethodChoice.EXACT),
                battleboard.battle.Progress.NONE).choices();
        assertEquals(java.util.List.of(java.util.Map.of("transport", 1)), choices.stream().map(c -> c.lost()).toList());
    }

    /**
     * Superfortresses (L3041-3044): the AA gun cannot fire at the side's bombers. A bomber, a fighter and a tank
     * against a lone AA gun: without it the gun rolls 2 dice (1/6 each) and the attacker loses its cheapest aircraft
     * first (aa-casualties=owner-chooses): 10 * 10/36 + 25 * 1/36 = 125/36 IPC; with it 1 die at the fighter: 10/6;
     * with no fighter the gun cannot fire at all.
     */
    @Test
    void superfortresses() {
        assertEquals(125.0 / 36, solve("1 bomber, 1 fighter, 1 tank", "1 aa-gun", Side.ATTACKER, null).attackerIpcLoss(), TOL);
        assertEquals(10.0 / 6, solve("1 bomber, 1 fighter, 1 tank", "1 aa-gun", Side.ATTACKER, "superfortresses").attackerIpcLoss(), TOL);
        assertEquals(0, solve("2 bomber, 1 tank", "1 aa-gun", Side.ATTACKER, "superfortresses").attackerIpcLoss(), TOL);
    }

    /**
     * Panzerblitz (L2903-2907) changes no battle; the odds show P(win in round 1) from the by-round figures. 3
     * infantry (one with the artillery at 2), an artillery and 2 tanks against 2 infantry win in round 1 with 2 hits or
     * more: P(0) = (2/3)(5/6)^2(2/3)(1/2)^2 = 25/324, P(1) = P(0)(1/2 + 1/5 + 1/5 + 1/2 + 1 + 1) = 85/324, so
     * 1 - 110/324 = 107/162.
     */
    @Test
    void panzerblitzReadsTheFirstRound() {
        BattleResult with = solve("3 infantry, 1 artillery, 2 tank", "2 infantry", Side.ATTACKER, "panzerblitz");
        BattleResult without = solve("3 infantry, 1 artillery, 2 tank", "2 infantry", Side.ATTACKER, null);
        assertEquals(107.0 / 162, with.byRound().get(0).attackerWin(), TOL);
        assertEquals(without.attackerWin(), with.attackerWin(), TOL);
    }
}
