package battleboard.cli;

import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The options that choose how a battle is solved: {@code --method} and the Monte Carlo run
 * ({@code --trials}, {@code --precision}, {@code --time-limit}, {@code --seed}, {@code --threads}) and the exact
 * solver's trim bound ({@code --trim}).
 * Monte Carlo options given with {@code --method exact} are refused: they would do nothing.
 */
final class MethodOptions {

    final Flag<String> method = Flag.withDefault(String.class, "--method", "METHOD", 30, "auto",
            "exact, montecarlo, or auto: exact when the battle fits the exact solver's memory and"
                    + " work budgets, Monte Carlo otherwise (default: ${DEFAULT-VALUE})");

    final Flag<Long> trials = Flag.of(Long.class, new String[] {"--trials", "--battles"}, "N", 31,
            "Monte Carlo: battles to simulate (default: " + SolveOptions.DEFAULT_TRIALS
                    + "); with --precision, the most to simulate");

    final Flag<Double> precision = Flag.of(Double.class, "--precision", "P", 32,
            "Monte Carlo: stop once the attacker-win interval's half-width is below P, e.g. 0.001");

    final Flag<String> timeLimit = Flag.of(String.class, "--time-limit", "TIME", 33,
            "stop after this long, e.g. 500ms, 30s, 2m: Monte Carlo stops and gives what it has (default: 30s);"
                    + " exact is stopped with one line, and auto takes exact only when its estimate is within it");

    final Flag<Long> seed = Flag.of(Long.class, "--seed", "N", 34,
            "Monte Carlo: seed; the same seed and battle count give the same figures on any number of"
                    + " threads (default: " + SolveOptions.DEFAULT_SEED + ")");

    final Flag<Integer> threads = Flag.of(Integer.class, "--threads", "N", 35,
            "Monte Carlo: worker threads (default: one per core)");

    final Flag<Double> trim = Flag.of(Double.class, "--trim", "P", 36,
            "exact: the most probability each hit distribution may drop from its tails, 0 to 1e-6; a battle"
                    + " played state by state (most sea battles) leaves out the states reached with under a hundredth"
                    + " of it, ten times it in all; the mass dropped shows as unaccounted (default: 1e-15; 0 keeps"
                    + " every outcome and state)");

    /** @param command a command taking these flags, being built */
    void addTo(CommandSpec command) {
        Flag.addTo(command, method, trials, precision, timeLimit, seed, threads, trim);
    }

    /**
     * @return the method and every solver setting the flags ask for, the defaults of {@link SolveOptions#defaults()} for
     *         those not given; unless the method is Monte Carlo, the time limit ({@code --time-limit} or its default,
     *         {@link SolveOptions#DEFAULT_TIME_LIMIT}) on exact work too; {@code --trim} as the exact solver's trim bound
     * @throws BadInputException naming an unknown method, a bad value, a Monte Carlo option given with
     *                           {@code --method exact}, or {@code --trim} outside [0, 1e-6] or given with
     *                           {@code --method montecarlo}
     */
    SolveOptions solveOptions() {
        Long trials = this.trials.value();
        Double precision = this.precision.value();
        String timeLimit = this.timeLimit.value();
        Long seed = this.seed.value();
        Integer threads = this.threads.value();
        Double trim = this.trim.value();
        MethodChoice m;
        SolveOptions mc;
        try {
            m = MethodChoice.parse(method.value());
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
