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
 * Keeps the command-line examples of the docs true: every fenced block of a checked page that starts with
 * {@code $ battleboard ...} is run, and each run of lines it shows between {@code ...} markers must appear,
 * line for line, in the output.
 */
class DocsExamplesTest {
    private static final List<String> PAGES = List.of("docs/editions.md", "docs/rules/global-war-1939.md");
    private static final List<String> PROMPTS = List.of("$ battleboard ", "$ java -jar target/battleboard.jar ");

    record Example(String page, String command, List<String> shown) {
        @Override
        public String toString() {
            return page + ": " + command;
        }
    }

    static Stream<Arguments> examples() throws IOException {
        List<Arguments> out = new ArrayList<>();
        for (String page : PAGES) {
            List<String> lines = Files.readAllLines(Path.of(page));
            for (int i = 0; i < lines.size(); i++) {
                String first = i + 1 < lines.size() ? lines.get(i + 1) : "";
                String prompt = PROMPTS.stream().filter(first::startsWith).findFirst().orElse(null);
                if (lines.get(i).equals("```") && prompt != null) {
                    StringBuilder command = new StringBuilder(first.substring(prompt.length()));
                    int j = i + 2;
                    while (command.toString().endsWith("\\")) {
                        command.setLength(command.length() - 1);
                        command.append(' ').append(lines.get(j++).trim());
                    }
                    List<String> shown = new ArrayList<>();
                    for (; !lines.get(j).equals("```"); j++) {
                        shown.add(lines.get(j));
                    }
                    out.add(Arguments.of(new Example(page, command.toString(), shown)));
                    i = j;
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void theOutputShownIsTheOutputGiven(Example e) {
        CliRun run = CliRun.of(words(e.command()));
        assertEquals(0, run.code(), run::toString);
        List<String> output = run.out().lines().toList();
        int from = 0;
        List<String> chunk = new ArrayList<>();
        for (String line : append(e.shown(), "...")) {
            if (!line.equals("...")) {
                chunk.add(line);
                continue;
            }
            if (!chunk.isEmpty()) {
                int at = find(output, chunk, from);
                assertTrue(at >= 0, () -> e + ": these lines are not in the output:\n" + String.join("\n", chunk)
                        + "\n--- output:\n" + run.out());
                from = at + chunk.size();
                chunk.clear();
            }
        }
        assertFalse(e.shown().isEmpty());
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
