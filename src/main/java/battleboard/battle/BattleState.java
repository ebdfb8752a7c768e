package battleboard.battle;

import java.util.Objects;

/**
 * The state of a battle between rounds.
 *
 * @param round    the round about to be fought, from 1, capped at {@link RoundModel#roundHorizon()}
 *                 (rounds past the horizon play alike)
 * @param attacker the attacker's units
 * @param defender the defender's units
 */
public record BattleState(int round, SideState attacker, SideState defender) {
    public BattleState {
        Objects.requireNonNull(attacker, "attacker");
        Objects.requireNonNull(defender, "defender");
        if (round < 1) {
            throw new IllegalArgumentException("round " + round);
        }
    }

    /** @return a side's units */
    public SideState side(Side side) {
        return side == Side.ATTACKER ? attacker : defender;
    }
}
