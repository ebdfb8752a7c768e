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
    /**
     * Per unit type (bit {@code 1L << type}): the types whose undetected units make no strike this round and so may
     * be hit only by the enemy units the battle rules name (Global War submarines facing no enemy ship: "Undetected
     * submarines may only be fired upon by enemy submarines", G2055-2057); 0 in most battles. Set at the start of the
     * round, unchanged within it.
     */
    final long unseen;
    /**
     * Per unit type (bit {@code 1L << type}): the types whose undetected units strike first this round, until the end
     * of the step they strike in: a unit of such a type lost in that step is, by default, one that has struck rather
     * than a detected one that would fire later in the round (option {@code first-strike-casualties}, G502-508).
     */
    final long striking;
    private int hash;

    FightingSide(Side side, int[] alive, int[] stepMarked, int[] roundMarked, int[] withdrawn, int[] roundStart) {
        this(side, alive, stepMarked, roundMarked, withdrawn, roundStart, false, 0L, 0L);
    }

    private FightingSide(Side side, int[] alive, int[] stepMarked, int[] roundMarked, int[] withdrawn, int[] roundStart,
                         boolean retreating, long unseen, long striking) {
        this.side = side;
        this.alive = alive;
        this.stepMarked = stepMarked;
        this.roundMarked = roundMarked;
        this.withdrawn = withdrawn;
        this.roundStart = roundStart;
        this.retreating = retreating;
        this.unseen = unseen;
        this.striking = striking;
    }

    /**
     * @return this side with its marked casualties counted alive and none marked (the same units on the board, the same
     *         round-start counts, withdrawals and sight), or this side when none is marked
     */
    FightingSide marksOnBoard() {
        if (!marked()) {
            return this;
        }
        int[] a = alive.clone();
        for (int i = 0, n = Math.min(alive.length, Math.min(stepMarked.length, roundMarked.length)); i < n; i++) {
            a[i] += stepMarked[i] + roundMarked[i];
        }
        return new FightingSide(side, a, zeros(stepMarked.length), zeros(roundMarked.length), withdrawn, roundStart, retreating,
                unseen, striking);
    }

    /**
     * @return this side with none of its casualties marked (the same units alive, round-start counts, withdrawals and
     *         sight), or this side when none is marked
     */
    FightingSide unmarked() {
        return marked() ? new FightingSide(side, alive, zeros(stepMarked.length), zeros(roundMarked.length), withdrawn,
                roundStart, retreating, unseen, striking) : this;
    }

    /** @return whether some casualty of this side is marked, to be removed at the end of its step or round */
    private boolean marked() {
        for (int c : stepMarked) {
            if (c != 0) {
                return true;
            }
        }
        for (int c : roundMarked) {
            if (c != 0) {
                return true;
            }
        }
        return false;
    }

    /** @return a shared zero array of length {@code n} (never written), or a new one past {@link #ZEROS}' lengths */
    private static int[] zeros(int n) {
        return n < ZEROS.length ? ZEROS[n] : new int[n];
    }

    /** @return this side trying to retreat this round (it fires nothing) */
    FightingSide retreating() {
        return new FightingSide(side, alive, stepMarked, roundMarked, withdrawn, roundStart, true, unseen, striking);
    }

    /** @return this side with other counts of units alive and of casualties marked; the rest unchanged */
    FightingSide withCounts(int[] alive, int[] stepMarked, int[] roundMarked) {
        return new FightingSide(side, alive, stepMarked, roundMarked, withdrawn, roundStart, retreating, unseen, striking);
    }

    /** @return this side with the types whose undetected units are unseen, and strike first, this round */
    FightingSide withSight(long unseen, long striking) {
        return unseen == this.unseen && striking == this.striking ? this
                : new FightingSide(side, alive, stepMarked, roundMarked, withdrawn, roundStart, retreating, unseen, striking);
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
        int[] none = zeros(s.slots());
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
                && Arrays.equals(f.withdrawn, withdrawn) && Arrays.equals(f.roundStart, roundStart) && f.retreating == retreating
                && f.unseen == unseen && f.striking == striking;
    }

    /** Computed on first use (benign race: every thread computes the same value). */
    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = (((Arrays.hashCode(alive) * 31 + Arrays.hashCode(stepMarked)) * 31 + Arrays.hashCode(roundMarked)) * 31
                    + Arrays.hashCode(withdrawn) * 17 + Arrays.hashCode(roundStart) + (retreating ? 7 : 0)
                    + Long.hashCode(unseen * 31 + striking) * 13) * 2 + side.ordinal() + 1;
            hash = h;
        }
        return h;
    }

    @Override
    public String toString() {
        return side.label() + Arrays.toString(alive) + " marked " + Arrays.toString(stepMarked) + Arrays.toString(roundMarked);
    }
}
