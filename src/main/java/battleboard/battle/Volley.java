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
 * @param chosenUpTo   above 0, the dice are of one unit type at one value, and each hit whose die showed this or
 *                     less goes to the enemy ship the firer picks (the most expensive), the others as the owner
 *                     chooses (Global War naval fighter: 1, torpedo bomber: 4, G945-953); 0 for none
 */
public record Volley(Dice dice, Targets targets, Removal removal, int hitsEach, boolean firerChooses, int chosenUpTo) {
    public Volley {
        Objects.requireNonNull(dice, "dice");
        Objects.requireNonNull(targets, "targets");
        Objects.requireNonNull(removal, "removal");
        if (hitsEach < 1) {
            throw new IllegalArgumentException("hits each success must be at least 1, not " + hitsEach);
        }
        if (chosenUpTo < 0 || chosenUpTo > 0 && (dice.groups().size() != 1 || chosenUpTo > dice.groups().get(0).value())) {
            throw new IllegalArgumentException("a firer's choice needs one group of dice at a value of at least " + chosenUpTo);
        }
    }

    /** A volley with no firer's choice by die value. */
    public Volley(Dice dice, Targets targets, Removal removal, int hitsEach, boolean firerChooses) {
        this(dice, targets, removal, hitsEach, firerChooses, 0);
    }

    /**
     * @param hits hits scored, at least 1
     * @return the dice that decide how many of {@code hits} the firer places: each hit's die showed 1 ..
     *         value, so it is the firer's with probability {@code chosenUpTo / value}
     * @throws IllegalStateException when the volley has no firer's choice
     */
    public Dice chosenDice(int hits) {
        if (chosenUpTo == 0) {
            throw new IllegalStateException("no firer's choice in this volley");
        }
        Dice.Group g = dice.groups().get(0);
        return new Dice(dice.firer(), java.util.List.of(new Dice.Group(g.unit(), hits, chosenUpTo, g.value())));
    }

    /** A volley whose every success is one hit. */
    public Volley(Dice dice, Targets targets, Removal removal) {
        this(dice, targets, removal, 1, false);
    }

    /** @return the side taking the hits */
    public Side target() {
        return dice.firer().opponent();
    }

    /**
     * The record's hash, written out: the record's generated one links method handles on its first call, in a fresh
     * process's first sea battle (docs/performance.md, "Issue 24, eighteenth session"). The removal by its ordinal, as
     * {@link VolleyShape#hashCode()}: the same in every run.
     */
    @Override
    public int hashCode() {
        return ((((dice.hashCode() * 31 + targets.hashCode()) * 31 + removal.ordinal()) * 31 + hitsEach) * 31
                + Boolean.hashCode(firerChooses)) * 31 + chosenUpTo;
    }

    /** The record's equality, written out, as {@link #hashCode()}. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Volley v && v.dice.equals(dice) && v.targets.equals(targets) && v.removal == removal
                && v.hitsEach == hitsEach && v.firerChooses == firerChooses && v.chosenUpTo == chosenUpTo;
    }
}
