package battleboard.edition;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The rolls an edition offers before a battle, with their numbers and the units or technologies they name, as the
 * edition file writes them ({@code battle.detectionRolls}, {@code battle.chineseMorale}, {@code battle.airCombat},
 * {@code battle.navalBaseFirstStrike}, docs/editions.md); each empty when the edition does not offer it (the roll is
 * refused). The rules that play them are in {@code battleboard.battle} ({@code PreBattle} and its roll types).
 *
 * <p>A roll of one type owning its variants ({@code battle.PreBattleRoll}) is declared generically under
 * {@code battle.rolls}, its field in a battle file to its numbers, the ids it names and its source ({@link Declared}).
 *
 * @param detection     World at War's detection rolls against lone submarines (W443)
 * @param chineseMorale World at War's Chinese morale roll before an attack with Chinese infantry (W304-313)
 * @param airCombat     Global War 1939's optional air combat before a battle (G2138-2171)
 * @param navalBase     Global War 1939's optional naval-base first strike at an amphibious assault's ships (G2220-2226)
 * @param declared      the rolls declared under {@code battle.rolls}, by their field in a battle file
 */
public record PreBattleRolls(Optional<Detection> detection, Optional<ChineseMorale> chineseMorale, Optional<AirCombat> airCombat,
                             Optional<NavalBaseStrike> navalBase, Map<String, Declared> declared) {
    /** No roll before a battle. */
    public static final PreBattleRolls NONE = new PreBattleRolls(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());

    public PreBattleRolls {
        Objects.requireNonNull(detection, "detection");
        Objects.requireNonNull(chineseMorale, "chineseMorale");
        Objects.requireNonNull(airCombat, "airCombat");
        Objects.requireNonNull(navalBase, "navalBase");
        declared = Map.copyOf(declared);
    }

    /** The rolls with their own edition-file fields, none declared under {@code battle.rolls}. */
    public PreBattleRolls(Optional<Detection> detection, Optional<ChineseMorale> chineseMorale, Optional<AirCombat> airCombat,
                          Optional<NavalBaseStrike> navalBase) {
        this(detection, chineseMorale, airCombat, navalBase, Map.of());
    }

    /**
     * @param field a roll's field in a battle file, e.g. {@code "barrage"}
     * @return its declaration under {@code battle.rolls}; empty when the edition does not offer it
     */
    public Optional<Declared> declared(String field) {
        return Optional.ofNullable(declared.get(field));
    }

    /**
     * A roll as its edition file declares it under {@code battle.rolls.FIELD}: each whole number by its name, each id (of a
     * unit or a technology of the edition, checked when the file is read) by its name, and the rulebook's lines.
     *
     * @param field   its field in a battle file
     * @param numbers its whole numbers by name, e.g. {@code hitsOn} 1
     * @param ids     the unit and technology ids it names, by name, e.g. {@code firer} "artillery"
     * @param source  the rule and its line
     */
    public record Declared(String field, Map<String, Integer> numbers, Map<String, String> ids, String source) {
        public Declared {
            Objects.requireNonNull(field, "field");
            numbers = Map.copyOf(numbers);
            ids = Map.copyOf(ids);
            Objects.requireNonNull(source, "source");
        }

        /**
         * @param name    a number's name
         * @param least   the least it may be
         * @param most    the most it may be
         * @return the number
         * @throws IllegalArgumentException naming the edition file's field when it is missing or out of range
         */
        public int number(String name, int least, int most) {
            Integer n = numbers.get(name);
            if (n == null || n < least || n > most) {
                throw new IllegalArgumentException("battle.rolls." + field + "." + name + ": expected a whole number from " + least
                        + " to " + most + " in the edition file, got " + n);
            }
            return n;
        }

        /**
         * @param name an id's name
         * @return the unit or technology id
         * @throws IllegalArgumentException naming the edition file's field when it is missing
         */
        public String id(String name) {
            String id = ids.get(name);
            if (id == null) {
                throw new IllegalArgumentException("battle.rolls." + field + "." + name + ": expected an id in the edition file");
            }
            return id;
        }
    }

    /**
     * Submarine detection (W443): each roll finds lone submarines on the detection number or less of a die.
     *
     * @param sides     the die rolled, at least 2 (World at War: 6)
     * @param detectors the ids of the units that may detect ("aircraft, carriers, cruisers and battleships can detect
     *                  subs", W443): an attack with none of them makes no roll, and lone submarines cannot be attacked;
     *                  empty when the edition file names none (then every attack may roll)
     * @param source    the rule and its line
     */
    public record Detection(int sides, List<String> detectors, String source) {
        public Detection {
            detectors = List.copyOf(detectors);
            Objects.requireNonNull(source, "source");
        }
    }

    /**
     * The Chinese morale roll (W304-313): a d6 per attack; on a 1 it is cancelled, on 2-5 20/40/60/80 % of the unit
     * attack (rounded up), on a 6 all but one.
     *
     * @param unit   the id of the unit that rolls (World at War: infantry)
     * @param source the rule and its line
     */
    public record ChineseMorale(String unit, String source) {
        public ChineseMorale {
            Objects.requireNonNull(unit, "unit");
            Objects.requireNonNull(source, "source");
        }
    }

    /**
     * Global War 1939's air combat (G2138-2171).
     *
     * @param fighters       the tag of the units that may be put on Air Cap, and whose presence on Tac Air denies the
     *                       defender's bonus (Global War: fighter)
     * @param supremacyBonus what the defending aircraft add to their defense when the defender wins the air battle and the
     *                       attacker has no such unit on Tac Air (G2155-2157: 2)
     * @param source         the rule and its line
     */
    public record AirCombat(String fighters, int supremacyBonus, String source) {
        public AirCombat {
            Objects.requireNonNull(fighters, "fighters");
            Objects.requireNonNull(source, "source");
        }
    }

    /**
     * Global War 1939's naval-base first strike (G2220-2226): one die per bombarding ship, each sunk on {@code hitsOn}
     * or less.
     *
     * @param hitsOn the highest roll that sinks a ship, 1 to {@code sides} (Global War: 2)
     * @param sides  the die rolled (Global War: 12)
     * @param source the rule and its line
     */
    public record NavalBaseStrike(int hitsOn, int sides, String source) {
        public NavalBaseStrike {
            Objects.requireNonNull(source, "source");
            if (sides < 2 || hitsOn < 1 || hitsOn > sides) {
                throw new IllegalArgumentException("a first strike hits on 1 to its die's sides, not " + hitsOn + " of " + sides);
            }
        }
    }
}
