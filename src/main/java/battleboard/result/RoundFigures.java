package battleboard.result;

/**
 * How the battle stands after a round: the probability it is still going, and the probability that
 * it has ended by then with each outcome (cumulative: each figure only grows with the round).
 *
 * @param round       rounds fought, from 1
 * @param ongoing     probability in [0, 1] that the battle goes on after this round
 * @param attackerWin probability in [0, 1] that it ended by this round with the attacker winning
 * @param defenderWin probability in [0, 1] that it ended by this round with the defender winning (retreat
 *                    and stalemate included, as in {@link BattleResult#defenderWin()})
 * @param draw        probability in [0, 1] that it ended by this round with both sides destroyed
 * @param retreat     probability in [0, 1] that the attacker had left by this round
 */
public record RoundFigures(int round, double ongoing, double attackerWin, double defenderWin, double draw,
                           double retreat) {
    public RoundFigures {
        ongoing = Probability.clamp(ongoing);
        attackerWin = Probability.clamp(attackerWin);
        defenderWin = Probability.clamp(defenderWin);
        draw = Probability.clamp(draw);
        retreat = Math.min(Probability.clamp(retreat), defenderWin);
    }
}
