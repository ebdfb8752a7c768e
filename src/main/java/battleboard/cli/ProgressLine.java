package battleboard.cli;

import battleboard.battle.Progress;
import battleboard.result.BattleResult;
import battleboard.result.Sampling;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * A progress bar on standard error for a Monte Carlo run that lasts (issue 12, item 10): after the first second, at
 * most five times a second, one line rewritten in place with the share done, the battles so far, battles per second
 * and the attacker-win interval so far; the line is wiped when the run ends, so standard output's table is all that
 * stays. Silent when standard error is not a terminal (a script, a pipe, the tests), and for exact solves, which send
 * no partial results.
 */
final class ProgressLine implements Progress, Consumer<BattleResult> {
    /** Nothing is drawn before a run has lasted this long. */
    static final long QUIET_NANOS = 1_000_000_000L;
    /** The line is redrawn at most this often. */
    static final long EVERY_NANOS = 200_000_000L;
    private static final int WIDTH = 20;

    private final PrintWriter err;
    private final boolean terminal;
    private final LongSupplier clock;
    private final long start;
    private long lastDrawn = Long.MIN_VALUE / 2;
    private double fraction;
    private int drawnLength;

    /**
     * @param err      standard error
     * @param terminal whether standard error is a terminal: nothing is drawn otherwise
     * @param clock    nanoseconds, {@link System#nanoTime()} outside tests
     */
    ProgressLine(PrintWriter err, boolean terminal, LongSupplier clock) {
        this.err = err;
        this.terminal = terminal;
        this.clock = clock;
        this.start = clock.getAsLong();
    }

    /** @return a progress line on {@code err}, drawn when the JVM has a console (standard streams on a terminal) */
    static ProgressLine on(PrintWriter err) {
        return new ProgressLine(err, System.console() != null, System::nanoTime);
    }

    @Override
    public void update(double fractionDone, String message) {
        fraction = fractionDone;
    }

    @Override
    public boolean isCancelled() {
        return false;
    }

    /** A partial Monte Carlo result: redraws the line when it is time to. */
    @Override
    public void accept(BattleResult r) {
        long now = clock.getAsLong();
        if (!terminal || r.sampling().isEmpty() || now - start < QUIET_NANOS || now - lastDrawn < EVERY_NANOS) {
            return;
        }
        lastDrawn = now;
        draw(line(r.sampling().get(), r.attackerWin(), fraction, (now - start) / 1e9));
    }

    /** @return the line for a run: e.g. "[########............]  40%  812,032 battles  1.6 M/s  attacker wins 39.45% [39.34, 39.56]" */
    static String line(Sampling s, double attackerWin, double fraction, double seconds) {
        int filled = (int) Math.round(Math.max(0, Math.min(1, fraction)) * WIDTH);
        double rate = seconds > 0 ? s.trials() / seconds : 0;
        String perSecond = rate >= 1e6 ? String.format(Locale.US, "%.1f M/s", rate / 1e6)
                : String.format(Locale.US, "%,.0f/s", rate);
        return String.format(Locale.US, "[%s%s] %3.0f%%  %,d battles  %s  attacker wins %.2f%% [%.2f, %.2f]", "#".repeat(filled),
                ".".repeat(WIDTH - filled), fraction * 100, s.trials(), perSecond, attackerWin * 100, s.attackerWin().low() * 100,
                s.attackerWin().high() * 100);
    }

    private void draw(String line) {
        String padded = line.length() < drawnLength ? line + " ".repeat(drawnLength - line.length()) : line;
        err.print("\r" + padded);
        err.flush();
        drawnLength = line.length();
    }

    /** Wipes the line, if one was drawn: the run is over. */
    void finish() {
        if (drawnLength > 0) {
            err.print("\r" + " ".repeat(drawnLength) + "\r");
            err.flush();
            drawnLength = 0;
        }
    }
}
