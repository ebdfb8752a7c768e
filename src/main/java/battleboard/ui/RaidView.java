package battleboard.ui;

import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The Raid tab's content ({@code #raidTab}): the raid's fields ({@code #raid-bombers}, …), or the rocket strike's where
 * the edition's rockets can be played, the modifiers, Solve ({@code #raid-solve}), its status, the summary and the damage
 * table ({@code #raidTable}), greyed with a badge ({@code #raidStale}) once an input changes after a solve. Out of
 * {@link BattleboardView} (issue 25, item 4: no ui file over 600 lines).
 */
final class RaidView extends VBox {
    private final Button solve;

    /**
     * The Raid tab (issue 14, item 1): a strategic bombing raid in the toolbar's edition, with the technologies ticked on
     * the Battle tab; Solve (or Enter in a field) gives the damage distribution at once. Where the edition's rockets can be
     * played, "Rocket strike" swaps the raid's fields for the rockets' (issue 14, item 2).
     */
    RaidView(RaidViewModel viewModel) {
        super(8);
        javafx.scene.layout.GridPane fields = new javafx.scene.layout.GridPane();
        fields.setHgap(8);
        fields.setVgap(4);
        javafx.scene.control.TextField bombers = Views.bind(new javafx.scene.control.TextField(), viewModel.bombers());
        javafx.scene.control.TextField escorts = Views.bind(new javafx.scene.control.TextField(), viewModel.escorts());
        escorts.setPromptText("0");
        javafx.scene.control.TextField interceptors = Views.bind(new javafx.scene.control.TextField(), viewModel.interceptors());
        interceptors.setPromptText("0");
        javafx.scene.control.TextField guns = Views.bind(new javafx.scene.control.TextField(), viewModel.guns());
        guns.setPromptText("0");
        javafx.scene.control.TextField income = Views.bind(new javafx.scene.control.TextField(), viewModel.income());
        income.setPromptText("Revised: each bomber's cap");
        javafx.scene.control.TextField ipcs = Views.bind(new javafx.scene.control.TextField(), viewModel.ipcs());
        ipcs.setPromptText("no cap");
        javafx.scene.control.TextField damage = Views.bind(new javafx.scene.control.TextField(), viewModel.targetDamage());
        damage.setPromptText("0");
        for (javafx.scene.control.TextField f : List.of(bombers, escorts, interceptors, guns, income, ipcs, damage)) {
            f.setPrefColumnCount(5);
            f.setOnAction(e -> viewModel.solve());
        }
        escorts.disableProperty().bind(viewModel.escortsOfferedProperty().not());
        interceptors.disableProperty().bind(viewModel.escortsOfferedProperty().not());
        guns.disableProperty().bind(viewModel.gunsOfferedProperty().not());
        ComboBox<battleboard.edition.RaidRules.Mission> mission = new ComboBox<>(viewModel.missions());
        mission.setId("raid-mission");
        mission.setConverter(Views.converter(battleboard.edition.RaidRules.Mission::name));
        mission.valueProperty().bindBidirectional(viewModel.missionProperty());
        mission.disableProperty().bind(javafx.beans.binding.Bindings.size(viewModel.missions()).lessThan(2));
        fields.addRow(0, new Label("Bombers"), bombers);
        fields.addRow(1, new Label("Escorts"), escorts);
        fields.addRow(2, new Label("Interceptors"), interceptors);
        fields.addRow(3, new Label("AA guns"), guns);
        fields.addRow(4, new Label("Mission or target"), mission);
        fields.addRow(5, new Label("Damage already on the target"), damage);
        javafx.scene.layout.GridPane caps = new javafx.scene.layout.GridPane();
        caps.setHgap(8);
        caps.setVgap(4);
        caps.addRow(0, new Label("Territory income, IPC"), income);
        caps.addRow(1, new Label("IPCs the defender holds"), ipcs);
        for (javafx.scene.layout.GridPane g : List.of(fields, caps)) {
            // the raid's fields and the caps it shares with rockets line up in one pair of columns
            javafx.scene.layout.ColumnConstraints labels = new javafx.scene.layout.ColumnConstraints();
            labels.setMinWidth(190);
            javafx.scene.layout.ColumnConstraints inputs = new javafx.scene.layout.ColumnConstraints();
            inputs.setPrefWidth(180);
            g.getColumnConstraints().setAll(labels, inputs);
        }
        javafx.scene.control.CheckBox rocketMode = new javafx.scene.control.CheckBox("Rocket strike instead of a bombing raid");
        rocketMode.setId("raid-rockets");
        rocketMode.selectedProperty().bindBidirectional(viewModel.rocketsProperty());
        Views.showWhile(rocketMode, viewModel.rocketsOfferedProperty());
        javafx.scene.layout.GridPane rocketFields = new javafx.scene.layout.GridPane();
        rocketFields.setHgap(8);
        rocketFields.setVgap(4);
        javafx.scene.control.TextField rockets = Views.bind(new javafx.scene.control.TextField(), viewModel.rocketCount());
        rockets.setPrefColumnCount(5);
        rockets.setOnAction(e -> viewModel.solve());
        ComboBox<battleboard.edition.BattleRules.RocketStrike.Target> rocketTarget = new ComboBox<>(viewModel.rocketTargets());
        rocketTarget.setId("raid-rocket-target");
        rocketTarget.setConverter(Views.converter(battleboard.edition.BattleRules.RocketStrike.Target::name));
        rocketTarget.valueProperty().bindBidirectional(viewModel.rocketTargetProperty());
        rocketTarget.disableProperty().bind(javafx.beans.binding.Bindings.size(viewModel.rocketTargets()).lessThan(2));
        ComboBox<battleboard.edition.BattleRules.RocketStrike.Level> rocketLevel = new ComboBox<>(viewModel.rocketLevels());
        rocketLevel.setId("raid-rocket-level");
        rocketLevel.setConverter(Views.converter(battleboard.edition.BattleRules.RocketStrike.Level::name));
        rocketLevel.valueProperty().bindBidirectional(viewModel.rocketLevelProperty());
        rocketLevel.disableProperty().bind(javafx.beans.binding.Bindings.size(viewModel.rocketLevels()).lessThan(2));
        rocketFields.addRow(0, new Label("Rockets fired"), rockets);
        rocketFields.addRow(1, new Label("Target"), rocketTarget);
        rocketFields.addRow(2, new Label("Rocket level"), rocketLevel);
        Views.showWhile(rocketFields, viewModel.rocketsProperty());
        Views.showWhile(fields, viewModel.rocketsProperty().not());
        javafx.scene.layout.FlowPane modifiers = new javafx.scene.layout.FlowPane(10, 4);
        Runnable listModifiers = () -> modifiers.getChildren().setAll(viewModel.modifiers().stream().map(m -> {
            javafx.scene.control.CheckBox box = new javafx.scene.control.CheckBox(m.modifier().name()
                    + (m.modifier().side() == battleboard.edition.Role.ATTACK ? " (attacker)" : " (defender)"));
            box.setId("raid-modifier-" + m.modifier().id());
            box.selectedProperty().bindBidirectional(m.ticked());
            box.setTooltip(Views.citing(m.modifier().source()));
            return (javafx.scene.Node) box;
        }).toList());
        viewModel.modifiers().addListener((javafx.collections.ListChangeListener<RaidViewModel.ModifierChoice>) c -> listModifiers.run());
        listModifiers.run();
        Views.showWhile(modifiers, viewModel.rocketsProperty().not());
        javafx.scene.layout.FlowPane rocketModifiers = new javafx.scene.layout.FlowPane(10, 4);
        Runnable listRocketModifiers = () -> rocketModifiers.getChildren().setAll(viewModel.rocketModifiers().stream().map(m -> {
            javafx.scene.control.CheckBox box = new javafx.scene.control.CheckBox(m.modifier().name()
                    + (m.modifier().side() == battleboard.edition.Role.ATTACK ? " (attacker)" : " (defender)"));
            box.setId("raid-rocket-modifier-" + m.modifier().id());
            box.selectedProperty().bindBidirectional(m.ticked());
            box.setTooltip(Views.citing(m.modifier().source()));
            return (javafx.scene.Node) box;
        }).toList());
        viewModel.rocketModifiers().addListener(
                (javafx.collections.ListChangeListener<RaidViewModel.RocketModifierChoice>) c -> listRocketModifiers.run());
        listRocketModifiers.run();
        Views.showWhile(rocketModifiers, viewModel.rocketsProperty());
        Button solve = new Button("Solve");
        solve.setId("raid-solve");
        solve.getStyleClass().add("calculate");
        solve.setOnAction(e -> viewModel.solve());
        Label status = Views.paneStatus("raidStatus");
        status.textProperty().bind(Views.forPlayer(viewModel.statusProperty()));
        Views.styleClassWhen(status, "error", viewModel.errorProperty());
        Label summary = new Label();
        summary.setId("raidSummary");
        summary.getStyleClass().add("headline");
        summary.textProperty().bind(viewModel.summaryProperty());
        javafx.scene.control.TableView<RaidViewModel.Row> table = new javafx.scene.control.TableView<>(viewModel.rows());
        table.setId("raidTable");
        table.setColumnResizePolicy(javafx.scene.control.TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        table.setPlaceholder(new Label("Press Solve to see each damage and its chance."));
        javafx.scene.control.TableColumn<RaidViewModel.Row, String> damageColumn = Views.column("Damage, IPC", r -> Integer.toString(r.damage()));
        damageColumn.textProperty().bind(viewModel.damageTitleProperty());
        table.getColumns().setAll(List.of(damageColumn,
                Views.column("Probability", RaidViewModel.Row::probability), Views.column("This or more", RaidViewModel.Row::atLeast)));
        table.setMaxWidth(520);
        Views.wholeColumns(table);
        // figures of an older raid greyed with a badge until solved again (issue 26, defect 3)
        Label staleMark = new Label("Out of date: the inputs changed");
        staleMark.setId("raidStale");
        staleMark.getStyleClass().add("stale-mark");
        Views.showWhile(staleMark, viewModel.staleProperty());
        Views.styleClassWhen(table, "stale", viewModel.staleProperty());
        Views.styleClassWhen(summary, "stale", viewModel.staleProperty());
        Label about = new Label();
        about.textProperty().bind(javafx.beans.binding.Bindings.concat(javafx.beans.binding.Bindings.when(viewModel.rocketsProperty())
                .then("A rocket strike in the toolbar's edition: each rocket one die, nothing fires back. ")
                .otherwise("A strategic bombing raid in the toolbar's edition, with the technologies ticked on the Battle tab (Heavy"
                        + " Bombers, jets, Radar). "), Views.cited(viewModel.aboutProperty())));
        about.setWrapText(true);
        about.setMinHeight(Region.USE_PREF_SIZE);
        about.getStyleClass().add("note");
        getChildren().setAll(about, rocketMode, fields, rocketFields, caps, modifiers, rocketModifiers, solve, status, staleMark, summary, table);
        setPadding(new javafx.geometry.Insets(10, 12, 10, 12));
        VBox.setVgrow(table, javafx.scene.layout.Priority.ALWAYS);
        this.solve = solve;
    }

    /** @return the Solve button, the tab's default button while it is shown */
    Button solveButton() {
        return solve;
    }

}
