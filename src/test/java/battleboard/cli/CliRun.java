package battleboard.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * One in-process run of the command line: exit code, standard output and standard error.
 *
 * @param code the exit code
 * @param out  what was printed on standard output
 * @param err  what was printed on standard error
 */
public record CliRun(int code, String out, String err) {

    /** @return the run of {@code battleboard args...} (public: the form's tests run the files it saves) */
    public static CliRun of(String... args) {
        return withInput("", args);
    }

    /** @return the run of {@code battleboard args...} with {@code input} on its standard input */
    static CliRun withInput(String input, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = BattleboardCli.run(args, new java.io.ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), o, e);
        }
        return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** @return the run of {@code battleboard COMMAND args...}: the text a command's {@link #json} is checked against */
    static CliRun command(String command, String... args) {
        String[] a = new String[args.length + 1];
        a[0] = command;
        System.arraycopy(args, 0, a, 1, args.length);
        return of(a);
    }

    /** @return the JSON of a successful {@code battleboard COMMAND --json args...} */
    static JsonNode json(String command, String... args) {
        String[] a = new String[args.length + 2];
        a[0] = command;
        a[1] = "--json";
        System.arraycopy(args, 0, a, 2, args.length);
        return of(a).ok().json();
    }

    /** @return the JSON of a successful {@code battleboard odds --json args...} */
    static JsonNode odds(String... args) {
        return json("odds", args);
    }

    /**
     * @return this run, after checking that it succeeded: exit code 0 and nothing on standard error
     */
    CliRun ok() {
        org.junit.jupiter.api.Assertions.assertEquals(0, code, this::toString);
        org.junit.jupiter.api.Assertions.assertEquals("", err, this::toString);
        return this;
    }

    /** Asserts that {@code text} contains every one of {@code parts}. */
    static void assertContains(String text, String... parts) {
        for (String part : parts) {
            org.junit.jupiter.api.Assertions.assertTrue(text.contains(part), () -> "'" + part + "' not in:\n" + text);
        }
    }

    /** Asserts that, for each regular expression, some whole line of {@code text} matches it. */
    static void assertHasLines(String text, String... lineRegexes) {
        for (String regex : lineRegexes) {
            org.junit.jupiter.api.Assertions.assertTrue(text.lines().anyMatch(l -> l.matches(regex)),
                    () -> "no line matches '" + regex + "' in:\n" + text);
        }
    }

    /** @return standard output parsed as one JSON value */
    JsonNode json() {
        try {
            return new ObjectMapper().readTree(out);
        } catch (IOException e) {
            throw new UncheckedIOException("not JSON: " + out, e);
        }
    }

    @Override
    public String toString() {
        return "exit " + code + "\n--- out:\n" + out + "--- err:\n" + err;
    }
}
