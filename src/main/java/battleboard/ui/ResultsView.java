package battleboard.ui;

import battleboard.ui.ResultsViewModel.Figure;
import battleboard.ui.ResultsViewModel.Outcome;
import battleboard.ui.ResultsViewModel.SurvivorBar;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import javafx.beans.value.ObservableStringValue;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.fxml.FXML;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/**
 * The results: a headline above the tabs ({@code #headline}: "Attacker wins 39.45%, IPC swing -2.64 IPC"), on
 * screen whatever tab is shown; then tabs ({@code #resultTabs}), named by a row of buttons that wraps ({@code #oddsTabButton},
 * ...; the tab pane's own row is hidden). Odds: win, loss and draw percentages, expected IPC losses,
 * swing and rounds, each with a label for its Monte Carlo interval ({@code #attackerWin},
 * {@code #attackerWinInterval}, ...), the method ({@code #method}) and why it ran, and the outcome
 * breakdown ({@code #outcome-retreat}, ...). Survivors: a horizontal bar chart per side of the
 * likeliest compositions ({@code #attackerChart}, {@code #defenderChart}). Distributions and Retreat
 * policy: their own views. Dimmed (style class {@code stale}) when the inputs changed since; marked
 * when a Monte Carlo run was cancelled.
 */
final class ResultsView extends VBox {
    @FXML private Label attackerWin;
    @FXML private Label attackerWinInterval;
    @FXML private Label defenderWin;
    @FXML private Label defenderWinInterval;
    @FXML private Label draw;
    @FXML private Label drawInterval;
    @FXML private Label attackerIpcLoss;
    @FXML private Label attackerIpcLossInterval;
    @FXML private Label defenderIpcLoss;
    @FXML private Label defenderIpcLossInterval;
    @FXML private Label ipcSwing;
    @FXML private Label ipcSwingInterval;
    @FXML private Label expectedRounds;
    @FXML private Label expectedRoundsInterval;
    @FXML private Label method;
    @FXML private Label methodNote;
    @FXML private Label samplingNote;
    @FXML private BarChart<Number, String> attackerChart;
    @FXML private BarChart<Number, String> defenderChart;
    @FXML private GridPane outcomes;
    @FXML private GridPane attackerExpected;
    @FXML private GridPane defenderExpected;
    @FXML private Label cancelledMark;
    @FXML private Label staleMark;
    @FXML private Label headline;
    @FXML private TabPane resultTabs;
    @FXML private javafx.scene.layout.FlowPane resultTabStrip;
    @FXML private Tab survivorsTab;
    @FXML private Tab distributionsTab;
    @FXML private Tab retreatStatesTab;

    ResultsView(ResultsViewModel viewModel) {
        Views.load(this);
        bind(attackerWin, attackerWinInterval, viewModel.attackerWin());
        bind(defenderWin, defenderWinInterval, viewModel.defenderWin());
        bind(draw, drawInterval, viewModel.draw());
        bind(attackerIpcLoss, attackerIpcLossInterval, viewModel.attackerIpcLoss());
        bind(defenderIpcLoss, defenderIpcLossInterval, viewModel.defenderIpcLoss());
        bind(ipcSwing, ipcSwingInterval, viewModel.ipcSwing());
        bind(expectedRounds, expectedRoundsInterval, viewModel.expectedRounds());
        method.textProperty().bind(viewModel.methodProperty());
        headline.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(
                () -> !viewModel.outOfDateProperty().get().isEmpty() ? viewModel.outOfDateProperty().get()
                        : viewModel.attackerWin().valueProperty().get().isEmpty() ? ""
                        : "Attacker wins " + viewModel.attackerWin().valueProperty().get() + ", swing "
                                + viewModel.ipcSwing().valueProperty().get(),
                viewModel.attackerWin().valueProperty(), viewModel.ipcSwing().valueProperty(), viewModel.outOfDateProperty()));
        Views.showWhile(headline, headline.textProperty().isNotEmpty());
        methodNote.textProperty().bind(viewModel.methodNoteProperty());
        samplingNote.textProperty().bind(viewModel.samplingNoteProperty());
        samplingNote.visibleProperty().bind(viewModel.samplingNoteProperty().isNotEmpty());
        samplingNote.managedProperty().bind(samplingNote.visibleProperty());
        bindChart(attackerChart, viewModel.attackerSurvivors(), viewModel.attackerChartTitleProperty(), survivorsTab.selectedProperty());
        bindChart(defenderChart, viewModel.defenderSurvivors(), viewModel.defenderChartTitleProperty(), survivorsTab.selectedProperty());
        Views.styleClassWhen(this, "stale", viewModel.staleProperty());
        Views.showWhile(cancelledMark, viewModel.cancelledProperty());
        Views.showWhile(staleMark, viewModel.staleProperty());
        viewModel.outcomes().addListener((ListChangeListener<Outcome>) c -> fillOutcomes(viewModel.outcomes()));
        fillOutcomes(viewModel.outcomes());
        bindExpected(attackerExpected, "Attacker", viewModel.attackerExpected());
        bindExpected(defenderExpected, "Defender", viewModel.defenderExpected());
        // made when first shown (Views.contentWhenFirstSelected): the form's start styles only what it shows
        Views.contentWhenFirstSelected(distributionsTab,
                () -> new DistributionsView(viewModel.distributions(), distributionsTab.selectedProperty()));
        Views.contentWhenFirstSelected(retreatStatesTab, () -> new RetreatStatesView(viewModel.retreatStates()));
        resultTabs.getTabs().addListener((ListChangeListener<Tab>) c -> stripTabs());
        resultTabs.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> markSelected());
        stripTabs();
    }

    /**
     * Names the results' tabs in {@link #resultTabStrip}: a toggle button per tab ({@code #historyTabButton}) that shows it;
     * the buttons wrap onto a second row where the pane is narrow, so that every tab is in sight below 1366 px, with no
     * overflow arrow (issue 26, defect 9).
     */
    private void stripTabs() {
        javafx.scene.control.ToggleGroup group = new javafx.scene.control.ToggleGroup();
        resultTabStrip.getChildren().setAll(resultTabs.getTabs().stream().map(tab -> {
            javafx.scene.control.ToggleButton button = new javafx.scene.control.ToggleButton();
            button.textProperty().bind(tab.textProperty());
            button.setId(tab.getId() + "Button");
            button.setToggleGroup(group);
            button.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            button.setOnAction(e -> {
                resultTabs.getSelectionModel().select(tab);
                markSelected(); // pressed again, it stays down
            });
            return button;
        }).toList());
        markSelected();
    }

    /** Presses the button of the tab shown. */
    private void markSelected() {
        Tab shown = resultTabs.getSelectionModel().getSelectedItem();
        for (javafx.scene.Node n : resultTabStrip.getChildren()) {
            ((javafx.scene.control.ToggleButton) n).setSelected(shown != null && n.getId().equals(shown.getId() + "Button"));
        }
    }

    /** Adds a tab after the results' own (the form's History). */
    void addTab(Tab tab) {
        resultTabs.getTabs().add(tab);
    }

    /** Selects a tab of the results by its id: "oddsTab", "survivorsTab", "distributionsTab", "retreatStatesTab". */
    void select(String tabId) {
        resultTabs.getTabs().stream().filter(t -> tabId.equals(t.getId())).findFirst().ifPresent(resultTabs.getSelectionModel()::select);
    }

    private void fillOutcomes(List<Outcome> list) {
        outcomes.getChildren().clear();
        int row = 0;
        for (Outcome o : list) {
            Label value = new Label(o.value());
            value.setId(o.id());
            value.getStyleClass().add("figure");
            Label interval = new Label(o.interval());
            interval.setId(o.id() + "-interval");
            interval.getStyleClass().add("interval");
            outcomes.addRow(row++, new Label(o.label()), value, interval);
        }
    }

    /** The side's expected survivors per unit type as a table (issue 12, item 4): overall, if any are left, and P(≥ 1). */
    private static void bindExpected(GridPane grid, String side, ObservableList<ResultsViewModel.ExpectedSurvivors> rows) {
        Runnable fill = () -> {
            grid.getChildren().clear();
            if (rows.isEmpty()) {
                return;
            }
            Label title = new Label(side + " units left");
            title.getStyleClass().add("section-title");
            Label ifAny = new Label("if any left");
            Tooltip.install(ifAny, new Tooltip("Expected units in the battles the side ends with at least one unit: for an attacker"
                    + " that never retreats, the battles it wins; for the defender, the battles it holds"));
            grid.addRow(0, title, new Label("expected"), ifAny, new Label("at least one"));
            int row = 1;
            for (ResultsViewModel.ExpectedSurvivors r : rows) {
                Label overall = new Label(String.format(Locale.US, "%.2f", r.overall()));
                overall.setId(side.toLowerCase(Locale.ROOT) + "-expected-" + r.unit());
                grid.addRow(row++, new Label(r.unit()), overall, new Label(String.format(Locale.US, "%.2f", r.ifAnyLeft())),
                        new Label(String.format(Locale.US, "%.1f%%", 100 * r.atLeastOne())));
            }
            grid.getChildren().stream().filter(n -> GridPane.getColumnIndex(n) != null && GridPane.getColumnIndex(n) > 0)
                    .forEach(n -> GridPane.setHalignment(n, javafx.geometry.HPos.RIGHT));
        };
        rows.addListener((ListChangeListener<ResultsViewModel.ExpectedSurvivors>) c -> fill.run());
        fill.run();
    }

    private static void bind(Label value, Label interval, Figure figure) {
        value.textProperty().bind(figure.valueProperty());
        interval.textProperty().bind(figure.intervalProperty());
    }

    /**
     * Redraws the chart from the bars: likeliest on top, a tooltip with the exact percentage on each bar; only while its
     * tab is shown (else when it is).
     */
    private static void bindChart(BarChart<Number, String> chart, ObservableList<SurvivorBar> bars, ObservableStringValue title,
                                  javafx.beans.value.ObservableBooleanValue shown) {
        chart.titleProperty().bind(title);
        Runnable redraw = Views.whenShown(shown, () -> {
            List<SurvivorBar> bottomUp = new ArrayList<>(bars);
            // a vertical category axis (auto-ranged from the data) puts its first category at the bottom;
            // setting its categories by hand would stop it from laying out new tick labels
            Collections.reverse(bottomUp);
            XYChart.Series<Number, String> series = new XYChart.Series<>();
            bottomUp.forEach(b -> series.getData().add(new XYChart.Data<>(b.percent(), b.label())));
            chart.getData().setAll(List.of(series));
            for (XYChart.Data<Number, String> d : series.getData()) {
                if (d.getNode() != null) {
                    Tooltip.install(d.getNode(), new Tooltip(String.format(Locale.US, "%s: %.2f%%", d.getYValue(), d.getXValue().doubleValue())));
                }
            }
        });
        bars.addListener((ListChangeListener<SurvivorBar>) c -> redraw.run());
        redraw.run();
    }
}
