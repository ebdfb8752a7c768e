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
                        "--edition", "classic", "--attacker", "1 bb", "--defender", "1 sub", "--detection", "2:2"));
    }

    static Arguments bad(String expected, String... args) {
        return Arguments.of(expected, args);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refused")
    void isRefusedInOneLineWithExitCode2(String expected, String[] args) {
        CliRun run = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> CliRun.of(args));
        assertEquals(BattleboardCli.EXIT_BAD_INPUT, run.code(), run::toString);
        assertEquals("", run.out(), run::toString);
        String line = run.err().stripTrailing();
        assertFalse(line.contains("\n"), () -> "more than one line: " + run);
        assertTrue(line.contains(expected), () -> "expected '" + expected + "' in: " + line);
        assertFalse(line.contains("Exception"), line);
        assertTrue(line.length() < 400, () -> "short: " + line.length() + " characters");
    }
}
