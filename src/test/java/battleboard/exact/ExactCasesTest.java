package battleboard.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;

import battleboard.battle.BattleCase;
import battleboard.battle.BattleSetup;
import battleboard.battle.ResultInvariants;
import battleboard.result.BattleResult;
import battleboard.result.Method;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The exact solver on every case of {@code src/test/resources/cases/}: each figure the case derives
 * by hand, to {@link #TOLERANCE}, and the shared invariants on the result.
 */
class ExactCasesTest {
    /** Tolerance of the figures: fractions are exact, decimals are given to 1e-10. */
    static final double TOLERANCE = 1e-9;

    static List<BattleCase> cases() {
        return BattleCase.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void matchesTheDerivation(BattleCase c) {
        BattleSetup setup = c.setup();
        BattleResult r = new ExactSolver().solve(setup);
        assertEquals(Method.EXACT, r.method());
        ResultInvariants.check(r, setup);
        c.assertMatches(r, TOLERANCE);
        assertEquals(1 - (r.attackerWin() + r.defenderWin() + r.draw()), r.unaccounted(), 1e-15);
    }
}
