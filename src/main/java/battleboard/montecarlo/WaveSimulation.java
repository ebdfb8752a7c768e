package battleboard.montecarlo;

import battleboard.battle.BattleSetup;
import battleboard.battle.BattleState;
import battleboard.battle.Progress;
import battleboard.battle.RoundModel;
import battleboard.battle.Side;
import battleboard.battle.Waves;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * Monte Carlo of an attack in waves (issue 14, item 4): each attack is played battle by battle, wave after wave, by the
 * round model with every die drawn ({@link RoundModel#playRound}); what follows each battle's end is the plan's own
 * ({@link Waves#playOut}), the one the exact solver uses. Seeded by chunk: the same seed and number of attacks give the
 * same figures on any number of threads.
 */
public final class WaveSimulation {
    /** Attacks per chunk: one random stream each; a cancel stops the workers between chunks. */
    static final int CHUNK = 4_096;

    private WaveSimulation() {
    }

    /**
     * @param plan     the attack
     * @param playable makes a wave's battle playable (resolves a retreat policy that needs state values), called once per
     *                 distinct battle; must be thread-safe
     * @param attacks  attacks to simulate, at least 1
     * @param seed     the seed
     * @param threads  worker threads, at least 1; the figures do not depend on it (each chunk of attacks has its own random
     *                 stream, and the chunks are added up in order)
     * @param progress receives the fraction done; may cancel, the first chunks finished are then returned
     * @return the figures, weights being attack counts ({@link Waves.Tally#battles()} attacks)
     * @throws CancellationException when cancelled before the first chunk ends
     */
    public static Waves.Tally simulate(Waves plan, Function<BattleSetup, BattleSetup> playable, long attacks, long seed, int threads,
                                       Progress progress) {
        long chunks = (attacks + CHUNK - 1) / CHUNK;
        Map<String, RoundModel> models = new ConcurrentHashMap<>();
        Map<Long, Waves.Tally> finished = new ConcurrentHashMap<>();
        AtomicLong next = new AtomicLong();
        AtomicBoolean stop = new AtomicBoolean();
        Runnable worker = () -> {
            SamplingChance chance = new SamplingChance();
            for (long c = next.getAndIncrement(); c < chunks && (c == 0 || !stop.get()); c = next.getAndIncrement()) {
                chance.use(MonteCarloSolver.stream(seed, c));
                finished.put(c, chunk(plan, playable, models, chance, Math.min(CHUNK, attacks - c * CHUNK), stop));
            }
        };
        List<Thread> workers = new ArrayList<>();
        for (int t = 1; t < threads; t++) {
            Thread w = new Thread(worker, "battleboard-waves");
            w.setDaemon(true);
            w.start();
            workers.add(w);
        }
        Thread watcher = new Thread(() -> {
            while (!stop.get() && finished.size() < chunks) {
                if (progress.isCancelled()) {
                    stop.set(true);
                }
                progress.update(Math.min(1.0, (double) finished.size() / chunks), "Monte Carlo, waves");
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "battleboard-waves-progress");
        watcher.setDaemon(true);
        watcher.start();
        worker.run();
        try {
            for (Thread w : workers) {
                w.join();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop.set(true);
            throw new CancellationException("interrupted");
        } finally {
            stop.set(true);
            watcher.interrupt();
        }
        Waves.Tally tally = new Waves.Tally(plan.count());
        for (long c = 0; c < chunks && finished.containsKey(c); c++) {
            tally.add(finished.get(c));
        }
        if (tally.battles() == 0) {
            throw new CancellationException("cancelled");
        }
        return tally;
    }

    /**
     * Simulates one chunk of attacks from the chance's current stream: {@code size}, or fewer (at least one) once
     * {@code stop} is set (the time limit: issue 27).
     */
    private static Waves.Tally chunk(Waves plan, Function<BattleSetup, BattleSetup> playable, Map<String, RoundModel> models,
                                     SamplingChance chance, long size, AtomicBoolean stop) {
        Waves.Tally tally = new Waves.Tally(plan.count());
        Map<Waves.Path, Double> start = Map.of(Waves.Path.START, 1.0);
        for (long i = 0; i < size && (i == 0 || !stop.get()); i++) {
            BattleSetup setup = plan.first();
            String key = "1";
            Map<Waves.Path, Double> ways = start;
            int totalRounds = 0;
            for (int wave = 1; ; wave++) {
                BattleSetup fought = setup;
                RoundModel model = models.computeIfAbsent(key, k -> RoundModel.of(playable.apply(fought)));
                BattleState initial = model.initialState();
                MonteCarloSolver.Played p = MonteCarloSolver.play(model, initial, chance);
                BattleState s = p.end();
                totalRounds += p.rounds();
                tally.fought(wave, 1, p.rounds(), model.ipc(Side.ATTACKER, initial.attacker()) - model.ipc(Side.ATTACKER, s.attacker()),
                        model.ipc(Side.DEFENDER, initial.defender()) - model.ipc(Side.DEFENDER, s.defender()));
                Map<String, Waves.Battle> next = new HashMap<>(2);
                plan.playOut(wave, model, List.of(new Waves.End(s.attacker(), s.defender(), p.status(), 1.0)), ways, tally, next);
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
        return tally;
    }
}
