package battleboard.ui;

import java.util.ArrayList;
import java.util.List;

/**
 * Holds every piece of work it is given without running it, so a test decides when (and whether)
 * it reports progress, finishes, fails, and sees whether the view model cancelled it.
 */
final class ManualTaskRunner implements TaskRunner {
    final List<Started<?>> started = new ArrayList<>();

    /** One piece of work the view model started. */
    static final class Started<T> {
        final Work<T> work;
        final Listener<T> listener;
        boolean cancelled;

        Started(Work<T> work, Listener<T> listener) {
            this.work = work;
            this.listener = listener;
        }

        /**
         * Runs the work now on this thread, passing on its progress and partial results, until the first
         * partial result has arrived; the work is then told it is cancelled, and what it returns is not reported.
         */
        void runUntilFirstPartial() {
            boolean[] seen = {false};
            work.run(InlineTaskRunner.progress(listener, () -> seen[0]), value -> {
                seen[0] = true;
                listener.partial(value);
            });
        }

        /** Runs the work now on this thread (ignoring cancellation), passing on its partial results, and reports its result. */
        void runToCompletion() {
            listener.succeeded(work.run(battleboard.battle.Progress.NONE, listener::partial));
        }
    }

    @Override
    public <T> Running start(Work<T> work, Listener<T> listener) {
        Started<T> s = new Started<>(work, listener);
        started.add(s);
        return () -> s.cancelled = true;
    }

    Started<?> last() {
        return started.get(started.size() - 1);
    }
}
