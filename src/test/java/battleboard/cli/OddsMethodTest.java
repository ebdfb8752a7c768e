package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 3 on the command line: {@code --method exact|montecarlo|auto} (auto by default) and the Monte
 * Carlo options {@code --trials}, {@code --precision}, {@code --time-limit}, {@code --seed},
 * {@code --threads}; the method that ran and why; intervals and standard errors in the JSON and table.
 */
class OddsMethodTest {
    /** Revised 3 infantry + 1 tank against 4 infantry: the lead's exact attacker-win figure. */
    private static final double EXACT_ATTACKER_WIN = 0.3944796453;
    private static final String[] BATTLE = {"--attacker", "3 infantry, 1 tank", "--defender", "4 infantry"};
    private static final String[] LARGE = {"--attacker", "600 infantry, 200 artillery, 200 tank, 100 fighter",
        "--defender", "700 infantry, 200 artillery, 160 tank, 100 fighter"};

    private static String[] with(String[] battle, String... more) {
        String[] a = new String[battle.length + more.length];
        System.arraycopy(battle, 0, a, 0, battle.length);
        System.arraycopy(more, 0, a, battle.length, more.length);
        return a;
    }

    @Test
    void sameSeedAndTrialsGiveTheSameFiguresOnOneAndTwoThreads() {
        JsonNode one = CliRun.odds(with(BATTLE, "--method", "montecarlo", "--seed", "7", "--trials", "100000", "--threads", "1"));
        JsonNode two = CliRun.odds(with(BATTLE, "--method", "montecarlo", "--seed", "7", "--trials", "100000", "--threads", "2"));
        assertEquals(1, one.get("threads").asInt());
        assertEquals(2, two.get("threads").asInt());
        for (JsonNode j : List.of(one, two)) {
            assertEquals("montecarlo", j.get("method").asText());
            assertEquals(100_000, j.get("trials").asLong());
            assertEquals(7, j.get("seed").asLong());
            assertEquals("trials", j.get("stop").asText());
        }
        // everything but the run's own description (thread count, time taken) is identical
        for (JsonNode j : List.of(one, two)) {
            ((ObjectNode) j).remove(List.of("threads", "methodNote"));
        }
        assertEquals(one, two);
        // seed 7, 100,000 trials: the exact figure lies within 4 standard errors (sd <= 0.5/sqrt(1e5) = 0.0016)
        assertEquals(EXACT_ATTACKER_WIN, one.get("attackerWin").asDouble(), 4 * 0.5 / Math.sqrt(100_000));
    }

    @Test
    void jsonCarriesEveryIntervalAndStandardError() {
        JsonNode j = CliRun.odds(with(BATTLE, "--method", "mc", "--seed", "3", "--trials", "2000", "--threads", "1"));
        for (String figure : List.of("attackerWin", "defenderWin", "draw", "retreat", "stalemate")) {
            double low = j.get(figure + "Low").asDouble();
            double high = j.get(figure + "High").asDouble();
            assertTrue(low <= j.get(figure).asDouble() && j.get(figure).asDouble() <= high, figure + " " + j);
        }
        for (String error : List.of("attackerIpcLossError", "defenderIpcLossError", "expectedRoundsError")) {
            assertTrue(j.get(error).asDouble() > 0, error);
        }
        assertEquals(0.95, j.get("confidence").asDouble());
        assertEquals("Wilson score", j.get("intervalMethod").asText());
        assertEquals(3, j.get("seed").asLong());
    }

    @Test
    void tableNamesTheRunAndShowsIntervals() {
        String t = CliRun.of(with(with(new String[] {"odds"}, BATTLE), "--method", "montecarlo", "--seed", "5", "--trials", "2000",
                "--threads", "1")).ok().out();
        CliRun.assertHasLines(t, "Attacker wins +\\d+\\.\\d{4}% +\\[\\d+\\.\\d{4}, \\d+\\.\\d{4}\\]",
                "  attacker retreats +0\\.0000% +\\[0\\.0000, \\d\\.\\d{4}\\]",
                "Attacker expected IPC loss +\\d+\\.\\d{3} +\\+/- \\d\\.\\d{3}",
                "Method: montecarlo \\(Monte Carlo: 2,000 battles .*seed 5.*\\)",
                "Battles: 2,000, seed 5; stopped: battle count reached");
    }

    @Test
    void autoIsTheDefaultAndSolvesSmallBattlesExactly() {
        JsonNode j = CliRun.odds(BATTLE);
        assertEquals("exact", j.get("method").asText());
        assertTrue(j.get("methodNote").asText().startsWith("auto chose exact"), j.get("methodNote").asText());
        assertEquals(EXACT_ATTACKER_WIN, j.get("attackerWin").asDouble(), 1e-9);
    }

    @Test
    void autoSimulatesALargeBattleAndSaysWhy() {
        // the README's full command runs 100,000 trials in well under 60 s; 2,000 keep the test short
        String[] args = with(LARGE, "--trials", "2000", "--time-limit", "50s", "--seed", "7");
        JsonNode j = CliRun.odds(args);
        assertEquals("montecarlo", j.get("method").asText());
        String note = j.get("methodNote").asText();
        assertTrue(note.startsWith("auto chose Monte Carlo because exact would need"), note);
        assertTrue(note.contains("over the budget"), note);
        assertEquals(2000, j.get("trials").asLong());
        String t = CliRun.of(with(new String[] {"odds"}, args)).ok().out();
        CliRun.assertContains(t, "Method: montecarlo (auto chose Monte Carlo because exact would need");
    }

    /**
     * {@code --trim} sets the exact solver's trim bound: 0 keeps every outcome and gives the default's figures to 1e-12
     * on a battle of a few dice (the 1e-15 trim drops nothing there); a bound outside [0, 1e-6], or given with
     * Monte Carlo, is refused with one line.
     */
    @Test
    void trimSetsTheExactSolversBound() {
        JsonNode none = CliRun.odds(with(BATTLE, "--method", "exact", "--trim", "0"));
        JsonNode byDefault = CliRun.odds(with(BATTLE, "--method", "exact"));
        assertEquals(byDefault.get("attackerWin").asDouble(), none.get("attackerWin").asDouble(), 1e-12);
        assertEquals(0.3944796453, none.get("attackerWin").asDouble(), 1e-10);
        CliRun tooMuch = CliRun.of(with(new String[] {"odds"}, with(BATTLE, "--trim", "0.01")));
        assertEquals(2, tooMuch.code());
        assertEquals("--trim 0.01 is not between 0 and 1e-6", tooMuch.err().strip());
        CliRun sampled = CliRun.of(with(new String[] {"odds"}, with(BATTLE, "--trim", "0", "--method", "montecarlo")));
        assertEquals(2, sampled.code());
        assertTrue(sampled.err().strip().startsWith("--trim is an exact-solver option"), sampled.err());
    }

    @Test
    void precisionStopsTheRunOnceTheIntervalIsNarrowEnough() {
        JsonNode j = CliRun.odds(with(BATTLE, "--method", "montecarlo", "--precision", "0.01", "--seed", "11"));
        assertEquals("precision", j.get("stop").asText());
        assertTrue((j.get("attackerWinHigh").asDouble() - j.get("attackerWinLow").asDouble()) / 2 < 0.01, j.toString());
        // a 0.01 half-width at p = 0.39 needs about 1.96^2 * 0.39 * 0.61 / 0.01^2 = 9,140 trials
        assertTrue(j.get("trials").asLong() < 20_000, j.toString());
        JsonNode capped = CliRun.odds(with(BATTLE, "--method", "montecarlo", "--precision", "0.001", "--trials", "500"));
        assertEquals("trials", capped.get("stop").asText());
        assertEquals(500, capped.get("trials").asLong());
    }

    @Test
    void timeLimitsTakeAUnit() {
        assertEquals(Duration.ofMillis(500), MethodOptions.duration("500ms"));
        assertEquals(Duration.ofSeconds(30), MethodOptions.duration("30s"));
        assertEquals(Duration.ofMinutes(2), MethodOptions.duration("2m"));
        assertEquals(Duration.ofHours(1), MethodOptions.duration("1h"));
        assertEquals(Duration.ofMillis(1500), MethodOptions.duration(" 1.5S "));
    }

    @Test
    void timeLimitStopsALongRun() {
        JsonNode j = CliRun.odds(with(LARGE, "--method", "montecarlo", "--trials", "100000000", "--time-limit", "300ms"));
        assertEquals("time-limit", j.get("stop").asText());
        assertTrue(j.get("trials").asLong() < 100_000_000L);
    }

    /**
     * Issue 11, item 4: a precision met on a rare outcome says so. One infantry against five wins with far less than
     * 1/1000: the first 10,240 battles meet --precision 0.001 with an interval wider than the estimate, and the method
     * note says it; a common outcome's note does not.
     */
    @Test
    void aPrecisionMetOnARareOutcomeSaysTheIntervalIsWider() {
        String rare = CliRun.of("odds", "--attacker", "1 infantry", "--defender", "5 infantry", "--method", "montecarlo",
                "--precision", "0.001").ok().out();
        CliRun.assertContains(rare, "is wider than the attacker-win estimate", "give a smaller --precision or use --method exact");
        String common = CliRun.of("odds", "--attacker", "3 infantry, 1 tank", "--defender", "4 infantry", "--method", "montecarlo",
                "--precision", "0.01").ok().out();
        org.junit.jupiter.api.Assertions.assertFalse(common.contains("is wider than"), common);
    }
}
