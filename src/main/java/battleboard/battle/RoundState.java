package battleboard.battle;

/**
 * A battle within a round, between steps.
 *
 * @param round    the round being fought (capped as in {@link BattleState#round()})
 * @param attacker the attacker's units and marked casualties
 * @param defender the defender's units and marked casualties
 */
public record RoundState(int round, FightingSide attacker, FightingSide defender) {
    /** @return a side */
    public FightingSide side(Side side) {
        return side == Side.ATTACKER ? attacker : defender;
    }

    /** @return this state with one side replaced */
    public RoundState with(FightingSide f) {
        return f.side == Side.ATTACKER ? new RoundState(round, f, defender) : new RoundState(round, attacker, f);
    }
}
