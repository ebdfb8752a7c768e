package battleboard.result;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The odds of one battle, as either solver reports them. Numbers only: text, JSON and charts are
 * made from it elsewhere and never recompute anything.
 *
 * <p>The outcomes partition the battle's ends: {@code attackerWin + defenderWin + draw = 1} (up to
 * {@code unaccounted}). Two parts of {@code defenderWin} end with both sides still on the board and are
 * also given on their own: {@code retreat}, the attacker broke off or retreated, and {@code stalemate},
 * neither side could ever hit the other.
 *
 * @param method          how it was computed
 * @param methodNote      why this method ran (e.g. the state-space estimate), for display
 * @param attackerWin     probability in [0, 1] that every defending unit is destroyed (or gone) and at least one attacking unit is left
 * @param attackerCaptures probability in [0, 1] that the attacker wins a land battle with a land unit left to take the
 *                        territory (Revised L1439–1495); {@code attackerWin - attackerCaptures} is "defenders destroyed but
 *                        not taken" (only aircraft left, or a sea battle)
 * @param defenderWin     probability in [0, 1] of every other end but a draw: the attacker destroyed with defenders
 *                        left, the attacker's retreat, or a stalemate
 * @param draw            probability in [0, 1] that both sides are destroyed
 * @param retreat         probability in [0, 1] that the attacker leaves the battle (included in {@code defenderWin})
 * @param stalemate       probability in [0, 1] that the battle ends with neither side able to hit (included in {@code defenderWin})
 * @param attackerIpcLoss expected IPC value of the attacker's destroyed units
 * @param defenderIpcLoss expected IPC value of the defender's destroyed units
 * @param expectedRounds  expected number of rounds fought, rounds in which nobody hits included
 * @param attackerSurvivors each composition the attacker can end with, most probable first
 * @param defenderSurvivors each composition the defender can end with, most probable first
 * @param states          exact: battle states expanded; Monte Carlo: battles simulated
 * @param unaccounted     exact: probability mass lost to floating point, {@code 1 - (attackerWin + defenderWin + draw)}
 * @param swing           the distribution of the IPC swing (defender's loss minus attacker's), with mean and percentiles
 * @param byRound         per round, the chance the battle goes on and how it ended by then; empty when not computed
 *                        (the method note says why)
 * @param retreatPolicy   the attacker's retreat policy, described
 * @param retreatStates   for a policy the solver computed (best, or below a win probability): the states in which the
 *                        attacker leaves, most likely first; empty otherwise
 * @param sampling        Monte Carlo: the sampling error of every figure; empty for exact results
 */
public record BattleResult(
        Method method,
        String methodNote,
        double attackerWin,
        double attackerCaptures,
        double defenderWin,
        double draw,
        double retreat,
        double stalemate,
        double attackerIpcLoss,
        double defenderIpcLoss,
        double expectedRounds,
        List<SurvivorOutcome> attackerSurvivors,
        List<SurvivorOutcome> defenderSurvivors,
        long states,
        double unaccounted,
        SwingDistribution swing,
        List<RoundFigures> byRound,
        String retreatPolicy,
        List<RetreatState> retreatStates,
        Optional<Sampling> sampling) {

    public BattleResult {
        Objects.requireNonNull(method, "method");
        // every probability in [0, 1], and the parts within their wholes (issue 13: 1.0000000000000007 was printed)
        attackerWin = Probability.clamp(attackerWin);
        attackerCaptures = Math.min(Probability.clamp(attackerCaptures), attackerWin);
        defenderWin = Probability.clamp(defenderWin);
        draw = Probability.clamp(draw);
        retreat = Math.min(Probability.clamp(retreat), defenderWin);
        stalemate = Math.min(Probability.clamp(stalemate), defenderWin - retreat);
        attackerIpcLoss = Math.max(0, attackerIpcLoss);
        defenderIpcLoss = Math.max(0, defenderIpcLoss);
        Objects.requireNonNull(methodNote, "methodNote");
        Objects.requireNonNull(sampling, "sampling");
        attackerSurvivors = List.copyOf(attackerSurvivors);
        defenderSurvivors = List.copyOf(defenderSurvivors);
        Objects.requireNonNull(swing, "swing");
        byRound = List.copyOf(byRound);
        Objects.requireNonNull(retreatPolicy, "retreatPolicy");
        retreatStates = List.copyOf(retreatStates);
    }

    /** @return probability in [0, 1] that the defender keeps the space with units of its own: the attacker destroyed */
    public double defenderHolds() {
        return defenderWin - retreat - stalemate;
    }

    /** @return probability in [0, 1] that every defender is gone but the attacker cannot take the space */
    public double defendersDestroyedNotTaken() {
        return attackerWin - attackerCaptures;
    }

    /** @return expected IPC swing in the attacker's favour: defender's expected loss minus the attacker's */
    public double ipcSwing() {
        return defenderIpcLoss - attackerIpcLoss;
    }

    /** @return this result with another method note (e.g. why automatic choice picked this method) */
    public BattleResult withMethodNote(String note) {
        return new BattleResult(method, note, attackerWin, attackerCaptures, defenderWin, draw, retreat, stalemate,
                attackerIpcLoss, defenderIpcLoss, expectedRounds, attackerSurvivors, defenderSurvivors, states, unaccounted,
                swing, byRound, retreatPolicy, retreatStates, sampling);
    }
}
