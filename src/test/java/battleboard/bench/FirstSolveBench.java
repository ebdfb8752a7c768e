package battleboard.bench;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.result.BattleResult;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The first exact solve in a fresh JVM, in milliseconds (JMH single-shot time, one measurement per fork, no warm-up):
 * what the first Calculate of a session costs before the JIT has compiled the solver, to set beside the warm figures
 * of {@link ExactSolverBench}. The battle is built (its edition read) in {@link #setUp()}, outside the measurement;
 * the measured call includes loading the solver's classes.
 *
 * <p>The smallest sea battle, one submarine against one destroyer, is the floor of every sea battle's first solve: its
 * solve is a few states, so what it measures is the sea path's classes loaded, linked and initialized and its code run
 * interpreted once (docs/performance.md, "Issue 24, eighteenth session": 38 ms here, 8 ms in the command line's JVM with
 * its class-data archive; issue 24 asks 21 ms of N2, three times its warm 7 ms).
 *
 * <p>Run (never part of {@code mvn verify}; figures go to {@code docs/performance.md}):
 * <pre>
 * mvn -q test-compile exec:exec@jmh -Djmh.args="FirstSolveBench"
 * </pre>
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(value = 10, jvmArgsAppend = "-Xmx2g")
@State(Scope.Benchmark)
public class FirstSolveBench {
    /** The battle, in {@link ExactSolverBench#parse} form. */
    @Param({
        "3 inf + 1 tank vs 4 inf",
        "100 inf + 40 art + 10 ftr vs 100 inf + 40 art + 6 ftr",
        ExactSolverBench.B6,
        "1 sub vs 1 dd",
        ExactSolverBench.N2,
    })
    public String battle;

    private BattleSetup setup;

    /** Builds the battle (reads the edition) without solving it. */
    @Setup(Level.Trial)
    public void setUp() {
        setup = ExactSolverBench.parse(battle);
    }

    /** @return the battle's exact result: the first solve of this JVM */
    @Benchmark
    public BattleResult firstSolve() {
        return new Solver().solve(setup, SolveOptions.of(MethodChoice.EXACT), Progress.NONE);
    }
}
