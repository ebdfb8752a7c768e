package battleboard.exact;

import battleboard.battle.BattleState;
import battleboard.battle.Progress;
import battleboard.battle.Status;
import battleboard.result.RoundFigures;
import java.util.ArrayList;
import java.util.List;

/**
 * Per-round figures: the chain played round by round (the no-hit round kept, not removed), from the
 * starting state until the battle is still going with less than {@link #TAIL}
 * probability, or {@link #MAX} rounds. A state reached with less than
 * {@link #NEGLIGIBLE} in a round is not played on, as long as all such states together hold at most
 * {@link #DROP}: each figure is then low by at most that. In a battle without separable tables such a state is not
 * even decided: the forward pass may have left it unplayed ({@code Forward}), and deciding it would compute its round.
 * Costs one sweep of the live states per round, so it runs only on chains small enough
 * ({@link ExactSolver#BY_ROUND_WORK_LIMIT}); a battle of a few states
 * ({@link ExactSolver#ROUND_BLOCKS_MAX_STATES}) plays the same figures in blocks of rounds instead
 * ({@link ByRoundBlocks}).
 */
final class ByRound {
    /** Figures stop once the battle is still going with less than this probability ({@link ExactSolver#BY_ROUND_TAIL}). */
    static final double TAIL = 1e-12;
    /** A state reached with less than this in a round is not played on, within {@link #DROP} ({@link ExactSolver#BY_ROUND_NEGLIGIBLE}). */
    static final double NEGLIGIBLE = 1e-17;
    /**
     * Most probability left out over a whole battle: each figure is low by at most this ({@link ExactSolver#BY_ROUND_DROP}),
     * a hundredth of the {@link #TAIL} the figures leave unresolved when they stop.
     */
    static final double DROP = 1e-14;
    /** Figures stop after this many rounds in any case ({@link ExactSolver#BY_ROUND_MAX}). */
    static final int MAX = 500;

    private final Chain chain;
    private final Progress progress;

    /**
     * @param chain the battle's chain, with its rounds kept ({@link Chain#keepRounds(long)}) so that each is computed once, as
     *              far as the memory budget goes, and each state settled once ({@link Chain#settle})
     */
    ByRound(Chain chain, Progress progress) {
        this.chain = chain;
        this.progress = progress;
        this.pruned = chain.tables == null;
    }

    /**
     * Whether a state reached with less than {@link #NEGLIGIBLE} in a round is dropped before it is decided: in a battle
     * without separable tables, whose forward pass may have left it unplayed; else only once decided, before its round.
     */
    private final boolean pruned;

    List<RoundFigures> run() {
        int layers = chain.layers;
        Mass cur = new Mass(layers, chain.att.length, chain.def.length);
        Mass live = new Mass(layers, chain.att.length, chain.def.length);
        BattleState start = chain.model.initialState();
        cur.add(start.round() - 1, chain.attId(start.attacker()), chain.defId(start.defender()), 1.0);
        Ended ended = new Ended();
        List<RoundFigures> out = new ArrayList<>();
        for (int k = 0; k <= MAX; k++) {
            Chain.checkCancelled(progress);
            double ongoing = 0;
            for (int layer = 0; layer < layers; layer++) {
                for (int a = cur.previousRow(layer, chain.att.length - 1); a >= 0; a = cur.previousRow(layer, a - 1)) {
                    for (int d = cur.hi(layer, a); d >= cur.lo(layer, a); d--) {
                        double m = cur.take(layer, a, d);
                        if (m == 0) {
                            continue;
                        }
                        if (pruned && negligible.drops(m)) {
                            continue; // not even decided: a state this unlikely may be one the forward pass did not play either
                        }
                        int code = chain.settle(layer, a, d);
                        Status status = chain.settledStatus(layer, code);
                        if (!status.isOver()) {
                            int to = chain.settledTo(layer, code);
                            if (to == code) {
                                live.add(layer, a, d, m); // most states: nothing decided between rounds
                            } else {
                                live.add(layer, to / chain.def.length, to % chain.def.length, m);
                            }
                            ongoing += m;
                            continue;
                        }
                        ended.add(status, m);
                    }
                    cur.taken(layer, a);
                }
            }
            if (k >= 1) {
                out.add(ended.figures(k, ongoing));
            }
            if (ongoing < TAIL) {
                break;
            }
            play(live, cur);
        }
        return out;
    }

    /** States not played on: below {@link #NEGLIGIBLE}, at most {@link #DROP} in all. */
    private final Negligible negligible = new Negligible(NEGLIGIBLE, DROP);

    /** One round from every live state into {@code next} (empty), the no-hit round included; {@code live} is left empty. */
    private void play(Mass live, Mass next) {
        for (int layer = 0; layer < chain.layers; layer++) {
            for (int a = live.nextRow(layer, 0); a >= 0; a = live.nextRow(layer, a + 1)) {
                for (int d = live.lo(layer, a); d <= live.hi(layer, a); d++) {
                    double m = live.take(layer, a, d);
                    if (m == 0) {
                        continue;
                    }
                    if (negligible.drops(m)) {
                        // a state this unlikely is not played on: in a long battle most states hold such crumbs, round
                        // after round (Global War's 12-a-side sea battle: 831,453 states played over 143 rounds, 29,171
                        // once those below 1e-20 are dropped, 21,105 below 1e-17), and all of them together stay within
                        // BY_ROUND_DROP (there: 9.8e-15)
                        continue;
                    }
                    StateRound r = chain.flat(layer, a, d);
                    r.scatter(next, m);
                    next.add(layer, a, d, m * r.stay());
                }
                live.taken(layer, a);
            }
        }
    }
}
