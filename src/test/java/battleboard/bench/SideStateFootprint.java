package battleboard.bench;

import battleboard.battle.BattleSetup;
import battleboard.battle.OrderOfLoss;
import battleboard.battle.RoundModel;
import battleboard.battle.Side;
import battleboard.battle.SideState;
import battleboard.edition.Edition;
import battleboard.edition.Role;
import battleboard.exact.ExactSolver;
import java.lang.ref.Reference;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Measures the heap one side composition costs the exact solver, to check the constant the memory
 * guard uses, {@link ExactSolver#BYTES_PER_SIDE_STATE}. Not a JMH benchmark: JMH measures time and
 * allocation, not what stays on the heap.
 *
 * <p>Method: for each workload, one side's compositions are enumerated through the public
 * {@link RoundModel#reachable} (as {@code ExactSolver} does), and what {@code ExactSolver} keeps per
 * composition for the whole solve is held: the list, an array of the compositions and a
 * {@code HashMap<SideState, Integer>} index. The heap in use after full collections, before and
 * after, divided by the number of compositions, is the figure. Each workload's order of loss makes
 * the compositions a grid (one kind of hit takes the first aircraft, another the first land or sea
 * unit), so there are hundreds of thousands of them.
 *
 * <p>Workloads: a land defender with 2 slots (infantry, fighter), hit by attacking units and by shore
 * bombardment; and a sea attacker with 8 slots, the most a Revised side can have (fighter, bomber,
 * battleship undamaged and damaged, destroyer, carrier, transport, submarine), hit by defending
 * submarines and fighters.
 *
 * <p>Run, with the serial collector so that {@code System.gc()} is a full, compacting collection:
 * <pre>
 * mvn -q test-compile exec:exec -Dexec.executable=java -Dexec.classpathScope=test \
 *     -Dexec.args="-Xmx2g -XX:+UseSerialGC -cp %classpath battleboard.bench.SideStateFootprint"
 * </pre>
 * Prints one line per workload and exits with status 1 when a measured figure exceeds the constant.
 */
public final class SideStateFootprint {
    private SideStateFootprint() {
    }

    /** A side to enumerate: the battle, and whose compositions. */
    private record Workload(String label, BattleSetup setup, Side side) {
    }

    /**
     * @param args none
     * @throws InterruptedException if interrupted between collections
     */
    public static void main(String[] args) throws InterruptedException {
        Edition revised = Edition.builtIn("revised");
        List<Workload> workloads = List.of(
                new Workload("land defender, 2 slots: 700 inf + 700 ftr, bombarded",
                        BattleSetup.builder(revised).attacker("1 inf").bombard("1 battleship")
                                .defender("700 inf, 700 ftr")
                                .order(Side.DEFENDER, OrderOfLoss.parse("fighter, infantry", revised, Role.DEFENSE))
                                .build(),
                        Side.DEFENDER),
                new Workload("sea attacker, 8 slots: 600 ftr + 600 sub + 1 each of bmb, bb, dd, cv, tr",
                        BattleSetup.builder(revised).attacker("600 ftr, 600 sub, 1 bmb, 1 bb, 1 dd, 1 cv, 1 tr")
                                .defender("1 sub, 1 ftr")
                                .order(Side.ATTACKER, OrderOfLoss.parse("fighter, bomber, submarine", revised, Role.ATTACK))
                                .build(),
                        Side.ATTACKER));
        boolean within = true;
        System.out.printf(Locale.ROOT, "ExactSolver.BYTES_PER_SIDE_STATE = %d; JVM %s, max heap %d MiB%n",
                ExactSolver.BYTES_PER_SIDE_STATE, System.getProperty("java.vm.version"),
                Runtime.getRuntime().maxMemory() >> 20);
        for (Workload w : workloads) {
            double bytes = measure(w);
            boolean ok = bytes <= ExactSolver.BYTES_PER_SIDE_STATE;
            within &= ok;
            System.out.printf(Locale.ROOT, "%-75s %6.1f bytes per composition (%s)%n", w.label, bytes,
                    ok ? "within the constant" : "EXCEEDS the constant");
        }
        if (!within) {
            System.exit(1);
        }
    }

    /** @return heap bytes held per composition of the workload's side */
    private static double measure(Workload w) throws InterruptedException {
        RoundModel model = RoundModel.of(w.setup);
        long before = usedAfterCollection();
        List<SideState> list = model.reachable(w.side, List.of(), ExactSolver.MAX_SIDE_STATES).orElseThrow();
        SideState[] array = list.toArray(new SideState[0]);
        Map<SideState, Integer> index = new HashMap<>();
        for (int i = 0; i < array.length; i++) {
            index.put(array[i], i);
        }
        long after = usedAfterCollection();
        if (index.size() != array.length) {
            throw new IllegalStateException("duplicate compositions");
        }
        Reference.reachabilityFence(list);
        Reference.reachabilityFence(array);
        Reference.reachabilityFence(index);
        return (after - before) / (double) array.length;
    }

    private static long usedAfterCollection() throws InterruptedException {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 4; i++) {
            System.gc();
            Thread.sleep(100);
        }
        return rt.totalMemory() - rt.freeMemory();
    }
}
