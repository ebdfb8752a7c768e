package battleboard.battle;

/**
 * How a finished battle counts in the odds: every {@link Status} but {@link Status#ONGOING} is one of
 * these. Both solvers, the per-round figures and the casualty explorer count endings through
 * {@link Status#outcome()}, so a retreat or a stalemate is a defender win everywhere.
 */
public enum Outcome {
    /** The defender has no unit left that can be a casualty; the attacker has units left. */
    ATTACKER_WIN,
    /** The defender keeps the space: the attacker was destroyed, retreated or cannot hit. */
    DEFENDER_WIN,
    /** Both sides were destroyed. */
    DRAW
}
