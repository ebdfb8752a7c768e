package battleboard.ui;

import battleboard.result.BattleResult;
import battleboard.result.Method;
import battleboard.result.Sampling;
import battleboard.result.SurvivorOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The odds of the last battle solved, as text and chart data for display. Read-only for the view;
 * filled by {@link #show(BattleResult)}. Every figure has an interval text, empty for exact results
 * and filled from {@link BattleResult#sampling()} for Monte Carlo ones. Nothing is recomputed: the
 * text is the result's numbers, formatted.
 */
final class ResultsViewModel {
    /** Most survivor compositions a chart shows (plus "none" when it is not among them). */
    static final int CHART_BARS = 10;

    private final ReadOnlyObjectWrapper<BattleResult> result = new ReadOnlyObjectWrapper<>(this, "result");
    private final ReadOnlyBooleanWrapper stale = new ReadOnlyBooleanWrapper(this, "stale");
    private final Figure attackerWin = new Figure();
    private final Figure defenderWin = new Figure();
    private final Figure draw = new Figure();
    private final Figure stalemate = new Figure();
    private final Figure attackerIpcLoss = new Figure();
    private final Figure defenderIpcLoss = new Figure();
    private final Figure ipcSwing = new Figure();
    private final Figure expectedRounds = new Figure();
    private final ReadOnlyStringWrapper method = new ReadOnlyStringWrapper(this, "method", "");
    private final ReadOnlyStringWrapper methodNote = new ReadOnlyStringWrapper(this, "methodNote", "");
    private final ReadOnlyStringWrapper samplingNote = new ReadOnlyStringWrapper(this, "samplingNote", "");
    private final ReadOnlyStringWrapper attackerChartTitle = new ReadOnlyStringWrapper(this, "attackerChartTitle", "");
    private final ReadOnlyStringWrapper defenderChartTitle = new ReadOnlyStringWrapper(this, "defenderChartTitle", "");
    private final ObservableList<SurvivorBar> attackerSurvivors = FXCollections.observableArrayList();
    private final ObservableList<SurvivorBar> defenderSurvivors = FXCollections.observableArrayList();
    // created once: an unmodifiable view only weakly listens to its list, so it must live as long as this
    private final ObservableList<SurvivorBar> attackerSurvivorsView = FXCollections.unmodifiableObservableList(attackerSurvivors);
    private final ObservableList<SurvivorBar> defenderSurvivorsView = FXCollections.unmodifiableObservableList(defenderSurvivors);

    /**
     * One bar of a survivor chart.
     *
     * @param label   the composition, e.g. "2 infantry, 1 tank", or "none"
     * @param percent its probability in percent, [0, 100]
     */
    record SurvivorBar(String label, double percent) {
    }

    /** One figure: its value and, for Monte Carlo, its interval or standard error. */
    static final class Figure {
        private final ReadOnlyStringWrapper value = new ReadOnlyStringWrapper(this, "value", "");
        private final ReadOnlyStringWrapper interval = new ReadOnlyStringWrapper(this, "interval", "");

        /** @return e.g. "39.45%", "7.21 IPC"; empty when there is no result */
        ReadOnlyStringProperty valueProperty() {
            return value.getReadOnlyProperty();
        }

        /** @return e.g. "(38.90–40.01%)" or "± 0.05"; empty for exact results */
        ReadOnlyStringProperty intervalProperty() {
            return interval.getReadOnlyProperty();
        }

        private void set(String v, String i) {
            value.set(v);
            interval.set(i);
        }
    }

    ResultsViewModel() {
        clear();
    }

    /** Shows a result and marks it current. */
    void show(BattleResult r) {
        Optional<Sampling> s = r.sampling();
        attackerWin.set(percent(r.attackerWin()), s.map(x -> interval(x.attackerWin())).orElse(""));
        defenderWin.set(percent(r.defenderWin()), s.map(x -> interval(x.defenderWin())).orElse(""));
        draw.set(percent(r.draw()), s.map(x -> interval(x.draw())).orElse(""));
        stalemate.set(percent(r.stalemate()), s.map(x -> interval(x.stalemate())).orElse(""));
        attackerIpcLoss.set(ipc(r.attackerIpcLoss()), s.map(x -> error(x.attackerIpcLossError())).orElse(""));
        defenderIpcLoss.set(ipc(r.defenderIpcLoss()), s.map(x -> error(x.defenderIpcLossError())).orElse(""));
        ipcSwing.set(String.format(Locale.ROOT, "%+.2f IPC", r.ipcSwing()), "");
        expectedRounds.set(String.format(Locale.ROOT, "%.2f", r.expectedRounds()), s.map(x -> error(x.expectedRoundsError())).orElse(""));
        method.set(r.method() == Method.EXACT
                ? String.format(Locale.ROOT, "exact (%,d states)", r.states())
                : String.format(Locale.ROOT, "Monte Carlo (%,d battles)", r.states()));
        methodNote.set(r.methodNote());
        samplingNote.set(s.map(x -> String.format(Locale.ROOT, "%s%% %s intervals; standard errors after ±; %,d trials, seed %d, %d threads, stopped by %s",
                trim(x.confidence() * 100), x.intervalMethod(), x.trials(), x.seed(), x.threads(),
                x.stop().name().toLowerCase(Locale.ROOT).replace('_', ' '))).orElse(""));
        attackerSurvivors.setAll(bars(r.attackerSurvivors()));
        defenderSurvivors.setAll(bars(r.defenderSurvivors()));
        attackerChartTitle.set(chartTitle("Attacker survivors", r.attackerSurvivors()));
        defenderChartTitle.set(chartTitle("Defender survivors", r.defenderSurvivors()));
        result.set(r);
        stale.set(false);
    }

    /** Removes the result. */
    void clear() {
        for (Figure f : List.of(attackerWin, defenderWin, draw, stalemate, attackerIpcLoss, defenderIpcLoss, ipcSwing, expectedRounds)) {
            f.set("", "");
        }
        method.set("");
        methodNote.set("");
        samplingNote.set("");
        attackerSurvivors.clear();
        defenderSurvivors.clear();
        attackerChartTitle.set("Attacker survivors");
        defenderChartTitle.set("Defender survivors");
        result.set(null);
        stale.set(false);
    }

    /** Marks the result shown as belonging to inputs that have since changed. */
    void markStale() {
        stale.set(result.get() != null);
    }

    /** @return the top {@value #CHART_BARS} compositions, most probable first, and "none" even when rarer */
    static List<SurvivorBar> bars(List<SurvivorOutcome> outcomes) {
        List<SurvivorBar> bars = new ArrayList<>();
        Function<SurvivorOutcome, SurvivorBar> bar = o -> new SurvivorBar(o.label(), o.probability() * 100);
        outcomes.stream().limit(CHART_BARS).map(bar).forEach(bars::add);
        if (outcomes.size() > CHART_BARS) {
            outcomes.stream().skip(CHART_BARS).filter(o -> o.units().isEmpty()).map(bar).forEach(bars::add);
        }
        return bars;
    }

    private static String chartTitle(String title, List<SurvivorOutcome> outcomes) {
        return outcomes.size() > CHART_BARS
                ? String.format(Locale.ROOT, "%s (%d most likely of %d, %%)", title, CHART_BARS, outcomes.size())
                : title + " (%)";
    }

    static String percent(double p) {
        return String.format(Locale.ROOT, "%.2f%%", p * 100);
    }

    private static String interval(Sampling.Interval i) {
        return String.format(Locale.ROOT, "(%.2f–%.2f%%)", i.low() * 100, i.high() * 100);
    }

    private static String ipc(double x) {
        return String.format(Locale.ROOT, "%.2f IPC", x);
    }

    private static String error(double standardError) {
        return String.format(Locale.ROOT, "± %.2f", standardError);
    }

    private static String trim(double x) {
        return x == Math.rint(x) ? Long.toString((long) x) : Double.toString(x);
    }

    /** @return the result shown, or null */
    ReadOnlyObjectProperty<BattleResult> resultProperty() {
        return result.getReadOnlyProperty();
    }

    /** @return true when the inputs changed after the result shown was computed */
    ReadOnlyBooleanProperty staleProperty() {
        return stale.getReadOnlyProperty();
    }

    Figure attackerWin() {
        return attackerWin;
    }

    Figure defenderWin() {
        return defenderWin;
    }

    Figure draw() {
        return draw;
    }

    /** @return the stalemate share (part of the defender's wins) */
    Figure stalemate() {
        return stalemate;
    }

    Figure attackerIpcLoss() {
        return attackerIpcLoss;
    }

    Figure defenderIpcLoss() {
        return defenderIpcLoss;
    }

    /** @return the defender's expected IPC loss minus the attacker's */
    Figure ipcSwing() {
        return ipcSwing;
    }

    Figure expectedRounds() {
        return expectedRounds;
    }

    /** @return e.g. "exact (1,234 states)" */
    ReadOnlyStringProperty methodProperty() {
        return method.getReadOnlyProperty();
    }

    /** @return why this method ran, from the result */
    ReadOnlyStringProperty methodNoteProperty() {
        return methodNote.getReadOnlyProperty();
    }

    /** @return Monte Carlo: trials, seed, interval method; empty for exact results */
    ReadOnlyStringProperty samplingNoteProperty() {
        return samplingNote.getReadOnlyProperty();
    }

    ReadOnlyStringProperty attackerChartTitleProperty() {
        return attackerChartTitle.getReadOnlyProperty();
    }

    ReadOnlyStringProperty defenderChartTitleProperty() {
        return defenderChartTitle.getReadOnlyProperty();
    }

    /** @return the attacker's survivor bars, most probable first */
    ObservableList<SurvivorBar> attackerSurvivors() {
        return attackerSurvivorsView;
    }

    /** @return the defender's survivor bars, most probable first */
    ObservableList<SurvivorBar> defenderSurvivors() {
        return defenderSurvivorsView;
    }
}
