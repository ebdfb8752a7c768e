package battleboard.ui;

import battleboard.battle.AirCap;
import battleboard.battle.PreBattle;
import battleboard.battle.RetreatPolicy;
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
 * (W304–313). Each is offered where the edition file offers it ({@code battle.detectionRolls},
 * {@code battle.chineseMorale}: World at War) and has what it acts on: detection where it has
 * submarines (a sea unit that submerges), morale where it has an {@code infantry} unit; the core and the command
 * line refuse them elsewhere. A roll the edition does not offer is not applied. Changing the edition keeps the
 * rolls both editions offer.
 *
 * <p>Also Global War 1939's optional rules where the edition's battle rules offer them ({@code airCombat},
 * {@code defenderRetreat}): the fighters each side puts on Air Cap ({@code --air-combat A:D}, G2138-2171) and when the
 * defender tries to retreat ({@code --defender-retreat}, G2175-2185). Detection is offered only in a d6 edition whose
 * destroyers do not detect submarines themselves (Global War's do), as the core refuses it there.
 *
 * <p>And every roll of one type owning its variants, each as its faces show it ({@link DeclaredRolls}): Global War 1939's
 * naval base's first strike ({@code --naval-base-first-strike}, G2220-2226), World at War's rocket strike at the area
 * ({@code --rocket-strike v1|v2[:2]}, W516, W519) and Global 1940's kamikaze targets named before the dice
 * ({@code --kamikaze-targets}, TripleA X4777-4779), each offered where the edition has it, typed as the command line
 * takes it, blank for none.
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
    private final NumberField attackerAirCap = new NumberField("attacker-air-cap", "attacker's Air Cap fighters", "", "0");
    private final NumberField defenderAirCap = new NumberField("defender-air-cap", "defender's Air Cap fighters", "", "0");
    private final NumberField defenderRetreatAfter = new NumberField("defender-retreat-after", "defender retreats after round", "", "0");
    private final NumberField defenderRetreatAt = new NumberField("defender-retreat-at", "defender retreats at units", "", "0");
    private final ReadOnlyBooleanWrapper airCombatOffered = new ReadOnlyBooleanWrapper(this, "airCombatOffered", false);
    private final ReadOnlyBooleanWrapper defenderRetreatOffered = new ReadOnlyBooleanWrapper(this, "defenderRetreatOffered", false);
    private final DeclaredRolls declared;

    /** @param onChange called after any roll's input changes */
    PreBattleViewModel(Runnable onChange) {
        Objects.requireNonNull(onChange);
        detectionNumber.textProperty().addListener((o, a, b) -> onChange.run());
        detectionRolls.addListener((o, a, b) -> onChange.run());
        chineseMorale.addListener((o, a, b) -> onChange.run());
        attackerAirCap.textProperty().addListener((o, a, b) -> onChange.run());
        defenderAirCap.textProperty().addListener((o, a, b) -> onChange.run());
        defenderRetreatAfter.textProperty().addListener((o, a, b) -> onChange.run());
        defenderRetreatAt.textProperty().addListener((o, a, b) -> onChange.run());
        declared = new DeclaredRolls(onChange);
    }

    /**
     * Offers the rolls the edition has what they act on; a roll it does not offer goes back to none,
     * one it offers keeps its value.
     */
    void setEdition(Edition e) {
        detectionOffered.set(e.battle().detectionRolls() && e.units().stream().anyMatch(u -> u.submerges() && u.domain() == Domain.SEA)
                && e.dieSides() == 6 && !e.battle().detects());
        moraleOffered.set(e.battle().rolls().chineseMorale().flatMap(m -> e.findUnit(m.unit())).isPresent());
        airCombatOffered.set(e.battle().airCombat());
        defenderRetreatOffered.set(e.battle().defenderRetreat());
        if (!airCombatOffered.get()) {
            clearAirCombat();
        }
        if (!defenderRetreatOffered.get()) {
            clearDefenderRetreat();
        }
        if (!detectionOffered.get()) {
            clearDetection();
        }
        if (!moraleOffered.get()) {
            chineseMorale.set(false);
        }
        declared.setEdition(e);
    }

    /** No roll before the battle. */
    /** Adds to the snapshot every input {@link #clear} changes. */
    void snapshot(Snapshot s) {
        fields().forEach(s::add);
        s.add(detectionRolls).add(chineseMorale);
    }

    void clear() {
        clearDetection();
        chineseMorale.set(false);
        clearAirCombat();
        clearDefenderRetreat();
        declared.clear();
    }

    private void clearAirCombat() {
        attackerAirCap.textProperty().set("");
        defenderAirCap.textProperty().set("");
    }

    private void clearDefenderRetreat() {
        defenderRetreatAfter.textProperty().set("");
        defenderRetreatAt.textProperty().set("");
    }

    private void clearDetection() {
        detectionNumber.textProperty().set("");
        detectionRolls.set(1);
    }

    /** @return true when the field holds text */
    private static boolean given(InputField field) {
        return !field.trimmed().isEmpty();
    }

    /**
     * @return the rolls entered, {@link PreBattle#NONE} when none
     * @throws InputField.Problem naming the detection number when it is not a whole number from 1 to 6, or
     *                            the Air Cap count the core refuses (negative), with its message
     */
    PreBattle value() {
        int number = 0;
        if (detectionOffered.get() && given(detectionNumber)) {
            number = detectionNumber.smallWholeNumber();
            if (!PreBattle.isDetectionNumber(number)) {
                throw detectionNumber.problem("submarine detection: the number is from 1 to " + PreBattle.MOST_DETECTION_NUMBER + ", not " + number);
            }
        }
        int rolls = number == 0 || detectionRolls.get() == null ? 1 : detectionRolls.get();
        boolean morale = moraleOffered.get() && chineseMorale.get();
        PreBattle before = detectionNumber.make(number, n -> new PreBattle(n, rolls, morale));
        before = declared.apply(before);
        boolean attacker = given(attackerAirCap);
        boolean defender = given(defenderAirCap);
        if (!airCombatOffered.get() || !(attacker || defender)) {
            return before;
        }
        AirCap cap = airCap(attacker ? attackerAirCap.smallWholeNumber() : 0, defender ? defenderAirCap.smallWholeNumber() : 0);
        return (attacker ? attackerAirCap : defenderAirCap).make(cap, before::withAirCombat);
    }

    /** @throws InputField.Problem with the core's message, on the count it refuses (the attacker's when both) */
    private AirCap airCap(int attacker, int defender) {
        try {
            return new AirCap(attacker, defender);
        } catch (IllegalArgumentException refused) {
            NumberField field = attackerAirCap;
            try {
                new AirCap(attacker, 0);
                field = defenderAirCap;
            } catch (IllegalArgumentException attackers) {
                // the attacker's count is refused on its own
            }
            throw field.problem(refused.getMessage());
        }
    }

    /**
     * @return when the defender tries to retreat: never when both fields are blank (or the edition does not offer
     *         it), after round N, or at N units or fewer
     * @throws InputField.Problem naming a field that is not a whole number, or both when both are given
     */
    RetreatPolicy defenderRetreat() {
        if (!defenderRetreatOffered.get()) {
            return new RetreatPolicy.Never();
        }
        boolean after = given(defenderRetreatAfter);
        boolean at = given(defenderRetreatAt);
        if (after && at) {
            throw defenderRetreatAt.problem("the defender retreats after a round or at a number of units, not both");
        }
        if (after) {
            return defenderRetreatAfter.make(defenderRetreatAfter.smallWholeNumber(), RetreatPolicy.AfterRound::new);
        }
        return at ? defenderRetreatAt.make(defenderRetreatAt.smallWholeNumber(), RetreatPolicy.AtUnits::new) : new RetreatPolicy.Never();
    }

    /** @return the attacker's fighters on Air Cap: blank for no air combat */
    NumberField attackerAirCap() {
        return attackerAirCap;
    }

    /** @return the defender's fighters on Air Cap */
    NumberField defenderAirCap() {
        return defenderAirCap;
    }

    /** @return whether the defending naval base strikes first at the bombarding ships */
    BooleanProperty navalBaseFirstStrikeProperty() {
        return declared.input(battleboard.input.RollField.NAVAL_BASE_FIRST_STRIKE).onProperty();
    }

    /** @return the round after which the defender tries to retreat; blank for none */
    NumberField defenderRetreatAfter() {
        return defenderRetreatAfter;
    }

    /** @return the units at or below which the defender tries to retreat; blank for none */
    NumberField defenderRetreatAt() {
        return defenderRetreatAt;
    }

    /** @return true when the edition offers the air combat before a battle */
    ReadOnlyBooleanProperty airCombatOfferedProperty() {
        return airCombatOffered.getReadOnlyProperty();
    }

    /** @return true when the edition offers the naval base's first strike */
    ReadOnlyBooleanProperty firstStrikeOfferedProperty() {
        return declared.input(battleboard.input.RollField.NAVAL_BASE_FIRST_STRIKE).offeredProperty();
    }

    /** @return true when the edition offers the defender's retreat */
    ReadOnlyBooleanProperty defenderRetreatOfferedProperty() {
        return defenderRetreatOffered.getReadOnlyProperty();
    }

    /**
     * @return true while the battle on the form is a sea battle (a ship fights on either side): Defender Retreat, a land
     *         battle's rule (Global War rulebook G2175-2185), then takes no input (issue 26, defect 8)
     */
    javafx.beans.property.BooleanProperty atSeaProperty() {
        return atSea;
    }

    private final javafx.beans.property.BooleanProperty atSea = new javafx.beans.property.SimpleBooleanProperty(this, "atSea");

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

    /** @return World at War's rocket strike at the area, as typed ({@code v1}, {@code v2}, {@code v2:2}); blank for none */
    InputField rocketStrike() {
        return declared.input(battleboard.input.RollField.ROCKET_STRIKE);
    }

    /** @return true when the edition's rockets may strike the area before the battle */
    ReadOnlyBooleanProperty rocketStrikeOfferedProperty() {
        return declared.input(battleboard.input.RollField.ROCKET_STRIKE).offeredProperty();
    }

    /** @return Global 1940's kamikaze targets named before the dice, as typed ({@code battleship, battleship}); blank for none */
    InputField kamikazeTargets() {
        return declared.input(battleboard.input.RollField.KAMIKAZE_TARGETS);
    }

    /** @return true when the edition has kamikaze strikes whose targets may be named before the dice */
    ReadOnlyBooleanProperty kamikazeOfferedProperty() {
        return declared.input(battleboard.input.RollField.KAMIKAZE_TARGETS).offeredProperty();
    }

    /** @return the rolls of one type owning their variants, each with its input ({@link DeclaredRolls}) */
    DeclaredRolls declared() {
        return declared;
    }

    /** @return the fields the form checks and marks */
    List<InputField> fields() {
        List<InputField> all = new java.util.ArrayList<>(List.of(detectionNumber, attackerAirCap, defenderAirCap, defenderRetreatAfter,
                defenderRetreatAt));
        all.addAll(declared.inputs());
        return all;
    }
}
