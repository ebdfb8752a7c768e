package battleboard.exact;

import battleboard.battle.BattleState;
import battleboard.battle.FightingSide;
import battleboard.battle.Progress;
import battleboard.battle.RoundModel;
import battleboard.battle.RoundTables;
import battleboard.battle.RoundState;
import battleboard.battle.Side;
import battleboard.battle.SideState;
import battleboard.battle.Status;
import battleboard.battle.Step;
import battleboard.battle.Volley;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;

/**
 * The Markov chain of one battle: every state the round model can reach, indexed, and the transitions
 * out of each, computed from the round model's own steps. A state is (round position, attacker index,
 * defender index); each side's compositions are sorted by remaining hit points, so every transition goes
 * to a lower index on some side, or to a later round position, or stays put (the round in which nobody
 * hits). One per solve: not thread-safe.
 */
final class Chain {
    final RoundModel model;
    final SideState[] att;
    final SideState[] def;
    final int layers;
    final int[] attIpc;
    final int[] defIpc;
    final StateSpaceEstimate estimate;
    private final Map<SideState, Integer> attIndex = new HashMap<>();
    private final Map<SideState, Integer> defIndex = new HashMap<>();
    private final Step lastStep;
    /** Each side's outcomes of a step, by the round model's casualty rules. */
    final SideOutcomes outcomes;

    /** A state's round step by step from each side's outcomes ({@link StepTables}), when its fire is its own units'; else null. */
    private StepTables stepTables;
    /** Whether this chain's rounds come from step tables (made on the first round asked: a chain replaced by one with round tables never makes them). */
    private final boolean stepTabling;
    /** @return the step tables of a battle whose fire is each side's own, made on first use; null for other battles */
    StepTables stepTables() {
        if (stepTabling && stepTables == null) {
            stepTables = new StepTables(new ChainShape(model, att, def, layers, outcomes), stepTableBytes);
        }
        return stepTables;
    }

    /** @return whether a state's round comes from the step tables: the battle's fire is each side's own and they have room */
    boolean stepTabled() {
        return stepTabling && (stepTables == null || !stepTables.full());
    }

    /** Memory the step tables may take, bytes (0 without them). */
    final long stepTableBytes;

    /** Per-composition tables of a separable battle's rounds ({@link RoundTables}), or null. */
    final RoundTables tables;

    /**
     * @param tables         a separable battle's round tables, or null
     * @param stepTableBytes memory the step tables of a battle played step by step may take ({@link StepTables})
     */
    Chain(RoundModel model, List<SideState> att, List<SideState> def, StateSpaceEstimate estimate, RoundTables tables,
          long stepTableBytes) {
        this.model = model;
        this.estimate = estimate;
        this.tables = tables;
        this.att = att.toArray(new SideState[0]);
        this.def = def.toArray(new SideState[0]);
        this.layers = model.roundHorizon();
        this.attIpc = new int[this.att.length];
        this.defIpc = new int[this.def.length];
        for (int i = 0; i < this.att.length; i++) {
            attIndex.put(this.att[i], i);
            attIpc[i] = model.ipc(Side.ATTACKER, this.att[i]);
        }
        for (int i = 0; i < this.def.length; i++) {
            defIndex.put(this.def[i], i);
            defIpc[i] = model.ipc(Side.DEFENDER, this.def[i]);
        }
        this.lastStep = model.steps().get(model.steps().size() - 1);
        this.outcomes = new SideOutcomes(model, attIndex, defIndex);
        this.stepTabling = tables == null && model.firesByOwnUnits();
        this.stepTableBytes = stepTabling ? stepTableBytes : 0;
    }

    BattleState state(int layer, int a, int d) {
        return new BattleState(layer + 1, att[a], def[d]);
    }

    int attId(SideState s) {
        return attIndex.get(s);
    }

    int defId(SideState s) {
        return defIndex.get(s);
    }

    /** The attacker's TUV minus the defender's: the final swing is its change over the battle. */
    int balance(int a, int d) {
        return attIpc[a] - defIpc[d];
    }

    static void checkCancelled(Progress progress) {
        if (progress.isCancelled()) {
            throw new CancellationException("exact solve cancelled");
        }
    }

    /**
     * One round from an ongoing state in which no decision changes anything.
     *
     * @param next  the round position after it
     * @param q     probability of each way the steps before the last one can end
     * @param ao    per way, the attacker's successors
     * @param dO    per way, the defender's successors
     * @param stay  probability that the round leaves the state as it was (0 when the round position changes)
     */
    record Round(int next, double[] q, Outcomes[] ao, Outcomes[] dO, double stay) {
    }

    /** Each state's round once computed, when {@link #keepRounds(long)} asked for it (per-round figures); else null. */
    private StateRound[][][] rounds;
    /** Merges the successors of one state's round; made on the first, reused from state to state. */
    private Merger merger;
    /** A separable battle's round from its tables, reused from state to state; made on the first. */
    private RoundTables.Round tabled;

    /** Successors the kept rounds may still hold; rounds computed past it are computed again when asked again. */
    private long keepLeft;

    /**
     * Keeps each state's round once computed, for the per-round sweeps that play the same rounds again.
     *
     * @param successors most successors to keep, over all states (the memory they may take)
     */
    void keepRounds(long successors) {
        rounds = new StateRound[layers][att.length][];
        keepLeft = successors;
        settledTo = new int[layers][];
        settledStatus = new byte[layers][];
    }

    private static final Status[] STATUSES = Status.values();
    /** Per round position, per state code ({@link #code}): the state the decisions between rounds make of it; null until {@link #keepRounds(long)}. */
    private int[][] settledTo;
    /** Per round position, per state code: 1 + the ordinal of that state's status; 0 until settled. */
    private byte[][] settledStatus;

    /** @return whether states are settled once and kept ({@link #keepRounds(long)}), for the forward pass and the per-round sweeps alike */
    boolean settling() {
        return settledTo != null;
    }

    /**
     * Settles a state once, when {@link #settling()}: the decisions between rounds ({@code RoundModel.decide}) and the
     * status of what they leave, asked of the round model the first time only (the forward pass and every per-round
     * sweep pass the same states again).
     *
     * @return the state's code ({@link #code})
     */
    int settle(int layer, int a, int d) {
        int code = code(a, d);
        if (settledStatus[layer] == null) {
            settledTo[layer] = new int[att.length * def.length];
            settledStatus[layer] = new byte[att.length * def.length];
        }
        if (settledStatus[layer][code] == 0 && tables != null && tables.ongoing(layer, a, d)) {
            // a separable battle's ongoing state, as the forward pass reads it from the tables: nothing decided between rounds
            settledTo[layer][code] = code;
            settledStatus[layer][code] = (byte) (Status.ONGOING.ordinal() + 1);
        } else if (settledStatus[layer][code] == 0) {
            BattleState s = model.decide(state(layer, a, d));
            int to = code(attId(s.attacker()), defId(s.defender()));
            settledTo[layer][code] = to;
            settledStatus[layer][code] = (byte) (status(s, to).ordinal() + 1);
        }
        return code;
    }

    /**
     * @return the status of a state the decisions between rounds leave as it is ({@code to} its code), as
     *         {@link RoundModel#statusOnce}: whether any volley can hit read from the state's kept round where it can change
     *         the state, else from the step tables where the battle has them
     */
    private Status status(BattleState s, int to) {
        if (!stepTabled()) {
            return model.statusOnce(s);
        }
        Status ended = model.endedBeforeRound(s);
        if (ended != null) {
            return ended;
        }
        int layer = s.round() - 1;
        if (rounds != null && keepLeft > 0 && model.nextRound(s.round()) == s.round()
                && flat(layer, to / def.length, to % def.length).stay() < SURELY_MOVES) {
            // a round that stays in its round position and leaves the state as it was with probability clearly below 1:
            // some volley can hit. The round is kept for the pass that plays it, so this costs nothing more (once the kept
            // rounds' budget is spent, a round would be computed twice: the step tables answer instead)
            return Status.ONGOING;
        }
        int canHit = stepTables().canHit(layer, to / def.length, to % def.length);
        return canHit < 0 ? model.statusOnce(s) : canHit == 1 ? Status.ONGOING : Status.STALEMATE;
    }

    /**
     * A kept round that leaves its state as it was with probability below this surely changes it: some volley can hit.
     * Nearer 1 the stay may be 1 up to rounding: a stalemate whose outcomes' probabilities add up to 1 within an ulp or
     * two (Global War: 1 submarine against 5 naval fighters, neither able to hit the other, stayed with 1 − 1.1e-16, and
     * was played as a battle of 9e15 expected rounds from its 6e-21 of reach). The step tables' exact test decides those.
     */
    static final double SURELY_MOVES = 1 - 1e-9;

    /** @return the code of the state a settled state is decided into ({@link #settle}) */
    int settledTo(int layer, int code) {
        return settledTo[layer][code];
    }

    /** @return the status of a settled state, once decided ({@link #settle}) */
    Status settledStatus(int layer, int code) {
        return STATUSES[settledStatus[layer][code] - 1];
    }

    /** @return the code of state (a, d) within a round position: {@code a * def.length + d} */
    int code(int a, int d) {
        return a * def.length + d;
    }

    /**
     * @return the round of a state, each successor once, from the round tables of a separable battle or else by the round
     *         model's steps; computed once per state when {@link #keepRounds(long)} was called, as far as its bound goes
     */
    StateRound flat(int layer, int a, int d) {
        if (rounds == null) {
            return computeFlat(layer, a, d);
        }
        StateRound[] row = rounds[layer][a];
        if (row == null) {
            row = new StateRound[def.length];
            rounds[layer][a] = row;
        }
        if (row[d] == null) {
            StateRound f = computeFlat(layer, a, d);
            if (f.size() > keepLeft) {
                return f;
            }
            keepLeft -= f.size();
            row[d] = f;
        }
        return row[d];
    }

    /** @return the merger of a state's successors ({@code att.length × def.length} slots), made on first use */
    private Merger merger() {
        if (merger == null) {
            merger = new Merger(att.length, def.length);
        }
        return merger;
    }

    private StateRound computeFlat(int layer, int a, int d) {
        if (tables != null && tables.ongoing(layer, a, d)) {
            return tabledFlat(layer, a, d);
        }
        if (stepTabling) {
            StateRound f = stepTables().flat(layer, a, d);
            if (f != null) {
                return f;
            }
        }
        return modelFlat(layer, a, d);
    }

    /** @return the round of an ongoing state, each successor once, from {@link #round}: the round model's steps through maps */
    StateRound modelFlat(int layer, int a, int d) {
        Merger into = merger();
        Round r = round(layer, a, d);
        int selfA = r.next() == layer ? a : -1;
        for (int i = 0; i < r.q().length; i++) {
            Outcomes ao = r.ao()[i];
            Outcomes dO = r.dO()[i];
            for (int x = 0; x < ao.ids().length; x++) {
                double c = r.q()[i] * ao.p()[x];
                if (c == 0) {
                    continue;
                }
                int to = ao.ids()[x];
                int skip = to == selfA ? d : -1;
                for (int y = 0; y < dO.ids().length; y++) {
                    if (dO.ids()[y] != skip) {
                        into.add(to, dO.ids()[y], c * dO.p()[y]);
                    }
                }
            }
        }
        return into.take(r.next(), r.stay());
    }

    /**
     * A separable battle's round from its tables ({@link RoundTables}), as the forward pass plays it: the attacker's
     * outcomes (the defender's hits, folded at what it can take) times the defender's.
     */
    private StateRound tabledFlat(int layer, int a, int d) {
        if (tabled == null) {
            tabled = tables.newRound();
        }
        RoundTables.Round r = tabled;
        tables.round(layer, a, d, r);
        int[] nextA = tables.next[0][a];
        int[] nextD = tables.next[1][d];
        int m = r.attackerHi - r.attackerLo + 1;
        int n = r.defenderHi - r.defenderLo + 1;
        boolean self = r.self && r.attackerLo == 0 && r.defenderLo == 0;
        // a product: the scratch round's arrays are reused from state to state, so the kept round gets its own copies
        return StateRound.product(r.next, Arrays.copyOfRange(nextA, r.attackerLo, r.attackerHi + 1), Arrays.copyOf(r.onAttacker, m),
                Arrays.copyOfRange(nextD, r.defenderLo, r.defenderHi + 1), Arrays.copyOf(r.onDefender, n),
                self ? nextA[0] : -1, self ? nextD[0] : -1, r.stay);
    }

    /**
     * @return the round of a state: the successors of each side and their probabilities for each way the steps before
     *         the last can end, by the round model's steps
     */
    Round round(int layer, int a, int d) {
        Map<RoundState, Double> dist = Map.of(model.startRound(state(layer, a, d)), 1.0);
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
            ao[i] = outcomes.last(r.attacker(), volleys);
            dO[i] = outcomes.last(r.defender(), volleys);
            if (next == layer) {
                stay += q[i] * ao[i].probabilityOf(a) * dO[i].probabilityOf(d);
            }
            i++;
        }
        return new Round(next, q, ao, dO, stay);
    }

    private Map<RoundState, Double> stepDistribution(Map<RoundState, Double> dist, Step step) {
        Map<RoundState, Double> out = new LinkedHashMap<>();
        for (Map.Entry<RoundState, Double> e : dist.entrySet()) {
            RoundState r = e.getKey();
            List<Volley> volleys = model.volleys(r, step);
            Map<FightingSide, Double> a = outcomes.step(r.attacker(), volleys, step);
            Map<FightingSide, Double> d = outcomes.step(r.defender(), volleys, step);
            for (Map.Entry<FightingSide, Double> ea : a.entrySet()) {
                for (Map.Entry<FightingSide, Double> ed : d.entrySet()) {
                    out.merge(new RoundState(r.round(), ea.getKey(), ed.getKey()),
                            e.getValue() * ea.getValue() * ed.getValue(), Double::sum);
                }
            }
        }
        return out;
    }
}
