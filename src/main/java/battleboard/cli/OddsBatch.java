package battleboard.cli;

import battleboard.input.BattlePreset;
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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

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
 * <p>Exit code: 0 when every line was solved; {@value Exit#BAD_INPUT} when a line was refused (its error
 * is in the output, and one line on standard error counts them), or when the input cannot be read or a flag is bad
 * (one line on standard error, as for any command); {@value Exit#INTERNAL_ERROR} when a line met an
 * unexpected internal error.
 */
final class OddsBatch {
    /** Reads a line to check that it holds one JSON value. */
    private static final JsonFactory JSON = new JsonFactory();
    /** Lines refused named on standard error, at most. */
    private static final int LINES_NAMED = 10;
    /** Lines read ahead of the output, at most: their battles and results are held until written. */
    static final int IN_FLIGHT = 64;

    /**
     * Threads at most: a line's reading and writing take about as long as its solve (a small battle), so that two threads
     * keep the one solve busy, and a third would wait for it.
     */
    static final int MAX_WORKERS = 2;

    private final SolveOptions options;
    private final battleboard.solve.Solver solver;
    private final BattlePreset defaults;
    /** The edition of {@code --edition} or {@code --edition-file}, when given. */
    private final Optional<Edition> flagEdition;
    /** The editions the lines name, by the text that names them: each read once (by the first line to name it). */
    private final Map<String, Edition> editions = new ConcurrentHashMap<>();
    /** Threads that read and write lines, one of them solving at a time. */
    private final int workers;

    /**
     * Reads the flags: any problem with them ends the command before a line is read.
     *
     * @param battle  the battle flags, each line's defaults
     * @param edition {@code --edition} and {@code --edition-file}
     * @param method  the method flags, for every line
     * @throws BadInputException naming a bad flag, edition or preset
     */
    OddsBatch(BattleOptions battle, EditionOption edition, MethodOptions method) {
        this(battle, edition, method, Math.max(1, Math.min(MAX_WORKERS, Runtime.getRuntime().availableProcessors())));
    }

    /**
     * @param workers threads that read and write lines, at least 1
     * @see #OddsBatch(BattleOptions, EditionOption, MethodOptions)
     */
    OddsBatch(BattleOptions battle, EditionOption edition, MethodOptions method, int workers) {
        this.workers = workers;
        this.options = method.solveOptions();
        this.solver = new battleboard.solve.Solver();
        this.defaults = battle.defaults();
        this.flagEdition = edition.given() ? Optional.of(edition.load()) : Optional.empty();
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
     * Solves every line of {@code lines}, writing one line of output for each, in the input's order, as soon as it and
     * the lines before it are solved.
     *
     * <p>A line goes through three steps: read and built into a battle, solved, written as JSON. The reading and the
     * writing of different lines run on {@link #workers} threads at once, while the solves run one at a time, in the
     * one {@link #solver}: the exact solver's memory budget is a share of the heap for one solve, which two solves at
     * once could overrun, and a line's result is then the same as a single {@code odds --json} gives it (method notes
     * and budgets included). At most {@link #IN_FLIGHT} lines are read ahead of the output.
     *
     * @param lines the battles, one per line
     * @param out   receives one JSON object per line
     * @param err   receives one line counting the lines refused, if any
     * @return the exit code: 0, {@value Exit#BAD_INPUT} or {@value Exit#INTERNAL_ERROR}
     * @throws BadInputException when the input cannot be read
     */
    int run(BufferedReader lines, PrintWriter out, PrintWriter err) {
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "odds --batch");
            t.setDaemon(true);
            return t;
        });
        BlockingQueue<Future<Answer>> pending = new ArrayBlockingQueue<>(IN_FLIGHT);
        Writer writer = new Writer(pending, out);
        Thread writing = new Thread(writer, "odds --batch output");
        writing.setDaemon(true);
        writing.start();
        int number = 0;
        BadInputException unreadable = null;
        try (lines) {
            for (String text = lines.readLine(); text != null; text = lines.readLine()) {
                number++;
                String line = number == 1 ? text.replaceFirst("^\uFEFF", "") : text;
                int n = number;
                put(pending, pool.submit(() -> answer(line, n)));
            }
        } catch (IOException | UncheckedIOException e) {
            unreadable = new BadInputException("--batch: reading line " + (number + 1) + " failed: " + e.getMessage());
        } finally {
            put(pending, Writer.END);
            join(writing);
            pool.shutdownNow();
        }
        out.flush();
        if (writer.failure != null) {
            throw writer.failure;
        }
        if (unreadable != null) {
            throw unreadable;
        }
        List<Integer> refused = writer.refused;
        if (refused.isEmpty()) {
            return 0;
        }
        String named = refused.stream().limit(LINES_NAMED).map(String::valueOf).reduce((a, b) -> a + ", " + b).orElse("")
                + (refused.size() > LINES_NAMED ? ", ..." : "");
        err.println("odds --batch: " + refused.size() + " of " + number + " line" + (number == 1 ? "" : "s") + " refused (line"
                + (refused.size() == 1 ? " " : "s ") + named + "): the output has an error object for each");
        return writer.internal ? Exit.INTERNAL_ERROR : Exit.BAD_INPUT;
    }

    /**
     * One line's output.
     *
     * @param text     the JSON line: the result, or the error object
     * @param refused  whether the line was refused
     * @param internal whether it was refused for an unexpected internal error
     */
    private record Answer(String text, boolean refused, boolean internal) {
    }

    /** Writes the answers in the order their lines were read, each as soon as it is known. */
    private static final class Writer implements Runnable {
        /** Put after the last line's answer. */
        static final Future<Answer> END = java.util.concurrent.CompletableFuture.completedFuture(null);

        private final BlockingQueue<Future<Answer>> pending;
        private final PrintWriter out;
        /** The refused lines' numbers, in order; read once the writer has ended. */
        final List<Integer> refused = new ArrayList<>();
        boolean internal;
        /** An error (not an exception: {@link #answer} turns those into error objects) that ended a line, if any. */
        Error failure;

        Writer(BlockingQueue<Future<Answer>> pending, PrintWriter out) {
            this.pending = pending;
            this.out = out;
        }

        @Override
        public void run() {
            int number = 0;
            for (Future<Answer> next = take(pending); next != END; next = take(pending)) {
                number++;
                if (failure != null) {
                    continue; // the run has failed: what follows is dropped, the queue drained for the reader
                }
                Answer a;
                try {
                    a = next.get();
                } catch (ExecutionException e) {
                    failure = e.getCause() instanceof Error error ? error : new AssertionError(e.getCause());
                    continue;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("odds --batch: interrupted", e);
                }
                if (a.refused()) {
                    refused.add(number);
                    internal |= a.internal();
                }
                out.println(a.text());
                if (pending.isEmpty()) {
                    out.flush(); // the lines so far, for a reader that waits for them before it sends more
                }
            }
        }
    }

    /**
     * @param text   one line of the input
     * @param number its number, from 1
     * @return its answer: the result's JSON, or the error object of a refused line
     */
    private Answer answer(String text, int number) {
        try {
            BattleSetup setup = setup(text, number);
            BattleResult result;
            synchronized (solver) {
                result = Solving.solve(setup, options, solver);
            }
            return new Answer(ResultJson.line(setup, result), false, false);
        } catch (BadInputException | IllegalArgumentException e) {
            return new Answer(error(number, e.getMessage()), true, false);
        } catch (RuntimeException e) {
            return new Answer(error(number, "internal error: " + e), true, true);
        }
    }

    private static <T> void put(BlockingQueue<T> queue, T item) {
        try {
            queue.put(item);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("odds --batch: interrupted", e);
        }
    }

    private static <T> T take(BlockingQueue<T> queue) {
        try {
            return queue.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("odds --batch: interrupted", e);
        }
    }

    private static void join(Thread t) {
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("odds --batch: interrupted", e);
        }
    }

    /**
     * @param text   one line of the input
     * @param number its number, from 1
     * @return the line's battle, laid over the flags' battle
     * @throws BadInputException        one line naming what is wrong with the line's battle
     * @throws IllegalArgumentException the same, from the core
     */
    private BattleSetup setup(String text, int number) {
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
        return BattleOptions.build(p, e);
    }

    /** @return the edition a line or the preset names, read once per run */
    private Edition edition(String idOrFile) {
        return editions.computeIfAbsent(idOrFile, EditionOption::load);
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
        String m = Exit.oneLine(message);
        return ResultJson.write(g -> {
            g.writeStartObject();
            g.writeNumberField("line", number);
            g.writeStringField("error", m);
            g.writeEndObject();
        }, false);
    }
}
