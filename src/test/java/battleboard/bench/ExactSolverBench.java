package battleboard.bench;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.exact.StateSpaceEstimate;
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
 * Time to solve one Revised battle exactly, in milliseconds per battle (JMH average time).
 *
 * <p>Workload: each {@link #battle} is a preset battle with the Revised defaults (default orders of
 * loss, default rule options, no technologies), written {@code "<attacker> vs <defender>"} with
 * {@code +} between unit groups:
 * <ul>
 *   <li>{@code 1 inf vs 1 inf}: the baseline row, to compare machines (4 states);</li>
 *   <li>{@code 3 inf + 1 tank vs 4 inf}: a typical small land battle (25 states);</li>
 *   <li>{@code 100 inf + 40 art + 10 ftr vs 100 inf + 40 art + 6 ftr}: issue 2's acceptance battle (B5 in
 *       {@code docs/performance.md}), which must solve exactly in under 1 second (151 × 147 = 22,197 states, about
 *       1.2e8 transitions, 5.3e7 after trimming);</li>
 *   <li>{@link #B6}: issue 11's largest land battle;</li>
 *   <li>a mixed naval battle with submarines, destroyers, carriers with fighters, battleships and
 *       transports on both sides (16 × 16 = 256 states);</li>
 *   <li>issue 9's acceptance battle: a Global War 1939 sea battle of 12 units a side with submarines and
 *       destroyers on both sides, cruisers, battleships, a carrier, transports and a naval fighter, with sticky
 *       submarine detection (the default) and with detection recomputed each round, to state the cost of the
 *       detected-submarine counts in the chain's state;</li>
 *   <li>issue 24's Revised sea battles {@link #N1} and {@link #N2}, with submarines, destroyers, carriers with fighters,
 *       bombers, battleships and transports;</li>
 *   <li>a World at War sea battle, {@link #WORLD_AT_WAR_SEA}.</li>
 * </ul>
 * A battle of another edition than Revised starts with {@code "<edition id>[ <option>=<value>]: "}.
 * The {@link BattleSetup} is built, and checked once by a solve, in {@link #setUp()}, outside the
 * measurement. {@link #solve()} measures everything a player waits for after pressing Calculate: the
 * round model, both sides' compositions, the state-space estimate and memory check, and the chain;
 * {@link #estimate()} measures the state-space estimate alone, which is paid before every solve.
 * No cache survives from one call to the next (each solve builds its own model and tables).
 *
 * <p>Run (never part of {@code mvn verify}; figures go to {@code docs/performance.md}):
 * <pre>
 * mvn -q test-compile exec:exec@jmh -Djmh.args="ExactSolverBench -f 1 -wi 10 -i 5"
 * </pre>
 * One battle only: add {@code -p "battle=3 inf + 1 tank vs 4 inf"} to {@code jmh.args}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 10, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
@State(Scope.Benchmark)
public class ExactSolverBench {
    /** Separates the attacker from the defender in {@link #battle}. */
    private static final String VERSUS = " vs ";
    private static final String GLOBAL_WAR = "global-war-1939";
    /** Issue 11's largest land battle (B6): 640 units, 321 x 331 compositions, about 6.4e8 transitions after trimming. */
    static final String B6 = "200 inf + 50 art + 50 tank + 20 ftr vs 220 inf + 50 art + 40 tank + 20 ftr";
    /** Issue 9's battle: 12 units a side, submarines and destroyers on both. */
    static final String GLOBAL_WAR_SEA = "4 sub + 3 dd + 2 ca + 1 bb + 1 cv + 1 ftr vs 4 sub + 2 dd + 2 ca + 1 bb + 2 tr + 1 naval-fighter";
    private static final String WORLD_AT_WAR = "world-at-war-2005";
    /**
     * A World at War sea battle of 14 and 15 units (issue 24 item 6): submarines, cruisers, battleships, a carrier with
     * its fighters each, and the defender's transports; 99 × 84 = 8,316 states, about 5.1e5 transitions.
     */
    static final String WORLD_AT_WAR_SEA = "6 submarine + 3 cruiser + 2 battleship + 1 carrier + 2 fighter vs 5 submarine + 3 cruiser + 2 battleship + 2 transport + 1 carrier + 2 fighter";
    /** Issue 24's sea battle N1 (Revised): 1,120 states, about 5.0e4 transitions. */
    static final String N1 = "4 sub + 3 dd + 4 ftr + 1 bmb + 1 bb vs 1 bb + 2 cv + 4 ftr + 2 dd + 2 sub + 2 tr";
    /** Issue 24's sea battle N2 (Revised): 10,573 states, about 1.4e6 transitions. */
    static final String N2 = "8 sub + 6 dd + 8 ftr + 2 bmb + 2 bb vs 2 bb + 4 cv + 8 ftr + 4 dd + 4 sub + 4 tr";

    /** The battle, {@code "<attacker> vs <defender>"}, unit groups joined by {@code +}. */
    @Param({
        "1 inf vs 1 inf",
        "3 inf + 1 tank vs 4 inf",
        "100 inf + 40 art + 10 ftr vs 100 inf + 40 art + 6 ftr",
        B6,
        "2 sub + 1 dd + 1 cv + 2 ftr + 1 bb + 1 tr vs 2 sub + 1 dd + 1 bb + 1 cv + 2 ftr + 1 tr",
        GLOBAL_WAR + ": " + GLOBAL_WAR_SEA,
        GLOBAL_WAR + " submarine-detection=recompute: " + GLOBAL_WAR_SEA,
        N1,
        N2,
        WORLD_AT_WAR + ": " + WORLD_AT_WAR_SEA,
    })
    public String battle;

    private static final SolveOptions EXACT = SolveOptions.of(MethodChoice.EXACT);

    private BattleSetup setup;
    private Solver solver;
    private ExactSolver exact;

    /**
     * Builds the battle and solves it once, so that a battle that no longer solves, or whose
     * outcomes do not sum to 1, stops the run instead of timing an error.
     *
     * @throws IllegalStateException when the outcomes do not sum to 1 within 1e-9
     */
    @Setup(Level.Trial)
    public void setUp() {
        setup = parse(battle);
        exact = new ExactSolver();
        solver = new Solver(exact);
        BattleResult r = solve();
        double total = r.attackerWin() + r.defenderWin() + r.draw();
        if (Math.abs(total - 1) > 1e-9) {
            throw new IllegalStateException(battle + ": outcomes sum to " + total);
        }
    }

    /**
     * @return the exact result of {@link #battle} (JMH consumes it, as a Blackhole would); the method is
     *         asked for explicitly, since the default (automatic choice) could switch to Monte Carlo
     */
    @Benchmark
    public BattleResult solve() {
        return solver.solve(setup, EXACT, Progress.NONE);
    }

    /** @return the state-space estimate of {@link #battle}, computed without solving */
    @Benchmark
    public StateSpaceEstimate estimate() {
        return exact.estimate(setup);
    }

    /**
     * @param text {@code "<attacker> vs <defender>"} of a Revised battle, or {@code "<edition id>[ <option>=<value>]: <attacker>
     *             vs <defender>"}
     * @return the checked battle
     */
    public static BattleSetup parse(String text) {
        int colon = text.indexOf(": ");
        if (colon < 0) {
            return parse(Edition.builtIn("revised"), text);
        }
        String[] head = text.substring(0, colon).split(" ");
        BattleSetup.Builder b = parse(Edition.builtIn(head[0]), text.substring(colon + 2)).toBuilder();
        for (int i = 1; i < head.length; i++) {
            String[] option = head[i].split("=", 2);
            b.option(option[0], option[1]);
        }
        return b.build();
    }

    /**
     * @param edition the edition whose unit names the text uses
     * @param text    {@code "<attacker> vs <defender>"}, unit groups joined by {@code +}
     * @return the checked battle
     * @throws IllegalArgumentException when the text has no {@code " vs "} or names a unit the edition lacks
     */
    static BattleSetup parse(Edition edition, String text) {
        int at = text.indexOf(VERSUS);
        if (at < 0) {
            throw new IllegalArgumentException("battle '" + text + "' has no '" + VERSUS.trim() + "'");
        }
        return BattleSetup.builder(edition)
                .attacker(forceText(text.substring(0, at)))
                .defender(forceText(text.substring(at + VERSUS.length())))
                .build();
    }

    private static String forceText(String groups) {
        return groups.replace('+', ',');
    }
}
