package battleboard.battle;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The rest of a round in which one side has taken the hits of one enemy unit type as its owner chose them, for the
 * casualty explorer: hits scored before the round's last step (an AA gun's, a bombarding ship's, a submarine's opening
 * fire) are followed by the rest of that round, not by a round of its own.
 */
public final class RoundRemainder {
    private final RoundModel model;

    /** @param model the battle's round model */
    public RoundRemainder(RoundModel model) {
        this.model = model;
    }

    /**
     * The first step of the round of {@code s} in which one unit type of a side rolls dice: where an enemy unit's hits
     * come from, for the casualty explorer (an AA gun's in the opening fire, Revised L1178-1190; a bombarding ship's,
     * L1207-1210; a submarine's opening fire, L1231-1236; most units' in the last step).
     *
     * @param s     a battle about to fight a round
     * @param firer the side whose unit fires
     * @param unit  the unit type's id, as its dice are labelled ({@link Dice.Group#unit()})
     * @return the step's index, from 0; empty when the unit rolls nothing this round
     */
    public OptionalInt stepFiring(BattleState s, Side firer, String unit) {
        RoundState r = model.startRound(s);
        for (Step step : model.steps()) {
            for (Volley v : model.volleys(r, step)) {
                if (v.dice().firer() == firer && !ofUnit(v, unit, true).isEmpty()) {
                    return OptionalInt.of(step.index());
                }
            }
        }
        return OptionalInt.empty();
    }

    /** @return the volley's dice groups of the unit ({@code of}) or of every other unit (not {@code of}) */
    private static List<Dice.Group> ofUnit(Volley v, String unit, boolean of) {
        List<Dice.Group> out = new ArrayList<>(v.dice().groups().size());
        for (Dice.Group g : v.dice().groups()) {
            if (g.unit().equals(unit) == of) {
                out.add(g);
            }
        }
        return out;
    }

    /**
     * The rest of a round after one side took the hits of one enemy unit type in a step as its owner chose them (the
     * casualty explorer): the casualties are marked as that unit's volley removes them (at the end of the step, or of
     * the round where they fire back: Classic's bombardment casualties, seed 002 L703, L865); every other volley of the
     * step and of the later steps is rolled, its hits placed by the order of loss; then the round ends. The steps
     * before {@code step} have been fought: {@code s} holds the units left at its start.
     *
     * @param s         the battle at the start of the step, before the hits
     * @param step      the step the hits are taken in ({@link #stepFiring})
     * @param side      the side taking the hits
     * @param source    the id of the enemy unit type that scored them, as its dice are labelled
     * @param remaining the side's units left after the hits, damaged ones included
     * @param damage    those of them damaged, by level
     * @return every state after the round (its round the next) with its probability in [0, 1]; they sum to 1
     * @throws IllegalArgumentException when the enemy's unit fires nothing in the step, or {@code remaining} holds a unit
     *                                  the side does not have
     */
    public Map<BattleState, Double> after(BattleState s, Step step, Side side, String source, Force remaining, Damage damage) {
        RoundState r = model.startRound(s);
        List<Volley> volleys = model.volleys(r, step);
        Removal removal = null;
        List<Volley> rolled = new ArrayList<>();
        for (Volley v : volleys) {
            boolean enemy = v.dice().firer() == side.opponent();
            if (enemy && !ofUnit(v, source, true).isEmpty()) {
                removal = removal == null ? v.removal() : removal;
                List<Dice.Group> others = ofUnit(v, source, false);
                if (!others.isEmpty()) {
                    rolled.add(new Volley(new Dice(v.dice().firer(), others, v.dice().lowLuck()), v.targets(), v.removal(),
                            v.hitsEach(), v.firerChooses(), 0));
                }
            } else {
                rolled.add(v);
            }
        }
        if (removal == null) {
            throw new IllegalArgumentException("the " + source + " fires nothing in the step " + step.name());
        }
        SideState left = model.compositions.side(side, remaining, damage);
        FightingSide hit = model.casualties.withCasualties(r.side(side), left, removal);
        Map<RoundState, Double> ways = new LinkedHashMap<>();
        ways.put(side == Side.ATTACKER ? new RoundState(r.round(), hit, r.defender()) : new RoundState(r.round(), r.attacker(), hit), 1.0);
        ways = roll(ways, step, rolled);
        for (int i = step.index() + 1; i < model.steps().size(); i++) {
            Step next = model.steps().get(i);
            Map<RoundState, Double> out = new LinkedHashMap<>();
            for (Map.Entry<RoundState, Double> w : ways.entrySet()) {
                roll(Map.of(w.getKey(), w.getValue()), next, model.volleys(w.getKey(), next)).forEach((x, p) -> out.merge(x, p, Double::sum));
            }
            ways = out;
        }
        Map<BattleState, Double> ends = new LinkedHashMap<>();
        int round = model.nextRound(s.round());
        for (Map.Entry<RoundState, Double> w : ways.entrySet()) {
            for (Map.Entry<SideState, Double> a : model.endRoundOutcomes(w.getKey().attacker()).entrySet()) {
                for (Map.Entry<SideState, Double> d : model.endRoundOutcomes(w.getKey().defender()).entrySet()) {
                    ends.merge(new BattleState(round, a.getKey(), d.getKey()), w.getValue() * a.getValue() * d.getValue(), Double::sum);
                }
            }
        }
        return ends;
    }

    /** @return the ways of the round after the volleys of a step, each hit count weighed by its probability, and the step's end */
    private Map<RoundState, Double> roll(Map<RoundState, Double> ways, Step step, List<Volley> volleys) {
        for (Volley v : volleys) {
            Map<RoundState, Double> out = new LinkedHashMap<>();
            double[] hits = HitDistribution.of(v.dice());
            for (Map.Entry<RoundState, Double> w : ways.entrySet()) {
                RoundState r = w.getKey();
                for (int h = 0; h < hits.length; h++) {
                    double[] chosen = v.chosenUpTo() > 0 && h > 0 ? HitDistribution.of(v.chosenDice(h)) : new double[] {1.0};
                    for (int c = 0; c < chosen.length; c++) {
                        double p = w.getValue() * hits[h] * chosen[c];
                        if (p == 0) {
                            continue;
                        }
                        FightingSide t = model.takeHits(r.side(v.target()), v, h, c);
                        out.merge(v.target() == Side.ATTACKER ? new RoundState(r.round(), t, r.defender())
                                : new RoundState(r.round(), r.attacker(), t), p, Double::sum);
                    }
                }
            }
            ways = out;
        }
        Map<RoundState, Double> out = new LinkedHashMap<>();
        ways.forEach((r, p) -> out.merge(new RoundState(r.round(), model.endStep(r.attacker(), step), model.endStep(r.defender(), step)), p,
                Double::sum));
        return out;
    }
}
