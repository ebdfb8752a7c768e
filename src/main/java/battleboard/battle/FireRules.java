package battleboard.battle;

import battleboard.edition.BattleRules;
import battleboard.edition.BattleRules.FireRule;
import battleboard.edition.BattleRules.TargetClass;
import battleboard.edition.Role;
import battleboard.edition.RuleOption;
import battleboard.edition.RuleSettings;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The edition's battle rules for one battle: the steps and fire entries that apply to it (by rule option
 * and battle kind), interpreted into the {@link Volley volleys} of a step. Knows no edition: every rule
 * it plays comes from {@link BattleRules}. Immutable.
 */
final class FireRules {
    private final Roster[] rosters;
    private final int sides;
    private final boolean pooledRemainderRolls;
    private final List<Step> steps = new ArrayList<>();
    /** Per step, whether its units fire at the values of the damage they had at the start of the round. */
    private final List<Boolean> valuesAtRoundStart = new ArrayList<>();
    /** Per step, the fire entries that apply to this battle. */
    private final List<List<FireRule>> entries = new ArrayList<>();
    /** Per side, per unit type: the entries that select it, in order, as (step, entry) pairs. */
    private final int[][][] claims;
    private final int lastTechnologyRound;
    /** Per side, per enemy destroyer (0, 1), per round from 1 (the last standing for all later): {@link #entries}. */
    private final int[][][][] entryTable = new int[2][2][][];
    /** Whether any entry that applies changes with an enemy destroyer (else nobody looks for one). */
    private final boolean enemyRules;
    /** Per side: the ids of its technologies (a fire entry may require one). */
    private final List<Set<String>> techIds = new ArrayList<>();
    /** Per side, per type: true when a side left with only such units has lost (battle rules' lostWithOnly). */
    private final boolean[][] remnant = new boolean[2][];

    FireRules(BattleSetup setup, Roster[] rosters) {
        this.rosters = rosters;
        this.sides = setup.edition().dieSides();
        this.lastTechnologyRound = setup.lastTechnologyRound();
        for (Side side : Side.values()) {
            Set<String> ids = new java.util.HashSet<>();
            setup.techs(side).forEach(t -> ids.add(t.id()));
            techIds.add(ids);
        }
        RuleSettings rules = setup.rules();
        this.pooledRemainderRolls = rules.is(RuleOption.POOLED_DICE_REMAINDER, "extra-die");
        BattleRules.Field field = setup.kind() == BattleKind.LAND ? BattleRules.Field.LAND : BattleRules.Field.SEA;
        for (BattleRules.StepRule s : setup.edition().battle().steps()) {
            if (!BattleRules.holds(rules, s.when())) {
                continue;
            }
            List<FireRule> fire = new ArrayList<>();
            for (FireRule f : s.fire()) {
                if (BattleRules.holds(rules, f.when()) && (f.battle() == BattleRules.Field.ANY || f.battle() == field)) {
                    fire.add(f);
                }
            }
            steps.add(new Step(steps.size(), s.id(), s.name()));
            valuesAtRoundStart.add(s.valuesAtRoundStart());
            entries.add(fire);
        }
        for (Side side : Side.values()) {
            Roster r = rosters[side.ordinal()];
            remnant[side.ordinal()] = new boolean[r.types.length];
            for (BattleRules.Remnant rem : setup.edition().battle().lostWithOnly()) {
                if (BattleRules.holds(rules, rem.when())) {
                    for (int t = 0; t < r.types.length; t++) {
                        remnant[side.ordinal()][t] |= rem.units().selects(r.types[t], side.role(), r.bombarding[t]);
                    }
                }
            }
        }
        boolean anyEnemy = false;
        for (List<FireRule> step : entries) {
            for (FireRule f : step) {
                anyEnemy |= f.enemy().isPresent();
            }
        }
        enemyRules = anyEnemy;
        int lastRound = 0;
        for (List<FireRule> step : entries) {
            for (FireRule f : step) {
                lastRound = Math.max(lastRound, f.lastRound());
            }
        }
        claims = new int[2][][];
        for (Side side : Side.values()) {
            Roster r = rosters[side.ordinal()];
            claims[side.ordinal()] = new int[r.types.length][];
            for (int t = 0; t < r.types.length; t++) {
                List<int[]> c = new ArrayList<>();
                for (int s = 0; s < entries.size(); s++) {
                    for (int e = 0; e < entries.get(s).size(); e++) {
                        FireRule f = entries.get(s).get(e);
                        if (!f.also() && fires(setup, side, f) && f.firers().selects(r.types[t], side.role(), r.bombarding[t])) {
                            c.add(new int[] {s, e});
                        }
                    }
                }
                int[] flat = new int[c.size() * 2];
                for (int i = 0; i < c.size(); i++) {
                    flat[2 * i] = c.get(i)[0];
                    flat[2 * i + 1] = c.get(i)[1];
                }
                claims[side.ordinal()][t] = flat;
            }
        }
        fillEntryTable(lastRound + 1);
    }

    /** Fills {@link #entryTable} for rounds 1 .. {@code rounds} (needs {@link #claims}). */
    private void fillEntryTable(int rounds) {
        for (Side side : Side.values()) {
            for (int anti = 0; anti < 2; anti++) {
                int[][] byRound = new int[rounds][];
                for (int r = 1; r <= rounds; r++) {
                    int[] e = new int[rosters[side.ordinal()].types.length];
                    for (int t = 0; t < e.length; t++) {
                        e[t] = firesIn(side, t, anti == 1, r);
                    }
                    byRound[r - 1] = e;
                }
                entryTable[side.ordinal()][anti] = byRound;
            }
        }
    }

    /** @return true when units of this type hold a battle: a side left with units that do not has lost */
    boolean holdsBattle(Side side, int type) {
        return !remnant[side.ordinal()][type];
    }

    /** @return the steps of a round, in order */
    List<Step> steps() {
        return steps;
    }

    /**
     * @return the number of distinct round positions the fire entries need: one more than the last round
     *         an entry that selects a unit of this battle, or a technology, is limited to (2 for a first-round
     *         AA gun), else 1
     */
    int horizon() {
        int h = lastTechnologyRound + 1;
        for (Side side : Side.values()) {
            int[][] byType = claims[side.ordinal()];
            for (int t = 0; t < byType.length; t++) {
                for (int i = 0; i < byType[t].length; i += 2) {
                    FireRule f = entries.get(byType[t][i]).get(byType[t][i + 1]);
                    // an entry limited to some rounds matters when it can hit, or when the unit fires in a later
                    // entry outside those rounds
                    if (f.lastRound() > 0 && (mayHit(side, t, f) || firesLater(side, t, i + 2))) {
                        h = Math.max(h, f.lastRound() + 1);
                    }
                }
            }
        }
        return h;
    }

    /** @return true when one of the type's claims from index {@code from} on can hit a unit of the other side */
    private boolean firesLater(Side side, int type, int from) {
        int[] c = claims[side.ordinal()][type];
        UnitType u = rosters[side.ordinal()].types[type];
        for (int i = from; i < c.length; i += 2) {
            FireRule f = entries.get(c[i]).get(c[i + 1]);
            if (value(u, side.role(), f, 0) > 0 && mayHit(side, type, f)) {
                return true;
            }
        }
        return false;
    }

    /** @return true when a unit of {@code side} of this type has an entry that can ever hit a unit of the other side */
    boolean firesAtSomething(Side side, int type) {
        return firesLater(side, type, 0);
    }

    /** @return true when the entry's hits from this unit type may go to some unit the other side has */
    private boolean mayHit(Side side, int type, FireRule f) {
        Roster enemy = rosters[side.opponent().ordinal()];
        List<Targets> targets = new ArrayList<>();
        if (f.targets().isEmpty()) {
            targets.add(Targets.of(rosters[side.ordinal()].types[type].hits()));
        }
        for (TargetClass tc : f.targets()) {
            targets.add(Targets.of(tc.domains(), tc.tags()));
        }
        for (Targets tg : targets) {
            for (boolean m : enemy.mask(tg)) {
                if (m) {
                    return true;
                }
            }
        }
        return false;
    }

    /** @return every target set a volley at {@code side} may have, for the states it can reach */
    Set<Targets> targetsHitting(Side side) {
        Set<Targets> out = new LinkedHashSet<>();
        Side firer = side.opponent();
        Roster own = rosters[firer.ordinal()];
        Roster enemy = rosters[side.ordinal()];
        for (int t = 0; t < own.types.length; t++) {
            int[] c = claims[firer.ordinal()][t];
            for (int i = 0; i < c.length; i += 2) {
                FireRule f = entries.get(c[i]).get(c[i + 1]);
                if (f.targets().isEmpty()) {
                    out.add(Targets.of(own.types[t].hits()));
                }
                for (TargetClass tc : f.targets()) {
                    if (f.chooser() == BattleRules.Chooser.FIRER) {
                        continue; // see targetsChosenByFirer
                    }
                    if (f.perUnitType()) {
                        for (UnitType u : enemy.types) {
                            out.add(Targets.only(u));
                        }
                    } else {
                        out.add(Targets.of(tc.domains(), tc.tags()));
                    }
                }
            }
        }
        for (List<FireRule> step : entries) {
            for (FireRule f : step) {
                if (f.also() && f.chooser() == BattleRules.Chooser.OWNER && f.roles().contains(firer.role())) {
                    f.targets().forEach(tc -> out.add(Targets.of(tc.domains(), tc.tags())));
                }
            }
        }
        return out;
    }

    /** @return the target sets of the volleys at {@code side} whose hits the firing side assigns (kamikaze dice) */
    Set<Targets> targetsChosenByFirer(Side side) {
        Set<Targets> out = new LinkedHashSet<>();
        Side firer = side.opponent();
        for (List<FireRule> step : entries) {
            for (FireRule f : step) {
                if (f.chooser() == BattleRules.Chooser.FIRER && f.roles().contains(firer.role())) {
                    for (TargetClass tc : f.targets()) {
                        out.add(Targets.of(tc.domains(), tc.tags()));
                    }
                    if (f.targets().isEmpty()) {
                        out.add(Targets.ANY);
                    }
                }
            }
        }
        return out;
    }

    /**
     * The volleys fired in a step, their dice fixed by the units on the board at its start.
     *
     * @return the volleys, most restrictive targets first; empty when nobody fires
     */
    List<Volley> volleys(RoundState r, Step step) {
        List<Volley> out = new ArrayList<>(4);
        List<FireRule> stepEntries = entries.get(step.index());
        for (Side s : Side.values()) {
            int[] entryOf = null;
            boolean enemyAntiSubmarine = false;
            for (int e = 0; e < stepEntries.size(); e++) {
                FireRule f = stepEntries.get(e);
                if (!f.firesIn(r.round()) || !f.roles().contains(s.role())) {
                    continue;
                }
                if (entryOf == null) {
                    enemyAntiSubmarine = enemyRules && hasAntiSubmarine(r.side(s.opponent()));
                    entryOf = entries(s, enemyAntiSubmarine, r.round());
                }
                fire(r, s, step.index() * 1024 + e, f, entryOf, enemyAntiSubmarine, valuesAtRoundStart.get(step.index()), out);
            }
        }
        if (out.size() > 1) {
            out.sort(Comparator.comparingInt(v -> v.targets().breadth()));
        }
        return List.copyOf(out);
    }

    /**
     * @return per unit type of the side, the entry (step × 1024 + index) it fires in this round, or −1;
     *         from a table, as it depends only on the side, an enemy destroyer and the round
     */
    private int[] entries(Side s, boolean enemyAntiSubmarine, int round) {
        return entryTable[s.ordinal()][enemyAntiSubmarine ? 1 : 0][Math.min(round, entryTable[0][0].length) - 1];
    }

    /** The volleys of one entry for one side: the units that fire in it this round. */
    private void fire(RoundState r, Side s, int code, FireRule f, int[] entryOf, boolean enemyAntiSubmarine,
                      boolean atRoundStart, List<Volley> out) {
        Roster roster = rosters[s.ordinal()];
        FightingSide mine = r.side(s);
        List<Integer> firing = new ArrayList<>(2);
        for (int t = 0; t < roster.types.length; t++) {
            boolean here = f.also() ? techIds.get(s.ordinal()).containsAll(f.technology().stream().toList())
                    && f.firers().selects(roster.types[t], s.role(), roster.bombarding[t])
                    : entryOf[t] == code;
            if (here && onBoard(roster, mine, t) > 0) {
                firing.add(t);
            }
        }
        if (firing.isEmpty()) {
            return;
        }
        Removal removal = removal(f.removal());
        if (f.enemy().isPresent() && enemyAntiSubmarine && f.enemy().get().removal().isPresent()) {
            removal = removal(f.enemy().get().removal().get());
        }
        if (f.dice().perTarget()) {
            perTarget(s, firing, mine, r.side(s.opponent()), f, removal, r.round(), out);
        } else {
            perUnit(s, firing, mine, f, removal, r.round(), atRoundStart, out);
        }
    }

    /** @return the entry (step × 1024 + index) a unit type fires in this round, or −1 for none */
    private int firesIn(Side s, int type, boolean enemyAntiSubmarine, int round) {
        int[] c = claims[s.ordinal()][type];
        for (int i = 0; i < c.length; i += 2) {
            FireRule f = entries.get(c[i]).get(c[i + 1]);
            if (f.enemy().isPresent() && f.enemy().get().cancels() && enemyAntiSubmarine || !f.firesIn(round)) {
                continue;
            }
            return c[i] * 1024 + c[i + 1];
        }
        return -1;
    }

    /** Each firing unit rolls its dice at its value for its damage level; artillery support; pooled dice. */
    private void perUnit(Side s, List<Integer> firing, FightingSide mine, FireRule f, Removal removal, int round,
                         boolean atRoundStart, List<Volley> out) {
        Roster roster = rosters[s.ordinal()];
        Role role = s.role();
        Map<Aim, List<Dice.Group>> byTargets = new LinkedHashMap<>(4);
        for (int t : firing) {
            UnitType u = roster.type(t, round);
            Aim targets = new Aim(f.targets().isEmpty() ? Targets.of(u.hits())
                    : Targets.of(f.targets().get(0).domains(), f.targets().get(0).tags()), u.hitsEach());
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
            int supported = s == Side.ATTACKER && f.value() == BattleRules.Value.ROLE
                    ? Math.min(levels[0], supporters(roster, mine, u)) : 0;
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
        byTargets.forEach((aim, groups) -> out.add(new Volley(new Dice(s, merge(groups)), aim.targets(), removal, aim.hitsEach(),
                firerChooses)));
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
            levels[d] = onBoard(roster, mine, t, d);
            now += levels[d];
        }
        if (!atRoundStart || u.damaged().isEmpty()) {
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
    private void perTarget(Side s, List<Integer> firing, FightingSide mine, FightingSide enemy, FireRule f, Removal removal,
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
                classes.add(Targets.of(tc.domains(), tc.tags()));
            }
            for (Targets targets : classes) {
                boolean[] mask = other.mask(targets);
                boolean[] inClass = other.mask(Targets.of(tc.domains(), tc.tags()));
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
                    out.add(new Volley(new Dice(s, List.of(new Dice.Group(gun.id(), dice, value, sides))), targets, removal));
                }
            }
        }
    }

    private static int value(UnitType u, Role role, FireRule f, int damage) {
        return switch (f.value()) {
            case ROLE -> u.value(role, damage);
            case ANTI_AIRCRAFT -> u.antiAircraft();
            case BOMBARD -> u.bombard(damage);
            case FIXED -> f.at();
        };
    }

    /** @return true when {@code side} fires in the entry: its role, and the technology the entry needs */
    private static boolean fires(BattleSetup setup, Side side, FireRule f) {
        return f.roles().contains(side.role()) && f.technology()
                .map(id -> setup.techs(side).stream().anyMatch(t -> t.id().equals(id))).orElse(true);
    }

    /** What a group of dice is aimed at: the units its hits may go to, and the casualties each hit inflicts. */
    private record Aim(Targets targets, int hitsEach) {
    }

    private void add(Map<Aim, List<Dice.Group>> byTargets, Aim targets, String unit, int dice, int value) {
        if (dice > 0 && value > 0) {
            byTargets.computeIfAbsent(targets, k -> new ArrayList<>(4)).add(new Dice.Group(unit, dice, value, sides));
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

    private static Removal removal(BattleRules.Removal r) {
        return r == BattleRules.Removal.AFTER_STEP ? Removal.AFTER_STEP : Removal.AFTER_ROUND;
    }

    static int onBoard(Roster roster, FightingSide f, int type) {
        int n = 0;
        for (int d = 0; d < roster.hp[type]; d++) {
            n += f.onBoard(roster.firstSlot[type] + d);
        }
        return n;
    }

    private static int onBoard(Roster roster, FightingSide f, int type, int damage) {
        return f.onBoard(roster.firstSlot[type] + damage);
    }

    private static int supporters(Roster roster, FightingSide f, UnitType supported) {
        int n = 0;
        for (int t = 0; t < roster.types.length; t++) {
            Optional<UnitType.Support> s = roster.types[t].supports();
            if (s.isPresent() && s.get().unit().equals(supported.id())) {
                n += onBoard(roster, f, t);
            }
        }
        return n;
    }

    private static int supportValue(Roster roster, UnitType supported, int round) {
        int v = 0;
        for (int t = 0; t < roster.types.length; t++) {
            UnitType u = roster.type(t, round);
            if (u.supports().isPresent() && u.supports().get().unit().equals(supported.id())) {
                v = Math.max(v, u.supports().get().attack());
            }
        }
        return v;
    }

    private boolean hasAntiSubmarine(FightingSide f) {
        Roster roster = rosters[f.side.ordinal()];
        for (int t = 0; t < roster.types.length; t++) {
            if (roster.types[t].antiSubmarine() && roster.casualty[t] && onBoard(roster, f, t) > 0) {
                return true;
            }
        }
        return false;
    }
}
