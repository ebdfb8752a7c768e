package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.edition.Edition;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.result.BattleResult;
import battleboard.result.Sampling;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The command line's Monte Carlo progress bar (issue 12, item 10): drawn on standard error only when it is a terminal,
 * only after the first second, at most five times a second, with battles per second and the interval so far, and wiped
 * at the end; nothing at all otherwise.
 */
class ProgressLineTest {
    private static final Sampling.Interval I = new Sampling.Interval(0.3934, 0.3956);

    private static BattleResult partial(long battles) {
        Sampling s = new Sampling(battles, 1, 2, Sampling.StopReason.RUNNING, 0.95, "Wilson score", I, I, I, I, I, 0.01, 0.01, 0.01);
        BattleResult r = new Solver().solve(BattleSetup.builder(Edition.builtIn("revised")).attacker("1 inf").defender("1 inf").build(),
                SolveOptions.of(MethodChoice.MONTE_CARLO).withMonteCarlo(MonteCarloOptions.defaults().withTrials(2048)), Progress.NONE);
        return new BattleResult(r.method(), r.methodNote(), 0.3945, r.attackerCaptures(), r.defenderWin(), r.draw(), r.retreat(),
                r.stalemate(), r.attackerIpcLoss(), r.defenderIpcLoss(), r.expectedRounds(), r.attackerSurvivors(),
                r.defenderSurvivors(), battles, 0, r.swing(), r.byRound(), r.retreatPolicy(), r.retreatStates(),
                java.util.Optional.of(s));
    }

    @Test
    void aTerminalSeesOneLineRedrawnAfterTheFirstSecondThenWiped() {
        StringWriter text = new StringWriter();
        AtomicLong now = new AtomicLong(0);
        ProgressLine bar = new ProgressLine(new PrintWriter(text), true, now::get);
        bar.update(0.2, "Monte Carlo");
        now.set(500_000_000L);
        bar.accept(partial(400_000));
        assertEquals("", text.toString(), "nothing in the first second");
        now.set(1_000_000_000L);
        bar.accept(partial(800_000));
        String first = "\r[####................]  20%  800,000 battles  800,000/s  attacker wins 39.45% [39.34, 39.56]";
        assertEquals(first, text.toString());
        now.set(1_100_000_000L);
        bar.accept(partial(900_000));
        assertEquals(first, text.toString(), "not redrawn within 0.2 s");
        now.set(2_000_000_000L);
        bar.update(0.5, "Monte Carlo");
        bar.accept(partial(2_500_000));
        String second = "[##########..........]  50%  2,500,000 battles  1.3 M/s  attacker wins 39.45% [39.34, 39.56]";
        assertEquals(first + "\r" + second, text.toString());
        bar.finish();
        assertEquals(first + "\r" + second + "\r" + " ".repeat(second.length()) + "\r", text.toString(), "the line is wiped");
    }

    @Test
    void notATerminalSeesNothing() {
        StringWriter text = new StringWriter();
        AtomicLong now = new AtomicLong(0);
        ProgressLine bar = new ProgressLine(new PrintWriter(text), false, now::get);
        now.set(5_000_000_000L);
        bar.accept(partial(800_000));
        bar.finish();
        assertEquals("", text.toString());
        // and the command line run by the tests (no console) prints nothing on standard error for a Monte Carlo run
        CliRun run = CliRun.of("odds", "--attacker", "3 inf, 1 tank", "--defender", "4 inf", "--method", "montecarlo", "--battles",
                "200000");
        assertEquals("", run.err());
    }
}
