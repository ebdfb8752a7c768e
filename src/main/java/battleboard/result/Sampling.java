package battleboard.result;

import java.util.Objects;

/**
 * The sampling error of a Monte Carlo result: how many battles were simulated, how the run stopped,
 * and an interval or standard error for every figure.
 *
 * @param trials              battles simulated
 * @param seed                the seed; the same seed and trial count give the same figures on any number of threads
 * @param threads             worker threads used
 * @param stop                what ended the run
 * @param confidence          confidence level of the intervals, e.g. 0.95
 * @param intervalMethod      name of the interval method, e.g. "Wilson score"
 * @param attackerWin         interval for {@link BattleResult#attackerWin()}
 * @param defenderWin         interval for {@link BattleResult#defenderWin()}
 * @param draw                interval for {@link BattleResult#draw()}
 * @param retreat             interval for {@link BattleResult#retreat()}
 * @param stalemate           interval for {@link BattleResult#stalemate()}
 * @param attackerIpcLossError standard error of {@link BattleResult#attackerIpcLoss()}, IPC; NaN when fewer than 2 battles give none
 * @param defenderIpcLossError standard error of {@link BattleResult#defenderIpcLoss()}, IPC; NaN when fewer than 2 battles give none
 * @param expectedRoundsError  standard error of {@link BattleResult#expectedRounds()}, rounds; NaN when fewer than 2 battles give none
 */
public record Sampling(
        long trials,
        long seed,
        int threads,
        StopReason stop,
        double confidence,
        String intervalMethod,
        Interval attackerWin,
        Interval defenderWin,
        Interval draw,
        Interval retreat,
        Interval stalemate,
        double attackerIpcLossError,
        double defenderIpcLossError,
        double expectedRoundsError) {

    /** What ended a Monte Carlo run. */
    public enum StopReason {
        /** Not stopped: a partial result of a run still going. */
        RUNNING,
        /** The requested number of trials was reached. */
        TRIALS,
        /** The attacker-win interval became narrower than the requested precision. */
        PRECISION,
        /** The time limit was reached first. */
        TIME_LIMIT,
        /** The user cancelled; the figures are those of the trials done. */
        CANCELLED;

        /** @return how a player reads it: "battle count reached", "precision reached", "time limit reached", "cancelled", "still running" */
        public String describe() {
            return switch (this) {
                case RUNNING -> "still running";
                case TRIALS -> "battle count reached";
                case PRECISION -> "precision reached";
                case TIME_LIMIT -> "time limit reached";
                case CANCELLED -> "cancelled";
            };
        }
    }

    /**
     * A confidence interval for a probability.
     *
     * @param low  lower bound in [0, 1]
     * @param high upper bound in [low, 1]
     */
    public record Interval(double low, double high) {
        /** @return half the width */
        public double halfWidth() {
            return (high - low) / 2;
        }
    }

    public Sampling {
        Objects.requireNonNull(stop, "stop");
    }
}
