package battleboard.solve;

import battleboard.battle.Progress;
import java.time.Duration;

/** A progress that also cancels once a time limit has passed, and says whether that is why. */
final class TimedProgress implements Progress {
    private final Progress progress;
    private final long deadline;
    private volatile boolean late;

    /**
     * @param progress the caller's progress, passed on; its cancel still cancels
     * @param limit    how long the work may take from now
     */
    TimedProgress(Progress progress, Duration limit) {
        this.progress = progress;
        this.deadline = System.nanoTime() + limit.toNanos();
    }

    @Override
    public void update(double fractionDone, String message) {
        progress.update(fractionDone, message);
    }

    @Override
    public boolean isCancelled() {
        if (progress.isCancelled()) {
            return true;
        }
        late |= System.nanoTime() > deadline;
        return late;
    }

    /** @return true when the time limit was reached (a cancel it caused) */
    boolean late() {
        return late;
    }
}
