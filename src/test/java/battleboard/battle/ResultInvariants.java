package battleboard.battle;

import battleboard.edition.Edition;
import battleboard.result.BattleResult;
import battleboard.result.SurvivorOutcome;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What every result must satisfy, whichever solver made it: the outcomes partition the battle's ends,
 * the survivor distributions agree with them and with the IPC losses, and nothing is out of range.
 */
public final class ResultInvariants {
    /** Tolerance of sums of probabilities that must be 1. */
    public static final double SUM = 1e-12;
    /** Tolerance of figures recomputed from the survivor distributions. */
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
        Edition e = setup.edition();
        probability(broken, "attackerWin", r.attackerWin());
        probability(broken, "defenderWin", r.defenderWin());
        probability(broken, "draw", r.draw());
        probability(broken, "stalemate", r.stalemate());
        double sum = r.attackerWin() + r.defenderWin() + r.draw();
        if (!(Math.abs(sum - 1) <= SUM)) {
            broken.add("attackerWin + defenderWin + draw = " + sum + ", not 1 within " + SUM);
        }
        if (!(r.stalemate() <= r.defenderWin() + SUM)) {
            broken.add("stalemate " + r.stalemate() + " above defenderWin " + r.defenderWin());
        }
        int attackerTuv = setup.force(Side.ATTACKER).ipc();
        int defenderTuv = setup.force(Side.DEFENDER).ipc();
        range(broken, "attackerIpcLoss", r.attackerIpcLoss(), attackerTuv);
        range(broken, "defenderIpcLoss", r.defenderIpcLoss(), defenderTuv);
        if (!(r.expectedRounds() >= 0) || Double.isInfinite(r.expectedRounds())) {
            broken.add("expectedRounds " + r.expectedRounds());
        }
        // the survivor distributions against the outcomes and the IPC losses
        probability(broken, "retreat", r.retreat());
        probability(broken, "attackerCaptures", r.attackerCaptures());
        if (!(r.retreat() + r.stalemate() <= r.defenderWin() + SUM)) {
            broken.add("retreat " + r.retreat() + " + stalemate " + r.stalemate() + " above defenderWin " + r.defenderWin());
        }
        if (!(r.attackerCaptures() <= r.attackerWin() + SUM)) {
            broken.add("attackerCaptures " + r.attackerCaptures() + " above attackerWin " + r.attackerWin());
        }
        if (!r.swing().bars().isEmpty() && !(Math.abs(r.swing().mean() - r.ipcSwing()) <= RECOMPUTED)) {
            broken.add("swing distribution mean " + r.swing().mean() + " is not the IPC swing " + r.ipcSwing());
        }
        // the attacker is destroyed when the defender wins other than by retreat or stalemate, or in a draw
        survivors(broken, "attacker", r.attackerSurvivors(), setup.force(Side.ATTACKER), e,
                r.defenderWin() - r.stalemate() - r.retreat() + r.draw(), r.attackerIpcLoss(), attackerTuv);
        survivors(broken, "defender", r.defenderSurvivors(), setup.force(Side.DEFENDER), e,
                r.attackerWin() + r.draw(), r.defenderIpcLoss(), defenderTuv);
        if (!broken.isEmpty()) {
            throw new AssertionError(setup + ": " + String.join("; ", broken));
        }
    }

    private static void survivors(List<String> broken, String side, List<SurvivorOutcome> outcomes, Force start,
            Edition e, double destroyed, double ipcLoss, int tuv) {
        double total = 0;
        double none = 0;
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
            for (Map.Entry<String, Integer> u : o.units().entrySet()) {
                if (u.getValue() <= 0 || u.getValue() > start.count(e.unit(u.getKey()))) {
                    broken.add(side + " survivors " + o.label() + " not within the starting " + start);
                }
                value += u.getValue() * e.unit(u.getKey()).cost();
            }
            total += o.probability();
            loss += o.probability() * (tuv - value);
            if (o.units().isEmpty()) {
                none += o.probability();
            }
        }
        if (!(Math.abs(total - 1) <= SUM)) {
            broken.add(side + " survivor probabilities sum to " + total);
        }
        if (!(Math.abs(none - destroyed) <= RECOMPUTED)) {
            broken.add(side + " destroyed with " + none + " by its survivors but " + destroyed + " by the outcomes");
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
