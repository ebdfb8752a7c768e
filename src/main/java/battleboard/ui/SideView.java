package battleboard.ui;

import battleboard.battle.Side;
import battleboard.battle.SubmergePolicy;
import battleboard.edition.UnitType;
import battleboard.ui.SideViewModel.DamagedUnit;
import battleboard.ui.SideViewModel.TechChoice;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * One side's inputs: a count field per unit ({@code #attacker-infantry}, {@code #defender-aa-gun},
 * {@code #bombard-battleship}); under the count of each multi-hit unit the side has, a count per damage
 * level it may start at ({@code #attacker-damaged-battleship-1}, labelled "Battleship damaged 1 hit");
 * a check box per technology ({@code #attacker-tech-heavy-bombers}), the order of loss with Up / Down
 * (or Alt+Up / Alt+Down in the list) and a button per preset ({@code #preset-cheapest}), the
 * attacker's land units kept to the last ({@code #attacker-keep-land}) and when the side's submarines
 * submerge ({@code #submerge}). The pane's id is the side ("attacker", "defender"). Rows are rebuilt
 * whenever the view model's edition changes.
 */
final class SideView extends VBox {
    /** How far a damaged count's label is indented under its unit, in pixels. */
    private static final double DAMAGED_INDENT = 12;

    @FXML private Label title;
    @FXML private Label summary;
    @FXML private GridPane units;
    @FXML private VBox bombardmentBox;
    @FXML private GridPane bombardment;
    @FXML private VBox technologies;
    @FXML private ListView<UnitType> orderOfLoss;
    @FXML private Button moveUp;
    @FXML private Button moveDown;
    @FXML private VBox presets;
    @FXML private CheckBox damageFirst;
    @FXML private HBox keepLandBox;
    @FXML private TextField keepLand;
    @FXML private Label keepLandLabel;
    @FXML private HBox submergeBox;
    @FXML private HBox cargoBox;
    @FXML private Label cargoLabel;
    @FXML private TextField cargo;
    @FXML private CheckBox noLanding;
    @FXML private CheckBox noEscapeZone;
    @FXML private Label submergeLabel;
    @FXML private ComboBox<SubmergePolicy> submerge;

    private final SideViewModel viewModel;
    /** A label and a text field per unit count of the edition, made once per edition. */
    private final Map<CountField, Node[]> unitRows = new LinkedHashMap<>();
    /** A label and a text field per damaged count of the edition, made once per edition. */
    private final Map<DamagedUnit, List<Node[]>> damagedRows = new LinkedHashMap<>();

    SideView(SideViewModel viewModel) {
        this.viewModel = viewModel;
        Views.load(this);
        String side = viewModel.side().label();
        setId(side);
        title.setText(viewModel.side() == Side.ATTACKER ? "Attacker" : "Defender");
        summary.textProperty().bind(viewModel.summaryProperty());
        summary.setId(viewModel.side().label() + "-summary");

        viewModel.units().addListener((ListChangeListener<CountField>) c -> makeUnitRows());
        viewModel.bombardment().addListener((ListChangeListener<CountField>) c -> fillBombardment());
        viewModel.damaged().addListener((ListChangeListener<DamagedUnit>) c -> makeDamagedRows());
        viewModel.technologies().addListener((ListChangeListener<TechChoice>) c -> fillTechnologies());
        makeUnitRows();
        fillBombardment();
        makeDamagedRows();
        fillTechnologies();

        orderOfLoss.setItems(viewModel.orderOfLoss());
        orderOfLoss.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(UnitType unit, boolean empty) {
                super.updateItem(unit, empty);
                setText(empty || unit == null ? null : unit.name());
            }
        });
        orderOfLoss.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.isAltDown() && (e.getCode() == KeyCode.UP || e.getCode() == KeyCode.DOWN)) {
                move(e.getCode() == KeyCode.UP);
                e.consume();
            }
        });
        moveUp.setOnAction(e -> move(true));
        moveDown.setOnAction(e -> move(false));
        presets.getChildren().setAll(viewModel.presets().stream().map(this::presetButton).toList());
        ReadOnlyIntegerProperty selected = orderOfLoss.getSelectionModel().selectedIndexProperty();
        moveUp.disableProperty().bind(selected.lessThan(1));
        moveDown.disableProperty().bind(selected.lessThan(0).or(selected.greaterThanOrEqualTo(Bindings.size(orderOfLoss.getItems()).subtract(1))));

        damageFirst.selectedProperty().bindBidirectional(viewModel.damageFirstProperty());
        damageFirst.textProperty().bind(viewModel.multiHitUnitsProperty().map(u -> "Damage " + u + " before losing units"));
        damageFirst.visibleProperty().bind(viewModel.multiHitUnitsProperty().isNotEmpty());
        damageFirst.managedProperty().bind(damageFirst.visibleProperty());

        Views.bind(keepLand, viewModel.keepLand());
        keepLandLabel.setLabelFor(keepLand);
        keepLandBox.setVisible(viewModel.side() == Side.ATTACKER);
        keepLandBox.setManaged(keepLandBox.isVisible());

        submergeLabel.setLabelFor(submerge);
        submerge.setItems(viewModel.submergePolicies());
        submerge.setConverter(Views.converter(p -> p.id().replace('-', ' ')));
        submerge.valueProperty().bindBidirectional(viewModel.submergeProperty());
        submergeBox.visibleProperty().bind(viewModel.submarinesProperty().isNotEmpty());
        submergeBox.managedProperty().bind(submergeBox.visibleProperty());

        Views.bind(cargo, viewModel.cargo());
        cargoLabel.setLabelFor(cargo);
        noLanding.selectedProperty().bindBidirectional(viewModel.noLandingProperty());
        cargoBox.visibleProperty().bind(viewModel.transportsProperty().isNotEmpty());
        cargoBox.managedProperty().bind(cargoBox.visibleProperty());
        noEscapeZone.selectedProperty().bindBidirectional(viewModel.noEscapeZoneProperty());
        noEscapeZone.visibleProperty().bind(viewModel.escapeZoneRuleProperty());
        noEscapeZone.managedProperty().bind(noEscapeZone.visibleProperty());
    }

    private Button presetButton(String name) {
        Button b = new Button(name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1));
        b.setId("preset-" + name);
        b.setMaxWidth(Double.MAX_VALUE);
        b.setTooltip(new Tooltip(switch (name) {
            case "cheapest" -> "Cheapest unit first (the default)";
            case "weakest" -> "Weakest unit in this role first";
            case "capture" -> "Cheapest first, keeping 1 land unit to take the territory";
            default -> name;
        }));
        b.setOnAction(e -> viewModel.applyPreset(name));
        return b;
    }

    private void move(boolean up) {
        int i = orderOfLoss.getSelectionModel().getSelectedIndex();
        if (i >= 0) {
            int to = up ? viewModel.moveUp(i) : viewModel.moveDown(i);
            orderOfLoss.getSelectionModel().clearAndSelect(to);
            orderOfLoss.scrollTo(Math.max(0, to - 2));
        }
    }

    private void fillBombardment() {
        fill(bombardment, viewModel.bombardment());
        bombardmentBox.setVisible(!viewModel.bombardment().isEmpty());
        bombardmentBox.setManaged(bombardmentBox.isVisible());
    }

    private void makeUnitRows() {
        unitRows.clear();
        viewModel.units().forEach(f -> unitRows.put(f, row(f)));
        layoutUnits();
    }

    /** Makes the rows of the damaged counts ("Battleship damaged 1 hit"), indented under their unit's count. */
    private void makeDamagedRows() {
        damagedRows.clear();
        for (DamagedUnit d : viewModel.damaged()) {
            List<Node[]> rows = new ArrayList<>();
            for (DamagedCount f : d.levels()) {
                TextField field = Views.countSpinner(Views.bind(new TextField(), f));
                field.setPrefColumnCount(4);
                field.setPromptText("0");
                field.getStyleClass().add("count");
                Label label = new Label(f.label());
                label.setPadding(new Insets(0, 0, 0, DAMAGED_INDENT));
                label.setLabelFor(field);
                label.setTooltip(new Tooltip(f.describe() + ". Units damaged at every level are at most the units of the side."));
                rows.add(new Node[] {label, field});
            }
            damagedRows.put(d, rows);
            d.shownProperty().addListener((o, a, b) -> layoutUnits());
        }
        layoutUnits();
    }

    /** Lays out a row per unit count and, under a unit the side has, a row per damage level it may start at. */
    private void layoutUnits() {
        units.getChildren().clear();
        int row = 0;
        for (Map.Entry<CountField, Node[]> e : unitRows.entrySet()) {
            units.addRow(row++, e.getValue());
            for (Map.Entry<DamagedUnit, List<Node[]>> d : damagedRows.entrySet()) {
                if (d.getKey().unit().equals(e.getKey().unit()) && d.getKey().shownProperty().get()) {
                    for (Node[] nodes : d.getValue()) {
                        units.addRow(row++, nodes);
                    }
                }
            }
        }
    }

    /** One row per count: the unit's name (labelling the field) and a text field bound to the count. */
    private static void fill(GridPane grid, List<CountField> fields) {
        grid.getChildren().clear();
        int row = 0;
        for (CountField f : fields) {
            grid.addRow(row++, row(f));
        }
    }

    /** @return the unit's name, labelling a text field bound to the count */
    private static Node[] row(CountField f) {
        TextField field = Views.countSpinner(Views.bind(new TextField(), f));
        field.setPrefColumnCount(4);
        field.setPromptText("0");
        field.getStyleClass().add("count");
        Label label = new Label(f.unit().name());
        label.setLabelFor(field);
        label.setTooltip(Views.citing(describe(f) + (f.unit().source().isEmpty() ? "" : ".\n" + f.unit().source())));
        return new Node[] {label, field};
    }

    private static String describe(CountField f) {
        UnitType u = f.unit();
        if (f.kind() == CountField.Kind.BOMBARDMENT) {
            return String.format(Locale.US, "%s: bombards at %d (0: only with a technology), opening fire in the first round", u.name(), u.bombard());
        }
        if (u.isAntiAircraftGun()) {
            return String.format(Locale.US, "%s: fires at %d once per attacking aircraft; never a casualty; %d IPC", u.name(), u.antiAircraft(), u.cost());
        }
        return String.format(Locale.US, "%s: attack %d, defense %d, %d hit point%s, %d IPC", u.name(), u.attack(), u.defense(),
                u.hitPoints(), u.hitPoints() == 1 ? "" : "s", u.cost());
    }

    private void fillTechnologies() {
        technologies.getChildren().setAll(viewModel.technologies().stream().map(t -> {
            CheckBox box = new CheckBox(t.technology().name());
            box.setId(viewModel.side().label() + "-tech-" + t.technology().id());
            box.selectedProperty().bindBidirectional(t.selectedProperty());
            box.setTooltip(Views.citing(t.technology().source()));
            return box;
        }).toList());
    }
}
