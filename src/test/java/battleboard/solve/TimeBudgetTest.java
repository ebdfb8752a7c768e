package battleboard.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.exact.BattleTooLargeException;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.result.Method;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Budgets that mean time (issue 13): work that would run for minutes is refused, or given to Monte Carlo with a time
 * limit, before it starts. The calls below ran for 60 to 100 s before.
 */
class TimeBudgetTest {
    private static final Edition REVISED = Edition.builtIn("revised");

    /** The 12-a-side casualty explorer call: auto simulates the choices within its time instead of a 100 s induction. */
    @Test
    void autoExploresALargeBattleBySimulationWithinItsTime() {
        BattleSetup position = BattleSetup.builder(REVISED).attacker("12 inf, 12 art, 12 tank, 12 ftr, 12 bmb")
                .defender("12 inf, 12 art, 12 tank, 12 ftr, 2 aa").build();
        CasualtyExplorer.Exploration x = new CasualtyExplorer().explore(position, Side.DEFENDER, 6, Optional.empty(),
                SolveOptions.defaults(), Progress.NONE);
        assertEquals(Method.MONTE_CARLO, x.method());
        assertEquals(84, x.choices().size()); // 6 hits over 4 unit types: C(9, 3)
        assertTrue(x.note().contains("(auto: exact would take too long)"), x.note());
        assertTrue(x.note().contains(String.format(java.util.Locale.ROOT, "at most %.2f s",
                (CasualtyExplorer.AUTO_EXPLORE_TIME.dividedBy(84).toMillis() + 1) / 1000.0)), x.note());
    }

    /** A retreat policy needing every state's value, on a battle too large for that: refused at once, by auto and Monte Carlo. */
    @Test
    void theBestRetreatOnAHugeSeaBattleIsRefusedBeforeItStarts() {
        BattleSetup huge = BattleSetup.builder(REVISED).attacker("15 bmb, 24 fig, 30 submarine, 21 carrier, 24 bb")
                .defender("24 transport, 15 ss, 30 ftr, 15 carrier, 12 bb, 12 dd").retreat(new RetreatPolicy.Best()).build();
        for (SolveOptions options : new SolveOptions[] {SolveOptions.defaults(),
                new SolveOptions(MethodChoice.MONTE_CARLO, MonteCarloOptions.defaults().withTimeLimit(Duration.ofSeconds(5)))}) {
            BattleTooLargeException e = assertThrows(BattleTooLargeException.class, () -> new Solver().solve(huge, options, Progress.NONE));
            assertTrue(e.getMessage().contains("needs the value of every battle state"), e.getMessage());
            assertTrue(!e.getMessage().contains("\n"));
        }
    }

    /** {@code --time-limit} applies to exact work: an exact solve stops there in one line, and auto weighs its estimate. */
    @Test
    void theTimeLimitAppliesToExactWork() {
        BattleSetup b6 = BattleSetup.builder(REVISED).attacker("200 inf, 50 art, 50 tank, 20 ftr")
                .defender("220 inf, 50 art, 40 tank, 20 ftr").build();
        BattleTooLargeException e = assertThrows(BattleTooLargeException.class, () -> new Solver().solve(b6,
                SolveOptions.of(MethodChoice.EXACT).withExactTimeLimit(Duration.ofMillis(20)), Progress.NONE));
        assertEquals("the exact solve was stopped at the time limit of 0.0200 s: use --method montecarlo, or a longer --time-limit",
                e.getMessage());
        SolveOptions quick = new SolveOptions(MethodChoice.AUTO, MonteCarloOptions.defaults().withTimeLimit(Duration.ofMillis(20)));
        var r = new Solver().solve(b6, quick, Progress.NONE);
        assertEquals(Method.MONTE_CARLO, r.method());
        assertTrue(r.methodNote().contains("over the time limit of 0.0200 s"), r.methodNote());
        // a small battle is solved exactly within its limit
        BattleSetup small = BattleSetup.builder(REVISED).attacker("3 inf, 1 tank").defender("4 inf").build();
        assertEquals(Method.EXACT, new Solver().solve(small, SolveOptions.of(MethodChoice.EXACT)
                .withExactTimeLimit(Duration.ofSeconds(30)), Progress.NONE).method());
    }
}
