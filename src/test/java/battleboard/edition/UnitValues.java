package battleboard.edition;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Checks an edition file's unit values against its source's table, as the edition tests write them. */
public final class UnitValues {
    private UnitValues() {
    }

    /**
     * Asserts each row's unit values.
     *
     * @param edition the edition read
     * @param rows    per unit: its id, attack, defence and cost (IPC), as written in the source
     */
    public static void assertValuesAndCosts(Edition edition, String[][] rows) {
        for (String[] u : rows) {
            UnitType t = edition.findUnit(u[0]).orElseThrow();
            assertEquals(Integer.parseInt(u[1]), t.attack(), u[0]);
            assertEquals(Integer.parseInt(u[2]), t.defense(), u[0]);
            assertEquals(Integer.parseInt(u[3]), t.cost(), u[0]);
        }
    }
}
