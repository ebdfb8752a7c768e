package battleboard.ui;

import battleboard.edition.Edition;
import battleboard.solve.MethodChoice;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The main window's content: edition and method pickers, Calculate (Enter), Cancel (Escape) and
 * Clear, the progress bar, the attacker's and defender's panes side by side with the rule options
 * below them, the results on the right, and a status line naming any problem ({@code #status}).
 */
final class BattleboardView extends BorderPane {
    @FXML private ComboBox<Edition> edition;
    @FXML private Label editionLabel;
    @FXML private ComboBox<MethodChoice> methodChoice;
    @FXML private Label methodChoiceLabel;
    @FXML private Button calculate;
    @FXML private Button cancel;
    @FXML private Button clear;
    @FXML private ProgressBar progress;
    @FXML private HBox sides;
    @FXML private VBox rulesSlot;
    @FXML private VBox resultsSlot;
    @FXML private Label status;

    BattleboardView(BattleboardViewModel viewModel) {
        Views.load(this);
        editionLabel.setLabelFor(edition);
        edition.setItems(viewModel.editions());
        edition.valueProperty().bindBidirectional(viewModel.editionProperty());
        edition.setConverter(converter(Edition::name));
        methodChoiceLabel.setLabelFor(methodChoice);
        methodChoice.setItems(viewModel.methods());
        methodChoice.valueProperty().bindBidirectional(viewModel.methodProperty());
        methodChoice.setConverter(converter(MethodChoice::id));

        calculate.setOnAction(e -> viewModel.calculate());
        cancel.setOnAction(e -> viewModel.cancel());
        clear.setOnAction(e -> viewModel.clear());
        cancel.visibleProperty().bind(viewModel.runningProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());
        progress.progressProperty().bind(viewModel.progressProperty());
        progress.visibleProperty().bind(viewModel.runningProperty());
        progress.managedProperty().bind(progress.visibleProperty());

        status.textProperty().bind(viewModel.statusProperty());
        Views.styleClassWhen(status, "error", viewModel.statusErrorProperty());

        sides.getChildren().setAll(new SideView(viewModel.attacker()), new SideView(viewModel.defender()));
        rulesSlot.getChildren().setAll(new RulesView(viewModel.rules()));
        resultsSlot.getChildren().setAll(new ResultsView(viewModel.results()));
    }

    private static <T> StringConverter<T> converter(java.util.function.Function<T, String> text) {
        return new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? "" : text.apply(value);
            }

            @Override
            public T fromString(String string) {
                throw new UnsupportedOperationException("not editable");
            }
        };
    }
}
