package battleboard.ui;

import battleboard.battle.Side;
import battleboard.ui.CasualtiesViewModel.Row;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The casualty explorer pane: round being fought ({@code #explore-round}), the units the Battle tab
 * says start damaged ({@code #explore-damaged}, shown when there are any), the side taking the hits
 * ({@code #hitSide}) and how many ({@code #explore-hits}), Explore / Cancel, and every choice in a
 * table ({@code #explorerTable}), best first.
 */
final class CasualtiesView extends VBox {
    @FXML private Label roundLabel;
    @FXML private TextField round;
    @FXML private Label hitSideLabel;
    @FXML private ComboBox<Side> hitSide;
    @FXML private Label hitsLabel;
    @FXML private TextField hits;
    @FXML private Button explore;
    @FXML private Button exploreCancel;
    @FXML private ProgressBar exploreProgress;
    @FXML private HBox damagedBox;
    @FXML private HBox damaged;
    @FXML private Label exploreStatus;
    @FXML private TableView<Row> explorerTable;
    @FXML private TableColumn<Row, String> casualtiesColumn;
    @FXML private TableColumn<Row, String> attackerWinColumn;
    @FXML private TableColumn<Row, String> defenderWinColumn;
    @FXML private TableColumn<Row, String> ipcSwingColumn;
    @FXML private TableColumn<Row, String> remainingColumn;
    @FXML private Label exploreNote;

    private final CasualtiesViewModel viewModel;

    /** @return the button of the tab's action, which Enter presses while the tab is shown */
    Button actionButton() {
        return explore;
    }

    CasualtiesView(CasualtiesViewModel viewModel) {
        this.viewModel = viewModel;
        Views.load(this);
        roundLabel.setLabelFor(Views.bind(round, viewModel.round()));
        hitsLabel.setLabelFor(Views.bind(hits, viewModel.hits()));
        hitSideLabel.setLabelFor(hitSide);
        hitSide.setItems(viewModel.sides());
        hitSide.setConverter(Views.converter(Side::label));
        hitSide.valueProperty().bindBidirectional(viewModel.hitSideProperty());
        addSource(viewModel);
        Label damagedUnits = new Label();
        damagedUnits.setId("explore-damaged");
        damagedUnits.textProperty().bind(viewModel.damagedProperty());
        damaged.getChildren().setAll(damagedUnits, new Label("(set on the Battle tab)"));
        Views.showWhile(damagedBox, viewModel.damagedProperty().isNotEmpty());

        explore.setOnAction(e -> viewModel.explore());
        exploreCancel.setOnAction(e -> viewModel.cancel());
        Views.bindJob(this, viewModel.job(), exploreCancel, exploreProgress, exploreStatus);
        exploreNote.textProperty().bind(viewModel.noteProperty());

        explorerTable.setItems(viewModel.rows());
        Views.column(casualtiesColumn, Row::casualties);
        Views.column(attackerWinColumn, Row::attackerWin);
        Views.column(defenderWinColumn, Row::defenderWin);
        Views.column(ipcSwingColumn, Row::ipcSwing);
        Views.column(remainingColumn, Row::remaining);
        Views.wrapping(casualtiesColumn);
        Views.wrapping(remainingColumn);
        Views.wholeColumns(explorerTable);
    }

    /**
     * "from": the enemy unit scoring the hits ({@code #hit-source}), typed as a unit name (blank: any enemy unit),
     * after the hits field.
     */
    private void addSource(CasualtiesViewModel vm) {
        javafx.scene.control.TextField source = new javafx.scene.control.TextField();
        source.setId("hit-source");
        source.setPrefColumnCount(10);
        source.setPromptText("any enemy unit");
        source.textProperty().addListener((o, a, b) -> vm.sourceTextProperty().set(b));
        vm.sourceTextProperty().addListener((o, a, b) -> {
            if (!b.equals(source.getText())) {
                source.setText(b);
            }
        });
        Label from = new Label("from");
        from.setLabelFor(source);
        javafx.scene.layout.HBox row = (javafx.scene.layout.HBox) hits.getParent();
        int at = row.getChildren().indexOf(hits) + 2;
        row.getChildren().addAll(Math.min(at, row.getChildren().size()), java.util.List.of(from, source));
    }
}
