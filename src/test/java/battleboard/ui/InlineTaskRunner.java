package battleboard.ui;

import battleboard.battle.Progress;
import java.util.concurrent.CancellationException;

/** Runs each piece of work at once on the calling thread; callbacks arrive before {@code start} returns. */
final class InlineTaskRunner implements TaskRunner {
    @Override
    public <T> Running start(Work<T> work, Listener<T> listener) {
        boolean[] cancelled = {false};
        Progress progress = new Progress() {
            @Override
            public void update(double fractionDone, String message) {
                listener.progress(fractionDone, message);
            }

            @Override
            public boolean isCancelled() {
                return cancelled[0];
            }
        };
        try {
            listener.succeeded(work.run(progress, listener::partial));
        } catch (CancellationException e) {
            listener.cancelled();
        } catch (RuntimeException e) {
            listener.failed(e);
        }
        return () -> cancelled[0] = true;
    }
}
