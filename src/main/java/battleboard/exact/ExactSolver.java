package battleboard.exact;

import battleboard.battle.BattleSetup;
import battleboard.battle.BattleState;
import battleboard.battle.Progress;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.RoundModel;
import battleboard.battle.Side;
import battleboard.battle.SideState;
import battleboard.result.BattleResult;
import battleboard.result.Method;
import battleboard.result.RetreatState;
import battleboard.result.RoundFigures;
import battleboard.result.SurvivorOutcome;
import battleboard.result.SwingDistribution;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CancellationException;

/**
 * Exact battle odds: a Markov chain over every battle state the round model can reach.
 *
 * <p>A battle state is (round position, attacker's units, defender's units). Each side's reachable
 * compositions are enumerated first and sorted by remaining hit points, so that every transition goes
 * to a state with a lower index on at least one side, or to a later round position, or stays put. The
 * probability of reaching each state is then pushed forward in that order. The only transition back
 * to the same state is the round in which nobody hits anything; it is removed analytically: a state
 * entered with probability {@code p} and kept with probability {@code s} per round passes
 * {@code p / (1 - s)} on to its successors and is fought for {@code p / (1 - s)} rounds on average.
 * Nothing is truncated and no round limit is imposed, so the results are exact up to floating-point
 * rounding (reported as {@link BattleResult#unaccounted()}).
 *
 * <p>Each round's transitions come from the round model's own steps ({@link RoundModel#volleys},
 * {@link RoundModel#takeHits}); in the last step both sides' casualties are independent given the
 * step's dice, so the successors are the product of two per-side lists, and the inner loop is an
 * array update. Decisions between rounds (retreat, submerge) come from {@link RoundModel#decide} and
 * {@link RoundModel#status}.
 *
 * <p>Retreat policies that depend on the value of states ({@link RetreatPolicy.Best},
 * {@link RetreatPolicy.BelowWinProbability}) are solved first by backward induction over the same
 * chain, then played forward as the states they retreat in ({@link RetreatPolicy.InStates}).
 *
 * <p>Memory: one {@code double} per battle state, {@link #BYTES_PER_STATE}, plus each side's index.
 * A battle above the budget is refused before any work starts, with {@link BattleTooLargeException}.
 *
 * <p>Thread-safe: each call works on its own data.
 */
public final class ExactSolver {
    /** Bytes per battle state: its reach probability. */
    public static final int BYTES_PER_STATE = Double.BYTES;
    /**
     * Bytes per side composition kept in the index: the object, its count arrays and its hash-map
     * entry, for a side of up to a dozen slots on a 64-bit JVM with compressed references.
     */
    public static final int BYTES_PER_SIDE_STATE = 160;
    /** Most compositions enumerated for one side before the battle is declared too large. */
    public static final int MAX_SIDE_STATES = 4_000_000;
    /** Fraction of the JVM's maximum heap the default budget allows. */
    public static final double DEFAULT_HEAP_FRACTION = 0.6;
    /**
     * Most estimated transitions ({@link StateSpaceEstimate#work()}) the solver takes on: about a minute
     * on one core of the machine in docs/performance.md. Past it the battle is refused as too large,
     * rather than left running for hours.
     */
    public static final double MAX_WORK = 5e10;
    /**
     * Most estimated transitions for which per-round figures are computed: they need the chain played
     * round by round (about 20 to 60 sweeps), not once.
     */
    public static final double BY_ROUND_WORK_LIMIT = 3e7;
    /** Per-round figures stop once the battle is still going with less than this probability. */
    public static final double BY_ROUND_TAIL = 1e-12;
    /** Per-round figures stop after this many rounds in any case. */
    public static final int BY_ROUND_MAX = 500;

    private final long memoryBudget;

    /** A solver with the default memory budget ({@link #DEFAULT_HEAP_FRACTION} of the maximum heap). */
    public ExactSolver() {
        this((long) (Runtime.getRuntime().maxMemory() * DEFAULT_HEAP_FRACTION));
    }

    /** @param memoryBudget bytes the solution may use, at least 1 */
    public ExactSolver(long memoryBudget) {
        if (memoryBudget < 1) {
            throw new IllegalArgumentException("memory budget " + memoryBudget);
        }
        this.memoryBudget = memoryBudget;
    }

    /** @return the memory budget in bytes */
    public long memoryBudget() {
        return memoryBudget;
    }

    /**
     * Sizes a battle's exact solution without solving it: enumerates each side's compositions.
     *
     * @param setup the battle
     * @return the estimate
     * @throws BattleTooLargeException when one side alone has more compositions than the budget allows
     *                                 (at most {@link #MAX_SIDE_STATES})
     */
    public StateSpaceEstimate estimate(BattleSetup setup) {
        RoundModel model = RoundModel.of(playable(setup));
        return estimate(model, sideStates(model, Side.ATTACKER, List.of()), sideStates(model, Side.DEFENDER, List.of()));
    }

    /**
     * The setup with a value-based retreat policy replaced by one that retreats nowhere yet: the same
     * states and round positions, on which the values are computed.
     */
    private static BattleSetup playable(BattleSetup setup) {
        return setup.retreat().needsStateValues()
                ? setup.toBuilder().retreat(new RetreatPolicy.InStates(Set.of(), setup.retreat())).build() : setup;
    }

    private StateSpaceEstimate estimate(RoundModel model, List<SideState> att, List<SideState> def) {
        int r = model.roundHorizon();
        long states = (long) att.size() * def.size() * r;
        long bytes = states * BYTES_PER_STATE + (long) (att.size() + def.size()) * BYTES_PER_SIDE_STATE;
        double aWork = 0;
        for (SideState s : att) {
            aWork += model.hitPoints(Side.ATTACKER, s) + 1;
        }
        double dWork = 0;
        for (SideState s : def) {
            dWork += model.hitPoints(Side.DEFENDER, s) + 1;
        }
        return new StateSpaceEstimate(att.size(), def.size(), r, states, bytes, aWork * dWork * r);
    }

    /** @return most compositions one side may have: {@link #MAX_SIDE_STATES}, or less when half the budget is less */
    private int sideStateLimit() {
        return (int) Math.min(MAX_SIDE_STATES, memoryBudget / 2 / BYTES_PER_SIDE_STATE);
    }

    private List<SideState> sideStates(RoundModel model, Side side, Collection<SideState> extraRoots) {
        int limit = sideStateLimit();
        Optional<List<SideState>> s = model.reachable(side, extraRoots, limit);
        if (s.isEmpty()) {
            throw new BattleTooLargeException("battle too large for exact: the " + side.label() + " alone has more than "
                    + String.format(Locale.ROOT, "%,d", limit) + " possible compositions", null);
        }
        List<SideState> list = new ArrayList<>(s.get());
        // detection (Global War submarines) changes a state without a hit: more detected units come first
        list.sort(Comparator.comparingInt((SideState x) -> model.hitPoints(side, x)).thenComparingInt(x -> -model.detected(side, x)));
        return list;
    }

    private Chain chain(RoundModel model, Collection<BattleState> extraRoots) {
        List<SideState> att = sideStates(model, Side.ATTACKER, extraRoots.stream().map(BattleState::attacker).toList());
        List<SideState> def = sideStates(model, Side.DEFENDER, extraRoots.stream().map(BattleState::defender).toList());
        StateSpaceEstimate est = estimate(model, att, def);
        if (est.bytes() > memoryBudget) {
            throw new BattleTooLargeException("battle too large for exact: " + est.describe() + ", over the "
                    + StateSpaceEstimate.bytes(memoryBudget) + " memory budget", est);
        }
        if (est.work() > MAX_WORK) {
            throw new BattleTooLargeException("battle too large for exact: " + est.describe() + ", over the "
                    + String.format(Locale.ROOT, "%.0e", MAX_WORK) + " transitions it takes on (minutes of work)", est);
        }
        return new Chain(model, att, def, est);
    }

    /**
     * Solves a battle exactly.
     *
     * @param setup the battle
     * @return the result, {@link Method#EXACT}
     * @throws BattleTooLargeException when the solution would need more memory than the budget
     */
    public BattleResult solve(BattleSetup setup) {
        return solve(setup, Progress.NONE);
    }

    /**
     * Solves a battle exactly, reporting progress and stopping when asked.
     *
     * @param setup    the battle
     * @param progress receives the fraction of states processed; checked for cancellation
     * @return the result, {@link Method#EXACT}
     * @throws BattleTooLargeException when the solution would need more memory than the budget, or more
     *                                 work than {@link #MAX_WORK}, or runs out of the memory Java has (the budget is
     *                                 an estimate: the one-line message says how much Java has)
     * @throws CancellationException   when {@code progress} asks to stop
     */
    public BattleResult solve(BattleSetup setup, Progress progress) {
        try {
            return solveWithin(setup, progress);
        } catch (OutOfMemoryError e) {
            // what the solver held is unreachable once this frame is left: the JVM can go on
            throw new BattleTooLargeException("battle too large for exact: it ran out of the "
                    + StateSpaceEstimate.bytes(Runtime.getRuntime().maxMemory()) + " Java may use; use --method montecarlo"
                    + " (or give Java more memory with -Xmx)");
        }
    }

    private BattleResult solveWithin(BattleSetup setup, Progress progress) {
        List<Candidate> candidates = setup.retreat().needsStateValues()
                ? retreatStates(chain(RoundModel.of(playable(setup)), List.of()), setup.retreat(), progress) : List.of();
        BattleSetup played = setup.retreat().needsStateValues() ? inStates(setup, candidates) : setup;
        Chain chain = chain(RoundModel.of(played), List.of());
        Forward f = new Forward(chain, progress);
        f.run();
        List<RetreatState> table = new ArrayList<>();
        for (Candidate c : candidates) {
            int layer = c.state.round() - 1;
            double reach = f.reachOf(layer, chain.attId(c.state.attacker()), chain.defId(c.state.defender()));
            if (reach > 0) {
                table.add(new RetreatState(c.state.round(), chain.model.units(Side.ATTACKER, c.state.attacker()),
                        chain.model.units(Side.DEFENDER, c.state.defender()), reach, c.fight, c.leave));
            }
        }
        table.sort(Comparator.comparingDouble(RetreatState::reach).reversed());
        List<RoundFigures> byRound = List.of();
        String note = "exact: " + chain.estimate.describe();
        if (chain.estimate.work() <= BY_ROUND_WORK_LIMIT) {
            byRound = new ByRound(chain, progress).run();
        } else {
            note += String.format(Locale.ROOT, "; per-round figures not computed (over %.0e transitions)", BY_ROUND_WORK_LIMIT);
        }
        return f.result(note, byRound, setup.retreat().describe(), table);
    }

    /**
     * What a position is worth, fighting on under the setup's own policies.
     *
     * @param attackerWin probability in [0, 1] that the attacker wins from the position
     * @param defenderWin probability in [0, 1] that the defender wins (retreat and stalemate included)
     * @param ipcSwing    expected IPC swing from the position on: defender's further losses minus the attacker's
     */
    public record PositionValue(double attackerWin, double defenderWin, double ipcSwing) {
    }

    /**
     * The value of battle states, for the casualty explorer, by backward induction over one chain that
     * holds them all.
     *
     * @param setup    the battle (its starting units are one more root of the chain)
     * @param states   positions of this setup's model ({@link RoundModel#position}), between rounds
     * @param progress checked for cancellation
     * @return per state, in the same order, its value
     * @throws BattleTooLargeException when the chain does not fit the budget
     */
    public List<PositionValue> values(BattleSetup setup, List<BattleState> states, Progress progress) {
        if (setup.retreat().needsStateValues()) {
            throw new IllegalArgumentException(setup.retreat().describe() + " cannot be used to value positions");
        }
        Chain chain = chain(RoundModel.of(setup), states);
        double[][][][] v = new Backward(chain, progress, false, Backward.Goal.WIN_PROBABILITY,
                Backward.Goal.DEFENDER_WIN_PROBABILITY, Backward.Goal.FINAL_BALANCE).run();
        double[][][] win = v[0];
        double[][][] lose = v[1];
        double[][][] balance = v[2];
        List<PositionValue> out = new ArrayList<>();
        for (BattleState s : states) {
            int layer = Math.min(s.round(), chain.layers) - 1;
            int a = chain.attId(s.attacker());
            int d = chain.defId(s.defender());
            out.add(new PositionValue(win[layer][a][d], lose[layer][a][d], balance[layer][a][d] - chain.balance(a, d)));
        }
        return out;
    }

    private record Candidate(BattleState state, double fight, double leave) {
    }

    private static BattleSetup inStates(BattleSetup setup, List<Candidate> candidates) {
        Set<BattleState> states = new HashSet<>();
        candidates.forEach(c -> states.add(c.state));
        return setup.toBuilder().retreat(new RetreatPolicy.InStates(states, setup.retreat())).build();
    }

    /**
     * Turns a retreat policy that depends on the value of states ({@link RetreatPolicy.Best},
     * {@link RetreatPolicy.BelowWinProbability}) into the states it retreats in, so that another solver
     * (Monte Carlo) can play it.
     *
     * @param setup    the battle
     * @param progress checked for cancellation
     * @return the setup with an {@link RetreatPolicy.InStates} policy; {@code setup} itself when its policy
     *         needs no values
     * @throws BattleTooLargeException when the chain does not fit the budget
     */
    public BattleSetup resolveRetreat(BattleSetup setup, Progress progress) {
        if (!setup.retreat().needsStateValues()) {
            return setup;
        }
        return inStates(setup, retreatStates(chain(RoundModel.of(playable(setup)), List.of()), setup.retreat(), progress));
    }

    /** The states in which a value-based policy retreats, by backward induction over the chain. */
    private static List<Candidate> retreatStates(Chain chain, RetreatPolicy policy, Progress progress) {
        List<Candidate> out = new ArrayList<>();
        if (policy instanceof RetreatPolicy.Best) {
            Backward b = new Backward(chain, progress, true, Backward.Goal.FINAL_BALANCE);
            b.run();
            // the backward values are final balances (attacker TUV minus defender TUV); minus the starting
            // balance they are the expected final IPC swing of the battle
            BattleState start = chain.model.initialState();
            int startBalance = chain.balance(chain.attId(start.attacker()), chain.defId(start.defender()));
            b.choices().forEach((s, v) -> out.add(new Candidate(s, v[0] - startBalance, v[1] - startBalance)));
        } else {
            double threshold = ((RetreatPolicy.BelowWinProbability) policy).probability();
            double[][][] win = new Backward(chain, progress, false, Backward.Goal.WIN_PROBABILITY).run()[0];
            for (int layer = 0; layer < chain.layers; layer++) {
                for (int a = 0; a < chain.att.length; a++) {
                    for (int d = 0; d < chain.def.length; d++) {
                        BattleState s = chain.state(layer, a, d);
                        if (win[layer][a][d] < threshold && chain.model.decide(s).equals(s)
                                && !chain.model.status(s).isOver() && chain.model.canRetreat(s)) {
                            out.add(new Candidate(s, win[layer][a][d], 0.0));
                        }
                    }
                }
            }
        }
        return out;
    }

    /** Pushes reach probabilities forward and collects every figure of the result. */
    private static final class Forward {
        private final Chain chain;
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
        private final int startAtt;
        private final int startDef;

        Forward(Chain chain, Progress progress) {
            this.chain = chain;
            this.progress = progress;
            BattleState start = chain.model.initialState();
            this.startAtt = chain.attId(start.attacker());
            this.startDef = chain.defId(start.defender());
            this.reach = new double[chain.layers][chain.att.length][];
            this.seen = new double[chain.layers][chain.att.length][];
            this.attEnd = new double[chain.att.length];
            this.defEnd = new double[chain.def.length];
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
            BattleState s = chain.state(layer, a, d);
            BattleState decided = chain.model.decide(s);
            if (!decided.equals(s)) {
                row(reach, layer, chain.attId(decided.attacker()))[chain.defId(decided.defender())] += p;
                return;
            }
            battleboard.battle.Status status = chain.model.status(s);
            if (status.isOver()) {
                end(status, a, d, p);
                return;
            }
            expanded++;
            Chain.Round r = chain.round(layer, a, d);
            double w = p / (1 - r.stay());
            rounds += w;
            for (int i = 0; i < r.q().length; i++) {
                scatter(r.next(), w * r.q()[i], r.ao()[i], r.dO()[i], r.next() == layer ? a : -1, d);
            }
        }

        /** Adds {@code weight * pa * pd} to each successor, skipping the state itself (self-loop removed). */
        private void scatter(int layer, double weight, Chain.Outcomes ao, Chain.Outcomes dO, int selfA, int selfD) {
            int[] dIds = dO.ids();
            double[] dp = dO.p();
            for (int x = 0; x < ao.ids().length; x++) {
                double c = weight * ao.p()[x];
                if (c == 0) {
                    continue;
                }
                int aId = ao.ids()[x];
                double[] target = row(reach, layer, aId);
                if (aId == selfA) {
                    for (int y = 0; y < dIds.length; y++) {
                        if (dIds[y] != selfD) {
                            target[dIds[y]] += c * dp[y];
                        }
                    }
                } else {
                    for (int y = 0; y < dIds.length; y++) {
                        target[dIds[y]] += c * dp[y];
                    }
                }
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
}
