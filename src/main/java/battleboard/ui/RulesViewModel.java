package battleboard.ui;

import battleboard.edition.Edition;
import battleboard.edition.RuleOption;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The edition's rule options ({@link Edition#optionDefaults()}), one choice each among
 * {@link RuleOption#choices()}, starting at the edition's default; and the rolls made before the
 * battle that the edition offers ({@link PreBattleViewModel}).
 */
final class RulesViewModel {
    private final Runnable onChange;
    private final ObservableList<RuleChoice> options = FXCollections.observableArrayList();
    private final PreBattleViewModel preBattle;
    /** The toolbar's Low Luck box: the option {@code dice} at {@code low-luck}, kept in step with its row in the list. */
    private final BooleanProperty lowLuck = new SimpleBooleanProperty(this, "lowLuck");
    private final BooleanProperty lowLuckOffered = new SimpleBooleanProperty(this, "lowLuckOffered");
    private RuleChoice dice;

    /** One rule option and the value chosen for it. */
    static final class RuleChoice {
        private final RuleOption option;
        private final String defaultValue;
        private final ObjectProperty<String> value;

        RuleChoice(RuleOption option, String defaultValue) {
            this.option = option;
            this.defaultValue = defaultValue;
            this.value = new SimpleObjectProperty<>(this, "value", defaultValue);
        }

        RuleOption option() {
            return option;
        }

        String defaultValue() {
            return defaultValue;
        }

        /** @return one of {@code option().choices()} */
        ObjectProperty<String> valueProperty() {
            return value;
        }
    }

    /** @param onChange called after any option changes */
    RulesViewModel(Runnable onChange) {
        this.onChange = Objects.requireNonNull(onChange);
        this.preBattle = new PreBattleViewModel(onChange);
        lowLuck.addListener((o, was, on) -> {
            if (dice != null) {
                dice.valueProperty().set(on ? RuleOption.DiceRule.LOW_LUCK.id() : RuleOption.DiceRule.STANDARD.id());
            }
        });
    }

    /** Lists the edition's options at their defaults; keeps the rolls before the battle both editions offer. */
    void setEdition(Edition e) {
        preBattle.setEdition(e);
        options.setAll(e.optionDefaults().entrySet().stream().map(d -> {
            RuleChoice c = new RuleChoice(d.getKey(), d.getValue());
            c.valueProperty().addListener((o, a, b) -> onChange.run());
            return c;
        }).toList());
        dice = options.stream().filter(c -> c.option() == RuleOption.DICE).findFirst().orElse(null);
        lowLuckOffered.set(dice != null);
        if (dice != null) {
            dice.valueProperty().addListener((o, a, b) -> lowLuck.set(RuleOption.DiceRule.LOW_LUCK.id().equals(b)));
        }
        lowLuck.set(dice != null && RuleOption.DiceRule.LOW_LUCK.id().equals(dice.valueProperty().get()));
    }

    /**
     * @return true when hits are found by Low Luck: the option {@code dice} at {@code low-luck} (setting it sets the
     *         option; the Rules tab's row and this stay in step)
     */
    BooleanProperty lowLuckProperty() {
        return lowLuck;
    }

    /** @return true when the edition has the option {@code dice} (every built-in one does) */
    ReadOnlyBooleanProperty lowLuckOfferedProperty() {
        return lowLuckOffered;
    }

    /** Puts every option back to the edition's default; no roll before the battle. */
    /** Adds to the snapshot every input {@link #clear} changes. */
    void snapshot(Snapshot s) {
        options.forEach(c -> s.add(c.valueProperty()));
        preBattle.snapshot(s);
    }

    void clear() {
        options.forEach(c -> c.valueProperty().set(c.defaultValue()));
        preBattle.clear();
    }

    /** @return the rolls made before the battle */
    PreBattleViewModel preBattle() {
        return preBattle;
    }

    ObservableList<RuleChoice> options() {
        return options;
    }

    /** @return option id to chosen value, for {@code BattleSetup.Builder.option}; a cleared choice is left out */
    Map<String, String> values() {
        Map<String, String> m = new LinkedHashMap<>();
        options.stream().filter(c -> c.valueProperty().get() != null)
                .forEach(c -> m.put(c.option().id(), c.valueProperty().get()));
        return m;
    }
}
