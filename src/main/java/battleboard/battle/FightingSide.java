package battleboard.battle;

import java.util.Arrays;

/**
 * One side during a round: the units still able to take hits ({@code alive}, per slot), and the
 * casualties already chosen that are still on the battle board and will fire back before they leave:
 * removed at the end of the step ({@code stepMarked}) or at the end of the round ({@code roundMarked}).
 * Immutable: its arrays are never written after construction (they may be shared with other sides
 * and states), changes make copies.
 */
public final class FightingSide {
    final Side side;
    final int[] alive;
    final int[] stepMarked;
    final int[] roundMarked;
    /** Units per type that left the battle alive before this round; unchanged within a round. */
    final int[] withdrawn;
    /**
     * Units per slot at the start of the round, when a step fires at the values units had then (World at
     * War's round-start values); null otherwise.
     */
    final int[] roundStart;
    /**
     * True for a defender that tries to retreat this round instead of firing (Global War's optional Defender
     * Retreat, G2175-2185): it fires nothing, and at the end of the round a d12 says how many of its units leave.
     */
    final boolean retreating;
    private int hash;

    FightingSide(Side side, int[] alive, int[] stepMarked, int[] roundMarked, int[] withdrawn, int[] roundStart) {
        this(side, alive, stepMarked, roundMarked, withdrawn, roundStart, false);
    }

    FightingSide(Side side, int[] alive, int[] stepMarked, int[] roundMarked, int[] withdrawn, int[] roundStart, boolean retreating) {
        this.side = side;
        this.alive = alive;
        this.stepMarked = stepMarked;
        this.roundMarked = roundMarked;
        this.withdrawn = withdrawn;
        this.roundStart = roundStart;
        this.retreating = retreating;
    }

    /** @return this side trying to retreat this round (it fires nothing) */
    FightingSide retreating() {
        return new FightingSide(side, alive, stepMarked, roundMarked, withdrawn, roundStart, true);
    }

    /** Zero arrays by length, shared: the arrays of a side are never written after construction. */
    private static final int[][] ZEROS = new int[64][];

    static {
        for (int n = 0; n < ZEROS.length; n++) {
            ZEROS[n] = new int[n];
        }
    }

    static FightingSide start(Side side, SideState s) {
        return start(side, s, false);
    }

    /**
     * @param keepRoundStart whether a step fires at the values units had at the start of the round (then the
     *                       start counts are kept, and are part of the side's identity); else null
     */
    static FightingSide start(Side side, SideState s, boolean keepRoundStart) {
        int n = s.slots();
        int[] none = n < ZEROS.length ? ZEROS[n] : new int[n];
        return new FightingSide(side, s.countsShared(), none, none, s.withdrawnShared(), keepRoundStart ? s.countsShared() : null);
    }

    /** @return the side */
    public Side side() {
        return side;
    }

    /** @return units in a slot that are on the battle board (alive or marked casualties) */
    int onBoard(int slot) {
        return alive[slot] + stepMarked[slot] + roundMarked[slot];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FightingSide f && f.hashCode() == hashCode() && f.side == side && Arrays.equals(f.alive, alive)
                && Arrays.equals(f.stepMarked, stepMarked) && Arrays.equals(f.roundMarked, roundMarked)
                && Arrays.equals(f.withdrawn, withdrawn) && Arrays.equals(f.roundStart, roundStart) && f.retreating == retreating;
    }

    /** Computed on first use (benign race: every thread computes the same value). */
    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = (((Arrays.hashCode(alive) * 31 + Arrays.hashCode(stepMarked)) * 31 + Arrays.hashCode(roundMarked)) * 31
                    + Arrays.hashCode(withdrawn) * 17 + Arrays.hashCode(roundStart) + (retreating ? 7 : 0)) * 2 + side.ordinal() + 1;
            hash = h;
        }
        return h;
    }

    @Override
    public String toString() {
        return side.label() + Arrays.toString(alive) + " marked " + Arrays.toString(stepMarked) + Arrays.toString(roundMarked);
    }
}
