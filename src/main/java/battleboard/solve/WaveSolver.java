package battleboard.solve;

import battleboard.battle.BattleSetup;
import battleboard.battle.Outcome;
import battleboard.battle.Progress;
import battleboard.battle.Status;
import battleboard.battle.Waves;
import battleboard.exact.BattleTooLargeException;
import battleboard.exact.ExactSolver;
import battleboard.exact.StateSpaceEstimate;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.montecarlo.MonteCarloSolver;
import battleboard.montecarlo.WaveSimulation;
import battleboard.result.BattleResult;
import battleboard.result.Method;
import battleboard.result.Sampling;
import battleboard.result.SurvivorOutcome;
import battleboard.result.SwingDistribution;
import battleboard.result.WaveFigures;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Solves an attack in waves ({@link Waves}, issue 14 item 4). Exact: wave 1 is solved as one chain, and each later wave
 * as one chain per battle it can meet, started from the distribution of the ends of the wave before (every end that
 * leaves the same battle solved once, the ways reaching it weighted together). Monte Carlo: {@link WaveSimulation}.
 * Both fill the same {@link Waves.Tally}, turned here into one result for the whole attack and one line per wave.
 */
public final class WaveSolver {
    /** Most distinct battles the exact solver solves for one attack before it gives up (one line). */
    public static final int MOST_BATTLES = 2_000;

    private final ExactSolver exact;

    /** A wave solver with the default exact-solver memory budget. */
    public WaveSolver() {
        this(new ExactSolver());
    }

    /** @param exact the exact solver to use (its memory budget applies; its trim bound unless the options give one) */
    public WaveSolver(ExactSolver exact) {
        this.exact = exact;
    }

    /**
     * An attack's result.
     *
     * @param total the whole attack: outcomes of its last battle (a wave moving in unopposed is an attacker win), IPC
     *              lost over all waves, the swing's distribution, survivors at the end (earlier attackers that stayed out
     *              included); no figures by round
     * @param waves one line per wave, in order
     */
    public record Result(BattleResult total, List<WaveFigures> waves) {
        public Result {
            waves = List.copyOf(waves);
        }
    }

    /**
     * @param plan     the attack
     * @param options  the method (auto: exact when wave 1 alone is within auto's budget, else Monte Carlo) and Monte Carlo
     *                 options (its battle count, seed, threads and time limit; not a precision)
     * @param progress progress and cancel
     * @return the result
     * @throws BattleTooLargeException one line when exact was asked for and a battle is too large, or the attack meets
     *                                 more than {@value #MOST_BATTLES} battles
     * @throws IllegalArgumentException one line when a later wave cannot be fought as the one before leaves it
     * @throws java.util.concurrent.CancellationException when cancelled
     */
    public Result solve(Waves plan, SolveOptions options, Progress progress) {
        return switch (options.method()) {
            case EXACT -> exact(Solver.exactFor(exact, options), plan, progress);
            case MONTE_CARLO -> monteCarlo(plan, options.monteCarlo(), progress, "");
            case AUTO -> auto(Solver.exactFor(exact, options), plan, options, progress);
        };
    }

    private Result auto(ExactSolver exact, Waves plan, SolveOptions options, Progress progress) {
        String why;
        try {
            StateSpaceEstimate est = exact.estimate(plan.first());
            // each wave's battles at least as costly as the first: the waves' count times its estimate, within auto's
            if (est.bytes() <= exact.memoryBudget()
                    && est.work() <= Solver.autoWorkBudget(est) / plan.count() / Solver.passes(plan.first())
                    && Solver.estimatedSeconds(est, plan.first()) * plan.count() <= Solver.AUTO_EXACT_SECONDS) {
                return exact(exact, plan, progress);
            }
            why = "wave 1 alone would need " + est.describe();
        } catch (BattleTooLargeException e) {
            why = e.getMessage();
        }
        return monteCarlo(plan, options.monteCarlo(), progress, "auto chose Monte Carlo because " + why + ". ");
    }

    /** Solves every wave's battles exactly, wave after wave. */
    Result exact(ExactSolver exact, Waves plan, Progress progress) {
        Waves.Tally tally = new Waves.Tally(plan.count());
        Map<String, Waves.Battle> battles = new LinkedHashMap<>();
        battles.put("1", new Waves.Battle(plan.first(), new HashMap<>(Map.of(Waves.Path.START, 1.0))));
        long states = 0;
        int solved = 0;
        List<Integer> perWave = new ArrayList<>();
        for (int wave = 1; !battles.isEmpty(); wave++) {
            Map<String, Waves.Battle> next = new LinkedHashMap<>();
            perWave.add(battles.size());
            for (Waves.Battle b : battles.values()) {
                if (++solved > MOST_BATTLES) {
                    throw new BattleTooLargeException("this attack in waves meets more than " + MOST_BATTLES
                            + " different battles to solve exactly: use --method montecarlo");
                }
                ExactSolver.Ends ends = exact.ends(b.setup(), progress);
                double w = 0;
                for (double v : b.ways().values()) {
                    w += v;
                }
                BattleResult r = ends.result();
                tally.fought(wave, w, r.expectedRounds(), r.attackerIpcLoss(), r.defenderIpcLoss());
                states += r.states();
                plan.playOut(wave, ends.model(), ends.ends(), b.ways(), tally, next);
            }
            battles = next;
        }
        StringBuilder note = new StringBuilder("exact, " + plan.count() + " waves, " + solved + (solved == 1 ? " battle" : " battles")
                + " solved (");
        for (int k = 0; k < perWave.size(); k++) {
            note.append(k == 0 ? "" : ", ").append("wave ").append(k + 1).append(": ").append(perWave.get(k));
        }
        note.append("; each later wave from every way the one before ends)");
        return result(plan, tally, Method.EXACT, note.toString(), states, 1.0, null, null);
    }

    private Result monteCarlo(Waves plan, MonteCarloOptions o, Progress progress, String why) {
        long attacks = o.trials();
        TimedProgress timed = new TimedProgress(progress, o.timeLimit());
        Waves.Tally tally = WaveSimulation.simulate(plan, s -> s.retreat().needsStateValues() ? exact.resolveRetreat(s, progress) : s,
                attacks, o.seed(), o.threads(), timed);
        Sampling.StopReason stop = tally.battles() == attacks ? Sampling.StopReason.TRIALS
                : timed.late() ? Sampling.StopReason.TIME_LIMIT : Sampling.StopReason.CANCELLED;
        // no thread count: the attacks give the same figures on any number of threads, and the text is the same byte for byte
        // (issue 27 item 9)
        String note = why + String.format(Locale.US, "Monte Carlo, %d waves: %,d attacks, seed %d", plan.count(),
                tally.battles(), o.seed());
        return result(plan, tally, Method.MONTE_CARLO, note, tally.battles(), 1.0 / tally.battles(), o, stop);
    }

    /** Turns the tally into the attack's result; {@code scale} turns weights into probabilities. */
    private static Result result(Waves plan, Waves.Tally t, Method method, String note, long states, double scale, MonteCarloOptions o,
                                 Sampling.StopReason stop) {
        double win = 0;
        double captures = 0;
        double defender = 0;
        double draw = 0;
        double retreat = 0;
        double stalemate = 0;
        double attackerLoss = 0;
        double defenderLoss = 0;
        double attackerLossSq = 0;
        double defenderLossSq = 0;
        Map<Map<String, Integer>, Double> attackerLeft = new LinkedHashMap<>();
        Map<Map<String, Integer>, Double> defenderLeft = new LinkedHashMap<>();
        TreeMap<Integer, Double> swing = new TreeMap<>();
        for (Map.Entry<Waves.Ending, Double> e : t.ends().entrySet()) {
            Waves.Ending end = e.getKey();
            double p = e.getValue() * scale;
            Outcome outcome = end.status().outcome();
            win += outcome == Outcome.ATTACKER_WIN ? p : 0;
            captures += end.captured() ? p : 0;
            defender += outcome == Outcome.DEFENDER_WIN ? p : 0;
            draw += outcome == Outcome.DRAW ? p : 0;
            retreat += end.status() == Status.RETREAT ? p : 0;
            stalemate += end.status() == Status.STALEMATE ? p : 0;
            attackerLoss += p * end.attackerLoss();
            defenderLoss += p * end.defenderLoss();
            attackerLossSq += p * end.attackerLoss() * end.attackerLoss();
            defenderLossSq += p * end.defenderLoss() * end.defenderLoss();
            attackerLeft.merge(end.attackerLeft(), p, Double::sum);
            defenderLeft.merge(end.defenderLeft(), p, Double::sum);
            swing.merge(end.defenderLoss() - end.attackerLoss(), p, Double::sum);
        }
        double[] rounds = t.rounds();
        double expectedRounds = 0;
        List<WaveFigures> waves = new ArrayList<>();
        double[] fought = t.fought();
        double[] won = t.won();
        double[] drawn = t.drawn();
        double[] holds = t.holds();
        double[] al = t.attackerLoss();
        double[] dl = t.defenderLoss();
        for (int k = 0; k < plan.count(); k++) {
            expectedRounds += rounds[k] * scale;
            waves.add(new WaveFigures(k + 1, fought[k] * scale, won[k] * scale, drawn[k] * scale, holds[k] * scale, al[k] * scale,
                    dl[k] * scale, rounds[k] * scale));
        }
        List<SwingDistribution.Bar> bars = new ArrayList<>();
        swing.forEach((s, p) -> bars.add(new SwingDistribution.Bar(s, p)));
        Optional<Sampling> sampling = Optional.empty();
        double unaccounted = 1 - (win + defender + draw);
        if (o != null) {
            long n = t.battles();
            // the weights are attack counts: each outcome's count is its probability times the attacks
            sampling = Optional.of(new Sampling(n, o.seed(), o.threads(), stop, o.confidence(), "Wilson score",
                    MonteCarloSolver.wilson(Math.round(win * n), n, o.confidence()),
                    MonteCarloSolver.wilson(Math.round(defender * n), n, o.confidence()),
                    MonteCarloSolver.wilson(Math.round(draw * n), n, o.confidence()),
                    MonteCarloSolver.wilson(Math.round(retreat * n), n, o.confidence()),
                    MonteCarloSolver.wilson(Math.round(stalemate * n), n, o.confidence()),
                    error(attackerLoss, attackerLossSq, n), error(defenderLoss, defenderLossSq, n),
                    n < 2 ? Double.NaN : Math.sqrt(Math.max(0, t.roundsSquared() / n - expectedRounds * expectedRounds) / (n - 1))));
            unaccounted = 0;
        }
        BattleSetup first = plan.first();
        String policy = first.retreat().describe() + (plan.later().isEmpty() ? "" : "; " + String.join("; ", plan.describe()));
        BattleResult total = new BattleResult(method, note, win, captures, defender, draw, retreat, stalemate, attackerLoss,
                defenderLoss, expectedRounds, SurvivorOutcome.mostLikelyFirst(attackerLeft), SurvivorOutcome.mostLikelyFirst(defenderLeft),
                states, unaccounted, SwingDistribution.of(bars), List.of(), policy, List.of(), sampling);
        return new Result(total, waves);
    }

    /** Standard error of a mean from its mean and mean square over n draws. */
    private static double error(double mean, double meanSquare, long n) {
        return n < 2 ? Double.NaN : Math.sqrt(Math.max(0, meanSquare - mean * mean) / (n - 1));
    }
}
