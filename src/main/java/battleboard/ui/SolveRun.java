package battleboard.ui;

import battleboard.battle.BattleSetup;
import battleboard.battle.Side;
import battleboard.input.BattlePreset;
import battleboard.result.BattleResult;
import battleboard.result.TooLargeException;
import battleboard.solve.SolveOptions;
import battleboard.ui.BattleHistory.SolvedBattle;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyStringProperty;

/**
 * The life of the form's solve: started by Calculate (or as the player types), its Monte Carlo figures so far shown a few
 * times a second, its result shown and kept in the History, stopped by Cancel or a change of the battle. A cancelled Monte
 * Carlo run leaves its figures so far, marked "cancelled after N battles". Use on the FX thread.
 */
final class SolveRun {
    /** Monte Carlo's partial results are shown at most this often (issue 12, item 6): about twice a second. */
    static final long PARTIAL_EVERY_NANOS = 450_000_000L;

    private final BackgroundJob job;
    private final BattleSolver solver;
    private final ResultsViewModel results;
    private final BattleHistory history;
    private final FormStatus status;
    private final Consumer<BattlePreset> solved;
    /** Battles of the Monte Carlo result so far shown for the running solve; 0 when none. */
    private long battlesSoFar;
    /** When the last partial result was shown, System.nanoTime(). */
    private long lastPartialShown = Long.MIN_VALUE / 2;

    /**
     * @param services the solver, and the runner it runs on
     * @param results  where the result is shown
     * @param history  keeps the battles solved
     * @param status   the status line
     * @param solved   told of each battle solved, as a file (the form keeps it for the next start)
     */
    SolveRun(FormServices services, ResultsViewModel results, BattleHistory history, FormStatus status, Consumer<BattlePreset> solved) {
        this.job = new BackgroundJob(services.runner());
        this.solver = services.solver();
        this.results = results;
        this.history = history;
        this.status = status;
        this.solved = solved;
    }

    /**
     * Starts solving a battle the form accepts; the caller stops the solve running first.
     *
     * @param check  the form, checked: its setup is not null
     * @param asFile the battle as a file, for the History
     * @param live   true when solved as the player types: the History keeps the battle only once it stays unchanged
     *               ({@link BattleHistory#solvedLive}); false for Calculate, kept at once
     */
    void start(FormCheck check, BattlePreset asFile, boolean live) {
        BattleSetup setup = check.setup();
        SolveOptions options = check.options();
        status.say("Solving " + battleText(setup) + " …", false);
        lastPartialShown = Long.MIN_VALUE / 2; // the run's first partial result shows at once
        job.start((progress, partial) -> solver.solve(setup, options, progress, partial), new BackgroundJob.Outcome<BattleResult>() {
            @Override
            public void partial(BattleResult r) {
                long now = System.nanoTime();
                if (now - lastPartialShown >= PARTIAL_EVERY_NANOS) {
                    // a few times a second is enough to watch a run; more only keeps the FX thread from the player
                    lastPartialShown = now;
                    battlesSoFar = r.states(); // the battles of the figures shown, which a cancel keeps
                    results.show(r, setup);
                }
            }

            @Override
            public void succeeded(BattleResult r) {
                battlesSoFar = 0;
                results.show(r, setup);
                status.say("Solved " + battleText(setup) + ".", false);
                SolvedBattle battle = new SolvedBattle(String.format(Locale.US, "%.2f%% — %s", 100 * r.attackerWin(), battleText(setup)),
                        asFile);
                if (live) {
                    history.solvedLive(battle);
                } else {
                    history.calculated(battle);
                }
                solved.accept(asFile);
            }

            @Override
            public void failed(Throwable error) {
                battlesSoFar = 0;
                status.problem(describe(error));
            }
        });
    }

    /** Stops the running solve, if any, and says so; a Monte Carlo run's figures so far stay, marked cancelled. */
    void cancel() {
        long battles = battlesSoFar;
        if (stop()) {
            status.say(battles > 0 ? String.format(Locale.US, "Cancelled after %,d battles: the odds shown are from those battles.", battles)
                    : "Cancelled.", false);
        }
    }

    /** @return true when a solve was running and is now cancelled (a Monte Carlo run's figures so far marked so) */
    boolean stop() {
        boolean stopped = job.stop();
        if (stopped && battlesSoFar > 0) {
            results.markCancelled();
        }
        battlesSoFar = 0;
        return stopped;
    }

    /** @return the battle as the status line names it: its edition's name, not its id (issue 12, item 7) */
    private static String battleText(BattleSetup s) {
        return s.edition().name() + ", " + s.kind().label() + " battle: " + s.force(Side.ATTACKER) + " vs " + s.force(Side.DEFENDER)
                + (s.bombardment().isEmpty() ? "" : ", bombarding " + s.bombardment());
    }

    /** @return one line for a failure: the core's own message for bad input or a battle too large */
    static String describe(Throwable error) {
        String message = error.getMessage();
        if (error instanceof IllegalArgumentException || error instanceof TooLargeException) {
            return message;
        }
        System.getLogger(SolveRun.class.getName()).log(System.Logger.Level.ERROR, "solver failed", error);
        return "the solver failed: " + error.getClass().getSimpleName() + (message == null ? "" : ": " + message.lines().findFirst().orElse(""));
    }

    /** @return true while a solve runs */
    ReadOnlyBooleanProperty runningProperty() {
        return job.runningProperty();
    }

    /** @return the running solve's fraction done in [0, 1], negative while unknown */
    ReadOnlyDoubleProperty progressProperty() {
        return job.progressProperty();
    }

    /** @return what the running solve says it is doing, e.g. "Monte Carlo: 12,288 battles" */
    ReadOnlyStringProperty progressMessageProperty() {
        return job.messageProperty();
    }
}
