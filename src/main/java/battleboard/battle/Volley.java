package battleboard.battle;

import java.util.Objects;

/**
 * One side's fire at the other within a step: the dice, which enemy units the hits may go to, and
 * when the casualties are removed. Casualties are chosen by the owner of the units hit, by that
 * side's order of loss.
 *
 * @param dice    the dice rolled; {@code dice.firer()} is the side firing
 * @param targets the enemy units the hits may be assigned to
 * @param removal when the casualties leave the board
 * @param hitsEach casualties each success inflicts, at least 1 (World at War's neutral Finnish defenders: 2, W326)
 * @param firerChooses true when the firing side picks the units its hits destroy, the most expensive first
 *                     (World at War kamikaze, W537); false: the owner, by its order of loss
 */
public record Volley(Dice dice, Targets targets, Removal removal, int hitsEach, boolean firerChooses) {
    public Volley {
        Objects.requireNonNull(dice, "dice");
        Objects.requireNonNull(targets, "targets");
        Objects.requireNonNull(removal, "removal");
        if (hitsEach < 1) {
            throw new IllegalArgumentException("hits each success must be at least 1, not " + hitsEach);
        }
    }

    /** A volley whose every success is one hit. */
    public Volley(Dice dice, Targets targets, Removal removal) {
        this(dice, targets, removal, 1, false);
    }

    /** @return the side taking the hits */
    public Side target() {
        return dice.firer().opponent();
    }
}
