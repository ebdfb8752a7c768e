package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.edition.Edition;
import battleboard.report.ResultTable;
import battleboard.result.BattleResult;
import battleboard.result.Method;
import battleboard.result.Sampling;
import battleboard.result.SurvivorOutcome;
import battleboard.result.SwingDistribution;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Rendering of a sampled (Monte Carlo) result, which the exact solver never produces: the JSON
 * gains interval, standard-error and run fields, and the table shows them next to each figure.
 * The result is made by hand; only its rendering is under test.
 */
class ResultRenderingTest {
    private static final BattleSetup SETUP = BattleSetup.builder(Edition.builtIn("revised"))
            .attacker("3 inf, 1 tank").defender("4 inf").build();

    private static final BattleResult SAMPLED = new BattleResult(Method.MONTE_CARLO, "montecarlo: 100,000 trials",
            0.3945, 0.3945, 0.5587, 0.0468, 0.0, 0.0, 10.865, 8.224, 3.588,
            List.of(new SurvivorOutcome(Map.of(), 0.6055), new SurvivorOutcome(Map.of("tank", 1), 0.3945)),
            List.of(new SurvivorOutcome(Map.of(), 0.4413), new SurvivorOutcome(Map.of("infantry", 2), 0.5587)),
            100_000, 0.0, SwingDistribution.of(List.of(new SwingDistribution.Bar(-10, 0.6055),
                    new SwingDistribution.Bar(7, 0.3945))), List.of(), "fight to the end", List.of(),
            Optional.of(new Sampling(100_000, 42, 2, Sampling.StopReason.TIME_LIMIT, 0.95, "Wilson score",
                    new Sampling.Interval(0.3915, 0.3975), new Sampling.Interval(0.5556, 0.5618),
                    new Sampling.Interval(0.0455, 0.0481), new Sampling.Interval(0.0, 0.00003), new Sampling.Interval(0.0, 0.00003),
                    0.021, 0.012, 0.004)));

    @Test
    void jsonHasTheSamplingFields() throws java.io.IOException {
        JsonNode j = new ObjectMapper().readTree(ResultJson.format(SETUP, SAMPLED));
        assertEquals("montecarlo", j.get("method").asText());
        assertEquals(0.3915, j.get("attackerWinLow").asDouble());
        assertEquals(0.3975, j.get("attackerWinHigh").asDouble());
        assertEquals(0.5556, j.get("defenderWinLow").asDouble());
        assertEquals(0.0481, j.get("drawHigh").asDouble());
        assertEquals(0.00003, j.get("stalemateHigh").asDouble());
        assertEquals(0.00003, j.get("retreatHigh").asDouble());
        assertEquals(0.021, j.get("attackerIpcLossError").asDouble());
        assertEquals(0.004, j.get("expectedRoundsError").asDouble());
        assertEquals(100_000, j.get("trials").asLong());
        assertEquals(42, j.get("seed").asLong());
        assertEquals(2, j.get("threads").asInt());
        assertEquals("time-limit", j.get("stop").asText());
        assertEquals(0.95, j.get("confidence").asDouble());
        assertEquals("Wilson score", j.get("intervalMethod").asText());
        assertEquals(0.3945, j.get("attackerSurvivors").get(1).get("probability").asDouble());
        assertEquals(1, j.get("attackerSurvivors").get(1).get("units").get("tank").asInt());
    }

    @Test
    void tableShowsIntervalsStandardErrorsAndTheRun() {
        String t = ResultTable.format(SETUP, SAMPLED, new ResultTable.Detail(8, 10));
        CliRun.assertHasLines(t, "Attacker wins +39\\.4500% +\\[39\\.1500, 39\\.7500\\]",
                "Attacker expected IPC loss +10\\.865 +\\+/- 0\\.021", "Expected rounds +3\\.588 +\\+/- 0\\.004",
                "  attacker takes the territory +39\\.4500%", "  attacker retreats +0\\.0000% +\\[0\\.0000, 0\\.0030\\]");
        CliRun.assertContains(t,
                "Method: montecarlo (100,000 trials)", "Battles: 100,000, seed 42; stopped: time limit reached",
                "95% Wilson score interval");
        CliRun.assertHasLines(t, "IPC swing \\(for the attacker\\) +-2\\.641");
        assertFalse(t.contains("States expanded"), t);
    }

    @Test
    void figuresPutSeveralResultsSideBySide() {
        BattleResult exact = new battleboard.solve.Solver().solve(SETUP, battleboard.solve.SolveOptions.defaults(),
                battleboard.battle.Progress.NONE);
        String t = ResultTable.figures(List.of("exact", "sampled"), List.of(exact, SAMPLED), SETUP.kind());
        String[] lines = t.split("\n");
        assertTrue(lines[0].matches(" +exact +sampled"), lines[0]);
        assertTrue(lines[1].matches("Attacker wins +39\\.4480% +39\\.4500% +\\[39\\.1500, 39\\.7500\\]"), lines[1]);
        // the value columns line up: each result's percentages end in the same column on every row
        int end = lines[1].indexOf("39.4500%") + "39.4500%".length();
        assertTrue(lines[2].substring(0, end).endsWith("39.4500%"), lines[2]);
    }
}
