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

    /**
     * The record's own hash, written out: states are the keys of the round model's tables, and the record's
     * generated {@code hashCode} links method handles on its first call (docs/performance.md, "Command line").
     *
     * @return {@code (31 × round + attacker's hash) × 31 + defender's hash}, as the record's generated hash
     */
    @Override
    public int hashCode() {
        return (31 * round + java.util.Objects.hashCode(attacker)) * 31 + java.util.Objects.hashCode(defender);
    }

    /** @return whether {@code o} is a state of the same round with equal sides */
    @Override
    public boolean equals(Object o) {
        return o instanceof RoundState s && s.round == round && java.util.Objects.equals(s.attacker, attacker)
                && java.util.Objects.equals(s.defender, defender);
    }

    /** @return this state with one side replaced */
    public RoundState with(FightingSide f) {
        return f.side == Side.ATTACKER ? new RoundState(round, f, defender) : new RoundState(round, attacker, f);
    }
}
