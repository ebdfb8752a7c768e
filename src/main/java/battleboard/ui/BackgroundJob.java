package battleboard.ui;

import java.util.concurrent.CancellationException;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * A view model's one piece of background work at a time, run through a {@link TaskRunner}: starting
 * new work, or {@link #stop()}, cancels the running one, and every later callback of the cancelled
 * work is ignored. Holds what a progress bar shows. Use on the view model's thread.
 */
final class BackgroundJob {
    /** What the view model does with the work's results; called on its thread, only for the current work. */
    interface Outcome<T> {
        /** @param value a result so far (a Monte Carlo run's figures while it goes on) */
        default void partial(T value) {
        }

        /** @param value the result */
        void succeeded(T value);

        /** @param error what the work threw */
        void failed(Throwable error);
    }

    private final TaskRunner runner;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");

    /** Handle of the running work, null when none. */
    private TaskRunner.Running current;
    /** Number of the current work; callbacks of older ones are ignored. */
    private long generation;

    BackgroundJob(TaskRunner runner) {
        this.runner = runner;
    }

    /**
     * Cancels the running work, if any, and starts {@code work}.
     *
     * @param work    the work
     * @param outcome receives its partial results and its outcome, unless it is stopped first
     * @param <T>     the result type
     */
    <T> void start(TaskRunner.Work<T> work, Outcome<T> outcome) {
        stop();
        long id = ++generation;
        running.set(true);
        progress.set(-1);
        message.set("");
        TaskRunner.Running handle = runner.start(work, new TaskRunner.Listener<>() {
            @Override
            public void progress(double fractionDone, String text) {
                if (id == generation) {
                    progress.set(fractionDone);
                    message.set(text == null ? "" : text);
                }
            }

            @Override
            public void partial(T value) {
                if (id == generation) {
                    outcome.partial(value);
                }
            }

            @Override
            public void succeeded(T value) {
                if (id == generation) {
                    finished();
                    outcome.succeeded(value);
                }
            }

            @Override
            public void failed(Throwable error) {
                if (id == generation) {
                    finished();
                    outcome.failed(error);
                }
            }

            @Override
            public void cancelled() {
                // only stop() cancels, and it has already moved on to a new generation
                failed(new CancellationException("cancelled"));
            }
        });
        if (id == generation && running.get()) {
            current = handle;
        }
    }

    /**
     * Cancels the running work; its later callbacks are ignored.
     *
     * @return true when work was running
     */
    boolean stop() {
        if (!running.get()) {
            return false;
        }
        generation++;
        if (current != null) {
            current.cancel();
        }
        finished();
        return true;
    }

    private void finished() {
        current = null;
        running.set(false);
        progress.set(0);
        message.set("");
    }

    /** @return true while work runs */
    ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** @return the running work's fraction done in [0, 1], negative while unknown */
    ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** @return what the running work says it is doing, e.g. "Monte Carlo: 12,288 battles" */
    ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
