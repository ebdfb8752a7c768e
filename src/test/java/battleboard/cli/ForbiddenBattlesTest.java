package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 10, item 2: battles the rulebooks forbid are refused with exit code 2 and one line naming the rule and
 * its line, never solved; and item 6: how an edition names the outcome of a battle it allows.
 */
class ForbiddenBattlesTest {
    @ParameterizedTest(name = "{0}: {1} vs {2}")
    @CsvSource(delimiter = '|', value = {
        // Revised L2368: only fighters land on carriers, two to a carrier; Classic L661, L713 the same
        "revised|2 sub|1 bomber, 1 carrier||bomber cannot defend at sea: it cannot land on a carrier (L2368: up to two fighters on a carrier; only fighters land on carriers)",
        "revised|2 sub|3 fighter, 1 carrier||3 defending aircraft at sea, but the carriers there hold 2 (2 per carrier, L2368: up to two fighters on a carrier; only fighters land on carriers)",
        "revised|1 destroyer|1 fighter||1 defending aircraft at sea, but the carriers there hold 0 (2 per carrier, L2368: up to two fighters on a carrier; only fighters land on carriers)",
        "classic|2 sub|1 bomber, 1 carrier||bomber cannot defend at sea: it cannot land on a carrier (L713: a carrier carries as many as two fighters; L661: bombers cannot land on carriers)",
        "house-rules-1998|2 sub|5 fighter, 2 carrier||5 defending aircraft at sea, but the carriers there hold 4 (2 per carrier, L713: a carrier carries as many as two fighters; L661: bombers cannot land on carriers)",
        // bombardment supports an amphibious assault (Revised L1199-1203)
        "revised|2 fighter|2 infantry|1 battleship|shore bombardment supports an amphibious assault, but the attacker has no land unit to land (Revised L1199-1203)",
        "revised|2 destroyer|1 destroyer|1 battleship|shore bombardment needs a land battle, but this is a sea battle",
        // an AA gun only defends (Revised L2239-2256, Classic L406)
        "revised|1 aa-gun, 1 tank|1 infantry||aa-gun cannot attack: AA guns only defend against aircraft (L2239-2256)",
        "classic|1 aa-gun, 1 armor|1 infantry||aa-gun cannot attack: AA guns only defend against aircraft (L406)",
    })
    void refusedInOneLine(String edition, String attacker, String defender, String bombard, String message) {
        CliRun run = bombard == null
                ? CliRun.of("odds", "--edition", edition, "--attacker", attacker, "--defender", defender)
                : CliRun.of("odds", "--edition", edition, "--attacker", attacker, "--defender", defender, "--bombard", bombard);
        assertEquals(2, run.code(), run.toString());
        assertEquals("", run.out(), run.toString());
        assertEquals(message, run.err().strip());
    }

    /** Issue 10, item 6: Classic names the battle won with aircraft only as its rulebook does (C926-928). */
    @org.junit.jupiter.api.Test
    void classicSaysHeldByTheDefender() {
        String classic = CliRun.of("odds", "--edition", "classic", "--attacker", "2 fighter", "--defender", "1 infantry").ok().out();
        CliRun.assertHasLines(classic, "  defenders destroyed, held by the defender \\(C926-928\\) +95\\.0000%");
        String revised = CliRun.of("odds", "--attacker", "2 fighter", "--defender", "1 infantry").ok().out();
        CliRun.assertHasLines(revised, "  defenders destroyed, not taken +\\d+\\.\\d+%");
    }
}
