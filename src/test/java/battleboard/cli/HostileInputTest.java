package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Broken edition files and battle presets (issue 13): each is answered by one line on standard error naming the file and
 * what is wrong, with exit code 2, never a stack trace or a hang (each run is stopped after 10 s). The time of each is
 * printed as the table of {@code docs/reliability.md} (not asserted: no timing assertions in unit tests).
 */
class HostileInputTest {
    @TempDir
    static Path dir;

    private static final List<String> TABLE = new ArrayList<>();

    /**
     * A malformed input.
     *
     * @param name    what it is, for the table
     * @param file    writes the file into the directory and returns it (or returns a path that is not a file)
     * @param flag    {@code --edition-file} or {@code --preset}
     * @param names   what the message must name besides the file
     */
    record Hostile(String name, Function<Path, Path> file, String flag, String names) {
        @Override
        public String toString() {
            return name;
        }
    }

    private static Function<Path, Path> text(String fileName, String content) {
        return d -> {
            try {
                return Files.writeString(d.resolve(fileName), content);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        };
    }

    private static String revisedWith(String from, String to) {
        return editionWith("revised", from, to);
    }

    private static String editionWith(String edition, String from, String to) {
        try {
            String s = Files.readString(Path.of("presets/editions/" + edition + ".json"));
            assertTrue(s.contains(from), from);
            return s.replaceFirst(java.util.regex.Pattern.quote(from), to);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static Stream<Hostile> inputs() {
        String deep = "{\"a\":".repeat(1500) + "1" + "}".repeat(1500);
        String hugeString = "\"" + "x".repeat(30_000_000) + "\"";
        String longNumber = "1".repeat(2_000);
        return Stream.of(
                new Hostile("edition: not JSON", text("e1.json", "{ \"id\": "), "--edition-file", "not valid JSON"),
                new Hostile("edition: empty file", text("e2.json", ""), "--edition-file", "e2.json"),
                new Hostile("edition: nesting 1,500 deep", text("e3.json", deep), "--edition-file", "nesting depth"),
                new Hostile("edition: a 30 MB string", text("e4.json", "{\"name\": " + hugeString + "}"), "--edition-file", "String value length"),
                new Hostile("edition: attack 2^64 + 3", text("e5.json", revisedWith("\"attack\": 1,", "\"attack\": 18446744073709551619,")),
                        "--edition-file", "attack"),
                new Hostile("edition: cost of 2,000 digits", text("e6.json", revisedWith("\"cost\": 3", "\"cost\": " + longNumber)),
                        "--edition-file", "e6.json"),
                new Hostile("edition: units as text", text("e7.json", "{\"id\": \"x\", \"name\": \"x\", \"units\": \"none\"}"),
                        "--edition-file", "units"),
                new Hostile("edition: extends an unknown edition", text("e8.json", "{\"extends\": \"e8.json\", \"id\": \"x\", \"name\": \"x\"}"),
                        "--edition-file", "extends"),
                new Hostile("edition: a directory", d -> mkdir(d.resolve("edition-dir")), "--edition-file", "directory"),
                new Hostile("edition: /dev/zero", d -> Path.of("/dev/zero"), "--edition-file", "not a regular file"),
                new Hostile("preset: not JSON", text("p1.json", "{ \"attacker\": "), "--preset", "not valid JSON"),
                new Hostile("preset: empty file", text("p2.json", ""), "--preset", "p2.json"),
                new Hostile("preset: nesting 1,500 deep", text("p3.json", deep), "--preset", "nesting depth"),
                new Hostile("preset: a 30 MB string", text("p4.json", "{\"name\": " + hugeString + "}"), "--preset", "String value length"),
                new Hostile("preset: keepLand 2^64 + 3", text("p5.json", "{\"attacker\": \"1 inf\", \"defender\": \"1 inf\","
                        + " \"keepLand\": 18446744073709551619}"), "--preset", "keepLand"),
                new Hostile("preset: attacker as a number", text("p6.json", "{\"attacker\": 3, \"defender\": \"1 inf\"}"), "--preset", "attacker"),
                new Hostile("preset: an unknown field", text("p7.json", "{\"attackers\": \"1 inf\"}"), "--preset", "attackers"),
                new Hostile("preset: an unknown unit", text("p8.json", "{\"attacker\": \"3 zeppelin\", \"defender\": \"1 inf\"}"),
                        "--preset", "zeppelin"),
                new Hostile("preset: a directory", d -> mkdir(d.resolve("preset-dir")), "--preset", "directory"),
                new Hostile("preset: /dev/zero", d -> Path.of("/dev/zero"), "--preset", "not a regular file"),
                // issue 27: read silently before
                new Hostile("edition: a key given twice", text("e9.json", revisedWith("\"id\": \"revised\",",
                        "\"id\": \"revised-2\", \"id\": \"revised-3\",")), "--edition-file", "Duplicate field 'id'"),
                new Hostile("edition: content after the object", text("e10.json", revisedWith("\"id\": \"revised\",",
                        "\"id\": \"revised-2\",") + "\n{}"), "--edition-file", "content after the top-level object"),
                new Hostile("preset: a key given twice", text("p9.json", "{\"attacker\": \"1 inf\", \"defender\": \"1 inf\","
                        + " \"attacker\": \"9 inf\"}"), "--preset", "Duplicate field 'attacker'"),
                new Hostile("preset: content after the object", text("p10.json", "{\"attacker\": \"1 inf\", \"defender\": \"1 inf\"}"
                        + " {\"attacker\": \"9 inf\"}"), "--preset", "content after the top-level object"),
                // issue 27 item 13: a fire entry's own value above the die hit on every roll
                new Hostile("edition: a fixed fire value above the die", text("e11.json", editionWith("world-at-war-2005",
                        "\"value\": \"fixed\", \"at\": 2", "\"value\": \"fixed\", \"at\": 9")), "--edition-file",
                        ".at: expected a whole number from 0 to 6 (the die's sides), got 9"));
    }

    private static Path mkdir(Path p) {
        try {
            return Files.createDirectories(p);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("inputs")
    void eachIsAnsweredInOneLineWithExitCode2(Hostile h) {
        Path file = h.file().apply(dir);
        List<String> args = new ArrayList<>(List.of("odds", h.flag(), file.toString()));
        if (h.flag().equals("--edition-file")) {
            args.addAll(List.of("--attacker", "1 inf", "--defender", "1 inf"));
        }
        long start = System.nanoTime();
        CliRun run = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> CliRun.of(args.toArray(String[]::new)));
        double seconds = (System.nanoTime() - start) / 1e9;
        String err = run.err().strip();
        assertEquals(2, run.code(), run.toString());
        assertFalse(err.contains("\n"), "one line: " + err);
        assertFalse(err.contains("Exception"), err);
        assertTrue(err.contains(file.getFileName().toString()), "names the file: " + err);
        assertTrue(err.contains(h.names()), "names " + h.names() + ": " + err);
        assertTrue(err.length() < 400, "short: " + err.length() + " characters");
        TABLE.add(String.format(Locale.ROOT, "| %s | %d | %.2f s | %s |", h.name(), run.code(), seconds,
                err.replace("|", "\\|").replace(dir.toString(), "DIR")));
    }

    /**
     * Issue 27 item 13: a file that is not JSON may be any file (a system file given by mistake); its words are never
     * printed, only where it breaks.
     */
    @org.junit.jupiter.api.Test
    void aFileThatIsNotJsonIsNeverQuoted() throws IOException {
        Path secret = Files.writeString(dir.resolve("secret.txt"), "hunter2:x:0:0 and more\n");
        for (String[] args : new String[][] {{"odds", "--edition-file", secret.toString(), "--attacker", "1 inf", "--defender", "1 inf"},
                {"odds", "--preset", secret.toString()}, {"odds", "--attacker", "1 inf", "--defender", "1 inf", "--batch", secret.toString()}}) {
            CliRun run = CliRun.of(args);
            assertFalse((run.out() + run.err()).contains("hunter2"), run.toString());
            assertTrue((run.out() + run.err()).contains("a word that is not a JSON value"), run.toString());
        }
    }

    /** Issue 27 item 13: a battle file's edition file is found beside it, not in the folder the command runs in. */
    @org.junit.jupiter.api.Test
    void aPresetsEditionPathIsReadBesideThePreset() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("battles"));
        Files.writeString(folder.resolve("stronger.json"), revisedWith("\"id\": \"revised\",", "\"id\": \"stronger\",")
                .replaceFirst("\"name\": \"[^\"]*\"", "\"name\": \"Stronger infantry\""));
        Path battle = Files.writeString(folder.resolve("battle.json"),
                "{\"edition\": \"stronger.json\", \"attacker\": \"1 inf\", \"defender\": \"1 inf\"}");
        String out = CliRun.of("odds", "--preset", battle.toString()).ok().out();
        assertTrue(out.startsWith("Stronger infantry, land battle"), out);
    }

    /**
     * Issue 27 item 13: an edited copy of revised.json keeps the id {@code revised}, and was refused beside the built-in
     * edition as "named twice"; it is compared under its file's name. 1 infantry against 1: Revised's attacker hits on
     * 1/6, the defender on 2/6, so the attacker wins (1/6 x 4/6) / (1 - 5/6 x 4/6) = 4/16 = 1/4 and both fall in
     * (1/6 x 2/6) / (16/36) = 1/8; with the infantry's defense 3, (1/6 x 3/6) / (1 - 5/6 x 3/6) = 3/21 = 1/7 each.
     */
    @org.junit.jupiter.api.Test
    void anEditedCopyOfABuiltInEditionIsComparedWithIt() throws IOException {
        Path edited = Files.writeString(dir.resolve("stronger-infantry.json"), revisedWith("\"defense\": 2,", "\"defense\": 3,"));
        var json = CliRun.of("compare", "--editions", "revised," + edited, "--attacker", "1 inf", "--defender", "1 inf", "--json")
                .ok().json();
        var builtIn = json.get("revised");
        var copy = json.get("revised (stronger-infantry.json)");
        assertEquals(1.0 / 4, builtIn.get("attackerWin").asDouble(), 1e-12);
        assertEquals(1.0 / 8, builtIn.get("draw").asDouble(), 1e-12);
        assertEquals(1.0 / 7, copy.get("attackerWin").asDouble(), 1e-12);
        assertEquals(1.0 / 7, copy.get("draw").asDouble(), 1e-12);
        // the same file, or the built-in edition, twice is still refused
        assertTrue(CliRun.of("compare", "--editions", "revised,revised", "--attacker", "1 inf", "--defender", "1 inf").err()
                .contains("--editions names edition 'revised' twice"));
    }

    @AfterAll
    static void printTable() {
        System.out.println("| input | exit | time | message |\n|---|---|---|---|");
        TABLE.forEach(System.out::println);
    }
}
