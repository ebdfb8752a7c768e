package battleboard.montecarlo;

import battleboard.battle.BattleSetup;
import battleboard.battle.BattleState;
import battleboard.battle.Progress;
import battleboard.battle.RoundModel;
import battleboard.battle.Side;
import battleboard.battle.SideState;
import battleboard.battle.Status;
import battleboard.result.BattleResult;
import battleboard.result.Method;
import battleboard.result.RoundFigures;
import battleboard.result.Sampling;
import battleboard.result.SwingDistribution;
import battleboard.result.SurvivorOutcome;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.apache.commons.math3.stat.interval.ConfidenceInterval;
import org.apache.commons.math3.stat.interval.WilsonScoreInterval;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;

/**
 * Monte Carlo battle odds: simulates many battles through the round model's own
 * {@link RoundModel#playRound}, drawing every {@code Chance.hits} call at random; a battle whose rounds are separable
 * ({@link RoundModel#separableRounds()}) and small enough is walked over the round model's tables instead
 * ({@link TableSimulation}: one draw per side and round from the same hit distributions, no object per round).
 *
 * <p>The trials are cut into chunks of {@value #CHUNK} battles; chunk {@code i} draws from its own
 * xoroshiro128++ stream seeded from (seed, i) through SplitMix64, and chunks are merged in index
 * order, so a run stopped by its trial count or its precision gives the same figures on any number
 * of threads. A run stopped by the time limit or by cancellation keeps the chunks finished by then, in
 * index order, and is not reproducible.
 *
 * <p>Each probability is reported with a Wilson score interval (Commons Math
 * {@link WilsonScoreInterval}; E. B. Wilson, JASA 22 (1927) 209–212) and each mean with its standard
 * error. Thread-safe: each call uses its own workers.
 */
public final class MonteCarloSolver {
    /** Battles per chunk: the unit of work, of seeding and of merging. */
    public static final int CHUNK = 1024;
    /** The precision rule is not checked before this many chunks, so a lucky start cannot end a run. */
    public static final int MIN_CHUNKS_FOR_PRECISION = 10;
    /** How often the run reports progress and partial results, in milliseconds. */
    static final long REPORT_EVERY_MS = 200;
    private static final String INTERVAL = "Wilson score";

    private final Supplier<SamplingChance> chances;
    /** Whether separable battles are simulated on their round tables ({@link TableSimulation}). */
    private final boolean tables;

    /** A solver drawing fair dice. */
    public MonteCarloSolver() {
        this(SamplingChance::new, true);
    }

    /**
     * A solver drawing every die from the given samplers (tests use a deliberately biased one): it plays each round by
     * the round model, never from {@link TableSimulation}'s tables, whose draws do not go through the sampler's dice.
     */
    MonteCarloSolver(Supplier<SamplingChance> chances) {
        this(chances, false);
    }

    private MonteCarloSolver(Supplier<SamplingChance> chances, boolean tables) {
        this.chances = chances;
        this.tables = tables;
    }

    /**
     * Simulates a battle.
     *
     * @param setup    the battle
     * @param options  trials or precision, time limit, seed, threads
     * @param progress receives progress; when it cancels, the result of the chunks done so far is returned
     *                 (stop reason {@link Sampling.StopReason#CANCELLED})
     * @param partial  receives results so far, about every {@value #REPORT_EVERY_MS} ms, on the calling thread
     * @return the result, {@link Method#MONTE_CARLO}, with its {@link Sampling}
     * @throws CancellationException when cancelled before the first chunk finished
     * @throws OutOfMemoryError        when a worker ran out of the heap (rethrown on the calling thread)
     */
    public BattleResult solve(BattleSetup setup, MonteCarloOptions options, Progress progress, Consumer<BattleResult> partial) {
        return solve(setup, null, options, progress, partial);
    }

    /**
     * Simulates a battle whose every trial starts from a state drawn from {@code starts} (the casualty explorer: the
     * ways a round in progress can end, once its owner has chosen casualties), played by the round model. The IPC swing
     * is counted from the setup's own starting units, so it includes what the starts have lost.
     *
     * @param starts states of {@code setup}'s round model with their probabilities in [0, 1], summing to 1
     * @see #solve(BattleSetup, MonteCarloOptions, Progress, Consumer)
     */
    public BattleResult solveFrom(BattleSetup setup, Map<BattleState, Double> starts, MonteCarloOptions options,
                                  Progress progress) {
        return solve(setup, new Starts(starts), options, progress, r -> {
        });
    }

    /** States to draw from, by their cumulative probability. */
    private static final class Starts {
        final BattleState[] states;
        final double[] cumulative;

        Starts(Map<BattleState, Double> starts) {
            states = starts.keySet().toArray(new BattleState[0]);
            cumulative = new double[states.length];
            double sum = 0;
            for (int i = 0; i < states.length; i++) {
                sum += starts.get(states[i]);
                cumulative[i] = sum;
            }
        }

        BattleState draw(UniformRandomProvider rng) {
            double u = rng.nextDouble() * cumulative[cumulative.length - 1];
            int i = java.util.Arrays.binarySearch(cumulative, u);
            return states[Math.min(states.length - 1, i >= 0 ? i + 1 : -i - 1)];
        }
    }

    private BattleResult solve(BattleSetup setup, Starts starts, MonteCarloOptions options, Progress progress,
                               Consumer<BattleResult> partial) {
        RoundModel model = RoundModel.of(setup);
        Optional<TableSimulation> tables = this.tables && starts == null ? TableSimulation.of(model) : Optional.empty();
        long chunks = (options.trials() + CHUNK - 1) / CHUNK;
        ConcurrentHashMap<Long, Tally> finished = new ConcurrentHashMap<>();
        AtomicLong nextChunk = new AtomicLong();
        Semaphore completions = new Semaphore(0);
        ExecutorService pool = Executors.newFixedThreadPool(options.threads(), r -> {
            Thread t = new Thread(r, "battleboard-montecarlo");
            t.setDaemon(true);
            return t;
        });
        long start = System.nanoTime();
        long deadline = start + options.timeLimit().toNanos();
        // set at the time limit: each chunk being played ends after its current battle (issue 27: a chunk of slow battles
        // ran on for 30 s past a 5 s limit), and no other starts
        AtomicBoolean halt = new AtomicBoolean();
        // what ended a worker (an OutOfMemoryError): rethrown on the calling thread, never a worker's stack trace
        AtomicReference<Throwable> failure = new AtomicReference<>();
        try {
            for (int w = 0; w < options.threads(); w++) {
                pool.execute(() -> {
                    try {
                        SamplingChance chance = chances.get();
                        for (long c = nextChunk.getAndIncrement(); c < chunks && (c == 0 || !halt.get()); c = nextChunk.getAndIncrement()) {
                            long size = Math.min(CHUNK, options.trials() - c * CHUNK);
                            finished.put(c, tables.isPresent()
                                    ? tables.get().simulate(chanceOf(chance, options.seed(), c), chance, size, halt::get)
                                    : simulate(model, starts, chance, options.seed(), c, size, halt::get));
                            completions.release();
                        }
                    } catch (RuntimeException | Error e) {
                        failure.compareAndSet(null, e);
                        halt.set(true);
                        completions.release();
                    }
                });
            }
            Tally merged = new Tally();
            long prefix = 0;
            Sampling.StopReason stop = null;
            long lastReport = start;
            while (stop == null) {
                if (progress.isCancelled()) {
                    if (merged.trials == 0) {
                        throw new CancellationException("Monte Carlo run cancelled before the first " + CHUNK + " battles");
                    }
                    stop = Sampling.StopReason.CANCELLED;
                    break;
                }
                completions.tryAcquire(REPORT_EVERY_MS / 4, TimeUnit.MILLISECONDS);
                rethrow(failure.get());
                Tally t;
                while (stop == null && (t = finished.remove(prefix)) != null) {
                    merged.merge(t);
                    prefix++;
                    if (prefix == chunks) {
                        stop = Sampling.StopReason.TRIALS;
                    } else if (options.precision().isPresent() && prefix >= MIN_CHUNKS_FOR_PRECISION
                            && halfWidth(merged, options.confidence()) < options.precision().getAsDouble()) {
                        stop = Sampling.StopReason.PRECISION;
                    }
                }
                long now = System.nanoTime();
                if (stop == null && now >= deadline) {
                    // the chunks being played end after their current battle: the first chunks' battles are taken, in order
                    halt.set(true);
                    pool.shutdown();
                    while (!pool.awaitTermination(REPORT_EVERY_MS, TimeUnit.MILLISECONDS) && !progress.isCancelled()) {
                        progress.update(1.0, "Monte Carlo: time limit reached, ending the battles being played");
                    }
                    rethrow(failure.get());
                    while ((t = finished.remove(prefix)) != null) {
                        merged.merge(t);
                        prefix++;
                    }
                    if (merged.trials == 0) {
                        throw new CancellationException("Monte Carlo run cancelled before its first battle ended");
                    }
                    stop = Sampling.StopReason.TIME_LIMIT;
                }
                if (stop == null && merged.trials > 0 && now - lastReport >= REPORT_EVERY_MS * 1_000_000L) {
                    lastReport = now;
                    progress.update(fraction(merged, options, now - start), String.format(Locale.US,
                            "Monte Carlo: %,d battles", merged.trials));
                    partial.accept(result(model, merged, options, Sampling.StopReason.RUNNING,
                            String.format(Locale.US, "Monte Carlo: %,d battles so far", merged.trials)));
                }
            }
            progress.update(1.0, "Monte Carlo: done");
            return result(model, merged, options, stop, stopNote(stop, merged, options, System.nanoTime() - start));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("Monte Carlo run interrupted");
        } finally {
            nextChunk.set(Long.MAX_VALUE / 2);
            pool.shutdownNow();
        }
    }

    /** Rethrows what ended a worker, if anything did. */
    private static void rethrow(Throwable failure) {
        if (failure instanceof RuntimeException e) {
            throw e;
        }
        if (failure instanceof Error e) {
            throw e;
        }
    }

    /** @return the chunk's random stream, which {@code chance} now draws from too */
    private static UniformRandomProvider chanceOf(SamplingChance chance, long seed, long chunk) {
        chance.use(stream(seed, chunk));
        return chance.rng;
    }

    /**
     * Simulates one chunk from its own random stream: {@code size} battles, or fewer (at least one) once {@code halt}
     * says the run stops.
     */
    private static Tally simulate(RoundModel model, Starts starts, SamplingChance chance, long seed, long chunk, long size,
                                 java.util.function.BooleanSupplier halt) {
        chance.use(stream(seed, chunk));
        Tally t = new Tally();
        BattleState start = model.initialState();
        int startBalance = model.ipc(Side.ATTACKER, start.attacker()) - model.ipc(Side.DEFENDER, start.defender());
        for (long i = 0; i < size && (i == 0 || !halt.getAsBoolean()); i++) {
            Played p = play(model, starts == null ? start : starts.draw(chance.rng), chance);
            BattleState s = p.end();
            boolean captured = model.takesTerritory(p.status(), s.attacker());
            int swing = model.ipc(Side.ATTACKER, s.attacker()) - model.ipc(Side.DEFENDER, s.defender()) - startBalance;
            t.add(p.status(), captured, p.rounds(), s.attacker(), s.defender(), swing);
        }
        return t;
    }

    /**
     * One battle played to its end.
     *
     * @param end    the state it ended in
     * @param status how it ended
     * @param rounds rounds fought
     */
    record Played(BattleState end, Status status, int rounds) {
    }

    /** @return the battle from {@code start} played round by round by the round model, every die drawn by {@code chance} */
    static Played play(RoundModel model, BattleState start, SamplingChance chance) {
        BattleState s = start;
        int rounds = 0;
        while (true) {
            s = model.decide(s);
            Status status = model.status(s);
            if (status.isOver()) {
                return new Played(s, status, rounds);
            }
            s = model.playRound(s, chance);
            rounds++;
        }
    }

    /** @return the random stream of one chunk: xoroshiro128++ seeded by SplitMix64 from (seed, chunk) */
    static UniformRandomProvider stream(long seed, long chunk) {
        UniformRandomProvider mixer = RandomSource.SPLIT_MIX_64.create(seed ^ (chunk * 0x9E3779B97F4A7C15L));
        return RandomSource.XO_RO_SHI_RO_128_PP.create(new long[] {mixer.nextLong(), mixer.nextLong()});
    }

    private static double fraction(Tally merged, MonteCarloOptions o, long elapsedNanos) {
        double byTrials = (double) merged.trials / o.trials();
        double byTime = (double) elapsedNanos / o.timeLimit().toNanos();
        return Math.min(1.0, Math.max(byTrials, byTime));
    }

    private static double halfWidth(Tally t, double confidence) {
        return wilson(t.attackerWin, t.trials, confidence).halfWidth();
    }

    private static String stopNote(Sampling.StopReason stop, Tally t, MonteCarloOptions o, long nanos) {
        String what = switch (stop) {
            case TRIALS -> "reached " + String.format(Locale.US, "%,d", o.trials()) + " battles";
            case PRECISION -> "attacker-win interval half-width below " + o.precision().getAsDouble();
            case TIME_LIMIT -> "time limit of " + o.timeLimit().toSeconds() + " s reached";
            case CANCELLED -> "cancelled";
            case RUNNING -> "still running";
        };
        String note = String.format(Locale.US, "Monte Carlo: %,d battles in %.1f s on %d thread%s, seed %d; stopped: %s",
                t.trials, nanos / 1e9, o.threads(), o.threads() == 1 ? "" : "s", o.seed(), what);
        double estimate = t.trials == 0 ? 0 : (double) t.attackerWin / t.trials;
        double half = t.trials == 0 ? 0 : halfWidth(t, o.confidence());
        if (stop == Sampling.StopReason.PRECISION && half > Math.min(estimate, 1 - estimate)) {
            // a rare outcome: the interval says little about it
            note += String.format(Locale.US, "; the interval (+/- %.2g) is wider than the attacker-win estimate (%.2g): for a"
                    + " rare outcome give a smaller --precision or use --method exact", half, Math.min(estimate, 1 - estimate));
        }
        return note;
    }

    private static BattleResult result(RoundModel model, Tally t, MonteCarloOptions o, Sampling.StopReason stop, String note) {
        double n = t.trials;
        Loss a = loss(model, Side.ATTACKER, t.attackerEnd, t.trials);
        Loss d = loss(model, Side.DEFENDER, t.defenderEnd, t.trials);
        double rounds = t.rounds / n;
        Sampling sampling = new Sampling(t.trials, o.seed(), o.threads(), stop, o.confidence(), INTERVAL,
                wilson(t.attackerWin, t.trials, o.confidence()), wilson(t.defenderWin, t.trials, o.confidence()),
                wilson(t.draw, t.trials, o.confidence()), wilson(t.retreat, t.trials, o.confidence()),
                wilson(t.stalemate, t.trials, o.confidence()),
                a.standardError, d.standardError, standardError(t.rounds, t.roundsSquared, t.trials));
        List<SwingDistribution.Bar> bars = new ArrayList<>();
        new java.util.TreeMap<>(t.swing).forEach((k, c) -> bars.add(new SwingDistribution.Bar(k, c[0] / n)));
        return new BattleResult(Method.MONTE_CARLO, note, t.attackerWin / n, t.captures / n, t.defenderWin / n, t.draw / n,
                t.retreat / n, t.stalemate / n, a.mean, d.mean, rounds, survivors(model, Side.ATTACKER, t.attackerEnd, t.trials),
                survivors(model, Side.DEFENDER, t.defenderEnd, t.trials), t.trials, 0.0, SwingDistribution.of(bars),
                byRound(t), model.setup().retreat().describe(), List.of(), Optional.of(sampling));
    }

    /** Cumulative outcomes by round from the battles' round counts; the battle ended at round 0 counts from round 1. */
    private static List<RoundFigures> byRound(Tally t) {
        List<RoundFigures> out = new ArrayList<>();
        if (t.byRound.size() <= 1) {
            return out;
        }
        double n = t.trials;
        long[] cum = new long[4];
        long ended = 0;
        for (int k = 0; k < t.byRound.size(); k++) {
            long[] c = t.byRound.get(k);
            for (int i = 0; i < 4; i++) {
                cum[i] += c[i];
            }
            ended += c[0] + c[1] + c[2];
            if (k >= 1) {
                out.add(new RoundFigures(k, (t.trials - ended) / n, cum[0] / n, cum[1] / n, cum[2] / n, cum[3] / n));
            }
        }
        return out;
    }

    private record Loss(double mean, double standardError) {
    }

    private static Loss loss(RoundModel model, Side side, Map<SideState, long[]> ends, long trials) {
        int start = model.ipc(side, model.initialState().side(side));
        double sum = 0;
        double sumSq = 0;
        for (Map.Entry<SideState, long[]> e : ends.entrySet()) {
            double loss = start - model.ipc(side, e.getKey());
            sum += e.getValue()[0] * loss;
            sumSq += e.getValue()[0] * loss * loss;
        }
        return new Loss(sum / trials, standardError(sum, sumSq, trials));
    }

    /** @return the standard error of a mean from its sum and sum of squares over {@code n} samples */
    static double standardError(double sum, double sumSq, long n) {
        if (n < 2) {
            return Double.NaN;
        }
        double mean = sum / n;
        double variance = Math.max(0, (sumSq - n * mean * mean) / (n - 1));
        return Math.sqrt(variance / n);
    }

    /**
     * @return the Wilson score interval of a proportion, its bounds kept off exactly 0 and 1 by rounding
     */
    public static Sampling.Interval wilson(long successes, long trials, double confidence) {
        ConfidenceInterval ci = new WilsonScoreInterval().createInterval((int) Math.min(trials, Integer.MAX_VALUE),
                (int) Math.min(successes, Integer.MAX_VALUE), confidence);
        // the Wilson bounds are exactly 0 with no successes and 1 with no failures; keep rounding out of them
        return new Sampling.Interval(successes == 0 ? 0 : Math.max(0, ci.getLowerBound()),
                successes == trials ? 1 : Math.min(1, ci.getUpperBound()));
    }

    private static List<SurvivorOutcome> survivors(RoundModel model, Side side, Map<SideState, long[]> ends, long trials) {
        Map<Map<String, Integer>, Double> byUnits = new LinkedHashMap<>();
        ends.forEach((s, n) -> byUnits.merge(model.units(side, s), (double) n[0] / trials, Double::sum));
        return SurvivorOutcome.mostLikelyFirst(byUnits);
    }
}
