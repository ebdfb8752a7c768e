package battleboard.ui;

import battleboard.ui.RulesViewModel.RuleChoice;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.geometry.Pos;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The edition's rule options: a choice box per option ({@code #option-aa-casualties}) labelled with the option's name
 * for a player, its meaning and the rulebook sections it comes from in a tooltip, rebuilt per edition; and, below them, the rolls before the battle the edition offers: the submarine detection
 * number ({@code #detection-number}, blank for none) and rolls ({@code #detection-rolls}), and the
 * Chinese morale roll ({@code #chinese-morale}), and each roll of one type owning its variants the edition declares
 * ({@link DeclaredRolls}: a check box or a text field as its faces give it, e.g. the naval base's first strike,
 * {@code #naval-base-first-strike}); and Global War 1939's optional rules where the edition has them:
 * the fighters on Air Cap ({@code #attacker-air-cap}, {@code #defender-air-cap}) and the defender's retreat
 * ({@code #defender-retreat-after}, {@code #defender-retreat-at}). They are built here rather than in RulesView.fxml.
 */
final class RulesView extends VBox {
    @FXML private FlowPane options;

    private final RulesViewModel viewModel;

    RulesView(RulesViewModel viewModel) {
        this.viewModel = viewModel;
        Views.load(this);
        viewModel.options().addListener((ListChangeListener<RuleChoice>) c -> fill());
        fill();
        addPreBattle(viewModel.preBattle());
    }

    private void fill() {
        options.getChildren().clear();
        for (RuleChoice c : viewModel.options()) {
            ComboBox<String> box = new ComboBox<>(FXCollections.observableArrayList(c.option().choices()));
            box.setId("option-" + c.option().id());
            box.valueProperty().bindBidirectional(c.valueProperty());
            // the option's name for a player, its meaning and rulebook sections in a tooltip (issue 12, item 4; issue 23)
            Label label = new Label(c.option().label());
            label.setLabelFor(box);
            Tooltip tip = Views.citing(c.option().meaning() + "\n\nDefault in this edition: " + c.defaultValue() + ".");
            label.setTooltip(tip);
            box.setTooltip(tip);
            // the name and the choice whole, side by side; the pairs wrap (issue 26, defect 9: no text cut)
            label.setMinWidth(Region.USE_PREF_SIZE);
            box.setMinWidth(Region.USE_PREF_SIZE);
            HBox pair = new HBox(6, label, box);
            pair.setAlignment(Pos.CENTER_LEFT);
            options.getChildren().add(pair);
        }
    }

    private void addPreBattle(PreBattleViewModel rolls) {
        Label title = new Label("Rolls before the battle");
        title.getStyleClass().add("section-title");
        Views.showWhile(title, rolls.detectionOfferedProperty().or(rolls.moraleOfferedProperty()).or(rolls.declared().anyOffered()));

        TextField number = Views.bind(new TextField(), rolls.detectionNumber());
        number.setPrefColumnCount(3);
        number.setPromptText("none");
        number.getStyleClass().add("count");
        Label numberLabel = new Label("Submarine detection: lone defending submarines are found on");
        numberLabel.setLabelFor(number);
        ComboBox<Integer> count = new ComboBox<>(rolls.rollChoices());
        count.setId("detection-rolls");
        count.setConverter(Views.converter(n -> n == 1 ? "1 roll (fleet)" : n + " rolls (fleet and air force)"));
        count.valueProperty().bindBidirectional(rolls.detectionRollsProperty());
        count.disableProperty().bind(rolls.detectionNumber().textProperty().isEmpty());
        HBox detection = new HBox(6, numberLabel, number, new Label("or less of a d6, with"), count);
        detection.setAlignment(Pos.CENTER_LEFT);
        Tooltip.install(detection, Views.citing("W443, W601-608: lone submarines must be detected before they can be"
                + " attacked. Each roll succeeds on this number or less (not in the rulebook; 2 is a guess; +2 per Radar level,"
                + " -2 per Counter-radar level). The odds mix in the attack that finds nothing. Blank: the battle is fought."));
        Views.showWhile(detection, rolls.detectionOfferedProperty());

        CheckBox morale = new CheckBox("Chinese morale: the attacking infantry are Chinese and roll for morale first");
        morale.setId("chinese-morale");
        morale.selectedProperty().bindBidirectional(rolls.chineseMoraleProperty());
        morale.setTooltip(Views.citing("W304-313: on a 1 the attack is cancelled; on 2-5, 20-80 % of the infantry"
                + " attack, rounded up; on a 6, all but one. The odds mix every roll."));
        Views.showWhile(morale, rolls.moraleOfferedProperty());

        getChildren().addAll(title, detection, morale);
        for (DeclaredRolls.Input in : rolls.declared().inputs()) {
            getChildren().add(declaredRow(in));
        }
        addOptionalRules(rolls);
    }

    /**
     * @return a roll of one type owning its variants, as its {@link battleboard.battle.PreBattleRoll.Faces} show it: a check
     *         box for a switch, else a row with a text field; shown while the edition offers it
     */
    private static javafx.scene.Node declaredRow(DeclaredRolls.Input in) {
        javafx.scene.Node row;
        if (in.faces().takesValue()) {
            row = textRow(in, 12, "none", in.faces().label(), in.faces().hint(), in.faces().tooltip());
        } else {
            CheckBox box = new CheckBox(in.faces().label());
            box.setId(in.id());
            box.selectedProperty().bindBidirectional(in.onProperty());
            box.setTooltip(Views.citing(in.faces().tooltip()));
            row = box;
        }
        Views.showWhile(row, in.offeredProperty());
        return row;
    }

    /** @return a row of a label, a text field bound to {@code field}, a hint after it, and a tooltip citing the rule */
    private static HBox textRow(InputField field, int columns, String prompt, String label, String hint, String rule) {
        TextField text = Views.bind(new TextField(), field);
        text.setPrefColumnCount(columns);
        text.setPromptText(prompt);
        Label named = new Label(label);
        named.setLabelFor(text);
        HBox row = new HBox(6, named, text, new Label(hint));
        row.setAlignment(Pos.CENTER_LEFT);
        Tooltip.install(row, Views.citing(rule));
        return row;
    }

    /** Global War 1939's optional rules, where the edition offers them. */
    private void addOptionalRules(PreBattleViewModel rolls) {
        Label title = new Label("Optional rules (Global War 1939)");
        title.getStyleClass().add("section-title");
        Views.showWhile(title, rolls.airCombatOfferedProperty().or(rolls.firstStrikeOfferedProperty())
                .or(rolls.defenderRetreatOfferedProperty()));

        TextField attackerCap = count(rolls.attackerAirCap());
        TextField defenderCap = count(rolls.defenderAirCap());
        Label capLabel = new Label("Air Combat: fighters on Air Cap, attacker");
        capLabel.setLabelFor(attackerCap);
        Label defenderLabel = new Label("defender");
        defenderLabel.setLabelFor(defenderCap);
        HBox air = new HBox(6, capLabel, attackerCap, defenderLabel, defenderCap);
        air.setAlignment(Pos.CENTER_LEFT);
        Tooltip.install(air, Views.citing("G2138-2171: the Air Cap fighters fight an air battle first. The winner's survivors sit"
                + " out; an attacker's win gives each a free shot, a defender's win air supremacy (attacking aircraft at their"
                + " defense values, defending aircraft +2 when the attacker has no Tac Air). Blank: no air combat."));
        Views.showWhile(air, rolls.airCombatOfferedProperty());

        TextField after = count(rolls.defenderRetreatAfter());
        TextField at = count(rolls.defenderRetreatAt());
        Label afterLabel = new Label("Defender Retreat: the defender tries to retreat after round");
        afterLabel.setLabelFor(after);
        Label atLabel = new Label("or at units");
        atLabel.setLabelFor(at);
        HBox retreat = new HBox(6, afterLabel, after, atLabel, at);
        retreat.setAlignment(Pos.CENTER_LEFT);
        Tooltip.install(retreat, Views.citing("G2175-2185: from round 2 the defender forgoes its fire and rolls a d12: 1-4 all its"
                + " land units and aircraft leave, 5-8 half, 9-12 none. Blank: it never tries."));
        Views.showWhile(retreat, rolls.defenderRetreatOfferedProperty());
        // a land battle's rule: no input while a ship fights (issue 26, defect 8)
        after.disableProperty().bind(rolls.atSeaProperty());
        at.disableProperty().bind(rolls.atSeaProperty());
        Label atSea = new Label("(land battles only)");
        atSea.getStyleClass().add("note");
        Views.showWhile(atSea, rolls.atSeaProperty());
        retreat.getChildren().add(atSea);

        getChildren().addAll(title, air, retreat);
    }

    private static TextField count(NumberField field) {
        TextField t = Views.bind(new TextField(), field);
        t.setPrefColumnCount(3);
        t.setPromptText("none");
        t.getStyleClass().add("count");
        return t;
    }
}
