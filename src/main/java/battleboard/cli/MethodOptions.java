package battleboard.cli;

import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The options that choose how a battle is solved: {@code --method} and the Monte Carlo run
 * ({@code --trials}, {@code --precision}, {@code --time-limit}, {@code --seed}, {@code --threads}) and the exact
 * solver's trim bound ({@code --trim}).
 * Monte Carlo options given with {@code --method exact} are refused: they would do nothing.
 */
final class MethodOptions {

    @Option(names = "--method", order = 30, paramLabel = "METHOD", defaultValue = "auto",
            description = "exact, montecarlo, or auto: exact when the battle fits the exact solver's memory and"
                    + " work budgets, Monte Carlo otherwise (default: ${DEFAULT-VALUE})")
    String method;

    @Option(names = {"--trials", "--battles"}, order = 31, paramLabel = "N",
            description = "Monte Carlo: battles to simulate (default: " + SolveOptions.DEFAULT_TRIALS
                    + "); with --precision, the most to simulate")
    Long trials;

    @Option(names = "--precision", order = 32, paramLabel = "P",
            description = "Monte Carlo: stop once the attacker-win interval's half-width is below P, e.g. 0.001")
    Double precision;

    @Option(names = "--time-limit", order = 33, paramLabel = "TIME",
            description = "stop after this long, e.g. 500ms, 30s, 2m: Monte Carlo stops and gives what it has (default: 30s);"
                    + " exact is stopped with one line, and auto takes exact only when its estimate is within it")
    String timeLimit;

    @Option(names = "--seed", order = 34, paramLabel = "N",
            description = "Monte Carlo: seed; the same seed and battle count give the same figures on any number of"
                    + " threads (default: " + SolveOptions.DEFAULT_SEED + ")")
    Long seed;

    @Option(names = "--threads", order = 35, paramLabel = "N",
            description = "Monte Carlo: worker threads (default: one per core)")
    Integer threads;

    @Option(names = "--trim", order = 36, paramLabel = "P",
            description = "exact: the most probability each hit distribution may drop from its tails, 0 to 1e-6; the"
                    + " mass dropped shows as unaccounted (default: 1e-15; 0 keeps every outcome)")
    Double trim;

    /**
     * @return the method and every solver setting the flags ask for, the defaults of {@link SolveOptions#defaults()} for
     *         those not given; unless the method is Monte Carlo, the time limit ({@code --time-limit} or its default,
     *         {@link SolveOptions#DEFAULT_TIME_LIMIT}) on exact work too; {@code --trim} as the exact solver's trim bound
     * @throws BadInputException naming an unknown method, a bad value, a Monte Carlo option given with
     *                           {@code --method exact}, or {@code --trim} outside [0, 1e-6] or given with
     *                           {@code --method montecarlo}
     */
    SolveOptions solveOptions() {
        MethodChoice m;
        SolveOptions mc;
        try {
            m = MethodChoice.parse(method);
            mc = SolveOptions.of(m);
            if (timeLimit != null) {
                mc = mc.withTimeLimit(duration(timeLimit));
            }
            if (seed != null) {
                mc = mc.withSeed(seed);
            }
            if (threads != null) {
                mc = mc.withThreads(threads);
            }
            if (precision != null) {
                mc = mc.withPrecision(precision, trials != null ? trials : SolveOptions.MAX_TRIALS);
            } else if (trials != null) {
                mc = mc.withTrials(trials);
            }
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
        if (m == MethodChoice.EXACT) {
            List<String> given = new ArrayList<>();
            addIf(given, trials != null, "--trials");
            addIf(given, precision != null, "--precision");
            addIf(given, seed != null, "--seed");
            addIf(given, threads != null, "--threads");
            if (!given.isEmpty()) {
                throw new BadInputException(String.join(", ", given) + (given.size() == 1 ? " is a" : " are")
                        + " Monte Carlo option" + (given.size() == 1 ? "" : "s") + ", but --method exact was chosen"
                        + " (use --method montecarlo or auto)");
            }
        }
        SolveOptions options = mc;
        if (trim != null) {
            SolveOptions untrimmed = mc;
            if (m == MethodChoice.MONTE_CARLO) {
                throw new BadInputException("--trim is an exact-solver option, but --method montecarlo was chosen (use --method exact"
                        + " or auto)");
            }
            options = BadInputException.check(() -> untrimmed.withTrim(trim), "--trim ");
        }
        // the limit --help names (30 s) holds for exact work whether or not --time-limit is given (issue 27)
        return m != MethodChoice.MONTE_CARLO ? options.withExactTimeLimit(options.monteCarlo().timeLimit()) : options;
    }

    private static void addIf(List<String> list, boolean condition, String flag) {
        if (condition) {
            list.add(flag);
        }
    }

    /**
     * @param text e.g. {@code "500ms"}, {@code "30s"}, {@code "2m"}, {@code "1h"}, {@code "1.5s"}
     * @return the duration
     * @throws BadInputException when the text is not a number followed by ms, s, m or h, or is zero
     */
    static Duration duration(String text) {
        try {
            return battleboard.input.Durations.timeLimit(text, false);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--time-limit " + e.getMessage());
        }
    }
}
