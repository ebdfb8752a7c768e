package battleboard.ui;

import battleboard.battle.Progress;
import java.util.function.Consumer;

/**
 * Starts background work for a view model, so that the view model never creates threads itself
 * and tests can run the work inline. Production: {@link FxTaskRunner} (a JavaFX {@code Task} on a
 * daemon executor, callbacks on the FX thread).
 */
interface TaskRunner {

    /**
     * Starts {@code work}. Exactly one of {@link Listener#succeeded}, {@link Listener#failed} or
     * {@link Listener#cancelled} is called once, after any number of {@link Listener#progress} and
     * {@link Listener#partial} calls.
     * Every callback runs on the thread that owns the view model (the FX thread in production; the
     * calling thread, possibly before this method returns, in tests).
     *
     * @param work     the work; it reports progress to, and polls for cancellation on, the given {@link Progress}
     * @param listener receives progress and the outcome
     * @param <T>      the work's result type
     * @return a handle to cancel the work
     */
    <T> Running start(Work<T> work, Listener<T> listener);

    /**
     * Background work that reports progress, may hand over partial results (a Monte Carlo run's figures
     * so far), and stops when {@link Progress#isCancelled()} says so.
     */
    @FunctionalInterface
    interface Work<T> {
        /**
         * @param progress where to report the fraction done and to poll for cancellation
         * @param partial  takes results so far, on the work's thread; the runner passes them on to
         *                 {@link Listener#partial} on the owner's thread
         * @return the result
         * @throws java.util.concurrent.CancellationException when cancelled
         */
        T run(Progress progress, Consumer<T> partial);
    }

    /** Receives the progress and outcome of one piece of work. */
    interface Listener<T> {
        /**
         * @param fractionDone fraction in [0, 1], or a negative value when unknown
         * @param message      what is being done
         */
        void progress(double fractionDone, String message);

        /** @param value a result so far; more may follow, then the outcome */
        void partial(T value);

        /** @param value the work's result */
        void succeeded(T value);

        /** @param error what the work threw (never a cancellation) */
        void failed(Throwable error);

        /** The work was cancelled through {@link Running#cancel()}. */
        void cancelled();
    }

    /** A started piece of work. */
    @FunctionalInterface
    interface Running {
        /** Asks the work to stop; harmless when it has already finished. */
        void cancel();
    }
}
