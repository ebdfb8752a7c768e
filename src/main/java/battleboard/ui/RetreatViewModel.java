package battleboard.ui;

import battleboard.battle.RetreatPolicy;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * When the attacker retreats ({@link RetreatPolicy}), with the number some policies need (a round, a
 * unit count, a win probability in percent), and whether the attack is an amphibious assault (its
 * land units may not retreat).
 */
final class RetreatViewModel {
    /** The retreat policies a player picks from, in the order shown. */
    enum Choice {
        NEVER("never (fight to the end)"),
        AFTER_ROUND("after round N"),
        AT_UNITS("at N units or fewer"),
        WHEN_NO_LAND_UNITS("when no land unit is left"),
        WHEN_ONLY_AIRCRAFT("when only aircraft are left"),
        BELOW_WIN_PROBABILITY("below a win probability"),
        BEST("best (highest expected IPC swing)");

        private final String label;

        Choice(String label) {
            this.label = label;
        }

        /** @return e.g. "after round N" */
        String label() {
            return label;
        }
    }

    private final ObservableList<Choice> choices = FXCollections.observableArrayList(Choice.values());
    private final ObjectProperty<Choice> choice = new SimpleObjectProperty<>(this, "choice", Choice.NEVER);
    private final NumberField round = new NumberField("retreat-round", "retreat after round", "", null);
    private final NumberField units = new NumberField("retreat-units", "retreat at units", "", null);
    private final NumberField winPercent = new NumberField("retreat-below", "retreat below win probability", "", null);
    private final BooleanProperty amphibious = new SimpleBooleanProperty(this, "amphibious");
    private final BooleanBinding needsRound = Bindings.equal(choice, Choice.AFTER_ROUND);
    private final BooleanBinding needsUnits = Bindings.equal(choice, Choice.AT_UNITS);
    private final BooleanBinding needsWinPercent = Bindings.equal(choice, Choice.BELOW_WIN_PROBABILITY);

    /** @param onChange called after any choice or number changes */
    RetreatViewModel(Runnable onChange) {
        Objects.requireNonNull(onChange);
        clear();
        choice.addListener((o, a, b) -> onChange.run());
        amphibious.addListener((o, a, b) -> onChange.run());
        fields().forEach(f -> f.textProperty().addListener((o, a, b) -> onChange.run()));
    }

    /** Never retreat, not amphibious; the numbers back at round 1, 2 units, 30 %. */
    /** Adds to the snapshot every input {@link #clear} changes. */
    void snapshot(Snapshot s) {
        s.add(choice).add(round).add(units).add(winPercent).add(amphibious);
    }

    void clear() {
        choice.set(Choice.NEVER);
        round.textProperty().set("1");
        units.textProperty().set("2");
        winPercent.textProperty().set("30");
        amphibious.set(false);
    }

    /**
     * @return the policy chosen
     * @throws InputField.Problem naming the number the policy needs when it is not a whole number (a
     *                            decimal for the win probability) or out of range: a round below 1,
     *                            negative units (the core's messages), a probability not in (0, 100] %
     */
    RetreatPolicy policy() {
        return switch (choice.get()) {
            case NEVER -> RetreatPolicy.never();
            case AFTER_ROUND -> round.make(round.smallWholeNumber(), RetreatPolicy.AfterRound::new);
            case AT_UNITS -> units.make(units.smallWholeNumber(), RetreatPolicy.AtUnits::new);
            case WHEN_NO_LAND_UNITS -> new RetreatPolicy.WhenNoLandUnits();
            case WHEN_ONLY_AIRCRAFT -> new RetreatPolicy.WhenOnlyAircraft();
            case BELOW_WIN_PROBABILITY -> {
                double percent = winPercent.decimal();
                if (!(percent > 0 && percent <= 100)) {
                    throw winPercent.problem("retreat below win probability: enter a percentage above 0 and at most 100");
                }
                yield new RetreatPolicy.BelowWinProbability(percent / 100);
            }
            case BEST -> new RetreatPolicy.Best();
        };
    }

    /** @return the number field the chosen policy reads, if any */
    Optional<NumberField> fieldInUse() {
        return switch (choice.get()) {
            case AFTER_ROUND -> Optional.of(round);
            case AT_UNITS -> Optional.of(units);
            case BELOW_WIN_PROBABILITY -> Optional.of(winPercent);
            default -> Optional.empty();
        };
    }

    /** @return every number field, used or not */
    List<NumberField> fields() {
        return List.of(round, units, winPercent);
    }

    ObservableList<Choice> choices() {
        return choices;
    }

    ObjectProperty<Choice> choiceProperty() {
        return choice;
    }

    /** @return rounds fought before the attacker retreats, at least 1 */
    NumberField round() {
        return round;
    }

    /** @return the attacker retreats with this many units or fewer left, at least 0 */
    NumberField units() {
        return units;
    }

    /** @return the attacker retreats when its chance to win falls below this, in percent */
    NumberField winPercent() {
        return winPercent;
    }

    /** @return whether the attacking land units came from transports (they may not retreat) */
    BooleanProperty amphibiousProperty() {
        return amphibious;
    }

    BooleanBinding needsRoundProperty() {
        return needsRound;
    }

    BooleanBinding needsUnitsProperty() {
        return needsUnits;
    }

    BooleanBinding needsWinPercentProperty() {
        return needsWinPercent;
    }
}
