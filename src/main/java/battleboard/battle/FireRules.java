package battleboard.battle;

import battleboard.edition.BattleRules;
import battleboard.edition.Domain;
import battleboard.edition.BattleRules.FireRule;
import battleboard.edition.RuleOption;
import battleboard.edition.RuleSettings;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The edition's battle rules for one battle played on a state: the fire entries that apply to it ({@link FireEntries})
 * interpreted into the {@link Volley volleys} of a step, which units strike first or are unseen in a round, and what
 * each side's fire depends on of the enemy. Knows no edition: every rule it plays comes from {@link BattleRules}.
 * Immutable (its cache of each side's volleys is bounded and thread-safe).
 */
final class FireRules {
    private final Roster[] rosters;
    /** Per step, whether its units fire at the values of the damage they had at the start of the round. */
    private final List<Boolean> valuesAtRoundStart;
    /** Per step, the fire entries that apply to this battle. */
    private final List<List<FireRule>> entries;
    /** {@link FireEntries#entryTable}. */
    private final int[][][][] entryTable;
    /** Whether any entry that applies changes with an enemy destroyer (else nobody looks for one). */
    private final boolean enemyRules;
    /** Whether any entry that applies changes with the firing side's own destroyer (1942 Second Edition aircraft). */
    private final boolean ownRules;
    /** {@code restricted-hits=present-units}: hits are ranked by the units the target side has on the board. */
    private final boolean rankByPresentUnits;
    /** Per side: the ids of its technologies (a fire entry may require one). */
    private final List<Set<String>> techIds;
    private final EntryDice dice;
    /** Per step: whether any unit of this battle can fire in it (else its volleys are empty without a look). */
    private final boolean[] stepFires;
    /** {@link FireEntries#detectsEntry} and {@link FireEntries#detectedEntry}. */
    private final int[][] detectsEntry;
    private final int[][] detectedEntry;

    /**
     * @param setup   the battle: its die, rule options and kind
     * @param rosters each side's unit types, in the battle's slot layout
     * @param table   the fire entries that apply to the battle, tabled once (this class keeps its own references to the
     *                tables it reads for each state)
     */
    FireRules(BattleSetup setup, Roster[] rosters, FireEntries table) {
        this.rosters = rosters;
        this.valuesAtRoundStart = table.valuesAtRoundStart;
        this.entries = table.entries;
        this.entryTable = table.entryTable;
        this.enemyRules = table.enemyRules;
        this.ownRules = table.ownRules;
        this.techIds = table.techIds;
        this.stepFires = table.stepFires;
        this.detectsEntry = table.detectsEntry;
        this.detectedEntry = table.detectedEntry;
        this.sideFireCached = table.byOwnUnits;
        RuleSettings rules = setup.rules();
        this.dice = new EntryDice(rosters, setup.edition().dieSides(), rules.choice(RuleOption.POOLED_DICE_REMAINDER,
                RuleOption.PooledDiceRemainder.class) == RuleOption.PooledDiceRemainder.EXTRA_DIE, setup.lowLuck(), entries,
                setup.kind() == BattleKind.SEA);
        this.rankByPresentUnits = rules.choice(RuleOption.RESTRICTED_HITS, RuleOption.RestrictedHits.class)
                == RuleOption.RestrictedHits.PRESENT_UNITS;
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
            out.sort((a, b) -> Integer.compare(breadth(r, a), breadth(r, b)));
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

    /** @return true when both sides' volleys are cached by their own units ({@link FireEntries#byOwnUnits}) */
    boolean sideFireCached() {
        return sideFireCached;
    }

    /** Whether both sides' volleys depend on the enemy only through an anti-submarine unit ({@link FireEntries#byOwnUnits}). */
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
            boolean here = f.also() ? FireEntries.fires(s, f, techIds.get(s.ordinal())) && f.firers().selects(roster.types[t], s.role(), roster.bombarding[t])
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
            if (here && n > 0 && alone(roster, mine, t)) {
                here = false; // a unit that fires beside units of some domains only, none of them left (W543)
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

    /**
     * @return true when units of type {@code t} fire only beside units of some domains ({@link UnitType.Limits#firesWith})
     *         and the side has none of them on the board that can be a casualty: World at War's long-range artillery with
     *         no ground troops left attacking (W543)
     */
    private static boolean alone(Roster roster, FightingSide mine, int t) {
        java.util.Optional<UnitType.Limits> limits = roster.types[t].limits();
        if (limits.isEmpty() || limits.get().firesWith().isEmpty()) {
            return false;
        }
        for (int o = 0; o < roster.types.length; o++) {
            if (roster.casualty[o] && limits.get().firesWith().contains(roster.types[o].domain()) && EntryDice.onBoard(roster, mine, o) > 0) {
                return false;
            }
        }
        return true;
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
                    && enemyHas(r.side(s.opponent()), strikeTargets(roster, t, f))) {
                striking |= 1L << t;
            } else if ((inEntry || entryOf[t] < 0) && f.enemy().orElseThrow().undetectedHitBy().isPresent()) {
                unseen |= 1L << t;
            }
        }
        return unseen == 0 && striking == 0 ? NO_SIGHT : new long[] {unseen, striking};
    }

    /**
     * What {@link #sight} reads of side {@code s}'s enemy at the start of a round: whether it has an anti-submarine unit,
     * and per unit type of {@code s} with a detecting entry, whether the enemy has a unit its hits may go to. Each is read
     * from the enemy's units on the board by type, which detection does not change.
     *
     * @return those reads as bits: two enemies of one class give {@code s} the same sight, its own units alike
     */
    long sightClass(Side s, FightingSide enemy) {
        int[] detects = detectsEntry[s.ordinal()];
        Roster roster = rosters[s.ordinal()];
        long c = enemyRules && hasAntiSubmarine(enemy) ? 1 : 0;
        for (int t = 0; t < detects.length; t++) {
            if (detects[t] >= 0) {
                FireRule f = entries.get(detects[t] / 1024).get(detects[t] % 1024);
                c |= enemyHas(enemy, strikeTargets(roster, t, f)) ? 2L << t : 0;
            }
        }
        return c;
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

    /** @return what the undetected units of type {@code t} may hit when they strike in their detecting entry {@code f} */
    private static Targets strikeTargets(Roster roster, int t, FireRule f) {
        return f.targets().isEmpty() ? roster.ownTargets[t] : Targets.of(f.targets().get(0));
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
