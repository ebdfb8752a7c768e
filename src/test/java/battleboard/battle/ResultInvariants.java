package battleboard.battle;

import battleboard.edition.Domain;
import battleboard.edition.Edition;
import battleboard.edition.RuleOption;
import battleboard.edition.UnitType;
import battleboard.result.BattleResult;
import battleboard.result.RoundFigures;
import battleboard.result.SurvivorOutcome;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * What every result must satisfy, whichever solver made it and whatever the retreat and submerge
 * policies: the outcomes partition the battle's ends, the survivor distributions agree with them and
 * with the IPC losses, the swing distribution with the IPC swing, the per-round figures with the
 * totals, and nothing is out of range.
 */
public final class ResultInvariants {
    /** Tolerance of sums of probabilities that must be 1. */
    public static final double SUM = 1e-12;
    /** Tolerance of figures recomputed from the survivor distributions, the swing and the per-round figures. */
    public static final double RECOMPUTED = 1e-9;

    private ResultInvariants() {
    }

    /**
     * @param r     a result
     * @param setup the battle it solves
     * @throws AssertionError listing every invariant broken
     */
    public static void check(BattleResult r, BattleSetup setup) {
        List<String> broken = new ArrayList<>();
        probability(broken, "attackerWin", r.attackerWin());
        probability(broken, "defenderWin", r.defenderWin());
        probability(broken, "draw", r.draw());
        probability(broken, "stalemate", r.stalemate());
        probability(broken, "retreat", r.retreat());
        probability(broken, "attackerCaptures", r.attackerCaptures());
        // issue 5: the outcomes, retreat and stalemate included, sum to 1
        double sum = r.attackerWin() + r.defenderWin() + r.draw();
        if (!(Math.abs(sum - 1) <= SUM)) {
            broken.add("attackerWin + defenderWin + draw = " + sum + ", not 1 within " + SUM);
        }
        // retreat and stalemate are ways the defender keeps the space; a capture is a kind of attacker win
        if (!(r.retreat() + r.stalemate() <= r.defenderWin() + SUM)) {
            broken.add("retreat " + r.retreat() + " + stalemate " + r.stalemate() + " above defenderWin " + r.defenderWin());
        }
        if (!(r.attackerCaptures() <= r.attackerWin() + SUM)) {
            broken.add("attackerCaptures " + r.attackerCaptures() + " above attackerWin " + r.attackerWin());
        }
        if (setup.kind() == BattleKind.SEA && r.attackerCaptures() != 0) {
            broken.add("attackerCaptures " + r.attackerCaptures() + " in a sea battle");
        }
        // the attacker leaves by its retreat policy, a round limit, or its submarines when they are all it has left
        if (setup.retreat() instanceof RetreatPolicy.Never && RoundModel.of(setup).roundLimit().isEmpty()
                && setup.submerge(Side.ATTACKER) == battleboard.battle.SubmergePolicy.NEVER && r.retreat() != 0) {
            broken.add("retreat " + r.retreat() + " although the attacker never retreats");
        }
        int attackerTuv = tuv(setup, Side.ATTACKER);
        int defenderTuv = tuv(setup, Side.DEFENDER);
        range(broken, "attackerIpcLoss", r.attackerIpcLoss(), attackerTuv);
        range(broken, "defenderIpcLoss", r.defenderIpcLoss(), defenderTuv);
        if (!(r.expectedRounds() >= 0) || Double.isInfinite(r.expectedRounds())) {
            broken.add("expectedRounds " + r.expectedRounds());
        }
        if (!r.swing().bars().isEmpty() && !(Math.abs(r.swing().mean() - r.ipcSwing()) <= RECOMPUTED)) {
            broken.add("swing distribution mean " + r.swing().mean() + " is not the IPC swing " + r.ipcSwing());
        }
        byRound(broken, r);
        // The board is emptied by destruction or by units leaving alive. The attacker's board is empty
        // when the defender wins other than by retreat or stalemate, and in a draw; the defender's when the
        // attacker wins, and in a draw. When no unit of a side can leave the battle alive, its survivors are
        // empty in exactly those outcomes. When some can (submarines that submerge or withdraw, aircraft
        // leaving a Revised amphibious assault), a side may have emptied the board and still have units:
        // then the probability of no survivor is at most that of an empty board, which is at most the
        // probability that nothing but units able to leave survived.
        survivors(broken, "attacker", r.attackerSurvivors(), setup, Side.ATTACKER,
                r.defenderWin() - r.stalemate() - r.retreat() + r.draw(), r.attackerIpcLoss(), attackerTuv);
        survivors(broken, "defender", r.defenderSurvivors(), setup, Side.DEFENDER,
                r.attackerWin() + r.draw(), r.defenderIpcLoss(), defenderTuv);
        if (!broken.isEmpty()) {
            throw new AssertionError(setup + " (" + r.retreatPolicy() + "): " + String.join("; ", broken));
        }
    }

    /**
     * @return the IPC value of a side's starting units that can be casualties (a Revised AA gun is captured,
     *         never lost), at the side's own costs (Classic Industrial Technology lowers them)
     */
    static int tuv(BattleSetup setup, Side side) {
        int v = 0;
        for (Map.Entry<UnitType, Integer> e : setup.force(side).filter(UnitType::canBeCasualty).counts().entrySet()) {
            v += setup.effective(side, e.getKey()).cost() * e.getValue();
        }
        return v;
    }

    /**
     * @return which of a side's units may leave the battle alive: submarines under a submerge policy,
     *         and the attacker's aircraft in an amphibious assault where only they may retreat
     */
    static Predicate<UnitType> mayLeave(BattleSetup setup, Side side) {
        boolean subs = setup.submerge(side) != SubmergePolicy.NEVER;
        boolean aircraft = side == Side.ATTACKER && setup.amphibious() && !(setup.retreat() instanceof RetreatPolicy.Never)
                && setup.rules().is(RuleOption.AMPHIBIOUS_RETREAT, "aircraft-only");
        return u -> subs && u.submerges() || aircraft && u.domain() == Domain.AIR;
    }

    /**
     * Per-round figures, when there are any: rounds numbered 1, 2, …; still going only falls and each
     * outcome only grows; each round's figures sum to 1; the last round's outcomes are the totals, up to
     * what is still going then.
     */
    private static void byRound(List<String> broken, BattleResult r) {
        List<RoundFigures> rounds = r.byRound();
        RoundFigures previous = new RoundFigures(0, 1, 0, 0, 0, 0);
        for (RoundFigures f : rounds) {
            String at = "round " + f.round() + ": ";
            if (f.round() != previous.round() + 1) {
                broken.add(at + "follows round " + previous.round());
            }
            double[] now = {-f.ongoing(), f.attackerWin(), f.defenderWin(), f.draw(), f.retreat()};
            double[] before = {-previous.ongoing(), previous.attackerWin(), previous.defenderWin(), previous.draw(),
                previous.retreat()};
            for (int i = 0; i < now.length; i++) {
                if (!(now[i] >= before[i] - SUM)) {
                    broken.add(at + "figures not monotone: " + f + " after " + previous);
                    break;
                }
            }
            double total = f.ongoing() + f.attackerWin() + f.defenderWin() + f.draw();
            if (!(Math.abs(total - 1) <= RECOMPUTED)) {
                broken.add(at + "ongoing + outcomes = " + total);
            }
            if (!(f.retreat() <= f.defenderWin() + SUM)) {
                broken.add(at + "retreat above defenderWin: " + f);
            }
            previous = f;
        }
        if (rounds.isEmpty()) {
            return;
        }
        RoundFigures last = rounds.get(rounds.size() - 1);
        double[][] pairs = {{last.attackerWin(), r.attackerWin()}, {last.defenderWin(), r.defenderWin()},
            {last.draw(), r.draw()}, {last.retreat(), r.retreat()}};
        for (double[] p : pairs) {
            if (!(p[0] <= p[1] + RECOMPUTED && p[1] <= p[0] + last.ongoing() + RECOMPUTED)) {
                broken.add("last round " + last + " does not end at the totals " + r.attackerWin() + " / "
                        + r.defenderWin() + " / " + r.draw() + " / retreat " + r.retreat());
                break;
            }
        }
    }

    private static void survivors(List<String> broken, String side, List<SurvivorOutcome> outcomes, BattleSetup setup,
            Side who, double boardEmptied, double ipcLoss, int tuv) {
        Edition e = setup.edition();
        Force start = setup.force(who);
        Predicate<UnitType> leaves = mayLeave(setup, who);
        boolean anyLeaves = start.counts().keySet().stream().anyMatch(leaves);
        double total = 0;
        double none = 0;
        double onlyLeavers = 0;
        double loss = 0;
        double previous = Double.POSITIVE_INFINITY;
        Set<Map<String, Integer>> seen = new HashSet<>();
        for (SurvivorOutcome o : outcomes) {
            probability(broken, side + " survivors " + o.label(), o.probability());
            if (o.probability() > previous) {
                broken.add(side + " survivors not most probable first at " + o.label());
            }
            previous = o.probability();
            if (!seen.add(o.units())) {
                broken.add(side + " survivors list " + o.label() + " twice");
            }
            int value = 0;
            boolean allLeave = true;
            for (Map.Entry<String, Integer> u : o.units().entrySet()) {
                UnitType type = e.unit(u.getKey());
                if (u.getValue() <= 0 || u.getValue() > start.count(type)) {
                    broken.add(side + " survivors " + o.label() + " not within the starting " + start);
                }
                value += u.getValue() * setup.effective(who, type).cost();
                allLeave &= leaves.test(type);
            }
            total += o.probability();
            loss += o.probability() * (tuv - value);
            if (o.units().isEmpty()) {
                none += o.probability();
            }
            if (allLeave) {
                onlyLeavers += o.probability();
            }
        }
        if (!(Math.abs(total - 1) <= SUM)) {
            broken.add(side + " survivor probabilities sum to " + total);
        }
        // units that cannot be casualties (a Revised AA gun) are never listed: a defender left with only them
        // after the attacker is destroyed holds its territory with no survivor listed
        boolean spared = start.counts().keySet().stream().anyMatch(u -> !u.canBeCasualty());
        if (!anyLeaves && !spared && !(Math.abs(none - boardEmptied) <= RECOMPUTED)) {
            broken.add(side + " destroyed with " + none + " by its survivors but " + boardEmptied + " by the outcomes");
        }
        if (!anyLeaves && spared && !(none >= boardEmptied - RECOMPUTED)) {
            broken.add(side + " destroyed with " + boardEmptied + " by the outcomes but without survivors only " + none);
        }
        if (anyLeaves && !(none <= boardEmptied + RECOMPUTED && boardEmptied <= onlyLeavers + RECOMPUTED)) {
            broken.add(side + " left the board with " + boardEmptied + " by the outcomes, but survived with nothing "
                    + none + " and with only units able to leave " + onlyLeavers);
        }
        if (!(Math.abs(loss - ipcLoss) <= RECOMPUTED)) {
            broken.add(side + " IPC loss " + ipcLoss + " but " + loss + " from its survivors");
        }
    }

    private static void probability(List<String> broken, String what, double p) {
        if (!(p >= 0 && p <= 1 + SUM)) {
            broken.add(what + " " + p + " not a probability");
        }
    }

    private static void range(List<String> broken, String what, double v, int max) {
        if (!(v >= -SUM && v <= max + RECOMPUTED)) {
            broken.add(what + " " + v + " not between 0 and the starting TUV " + max);
        }
    }
}
