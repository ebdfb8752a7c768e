package battleboard.solve;

import battleboard.battle.Progress;
import org.junit.jupiter.api.Test;

/**
 * The warm-up the form runs at start solves its battles without an error, and stops at once when cancelled (its
 * effect, a first solve as fast as a later one, is measured in docs/performance.md, not asserted).
 */
class WarmupTest {
    @Test
    void runsItsBattlesAndStopsWhenCancelled() {
        Warmup.run(Progress.NONE);
        Progress cancelled = new Progress() {
            @Override
            public void update(double fraction, String what) {
            }

            @Override
            public boolean isCancelled() {
                return true;
            }
        };
        Warmup.run(cancelled); // returns before its first battle
    }
}
