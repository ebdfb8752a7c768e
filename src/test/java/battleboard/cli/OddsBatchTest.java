package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 24, item 3: {@code odds --batch FILE|-} solves one battle a line in one process. Output line N answers input
 * line N: the battle's {@code odds --json} on one line, or {@code {"line": N, "error": ...}} with the message a single
 * run prints on standard error; the run goes on after an error, and exits 2 when a line was refused.
 */
class OddsBatchTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** Too large for the exact solver's memory (BadInputTest's battle): refused with {@code --method exact}. */
    private static final String HUGE = "10000 inf, 10000 art, 10000 tank, 10000 ftr, 10000 bmb";

    @Test
    void goodLinesAreSolvedAndEachBadLineGetsItsErrorInItsPlace(@TempDir Path dir) throws IOException {
        List<String> lines = List.of(
                "{\"attacker\": \"3 inf, 1 tank\", \"defender\": \"4 inf\"}",
                "{\"attacker\": \"3 inf\", \"defender\": ",
                "{\"attacker\": \"3 inf, 1 tnak\", \"defender\": \"4 inf\"}",
                "{\"attacker\": \"" + HUGE + "\", \"defender\": \"" + HUGE + "\"}",
                "{\"attacker\": \"1 bb, 2 sub\", \"defender\": \"2 dd\", \"submerge\": {\"attacker\": \"when-no-targets\"}}",
                "",
                "{\"edition\": \"classic\", \"attacker\": \"3 inf, 1 armor\", \"defender\": \"3 inf, 1 armor\"}",
                "{\"attacker\": \"3 inf, 1 tank\", \"defender\": \"4 inf\", \"retreat\": \"after-round 1\", \"options\":"
                        + " {\"dice\": \"low-luck\"}}",
                "{\"attacker\": 3, \"defender\": \"4 inf\"}",
                "{\"attacker\": \"1 inf\", \"defender\": \"1 inf\"} {\"attacker\": \"2 inf\", \"defender\": \"1 inf\"}",
                "{\"attacker\": \"1 inf\", \"defender\": \"1 inf\"} ]");
        Path file = dir.resolve("battles.jsonl");
        Files.write(file, lines);

        CliRun run = CliRun.of("odds", "--batch", file.toString(), "--method", "exact");

        assertEquals(2, run.code(), run::toString);
        List<String> out = run.out().lines().toList();
        assertEquals(lines.size(), out.size(), run::toString);
        assertEquals("odds --batch: 7 of 11 lines refused (lines 2, 3, 4, 6, 9, 10, 11): the output has an error object for each\n",
                run.err());
        // each good line gives what odds --json gives for the same battle, as one line
        assertSameResult(out.get(0), "--attacker", "3 inf, 1 tank", "--defender", "4 inf", "--method", "exact");
        assertSameResult(out.get(4), "--attacker", "1 bb, 2 sub", "--defender", "2 dd", "--submerge", "attacker:when-no-targets",
                "--method", "exact");
        assertSameResult(out.get(6), "--edition", "classic", "--attacker", "3 inf, 1 armor", "--defender", "3 inf, 1 armor",
                "--method", "exact");
        assertSameResult(out.get(7), "--attacker", "3 inf, 1 tank", "--defender", "4 inf", "--retreat-after-round", "1",
                "--option", "dice=low-luck", "--method", "exact");
        // each bad line: its number and the one-line message a single run prints
        assertError(out.get(1), 2, "not valid JSON at column 35: Unexpected end-of-input within/between Object entries");
        assertError(out.get(2), 3, singleRunError("--attacker", "3 inf, 1 tnak", "--defender", "4 inf"));
        assertError(out.get(3), 4, singleRunError("--attacker", HUGE, "--defender", HUGE, "--method", "exact"));
        assertError(out.get(5), 6, "an empty line: each line is one battle, a JSON object such as {\"attacker\": \"3 inf, 1 tank\","
                + " \"defender\": \"4 inf\"}");
        assertError(out.get(8), 9, "field 'attacker': expected text, got number");
        // the battle file's reader stops after the first JSON value: a line holds one, and more is refused
        assertError(out.get(9), 10, "more after the battle at column 44: a line holds one battle, one JSON object");
        assertError(out.get(10), 11, "more after the battle at column 44: a line holds one battle, one JSON object");
        assertTrue(json(out.get(3)).get("error").asText().contains("too large"), out.get(3));
    }

    @Test
    void theFlagsAreEveryLinesDefaultsAndALineOverridesThem() {
        String input = "{\"attacker\": \"3 inf, 1 tank\"}\n"
                + "{\"attacker\": \"1 ftr\", \"defender\": \"2 inf\", \"options\": {\"aa-rounds\": \"first-round\"}}\n"
                + "{\"attacker\": \"2 ftr\", \"edition\": \"classic\"}\n";
        CliRun run = CliRun.withInput(input, "odds", "--batch", "-", "--defender", "4 inf, 1 aa", "--option", "aa-rounds=every-round",
                "--edition", "revised").ok();
        List<String> out = run.out().lines().toList();
        assertEquals(3, out.size(), run::toString);
        assertSameResult(out.get(0), "--attacker", "3 inf, 1 tank", "--defender", "4 inf, 1 aa", "--option", "aa-rounds=every-round");
        assertSameResult(out.get(1), "--attacker", "1 ftr", "--defender", "2 inf", "--option", "aa-rounds=first-round");
        assertSameResult(out.get(2), "--edition", "classic", "--attacker", "2 ftr", "--defender", "4 inf, 1 aa",
                "--option", "aa-rounds=every-round");
        assertEquals("every-round", json(out.get(0)).get("options").get("aa-rounds").asText());
        assertEquals("first-round", json(out.get(1)).get("options").get("aa-rounds").asText());
    }

    /** Without --edition, a line that names no edition is fought in the --preset's (Classic here), not in the default. */
    @Test
    void aLineWithoutAnEditionTakesThePresetsWhenNoFlagNamesOne() {
        CliRun run = CliRun.withInput("{\"attacker\": \"2 inf, 1 armor\"}\n", "odds", "--batch", "-", "--preset", "classic-armor").ok();
        assertEquals("classic", json(run.out().strip()).get("edition").asText(), run::toString);
        assertSameResult(run.out().strip(), "--preset", "classic-armor", "--attacker", "2 inf, 1 armor");
    }

    @Test
    void aLineWithoutUnitsWhereNoFlagGivesThemIsRefusedAndTheRunGoesOn() {
        CliRun run = CliRun.withInput("{\"defender\": \"4 inf\"}\n{\"attacker\": \"1 inf\", \"defender\": \"1 inf\"}\n{\"attacker\": \"1 inf\"}",
                "odds", "--batch", "-");
        assertEquals(2, run.code(), run::toString);
        List<String> out = run.out().lines().toList();
        assertEquals(3, out.size(), run::toString);
        assertError(out.get(0), 1, "no attacker: the line has no \"attacker\" and --attacker is not given");
        assertSameResult(out.get(1), "--attacker", "1 inf", "--defender", "1 inf");
        assertError(out.get(2), 3, "no defender: the line has no \"defender\" and --defender is not given");
    }

    @Test
    void flagsThatCannotHoldForABatchAreRefusedBeforeAnyLine() {
        assertRefused("--wave cannot be given with --batch: a battle line has no waves", "--wave", "2 ftr");
        assertRefused("--survivors shapes the table, but --batch writes each battle's JSON", "--survivors", "3");
        assertRefused("--trials is a Monte Carlo option, but --method exact was chosen", "--method", "exact", "--trials", "5");
        assertRefused("unknown edition 'anniversary'", "--edition", "anniversary");
        CliRun missing = CliRun.of("odds", "--batch", "no/such/battles.jsonl");
        assertEquals(2, missing.code(), missing::toString);
        assertEquals("--batch file 'no/such/battles.jsonl' does not exist\n", missing.err());
        assertEquals("", missing.out());
    }

    @Test
    void anEmptyInputGivesNoLineAndSucceeds() {
        CliRun run = CliRun.withInput("", "odds", "--batch", "-").ok();
        assertEquals("", run.out());
    }

    /** 1,000 different small battles, as scripts/cli-timing.sh times them: each answered in its place. */
    @Test
    void aThousandBattlesGiveAThousandLinesInOrder() {
        StringBuilder input = new StringBuilder();
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            String attacker = (1 + i % 5) + " infantry, " + (i / 5) % 4 + " tank, " + (i / 20) % 2 + " artillery";
            String defender = (1 + (i / 40) % 5) + " infantry, " + (i / 200) % 5 + " artillery";
            input.append("{\"attacker\": \"").append(attacker).append("\", \"defender\": \"").append(defender).append("\"}\n");
            expected.add(attacker + " / " + defender);
        }
        assertEquals(1000, new java.util.HashSet<>(expected).size());
        List<String> out = CliRun.withInput(input.toString(), "odds", "--batch", "-").ok().out().lines().toList();
        assertEquals(1000, out.size());
        for (int i = 0; i < out.size(); i++) {
            JsonNode j = json(out.get(i));
            assertEquals(expected.get(i), units(j.get("attacker"), "infantry", "tank", "artillery") + " / "
                    + units(j.get("defender"), "infantry", "artillery"), out.get(i));
        }
    }

    /**
     * The lines are read and written on two threads while one battle is solved at a time ({@link OddsBatch#run}): the
     * output is byte for byte what one thread writes, each answer in its line's place, refused lines among them.
     */
    @Test
    void twoThreadsWriteWhatOneWrites() throws IOException {
        StringBuilder input = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            input.append(switch (i % 7) {
                case 3 -> "{\"attacker\": \"" + (1 + i % 4) + " inf, 1 tnak\", \"defender\": \"2 inf\"}";
                case 5 -> "{\"attacker\": \"1 bb, " + (i % 3) + " sub\", \"defender\": \"" + (1 + i % 2) + " dd\"}";
                case 6 -> "{\"edition\": \"classic\", \"attacker\": \"" + (1 + i % 5) + " inf, 1 armor\", \"defender\": \"3 inf\"}";
                default -> "{\"attacker\": \"" + (1 + i % 5) + " inf, " + (i % 3) + " tank\", \"defender\": \"" + (1 + i % 4) + " inf\"}";
            }).append('\n');
        }
        String one = batch(input.toString(), 1);
        String two = batch(input.toString(), 2);
        assertEquals(300, one.lines().count());
        assertEquals(one, two);
        assertTrue(one.lines().skip(3).findFirst().orElseThrow().startsWith("{\"line\":4,\"error\":\"unknown unit 'tnak'"), one);
    }

    /** @return what {@code odds --batch -} writes for {@code input} with the given number of threads */
    private static String batch(String input, int workers) throws IOException {
        OddsCommand odds = new OddsCommand(System.in);
        new picocli.CommandLine(odds.spec()).parseArgs("--batch", "-");
        java.io.StringWriter out = new java.io.StringWriter();
        java.io.StringWriter err = new java.io.StringWriter();
        int code = new OddsBatch(odds.battle, odds.edition, odds.method, workers).run(new java.io.BufferedReader(new java.io.StringReader(input)),
                new java.io.PrintWriter(out), new java.io.PrintWriter(err));
        assertEquals(2, code, err::toString);
        return out.toString();
    }

    /**
     * A script that sends a battle and waits for its answer before it sends the next gets each answer at once: the
     * lines solved ahead of the output do not hold the output back.
     */
    @Test
    void eachAnswerIsWrittenBeforeTheNextLineIsRead() throws Exception {
        java.io.PipedOutputStream toBatch = new java.io.PipedOutputStream();
        java.io.PipedInputStream stdin = new java.io.PipedInputStream(toBatch);
        java.io.PipedInputStream fromBatch = new java.io.PipedInputStream(1 << 16);
        java.io.PrintStream stdout = new java.io.PrintStream(new java.io.PipedOutputStream(fromBatch), true, java.nio.charset.StandardCharsets.UTF_8);
        java.io.ByteArrayOutputStream stderr = new java.io.ByteArrayOutputStream();
        java.util.concurrent.ExecutorService cli = java.util.concurrent.Executors.newSingleThreadExecutor();
        try {
            java.util.concurrent.Future<Integer> run = cli.submit(() -> BattleboardCli.run(new String[] {"odds", "--batch", "-"}, stdin, stdout,
                    new java.io.PrintStream(stderr, true, java.nio.charset.StandardCharsets.UTF_8)));
            java.io.BufferedReader answers = new java.io.BufferedReader(new java.io.InputStreamReader(fromBatch, java.nio.charset.StandardCharsets.UTF_8));
            org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(60), () -> {
                for (int i = 1; i <= 3; i++) {
                    toBatch.write(("{\"attacker\": \"" + i + " inf\", \"defender\": \"1 inf\"}\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
                    toBatch.flush();
                    assertEquals(i, json(answers.readLine()).get("attacker").get("infantry").asInt());
                }
            });
            toBatch.close();
            assertEquals(0, run.get(60, java.util.concurrent.TimeUnit.SECONDS), stderr::toString);
        } finally {
            cli.shutdownNow();
        }
    }

    /** @return e.g. "3 infantry, 0 tank" for the given unit ids of a JSON count object */
    private static String units(JsonNode counts, String... ids) {
        return String.join(", ", java.util.Arrays.stream(ids).map(id -> counts.path(id).asInt(0) + " " + id).toList());
    }

    /**
     * docs/cli.md shows docs/examples/battles.jsonl as it is and names its results: the attacker's 39.45 % (3 inf + 1
     * tank against 4 inf, as in the page's Monte Carlo example), 31.14 % with Low Luck (1177/3780, LowLuckTest), 0.69 %
     * leaving after round 1, and Classic's 39.45 % (the same units' values there); the fifth line's unknown unit.
     */
    @Test
    void theDocumentedExampleIsTheFileAndItsFiguresAreTheRunsFigures() throws IOException {
        String file = Files.readString(Path.of("docs/examples/battles.jsonl"));
        assertTrue(Files.readString(Path.of("docs/cli.md")).contains("```\n" + file + "```\n"), "docs/cli.md shows another file");
        CliRun run = CliRun.of("odds", "--batch", "docs/examples/battles.jsonl", "--defender", "4 inf");
        assertEquals(2, run.code(), run::toString);
        List<String> out = run.out().lines().toList();
        assertEquals(5, out.size(), run::toString);
        double[] shown = {0.3945, 0.3114, 0.0069, 0.3945};
        for (int i = 0; i < shown.length; i++) {
            assertEquals(shown[i], json(out.get(i)).get("attackerWin").asDouble(), 5e-5, out.get(i));
        }
        assertEquals(1177.0 / 3780, json(out.get(1)).get("attackerWin").asDouble(), 1e-12);
        assertEquals("classic", json(out.get(3)).get("edition").asText());
        assertTrue(json(out.get(4)).get("error").asText().startsWith("unknown unit 'tnak'"), out.get(4));
    }

    private static void assertRefused(String message, String... flags) {
        String[] args = new String[flags.length + 3];
        args[0] = "odds";
        args[1] = "--batch";
        args[2] = "-";
        System.arraycopy(flags, 0, args, 3, flags.length);
        CliRun run = CliRun.withInput("{\"attacker\": \"1 inf\", \"defender\": \"1 inf\"}\n", args);
        assertEquals(2, run.code(), run::toString);
        assertEquals("", run.out(), run::toString);
        assertTrue(run.err().startsWith(message), run::toString);
        assertEquals(1, run.err().lines().count(), run::toString);
    }

    /** @return the one line a single {@code odds} run prints on standard error for the same battle */
    private static String singleRunError(String... args) {
        String[] a = new String[args.length + 1];
        a[0] = "odds";
        System.arraycopy(args, 0, a, 1, args.length);
        CliRun run = CliRun.of(a);
        assertEquals(2, run.code(), run::toString);
        return run.err().strip();
    }

    private static void assertError(String line, int number, String message) {
        JsonNode j = json(line);
        assertEquals(2, j.size(), line);
        assertEquals(number, j.get("line").asInt(), line);
        assertEquals(message, j.get("error").asText(), line);
    }

    /** The batch's line is the single run's {@code odds --json}: the same fields and values. */
    private static void assertSameResult(String line, String... args) {
        JsonNode single = CliRun.odds(args);
        JsonNode batch = json(line);
        assertFalse(batch.has("error"), line);
        assertEquals(single, batch);
        assertTrue(batch instanceof ObjectNode && batch.has("attackerWin"), line);
    }

    private static JsonNode json(String line) {
        try {
            return MAPPER.readTree(line);
        } catch (IOException e) {
            throw new UncheckedIOException(line, e);
        }
    }
}
