package battleboard.ui;

import battleboard.ui.DistributionsViewModel.RoundShares;
import battleboard.ui.DistributionsViewModel.SwingBar;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.StackedAreaChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;

/**
 * The IPC swing histogram ({@code #swingChart}; bars holding the 5th, 50th or 95th percentile are
 * darker, style class {@code percentile}) with its mean and percentiles ({@code #swingSummary}), and
 * a stacked area chart of how the battle stands after each round ({@code #roundChart}), or why there
 * is none ({@code #roundsNote}).
 */
final class DistributionsView extends VBox {
    /** Most round ticks on the axis. */
    private static final int ROUND_TICKS = 12;

    @FXML private BarChart<String, Number> swingChart;
    @FXML private Label swingSummary;
    @FXML private StackedAreaChart<Number, Number> roundChart;
    @FXML private NumberAxis roundAxis;
    @FXML private Label roundsNote;

    private final DistributionsViewModel viewModel;

    /** @param shown whether the view's tab is selected: the charts are drawn only then (issue 12, item 6) */
    DistributionsView(DistributionsViewModel viewModel, javafx.beans.value.ObservableBooleanValue shown) {
        this.viewModel = viewModel;
        Views.load(this);
        swingSummary.textProperty().bind(viewModel.swingSummaryProperty());
        roundsNote.textProperty().bind(viewModel.roundsNoteProperty());
        roundsNote.visibleProperty().bind(viewModel.roundsNoteProperty().isNotEmpty());
        roundsNote.managedProperty().bind(roundsNote.visibleProperty());
        Runnable swing = Views.whenShown(shown, this::drawSwing);
        Runnable rounds = Views.whenShown(shown, this::drawRounds);
        viewModel.swingBars().addListener((ListChangeListener<SwingBar>) c -> swing.run());
        viewModel.rounds().addListener((ListChangeListener<RoundShares>) c -> rounds.run());
        swing.run();
        rounds.run();
    }

    private void drawSwing() {
        XYChart.Series<String, Number> series = new XYChart.Series<>();
        for (SwingBar b : viewModel.swingBars()) {
            series.getData().add(new XYChart.Data<>(b.label(), b.percent()));
        }
        swingChart.getData().setAll(List.of(series));
        List<SwingBar> bars = viewModel.swingBars();
        for (int i = 0; i < bars.size(); i++) {
            XYChart.Data<String, Number> d = series.getData().get(i);
            if (d.getNode() != null) {
                if (bars.get(i).percentile()) {
                    d.getNode().getStyleClass().add("percentile");
                }
                Tooltip.install(d.getNode(), new Tooltip(String.format(Locale.US, "swing %s IPC: %.2f%%", d.getXValue(), bars.get(i).percent())));
            }
        }
    }

    private void drawRounds() {
        List<RoundShares> rounds = viewModel.rounds();
        roundChart.setVisible(!rounds.isEmpty());
        roundChart.setManaged(roundChart.isVisible());
        if (rounds.isEmpty()) {
            roundChart.getData().clear();
            return;
        }
        int last = rounds.get(rounds.size() - 1).round();
        roundAxis.setUpperBound(last);
        roundAxis.setTickUnit(Math.max(1, Math.ceil(last / (double) ROUND_TICKS)));
        roundChart.getData().setAll(List.of(
                series("attacker won", rounds, RoundShares::attackerWon),
                series("defender won", rounds, RoundShares::defenderWon),
                series("attacker retreated", rounds, RoundShares::retreated),
                series("draw", rounds, RoundShares::draw),
                series("still going", rounds, RoundShares::ongoing)));
    }

    private static XYChart.Series<Number, Number> series(String name, List<RoundShares> rounds, ToDoubleFunction<RoundShares> share) {
        XYChart.Series<Number, Number> s = new XYChart.Series<>();
        s.setName(name);
        rounds.forEach(r -> s.getData().add(new XYChart.Data<>(r.round(), share.applyAsDouble(r))));
        return s;
    }
}
