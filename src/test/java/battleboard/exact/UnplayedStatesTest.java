package battleboard.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.bench.ExactSolverBench;
import battleboard.result.BattleResult;
import battleboard.result.RoundFigures;
import battleboard.result.SurvivorOutcome;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A battle played state by state leaves unplayed the states it reaches with less than a hundredth of the trim bound, as
 * long as they hold at most ten times it together ({@code Forward}, {@link ExactSolver#DEFAULT_TRIM}): against the same
 * battle with every state played (trim 0), fewer states are expanded, and every figure moves by no more than what was
 * left out, which shows as unaccounted.
 */
class UnplayedStatesTest {
    private static final long BUDGET = 256L << 20;
    /** Global War's 12-a-side fleets (issue 9): 8,134 states reached, 3,268 of them with less than 1e-17, 1.2e-15 in all. */
    private static final BattleSetup GLOBAL_WAR = ExactSolverBench.parse(
            "global-war-1939: 4 sub + 3 dd + 2 ca + 1 bb + 1 cv + 1 ftr vs 4 sub + 2 dd + 2 ca + 1 bb + 2 tr + 1 naval-fighter");
    /** Revised's N2 (issue 24): 5,133 states reached, 1,942 with less than 1e-17. */
    private static final BattleSetup N2 = ExactSolverBench.parse(
            "8 sub + 6 dd + 8 ftr + 2 bmb + 2 bb vs 2 bb + 4 cv + 8 ftr + 4 dd + 4 sub + 4 tr");

    @Test
    void statesReachedWithAlmostNothingAreLeftUnplayed() {
        for (BattleSetup battle : List.of(GLOBAL_WAR, N2)) {
            BattleResult every = new ExactSolver(BUDGET, 0).solve(battle);
            BattleResult trimmed = new ExactSolver(BUDGET).solve(battle);
            String where = battle.toString();
            assertTrue(trimmed.states() < 0.75 * every.states(), trimmed.states() + " states against " + every.states() + ": " + where);
            // what was left out is at most 10 × 1e-15, and every figure is within it (IPC: times the largest loss)
            double left = 10 * ExactSolver.DEFAULT_TRIM;
            double rounding = 1e-15;
            double dropped = trimmed.unaccounted() - every.unaccounted();
            assertTrue(dropped >= -rounding && dropped <= left + rounding, "dropped " + dropped + ": " + where);
            close(every, trimmed, left + rounding, where);
        }
    }

    /** A smaller trim bound leaves fewer states unplayed, and less probability. */
    @Test
    void aSmallerTrimBoundLeavesLessOut() {
        BattleResult every = new ExactSolver(BUDGET, 0).solve(GLOBAL_WAR);
        BattleResult small = new ExactSolver(BUDGET, 1e-18).solve(GLOBAL_WAR);
        BattleResult trimmed = new ExactSolver(BUDGET).solve(GLOBAL_WAR);
        assertTrue(trimmed.states() < small.states() && small.states() < every.states(),
                trimmed.states() + ", " + small.states() + ", " + every.states());
        double dropped = small.unaccounted() - every.unaccounted();
        assertTrue(Math.abs(dropped) <= 1e-17 + 1e-15, "dropped " + dropped);
        close(every, small, 1e-17 + 1e-15, "trim 1e-18");
    }

    private static void close(BattleResult want, BattleResult got, double within, String where) {
        assertEquals(want.attackerWin(), got.attackerWin(), within, where);
        assertEquals(want.defenderWin(), got.defenderWin(), within, where);
        assertEquals(want.draw(), got.draw(), within, where);
        assertEquals(want.attackerCaptures(), got.attackerCaptures(), within, where);
        assertEquals(want.stalemate(), got.stalemate(), within, where);
        double largest = 200; // IPC: more than either side's units cost in these battles
        assertEquals(want.attackerIpcLoss(), got.attackerIpcLoss(), within * largest, where);
        assertEquals(want.defenderIpcLoss(), got.defenderIpcLoss(), within * largest, where);
        assertEquals(want.expectedRounds(), got.expectedRounds(), within * 1e3, where);
        survivors(want.attackerSurvivors(), got.attackerSurvivors(), within, where);
        survivors(want.defenderSurvivors(), got.defenderSurvivors(), within, where);
        // per round: the sweeps leave out at most their own drop besides what the forward pass left
        List<RoundFigures> w = want.byRound();
        List<RoundFigures> g = got.byRound();
        assertTrue(!w.isEmpty() && Math.abs(w.size() - g.size()) <= 1, w.size() + " rounds against " + g.size());
        for (int i = 0; i < Math.min(w.size(), g.size()); i++) {
            double r = within + ExactSolver.BY_ROUND_DROP;
            assertEquals(w.get(i).attackerWin(), g.get(i).attackerWin(), r, where + " round " + (i + 1));
            assertEquals(w.get(i).defenderWin(), g.get(i).defenderWin(), r, where + " round " + (i + 1));
            assertEquals(w.get(i).ongoing(), g.get(i).ongoing(), r, where + " round " + (i + 1));
        }
    }

    private static void survivors(List<SurvivorOutcome> want, List<SurvivorOutcome> got, double within, String where) {
        Map<Map<String, Integer>, Double> g = new HashMap<>();
        got.forEach(s -> g.put(s.units(), s.probability()));
        for (SurvivorOutcome s : want) {
            assertEquals(s.probability(), g.getOrDefault(s.units(), 0.0), within, where + " " + s.units());
        }
    }
}
