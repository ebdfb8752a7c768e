package battleboard.battle;

/** Whether a battle goes on, and if not, how it ended. */
public enum Status {
    /** Both sides have units and at least one of them can still hit. */
    ONGOING,
    /**
     * Every defending unit that can be a casualty is destroyed (a Revised or Classic AA gun is never one,
     * and is captured) and at least one attacking unit is left.
     */
    ATTACKER_WIN,
    /**
     * Every attacking unit is destroyed and the defender has units left, or had none that could be a
     * casualty (a lone AA gun that shot down every attacking aircraft).
     */
    DEFENDER_WIN,
    /** Both sides are destroyed: the attacker entirely, the defender every unit that can be a casualty. */
    DRAW,
    /**
     * The attacker left the battle with units on both sides: it broke off at a round limit (1998 house
     * rules, S004 L46, L54) or retreated by its retreat policy. The defender keeps the space.
     */
    RETREAT,
    /**
     * Both sides have units, but neither can ever hit the other: every unit left fires at 0, or only at
     * units the other side does not have. Revised and Classic units as shipped cannot get there (every
     * defending unit fires at 1 or more, and aircraft can hit submarines); an edited edition file or the
     * 1998 reduced-USSR modifier (transports at 0/0) can. The rulebook has no exit for this (Revised
     * L1383–1388); the battle ends and the defender keeps the space.
     */
    STALEMATE;

    /**
     * @return how this ending counts in the odds
     * @throws IllegalStateException for {@link #ONGOING}, which has not ended
     */
    public Outcome outcome() {
        return switch (this) {
            case ATTACKER_WIN -> Outcome.ATTACKER_WIN;
            case DEFENDER_WIN, RETREAT, STALEMATE -> Outcome.DEFENDER_WIN;
            case DRAW -> Outcome.DRAW;
            case ONGOING -> throw new IllegalStateException("the battle is still going on");
        };
    }

    /** @return true unless {@link #ONGOING} */
    public boolean isOver() {
        return this != ONGOING;
    }
}
