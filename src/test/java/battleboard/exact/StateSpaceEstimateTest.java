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
    void scientificReadsAsTheUsFormat() {
        java.util.Random random = new java.util.Random(24);
        java.util.List<Double> values = new java.util.ArrayList<>(java.util.List.of(1.0, 1.25, 1.35, 1.45, 9.95, 9.96, 0.95,
                0.995, 99.5, 160.0, 1.26e8, 9.999e9, 1e-5, 1.05e-7, 5e-324, Double.MAX_VALUE, 0.0, 123456789.0, 1e100));
        for (int i = 0; i < 20_000; i++) {
            values.add(Math.pow(10, random.nextDouble() * 40 - 15));
            values.add((double) random.nextInt(100_000)); // whole counts, as transitions often are
        }
        for (double x : values) {
            assertEquals(String.format(Locale.US, "%.1e", x), StateSpaceEstimate.scientific(x), "x = " + x);
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
