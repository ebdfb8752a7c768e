package battleboard.ui;

import battleboard.ui.RulesViewModel.RuleChoice;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/** The edition's rule options: a choice box per option ({@code #option-aa-casualties}), rebuilt per edition. */
final class RulesView extends VBox {
    /** Options per row of the grid. */
    private static final int PER_ROW = 2;

    @FXML private GridPane options;

    private final RulesViewModel viewModel;

    RulesView(RulesViewModel viewModel) {
        this.viewModel = viewModel;
        Views.load(this);
        viewModel.options().addListener((ListChangeListener<RuleChoice>) c -> fill());
        fill();
    }

    private void fill() {
        options.getChildren().clear();
        int i = 0;
        for (RuleChoice c : viewModel.options()) {
            ComboBox<String> box = new ComboBox<>(FXCollections.observableArrayList(c.option().choices()));
            box.setId("option-" + c.option().id());
            box.valueProperty().bindBidirectional(c.valueProperty());
            Label label = new Label(c.option().id());
            label.setLabelFor(box);
            options.add(label, 2 * (i % PER_ROW), i / PER_ROW);
            options.add(box, 2 * (i % PER_ROW) + 1, i / PER_ROW);
            i++;
        }
    }
}
