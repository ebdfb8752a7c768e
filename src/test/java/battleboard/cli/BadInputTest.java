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
                        "--defender", "10000 inf, 10000 art, 10000 tank, 10000 ftr, 10000 bmb", "--method", "exact"),
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
                bad("missing command: odds, compare, casualties, units or editions"),
                // issue 3: method and Monte Carlo options
                bad("--time-limit '30' is not a duration", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--time-limit", "30"),
                bad("--time-limit '0s' must be at least 1ms", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--time-limit", "0s"),
                bad("--trials, --seed are Monte Carlo options, but --method exact was chosen",
                        "odds", "--attacker", "1 inf", "--defender", "1 inf", "--method", "exact", "--trials", "5", "--seed", "3"),
                bad("battles to simulate must be at least 1", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--trials", "0"),
                bad("precision must be above 0 and at most 0.5", "odds", "--attacker", "1 inf", "--defender", "1 inf",
                        "--precision", "0.9"),
                bad("threads must be at least 1", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--threads", "0"),
                bad("'x' is not a long", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--seed", "x"),
                // issue 4: editions
                bad("give --edition or --edition-file, not both", "odds", "--attacker", "1 inf", "--defender", "1 inf",
                        "--edition", "classic", "--edition-file", "x.json"),
                bad("edition file 'no/such.json' does not exist", "odds", "--attacker", "1 inf", "--defender", "1 inf",
                        "--edition-file", "no/such.json"),
                bad("unknown unit 'artillery' in Axis & Allies Classic", "odds", "--edition", "classic",
                        "--attacker", "1 artillery", "--defender", "1 inf"),
                // a National Advantage in a battle its rule does not name (Revised L3029-3031)
                bad("marines acts only in an amphibious assault", "odds", "--attacker", "1 inf", "--defender", "1 inf",
                        "--tech", "attacker:marines"),
                // Classic: AA guns are "one per territory" (seed 002 L576)
                bad("at most 1 aa-gun in a battle, not 2", "odds", "--edition", "classic", "--attacker", "3 ftr",
                        "--defender", "2 aa, 1 inf"),
                bad("at most 1 aa-gun in a battle, not 2", "odds", "--edition", "house-rules-1998", "--attacker", "3 ftr",
                        "--defender", "2 aa, 1 inf"),
                bad("--editions needs at least two editions", "compare", "--editions", "classic",
                        "--attacker", "1 inf", "--defender", "1 inf"),
                bad("--editions names edition 'classic' twice", "compare", "--editions", "classic,classic",
                        "--attacker", "1 inf", "--defender", "1 inf"),
                bad("unknown unit 'foo' in every edition compared (classic, revised)", "compare", "--editions", "classic,revised",
                        "--attacker", "1 foo", "--defender", "1 inf"),
                bad("unknown technology 'laser' in every edition compared", "compare", "--editions", "classic,revised",
                        "--attacker", "1 inf", "--defender", "1 inf", "--tech", "attacker:laser"),
                bad("unknown rule option 'foo' in every edition compared", "compare", "--editions", "classic,revised",
                        "--attacker", "1 inf", "--defender", "1 inf", "--option", "foo=bar"),
                bad("no edition could fight this battle: revised: artillery cannot fight in a sea battle", "compare",
                        "--editions", "revised,classic", "--attacker", "1 art", "--defender", "1 bb"),
                bad("Missing required option: '--editions", "compare", "--attacker", "1 inf", "--defender", "1 inf"),
                // issue 5: retreat, submerge, keep-land, battle in progress
                bad("give at most one retreat policy, not --retreat and --retreat-after-round", "odds",
                        "--attacker", "1 inf", "--defender", "1 inf", "--retreat", "best", "--retreat-after-round", "2"),
                bad("give at most one retreat policy, not --retreat-at-units and --retreat-below", "odds",
                        "--attacker", "1 inf", "--defender", "1 inf", "--retreat-at-units", "1", "--retreat-below", "0.3"),
                bad("retreat 'sometimes' is not a retreat policy", "odds", "--attacker", "1 inf", "--defender", "1 inf",
                        "--retreat", "sometimes"),
                bad("--retreat-when 'sometimes' is not known (no-land-units, only-aircraft)", "odds",
                        "--attacker", "1 inf", "--defender", "1 inf", "--retreat-when", "sometimes"),
                bad("retreat-below takes a probability above 0 and at most 1", "odds", "--attacker", "1 inf",
                        "--defender", "1 inf", "--retreat-below", "2"),
                bad("retreat after round 0: the round must be at least 1", "odds", "--attacker", "1 inf", "--defender", "1 inf",
                        "--retreat-after-round", "0"),
                bad("retreat when no land unit is left needs a land battle", "odds", "--attacker", "1 dd", "--defender", "1 dd",
                        "--retreat-when", "no-land-units"),
                bad("--submerge 'always' needs a side", "odds", "--attacker", "1 sub", "--defender", "1 dd", "--submerge", "always"),
                bad("unknown submerge policy 'sometimes'", "odds", "--attacker", "1 sub", "--defender", "1 dd",
                        "--submerge", "attacker:sometimes"),
                bad("--submerge is given twice for the attacker", "odds", "--attacker", "1 sub", "--defender", "1 dd",
                        "--submerge", "attacker:always", "--submerge", "attacker:never"),
                bad("keep-land cannot be negative", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--keep-land", "-1"),
                bad("unknown order of loss 'cheap'", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--attacker-ool", "cheap"),
                bad("an amphibious assault is a land battle", "odds", "--attacker", "1 dd", "--defender", "1 dd", "--amphibious"),
                bad("the start round must be at least 1", "odds", "--attacker", "1 inf", "--defender", "1 inf", "--round", "0"),
                bad("damaged 2 battleship: the attacker has only 1", "odds", "--attacker", "1 bb", "--defender", "1 dd",
                        "--attacker-damaged", "2 bb"),
                bad("preset 'nosuch' not found", "odds", "--preset", "nosuch"),
                // casualty explorer
                bad("--hits '2' needs a side: attacker:2 or defender:2", "casualties", "--attacker", "1 inf", "--defender", "1 inf",
                        "--hits", "2"),
                bad("--hits 'defender:x': 'x' is not a whole number", "casualties", "--attacker", "1 inf", "--defender", "1 inf",
                        "--hits", "defender:x"),
                bad("hits must be at least 1", "casualties", "--attacker", "1 inf", "--defender", "1 inf", "--hits", "defender:0"),
                bad("Missing required option: '--hits", "casualties", "--attacker", "1 inf", "--defender", "1 inf"));
    }

    private static Arguments bad(String expected, String... args) {
        return Arguments.of(expected, args);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badInputs")
    void exitsWithTwoAndOneLineNamingTheProblem(String expected, String[] args) {
        CliRun run = CliRun.of(args);
        assertEquals(Exit.BAD_INPUT, run.code(), run::toString);
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
