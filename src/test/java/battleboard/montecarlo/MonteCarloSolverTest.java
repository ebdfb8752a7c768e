package battleboard.montecarlo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.edition.Edition;
import battleboard.result.BattleResult;
import battleboard.result.Sampling;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class MonteCarloSolverTest {
    private static final Edition REVISED = Edition.builtIn("revised");
    private static final BattleSetup SMALL = BattleSetup.builder(REVISED).attacker("3 infantry, 1 tank").defender("4 infantry").build();

    private static BattleResult run(BattleSetup s, MonteCarloOptions o) {
        return new MonteCarloSolver().solve(s, o, Progress.NONE, r -> {
        });
    }

    @Test
    void sameSeedSameFiguresOnOneAndTwoThreads() {
        MonteCarloOptions o = MonteCarloOptions.defaults().withTrials(100_000).withSeed(7);
        BattleResult one = run(SMALL, o.withThreads(1));
        BattleResult two = run(SMALL, o.withThreads(2));
        BattleResult four = run(SMALL, o.withThreads(4));
        for (BattleResult r : List.of(two, four)) {
            assertEquals(one.attackerWin(), r.attackerWin(), 0.0);
            assertEquals(one.defenderWin(), r.defenderWin(), 0.0);
            assertEquals(one.draw(), r.draw(), 0.0);
            assertEquals(one.attackerIpcLoss(), r.attackerIpcLoss(), 0.0);
            assertEquals(one.defenderIpcLoss(), r.defenderIpcLoss(), 0.0);
            assertEquals(one.expectedRounds(), r.expectedRounds(), 0.0);
            assertEquals(one.attackerSurvivors(), r.attackerSurvivors());
        }
        assertEquals(100_000, one.sampling().orElseThrow().trials());
        assertEquals(Sampling.StopReason.TRIALS, one.sampling().orElseThrow().stop());
    }

    @Test
    void anotherSeedGivesOtherFigures() {
        MonteCarloOptions o = MonteCarloOptions.defaults().withTrials(20_000);
        assertTrue(run(SMALL, o.withSeed(1)).attackerWin() != run(SMALL, o.withSeed(2)).attackerWin());
    }

    @Test
    void trialCountNotAMultipleOfTheChunk() {
        BattleResult r = run(SMALL, MonteCarloOptions.defaults().withTrials(MonteCarloSolver.CHUNK * 3 + 17));
        assertEquals(MonteCarloSolver.CHUNK * 3 + 17, r.sampling().orElseThrow().trials());
        assertEquals(1.0, r.attackerWin() + r.defenderWin() + r.draw(), 1e-12);
    }

    @Test
    void precisionStopsWhenTheIntervalIsNarrowEnoughAndIsReproducible() {
        MonteCarloOptions o = MonteCarloOptions.defaults().withPrecision(0.005).withSeed(3);
        BattleResult r = run(SMALL, o.withThreads(2));
        Sampling s = r.sampling().orElseThrow();
        assertEquals(Sampling.StopReason.PRECISION, s.stop());
        assertTrue(s.attackerWin().halfWidth() < 0.005);
        // the chunk before the last was not yet precise enough: the run stopped at the first chunk that was
        assertTrue(s.trials() < 0.25 / (0.005 / 1.96) / (0.005 / 1.96) + 2 * MonteCarloSolver.CHUNK);
        assertEquals(r.attackerWin(), run(SMALL, o.withThreads(1)).attackerWin(), 0.0);
    }

    @Test
    void timeLimitStopsALongRun() {
        BattleSetup big = BattleSetup.builder(REVISED).attacker("60 infantry, 20 tank").defender("70 infantry").build();
        MonteCarloOptions o = MonteCarloOptions.defaults().withTrials(MonteCarloOptions.MAX_TRIALS)
                .withTimeLimit(Duration.ofMillis(300));
        BattleResult r = run(big, o);
        assertEquals(Sampling.StopReason.TIME_LIMIT, r.sampling().orElseThrow().stop());
        assertTrue(r.sampling().orElseThrow().trials() > 0);
        assertTrue(r.methodNote().contains("time limit"), r.methodNote());
    }

    @Test
    void cancelReturnsThePartialResultAndPartialResultsArrive() {
        BattleSetup big = BattleSetup.builder(REVISED).attacker("60 infantry, 20 tank").defender("70 infantry").build();
        AtomicInteger updates = new AtomicInteger();
        List<BattleResult> partials = new ArrayList<>();
        Progress cancelAfterSomeUpdates = new Progress() {
            @Override
            public void update(double fractionDone, String message) {
                assertTrue(fractionDone >= 0 && fractionDone <= 1);
                updates.incrementAndGet();
            }

            @Override
            public boolean isCancelled() {
                return partials.size() >= 2;
            }
        };
        BattleResult r = new MonteCarloSolver().solve(big, MonteCarloOptions.defaults().withTrials(MonteCarloOptions.MAX_TRIALS),
                cancelAfterSomeUpdates, partials::add);
        assertEquals(Sampling.StopReason.CANCELLED, r.sampling().orElseThrow().stop());
        assertTrue(updates.get() >= 2);
        assertEquals(Sampling.StopReason.RUNNING, partials.get(0).sampling().orElseThrow().stop());
        assertTrue(r.sampling().orElseThrow().trials() >= partials.get(0).sampling().orElseThrow().trials());
    }

    @Test
    void cancelBeforeAnyBattleThrows() {
        BattleSetup big = BattleSetup.builder(REVISED).attacker("300 infantry, 100 tank").defender("400 infantry").build();
        Progress cancelled = new Progress() {
            @Override
            public void update(double fractionDone, String message) {
            }

            @Override
            public boolean isCancelled() {
                return true;
            }
        };
        assertThrows(CancellationException.class, () -> new MonteCarloSolver().solve(big,
                MonteCarloOptions.defaults().withThreads(1), cancelled, r -> {
                }));
    }

    @Test
    void intervalsContainTheEstimateAndAreExactAtZero() {
        BattleResult r = run(SMALL, MonteCarloOptions.defaults().withTrials(50_000));
        Sampling s = r.sampling().orElseThrow();
        assertTrue(s.attackerWin().low() <= r.attackerWin() && r.attackerWin() <= s.attackerWin().high());
        assertEquals(0.0, s.stalemate().low(), 0.0);
        assertEquals(0.0, r.stalemate(), 0.0);
        assertTrue(s.attackerIpcLossError() > 0 && s.expectedRoundsError() > 0);
        assertEquals("Wilson score", s.intervalMethod());
        assertFalse(r.attackerSurvivors().isEmpty());
    }

    @Test
    void standardErrorOfAMean() {
        // samples 1, 2, 3: mean 2, sample variance 1, standard error 1/sqrt(3)
        assertEquals(1 / Math.sqrt(3), MonteCarloSolver.standardError(6, 14, 3), 1e-12);
    }

    @Test
    void theTimeLimitStopsAChunkOfSlowBattles(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws java.io.IOException {
        // issue 27 item 10: Revised on a d100 (every unit hits 1 in 100 times as often) with an AA gun and a retreat, played
        // round by round: a battle takes hundreds of rounds, 1,024 of them many seconds. The limit of 200 ms stops the
        // chunk being played after its current battle, not after its 1,024
        java.nio.file.Path file = java.nio.file.Files.writeString(dir.resolve("slow.json"),
                "{\"id\": \"slow\", \"name\": \"Revised on a d100\", \"extends\": \"revised\", \"dieSides\": 100}");
        BattleSetup slow = BattleSetup.builder(Edition.fromFile(file)).attacker("100 infantry, 10 fighter")
                .defender("100 infantry, 1 aa-gun").retreat(new battleboard.battle.RetreatPolicy.AfterRound(1000)).build();
        for (int threads : new int[] {1, 2}) {
            BattleResult r = run(slow, MonteCarloOptions.defaults().withThreads(threads).withTimeLimit(Duration.ofMillis(200)));
            Sampling s = r.sampling().orElseThrow();
            assertEquals(Sampling.StopReason.TIME_LIMIT, s.stop());
            assertTrue(s.trials() > 0 && s.trials() < MonteCarloSolver.CHUNK, s.trials() + " battles");
            assertEquals(1.0, r.attackerWin() + r.defenderWin() + r.draw(), 1e-12);
        }
    }

    @Test
    void aWorkerThatRunsOutOfMemoryEndsTheRunOnTheCallingThread() {
        // issue 27 item 3: a worker's OutOfMemoryError was printed as its stack trace, and the run waited for its chunk
        // (for ever before its first chunk, else to the time limit, with a partial result)
        MonteCarloSolver failing = new MonteCarloSolver(() -> new SamplingChance() {
            @Override
            public int hits(battleboard.battle.Dice dice) {
                throw new OutOfMemoryError("Java heap space");
            }
        });
        OutOfMemoryError e = assertThrows(OutOfMemoryError.class, () -> org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
                Duration.ofSeconds(10), () -> failing.solve(SMALL, MonteCarloOptions.defaults().withThreads(2), Progress.NONE, r -> {
                })));
        assertEquals("Java heap space", e.getMessage());
    }

    @Test
    void optionsAreChecked() {
        MonteCarloOptions d = MonteCarloOptions.defaults();
        assertThrows(IllegalArgumentException.class, () -> d.withTrials(0));
        assertThrows(IllegalArgumentException.class, () -> d.withTrials(MonteCarloOptions.MAX_TRIALS + 1));
        assertThrows(IllegalArgumentException.class, () -> d.withPrecision(0));
        assertThrows(IllegalArgumentException.class, () -> d.withThreads(0));
        assertThrows(IllegalArgumentException.class, () -> d.withThreads(MonteCarloOptions.MAX_THREADS + 1));
        assertThrows(IllegalArgumentException.class, () -> d.withTimeLimit(Duration.ZERO));
    }
}
