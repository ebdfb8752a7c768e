package battleboard.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** {@link IdSlots}: a put id reads back its slot until the next clearing, ids past the array grow it, others read −1. */
class IdSlotsTest {
    @Test
    void slotsLastUntilCleared() {
        IdSlots slots = new IdSlots();
        assertEquals(-1, slots.get(3));
        assertEquals(-1, slots.get(1_000));
        slots.put(3, 0);
        slots.put(70_000, 7);
        slots.put(5, Integer.MAX_VALUE);
        assertEquals(0, slots.get(3));
        assertEquals(7, slots.get(70_000));
        assertEquals(Integer.MAX_VALUE, slots.get(5));
        assertEquals(-1, slots.get(4));
        slots.clear();
        assertEquals(-1, slots.get(3));
        assertEquals(-1, slots.get(70_000));
        slots.put(3, 2);
        assertEquals(2, slots.get(3));
        assertEquals(-1, slots.get(5));
    }
}
