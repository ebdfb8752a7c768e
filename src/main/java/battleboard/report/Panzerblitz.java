package battleboard.report;

import battleboard.battle.BattleSetup;
import battleboard.battle.Side;
import battleboard.result.BattleResult;
import java.util.Optional;

/**
 * Revised's National Advantage Panzerblitz (L2903-2907): when the attack destroys every defender in one cycle, the
 * surviving tanks may move on. It changes no battle; the odds show the attacker's chance to win in round 1, read from
 * the by-round figures, when the attacker ticks the technology the edition file names in {@code battle.roundOneWin}.
 */
public final class Panzerblitz {
    private Panzerblitz() {
    }

    /** @return true when the attacker has the technology of the edition's {@code battle.roundOneWin} (Panzerblitz) */
    public static boolean ticked(BattleSetup setup) {
        return setup.edition().battle().roundOneWin()
                .map(id -> setup.techs(Side.ATTACKER).stream().anyMatch(t -> t.id().equals(id))).orElse(false);
    }

    /**
     * @return the probability in [0, 1] that the attacker wins in round 1; empty when the result has no by-round figures
     */
    public static Optional<Double> winInRoundOne(BattleResult result) {
        return result.byRound().isEmpty() ? Optional.empty() : Optional.of(result.byRound().get(0).attackerWin());
    }
}
