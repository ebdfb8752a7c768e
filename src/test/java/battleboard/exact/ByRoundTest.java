package battleboard.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.edition.Edition;
import battleboard.result.BattleResult;
import battleboard.result.RoundFigures;
import org.junit.jupiter.api.Test;

/**
 * The per-round figures leave out states reached with less than {@link ExactSolver#BY_ROUND_NEGLIGIBLE} in a round, at
 * most {@link ExactSolver#BY_ROUND_DROP} over the battle. In issue 24's sea battle N1 (16 rounds of figures) thousands of
 * such crumbs are left out; the last round's figures must still be the battle's own (the forward pass, which leaves out
 * nothing) to within the drop and the tail still going, and their sum short of 1 by no more than the drop.
 */
class ByRoundTest {
    @Test
    void theLastRoundIsTheBattleWithinTheDrop() {
        BattleSetup n1 = BattleSetup.builder(Edition.builtIn("revised")).attacker("4 sub, 3 dd, 4 ftr, 1 bmb, 1 bb")
                .defender("1 bb, 2 cv, 4 ftr, 2 dd, 2 sub, 2 tr").build();
        BattleResult r = new ExactSolver().solve(n1);
        RoundFigures last = r.byRound().get(r.byRound().size() - 1);
        double sum = last.ongoing() + last.attackerWin() + last.defenderWin() + last.draw();
        assertTrue(sum <= 1 + 1e-14 && sum >= 1 - ExactSolver.BY_ROUND_DROP - 1e-14, "figures sum to " + sum);
        double bound = ExactSolver.BY_ROUND_DROP + last.ongoing() + 1e-14;
        assertEquals(r.attackerWin(), last.attackerWin(), bound);
        assertEquals(r.defenderWin(), last.defenderWin(), bound);
        assertEquals(r.draw(), last.draw(), bound);
        assertTrue(last.ongoing() < ExactSolver.BY_ROUND_TAIL, "still going " + last.ongoing());
    }
}
