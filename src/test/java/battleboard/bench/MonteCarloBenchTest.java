package battleboard.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import battleboard.battle.BattleSetup;
import battleboard.edition.Edition;
import battleboard.montecarlo.MonteCarloSolver;
import battleboard.result.BattleResult;
import java.lang.reflect.Method;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.OperationsPerInvocation;

/**
 * Keeps the Monte Carlo benchmark's battles valid, its runs complete and its score in battles per
 * second; benchmarks themselves never run in {@code verify}.
 */
class MonteCarloBenchTest {
    private static final Edition REVISED = Edition.builtIn("revised");

    /**
     * JMH divides the time of an invocation by its {@link OperationsPerInvocation}: the score is battles
     * per second only if that equals the trials the invocation simulates.
     */
    @Test
    void operationsPerInvocationAreTheTrialsSimulated() throws NoSuchMethodException {
        Map<String, Integer> trials = Map.of("smallBattle", MonteCarloBench.SMALL_TRIALS,
                "largeBattle", MonteCarloBench.LARGE_TRIALS);
        for (Map.Entry<String, Integer> e : trials.entrySet()) {
            Method m = MonteCarloBench.class.getMethod(e.getKey());
            assertEquals(e.getValue(), m.getAnnotation(OperationsPerInvocation.class).value(), e.getKey());
        }
    }

    /** A short run of each battle (a few chunks, not the benchmark's count) completes and passes the bench's check. */
    @Test
    void eachBattleRunsToItsTrialCount() {
        MonteCarloSolver solver = new MonteCarloSolver();
        for (String battle : new String[] {MonteCarloBench.SMALL_BATTLE, MonteCarloBench.LARGE_BATTLE}) {
            BattleSetup setup = ExactSolverBench.parse(REVISED, battle);
            int trials = 2 * MonteCarloSolver.CHUNK + 5;
            BattleResult r = MonteCarloBench.run(solver, setup, trials, 2);
            MonteCarloBench.check(battle, r, trials);
            assertEquals(2, r.sampling().orElseThrow().threads());
        }
    }

    @Test
    void checkRefusesARunThatStoppedShort() {
        BattleSetup setup = ExactSolverBench.parse(REVISED, MonteCarloBench.SMALL_BATTLE);
        BattleResult r = MonteCarloBench.run(new MonteCarloSolver(), setup, 1000, 1);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> MonteCarloBench.check("small", r, 2000));
        assertEquals("small: stopped by TRIALS after 1000 of 2000 battles", e.getMessage());
    }
}
