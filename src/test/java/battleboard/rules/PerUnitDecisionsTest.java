package battleboard.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.battle.Side;
import battleboard.battle.SubmergePolicy;
import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.result.BattleResult;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import org.junit.jupiter.api.Test;

/**
 * Issue 10, item 4: choices the rules give per unit. "Each submarine may submerge" on its own (Revised L2651): the
 * policy "keep K" submerges all but K submarines whenever they may; Classic's defending submarines withdraw only to an
 * adjacent friendly or empty sea zone (C789).
 */
class PerUnitDecisionsTest {
    private static final Edition REVISED = Edition.builtIn("revised");

    private static BattleSetup fighterAgainstSubmarines(SubmergePolicy defender) {
        return BattleSetup.builder(REVISED).attacker("1 fighter").defender("2 submarine, 1 destroyer")
                .submerge(Side.DEFENDER, defender).build();
    }

    /**
     * A fighter (attack 3) against 2 submarines (which cannot hit it) and a destroyer (defense 3); the defender loses
     * submarines first. Round 1: the fighter hits with 1/2 (a submarine), the destroyer with 1/2 (the fighter: the
     * defender wins). With neither hit (1/4) both submarines are left, with only the fighter's (1/4) one. Keeping 1
     * submarine fighting, both cases go on as 1 submarine and the destroyer (B) with probability 1/2: per round the
     * defender wins with 1/2, the fighter sinks the submarine alone with 1/4 (C: destroyer against fighter), all miss
     * with 1/4: normalised, C with 1/3. In C per round 1/4 each way and 1/4 again: the attacker wins with 1/3 and both
     * die with 1/3. Attacker win (1/2)(1/3)(1/3) = 1/18, draw 1/18. Submerging always, both cases go on as C: 1/6.
     */
    @Test
    void keepingOneSubmarineFighting() {
        BattleResult keep = new ExactSolver().solve(fighterAgainstSubmarines(SubmergePolicy.keep(1)));
        assertEquals(1.0 / 18, keep.attackerWin(), 1e-12);
        assertEquals(1.0 / 18, keep.draw(), 1e-12);
        BattleResult always = new ExactSolver().solve(fighterAgainstSubmarines(SubmergePolicy.ALWAYS));
        assertEquals(1.0 / 6, always.attackerWin(), 1e-12);
        // the defender's loss: a submarine in round 1 (1/2 * 8), one in B (1/2 * 2/3 * 8), the destroyer in C
        // (1/6 * 2/3 * 12): 8 IPC
        assertEquals(8, keep.defenderIpcLoss(), 1e-12);
        BattleResult mc = new Solver().solve(fighterAgainstSubmarines(SubmergePolicy.keep(1)), SolveOptions.of(MethodChoice.MONTE_CARLO)
                .withMonteCarlo(MonteCarloOptions.defaults().withTrials(200_000).withSeed(9)), Progress.NONE);
        assertEquals(1.0 / 18, mc.attackerWin(), 4 * Math.sqrt((1.0 / 18) * (17.0 / 18) / 200_000), "within 4 standard errors");
    }

    /**
     * "keep N" submerges whenever the submarines may, enemy targets or not. A battleship (attack 4, two hits) against 2
     * submarines (defense 2, opening fire): round 1, the submarines hit k times (4/9, 4/9, 1/9 for 0, 1, 2; two hits
     * sink it before it fires), then it sinks one with 2/3. Whenever both submarines are left one submerges, so the
     * battle goes on against 1 submarine, with the battleship damaged with 4/27 + 8/27 = 12/27 and undamaged with
     * 12/27 (the rest, 1/9, it sank in round 1). Against one submarine, damaged: (2/3)(2/3) / (1 - (2/3)(1/3)) = 4/7; undamaged: P =
     * (1/3)(2/3 + (1/3)(4/7)) + (2/3)(2/3 + (1/3)P), P = 46/49. Attacker win (12/27)(4/7 + 46/49) = 296/441.
     */
    @Test
    void keepSubmergesThoughTargetsAreLeft() {
        BattleSetup s = BattleSetup.builder(REVISED).attacker("1 battleship").defender("2 submarine")
                .submerge(Side.DEFENDER, SubmergePolicy.keep(1)).build();
        assertEquals(296.0 / 441, new ExactSolver().solve(s).attackerWin(), 1e-12);
    }

    @Test
    void keepIsParsedAndChecked() {
        assertEquals(SubmergePolicy.keep(2), SubmergePolicy.parse("keep 2"));
        assertEquals("keep 2", SubmergePolicy.parse(" Keep  2 ").id());
        assertEquals("keep at least 1 submarine fighting, not 0 (or submerge always)",
                assertThrows(IllegalArgumentException.class, () -> SubmergePolicy.parse("keep 0")).getMessage());
        assertEquals("unknown submerge policy 'sometimes' (policies: never, when-no-targets, always, keep N)",
                assertThrows(IllegalArgumentException.class, () -> SubmergePolicy.parse("sometimes")).getMessage());
    }

    /**
     * Classic C789: without an adjacent friendly or empty sea zone the defender's submarines cannot withdraw, so a
     * submerge policy for them is refused; Revised's submarines submerge in place and need none.
     */
    @Test
    void classicDefendingSubmarinesNeedAnEscapeZone() {
        Edition classic = Edition.builtIn("classic");
        assertEquals("the defender's submarines have no escape zone, so they cannot withdraw (C789): their submerge policy must"
                + " be never, not always", assertThrows(IllegalArgumentException.class, () -> BattleSetup.builder(classic)
                .attacker("1 fighter").defender("2 submarine").submerge(Side.DEFENDER, SubmergePolicy.ALWAYS).escapeZone(false)
                .build()).getMessage());
        BattleSetup.builder(classic).attacker("1 fighter").defender("2 submarine").escapeZone(false).build();
        BattleSetup.builder(REVISED).attacker("1 fighter").defender("2 submarine").submerge(Side.DEFENDER, SubmergePolicy.ALWAYS)
                .escapeZone(false).build();
    }

    /**
     * Classic C707: only the land units that landed from transports lose their retreat; with
     * {@code amphibious-retreat=overland-and-aircraft} an armor that came overland (attack 3) retreats after round 1
     * and an infantry that landed (attack 1) fights on against an infantry (defense 2). Round 1: the attacker hits with
     * 1 - (1/2)(5/6) = 7/12 and wins (the defender's hit, 1/3, takes the cheaper infantry); both miss with
     * (5/12)(2/3) = 10/36 and the armor leaves; the infantry alone then wins with (1/6)(2/3) / (4/9) = 1/4, both die
     * with 1/8. The attacker misses and is hit with (5/12)(1/3) = 5/36: the armor alone retreats. Attacker win 7/12 +
     * (10/36)(1/4) = 47/72, draw (10/36)(1/8) = 5/144, retreat 5/36; its loss 3(1/3) + 3(10/36)(3/4) = 13/8 IPC.
     */
    @Test
    void overlandUnitsRetreatAndLandedOnesFightOn() {
        Edition classic = Edition.builtIn("classic");
        battleboard.input.BattlePreset p = new battleboard.input.BattlePreset("", java.util.Optional.empty(),
                java.util.Optional.of("1 armor"), java.util.Optional.of("1 infantry"), java.util.Optional.empty(), java.util.Map.of(),
                java.util.Map.of(), java.util.Map.of("amphibious-retreat", "overland-and-aircraft"), java.util.Map.of(),
                java.util.OptionalInt.empty(), false, java.util.Optional.of(new battleboard.battle.RetreatPolicy.AfterRound(1)),
                java.util.Map.of(), java.util.OptionalInt.empty(), java.util.Map.of(), java.util.Set.of(), java.util.Optional.of("1 infantry"),
                battleboard.input.BattlePreset.Rolls.NONE);
        BattleResult r = new ExactSolver().solve(p.builder(classic).build());
        assertEquals(47.0 / 72, r.attackerWin(), 1e-12);
        assertEquals(5.0 / 144, r.draw(), 1e-12);
        assertEquals(5.0 / 36, r.retreat(), 1e-12);
        assertEquals(13.0 / 8, r.attackerIpcLoss(), 1e-12);
        // the rulebook's default (none): nobody retreats while a landed unit fights
        BattleSetup none = p.builder(classic).option("amphibious-retreat", "none").build();
        assertEquals(0, new ExactSolver().solve(none).retreat(), 1e-12);
    }
}
