package battleboard.exact;

import battleboard.battle.Dice;
import battleboard.battle.FightingSide;
import battleboard.battle.HitDistribution;
import battleboard.battle.Removal;
import battleboard.battle.RoundModel;
import battleboard.battle.Side;
import battleboard.battle.SideState;
import battleboard.battle.Step;
import battleboard.battle.Targets;
import battleboard.battle.Volley;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One side's outcomes of a step of the round, by the round model's casualty rules: every way the volleys aimed at it can
 * leave it, with probabilities, and after the round's last step its composition for the next round as a chain state id.
 * One per chain: not thread-safe.
 */
final class SideOutcomes {
    private final RoundModel model;
    private final Map<SideState, Integer> attIndex;
    private final Map<SideState, Integer> defIndex;
    private final Step lastStep;
    private final Map<Dice, double[]> hitCache = new HashMap<>();
    private final Map<ChainKey, int[]> chainCache = new HashMap<>();
    /** Per side: whether its round ends with armour rolls. */
    private final boolean[] randomEnd;

    /** @param attIndex, defIndex each side's chain state ids by composition */
    SideOutcomes(RoundModel model, Map<SideState, Integer> attIndex, Map<SideState, Integer> defIndex) {
        this.model = model;
        this.attIndex = attIndex;
        this.defIndex = defIndex;
        this.lastStep = model.steps().get(model.steps().size() - 1);
        this.randomEnd = new boolean[] {model.randomRoundEnd(Side.ATTACKER), model.randomRoundEnd(Side.DEFENDER)};
    }

    /** @return the chain state id of a side's composition between rounds */
    int id(Side side, SideState s) {
        return index(side).get(s);
    }

    private Map<SideState, Integer> index(Side side) {
        return side == Side.ATTACKER ? attIndex : defIndex;
    }

    /** Every way the volleys aimed at {@code f} can leave it at the end of the step, with probabilities. */
    Map<FightingSide, Double> step(FightingSide f, List<Volley> volleys, Step step) {
        Map<FightingSide, Double> cur = Map.of(f, 1.0);
        for (Volley v : volleys) {
            if (v.target() != f.side()) {
                continue;
            }
            Map<FightingSide, Double> next = new LinkedHashMap<>();
            for (Map.Entry<FightingSide, Double> e : cur.entrySet()) {
                double[] p = HitDistribution.capped(hits(v.dice()), model.hitCapacity(e.getKey(), v));
                for (int k = 0; k < p.length; k++) {
                    if (p[k] == 0) {
                        continue;
                    }
                    if (v.chosenUpTo() > 0 && k > 0) {
                        // of k hits, each is the firer's to place with probability chosenUpTo / value
                        double[] c = hits(v.chosenDice(k));
                        for (int j = 0; j < c.length; j++) {
                            if (c[j] != 0) {
                                next.merge(model.takeHits(e.getKey(), v, k, j), e.getValue() * p[k] * c[j], Double::sum);
                            }
                        }
                    } else {
                        next.merge(model.takeHits(e.getKey(), v, k), e.getValue() * p[k], Double::sum);
                    }
                }
            }
            cur = next;
        }
        Map<FightingSide, Double> out = new LinkedHashMap<>();
        cur.forEach((g, p) -> out.merge(model.endStep(g, step), p, Double::sum));
        return out;
    }

    /** The side's compositions for the next round after the last step, as state ids with probabilities. */
    Outcomes last(FightingSide f, List<Volley> volleys) {
        Map<SideState, Integer> index = index(f.side());
        if (randomEnd[f.side().ordinal()]) {
            // armour rolls at the end of the round: every way the step ends, then every way the rolls fall
            Map<Integer, Double> byId = new LinkedHashMap<>();
            step(f, volleys, lastStep).forEach((g, p) -> model.endRoundOutcomes(g)
                    .forEach((s, q) -> byId.merge(index.get(s), p * q, Double::sum)));
            return outcomes(byId);
        }
        Volley only = null;
        int count = 0;
        for (Volley v : volleys) {
            if (v.target() == f.side()) {
                only = v;
                count++;
            }
        }
        if (count == 0) {
            return new Outcomes(new int[] {index.get(next(f))}, new double[] {1.0});
        }
        if (count == 1 && only.chosenUpTo() == 0) {
            Volley v = only;
            int[] chain = chainCache.computeIfAbsent(new ChainKey(f, v.targets(), v.removal(), v.hitsEach(), v.firerChooses()),
                    k -> chain(f, v, index));
            double[] p = HitDistribution.capped(hits(v.dice()), chain.length - 1);
            return new Outcomes(p.length == chain.length ? chain : Arrays.copyOf(chain, p.length), p);
        }
        Map<Integer, Double> byId = new LinkedHashMap<>();
        step(f, volleys, lastStep).forEach((g, p) -> byId.merge(index.get(model.endRound(g)), p, Double::sum));
        return outcomes(byId);
    }

    private static Outcomes outcomes(Map<Integer, Double> byId) {
        int[] ids = new int[byId.size()];
        double[] p = new double[byId.size()];
        int i = 0;
        for (Map.Entry<Integer, Double> e : byId.entrySet()) {
            ids[i] = e.getKey();
            p[i++] = e.getValue();
        }
        return new Outcomes(ids, p);
    }

    private SideState next(FightingSide f) {
        return model.endRound(model.endStep(f, lastStep));
    }

    /** State ids after 0, 1, ... capacity hits of one volley. */
    private int[] chain(FightingSide f, Volley v, Map<SideState, Integer> index) {
        int cap = model.hitCapacity(f, v);
        int[] ids = new int[cap + 1];
        for (int k = 0; k <= cap; k++) {
            ids[k] = index.get(next(model.takeHits(f, v, k)));
        }
        return ids;
    }

    private double[] hits(Dice dice) {
        return hitCache.computeIfAbsent(dice, HitDistribution::of);
    }


    private record ChainKey(FightingSide side, Targets targets, Removal removal, int hitsEach, boolean firerChooses) {
        /** The record's hash, written out: the record's generated one links method handles on its first call (docs/performance.md, "Command line"). */
        @Override
        public int hashCode() {
            return (((java.util.Objects.hashCode(side) * 31 + java.util.Objects.hashCode(targets)) * 31 + java.util.Objects.hashCode(removal)) * 31 + hitsEach) * 31
                    + Boolean.hashCode(firerChooses);
        }

        /** The record's equality, written out: the record's generated one links method handles on its first call (docs/performance.md, "Command line"). */
        @Override
        public boolean equals(Object o) {
            return o instanceof ChainKey k && java.util.Objects.equals(k.side, side) && java.util.Objects.equals(k.targets, targets) && k.removal == removal
                    && k.hitsEach == hitsEach && k.firerChooses == firerChooses;
        }
    }
}
