package battleboard.battle;

import battleboard.edition.BattleRules;
import battleboard.edition.BattleRules.FireRule;
import battleboard.edition.BattleRules.TargetClass;
import battleboard.edition.RuleOption;
import battleboard.edition.RuleSettings;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The fire entries of the edition's battle rules that apply to one battle (by rule option, battle kind and each side's
 * technologies), tabled once when the battle is set up: the steps of a round, the entry each unit type fires in per
 * round and per destroyer on the board, the entries that detect, the units that cannot hold a battle alone, and what
 * the entries can reach (the round horizon, the targets each side's volleys may have). {@link FireRules} reads these
 * tables to make each step's volleys. Knows no edition: every rule comes from {@link BattleRules}. Immutable.
 */
final class FireEntries {
    private final Roster[] rosters;
    private final boolean seaBattle;
    /** The steps of a round that apply to this battle, in order. */
    final List<Step> steps = new ArrayList<>();
    /** Per step, whether its units fire at the values of the damage they had at the start of the round. */
    final List<Boolean> valuesAtRoundStart = new ArrayList<>();
    /** Per step, the fire entries that apply to this battle. */
    final List<List<FireRule>> entries = new ArrayList<>();
    /** Per side, per unit type: the entries that select it, in order, as (step, entry) pairs. */
    private final int[][][] claims;
    private final int lastTechnologyRound;
    /**
     * Per side, per destroyers (1 an enemy one, + 2 an own one), per round from 1 (the last standing for all later):
     * per unit type, the entry (step × 1024 + index) it fires in, or −1.
     */
    final int[][][][] entryTable = new int[2][4][][];
    /** Whether any entry that applies changes with an enemy destroyer (else nobody looks for one). */
    final boolean enemyRules;
    /** Whether any entry that applies changes with the firing side's own destroyer (1942 Second Edition aircraft). */
    final boolean ownRules;
    /** Per side: the ids of its technologies (a fire entry may require one). */
    final List<Set<String>> techIds = new ArrayList<>();
    private final boolean needsRoundStart;
    /** Per step: whether any unit of this battle can fire in it (else its volleys are empty without a look). */
    final boolean[] stepFires;
    /**
     * Per side, per type: the entry (step × 1024 + index) whose enemy rule detects units of the type one for
     * one, and the entry its detected units fire in instead (its next claim); -1 when none.
     */
    final int[][] detectsEntry = new int[2][];
    final int[][] detectedEntry = new int[2][];
    /** Per side, per type: true when a side left with only such units has lost (battle rules' lostWithOnly). */
    private final boolean[][] remnant = new boolean[2][];
    /** Per side, per type: true when such units left alone are destroyed with the battle (a remnant's destroyed). */
    private final boolean[][] destroyedAlone = new boolean[2][];
    /** Whether both sides' volleys depend on the enemy only through an anti-submarine unit ({@link #firesByOwnUnits}). */
    final boolean byOwnUnits;

    /**
     * @param setup   the battle: its edition's battle rules, rule options, kind and technologies
     * @param rosters each side's unit types, in the battle's slot layout
     */
    FireEntries(BattleSetup setup, Roster[] rosters) {
        this.rosters = rosters;
        this.seaBattle = setup.kind() == BattleKind.SEA;
        this.lastTechnologyRound = setup.lastTechnologyRound();
        for (Side side : Side.values()) {
            Set<String> ids = new java.util.HashSet<>();
            setup.techs(side).forEach(t -> ids.add(t.id()));
            techIds.add(ids);
        }
        RuleSettings rules = setup.rules();
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
        boolean defenderOnlyUnescorted = rules.choice(RuleOption.UNESCORTED_TRANSPORTS, RuleOption.UnescortedTransports.class)
                == RuleOption.UnescortedTransports.DEFENDER_ALWAYS;
        for (Side side : Side.values()) {
            Roster r = rosters[side.ordinal()];
            remnant[side.ordinal()] = new boolean[r.types.length];
            destroyedAlone[side.ordinal()] = new boolean[r.types.length];
            for (BattleRules.Remnant rem : setup.edition().battle().lostWithOnly()) {
                if (rem.destroyed() && side == Side.ATTACKER && defenderOnlyUnescorted) {
                    continue; // the attacker's are fired upon as any other units (aacalc2's reading)
                }
                if (BattleRules.holds(rules, rem.when())) {
                    for (int t = 0; t < r.types.length; t++) {
                        boolean selected = rem.units().selects(r.types[t], side.role(), r.bombarding[t]);
                        remnant[side.ordinal()][t] |= selected;
                        destroyedAlone[side.ordinal()][t] |= selected && rem.destroyed();
                    }
                }
            }
        }
        boolean anyEnemy = false;
        boolean anyOwn = false;
        int lastRound = 0;
        for (List<FireRule> step : entries) {
            for (FireRule f : step) {
                anyEnemy |= f.enemy().isPresent();
                anyOwn |= f.unlessOwnAntiSubmarine();
                lastRound = Math.max(lastRound, f.lastRound());
            }
        }
        enemyRules = anyEnemy;
        ownRules = anyOwn;
        for (Roster r : rosters) {
            for (UnitType u : r.types) {
                lastRound = Math.max(lastRound, lastFireRound(u));
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
                        if (!f.also() && fires(side, f) && f.firers().selects(r.types[t], side.role(), r.bombarding[t])) {
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
        for (Side side : Side.values()) {
            int[][] byType = claims[side.ordinal()];
            detectsEntry[side.ordinal()] = new int[byType.length];
            detectedEntry[side.ordinal()] = new int[byType.length];
            for (int t = 0; t < byType.length; t++) {
                detectsEntry[side.ordinal()][t] = -1;
                detectedEntry[side.ordinal()][t] = -1;
                int[] c = byType[t];
                for (int i = 0; i + 3 < c.length; i += 2) {
                    FireRule f = entries.get(c[i]).get(c[i + 1]);
                    if (f.enemy().isPresent() && f.enemy().get().detects() && rosters[side.ordinal()].detectedSlot[t] >= 0) {
                        detectsEntry[side.ordinal()][t] = c[i] * 1024 + c[i + 1];
                        detectedEntry[side.ordinal()][t] = c[i + 2] * 1024 + c[i + 3];
                        break;
                    }
                }
            }
        }
        fillEntryTable(lastRound + 1);
        boolean damageValues = false;
        for (Roster r : rosters) {
            for (UnitType u : r.types) {
                damageValues |= !u.damaged().isEmpty();
            }
        }
        boolean boosting = false;
        for (Roster r : rosters) {
            boosting |= r.boosting;
        }
        // values fixed at the round's start: a damaged unit's, and the pairing of combined arms (a tactical bomber the
        // AA fire shoots down still gave its armor +1 that round, Global War G487-489)
        needsRoundStart = (damageValues || boosting) && valuesAtRoundStart.contains(true);
        stepFires = new boolean[entries.size()];
        for (int[][] byType : claims) {
            for (int[] c : byType) {
                for (int i = 0; i < c.length; i += 2) {
                    stepFires[c[i]] = true;
                }
            }
        }
        for (int st = 0; st < entries.size(); st++) {
            for (FireRule f : entries.get(st)) {
                stepFires[st] |= f.also();
            }
        }
        byOwnUnits = firesByOwnUnits(Side.ATTACKER) && firesByOwnUnits(Side.DEFENDER);
    }

    /**
     * @return true when what the side fires in any step depends on the enemy only through whether it has an
     *         anti-submarine unit (a destroyer): no entry of the side's units rolls a die per enemy unit (AA guns) and
     *         no boost of the side depends on an enemy unit
     */
    private boolean firesByOwnUnits(Side side) {
        return !rosters[side.ordinal()].boostsDependOnEnemy() && !anyEntry(side, f -> f.dice().perTarget());
    }

    /**
     * @return true when some entry the side's units fire in passes {@code test}: an entry a unit type of the side claims,
     *         or one every unit of the side joins ({@code also})
     */
    private boolean anyEntry(Side side, java.util.function.Predicate<FireRule> test) {
        for (int[] c : claims[side.ordinal()]) {
            for (int i = 0; i < c.length; i += 2) {
                if (test.test(entries.get(c[i]).get(c[i + 1]))) {
                    return true;
                }
            }
        }
        for (List<FireRule> step : entries) {
            for (FireRule f : step) {
                if (f.also() && fires(side, f) && test.test(f)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Fills {@link #entryTable} for rounds 1 .. {@code rounds} (needs {@link #claims}). */
    private void fillEntryTable(int rounds) {
        for (Side side : Side.values()) {
            for (int anti = 0; anti < 4; anti++) {
                int[][] byRound = new int[rounds][];
                for (int r = 1; r <= rounds; r++) {
                    int[] e = new int[rosters[side.ordinal()].types.length];
                    for (int t = 0; t < e.length; t++) {
                        e[t] = firesIn(side, t, (anti & 1) == 1, (anti & 2) == 2, r);
                    }
                    byRound[r - 1] = e;
                }
                entryTable[side.ordinal()][anti] = byRound;
            }
        }
    }

    /**
     * @return true when a step fires at the values units had at the start of the round and some unit's
     *         values change with damage, so the start of the round must be remembered within it
     */
    boolean needsRoundStart() {
        return needsRoundStart;
    }

    /**
     * @return true when, in every round, only the round's last step fires and what a side fires there depends on its
     *         own units and the round alone: no entry with an enemy rule (destroyers), no die per enemy unit (AA
     *         guns), no boost an enemy unit turns off
     */
    boolean lastStepOwnUnitsOnly() {
        int last = stepFires.length - 1;
        if (last < 0) {
            return false;
        }
        for (int st = 0; st < last; st++) {
            if (stepFires[st]) {
                return false;
            }
        }
        for (Side side : Side.values()) {
            if (anyEntry(side, f -> f.enemy().isPresent() || f.dice().perTarget())) {
                return false; // an entry a unit of this battle fires in looks at the enemy
            }
        }
        for (Roster r : rosters) {
            if (r.boostsDependOnEnemy()) {
                return false;
            }
        }
        return true;
    }

    /** @return true when units of this type hold a battle: a side left with units that do not has lost */
    boolean holdsBattle(Side side, int type) {
        return !remnant[side.ordinal()][type];
    }

    /**
     * @return true when units of this type, left on the board with no unit that holds the battle, are destroyed
     *         (1942 Second Edition's transports), not captured or left
     */
    boolean destroyedAlone(Side side, int type) {
        return destroyedAlone[side.ordinal()][type];
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
                if (byType[t].length > 0 && firesLater(side, t, 0)) {
                    h = Math.max(h, lastFireRound(rosters[side.ordinal()].types[t]) + 1);
                }
            }
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

    private static int lastFireRound(UnitType u) {
        int last = 0;
        for (int r : u.fireRounds()) {
            last = Math.max(last, r);
        }
        return last;
    }

    /** @return true when one of the type's claims from index {@code from} on can hit a unit of the other side */
    private boolean firesLater(Side side, int type, int from) {
        int[] c = claims[side.ordinal()][type];
        UnitType u = rosters[side.ordinal()].types[type];
        for (int i = from; i < c.length; i += 2) {
            FireRule f = entries.get(c[i]).get(c[i + 1]);
            if (EntryDice.value(u, side.role(), f, 0) > 0 && mayHit(side, type, f)) {
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
            targets.add(rosters[side.ordinal()].ownTargets[type]);
        }
        for (TargetClass tc : f.targets()) {
            targets.add(Targets.of(tc));
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
                    out.add(own.ownTargets[t]);
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
                        out.add(Targets.of(tc));
                    }
                }
            }
        }
        for (List<FireRule> step : entries) {
            for (FireRule f : step) {
                if (f.also() && f.chooser() == BattleRules.Chooser.OWNER && f.roles().contains(firer.role())) {
                    f.targets().forEach(tc -> out.add(Targets.of(tc)));
                }
            }
        }
        return out;
    }

    /**
     * @return true when some hits at {@code side} go to the surface ship the firer picks (an enemy naval fighter's
     *         or torpedo bomber's low roll in a sea battle, G945-953)
     */
    boolean shipsPickedByFirer(Side side) {
        if (!seaBattle) {
            return false;
        }
        for (UnitType u : rosters[side.opponent().ordinal()].types) {
            if (u.firerChooses() > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * @return whether an enemy unit's low roll may also pick a detected submarine of {@code side} (a Global War torpedo
     *         bomber, G1979-1982), at sea
     */
    boolean submarinesPickedByFirer(Side side) {
        return seaBattle && rosters[side.opponent().ordinal()].picksSubmarines();
    }

    /** @return the target sets of the volleys at {@code side} whose hits the firing side assigns (kamikaze dice) */
    Set<Targets> targetsChosenByFirer(Side side) {
        Set<Targets> out = new LinkedHashSet<>();
        Side firer = side.opponent();
        for (List<FireRule> step : entries) {
            for (FireRule f : step) {
                if (f.chooser() == BattleRules.Chooser.FIRER && f.roles().contains(firer.role())) {
                    for (TargetClass tc : f.targets()) {
                        out.add(Targets.of(tc));
                    }
                    if (f.targets().isEmpty()) {
                        out.add(Targets.ANY);
                    }
                }
            }
        }
        return out;
    }

    /** @return the entry (step × 1024 + index) a unit type fires in this round, or −1 for none */
    private int firesIn(Side s, int type, boolean enemyAntiSubmarine, boolean ownAntiSubmarine, int round) {
        int[] c = claims[s.ordinal()][type];
        for (int i = 0; i < c.length; i += 2) {
            FireRule f = entries.get(c[i]).get(c[i + 1]);
            if (f.enemy().isPresent() && f.enemy().get().cancels() && enemyAntiSubmarine || !f.firesIn(round)
                    || f.unlessOwnAntiSubmarine() && ownAntiSubmarine) {
                continue;
            }
            if (!rosters[s.ordinal()].types[type].firesIn(round)) {
                return -1; // a unit that fires only in some rounds does not fire in this one
            }
            return c[i] * 1024 + c[i + 1];
        }
        return -1;
    }

    /** @return true when any side has units a detecting entry's enemy rule covers (else {@link FireRules#sight} is never needed) */
    boolean anyDetecting() {
        for (int[] d : detectsEntry) {
            for (int code : d) {
                if (code >= 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** @return true when {@code side} fires in the entry: its role, and the technology the entry needs */
    private boolean fires(Side side, FireRule f) {
        return fires(side, f, techIds.get(side.ordinal()));
    }

    /**
     * @param techIds the ids of the side's technologies
     * @return true when {@code side} fires in the entry: its role, and the technology the entry needs
     */
    static boolean fires(Side side, FireRule f, Set<String> techIds) {
        return f.roles().contains(side.role()) && f.technology().map(techIds::contains).orElse(true);
    }
}
