package battleboard.exact;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** {@link WaySums}: each id once, in the order first added, its probabilities summed; cleared, it starts over. */
class WaySumsTest {
    @Test
    void eachIdOnceWithItsProbabilitiesSummed() {
        WaySums ways = new WaySums();
        for (int i = 0; i < 40; i++) {
            ways.add(100 - i % 20, 0.25); // 20 ids, each twice: past the first arrays' 16
        }
        assertEquals(20, ways.size);
        assertEquals(100, ways.ids[0]);
        assertEquals(81, ways.ids[19]);
        double[] half = new double[20];
        Arrays.fill(half, 0.5);
        assertArrayEquals(half, Arrays.copyOf(ways.p, 20), 0);
        ways.clear();
        ways.add(81, 0.125);
        assertEquals(1, ways.size);
        assertEquals(81, ways.ids[0]);
        assertEquals(0.125, ways.p[0], 0);
    }
}
