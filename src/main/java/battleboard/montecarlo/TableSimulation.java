package battleboard.montecarlo;

import battleboard.battle.BattleState;
import battleboard.battle.RoundModel;
import battleboard.battle.RoundTables;
import battleboard.battle.Side;
import battleboard.battle.SideState;
import battleboard.battle.Status;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.rng.UniformRandomProvider;

/**
 * Monte Carlo on a separable battle's round tables ({@link RoundTables}, the ones the exact solver reads): a battle is
 * a walk over composition ids, each round one draw of the hits each side scores from its composition's hit
 * distribution (one uniform number, a binary search) and two table lookups for where the hits leave the other side.
 * The tables come from the round model's own volleys and casualty rules, untrimmed, so this draws from the same
 * distribution as playing {@link RoundModel#playRound} die by die; the battle's end (its {@link Status}, whether the
 * territory is taken) is the round model's own, asked once per end state. A state the tables call over but the round
 * model does not (a defender left with AA guns only still fires them in round 1) is played by the round model.
 *
 * <p>Used when each side has at most {@link #MAX_COMPOSITIONS} compositions, which bounds the tables to a few MiB.
 * Immutable once built; {@link #simulate} keeps its counters per call, so workers share one instance.
 */
final class TableSimulation {
    /** Most compositions a side may have for the tables to be built (their size grows with the square of it). */
    static final int MAX_COMPOSITIONS = 1_500;

    private final RoundModel model;
    private final RoundTables t;
    private final SideState[] att;
    private final SideState[] def;
    private final Map<SideState, Integer> attIndex = new HashMap<>();
    private final Map<SideState, Integer> defIndex = new HashMap<>();
    private final int[] attIpc;
    private final int[] defIpc;
    private final int startLayer;
    private final int a0;
    private final int d0;
    private final int minSwing;
    private final int swings;

    private TableSimulation(RoundModel model, RoundTables t, SideState[] att, SideState[] def) {
        this.model = model;
        this.t = t;
        this.att = att;
        this.def = def;
        this.attIpc = new int[att.length];
        this.defIpc = new int[def.length];
        for (int i = 0; i < att.length; i++) {
            attIndex.put(att[i], i);
            attIpc[i] = model.ipc(Side.ATTACKER, att[i]);
        }
        for (int i = 0; i < def.length; i++) {
            defIndex.put(def[i], i);
            defIpc[i] = model.ipc(Side.DEFENDER, def[i]);
        }
        BattleState start = model.initialState();
        this.startLayer = Math.min(start.round(), t.nextLayer.length) - 1;
        this.a0 = attIndex.get(start.attacker());
        this.d0 = defIndex.get(start.defender());
        int startBalance = attIpc[a0] - defIpc[d0];
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        for (int a : attIpc) {
            lo = Math.min(lo, a);
            hi = Math.max(hi, a);
        }
        int dLo = Integer.MAX_VALUE;
        int dHi = Integer.MIN_VALUE;
        for (int d : defIpc) {
            dLo = Math.min(dLo, d);
            dHi = Math.max(dHi, d);
        }
        this.minSwing = lo - dHi - startBalance;
        this.swings = hi - dLo - startBalance - minSwing + 1;
    }

    /**
     * @param model the battle's round model
     * @return the simulation on tables, or empty when the battle's rounds are not separable or a side has more than
     *         {@link #MAX_COMPOSITIONS} compositions
     */
    static Optional<TableSimulation> of(RoundModel model) {
        if (!model.separableRounds()) {
            return Optional.empty();
        }
        Optional<List<SideState>> att = model.reachable(Side.ATTACKER, List.of(), MAX_COMPOSITIONS);
        Optional<List<SideState>> def = model.reachable(Side.DEFENDER, List.of(), MAX_COMPOSITIONS);
        if (att.isEmpty() || def.isEmpty()) {
            return Optional.empty();
        }
        SideState[] a = att.get().toArray(new SideState[0]);
        SideState[] d = def.get().toArray(new SideState[0]);
        return RoundTables.of(model, a, d, 0).map(tables -> new TableSimulation(model, tables, a, d));
    }

    /** How a battle ended in a state: the round model's status and whether the territory is taken. */
    private record End(Status status, boolean captured) {
    }

    /**
     * Simulates battles into a tally.
     *
     * @param rng    the chunk's random stream
     * @param chance draws the dice of a round played by the round model (the rare state the tables leave to it)
     * @param size   battles to simulate
     * @param halt   true once the run stops (its time limit): the battles after the one being played are left out
     * @return their tally: at least one battle
     */
    Tally simulate(UniformRandomProvider rng, SamplingChance chance, long size, java.util.function.BooleanSupplier halt) {
        Tally tally = new Tally();
        long[] endA = new long[att.length];
        long[] endD = new long[def.length];
        long[] swing = new long[swings];
        Map<Long, End> ends = new HashMap<>();
        int[][] nextA = t.next[0];
        int[][] nextD = t.next[1];
        int layers = t.nextLayer.length;
        for (long i = 0; i < size && (i == 0 || !halt.getAsBoolean()); i++) {
            int layer = startLayer;
            int a = a0;
            int d = d0;
            int rounds = 0;
            End end;
            while (true) {
                if (t.ongoing(layer, a, d)) {
                    int onD = draw(rng, t.lo[0][layer][a], t.tail[0][layer][a], nextD[d].length - 1);
                    int onA = draw(rng, t.lo[1][layer][d], t.tail[1][layer][d], nextA[a].length - 1);
                    a = nextA[a][onA];
                    d = nextD[d][onD];
                    layer = t.nextLayer[layer];
                    rounds++;
                    continue;
                }
                long key = ((long) layer * att.length + a) * def.length + d;
                end = ends.get(key);
                if (end == null) {
                    BattleState s = new BattleState(layer + 1, att[a], def[d]);
                    Status status = model.status(s);
                    if (status.isOver()) {
                        end = new End(status, model.takesTerritory(status, att[a]));
                        ends.put(key, end);
                    } else {
                        BattleState after = model.playRound(s, chance);
                        a = attIndex.get(after.attacker());
                        d = defIndex.get(after.defender());
                        layer = Math.min(after.round(), layers) - 1;
                        rounds++;
                        continue;
                    }
                }
                break;
            }
            tally.count(end.status, end.captured, rounds);
            endA[a]++;
            endD[d]++;
            swing[attIpc[a] - defIpc[d] - attIpc[a0] + defIpc[d0] - minSwing]++;
        }
        for (int x = 0; x < endA.length; x++) {
            if (endA[x] > 0) {
                tally.attackerEnd.put(att[x], new long[] {endA[x]});
            }
        }
        for (int x = 0; x < endD.length; x++) {
            if (endD[x] > 0) {
                tally.defenderEnd.put(def[x], new long[] {endD[x]});
            }
        }
        for (int k = 0; k < swing.length; k++) {
            if (swing[k] > 0) {
                tally.swing.put(k + minSwing, new long[] {swing[k]});
            }
        }
        return tally;
    }

    /**
     * @param tail suffix sums of a hit distribution from {@code lo} hits: {@code tail[i]} the probability of at least
     *             {@code lo + i} hits
     * @param cap  most hits that count
     * @return hits drawn by inverse transform, at most {@code cap}
     */
    private static int draw(UniformRandomProvider rng, int lo, double[] tail, int cap) {
        int n = tail.length;
        if (n == 1) {
            return Math.min(lo, cap);
        }
        double u = rng.nextDouble() * tail[0];
        // the most hits h with tail[h - lo] > u: tail falls from tail[0] > u
        int from = 0;
        int to = n - 1;
        while (from < to) {
            int mid = (from + to + 1) >>> 1;
            if (tail[mid] > u) {
                from = mid;
            } else {
                to = mid - 1;
            }
        }
        return Math.min(lo + from, cap);
    }
}
