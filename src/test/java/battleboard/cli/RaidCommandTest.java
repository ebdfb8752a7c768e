package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code battleboard raid} (issue 14, item 1); its output is docs/cli.md's example, kept true by DocsExamplesTest. */
class RaidCommandTest {
    @Test
    void theHandWorkedRaidPrintsItsThreeOutcomes() {
        String out = CliRun.of("raid", "--edition", "revised", "--bombers", "1", "--aa", "1", "--income", "2").ok().out();
        assertTrue(out.contains("            0     16.6667%  100.0000%"), out); // 1/6
        assertTrue(out.contains("            1     13.8889%   83.3333%"), out); // 5/36
        assertTrue(out.contains("            2     69.4444%   69.4444%"), out); // 25/36
        assertTrue(out.contains("Expected damage                       1.528 IPC"), out); // 55/36
    }

    @Test
    void whatARaidOfTheseEditionsCannotHaveIsOneLine() {
        CliRun escorts = CliRun.of("raid", "--edition", "revised", "--bombers", "2", "--escorts", "2", "--income", "4");
        assertEquals(2, escorts.code());
        assertTrue(escorts.err().strip().endsWith("only the bombers and the AA gun take part"), escorts.err());
        CliRun guns = CliRun.of("raid", "--edition", "classic", "--bombers", "2", "--aa", "2");
        assertEquals("--aa must be 0 or 1, not 2: one AA gun fires at each bomber", guns.err().strip());
        CliRun noIncome = CliRun.of("raid", "--edition", "revised", "--bombers", "2");
        assertEquals(2, noIncome.code());
        assertTrue(noIncome.err().startsWith("give the territory's income (--income)"), noIncome.err());
        CliRun globalWar = CliRun.of("raid", "--edition", "global-war-1939", "--bombers", "2");
        assertEquals(2, globalWar.code());
        assertEquals(1, globalWar.err().strip().lines().count());
        assertTrue(globalWar.err().contains("not built yet"), globalWar.err());
    }
}
