package battleboard.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Mass} holds, per attacker row, the range of defender ids that may hold probability: a sweep over
 * {@code lo..hi} must see every state given some, and a sweep that takes what it reads ({@link Mass#take},
 * {@link Mass#taken}) must leave nothing behind for the next round.
 */
class MassTest {
    @Test
    void aRowsRangeCoversWhatWasAddedAndASweepThatTakesItEmptiesIt() {
        Mass m = new Mass(2, 4, 10);
        assertTrue(m.lo(1, 2) > m.hi(1, 2), "a row nothing was added to has an empty range");
        m.add(1, 2, 7, 0.25);
        m.add(1, 2, 3, 0.5);
        m.add(1, 2, 7, 0.125);
        double[] row = m.row(0, 3);
        row[5] += 0.0625;
        m.hold(0, 3, 5, 8); // a scatter marks the range it wrote into, here wider than what it wrote
        assertEquals(3, m.lo(1, 2));
        assertEquals(7, m.hi(1, 2));
        assertEquals(0.375, m.get(1, 2, 7), 0); // 1/4 + 1/8, exactly
        assertEquals(0.5, m.get(1, 2, 3), 0);
        assertEquals(0.0625, m.get(0, 3, 5), 0);
        assertEquals(0, m.get(0, 2, 5), 0); // a row never made reads 0
        assertEquals(5, m.lo(0, 3));
        assertEquals(8, m.hi(0, 3));

        assertEquals(0.375 + 0.5 + 0.0625, takeAll(m), 0); // what a sweep reads, each state once
        for (int layer = 0; layer < 2; layer++) {
            for (int a = 0; a < 4; a++) {
                assertTrue(m.lo(layer, a) > m.hi(layer, a), "row " + layer + "/" + a + " still has a range");
                for (int d = 0; d < 10; d++) {
                    assertEquals(0, m.get(layer, a, d), 0);
                }
            }
        }
        m.add(1, 2, 9, 1.0); // a row taken is used again from nothing
        assertEquals(9, m.lo(1, 2));
        assertEquals(1.0, m.get(1, 2, 9), 0);
        assertEquals(0, m.get(1, 2, 7), 0);
    }

    /**
     * A sweep visits the rows that hold probability only, in the order a full sweep would (up and down), across the
     * 64-row words that mark them; a scatter's empty range marks no row, and a sweep that takes every row forgets them.
     */
    @Test
    void aSweepVisitsTheRowsHeldInOrder() {
        Mass m = new Mass(2, 130, 5);
        int[] held = {0, 3, 63, 64, 65, 127, 129};
        for (int a : held) {
            m.add(1, a, 2, 0.5);
        }
        m.hold(1, 100, 4, 3); // nothing written: no row marked
        m.add(0, 70, 1, 0.25);
        assertEquals(List.of(0, 3, 63, 64, 65, 127, 129), up(m, 1));
        assertEquals(List.of(129, 127, 65, 64, 63, 3, 0), down(m, 1));
        assertEquals(List.of(70), up(m, 0));
        assertEquals(-1, m.nextRow(1, 130));
        assertEquals(-1, m.previousRow(1, -1));
        assertEquals(64, m.nextRow(1, 64));
        assertEquals(63, m.previousRow(1, 62 + 1));
        assertEquals(3, m.previousRow(1, 62));

        assertEquals(7 * 0.5 + 0.25, takeAll(m), 0);
        assertEquals(List.of(), up(m, 1));
        assertEquals(List.of(), down(m, 0));
        m.add(1, 66, 0, 1.0);
        assertEquals(List.of(66), up(m, 1));
        assertEquals(0, m.get(1, 64, 2), 0);
    }

    /** @return the sum of what a sweep of every layer takes, row by row, as the per-round sweeps do */
    private static double takeAll(Mass m) {
        double sum = 0;
        for (int layer = 0; layer < 2; layer++) {
            for (int a = m.nextRow(layer, 0); a >= 0; a = m.nextRow(layer, a + 1)) {
                for (int d = m.lo(layer, a); d <= m.hi(layer, a); d++) {
                    sum += m.take(layer, a, d);
                }
                m.taken(layer, a);
            }
        }
        return sum;
    }

    private static List<Integer> up(Mass m, int layer) {
        List<Integer> rows = new ArrayList<>();
        for (int a = m.nextRow(layer, 0); a >= 0; a = m.nextRow(layer, a + 1)) {
            rows.add(a);
        }
        return rows;
    }

    private static List<Integer> down(Mass m, int layer) {
        List<Integer> rows = new ArrayList<>();
        for (int a = m.previousRow(layer, 129); a >= 0; a = m.previousRow(layer, a - 1)) {
            rows.add(a);
        }
        return rows;
    }
}
