package battleboard.ui;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * What a pane that runs its own work from the form's battle shows besides its figures (Compare,
 * Casualties): the work ({@link BackgroundJob}), a status line that may name a problem, and whether
 * the figures shown are out of date because the battle changed since. Use on the FX thread.
 */
final class PaneJob {
    private final BackgroundJob job;
    private final String work;
    private final String button;
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyBooleanWrapper statusError = new ReadOnlyBooleanWrapper(this, "statusError");
    private final ReadOnlyBooleanWrapper stale = new ReadOnlyBooleanWrapper(this, "stale");

    /**
     * @param runner runs the work
     * @param work   what the work is called in the status line, e.g. "Comparison"
     * @param button the button that starts it, e.g. "Compare"
     * @param ready  the status line before any work
     */
    PaneJob(TaskRunner runner, String work, String button, String ready) {
        this.job = new BackgroundJob(runner);
        this.work = work;
        this.button = button;
        status.set(ready);
    }

    /**
     * Stops the running work, if any, and starts another; the figures are then current.
     *
     * @param message the status line while it runs
     */
    <T> void start(String message, TaskRunner.Work<T> task, BackgroundJob.Outcome<T> outcome) {
        stale.set(false);
        setStatus(message, false);
        job.start(task, outcome);
    }

    /** @return true when work was running and is now stopped (its late results are ignored) */
    boolean stop() {
        return job.stop();
    }

    /** Stops the running work, if any, and says so. */
    void cancel() {
        if (job.stop()) {
            setStatus(work + " cancelled.", false);
        }
    }

    /**
     * The battle changed: stops the running work and marks the figures shown out of date.
     *
     * @param showsFigures whether the pane shows figures that are now out of date
     */
    void battleChanged(boolean showsFigures) {
        boolean stopped = job.stop();
        stale.set(showsFigures);
        if (stopped) {
            setStatus(work + " cancelled: the battle changed.", false);
        } else if (showsFigures) {
            setStatus("The battle changed: press " + button + " again.", false);
        }
    }

    /** Forgets the figures: nothing is out of date. */
    void cleared() {
        stale.set(false);
    }

    /**
     * @param check the form's battle, checked
     * @return true when it is not ready to solve, which the status line then says; false when it is
     */
    boolean notReady(FormCheck check) {
        if (check.setup() != null) {
            return false;
        }
        setStatus("The battle on the Battle tab is not ready: " + check.error(), true);
        return true;
    }

    /** @param error true when the message names a problem */
    void setStatus(String message, boolean error) {
        status.set(message);
        statusError.set(error);
    }

    ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** @return true when {@link #statusProperty()} names a problem */
    ReadOnlyBooleanProperty statusErrorProperty() {
        return statusError.getReadOnlyProperty();
    }

    /** @return true when the battle changed after the figures shown were computed */
    ReadOnlyBooleanProperty staleProperty() {
        return stale.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty runningProperty() {
        return job.runningProperty();
    }

    ReadOnlyDoubleProperty progressProperty() {
        return job.progressProperty();
    }
}
