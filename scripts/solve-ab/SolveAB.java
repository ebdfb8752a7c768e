import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Two builds of Battleboard side by side in one JVM: each jar in a class loader of its own, the same exact solve
 * ({@code Solver.solve} with every output) run by each in turn, pair after pair, and each pair's thread CPU time
 * compared. On a host whose speed drifts from minute to minute (a shared VM), two JMH runs minutes apart differ by more
 * than a change measures; a ratio per pair of solves a few milliseconds apart does not drift with it.
 *
 * <pre>
 * java scripts/solve-ab/SolveAB.java BEFORE.jar AFTER.jar EDITION "ATTACKER" "DEFENDER" SECONDS
 * java scripts/solve-ab/SolveAB.java base/target/battleboard.jar target/battleboard.jar revised \
 *     "8 submarine, 6 destroyer, 8 fighter, 2 bomber, 2 battleship" \
 *     "2 battleship, 4 carrier, 8 fighter, 4 destroyer, 4 submarine, 4 transport" 20
 * </pre>
 *
 * Prints the number of pairs, each build's median and 10th percentile CPU time per solve (ms), and the median and
 * quartiles of AFTER / BEFORE per pair (below 1 when AFTER is faster). The first 20 pairs are warm-up and not counted.
 */
public final class SolveAB {
    private static final int WARMUP_PAIRS = 20;

    private SolveAB() {
    }

    /** A build's solver, its battle and its options, found by name in the build's own classes. */
    private record Build(Object solver, Method solve, Object setup, Object options, Object progress) {
        static Build of(Path jar, String edition, String attacker, String defender) throws ReflectiveOperationException,
                java.net.MalformedURLException {
            ClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
            Class<?> editionClass = loader.loadClass("battleboard.edition.Edition");
            Object e = editionClass.getMethod("builtIn", String.class).invoke(null, edition);
            Class<?> setupClass = loader.loadClass("battleboard.battle.BattleSetup");
            Object b = setupClass.getMethod("builder", editionClass).invoke(null, e);
            b = b.getClass().getMethod("attacker", String.class).invoke(b, attacker);
            b = b.getClass().getMethod("defender", String.class).invoke(b, defender);
            Object setup = b.getClass().getMethod("build").invoke(b);
            Class<?> solverClass = loader.loadClass("battleboard.solve.Solver");
            Class<?> choice = loader.loadClass("battleboard.solve.MethodChoice");
            Class<?> optionsClass = loader.loadClass("battleboard.solve.SolveOptions");
            Object exact = choice.getField("EXACT").get(null);
            Object options = optionsClass.getMethod("of", choice).invoke(null, exact);
            Class<?> progressClass = loader.loadClass("battleboard.battle.Progress");
            return new Build(solverClass.getConstructor().newInstance(),
                    solverClass.getMethod("solve", setupClass, optionsClass, progressClass), setup, options,
                    progressClass.getField("NONE").get(null));
        }

        /** @return the thread CPU time of one solve, ms */
        double time(ThreadMXBean threads) throws ReflectiveOperationException {
            long start = threads.getCurrentThreadCpuTime();
            solve.invoke(solver, setup, options, progress);
            return (threads.getCurrentThreadCpuTime() - start) / 1e6;
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 6) {
            System.err.println("usage: SolveAB BEFORE.jar AFTER.jar EDITION ATTACKER DEFENDER SECONDS");
            System.exit(2);
        }
        Build before = Build.of(Path.of(args[0]), args[2], args[3], args[4]);
        Build after = Build.of(Path.of(args[1]), args[2], args[3], args[4]);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long end = System.nanoTime() + (long) (Double.parseDouble(args[5]) * 1e9);
        List<Double> a = new ArrayList<>();
        List<Double> b = new ArrayList<>();
        List<Double> ratio = new ArrayList<>();
        for (int pair = 0; System.nanoTime() < end; pair++) {
            // each build goes first in every other pair
            double ta;
            double tb;
            if (pair % 2 == 0) {
                ta = before.time(threads);
                tb = after.time(threads);
            } else {
                tb = after.time(threads);
                ta = before.time(threads);
            }
            if (pair >= WARMUP_PAIRS) {
                a.add(ta);
                b.add(tb);
                ratio.add(tb / ta);
            }
        }
        if (a.isEmpty()) {
            System.err.println("no pair past the warm-up: give more seconds");
            System.exit(1);
        }
        Collections.sort(a);
        Collections.sort(b);
        Collections.sort(ratio);
        int n = a.size();
        System.out.printf("pairs %d  before median %.3f ms (p10 %.3f)  after median %.3f ms (p10 %.3f)"
                        + "  after/before median %.3f (p25 %.3f, p75 %.3f)%n", n, a.get(n / 2), a.get(n / 10), b.get(n / 2),
                b.get(n / 10), ratio.get(n / 2), ratio.get(n / 4), ratio.get(3 * n / 4));
    }
}
