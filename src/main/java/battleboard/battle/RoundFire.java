package battleboard.battle;

import java.util.ArrayList;
import java.util.List;

/**
 * How a round opens and what each of its steps fires: the state at the start of a round (detection, a defender's
 * retreat, the units that strike first or are unseen) and the volleys of a step, memoized by state where each side's
 * fire depends on the enemy's units. Part of {@link RoundModel}, which exposes it. Immutable and thread-safe.
 */
final class RoundFire {
    private final FireRules fire;
    private final Presence presence;
    private final Decisions choices;
    /** Whether the start of the round must be remembered within it ({@link FireEntries#needsRoundStart}). */
    private final boolean needsRoundStart;
    /** Whether either side has units enemy destroyers detect. */
    private final boolean detection;
    /** Whether some side's units may strike first undetected, or be unseen, in a round ({@link FireRules#sight}). */
    private final boolean sighting;
    /** Per step: its volleys by state, when each side's fire is not cached by its own units. */
    private final List<BoundedCache<RoundState, List<Volley>>> volleyMemo = new ArrayList<>();

    /**
     * @param detection whether either side has units enemy destroyers detect
     */
    RoundFire(FireEntries table, FireRules fire, Presence presence, Decisions choices, boolean detection) {
        this.fire = fire;
        this.presence = presence;
        this.choices = choices;
        this.needsRoundStart = table.needsRoundStart();
        this.detection = detection;
        this.sighting = table.anyDetecting();
        for (int i = 0; i < table.steps.size(); i++) {
            volleyMemo.add(new BoundedCache<>());
        }
    }

    /** @return the state at the start of a round: see {@link RoundModel#startRound} */
    RoundState startRound(BattleState s) {
        FightingSide defender = startSide(Side.DEFENDER, s.defender(), s.attacker());
        RoundState r = new RoundState(s.round(), startSide(Side.ATTACKER, s.attacker(), s.defender()),
                choices.defenderRetreats(s) ? defender.retreating() : defender);
        if (!sighting) {
            return r;
        }
        long[] att = fire.sight(r, Side.ATTACKER);
        long[] def = fire.sight(r, Side.DEFENDER);
        return new RoundState(r.round(), r.attacker().withSight(att[0], att[1]), r.defender().withSight(def[0], def[1]));
    }

    /**
     * @return a side as it starts a round, before a defender's retreat and sighting: its submarines detected by the
     *         enemy's destroyers, where the battle has detection
     */
    private FightingSide startSide(Side side, SideState mine, SideState enemy) {
        return FightingSide.start(side, detection ? presence.detect(side, mine, enemy) : mine, needsRoundStart);
    }

    /**
     * @return all of the enemy a side's start of the round reads, when the defender never retreats: its destroyers
     *         ({@link #startSide}, where the battle has detection) and what {@link FireRules#sight} reads of it (where it
     *         has sighting); equal for two enemies that give the side the same start
     */
    StartClass startClass(Side side, SideState enemy) {
        return new StartClass(detection ? presence.detectors(side, enemy) : 0,
                sighting ? fire.sightClass(side, FightingSide.start(side.opponent(), enemy, needsRoundStart)) : 0);
    }

    /** @return whether what a side fires depends on its units on the board, not on which are marked: see {@link RoundModel#fireView} */
    boolean firesByUnitsOnBoard() {
        return !detection && !sighting;
    }

    /** @return the volleys fired in a step: see {@link RoundModel#volleys} */
    List<Volley> volleys(RoundState r, Step step) {
        // where each side's fire is cached by its own units (FireRules.sideFireCached), a memo by the pair would mostly miss
        return fire.sideFireCached() ? fire.volleys(r, step) : volleyMemo.get(step.index()).get(r, x -> fire.volleys(x, step));
    }

    /** @return the memo tables this fills: each side's fire ({@code FireRules}) or each step's volleys by state */
    int memoTables() {
        return fire.sideFireCached() ? 1 : volleyMemo.size();
    }
}
