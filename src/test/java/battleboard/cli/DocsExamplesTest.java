package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Keeps the command-line examples of the docs true: every line of a fenced block of a checked page that starts with
 * {@code $ battleboard ...} (or {@code $ java -jar target/battleboard.jar ...}) is a command, continued on the next
 * line after a trailing backslash, and the lines after it up to the next command or the end of the block are what it
 * shows: each run of them between {@code ...} markers must appear, line for line, in its standard output, or for a
 * command that fails (exit code 2) in its standard output followed by its standard error ({@code odds --batch} writes
 * an error object for each refused line and exits 2; anything else that fails writes one line on standard error and
 * nothing else). A {@code | head} or {@code | grep} after the command only
 * shortens what the page shows, so it is left off; a file the example names and the page only describes (a broken
 * copy of an edition) is written to a temporary folder first.
 */
class DocsExamplesTest {
    private static final List<String> PAGES = List.of("README.md", "docs/cli.md", "docs/editions.md", "docs/rules/revised.md",
            "docs/rules/classic.md", "docs/rules/house-rules-1998.md", "docs/rules/world-at-war-2005.md",
            "docs/rules/global-war-1939.md", "docs/rules/axis-allies-1942-2e.md", "docs/rules/axis-allies-global-1940-2e.md",
            "docs/performance.md");
    private static final List<String> PROMPTS = List.of("$ battleboard ", "$ java -jar target/battleboard.jar ");

    /** The files examples name that a page describes but does not ship: name and how to write it. */
    private static final java.util.Map<String, java.util.function.Supplier<String>> FIXTURES = java.util.Map.of(
            "my-revised.json", DocsExamplesTest::revisedWithInfantryDefendingAt7);

    record Example(String page, int line, String command, List<String> shown) {
        @Override
        public String toString() {
            return page + ":" + line + ": " + command;
        }
    }

    static Stream<Arguments> examples() throws IOException {
        List<Arguments> out = new ArrayList<>();
        for (String page : PAGES) {
            List<String> lines = Files.readAllLines(Path.of(page));
            boolean fenced = false;
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).startsWith("```")) {
                    fenced = !fenced;
                    continue;
                }
                String first = lines.get(i);
                String prompt = PROMPTS.stream().filter(first::startsWith).findFirst().orElse(null);
                if (!fenced || prompt == null) {
                    continue;
                }
                int at = i + 1;
                StringBuilder command = new StringBuilder(first.substring(prompt.length()));
                int j = i + 1;
                while (command.toString().endsWith("\\")) {
                    command.setLength(command.length() - 1);
                    command.append(' ').append(lines.get(j++).trim());
                }
                List<String> shown = new ArrayList<>();
                for (; !lines.get(j).startsWith("```") && PROMPTS.stream().noneMatch(lines.get(j)::startsWith); j++) {
                    shown.add(lines.get(j));
                }
                out.add(Arguments.of(new Example(page, at, command.toString(), shown)));
                i = j - 1;
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void theOutputShownIsTheOutputGiven(Example e, @org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        String command = e.command().replaceAll("\\s+\\|\\s+(head|grep)\\b.*$", "");
        java.util.Map<String, String> files = new java.util.LinkedHashMap<>();
        for (java.util.Map.Entry<String, java.util.function.Supplier<String>> f : FIXTURES.entrySet()) {
            if (command.contains(f.getKey())) {
                Path written = dir.resolve(f.getKey());
                Files.writeString(written, f.getValue().get());
                files.put(written.toString(), f.getKey());
                command = command.replace(f.getKey(), written.toString());
            }
        }
        CliRun run = CliRun.of(words(command));
        String text = run.code() == 0 ? run.out() : run.out() + run.err();
        if (run.code() != 0) {
            assertEquals(2, run.code(), run::toString);
        }
        for (java.util.Map.Entry<String, String> f : files.entrySet()) {
            text = text.replace(f.getKey(), f.getValue());
        }
        List<String> output = machineFreeLines(text);
        int from = 0;
        List<String> chunk = new ArrayList<>();
        for (String line : append(e.shown(), "...")) {
            if (!line.equals("...")) {
                chunk.add(machineFree(line));
                continue;
            }
            if (!chunk.isEmpty()) {
                int at = find(output, chunk, from);
                String given = text;
                assertTrue(at >= 0, () -> e + ": these lines are not in the output:\n" + String.join("\n", chunk)
                        + "\n--- output:\n" + given);
                from = at + chunk.size();
                chunk.clear();
            }
        }
        assertFalse(e.shown().isEmpty());
    }

    /**
     * @return the line with what depends on the machine masked: the memory budget (a share of the heap) and the time a
     *         Monte Carlo run took
     */
    static String machineFree(String line) {
        return line.replaceAll("budget \\([\\d,]+ MiB", "budget (# MiB")
                .replaceAll("over the [\\d,]+ MiB memory budget", "over the # MiB memory budget")
                .replaceAll("[\\d,]+ MiB available\\)", "# MiB available)")
                .replaceAll("battles in [\\d.,]+ (ms|s) on", "battles in # s on");
    }

    /** @return each line of {@code text} as {@link #machineFree} gives it: a command's output, to compare with another run's */
    static List<String> machineFreeLines(String text) {
        return text.lines().map(DocsExamplesTest::machineFree).toList();
    }

    /** {@code presets/editions/revised.json} with its first unit, infantry, defending at 7. */
    private static String revisedWithInfantryDefendingAt7() {
        try {
            String revised = Files.readString(Path.of("presets/editions/revised.json"));
            String broken = revised.replaceFirst("(\"id\": \"infantry\"[^}]*?\"defense\": )2", "$17");
            if (broken.equals(revised)) {
                throw new IllegalStateException("revised.json: the infantry's defense was not found");
            }
            return broken;
        } catch (IOException x) {
            throw new java.io.UncheckedIOException(x);
        }
    }

    private static List<String> append(List<String> l, String last) {
        List<String> out = new ArrayList<>(l);
        out.add(last);
        return out;
    }

    private static int find(List<String> output, List<String> chunk, int from) {
        for (int i = from; i + chunk.size() <= output.size(); i++) {
            if (output.subList(i, i + chunk.size()).equals(chunk)) {
                return i;
            }
        }
        return -1;
    }

    /** Splits a command line into words, double quotes grouping. */
    static String[] words(String command) {
        List<String> out = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (char c : command.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
                any = true;
            } else if (c == ' ' && !quoted) {
                if (any) {
                    out.add(w.toString());
                }
                w.setLength(0);
                any = false;
            } else {
                w.append(c);
                any = true;
            }
        }
        if (any) {
            out.add(w.toString());
        }
        return out.toArray(new String[0]);
    }
}
