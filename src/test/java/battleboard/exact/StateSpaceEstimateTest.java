package battleboard.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The estimate's text, written out by hand for speed, reads exactly as the format it replaced. */
class StateSpaceEstimateTest {
    @Test
    void groupedReadsAsTheUsFormat() {
        for (long n : new long[] {0, 7, 999, 1000, 22_197, 999_999, 1_000_000, 3_603_801, Long.MAX_VALUE, -1, -1000,
                -1_234_567, Long.MIN_VALUE}) {
            assertEquals(String.format(Locale.US, "%,d", n), StateSpaceEstimate.grouped(n), "n = " + n);
        }
    }

    @Test
    void describeReadsAsTheUsFormat() {
        StateSpaceEstimate e = new StateSpaceEstimate(151, 147, 1, 22_197, 225_000, 1.26e8);
        assertEquals(String.format(Locale.US, "%,d x %,d x %d = %,d states, %s, %.1e transitions", 151, 147, 1, 22_197L,
                "219 KiB", 1.26e8), e.describe());
        assertEquals("151 x 147 x 1 = 22,197 states, 219 KiB, 1.3e+08 transitions", e.describe());
        assertEquals("1,800 bytes", StateSpaceEstimate.bytes(1800));
        assertEquals("97 MiB", StateSpaceEstimate.bytes(97L * 1024 * 1024 + 5));
    }
}
