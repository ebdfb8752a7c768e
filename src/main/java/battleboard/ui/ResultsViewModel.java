package battleboard.ui;

import battleboard.battle.BattleKind;
import battleboard.battle.BattleSetup;
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
 * filled by {@link #show}. Every figure has an interval text, empty for exact results and filled from
 * {@link BattleResult#sampling()} for Monte Carlo ones. A Monte Carlo run's results so far are shown
 * the same way; {@link #markCancelled()} says when the run was cancelled. Nothing is recomputed: the
 * text is the result's numbers, formatted. The distributions and the retreat-policy table have view
 * models of their own, filled from the same result.
 */
final class ResultsViewModel {
    /** Most survivor compositions a chart shows (plus "none" when it is not among them). */
    static final int CHART_BARS = 10;

    private final ReadOnlyObjectWrapper<BattleResult> result = new ReadOnlyObjectWrapper<>(this, "result");
    private final ReadOnlyBooleanWrapper stale = new ReadOnlyBooleanWrapper(this, "stale");
    private final ReadOnlyBooleanWrapper cancelled = new ReadOnlyBooleanWrapper(this, "cancelled");
    private final Figure attackerWin = new Figure();
    private final Figure defenderWin = new Figure();
    private final Figure draw = new Figure();
    private final Figure attackerIpcLoss = new Figure();
    private final Figure defenderIpcLoss = new Figure();
    private final Figure ipcSwing = new Figure();
    private final Figure expectedRounds = new Figure();
    private final ObservableList<Outcome> outcomes = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper method = new ReadOnlyStringWrapper(this, "method", "");
    private final ReadOnlyStringWrapper methodNote = new ReadOnlyStringWrapper(this, "methodNote", "");
    private final ReadOnlyStringWrapper samplingNote = new ReadOnlyStringWrapper(this, "samplingNote", "");
    private final ReadOnlyStringWrapper attackerChartTitle = new ReadOnlyStringWrapper(this, "attackerChartTitle", "");
    private final ReadOnlyStringWrapper defenderChartTitle = new ReadOnlyStringWrapper(this, "defenderChartTitle", "");
    private final ObservableList<SurvivorBar> attackerSurvivors = FXCollections.observableArrayList();
    private final ObservableList<SurvivorBar> defenderSurvivors = FXCollections.observableArrayList();
    // created once: an unmodifiable view only weakly listens to its list, so it must live as long as this
    private final ObservableList<Outcome> outcomesView = FXCollections.unmodifiableObservableList(outcomes);
    private final ObservableList<SurvivorBar> attackerSurvivorsView = FXCollections.unmodifiableObservableList(attackerSurvivors);
    private final ObservableList<SurvivorBar> defenderSurvivorsView = FXCollections.unmodifiableObservableList(defenderSurvivors);
    private final DistributionsViewModel distributions = new DistributionsViewModel();
    private final RetreatStatesViewModel retreatStates = new RetreatStatesViewModel();

    /**
     * One bar of a survivor chart.
     *
     * @param label   the composition, e.g. "2 infantry, 1 tank", or "none"
     * @param percent its probability in percent, [0, 100]
     */
    /**
     * One unit type's expected survivors (issue 12, item 4: survivors as a table).
     *
     * @param unit      the unit id, e.g. "infantry"
     * @param overall   expected units of this type left, over every battle
     * @param ifAnyLeft expected units of this type left in the battles the side ends with a unit (when the attacker
     *                  never retreats: the battles it wins; for the defender: the battles it holds)
     * @param atLeastOne probability in [0, 1] that at least one unit of this type is left
     */
    record ExpectedSurvivors(String unit, double overall, double ifAnyLeft, double atLeastOne) {
    }

    private final ObservableList<ExpectedSurvivors> attackerExpected = FXCollections.observableArrayList();
    private final ObservableList<ExpectedSurvivors> defenderExpected = FXCollections.observableArrayList();

    /**
     * @param outcomes every composition the side can end with, and its probability
     * @param start    the units the side started with, in the order shown (ids), so that types all lost show as 0
     * @return one row per unit type the side started with
     */
    static List<ExpectedSurvivors> expected(List<battleboard.result.SurvivorOutcome> outcomes, List<String> start) {
        double anyLeft = outcomes.stream().filter(o -> !o.units().isEmpty()).mapToDouble(battleboard.result.SurvivorOutcome::probability).sum();
        List<ExpectedSurvivors> rows = new ArrayList<>();
        for (String unit : start) {
            double overall = 0;
            double some = 0;
            for (battleboard.result.SurvivorOutcome o : outcomes) {
                int n = o.units().getOrDefault(unit, 0);
                overall += n * o.probability();
                some += n > 0 ? o.probability() : 0;
            }
            rows.add(new ExpectedSurvivors(unit, overall, anyLeft > 0 ? overall / anyLeft : 0, Math.min(1, some)));
        }
        return rows;
    }

    /** @return the attacker's expected survivors per unit type it started with */
    ObservableList<ExpectedSurvivors> attackerExpected() {
        return FXCollections.unmodifiableObservableList(attackerExpected);
    }

    /** @return the defender's expected survivors per unit type it started with */
    ObservableList<ExpectedSurvivors> defenderExpected() {
        return FXCollections.unmodifiableObservableList(defenderExpected);
    }

    record SurvivorBar(String label, double percent) {
    }

    /**
     * One line of the outcome breakdown.
     *
     * @param id       the node id of its value, e.g. "outcome-retreat" (its interval: "outcome-retreat-interval")
     * @param label    e.g. "Attacker retreats"
     * @param value    e.g. "98.54%"
     * @param interval Monte Carlo interval, e.g. "(98.4–98.7%)"; empty for exact results or where the run has none
     */
    record Outcome(String id, String label, String value, String interval) {
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

    /**
     * Shows a result (or a Monte Carlo run's result so far) and marks it current.
     *
     * @param r     the result
     * @param setup the battle it is the result of: its kind names the outcomes (a sea battle clears a sea
     *              zone), its retreat policy reads the policy table
     */
    void show(BattleResult r, BattleSetup setup) {
        Optional<Sampling> s = r.sampling();
        attackerWin.set(Figures.percent(r.attackerWin()), s.map(x -> interval(x.attackerWin())).orElse(""));
        defenderWin.set(Figures.percent(r.defenderWin()), s.map(x -> interval(x.defenderWin())).orElse(""));
        draw.set(Figures.percent(r.draw()), s.map(x -> interval(x.draw())).orElse(""));
        attackerIpcLoss.set(Figures.ipc(r.attackerIpcLoss()), s.map(x -> error(x.attackerIpcLossError())).orElse(""));
        defenderIpcLoss.set(Figures.ipc(r.defenderIpcLoss()), s.map(x -> error(x.defenderIpcLossError())).orElse(""));
        ipcSwing.set(Figures.swing(r.ipcSwing()), "");
        expectedRounds.set(String.format(Locale.US, "%.2f", r.expectedRounds()), s.map(x -> error(x.expectedRoundsError())).orElse(""));
        List<Outcome> lines = outcomes(r, setup.kind());
        lines.addAll(beyondTheBoard(r, setup));
        outcomes.setAll(lines);
        cancelled.set(false);
        method.set(methodText(r, false));
        methodNote.set(r.methodNote());
        samplingNote.set(s.map(x -> samplingText(x, false)).orElse(""));
        attackerSurvivors.setAll(bars(r.attackerSurvivors()));
        attackerExpected.setAll(expected(r.attackerSurvivors(), ids(setup.force(battleboard.battle.Side.ATTACKER))));
        defenderExpected.setAll(expected(r.defenderSurvivors(), ids(setup.force(battleboard.battle.Side.DEFENDER))));
        defenderSurvivors.setAll(bars(r.defenderSurvivors()));
        attackerChartTitle.set(chartTitle("Attacker survivors", r.attackerSurvivors()));
        defenderChartTitle.set(chartTitle("Defender survivors", r.defenderSurvivors()));
        distributions.show(r);
        retreatStates.show(r, setup.retreat());
        result.set(r);
        shownSetup = setup;
        stale.set(false);
        outOfDate.set("");
    }

    /** The battle of the result shown, or null. */
    private BattleSetup shownSetup;

    /**
     * @return the result shown as the command line's {@code odds} prints it (issue 12, item 3: Copy results), empty when
     *         no result is shown
     */
    Optional<String> asText() {
        BattleResult r = result.get();
        return r == null || shownSetup == null ? Optional.empty()
                : Optional.of(battleboard.report.ResultTable.format(shownSetup, r, battleboard.report.ResultTable.Detail.ODDS));
    }

    /**
     * Marks the Monte Carlo result shown as the last one of a cancelled run: its figures are those of
     * the battles simulated before the cancel. Does nothing for an exact or finished result.
     */
    void markCancelled() {
        BattleResult r = result.get();
        if (r == null || r.sampling().isEmpty() || r.sampling().get().stop() != Sampling.StopReason.RUNNING) {
            return;
        }
        cancelled.set(true);
        method.set(methodText(r, true));
        samplingNote.set(samplingText(r.sampling().get(), true));
    }

    /** Removes the result. */
    void clear() {
        for (Figure f : List.of(attackerWin, defenderWin, draw, attackerIpcLoss, defenderIpcLoss, ipcSwing, expectedRounds)) {
            f.set("", "");
        }
        outcomes.clear();
        method.set("");
        methodNote.set("");
        samplingNote.set("");
        attackerSurvivors.clear();
        defenderSurvivors.clear();
        attackerExpected.clear();
        defenderExpected.clear();
        attackerChartTitle.set("Attacker survivors");
        defenderChartTitle.set("Defender survivors");
        distributions.clear();
        retreatStates.clear();
        result.set(null);
        shownSetup = null;
        stale.set(false);
        cancelled.set(false);
        outOfDate.set("");
    }

    /**
     * Says in the headline that the battle on the form is not solved and why it is not solved as the player types (issue
     * 26, defect 5): e.g. "Out of date — press Calculate (about 3 s)".
     *
     * @param text the headline; empty to show the odds again
     */
    void markOutOfDate(String text) {
        outOfDate.set(text);
    }

    /** @return the headline while the battle on the form waits for Calculate; empty otherwise */
    ReadOnlyStringProperty outOfDateProperty() {
        return outOfDate.getReadOnlyProperty();
    }

    private final ReadOnlyStringWrapper outOfDate = new ReadOnlyStringWrapper(this, "outOfDate", "");

    private static List<String> ids(battleboard.battle.Force f) {
        return f.counts().keySet().stream().map(battleboard.edition.UnitType::id).toList();
    }

    /** Marks the result shown as belonging to inputs that have since changed. */
    void markStale() {
        stale.set(result.get() != null);
        outOfDate.set("");
    }

    /**
     * The outcome breakdown: for a land battle, the attacker takes the territory, the defenders are
     * destroyed but the territory is not taken, the attacker retreats, the defender holds, draw,
     * stalemate; for a sea battle, the sea zone is cleared instead of the first two.
     */
    static List<Outcome> outcomes(BattleResult r, BattleKind kind) {
        Optional<Sampling> s = r.sampling();
        List<Outcome> list = new ArrayList<>();
        if (kind == BattleKind.SEA) {
            list.add(new Outcome("outcome-cleared", "Sea zone cleared", Figures.percent(r.attackerWin()), s.map(x -> interval(x.attackerWin())).orElse("")));
        } else {
            list.add(new Outcome("outcome-captures", "Attacker takes the territory", Figures.percent(r.attackerCaptures()), ""));
            list.add(new Outcome("outcome-not-taken", "Defenders destroyed, not taken", Figures.percent(r.defendersDestroyedNotTaken()), ""));
        }
        list.add(new Outcome("outcome-retreat", "Attacker retreats", Figures.percent(r.retreat()), s.map(x -> interval(x.retreat())).orElse("")));
        list.add(new Outcome("outcome-holds", "Defender holds", Figures.percent(r.defenderHolds()), ""));
        list.add(new Outcome("outcome-draw", "Draw (both destroyed)", Figures.percent(r.draw()), s.map(x -> interval(x.draw())).orElse("")));
        list.add(new Outcome("outcome-stalemate", "Stalemate (nobody can hit)", Figures.percent(r.stalemate()), s.map(x -> interval(x.stalemate())).orElse("")));
        return list;
    }

    /**
     * @return the lines the battle's own choices add to the breakdown: with the attacker's Panzerblitz (Revised,
     *         L2903-2907) its chance to win in round 1, from the by-round figures; with cargo or aircraft with nowhere
     *         to land, each side's IPC lost after the battle (already in its expected IPC loss), as the command line's
     *         odds shows them
     */
    static List<Outcome> beyondTheBoard(BattleResult r, BattleSetup setup) {
        List<Outcome> list = new ArrayList<>();
        if (battleboard.report.Panzerblitz.ticked(setup)) {
            battleboard.report.Panzerblitz.winInRoundOne(r).ifPresent(p ->
                    list.add(new Outcome("outcome-round-1", "Attacker wins in round 1 (Panzerblitz)", Figures.percent(p), "")));
        }
        java.util.Map<battleboard.battle.Side, Double> after = battleboard.report.PostBattleLosses.expected(setup, r);
        if (!after.isEmpty()) {
            list.add(new Outcome("outcome-after-attacker", "Attacker IPC lost after the battle", Figures.ipc(after.get(battleboard.battle.Side.ATTACKER)), ""));
            list.add(new Outcome("outcome-after-defender", "Defender IPC lost after the battle", Figures.ipc(after.get(battleboard.battle.Side.DEFENDER)), ""));
        }
        return list;
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
                ? String.format(Locale.US, "%s (%d most likely of %d, %%)", title, CHART_BARS, outcomes.size())
                : title + " (%)";
    }

    /** The states of an exact solve's chain in its method note: "151 x 147 x 1 = 22,197 states". */
    private static final java.util.regex.Pattern CHAIN_STATES = java.util.regex.Pattern.compile("= ([\\d,]+) states");

    /** @return e.g. "exact (1,234 states)", "Monte Carlo (12,288 battles so far)", "Monte Carlo: cancelled after 12,288 battles" */
    static String methodText(BattleResult r, boolean cancelledRun) {
        if (r.method() == Method.EXACT) {
            // the states the method line counts (the chain's), not the states expanded (issue 12, item 7)
            java.util.regex.Matcher m = CHAIN_STATES.matcher(r.methodNote());
            if (m.find() && !m.find()) {
                return "exact (" + m.reset().results().findFirst().orElseThrow().group(1) + " states)";
            }
            return String.format(Locale.US, "exact (%,d states)", r.states());
        }
        if (cancelledRun) {
            return String.format(Locale.US, "Monte Carlo: cancelled after %,d battles", r.states());
        }
        boolean running = r.sampling().map(x -> x.stop() == Sampling.StopReason.RUNNING).orElse(false);
        return String.format(Locale.US, "Monte Carlo (%,d battles%s)", r.states(), running ? " so far" : "");
    }

    private static String samplingText(Sampling x, boolean cancelledRun) {
        String stop = cancelledRun ? "cancelled" : x.stop() == Sampling.StopReason.RUNNING ? "still running"
                : "stopped: " + x.stop().describe();
        return String.format(Locale.US, "%s%% %s intervals; standard errors after ±; %,d battles, seed %d, %d threads, %s",
                trim(x.confidence() * 100), x.intervalMethod(), x.trials(), x.seed(), x.threads(), stop);
    }

    private static String interval(Sampling.Interval i) {
        return String.format(Locale.US, "(%.2f–%.2f%%)", i.low() * 100, i.high() * 100);
    }

    private static String error(double standardError) {
        // one battle gives no standard error (NaN): none shown
        return Double.isFinite(standardError) ? String.format(Locale.US, "± %.2f", standardError) : "";
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

    /** @return true when the result shown is what a cancelled Monte Carlo run had simulated */
    ReadOnlyBooleanProperty cancelledProperty() {
        return cancelled.getReadOnlyProperty();
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

    /** @return the outcome breakdown, see {@link #outcomes(BattleResult, BattleKind)} */
    ObservableList<Outcome> outcomes() {
        return outcomesView;
    }

    /** @return e.g. "exact (1,234 states)" */
    ReadOnlyStringProperty methodProperty() {
        return method.getReadOnlyProperty();
    }

    /** @return which method ran and why, from the result */
    ReadOnlyStringProperty methodNoteProperty() {
        return methodNote.getReadOnlyProperty();
    }

    /** @return Monte Carlo: battles, seed, interval method; empty for exact results */
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

    DistributionsViewModel distributions() {
        return distributions;
    }

    RetreatStatesViewModel retreatStates() {
        return retreatStates;
    }
}
