package battleboard.battle;

import battleboard.edition.UnitType;
import java.util.List;
import java.util.Optional;

/**
 * A battle the rules refuse ({@link BattleSetup.Builder#build()}): the one-line reason, as before, and the parts of the
 * battle it concerns, so that a front can point at what the player gave (the form marks those fields; the battle as
 * written, {@code battleboard.input.BattlePreset}, turns each into the path of its field). A refusal that concerns no
 * part in particular ("the attacker has no units") concerns the side's units as a whole.
 */
public final class Refusal extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** A part of a battle a refusal can concern. */
    public enum Part {
        /** a side's units (a unit, or the side's units as a whole) */
        UNITS,
        /** the attacker's bombarding ships (a ship, or all of them) */
        BOMBARD,
        /** a side's damaged units */
        DAMAGED,
        /** the land units aboard a side's transports */
        CARGO,
        /** a side's technologies */
        TECHS,
        /** the attacker's retreat policy */
        RETREAT,
        /** a side's submerge policy */
        SUBMERGE,
        /** the amphibious assault */
        AMPHIBIOUS,
        /** the round the battle starts at */
        ROUND,
        /** whether the defender's submarines have an escape zone */
        ESCAPE_ZONE,
        /** World at War's submarine detection before the battle */
        DETECTION,
        /** World at War's Chinese morale roll before the battle */
        CHINESE_MORALE,
        /** Global War 1939's air combat before the battle (a side's Air Cap fighters) */
        AIR_COMBAT,
        /** Global War 1939's defender retreat */
        DEFENDER_RETREAT,
        /** a roll before the battle of one type owning its variants ({@link PreBattleRoll}), named by {@link Concern#roll()} */
        ROLL
    }

    /**
     * One part of the battle a refusal concerns.
     *
     * @param part what part
     * @param side whose, when the part is a side's
     * @param unit which unit of it, when one unit is the problem
     * @param roll the field of the roll ({@link PreBattleRoll.Faces#field()}), for {@link Part#ROLL}
     */
    public record Concern(Part part, Optional<Side> side, Optional<UnitType> unit, Optional<String> roll) {
        /** A part that is not a {@link PreBattleRoll}'s. */
        public Concern(Part part, Optional<Side> side, Optional<UnitType> unit) {
            this(part, side, unit, Optional.empty());
        }

        /** @return a roll before the battle of one type owning its variants, by its field ({@link PreBattleRoll.Faces#field()}) */
        public static Concern roll(String field) {
            return new Concern(Part.ROLL, Optional.empty(), Optional.empty(), Optional.of(field));
        }

        /** @return the part as a whole */
        public static Concern of(Part part) {
            return new Concern(part, Optional.empty(), Optional.empty());
        }

        /** @return a side's part as a whole */
        public static Concern of(Part part, Side side) {
            return new Concern(part, Optional.of(side), Optional.empty());
        }

        /** @return one unit of a side's part */
        public static Concern of(Part part, Side side, UnitType unit) {
            return new Concern(part, Optional.of(side), Optional.of(unit));
        }

        /** @return one unit of a side's units */
        public static Concern unit(Side side, UnitType unit) {
            return of(Part.UNITS, side, unit);
        }

        /** @return one of the attacker's bombarding ships */
        public static Concern bombarding(UnitType unit) {
            return new Concern(Part.BOMBARD, Optional.of(Side.ATTACKER), Optional.of(unit));
        }
    }

    private final transient List<Concern> concerns;

    /**
     * @param message  one line naming the problem
     * @param concerns the parts of the battle it concerns, at least one
     */
    public Refusal(String message, List<Concern> concerns) {
        super(message);
        if (concerns.isEmpty()) {
            throw new IllegalArgumentException("a refusal concerns at least one part of the battle");
        }
        this.concerns = List.copyOf(concerns);
    }

    /** @param concerns the parts of the battle the message concerns, at least one */
    public Refusal(String message, Concern... concerns) {
        this(message, List.of(concerns));
    }

    /** @return the parts of the battle this refusal concerns, in the order the message names them */
    public List<Concern> concerns() {
        return concerns;
    }
}
