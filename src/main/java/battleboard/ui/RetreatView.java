package battleboard.ui;

import battleboard.ui.RetreatViewModel.Choice;
import javafx.beans.binding.BooleanBinding;
import javafx.fxml.FXML;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The attacker's retreat policy ({@code #retreatChoice}), the number it needs when it needs one
 * ({@code #retreat-round}, {@code #retreat-units}, {@code #retreat-below}) and the amphibious switch
 * ({@code #amphibious}).
 */
final class RetreatView extends VBox {
    @FXML private Label retreatChoiceLabel;
    @FXML private ComboBox<Choice> retreatChoice;
    @FXML private HBox roundBox;
    @FXML private Label roundLabel;
    @FXML private TextField round;
    @FXML private HBox unitsBox;
    @FXML private Label unitsLabel;
    @FXML private TextField units;
    @FXML private HBox winPercentBox;
    @FXML private Label winPercentLabel;
    @FXML private TextField winPercent;
    @FXML private CheckBox amphibious;

    RetreatView(RetreatViewModel viewModel) {
        Views.load(this);
        retreatChoiceLabel.setLabelFor(retreatChoice);
        retreatChoice.setItems(viewModel.choices());
        retreatChoice.setConverter(Views.converter(Choice::label));
        retreatChoice.valueProperty().bindBidirectional(viewModel.choiceProperty());
        show(roundBox, roundLabel, Views.bind(round, viewModel.round()), viewModel.needsRoundProperty());
        show(unitsBox, unitsLabel, Views.bind(units, viewModel.units()), viewModel.needsUnitsProperty());
        show(winPercentBox, winPercentLabel, Views.bind(winPercent, viewModel.winPercent()), viewModel.needsWinPercentProperty());
        amphibious.selectedProperty().bindBidirectional(viewModel.amphibiousProperty());
    }

    private static void show(HBox box, Label label, TextField field, BooleanBinding when) {
        label.setLabelFor(field);
        box.visibleProperty().bind(when);
        box.managedProperty().bind(when);
    }
}
