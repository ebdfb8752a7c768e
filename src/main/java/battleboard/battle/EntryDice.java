package battleboard.battle;

import battleboard.edition.BattleRules;
import battleboard.edition.BattleRules.FireRule;
import battleboard.edition.BattleRules.TargetClass;
import battleboard.edition.Role;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The dice of one fire entry for the units that fire in it: per unit (at each unit's value for its damage
 * level, with artillery support and pooled dice), or per target (AA guns covering the target classes in
 * order), grouped into {@link Volley volleys} by what their hits may go to. Part of {@link FireRules}.
 * Immutable.
 */
final class EntryDice {
    private final Roster[] rosters;
    private final int sides;
    private final boolean pooledRemainderRolls;
    /** Whether hits are found by Low Luck (rule option {@code dice=low-luck}) rather than by rolling every die. */
    private final boolean lowLuck;

    /** Per side: whether it has a unit that boosts others (else no pairing is looked for). */
    private final boolean[] boosters = new boolean[2];
    /** The targets of each target class of the battle's entries, made once (read-only after construction). */
    private final Map<TargetClass, Targets> classTargets = new java.util.IdentityHashMap<>();

    /** Whether the battle is at sea: only there does a die of a unit with {@code firerChooses} pick the ship hit. */
    private final boolean seaBattle;

    EntryDice(Roster[] rosters, int sides, boolean pooledRemainderRolls, boolean lowLuck, List<List<FireRule>> entries,
            boolean seaBattle) {
        this.rosters = rosters;
        this.lowLuck = lowLuck;
        this.seaBattle = seaBattle;
        this.sides = sides;
        this.pooledRemainderRolls = pooledRemainderRolls;
        for (Side side : Side.values()) {
            for (UnitType u : rosters[side.ordinal()].types) {
                boosters[side.ordinal()] |= !u.boosts().isEmpty();
            }
        }
        for (List<FireRule> step : entries) {
            for (FireRule f : step) {
                for (TargetClass tc : f.targets()) {
                    classTargets.put(tc, Targets.of(tc));
                }
            }
        }
    }

    /** @return the targets of a target class of one of the battle's entries (all made in the constructor) */
    private Targets targets(TargetClass tc) {
        return classTargets.get(tc);
    }

    /**
     * Each firing unit rolls its dice at its value for its damage level; artillery support; pooled dice.
     *
     * @param limit per type, the most units of it that fire here (the least damaged first), -1 for all; null: all
     *              of every type (detection splits a type's units between two entries)
     */
    void perUnit(Side s, List<Integer> firing, int[] limit, FightingSide mine, FightingSide enemy, FireRule f, Removal removal, int round,
                         boolean atRoundStart, List<Volley> out) {
        Roster roster = rosters[s.ordinal()];
        Role role = s.role();
        Map<Aim, List<Dice.Group>> byTargets = new LinkedHashMap<>(4);
        int[][] boosted = boosters[s.ordinal()] && f.value() == BattleRules.Value.ROLE
                ? boosts(roster, mine, enemy, firing, round, role, atRoundStart) : null;
        // artillery raises one unit each: a unit and its landed copy share the artillery (issue 28)
        Map<String, Integer> supportUsed = null;
        for (int t : firing) {
            UnitType u = roster.type(t, round);
            // a naval fighter's or torpedo bomber's dice are a volley of their own: a low roll picks the ship (G945-953)
            int chosen = seaBattle && f.value() == BattleRules.Value.ROLE ? u.firerChooses() : 0;
            Aim targets = new Aim(f.targets().isEmpty() ? roster.ownTargets[t] : targets(f.targets().get(0)), u.hitsEach(),
                    chosen, chosen == 0 ? null : u.id(), 0);
            int dice = f.value() == BattleRules.Value.ROLE ? u.dice(role) : 1;
            int n = onBoard(roster, mine, t);
            boolean pooled = s == Side.ATTACKER && u.unitsPerAttackDie() > 1 && f.value() == BattleRules.Value.ROLE;
            if (pooled) {
                int per = u.unitsPerAttackDie();
                int rolls = pooledRemainderRolls ? (n + per - 1) / per : n / per;
                add(byTargets, targets, u.id(), rolls * dice, value(u, role, f, 0));
                continue;
            }
            if (value(u, role, f, 0) == 0 && u.damaged().isEmpty()) {
                continue;
            }
            int[] levels = firingLevels(roster, mine, t, u, role, f, atRoundStart);
            if (limit != null && limit[t] >= 0) {
                int excess = -limit[t];
                for (int c : levels) {
                    excess += c;
                }
                for (int d = levels.length - 1; d >= 0 && excess > 0; d--) {
                    int drop = Math.min(excess, levels[d]);
                    levels[d] -= drop;
                    excess -= drop;
                }
            }
            if (boosted != null && boosted[t] != null) {
                // combined arms: the boosted units fire at value + delta, from the least damaged on
                for (int k = 0; k < boosted[t].length; k += 2) {
                    int left = boosted[t][k + 1];
                    for (int d = 0; d < roster.hp[t] && left > 0; d++) {
                        int take = Math.min(left, levels[d]);
                        add(byTargets, targets, u.id(), take * dice, value(u, role, f, d) + boosted[t][k]);
                        levels[d] -= take;
                        left -= take;
                    }
                }
            }
            int supported = 0;
            if (s == Side.ATTACKER && f.value() == BattleRules.Value.ROLE) {
                int supporters = supporters(roster, mine, u);
                if (supporters > 0) {
                    supportUsed = supportUsed == null ? new java.util.HashMap<>(2) : supportUsed;
                    int used = supportUsed.getOrDefault(supportedId(u), 0);
                    supported = Math.max(0, Math.min(levels[0], supporters - used));
                    supportUsed.put(supportedId(u), used + supported);
                }
            }
            int supportedValue = supported > 0 ? supportValue(roster, u, round) : 0;
            if (supported > 0 && supportedValue > value(u, role, f, 0)) {
                add(byTargets, targets, u.id(), supported * dice, supportedValue);
            } else {
                supported = 0;
            }
            for (int d = 0; d < roster.hp[t]; d++) {
                int k = levels[d] - (d == 0 ? supported : 0);
                add(byTargets, targets, u.id(), k * dice, value(u, role, f, d));
            }
        }
        boolean firerChooses = f.chooser() == BattleRules.Chooser.FIRER;
        byTargets.forEach((aim, groups) -> out.add(new Volley(new Dice(s, merge(groups), lowLuck), aim.targets(), removal, aim.hitsEach(),
                firerChooses, Math.min(aim.chosenUpTo(), aim.value()))));
    }

    /**
     * Combined arms: pairs the side's boosters (every unit on the board with {@link UnitType#boosts()}, firing
     * or not) with the firing units their boosts may reach so that as many units as possible get one boost
     * (a maximum flow from each booster type's boosts to boosted types over a graph of unit types, capacities each
     * boost's booster count × capacity and the boosted units' counts). A booster type with several boosts (Global War's
     * artillery with Advanced Artillery: one boost to an infantry or a mech, one more to an infantry) gives each unit at
     * most one boost all the same. Where a boost is given only by boosters whose other boosts reach none of some units
     * ({@link UnitType.Boost#exclusiveOf()}: "2 infantry or 1 mech", digest A16), every count of boosters of the type
     * that boost such units is tried, and the pairing giving the most boosts kept. The pairing is made for the units of
     * one fire entry: an edition whose boosted units fire in several entries of a round pairs each entry apart.
     *
     * @return per firing type, (delta, count) pairs of boosted units; null when nothing is boosted
     */
    private int[][] boosts(Roster roster, FightingSide mine, FightingSide enemy, List<Integer> firing, int round, Role role,
                           boolean atRoundStart) {
        int n = roster.types.length;
        int[] count = new int[n];
        // per booster type: its boosts that act here, the units its exclusive boosts rule out, and the most of its boosters
        // that may boost them
        List<List<UnitType.Boost>> acting = new ArrayList<>(n);
        List<java.util.Set<String>> excluding = new ArrayList<>(n);
        int[] most = new int[n];
        for (int b = 0; b < n; b++) {
            // in a step that fires at the values of the round's start, the boosters then on the board (G487-489)
            count[b] = atRoundStart ? atStart(roster, mine, b) : onBoard(roster, mine, b);
            List<UnitType.Boost> acts = new ArrayList<>(1);
            java.util.Set<String> ruledOut = java.util.Set.of();
            for (UnitType.Boost boost : count[b] == 0 ? List.<UnitType.Boost>of() : roster.type(b, round).boosts()) {
                if (boost.role() == role && !(boost.unlessEnemyTag().isPresent() && enemyHas(enemy, boost.unlessEnemyTag().get(), atRoundStart))) {
                    acts.add(boost);
                    if (!boost.exclusiveOf().isEmpty()) {
                        ruledOut = new java.util.HashSet<>(ruledOut);
                        ruledOut.addAll(boost.exclusiveOf());
                    }
                }
            }
            acting.add(acts);
            excluding.add(ruledOut);
            for (int t : firing) {
                if (ruledOut.stream().anyMatch(roster.types[t]::hasTag)) {
                    most[b] = Math.min(count[b], most[b] + onBoard(roster, mine, t));
                }
            }
        }
        int[] split = new int[n];
        Pairing best = null;
        do {
            Pairing p = pair(roster, mine, firing, round, count, acting, excluding, split);
            best = best == null || p.given() > best.given() ? p : best;
        } while (next(split, most));
        return best.boosted();
    }

    /** A pairing of boosters and boosted units: per firing type, (delta, count) pairs (null: none); the boosts given. */
    private record Pairing(int[][] boosted, int given) {
    }

    /** Steps {@code split} to the next count vector within {@code most}, each entry 0 to its bound; false after the last. */
    private static boolean next(int[] split, int[] most) {
        for (int b = 0; b < split.length; b++) {
            if (split[b] < most[b]) {
                split[b]++;
                return true;
            }
            split[b] = 0;
        }
        return false;
    }

    /**
     * The pairing of {@link #boosts} with {@code split[b]} boosters of each type giving their boosts to any unit they
     * reach, the rest of them none to a unit their exclusive boosts rule out, and only the rest giving exclusive boosts.
     *
     * @param acting per booster type, its boosts that act in this entry (none when no booster of it is on the board)
     */
    private Pairing pair(Roster roster, FightingSide mine, List<Integer> firing, int round, int[] count,
                         List<List<UnitType.Boost>> acting, List<java.util.Set<String>> excluding, int[] split) {
        int n = roster.types.length;
        // the sources: each booster type's boosts that apply, in type order; a type's first source is b itself
        // (so that a booster of one boost pairs as it always has), further ones numbered from n on
        List<int[]> edges = new ArrayList<>(); // source, boosted type, delta, booster type
        int[] supply = new int[n];
        for (int b = 0; b < n; b++) {
            java.util.Set<String> ruledOut = excluding.get(b);
            boolean firstSource = true;
            for (UnitType.Boost boost : acting.get(b)) {
                // boosters that boost a ruled-out unit give this boost to any unit; the others to the rest alone
                int[] givers = ruledOut.isEmpty() ? new int[] {count[b], 0}
                        : new int[] {boost.exclusiveOf().isEmpty() ? split[b] : 0, count[b] - split[b]};
                for (int g = 0; g < 2; g++) {
                    if (givers[g] == 0) {
                        continue;
                    }
                    int source = b;
                    if (!firstSource) {
                        supply = java.util.Arrays.copyOf(supply, supply.length + 1);
                        source = supply.length - 1;
                    }
                    firstSource = false;
                    supply[source] = givers[g] * boost.capacity();
                    for (int t : firing) {
                        UnitType target = roster.types[t];
                        // a unit never boosts itself: a type boosting its own kind needs two units (Wolf Pack, G693-697)
                        if (boost.tags().stream().anyMatch(target::hasTag) && (b != t || count[b] >= 2)
                                && (g == 0 || ruledOut.stream().noneMatch(target::hasTag))) {
                            edges.add(new int[] {source, t, boost.delta(), b});
                        }
                    }
                }
            }
        }
        if (edges.isEmpty()) {
            return new Pairing(null, 0);
        }
        int[] demand = new int[n];
        int[] units = new int[n];
        for (int t : firing) {
            units[t] = onBoard(roster, mine, t);
            demand[t] = units[t] * roster.type(t, round).boostsTaken();
        }
        // each booster type gives a unit at most one boost: an edge carries at most the boosted type's units
        int[] cap = new int[edges.size()];
        for (int e = 0; e < edges.size(); e++) {
            cap[e] = units[edges.get(e)[1]];
        }
        int[] flow = new int[edges.size()];
        // augmenting paths over booster → boosted edges (each boosted unit takes its boosts)
        while (augment(edges, flow, cap, supply, demand, n, units)) {
            // each pass adds one pairing
        }
        int[][] out = new int[n][];
        int given = 0;
        for (int e = 0; e < edges.size(); e++) {
            if (flow[e] > 0) {
                int t = edges.get(e)[1];
                int[] prev = out[t] == null ? new int[0] : out[t];
                int[] next = java.util.Arrays.copyOf(prev, prev.length + 2);
                next[prev.length] = edges.get(e)[2];
                next[prev.length + 1] = flow[e];
                out[t] = next;
                given += flow[e];
            }
        }
        for (int t = 0; t < n; t++) {
            if (out[t] != null && out[t].length > 2) {
                out[t] = stack(out[t], units[t]);
            }
        }
        return new Pairing(out, given);
    }

    /**
     * Boosts from several kinds of booster on one type (a Bersaglieri's artillery and armor, spec A14): each
     * kind's boosts go to different units, spread so that every unit gets one before any gets two.
     *
     * @param pairs (delta, count) per booster kind
     * @return (total delta, count) pairs, one per distinct total
     */
    private static int[] stack(int[] pairs, int units) {
        int[] total = new int[units];
        int next = 0;
        for (int k = 0; k < pairs.length; k += 2) {
            for (int c = 0; c < pairs[k + 1]; c++) {
                total[next++ % units] += pairs[k];
            }
        }
        java.util.Map<Integer, Integer> byDelta = new java.util.TreeMap<>(java.util.Comparator.reverseOrder());
        for (int d : total) {
            if (d != 0) {
                byDelta.merge(d, 1, Integer::sum);
            }
        }
        int[] out = new int[byDelta.size() * 2];
        int i = 0;
        for (java.util.Map.Entry<Integer, Integer> e : byDelta.entrySet()) {
            out[i++] = e.getKey();
            out[i++] = e.getValue();
        }
        return out;
    }

    /** One augmenting path of the pairing (breadth first over unit types); false when the pairing is maximal. */
    private static boolean augment(List<int[]> edges, int[] flow, int[] cap, int[] supply, int[] demand, int types, int[] units) {
        int n = supply.length;
        int[] used = new int[n];
        int[] taken = new int[n];
        for (int e = 0; e < edges.size(); e++) {
            used[edges.get(e)[0]] += flow[e];
            taken[edges.get(e)[1]] += flow[e];
        }
        // nodes: boosters 0..n-1, boosted n..2n-1; reach from boosters with spare supply
        int[] from = new int[2 * n];
        java.util.Arrays.fill(from, -2);
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
        for (int b = 0; b < n; b++) {
            if (used[b] < supply[b]) {
                from[b] = -1;
                queue.add(b);
            }
        }
        while (!queue.isEmpty()) {
            int v = queue.poll();
            for (int e = 0; e < edges.size(); e++) {
                int[] ed = edges.get(e);
                if (v < n && ed[0] == v && flow[e] < cap[e] && from[n + ed[1]] == -2 && (n == types || demand[ed[1]] <= units[ed[1]] || fromBooster(edges, flow, ed) < units[ed[1]])) {
                    from[n + ed[1]] = e;
                    if (taken[ed[1]] < demand[ed[1]]) {
                        return apply(edges, flow, from, n, n + ed[1]);
                    }
                    queue.add(n + ed[1]);
                } else if (v >= n && ed[1] == v - n && flow[e] > 0 && from[ed[0]] == -2) {
                    from[ed[0]] = e; // undo part of this pairing to free the boosted unit for another booster
                    queue.add(ed[0]);
                }
            }
        }
        return false;
    }

    /**
     * @return the boosts the booster type of edge {@code ed} gives units of its boosted type over all its boosts: a unit
     *         takes at most one from each kind of booster (a Bersaglieri, which takes two, one from artillery and one from
     *         armor, spec A14), so a booster type with several boosts may not give a type more than its units
     */
    private static int fromBooster(List<int[]> edges, int[] flow, int[] ed) {
        int given = 0;
        for (int e = 0; e < edges.size(); e++) {
            if (edges.get(e)[3] == ed[3] && edges.get(e)[1] == ed[1]) {
                given += flow[e];
            }
        }
        return given;
    }

    private static boolean apply(List<int[]> edges, int[] flow, int[] from, int n, int end) {
        int v = end;
        while (from[v] >= 0) {
            int e = from[v];
            if (v >= n) {
                flow[e]++;
                v = edges.get(e)[0];
            } else {
                flow[e]--;
                v = n + edges.get(e)[1];
            }
        }
        return true;
    }

    /** @return true when the enemy has a unit with this tag on the board */
    private boolean enemyHas(FightingSide enemy, String tag, boolean atRoundStart) {
        Roster r = rosters[enemy.side.ordinal()];
        for (int t = 0; t < r.types.length; t++) {
            if (r.types[t].hasTag(tag) && (atRoundStart ? atStart(r, enemy, t) : onBoard(r, enemy, t)) > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * @return per damage level, the units of a type that fire at that level's values: the units on the board
     *         at their damage now; or, for a step that fires at the values of the start of the round, the
     *         units the type had at each level then, less those removed since (taken from the levels whose
     *         values are lowest, as the owner loses its weakest units first)
     */
    private static int[] firingLevels(Roster roster, FightingSide mine, int t, UnitType u, Role role, FireRule f,
                                      boolean atRoundStart) {
        int hp = roster.hp[t];
        int[] levels = new int[hp];
        int now = 0;
        for (int d = 0; d < hp; d++) {
            levels[d] = mine.onBoard(roster.firstSlot[t] + d);
            now += levels[d];
        }
        if (!atRoundStart || u.damaged().isEmpty() || mine.roundStart == null) {
            return levels;
        }
        int before = 0;
        for (int d = 0; d < hp; d++) {
            levels[d] = mine.roundStart[roster.firstSlot[t] + d];
            before += levels[d];
        }
        for (int removed = before - now; removed > 0; removed--) {
            int worst = -1;
            for (int d = 0; d < hp; d++) {
                if (levels[d] > 0 && (worst < 0 || value(u, role, f, d) < value(u, role, f, worst))) {
                    worst = d;
                }
            }
            levels[worst]--;
        }
        return levels;
    }

    /** One die per enemy unit the targets admit, the firers covering the target classes in order. */
    void perTarget(Side s, List<Integer> firing, FightingSide mine, FightingSide enemy, FireRule f, Removal removal,
                           int round, List<Volley> out) {
        Roster roster = rosters[s.ordinal()];
        Roster other = rosters[s.opponent().ordinal()];
        int firers = 0;
        for (int t : firing) {
            firers += onBoard(roster, mine, t);
        }
        if (f.dice().maxFirers() > 0) {
            firers = Math.min(firers, f.dice().maxFirers());
        }
        UnitType gun = roster.type(firing.get(0), round);
        int value = value(gun, s.role(), f, 0);
        if (value == 0) {
            return;
        }
        int perFirer = f.dice().maxPerFirer();
        for (TargetClass tc : f.targets()) {
            List<Targets> classes = new ArrayList<>();
            if (f.perUnitType()) {
                for (UnitType u : other.types) {
                    classes.add(Targets.only(u));
                }
            } else {
                classes.add(targets(tc));
            }
            for (Targets targets : classes) {
                boolean[] mask = other.mask(targets);
                boolean[] inClass = other.mask(targets(tc));
                int n = 0;
                for (int t = 0; t < other.types.length; t++) {
                    if (mask[t] && inClass[t]) {
                        n += onBoard(other, enemy, t);
                    }
                }
                int dice = perFirer == 0 ? (firers > 0 ? n : 0) : Math.min(n, firers * perFirer);
                if (perFirer > 0) {
                    firers -= (dice + perFirer - 1) / perFirer;
                }
                if (dice > 0) {
                    out.add(new Volley(new Dice(s, List.of(new Dice.Group(gun.id(), dice, Math.min(value, sides), sides)), lowLuck), targets,
                            removal));
                }
            }
        }
    }

    static int value(UnitType u, Role role, FireRule f, int damage) {
        return switch (f.value()) {
            case ROLE -> u.value(role, damage);
            case ANTI_AIRCRAFT -> u.antiAircraft();
            case BOMBARD -> u.bombard(damage);
            case FIXED -> f.at();
        };
    }

    /**
     * What a group of dice is aimed at: the units its hits may go to, and the casualties each hit inflicts; for
     * dice of which a low roll lets the firer pick the ship hit, that roll, the unit and the value (one volley each).
     */
    private record Aim(Targets targets, int hitsEach, int chosenUpTo, String unit, int value) {
        Aim(Targets targets, int hitsEach) {
            this(targets, hitsEach, 0, null, 0);
        }

        /** The record's hash, written out: the record's generated one links method handles on its first call (docs/performance.md, "Command line"). */
        @Override
        public int hashCode() {
            return (((Objects.hashCode(targets) * 31 + hitsEach) * 31 + chosenUpTo) * 31 + Objects.hashCode(unit)) * 31 + value;
        }

        /** The record's equality, written out: the record's generated one links method handles on its first call (docs/performance.md, "Command line"). */
        @Override
        public boolean equals(Object o) {
            return o instanceof Aim a && Objects.equals(a.targets, targets) && a.hitsEach == hitsEach && a.chosenUpTo == chosenUpTo
                    && Objects.equals(a.unit, unit) && a.value == value;
        }
    }

    private void add(Map<Aim, List<Dice.Group>> byTargets, Aim aim, String unit, int dice, int value) {
        Aim targets = aim.chosenUpTo() == 0 ? aim : new Aim(aim.targets(), aim.hitsEach(), aim.chosenUpTo(), aim.unit(),
                Math.min(value, sides));
        if (dice > 0 && value > 0) {
            // a value raised past the die (modifiers that add up) hits on every roll
            byTargets.computeIfAbsent(targets, k -> new ArrayList<>(4)).add(new Dice.Group(unit, dice, Math.min(value, sides), sides));
        }
    }

    /** Groups of one unit type at one value rolled together, as one group. */
    private static List<Dice.Group> merge(List<Dice.Group> groups) {
        if (groups.size() < 2) {
            return groups;
        }
        List<Dice.Group> out = new ArrayList<>(groups.size());
        for (Dice.Group g : groups) {
            int last = out.size() - 1;
            if (last >= 0 && out.get(last).unit().equals(g.unit()) && out.get(last).value() == g.value()) {
                out.set(last, new Dice.Group(g.unit(), out.get(last).count() + g.count(), g.value(), g.sides()));
            } else {
                out.add(g);
            }
        }
        return out;
    }

    /**
     * @return the unit id a supporter names to support {@code u}: its own, or for an attacking unit that landed from a
     *         transport ({@code Edition#withLanded}) the id of the unit it is a copy of, which artillery supports as any
     *         other (a landed infantry beside a landed artillery attacks at 2: Revised L1762-1771)
     */
    private static String supportedId(UnitType u) {
        return u.id().startsWith(battleboard.edition.Edition.LANDED) ? u.id().substring(battleboard.edition.Edition.LANDED.length()) : u.id();
    }

    private static int supporters(Roster roster, FightingSide f, UnitType supported) {
        int n = 0;
        String id = supportedId(supported);
        for (int t = 0; t < roster.types.length; t++) {
            Optional<UnitType.Support> s = roster.types[t].supports();
            if (s.isPresent() && s.get().unit().equals(id)) {
                n += onBoard(roster, f, t);
            }
        }
        return n;
    }

    private static int supportValue(Roster roster, UnitType supported, int round) {
        int v = 0;
        for (int t = 0; t < roster.types.length; t++) {
            UnitType u = roster.type(t, round);
            if (u.supports().isPresent() && u.supports().get().unit().equals(supportedId(supported))) {
                v = Math.max(v, u.supports().get().attack());
            }
        }
        return v;
    }

    /** @return how many units of the roster's {@code type} side {@code f} has on the board, every damage level counted */
    /** @return units of a type on the board at the start of the round, where the side keeps it; else those on the board now */
    private static int atStart(Roster roster, FightingSide f, int type) {
        if (f.roundStart == null) {
            return onBoard(roster, f, type);
        }
        int n = 0;
        for (int d = 0; d < roster.hp[type]; d++) {
            n += f.roundStart[roster.firstSlot[type] + d];
        }
        return n;
    }

    static int onBoard(Roster roster, FightingSide f, int type) {
        int n = 0;
        for (int d = 0; d < roster.hp[type]; d++) {
            n += f.onBoard(roster.firstSlot[type] + d);
        }
        return n;
    }
}
