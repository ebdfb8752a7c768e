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
 * @param attackerWin     probability in [0, 1] that every defending unit is destroyed and at least one attacking unit is left
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
 * @param sampling        Monte Carlo: the sampling error of every figure; empty for exact results
 */
public record BattleResult(
        Method method,
        String methodNote,
        double attackerWin,
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
        Optional<Sampling> sampling) {

    public BattleResult {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(methodNote, "methodNote");
        Objects.requireNonNull(sampling, "sampling");
        attackerSurvivors = List.copyOf(attackerSurvivors);
        defenderSurvivors = List.copyOf(defenderSurvivors);
    }

    /** @return expected IPC swing in the attacker's favour: defender's expected loss minus the attacker's */
    public double ipcSwing() {
        return defenderIpcLoss - attackerIpcLoss;
    }

    /** @return this result with another method note (e.g. why automatic choice picked this method) */
    public BattleResult withMethodNote(String note) {
        return new BattleResult(method, note, attackerWin, defenderWin, draw, retreat, stalemate, attackerIpcLoss, defenderIpcLoss,
                expectedRounds, attackerSurvivors, defenderSurvivors, states, unaccounted, sampling);
    }
}
