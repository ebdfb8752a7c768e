package battleboard.result;

/**
 * One wave of an attack in waves: how often it is fought and how it ends, as probabilities of the whole attack (not
 * conditional on the wave being fought).
 *
 * @param wave            the wave, from 1
 * @param fought          probability in [0, 1] that this wave fights (or moves in unopposed): every wave before it ended
 *                        with the defender holding, or both sides destroyed
 * @param attackerWin     probability in [0, 1] that the attacker wins in this wave (moving in included)
 * @param draw            probability in [0, 1] that both sides are destroyed in this wave
 * @param defenderHolds   probability in [0, 1] that the defender holds this wave (the attacker destroyed, retreated or
 *                        stalled)
 * @param attackerIpcLoss expected IPC the attacker loses in this wave (0 where it is not fought)
 * @param defenderIpcLoss expected IPC the defender loses in this wave
 * @param expectedRounds  expected rounds fought in this wave
 */
public record WaveFigures(int wave, double fought, double attackerWin, double draw, double defenderHolds, double attackerIpcLoss,
                          double defenderIpcLoss, double expectedRounds) {
    /** @return the expected IPC swing of this wave, for the attacker: the defender's loss minus the attacker's */
    public double ipcSwing() {
        return defenderIpcLoss - attackerIpcLoss;
    }
}
