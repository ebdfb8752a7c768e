package battleboard.input;

import battleboard.battle.Refusal;
import battleboard.battle.Side;

/**
 * One problem of a battle as written ({@link BattlePreset}): the field it concerns, by its path in the battle file, and
 * the one line that names it. The form marks the field the path names; the command line names the flag
 * ({@link BattleCommandLine#flag(String)}).
 *
 * <p>Paths: {@code attacker}, {@code defender}, {@code bombard}, {@code landed} (a force; {@code attacker[tank]} one unit
 * of it); {@code damaged.defender} ({@code damaged.defender[battleship]}), {@code cargo.attacker}, {@code techs.attacker},
 * {@code orders.defender}, {@code submerge.defender}; {@code options}, {@code keepLand}, {@code retreat},
 * {@code amphibious}, {@code round}; the rolls and decisions around the battle {@code rolls.detection},
 * {@code rolls.chineseMorale}, {@code rolls.airCombat} ({@code rolls.airCombat.attacker} one side's Air Cap fighters),
 * {@code rolls.navalBaseFirstStrike}, {@code rolls.defenderRetreat}, {@code rolls.noEscapeZone},
 * {@code rolls.rocketStrike}, {@code rolls.kamikazeTargets}; and {@code ""} for the battle as a whole.
 *
 * @param path    the field's path, as above
 * @param message one line naming the problem
 */
public record BattleProblem(String path, String message) {
    /** The field of the detection roll. */
    public static final String DETECTION = RollField.DETECTION.path();
    /** The Chinese morale roll ({@code --chinese-morale}). */
    public static final String CHINESE_MORALE = RollField.CHINESE_MORALE.path();
    /** The field of the air combat before the battle. */
    public static final String AIR_COMBAT = RollField.AIR_COMBAT.path();
    /** The field of the defender's retreat. */
    public static final String DEFENDER_RETREAT = RollField.DEFENDER_RETREAT.path();

    /**
     * @param field a field's path without a unit, e.g. {@code "attacker"}, {@code "damaged.defender"}, {@code "rolls.airCombat"}
     * @return true when this problem is about that field or a part of it ({@code attacker[tank]}, {@code rolls.airCombat.defender})
     */
    public boolean concerns(String field) {
        return path.equals(field) || path.startsWith(field + "[") || path.startsWith(field + ".");
    }

    /**
     * @param field a force's or a side's field, e.g. {@code "attacker"}, {@code "damaged.defender"}
     * @param unit  a unit id
     * @return true when this problem is about that unit of the field, or the field as a whole
     */
    public boolean concerns(String field, String unit) {
        return path.equals(field) || path.equals(field + "[" + unit + "]");
    }

    /**
     * @param concern what part of the battle a refusal of the rules concerns
     * @param message the refusal's line
     * @return the problem, with the path of the battle file's field of that part
     */
    static BattleProblem of(Refusal.Concern concern, String message) {
        String side = concern.side().map(Side::label).orElse("");
        String field = switch (concern.part()) {
            case UNITS -> side;
            case BOMBARD -> "bombard";
            case DAMAGED -> "damaged." + side;
            case CARGO -> "cargo." + side;
            case TECHS -> "techs." + side;
            case RETREAT -> "retreat";
            case SUBMERGE -> "submerge." + side;
            case AMPHIBIOUS -> "amphibious";
            case ROUND -> "round";
            case ESCAPE_ZONE -> RollField.NO_ESCAPE_ZONE.path();
            case DETECTION -> DETECTION;
            case CHINESE_MORALE -> CHINESE_MORALE;
            case AIR_COMBAT -> AIR_COMBAT + (side.isEmpty() ? "" : "." + side);
            case DEFENDER_RETREAT -> DEFENDER_RETREAT;
            case ROLL -> "rolls." + concern.roll().orElseThrow();
        };
        return new BattleProblem(field + concern.unit().map(u -> "[" + u.id() + "]").orElse(""), message);
    }
}
