package battleboard.battle;

import battleboard.edition.UnitType;

/**
 * What each side has on the board between rounds, as the battle rules read it: whether a side has lost (no unit left
 * that holds the battle), the units destroyed when left alone beside an enemy that holds it, and the submarines the
 * enemy's destroyers detect at the start of a round. Part of {@link RoundModel}. Immutable.
 */
final class Presence {
    private final Roster[] rosters;
    private final FireEntries table;
    /** Per side, per type: a unit that holds the battle (a casualty that battle rules do not leave out). */
    private final boolean[][] holding = new boolean[2][];
    /** Whether detection lasts for the battle ({@code submarine-detection=sticky}). */
    private final boolean stickyDetection;

    /**
     * @param setup   the battle
     * @param rosters each side's unit types, in the battle's slot layout
     * @param table   the fire entries that apply to the battle (its {@code lostWithOnly} rules)
     */
    Presence(BattleSetup setup, Roster[] rosters, FireEntries table) {
        this.rosters = rosters;
        this.table = table;
        this.stickyDetection = setup.stickyDetection();
        for (Side side : Side.values()) {
            Roster r = rosters[side.ordinal()];
            holding[side.ordinal()] = new boolean[r.types.length];
            for (int t = 0; t < r.types.length; t++) {
                holding[side.ordinal()][t] = r.casualty[t] && table.holdsBattle(side, t);
            }
        }
    }

    /** @return true when units of this type hold the battle: casualties the battle rules do not leave out */
    boolean holds(Side side, int type) {
        return holding[side.ordinal()][type];
    }

    /**
     * @return true when units of this type, left with no unit of their side that holds the battle beside an enemy that
     *         holds it, are destroyed (the battle rules' {@code lostWithOnly} with {@code destroyed})
     */
    boolean destroyedAlone(Side side, int type) {
        return table.destroyedAlone(side, type);
    }

    /** @return true when the side has on the board a unit of a type {@code which} marks (per type of its roster) */
    boolean any(Side side, SideState s, boolean[] which) {
        Roster roster = rosters[side.ordinal()];
        int[] c = s.countsShared();
        for (int t = 0; t < which.length; t++) {
            if (which[t] && roster.count(c, t) > 0) {
                return true;
            }
        }
        return false;
    }

    /** @return true when the side has units on the board that are destroyed only beside an enemy that holds the battle */
    boolean leftAlone(Side side, SideState s) {
        Roster roster = rosters[side.ordinal()];
        int[] c = s.countsShared();
        for (int t = 0; t < roster.types.length; t++) {
            if (table.destroyedAlone(side, t) && roster.count(c, t) > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * @return true when a side has no unit on the board that can be a casualty: it has lost the battle
     *         (a defender left with AA guns only has lost its territory, which the guns cannot hold)
     */
    boolean defeated(Side side, SideState s) {
        return !any(side, s, holding[side.ordinal()]);
    }

    /**
     * Detection at the start of a round (G2036-2037, G2049-2055, G2082-2090): each enemy destroyer on the board
     * detects one submarine; those detected before and still alive stay detected unless the option
     * {@code submarine-detection} is {@code recompute}: {@code detected = min(subs, max(destroyers, detected before))}.
     */
    SideState detect(Side side, SideState mine, SideState enemy) {
        Roster roster = rosters[side.ordinal()];
        int destroyers = detectors(side, enemy);
        int[] counts = mine.countsShared();
        int[] c = null;
        for (int t = 0; t < roster.types.length; t++) {
            int m = roster.detectedSlot[t];
            if (m < 0) {
                continue;
            }
            int before = stickyDetection ? counts[m] : 0;
            int now = Math.min(roster.count(counts, t), Math.max(destroyers, before));
            destroyers = Math.max(0, destroyers - now);
            if (now != counts[m]) {
                c = c == null ? counts.clone() : c;
                c[m] = now;
            }
        }
        return c == null ? mine : new SideState(c, mine.withdrawnShared());
    }

    /** @return the enemy's units on the board that detect {@code side}'s submarines (its destroyers): all {@link #detect} reads of the enemy */
    int detectors(Side side, SideState enemy) {
        return rosters[side.opponent().ordinal()].casualties(enemy.countsShared(), UnitType::antiSubmarine);
    }

    /** @return the side's units detected by the enemy (sticky detection), a tie-break for ordering states */
    int detected(Side side, SideState s) {
        Roster roster = rosters[side.ordinal()];
        int n = 0;
        for (int m : roster.detectedSlot) {
            n += m < 0 ? 0 : s.count(m);
        }
        return n;
    }
}
