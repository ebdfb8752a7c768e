package battleboard.exact;

import battleboard.battle.BattleSetup;
import battleboard.battle.BattleState;
import battleboard.battle.Dice;
import battleboard.battle.FightingSide;
import battleboard.battle.HitDistribution;
import battleboard.battle.Progress;
import battleboard.battle.RoundModel;
import battleboard.battle.RoundState;
import battleboard.battle.Side;
import battleboard.battle.SideState;
import battleboard.battle.Status;
import battleboard.battle.Step;
import battleboard.battle.Targets;
import battleboard.battle.Volley;
import battleboard.battle.Removal;
import battleboard.result.BattleResult;
import battleboard.result.Method;
import battleboard.result.SurvivorOutcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;

/**
 * Exact battle odds: a Markov chain over every battle state the round model can reach.
 *
 * <p>A battle state is (round position, attacker's units, defender's units). Each side's reachable
 * compositions are enumerated first and sorted by remaining hit points, so that every transition goes
 * to a state with a lower index on at least one side, or stays put. The probability of reaching each
 * state is then pushed forward in that order. The only transition back to the same state is the round
 * in which nobody hits anything; it is removed analytically: a state entered with probability
 * {@code p} and kept with probability {@code s} per round passes {@code p / (1 - s)} on to its
 * successors and is fought for {@code p / (1 - s)} rounds on average. Nothing is truncated and no round
 * limit is imposed, so the results are exact up to floating-point rounding (reported as
 * {@link BattleResult#unaccounted()}).
 *
 * <p>Each round's transitions come from the round model's own steps ({@link RoundModel#volleys},
 * {@link RoundModel#takeHits}); in the last step both sides' casualties are independent given the
 * step's dice, so the successors are the product of two per-side lists, and the inner loop is an
 * array update.
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
     * Bytes per side composition kept in the index: the object, its count array and its hash-map
     * entry, for a side of up to a dozen slots on a 64-bit JVM with compressed references.
     */
    public static final int BYTES_PER_SIDE_STATE = 160;
    /** Most compositions enumerated for one side before the battle is declared too large. */
    public static final int MAX_SIDE_STATES = 4_000_000;
    /** Fraction of the JVM's maximum heap the default budget allows. */
    public static final double DEFAULT_HEAP_FRACTION = 0.6;

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
        RoundModel model = RoundModel.of(setup);
        return estimate(model, sideStates(model, Side.ATTACKER), sideStates(model, Side.DEFENDER));
    }

    /** @return most compositions one side may have: {@link #MAX_SIDE_STATES}, or less when half the budget is less */
    private int sideStateLimit() {
        return (int) Math.min(MAX_SIDE_STATES, memoryBudget / 2 / BYTES_PER_SIDE_STATE);
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

    private List<SideState> sideStates(RoundModel model, Side side) {
        int limit = sideStateLimit();
        Optional<List<SideState>> s = model.reachable(side, limit);
        if (s.isEmpty()) {
            throw new BattleTooLargeException("battle too large for exact: the " + side.label() + " alone has more than "
                    + String.format(java.util.Locale.ROOT, "%,d", limit) + " possible compositions", null);
        }
        List<SideState> list = new ArrayList<>(s.get());
        list.sort(Comparator.comparingInt(x -> model.hitPoints(side, x)));
        return list;
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
     * @throws BattleTooLargeException when the solution would need more memory than the budget
     * @throws CancellationException   when {@code progress} asks to stop
     */
    public BattleResult solve(BattleSetup setup, Progress progress) {
        RoundModel model = RoundModel.of(setup);
        List<SideState> att = sideStates(model, Side.ATTACKER);
        List<SideState> def = sideStates(model, Side.DEFENDER);
        StateSpaceEstimate est = estimate(model, att, def);
        if (est.bytes() > memoryBudget) {
            throw new BattleTooLargeException("battle too large for exact: " + est.describe() + ", over the "
                    + StateSpaceEstimate.bytes(memoryBudget) + " memory budget", est);
        }
        return new Chain(model, att, def, est, progress).run();
    }

    /** One solve: the state index, the reach probabilities and the accumulated figures. */
    private static final class Chain {
        private final RoundModel model;
        private final SideState[] att;
        private final SideState[] def;
        private final Map<SideState, Integer> attIndex = new HashMap<>();
        private final Map<SideState, Integer> defIndex = new HashMap<>();
        private final StateSpaceEstimate est;
        private final Progress progress;
        private final Step lastStep;
        private final double[][][] reach;
        private final Map<Dice, double[]> hitCache = new HashMap<>();
        private final Map<ChainKey, int[]> chainCache = new HashMap<>();
        private final double[] attEnd;
        private final double[] defEnd;
        private double attackerWin;
        private double defenderWin;
        private double draw;
        private double retreat;
        private double stalemate;
        private double rounds;
        private long expanded;

        Chain(RoundModel model, List<SideState> att, List<SideState> def, StateSpaceEstimate est, Progress progress) {
            this.model = model;
            this.att = att.toArray(new SideState[0]);
            this.def = def.toArray(new SideState[0]);
            for (int i = 0; i < this.att.length; i++) {
                attIndex.put(this.att[i], i);
            }
            for (int i = 0; i < this.def.length; i++) {
                defIndex.put(this.def[i], i);
            }
            this.est = est;
            this.progress = progress;
            this.lastStep = model.steps().get(model.steps().size() - 1);
            this.reach = new double[model.roundHorizon()][this.att.length][];
            this.attEnd = new double[this.att.length];
            this.defEnd = new double[this.def.length];
        }

        BattleResult run() {
            BattleState s0 = model.initialState();
            row(s0.round() - 1, attIndex.get(s0.attacker()))[defIndex.get(s0.defender())] = 1.0;
            int layers = reach.length;
            for (int layer = 0; layer < layers; layer++) {
                for (int a = att.length - 1; a >= 0; a--) {
                    double[] row = reach[layer][a];
                    if (row != null) {
                        for (int d = def.length - 1; d >= 0; d--) {
                            if (row[d] != 0) {
                                expand(layer, a, d, row[d]);
                            }
                        }
                        reach[layer][a] = null;
                    }
                    if ((a & 15) == 0) {
                        if (progress.isCancelled()) {
                            throw new CancellationException("exact solve cancelled");
                        }
                        progress.update((layer + (att.length - a) / (double) att.length) / layers, "exact");
                    }
                }
            }
            progress.update(1.0, "exact");
            return result();
        }

        private double[] row(int layer, int a) {
            double[] r = reach[layer][a];
            if (r == null) {
                r = new double[def.length];
                reach[layer][a] = r;
            }
            return r;
        }

        private void expand(int layer, int a, int d, double p) {
            BattleState s = new BattleState(layer + 1, att[a], def[d]);
            Status status = model.status(s);
            if (status.isOver()) {
                end(status, a, d, p);
                return;
            }
            expanded++;
            Map<RoundState, Double> dist = Map.of(model.startRound(s), 1.0);
            List<Step> steps = model.steps();
            for (int i = 0; i < steps.size() - 1; i++) {
                dist = stepDistribution(dist, steps.get(i));
            }
            int next = model.nextRound(layer + 1) - 1;
            int m = dist.size();
            double[] q = new double[m];
            Outcomes[] ao = new Outcomes[m];
            Outcomes[] dO = new Outcomes[m];
            double stay = 0;
            int i = 0;
            for (Map.Entry<RoundState, Double> e : dist.entrySet()) {
                RoundState r = e.getKey();
                List<Volley> volleys = model.volleys(r, lastStep);
                q[i] = e.getValue();
                ao[i] = lastStepOutcomes(r.attacker(), volleys, attIndex);
                dO[i] = lastStepOutcomes(r.defender(), volleys, defIndex);
                if (next == layer) {
                    stay += q[i] * ao[i].probabilityOf(a) * dO[i].probabilityOf(d);
                }
                i++;
            }
            double w = p / (1 - stay);
            rounds += w;
            for (i = 0; i < m; i++) {
                scatter(next, w * q[i], ao[i], dO[i], next == layer ? a : -1, d);
            }
        }

        /** Adds {@code weight * pa * pd} to each successor, skipping the state itself (self-loop removed). */
        private void scatter(int layer, double weight, Outcomes ao, Outcomes dO, int selfA, int selfD) {
            int[] dIds = dO.ids;
            double[] dp = dO.p;
            for (int x = 0; x < ao.ids.length; x++) {
                double c = weight * ao.p[x];
                if (c == 0) {
                    continue;
                }
                int aId = ao.ids[x];
                double[] row = row(layer, aId);
                if (aId == selfA) {
                    for (int y = 0; y < dIds.length; y++) {
                        if (dIds[y] != selfD) {
                            row[dIds[y]] += c * dp[y];
                        }
                    }
                } else {
                    for (int y = 0; y < dIds.length; y++) {
                        row[dIds[y]] += c * dp[y];
                    }
                }
            }
        }

        private Map<RoundState, Double> stepDistribution(Map<RoundState, Double> dist, Step step) {
            Map<RoundState, Double> out = new LinkedHashMap<>();
            for (Map.Entry<RoundState, Double> e : dist.entrySet()) {
                RoundState r = e.getKey();
                List<Volley> volleys = model.volleys(r, step);
                Map<FightingSide, Double> a = sideOutcomes(r.attacker(), volleys, step);
                Map<FightingSide, Double> d = sideOutcomes(r.defender(), volleys, step);
                for (Map.Entry<FightingSide, Double> ea : a.entrySet()) {
                    for (Map.Entry<FightingSide, Double> ed : d.entrySet()) {
                        out.merge(new RoundState(r.round(), ea.getKey(), ed.getKey()),
                                e.getValue() * ea.getValue() * ed.getValue(), Double::sum);
                    }
                }
            }
            return out;
        }

        /** Every way the volleys aimed at {@code f} can leave it at the end of the step, with probabilities. */
        private Map<FightingSide, Double> sideOutcomes(FightingSide f, List<Volley> volleys, Step step) {
            Map<FightingSide, Double> cur = Map.of(f, 1.0);
            for (Volley v : volleys) {
                if (v.target() != f.side()) {
                    continue;
                }
                Map<FightingSide, Double> next = new LinkedHashMap<>();
                for (Map.Entry<FightingSide, Double> e : cur.entrySet()) {
                    double[] p = HitDistribution.capped(hits(v.dice()), model.hitCapacity(e.getKey(), v));
                    for (int k = 0; k < p.length; k++) {
                        if (p[k] != 0) {
                            next.merge(model.takeHits(e.getKey(), v, k), e.getValue() * p[k], Double::sum);
                        }
                    }
                }
                cur = next;
            }
            Map<FightingSide, Double> out = new LinkedHashMap<>();
            cur.forEach((g, p) -> out.merge(model.endStep(g, step), p, Double::sum));
            return out;
        }

        /** The side's compositions for the next round after the last step, as state ids with probabilities. */
        private Outcomes lastStepOutcomes(FightingSide f, List<Volley> volleys, Map<SideState, Integer> index) {
            Volley only = null;
            int count = 0;
            for (Volley v : volleys) {
                if (v.target() == f.side()) {
                    only = v;
                    count++;
                }
            }
            if (count == 0) {
                return new Outcomes(new int[] {index.get(next(f))}, new double[] {1.0});
            }
            if (count == 1) {
                Volley v = only;
                int[] chain = chainCache.computeIfAbsent(new ChainKey(f, v.targets(), v.removal()), k -> chain(f, v, index));
                double[] p = HitDistribution.capped(hits(v.dice()), chain.length - 1);
                return new Outcomes(p.length == chain.length ? chain : java.util.Arrays.copyOf(chain, p.length), p);
            }
            Map<Integer, Double> byId = new LinkedHashMap<>();
            sideOutcomes(f, volleys, lastStep).forEach((g, p) -> byId.merge(index.get(model.endRound(g)), p, Double::sum));
            int[] ids = new int[byId.size()];
            double[] p = new double[byId.size()];
            int i = 0;
            for (Map.Entry<Integer, Double> e : byId.entrySet()) {
                ids[i] = e.getKey();
                p[i++] = e.getValue();
            }
            return new Outcomes(ids, p);
        }

        private SideState next(FightingSide f) {
            return model.endRound(model.endStep(f, lastStep));
        }

        /** State ids after 0, 1, ... capacity hits of one volley. */
        private int[] chain(FightingSide f, Volley v, Map<SideState, Integer> index) {
            int cap = model.hitCapacity(f, v);
            int[] ids = new int[cap + 1];
            for (int k = 0; k <= cap; k++) {
                ids[k] = index.get(next(model.takeHits(f, v, k)));
            }
            return ids;
        }

        private double[] hits(Dice dice) {
            return hitCache.computeIfAbsent(dice, HitDistribution::of);
        }

        private void end(Status status, int a, int d, double p) {
            switch (status) {
                case ATTACKER_WIN -> attackerWin += p;
                case DEFENDER_WIN -> defenderWin += p;
                case DRAW -> draw += p;
                case RETREAT -> {
                    retreat += p;
                    defenderWin += p;
                }
                case STALEMATE -> {
                    stalemate += p;
                    defenderWin += p;
                }
                default -> throw new IllegalStateException(status.name());
            }
            attEnd[a] += p;
            defEnd[d] += p;
        }

        private BattleResult result() {
            double aLoss = ipcLoss(Side.ATTACKER, att, attEnd);
            double dLoss = ipcLoss(Side.DEFENDER, def, defEnd);
            double total = attackerWin + defenderWin + draw;
            return new BattleResult(Method.EXACT, "exact: " + est.describe(), attackerWin, defenderWin, draw, retreat, stalemate,
                    aLoss, dLoss, rounds, survivors(Side.ATTACKER, att, attEnd), survivors(Side.DEFENDER, def, defEnd),
                    expanded, 1.0 - total, Optional.empty());
        }

        private double ipcLoss(Side side, SideState[] states, double[] end) {
            int start = model.ipc(side, side == Side.ATTACKER ? model.initialState().attacker() : model.initialState().defender());
            double loss = 0;
            for (int i = 0; i < states.length; i++) {
                if (end[i] != 0) {
                    loss += end[i] * (start - model.ipc(side, states[i]));
                }
            }
            return loss;
        }

        private List<SurvivorOutcome> survivors(Side side, SideState[] states, double[] end) {
            Map<Map<String, Integer>, Double> byUnits = new LinkedHashMap<>();
            for (int i = 0; i < states.length; i++) {
                if (end[i] != 0) {
                    byUnits.merge(model.units(side, states[i]), end[i], Double::sum);
                }
            }
            List<SurvivorOutcome> out = new ArrayList<>();
            byUnits.forEach((u, p) -> out.add(new SurvivorOutcome(u, p)));
            out.sort(Comparator.comparingDouble(SurvivorOutcome::probability).reversed());
            return out;
        }
    }

    /** Successor ids of one side with their probabilities. */
    private record Outcomes(int[] ids, double[] p) {
        double probabilityOf(int id) {
            double s = 0;
            for (int i = 0; i < ids.length; i++) {
                if (ids[i] == id) {
                    s += p[i];
                }
            }
            return s;
        }
    }

    private record ChainKey(FightingSide side, Targets targets, Removal removal) {
    }
}
