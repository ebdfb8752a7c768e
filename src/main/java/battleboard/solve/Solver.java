package battleboard.solve;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.battle.RoundModel;
import battleboard.exact.BattleTooLargeException;
import battleboard.exact.ExactSolver;
import battleboard.exact.ReachEstimate;
import battleboard.exact.StateSpaceEstimate;
import battleboard.montecarlo.MonteCarloSolver;
import battleboard.result.BattleResult;
import java.time.Duration;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The one entry point the command line and the form use: runs the method a player chose, or picks one
 * ({@link MethodChoice#AUTO}), and says in the result's {@link BattleResult#methodNote()} which method
 * ran and why. Thread-safe.
 */
public final class Solver {
    /**
     * Most estimated transitions ({@link StateSpaceEstimate#work()}) automatic choice solves exactly:
     * about 2 to 5 seconds on one core of the machine in docs/performance.md.
     */
    public static final double AUTO_WORK_BUDGET = 2e9;
    /**
     * Most estimated transitions automatic choice solves exactly when the solver reads the rounds from tables
     * ({@link StateSpaceEstimate#tabulated()}): a transition costs about 0.3 ns there against 1.5 ns played state by
     * state, so about the same few seconds (a 551 x 581 land battle of 3.5e9 transitions: 1.0 s of solve).
     */
    public static final double AUTO_TABLE_WORK_BUDGET = 1e10;

    /**
     * Passes over the chain of a retreat policy that needs the value of every state ({@code best}, {@code below P}): the
     * backward induction and the forward pass that plays the policy (a 1.0e6-state sea battle of 8.5e8 transitions with
     * the best retreat: 12 s; one of 4.9e6 states and 8.3e9 transitions ran for a minute before issue 13 refused it).
     */
    public static final int POLICY_PASSES = 2;

    /** @return the most transitions automatic choice solves exactly for this estimate */
    public static double autoWorkBudget(StateSpaceEstimate est) {
        return est.tabulated() ? AUTO_TABLE_WORK_BUDGET : AUTO_WORK_BUDGET;
    }

    private final ExactSolver exact;
    private final MonteCarloSolver monteCarlo = new MonteCarloSolver();

    /** A solver with the default exact-solver memory budget. */
    public Solver() {
        this(new ExactSolver());
    }

    /**
     * @param exact the exact solver to use (its memory budget applies; its trim bound unless the options give one), for
     *              tests that need a small budget
     */
    public Solver(ExactSolver exact) {
        this(exact, AUTO_EXACT_DEADLINE);
    }

    /** @param autoDeadline how long auto lets an exact solve it took on run ({@link #AUTO_EXACT_DEADLINE}; shorter in tests) */
    Solver(ExactSolver exact, Duration autoDeadline) {
        this.exact = exact;
        this.autoDeadline = autoDeadline;
    }

    private final Duration autoDeadline;

    /**
     * @param exact   an exact solver
     * @param options the settings of a solve
     * @return {@code exact}, or a solver of the same memory budget with the options' trim bound when they give another
     */
    static ExactSolver exactFor(ExactSolver exact, SolveOptions options) {
        if (options.trim().isEmpty() || options.trim().getAsDouble() == exact.trim()) {
            return exact;
        }
        return new ExactSolver(exact.memoryBudget(), options.trim().getAsDouble());
    }

    /**
     * Sizes a battle's exact solution without solving it, for a face that solves as the player types only what is quick.
     *
     * @param setup the battle
     * @return the exact solver's estimated transitions ({@link StateSpaceEstimate#work()}), at least 0
     * @throws battleboard.result.TooLargeException when one side alone has too many compositions
     */
    public double exactWork(BattleSetup setup) {
        return exact.estimate(setup).work();
    }

    /**
     * Solves without partial results.
     *
     * @see #solve(BattleSetup, SolveOptions, Progress, Consumer)
     */
    public BattleResult solve(BattleSetup setup, SolveOptions options, Progress progress) {
        return solve(setup, options, progress, r -> {
        });
    }

    /**
     * @param setup    the battle
     * @param options  which method, and the Monte Carlo options
     * @param progress receives progress; may cancel (a cancelled Monte Carlo run returns what it has)
     * @param partial  receives Monte Carlo results so far while the run goes on
     * @return the result; its method note says which method ran and why
     * @throws BattleTooLargeException when exact was asked for and the battle is too large for memory
     * @throws java.util.concurrent.CancellationException when cancelled before any result exists
     */
    public BattleResult solve(BattleSetup setup, SolveOptions options, Progress progress, Consumer<BattleResult> partial) {
        if (!setup.preBattle().isNone()) {
            return Mixture.solve(setup, s -> solve(s, options, progress, r -> {
            }));
        }
        ExactSolver trimmed = exactFor(exact, options);
        return switch (options.method()) {
            case EXACT -> exactWithin(trimmed, setup, options, progress);
            case MONTE_CARLO -> simulate(playable(trimmed, setup, progress), options, progress, partial);
            case AUTO -> auto(trimmed, setup, options, progress, partial);
        };
    }

    /**
     * Simulates a battle; a worker that runs out of the memory Java has ends the run in one line, not a stack trace and a
     * partial result (issue 27).
     *
     * @throws BattleTooLargeException when the heap runs out
     */
    private BattleResult simulate(BattleSetup setup, SolveOptions options, Progress progress, Consumer<BattleResult> partial) {
        try {
            return monteCarlo.solve(setup, options.monteCarlo(), progress, partial);
        } catch (OutOfMemoryError e) {
            throw new BattleTooLargeException("battle too large for Monte Carlo (needs more than the "
                    + Runtime.getRuntime().maxMemory() / (1024 * 1024) + " MiB Java may use): give Java more memory with -Xmx");
        }
    }

    /**
     * Seconds of one core per transition of a battle read from round tables ({@link StateSpaceEstimate#tabulated()}): the
     * transitions left after trimming are what the solver does (a 551 x 581 land battle of 3.5e9: 1.0 s).
     */
    static final double SECONDS_PER_TABLE_TRANSITION = 0.3e-9;
    /**
     * Seconds of one core per battle state a solve played state by state plays ({@link ReachEstimate#likely()}: the
     * states it reaches less those its trim bound leaves unplayed), when each side's fire is its own units' and the
     * rounds come from step tables ({@link RoundModel#firesByOwnUnits()}): settling the state and the sweeps' share of
     * it; with {@link #SECONDS_PER_STEP_TABLED_TRANSITION} for merging its round's successors. Fitted on 53 Global War
     * fleets solved warm, 0.1 to 7.3 s of thread time, with the fewest outside 1/3 to 3 and then the largest error the
     * least (within 0.39 to 2.6 of every one), the states counted round by round by {@link ReachEstimate}, 0.2 to 1.03
     * of those the solve played (docs/reliability.md, "The states a trimmed solve plays, round by round", 2026-11-28).
     * With the count of the sides' chances summed over the rounds, at 7e-6 s a state and 2.1e-8 a transition, 0.36 to
     * 4.1; from the states reached at 2.2e-5 s each, a median 2.9 times long.
     */
    static final double SECONDS_PER_STEP_TABLED_STATE = 6.5e-6;
    /** Seconds of one core per transition of a state played from step tables ({@link ReachEstimate#likelyWork()}). */
    static final double SECONDS_PER_STEP_TABLED_TRANSITION = 4.5e-8;
    /**
     * Seconds of one core per battle state played whose round the round model plays through its maps (the enemy's units
     * change a side's fire), with {@link #SECONDS_PER_MODEL_TRANSITION}: fitted as the step-tabled ones on 26 Global War
     * fleets, 0.1 to 37 s of thread time (within 0.30 to 3.0 of every one; at 2.2e-5 and 2.7e-7 with the summed count,
     * 0.25 to 4.0).
     */
    static final double SECONDS_PER_MODEL_STATE = 4e-5;
    /** Seconds of one core per transition of a state played through the round model's maps. */
    static final double SECONDS_PER_MODEL_TRANSITION = 3.5e-7;
    /**
     * How much longer a solve played from step tables takes under the client compiler alone ({@code
     * -XX:TieredStopAtLevel=1}: the command line's quick tier, {@code bin/battleboard} and the image's {@code
     * battleboard-cli}) than under both compilers, where the costs above were fitted: the median of 29 Global War fleets
     * solved warm both ways, 1.17 to 1.86 (docs/reliability.md, "The states a trimmed solve plays").
     */
    static final double QUICK_TIER_STEP_TABLED = 1.4;
    /** The same for a solve played through the round model's maps: the median of 17 fleets, 1.59 to 2.76. */
    static final double QUICK_TIER_MODEL = 2.4;

    /**
     * Whether this JVM compiles with the client compiler alone, read once: from the VM's own description, which says
     * "emulated-client" under {@code -XX:TieredStopAtLevel=1} however the option was given (the command line, {@code
     * JDK_JAVA_OPTIONS}, an argument file), else from its command line for levels 2 and 3.
     */
    private static final class Jit {
        static final boolean QUICK = emulatedClient(System.getProperty("java.vm.info"))
                || quickTier(ProcessHandle.current().info().arguments().orElse(new String[0]));
    }

    /**
     * @param vmInfo the JVM's {@code java.vm.info} property, e.g. "mixed mode, emulated-client, sharing"; may be null
     * @return whether it names HotSpot's client-compiler-only mode (Java 17 and later print it for {@code
     *         -XX:TieredStopAtLevel=1} and {@code -XX:CompilationMode=quick-only})
     */
    static boolean emulatedClient(String vmInfo) {
        return vmInfo != null && vmInfo.contains("emulated-client");
    }

    /**
     * @param jvmArguments a Java process's command-line arguments ({@link ProcessHandle.Info#arguments()}; none where the
     *                     platform does not tell)
     * @return whether they stop the JIT at one of the client compiler's levels ({@code -XX:TieredStopAtLevel=} 1 to 3)
     */
    static boolean quickTier(String[] jvmArguments) {
        for (String a : jvmArguments) {
            if (a.equals("-XX:TieredStopAtLevel=1") || a.equals("-XX:TieredStopAtLevel=2") || a.equals("-XX:TieredStopAtLevel=3")) {
                return true;
            }
        }
        return false;
    }

    /** Seconds of one core per battle state allocated, reached or not (each round position's rows, the settled states' codes). */
    static final double SECONDS_PER_ALLOCATED_STATE = 1.4e-8;
    /**
     * Most compositions of one side {@link ReachEstimate} plays before it takes all the enumerated ones: bounds the
     * estimate's own cost to about 3,000 rounds. With the solver's trim bound a side plays on only the compositions it
     * reaches with more than almost nothing, so that of 16 Global War fleets past 600 (Global War's fleets of three of
     * each ship among them, whose attacker reaches 890 compositions when each is played), 15 are within 1,500: their
     * estimates 0.7 to 2 times the states the solve plays but for two of under 0.15 s, where counted whole they were 1.5
     * to 77 times; the estimate's own cost 0.04 to 0.4 s, 1.3 s for one whose solve takes 7.3 s (docs/reliability.md,
     * "The states a trimmed solve plays").
     */
    static final int REACH_LIMIT = 1_500;
    /**
     * Seconds below which a battle played state by state is estimated as if every state were reached, at the dearer cost
     * per state, without counting the states it reaches ({@link ReachEstimate}): that count costs about as much as a small
     * sea battle's solve (0.25 ms of a 0.6 ms solve; 3-5 ms of Revised's N2, 20 ms), and such a battle is solved exactly
     * either way. An upper bound of the counted estimate, so within 1/3 .. 2 of any solve over 0.5 s.
     */
    static final double REACH_COUNT_FROM = 1.0;
    /**
     * Seconds of one core per state of the backward induction a retreat policy that needs state values makes
     * ({@code best}, {@code below P}): it values every state, reached or not, each round played from the round model
     * (Revised's fleets of 3,200 and 6,844 states with the best retreat: 0.19 s each).
     */
    static final double SECONDS_PER_INDUCTION_STATE = 3e-5;
    /**
     * The longest exact solve automatic choice takes on, by {@link #estimatedSeconds}: with the estimate within 3x of the
     * real solve, an answer within about 10 s (issue 27: Global War's fleets of three of each ship took 13 s, estimated at
     * 0.08 s); longer battles are simulated. A time limit below it is the bound instead.
     */
    public static final double AUTO_EXACT_SECONDS = 3.0;
    /**
     * The longest automatic choice lets an exact solve it took on run before it stops it and simulates instead, saying so:
     * twice {@link #AUTO_EXACT_SECONDS}. The estimate is no bound (the states reached are estimated, and a loaded machine
     * runs the same solve up to 3 times slower); this bounds what a battle it misjudged costs before the simulation
     * starts.
     */
    public static final Duration AUTO_EXACT_DEADLINE = Duration.ofSeconds(6);

    /**
     * @param est the battle's estimate
     * @param setup the battle (its retreat policy: an induction over every state first when it needs state values)
     * @return about how long the exact solve of this estimate takes on one core with the default trim bound
     *         ({@link ExactSolver#DEFAULT_TRIM}), in seconds, its policy pass counted: a battle read from round tables by
     *         its transitions left after trimming; one played state by state by the states it plays ({@link
     *         ReachEstimate#likely()}, which plays a round per composition each side reaches)
     */
    static double estimatedSeconds(StateSpaceEstimate est, BattleSetup setup) {
        return estimatedSeconds(est, setup, ExactSolver.DEFAULT_TRIM);
    }

    /**
     * @param est   the battle's estimate
     * @param setup the battle
     * @param trim  the exact solver's trim bound ({@link ExactSolver#trim()}), in [0, 1e-6]: the states it leaves unplayed
     *              are not counted
     * @return about how long the exact solve of this estimate takes on one core, in seconds ({@link
     *         #estimatedSeconds(StateSpaceEstimate, BattleSetup)})
     */
    static double estimatedSeconds(StateSpaceEstimate est, BattleSetup setup, double trim) {
        return estimatedSeconds(est, setup, trim, null);
    }

    /**
     * @param quickTier whether the solve runs under the client compiler alone, or null to read it from this JVM's command
     *                  line when it matters (a battle whose states are counted): the counted estimate is then longer by
     *                  {@link #QUICK_TIER_STEP_TABLED} or {@link #QUICK_TIER_MODEL}
     * @return {@link #estimatedSeconds(StateSpaceEstimate, BattleSetup, double)}
     */
    static double estimatedSeconds(StateSpaceEstimate est, BattleSetup setup, double trim, Boolean quickTier) {
        double forward;
        double everyState = everyStateSeconds(est);
        if (est.tabulated()) {
            forward = est.work() * SECONDS_PER_TABLE_TRANSITION;
        } else if (everyState <= REACH_COUNT_FROM) {
            // every state reached at the dearer cost is still quick: the reach count (a round per composition, as much as
            // a small sea battle's solve) would only lower an estimate that decides nothing, and stays within 2 of any
            // solve over 0.5 s (REACH_COUNT_FROM / 0.5)
            forward = everyState;
        } else {
            ReachEstimate reach = ReachEstimate.of(setup, REACH_LIMIT, est, trim);
            forward = reach.stepTabled()
                    ? reach.likely() * SECONDS_PER_STEP_TABLED_STATE + reach.likelyWork() * SECONDS_PER_STEP_TABLED_TRANSITION
                    : reach.likely() * SECONDS_PER_MODEL_STATE + reach.likelyWork() * SECONDS_PER_MODEL_TRANSITION;
            if (quickTier == null ? Jit.QUICK : quickTier) {
                forward *= reach.stepTabled() ? QUICK_TIER_STEP_TABLED : QUICK_TIER_MODEL;
            }
            forward += est.states() * SECONDS_PER_ALLOCATED_STATE;
        }
        return forward + (setup.retreat().needsStateValues() ? est.states() * SECONDS_PER_INDUCTION_STATE : 0);
    }

    /**
     * @return the seconds a battle played state by state would take were every state it enumerates played at the dearer
     *         costs (the round model's): an upper bound of the estimate from the states it plays
     */
    static double everyStateSeconds(StateSpaceEstimate est) {
        return est.states() * (SECONDS_PER_MODEL_STATE + SECONDS_PER_ALLOCATED_STATE) + est.work() * SECONDS_PER_MODEL_TRANSITION;
    }

    /** @return the passes over the chain the exact solve of this battle makes: {@link #POLICY_PASSES} or 1 */
    static int passes(BattleSetup setup) {
        return setup.retreat().needsStateValues() ? POLICY_PASSES : 1;
    }

    /** @return the battle solved exactly, or empty when the deadline stopped the solve first */
    private static java.util.Optional<BattleResult> exactBy(ExactSolver exact, BattleSetup setup, Duration deadline, Progress progress) {
        TimedProgress timed = new TimedProgress(progress, deadline);
        try {
            return java.util.Optional.of(exact.solve(setup, timed));
        } catch (java.util.concurrent.CancellationException e) {
            if (timed.late()) {
                return java.util.Optional.empty();
            }
            throw e;
        }
    }

    /**
     * Solves exactly, stopped at the options' exact time limit if they give one.
     *
     * @throws BattleTooLargeException one line when the time limit is reached
     */
    private static BattleResult exactWithin(ExactSolver exact, BattleSetup setup, SolveOptions options, Progress progress) {
        if (options.exactTimeLimit().isEmpty()) {
            return exact.solve(setup, progress);
        }
        Duration limit = options.exactTimeLimit().get();
        TimedProgress timed = new TimedProgress(progress, limit);
        try {
            return exact.solve(setup, timed);
        } catch (java.util.concurrent.CancellationException e) {
            if (timed.late()) {
                throw new BattleTooLargeException("the exact solve was stopped at the time limit of "
                        + String.format(Locale.US, "%.3g s", limit.toMillis() / 1000.0)
                        + ": use --method montecarlo, or a longer --time-limit");
            }
            throw e;
        }
    }

    /**
     * A retreat policy that needs state values is computed exactly before Monte Carlo can play it; refused at once when
     * that computation (a backward induction over every state, then a forward pass) would be over the automatic
     * choice's work budget, which would otherwise run for minutes before the first battle is simulated (issue 13).
     */
    private static BattleSetup playable(ExactSolver exact, BattleSetup setup, Progress progress) {
        if (setup.retreat().needsStateValues()) {
            StateSpaceEstimate est;
            try {
                est = exact.estimate(setup);
            } catch (BattleTooLargeException e) {
                throw new BattleTooLargeException(setup.retreat().describe() + " needs the exact solver, and " + e.getMessage());
            }
            double budget = autoWorkBudget(est) / POLICY_PASSES;
            if (est.work() > budget) {
                throw new BattleTooLargeException(String.format(Locale.US, "%s needs the value of every battle state, and this"
                                + " battle is too large to compute them in reasonable time (%s, over %.0e transitions for its %d passes):"
                                + " use a retreat policy that needs no values (never, after-round N, at-units N, when no-land-units)",
                        setup.retreat().describe(), est.describe(), budget, POLICY_PASSES));
            }
        }
        try {
            return exact.resolveRetreat(setup, progress);
        } catch (BattleTooLargeException e) {
            throw new BattleTooLargeException(setup.retreat().describe() + " needs the exact solver, and " + e.getMessage());
        }
    }

    private BattleResult auto(ExactSolver exact, BattleSetup setup, SolveOptions options, Progress progress, Consumer<BattleResult> partial) {
        String why;
        try {
            StateSpaceEstimate est = exact.estimate(setup);
            double budget = autoWorkBudget(est) / passes(setup);
            boolean withinBudget = est.bytes() <= exact.memoryBudget() && est.work() <= budget;
            // the time estimate counts the states reached (up to a second of its own for a fleet whose side reaches
            // many compositions): asked only of a battle within the budgets
            double seconds = withinBudget ? estimatedSeconds(est, setup, exact.trim()) : Double.POSITIVE_INFINITY;
            Duration limit = options.exactTimeLimit().orElse(options.monteCarlo().timeLimit());
            double most = Math.min(AUTO_EXACT_SECONDS, limit.toMillis() / 1000.0);
            if (withinBudget && seconds <= most) {
                java.util.Optional<BattleResult> solved = autoDeadline.compareTo(limit) < 0
                        ? exactBy(exact, setup, autoDeadline, progress)
                        : java.util.Optional.of(exactWithin(exact, setup, options, progress));
                if (solved.isPresent()) {
                    return solved.get().withMethodNote("auto chose exact: " + est.describe() + ", within the budget ("
                            + StateSpaceEstimate.bytes(exact.memoryBudget()) + ", " + String.format(Locale.US, "%.0e", budget)
                            + " transitions)");
                }
                why = String.format(Locale.US, "exact, estimated at %.2g s (%s), was still running at auto's deadline of %.3g s",
                        seconds, est.describe(), autoDeadline.toMillis() / 1000.0);
                BattleResult r = simulate(playable(exact, setup, progress), options, progress, partial);
                return r.withMethodNote("auto chose Monte Carlo because " + why + ". " + r.methodNote());
            }
            why = withinBudget
                    ? String.format(Locale.US, "exact would take about %.2g s (%s), over %s of %.3g s", seconds,
                            est.describe(), most < AUTO_EXACT_SECONDS ? "the time limit" : "auto's exact budget", most)
                    : "exact would need " + est.describe() + ", over the budget (" + StateSpaceEstimate.bytes(exact.memoryBudget()) + ", "
                            + String.format(Locale.US, "%.0e", budget) + " transitions)";
        } catch (BattleTooLargeException e) {
            why = e.getMessage();
        }
        BattleResult r = simulate(playable(exact, setup, progress), options, progress, partial);
        return r.withMethodNote("auto chose Monte Carlo because " + why + ". " + r.methodNote());
    }
}
