package battleboard.cli;

import java.util.Locale;
import battleboard.report.ResultTable;
import com.fasterxml.jackson.databind.JsonNode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code battleboard reinforce} (issue 14, item 5); its output is docs/cli.md's example, kept true by DocsExamplesTest. */
class ReinforceCommandTest {
    @Test
    void withoutATargetOnlyTheTableIsShownAndATargetTooHighIsSaid() {
        String out = CliRun.of("reinforce", "--attacker", "3 inf, 1 tank", "--defender", "4 inf").ok().out();
        assertTrue(out.contains("  attacker  tank          5       79.3881%  +39.94 pts"), out);
        assertTrue(!out.contains("Cheapest"), out);
        String none = CliRun.of("reinforce", "--attacker", "3 inf, 1 tank", "--defender", "4 inf", "--target", "0.999",
                "--budget", "6").ok().out();
        assertTrue(none.endsWith("No addition to win 99.9000% or more within 6 IPC reaches it.\n"), none);
        String already = CliRun.of("reinforce", "--attacker", "3 inf, 1 tank", "--defender", "4 inf", "--target", "0.3").ok().out();
        assertTrue(already.endsWith("Nothing to add to win 30.0000% or more within 30 IPC: the attacker wins 39.4480% already.\n"),
                already);
    }

    /**
     * Issue 23 row 3: partisans "may not move nor attack" (W342, G865): reinforce offers them to the defender only. The
     * cheapest search skips additions a battle may not have (a second kamikaze fighter, G937-941) instead of failing.
     */
    @Test
    void unitsThatCannotAttackAreOfferedToTheDefenderOnly() {
        for (String edition : new String[] {"world-at-war-2005", "global-war-1939"}) {
            String out = CliRun.of("reinforce", "--edition", edition, "--attacker", "1 armor", "--defender", "1 infantry").ok().out();
            assertTrue(out.lines().noneMatch(l -> l.matches(" +attacker +partisan .*")), out);
            assertTrue(out.lines().anyMatch(l -> l.matches(" +defender +partisan .*")), out);
        }
        String out = CliRun.of("reinforce", "--edition", "global-war-1939", "--attacker", "1 kamikaze-fighter", "--defender",
                "1 destroyer", "--target", "0.97", "--budget", "20").ok().out();
        assertTrue(out.lines().noneMatch(l -> l.matches(" +attacker +kamikaze-fighter .*")), out);
        assertTrue(out.contains("Cheapest addition to win 97.0000% or more within 20 IPC: 2 submarine (16 IPC)"), out);
    }

    @Test
    void badTargetsAndBudgetsAreOneLine() {
        CliRun r = CliRun.of("reinforce", "--attacker", "3 inf", "--defender", "4 inf", "--target", "1.5");
        assertEquals(2, r.code());
        assertEquals("--target must be above 0 and at most 1, not 1.5", r.err().strip());
        r = CliRun.of("reinforce", "--attacker", "3 inf", "--defender", "4 inf", "--target", "0.9", "--budget", "-1");
        assertEquals(2, r.code());
        assertEquals("--budget must be from 0 to 200 IPC, not -1", r.err().strip());
    }

    /**
     * {@code --json} (issue 26, item 5) holds the figures the table prints. 1 infantry attacks 1 infantry (Revised): a round
     * ends it unless both miss (5/6 x 2/3 = 10/18), so the attacker wins (1/6 x 2/3) / (8/18) = 1/4, the defender
     * (5/6 x 1/3) / (8/18) = 5/8, both die 1/8; the IPC swing is 3 x (1/4 + 1/8) - 3 x (5/8 + 1/8) = -9/8.
     */
    @Test
    void theJsonHoldsTheTablesFigures() {
        String[] battle = {"--attacker", "1 inf", "--defender", "1 inf", "--target", "0.6", "--budget", "10"};
        JsonNode j = CliRun.json("reinforce", battle);
        assertEquals("revised", j.get("edition").asText());
        assertEquals(1, j.get("attacker").get("infantry").asInt());
        assertEquals("exact", j.get("method").asText());
        assertEquals(1.0 / 4, j.get("attackerWin").asDouble(), 1e-12);
        assertEquals(-9.0 / 8, j.get("ipcSwing").asDouble(), 1e-12);
        assertEquals(0.6, j.get("target").asDouble(), 0);
        assertEquals(10, j.get("budget").asInt());

        String out = CliRun.command("reinforce", battle).ok().out();
        CliRun.assertContains(out, "Attacker wins 25.0000%, IPC swing -1.13; with one more unit:");
        JsonNode oneMore = j.get("oneMore");
        assertEquals(out.lines().filter(l -> l.matches("  (attacker|defender) .*")).count(), oneMore.size(), out);
        for (JsonNode a : oneMore) {
            // the table's row of this addition, figure by figure
            CliRun.assertHasLines(out, "  " + a.get("side").asText() + " +" + a.get("unit").asText() + " +" + a.get("cost").asInt()
                    + " +" + java.util.regex.Pattern.quote(ResultTable.percent(a.get("attackerWin").asDouble()))
                    + " +" + java.util.regex.Pattern.quote(String.format(Locale.US, "%+.2f pts", 100 * a.get("attackerWinChange").asDouble()))
                    + " +" + java.util.regex.Pattern.quote(String.format(Locale.US, "%+.2f", a.get("ipcSwing").asDouble()))
                    + " +" + java.util.regex.Pattern.quote(String.format(Locale.US, "%+.2f", a.get("ipcSwingChange").asDouble())));
            assertEquals(a.get("attackerWin").asDouble() - 1.0 / 4, a.get("attackerWinChange").asDouble(), 1e-12);
        }
        JsonNode c = j.get("cheapest");
        CliRun.assertContains(out, String.format(Locale.US, "Cheapest addition to win 60.0000%% or more within 10 IPC: %s (%d IPC):"
                + " attacker wins %s, IPC swing %+.2f (%d battles solved", label(c.get("units")), c.get("cost").asInt(),
                ResultTable.percent(c.get("attackerWin").asDouble()), c.get("ipcSwing").asDouble(), c.get("solved").asInt()));
        assertTrue(c.get("attackerWin").asDouble() >= 0.6, c.toString());

        JsonNode none = CliRun.json("reinforce", "--attacker", "1 inf", "--defender", "1 inf");
        assertTrue(none.get("target").isNull(), none.toString());
        assertTrue(none.get("cheapest").isNull(), none.toString());
        assertEquals(ReinforceCommand.DEFAULT_BUDGET, none.get("budget").asInt());
    }

    /** @return units as the text writes them, e.g. "1 infantry, 1 artillery" */
    private static String label(JsonNode units) {
        java.util.List<String> parts = new java.util.ArrayList<>();
        units.fields().forEachRemaining(e -> parts.add(e.getValue().asInt() + " " + e.getKey()));
        return String.join(", ", parts);
    }
}
