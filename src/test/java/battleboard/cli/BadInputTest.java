package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every kind of bad input: exit code 2 and exactly one line on standard error naming the problem. */
class BadInputTest {

    static Stream<Arguments> badInputs() {
        return Stream.of(
                bad("unknown unit 'foo'", "odds", "--attacker", "3 foo", "--defender", "1 inf"),
                bad("negative count -1 for infantry", "odds", "--attacker", "-1 inf, 1 tank", "--defender", "1 inf"),
                bad("count '1x' is not a whole number", "odds", "--attacker", "1x inf", "--defender", "1 inf"),
                bad("tank cannot fight in a sea battle", "odds", "--attacker", "1 tank", "--defender", "1 dd"),
                bad("aa-gun cannot attack", "odds", "--attacker", "1 aa, 1 inf", "--defender", "1 inf"),
                bad("the attacker has no units", "odds", "--attacker", "", "--defender", "1 inf"),
                bad("unknown technology 'foo'", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--tech", "attacker:foo"),
                bad("needs a side", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--tech", "heavy-bombers"),
                bad("unknown side 'foo'", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--tech", "foo:heavy-bombers"),
                bad("names no technology", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--tech", "defender:"),
                bad("rule option 'aa-rounds' takes first-round or every-round, not 'sometimes'",
                        "odds", "--attacker", "1 ftr", "--defender", "1 inf", "--option", "aa-rounds=sometimes"),
                bad("unknown rule option 'foo'", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--option", "foo=bar"),
                bad("must be NAME=VALUE", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--option", "aa-rounds"),
                bad("given twice", "odds", "--attacker", "1 inf", "--defender", "1 inf",
                        "--option", "aa-rounds=every-round", "--option", "aa-rounds=first-round"),
                bad("unknown unit 'foo'", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--attacker-ool", "inf,foo"),
                bad("order of loss names infantry twice", "odds", "--attacker", "1 inf", "--defender", "1 inf",
                        "--defender-ool", "inf,infantry"),
                bad("tank cannot conduct shore bombardment", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--bombard", "1 tank"),
                bad("destroyer cannot conduct shore bombardment without the combined-bombardment technology",
                        "odds", "--attacker", "1 inf", "--defender", "1 inf", "--bombard", "1 dd"),
                bad("shore bombardment needs a land battle", "odds", "--attacker", "1 dd", "--defender", "1 dd", "--bombard", "1 bb"),
                bad("battle too large for exact", "odds", "--attacker", "10000 inf, 10000 art, 10000 tank, 10000 ftr, 10000 bmb",
                        "--defender", "10000 inf, 10000 art, 10000 tank, 10000 ftr, 10000 bmb"),
                bad("unknown method 'guess'", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--method", "guess"),
                bad("unknown edition 'anniversary'", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--edition", "anniversary"),
                bad("edition file 'no/such/edition.json' does not exist", "units", "--edition", "no/such/edition.json"),
                bad("--survivors must be 0 or more", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--survivors", "-1"),
                bad("Unknown option: '--foo'", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--foo"),
                bad("Missing required option: '--attacker", "odds", "--defender", "1 inf"),
                bad("Missing required option: '--defender", "odds", "--attacker", "1 inf"),
                bad("'x' is not an int", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--survivors", "x"),
                bad("Unmatched argument", "odds", "--attacker", "1 inf", "--defender", "1 inf", "extra"),
                bad("Unmatched argument", "frobnicate"),
                bad("missing command: odds or units"));
    }

    private static Arguments bad(String expected, String... args) {
        return Arguments.of(expected, args);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badInputs")
    void exitsWithTwoAndOneLineNamingTheProblem(String expected, String[] args) {
        CliRun run = CliRun.of(args);
        assertEquals(BattleboardCli.EXIT_BAD_INPUT, run.code(), run::toString);
        assertEquals("", run.out(), run::toString);
        assertTrue(run.err().endsWith("\n"), run::toString);
        String line = run.err().stripTrailing();
        assertFalse(line.isEmpty(), run::toString);
        assertFalse(line.contains("\n"), () -> "more than one line: " + run);
        assertTrue(line.contains(expected), () -> "expected '" + expected + "' in: " + line);
        assertFalse(line.contains("Exception"), line);
        assertFalse(line.contains("at battleboard"), line);
    }
}
