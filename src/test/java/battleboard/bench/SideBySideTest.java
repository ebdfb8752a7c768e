package battleboard.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.Progress;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Param;

/** Keeps the side-by-side run's battles those of the JMH bench, and its result line what the driver reads. */
class SideBySideTest {
    @Test
    void everyBattleIsOneOfTheBenchBattles() throws NoSuchFieldException {
        List<String> bench = Arrays.asList(ExactSolverBench.class.getField("battle").getAnnotation(Param.class).value());
        assertEquals(List.of("small", "B5", "B6", "N1", "N2"), List.copyOf(SideBySide.BATTLES.keySet()));
        for (String battle : SideBySide.BATTLES.values()) {
            assertTrue(bench.contains(battle), battle);
        }
    }

    @Test
    void medianIsTheMiddleValueOrTheMeanOfTheTwoMiddleOnes() {
        assertEquals(2.0, SideBySide.median(List.of(3.0, 1.0, 2.0)), 0);
        assertEquals(2.5, SideBySide.median(List.of(4.0, 1.0, 3.0, 2.0)), 0);
    }

    /**
     * Issue 23's Global War battle of a submarine against a transport and a fighter (GlobalWarCasesTest holds its
     * derivation): defender win 1 (defender holds 6/7, stalemate 1/7), so the line gives 6/7 as the defender's win and
     * the stalemate, 1/7, as "other".
     */
    @Test
    void lineGivesTheStalemateApartFromTheDefendersWin() {
        BattleResult r = new Solver(new ExactSolver()).solve(
                ExactSolverBench.parse("global-war-1939: 1 submarine vs 1 transport + 1 fighter"),
                SolveOptions.of(MethodChoice.EXACT), Progress.NONE);
        assertEquals(String.format(Locale.ROOT, "RESULT x 1.2346 7 %.12f %.12f %.12f %.12f", 0.0, 6.0 / 7, 0.0, 1.0 / 7),
                SideBySide.line("x", 1.23456, 7, r));
    }

    @Test
    void anUnknownBattleIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> SideBySide.main(new String[] {"0", "0", "B7"}));
    }
}
