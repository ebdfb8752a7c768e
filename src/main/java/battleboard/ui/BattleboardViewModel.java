package battleboard.ui;

import battleboard.battle.BattleSetup;
import battleboard.battle.Force;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.edition.UnitType;
import battleboard.exact.BattleTooLargeException;
import battleboard.result.BattleResult;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The whole form: edition and method, both sides' inputs, the rule options, Calculate / Cancel /
 * Clear, and the results. It checks the inputs on every change (marking the offending count fields),
 * builds the {@link BattleSetup}, and runs the solver through a {@link TaskRunner}, so the form stays
 * responsive. A change of any input, a new Calculate or Cancel stops the running solve; its late
 * callbacks are ignored. Problems that are not a field's (a battle too large, a failing edition file)
 * also go to the {@link Notifier}. Use on one thread (the FX thread).
 */
final class BattleboardViewModel {
    static final String READY = "Enter both sides' units, then press Calculate.";
    static final String STALE = "The inputs changed: press Calculate for new odds.";

    private final BattleSolver solver;
    private final TaskRunner runner;
    private final Notifier notifier;

    private final ObservableList<Edition> editions = FXCollections.observableArrayList();
    private final ObjectProperty<Edition> edition = new SimpleObjectProperty<>(this, "edition");
    private final ObservableList<MethodChoice> methods = FXCollections.observableArrayList(MethodChoice.values());
    private final ObjectProperty<MethodChoice> method = new SimpleObjectProperty<>(this, "method", MethodChoice.EXACT);
    private final SideViewModel attacker = new SideViewModel(Side.ATTACKER, this::inputsChanged);
    private final SideViewModel defender = new SideViewModel(Side.DEFENDER, this::inputsChanged);
    private final RulesViewModel rules = new RulesViewModel(this::inputsChanged);
    private final ResultsViewModel results = new ResultsViewModel();

    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", READY);
    private final ReadOnlyBooleanWrapper statusError = new ReadOnlyBooleanWrapper(this, "statusError");

    /** Handle of the running solve, null when none. */
    private TaskRunner.Running current;
    /** Number of the current solve; callbacks of older ones are ignored. */
    private long generation;
    /** True while the form itself resets many inputs at once. */
    private boolean updating;
    /** After a Calculate, errors not tied to a field ("the attacker has no units") are shown live too. */
    private boolean showAllErrors;

    /**
     * @param editionIds the editions to offer, e.g. {@link Edition#BUILT_IN}; the first that loads is selected
     * @param loader     loads an edition by id; an edition that fails is reported to the notifier and left out
     * @param solver     solves a battle, e.g. {@code new Solver()::solve}
     * @param runner     runs solves off the FX thread
     * @param notifier   receives problems that are not a field's
     */
    BattleboardViewModel(List<String> editionIds, Function<String, Edition> loader, BattleSolver solver,
                         TaskRunner runner, Notifier notifier) {
        this.solver = solver;
        this.runner = runner;
        this.notifier = notifier;
        for (String id : editionIds) {
            try {
                editions.add(loader.apply(id));
            } catch (RuntimeException e) {
                notifier.problem("edition " + id + " cannot be loaded: " + e.getMessage());
            }
        }
        edition.addListener((o, before, now) -> applyEdition(now));
        method.addListener((o, before, now) -> inputsChanged());
        if (editions.isEmpty()) {
            setStatus("no edition could be loaded", true);
        } else {
            edition.set(editions.get(0));
        }
    }

    /** Checks the inputs and, when they are valid, starts solving; stops a solve already running. */
    void calculate() {
        showAllErrors = true;
        stop();
        Check check = check();
        mark(check);
        if (check.setup() == null) {
            setStatus(check.error(), true);
            return;
        }
        BattleSetup setup = check.setup();
        SolveOptions options = SolveOptions.of(method.get());
        long id = ++generation;
        running.set(true);
        progress.set(-1);
        setStatus("Solving " + setup + " …", false);
        TaskRunner.Running handle = runner.start(p -> solver.solve(setup, options, p), new TaskRunner.Listener<>() {
            @Override
            public void progress(double fractionDone, String message) {
                if (id == generation) {
                    progress.set(fractionDone);
                }
            }

            @Override
            public void succeeded(BattleResult value) {
                if (id == generation) {
                    finished();
                    results.show(value);
                    setStatus("Solved " + setup + ".", false);
                }
            }

            @Override
            public void failed(Throwable error) {
                if (id == generation) {
                    finished();
                    String message = describe(error);
                    setStatus(message, true);
                    notifier.problem(message);
                }
            }

            @Override
            public void cancelled() {
                if (id == generation) {
                    finished();
                    setStatus("Cancelled.", false);
                }
            }
        });
        if (id == generation && running.get()) {
            current = handle;
        }
    }

    /** Stops the running solve, if any. */
    void cancel() {
        if (stop()) {
            setStatus("Cancelled.", false);
        }
    }

    /** Empties the counts and technologies, restores the default orders of loss and rule options, removes the result. */
    void clear() {
        reset(() -> {
            attacker.clear();
            defender.clear();
            rules.clear();
        });
    }

    private void applyEdition(Edition e) {
        if (e == null) {
            stop();
            return;
        }
        reset(() -> {
            attacker.setEdition(e);
            defender.setEdition(e);
            rules.setEdition(e);
        });
    }

    /** Changes many inputs at once (checking them once, after), and starts over: no solve, no result, no error shown. */
    private void reset(Runnable change) {
        stop();
        updating = true;
        try {
            change.run();
        } finally {
            updating = false;
        }
        results.clear();
        showAllErrors = false;
        mark(check());
        setStatus(READY, false);
    }

    /** Any input changed: stop the running solve, mark the results stale, check the inputs again. */
    private void inputsChanged() {
        if (updating) {
            return;
        }
        boolean stopped = stop();
        results.markStale();
        Check check = check();
        mark(check);
        if (check.setup() == null && (showAllErrors || !check.offending().isEmpty())) {
            setStatus(check.error(), true);
        } else if (stopped) {
            setStatus("Cancelled: the inputs changed.", false);
        } else {
            setStatus(results.staleProperty().get() ? STALE : READY, false);
        }
    }

    /** @return true when a solve was running and is now cancelled */
    private boolean stop() {
        if (!running.get()) {
            return false;
        }
        generation++;
        if (current != null) {
            current.cancel();
        }
        finished();
        return true;
    }

    private void finished() {
        current = null;
        running.set(false);
        progress.set(0);
    }

    private void setStatus(String message, boolean error) {
        status.set(message);
        statusError.set(error);
    }

    private static String describe(Throwable error) {
        String message = error.getMessage();
        if (error instanceof IllegalArgumentException || error instanceof BattleTooLargeException) {
            return message;
        }
        System.getLogger(BattleboardViewModel.class.getName()).log(System.Logger.Level.ERROR, "solver failed", error);
        return "the solver failed: " + error.getClass().getSimpleName() + (message == null ? "" : ": " + message.lines().findFirst().orElse(""));
    }

    /**
     * The outcome of checking the form.
     *
     * @param setup     the battle, or null when the form is refused
     * @param error     one line naming the problem, or null
     * @param offending the count fields to mark
     */
    record Check(BattleSetup setup, String error, Set<CountField> offending) {
    }

    /** @return the setup the form describes, or the first problem and the fields it involves */
    Check check() {
        Edition e = edition.get();
        if (e == null) {
            return new Check(null, "no edition is selected", Set.of());
        }
        Map<CountField, Integer> counts = new LinkedHashMap<>();
        Set<CountField> bad = new LinkedHashSet<>();
        String first = null;
        for (CountField f : countFields()) {
            try {
                counts.put(f, f.count());
            } catch (IllegalArgumentException x) {
                bad.add(f);
                first = first == null ? x.getMessage() : first;
            }
        }
        if (!bad.isEmpty()) {
            return new Check(null, first, bad);
        }
        try {
            return new Check(build(e, counts), null, Set.of());
        } catch (IllegalArgumentException x) {
            return new Check(null, x.getMessage(), implicated(e, counts, x.getMessage()));
        }
    }

    /**
     * The fields a setup error is about, found with the core's own checks rather than a second copy
     * of the rules: a field is marked when emptying it lets the setup build, or when the error names
     * its unit and emptying it changes the error (with a tank and an artillery in a sea battle, the
     * one named first).
     */
    private Set<CountField> implicated(Edition e, Map<CountField, Integer> counts, String error) {
        Set<CountField> fields = new LinkedHashSet<>();
        for (CountField f : counts.keySet()) {
            if (counts.get(f) == 0) {
                continue;
            }
            Map<CountField, Integer> without = new LinkedHashMap<>(counts);
            without.put(f, 0);
            try {
                build(e, without);
                fields.add(f);
            } catch (IllegalArgumentException x) {
                if (!error.equals(x.getMessage()) && names(error, f.unit())) {
                    fields.add(f);
                }
            }
        }
        return fields;
    }

    private static boolean names(String message, UnitType unit) {
        return Pattern.compile("(?<![\\w-])" + Pattern.quote(unit.id()) + "(?![\\w-])").matcher(message).find();
    }

    private BattleSetup build(Edition e, Map<CountField, Integer> counts) {
        BattleSetup.Builder b = BattleSetup.builder(e)
                .attacker(force(attacker.units(), counts))
                .defender(force(defender.units(), counts))
                .bombard(force(attacker.bombardment(), counts));
        for (SideViewModel side : List.of(attacker, defender)) {
            side.selectedTechnologies().forEach(t -> b.tech(side.side(), t));
            b.order(side.side(), side.orderOfLossValue());
        }
        rules.values().forEach(b::option);
        return b.build();
    }

    private static Force force(List<CountField> fields, Map<CountField, Integer> counts) {
        Map<UnitType, Integer> m = new LinkedHashMap<>();
        fields.forEach(f -> m.put(f.unit(), counts.get(f)));
        return Force.of(m);
    }

    private void mark(Check check) {
        countFields().forEach(f -> f.setInvalid(check.offending().contains(f)));
    }

    /** @return every count field of the form: attacker, defender, bombardment */
    List<CountField> countFields() {
        return new ArrayList<>(Stream.concat(attacker.allCounts().stream(), defender.allCounts().stream()).toList());
    }

    ObservableList<Edition> editions() {
        return editions;
    }

    ObjectProperty<Edition> editionProperty() {
        return edition;
    }

    ObservableList<MethodChoice> methods() {
        return methods;
    }

    ObjectProperty<MethodChoice> methodProperty() {
        return method;
    }

    SideViewModel attacker() {
        return attacker;
    }

    SideViewModel defender() {
        return defender;
    }

    RulesViewModel rules() {
        return rules;
    }

    ResultsViewModel results() {
        return results;
    }

    /** @return true while a solve runs */
    ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** @return the running solve's fraction done in [0, 1], negative while unknown */
    ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** @return one line: what the form is doing, or the problem with the inputs */
    ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** @return true when {@link #statusProperty()} names a problem */
    ReadOnlyBooleanProperty statusErrorProperty() {
        return statusError.getReadOnlyProperty();
    }
}
