package battleboard.ui;

import battleboard.battle.Side;
import battleboard.solve.MethodChoice;
import battleboard.solve.Solver;
import java.util.Locale;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * Live recalculation (issue 12, item 5; issue 26, scope 3): the player's changes to the battle are counted, and after a
 * pause in them the view asks for the battle to be solved again, which happens when it is quick; otherwise the headline
 * says it is out of date and about how long Calculate takes. Use on the FX thread.
 */
final class LiveRecalculation {
    /**
     * Exact work (transitions, as {@link Solver#exactWork} counts them) up to which a changed battle is solved again at
     * once: about 0.05 s on this project's reference machine (docs/performance.md), well under the ~0.3 s the issue allows.
     */
    static final double LIVE_WORK = 2e6;

    /** Exact work solved per second on the reference machine: {@link #LIVE_WORK} in about 0.05 s (docs/performance.md). */
    static final double WORK_PER_SECOND = LIVE_WORK / 0.05;

    /** On unless the system property battleboard.live is "false" (the tests). */
    private final BooleanProperty live = new SimpleBooleanProperty(this, "live", !"false".equals(System.getProperty("battleboard.live")));
    /** Counts the player's changes to the battle; the view waits for a pause in them before {@link #recalculateIfQuick}. */
    private final ReadOnlyIntegerWrapper edits = new ReadOnlyIntegerWrapper(this, "edits");
    private final ReadOnlyBooleanProperty running;
    private final ResultsViewModel results;
    private final Supplier<FormCheck> form;
    private final Runnable solve;
    private final FormStatus status;

    /**
     * @param running true while a solve runs
     * @param results the results shown, and whether they are out of date
     * @param form    checks the form
     * @param solve   solves the form's battle as the player types
     * @param status  the status line
     */
    LiveRecalculation(ReadOnlyBooleanProperty running, ResultsViewModel results, Supplier<FormCheck> form, Runnable solve,
                      FormStatus status) {
        this.running = running;
        this.results = results;
        this.form = form;
        this.solve = solve;
        this.status = status;
    }

    /** The player (or the form, at once for many fields) changed the battle: one more edit. */
    void edited() {
        edits.set(edits.get() + 1);
    }

    /**
     * Solves the battle again when live recalculation is on, the results are out of date or empty, the inputs are valid,
     * the method is exact or auto, and the exact solve is quick ({@link #LIVE_WORK}); else leaves the results marked out
     * of date. Called by the view after a pause in the player's typing.
     *
     * @return true when a solve started
     */
    boolean recalculateIfQuick() {
        if (!live.get() || running.get() || (results.resultProperty().get() != null && !results.staleProperty().get())) {
            return false;
        }
        FormCheck check = form.get();
        if (check.setup() == null || check.setup().force(Side.ATTACKER).isEmpty() || check.setup().force(Side.DEFENDER).isEmpty()) {
            return false; // a side not yet typed: nothing worth showing
        }
        if (check.options().method() == MethodChoice.MONTE_CARLO) {
            outOfDate(check.options().monteCarlo().timeLimit().toMillis() / 1000.0, "Monte Carlo runs only when you press Calculate");
            return false;
        }
        double work;
        try {
            work = new Solver().exactWork(check.setup());
        } catch (RuntimeException tooLargeToEstimate) {
            outOfDate(Double.NaN, "the battle is too large to solve as you type");
            return false;
        }
        if (work > LIVE_WORK) {
            outOfDate(work / WORK_PER_SECOND, "the battle is too large to solve as you type");
            return false;
        }
        solve.run();
        return true;
    }

    /**
     * Marks the headline out of date and says why in the status line (issue 26, defect 5).
     *
     * @param seconds about how long Calculate takes, in seconds; NaN when unknown
     * @param why     why the battle is not solved as the player types
     */
    private void outOfDate(double seconds, String why) {
        String about = Double.isNaN(seconds) ? "" : String.format(Locale.US, " (about %s s)",
                seconds < 1 ? "1" : String.format(Locale.US, "%.0f", seconds));
        results.markOutOfDate("Out of date — press Calculate" + about);
        status.say("Out of date: " + why + "; press Calculate" + about + ".", false);
    }

    /** @return whether the battle is solved again as the player types, when that is quick */
    BooleanProperty liveProperty() {
        return live;
    }

    /** @return the count of the player's changes to the battle, for the view's pause before {@link #recalculateIfQuick} */
    ReadOnlyIntegerProperty editsProperty() {
        return edits.getReadOnlyProperty();
    }
}
