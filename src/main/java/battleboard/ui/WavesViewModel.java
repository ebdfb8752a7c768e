package battleboard.ui;

import battleboard.input.BattlePreset;
import battleboard.battle.BattleSetup;
import battleboard.battle.Force;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Waves;
import battleboard.result.WaveFigures;
import battleboard.solve.WaveSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * An attack in waves (issue 14, item 4) for the form: wave 1 is the Battle tab's battle, and "Add wave" adds the waves
 * after it (units and a retreat policy each, up to {@value Waves#MOST} waves in all); Solve runs {@link WaveSolver} with
 * the toolbar's method off the FX thread, with progress and cancel, and shows the whole attack and a row per wave.
 */
final class WavesViewModel {
    /** A wave after the first, as typed. */
    static final class WaveInput {
        private final StringProperty units = new SimpleStringProperty(this, "units", "");
        private final StringProperty retreat = new SimpleStringProperty(this, "retreat", "");

        /** @return the wave's units, e.g. "6 ftr" */
        StringProperty unitsProperty() {
            return units;
        }

        /** @return its retreat policy as text (empty: never), e.g. "after-round 1" */
        StringProperty retreatProperty() {
            return retreat;
        }
    }

    /**
     * One row of the by-wave table: a figure, and its value in each wave (chances of the whole attack, as text), so that
     * the table reads in a narrow pane: a column per wave.
     *
     * @param figure what the row gives, e.g. "Fought" or "Attacker IPC" (the IPC it loses in the wave)
     * @param values one per wave, e.g. "64.33%" or "5.078"
     */
    record Row(String figure, List<String> values) {
        Row {
            values = List.copyOf(values);
        }
    }

    private final Supplier<FormCheck> form;
    private final FormServices services;
    private final PaneJob job;
    private final ObservableList<WaveInput> waves = FXCollections.observableArrayList();
    /** One read-only view of {@link #waves}: a view made per call would drop the listeners put on it once collected. */
    private final ObservableList<WaveInput> wavesShown = FXCollections.unmodifiableObservableList(waves);
    private final ObjectProperty<Waves.Timing> timing = new SimpleObjectProperty<>(this, "timing", Waves.Timing.NEXT_COMBAT);
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ObservableList<Row> rowsShown = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");

    /**
     * @param form     checks the form and gives its battle and method
     * @param services the runner
     */
    WavesViewModel(Supplier<FormCheck> form, FormServices services) {
        this.form = form;
        this.services = services;
        this.job = new PaneJob(services.runner(), "Attack in waves", "Solve",
                "Wave 1 is the battle on the Battle tab: add the waves that follow it, then press Solve.");
        timing.addListener((o, a, b) -> inputsChanged());
    }

    /** Adds an empty wave, up to {@value Waves#MOST} waves in all. */
    void addWave() {
        if (waves.size() < Waves.MOST - 1) {
            WaveInput w = new WaveInput();
            w.unitsProperty().addListener((o, a, b) -> inputsChanged());
            w.retreatProperty().addListener((o, a, b) -> inputsChanged());
            waves.add(w);
            inputsChanged();
        }
    }

    /** Removes a wave. */
    void removeWave(WaveInput w) {
        if (waves.remove(w)) {
            inputsChanged();
        }
    }

    /** @return true when another wave may be added */
    boolean canAddWave() {
        return waves.size() < Waves.MOST - 1;
    }

    /** Solves the attack; stops a run already going. A problem in the waves is said in the status line. */
    void solve() {
        job.stop();
        FormCheck check = form.get();
        if (job.notReady(check)) {
            return;
        }
        Waves plan;
        try {
            plan = plan(check.setup());
        } catch (IllegalArgumentException e) {
            job.setStatus(e.getMessage(), true);
            return;
        }
        WaveSolver solver = new WaveSolver();
        job.start("Solving " + plan.count() + " waves …", (progress, partial) -> solver.solve(plan, check.options(), progress),
                new BackgroundJob.Outcome<WaveSolver.Result>() {
                    @Override
                    public void partial(WaveSolver.Result value) {
                    }

                    @Override
                    public void succeeded(WaveSolver.Result r) {
                        show(r);
                        job.setStatus("Solved the attack in " + plan.count() + " waves: " + r.total().methodNote(), false);
                    }

                    @Override
                    public void failed(Throwable error) {
                        job.setStatus(SolveRun.describe(error), true);
                    }
                });
    }

    /** @return the attack the inputs give: the form's battle, then each wave with units typed (an empty one is left out) */
    private Waves plan(BattleSetup first) {
        List<Waves.Wave> later = new ArrayList<>();
        for (int k = 0; k < waves.size(); k++) {
            WaveInput w = waves.get(k);
            String wave = "wave " + (k + 2) + ": ";
            Force units;
            RetreatPolicy retreat;
            try {
                units = Force.parse(w.unitsProperty().get(), first.edition());
                String r = w.retreatProperty().get();
                retreat = r == null || r.isBlank() ? RetreatPolicy.never() : BattlePreset.retreat(r);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(wave + e.getMessage());
            }
            later.add(new Waves.Wave(units, retreat));
        }
        return Waves.of(first, later, timing.get());
    }

    private void show(WaveSolver.Result r) {
        List<String> fought = new ArrayList<>();
        List<String> wins = new ArrayList<>();
        List<String> draws = new ArrayList<>();
        List<String> holds = new ArrayList<>();
        List<String> wonByThen = new ArrayList<>();
        List<String> attackerIpc = new ArrayList<>();
        List<String> defenderIpc = new ArrayList<>();
        List<String> swing = new ArrayList<>();
        double won = 0;
        for (WaveFigures w : r.waves()) {
            won += w.attackerWin();
            fought.add(Figures.percent(w.fought()));
            wins.add(Figures.percent(w.attackerWin()));
            draws.add(Figures.percent(w.draw()));
            holds.add(Figures.percent(w.defenderHolds()));
            wonByThen.add(Figures.percent(won));
            attackerIpc.add(String.format(Locale.US, "%.3f", w.attackerIpcLoss()));
            defenderIpc.add(String.format(Locale.US, "%.3f", w.defenderIpcLoss()));
            swing.add(battleboard.report.ResultTable.signedIpc(w.ipcSwing()));
        }
        rows.setAll(List.of(new Row("Fought", fought), new Row("Attacker wins", wins), new Row("Draw", draws),
                new Row("Defender holds", holds), new Row("Won by then", wonByThen), new Row("Attacker IPC", attackerIpc),
                new Row("Defender IPC", defenderIpc), new Row("IPC swing", swing)));
        summary.set(String.format(Locale.US, "The whole attack: attacker wins %s (takes the territory %s), defender holds %s, draw %s;"
                        + " IPC lost: attacker %.3f, defender %.3f; swing %s", Figures.percent(r.total().attackerWin()),
                Figures.percent(r.total().attackerCaptures()), Figures.percent(r.total().defenderWin()), Figures.percent(r.total().draw()),
                r.total().attackerIpcLoss(), r.total().defenderIpcLoss(), battleboard.report.ResultTable.signedIpc(r.total().ipcSwing())));
    }

    /** Stops the run going, if any. */
    void cancel() {
        job.cancel();
    }

    /** The form or a wave changed: a run going stops, the figures shown are out of date. */
    void inputsChanged() {
        job.battleChanged(!rows.isEmpty());
    }

    /** @return the waves after the first, as typed */
    ObservableList<WaveInput> waves() {
        return wavesShown;
    }

    /** @return when the later waves come */
    ObjectProperty<Waves.Timing> timingProperty() {
        return timing;
    }

    /** @return the by-wave table: a row per figure, a value per wave; empty before a solve */
    ObservableList<Row> rows() {
        return rowsShown;
    }

    /** @return the whole attack in one line, empty before a solve */
    ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    PaneJob job() {
        return job;
    }
}
