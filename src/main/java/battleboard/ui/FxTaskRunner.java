package battleboard.ui;

import battleboard.battle.Progress;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.concurrent.Task;

/**
 * The production {@link TaskRunner}: each piece of work runs as a JavaFX {@link Task} on a pool of
 * daemon threads, so the FX thread stays free and an unfinished solve never keeps the application
 * alive. Callbacks arrive on the FX thread: partial results through {@link Platform#runLater}, in the
 * order they were handed over and before the outcome. A cancelled solve that is still winding down does not
 * delay the next one (the pool grows instead of queueing).
 */
final class FxTaskRunner implements TaskRunner, AutoCloseable {
    private final ExecutorService executor;

    FxTaskRunner() {
        AtomicInteger count = new AtomicInteger();
        executor = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "battleboard-solve-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    /** Must be called on the FX thread. */
    @Override
    public <T> Running start(Work<T> work, Listener<T> listener) {
        WorkTask<T> task = new WorkTask<>(work, value -> Platform.runLater(() -> listener.partial(value)));
        task.progressProperty().addListener((o, before, now) -> listener.progress(now.doubleValue(), task.getMessage()));
        task.setOnSucceeded(e -> listener.succeeded(task.getValue()));
        task.setOnFailed(e -> listener.failed(task.getException()));
        task.setOnCancelled(e -> listener.cancelled());
        executor.execute(task);
        // no interrupt: the solvers poll Progress.isCancelled(), which the Task answers
        return () -> task.cancel(false);
    }

    /** Stops accepting work and asks running work to stop. */
    @Override
    public void close() {
        executor.shutdownNow();
    }

    /** A Task is its own {@link Progress}: {@code Task.isCancelled()} answers the solver's poll. */
    private static final class WorkTask<T> extends Task<T> implements Progress {
        private final Work<T> work;
        private final Consumer<T> partial;

        WorkTask(Work<T> work, Consumer<T> partial) {
            this.work = work;
            this.partial = partial;
        }

        @Override
        protected T call() {
            return work.run(this, partial);
        }

        @Override
        public void update(double fractionDone, String message) {
            // message first: the listener reads it when the progress changes
            updateMessage(message);
            updateProgress(fractionDone, 1.0);
        }
    }
}
