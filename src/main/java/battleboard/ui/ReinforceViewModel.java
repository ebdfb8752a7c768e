package battleboard.ui;

import battleboard.solve.Reinforcement;
import battleboard.solve.Reinforcement.Addition;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * What one more unit buys, for the form's battle (issue 14, item 5): the battle solved again with one more unit of each
 * type either side may have there ({@link Reinforcement#oneMore}), as rows, off the FX thread with progress and cancel.
 */
final class ReinforceViewModel {
    /**
     * One row of the table.
     *
     * @param side          "attacker" or "defender"
     * @param unit          the unit type's id
     * @param cost          its cost, IPC
     * @param attackerWin   the attacker's win with it, e.g. "77.60%"
     * @param change        the change in percentage points, e.g. "+38.15"
     * @param ipcSwingChange the change in the IPC swing, e.g. "+4.23"
     */
    record Row(String side, String unit, int cost, String attackerWin, String change, String ipcSwingChange) {
    }

    private final Supplier<FormCheck> form;
    private final FormServices services;
    private final PaneJob job;
    private final ObservableList<Row> rows = FXCollections.observableArrayList();

    /**
     * @param form     checks the form and gives its battle
     * @param services solver and runner
     */
    ReinforceViewModel(Supplier<FormCheck> form, FormServices services) {
        this.form = form;
        this.services = services;
        this.job = new PaneJob(services.runner(), "One more unit", "Solve",
                "Press Solve: the battle is solved again with one more unit of each type on either side.");
    }

    /** Solves the battle with one more of each unit on either side; stops a run already going. */
    void solve() {
        job.stop();
        FormCheck check = form.get();
        if (job.notReady(check)) {
            return;
        }
        Reinforcement reinforcement = new Reinforcement((setup, progress) -> services.solver().solve(setup, check.options(), progress, r -> {
        }));
        job.start("Solving the battle with one more unit of each type …", (progress, partial) -> reinforcement.oneMore(check.setup(), progress).additions(),
                new BackgroundJob.Outcome<List<Addition>>() {
                    @Override
                    public void partial(List<Addition> value) {
                    }

                    @Override
                    public void succeeded(List<Addition> value) {
                        rows.setAll(value.stream().map(ReinforceViewModel::row).toList());
                        job.setStatus("One more unit of each type, " + value.size() + " battles solved.", false);
                    }

                    @Override
                    public void failed(Throwable error) {
                        job.setStatus(SolveRun.describe(error), true);
                    }
                });
    }

    private static Row row(Addition a) {
        return new Row(a.side().label(), a.unit().id(), a.unit().cost(), Figures.percent(a.attackerWin()),
                String.format(Locale.US, "%+.2f", 100 * a.attackerWinGain()), String.format(Locale.US, "%+.2f", a.ipcSwingGain()));
    }

    /** Stops the run going, if any. */
    void cancel() {
        job.cancel();
    }

    /** The form changed: a run going stops, the rows shown are out of date. */
    void inputsChanged() {
        job.battleChanged(!rows.isEmpty());
    }

    ObservableList<Row> rows() {
        return FXCollections.unmodifiableObservableList(rows);
    }

    PaneJob job() {
        return job;
    }
}
