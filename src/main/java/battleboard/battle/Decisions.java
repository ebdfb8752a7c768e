package battleboard.battle;

import battleboard.edition.Domain;
import battleboard.edition.UnitType;
import java.util.Optional;

/**
 * The decisions taken between rounds: the attacker's retreat by its {@link RetreatPolicy} (whole or, in a
 * Revised amphibious assault, its aircraft only), and submarines leaving by each side's
 * {@link SubmergePolicy}. Part of {@link RoundModel}, which exposes it. Immutable.
 */
final class Decisions {
    private final Presence presence;
    private final BattleSetup setup;
    private final Roster[] rosters;
    private final RetreatPolicy retreat;
    private final boolean amphibiousAircraftOnly;
    private final boolean amphibiousNoRetreat;
    /** In an amphibious assault, the landed units stay and the others may retreat ({@code overland-and-aircraft}). */
    private final boolean amphibiousPartial;
    /** Whether any decision between rounds can change the battle (a retreat or submerge policy). */
    private final boolean decisions;
    /** Whether undetected submarines may leave before the first round, instead of striking first (G494-496). */
    private final boolean leaveBeforeFirstRound;
    /** The units a defender's retreat takes ({@link Casualties#retreats}). */
    private final java.util.function.Predicate<battleboard.edition.UnitType> retreats;

    /** @param retreats the units a defender's retreat takes ({@link Casualties#retreats}) */
    Decisions(Presence presence, BattleSetup setup, Roster[] rosters, boolean amphibiousAircraftOnly,
              java.util.function.Predicate<battleboard.edition.UnitType> retreats) {
        this.presence = presence;
        this.setup = setup;
        this.rosters = rosters;
        this.retreat = setup.retreat();
        this.amphibiousAircraftOnly = amphibiousAircraftOnly;
        this.amphibiousPartial = setup.amphibiousRetreat()
                .equals(Optional.of(battleboard.edition.RuleOption.AmphibiousRetreat.OVERLAND_AND_AIRCRAFT));
        this.amphibiousNoRetreat = setup.amphibious() && !amphibiousAircraftOnly && !amphibiousPartial;
        this.leaveBeforeFirstRound = setup.edition().battle().leaveBeforeFirstRound();
        this.retreats = retreats;
        this.unescorted = new boolean[][] {unescorted(Side.ATTACKER), unescorted(Side.DEFENDER)};
        this.defenderAlwaysUnescorted = setup.rules().choice(battleboard.edition.RuleOption.UNESCORTED_TRANSPORTS,
                battleboard.edition.RuleOption.UnescortedTransports.class) == battleboard.edition.RuleOption.UnescortedTransports.DEFENDER_ALWAYS;
        this.decisions = !(retreat instanceof RetreatPolicy.Never) || setup.submerge(Side.ATTACKER) != SubmergePolicy.NEVER
                || setup.submerge(Side.DEFENDER) != SubmergePolicy.NEVER || any(unescorted[0]) || any(unescorted[1]);
    }

    /**
     * Per side, per type: units of the side that are destroyed when left on the board with no unit that holds the
     * battle while the enemy has one (the battle rules' {@code lostWithOnly} with {@code destroyed}: 1942 Second
     * Edition's transports, TripleA WW2v5_1942_2nd.xml "Unescorted Transport Dies"; aacalc2 src/unitgroup.ts:1090-1103).
     */
    private final boolean[][] unescorted;
    /** {@code unescorted-transports=defender-always}: a defender's are lost whenever the attacker has any unit left. */
    private final boolean defenderAlwaysUnescorted;

    private boolean[] unescorted(Side side) {
        Roster r = rosters[side.ordinal()];
        boolean[] out = new boolean[r.types.length];
        for (int t = 0; t < out.length; t++) {
            out[t] = presence.destroyedAlone(side, t) && r.count(r.initial().countsShared(), t) > 0;
        }
        return out;
    }

    private static boolean any(boolean[] flags) {
        for (boolean f : flags) {
            if (f) {
                return true;
            }
        }
        return false;
    }

    /**
     * @return the battle with the units of a side left alone with no unit that holds the battle destroyed, while the
     *         enemy has a unit that holds it (unescorted transports); {@code s} itself when there are none
     */
    private BattleState destroyUnescorted(BattleState s) {
        // an attacker that retreats now takes them with it: the retreat closes the round, before they would be destroyed
        SideState a = retreatsWhole(s) ? s.attacker() : destroyUnescorted(Side.ATTACKER, s.attacker(), s.defender());
        SideState d = destroyUnescorted(Side.DEFENDER, s.defender(), s.attacker());
        return a == s.attacker() && d == s.defender() ? s : new BattleState(s.round(), a, d);
    }

    /** @return true when the whole attacking force leaves now: a full retreat is allowed and its policy wants it */
    boolean retreatsWhole(BattleState s) {
        return decisionsAllowed(s) && retreatKind(s) == RetreatKind.FULL && wantsRetreat(s);
    }

    private SideState destroyUnescorted(Side side, SideState mine, SideState enemy) {
        boolean[] gone = unescorted[side.ordinal()];
        boolean enemyThere = side == Side.DEFENDER && defenderAlwaysUnescorted ? !enemy.isEmpty()
                : !presence.defeated(side.opponent(), enemy);
        if (!any(gone) || !presence.defeated(side, mine) || !enemyThere) {
            return mine;
        }
        Roster r = rosters[side.ordinal()];
        int[] counts = mine.counts();
        boolean changed = false;
        for (int t = 0; t < gone.length; t++) {
            if (gone[t]) {
                for (int d = 0; d < r.hp[t]; d++) {
                    changed |= counts[r.firstSlot[t] + d] > 0;
                    counts[r.firstSlot[t] + d] = 0;
                }
            }
        }
        return changed ? new SideState(counts, mine.withdrawnShared().clone()) : mine;
    }

    /** @return whether any decision between rounds can change the battle */
    boolean any() {
        return decisions;
    }

    /**
     * @param s a battle between rounds
     * @return what a retreat would take out of the battle now
     */
    RetreatKind retreatKind(BattleState s) {
        if (amphibiousNoRetreat) {
            return RetreatKind.NONE;
        }
        if (amphibiousPartial) {
            // the landed units stay (with no unit entered as landed, every attacking land unit landed)
            Roster att = rosters[0];
            int[] c = s.attacker().countsShared();
            java.util.function.Predicate<UnitType> landed = landedUnits();
            int staying = att.casualties(c, landed);
            if (staying == 0) {
                return RetreatKind.FULL;
            }
            return att.casualties(c) > staying ? RetreatKind.ALL_BUT_STAYING : RetreatKind.NONE;
        }
        if (amphibiousAircraftOnly) {
            Roster att = rosters[0];
            for (int t = 0; t < att.types.length; t++) {
                if (att.casualty[t] && att.types[t].domain() != Domain.AIR && att.count(s.attacker().countsShared(), t) > 0) {
                    return RetreatKind.AIRCRAFT_ONLY;
                }
            }
        }
        Roster att = rosters[0];
        SideState a = presence.detect(Side.ATTACKER, s.attacker(), s.defender());
        int stayers = att.casualties(a.countsShared(), UnitType::staysInBattle);
        if (stayers > 0 && setup.noRetreatBesideStayers()) {
            return RetreatKind.NONE; // banzai infantry hold the whole attack (option stay-in-battle-retreat=none)
        }
        int staying = stayers + presence.detected(Side.ATTACKER, a);
        if (staying > 0) {
            // units that may not retreat fight on (banzai infantry, G977; detected submarines, G2082-2084); with
            // nothing else left nobody leaves
            return att.casualties(a.countsShared()) > staying ? RetreatKind.ALL_BUT_STAYING : RetreatKind.NONE;
        }
        return RetreatKind.FULL;
    }

    /**
     * @return whether units may leave now: after the first round (Revised L1395, Classic L167–169), or at
     *         any time in a battle already in progress ({@link BattleSetup#startRound()} above 1)
     */
    boolean decisionsAllowed(BattleState s) {
        return s.round() > 1 || setup.startRound() > 1;
    }

    /**
     * @return whether submarines may leave now: whenever units may ({@link #decisionsAllowed}), and before the first
     *         round too where undetected ones may leave instead of striking first (Global War, G494-496, G2057-2060)
     */
    boolean submergeAllowed(BattleState s) {
        return decisionsAllowed(s) || leaveBeforeFirstRound;
    }

    /** @return whether the attacker's retreat policy asks to leave in this state */
    boolean wantsRetreat(BattleState s) {
        Roster att = rosters[0];
        if (retreat instanceof RetreatPolicy.Never) {
            return false;
        } else if (retreat instanceof RetreatPolicy.AfterRound a) {
            return s.round() > a.rounds();
        } else if (retreat instanceof RetreatPolicy.AtUnits u) {
            return att.casualties(s.attacker().countsShared()) <= u.units();
        } else if (retreat instanceof RetreatPolicy.WhenNoLandUnits) {
            return att.casualties(s.attacker().countsShared(), u -> u.domain() == Domain.LAND) == 0;
        } else if (retreat instanceof RetreatPolicy.WhenOnlyAircraft) {
            return att.casualties(s.attacker().countsShared(), u -> u.domain() != Domain.AIR) == 0;
        } else if (retreat instanceof RetreatPolicy.InStates t) {
            return t.states().contains(s);
        }
        throw new IllegalStateException(retreat.describe());
    }

    /**
     * The decisions taken between rounds that change the battle without ending it: submarines that
     * submerge (by each side's {@link SubmergePolicy}, never while an enemy destroyer is in the battle,
     * Revised L2657) and, in a Revised amphibious assault, air units that retreat while the land units
     * fight on. When the whole attacking force leaves (a full retreat, or attacking submarines that are all
     * it has left) the battle ends instead ({@link RoundModel#status}: {@link Status#RETREAT}).
     *
     * @param s a battle between rounds
     * @return the battle after the decisions; {@code s} itself when nothing changes (always before the
     *         first round, and once the battle is over)
     */
    BattleState decide(BattleState s) {
        if (decisions) {
            BattleState cleared = destroyUnescorted(s);
            if (cleared != s) {
                return cleared; // the next call decides the rest, if the battle goes on
            }
        }
        if (!decisions || !submergeAllowed(s) || presence.defeated(Side.ATTACKER, s.attacker()) || presence.defeated(Side.DEFENDER, s.defender())) {
            return s;
        }
        SideState a = s.attacker();
        SideState d = s.defender();
        if (submerges(Side.ATTACKER, a, d)) {
            if (onlyLeavingUnits(Side.ATTACKER, a, d)) {
                return s; // the whole attacking force leaves: a retreat, which status reports; nobody else decides
            }
            a = submerge(Side.ATTACKER, presence.detect(Side.ATTACKER, a, d)).orElse(a);
        }
        if (submerges(Side.DEFENDER, d, a)) {
            d = submerge(Side.DEFENDER, presence.detect(Side.DEFENDER, d, a)).orElse(d);
        }
        BattleState next = a == s.attacker() && d == s.defender() ? s : new BattleState(s.round(), a, d);
        if (!decisionsAllowed(s)) {
            return next; // before the first round only submarines leave
        }
        RetreatKind kind = presence.defeated(Side.ATTACKER, next.attacker()) ? RetreatKind.NONE : retreatKind(next);
        if ((kind == RetreatKind.AIRCRAFT_ONLY || kind == RetreatKind.ALL_BUT_STAYING) && wantsRetreat(next)) {
            next = retreatPartly(next);
        }
        return next;
    }

    /**
     * @param s a battle between rounds
     * @return true when the attacker may take units out of the battle now (all of them, or its aircraft)
     */
    boolean canRetreat(BattleState s) {
        return decisionsAllowed(s) && !presence.defeated(Side.ATTACKER, s.attacker()) && retreatKind(s) != RetreatKind.NONE;
    }

    /**
     * @param s a battle between rounds
     * @return the battle with the attacker's units that may leave gone from it (they survive): its aircraft in
     *         an amphibious assault, else all but those that stay in battle; {@code s} when none is on the board
     */
    BattleState retreatPartly(BattleState s) {
        java.util.function.Predicate<UnitType> leaves = retreatKind(s) == RetreatKind.AIRCRAFT_ONLY
                ? u -> u.domain() == Domain.AIR : amphibiousPartial ? landedUnits().negate() : u -> !u.staysInBattle();
        // detected submarines stay (withdraw keeps them): those the enemy's destroyers detect as the next round starts
        return withdraw(Side.ATTACKER, presence.detect(Side.ATTACKER, s.attacker(), s.defender()), leaves)
                .map(left -> new BattleState(s.round(), left, s.defender())).orElse(s);
    }

    /**
     * @return the side with its submarines that leave gone from the board: all of them, or all but the number its
     *         policy keeps fighting ({@link SubmergePolicy#keep}: "each submarine may submerge", Revised L2651; the
     *         undamaged ones are kept); empty when none leaves
     */
    Optional<SideState> submerge(Side side, SideState s) {
        int keep = setup.submerge(side).kept();
        Optional<SideState> all = withdraw(side, s, UnitType::submerges);
        if (keep == 0 || all.isEmpty()) {
            return all;
        }
        Roster roster = rosters[side.ordinal()];
        int[] counts = all.get().counts();
        int[] gone = all.get().withdrawnShared().clone();
        int[] before = s.countsShared();
        for (int t = 0; t < roster.types.length && keep > 0; t++) {
            for (int d = 0; d < roster.hp[t] && keep > 0; d++) {
                int slot = roster.firstSlot[t] + d;
                int back = Math.min(keep, before[slot] - counts[slot]);
                counts[slot] += back;
                gone[t] -= back;
                keep -= back;
            }
        }
        SideState kept = new SideState(counts, gone);
        return kept.equals(s) ? Optional.empty() : Optional.of(kept);
    }

    /**
     * @return the attacking units that landed from transports in an amphibious assault: the {@code landed/} copies
     *         ({@link battleboard.edition.Edition#withLanded}), or every land unit when none was entered as landed
     */
    java.util.function.Predicate<UnitType> landedUnits() {
        boolean marked = java.util.Arrays.stream(rosters[0].types).anyMatch(u -> u.id().startsWith(battleboard.edition.Edition.LANDED));
        return marked ? u -> u.id().startsWith(battleboard.edition.Edition.LANDED) : u -> u.domain() == Domain.LAND;
    }

    /** @return true in an amphibious assault whose landed units stay while the others may retreat */
    boolean amphibiousPartial() {
        return amphibiousPartial;
    }

    /** @return true when every unit the side has on the board is a submarine that may leave */
    boolean onlyLeavingUnits(Side side, SideState mine, SideState enemy) {
        if (setup.submerge(side).kept() > 0) {
            return false; // some submarines keep fighting: the side never leaves the battle whole
        }
        SideState s = presence.detect(side, mine, enemy);
        // detected submarines cannot leave (G2082-2084)
        return presence.detected(side, s) == 0 && rosters[side.ordinal()].casualties(s.countsShared(), u -> !u.submerges()) == 0;
    }

    /**
     * @return true when the defender tries to retreat in the round starting at {@code s} instead of firing (Global
     *         War's optional Defender Retreat, G2175-2185): from round 2, by its policy, while it has land units or
     *         aircraft on the board and the attacker is still fighting
     */
    boolean defenderRetreats(BattleState s) {
        RetreatPolicy policy = setup.defenderRetreat();
        if (policy instanceof RetreatPolicy.Never || s.round() < 2 || presence.defeated(Side.ATTACKER, s.attacker())) {
            return false;
        }
        Roster def = rosters[1];
        int[] c = s.defender().countsShared();
        if (def.casualties(c, retreats) == 0) {
            return false;
        }
        return policy instanceof RetreatPolicy.AfterRound a ? s.round() > a.rounds()
                : policy instanceof RetreatPolicy.AtUnits u && def.casualties(c) <= u.units();
    }

    boolean submerges(Side side, SideState mine, SideState enemy) {
        SubmergePolicy policy = setup.submerge(side);
        Roster roster = rosters[side.ordinal()];
        Roster other = rosters[side.opponent().ordinal()];
        // with detection (Global War) an undetected submarine may retreat even while enemy destroyers are left
        // (G2077-2080); else no submarine leaves while one is (Revised L2657)
        if (policy == SubmergePolicy.NEVER || roster.count(mine.countsShared(), UnitType::submerges) == 0
                || !roster.detectable() && other.count(enemy.countsShared(), UnitType::antiSubmarine) > 0) {
            return false;
        }
        if (policy == SubmergePolicy.ALWAYS || policy.kept() > 0) {
            return true;
        }
        for (int t = 0; t < roster.types.length; t++) {
            if (roster.types[t].submerges() && roster.count(mine.countsShared(), t) > 0) {
                for (int e = 0; e < other.types.length; e++) {
                    if (roster.types[t].hits(side.role()).contains(other.types[e].domain()) && other.count(enemy.countsShared(), e) > 0) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** @return the side with every unit matching {@code leaves} moved off the board, if there was any */
    Optional<SideState> withdraw(Side side, SideState s, java.util.function.Predicate<UnitType> leaves) {
        Roster roster = rosters[side.ordinal()];
        int[] counts = s.counts();
        int[] gone = s.withdrawnShared().clone();
        boolean any = false;
        for (int t = 0; t < roster.types.length; t++) {
            if (leaves.test(roster.types[t])) {
                // detected units stay (a detected submarine may neither submerge nor retreat, G2082-2084)
                int stay = roster.detectedSlot[t] >= 0 ? counts[roster.detectedSlot[t]] : 0;
                for (int d = 0; d < roster.hp[t]; d++) {
                    int slot = roster.firstSlot[t] + d;
                    int kept = Math.min(stay, counts[slot]);
                    stay -= kept;
                    gone[t] += counts[slot] - kept;
                    any |= counts[slot] > kept;
                    counts[slot] = kept;
                }
            }
        }
        if (any && !setup.stickyDetection()) {
            for (int m : roster.detectedSlot) {
                if (m >= 0) {
                    counts[m] = 0; // recomputed each round: no detection is kept between rounds
                }
            }
        }
        return any ? Optional.of(new SideState(counts, gone)) : Optional.empty();
    }
}
