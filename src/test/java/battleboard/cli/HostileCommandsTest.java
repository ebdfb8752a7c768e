package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Commands a hostile user ran (issue 27): each ends within 10 s with one line on standard error naming the problem and
 * exit code 2, never a stack trace, a hang, exit 1 or a silent wrong answer.
 */
class HostileCommandsTest {

    static Stream<Arguments> refused() {
        return Stream.of(
                // item 8: World at War's rolls before the battle are not played in editions without them
                bad("--chinese-morale: a Chinese morale roll before the battle is not a rule of revised", "odds",
                        "--attacker", "3 inf, 1 tank", "--defender", "4 inf", "--chinese-morale"),
                bad("--chinese-morale: a Chinese morale roll before the battle is not a rule of house-rules-1998", "odds",
                        "--edition", "house-rules-1998", "--attacker", "3 inf, 1 armor", "--defender", "4 inf", "--chinese-morale"),
                bad("--detection: detection rolls before the battle are not a rule of revised", "odds",
                        "--attacker", "1 dd", "--defender", "1 sub", "--detection", "2"),
                bad("--detection: detection rolls before the battle are not a rule of classic", "odds",
                        "--edition", "classic", "--attacker", "1 bb", "--defender", "1 sub", "--detection", "2:2"),
                // World at War W443: "aircraft, carriers, cruisers and battleships can detect subs"; a submarine cannot,
                // so lone submarines cannot be attacked by one (it was computed as found one time in three)
                bad("--detection: lone submarines must be detected to be attacked, and no attacking unit can detect them (only fighter,"
                        + " bomber, carrier, cruiser, cruiser-carrying-infantry, battleship can", "odds", "--edition", "world-at-war-2005",
                        "--attacker", "1 sub, 1 transport", "--defender", "1 sub", "--detection", "2"),
                // item 4: a thread count that exhausts native threads, or never ends creating them
                bad("threads must be at most 256, not 2147483647", "odds", "--attacker", "1 inf", "--defender", "1 inf",
                        "--method", "montecarlo", "--threads", "2147483647"),
                bad("threads must be at most 256, not 100000", "odds", "--attacker", "1 inf", "--defender", "1 inf",
                        "--threads", "100000"),
                // item 5: a battle count whose count of chunks overflowed
                bad("battles to simulate must be at most 1,000,000,000, not 9,223,372,036,854,775,807", "odds", "--attacker", "1 inf",
                        "--defender", "1 inf", "--trials", "9223372036854775807"),
                bad("battles to simulate must be at most 1,000,000,000", "odds", "--attacker", "1 inf", "--defender", "1 inf",
                        "--precision", "0.01", "--trials", "9223372036854775807"),
                // item 12: a round counter that overflowed and never retreated
                bad("retreat after round 2,147,483,647: the round must be at most 1,000", "odds", "--attacker", "3 inf",
                        "--defender", "3 inf", "--round", "2147483646", "--retreat-after-round", "2147483647"),
                bad("the start round must be at most 1,000, not 2,147,483,646", "odds", "--attacker", "3 inf",
                        "--defender", "3 inf", "--round", "2147483646"),
                // item 13: an empty edition is not "a directory"; Java's number forms are not decimals; an empty wave
                bad("--edition is empty: give a built-in edition (revised", "odds", "--edition", "", "--attacker", "1 inf",
                        "--defender", "1 inf"),
                bad("'0x1p-7' is not a decimal number", "odds", "--attacker", "1 inf", "--defender", "1 inf",
                        "--precision", "0x1p-7"),
                bad("'0.01f' is not a decimal number", "odds", "--attacker", "1 inf", "--defender", "1 inf",
                        "--retreat-below", "0.01f"),
                bad("'0.9d' is not a decimal number", "reinforce", "--attacker", "1 inf", "--defender", "1 inf", "--target", "0.9d"),
                bad("wave 2: --wave gives no units", "odds", "--attacker", "2 inf", "--defender", "2 inf", "--wave", " "),
                // item 13: flags that cannot apply to the battle were accepted and ignored
                bad("--submerge attacker: the attacker has no unit that submerges in this battle", "odds", "--attacker", "3 inf",
                        "--defender", "3 inf", "--submerge", "attacker:always"),
                bad("--submerge defender: the defender has no unit that submerges in this battle", "odds", "--attacker", "1 sub",
                        "--defender", "1 dd", "--submerge", "defender:when-no-targets"),
                bad("--no-landing attacker: this is a land battle", "odds", "--attacker", "2 inf, 1 ftr", "--defender", "2 inf",
                        "--no-landing", "attacker"),
                bad("--no-landing defender: the defender has no aircraft in this battle", "odds", "--attacker", "2 ftr, 1 dd",
                        "--defender", "1 dd", "--no-landing", "defender"),
                bad("--no-escape-zone: in revised a defender's submarines need no escape zone", "odds", "--attacker", "1 dd",
                        "--defender", "1 sub", "--no-escape-zone"),
                bad("--no-escape-zone: the defender has no unit that submerges in this battle", "odds", "--edition", "classic",
                        "--attacker", "1 bb", "--defender", "1 bb", "--no-escape-zone"));
    }

    @org.junit.jupiter.api.Test
    void aBattleLateInItsRoundsRetreatsAfterItsLastRound() {
        // 1 infantry against 1 from round 999, retreating after round 1,000: each round the attacker alone hits 4/36, both
        // 2/36, the defender alone 10/36, neither 20/36. Attacker win 4/36 (1 + 20/36) = 14/81, draw 7/81, defender holds
        // 35/81, retreat (20/36)^2 = 25/81
        var n = CliRun.odds("--attacker", "1 inf", "--defender", "1 inf", "--round", "999", "--retreat-after-round", "1000");
        assertEquals(14.0 / 81, n.get("attackerWin").asDouble(), 1e-12);
        assertEquals(7.0 / 81, n.get("draw").asDouble(), 1e-12);
        assertEquals(25.0 / 81, n.get("retreat").asDouble(), 1e-12);
    }

    static Stream<Arguments> answered() {
        return Stream.of(
                // item 6: an income of Integer.MAX_VALUE caps nothing: 2 bombers, each shot down on a 1 (1/6), else 3.5 IPC:
                // 2 x 5/6 x 7/2 = 35/6 = 5.833 IPC; a rocket's die, 7/2
                Arguments.of("Expected damage                       5.833 IPC",
                        new String[] {"raid", "--bombers", "2", "--aa", "1", "--income", "2147483647"}),
                Arguments.of("Expected damage                       5.833 IPC",
                        new String[] {"raid", "--bombers", "2", "--aa", "1", "--income", "2147483647", "--ipcs", "2147483647"}),
                Arguments.of("Expected damage  3.500 IPC", new String[] {"rocket", "--income", "2147483647"}),
                Arguments.of("Expected damage  3.500 IPC", new String[] {"rocket", "--income", "2147483647", "--ipcs", "2147483647"}));
    }

    @org.junit.jupiter.api.Test
    void oneBattleGivesNoStandardErrorNotNaN() {
        // item 11: a standard error needs 2 battles; one printed "+/- NaN" and wrote the string "NaN" in the JSON
        String[] one = {"odds", "--attacker", "1 inf", "--defender", "1 inf", "--method", "montecarlo", "--trials", "1"};
        String text = CliRun.of(one).ok().out();
        assertFalse(text.contains("NaN"), text);
        CliRun.assertHasLines(text, "Attacker expected IPC loss +[0-9.]+  \\+/- n/a", "Expected rounds +1\\.000  \\+/- n/a");
        String[] json = java.util.Arrays.copyOf(one, one.length + 1);
        json[one.length] = "--json";
        var n = CliRun.of(json).ok().json();
        assertFalse(n.toString().contains("NaN"), n.toString());
        for (String field : new String[] {"attackerIpcLossError", "defenderIpcLossError", "expectedRoundsError"}) {
            assertTrue(n.has(field) && n.get(field).isNull(), field + ": " + n);
        }
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("answered")
    void isAnsweredWithinItsBudget(String expected, String[] args) {
        CliRun run = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> CliRun.of(args)).ok();
        CliRun.assertContains(run.out(), expected);
    }

    @org.junit.jupiter.api.Test
    void theFlagsApplyWhereTheyCan() {
        // the checks above refuse only where a flag cannot apply: Classic's defending submarine with no escape zone, and
        // a carrier's fighters with no landing, are answered
        CliRun.of("odds", "--edition", "classic", "--attacker", "1 bb", "--defender", "1 sub", "--no-escape-zone").ok();
        CliRun.of("odds", "--attacker", "1 dd, 2 ftr", "--defender", "1 dd", "--no-landing", "attacker").ok();
        CliRun.of("odds", "--attacker", "1 sub, 1 dd", "--defender", "1 dd", "--submerge", "attacker:always").ok();
    }

    /** Item 13: a unit name of 69,000 characters made an error line of 69,002. */
    @org.junit.jupiter.api.Test
    void anErrorLineQuotesALongValueElided() {
        String name = "x".repeat(69_000);
        for (String[] args : new String[][] {{"odds", "--attacker", "1 " + name, "--defender", "1 inf"},
                {"odds", "--attacker", "1 inf", "--defender", "1 inf", "--retreat", "x ".repeat(30_000)}}) {
            CliRun run = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> CliRun.of(args));
            assertEquals(Exit.BAD_INPUT, run.code(), run::toString);
            String line = run.err().stripTrailing();
            assertFalse(line.contains("\n"), line);
            assertTrue(line.length() <= Exit.MOST_ERROR_CHARACTERS, () -> line.length() + " characters: " + line);
            assertTrue(line.contains("characters left out)"), line);
        }
        // the quoted name is one word of 69,002 characters: its first 45 and last 15 kept, the 68,942 between left out, the
        // edition's units after it as before
        String line = CliRun.of("odds", "--attacker", "1 " + name, "--defender", "1 inf").err().strip();
        assertTrue(line.startsWith("unknown unit '" + "x".repeat(44) + "...(68,942 characters left out)..." + "x".repeat(14)
                + "' in Axis & Allies Revised (2004) (units: infantry,"), line);
    }

    static Arguments bad(String expected, String... args) {
        return Arguments.of(expected, args);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refused")
    void isRefusedInOneLineWithExitCode2(String expected, String[] args) {
        CliRun run = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> CliRun.of(args));
        assertEquals(Exit.BAD_INPUT, run.code(), run::toString);
        assertEquals("", run.out(), run::toString);
        String line = run.err().stripTrailing();
        assertFalse(line.contains("\n"), () -> "more than one line: " + run);
        assertTrue(line.contains(expected), () -> "expected '" + expected + "' in: " + line);
        assertFalse(line.contains("Exception"), line);
        assertTrue(line.length() < 400, () -> "short: " + line.length() + " characters");
    }
}
