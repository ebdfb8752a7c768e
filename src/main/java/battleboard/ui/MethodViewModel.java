package battleboard.ui;

import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * How to solve: exact, Monte Carlo or automatic choice (the default), and the Monte Carlo settings:
 * stop after a number of battles or at a precision, a time limit, the seed and the threads. The
 * settings are typed like counts and refused the same way, with the field marked; they are read only
 * when Monte Carlo may run (not for exact).
 */
final class MethodViewModel {
    /** Most a precision may be, in percentage points: the core's 0.5. */
    static final double MAX_PRECISION_PERCENT = 50;

    /** What ends a Monte Carlo run besides the time limit and Cancel. */
    enum StopRule {
        /** A number of battles. */
        TRIALS("after N battles"),
        /** A half-width of the attacker-win interval. */
        PRECISION("at a precision of ±p %");

        private final String label;

        StopRule(String label) {
            this.label = label;
        }

        /** @return e.g. "after N battles" */
        String label() {
            return label;
        }
    }

    private final ObservableList<MethodChoice> methods = FXCollections.observableArrayList(MethodChoice.values());
    private final ObjectProperty<MethodChoice> method = new SimpleObjectProperty<>(this, "method", MethodChoice.AUTO);
    private final ObservableList<StopRule> stopRules = FXCollections.observableArrayList(StopRule.values());
    private final ObjectProperty<StopRule> stopRule = new SimpleObjectProperty<>(this, "stopRule", StopRule.TRIALS);
    private final NumberField trials = new NumberField("mc-trials", "battles", "", null);
    private final NumberField precision = new NumberField("mc-precision", "precision", "", null);
    private final NumberField timeLimit = new NumberField("mc-time-limit", "time limit", "", null);
    private final NumberField seed = new NumberField("mc-seed", "seed", "", null);
    private final NumberField threads = new NumberField("mc-threads", "threads", "", null);
    private final BooleanBinding monteCarloMayRun = method.isNotEqualTo(MethodChoice.EXACT);
    private final BooleanBinding stopsAtTrials = Bindings.equal(stopRule, StopRule.TRIALS);

    /** @param onChange called after any choice or setting changes */
    MethodViewModel(Runnable onChange) {
        Objects.requireNonNull(onChange);
        clear();
        method.addListener((o, a, b) -> onChange.run());
        stopRule.addListener((o, a, b) -> onChange.run());
        fields().forEach(f -> f.textProperty().addListener((o, a, b) -> onChange.run()));
    }

    /** Automatic choice, and the core's default Monte Carlo settings with a precision of ±0.5 %. */
    /** Adds to the snapshot every input {@link #clear} changes. */
    void snapshot(Snapshot s) {
        s.add(method).add(stopRule).add(trials).add(precision).add(timeLimit).add(seed).add(threads);
    }

    void clear() {
        var d = SolveOptions.defaults().monteCarlo();
        method.set(MethodChoice.AUTO);
        stopRule.set(StopRule.TRIALS);
        trials.textProperty().set(Long.toString(d.trials()));
        precision.textProperty().set("0.5");
        timeLimit.textProperty().set(Long.toString(d.timeLimit().toSeconds()));
        seed.textProperty().set(Long.toString(d.seed()));
        threads.textProperty().set(Integer.toString(d.threads()));
    }

    /**
     * @return the method and, when Monte Carlo may run, its settings
     * @throws InputField.Problem naming the first setting refused: not a number, trials or threads
     *                            below 1 (the core's message), a precision not in (0, 50] %, a time
     *                            limit not above 0 s
     */
    SolveOptions options() {
        SolveOptions options = SolveOptions.of(method.get());
        if (!monteCarloMayRun.get()) {
            return options;
        }
        SolveOptions mc = options;
        if (stopRule.get() == StopRule.TRIALS) {
            mc = trials.make(trials.wholeNumber(), mc::withTrials);
        } else {
            double percent = precision.decimal();
            if (!(percent > 0 && percent <= MAX_PRECISION_PERCENT)) {
                throw precision.problem("precision: enter a half-width above 0% and at most " + (int) MAX_PRECISION_PERCENT + "%");
            }
            mc = mc.withPrecision(percent / 100);
        }
        Duration limit;
        try {
            // as the command line reads it (30s, 2m, 1h), a number alone being seconds
            limit = battleboard.input.Durations.timeLimit(timeLimit.textProperty().get(), true);
        } catch (IllegalArgumentException e) {
            throw timeLimit.problem("time limit: " + e.getMessage());
        }
        mc = mc.withTimeLimit(limit).withSeed(seed.wholeNumber());
        return threads.make(threads.smallWholeNumber(), mc::withThreads);
    }

    /** @return the settings the player may type, each with its own node id ("mc-trials", ...) */
    List<NumberField> fields() {
        return List.of(trials, precision, timeLimit, seed, threads);
    }

    ObservableList<MethodChoice> methods() {
        return methods;
    }

    /** @return exact, Monte Carlo or automatic choice */
    ObjectProperty<MethodChoice> methodProperty() {
        return method;
    }

    ObservableList<StopRule> stopRules() {
        return stopRules;
    }

    ObjectProperty<StopRule> stopRuleProperty() {
        return stopRule;
    }

    /** @return battles to simulate, a whole number of at least 1 */
    NumberField trials() {
        return trials;
    }

    /** @return half-width of the attacker-win interval at which to stop, in percentage points */
    NumberField precision() {
        return precision;
    }

    /** @return wall-clock limit, seconds */
    NumberField timeLimit() {
        return timeLimit;
    }

    NumberField seed() {
        return seed;
    }

    NumberField threads() {
        return threads;
    }

    /** @return true unless exact is chosen: the Monte Carlo settings matter */
    BooleanBinding monteCarloMayRunProperty() {
        return monteCarloMayRun;
    }

    /** @return true when the trial count is the stop rule (the precision field is then unused) */
    BooleanBinding stopsAtTrialsProperty() {
        return stopsAtTrials;
    }
}
