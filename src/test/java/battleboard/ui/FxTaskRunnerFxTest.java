package battleboard.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** The production runner: work off the FX thread, callbacks on it, cancellation seen by the work. */
@ExtendWith(ApplicationExtension.class)
class FxTaskRunnerFxTest {
    static {
        FxTests.quickRobot();
    }

    private final List<String> events = Collections.synchronizedList(new java.util.ArrayList<>());

    private <T> TaskRunner.Listener<T> recorder() {
        return new TaskRunner.Listener<>() {
            private void record(String event) {
                events.add(Platform.isFxApplicationThread() ? event : event + " OFF THE FX THREAD");
            }

            @Override
            public void progress(double fractionDone, String message) {
                record("progress " + fractionDone + " " + message);
            }

            @Override
            public void partial(T value) {
                record("partial " + value);
            }

            @Override
            public void succeeded(T value) {
                record("succeeded " + value);
            }

            @Override
            public void failed(Throwable error) {
                record("failed " + error.getMessage());
            }

            @Override
            public void cancelled() {
                record("cancelled");
            }
        };
    }

    @Test
    void cancelStopsTheWorkThroughItsProgress() throws ExecutionException, InterruptedException, TimeoutException {
        try (FxTaskRunner runner = new FxTaskRunner()) {
            AtomicBoolean workSawCancel = new AtomicBoolean();
            AtomicReference<String> workThread = new AtomicReference<>();
            TaskRunner.Work<String> work = (progress, partial) -> {
                workThread.set(Thread.currentThread().getName());
                progress.update(0.5, "halfway");
                while (!progress.isCancelled()) {
                    try {
                        Thread.sleep(1);
                    } catch (InterruptedException e) {
                        throw new AssertionError("cancel must not interrupt the solver", e);
                    }
                }
                workSawCancel.set(true);
                throw new CancellationException("stopped");
            };
            TaskRunner.Running running = WaitForAsyncUtils.asyncFx(() -> runner.start(work, recorder())).get();
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> events.contains("progress 0.5 halfway"));
            WaitForAsyncUtils.asyncFx(running::cancel).get();
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, workSawCancel::get);
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(List.of("progress 0.5 halfway", "cancelled"), events);
            assertTrue(workThread.get().startsWith("battleboard-solve-"), workThread.get());
        }
    }

    @Test
    void partialResultsTheResultAndFailuresArriveOnTheFxThreadInOrder() throws ExecutionException, InterruptedException, TimeoutException {
        try (FxTaskRunner runner = new FxTaskRunner()) {
            WaitForAsyncUtils.asyncFx(() -> runner.start((progress, partial) -> {
                partial.accept("1,024 battles");
                partial.accept("2,048 battles");
                return "odds";
            }, recorder())).get();
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> events.contains("succeeded odds"));
            WaitForAsyncUtils.asyncFx(() -> runner.start((progress, partial) -> {
                throw new IllegalArgumentException("tank cannot fight in a sea battle");
            }, recorder())).get();
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> events.size() == 4);
            assertEquals(List.of("partial 1,024 battles", "partial 2,048 battles", "succeeded odds",
                    "failed tank cannot fight in a sea battle"), events);
        }
    }
}
