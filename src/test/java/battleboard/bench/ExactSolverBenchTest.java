package battleboard.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import battleboard.battle.BattleKind;
import battleboard.battle.BattleSetup;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.exact.StateSpaceEstimate;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Param;

/**
 * Keeps the benchmark's preset battles valid and their sizes as {@code docs/performance.md} states
 * them; benchmarks themselves never run in {@code verify}.
 */
class ExactSolverBenchTest {
    private static final Edition REVISED = Edition.builtIn("revised");

    /** Attacker × defender compositions × round positions, as in docs/performance.md. */
    private static final Map<String, int[]> SIZES = Map.of(
            ExactSolverBench.N1, new int[] {32, 35, 1},
            ExactSolverBench.N2, new int[] {97, 109, 1},
            "1 inf vs 1 inf", new int[] {2, 2, 1},
            "3 inf + 1 tank vs 4 inf", new int[] {5, 5, 1},
            "100 inf + 40 art + 10 ftr vs 100 inf + 40 art + 6 ftr", new int[] {151, 147, 1},
            ExactSolverBench.B6, new int[] {321, 331, 1},
            "2 sub + 1 dd + 1 cv + 2 ftr + 1 bb + 1 tr vs 2 sub + 1 dd + 1 bb + 1 cv + 2 ftr + 1 tr", new int[] {16, 16, 1},
            "global-war-1939: " + ExactSolverBench.GLOBAL_WAR_SEA, new int[] {480, 228, 1},
            "global-war-1939 submarine-detection=recompute: " + ExactSolverBench.GLOBAL_WAR_SEA, new int[] {198, 81, 1},
            "world-at-war-2005: " + ExactSolverBench.WORLD_AT_WAR_SEA, new int[] {99, 84, 1});

    private static List<String> battles() throws NoSuchFieldException {
        return Arrays.asList(ExactSolverBench.class.getField("battle").getAnnotation(Param.class).value());
    }

    @Test
    void everyPresetBattleHasTheDocumentedSize() throws NoSuchFieldException {
        assertEquals(SIZES.keySet(), battles().stream().collect(Collectors.toSet()));
        for (String battle : battles()) {
            StateSpaceEstimate e = new ExactSolver().estimate(ExactSolverBench.parse(battle));
            int[] size = SIZES.get(battle);
            assertEquals(List.of(size[0], size[1], size[2]),
                    List.of(e.attackerStates(), e.defenderStates(), e.roundPositions()), battle);
        }
    }

    @Test
    void parseSplitsAttackerFromDefender() {
        BattleSetup s = ExactSolverBench.parse(REVISED, "3 inf + 1 tank vs 4 inf");
        assertEquals(BattleKind.LAND, s.kind());
        assertEquals(4, s.force(Side.ATTACKER).size());
        assertEquals(4, s.force(Side.DEFENDER).size());
        assertEquals(BattleKind.SEA, ExactSolverBench.parse(REVISED, "1 sub vs 1 tr").kind());
    }

    @Test
    void parseRefusesABattleWithoutVs() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ExactSolverBench.parse(REVISED, "3 inf against 4 inf"));
        assertEquals("battle '3 inf against 4 inf' has no 'vs'", e.getMessage());
    }
}
