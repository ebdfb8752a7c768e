package battleboard.solve;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.edition.Edition;
import battleboard.montecarlo.MonteCarloOptions;

/**
 * Warms the solvers up: a land battle solved 30 times, a sea battle and a Monte Carlo run every fourth time, so that
 * the JIT has compiled the exact solver's forward pass, its round and step tables and the Monte Carlo walk before a
 * player's first Calculate. A fresh JVM's first large solve otherwise runs several times slower than its later ones
 * (docs/performance.md, "First solve"). The form starts it on a background thread of low priority when its window
 * opens; the command line, which solves once, does not.
 *
 * <p>The battles are Revised: a land battle read from round tables (exact and Monte Carlo), and a sea battle with
 * submarines played from the step tables. About 1 s in a fresh JVM on the 2-core development VM (0.82-0.94 s,
 * docs/performance.md, eighth session's first solve); nothing is kept.
 */
public final class Warmup {
    /** Times the land battle is solved (the sea battle and Monte Carlo every fourth time). */
    static final int ROUNDS = 30;

    private Warmup() {
    }

    /**
     * Solves the warm-up battles; returns early, without an error, if the thread is interrupted.
     *
     * @param progress checked between battles for cancellation
     */
    public static void run(Progress progress) {
        Edition revised = Edition.builtIn("revised");
        BattleSetup land = BattleSetup.builder(revised).attacker("20 infantry, 6 artillery, 5 tank, 3 fighter")
                .defender("22 infantry, 6 artillery, 3 tank, 2 fighter").build();
        BattleSetup sea = BattleSetup.builder(revised).attacker("2 submarine, 1 destroyer, 1 carrier, 2 fighter, 1 battleship")
                .defender("2 submarine, 1 destroyer, 1 battleship, 1 carrier, 2 fighter").build();
        Solver solver = new Solver();
        for (int i = 0; i < ROUNDS && !progress.isCancelled() && !Thread.currentThread().isInterrupted(); i++) {
            solver.solve(land, SolveOptions.of(MethodChoice.EXACT), Progress.NONE);
            if (i % 4 == 0) {
                solver.solve(sea, SolveOptions.of(MethodChoice.EXACT), Progress.NONE);
                solver.solve(land, SolveOptions.of(MethodChoice.MONTE_CARLO)
                        .withMonteCarlo(MonteCarloOptions.defaults().withTrials(20_000).withThreads(1)), Progress.NONE);
            }
        }
    }
}
