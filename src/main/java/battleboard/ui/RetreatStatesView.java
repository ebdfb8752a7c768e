package battleboard.ui;

import battleboard.ui.RetreatStatesViewModel.Row;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.VBox;

/**
 * The computed retreat policy's table ({@code #retreatTable}): round, attacker and defender units, the
 * chance to get there, the value of fighting on and of leaving; with a caption saying what the values
 * are or why the table is empty ({@code #retreatCaption}).
 */
final class RetreatStatesView extends VBox {
    @FXML private Label caption;
    @FXML private TableView<Row> retreatTable;
    @FXML private TableColumn<Row, String> roundColumn;
    @FXML private TableColumn<Row, String> attackerColumn;
    @FXML private TableColumn<Row, String> defenderColumn;
    @FXML private TableColumn<Row, String> reachColumn;
    @FXML private TableColumn<Row, String> fightOnColumn;
    @FXML private TableColumn<Row, String> leaveColumn;

    RetreatStatesView(RetreatStatesViewModel viewModel) {
        Views.load(this);
        caption.setId("retreatCaption");
        caption.textProperty().bind(viewModel.captionProperty());
        retreatTable.setItems(viewModel.rows());
        Views.column(roundColumn, Row::round);
        Views.column(attackerColumn, Row::attacker);
        Views.column(defenderColumn, Row::defender);
        Views.column(reachColumn, Row::reach);
        Views.column(fightOnColumn, Row::fightOn);
        Views.column(leaveColumn, Row::leave);
        Views.wrapping(attackerColumn);
        Views.wrapping(defenderColumn);
        Views.wholeColumns(retreatTable);
    }
}
