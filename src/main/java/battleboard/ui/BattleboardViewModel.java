package battleboard.ui;

import battleboard.input.BattlePreset;
import battleboard.ui.BattleHistory.SolvedBattle;
import battleboard.battle.BattleSetup;
import battleboard.battle.Damage;
import battleboard.battle.Force;
import battleboard.battle.PreBattle;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.battle.SubmergePolicy;
import battleboard.edition.Edition;
import battleboard.edition.UnitType;
import battleboard.result.TooLargeException;
import battleboard.input.BattleInputException;
import battleboard.input.BattleProblem;
import battleboard.result.BattleResult;
import battleboard.solve.SolveOptions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The whole form: the edition (built in, or loaded from a file), the method and its Monte Carlo
 * settings, both sides' inputs (damaged units included), the rule options and the rolls before the
 * battle, the retreat policy, Calculate / Cancel / Clear, the results, and the Compare and Casualties
 * panes that work from the same inputs. It checks the inputs on every change (marking the offending
 * fields), builds the {@link BattleSetup}, and runs the solver through a {@link TaskRunner}, so the
 * form stays responsive; a Monte Carlo run's figures are shown as they arrive. A change of any input,
 * a new Calculate or Cancel stops the running solve (its late callbacks are ignored) and the status
 * line says so; a cancelled Monte Carlo run leaves its figures so far, marked "cancelled after N
 * battles". Problems that are not a field's (a battle too large, a failing edition file) also go to
 * the {@link Notifier}. Use on one thread (the FX thread).
 */
final class BattleboardViewModel {
    static final String READY = "Enter both sides' units, then press Calculate.";
    static final String STALE = "The inputs changed: press Calculate for new odds.";

    private final FormServices services;

    private final ObservableList<Edition> editions = FXCollections.observableArrayList();
    /** Editions loaded from a file, with the file's name. */
    private final Map<Edition, String> editionFiles = new IdentityHashMap<>();
    /** The file each loaded edition came from, as a battle file names it. */
    private final Map<Edition, Path> editionPaths = new IdentityHashMap<>();
    /** The battle file the form's battle was opened from or saved to last; null for a new battle. */
    private final ObjectProperty<Path> file = new SimpleObjectProperty<>(this, "file");
    private final ObservableList<Path> recentFiles = FXCollections.observableArrayList();
    /** The battles calculated (issue 26, scope 4), kept in the store across restarts. */
    private final BattleHistory history;
    /** Live recalculation (issue 12, item 5): on unless the system property battleboard.live is "false" (the tests). */
    private final javafx.beans.property.BooleanProperty live = new javafx.beans.property.SimpleBooleanProperty(this, "live",
            !"false".equals(System.getProperty("battleboard.live")));
    /** Counts the player's changes to the battle; the view waits for a pause in them before {@link #recalculateIfQuick}. */
    private final javafx.beans.property.ReadOnlyIntegerWrapper edits = new javafx.beans.property.ReadOnlyIntegerWrapper(this, "edits");
    /** The battle of the solve running, as a file, for the history. */
    private BattlePreset solving;
    private final ObjectProperty<Edition> edition = new SimpleObjectProperty<>(this, "edition");
    private final MethodViewModel method = new MethodViewModel(this::inputsChanged);
    private final SideViewModel attacker = new SideViewModel(Side.ATTACKER, this::inputsChanged);
    private final SideViewModel defender = new SideViewModel(Side.DEFENDER, this::inputsChanged);
    private final RulesViewModel rules = new RulesViewModel(this::inputsChanged);
    private final RetreatViewModel retreat = new RetreatViewModel(this::inputsChanged);
    private final ResultsViewModel results = new ResultsViewModel();
    private final CompareViewModel compare;
    private final ReinforceViewModel reinforce;
    private final WavesViewModel waves;
    private final RaidViewModel raid = new RaidViewModel(edition::get, attacker::selectedTechnologies, defender::selectedTechnologies);
    private final CasualtiesViewModel casualties;
    private final BackgroundJob job;

    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", READY);
    private final ReadOnlyBooleanWrapper statusError = new ReadOnlyBooleanWrapper(this, "statusError");

    /** Battles of the Monte Carlo result so far shown for the running solve; 0 when none. */
    private long battlesSoFar;
    /** True while the form itself resets many inputs at once. */
    private boolean updating;
    /** Monte Carlo's partial results are shown at most this often (issue 12, item 6): about twice a second. */
    static final long PARTIAL_EVERY_NANOS = 450_000_000L;
    /** When the last partial result was shown, System.nanoTime(). */
    private long lastPartialShown = Long.MIN_VALUE / 2;
    /** What the last Clear emptied (or Swap sides changed), until an input changes; null when nothing can be undone. */
    private Snapshot cleared;
    /** What {@link #cleared} undoes: "Clear" or "Swap sides". */
    private String undoneAction = "Clear";
    private final ReadOnlyBooleanWrapper canUndoClear = new ReadOnlyBooleanWrapper(this, "canUndoClear");
    /** After a Calculate, errors not tied to a field ("the attacker has no units") are shown live too. */
    private boolean showAllErrors;

    /**
     * @param editionIds the editions to offer, e.g. {@link Edition#BUILT_IN}; the first that loads is selected
     * @param loader     loads an edition by id; an edition that fails is reported to the notifier and left out
     * @param services   solver, explorer, runner, notifier and edition-file chooser
     */
    BattleboardViewModel(List<String> editionIds, Function<String, Edition> loader, FormServices services) {
        this.services = services;
        this.history = new BattleHistory(services.store(), this::storeProblem);
        this.job = new BackgroundJob(services.runner());
        this.compare = new CompareViewModel(editions, this::check, services);
        this.reinforce = new ReinforceViewModel(this::check, services);
        this.waves = new WavesViewModel(this::check, services);
        this.casualties = new CasualtiesViewModel(this::check, services);
        for (String id : editionIds) {
            try {
                editions.add(loader.apply(id));
            } catch (RuntimeException e) {
                services.notifier().problem("edition " + id + " cannot be loaded: " + e.getMessage());
            }
        }
        try {
            recentFiles.setAll(services.store().recentFiles());
        } catch (java.io.UncheckedIOException e) {
            storeProblem(e);
        }
        history.load();
        edition.addListener((o, before, now) -> applyEdition(now));
        if (editions.isEmpty()) {
            setStatus("no edition could be loaded", true);
        } else {
            edition.set(editions.get(0));
        }
        storeProblem.ifPresent(m -> setStatus(m, true));
    }

    /** The first state file the form could not read or write, named in the status bar once a session (issue 27). */
    private Optional<String> storeProblem = Optional.empty();

    /** Names a state file the form could not read or write in the status bar, the first one a session only. */
    void storeProblem(java.io.UncheckedIOException e) {
        if (storeProblem.isEmpty()) {
            storeProblem = Optional.of("The form's saved state: " + e.getMessage());
            setStatus(storeProblem.get(), true);
        }
    }

    /** Checks the inputs and, when they are valid, starts solving; stops a solve already running. Calculate's action. */
    void calculate() {
        solve(false);
    }

    /**
     * @param live true when solved as the player types ({@link #recalculateIfQuick}): the History keeps the battle only
     *             once it stays unchanged ({@link BattleHistory#solvedLive}); false for Calculate, kept at once
     */
    private void solve(boolean live) {
        showAllErrors = true;
        stopSolve();
        Check check = check();
        mark(check);
        if (check.setup() == null) {
            setStatus(check.error(), true);
            return;
        }
        BattleSetup setup = check.setup();
        SolveOptions options = check.options();
        setStatus("Solving " + battleText(setup) + " …", false);
        solving = asFile(check);
        lastPartialShown = Long.MIN_VALUE / 2; // the run's first partial result shows at once
        job.start((progress, partial) -> services.solver().solve(setup, options, progress, partial), new BackgroundJob.Outcome<BattleResult>() {
            @Override
            public void partial(BattleResult r) {
                long now = System.nanoTime();
                if (now - lastPartialShown >= PARTIAL_EVERY_NANOS) {
                    // a few times a second is enough to watch a run; more only keeps the FX thread from the player
                    lastPartialShown = now;
                    battlesSoFar = r.states(); // the battles of the figures shown, which a cancel keeps
                    results.show(r, setup);
                }
            }

            @Override
            public void succeeded(BattleResult r) {
                battlesSoFar = 0;
                results.show(r, setup);
                setStatus("Solved " + battleText(setup) + ".", false);
                if (solving != null) {
                    SolvedBattle solved = new SolvedBattle(String.format(Locale.US, "%.2f%% — %s", 100 * r.attackerWin(),
                            battleText(setup)), solving);
                    if (live) {
                        history.solvedLive(solved);
                    } else {
                        history.calculated(solved);
                    }
                    keepLastBattle(solving);
                }
            }

            @Override
            public void failed(Throwable error) {
                battlesSoFar = 0;
                String message = describe(error);
                setStatus(message, true);
                services.notifier().problem(message);
            }
        });
    }

    /** Stops the running solve, if any, and says so; a Monte Carlo run's figures so far stay, marked cancelled. */
    void cancel() {
        long battles = battlesSoFar;
        if (stopSolve()) {
            setStatus(battles > 0 ? String.format(Locale.US, "Cancelled after %,d battles: the odds shown are from those battles.", battles)
                    : "Cancelled.", false);
        }
    }

    /**
     * Empties the counts and technologies, restores the default orders of loss, rule options, retreat
     * policy and method settings, and removes the results.
     */
    void clear() {
        Snapshot before = snapshot();
        reset(() -> {
            attacker.clear();
            defender.clear();
            rules.clear();
            retreat.clear();
            method.clear();
        });
        cleared = before;
        undoneAction = "Clear";
        canUndoClear.set(true);
        setStatus("Cleared. Undo (Ctrl+Z) puts the battle back.", false);
    }

    /** @return every input Clear changes, as it is now, for Undo */
    private Snapshot snapshot() {
        Snapshot before = new Snapshot();
        attacker.snapshot(before);
        defender.snapshot(before);
        rules.snapshot(before);
        retreat.snapshot(before);
        method.snapshot(before);
        return before;
    }

    /**
     * Swaps the attacker and the defender (issue 12, item 4): each count, damaged count, cargo and technology goes to the
     * other side where that side has the field; what it has not (a defending AA gun cannot attack, bombarding ships
     * only support an attack) is dropped and said so in the status line. Orders of loss and policies stay as they are.
     */
    void swapSides() {
        Snapshot before = snapshot();
        Map<String, String> attackerTexts = texts(attacker);
        Map<String, String> defenderTexts = texts(defender);
        List<String> dropped = new ArrayList<>();
        Set<String> attackerTechs = selectedTechs(attacker);
        Set<String> defenderTechs = selectedTechs(defender);
        String attackerCargo = attacker.cargo().textProperty().get();
        String defenderCargo = defender.cargo().textProperty().get();
        reset(() -> {
            fill(attacker, defenderTexts, "defender", dropped);
            fill(defender, attackerTexts, "attacker", dropped);
            attacker.technologies().forEach(t -> t.selectedProperty().set(defenderTechs.contains(t.technology().id())));
            defender.technologies().forEach(t -> t.selectedProperty().set(attackerTechs.contains(t.technology().id())));
            attacker.cargo().textProperty().set(defenderCargo);
            defender.cargo().textProperty().set(attackerCargo);
        });
        // undone as Clear is (issue 26, defect 9: what has no field on the other side was dropped for good)
        cleared = before;
        undoneAction = "Swap sides";
        canUndoClear.set(true);
        setStatus(dropped.isEmpty() ? "Sides swapped. Undo (Ctrl+Z) swaps them back." : "Sides swapped: " + String.join(", ", dropped)
                + " dropped (no such field on the other side); Undo (Ctrl+Z) puts them back.", false);
    }

    /** @return a side's typed counts by field, named without the side: "infantry", "bombard-battleship", "damaged-battleship-1" */
    private static Map<String, String> texts(SideViewModel side) {
        Map<String, String> m = new LinkedHashMap<>();
        String prefix = side.side().label() + "-";
        Stream.concat(side.allCounts().stream(), side.allDamagedCounts().stream())
                .filter(f -> !f.textProperty().get().isBlank())
                .forEach(f -> m.put(f.id().startsWith(prefix) ? f.id().substring(prefix.length()) : f.id(), f.textProperty().get()));
        return m;
    }

    /** Empties a side's counts and fills those it has from {@code texts}; notes what it has no field for. */
    private static void fill(SideViewModel side, Map<String, String> texts, String from, List<String> dropped) {
        String prefix = side.side().label() + "-";
        Map<String, InputField> fields = new LinkedHashMap<>();
        Stream.concat(side.allCounts().stream(), side.allDamagedCounts().stream()).forEach(f -> {
            f.textProperty().set("");
            fields.put(f.id().startsWith(prefix) ? f.id().substring(prefix.length()) : f.id(), f);
        });
        texts.forEach((name, text) -> {
            InputField f = fields.get(name);
            if (f != null) {
                f.textProperty().set(text);
            } else {
                dropped.add(from + " " + text.strip() + " " + name);
            }
        });
    }

    private static Set<String> selectedTechs(SideViewModel side) {
        Set<String> ids = new LinkedHashSet<>();
        side.technologies().stream().filter(t -> t.selectedProperty().get()).forEach(t -> ids.add(t.technology().id()));
        return ids;
    }

    /** Puts back what the last {@link #clear} emptied, while no input has changed since. */
    void undoClear() {
        Snapshot before = cleared;
        if (before == null) {
            return;
        }
        String undone = undoneAction;
        reset(before::restore);
        forgetClear();
        setStatus("The battle is back as it was before " + undone + ".", false);
    }

    private void forgetClear() {
        cleared = null;
        canUndoClear.set(false);
    }

    /** @return true while {@link #undoClear} can put back what Clear emptied */
    ReadOnlyBooleanProperty canUndoClearProperty() {
        return canUndoClear.getReadOnlyProperty();
    }

    /**
     * Asks for an edition file and, when it loads, adds it to the editions and selects it. A file that
     * fails to load is reported (status line and notifier, one line naming the file, the field and what
     * was expected) and the form stays on its edition.
     */
    void loadEdition() {
        Optional<Path> file = services.editionFiles().choose();
        if (file.isEmpty()) {
            return;
        }
        Edition loaded;
        try {
            loaded = Edition.fromFile(file.get());
        } catch (RuntimeException e) {
            String message = e.getMessage() == null ? file.get() + ": cannot be loaded (" + e.getClass().getSimpleName() + ")" : e.getMessage();
            setStatus(message, true);
            services.notifier().problem(message);
            return;
        }
        editionFiles.put(loaded, String.valueOf(file.get().getFileName()));
        editionPaths.put(loaded, file.get().toAbsolutePath());
        editions.add(loaded);
        edition.set(loaded);
        setStatus("Loaded " + loaded.name() + " from " + file.get() + ".", false);
    }

    /**
     * Exact work (transitions, as {@link battleboard.solve.Solver#exactWork} counts them) up to which a changed
     * battle is solved again at once: about 0.05 s on this project's reference machine (docs/performance.md), well
     * under the ~0.3 s the issue allows.
     */
    static final double LIVE_WORK = 2e6;

    /**
     * Solves the battle again when live recalculation is on, the results are out of date or empty, the inputs are valid,
     * the method is exact or auto, and the exact solve is quick ({@link #LIVE_WORK}); else leaves the results marked out
     * of date. Called by the view after a pause in the player's typing.
     *
     * @return true when a solve started
     */
    boolean recalculateIfQuick() {
        if (!live.get() || job.runningProperty().get() || (results.resultProperty().get() != null && !results.staleProperty().get())) {
            return false;
        }
        Check check = check();
        if (check.setup() == null || check.setup().force(Side.ATTACKER).isEmpty() || check.setup().force(Side.DEFENDER).isEmpty()) {
            return false; // a side not yet typed: nothing worth showing
        }
        if (check.options().method() == battleboard.solve.MethodChoice.MONTE_CARLO) {
            outOfDate(check.options().monteCarlo().timeLimit().toMillis() / 1000.0, "Monte Carlo runs only when you press Calculate");
            return false;
        }
        double work;
        try {
            work = new battleboard.solve.Solver().exactWork(check.setup());
        } catch (RuntimeException tooLargeToEstimate) {
            outOfDate(Double.NaN, "the battle is too large to solve as you type");
            return false;
        }
        if (work > LIVE_WORK) {
            outOfDate(work / WORK_PER_SECOND, "the battle is too large to solve as you type");
            return false;
        }
        solve(true);
        return true;
    }

    /** Exact work solved per second on the reference machine: {@link #LIVE_WORK} in about 0.05 s (docs/performance.md). */
    static final double WORK_PER_SECOND = LIVE_WORK / 0.05;

    /**
     * Marks the headline out of date and says why in the status line (issue 26, defect 5).
     *
     * @param seconds about how long Calculate takes, in seconds; NaN when unknown
     * @param why     why the battle is not solved as the player types
     */
    private void outOfDate(double seconds, String why) {
        String about = Double.isNaN(seconds) ? "" : String.format(Locale.US, " (about %s s)",
                seconds < 1 ? "1" : String.format(Locale.US, "%.0f", seconds));
        results.markOutOfDate("Out of date — press Calculate" + about);
        setStatus("Out of date: " + why + "; press Calculate" + about + ".", false);
    }

    /** @return whether the battle is solved again as the player types, when that is quick */
    javafx.beans.property.BooleanProperty liveProperty() {
        return live;
    }

    /** @return the count of the player's changes to the battle, for the view's pause before {@link #recalculateIfQuick} */
    javafx.beans.property.ReadOnlyIntegerProperty editsProperty() {
        return edits.getReadOnlyProperty();
    }

    /** File › New: the form emptied as by Clear (which Undo puts back), and no file. */
    void newBattle() {
        clear();
        file.set(null);
    }

    /** File › Open…: asks for a battle file and opens it. */
    void open() {
        services.battleFiles().chooseToOpen().ifPresent(this::open);
    }

    /**
     * Opens a battle file: its edition, units and settings replace the form's (the method settings stay); what the form
     * has no field for is said in the status line. A file that cannot be read or names what its edition has not is
     * refused with one line, and the form stays as it was.
     *
     * @param f a battle file, as {@code odds --preset} reads it
     * @return true when the battle is on the form
     */
    boolean open(Path f) {
        BattlePreset p;
        try {
            p = BattlePreset.read(f);
        } catch (IllegalArgumentException e) {
            problem(e.getMessage());
            return false;
        }
        if (!show(p, f.toString())) {
            return false;
        }
        file.set(f);
        remember(f);
        return true;
    }

    /** File › Samples: opens one of {@link BattlePreset#SAMPLES}; the form then has no file (Save asks for one). */
    void openSample(String name) {
        try {
            if (show(BattlePreset.sample(name), "the sample " + name)) {
                file.set(null);
            }
        } catch (IllegalArgumentException e) {
            problem(e.getMessage());
        }
    }

    /** Reopens a battle of the History and solves it again, however long it takes (it was calculated before); the form then has no file. */
    void reopen(SolvedBattle solved) {
        if (show(solved.battle(), "a battle of the history")) {
            file.set(null);
            calculate();
        }
    }

    /** The battle solved as the player typed stayed unchanged {@link BattleHistory#SETTLE_MS} ms: the History keeps it. */
    void settleHistory() {
        history.settle();
    }

    /** @return true while a battle solved as the player types waits to be kept in the History */
    javafx.beans.property.ReadOnlyBooleanProperty historyPendingProperty() {
        return history.pendingProperty();
    }

    /**
     * File › Save: writes the battle to its file, or asks for one (Save as…) when it has none.
     *
     * @return true when written
     */
    boolean save() {
        if (file.get() == null) {
            return saveAs();
        }
        return save(file.get());
    }

    /**
     * File › Save as…: asks for a file and writes the battle to it.
     *
     * @return true when written
     */
    boolean saveAs() {
        Optional<Path> f = services.battleFiles().chooseToSave(suggestedFileName());
        return f.isPresent() && save(f.get());
    }

    /**
     * Writes the battle on the form as a battle file, which the form opens and {@code odds --preset} reads. A battle the
     * form refuses is not written: its fields are marked and the status line says why.
     *
     * @param f where to write
     * @return true when written
     */
    boolean save(Path f) {
        Optional<BattlePreset> p = battleFile();
        if (p.isEmpty()) {
            return false;
        }
        try {
            java.nio.file.Files.writeString(f, p.get().toJson());
        } catch (java.io.IOException e) {
            problem(f + ": cannot be written: " + e.getMessage());
            return false;
        }
        file.set(f);
        remember(f);
        setStatus("Saved to " + f + ".", false);
        return true;
    }

    /**
     * @return the battle on the form as a battle file; empty, with its fields marked and the reason in the status line,
     *         when the form refuses the battle
     */
    Optional<BattlePreset> battleFile() {
        Check check = check();
        if (check.setup() == null) {
            showAllErrors = true;
            mark(check);
            setStatus("Fix the battle first: " + check.error(), true);
            return Optional.empty();
        }
        return Optional.of(asFile(check));
    }

    /** @return the command line that gives the battle on the form (Copy command line), or empty as {@link #battleFile} */
    Optional<String> commandLine() {
        return battleFile().map(battleboard.input.BattleCommandLine::of);
    }

    /** @return the result shown, as {@code odds} prints it (Copy results), or empty when none is shown */
    Optional<String> resultsText() {
        return results.asText();
    }

    /**
     * Shows an unexpected failure (an exception no part of the form caught) in one line; no solve is left running.
     *
     * @param line what to show, e.g. "Something went wrong (...); the form goes on, details in FILE."
     */
    void failed(String line) {
        stopSolve();
        setStatus(line, true);
    }

    /** Says in the status line what was put on the clipboard. */
    void copied(String what) {
        setStatus("Copied " + what + " to the clipboard.", false);
    }

    /**
     * Keeps the battle on the form for the next start (called when the program ends, and after each solve); a battle the
     * form refuses is not kept, the one kept before stays.
     */
    void keepLastBattle() {
        Check check = check();
        if (check.setup() != null) {
            keepLastBattle(asFile(check));
        }
    }

    private void keepLastBattle(BattlePreset p) {
        try {
            services.store().lastBattle(p.toJson());
        } catch (java.io.UncheckedIOException e) {
            // the next start opens with an empty form, as on a first start: nothing the player typed is lost now
            storeProblem(e);
        }
    }

    /**
     * Puts back the battle kept by {@link #keepLastBattle} (at start); a kept battle that no longer reads (an edition
     * file moved) is passed over and the form starts empty.
     *
     * @return true when the last battle is on the form
     */
    boolean restoreLastBattle() {
        Optional<String> json;
        try {
            json = services.store().lastBattle();
        } catch (java.io.UncheckedIOException e) {
            storeProblem(e);
            return false;
        }
        if (json.isEmpty()) {
            return false;
        }
        BattlePreset p;
        try {
            p = BattlePreset.read(new java.io.ByteArrayInputStream(json.get().getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                    "last battle");
        } catch (IllegalArgumentException | java.io.IOException e) {
            return false;
        }
        if (!show(p, "the last battle")) {
            setStatus(READY, false);
            return false;
        }
        setStatus("Your last battle is back (File › New starts afresh).", false);
        return true;
    }

    /**
     * @param check a battle the form accepts
     * @return the battle as written on the form, as a file: its edition named by id or, for a loaded edition, by its file
     */
    private BattlePreset asFile(Check check) {
        Path from = editionPaths.get(check.setup().edition());
        return from == null ? check.written() : check.written().withEdition(from.toString());
    }

    /**
     * Puts a battle file on the form: its edition selected (loaded when it names a file), the fields cleared and filled.
     *
     * @return false, the form unchanged and the reason said in one line, when the file's edition or units cannot be read
     */
    private boolean show(BattlePreset p, String source) {
        Edition e;
        try {
            e = p.edition().map(this::edition).orElse(edition.get());
            p.builder(e); // the file's units, technologies, options and orders read in its edition, before the form changes
        } catch (RuntimeException x) {
            problem(source + ": " + x.getMessage());
            return false;
        }
        if (edition.get() != e) {
            edition.set(e);
        }
        List<String> left = new ArrayList<>();
        try {
            reset(() -> {
                attacker.clear();
                defender.clear();
                rules.clear();
                retreat.clear();
                left.addAll(BattleFileFields.fill(e, p, attacker, defender, rules, retreat));
            });
        } catch (IllegalArgumentException x) {
            // a unit the edition has but the form offers no field for on that side (the builder read it)
            problem(source + ": " + x.getMessage());
            return false;
        }
        forgetClear();
        setStatus("Opened " + source + (left.isEmpty() ? "." : "; the form has no field for " + String.join(", ", left) + "."), false);
        return true;
    }

    /** @return the edition a battle file names: a built-in id among the editions, or an edition file (loaded once) */
    private Edition edition(String ref) {
        for (Edition e : editions) {
            if (!editionPaths.containsKey(e) && e.id().equals(ref)) {
                return e;
            }
        }
        Path path = Path.of(ref).toAbsolutePath();
        for (Map.Entry<Edition, Path> loaded : editionPaths.entrySet()) {
            if (loaded.getValue().equals(path)) {
                return loaded.getKey();
            }
        }
        if (!java.nio.file.Files.isRegularFile(path)) {
            throw new IllegalArgumentException("edition '" + ref + "' is neither an edition of the form nor an edition file");
        }
        Edition loaded = Edition.fromFile(path);
        editionFiles.put(loaded, String.valueOf(path.getFileName()));
        editionPaths.put(loaded, path);
        editions.add(loaded);
        return loaded;
    }

    /** Puts a file at the top of the recent files, here and in the store. */
    private void remember(Path f) {
        List<Path> files = new ArrayList<>();
        files.add(f.toAbsolutePath());
        recentFiles.stream().filter(x -> !x.equals(f.toAbsolutePath())).limit(FormStore.RECENT - 1).forEach(files::add);
        recentFiles.setAll(files);
        try {
            services.store().recentFiles(files);
        } catch (java.io.UncheckedIOException e) {
            // the list stays for this session; the next start lists the files it could keep
            storeProblem(e);
        }
    }

    /** @return a file name for the battle on the form: "3-infantry-1-tank-vs-4-infantry.json" */
    private String suggestedFileName() {
        Check check = check();
        if (check.setup() == null) {
            return "battle.json";
        }
        String name = (check.setup().force(Side.ATTACKER) + " vs " + check.setup().force(Side.DEFENDER))
                .toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
        return (name.length() > 80 ? name.substring(0, 80) : name) + ".json";
    }

    /** Reports a problem that is not a field's: the status line and the notifier. */
    private void problem(String message) {
        setStatus(message, true);
        services.notifier().problem(message);
    }

    /** @return the battle file the battle was opened from or saved to last; null for a new battle */
    ReadOnlyObjectProperty<Path> fileProperty() {
        return file;
    }

    /** @return the battle files opened or saved lately, newest first */
    ObservableList<Path> recentFiles() {
        return FXCollections.unmodifiableObservableList(recentFiles);
    }

    /** @return the battles solved since the program started, newest first, at most {@link #HISTORY} */
    ObservableList<SolvedBattle> history() {
        return history.entries();
    }

    /** @return how the edition picker names an edition: its name, and the file it came from if loaded */
    String editionLabel(Edition e) {
        String file = editionFiles.get(e);
        return file == null ? e.name() : e.name() + " (" + file + ")";
    }

    private void applyEdition(Edition e) {
        forgetClear(); // the fields Clear emptied belong to the edition left
        if (e == null) {
            stopSolve();
            return;
        }
        List<Carried> counts = new ArrayList<>();
        for (SideViewModel side : List.of(attacker, defender)) {
            for (CountField f : side.allCounts()) {
                if (!f.textProperty().get().isBlank()) {
                    counts.add(new Carried(side, f.kind().id(), 0, f.unit(), f.textProperty().get()));
                }
            }
            for (DamagedCount f : side.allDamagedCounts()) {
                if (!f.textProperty().get().isBlank()) {
                    counts.add(new Carried(side, side.side().label() + " damaged", f.level(), f.unit(), f.textProperty().get()));
                }
            }
        }
        Map<String, List<String>> dropped = new LinkedHashMap<>();
        Set<String> kept = new LinkedHashSet<>();
        reset(() -> {
            attacker.setEdition(e);
            defender.setEdition(e);
            rules.setEdition(e);
            raid.setEdition(e);
            casualties.editionChanged();
            for (Carried c : counts) {
                Stream<? extends InputField> fields = c.level() == 0
                        ? c.side().allCounts().stream().filter(f -> f.kind().id().equals(c.where()) && sameUnit(e, c.unit(), f.unit()))
                        : c.side().allDamagedCounts().stream().filter(f -> f.level() == c.level() && sameUnit(e, c.unit(), f.unit()));
                Optional<? extends InputField> field = fields.findFirst();
                if (field.isPresent()) {
                    field.get().textProperty().set(c.text());
                    UnitType now = field.get() instanceof CountField f ? f.unit() : ((DamagedCount) field.get()).unit();
                    kept.add(now.name().toLowerCase(Locale.ROOT));
                } else {
                    dropped.computeIfAbsent((c.level() == 0 ? "" : "damaged ") + c.unit().name().toLowerCase(Locale.ROOT),
                            k -> new ArrayList<>()).add(c.where().replace(" damaged", "") + " " + c.text().strip());
                }
            }
        });
        if (!counts.isEmpty()) {
            List<String> said = new ArrayList<>();
            dropped.forEach((unit, where) -> said.add(unit + " dropped (" + String.join(", ", where) + ")"));
            if (!kept.isEmpty()) {
                said.add(String.join(", ", kept) + " kept");
            }
            setStatus("Switched to " + e.name() + ": " + String.join("; ", said) + ".", false);
        }
    }

    /** @return the battle as the status line names it: its edition's name, not its id (issue 12, item 7) */
    private static String battleText(BattleSetup s) {
        return s.edition().name() + ", " + s.kind().label() + " battle: " + s.force(Side.ATTACKER) + " vs " + s.force(Side.DEFENDER)
                + (s.bombardment().isEmpty() ? "" : ", bombarding " + s.bombardment());
    }

    /**
     * A count typed before the edition changed: the side, which field ("attacker", "defender", "bombard", or the side's
     * damaged units at a damage level above 0), for which unit, and what it said.
     */
    private record Carried(SideViewModel side, String where, int level, UnitType unit, String text) {
    }

    /**
     * @return true when {@code candidate} of edition {@code to} is the unit {@code before} of another edition: the same
     *         id, or a name {@code to} knows for it (Revised's tank is Classic's armor, as in Compare)
     */
    private static boolean sameUnit(Edition to, UnitType before, UnitType candidate) {
        if (candidate.id().equals(before.id())) {
            return true;
        }
        return Stream.of(before.id(), before.name()).map(to::findUnit).flatMap(Optional::stream)
                .anyMatch(u -> u.id().equals(candidate.id()));
    }

    /**
     * Changes many inputs at once (checking them once, after), and starts over: no solve, no result, no error shown. The
     * change counts as one edit, so that the new battle is solved again when quick (issue 26, defect 2: an edition switch,
     * Open, Samples, History, Swap sides, the battle restored at start).
     */
    private void reset(Runnable change) {
        stopSolve();
        updating = true;
        try {
            change.run();
        } finally {
            updating = false;
        }
        results.clear();
        compare.inputsChanged();
        reinforce.inputsChanged();
        waves.inputsChanged();
        casualties.inputsChanged();
        showAllErrors = false;
        mark(check());
        setStatus(READY, false);
        edits.set(edits.get() + 1);
        history.changed();
        rules.preBattle().atSeaProperty().set(attacker.hasShips() || defender.hasShips());
    }

    /** Any input changed: stop the running solves, mark the results stale, check the inputs again. */
    private void inputsChanged() {
        if (updating) {
            return;
        }
        forgetClear(); // the battle typed since Clear is the one to keep
        edits.set(edits.get() + 1);
        history.changed();
        rules.preBattle().atSeaProperty().set(attacker.hasShips() || defender.hasShips());
        boolean stopped = stopSolve();
        results.markStale();
        compare.inputsChanged();
        reinforce.inputsChanged();
        waves.inputsChanged();
        casualties.inputsChanged();
        raid.inputsChanged(); // the technologies ticked on the Battle tab are the raid's
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
    private boolean stopSolve() {
        boolean stopped = job.stop();
        if (stopped && battlesSoFar > 0) {
            results.markCancelled();
        }
        battlesSoFar = 0;
        return stopped;
    }

    private void setStatus(String message, boolean error) {
        status.set(message);
        statusError.set(error);
    }

    /** @return one line for a failure: the core's own message for bad input or a battle too large */
    static String describe(Throwable error) {
        String message = error.getMessage();
        if (error instanceof IllegalArgumentException || error instanceof TooLargeException) {
            return message;
        }
        System.getLogger(BattleboardViewModel.class.getName()).log(System.Logger.Level.ERROR, "solver failed", error);
        return "the solver failed: " + error.getClass().getSimpleName() + (message == null ? "" : ": " + message.lines().findFirst().orElse(""));
    }

    /**
     * The outcome of checking the form.
     *
     * @param setup     the battle, or null when the form is refused
     * @param options   the method and Monte Carlo settings, or null when the form is refused
     * @param error     one line naming the problem, or null
     * @param offending the fields to mark
     * @param messages  per field marked, its own message (a tooltip beside it)
     * @param written   the battle as written, which {@code setup} is built from; null when the form is refused
     */
    record Check(BattleSetup setup, SolveOptions options, String error, Set<InputField> offending, Map<InputField, String> messages,
                 BattlePreset written) {
        /** A check whose marked fields all share its one error (the battle refused as a whole). */
        static Check refused(String error, Set<InputField> offending) {
            Map<InputField, String> m = new LinkedHashMap<>();
            offending.forEach(f -> m.put(f, error));
            return new Check(null, null, error, offending, m, null);
        }
    }

    /** @return the setup and options the form describes, or the first problem and the fields it involves */
    Check check() {
        Edition e = edition.get();
        if (e == null) {
            return Check.refused("no edition is selected", Set.of());
        }
        Map<InputField, String> bad = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        Map<CountField, Integer> counts = new LinkedHashMap<>();
        for (CountField f : countFields()) {
            counts.put(f, read(f::count, bad, problems));
        }
        Map<DamagedCount, Integer> damaged = new LinkedHashMap<>();
        for (DamagedCount f : damagedCounts()) {
            damaged.put(f, read(f::count, bad, problems));
        }
        read(attacker::orderOfLossValue, bad, problems);
        read(() -> attacker.cargo().units(e), bad, problems);
        read(() -> defender.cargo().units(e), bad, problems);
        read(retreat::policy, bad, problems);
        PreBattle rolls = read(rules.preBattle()::value, bad, problems);
        RetreatPolicy defenderRetreat = read(rules.preBattle()::defenderRetreat, bad, problems);
        SolveOptions options = read(method::options, bad, problems);
        if (!bad.isEmpty()) {
            return new Check(null, null, problems.get(0), bad.keySet(), bad, null);
        }
        BattlePreset written = written(e, counts, damaged, rolls, defenderRetreat);
        try {
            return new Check(written.setup(e), options, null, Set.of(), Map.of(), written);
        } catch (BattleInputException x) {
            Set<InputField> fields = new LinkedHashSet<>();
            x.problems().forEach(p -> fields.addAll(fields(p, counts, damaged)));
            return Check.refused(x.getMessage(), fields);
        }
    }

    /** @return what {@code reader} reads, or null after noting its field and message when it refuses the field */
    private static <T> T read(Supplier<T> reader, Map<InputField, String> bad, List<String> problems) {
        try {
            return reader.get();
        } catch (InputField.Problem p) {
            bad.putIfAbsent(p.field(), p.getMessage());
            problems.add(p.getMessage());
            return null;
        }
    }

    /**
     * The battle on the form as written (a battle file's fields), from the fields read without a problem: the counts and
     * damaged counts (as the command line's {@code --attacker-damaged} and {@code --defender-damaged}, every level), the
     * rolls before the battle and the defender's retreat, and the other fields.
     */
    private BattlePreset written(Edition e, Map<CountField, Integer> counts, Map<DamagedCount, Integer> damaged, PreBattle rolls,
                                 RetreatPolicy defenderRetreat) {
        Map<Side, String> damagedText = new EnumMap<>(Side.class);
        Map<Side, List<String>> techs = new EnumMap<>(Side.class);
        Map<Side, String> orders = new EnumMap<>(Side.class);
        Map<Side, SubmergePolicy> submerge = new EnumMap<>(Side.class);
        Map<Side, String> cargo = new EnumMap<>(Side.class);
        Set<Side> noLanding = EnumSet.noneOf(Side.class);
        for (SideViewModel side : List.of(attacker, defender)) {
            Side s = side.side();
            text(damage(s, damaged)).ifPresent(t -> damagedText.put(s, t));
            if (!side.selectedTechnologies().isEmpty()) {
                techs.put(s, side.selectedTechnologies());
            }
            orders.put(s, side.orderOfLossValue().text());
            submerge.put(s, side.submergeProperty().get());
            Force load = side.cargo().units(e);
            if (!load.isEmpty()) {
                cargo.put(s, load.toString());
            }
            if (side.noLandingProperty().get()) {
                noLanding.add(s);
            }
        }
        int keepLand = attacker.orderOfLossValue().keepLand();
        return new BattlePreset("", Optional.of(e.id()), text(force(attacker.units(), counts)), text(force(defender.units(), counts)),
                text(force(attacker.bombardment(), counts)), damagedText, techs, rules.values(), orders,
                keepLand > 0 ? OptionalInt.of(keepLand) : OptionalInt.empty(), retreat.amphibiousProperty().get(),
                Optional.of(retreat.policy()), submerge, OptionalInt.empty(), cargo, noLanding, Optional.empty(),
                BattlePreset.Rolls.of(rolls, defenderRetreat, !defender.noEscapeZoneProperty().get()));
    }

    private static Optional<String> text(Object units) {
        String t = units.toString();
        return t.equals("none") ? Optional.empty() : Optional.of(t);
    }

    /**
     * The fields a problem of the battle names by its path ({@link BattleProblem}): a unit's count, a side's damaged
     * counts of the unit (every level typed), a side's cargo, the field of a roll before the battle. A problem of a side's
     * units as a whole ("the attacker has no units") marks no field.
     */
    private List<InputField> fields(BattleProblem p, Map<CountField, Integer> counts, Map<DamagedCount, Integer> damaged) {
        List<InputField> fields = new ArrayList<>();
        counts.forEach((f, n) -> {
            String field = switch (f.kind()) {
                case ATTACKER -> "attacker";
                case DEFENDER -> "defender";
                case BOMBARDMENT -> "bombard";
            };
            if (n > 0 && (p.concerns(field, f.unit().id()) && (!p.path().equals(field) || f.kind() == CountField.Kind.BOMBARDMENT))) {
                fields.add(f);
            }
        });
        damaged.forEach((f, n) -> {
            if (n > 0 && p.concerns("damaged." + f.side().label(), f.unit().id())) {
                fields.add(f);
            }
        });
        for (SideViewModel side : List.of(attacker, defender)) {
            if (p.concerns("cargo." + side.side().label())) {
                fields.add(side.cargo());
            }
        }
        PreBattleViewModel pre = rules.preBattle();
        if (p.concerns(BattleProblem.DETECTION)) {
            fields.add(pre.detectionNumber());
        }
        if (p.concerns(BattleProblem.AIR_COMBAT)) {
            if (!p.concerns(BattleProblem.AIR_COMBAT + ".defender")) {
                fields.add(pre.attackerAirCap());
            }
            if (!p.concerns(BattleProblem.AIR_COMBAT + ".attacker")) {
                fields.add(pre.defenderAirCap());
            }
        }
        if (p.concerns(BattleProblem.DEFENDER_RETREAT)) {
            fields.addAll(List.of(pre.defenderRetreatAfter(), pre.defenderRetreatAt()));
        }
        if (p.concerns(BattleProblem.ROCKET_STRIKE)) {
            fields.add(pre.rocketStrike());
        }
        if (p.concerns(BattleProblem.KAMIKAZE_TARGETS)) {
            fields.add(pre.kamikazeTargets());
        }
        if (p.concerns("keepLand")) {
            fields.add(attacker.keepLand());
        }
        fields.removeIf(f -> f.trimmed().isEmpty());
        return fields;
    }

    /** @return a side's damaged units, by damage level */
    private static Damage damage(Side side, Map<DamagedCount, Integer> damaged) {
        Map<Integer, Map<UnitType, Integer>> levels = new TreeMap<>();
        damaged.forEach((f, n) -> {
            if (f.side() == side && n > 0) {
                levels.computeIfAbsent(f.level(), l -> new LinkedHashMap<>()).merge(f.unit(), n, Integer::sum);
            }
        });
        Map<Integer, Force> byLevel = new TreeMap<>();
        levels.forEach((level, units) -> byLevel.put(level, Force.of(units)));
        return new Damage(byLevel);
    }

    private static Force force(List<CountField> fields, Map<CountField, Integer> counts) {
        Map<UnitType, Integer> m = new LinkedHashMap<>();
        fields.forEach(f -> {
            if (counts.get(f) > 0) {
                m.put(f.unit(), counts.get(f));
            }
        });
        return Force.of(m);
    }

    private void mark(Check check) {
        // each refused field says why in its own tooltip, not only the first one in the status line (issue 12, item 7)
        inputFields().forEach(f -> f.mark(check.messages().get(f)));
    }

    /** @return every count field of the form: attacker, defender, bombardment */
    List<CountField> countFields() {
        return new ArrayList<>(Stream.concat(attacker.allCounts().stream(), defender.allCounts().stream()).toList());
    }

    /** @return the damaged counts the battle reads: those of the unit types each side has */
    List<DamagedCount> damagedCounts() {
        return new ArrayList<>(Stream.concat(attacker.damagedCounts().stream(), defender.damagedCounts().stream()).toList());
    }

    /**
     * @return every field of the battle the form checks: counts, damaged counts (shown or not), the
     *         attacker's keep-land, the retreat numbers, the detection number, the Monte Carlo settings
     */
    List<InputField> inputFields() {
        List<InputField> fields = new ArrayList<>(countFields());
        fields.addAll(attacker.allDamagedCounts());
        fields.addAll(defender.allDamagedCounts());
        fields.add(attacker.keepLand());
        fields.add(attacker.cargo());
        fields.add(defender.cargo());
        fields.addAll(retreat.fields());
        fields.addAll(rules.preBattle().fields());
        fields.addAll(method.fields());
        return fields;
    }

    ObservableList<Edition> editions() {
        return editions;
    }

    ObjectProperty<Edition> editionProperty() {
        return edition;
    }

    MethodViewModel method() {
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

    RetreatViewModel retreat() {
        return retreat;
    }

    ResultsViewModel results() {
        return results;
    }

    CompareViewModel compare() {
        return compare;
    }

    /** @return the Raid tab's strategic bombing raid */
    RaidViewModel raid() {
        return raid;
    }

    /** @return what one more unit buys, for the form's battle */
    ReinforceViewModel reinforce() {
        return reinforce;
    }

    /** @return the attack in waves, wave 1 being this battle */
    WavesViewModel waves() {
        return waves;
    }

    CasualtiesViewModel casualties() {
        return casualties;
    }

    /** @return true while a solve runs */
    ReadOnlyBooleanProperty runningProperty() {
        return job.runningProperty();
    }

    /** @return the running solve's fraction done in [0, 1], negative while unknown */
    ReadOnlyDoubleProperty progressProperty() {
        return job.progressProperty();
    }

    /** @return what the running solve says it is doing, e.g. "Monte Carlo: 12,288 battles" */
    ReadOnlyStringProperty progressMessageProperty() {
        return job.messageProperty();
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
