package battleboard.ui;

import battleboard.battle.Progress;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/** Runs each piece of work at once on the calling thread; callbacks arrive before {@code start} returns. */
final class InlineTaskRunner implements TaskRunner {
    @Override
    public <T> Running start(Work<T> work, Listener<T> listener) {
        boolean[] cancelled = {false};
        try {
            listener.succeeded(work.run(progress(listener, () -> cancelled[0]), listener::partial));
        } catch (CancellationException e) {
            listener.cancelled();
        } catch (RuntimeException e) {
            listener.failed(e);
        }
        return () -> cancelled[0] = true;
    }

    /** @return a progress that reports to the listener and is cancelled when {@code cancelled} says so */
    static Progress progress(Listener<?> listener, BooleanSupplier cancelled) {
        return new Progress() {
            @Override
            public void update(double fractionDone, String message) {
                listener.progress(fractionDone, message);
            }

            @Override
            public boolean isCancelled() {
                return cancelled.getAsBoolean();
            }
        };
    }
}
