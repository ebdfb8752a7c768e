package battleboard.result;

import java.util.Map;

/**
 * A state in which a computed retreat policy (best policy, or retreat below a win probability) makes
 * the attacker leave, with the chance of getting there.
 *
 * @param round       the round about to be fought (capped: rounds at or after the model's horizon look alike)
 * @param attacker    attacking units on the board, unit id to count
 * @param defender    defending units on the board, unit id to count
 * @param reach       probability in [0, 1] that the battle reaches this state under the policy
 * @param fightValue  the figure the policy compares when fighting on: for the best policy, the expected IPC swing of
 *                    the whole battle (defender's loss minus attacker's, from the start); for a win-probability
 *                    threshold, the attacker's chance to win from this state
 * @param leaveValue  the same figure when leaving now (0 for a win-probability threshold)
 */
public record RetreatState(int round, Map<String, Integer> attacker, Map<String, Integer> defender, double reach,
                           double fightValue, double leaveValue) {
}
