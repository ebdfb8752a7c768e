package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** How the method flags become solve options. */
class MethodOptionsTest {
    private static MethodOptions flags(String method, String timeLimit) {
        MethodOptions o = new MethodOptions();
        o.method.set(method);
        o.timeLimit.set(timeLimit);
        return o;
    }

    @Test
    void theDefaultTimeLimitHoldsForExactWorkWhenNotGiven() {
        // issue 27: --help names 30 s as the default time limit, and exact and auto ran on without it unless it was given
        assertEquals(Optional.of(Duration.ofSeconds(30)), flags("exact", null).solveOptions().exactTimeLimit());
        assertEquals(Optional.of(Duration.ofSeconds(30)), flags("auto", null).solveOptions().exactTimeLimit());
        assertEquals(Optional.of(Duration.ofSeconds(5)), flags("exact", "5s").solveOptions().exactTimeLimit());
        assertEquals(Optional.empty(), flags("montecarlo", null).solveOptions().exactTimeLimit());
        assertEquals(Duration.ofSeconds(30), flags("montecarlo", null).solveOptions().monteCarlo().timeLimit());
    }
}
