package battleboard.exact;

import battleboard.battle.BattleSetup;
import battleboard.battle.BattleState;
import battleboard.battle.FightingSide;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.RoundModel;
import battleboard.battle.RoundState;
import battleboard.battle.Side;
import battleboard.battle.SideState;
import battleboard.battle.Step;
import battleboard.battle.Volley;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The battle states an exact solve played state by state reaches, estimated before solving (issue 27): how much of the
 * {@link StateSpaceEstimate} the forward pass visits. Each side's compositions enumerated by the round model
 * ({@link RoundModel#reachable}) close under every kind of hit and every level of detection, so a battle reaches from
 * 0.3 % of their pairs (Global War fleets with submarines and destroyers on both sides) to all of them (a fleet
 * without destroyers). The compositions a side really reaches are found here by playing the side's rounds against the
 * enemy as it starts, through the round model's own steps, and the battle is taken to reach every pair of those, round
 * position by round position.
 *
 * <p>Measured against the forward pass on 121 Global War and World at War fleets of seed 4321 (none of the fuzz
 * profile's, docs/reliability.md): the states estimated are 0.88 to 1.13 times the states the solve expands (10th to
 * 90th percentile, median 1.00; all within 0.58 to 3.4), every state reached played: a solve with the default trim bound
 * leaves unplayed those reached with almost nothing ({@link ExactSolver#DEFAULT_TRIM}; Global War's 12-a-side fleets, 3,268
 * of 8,134), so it expands fewer. Not a bound either way: the enemy weakened opens hits the full
 * enemy does not make (fewer reached), and not every pair of reached compositions is reached together (more). Its cost
 * is about one round of the solve per composition a side reaches ({@link #played()}).
 *
 * @param states     ongoing battle states reached, estimated: per round position, the product of the sides' ongoing
 *                   compositions reached
 * @param work       transitions of those states as {@link StateSpaceEstimate#work()} counts them (per pair, the product
 *                   of the sides' hit points plus one)
 * @param stepTabled whether each side's fire is its own units' ({@link RoundModel#firesByOwnUnits()}), so that the solve
 *                   reads each state's round from step tables rather than the round model's maps
 * @param played     rounds this estimate played
 * @param complete   false when a side had more than the limit of compositions: that side is then taken as all its
 *                   enumerated compositions ({@link StateSpaceEstimate#attackerStates()}, ...), and {@code states} and
 *                   {@code work} are the share of {@link StateSpaceEstimate#states()} and {@link StateSpaceEstimate#work()}
 *                   the other side reaches (all of them when both are past it)
 */
public record ReachEstimate(long states, double work, boolean stepTabled, int played, boolean complete) {
    /**
     * @param setup the battle
     * @param limit most compositions of one side to play before taking its enumerated ones instead, at least 1: bounds the
     *              estimate's cost to about {@code 2 * limit} rounds
     * @param est   the battle's enumerated size (what an incomplete estimate falls back to)
     * @return the estimate
     */
    public static ReachEstimate of(BattleSetup setup, int limit, StateSpaceEstimate est) {
        RoundModel model = RoundModel.of(setup.retreat().needsStateValues()
                ? setup.toBuilder().retreat(new RetreatPolicy.InStates(Set.of(), setup.retreat())).build() : setup);
        Step lastStep = model.steps().get(model.steps().size() - 1);
        SideOutcomes outcomes = new SideOutcomes(model, Map.of(), Map.of());
        BattleState start = model.initialState();
        int layers = model.roundHorizon();
        long[][] count = new long[2][layers];
        double[][] hp = new double[2][layers];
        int played = 0;
        boolean[] past = new boolean[2];
        for (Side side : Side.values()) {
            Set<BattleState> seen = new HashSet<>();
            ArrayDeque<BattleState> queue = new ArrayDeque<>();
            queue.add(start);
            seen.add(start);
            while (!queue.isEmpty()) {
                if (seen.size() > limit) {
                    past[side.ordinal()] = true;
                    break;
                }
                BattleState s = queue.poll();
                BattleState decided = model.decide(s);
                if (decided.round() != s.round() || !decided.side(side).equals(s.side(side))) {
                    offer(seen, queue, held(side, decided.round(), decided.side(side), start));
                    continue;
                }
                // the enemy's own decisions (its submarines submerging) are played, not held
                s = decided;
                if (model.status(s).isOver()) {
                    continue;
                }
                // an ongoing composition: the solve plays a round from each pair of these
                count[side.ordinal()][s.round() - 1]++;
                hp[side.ordinal()][s.round() - 1] += model.hitPoints(side, s.side(side)) + 1;
                played++;
                int next = model.nextRound(s.round());
                for (SideState after : round(model, outcomes, lastStep, s, side)) {
                    offer(seen, queue, held(side, next, after, start));
                }
            }
        }
        if (past[0] || past[1]) {
            // a side past the limit is taken as all its enumerated compositions, the other as the share it reaches
            double share = 1;
            for (Side side : Side.values()) {
                if (!past[side.ordinal()]) {
                    long reached = java.util.Arrays.stream(count[side.ordinal()]).sum();
                    share *= Math.min(1.0, reached / (double) (side == Side.ATTACKER ? est.attackerStates() : est.defenderStates()));
                }
            }
            return new ReachEstimate(Math.round(est.states() * share), est.work() * share, model.firesByOwnUnits(), played, false);
        }
        long states = 0;
        double work = 0;
        for (int l = 0; l < layers; l++) {
            states += count[0][l] * count[1][l];
            work += hp[0][l] * hp[1][l];
        }
        return new ReachEstimate(states, work, model.firesByOwnUnits(), played, true);
    }

    /** @return the battle with {@code side} as {@code mine} and the enemy as it starts */
    private static BattleState held(Side side, int round, SideState mine, BattleState start) {
        return side == Side.ATTACKER ? new BattleState(round, mine, start.defender()) : new BattleState(round, start.attacker(), mine);
    }

    private static void offer(Set<BattleState> seen, ArrayDeque<BattleState> queue, BattleState s) {
        if (seen.add(s)) {
            queue.add(s);
        }
    }

    /**
     * @return every composition {@code side} can have after one round from {@code s}, by the round model's steps, the
     *         enemy's fire that of its units at the start of the round (the enemy is held: its casualties are not played)
     */
    private static Set<SideState> round(RoundModel model, SideOutcomes outcomes, Step lastStep, BattleState s, Side side) {
        Set<RoundState> ways = Set.of(model.startRound(s));
        List<Step> steps = model.steps();
        for (int i = 0; i < steps.size() - 1; i++) {
            Step step = steps.get(i);
            Set<RoundState> out = new HashSet<>();
            for (RoundState r : ways) {
                List<Volley> volleys = model.volleys(r, step);
                FightingSide enemy = model.endStep(side == Side.ATTACKER ? r.defender() : r.attacker(), step);
                for (FightingSide g : outcomes.step(side == Side.ATTACKER ? r.attacker() : r.defender(), volleys, step).keySet()) {
                    out.add(side == Side.ATTACKER ? new RoundState(r.round(), g, enemy) : new RoundState(r.round(), enemy, g));
                }
            }
            ways = out;
        }
        Set<SideState> after = new HashSet<>();
        for (RoundState r : ways) {
            FightingSide f = side == Side.ATTACKER ? r.attacker() : r.defender();
            for (FightingSide g : outcomes.step(f, model.volleys(r, lastStep), lastStep).keySet()) {
                if (model.randomRoundEnd(side)) {
                    after.addAll(model.endRoundOutcomes(g).keySet());
                } else {
                    after.add(model.endRound(g));
                }
            }
        }
        return after;
    }
}
