package battleboard.raid;

/**
 * Every die of a strategic bombing raid goes through here: the rules ({@link RaidPlay}) are written once against it, the
 * exact solver ({@link Raid}) enumerates each call's outcomes with their probabilities, and tests script it die by die.
 */
interface RaidChance {
    /**
     * Rolls one volley.
     *
     * @param volley what fires, for scripts and messages, e.g. "AA" or "interceptors"
     * @param dice   dice rolled, 0 or more
     * @param value  a die hits on this or less
     * @param sides  sides of each die
     * @return the hits, from 0 to {@code dice}
     */
    int hits(String volley, int dice, int value, int sides);

    /**
     * Rolls the damage dice of the raiders over the target.
     *
     * @param damage the dice of each raider and the caps
     * @return the damage, 0 or more, capped as {@code damage} says
     */
    int damage(RaidDamage damage);
}
