package battleboard.battle;

import battleboard.edition.RuleOption;
import java.util.List;

/**
 * How a battle stands between rounds: over when a side is destroyed, the attacker leaving, a stalemate when no volley
 * of this or a later round can hit, else ongoing; with, for an ongoing battle, the volleys of the round's first step.
 * Memoized per state. Part of {@link RoundModel}, which exposes it. Immutable and thread-safe.
 */
final class Standing {
    private final BattleSetup setup;
    private final Presence presence;
    private final RoundFire roundFire;
    private final Decisions choices;
    private final Casualties casualties;
    private final List<Step> steps;
    private final java.util.OptionalInt roundLimit;
    private final BreakOff breakOff;
    private final int horizon;
    /** Whether the defender starts with a unit that can be a casualty (not only AA guns). */
    private final boolean defenderHasCasualties;
    private final BoundedCache<BattleState, Plan> planMemo = new BoundedCache<>();

    /**
     * A limit on the rounds that holds while the defender has units of some types on the board (1998 house rules, "The
     * Elusive Chinese Army": "After this one combat round, if there are any surviving Chinese units, the Axis must break
     * off their attack", S004 L54): once none of them is left, the attacker fights on against the rest.
     *
     * @param rounds the number of rounds after which the attacker breaks off, if any
     * @param units  per defending type (the defender's roster), whether one on the board makes the attacker break off
     */
    record BreakOff(java.util.OptionalInt rounds, boolean[] units) {
        /**
         * @return the break-off {@code round-limit=one-round} asks (one round, while a defending unit tagged
         *         {@link RuleOption#CHINESE_TAG} is on the board), or none
         */
        static BreakOff of(BattleSetup setup, Roster defender) {
            boolean[] chinese = new boolean[defender.types.length];
            for (int t = 0; t < chinese.length; t++) {
                chinese[t] = defender.types[t].hasTag(RuleOption.CHINESE_TAG);
            }
            boolean oneRound = setup.rules().choice(RuleOption.ROUND_LIMIT,
                    RuleOption.RoundLimit.class) == RuleOption.RoundLimit.ONE_ROUND;
            return new BreakOff(oneRound ? java.util.OptionalInt.of(1) : java.util.OptionalInt.empty(), chinese);
        }
    }

    /**
     * @param roundLimit the number of rounds after which the attacker must break off whatever is left, if any
     * @param breakOff   the number of rounds after which it breaks off while the defender has some units, if any
     * @param horizon    the number of distinct round positions ({@link RoundModel#roundHorizon})
     */
    Standing(BattleSetup setup, Presence presence, RoundFire roundFire, Decisions choices, Casualties casualties,
             List<Step> steps, java.util.OptionalInt roundLimit, BreakOff breakOff, int horizon, boolean defenderHasCasualties) {
        this.setup = setup;
        this.presence = presence;
        this.roundFire = roundFire;
        this.choices = choices;
        this.casualties = casualties;
        this.steps = steps;
        this.roundLimit = roundLimit;
        this.breakOff = breakOff;
        this.horizon = horizon;
        this.defenderHasCasualties = defenderHasCasualties;
    }

    /**
     * What a state between rounds comes to: its status and, for an ongoing battle, the volleys of the
     * round's first step. Memoized per state, whose hash is precomputed.
     */
    private record Plan(Status status, List<Volley> first) {
    }

    private Plan plan(BattleState s) {
        return planMemo.get(s, this::computePlan);
    }

    /** @return how the battle stands: see {@link RoundModel#status} */
    Status status(BattleState s) {
        return plan(s).status();
    }

    /** @return the volleys of the first step of the round {@code s} is about to fight (memoized with its status) */
    List<Volley> firstVolleys(BattleState s) {
        return plan(s).first();
    }

    /** @return how the battle stands, computed and not kept: see {@link RoundModel#statusOnce} */
    Status statusOnce(BattleState s) {
        Status ended = endedBeforeRound(s);
        return ended != null ? ended : fightsOn(s, roundFire.startRound(s));
    }

    private Plan computePlan(BattleState s) {
        Status ended = endedBeforeRound(s);
        if (ended != null) {
            return new Plan(ended, List.of());
        }
        RoundState r = roundFire.startRound(s);
        return new Plan(fightsOn(s, r), steps.isEmpty() ? List.of() : roundFire.volleys(r, steps.get(0)));
    }

    /** @return how the battle ends before the round is started: a side destroyed, or the attacker leaving; null when it does not */
    Status endedBeforeRound(BattleState s) {
        boolean a = presence.defeated(Side.ATTACKER, s.attacker());
        boolean d = presence.defeated(Side.DEFENDER, s.defender());
        if (a && d) {
            // units destroyed only beside an enemy that holds the battle (transports) survive an enemy left with nothing:
            // their side wins (an attacker's transports when every defender is destroyed); when both sides have only
            // such units, neither is destroyed and nobody can hit (a stalemate, below)
            boolean attackerLeft = presence.leftAlone(Side.ATTACKER, s.attacker());
            boolean defenderLeft = presence.leftAlone(Side.DEFENDER, s.defender());
            if (attackerLeft != defenderLeft) {
                return attackerLeft ? Status.ATTACKER_WIN : Status.DEFENDER_WIN;
            }
            a = !attackerLeft;
            d = !defenderLeft;
        }
        if (a) {
            return d && defenderHasCasualties ? Status.DRAW : Status.DEFENDER_WIN;
        }
        if (d && !(s.round() == 1 && setup.startRound() == 1 && defenderFires(s))) {
            return Status.ATTACKER_WIN;
        }
        if (roundLimit.isPresent() && s.round() > roundLimit.getAsInt()
                || breakOff.rounds().isPresent() && s.round() > breakOff.rounds().getAsInt()
                        && presence.any(Side.DEFENDER, s.defender(), breakOff.units())
                || choices.retreatsWhole(s)
                || choices.submergeAllowed(s) && choices.submerges(Side.ATTACKER, s.attacker(), s.defender())
                        && choices.onlyLeavingUnits(Side.ATTACKER, s.attacker(), s.defender())) {
            return Status.RETREAT;
        }
        return null;
    }

    /** @return {@link Status#ONGOING} when a volley of round {@code r} (the round of {@code s}) or a later one can hit, else a stalemate */
    private Status fightsOn(BattleState s, RoundState r) {
        // nobody can hit in this round, but units may fire in a later one (a unit's fireRounds, an entry's rounds): the
        // round passes with no casualty; a stalemate only when no later round position can hit either (issue 27)
        boolean canHit = canHit(r);
        for (int later = s.round() + 1; !canHit && later <= horizon; later++) {
            canHit = canHit(roundFire.startRound(new BattleState(later, s.attacker(), s.defender())));
        }
        return canHit ? Status.ONGOING : Status.STALEMATE;
    }

    /** @return true when a volley of the round can hit a unit of the side it fires at */
    private boolean canHit(RoundState r) {
        for (Step step : steps) {
            for (Volley v : roundFire.volleys(r, step)) {
                if (v.dice().canHit() && casualties.hitCapacity(r.side(v.target()), v) > 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * @return true when a volley of the defender in the coming round can hit: a defender left with AA
     *         guns only still fires them at the attacking aircraft before the first round (Revised
     *         L2248–2250, Classic L825), and only then has it lost
     */
    private boolean defenderFires(BattleState s) {
        RoundState r = roundFire.startRound(s);
        for (Step step : steps) {
            for (Volley v : roundFire.volleys(r, step)) {
                if (v.target() == Side.ATTACKER && v.dice().canHit() && casualties.hitCapacity(r.attacker(), v) > 0) {
                    return true;
                }
            }
        }
        return false;
    }
}
