package battleboard.battle;

import battleboard.edition.BattleRules;
import battleboard.edition.Domain;
import battleboard.edition.BattleRules.FireRule;
import battleboard.edition.BattleRules.TargetClass;
import battleboard.edition.RuleOption;
import battleboard.edition.RuleSettings;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The edition's battle rules for one battle: the steps and fire entries that apply to it (by rule option
 * and battle kind), interpreted into the {@link Volley volleys} of a step. Knows no edition: every rule
 * it plays comes from {@link BattleRules}. Immutable.
 */
final class FireRules {
    private final Roster[] rosters;
    private final int sides;
    private final boolean seaBattle;
    private final List<Step> steps = new ArrayList<>();
    /** Per step, whether its units fire at the values of the damage they had at the start of the round. */
    private final List<Boolean> valuesAtRoundStart = new ArrayList<>();
    /** Per step, the fire entries that apply to this battle. */
    private final List<List<FireRule>> entries = new ArrayList<>();
    /** Per side, per unit type: the entries that select it, in order, as (step, entry) pairs. */
    private final int[][][] claims;
    private final int lastTechnologyRound;
    /**
     * Per side, per destroyers (1 an enemy one, + 2 an own one), per round from 1 (the last standing for all later):
     * {@link #entries}.
     */
    private final int[][][][] entryTable = new int[2][4][][];
    /** Whether any entry that applies changes with an enemy destroyer (else nobody looks for one). */
    private final boolean enemyRules;
    /** Whether any entry that applies changes with the firing side's own destroyer (1942 Second Edition aircraft). */
    private final boolean ownRules;
    /** {@code restricted-hits=present-units}: hits are ranked by the units the target side has on the board. */
    private final boolean rankByPresentUnits;
    /** Per side: the ids of its technologies (a fire entry may require one). */
    private final List<Set<String>> techIds = new ArrayList<>();
    private final EntryDice dice;
    private final boolean needsRoundStart;
    /** Per step: whether any unit of this battle can fire in it (else its volleys are empty without a look). */
    private final boolean[] stepFires;
    /**
     * Per side, per type: the entry (step × 1024 + index) whose enemy rule detects units of the type one for
     * one, and the entry its detected units fire in instead (its next claim); -1 when none.
     */
    private final int[][] detectsEntry = new int[2][];
    private final int[][] detectedEntry = new int[2][];
    /** Per side, per type: true when a side left with only such units has lost (battle rules' lostWithOnly). */
    private final boolean[][] remnant = new boolean[2][];
    /** Per side, per type: true when such units left alone are destroyed with the battle (a remnant's destroyed). */
    private final boolean[][] destroyedAlone = new boolean[2][];

    FireRules(BattleSetup setup, Roster[] rosters) {
        this.rosters = rosters;
        this.sides = setup.edition().dieSides();
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
        this.dice = new EntryDice(rosters, sides, rules.choice(RuleOption.POOLED_DICE_REMAINDER, RuleOption.PooledDiceRemainder.class)
                == RuleOption.PooledDiceRemainder.EXTRA_DIE, setup.lowLuck(), entries, seaBattle);
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
        rankByPresentUnits = rules.choice(RuleOption.RESTRICTED_HITS, RuleOption.RestrictedHits.class)
                == RuleOption.RestrictedHits.PRESENT_UNITS;
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
        needsRoundStart = damageValues && valuesAtRoundStart.contains(true);
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
        sideFireCached = firesByOwnUnits(Side.ATTACKER) && firesByOwnUnits(Side.DEFENDER);
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
        return u.fireRounds().stream().mapToInt(Integer::intValue).max().orElse(0);
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

    /**
     * The volleys fired in a step, their dice fixed by the units on the board at its start.
     *
     * @return the volleys, most restrictive targets first; empty when nobody fires
     */
    List<Volley> volleys(RoundState r, Step step) {
        if (!stepFires[step.index()]) {
            return List.of();
        }
        List<Volley> out = new ArrayList<>(4);
        for (Side s : Side.values()) {
            if (r.side(s).retreating) {
                continue; // a defender trying to retreat forgoes its fire (G2183-2185)
            }
            if (sideFireCached()) {
                boolean enemyAntiSubmarine = enemyRules && hasAntiSubmarine(r.side(s.opponent()));
                out.addAll(sideFire.get(new SideFire(r.side(s), step.index(), r.round(), enemyAntiSubmarine),
                        k -> sideVolleys(r, s, step, enemyAntiSubmarine)));
            } else {
                out.addAll(sideVolleys(r, s, step, enemyRules && hasAntiSubmarine(r.side(s.opponent()))));
            }
        }
        return ranked(r, out);
    }

    /**
     * @param out volleys, a list this method may reorder
     * @return them in the order their hits are assigned, most restrictive first ({@link #breadth}; a stable sort keeps
     *         entry order among equals), unmodifiable
     */
    private List<Volley> ranked(RoundState r, List<Volley> out) {
        if (out.size() > 1) {
            out.sort(Comparator.comparingInt(v -> breadth(r, v)));
        }
        return List.copyOf(out);
    }

    /**
     * The volleys one side fires in a step, when its fire depends on its own units, the round and an enemy destroyer
     * alone and the order of its volleys on their targets alone ({@link #ownUnitsFire()}): those of {@link #volleys}
     * whose firer is {@code s}, in the same order.
     *
     * @param r the battle at the start of the step (of the enemy, only whether it has an anti-submarine unit is read)
     */
    List<Volley> volleysOf(RoundState r, Side s, Step step) {
        if (!stepFires[step.index()] || r.side(s).retreating) {
            return List.of();
        }
        List<Volley> out = sideVolleys(r, s, step, (enemyClass(r.side(s.opponent())) & 1) == 1);
        // stable: as volleys() orders them, whose sort keeps each side's entry order among equals
        return out.size() > 1 ? ranked(r, new ArrayList<>(out)) : out;
    }

    /**
     * @return what the enemy's fire, in its order, depends on of {@code enemyOf}: bit 0, that the battle has enemy rules
     *         and it has an anti-submarine unit on the board; under {@code restricted-hits=present-units}, bit 1 + t for
     *         each of its unit types t that can be a casualty and has a unit on the board
     */
    long enemyClass(FightingSide enemyOf) {
        long anti = enemyRules && hasAntiSubmarine(enemyOf) ? 1 : 0;
        if (!rankByPresentUnits) {
            return anti;
        }
        // volleys at this side are ranked by which of its unit types are on the board (breadth)
        Roster roster = rosters[enemyOf.side.ordinal()];
        long present = 0;
        for (int t = 0; t < roster.types.length; t++) {
            if (roster.casualty[t] && EntryDice.onBoard(roster, enemyOf, t) > 0) {
                present |= 1L << t;
            }
        }
        return present << 1 | anti;
    }

    /**
     * @return true when what each side fires in a step, in its order, depends on its own units, the round and the enemy's
     *         {@link #enemyClass} alone: {@link #sideFireCached()}, and under {@code restricted-hits=present-units} (which
     *         ranks volleys by the unit types the target side has) no more than 62 unit types a side
     */
    boolean ownUnitsFire() {
        return sideFireCached && (!rankByPresentUnits || rosters[0].types.length < 63 && rosters[1].types.length < 63);
    }

    /**
     * @return how restrictive a volley's targets are against the units its target side has on the board at the start
     *         of the step, for the order in which hits are assigned (most restrictive first): its targets'
     *         {@link Targets#breadth()}; under {@code restricted-hits=present-units}, that of hits at any unit when they
     *         admit every unit of the side on the board (submarine hits against ships alone restrict nothing, so hits
     *         that cannot take a submarine go first: 1942 Second Edition, as aacalc2 src/solveone.ts:408-418 assigns them)
     */
    private int breadth(RoundState r, Volley v) {
        int b = v.targets().breadth();
        if (!rankByPresentUnits || b == 0 || b >= Domain.values().length) {
            return b;
        }
        Roster roster = rosters[v.target().ordinal()];
        boolean[] admitted = roster.mask(v.targets());
        FightingSide f = r.side(v.target());
        for (int t = 0; t < admitted.length; t++) {
            if (!admitted[t] && roster.casualty[t] && EntryDice.onBoard(roster, f, t) > 0) {
                return b;
            }
        }
        return Domain.values().length;
    }

    /** @return true when both sides' volleys are cached by their own units ({@link #firesByOwnUnits}) */
    boolean sideFireCached() {
        return sideFireCached;
    }

    /** Whether both sides' volleys depend on the enemy only through an anti-submarine unit ({@link #firesByOwnUnits}). */
    private final boolean sideFireCached;

    /** What a side fires in a step, when it depends on its own units, the round and an enemy destroyer alone. */
    private record SideFire(FightingSide mine, int step, int round, boolean enemyAntiSubmarine) {
        @Override
        public int hashCode() {
            return ((mine.hashCode() * 31 + step) * 31 + round) * 2 + (enemyAntiSubmarine ? 1 : 0);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof SideFire k && k.step == step && k.round == round && k.enemyAntiSubmarine == enemyAntiSubmarine
                    && k.mine.equals(mine);
        }
    }

    /**
     * Each side's volleys by what they depend on: the exact solver asks for every pair of compositions, of which each
     * side's fire depends on its own; bounded like the round model's memo tables.
     */
    private final BoundedCache<SideFire, List<Volley>> sideFire = new BoundedCache<>();

    /** The volleys one side fires in a step, in entry order. */
    private List<Volley> sideVolleys(RoundState r, Side s, Step step, boolean enemyAntiSubmarine) {
        List<Volley> out = new ArrayList<>(2);
        List<FireRule> stepEntries = entries.get(step.index());
        int[] entryOf = null;
        for (int e = 0; e < stepEntries.size(); e++) {
            FireRule f = stepEntries.get(e);
            if (!f.firesIn(r.round()) || !f.roles().contains(s.role())) {
                continue;
            }
            if (entryOf == null) {
                entryOf = entries(s, enemyAntiSubmarine, ownRules && hasAntiSubmarine(r.side(s)), r.round());
            }
            fire(r, s, step.index() * 1024 + e, f, entryOf, enemyAntiSubmarine, valuesAtRoundStart.get(step.index()), out);
        }
        return List.copyOf(out);
    }

    /**
     * @return per unit type of the side, the entry (step × 1024 + index) it fires in this round, or −1;
     *         from a table, as it depends only on the side, an enemy destroyer, an own destroyer and the round
     */
    private int[] entries(Side s, boolean enemyAntiSubmarine, boolean ownAntiSubmarine, int round) {
        return entryTable[s.ordinal()][(enemyAntiSubmarine ? 1 : 0) + (ownAntiSubmarine ? 2 : 0)]
                [Math.min(round, entryTable[0][0].length) - 1];
    }

    /** The volleys of one entry for one side: the units that fire in it this round. */
    private void fire(RoundState r, Side s, int code, FireRule f, int[] entryOf, boolean enemyAntiSubmarine,
                      boolean atRoundStart, List<Volley> out) {
        Roster roster = rosters[s.ordinal()];
        FightingSide mine = r.side(s);
        List<Integer> firing = new ArrayList<>(2);
        int[] limit = null;
        int[] detects = detectsEntry[s.ordinal()];
        for (int t = 0; t < roster.types.length; t++) {
            boolean here = f.also() ? fires(s, f) && f.firers().selects(roster.types[t], s.role(), roster.bombarding[t])
                    : entryOf[t] == code;
            int n = EntryDice.onBoard(roster, mine, t);
            boolean split = !f.also() && detects[t] >= 0 && entryOf[t] == detects[t];
            if (split) {
                // detection splits the type: the undetected units fire in the detecting entry, the detected ones
                // in the next entry that selects them (G2036-2041)
                int detected = Math.min(n, mine.alive[roster.detectedSlot[t]]);
                if (code == detects[t]) {
                    n -= detected;
                } else {
                    here = code == detectedEntry[s.ordinal()][t];
                    n = detected;
                }
            }
            if (here && n > 0) {
                if (split) {
                    if (limit == null) {
                        limit = new int[roster.types.length];
                        java.util.Arrays.fill(limit, -1);
                    }
                    limit[t] = n;
                }
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
            dice.perTarget(s, firing, mine, r.side(s.opponent()), f, removal, r.round(), out);
        } else {
            dice.perUnit(s, firing, limit, mine, r.side(s.opponent()), f, removal, r.round(), atRoundStart, out);
        }
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

    /** No unit unseen and none striking first: {@link #sight}'s answer in most battles. */
    private static final long[] NO_SIGHT = new long[2];

    /**
     * Which of a side's undetected units strike first this round, and which may be hit only by the enemy units the
     * battle rules name (Global War 1939: "Undetected submarines may only be fired upon by enemy submarines"; a sub
     * that "uses its first strike ability ... is considered detected for 1 round of combat", G2055-2057,
     * G2062-2064). An undetected unit of a type strikes when it fires in its detecting entry this round with a value
     * above 0 and the enemy has a unit its hits may go to (a submarine fires only at sea units, G2043); one that
     * fires nowhere, or makes no strike, is unseen when the entry's enemy rule has {@code undetectedHitBy}.
     *
     * @param r the battle at the start of the round, detection done
     * @param s the side
     * @return {unseen, striking}, each a set of the side's unit types (bit {@code 1L << type})
     */
    long[] sight(RoundState r, Side s) {
        int[] detects = detectsEntry[s.ordinal()];
        Roster roster = rosters[s.ordinal()];
        FightingSide mine = r.side(s);
        long unseen = 0;
        long striking = 0;
        int[] entryOf = null;
        for (int t = 0; t < detects.length; t++) {
            if (detects[t] < 0) {
                continue;
            }
            int n = EntryDice.onBoard(roster, mine, t);
            if (n - Math.min(n, mine.alive[roster.detectedSlot[t]]) == 0) {
                continue; // no undetected unit of this type
            }
            if (entryOf == null) {
                entryOf = entries(s, enemyRules && hasAntiSubmarine(r.side(s.opponent())), ownRules && hasAntiSubmarine(mine),
                        r.round());
            }
            FireRule f = entries.get(detects[t] / 1024).get(detects[t] % 1024);
            boolean inEntry = entryOf[t] == detects[t];
            if (inEntry && !mine.retreating && EntryDice.value(roster.type(t, r.round()), s.role(), f, 0) > 0
                    && enemyHas(r.side(s.opponent()), f.targets().isEmpty() ? roster.ownTargets[t] : Targets.of(f.targets().get(0)))) {
                striking |= 1L << t;
            } else if ((inEntry || entryOf[t] < 0) && f.enemy().orElseThrow().undetectedHitBy().isPresent()) {
                unseen |= 1L << t;
            }
        }
        return unseen == 0 && striking == 0 ? NO_SIGHT : new long[] {unseen, striking};
    }

    /** @return true when any side has units a detecting entry's enemy rule covers (else {@link #sight} is never needed) */
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

    /**
     * @return {@code striking} without the types whose detecting entry is in {@code step} or earlier: once the step in
     *         which they strike is over, their units are lost as any others (detected ones first)
     */
    long strikingAfter(Side s, Step step, long striking) {
        int[] detects = detectsEntry[s.ordinal()];
        long left = striking;
        for (int t = 0; t < detects.length && left != 0; t++) {
            if ((left & (1L << t)) != 0 && detects[t] / 1024 <= step.index()) {
                left &= ~(1L << t);
            }
        }
        return left;
    }

    /** @return true when the enemy side has a unit alive that hits at {@code targets} may go to */
    private boolean enemyHas(FightingSide enemy, Targets targets) {
        Roster roster = rosters[enemy.side.ordinal()];
        boolean[] mask = roster.mask(targets);
        for (int t = 0; t < mask.length; t++) {
            if (mask[t] && roster.count(enemy.alive, t) > 0) {
                return true;
            }
        }
        return false;
    }

    /** @return true when {@code side} fires in the entry: its role, and the technology the entry needs */
    private boolean fires(Side side, FireRule f) {
        return f.roles().contains(side.role()) && f.technology().map(techIds.get(side.ordinal())::contains).orElse(true);
    }

    private static Removal removal(BattleRules.Removal r) {
        return r == BattleRules.Removal.AFTER_STEP ? Removal.AFTER_STEP : Removal.AFTER_ROUND;
    }

    private boolean hasAntiSubmarine(FightingSide f) {
        Roster roster = rosters[f.side.ordinal()];
        for (int t = 0; t < roster.types.length; t++) {
            if (roster.types[t].antiSubmarine() && roster.casualty[t] && EntryDice.onBoard(roster, f, t) > 0) {
                return true;
            }
        }
        return false;
    }
}
