package battleboard.report;

import battleboard.battle.BattleSetup;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.edition.UnitType;
import battleboard.result.BattleResult;
import battleboard.result.SurvivorOutcome;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What each power of a multinational defence ({@link battleboard.battle.Multinational}) should expect to lose: the
 * IPC value of its units at the start less the expected value of its survivors. The powers' figures sum to the
 * defender's expected IPC loss (up to the result's unaccounted probability).
 */
public final class PowerLosses {
    private PowerLosses() {
    }

    /**
     * @param setup  the battle, its defender written by power
     * @param result its result (exact or Monte Carlo: the survivors' compositions with their probabilities)
     * @return each power's expected IPC loss (IPC, at least 0), in the order the powers were written; empty when the
     *         defender is not written by power
     */
    public static Map<String, Double> defender(BattleSetup setup, BattleResult result) {
        Edition e = setup.edition();
        Map<String, Double> loss = new LinkedHashMap<>();
        e.powers().forEach(p -> loss.put(p, 0.0));
        if (loss.isEmpty()) {
            return loss;
        }
        setup.force(Side.DEFENDER).counts().forEach((u, n) -> add(setup, loss, u, n, 1));
        for (SurvivorOutcome o : result.defenderSurvivors()) {
            o.units().forEach((id, n) -> e.findUnit(id).ifPresent(u -> add(setup, loss, u, n, -o.probability())));
        }
        loss.replaceAll((p, v) -> Math.max(0, v));
        return loss;
    }

    private static void add(BattleSetup setup, Map<String, Double> loss, UnitType u, int n, double weight) {
        if (u.canBeCasualty()) {
            setup.edition().power(u).ifPresent(p -> loss.merge(p, weight * n * setup.effective(Side.DEFENDER, u).cost(), Double::sum));
        }
    }
}
