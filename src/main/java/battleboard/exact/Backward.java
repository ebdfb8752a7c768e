package battleboard.exact;

import battleboard.battle.BattleState;
import battleboard.battle.Progress;
import battleboard.battle.RetreatKind;
import battleboard.battle.RoundModel;
import battleboard.battle.Outcome;
import battleboard.battle.Status;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Backward induction over a chain: the value of every state, from the terminal states back, in
 * increasing index order (successors first). The no-hit self-loop is removed as in the forward pass:
 * {@code V = (sum over other successors of p V) / (1 - stay)}.
 *
 * <p>With {@code optimizeRetreat}, each state where the attacker may leave takes the better of fighting
 * on and leaving (dynamic programming); the states where leaving wins are the best retreat policy.
 */
final class Backward {
    /** What a state is worth at the end of the battle. */
    enum Goal {
        /** 1 when the attacker wins, else 0: the value is the attacker's win probability. */
        WIN_PROBABILITY,
        /** 1 when the defender wins (retreat and stalemate included), else 0. */
        DEFENDER_WIN_PROBABILITY,
        /** The attacker's TUV minus the defender's: the value is the expected final balance. */
        FINAL_BALANCE
    }

    private final Chain chain;
    private final Progress progress;
    private final Goal[] goals;
    private final boolean optimizeRetreat;
    private final Map<BattleState, double[]> choices = new LinkedHashMap<>();

    /**
     * @param goals           the values to compute, in one pass over the chain's transitions
     * @param optimizeRetreat whether the attacker leaves where leaving is worth more (then exactly one goal)
     */
    Backward(Chain chain, Progress progress, boolean optimizeRetreat, Goal... goals) {
        if (optimizeRetreat && goals.length != 1) {
            throw new IllegalArgumentException("retreat is optimized for one goal at a time");
        }
        this.chain = chain;
        this.progress = progress;
        this.goals = goals.clone();
        this.optimizeRetreat = optimizeRetreat;
    }

    /** @return for each state where leaving beats fighting on: {value fighting on, value leaving} */
    Map<BattleState, double[]> choices() {
        return choices;
    }

    /** @return per goal, in the order given, the value of every state: [goal][round position][attacker][defender] */
    double[][][][] run() {
        RoundModel model = chain.model;
        int layers = chain.layers;
        double[][][][] v = new double[goals.length][layers][chain.att.length][chain.def.length];
        for (int layer = layers - 1; layer >= 0; layer--) {
            for (int a = 0; a < chain.att.length; a++) {
                if ((a & 15) == 0) {
                    Chain.checkCancelled(progress);
                }
                for (int d = 0; d < chain.def.length; d++) {
                    BattleState s = chain.state(layer, a, d);
                    BattleState decided = model.decide(s);
                    if (!decided.equals(s)) {
                        int da = chain.attId(decided.attacker());
                        int dd = chain.defId(decided.defender());
                        for (double[][][] g : v) {
                            g[layer][a][d] = g[layer][da][dd];
                        }
                        continue;
                    }
                    Status status = model.status(s);
                    if (status.isOver()) {
                        for (int g = 0; g < goals.length; g++) {
                            v[g][layer][a][d] = terminal(goals[g], status, a, d);
                        }
                        continue;
                    }
                    if (chain.stepTabled()) {
                        StateRound r = chain.flat(layer, a, d);
                        for (int g = 0; g < goals.length; g++) {
                            v[g][layer][a][d] = r.expect(v[g][r.next()]) / (1 - r.stay());
                        }
                    } else {
                        // the round model's ways of the round, each side's successors apart: nothing merged or kept
                        Chain.Round r = chain.round(layer, a, d);
                        for (int g = 0; g < goals.length; g++) {
                            v[g][layer][a][d] = fight(v[g], r, layer, a, d);
                        }
                    }
                    if (optimizeRetreat && model.canRetreat(s)) {
                        double fight = v[0][layer][a][d];
                        double leave = leave(v[0], s, a, d);
                        if (leave > fight) {
                            v[0][layer][a][d] = leave;
                            choices.put(s, new double[] {fight, leave});
                        }
                    }
                }
            }
        }
        return v;
    }

    private double terminal(Goal goal, Status status, int a, int d) {
        return switch (goal) {
            case WIN_PROBABILITY -> status.outcome() == Outcome.ATTACKER_WIN ? 1 : 0;
            case DEFENDER_WIN_PROBABILITY -> status.outcome() == Outcome.DEFENDER_WIN ? 1 : 0;
            case FINAL_BALANCE -> chain.balance(a, d);
        };
    }

    /** The value of leaving now: the battle ends as it stands, or the units that may leave do and the rest fight on. */
    private double leave(double[][][] v, BattleState s, int a, int d) {
        if (chain.model.retreatKind(s) == RetreatKind.FULL) {
            return terminal(goals[0], Status.RETREAT, a, d);
        }
        BattleState left = chain.model.retreatPartly(s);
        return v[s.round() - 1][chain.attId(left.attacker())][chain.defId(left.defender())];
    }

    /** @return the value of fighting a round from the state: its successors' values, the round in which nobody is hit left out */
    private double fight(double[][][] v, Chain.Round r, int layer, int a, int d) {
        double[][] next = v[r.next()];
        double sum = 0;
        for (int i = 0; i < r.q().length; i++) {
            Outcomes ao = r.ao()[i];
            Outcomes dO = r.dO()[i];
            double part = 0;
            for (int x = 0; x < ao.ids().length; x++) {
                double[] row = next[ao.ids()[x]];
                boolean self = r.next() == layer && ao.ids()[x] == a;
                double inner = 0;
                for (int y = 0; y < dO.ids().length; y++) {
                    if (!(self && dO.ids()[y] == d)) {
                        inner += dO.p()[y] * row[dO.ids()[y]];
                    }
                }
                part += ao.p()[x] * inner;
            }
            sum += r.q()[i] * part;
        }
        return sum / (1 - r.stay());
    }
}
