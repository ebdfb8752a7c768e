package battleboard.ui;

import battleboard.ui.MethodViewModel.StopRule;
import javafx.fxml.FXML;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/**
 * The Monte Carlo settings: stop rule ({@code #stopRule}), battles ({@code #mc-trials}), precision
 * ({@code #mc-precision}), time limit ({@code #mc-time-limit}), seed ({@code #mc-seed}) and threads
 * ({@code #mc-threads}); disabled while exact is chosen. The method is picked in the toolbar.
 */
final class MethodView extends VBox {
    @FXML private Label hint;
    @FXML private GridPane settings;
    @FXML private Label stopRuleLabel;
    @FXML private ComboBox<StopRule> stopRule;
    @FXML private Label trialsLabel;
    @FXML private TextField trials;
    @FXML private Label precisionLabel;
    @FXML private TextField precision;
    @FXML private Label timeLimitLabel;
    @FXML private TextField timeLimit;
    @FXML private Label seedLabel;
    @FXML private TextField seed;
    @FXML private Label threadsLabel;
    @FXML private TextField threads;

    MethodView(MethodViewModel viewModel) {
        Views.load(this);
        hint.textProperty().bind(viewModel.monteCarloMayRunProperty().map(used -> used
                ? "Used by Monte Carlo, and by auto when a battle is too large to solve exactly."
                : "Not used: the method is exact."));
        settings.disableProperty().bind(viewModel.monteCarloMayRunProperty().not());
        stopRuleLabel.setLabelFor(stopRule);
        stopRule.setItems(viewModel.stopRules());
        stopRule.setConverter(Views.converter(StopRule::label));
        stopRule.valueProperty().bindBidirectional(viewModel.stopRuleProperty());
        trialsLabel.setLabelFor(Views.bind(trials, viewModel.trials()));
        precisionLabel.setLabelFor(Views.bind(precision, viewModel.precision()));
        trials.disableProperty().bind(viewModel.stopsAtTrialsProperty().not());
        precision.disableProperty().bind(viewModel.stopsAtTrialsProperty());
        timeLimitLabel.setLabelFor(Views.bind(timeLimit, viewModel.timeLimit()));
        seedLabel.setLabelFor(Views.bind(seed, viewModel.seed()));
        threadsLabel.setLabelFor(Views.bind(threads, viewModel.threads()));
    }
}
