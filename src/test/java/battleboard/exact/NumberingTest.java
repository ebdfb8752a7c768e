package battleboard.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Numbering} numbers values in the order first met and gives an equal value its number, through growth and
 * through many values of one hash ("Aa" and "BB" hash alike, so do all strings made of as many of them), as a
 * {@code HashMap} of the same values would.
 */
class NumberingTest {
    @Test
    void valuesAreNumberedInTheOrderFirstMet() {
        Numbering<String> n = new Numbering<>();
        assertEquals(-1, n.numberOrAdd("infantry"));
        assertEquals(-2, n.numberOrAdd("tank"));
        assertEquals(0, n.numberOrAdd(new String("infantry")));
        assertEquals(1, n.numberOrAdd(new String("tank")));
        assertEquals(2, n.size());
        assertEquals("tank", n.get(1));
    }

    @Test
    void valuesOfOneHashAreToldApart() {
        assertEquals("Aa".hashCode(), "BB".hashCode());
        Numbering<String> n = new Numbering<>();
        Map<String, Integer> expected = new HashMap<>();
        // every string of 10 blocks "Aa" or "BB": 1,024 values of one hash
        for (int bits = 0; bits < 1 << 10; bits++) {
            String s = blocks(bits);
            assertEquals(-1 - expected.size(), n.numberOrAdd(s));
            expected.put(s, expected.size());
        }
        for (int bits = (1 << 10) - 1; bits >= 0; bits--) {
            assertEquals(expected.get(blocks(bits)), n.numberOrAdd(blocks(bits)));
        }
        assertEquals(1 << 10, n.size());
    }

    /** Random values, many met again, through the table's growth: the numbers a map in the order met would give. */
    @Test
    void numbersHoldThroughGrowth() {
        Numbering<Long> n = new Numbering<>();
        Map<Long, Integer> expected = new HashMap<>();
        Random random = new Random(24);
        for (int i = 0; i < 200_000; i++) {
            long v = random.nextInt(50_000);
            Integer known = expected.get(v);
            int got = n.numberOrAdd(v);
            if (known == null) {
                assertEquals(-1 - expected.size(), got);
                expected.put(v, expected.size());
            } else {
                assertEquals(known, got);
            }
        }
        assertEquals(expected.size(), n.size());
        expected.forEach((v, k) -> assertEquals(v, n.get(k)));
    }

    private static String blocks(int bits) {
        StringBuilder sb = new StringBuilder();
        for (int b = 0; b < 10; b++) {
            sb.append((bits >> b & 1) == 0 ? "Aa" : "BB");
        }
        return sb.toString();
    }
}
