package battleboard.cli;

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
}
