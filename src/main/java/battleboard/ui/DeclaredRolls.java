package battleboard.ui;

import battleboard.battle.PreBattle;
import battleboard.battle.PreBattleRoll;
import battleboard.edition.Edition;
import battleboard.input.BattlePreset;
import battleboard.input.BattleProblem;
import battleboard.input.RollField;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * The form's inputs of the rolls before the battle of one type owning their variants ({@link PreBattleRoll}): one per
 * entry of the registry {@link RollField} with a roll, a text field for a roll that takes a value and a check box for a
 * switch, offered where the edition file declares the roll ({@code battle.rolls.FIELD}). A new roll needs nothing here:
 * its label, hint and tooltip are its {@link PreBattleRoll.Faces}, its grammar {@link PreBattleRoll#read}. Part of
 * {@link PreBattleViewModel}.
 */
final class DeclaredRolls {
    /** One roll's input: its text as typed ({@code "true"} or blank for a switch), and whether the edition offers it. */
    static final class Input extends InputField {
        private final RollField field;
        private final PreBattleRoll roll;
        private final BooleanProperty on = new SimpleBooleanProperty(this, "on", false);
        private final ReadOnlyBooleanWrapper offered = new ReadOnlyBooleanWrapper(this, "offered", false);

        Input(RollField field) {
            super("");
            this.field = field;
            this.roll = field.roll().orElseThrow();
            on.addListener((o, a, b) -> textProperty().set(b ? "true" : ""));
            textProperty().addListener((o, a, b) -> on.set(!b.isBlank() && !roll.faces().takesValue()));
        }

        @Override
        String id() {
            return field.flag().substring(2);
        }

        /** @return what the faces show of the roll: label, hint, tooltip */
        PreBattleRoll.Faces faces() {
            return roll.faces();
        }

        /** @return for a switch, whether it is given (bound to its check box) */
        BooleanProperty onProperty() {
            return on;
        }

        /** @return true when the edition declares the roll */
        ReadOnlyBooleanProperty offeredProperty() {
            return offered.getReadOnlyProperty();
        }
    }

    private final List<Input> inputs = new ArrayList<>();

    /** @param onChange called after any roll's input changes */
    DeclaredRolls(Runnable onChange) {
        Objects.requireNonNull(onChange);
        for (RollField f : RollField.values()) {
            if (f.roll().isPresent()) {
                Input in = new Input(f);
                in.textProperty().addListener((o, a, b) -> onChange.run());
                inputs.add(in);
            }
        }
    }

    /** @return the input of the roll of this field */
    Input input(RollField field) {
        return inputs.stream().filter(in -> in.field == field).findFirst().orElseThrow();
    }

    /** @return each roll's input, in the registry's order */
    List<Input> inputs() {
        return inputs;
    }

    /** @return true while the edition offers any of them */
    BooleanExpression anyOffered() {
        BooleanExpression any = new SimpleBooleanProperty(false);
        for (Input in : inputs) {
            any = any.or(in.offeredProperty());
        }
        return any;
    }

    /** Offers the rolls the edition declares; one it does not goes back to none. */
    void setEdition(Edition e) {
        for (Input in : inputs) {
            in.offered.set(in.roll.offered(e));
            if (!in.offered.get()) {
                in.textProperty().set("");
            }
        }
    }

    /** No roll of these. */
    void clear() {
        inputs.forEach(in -> in.textProperty().set(""));
    }

    /**
     * @param before the other rolls entered
     * @return {@code before} with each roll offered and given, read by its grammar
     * @throws InputField.Problem naming the roll's field, with the grammar's or the rules' message
     */
    PreBattle apply(PreBattle before) {
        PreBattle with = before;
        for (Input in : inputs) {
            if (in.offered.get() && !in.trimmed().isEmpty()) {
                try {
                    with = with.with(in.roll.read(in.trimmed()));
                } catch (IllegalArgumentException e) {
                    throw in.problem(in.faces().name() + ": " + e.getMessage());
                }
            }
        }
        return with;
    }

    /** @return the inputs whose roll the problem's path names */
    List<InputField> fields(BattleProblem p) {
        return inputs.stream().filter(in -> p.concerns(in.field.path())).map(InputField.class::cast).toList();
    }

    /**
     * Puts the rolls of a battle file into their inputs; a roll the edition does not offer goes to {@code left}.
     *
     * @param rolls the battle file's rolls, as written
     * @param left  receives what the form could not take, e.g. "the naval base's first strike"
     */
    void fill(BattlePreset.Rolls rolls, List<String> left) {
        for (Input in : inputs) {
            rolls.text(in.field).ifPresent(t -> {
                if (in.offered.get()) {
                    in.textProperty().set(t.trim());
                } else {
                    left.add("the " + in.faces().name() + (in.faces().takesValue() ? " " + t.trim() : ""));
                }
            });
        }
    }
}
