package battleboard.ui;

import battleboard.battle.Side;
import battleboard.battle.SubmergePolicy;
import battleboard.edition.UnitType;
import battleboard.ui.SideViewModel.TechChoice;
import java.util.Locale;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * One side's settings besides its unit counts (those are in {@link UnitTableView}), in collapsible sections: its
 * technologies, a check box each ({@code #attacker-tech-heavy-bombers}; collapsed at first, the number ticked in the
 * section's title); its order of loss with Up / Down (or Alt+Up / Alt+Down in the list) and a button per preset
 * ({@code #preset-cheapest}), the attacker's land units kept to the last ({@code #attacker-keep-land}), the cargo of its
 * transports, the enemy units its chosen hits take first where the edition lets the firer choose ({@code #attacker-picks})
 * and when its submarines submerge ({@code #submerge}). The pane's id is the side ("attacker", "defender").
 */
final class SideView extends VBox {
    @FXML private TitledPane technologiesPane;
    @FXML private TitledPane orderPane;
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
    @FXML private HBox picksBox;
    @FXML private Label picksLabel;
    @FXML private TextField picks;
    @FXML private CheckBox noLanding;
    @FXML private CheckBox noEscapeZone;
    @FXML private Label submergeLabel;
    @FXML private ComboBox<SubmergePolicy> submerge;

    private final SideViewModel viewModel;

    SideView(SideViewModel viewModel) {
        this.viewModel = viewModel;
        Views.load(this);
        String side = viewModel.side().label();
        setId(side);
        String name = viewModel.side() == Side.ATTACKER ? "Attacker" : "Defender";
        technologiesPane.setId(side + "-technologies");
        orderPane.setText(name + ": order of loss (first lost on top)");
        viewModel.technologies().addListener((ListChangeListener<TechChoice>) c -> fillTechnologies());
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
        Views.bind(picks, viewModel.picks(), new Tooltip("The enemy units this side's chosen hits take, first taken first, e.g."
                + " carrier, battleship; units left out follow, the most expensive first (blank: the most expensive first)."
                + " The firer chooses the unit hit: Global War 1939, naval fighter on a 1 and torpedo bomber on 4 or less (G945-953),"
                + " the torpedo bomber's also a detected submarine named here (G1979-1982);"
                + " World at War 14.6, a kamikaze die (W537); Global 1940, a kamikaze strike."));
        picksLabel.setLabelFor(picks);
        picksBox.visibleProperty().bind(viewModel.picksOfferedProperty());
        picksBox.managedProperty().bind(picksBox.visibleProperty());
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

    private void fillTechnologies() {
        technologies.getChildren().setAll(viewModel.technologies().stream().map(t -> {
            CheckBox box = new CheckBox(t.technology().name());
            box.setId(viewModel.side().label() + "-tech-" + t.technology().id());
            box.selectedProperty().bindBidirectional(t.selectedProperty());
            box.setTooltip(Views.citing(t.technology().source()));
            box.selectedProperty().addListener((o, was, now) -> titleTechnologies());
            return box;
        }).toList());
        titleTechnologies();
        technologiesPane.setVisible(!viewModel.technologies().isEmpty());
        technologiesPane.setManaged(technologiesPane.isVisible());
    }

    /** Titles the technologies' section with how many are ticked: a collapsed section still shows that some are. */
    private void titleTechnologies() {
        long ticked = viewModel.technologies().stream().filter(t -> t.selectedProperty().get()).count();
        technologiesPane.setText((viewModel.side() == Side.ATTACKER ? "Attacker" : "Defender") + ": technologies"
                + (ticked == 0 ? "" : " (" + ticked + " ticked)"));
    }
}
