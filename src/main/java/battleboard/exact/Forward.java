package battleboard.exact;

import battleboard.battle.BattleState;
import battleboard.battle.Progress;
import battleboard.battle.RoundTables;
import battleboard.battle.Side;
import battleboard.battle.SideState;
import battleboard.result.BattleResult;
import battleboard.result.Method;
import battleboard.result.RetreatState;
import battleboard.result.RoundFigures;
import battleboard.result.SurvivorOutcome;
import battleboard.result.SwingDistribution;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The forward pass of {@link ExactSolver}: pushes reach probabilities through the chain, state by state in order, and
 * collects every figure of the result (outcomes, IPC lost, survivors, swing, rounds). One per solve: not thread-safe.
 */
final class Forward {
    private final Chain chain;
    private final RoundTables tables;
    /** A separable battle's round from its tables, reused from state to state (null without tables). */
    private final RoundTables.Round round;
    private final double[] reversed;
    private final Progress progress;
    private final double[][][] reach;
    private final double[][][] seen;
    private final double[] attEnd;
    private final double[] defEnd;
    private final TreeMap<Integer, Double> swing = new TreeMap<>();
    private double attackerWin;
    private double captures;
    private double defenderWin;
    private double draw;
    private double retreat;
    private double stalemate;
    private double rounds;
    private long expanded;
    /**
     * In a battle without separable tables, a state reached with less than {@link #NEGLIGIBLE_PER_TRIM} times the trim
     * bound in all is not played (neither decided nor its round computed), as long as all such states together hold at
     * most {@link #DROP_PER_TRIM} times it: its probability joins the result's unaccounted, and every figure is low by at
     * most that much (an expectation by at most that times its largest value). Global War's 12-a-side sea battle reaches
     * 3,268 of its 8,134 states with less than 1e-17, 1.2e-15 in all; the round of each would cost as much as any
     * other's. Nothing is left out with a trim bound of 0.
     */
    private final Negligible negligible;
    /** The reach below which a state may be left unplayed, per unit of the trim bound ({@link ExactSolver#trim()}): 1e-17 by default. */
    static final double NEGLIGIBLE_PER_TRIM = 1e-2;
    /** The most all states left unplayed may hold, per unit of the trim bound: 1e-14 by default, as the per-round figures' {@link ByRound#DROP}. */
    static final double DROP_PER_TRIM = 10;
    private final int startAtt;
    private final int startDef;

    /**
     * @param tables a separable battle's round tables, or null
     * @param trim   the solver's trim bound ({@link ExactSolver#trim()}), in [0, 1e-6]: what a battle without tables may
     *               leave unplayed ({@link #negligible})
     */
    Forward(Chain chain, Progress progress, RoundTables tables, double trim) {
        this.chain = chain;
        // a separable battle's rounds cost little and are trimmed already (RoundTables): every state is played
        this.negligible = tables == null ? new Negligible(trim * NEGLIGIBLE_PER_TRIM, trim * DROP_PER_TRIM) : new Negligible(0, 0);
        this.tables = tables;
        this.round = tables == null ? null : tables.newRound();
        this.reversed = new double[tables == null ? 1 : round.onDefender.length];
        this.progress = progress;
        BattleState start = chain.model.initialState();
        this.startAtt = chain.attId(start.attacker());
        this.startDef = chain.defId(start.defender());
        this.reach = new double[chain.layers][chain.att.length][];
        this.seen = new double[chain.layers][chain.att.length][];
        this.attEnd = new double[chain.att.length];
        this.defEnd = new double[chain.def.length];
    }

    /** Each end's probability by (attacker id, defender id, status), when kept. */
    private Map<List<Object>, double[]> ends;

    void keepEnds() {
        ends = new LinkedHashMap<>();
    }

    List<battleboard.battle.Waves.End> ends() {
        List<battleboard.battle.Waves.End> out = new ArrayList<>();
        ends.forEach((k, p) -> out.add(new battleboard.battle.Waves.End(chain.att[(Integer) k.get(0)], chain.def[(Integer) k.get(1)],
                (battleboard.battle.Status) k.get(2), p[0])));
        return out;
    }

    double reachOf(int layer, int a, int d) {
        double[] row = seen[layer][a];
        return row == null ? 0 : row[d];
    }

    void run() {
        row(reach, chain.model.initialState().round() - 1, startAtt)[startDef] = 1.0;
        int layers = chain.layers;
        for (int layer = 0; layer < layers; layer++) {
            for (int a = chain.att.length - 1; a >= 0; a--) {
                double[] row = reach[layer][a];
                if (row != null) {
                    for (int d = chain.def.length - 1; d >= 0; d--) {
                        if (row[d] != 0) {
                            expand(layer, a, d, row[d]);
                        }
                    }
                    seen[layer][a] = row;
                    reach[layer][a] = null;
                }
                if ((a & 15) == 0) {
                    Chain.checkCancelled(progress);
                    progress.update((layer + (chain.att.length - a) / (double) chain.att.length) / layers, "exact");
                }
            }
        }
        progress.update(1.0, "exact");
    }

    private double[] row(double[][][] table, int layer, int a) {
        double[] r = table[layer][a];
        if (r == null) {
            r = new double[chain.def.length];
            table[layer][a] = r;
        }
        return r;
    }

    private void expand(int layer, int a, int d, double p) {
        if (tables != null && tables.ongoing(layer, a, d)) {
            expandSeparable(layer, a, d, p);
            return;
        }
        if (negligible.drops(p)) {
            return; // not played: see negligible
        }
        battleboard.battle.Status status;
        if (chain.settling()) {
            // decided and given its status once, for this pass and the per-round sweeps
            int code = chain.settle(layer, a, d);
            int to = chain.settledTo(layer, code);
            if (to != code) {
                row(reach, layer, to / chain.def.length)[to % chain.def.length] += p;
                return;
            }
            status = chain.settledStatus(layer, code);
        } else {
            BattleState s = chain.state(layer, a, d);
            BattleState decided = chain.model.decide(s);
            if (!decided.equals(s)) {
                row(reach, layer, chain.attId(decided.attacker()))[chain.defId(decided.defender())] += p;
                return;
            }
            status = chain.model.status(s);
        }
        if (status.isOver()) {
            end(status, a, d, p);
            return;
        }
        expanded++;
        StateRound r = chain.flat(layer, a, d);
        double w = p / (1 - r.stay());
        rounds += w;
        r.scatter(reach, w, chain.def.length);
    }

    /**
     * One round of a separable battle from the tables: the attacker's outcomes (rows) times the defender's
     * (entries of a row), the round in which nobody is hit removed analytically, as {@link #expand} does.
     */
    private void expandSeparable(int layer, int a, int d, double p) {
        RoundTables t = tables;
        RoundTables.Round r = round;
        t.round(layer, a, d, r);
        int next = r.next;
        int[] nextA = t.next[0][a];
        int[] nextD = t.next[1][d];
        // each side's hits: the enemy's dice, those beyond what the side can take folded into it
        double[] onAttacker = r.onAttacker;
        double[] onDefender = r.onDefender;
        int i0 = r.attackerLo;
        int iHi = r.attackerHi;
        int j0 = r.defenderLo;
        int jHi = r.defenderHi;
        boolean self = r.self;
        double stay = r.stay;
        double w = p / (1 - stay);
        rounds += w;
        expanded++;
        int m = jHi - j0 + 1;
        if (t.consecutive[1][d]) {
            // ids fall by one per hit: reverse the probabilities so that one row is one forward loop
            for (int k = 0; k < m; k++) {
                reversed[k] = onDefender[m - 1 - k];
            }
        }
        for (int i = i0; i <= iHi; i++) {
            double c = w * onAttacker[i - i0];
            if (c == 0) {
                continue;
            }
            double[] target = row(reach, next, nextA[i]);
            // the state itself (nobody hit) is the last entry of the first row: left out
            int end = self && i == 0 && j0 == 0 ? m - 1 : m;
            if (t.consecutive[1][d]) {
                addScaled(target, nextD[0] - jHi, c, reversed, end);
            } else {
                int skip = self && i == 0 ? 0 : -1;
                for (int j = j0; j <= jHi; j++) {
                    if (j != skip) {
                        target[nextD[j]] += c * onDefender[j - j0];
                    }
                }
            }
        }
    }

    /**
     * {@code target[base + k] += c * p[k]} for k below {@code n}: the inner loop of the forward pass, a method of its
     * own so that the JIT compiles it after a few hundred rows, not after a whole solve's worth of loop turns.
     */
    private static void addScaled(double[] target, int base, double c, double[] p, int n) {
        for (int k = 0; k < n; k++) {
            target[base + k] += c * p[k];
        }
    }

    private void end(battleboard.battle.Status status, int a, int d, double p) {
        switch (status.outcome()) {
            case ATTACKER_WIN -> attackerWin += p;
            case DEFENDER_WIN -> defenderWin += p;
            case DRAW -> draw += p;
        }
        if (chain.model.takesTerritory(status, chain.att[a])) {
            captures += p;
        }
        if (status == battleboard.battle.Status.RETREAT) {
            retreat += p;
        } else if (status == battleboard.battle.Status.STALEMATE) {
            stalemate += p;
        }
        attEnd[a] += p;
        defEnd[d] += p;
        if (ends != null) {
            ends.computeIfAbsent(List.of(a, d, status), k -> new double[1])[0] += p;
        }
        swing.merge(chain.balance(a, d) - chain.balance(startAtt, startDef), p, Double::sum);
    }

    BattleResult result(String note, List<RoundFigures> byRound, String policy, List<RetreatState> table) {
        double aLoss = ipcLoss(chain.attIpc, attEnd, startAtt);
        double dLoss = ipcLoss(chain.defIpc, defEnd, startDef);
        double total = attackerWin + defenderWin + draw;
        List<SwingDistribution.Bar> bars = new ArrayList<>();
        swing.forEach((k, v) -> bars.add(new SwingDistribution.Bar(k, v)));
        return new BattleResult(Method.EXACT, note, attackerWin, captures, defenderWin, draw, retreat, stalemate,
                aLoss, dLoss, rounds, survivors(Side.ATTACKER, chain.att, attEnd),
                survivors(Side.DEFENDER, chain.def, defEnd), expanded, 1.0 - total, SwingDistribution.of(bars),
                byRound, policy, table, Optional.empty());
    }

    private static double ipcLoss(int[] ipc, double[] end, int startId) {
        double loss = 0;
        for (int i = 0; i < ipc.length; i++) {
            if (end[i] != 0) {
                loss += end[i] * (ipc[startId] - ipc[i]);
            }
        }
        return loss;
    }

    private List<SurvivorOutcome> survivors(Side side, SideState[] states, double[] end) {
        Map<Map<String, Integer>, Double> byUnits = new LinkedHashMap<>();
        for (int i = 0; i < states.length; i++) {
            if (end[i] != 0) {
                byUnits.merge(chain.model.units(side, states[i]), end[i], Double::sum);
            }
        }
        return SurvivorOutcome.mostLikelyFirst(byUnits);
    }
}
