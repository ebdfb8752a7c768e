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

    /** The record's hash, written out: the record's generated one links method handles on its first call (docs/performance.md, "Command line"). */
    @Override
    public int hashCode() {
        return (31 * round + attacker.hashCode()) * 31 + defender.hashCode();
    }

    /** The record's equality, written out: the record's generated one links method handles on its first call (docs/performance.md, "Command line"). */
    @Override
    public boolean equals(Object o) {
        return o instanceof BattleState s && s.round == round && s.attacker.equals(attacker) && s.defender.equals(defender);
    }

    /** @return a side's units */
    public SideState side(Side side) {
        return side == Side.ATTACKER ? attacker : defender;
    }
}
