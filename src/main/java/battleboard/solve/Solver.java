package battleboard.solve;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.exact.BattleTooLargeException;
import battleboard.exact.ExactSolver;
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
        this.exact = exact;
    }

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

    /** Seconds per transition of the exact solver played state by state, and read from round tables (docs/performance.md). */
    private static final double SECONDS_PER_TRANSITION = 1.5e-9;
    private static final double SECONDS_PER_TABLE_TRANSITION = 0.3e-9;

    /** @return about how long the exact solve of this estimate takes, in seconds, its policy passes counted */
    static double estimatedSeconds(StateSpaceEstimate est, BattleSetup setup) {
        return est.work() * (est.tabulated() ? SECONDS_PER_TABLE_TRANSITION : SECONDS_PER_TRANSITION)
                * passes(setup);
    }

    /** @return the passes over the chain the exact solve of this battle makes: {@link #POLICY_PASSES} or 1 */
    static int passes(BattleSetup setup) {
        return setup.retreat().needsStateValues() ? POLICY_PASSES : 1;
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
            double seconds = estimatedSeconds(est, setup);
            Duration limit = options.exactTimeLimit().orElse(options.monteCarlo().timeLimit());
            if (est.bytes() <= exact.memoryBudget() && est.work() <= budget && seconds <= limit.toMillis() / 1000.0) {
                BattleResult r = exactWithin(exact, setup, options, progress);
                return r.withMethodNote("auto chose exact: " + est.describe() + ", within the budget ("
                        + StateSpaceEstimate.bytes(exact.memoryBudget()) + ", " + String.format(Locale.US, "%.0e", budget)
                        + " transitions)");
            }
            why = est.bytes() <= exact.memoryBudget() && est.work() <= budget
                    ? String.format(Locale.US, "exact would take about %.2g s (%s), over the time limit of %.3g s", seconds,
                            est.describe(), limit.toMillis() / 1000.0)
                    : "exact would need " + est.describe() + ", over the budget (" + StateSpaceEstimate.bytes(exact.memoryBudget()) + ", "
                            + String.format(Locale.US, "%.0e", budget) + " transitions)";
        } catch (BattleTooLargeException e) {
            why = e.getMessage();
        }
        BattleResult r = simulate(playable(exact, setup, progress), options, progress, partial);
        return r.withMethodNote("auto chose Monte Carlo because " + why + ". " + r.methodNote());
    }
}
