package battleboard.montecarlo;

import battleboard.battle.BattleSetup;
import battleboard.battle.BattleState;
import battleboard.battle.Progress;
import battleboard.battle.RoundModel;
import battleboard.battle.Side;
import battleboard.battle.Status;
import battleboard.battle.Waves;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.Function;

/**
 * Monte Carlo of an attack in waves (issue 14, item 4): each attack is played battle by battle, wave after wave, by the
 * round model with every die drawn ({@link RoundModel#playRound}); what follows each battle's end is the plan's own
 * ({@link Waves#playOut}), the one the exact solver uses. One thread, seeded: the same seed and number of attacks give
 * the same figures.
 */
public final class WaveSimulation {
    /** Attacks per chunk: one random stream each, and a progress and cancel check between chunks. */
    static final int CHUNK = 4_096;

    private WaveSimulation() {
    }

    /**
     * @param plan     the attack
     * @param playable makes a wave's battle playable (resolves a retreat policy that needs state values), called once per
     *                 distinct battle
     * @param attacks  attacks to simulate, at least 1
     * @param seed     the seed
     * @param progress receives the fraction done; may cancel, the attacks simulated so far are then returned
     * @return the figures, weights being attack counts ({@link Waves.Tally#battles()} attacks)
     * @throws CancellationException when cancelled before the first chunk ends
     */
    public static Waves.Tally simulate(Waves plan, Function<BattleSetup, BattleSetup> playable, long attacks, long seed,
                                       Progress progress) {
        Waves.Tally tally = new Waves.Tally(plan.count());
        Map<String, RoundModel> models = new HashMap<>();
        SamplingChance chance = new SamplingChance();
        Map<Waves.Path, Double> start = Map.of(Waves.Path.START, 1.0);
        for (long chunk = 0; chunk * CHUNK < attacks; chunk++) {
            if (progress.isCancelled()) {
                if (tally.battles() == 0) {
                    throw new CancellationException("cancelled");
                }
                break;
            }
            chance.use(MonteCarloSolver.stream(seed, chunk));
            long size = Math.min(CHUNK, attacks - chunk * CHUNK);
            for (long i = 0; i < size; i++) {
                BattleSetup setup = plan.first();
                String key = "1";
                Map<Waves.Path, Double> ways = start;
                int totalRounds = 0;
                for (int wave = 1; ; wave++) {
                    BattleSetup fought = setup;
                    RoundModel model = models.computeIfAbsent(key, k -> RoundModel.of(playable.apply(fought)));
                    BattleState s = model.initialState();
                    int attackerStart = model.ipc(Side.ATTACKER, s.attacker());
                    int defenderStart = model.ipc(Side.DEFENDER, s.defender());
                    int rounds = 0;
                    Status status;
                    while (true) {
                        s = model.decide(s);
                        status = model.status(s);
                        if (status.isOver()) {
                            break;
                        }
                        s = model.playRound(s, chance);
                        rounds++;
                    }
                    totalRounds += rounds;
                    tally.fought(wave, 1, rounds, attackerStart - model.ipc(Side.ATTACKER, s.attacker()),
                            defenderStart - model.ipc(Side.DEFENDER, s.defender()));
                    Map<String, Waves.Battle> next = new HashMap<>(2);
                    plan.playOut(wave, model, List.of(new Waves.End(s.attacker(), s.defender(), status, 1.0)), ways, tally, next);
                    if (next.isEmpty()) {
                        break;
                    }
                    Map.Entry<String, Waves.Battle> n = next.entrySet().iterator().next();
                    key = n.getKey();
                    setup = n.getValue().setup();
                    ways = n.getValue().ways();
                }
                tally.attack(totalRounds);
            }
            progress.update(Math.min(1.0, (double) (chunk + 1) * CHUNK / attacks), "Monte Carlo, waves");
        }
        return tally;
    }
}
