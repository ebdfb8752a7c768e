package battleboard.report;

import battleboard.battle.BattleSetup;
import battleboard.battle.PostBattle;
import battleboard.battle.Side;
import battleboard.result.BattleResult;
import battleboard.result.SurvivorOutcome;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The part of each side's expected IPC loss that comes after the battle ({@link PostBattle}: cargo of sunk
 * transports, aircraft at sea with nowhere to land), already counted in the result's IPC figures; read from the
 * survivors' compositions, so it holds for exact and Monte Carlo results alike.
 */
public final class PostBattleLosses {
    private PostBattleLosses() {
    }

    /**
     * @param setup  the battle
     * @param result its result
     * @return per side, the expected IPC lost after the battle (at least 0, included in the side's expected IPC loss);
     *         empty when neither side can lose anything after the battle (no cargo, landing places in reach, or the
     *         rule option {@code post-battle-losses=ignore})
     */
    public static Map<Side, Double> expected(BattleSetup setup, BattleResult result) {
        Map<Side, Double> out = new EnumMap<>(Side.class);
        boolean any = false;
        for (Side s : Side.values()) {
            PostBattle after = PostBattle.of(setup, s);
            any |= !after.isNone();
            List<SurvivorOutcome> left = s == Side.ATTACKER ? result.attackerSurvivors() : result.defenderSurvivors();
            double e = 0;
            for (SurvivorOutcome o : left) {
                e += o.probability() * after.lost(o.units());
            }
            out.put(s, e);
        }
        return any ? out : Map.of();
    }
}
