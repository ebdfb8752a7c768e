package battleboard.battle;

/**
 * The only source of randomness in the rules model: every die the round model rolls goes through
 * {@link #hits(Dice)}. The Monte Carlo solver samples it; the exact solver enumerates every outcome
 * of the same call with its probability; tests script it die by die.
 */
public interface Chance {
    /**
     * Rolls the given dice.
     *
     * @param dice the dice of one volley, grouped by unit type and hit value
     * @return the number of hits, from 0 to {@code dice.count()}
     */
    int hits(Dice dice);
}
