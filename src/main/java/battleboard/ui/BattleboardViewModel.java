package battleboard.ui;

import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.input.BattlePreset;
import battleboard.ui.BattleHistory.SolvedBattle;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.collections.ObservableList;

/**
 * The whole form, as the view binds to it: the edition (built in, or loaded from a file), the method and its Monte Carlo
 * settings, both sides' inputs (damaged units included), the rule options and the rolls before the battle, the retreat
 * policy, Calculate / Cancel / Clear, the results, and the panes that work from the same inputs (Compare, Casualties, One
 * more unit, Waves, Raid). It coordinates the parts that each do one job: {@link BattleCheck} checks the inputs on every
 * change and marks the offending fields, {@link SolveRun} runs the solve through a {@link TaskRunner} so the form stays
 * responsive, {@link LiveRecalculation} solves again as the player types when that is quick, {@link EditionSwitch} holds
 * the editions, {@link FormFiles} the File menu and the last battle, {@link BattleHistory} the battles calculated,
 * {@link UndoClear} the undo of Clear and Swap sides, and {@link FormStatus} the status line. A change of any input, a new
 * Calculate or Cancel stops the running solve (its late callbacks are ignored) and the status line says so. Use on one
 * thread (the FX thread).
 */
final class BattleboardViewModel {
    /** The status line when the battle is ready to be entered or solved: {@link FormStatus#READY}. */
    static final String READY = FormStatus.READY;
    /** The status line when the results shown are of an older battle: {@link FormStatus#STALE}. */
    static final String STALE = FormStatus.STALE;

    private final MethodViewModel method = new MethodViewModel(this::inputsChanged);
    private final SideViewModel attacker = new SideViewModel(Side.ATTACKER, this::inputsChanged);
    private final SideViewModel defender = new SideViewModel(Side.DEFENDER, this::inputsChanged);
    private final RulesViewModel rules = new RulesViewModel(this::inputsChanged);
    private final RetreatViewModel retreat = new RetreatViewModel(this::inputsChanged);
    private final FormInputs inputs = new FormInputs(attacker, defender, rules, retreat, method);
    private final ResultsViewModel results = new ResultsViewModel();
    private final FormStatus status;
    private final EditionSwitch editions;
    private final BattleCheck checker;
    private final BattleHistory history;
    private final FormFiles files;
    private final SolveRun run;
    private final LiveRecalculation live;
    private final UndoClear undo = new UndoClear();
    private final CompareViewModel compare;
    private final ReinforceViewModel reinforce;
    private final WavesViewModel waves;
    private final RaidViewModel raid;
    private final CasualtiesViewModel casualties;

    /** True while the form itself resets many inputs at once. */
    private boolean updating;

    /**
     * @param editionIds the editions to offer, e.g. {@link Edition#BUILT_IN}; the first that loads is selected
     * @param loader     loads an edition by id; an edition that fails is reported to the notifier and left out
     * @param services   solver, explorer, runner, notifier and edition-file chooser
     */
    BattleboardViewModel(List<String> editionIds, Function<String, Edition> loader, FormServices services) {
        status = new FormStatus(services.notifier());
        editions = new EditionSwitch(editionIds, loader, inputs, status, services.editionFiles());
        checker = new BattleCheck(inputs, editions.editionProperty()::get);
        history = new BattleHistory(services.store(), status::storeProblem);
        files = new FormFiles(services, editions, checker, status, this::reset);
        run = new SolveRun(services, results, history, status, files::keepLastBattle);
        live = new LiveRecalculation(run.runningProperty(), results, checker::check, () -> solve(true), status);
        compare = new CompareViewModel(editions.editions(), checker::check, services);
        reinforce = new ReinforceViewModel(checker::check, services);
        waves = new WavesViewModel(checker::check, services);
        raid = new RaidViewModel(editions.editionProperty()::get, attacker::selectedTechnologies, defender::selectedTechnologies,
                rules::values);
        casualties = new CasualtiesViewModel(checker::check, services);
        history.load();
        editions.editionProperty().addListener((o, before, now) -> editionSwitched(now));
        if (editions.editions().isEmpty()) {
            status.say("no edition could be loaded", true);
        } else {
            editions.editionProperty().set(editions.editions().get(0));
        }
        status.repeatStoreProblem();
    }

    /** Names a state file the form could not read or write in the status bar, the first one a session only. */
    void storeProblem(UncheckedIOException e) {
        status.storeProblem(e);
    }

    /** Checks the inputs and, when they are valid, starts solving; stops a solve already running. Calculate's action. */
    void calculate() {
        solve(false);
    }

    /** @param live true when solved as the player types ({@link #recalculateIfQuick}); false for Calculate */
    private void solve(boolean live) {
        checker.showAllErrors(true);
        run.stop();
        FormCheck check = checker.check();
        checker.mark(check);
        if (check.setup() == null) {
            status.say(check.error(), true);
            return;
        }
        run.start(check, editions.asFile(check), live);
    }

    /** Stops the running solve, if any, and says so; a Monte Carlo run's figures so far stay, marked cancelled. */
    void cancel() {
        run.cancel();
    }

    /**
     * Empties the counts and technologies, restores the default orders of loss, rule options, retreat
     * policy and method settings, and removes the results.
     */
    void clear() {
        Snapshot before = inputs.snapshot();
        reset(inputs::clearAll);
        undo.remember(before, "Clear");
        status.say("Cleared. Undo (Ctrl+Z) puts the battle back.", false);
    }

    /**
     * Swaps the attacker and the defender ({@link SideSwap}); what has no field on the other side is dropped and said so
     * in the status line, and Undo puts it back (issue 26, defect 9).
     */
    void swapSides() {
        Snapshot before = inputs.snapshot();
        List<String> dropped = SideSwap.swap(attacker, defender, this::reset);
        undo.remember(before, "Swap sides");
        status.say(dropped.isEmpty() ? "Sides swapped. Undo (Ctrl+Z) swaps them back." : "Sides swapped: " + String.join(", ", dropped)
                + " dropped (no such field on the other side); Undo (Ctrl+Z) puts them back.", false);
    }

    /** Puts back what the last {@link #clear} (or {@link #swapSides}) changed, while no input has changed since. */
    void undoClear() {
        undo.undo(this::reset).ifPresent(undone -> status.say("The battle is back as it was before " + undone + ".", false));
    }

    /** @return true while {@link #undoClear} can put back what Clear emptied */
    ReadOnlyBooleanProperty canUndoClearProperty() {
        return undo.canUndoProperty();
    }

    /** Edition › Load edition…: see {@link EditionSwitch#loadEdition}. */
    void loadEdition() {
        editions.loadEdition();
    }

    /** @return true when a solve started; see {@link LiveRecalculation#recalculateIfQuick} */
    boolean recalculateIfQuick() {
        return live.recalculateIfQuick();
    }

    /** @return whether the battle is solved again as the player types, when that is quick */
    BooleanProperty liveProperty() {
        return live.liveProperty();
    }

    /** @return the count of the player's changes to the battle, for the view's pause before {@link #recalculateIfQuick} */
    ReadOnlyIntegerProperty editsProperty() {
        return live.editsProperty();
    }

    /** File › New: the form emptied as by Clear (which Undo puts back), and no file. */
    void newBattle() {
        clear();
        files.forgetFile();
    }

    /** File › Open…: asks for a battle file and opens it. */
    void open() {
        files.open();
    }

    /** @return true when the battle is on the form; see {@link FormFiles#open(Path)} */
    boolean open(Path f) {
        return files.open(f);
    }

    /** File › Samples: opens one of {@link BattlePreset#SAMPLES}; the form then has no file (Save asks for one). */
    void openSample(String name) {
        files.openSample(name);
    }

    /** Reopens a battle of the History and solves it again, however long it takes (it was calculated before); the form then has no file. */
    void reopen(SolvedBattle solved) {
        if (files.reopen(solved.battle())) {
            calculate();
        }
    }

    /** The battle solved as the player typed stayed unchanged {@link BattleHistory#SETTLE_MS} ms: the History keeps it. */
    void settleHistory() {
        history.settle();
    }

    /** @return true while a battle solved as the player types waits to be kept in the History */
    ReadOnlyBooleanProperty historyPendingProperty() {
        return history.pendingProperty();
    }

    /** @return true when written; see {@link FormFiles#save()} */
    boolean save() {
        return files.save();
    }

    /** @return true when written; see {@link FormFiles#saveAs()} */
    boolean saveAs() {
        return files.saveAs();
    }

    /** @return true when written; see {@link FormFiles#save(Path)} */
    boolean save(Path f) {
        return files.save(f);
    }

    /** @return the battle on the form as a battle file, or empty (fields marked) when the form refuses it */
    Optional<BattlePreset> battleFile() {
        return files.battleFile();
    }

    /** @return the command line that gives the battle on the form (Copy command line), or empty as {@link #battleFile} */
    Optional<String> commandLine() {
        return files.commandLine();
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
        run.stop();
        status.say(line, true);
    }

    /** Says in the status line what was put on the clipboard. */
    void copied(String what) {
        status.say("Copied " + what + " to the clipboard.", false);
    }

    /** Keeps the battle on the form for the next start; see {@link FormFiles#keepLastBattle()}. */
    void keepLastBattle() {
        files.keepLastBattle();
    }

    /** @return true when the last battle is on the form; see {@link FormFiles#restoreLastBattle()} */
    boolean restoreLastBattle() {
        return files.restoreLastBattle();
    }

    /** @return the battle file the battle was opened from or saved to last; null for a new battle */
    ReadOnlyObjectProperty<Path> fileProperty() {
        return files.fileProperty();
    }

    /** @return the battle files opened or saved lately, newest first */
    ObservableList<Path> recentFiles() {
        return files.recentFiles();
    }

    /** @return the battles calculated, newest first, at most {@link BattleHistory#MOST} */
    ObservableList<SolvedBattle> history() {
        return history.entries();
    }

    /** @return how the edition picker names an edition: its name, and the file it came from if loaded */
    String editionLabel(Edition e) {
        return editions.editionLabel(e);
    }

    private void editionSwitched(Edition e) {
        if (e == null) {
            undo.forget(); // the fields Clear emptied belong to the edition left
            run.stop();
            return;
        }
        editions.carryCounts(e, () -> {
            raid.setEdition(e);
            casualties.editionChanged();
        }, this::reset);
    }

    /**
     * Changes many inputs at once (checking them once, after), and starts over: no solve, no result, no error shown, nothing
     * to undo. The change counts as one edit, so that the new battle is solved again when quick (issue 26, defect 2: an
     * edition switch, Open, Samples, History, Swap sides, the battle restored at start).
     */
    private void reset(Runnable change) {
        undo.forget();
        run.stop();
        updating = true;
        try {
            change.run();
        } finally {
            updating = false;
        }
        results.clear();
        panesChanged();
        checker.showAllErrors(false);
        checker.mark(checker.check());
        status.say(READY, false);
        live.edited();
        history.changed();
        rules.preBattle().atSeaProperty().set(inputs.atSea());
    }

    /** The battle changed: the Compare, One more unit, Waves and Casualties panes' figures are out of date. */
    private void panesChanged() {
        compare.inputsChanged();
        reinforce.inputsChanged();
        waves.inputsChanged();
        casualties.inputsChanged();
    }

    /** Any input changed: stop the running solves, mark the results stale, check the inputs again. */
    private void inputsChanged() {
        if (updating) {
            return;
        }
        undo.forget(); // the battle typed since Clear is the one to keep
        live.edited();
        history.changed();
        rules.preBattle().atSeaProperty().set(inputs.atSea());
        boolean stopped = run.stop();
        results.markStale();
        panesChanged();
        raid.inputsChanged(); // the technologies ticked on the Battle tab are the raid's
        FormCheck check = checker.check();
        checker.mark(check);
        if (check.setup() == null && (checker.showsAllErrors() || !check.offending().isEmpty())) {
            status.say(check.error(), true);
        } else if (stopped) {
            status.say("Cancelled: the inputs changed.", false);
        } else {
            status.say(results.staleProperty().get() ? STALE : READY, false);
        }
    }

    /** @return the setup and options the form describes, or the first problem and the fields it involves */
    FormCheck check() {
        return checker.check();
    }

    /** @return every count field of the form: attacker, defender, bombardment */
    List<CountField> countFields() {
        return checker.countFields();
    }

    /** @return the damaged counts the battle reads: those of the unit types each side has */
    List<DamagedCount> damagedCounts() {
        return checker.damagedCounts();
    }

    /** @return every field of the battle the form checks */
    List<InputField> inputFields() {
        return checker.inputFields();
    }

    ObservableList<Edition> editions() {
        return editions.editions();
    }

    ObjectProperty<Edition> editionProperty() {
        return editions.editionProperty();
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
        return run.runningProperty();
    }

    /** @return the running solve's fraction done in [0, 1], negative while unknown */
    ReadOnlyDoubleProperty progressProperty() {
        return run.progressProperty();
    }

    /** @return what the running solve says it is doing, e.g. "Monte Carlo: 12,288 battles" */
    ReadOnlyStringProperty progressMessageProperty() {
        return run.progressMessageProperty();
    }

    /** @return one line: what the form is doing, or the problem with the inputs */
    ReadOnlyStringProperty statusProperty() {
        return status.lineProperty();
    }

    /** @return true when {@link #statusProperty()} names a problem */
    ReadOnlyBooleanProperty statusErrorProperty() {
        return status.errorProperty();
    }
}
