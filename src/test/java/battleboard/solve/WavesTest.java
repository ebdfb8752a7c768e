package battleboard.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Force;
import battleboard.battle.Progress;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Waves;
import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.result.BattleResult;
import battleboard.result.SurvivorOutcome;
import battleboard.result.SwingDistribution;
import battleboard.result.WaveFigures;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Attacks in waves (issue 14, item 4): an empty second wave changes nothing (1e-12), a two-wave attack solved exactly
 * agrees with a Monte Carlo of the two waves within 4 standard errors, and a two-wave attack equals its hand
 * composition from single battles.
 */
class WavesTest {
    private static final Edition REVISED = Edition.builtIn("revised");
    private static final long ATTACKS = 200_000;
    private static final double K = 4.0;
    private final WaveSolver solver = new WaveSolver(new ExactSolver());

    private static Waves.Wave wave(String units, RetreatPolicy retreat) {
        return new Waves.Wave(Force.parse(units, REVISED), retreat);
    }

    private static BattleSetup battle(String attacker, String defender) {
        return BattleSetup.builder(REVISED).attacker(attacker).defender(defender).build();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("singleBattles")
    void anEmptySecondWaveGivesTheSingleBattle(String name, BattleSetup setup) {
        BattleResult single = new ExactSolver().solve(setup);
        WaveSolver.Result waves = solver.solve(Waves.of(setup, List.of(new Waves.Wave(Force.empty(), RetreatPolicy.never())),
                Waves.Timing.NEXT_COMBAT), SolveOptions.defaults().withMethod(MethodChoice.EXACT), Progress.NONE);
        BattleResult w = waves.total();
        assertEquals(single.attackerWin(), w.attackerWin(), 1e-12);
        assertEquals(single.attackerCaptures(), w.attackerCaptures(), 1e-12);
        assertEquals(single.defenderWin(), w.defenderWin(), 1e-12);
        assertEquals(single.draw(), w.draw(), 1e-12);
        assertEquals(single.retreat(), w.retreat(), 1e-12);
        assertEquals(single.stalemate(), w.stalemate(), 1e-12);
        assertEquals(single.attackerIpcLoss(), w.attackerIpcLoss(), 1e-12);
        assertEquals(single.defenderIpcLoss(), w.defenderIpcLoss(), 1e-12);
        assertEquals(single.expectedRounds(), w.expectedRounds(), 1e-12);
        assertEquals(bars(single.swing()), bars(w.swing()));
        assertEquals(survivors(single.attackerSurvivors()), survivors(w.attackerSurvivors()));
        assertEquals(survivors(single.defenderSurvivors()), survivors(w.defenderSurvivors()));
        WaveFigures second = waves.waves().get(1);
        assertEquals(0, second.fought(), 0, "an empty wave is never fought");
    }

    static Stream<Arguments> singleBattles() {
        return Stream.of(
                Arguments.of("3 inf + 1 tank vs 4 inf", battle("3 infantry, 1 tank", "4 infantry")),
                Arguments.of("with an AA gun and a retreat", BattleSetup.builder(REVISED).attacker("4 infantry, 2 fighter")
                        .defender("3 infantry, 1 aa-gun").retreat(new RetreatPolicy.AfterRound(2)).build()),
                Arguments.of("a sea battle with a battleship", battle("1 battleship, 2 destroyer", "2 submarine, 1 battleship")));
    }

    /**
     * Two waves by hand: wave 1 (1 infantry) against 1 infantry ends with the defender holding (1 infantry left) with
     * probability q, both destroyed with d, the attacker winning with w; wave 2 (1 tank) fights the infantry left, or
     * moves into the empty territory. So P(attacker wins) = w + d + q * P(tank beats infantry).
     */
    @Test
    void twoWavesComposeFromTheSingleBattles() {
        BattleResult first = new ExactSolver().solve(battle("1 infantry", "1 infantry"));
        BattleResult tank = new ExactSolver().solve(battle("1 tank", "1 infantry"));
        WaveSolver.Result r = solver.solve(Waves.of(battle("1 infantry", "1 infantry"), List.of(wave("1 tank", RetreatPolicy.never())),
                Waves.Timing.NEXT_COMBAT), SolveOptions.defaults().withMethod(MethodChoice.EXACT), Progress.NONE);
        // 1 inf (1/6) vs 1 inf (2/6), a round with no hit played again: w = (1/6)(4/6) / (1 - (5/6)(4/6)) = 1/4,
        // d = (1/6)(2/6) / (4/9) = 1/8, q = (5/6)(2/6) / (4/9) = 5/8
        assertEquals(1.0 / 4, first.attackerWin(), 1e-12);
        assertEquals(1.0 / 8, first.draw(), 1e-12);
        assertEquals(1.0 / 4 + 1.0 / 8 + 5.0 / 8 * tank.attackerWin(), r.total().attackerWin(), 1e-12);
        assertEquals(5.0 / 8 * tank.draw(), r.total().draw(), 1e-12);
        assertEquals(first.attackerIpcLoss() + 5.0 / 8 * tank.attackerIpcLoss(), r.total().attackerIpcLoss(), 1e-12);
        assertEquals(first.defenderIpcLoss() + 5.0 / 8 * tank.defenderIpcLoss(), r.total().defenderIpcLoss(), 1e-12);
        WaveFigures w2 = r.waves().get(1);
        assertEquals(5.0 / 8 + 1.0 / 8, w2.fought(), 1e-12, "wave 2 fights where the defender held, moves in where both died");
        assertEquals(1.0 / 8 + 5.0 / 8 * tank.attackerWin(), w2.attackerWin(), 1e-12);
        assertEquals(1.0 / 4 + 1.0 / 8 + 5.0 / 8 * tank.attackerWin(), r.total().attackerCaptures(), 1e-12,
                "the tank moving in takes the territory");
        assertEquals(1.0, r.total().attackerWin() + r.total().defenderWin() + r.total().draw(), 1e-12);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("twoWaveAttacks")
    void exactAgreesWithAMonteCarloOfTheWaves(String name, Waves plan) {
        WaveSolver.Result exact = solver.solve(plan, SolveOptions.defaults().withMethod(MethodChoice.EXACT), Progress.NONE);
        WaveSolver.Result mc = solver.solve(plan, new SolveOptions(MethodChoice.MONTE_CARLO,
                MonteCarloOptions.defaults().withTrials(ATTACKS).withSeed(20261125L)), Progress.NONE);
        List<String> misses = new ArrayList<>();
        check("attackerWin", exact.total().attackerWin(), mc.total().attackerWin(), misses);
        check("defenderWin", exact.total().defenderWin(), mc.total().defenderWin(), misses);
        check("draw", exact.total().draw(), mc.total().draw(), misses);
        check("retreat", exact.total().retreat(), mc.total().retreat(), misses);
        for (int k = 0; k < exact.waves().size(); k++) {
            check("wave " + (k + 1) + " fought", exact.waves().get(k).fought(), mc.waves().get(k).fought(), misses);
            check("wave " + (k + 1) + " attackerWin", exact.waves().get(k).attackerWin(), mc.waves().get(k).attackerWin(), misses);
        }
        double se = mc.total().sampling().orElseThrow().attackerIpcLossError();
        if (Math.abs(exact.total().attackerIpcLoss() - mc.total().attackerIpcLoss()) > K * se) {
            misses.add("attacker IPC loss " + exact.total().attackerIpcLoss() + " vs " + mc.total().attackerIpcLoss());
        }
        assertTrue(misses.isEmpty(), name + ": " + misses);
        assertEquals(ATTACKS, mc.total().sampling().orElseThrow().trials());
    }

    static Stream<Arguments> twoWaveAttacks() {
        return Stream.of(
                Arguments.of("strafe then finish", Waves.of(BattleSetup.builder(REVISED).attacker("3 infantry, 1 tank")
                        .defender("5 infantry, 1 aa-gun").retreat(new RetreatPolicy.AfterRound(1)).build(),
                        List.of(wave("2 fighter, 2 tank", RetreatPolicy.never())), Waves.Timing.NEXT_COMBAT)),
                Arguments.of("next turn: the retreated attackers join", Waves.of(BattleSetup.builder(REVISED).attacker("4 infantry, 1 tank")
                        .defender("5 infantry").retreat(new RetreatPolicy.AtUnits(2)).build(),
                        List.of(wave("2 tank", RetreatPolicy.never())), Waves.Timing.NEXT_TURN)),
                Arguments.of("battleship damage repaired between waves", Waves.of(BattleSetup.builder(REVISED).attacker("2 destroyer")
                        .defender("1 battleship, 1 destroyer").build(),
                        List.of(wave("2 fighter, 1 destroyer", RetreatPolicy.never())), Waves.Timing.NEXT_COMBAT)),
                Arguments.of("three waves, AA gun each time", Waves.of(BattleSetup.builder(REVISED).attacker("2 infantry")
                        .defender("3 infantry, 1 aa-gun").build(),
                        List.of(wave("1 fighter, 1 infantry", RetreatPolicy.never()), wave("2 tank", RetreatPolicy.never())),
                        Waves.Timing.NEXT_COMBAT)));
    }

    /**
     * Between waves a Revised battleship's damage is repaired (L1780-1786), and kept under damage-after-combat=kept; next
     * turn, the attackers that retreated come back with the next wave; in the same turn they stay out.
     */
    @Test
    void whatCarriesFromOneWaveToTheNext() {
        for (String damage : List.of("repaired", "kept")) {
            BattleSetup first = BattleSetup.builder(REVISED).attacker("2 destroyer, 1 fighter").defender("1 battleship, 1 destroyer")
                    .option("damage-after-combat", damage).build();
            for (Waves.Timing timing : Waves.Timing.values()) {
                Waves plan = Waves.of(first, List.of(wave("1 bomber", RetreatPolicy.never())), timing);
                battleboard.battle.RoundModel model = battleboard.battle.RoundModel.of(first);
                // the attacker retreated with its fighter, the defender's battleship hit once
                battleboard.battle.BattleState end = model.position(Force.parse("1 fighter", REVISED), Force.empty(),
                        Force.parse("1 battleship", REVISED), Force.parse("1 battleship", REVISED), 3);
                Waves.Next next = plan.after(1, model, end.attacker(), end.defender(), battleboard.battle.Status.RETREAT);
                assertEquals(Waves.Next.Kind.FIGHT, next.kind());
                BattleSetup second = next.battle();
                assertEquals(Force.parse("1 battleship", REVISED), second.force(battleboard.battle.Side.DEFENDER));
                assertEquals(damage.equals("repaired") ? Force.empty() : Force.parse("1 battleship", REVISED),
                        second.damaged(battleboard.battle.Side.DEFENDER), damage + ", " + timing);
                assertEquals(Force.parse(timing == Waves.Timing.NEXT_TURN ? "1 bomber, 1 fighter" : "1 bomber", REVISED),
                        second.force(battleboard.battle.Side.ATTACKER), timing.id());
                assertEquals(timing == Waves.Timing.NEXT_TURN ? Force.empty() : Force.parse("1 fighter", REVISED), next.elsewhere());
            }
        }
    }

    /**
     * Fighters that destroy the defenders do not take the territory (Revised L1439-1495); a tank in the next wave moves in
     * and takes it. 2 fighters against 1 infantry: the fighters win with w, both die with d, the infantry holds with q;
     * the tank takes the territory after w and d, and fights the infantry after q. The win is counted once, in wave 1.
     */
    @Test
    void aLandUnitOfTheNextWaveTakesWhatAircraftEmptied() {
        BattleResult air = new ExactSolver().solve(battle("2 fighter", "1 infantry"));
        BattleResult tank = new ExactSolver().solve(battle("1 tank", "1 infantry"));
        WaveSolver.Result r = solver.solve(Waves.of(battle("2 fighter", "1 infantry"), List.of(wave("1 tank", RetreatPolicy.never())),
                Waves.Timing.NEXT_COMBAT), SolveOptions.defaults().withMethod(MethodChoice.EXACT), Progress.NONE);
        double q = air.defenderWin();
        assertEquals(0, air.attackerCaptures(), 0);
        assertEquals(air.attackerWin() + air.draw() + q * tank.attackerWin(), r.total().attackerWin(), 1e-12);
        assertEquals(air.attackerWin() + air.draw() + q * tank.attackerCaptures(), r.total().attackerCaptures(), 1e-12);
        assertEquals(air.attackerWin(), r.waves().get(0).attackerWin(), 1e-12);
        assertEquals(1.0, r.waves().get(1).fought(), 1e-12, "the tank moves in or fights on every way");
        double wonByTheEnd = r.waves().get(0).attackerWin() + r.waves().get(1).attackerWin();
        assertEquals(r.total().attackerWin(), wonByTheEnd, 1e-12, "each win counted once");
        assertEquals(air.attackerIpcLoss() + q * tank.attackerIpcLoss(), r.total().attackerIpcLoss(), 1e-12);
    }

    @Test
    void theSimulationGivesTheSameFiguresOnAnyNumberOfThreads() {
        Waves plan = Waves.of(BattleSetup.builder(REVISED).attacker("3 infantry, 1 tank").defender("5 infantry, 1 aa-gun")
                .retreat(new RetreatPolicy.AfterRound(1)).build(), List.of(wave("2 fighter, 2 tank", RetreatPolicy.never())),
                Waves.Timing.NEXT_COMBAT);
        MonteCarloOptions o = MonteCarloOptions.defaults().withTrials(20_000).withSeed(7);
        WaveSolver.Result one = solver.solve(plan, new SolveOptions(MethodChoice.MONTE_CARLO, o.withThreads(1)), Progress.NONE);
        WaveSolver.Result two = solver.solve(plan, new SolveOptions(MethodChoice.MONTE_CARLO, o.withThreads(2)), Progress.NONE);
        assertEquals(one.total().attackerWin(), two.total().attackerWin(), 0);
        assertEquals(one.total().attackerIpcLoss(), two.total().attackerIpcLoss(), 1e-12);
        assertEquals(one.waves(), two.waves());
        assertEquals(20_000, two.total().states());
    }

    @Test
    void aWaveThatCannotAttackIsRefusedInOneLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Waves.of(battle("2 infantry", "2 infantry"),
                List.of(wave("1 battleship", RetreatPolicy.never())), Waves.Timing.NEXT_COMBAT));
        assertTrue(e.getMessage().startsWith("wave 2: "), e.getMessage());
        assertTrue(!e.getMessage().contains("\n"));
        IllegalArgumentException five = assertThrows(IllegalArgumentException.class, () -> Waves.of(battle("2 infantry", "2 infantry"),
                List.of(wave("1 tank", RetreatPolicy.never()), wave("1 tank", RetreatPolicy.never()), wave("1 tank", RetreatPolicy.never()),
                        wave("1 tank", RetreatPolicy.never())), Waves.Timing.NEXT_COMBAT));
        assertEquals("at most 4 waves (the attacker and 3 more), not 5", five.getMessage());
        // a roll before the battle is named, whichever it is
        Edition waw = Edition.builtIn("world-at-war-2005");
        BattleSetup rockets = BattleSetup.builder(waw).attacker("2 infantry").defender("2 infantry")
                .preBattle(battleboard.battle.PreBattle.NONE.withRocketStrike(battleboard.battle.AreaStrike.parse("v1"))).build();
        IllegalArgumentException rolled = assertThrows(IllegalArgumentException.class, () -> Waves.of(rockets,
                List.of(wave("1 armor", RetreatPolicy.never())), Waves.Timing.NEXT_COMBAT));
        assertEquals("an attack in waves takes no rolls before the battle, and this one has rocket strike at the area: 1 rocket (v1)",
                rolled.getMessage());
    }

    private static void check(String what, double p, double estimate, List<String> misses) {
        double se = Math.sqrt(Math.max(p * (1 - p), 0) / ATTACKS);
        boolean ok = se == 0 ? Math.abs(estimate - p) < 1e-12 : Math.abs(estimate - p) <= K * se;
        if (!ok) {
            misses.add(String.format(Locale.ROOT, "%s exact %.6f, simulated %.6f (%.1f SE)", what, p, estimate,
                    se == 0 ? Double.POSITIVE_INFINITY : Math.abs(estimate - p) / se));
        }
    }

    private static Map<Integer, String> bars(SwingDistribution s) {
        return s.bars().stream().collect(Collectors.toMap(SwingDistribution.Bar::swing, b -> String.format(Locale.ROOT, "%.12f", b.probability())));
    }

    private static Map<Map<String, Integer>, String> survivors(List<SurvivorOutcome> list) {
        return list.stream().collect(Collectors.toMap(o -> Map.copyOf(o.units()), o -> String.format(Locale.ROOT, "%.12f", o.probability()),
                (a, b) -> a + b));
    }
}
