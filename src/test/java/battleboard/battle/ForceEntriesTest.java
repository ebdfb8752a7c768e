package battleboard.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 25 item 3: a unit list's grammar read once ({@link Force#entries}), by {@link Force#parse} and by the fitting of a
 * battle to another edition: each entry's count as typed and its unit's name, empty entries skipped.
 */
class ForceEntriesTest {
    @Test
    void entriesKeepTheCountAndTheNameAsTyped() {
        List<Force.Entry> e = Force.entries(" 3 inf, tank,, +2 heavy bomber, 2.5 art, 4 ");
        assertEquals(List.of(new Force.Entry("3 inf", true, "3", "inf"), new Force.Entry("tank", false, "1", "tank"),
                new Force.Entry("+2 heavy bomber", true, "+2", "heavy bomber"), new Force.Entry("2.5 art", true, "2.5", "art"),
                new Force.Entry("4", true, "4", "")), e);
        assertTrue(e.get(0).wellFormed() && e.get(1).wellFormed() && e.get(2).wellFormed());
        assertFalse(e.get(3).wellFormed()); // not a whole count
        assertFalse(e.get(4).wellFormed()); // no unit after the count
        assertEquals(List.of(), Force.entries(null));
        assertEquals(List.of(), Force.entries("  "));
    }
}
