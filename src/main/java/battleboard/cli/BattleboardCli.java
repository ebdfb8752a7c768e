package battleboard.cli;

import battleboard.edition.Rulebooks;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * Battleboard's command line: {@code odds} gives the odds of one battle as a table or as JSON,
 * {@code compare} the same battle under several editions, {@code casualties} every way to take a
 * number of hits with the odds that follow, {@code units} what an edition offers (units,
 * technologies, rule options) and {@code editions} the built-in editions.
 *
 * <p>Exit codes: 0 on success, {@value Exit#BAD_INPUT} on bad input (an unknown flag, unit,
 * technology or rule option, a battle too large for the chosen method), {@value Exit#INTERNAL_ERROR}
 * on an unexpected internal error. Every error is one line on standard error, never a stack trace.
 */
public final class BattleboardCli implements Callable<Integer> {
    /**
     * Picocli's built-in converters left unregistered: those of {@code java.time} and {@code java.sql}, which no option
     * here takes, and whose registration by reflection loads about 100 classes of a command line's start-up
     * ({@code docs/performance.md}, "Command line (issue 24)"). Picocli reads the system property
     * {@code picocli.converters.excludes} (regular expressions of class names) when a command line is built.
     */
    static final String UNUSED_CONVERTERS = "java\\.time\\..*,java\\.sql\\..*";

    static {
        if (System.getProperty("picocli.converters.excludes") == null) {
            System.setProperty("picocli.converters.excludes", UNUSED_CONVERTERS);
        }
    }

    /** The commands, in the order the help lists them ({@link #command} makes each). */
    static final List<String> COMMANDS = List.of("odds", "compare", "casualties", "reinforce", "raid", "rocket", "units", "editions");

    /** The command line's top command as picocli runs it, declared in code as {@code odds} is ({@link Flag}). */
    private final CommandSpec spec;

    BattleboardCli() {
        spec = CommandSpec.wrapWithoutInspection(this).name("battleboard").versionProvider(new Version());
        spec.usageMessage().description("Axis & Allies battle odds.")
                .footer("", "Examples:",
                        "  battleboard odds --attacker \"3 inf, 1 art, 2 tank\" --defender \"4 inf, 1 aa\"",
                        "  battleboard compare --editions classic,revised --attacker \"3 inf, 1 armor\" \\",
                        "      --defender \"3 inf, 1 armor\"",
                        "  battleboard casualties --attacker \"3 inf, 1 tank\" --defender \"2 inf, 1 art\" \\",
                        "      --hits defender:2",
                        "  battleboard units --edition classic",
                        "  battleboard editions");
        Flag.addStandardHelp(spec);
    }

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "missing command: odds, compare, casualties, units or editions");
    }

    /**
     * Runs the command line and exits the JVM with its exit code.
     *
     * @param args e.g. {@code odds --attacker "3 inf" --defender "2 inf" --json}
     */
    public static void main(String[] args) {
        // picocli's factory looks for Groovy's closure class at its first use; a class that is not there is looked for
        // in the jar, whose 3,400 entries Java then reads, cold (the class-data archive serves every other class), for
        // six ClassNotFoundExceptions (docs/performance.md, "Issue 24, sixteenth session")
        System.setProperty("picocli.disable.closures", "true");
        EditionOption.prefetch(args);
        System.exit(run(args, System.in, System.out, System.err));
    }

    /**
     * Runs the command line in this JVM.
     *
     * @param args command-line arguments
     * @param out  receives the results, help and version
     * @param err  receives the one-line error message, if any
     * @return the exit code: 0, {@value Exit#BAD_INPUT} (bad input) or {@value Exit#INTERNAL_ERROR} (internal error)
     */
    static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, System.in, out, err);
    }

    /**
     * Runs the command line in this JVM, reading standard input from {@code in}.
     *
     * @param args command-line arguments
     * @param in   standard input: the battles of {@code odds --batch -}
     * @param out  receives the results, help and version
     * @param err  receives the one-line error message, if any
     * @return the exit code: 0, {@value Exit#BAD_INPUT} (bad input) or {@value Exit#INTERNAL_ERROR} (internal error)
     */
    static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        PrintWriter o = new PrintWriter(out, true);
        PrintWriter e = new PrintWriter(err, true);
        if (args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"))) {
            // what picocli prints for it, without building picocli's parser and the commands: 170 classes and a
            // tenth of a second of start-up (docs/performance.md, "Command line (issue 24)")
            for (String line : new Version().getVersion()) {
                o.println(line);
            }
            o.flush();
            return 0;
        }
        try {
            return commandLine(o, e, args.length > 0 ? args[0] : "", in).execute(args);
        } finally {
            o.flush();
            e.flush();
        }
    }

    /**
     * @param out receives results, help and version
     * @param err receives one-line error messages
     * @return the command line with its subcommands, writing to {@code out} and {@code err}, whose
     *         errors exit with {@value Exit#BAD_INPUT} (usage errors and {@link BadInputException}) or
     *         {@value Exit#INTERNAL_ERROR} (anything else), each as one line
     */
    static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        return commandLine(out, err, "");
    }

    /**
     * Picocli reads a command's options by reflection when it is added: the eight commands together take
     * 0.1 s of a command line's start-up ({@code docs/performance.md}), so a command line that names its
     * command builds that one only. Anything else ({@code --help}, {@code --version}, a misspelt command)
     * builds them all, for the help's list and picocli's suggestions ({@link #run} answers {@code --version} alone
     * without picocli).
     *
     * @param out   receives results, help and version
     * @param err   receives one-line error messages
     * @param first the first argument, e.g. {@code odds}
     * @return as {@link #commandLine(PrintWriter, PrintWriter)}, with only the command {@code first} names when
     *         it names one
     */
    static CommandLine commandLine(PrintWriter out, PrintWriter err, String first) {
        return commandLine(out, err, first, System.in);
    }

    /** @param in standard input, for {@code odds --batch -} */
    static CommandLine commandLine(PrintWriter out, PrintWriter err, String first, InputStream in) {
        CommandLine line = new CommandLine(new BattleboardCli().spec);
        for (String name : COMMANDS) {
            if (name.equals(first) || !COMMANDS.contains(first)) {
                CommandLine command = command(name, in);
                // every command's -V prints the version, as the top command's does
                command.getCommandSpec().versionProvider(line.getCommandSpec().versionProvider());
                line.addSubcommand(name, command);
            }
        }
        // a decimal number as a player writes it: Java's own forms (0x1p-7, 0.01f, 1d, NaN) are refused (issue 27)
        DecimalConverter decimal = new DecimalConverter();
        line.registerConverter(Double.class, decimal).registerConverter(Double.TYPE, decimal);
        return line
                .setOut(out)
                .setErr(err)
                .setParameterExceptionHandler(new UsageError(err))
                .setExecutionExceptionHandler(new ExecutionError(err));
    }

    // The converter and the two handlers are named classes. They were named first for the class-data archive, while
    // picocli's class files were Java 5's: a lambda of a picocli interface, made again while the archive was dumped, left
    // 37 of picocli's classes out of it (picocli compiled here from its sources, pom.xml, no longer has class files that
    // old); then because a lambda's call site was linked at its first call, about 0.07 ms of a command line's start each,
    // which the build's lambda classes now spare every lambda (docs/performance.md, "Lambdas as classes").

    /** {@link #decimal} as picocli's converter of {@code double} options. */
    static final class DecimalConverter implements CommandLine.ITypeConverter<Double> {
        @Override
        public Double convert(String text) {
            return decimal(text);
        }
    }

    /** A usage error (an unknown flag, a bad value) as one line on standard error, with where to get help. */
    static final class UsageError implements CommandLine.IParameterExceptionHandler {
        private final PrintWriter err;

        UsageError(PrintWriter err) {
            this.err = err;
        }

        @Override
        public int handleParseException(CommandLine.ParameterException ex, String[] args) {
            err.println(Exit.oneLine(ex.getMessage())
                    + " (try '" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help')");
            return Exit.BAD_INPUT;
        }
    }

    /** A refusal ({@link BadInputException}) or an internal error as one line on standard error, with its exit code. */
    static final class ExecutionError implements CommandLine.IExecutionExceptionHandler {
        private final PrintWriter err;

        ExecutionError(PrintWriter err) {
            this.err = err;
        }

        @Override
        public int handleExecutionException(Exception ex, CommandLine c, CommandLine.ParseResult parsed) {
            if (ex instanceof BadInputException) {
                // a rule the refusal quotes is cited by the published rulebook and its section (issue 23)
                err.println(Rulebooks.cite(Exit.oneLine(ex.getMessage())));
                return Exit.BAD_INPUT;
            }
            err.println("internal error: " + Exit.oneLine(String.valueOf(ex)));
            return Exit.INTERNAL_ERROR;
        }
    }

    /**
     * A decimal number as a player writes it, compiled when a command line first gives one: compiled with this class, it
     * held the edition's read on its second thread back by 8 ms of a small battle's start-up, as {@link #main} starts
     * that read ({@code docs/performance.md}, "Command line (issue 24, thirteenth session)").
     */
    private static final class Decimal {
        static final java.util.regex.Pattern PATTERN = java.util.regex.Pattern.compile("[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?");
    }

    /**
     * @return the decimal number {@code text} writes, e.g. {@code 0.9}, {@code 1e-3}
     * @throws CommandLine.TypeConversionException for anything else, hexadecimal and type suffixes included
     */
    static double decimal(String text) {
        if (!Decimal.PATTERN.matcher(text.trim()).matches()) {
            throw new CommandLine.TypeConversionException("'" + text + "' is not a decimal number (e.g. 0.9 or 1e-3)");
        }
        return Double.parseDouble(text.trim());
    }

    /**
     * @return the command {@code name} as picocli runs it: {@code odds} declared in code, the others read from their
     *         annotations, with the shared flags they take ({@link SharedFlags})
     */
    private static CommandLine command(String name, InputStream in) {
        if (name.equals("odds")) {
            return new CommandLine(new OddsCommand(in).spec());
        }
        Object command = annotated(name);
        CommandLine line = new CommandLine(command);
        if (command instanceof SharedFlags shared) {
            shared.addSharedFlags(line.getCommandSpec());
        }
        return line;
    }

    private static Object annotated(String name) {
        switch (name) {
            case "compare":
                return new CompareCommand();
            case "casualties":
                return new CasualtiesCommand();
            case "reinforce":
                return new ReinforceCommand();
            case "raid":
                return new RaidCommand();
            case "rocket":
                return new RocketCommand();
            case "units":
                return new UnitsCommand();
            case "editions":
                return new EditionsCommand();
            default:
                throw new IllegalArgumentException("no command " + name);
        }
    }

    /** The version from the jar's Maven descriptor; "development build" when run from classes. */
    static final class Version implements IVersionProvider {
        private static final String POM_PROPERTIES = "/META-INF/maven/battleboard/battleboard/pom.properties";

        @Override
        public String[] getVersion() {
            String version = "development build";
            try (InputStream in = BattleboardCli.class.getResourceAsStream(POM_PROPERTIES)) {
                if (in != null) {
                    Properties p = new Properties();
                    p.load(in);
                    version = p.getProperty("version", version);
                }
            } catch (IOException ignored) {
                // keep "development build": the version is for display only
            }
            return new String[] {"Battleboard " + version,
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"};
        }
    }
}
