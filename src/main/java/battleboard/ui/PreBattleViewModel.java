package battleboard.ui;

import battleboard.battle.PreBattle;
import battleboard.edition.Domain;
import battleboard.edition.Edition;
import java.util.List;
import java.util.Objects;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The rolls made before the battle ({@link PreBattle}), as the command line's {@code --detection
 * NUMBER[:ROLLS]} and {@code --chinese-morale} give them: World at War submarine detection (W443,
 * W601–608: each of 1 or 2 rolls finds lone defending submarines on the number or less of a d6;
 * blank: no roll, the battle is fought) and the Chinese morale roll of the attacking infantry
 * (W304–313). The command line takes both in every edition, and the core applies them wherever the
 * edition has what they act on; so each is offered where the edition has it: detection where it has
 * submarines (a sea unit that submerges), morale where it has an {@code infantry} unit. A roll the
 * edition does not offer is not applied. Changing the edition keeps the rolls both editions offer.
 */
final class PreBattleViewModel {
    /** Detection rolls the core allows: 1 (fleet) or 2 (fleet and air force). */
    static final List<Integer> DETECTION_ROLLS = List.of(1, 2);

    private final NumberField detectionNumber = new NumberField("detection-number", "submarine detection", "", "0");
    private final ObservableList<Integer> rollChoices = FXCollections.observableArrayList(DETECTION_ROLLS);
    private final ObjectProperty<Integer> detectionRolls = new SimpleObjectProperty<>(this, "detectionRolls", 1);
    private final BooleanProperty chineseMorale = new SimpleBooleanProperty(this, "chineseMorale", false);
    private final ReadOnlyBooleanWrapper detectionOffered = new ReadOnlyBooleanWrapper(this, "detectionOffered", false);
    private final ReadOnlyBooleanWrapper moraleOffered = new ReadOnlyBooleanWrapper(this, "moraleOffered", false);

    /** @param onChange called after any roll's input changes */
    PreBattleViewModel(Runnable onChange) {
        Objects.requireNonNull(onChange);
        detectionNumber.textProperty().addListener((o, a, b) -> onChange.run());
        detectionRolls.addListener((o, a, b) -> onChange.run());
        chineseMorale.addListener((o, a, b) -> onChange.run());
    }

    /**
     * Offers the rolls the edition has what they act on; a roll it does not offer goes back to none,
     * one it offers keeps its value.
     */
    void setEdition(Edition e) {
        detectionOffered.set(e.units().stream().anyMatch(u -> u.submerges() && u.domain() == Domain.SEA));
        moraleOffered.set(e.findUnit("infantry").isPresent());
        if (!detectionOffered.get()) {
            clearDetection();
        }
        if (!moraleOffered.get()) {
            chineseMorale.set(false);
        }
    }

    /** No roll before the battle. */
    void clear() {
        clearDetection();
        chineseMorale.set(false);
    }

    private void clearDetection() {
        detectionNumber.textProperty().set("");
        detectionRolls.set(1);
    }

    /**
     * @return the rolls entered, {@link PreBattle#NONE} when none
     * @throws InputField.Problem naming the detection number when it is not a whole number from 1 to 6
     */
    PreBattle value() {
        int number = 0;
        if (detectionOffered.get() && !detectionNumber.trimmed().isEmpty()) {
            number = detectionNumber.smallWholeNumber();
            if (number < 1 || number > 6) {
                throw detectionNumber.problem("submarine detection: the number is from 1 to 6, not " + number);
            }
        }
        int rolls = number == 0 || detectionRolls.get() == null ? 1 : detectionRolls.get();
        boolean morale = moraleOffered.get() && chineseMorale.get();
        return detectionNumber.make(number, n -> new PreBattle(n, rolls, morale));
    }

    /** @return the detection number: blank for no detection roll, else 1 to 6 */
    NumberField detectionNumber() {
        return detectionNumber;
    }

    /** @return 1 and 2 */
    ObservableList<Integer> rollChoices() {
        return rollChoices;
    }

    /** @return detection rolls made, 1 or 2 */
    ObjectProperty<Integer> detectionRollsProperty() {
        return detectionRolls;
    }

    /** @return whether the attacking infantry roll for Chinese morale */
    BooleanProperty chineseMoraleProperty() {
        return chineseMorale;
    }

    /** @return true when the edition has submarines that detection acts on */
    ReadOnlyBooleanProperty detectionOfferedProperty() {
        return detectionOffered.getReadOnlyProperty();
    }

    /** @return true when the edition has the infantry that morale acts on */
    ReadOnlyBooleanProperty moraleOfferedProperty() {
        return moraleOffered.getReadOnlyProperty();
    }

    /** @return the fields the form checks and marks */
    List<InputField> fields() {
        return List.of(detectionNumber);
    }
}
