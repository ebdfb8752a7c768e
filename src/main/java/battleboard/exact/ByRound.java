package battleboard.exact;

import battleboard.battle.BattleState;
import battleboard.battle.Progress;
import battleboard.battle.Status;
import battleboard.result.RoundFigures;
import java.util.ArrayList;
import java.util.List;

/**
 * Per-round figures: the chain played round by round (the no-hit round kept, not removed), from the
 * starting state until the battle is still going with less than {@link ExactSolver#BY_ROUND_TAIL}
 * probability, or {@link ExactSolver#BY_ROUND_MAX} rounds. Costs one sweep of the live states per
 * round, so it runs only on chains small enough ({@link ExactSolver#BY_ROUND_WORK_LIMIT}).
 */
final class ByRound {
    private final Chain chain;
    private final Progress progress;

    /** @param chain the battle's chain, with its rounds kept ({@link Chain#keepRounds()}) so that each is computed once */
    ByRound(Chain chain, Progress progress) {
        this.chain = chain;
        this.progress = progress;
    }

    List<RoundFigures> run() {
        int layers = chain.layers;
        double[][][] cur = new double[layers][chain.att.length][chain.def.length];
        BattleState start = chain.model.initialState();
        cur[start.round() - 1][chain.attId(start.attacker())][chain.defId(start.defender())] = 1.0;
        double attackerWin = 0;
        double defenderWin = 0;
        double draw = 0;
        double retreat = 0;
        List<RoundFigures> out = new ArrayList<>();
        for (int k = 0; k <= ExactSolver.BY_ROUND_MAX; k++) {
            Chain.checkCancelled(progress);
            double[][][] live = new double[layers][chain.att.length][chain.def.length];
            double ongoing = 0;
            for (int layer = 0; layer < layers; layer++) {
                for (int a = chain.att.length - 1; a >= 0; a--) {
                    for (int d = chain.def.length - 1; d >= 0; d--) {
                        double m = cur[layer][a][d];
                        if (m == 0) {
                            continue;
                        }
                        BattleState s = chain.model.decide(chain.state(layer, a, d));
                        int sa = chain.attId(s.attacker());
                        int sd = chain.defId(s.defender());
                        Status status = chain.model.status(s);
                        if (!status.isOver()) {
                            live[layer][sa][sd] += m;
                            ongoing += m;
                            continue;
                        }
                        switch (status.outcome()) {
                            case ATTACKER_WIN -> attackerWin += m;
                            case DEFENDER_WIN -> defenderWin += m;
                            case DRAW -> draw += m;
                        }
                        if (status == Status.RETREAT) {
                            retreat += m;
                        }
                    }
                }
            }
            if (k >= 1) {
                out.add(new RoundFigures(k, ongoing, attackerWin, defenderWin, draw, retreat));
            }
            if (ongoing < ExactSolver.BY_ROUND_TAIL) {
                break;
            }
            cur = play(live);
        }
        return out;
    }

    /** One round from every live state, the no-hit round included. */
    private double[][][] play(double[][][] live) {
        double[][][] next = new double[chain.layers][chain.att.length][chain.def.length];
        for (int layer = 0; layer < chain.layers; layer++) {
            for (int a = 0; a < chain.att.length; a++) {
                for (int d = 0; d < chain.def.length; d++) {
                    double m = live[layer][a][d];
                    if (m == 0) {
                        continue;
                    }
                    Chain.Round r = chain.round(layer, a, d);
                    double[][] to = next[r.next()];
                    for (int i = 0; i < r.q().length; i++) {
                        Chain.Outcomes ao = r.ao()[i];
                        Chain.Outcomes dO = r.dO()[i];
                        for (int x = 0; x < ao.ids().length; x++) {
                            double c = m * r.q()[i] * ao.p()[x];
                            double[] row = to[ao.ids()[x]];
                            for (int y = 0; y < dO.ids().length; y++) {
                                row[dO.ids()[y]] += c * dO.p()[y];
                            }
                        }
                    }
                }
            }
        }
        return next;
    }
}
