package battleboard.bench;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Battleboard's half of the side-by-side run against aacalc2 ({@code scripts/aacalc2/side-by-side.sh},
 * {@code docs/performance.md}, "Side by side with aacalc2 (issue 24)"): solves issue 24's five Revised battles warm, in
 * one JVM, exactly and with every output, as {@link ExactSolverBench#solve()} does ({@link Solver#solve} with
 * {@link MethodChoice#EXACT}: distributions, rounds, survivors, swing), each solve building its own round model and
 * tables from a {@link BattleSetup} built once. Not a JMH benchmark, so that both engines are timed the same way: per
 * battle, solves run untimed for at least the warm-up time, then are timed one by one with {@link System#nanoTime()}
 * for at least the measuring time and at least 5 solves, and the median is printed. Not part of {@code mvn verify}.
 *
 * <p>Prints one line per battle, the line {@code scripts/aacalc2/aacalc2-bench.mjs} prints for aacalc2:
 * <pre>RESULT &lt;battle&gt; &lt;median ms&gt; &lt;solves timed&gt; &lt;attacker win&gt; &lt;defender win&gt; &lt;draw&gt; &lt;other&gt;</pre>
 * with probabilities in [0, 1]: defender win is {@link BattleResult#defenderWin()} less the stalemate, and other is
 * {@link BattleResult#stalemate()} (both sides left, neither able to hit).
 *
 * <p>Run (the driver builds the class path the same way):
 * <pre>
 * mvn -q -o test-compile exec:exec -Dexec.executable=java -Dexec.classpathScope=test \
 *     -Dexec.args="-Xmx2g -cp %classpath battleboard.bench.SideBySide 5000 3000"
 * </pre>
 */
public final class SideBySide {
    /** Issue 24's battles by the names {@code docs/performance.md} gives them, in the order they are run. */
    static final Map<String, String> BATTLES = battles();

    private static final int MIN_SOLVES = 5;

    private SideBySide() {
    }

    private static Map<String, String> battles() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("small", "3 inf + 1 tank vs 4 inf");
        m.put("B5", "100 inf + 40 art + 10 ftr vs 100 inf + 40 art + 6 ftr");
        m.put("B6", ExactSolverBench.B6);
        m.put("N1", ExactSolverBench.N1);
        m.put("N2", ExactSolverBench.N2);
        return m;
    }

    /**
     * @param args {@code [WARM_MS [MEASURE_MS [BATTLE...]]]}: milliseconds of untimed solves per battle (default 5000),
     *             milliseconds of timed solves per battle (default 3000), the battles by name (default all five)
     * @throws IllegalArgumentException when a battle is not one of {@link #BATTLES}
     */
    public static void main(String[] args) {
        long warmMs = args.length > 0 ? Long.parseLong(args[0]) : 5000;
        long measureMs = args.length > 1 ? Long.parseLong(args[1]) : 3000;
        List<String> names = args.length > 2 ? Arrays.asList(args).subList(2, args.length) : List.copyOf(BATTLES.keySet());
        for (String name : names) {
            if (!BATTLES.containsKey(name)) {
                throw new IllegalArgumentException("unknown battle '" + name + "': one of " + BATTLES.keySet());
            }
        }
        Solver solver = new Solver(new ExactSolver());
        SolveOptions exact = SolveOptions.of(MethodChoice.EXACT);
        for (String name : names) {
            BattleSetup setup = ExactSolverBench.parse(BATTLES.get(name));
            BattleResult result = solver.solve(setup, exact, Progress.NONE);
            long warmEnd = System.nanoTime() + warmMs * 1_000_000;
            do {
                result = solver.solve(setup, exact, Progress.NONE);
            } while (System.nanoTime() < warmEnd);
            List<Double> times = new ArrayList<>();
            long measureEnd = System.nanoTime() + measureMs * 1_000_000;
            while (times.size() < MIN_SOLVES || System.nanoTime() < measureEnd) {
                long start = System.nanoTime();
                result = solver.solve(setup, exact, Progress.NONE);
                times.add((System.nanoTime() - start) / 1e6);
            }
            System.out.println(line(name, median(times), times.size(), result));
        }
    }

    /**
     * @param name   the battle's name
     * @param ms     median milliseconds per solve
     * @param solves how many solves were timed
     * @param r      the battle's result
     * @return the {@code RESULT} line of the class comment
     */
    static String line(String name, double ms, int solves, BattleResult r) {
        return String.format(Locale.ROOT, "RESULT %s %.4f %d %.12f %.12f %.12f %.12f", name, ms, solves,
                r.attackerWin(), r.defenderWin() - r.stalemate(), r.draw(), r.stalemate());
    }

    /**
     * @param values at least one value
     * @return the median: the middle value, or the mean of the two middle ones
     */
    static double median(List<Double> values) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int m = v.length / 2;
        return v.length % 2 == 1 ? v[m] : (v[m - 1] + v[m]) / 2;
    }
}
