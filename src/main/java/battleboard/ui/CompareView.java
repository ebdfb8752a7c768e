package battleboard.ui;

import battleboard.ui.CompareViewModel.Bars;
import battleboard.ui.CompareViewModel.EditionChoice;
import battleboard.ui.CompareViewModel.Row;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;

/**
 * The Compare pane: a check box per edition ({@code #compare-classic}), Compare / Cancel and progress,
 * a table of each edition's figures ({@code #compareTable}) and grouped bars of attacker wins,
 * defender wins and draws per edition ({@code #compareChart}).
 */
final class CompareView extends VBox {
    @FXML private FlowPane editionChoices;
    @FXML private Button compare;
    @FXML private Button compareCancel;
    @FXML private ProgressBar compareProgress;
    @FXML private Label compareStatus;
    @FXML private TableView<Row> compareTable;
    @FXML private TableColumn<Row, String> editionColumn;
    @FXML private TableColumn<Row, String> attackerWinColumn;
    @FXML private TableColumn<Row, String> defenderWinColumn;
    @FXML private TableColumn<Row, String> drawColumn;
    @FXML private TableColumn<Row, String> attackerIpcLossColumn;
    @FXML private TableColumn<Row, String> defenderIpcLossColumn;
    @FXML private TableColumn<Row, String> ipcSwingColumn;
    @FXML private TableColumn<Row, String> methodColumn;
    @FXML private TableColumn<Row, String> noteColumn;
    @FXML private BarChart<String, Number> compareChart;

    private final CompareViewModel viewModel;

    /** @return the button of the tab's action, which Enter presses while the tab is shown */
    Button actionButton() {
        return compare;
    }

    CompareView(CompareViewModel viewModel) {
        this.viewModel = viewModel;
        Views.load(this);
        viewModel.choices().addListener((ListChangeListener<EditionChoice>) c -> fillChoices());
        fillChoices();
        compare.setOnAction(e -> viewModel.compare());
        compareCancel.setOnAction(e -> viewModel.cancel());
        Views.bindJob(this, viewModel.job(), compareCancel, compareProgress, compareStatus);

        compareTable.setItems(viewModel.rows());
        Views.column(editionColumn, Row::edition);
        Views.column(attackerWinColumn, Row::attackerWin);
        Views.column(defenderWinColumn, Row::defenderWin);
        Views.column(drawColumn, Row::draw);
        Views.column(attackerIpcLossColumn, Row::attackerIpcLoss);
        Views.column(defenderIpcLossColumn, Row::defenderIpcLoss);
        Views.column(ipcSwingColumn, Row::ipcSwing);
        Views.column(methodColumn, Row::method);
        Views.column(noteColumn, r -> battleboard.edition.Rulebooks.cite(r.note()));
        Views.wrapping(methodColumn);
        Views.wrapping(noteColumn);
        Views.wholeColumns(compareTable);
        viewModel.bars().addListener((ListChangeListener<Bars>) c -> drawChart());
        drawChart();
    }

    private void fillChoices() {
        editionChoices.getChildren().setAll(viewModel.choices().stream().map(c -> {
            CheckBox box = new CheckBox(c.edition().id());
            box.setId("compare-" + c.edition().id());
            box.setTooltip(new Tooltip(c.edition().name()));
            box.selectedProperty().bindBidirectional(c.selectedProperty());
            return box;
        }).toList());
    }

    private void drawChart() {
        List<Bars> bars = viewModel.bars();
        compareChart.getData().setAll(List.of(
                series("attacker wins", bars, Bars::attackerWin),
                series("defender wins", bars, Bars::defenderWin),
                series("draw", bars, Bars::draw)));
        for (XYChart.Series<String, Number> s : compareChart.getData()) {
            for (XYChart.Data<String, Number> d : s.getData()) {
                if (d.getNode() != null) {
                    Tooltip.install(d.getNode(), new Tooltip(String.format(Locale.US, "%s, %s: %.2f%%", d.getXValue(), s.getName(),
                            d.getYValue().doubleValue())));
                }
            }
        }
    }

    private static XYChart.Series<String, Number> series(String name, List<Bars> bars, ToDoubleFunction<Bars> value) {
        XYChart.Series<String, Number> s = new XYChart.Series<>();
        s.setName(name);
        bars.forEach(b -> s.getData().add(new XYChart.Data<>(b.edition(), value.applyAsDouble(b))));
        return s;
    }
}
