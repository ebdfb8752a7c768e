package battleboard.cli;

import battleboard.battle.BattlePreset;
import battleboard.battle.BattleSetup;
import battleboard.edition.Edition;
import battleboard.result.BattleResult;
import battleboard.solve.SolveOptions;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code odds --batch FILE|-}: many battles in one process. Each line of the input is one battle as a battle file writes
 * it ({@link BattlePreset}: the JSON of {@code odds --preset FILE} and of the form's File › Save, on one line), and each
 * gives one line of output, in the input's order: the battle's result as {@code odds --json} gives it, on one line, or
 * {@code {"line": N, "error": "..."}} for a line that is not a battle or cannot be solved, the one-line message the
 * command would print for it; the run goes on to the next line. An empty line is an error too, so that output line N
 * always answers input line N.
 *
 * <p>The command line's other flags are the defaults of every line: a line is laid over the battle the flags (and
 * {@code --preset}) give, as the flags are laid over a preset, so that what a line gives wins (its units, options,
 * orders of loss, policies; its technologies are added to the flags'); its {@code edition} wins over {@code --edition}.
 * The method flags ({@code --method}, {@code --trials}, {@code --time-limit}, ...) hold for every line, as a battle file
 * has no method. The solves share one process: each edition is read once, the solver and its caches are warm after the
 * first lines.
 *
 * <p>Exit code: 0 when every line was solved; {@value BattleboardCli#EXIT_BAD_INPUT} when a line was refused (its error
 * is in the output, and one line on standard error counts them), or when the input cannot be read or a flag is bad
 * (one line on standard error, as for any command); {@value BattleboardCli#EXIT_INTERNAL_ERROR} when a line met an
 * unexpected internal error.
 */
final class OddsBatch {
    /** Reads a line to check that it holds one JSON value. */
    private static final JsonFactory JSON = new JsonFactory();
    /** Lines refused named on standard error, at most. */
    private static final int LINES_NAMED = 10;

    private final SolveOptions options;
    private final battleboard.solve.Solver solver;
    private final BattlePreset defaults;
    /** The edition of {@code --edition} or {@code --edition-file}, when given. */
    private final Optional<Edition> flagEdition;
    /** The editions the lines name, by the text that names them: each read once. */
    private final Map<String, Edition> editions = new HashMap<>();

    /**
     * Reads the flags: any problem with them ends the command before a line is read.
     *
     * @param battle  the battle flags, each line's defaults
     * @param edition {@code --edition} and {@code --edition-file}
     * @param method  the method flags, for every line
     * @throws BadInputException naming a bad flag, edition or preset
     */
    OddsBatch(BattleOptions battle, EditionOption edition, MethodOptions method) {
        this.options = method.solveOptions();
        this.solver = new battleboard.solve.Solver(method.exactSolver());
        this.defaults = battle.defaults();
        this.flagEdition = edition.edition != null || edition.editionFile != null ? Optional.of(edition.load()) : Optional.empty();
    }

    /**
     * @param input the text of {@code --batch}: a file's path, or {@code -} for {@code in}
     * @param in    standard input
     * @return the input's lines, read as they come
     * @throws BadInputException when the file does not exist or cannot be opened
     */
    static BufferedReader open(String input, InputStream in) {
        if (input.equals("-")) {
            return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        Path file;
        try {
            file = Path.of(input);
        } catch (InvalidPathException e) {
            throw new BadInputException("--batch '" + input + "' is not a file name: " + e.getReason());
        }
        if (!Files.isRegularFile(file)) {
            throw new BadInputException("--batch file '" + input + "' " + BattleOptions.notAFile(file));
        }
        try {
            return Files.newBufferedReader(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BadInputException("--batch file '" + input + "' cannot be read: " + e.getMessage());
        }
    }

    /**
     * Solves every line of {@code lines}, writing one line of output for each as soon as it is solved.
     *
     * @param lines the battles, one per line
     * @param out   receives one JSON object per line
     * @param err   receives one line counting the lines refused, if any
     * @return the exit code: 0, {@value BattleboardCli#EXIT_BAD_INPUT} or {@value BattleboardCli#EXIT_INTERNAL_ERROR}
     * @throws BadInputException when the input cannot be read
     */
    int run(BufferedReader lines, PrintWriter out, PrintWriter err) {
        List<Integer> refused = new ArrayList<>();
        boolean internal = false;
        int number = 0;
        try (lines) {
            for (String text = lines.readLine(); text != null; text = lines.readLine()) {
                number++;
                String answer;
                try {
                    answer = solve(number == 1 ? text.replaceFirst("^\uFEFF", "") : text, number);
                } catch (BadInputException | IllegalArgumentException e) {
                    refused.add(number);
                    answer = error(number, e.getMessage());
                } catch (RuntimeException e) {
                    refused.add(number);
                    internal = true;
                    answer = error(number, "internal error: " + e);
                }
                out.println(answer);
            }
        } catch (IOException | UncheckedIOException e) {
            out.flush();
            throw new BadInputException("--batch: reading line " + (number + 1) + " failed: " + e.getMessage());
        }
        out.flush();
        if (refused.isEmpty()) {
            return 0;
        }
        String named = refused.stream().limit(LINES_NAMED).map(String::valueOf).reduce((a, b) -> a + ", " + b).orElse("")
                + (refused.size() > LINES_NAMED ? ", ..." : "");
        err.println("odds --batch: " + refused.size() + " of " + number + " line" + (number == 1 ? "" : "s") + " refused (line"
                + (refused.size() == 1 ? " " : "s ") + named + "): the output has an error object for each");
        return internal ? BattleboardCli.EXIT_INTERNAL_ERROR : BattleboardCli.EXIT_BAD_INPUT;
    }

    /**
     * @param text   one line of the input
     * @param number its number, from 1
     * @return the line's result as one line of JSON
     * @throws BadInputException        one line naming what is wrong with the line's battle
     * @throws IllegalArgumentException the same, from the core
     */
    private String solve(String text, int number) {
        if (text.isBlank()) {
            throw new BadInputException("an empty line: each line is one battle, a JSON object such as"
                    + " {\"attacker\": \"3 inf, 1 tank\", \"defender\": \"4 inf\"}");
        }
        BattlePreset line = read(text, number);
        BattlePreset p = line.over(defaults);
        if (p.attacker().isEmpty()) {
            throw new BadInputException("no attacker: the line has no \"attacker\" and --attacker is not given");
        }
        if (p.defender().isEmpty()) {
            throw new BadInputException("no defender: the line has no \"defender\" and --defender is not given");
        }
        Edition e = line.edition().isPresent() ? edition(line.edition().get())
                : flagEdition.orElseGet(() -> edition(p.edition().orElse(EditionOption.DEFAULT_EDITION)));
        BattleSetup setup = BattleOptions.build(p, e, p.rolls());
        BattleResult result = OddsCommand.solve(setup, options, solver);
        return ResultJson.line(setup, result);
    }

    /** @return the edition a line or the preset names, read once per run */
    private Edition edition(String idOrFile) {
        Edition e = editions.get(idOrFile);
        if (e == null) {
            e = EditionOption.load(idOrFile);
            editions.put(idOrFile, e);
        }
        return e;
    }

    /**
     * @return the line read as a battle file
     * @throws IllegalArgumentException naming the field and what was expected, or where the JSON breaks
     */
    private static BattlePreset read(String text, int number) {
        String label = "line " + number;
        try {
            BattlePreset battle = BattlePreset.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), label);
            oneValue(text);
            return battle;
        } catch (IllegalArgumentException e) {
            // the reader names the "file": here the line, which the error object names already; a line has one line
            String m = e.getMessage();
            m = m.startsWith(label + ": ") ? m.substring(label.length() + 2) : m;
            throw new IllegalArgumentException(m.replaceFirst("^not valid JSON at line 1, column ", "not valid JSON at column "));
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a byte array does not fail
        }
    }

    /**
     * The battle file's reader reads the first JSON value of its text and stops; a line holds one battle, so anything
     * after it is refused rather than left unread.
     *
     * @param text a line whose first value is a battle
     * @throws IllegalArgumentException naming the column where more follows
     */
    private static void oneValue(String text) {
        JsonLocation more;
        try (JsonParser p = JSON.createParser(text)) {
            p.nextToken();
            p.skipChildren();
            if (p.nextToken() == null) {
                return;
            }
            more = p.currentTokenLocation();
        } catch (JsonProcessingException e) {
            more = e.getLocation();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a string does not fail
        }
        throw new IllegalArgumentException("more after the battle" + (more == null ? "" : " at column " + more.getColumnNr())
                + ": a line holds one battle, one JSON object");
    }

    /** @return {@code {"line":N,"error":"..."}} */
    private static String error(int number, String message) {
        String m = BattleboardCli.oneLine(message);
        return ResultJson.write(g -> {
            g.writeStartObject();
            g.writeNumberField("line", number);
            g.writeStringField("error", m);
            g.writeEndObject();
        }, false);
    }
}
