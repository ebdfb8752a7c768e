package battleboard.exact;

import battleboard.battle.BattleSetup;
import battleboard.battle.BattleState;
import battleboard.battle.HitDistribution;
import battleboard.battle.Progress;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.RoundModel;
import battleboard.battle.RoundTables;
import battleboard.battle.Side;
import battleboard.battle.SideState;
import battleboard.result.BattleResult;
import battleboard.result.Method;
import battleboard.result.RetreatState;
import battleboard.result.RoundFigures;
import java.lang.ref.SoftReference;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicReference;

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
 * <p>A separable battle ({@link RoundModel#separableRounds()}) is pushed forward from per-composition round tables
 * ({@link RoundTables}) on primitive arrays, its hit distributions trimmed by at most {@link #trim()} of probability
 * each; any other battle plays each state's round through the round model.
 *
 * <p>Memory: one {@code double} per battle state, {@link #BYTES_PER_STATE}, each side's index, and the round tables
 * or the round model's memo tables; a battle played step by step adds its step tables, up to {@link #STEP_TABLES_SHARE}
 * of what the states leave. A battle above the budget is refused before any work starts, with
 * {@link BattleTooLargeException}.
 *
 * <p>Thread-safe: each call works on its own data, except that the round tables an {@link #estimate} built are
 * handed to the next {@link #solve} of the same setup object (automatic choice estimates, then solves), once.
 */
public final class ExactSolver {
    /** Bytes per battle state: its reach probability (or one value of a backward induction). */
    public static final int BYTES_PER_STATE = Double.BYTES;
    /**
     * Bytes per battle state a best-retreat induction keeps besides its value: the state, its two values (fight,
     * leave) and a map entry, for the retreat table.
     */
    public static final int BYTES_PER_RETREAT_CHOICE = 128;
    /**
     * Bytes per entry of the round model's memo tables (a state with its plan, or with a step's volleys), at most
     * {@link RoundModel#MEMO_LIMIT} entries per table: measured as the heap a 106,251-state battle played state by
     * state needed with 200,000 entries a table against 20,000 (about 60 MiB for 180,000 entries in two tables).
     */
    public static final int BYTES_PER_MEMO_ENTRY = 400;
    /**
     * Bytes per state the per-round figures hold besides the successors of its round ({@link #BYTES_PER_KEPT_SUCCESSOR}):
     * three tables of reach, what the decisions between rounds make of it, and its round's arrays.
     */
    public static final int BYTES_PER_ROUND_STATE = 3 * Double.BYTES + 5 + 100;
    /**
     * Bytes per successor of a state's round kept for the per-round sweeps ({@code StateRound}): its defender id and
     * probability, and a share of its group's attacker id and bounds.
     */
    public static final int BYTES_PER_KEPT_SUCCESSOR = 16;
    /**
     * Bytes per side composition kept in the index: the object, its count arrays and its hash-map
     * entry, for a side of up to a dozen slots on a 64-bit JVM with compressed references.
     */
    public static final int BYTES_PER_SIDE_STATE = 160;
    /** Most compositions enumerated for one side before the battle is declared too large. */
    public static final int MAX_SIDE_STATES = 4_000_000;
    /**
     * Share of the memory budget (or of the heap, when smaller) left after the states that the step tables of a battle
     * played step by step may take ({@code StepTables}: each side's outcomes per fire aimed at it; past it a state's
     * round is computed through the round model's maps); the per-round sweeps' kept rounds take at most the rest. Global War's fleets of three of each
     * ship (4.6e6 states, 1.1e5 reached) fill about 100 MB of tables.
     */
    public static final double STEP_TABLES_SHARE = 0.25;
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
    public static final double BY_ROUND_TAIL = ByRound.TAIL;
    /**
     * A state the per-round sweeps reach with less probability than this in a round is not played on (while the total
     * left out stays within {@link #BY_ROUND_DROP}): long battles spread crumbs of probability over most states, round
     * after round.
     */
    public static final double BY_ROUND_NEGLIGIBLE = ByRound.NEGLIGIBLE;
    /** Most probability the per-round figures leave out over a whole battle ({@link #BY_ROUND_NEGLIGIBLE}): each figure is low by at most this. */
    public static final double BY_ROUND_DROP = ByRound.DROP;
    /** Per-round figures stop after this many rounds in any case. */
    public static final int BY_ROUND_MAX = ByRound.MAX;
    /**
     * Most states (the attacker's compositions × the defender's × round positions) whose per-round figures are played in
     * blocks of rounds ({@link ByRoundBlocks}) instead of swept round by round ({@link ByRound}): faster below, slower
     * above (docs/performance.md, issue 24's eleventh session).
     */
    static final int ROUND_BLOCKS_MAX_STATES = 100;
    /** {@link #ROUND_BLOCKS_MAX_STATES}, or what a test gives to play every battle one way or the other. */
    private final int roundBlocksMaxStates;

    /**
     * Default trim bound: the most probability a hit distribution may drop from its tails
     * ({@link HitDistribution#trimmed}). Each round played drops at most twice this from the battle (both sides'
     * dice), so a battle of R expected rounds loses at most 2R times it, shown as {@link BattleResult#unaccounted()}. A
     * battle without separable tables (played state by state: most sea battles) trims no distribution; its forward pass
     * leaves unplayed each state reached with less than a hundredth of the bound, as long as they hold at most ten times
     * it together (1e-17 and 1e-14 by default), also shown as unaccounted.
     */
    public static final double DEFAULT_TRIM = 1e-15;

    private final long memoryBudget;
    private final double trim;
    /** Whether separable battles use {@link RoundTables} (false only to test them against the round-by-round chain). */
    private final boolean separableTables;

    /** A solver with the default memory budget ({@link #DEFAULT_HEAP_FRACTION} of the maximum heap). */
    public ExactSolver() {
        this((long) (Runtime.getRuntime().maxMemory() * DEFAULT_HEAP_FRACTION));
    }

    /** @param memoryBudget bytes the solution may use, at least 1 */
    public ExactSolver(long memoryBudget) {
        this(memoryBudget, DEFAULT_TRIM);
    }

    /**
     * @param memoryBudget bytes the solution may use, at least 1
     * @param trim         most probability each hit distribution may drop from its tails, in [0, 1e-6]; in a battle
     *                     without separable tables, a hundredth of it is the reach below which a state is not played, and
     *                     ten times it the most all such states may hold ({@link #DEFAULT_TRIM}); 0 keeps every outcome
     *                     of positive probability and plays every state
     * @throws IllegalArgumentException when either is out of range
     */
    public ExactSolver(long memoryBudget, double trim) {
        this(memoryBudget, trim, true);
    }

    ExactSolver(long memoryBudget, double trim, boolean separableTables) {
        this(memoryBudget, trim, separableTables, ROUND_BLOCKS_MAX_STATES);
    }

    /** @param roundBlocksMaxStates most states whose per-round figures are played in blocks ({@link #ROUND_BLOCKS_MAX_STATES}) */
    ExactSolver(long memoryBudget, double trim, boolean separableTables, int roundBlocksMaxStates) {
        if (memoryBudget < 1) {
            throw new IllegalArgumentException("memory budget " + memoryBudget);
        }
        if (!(trim >= 0 && trim <= 1e-6)) {
            throw new IllegalArgumentException("trim bound " + trim + " is not in [0, 1e-6]");
        }
        this.memoryBudget = memoryBudget;
        this.trim = trim;
        this.separableTables = separableTables;
        this.roundBlocksMaxStates = roundBlocksMaxStates;
    }

    /**
     * @return the trim bound: the most probability each hit distribution may drop, in [0, 1e-6]; in a battle without
     *         separable tables, what sets the states left unplayed ({@link #DEFAULT_TRIM})
     */
    public double trim() {
        return trim;
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
        int perState = BYTES_PER_STATE + (setup.retreat() instanceof RetreatPolicy.Best ? BYTES_PER_RETREAT_CHOICE : 0);
        List<SideState> att = sideStates(model, Side.ATTACKER, List.of());
        List<SideState> def = sideStates(model, Side.DEFENDER, List.of());
        StateSpaceEstimate est = estimate(model, att, def, perState);
        if (separableTables && est.bytes() <= memoryBudget && model.separableRounds()) {
            // the work the tables leave after trimming is what the solver does (and what automatic choice weighs)
            Optional<RoundTables> tables = RoundTables.of(model, att.toArray(new SideState[0]), def.toArray(new SideState[0]), trim);
            if (tables.isPresent()) {
                est = est.withWork(tables.get().work());
                if (!setup.retreat().needsStateValues()) {
                    prepared.set(new SoftReference<>(new Prepared(setup, model, att, def, tables.get())));
                }
            }
        }
        return est;
    }

    /**
     * What the last {@link #estimate} built for a battle read from round tables: the solve of the same setup that
     * follows (automatic choice estimates first) takes it instead of building it again. Taken once, then dropped; held
     * softly, so that an estimate no solve follows (automatic choice went to Monte Carlo) keeps no memory from the JVM.
     */
    private record Prepared(BattleSetup setup, RoundModel model, List<SideState> att, List<SideState> def,
                            RoundTables tables) {
    }

    private final AtomicReference<SoftReference<Prepared>> prepared = new AtomicReference<>();

    /**
     * The setup with a value-based retreat policy replaced by one that retreats nowhere yet: the same
     * states and round positions, on which the values are computed.
     */
    private static BattleSetup playable(BattleSetup setup) {
        return setup.retreat().needsStateValues()
                ? setup.toBuilder().retreat(new RetreatPolicy.InStates(Set.of(), setup.retreat())).build() : setup;
    }

    /**
     * Sizes a chain: every state's {@code perState} bytes, each side's compositions, and either the round tables of a
     * separable battle (per composition, an id per hit it can take and two doubles per hit count its dice may score,
     * per round position) or the round model's memo tables ({@link RoundModel#memoTables()}, up to
     * {@link RoundModel#MEMO_LIMIT} each).
     */
    private StateSpaceEstimate estimate(RoundModel model, List<SideState> att, List<SideState> def, int perState) {
        int r = model.roundHorizon();
        long states = (long) att.size() * def.size() * r;
        double aWork = 0;
        for (SideState s : att) {
            aWork += model.hitPoints(Side.ATTACKER, s) + 1;
        }
        double dWork = 0;
        for (SideState s : def) {
            dWork += model.hitPoints(Side.DEFENDER, s) + 1;
        }
        long sides = att.size() + def.size();
        long bytes = states * perState + sides * BYTES_PER_SIDE_STATE;
        if (separableTables && model.separableRounds()) {
            bytes += (long) ((aWork + dWork) * (Integer.BYTES + 2L * Double.BYTES * r)) + sides * (r * 80L + 48);
        } else {
            bytes += Math.min(states, RoundModel.MEMO_LIMIT) * model.memoTables() * (long) BYTES_PER_MEMO_ENTRY;
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
                    + String.format(Locale.US, "%,d", limit) + " possible compositions", null);
        }
        List<SideState> list = new ArrayList<>(s.get());
        // detection (Global War submarines) changes a state without a hit: more detected units come first
        list.sort((a, b) -> {
            int byHitPoints = Integer.compare(model.hitPoints(side, a), model.hitPoints(side, b));
            return byHitPoints != 0 ? byHitPoints : Integer.compare(-model.detected(side, a), -model.detected(side, b));
        });
        return list;
    }

    /** @return the chain of a battle as a solve builds it (for tests of the chain's parts) */
    Chain chain(BattleSetup setup) {
        return chain(RoundModel.of(setup), List.of(), BYTES_PER_STATE);
    }

    /**
     * @param perState bytes each state needs in the pass to come: {@link #BYTES_PER_STATE} per value it keeps, and
     *                 {@link #BYTES_PER_RETREAT_CHOICE} more for a best-retreat induction
     */
    private Chain chain(RoundModel model, Collection<BattleState> extraRoots, int perState) {
        return chain(model, extraRoots, perState, true);
    }

    /**
     * @param perState bytes each state needs in the pass to come
     * @param forward  whether the pass to come is the forward pass, which reads round tables; a backward induction
     *                 plays each state's round from the round model, so its work is every transition
     */
    private Chain chain(RoundModel model, Collection<BattleState> extraRoots, int perState, boolean forward) {
        List<SideState> att = sideStates(model, Side.ATTACKER, extraRoots.stream().map(BattleState::attacker).toList());
        List<SideState> def = sideStates(model, Side.DEFENDER, extraRoots.stream().map(BattleState::defender).toList());
        return chain(model, att, def, perState, forward, null);
    }

    /** @param built the round tables of these compositions when already built, else null */
    private Chain chain(RoundModel model, List<SideState> att, List<SideState> def, int perState, boolean forward,
                        RoundTables built) {
        StateSpaceEstimate est = estimate(model, att, def, perState);
        if ((long) att.size() * def.size() > Integer.MAX_VALUE) {
            // a state of a round position is coded as one int (Chain.code)
            throw new BattleTooLargeException("battle too large for exact: " + est.describe() + "; use --method montecarlo", est);
        }
        if (est.bytes() > memoryBudget) {
            throw new BattleTooLargeException("battle too large for exact (needs " + StateSpaceEstimate.bytes(est.bytes()) + ", "
                    + StateSpaceEstimate.bytes(memoryBudget) + " available): " + est.describe() + "; use --method montecarlo", est);
        }
        // the step tables take their share of what the states leave, of the budget and of the heap, whatever budget the
        // caller claims (a heap nearly full of tables would be collected over and over before it ran out)
        long stepTableBytes = (long) (Math.max(0, Math.min(memoryBudget, Runtime.getRuntime().maxMemory()) - est.bytes())
                * STEP_TABLES_SHARE);
        Chain chain = new Chain(model, att, def, est, null, stepTableBytes);
        RoundTables tables = built != null ? built
                : separableTables && forward ? RoundTables.of(model, chain.att, chain.def, trim).orElse(null) : null;
        if (tables != null) {
            est = est.withWork(tables.work());
            chain = new Chain(model, att, def, est, tables, 0);
        }
        if (est.work() > MAX_WORK) {
            throw new BattleTooLargeException("battle too large for exact: " + est.describe() + ", over the "
                    + String.format(Locale.US, "%.0e", MAX_WORK) + " transitions it takes on (minutes of work)", est);
        }
        return chain;
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
        return solved(setup, progress, false).result();
    }

    /**
     * A battle solved exactly, with each way it can end.
     *
     * @param model  the round model of the battle as played (a retreat policy needing values resolved into states)
     * @param result the battle's result, as {@link #solve(BattleSetup, Progress)} gives it
     * @param ends   each end: the two sides, how it ended, and its probability (empty when not asked for)
     */
    public record Ends(RoundModel model, BattleResult result, List<battleboard.battle.Waves.End> ends) {
    }

    /**
     * Solves a battle exactly and lists each way it can end (attacks in waves start the next wave from them).
     *
     * @throws BattleTooLargeException as {@link #solve(BattleSetup, Progress)}
     * @throws CancellationException   when {@code progress} asks to stop
     */
    public Ends ends(BattleSetup setup, Progress progress) {
        return solved(setup, progress, true);
    }

    /** Running out of the memory Java has is the one-line refusal the budget would have given, had it known. */
    private Ends solved(BattleSetup setup, Progress progress, boolean keepEnds) {
        try {
            return solveWithin(setup, progress, keepEnds);
        } catch (OutOfMemoryError e) {
            // what the solver held is unreachable once this frame is left: the JVM can go on
            throw new BattleTooLargeException("battle too large for exact (needs more than the "
                    + StateSpaceEstimate.bytes(Runtime.getRuntime().maxMemory()) + " Java may use): use --method montecarlo"
                    + " (or give Java more memory with -Xmx)");
        }
    }

    /** @param keepEnds whether to list the battle's ends (else they are left empty) */
    private Ends solveWithin(BattleSetup setup, Progress progress, boolean keepEnds) {
        List<Candidate> candidates = setup.retreat().needsStateValues()
                ? retreatStates(chain(RoundModel.of(playable(setup)), List.of(), inductionBytes(setup.retreat())), setup.retreat(),
                        progress)
                : List.of();
        BattleSetup played = setup.retreat().needsStateValues() ? inStates(setup, candidates) : setup;
        SoftReference<Prepared> ref = prepared.getAndSet(null);
        Prepared p = ref == null ? null : ref.get();
        Chain chain = p != null && p.setup() == played ? chain(p.model(), p.att(), p.def(), BYTES_PER_STATE, true, p.tables())
                : chain(RoundModel.of(played), List.of(), BYTES_PER_STATE);
        long roundBytes = chain.estimate.states() * BYTES_PER_ROUND_STATE;
        // why the per-round figures are not computed, or empty when they are
        String noRounds = chain.estimate.fullWork() > BY_ROUND_WORK_LIMIT
                ? String.format(Locale.US, "; per-round figures not computed (over %.0e transitions)", BY_ROUND_WORK_LIMIT)
                : chain.estimate.bytes() + roundBytes > memoryBudget ? "; per-round figures not computed (they need "
                        + StateSpaceEstimate.bytes(roundBytes) + " more than the " + StateSpaceEstimate.bytes(memoryBudget)
                        + " memory budget allows)" : "";
        if (noRounds.isEmpty()) {
            // the per-round sweeps play the rounds the forward pass computes: each state's kept, as far as the budget goes
            chain.keepRounds(Math.max(0, memoryBudget - chain.estimate.bytes() - roundBytes - chain.stepTableBytes) / BYTES_PER_KEPT_SUCCESSOR);
        }
        Forward f = new Forward(chain, progress, chain.tables, trim);
        if (keepEnds) {
            f.keepEnds();
        }
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
        table.sort((a, b) -> Double.compare(b.reach(), a.reach()));
        List<RoundFigures> byRound = List.of();
        String note = "exact: " + chain.estimate.describe() + noRounds;
        if (noRounds.isEmpty()) {
            byRound = (long) chain.att.length * chain.def.length * chain.layers <= roundBlocksMaxStates
                    ? new ByRoundBlocks(chain, progress).run() : new ByRound(chain, progress).run();
        }
        return new Ends(chain.model, f.result(note, byRound, setup.retreat().describe(), table), keepEnds ? f.ends() : List.of());
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
        Chain chain = chain(RoundModel.of(setup), states, 3 * BYTES_PER_STATE, false);
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

    /** @return bytes per state of the backward induction a value-based retreat policy needs */
    private static int inductionBytes(RetreatPolicy policy) {
        return BYTES_PER_STATE + (policy instanceof RetreatPolicy.Best ? BYTES_PER_RETREAT_CHOICE : 0);
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
        return inStates(setup, retreatStates(chain(RoundModel.of(playable(setup)), List.of(), inductionBytes(setup.retreat())),
                setup.retreat(), progress));
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
}
