package battleboard.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A signed IPC figure that rounds to nothing reads "+0.000", never "-0.000" (a raid's 5/3 - 10/6 computed as -2e-16). */
class SignedIpcTest {
    @Test
    void roundedZeroHasNoMinusSign() {
        assertEquals("+0.000", ResultTable.signedIpc(-2.2e-16));
        assertEquals("+0.000", ResultTable.signedIpc(-0.0004));
        assertEquals("-0.001", ResultTable.signedIpc(-0.0006));
        assertEquals("+2.641", ResultTable.signedIpc(2.6414));
        assertEquals("-2.641", ResultTable.signedIpc(-2.6414));
    }
}
