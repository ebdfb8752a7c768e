package battleboard.battle;

import battleboard.edition.Domain;
import battleboard.edition.RuleOption;
import battleboard.edition.UnitType;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The rules of one round of combat, written once and run by both solvers. A round is a list of
 * {@link Step steps}; in each step both sides fire {@link Volley volleys} whose dice are fixed at the
 * start of the step, the owners assign the hits by their order of loss, and casualties leave the
 * board at the end of the step or of the round ({@link Removal}).
 *
 * <p>{@link #playRound} composes these pieces for interpreters that draw one outcome per
 * {@link Chance#hits} call (Monte Carlo, scripted dice). The exact solver composes the same pieces
 * ({@link #volleys}, {@link #takeHits}, {@link #endStep}, {@link #endRound}) over every outcome of each
 * volley; because a step's volleys are simultaneous and each side's casualties depend only on the
 * hits it takes, it can enumerate each side separately.
 *
 * <p>The steps and who fires in each come from the edition's battle rules
 * ({@link battleboard.edition.BattleRules}, the {@code battle} section of its file), interpreted by
 * {@link FireEntries} and {@link FireRules}: this class knows no edition. It keeps what happens between rounds: the status of a
 * battle, the retreat and submerge decisions, the reachable compositions, and the IPC and survivor
 * figures of a side.
 *
 * <p>Immutable and thread-safe.
 */
public final class RoundModel {
    /**
     * Entries each memo table holds before it is emptied: bounds memory on large battles (the exact solver counts them
     * in its memory guard); a state is seldom asked about again once the solver has moved past it, so 20,000 entries
     * solve as fast as 200,000 did (measured on a 106,251-state battle with a retreat policy).
     */
    public static final int MEMO_LIMIT = BoundedCache.LIMIT;

    private final BattleSetup setup;
    private final Roster[] rosters;
    private final FireRules fire;
    /** The steps of a round, in order. */
    private final List<Step> steps;
    /** The rounds after which the attacker breaks off whatever is left, if any (see {@link #roundLimit(BattleSetup, Roster)}). */
    private final java.util.OptionalInt roundLimit;
    /** The rounds after which the attacker breaks off while the defender has a Chinese unit on the board, if any. */
    private final java.util.OptionalInt chineseLimit;
    private final Decisions choices;
    final Casualties casualties;
    final Compositions compositions;
    /** What each side has on the board: defeated, left alone, its submarines detected. */
    private final Presence presence;
    /** The state at the start of a round and each step's volleys. */
    private final RoundFire roundFire;
    /** How the battle stands between rounds. */
    private final Standing standing;
    private final int horizon;
    /** Whether either side has units enemy destroyers detect. */
    private final boolean detection;
    /** Whether only the round's last step fires, each side's fire there by its own units ({@link FireEntries#lastStepOwnUnitsOnly}). */
    private final boolean separable;

    private RoundModel(BattleSetup setup) {
        this.setup = setup;
        this.rosters = new Roster[] {new Roster(Side.ATTACKER, setup), new Roster(Side.DEFENDER, setup)};
        Roster att = rosters[0];
        this.detection = rosters[0].detectable() || rosters[1].detectable();
        FireEntries table = new FireEntries(setup, rosters);
        this.fire = new FireRules(setup, rosters, table);
        this.steps = table.steps;
        this.presence = new Presence(setup, rosters, table);
        this.casualties = new Casualties(setup, rosters);
        boolean defenderHasCasualties = rosters[1].casualties(rosters[1].initial().countsShared()) > 0;
        this.roundLimit = roundLimit(setup, att);
        Standing.BreakOff breakOff = Standing.BreakOff.of(setup, rosters[1]);
        this.chineseLimit = breakOff.rounds();
        RetreatPolicy retreat = setup.retreat();
        if (retreat.needsStateValues()) {
            throw new IllegalArgumentException(retreat.describe() + " needs the exact solver's state values");
        }
        boolean amphibiousAircraftOnly = setup.amphibiousRetreat().equals(Optional.of(RuleOption.AmphibiousRetreat.AIRCRAFT_ONLY));
        this.choices = new Decisions(presence, setup, rosters, amphibiousAircraftOnly, casualties.retreats);
        this.compositions = new Compositions(setup, rosters, table, choices, amphibiousAircraftOnly, casualties);
        this.roundFire = new RoundFire(table, fire, presence, choices, detection);
        // a defender with units that cannot hold the battle (AA guns) fires them in round 1 even when it has
        // nothing else: round 1 must be its own round position
        boolean spared = false;
        for (int t = 0; t < rosters[1].types.length; t++) {
            spared |= !presence.holds(Side.DEFENDER, t) && table.firesAtSomething(Side.DEFENDER, t);
        }
        int firstRoundOnly = Math.max(table.horizon(), spared ? 2 : 1);
        int afterRound = retreat instanceof RetreatPolicy.AfterRound a ? a.rounds() + 1 : 1;
        // the defender's retreat starts in round 2 at the earliest (G2175-2176)
        RetreatPolicy defenderRetreat = setup.defenderRetreat();
        afterRound = Math.max(afterRound, defenderRetreat instanceof RetreatPolicy.AfterRound a ? a.rounds() + 1
                : defenderRetreat instanceof RetreatPolicy.AtUnits ? 2 : 1);
        int limit = Math.max(roundLimit.orElse(0), chineseLimit.orElse(0));
        this.horizon = Math.max(Math.max(firstRoundOnly, limit + 1), Math.max(afterRound, choices.any() ? 2 : 1));
        this.separable = table.lastStepOwnUnitsOnly();
        this.standing = new Standing(setup, presence, roundFire, choices, casualties, steps, roundLimit, breakOff, horizon,
                defenderHasCasualties);
    }

    /**
     * The smallest of the attacking units' limits (Chinese attacks: one round, S004 L46) and the rule option's when it
     * holds whatever is left ({@code round-limit=one-round-always}, the rules digest's reading of S004 L54).
     */
    private static java.util.OptionalInt roundLimit(BattleSetup setup, Roster attacker) {
        int limit = setup.rules().choice(RuleOption.ROUND_LIMIT, RuleOption.RoundLimit.class)
                == RuleOption.RoundLimit.ONE_ROUND_ALWAYS ? 1 : Integer.MAX_VALUE;
        for (UnitType u : attacker.types) {
            if (u.attackRoundLimit() > 0) {
                limit = Math.min(limit, u.attackRoundLimit());
            }
        }
        return limit == Integer.MAX_VALUE ? java.util.OptionalInt.empty() : java.util.OptionalInt.of(limit);
    }

    /**
     * Whether a round's outcome splits into two independent parts: between rounds nothing is decided (no retreat,
     * submerge or defender-retreat policy, no round limit, no detection, no roll at the end of a round), only the
     * round's last step fires, and what each side fires there depends on its own units and the round alone. Then
     * the dice each composition fires and the composition each number of hits leaves are the same against every
     * enemy composition, and the exact solver tabulates them once per composition (on primitive arrays) instead
     * of playing the round for each pair of compositions.
     *
     * @return true when rounds are separable in that sense
     */
    public boolean separableRounds() {
        return separable && !detection && !choices.any() && roundLimit.isEmpty() && chineseLimit.isEmpty()
                && setup.defenderRetreat() instanceof RetreatPolicy.Never
                && !randomRoundEnd(Side.ATTACKER) && !randomRoundEnd(Side.DEFENDER);
    }

    /**
     * @return the number of rounds after which the attacker may have to break off, if any: whatever is left (a Chinese
     *         attack, {@code round-limit=one-round-always}) or while the defender has a Chinese unit on the board
     *         ({@code round-limit=one-round}, S004 L54); the smaller when both apply
     */
    public java.util.OptionalInt roundLimit() {
        if (roundLimit.isPresent() && chineseLimit.isPresent()) {
            return java.util.OptionalInt.of(Math.min(roundLimit.getAsInt(), chineseLimit.getAsInt()));
        }
        return roundLimit.isPresent() ? roundLimit : chineseLimit;
    }

    /**
     * @param setup a checked battle, with no rolls before it
     * @return the round model for it
     * @throws IllegalArgumentException when the battle has rolls before it ({@link BattleSetup#preBattle()}), which
     *                                  make it a mixture of battles that only {@code battleboard.solve.Solver} plays
     */
    public static RoundModel of(BattleSetup setup) {
        if (!setup.preBattle().isNone()) {
            // a round model plays one battle; rolls before it make a mixture of battles (battleboard.solve.Solver)
            throw new IllegalArgumentException("rolls before the battle (" + setup.preBattle().describe()
                    + ") make several battles: solve it with battleboard.solve.Solver");
        }
        return new RoundModel(setup);
    }

    /** @return the battle this model plays */
    public BattleSetup setup() {
        return setup;
    }

    /**
     * A position in this battle, in this model's layout: each side's units with how many of them are
     * damaged. Every unit type must be one the setup's forces have (the layout has no slot for others).
     *
     * @param attacker        attacking units
     * @param attackerDamaged attacking units that have taken one hit (multi-hit units only)
     * @param defender        defending units
     * @param defenderDamaged defending units that have taken one hit
     * @param round           the round about to be fought, from 1
     * @return the state
     * @throws IllegalArgumentException naming a unit the setup does not field, or an impossible count
     */
    public BattleState position(Force attacker, Force attackerDamaged, Force defender, Force defenderDamaged, int round) {
        return new BattleState(Math.min(round, horizon), side(Side.ATTACKER, attacker, attackerDamaged),
                side(Side.DEFENDER, defender, defenderDamaged));
    }

    private SideState side(Side side, Force units, Force damaged) {
        return compositions.side(side, units, Damage.oneHit(damaged));
    }

    /**
     * A position in this battle, with units damaged at any level (a Global War Yamato with 2 hits taken).
     *
     * @param attackerDamage attacking units that have taken hits, by damage level
     * @param defenderDamage defending units that have taken hits, by damage level
     * @return the state
     * @throws IllegalArgumentException naming a unit the setup does not field, or an impossible count
     * @see #position(Force, Force, Force, Force, int)
     */
    public BattleState position(Force attacker, Damage attackerDamage, Force defender, Damage defenderDamage, int round) {
        return new BattleState(Math.min(round, horizon), compositions.side(Side.ATTACKER, attacker, attackerDamage),
                compositions.side(Side.DEFENDER, defender, defenderDamage));
    }

    /** @return the state before the first round fought (round 1 unless the setup starts later) */
    public BattleState initialState() {
        return new BattleState(Math.min(setup.startRound(), horizon), rosters[0].initial(), rosters[1].initial());
    }

    /**
     * @return the number of distinct round positions: rounds at or after it play alike (2 when
     *         something happens in the first round only, such as AA fire or bombardment; one more than
     *         the round limit when there is one; else 1)
     */
    public int roundHorizon() {
        return horizon;
    }

    /** @return the round position after {@code round} */
    public int nextRound(int round) {
        return Math.min(round + 1, horizon);
    }

    /** @return the steps of a round, in order, as the edition's battle rules state them */
    public List<Step> steps() {
        return steps;
    }

    /**
     * @param id a step id of the edition's battle rules, e.g. {@code "opening-fire"}
     * @return the step
     * @throws IllegalArgumentException when this battle has no such step
     */
    public Step step(String id) {
        return steps.stream().filter(s -> s.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no step '" + id + "' in this battle"));
    }

    /**
     * @return the state at the start of a round: each side's submarines detected by the enemy's destroyers
     *         when the edition has detection (Global War: one per destroyer, those detected before staying so)
     */
    public RoundState startRound(BattleState s) {
        return roundFire.startRound(s);
    }

    /**
     * @return whether each side of {@link #startRound}'s result depends only on the round, that side's own units and the
     *         enemy's {@link #startClass}: true when the defender never retreats, so that a caller may keep each side's
     *         start of the round apart
     */
    public boolean startsBySide() {
        return setup.defenderRetreat() instanceof RetreatPolicy.Never;
    }

    /**
     * @return what a side's start of the round reads of {@code enemy}, when {@link #startsBySide()}: its destroyers, which
     *         detect {@code side}'s submarines (Global War G2036-2037), and whether it has units {@code side}'s undetected
     *         units may strike first at (G2055-2057); both 0 where the battle has neither. Two enemies of one class give
     *         the side the same start
     */
    public StartClass startClass(Side side, SideState enemy) {
        return roundFire.startClass(side, enemy);
    }

    /** @return the side's units detected by the enemy (sticky detection), a tie-break for ordering states */
    public int detected(Side side, SideState s) {
        return presence.detected(side, s);
    }

    /**
     * @return the memo tables this model fills, of up to {@link #MEMO_LIMIT} entries each: the plans of states, and
     *         either each side's fire (cached by its own units, {@code FireRules}) or each step's volleys by state
     */
    public int memoTables() {
        return 1 + roundFire.memoTables();
    }

    /**
     * The volleys fired in a step, their dice fixed by the units on the board at its start.
     *
     * @param r    the battle at the start of the step
     * @param step the step
     * @return the volleys, most restrictive targets first; empty when nobody fires
     */
    public List<Volley> volleys(RoundState r, Step step) {
        return roundFire.volleys(r, step);
    }

    /**
     * @return true when what each side fires in a step depends only on its own units, the round and whether the enemy
     *         has an anti-submarine unit (a destroyer), and, where volleys are ranked by the unit types the target side has
     *         (1942 Second Edition's {@code restricted-hits=present-units}), on which of them it has: no die rolled per
     *         enemy unit (AA guns), no boost an enemy unit turns off; then {@link #volleysOf} and {@link #fireClass} give
     *         each side's fire apart
     */
    public boolean firesByOwnUnits() {
        return fire.ownUnitsFire();
    }

    /**
     * The volleys one side fires in a step, when {@link #firesByOwnUnits()}: those of {@link #volleys} it fires, in the
     * same order. Not memoized: the caller keeps what it needs.
     *
     * @param r     the battle at the start of the step; of the enemy, only {@link #fireClass} is read
     * @param firer the side firing
     * @throws IllegalStateException when the battle's fire does not depend on each side's own units alone
     */
    public List<Volley> volleysOf(RoundState r, Side firer, Step step) {
        if (!fire.ownUnitsFire()) {
            throw new IllegalStateException("each side's fire depends on the enemy's units in this battle");
        }
        return fire.volleysOf(r, firer, step);
    }

    /**
     * A side as its own fire sees it, for a caller that keeps each side's fire ({@link #volleysOf}): where what a side
     * fires depends only on its units on the board (no detection, no sighting: a marked casualty that is still on the
     * board fires as it would alive, and one that may not fire has left the board when its step ended), its marked
     * casualties counted alive; else the side itself. Ways of a round that differ only in which units are marked then
     * share one fire.
     *
     * @return a side that fires the same volleys as {@code f} in every step, against every enemy
     */
    public FightingSide fireView(FightingSide f) {
        return roundFire.firesByUnitsOnBoard() ? f.marksOnBoard() : f;
    }

    /**
     * A side as the end of the round sees it, for a caller that tables each side's last step: where no unit is expended
     * at a step's end (Revised Kamikaze and Kaiten, L2980-2995), the side with its marked casualties dropped, since hits
     * are assigned by the units alive and the round's end keeps those; else the side itself. Ways of a round that differ
     * only in which units were marked then share their last step.
     *
     * @return a side whose last step of the round ({@link #takeEachHit}, {@link #takeHits}, then {@link #endStep} and
     *         {@link #endRound(FightingSide)}) ends as {@code f}'s does under every volley and count of hits
     */
    public FightingSide endView(FightingSide f) {
        return casualties.endView(f);
    }

    /**
     * @return what of {@code enemyOf} the other side's fire depends on, when {@link #firesByOwnUnits()}: two sides of equal
     *         class draw the same volleys, in the same order, from the same firer (bit 0: it has an anti-submarine unit on
     *         the board that the battle's rules look at; under {@code restricted-hits=present-units}, bit 1 + t: it has a
     *         unit of type t on the board)
     */
    public long fireClass(FightingSide enemyOf) {
        return fire.enemyClass(enemyOf);
    }

    /**
     * @return the most hits (successful dice) the volley can usefully score on {@code target}: the hit
     *         points of the units it may hit, divided by the casualties each hit inflicts and rounded up;
     *         further hits are wasted
     */
    public int hitCapacity(FightingSide target, Volley v) {
        return casualties.hitCapacity(target, v);
    }

    /**
     * Assigns a volley's hits to the target side by its order of loss (or as the firer chooses).
     *
     * @param target the side hit (must be {@code v.target()})
     * @param v      the volley
     * @param hits   hits scored, at least 0, each inflicting {@link Volley#hitsEach()} casualties; hits beyond
     *               {@link #hitCapacity} are wasted
     * @return the side with its new casualties marked
     */
    public FightingSide takeHits(FightingSide target, Volley v, int hits) {
        return casualties.takeHits(target, v, hits);
    }

    /**
     * The side after each count of a volley's hits, 0 to {@code most}, by its order of loss (or as the firer chooses):
     * entry h is {@link #takeHits(FightingSide, Volley, int) takeHits(target, v, h)}, made in one pass.
     *
     * @param most the most hits, at least 0 (usually {@link #hitCapacity})
     * @return {@code most + 1} sides; entry 0 is {@code target}
     */
    public FightingSide[] takeEachHit(FightingSide target, Volley v, int most) {
        return casualties.takeEachHit(target, v, most);
    }

    /**
     * Assigns a volley's hits when some are the firer's to place ({@link Volley#chosenUpTo()}): those first, at the
     * most expensive enemy ship, then the rest by the target's order of loss.
     *
     * @param chosen hits whose die let the firer choose the ship, 0 .. {@code hits}
     * @return the side with its new casualties marked
     */
    public FightingSide takeHits(FightingSide target, Volley v, int hits, int chosen) {
        return casualties.takeHits(target, v, hits, chosen);
    }

    /** @return the side after the step: the casualties whose time is the end of this step removed */
    public FightingSide endStep(FightingSide f, Step step) {
        FightingSide after = casualties.endStep(f, step);
        return after.striking == 0 ? after : after.withSight(after.unseen, fire.strikingAfter(f.side, step, after.striking));
    }

    /**
     * @return the side's units for the next round: every casualty removed; damaged units stay damaged (a
     *         Revised battleship is repaired only after the combat, L1780–1786)
     */
    public SideState endRound(FightingSide f) {
        return casualties.endRound(f);
    }
    /**
     * Plays one round, drawing every hit count from {@code chance}.
     *
     * @param s      a battle that is {@link Status#ONGOING}
     * @param chance the dice
     * @return the battle after the round
     */
    public BattleState playRound(BattleState s, Chance chance) {
        List<Volley> first = standing.firstVolleys(s);
        RoundState r = startRound(s);
        for (Step step : steps) {
            FightingSide a = r.attacker();
            FightingSide d = r.defender();
            List<Volley> volleys = step.index() == 0 ? first : volleys(r, step);
            for (Volley v : volleys) {
                int hits = chance.hits(v.dice());
                int chosen = v.chosenUpTo() > 0 && hits > 0 ? chance.hits(v.chosenDice(hits)) : 0;
                if (v.target() == Side.ATTACKER) {
                    a = takeHits(a, v, hits, chosen);
                } else {
                    d = takeHits(d, v, hits, chosen);
                }
            }
            r = new RoundState(r.round(), endStep(a, step), endStep(d, step));
        }
        return new BattleState(nextRound(s.round()), casualties.endRound(r.attacker(), chance),
                casualties.endRound(r.defender(), chance));
    }

    /** @return true when the end of a round is random for this side: it has units with an armour save */
    public boolean randomRoundEnd(Side side) {
        return casualties.randomRoundEnd(side);
    }

    /**
     * Every way a side can end the round, with its probability: each damaged unit with an armour save rolls
     * one die, repaired on its save value or less, destroyed otherwise (World at War Tiger, W527); without
     * such units, the one state {@link #endRound(FightingSide)} gives.
     *
     * @return state to probability; the probabilities sum to 1
     */
    public Map<SideState, Double> endRoundOutcomes(FightingSide f) {
        return casualties.endRoundOutcomes(f);
    }

    /**
     * @return how the battle stands: over when a side is destroyed; the attacker breaks off
     *         ({@link Status#RETREAT}) once the round limit is reached; a stalemate when neither side can
     *         ever hit the other (no volley of this or a later round can score a hit)
     */
    public Status status(BattleState s) {
        return standing.status(s);
    }

    /**
     * The same as {@link #status}, computed and not kept: for a caller that asks each state once (the exact solver settles
     * each state once), to which the memo would only add its hashing and its growth.
     *
     * @return how the battle stands, as {@link #status}
     */
    public Status statusOnce(BattleState s) {
        return standing.statusOnce(s);
    }

    /**
     * The checks {@link #statusOnce} makes before the round is started, for a caller that answers the rest (whether a
     * volley of this or a later round can hit) from tables of its own (the exact solver's step tables).
     *
     * @return how the battle ends before the round is started: a side destroyed, or the attacker leaving; null when it
     *         does not (the battle is then {@link Status#ONGOING} or a {@link Status#STALEMATE})
     */
    public Status endedBeforeRound(BattleState s) {
        return standing.endedBeforeRound(s);
    }

    /**
     * @return true when a side has no unit on the board that can be a casualty: it has lost the battle
     *         (a defender left with AA guns only has lost its territory, which the guns cannot hold)
     */
    public boolean defeated(Side side, SideState s) {
        return presence.defeated(side, s);
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
    public Optional<List<SideState>> reachable(Side side, java.util.Collection<SideState> roots, int limit) {
        return compositions.reachable(side, roots, limit);
    }

    /** @return a side's remaining hit points: strictly smaller after any hit that lands */
    public int hitPoints(Side side, SideState s) {
        return compositions.hitPoints(side, s);
    }

    /**
     * @return a side's surviving units as unit id to count, in edition order: units on the board
     *         (damaged ones with the rest) and units that left the battle alive; units that cannot be
     *         casualties (a Revised AA gun) are not listed, as nothing can happen to them in the battle
     */
    public Map<String, Integer> units(Side side, SideState s) {
        return compositions.units(side, s);
    }

    /**
     * @return the IPC value (TUV) of a side's surviving units, on the board or gone from the battle;
     *         damage costs nothing (repaired after the combat); units that cannot be casualties (a
     *         Revised AA gun, captured rather than lost) count nothing
     */
    public int ipc(Side side, SideState s) {
        return compositions.ipc(side, s);
    }

    /**
     * @return a side's units on the board as a force (AA guns and other units that cannot be casualties too; not
     *         the bombarding ships), to build a battle that starts from this state with {@link #damage}
     */
    public Force force(Side side, SideState s) {
        return compositions.force(side, s);
    }

    /**
     * @return a side's units alive at the end of a battle, on the board or gone from it (submerged submarines, aircraft
     *         that retreated alone), to build the battle that follows with {@link #damage}
     */
    public Force alive(Side side, SideState s) {
        return compositions.force(side, s).plus(compositions.withdrawn(side, s));
    }

    /** @return a side's damaged units on the board, by damage level */
    public Damage damage(Side side, SideState s) {
        return compositions.damage(side, s);
    }

    /**
     * @param s a battle between rounds
     * @return what a retreat would take out of the battle now
     */
    public RetreatKind retreatKind(BattleState s) {
        return choices.retreatKind(s);
    }

    /**
     * The decisions taken between rounds that change the battle without ending it: submarines that
     * submerge (by each side's {@link SubmergePolicy}, never while an enemy destroyer is in the battle,
     * Revised L2657) and, in a Revised amphibious assault, air units that retreat while the land units
     * fight on (or every unit but Global War banzai infantry, which fight on). When the whole attacking force leaves (a full retreat, or attacking submarines that are all
     * it has left) the battle ends instead ({@link #status}: {@link Status#RETREAT}).
     *
     * @param s a battle between rounds
     * @return the battle after the decisions; {@code s} itself when nothing changes (always before the
     *         first round, and once the battle is over)
     */
    public BattleState decide(BattleState s) {
        return choices.decide(s);
    }

    /**
     * @param s a battle between rounds
     * @return true when the attacker may take units out of the battle now (all of them, or some)
     */
    public boolean canRetreat(BattleState s) {
        return choices.canRetreat(s);
    }

    /**
     * @param s a battle between rounds whose {@link #retreatKind} is {@link RetreatKind#AIRCRAFT_ONLY} or
     *          {@link RetreatKind#ALL_BUT_STAYING}
     * @return the battle with the attacker's units that may leave gone from it (they survive: its aircraft, or
     *         all but its banzai infantry), the rest fighting on; {@code s} when none of them is on the board
     */
    public BattleState retreatPartly(BattleState s) {
        return choices.retreatPartly(s);
    }

    /**
     * @param status how the battle ended
     * @param attacker the attacker's units at the end
     * @return true when the attacker takes the territory: it won a land battle with a land unit left
     *         (air units cannot capture a territory, Revised L1452, Classic L926)
     */
    public boolean takesTerritory(Status status, SideState attacker) {
        return status == Status.ATTACKER_WIN && setup.kind() == BattleKind.LAND && hasLandUnit(Side.ATTACKER, attacker);
    }

    /** @return true when the side has a land unit on the board (an attacker needs one to take a territory) */
    public boolean hasLandUnit(Side side, SideState s) {
        return rosters[side.ordinal()].casualties(s.countsShared(), u -> u.domain() == Domain.LAND) > 0;
    }
}
