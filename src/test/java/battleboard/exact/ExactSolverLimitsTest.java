package battleboard.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.edition.Edition;
import java.util.concurrent.CancellationException;
import java.util.function.DoubleConsumer;
import org.junit.jupiter.api.Test;

/** The exact solver's size estimate, memory guard and cancellation. */
class ExactSolverLimitsTest {
    private static final Edition REVISED = Edition.builtIn("revised");
    private static final BattleSetup TEN_VS_TEN = BattleSetup.builder(REVISED).attacker("10 infantry, 2 tank")
            .defender("10 infantry, 1 aa-gun").build();

    @Test
    void estimateCountsEveryComposition() {
        StateSpaceEstimate e = new ExactSolver().estimate(TEN_VS_TEN);
        // attacker: infantry are lost before tanks: 10..0 infantry with 2 tanks, then 1 and 0 tanks: 13;
        // defender: 10..0 infantry: 11
        assertEquals(13, e.attackerStates());
        assertEquals(11, e.defenderStates());
        assertEquals(1, e.roundPositions()); // no aircraft: the AA gun never fires, every round alike
        assertEquals(13L * 11, e.states());
    }

    @Test
    void refusesABattleOverTheMemoryBudget() {
        // 143 states of 8 bytes + 24 compositions of 160 bytes + the round model's memo tables (the AA gun's die per
        // aircraft makes the battle played state by state): 143 states x (1 plan + 2 steps' volleys) x 400 bytes =
        // 176,584 bytes; 100,000 leaves room for each side's compositions but not for the whole chain
        BattleTooLargeException e = assertThrows(BattleTooLargeException.class, () -> new ExactSolver(100_000).solve(TEN_VS_TEN));
        assertTrue(e.getMessage().startsWith("battle too large for exact (needs 172 KiB, 97 KiB available): 13 x 11 x 1 = 143"
                + " states"), e.getMessage());
        assertTrue(e.getMessage().endsWith("; use --method montecarlo"), e.getMessage());
        assertEquals(176_584, e.estimate().orElseThrow().bytes());
        assertFalse(e.getMessage().contains("\n"));
        assertEquals(143, e.estimate().orElseThrow().states());
    }

    @Test
    void stopsWhenCancelled() {
        assertThrows(CancellationException.class, () -> new ExactSolver().solve(TEN_VS_TEN, progress(f -> { }, true)));
    }

    @Test
    void reportsProgressUpToOne() {
        double[] last = {-1};
        boolean[] decreasing = {false};
        new ExactSolver().solve(TEN_VS_TEN, progress(f -> {
            decreasing[0] |= f < last[0];
            last[0] = f;
        }, false));
        assertEquals(1.0, last[0]);
        assertFalse(decreasing[0], "progress went backwards");
    }

    private static Progress progress(DoubleConsumer update, boolean cancelled) {
        return new Progress() {
            @Override
            public void update(double fractionDone, String message) {
                update.accept(fractionDone);
            }

            @Override
            public boolean isCancelled() {
                return cancelled;
            }
        };
    }
}
