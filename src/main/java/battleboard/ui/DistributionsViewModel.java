package battleboard.ui;

import battleboard.result.BattleResult;
import battleboard.result.RoundFigures;
import battleboard.result.SwingDistribution;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The distributions of a result as chart data: the IPC swing histogram
 * ({@link BattleResult#swing()}) with its mean and 5th / 50th / 95th percentiles, and how the battle
 * stands after each round ({@link BattleResult#byRound()}), starting from round 0 when every battle
 * is still going. When the solver gave no per-round figures, {@link #roundsNoteProperty()} says why.
 */
final class DistributionsViewModel {
    /** Most swing values shown one bar each; beyond, the swing is put in {@value #BINS} equal ranges. */
    static final int MAX_SWING_BARS = 40;
    /** Number of ranges of a wide swing distribution. */
    static final int BINS = 30;

    /**
     * One bar of the swing histogram.
     *
     * @param label      the swing, e.g. "+3", "0", "-9", or a range "-12…-9"; a bar holding a percentile says which:
     *                   "+4 (median)"
     * @param percent    its probability in percent, [0, 100]
     * @param percentile true when the 5th, 50th or 95th percentile falls in it
     */
    record SwingBar(String label, double percent, boolean percentile) {
    }

    /**
     * How the battle stands after a round, in percent; the five shares add up to 100.
     *
     * @param round       rounds fought, from 0
     * @param attackerWon ended by then with the attacker winning
     * @param defenderWon ended by then with the defender winning, retreats left out
     * @param retreated   ended by then with the attacker's retreat
     * @param draw        ended by then with both sides destroyed
     * @param ongoing     still going
     */
    record RoundShares(int round, double attackerWon, double defenderWon, double retreated, double draw, double ongoing) {
    }

    private final ObservableList<SwingBar> swingBars = FXCollections.observableArrayList();
    private final ObservableList<RoundShares> rounds = FXCollections.observableArrayList();
    private final ObservableList<SwingBar> swingBarsView = FXCollections.unmodifiableObservableList(swingBars);
    private final ObservableList<RoundShares> roundsView = FXCollections.unmodifiableObservableList(rounds);
    private final ReadOnlyStringWrapper swingSummary = new ReadOnlyStringWrapper(this, "swingSummary", "");
    private final ReadOnlyStringWrapper roundsNote = new ReadOnlyStringWrapper(this, "roundsNote", "");

    /** Shows the distributions of a result. */
    void show(BattleResult r) {
        SwingDistribution d = r.swing();
        swingBars.setAll(swingBars(d));
        swingSummary.set(String.format(Locale.US, "mean %s · 5th percentile %s · median %s · 95th percentile %s (IPC; darker bars)",
                Figures.swing(d.mean()), signed(d.p5()), signed(d.p50()), signed(d.p95())));
        rounds.setAll(rounds(r.byRound()));
        roundsNote.set(r.byRound().isEmpty() ? "No per-round figures for this result: " + r.methodNote() : "");
    }

    /** Removes the distributions. */
    void clear() {
        swingBars.clear();
        rounds.clear();
        swingSummary.set("");
        roundsNote.set("");
    }

    /**
     * @param d a swing distribution
     * @return one bar per swing value when there are at most {@value #MAX_SWING_BARS}, else {@value #BINS}
     *         equal ranges from the lowest swing to the highest (empty ranges included)
     */
    static List<SwingBar> swingBars(SwingDistribution d) {
        List<SwingDistribution.Bar> bars = d.bars();
        List<SwingBar> out = new ArrayList<>();
        if (bars.size() <= MAX_SWING_BARS) {
            for (SwingDistribution.Bar b : bars) {
                out.add(new SwingBar(signed(b.swing()) + percentileMark(d, b.swing(), b.swing()), b.probability() * 100,
                        isPercentile(d, b.swing(), b.swing())));
            }
            return out;
        }
        int low = bars.get(0).swing();
        int high = bars.get(bars.size() - 1).swing();
        int width = (int) Math.ceil((high - low + 1) / (double) BINS);
        int i = 0;
        for (int from = low; from <= high; from += width) {
            int to = from + width - 1;
            double p = 0;
            for (; i < bars.size() && bars.get(i).swing() <= to; i++) {
                p += bars.get(i).probability();
            }
            out.add(new SwingBar(signed(from) + "…" + signed(to) + percentileMark(d, from, to), p * 100, isPercentile(d, from, to)));
        }
        return out;
    }

    /** @return " (5th)", " (median)", " (95th)" or several, for the percentiles in [from, to]; "" for none */
    private static String percentileMark(SwingDistribution d, int from, int to) {
        List<String> in = new ArrayList<>();
        if (d.p5() >= from && d.p5() <= to) {
            in.add("5th");
        }
        if (d.p50() >= from && d.p50() <= to) {
            in.add("median");
        }
        if (d.p95() >= from && d.p95() <= to) {
            in.add("95th");
        }
        return in.isEmpty() ? "" : " (" + String.join(", ", in) + ")";
    }

    private static boolean isPercentile(SwingDistribution d, int from, int to) {
        return List.of(d.p5(), d.p50(), d.p95()).stream().anyMatch(p -> p >= from && p <= to);
    }

    /** The chart stops at the first round after which at most this share of the battles, in percent, still goes on. */
    static final double STILL_GOING_CUT = 0.1;

    /**
     * @return the by-round figures as shares in percent, after round 0 (all going) and each round fought, up to the first
     *         round after which 99.9 % of the battles are over (issue 12, item 4): the long tail of rare long battles
     *         would squeeze the rounds that matter
     */
    static List<RoundShares> rounds(List<RoundFigures> byRound) {
        List<RoundShares> out = new ArrayList<>();
        if (byRound.isEmpty()) {
            return out;
        }
        out.add(new RoundShares(0, 0, 0, 0, 0, 100));
        for (RoundFigures f : byRound) {
            out.add(new RoundShares(f.round(), f.attackerWin() * 100, (f.defenderWin() - f.retreat()) * 100, f.retreat() * 100,
                    f.draw() * 100, f.ongoing() * 100));
            if (f.ongoing() * 100 <= STILL_GOING_CUT) {
                break;
            }
        }
        return out;
    }

    private static String signed(int ipc) {
        return ipc == 0 ? "0" : String.format(Locale.US, "%+d", ipc);
    }

    /** @return the swing histogram's bars, lowest swing first */
    ObservableList<SwingBar> swingBars() {
        return swingBarsView;
    }

    /** @return e.g. "mean +3.88 IPC · 5th percentile -9 · median +4 · 95th percentile +15 (IPC; darker bars)" */
    ReadOnlyStringProperty swingSummaryProperty() {
        return swingSummary.getReadOnlyProperty();
    }

    /** @return from round 0; empty when the result has no per-round figures */
    ObservableList<RoundShares> rounds() {
        return roundsView;
    }

    /** @return why there is no per-round chart (from the method note); empty when there is one */
    ReadOnlyStringProperty roundsNoteProperty() {
        return roundsNote.getReadOnlyProperty();
    }
}
