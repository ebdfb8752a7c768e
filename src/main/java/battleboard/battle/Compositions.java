package battleboard.battle;

import battleboard.edition.Domain;
import battleboard.edition.UnitType;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A side's compositions in a battle's slot layout: a position built from unit counts, every composition
 * the side can reach, and what a composition is worth (hit points, surviving units, IPC). Part of
 * {@link RoundModel}, which exposes it. Immutable.
 */
final class Compositions {
    private final BattleSetup setup;
    private final Roster[] rosters;
    /** Per side, its losses after the battle (cargo, aircraft with nowhere to land), counted in {@link #ipc}. */
    private final PostBattle[] postBattle;
    /** Per side, unit id to its type index in the roster: what {@link PostBattle} asks about. */
    private final List<Map<String, Integer>> typeById;
    private final FireEntries fire;
    private final Decisions choices;
    private final boolean amphibiousAircraftOnly;
    private final Casualties casualties;

    Compositions(BattleSetup setup, Roster[] rosters, FireEntries fire, Decisions choices, boolean amphibiousAircraftOnly,
                 Casualties casualties) {
        this.casualties = casualties;
        this.setup = setup;
        this.rosters = rosters;
        this.postBattle = new PostBattle[] {PostBattle.of(setup, Side.ATTACKER), PostBattle.of(setup, Side.DEFENDER)};
        this.typeById = List.of(typeById(rosters[0]), typeById(rosters[1]));
        this.fire = fire;
        this.choices = choices;
        this.amphibiousAircraftOnly = amphibiousAircraftOnly;
        this.shipsAtRisk = new boolean[][] {shipsAtRisk(Side.ATTACKER), shipsAtRisk(Side.DEFENDER)};
    }

    /** Per side, per type: a bombarding ship that some enemy fire may hit (a Global War fortress's, G1858-1860). */
    private final boolean[][] shipsAtRisk;

    private boolean[] shipsAtRisk(Side side) {
        Roster roster = rosters[side.ordinal()];
        boolean[] risk = new boolean[roster.types.length];
        for (Targets t : fire.targetsHitting(side)) {
            if (t.hitsBombarding()) {
                boolean[] mask = roster.mask(t);
                for (int i = 0; i < risk.length; i++) {
                    risk[i] |= roster.bombarding[i] && mask[i];
                }
            }
        }
        return risk;
    }

    SideState side(Side side, Force units, Damage damage) {
        Roster roster = rosters[side.ordinal()];
        int[] counts = new int[roster.slots];
        for (UnitType u : units.counts().keySet()) {
            int t = typeIndex(roster, u);
            int hurt = damage.count(u);
            if (hurt > units.count(u)) {
                throw new IllegalArgumentException("damaged " + hurt + " " + u.id() + " is not possible with " + units.count(u));
            }
            counts[roster.firstSlot[t]] = units.count(u) - hurt;
            for (int level = 1; level < roster.hp[t]; level++) {
                counts[roster.firstSlot[t] + level] = damage.at(level).count(u);
            }
            for (int level : damage.byLevel().keySet()) {
                if (level >= roster.hp[t] && damage.at(level).count(u) > 0) {
                    throw new IllegalArgumentException("damaged " + damage.at(level).count(u) + " " + u.id() + " with " + level
                            + " hit" + (level == 1 ? "" : "s") + " taken is not possible: it has " + roster.hp[t] + " hit points");
                }
            }
        }
        for (int t = 0; t < roster.types.length; t++) {
            if (roster.bombarding[t]) {
                counts[roster.firstSlot[t]] = setup.bombardment().count(setup.edition().unit(roster.types[t].id()));
            }
        }
        return new SideState(counts, new int[roster.types.length]);
    }

    private static Map<String, Integer> typeById(Roster roster) {
        Map<String, Integer> m = new java.util.HashMap<>();
        for (int t = 0; t < roster.types.length; t++) {
            m.put(roster.types[t].id(), t);
        }
        return m;
    }

    private static int typeIndex(Roster roster, UnitType u) {
        for (int t = 0; t < roster.types.length; t++) {
            if (roster.types[t].id().equals(u.id())) {
                return t;
            }
        }
        throw new IllegalArgumentException(u.id() + " is not among the " + roster.side.label() + "'s units in this battle");
    }


    /**
     * Every state a side can reach between rounds: the closure of its starting units under single hits
     * by each kind of volley that can hit it, and under the decisions that take units out of the battle.
     *
     * @param side  the side
     * @param roots more starting compositions of the side (positions to value), besides its starting units
     * @param limit most states to enumerate
     * @return the states, or empty when there are more than {@code limit}
     */
    Optional<List<SideState>> reachable(Side side, java.util.Collection<SideState> roots, int limit) {
        Roster roster = rosters[side.ordinal()];
        List<boolean[]> masks = new ArrayList<>();
        for (Targets t : fire.targetsHitting(side)) {
            masks.add(roster.mask(t));
        }
        List<boolean[]> firerMasks = new ArrayList<>();
        for (Targets t : fire.targetsChosenByFirer(side)) {
            firerMasks.add(roster.mask(t));
        }
        if (fire.shipsPickedByFirer(side)) {
            firerMasks.add(roster.surfaceShips());
        }
        // a torpedo bomber's pick of a detected submarine its side names (G1979-1982): detected ones only
        boolean[] pickedSubmarines = fire.submarinesPickedByFirer(side) ? roster.shipsAndPickedSubmarines() : null;
        boolean armourRolls = casualties.randomRoundEnd(side);
        List<java.util.function.Predicate<UnitType>> leaving = new ArrayList<>();
        boolean submerging = setup.submerge(side) != SubmergePolicy.NEVER;
        if (side == Side.ATTACKER && amphibiousAircraftOnly) {
            leaving.add(u -> u.domain() == Domain.AIR);
        }
        if (side == Side.ATTACKER && choices.amphibiousPartial() && !(setup.retreat() instanceof RetreatPolicy.Never)) {
            leaving.add(choices.landedUnits().negate()); // the units that did not land retreat, the landed fight on
        }
        if (side == Side.ATTACKER && !(setup.retreat() instanceof RetreatPolicy.Never)
                && (roster.detectable() || java.util.Arrays.stream(roster.types).anyMatch(UnitType::staysInBattle))) {
            leaving.add(u -> !u.staysInBattle()); // all but banzai infantry and detected submarines retreat (G977, G2082-2084)
        }
        Set<SideState> seen = new HashSet<>();
        ArrayDeque<SideState> queue = new ArrayDeque<>();
        seen.add(roster.initial());
        queue.add(roster.initial());
        for (SideState r : roots) {
            if (seen.add(r)) {
                queue.add(r);
            }
        }
        // a hit in a round where the side's undetected units are unseen (only their detected ones may be hit), or in the
        // step where they strike first (the owner loses one that has struck): each a single hit of its own (G2055-2057)
        long unseen = mayBeUnseen(side) ? roster.detectableTypes() : 0L;
        long striking = rosters[side.opponent().ordinal()].detectable() ? roster.detectableTypes() : 0L;
        while (!queue.isEmpty()) {
            SideState s = queue.poll();
            List<SideState> next = new ArrayList<>();
            for (boolean[] mask : firerMasks) {
                int[] alive = s.counts();
                if (roster.hitByFirer(alive, new int[roster.slots], mask)) {
                    next.add(new SideState(alive, s.withdrawnShared()));
                }
                alive = s.counts();
                if (unseen != 0 && roster.hitByFirer(alive, new int[roster.slots], mask, unseen)) {
                    next.add(new SideState(alive, s.withdrawnShared()));
                }
            }
            if (pickedSubmarines != null) {
                int[] alive = s.counts();
                if (roster.hitByFirer(alive, new int[roster.slots], pickedSubmarines, roster.picksDetectedOnly(0L))) {
                    next.add(new SideState(alive, s.withdrawnShared()));
                }
            }
            for (boolean[] mask : masks) {
                int[] alive = s.counts();
                if (roster.hitOnce(alive, new int[roster.slots], mask)) {
                    next.add(new SideState(alive, s.withdrawnShared()));
                }
                alive = s.counts();
                if (unseen != 0 && roster.hitOnce(alive, new int[roster.slots], mask, unseen, 0L)) {
                    next.add(new SideState(alive, s.withdrawnShared()));
                }
                alive = s.counts();
                if (striking != 0 && roster.hitOnce(alive, new int[roster.slots], mask, 0L, striking)) {
                    next.add(new SideState(alive, s.withdrawnShared()));
                }
            }
            if (submerging) {
                choices.submerge(side, s).ifPresent(next::add);
                for (SideState raised : detections(side, s, false)) {
                    choices.submerge(side, raised).ifPresent(next::add);
                }
            }
            for (java.util.function.Predicate<UnitType> leaves : leaving) {
                choices.withdraw(side, s, leaves).ifPresent(next::add);
                // the submarines detected as a side leaves stay: every level of detection a decision can see
                for (SideState raised : detections(side, s, false)) {
                    choices.withdraw(side, raised, leaves).ifPresent(next::add);
                }
            }
            next.addAll(detections(side, s, true));
            if (side == Side.DEFENDER && !(setup.defenderRetreat() instanceof RetreatPolicy.Never)) {
                next.add(casualties.retreat(side, s, false)); // the defender's retreat roll: all, or half (G2179-2183)
                next.add(casualties.retreat(side, s, true));
            }
            for (Step step : fire.steps) {
                // units spent by firing (Revised Kamikaze, Kaiten) leave at the end of their step, hit or not
                next.add(casualties.endRound(casualties.endStep(FightingSide.start(side, s), step)));
            }
            if (armourRolls) {
                // damaged units with an armour save are repaired or destroyed at the end of the round
                next.addAll(casualties.endRoundOutcomes(FightingSide.start(side, s)).keySet());
            }
            for (SideState n : next) {
                if (seen.add(n)) {
                    if (seen.size() > limit) {
                        return Optional.empty();
                    }
                    queue.add(n);
                }
            }
        }
        return Optional.of(new ArrayList<>(seen));
    }

    /**
     * @return true when the side's undetected units may be unseen in some round ({@link FireRules#sight}): the enemy has
     *         a unit their hits may not go to (a submarine facing aircraft), a technology limited to some rounds may
     *         take their value away (a sneak attack), or the defender may try to retreat and fire nothing
     */
    private boolean mayBeUnseen(Side side) {
        Roster roster = rosters[side.ordinal()];
        Roster enemy = rosters[side.opponent().ordinal()];
        if (!roster.detectable()) {
            return false;
        }
        if (setup.lastTechnologyRound() > 0 || side == Side.DEFENDER && !(setup.defenderRetreat() instanceof RetreatPolicy.Never)) {
            return true;
        }
        for (int t = 0; t < roster.types.length; t++) {
            if (roster.detectedSlot[t] < 0) {
                continue;
            }
            boolean[] mask = enemy.mask(roster.ownTargets[t]);
            for (int e = 0; e < enemy.types.length; e++) {
                if (enemy.casualty[e] && !mask[e]) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * @param kept true for the states kept between rounds (none when detection is recomputed each round), false
     *             for those a decision to leave sees (detected submarines stay, G2082-2084)
     * @return the states with one more unit detected (Global War submarines: at a round's start each enemy
     *         destroyer detects one, G2036-2037), up to the enemy's destroyers at the start of the battle
     */
    private List<SideState> detections(Side side, SideState s, boolean kept) {
        Roster roster = rosters[side.ordinal()];
        if (!roster.detectable() || kept && !setup.stickyDetection()) {
            return List.of(); // recomputed each round, detection is never kept between rounds
        }
        Roster enemy = rosters[side.opponent().ordinal()];
        int destroyers = enemy.casualties(enemy.initial().countsShared(), UnitType::antiSubmarine);
        List<SideState> out = new ArrayList<>();
        int[] c = s.countsShared();
        for (int t = 0; t < roster.types.length; t++) {
            int m = roster.detectedSlot[t];
            if (m < 0) {
                continue;
            }
            // kept states rise one at a time (the closure repeats it); a decision sees every level at once
            for (int level = c[m] + 1; level <= Math.min(roster.count(c, t), destroyers) && (!kept || level == c[m] + 1); level++) {
                int[] more = s.counts();
                more[m] = level;
                out.add(new SideState(more, s.withdrawnShared()));
            }
        }
        return out;
    }

    /** @return every unit of a side on the board, those that cannot be casualties too, damaged ones with the rest */
    Force force(Side side, SideState s) {
        Roster roster = rosters[side.ordinal()];
        Map<UnitType, Integer> m = new LinkedHashMap<>();
        for (int t = 0; t < roster.types.length; t++) {
            int n = roster.count(s.countsShared(), t);
            if (n > 0 && !roster.bombarding[t]) {
                m.put(setup.edition().unit(roster.types[t].id()), n);
            }
        }
        return Force.of(m);
    }

    /** @return a side's units that left the battle alive (submerged submarines, aircraft that retreated alone) */
    Force withdrawn(Side side, SideState s) {
        Roster roster = rosters[side.ordinal()];
        Map<UnitType, Integer> m = new LinkedHashMap<>();
        for (int t = 0; t < roster.types.length; t++) {
            int n = s.withdrawn(t);
            if (n > 0 && !roster.bombarding[t]) {
                m.put(setup.edition().unit(roster.types[t].id()), n);
            }
        }
        return Force.of(m);
    }

    /** @return a side's damaged units on the board, by damage level */
    Damage damage(Side side, SideState s) {
        Roster roster = rosters[side.ordinal()];
        Map<Integer, Map<UnitType, Integer>> byLevel = new java.util.TreeMap<>();
        for (int t = 0; t < roster.types.length; t++) {
            for (int level = 1; level < roster.hp[t]; level++) {
                int n = s.count(roster.firstSlot[t] + level);
                if (n > 0 && !roster.bombarding[t]) {
                    byLevel.computeIfAbsent(level, k -> new LinkedHashMap<>()).put(setup.edition().unit(roster.types[t].id()), n);
                }
            }
        }
        Map<Integer, Force> out = new java.util.TreeMap<>();
        byLevel.forEach((level, m) -> out.put(level, Force.of(m)));
        return out.isEmpty() ? Damage.NONE : new Damage(out);
    }

    /** @return a side's remaining hit points: strictly smaller after any hit that lands */
    int hitPoints(Side side, SideState s) {
        Roster roster = rosters[side.ordinal()];
        // every unit that can be a casualty, also one no fire may hit (a kaiten under expended-casualties=in-addition)
        return roster.hitCapacity(s.countsShared(), roster.casualty);
    }

    /**
     * @return a side's surviving units as unit id to count, in edition order: units on the board
     *         (damaged ones with the rest) and units that left the battle alive; units that cannot be
     *         casualties (a Revised AA gun) are not listed, as nothing can happen to them in the battle
     */
    Map<String, Integer> units(Side side, SideState s) {
        Roster roster = rosters[side.ordinal()];
        Map<String, Integer> m = new LinkedHashMap<>();
        int[] c = s.countsShared();
        for (int t = 0; t < roster.types.length; t++) {
            if (!roster.casualty[t]) {
                continue;
            }
            int n = roster.count(c, t) + s.withdrawn(t);
            if (n > 0) {
                m.put(roster.types[t].id(), n);
            }
        }
        return m;
    }

    /**
     * @return the IPC value (TUV) of a side's surviving units, on the board or gone from the battle;
     *         damage costs nothing (repaired after the combat); units that cannot be casualties (a
     *         Revised AA gun, captured rather than lost) count nothing; with losses after the battle
     *         ({@link PostBattle}), the cargo still aboard counts and what would be lost were the battle to end
     *         here does not
     */
    int ipc(Side side, SideState s) {
        Roster roster = rosters[side.ordinal()];
        int[] c = s.countsShared();
        int v = 0;
        for (int t = 0; t < roster.types.length; t++) {
            // a bombarding ship counts where enemy fire may sink it, so that its loss is an IPC loss (G1858-1860)
            v += !roster.casualty[t] && !shipsAtRisk[side.ordinal()][t] ? 0 : (roster.count(c, t) + s.withdrawn(t)) * roster.types[t].cost();
        }
        PostBattle after = postBattle[side.ordinal()];
        if (!after.isNone()) {
            // the cargo still aboard, less what is lost after the battle were it to end here
            Map<String, Integer> index = typeById.get(side.ordinal());
            v += after.cargoValue() - after.lost(id -> {
                Integer t = index.get(id);
                return t == null ? 0 : roster.count(c, t) + s.withdrawn(t);
            });
        }
        return v;
    }
}
