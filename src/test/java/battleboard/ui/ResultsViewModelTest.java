package battleboard.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.edition.Edition;
import battleboard.result.BattleResult;
import battleboard.result.Method;
import battleboard.result.Sampling;
import battleboard.result.SurvivorOutcome;
import battleboard.result.SwingDistribution;
import battleboard.ui.ResultsViewModel.Outcome;
import battleboard.ui.ResultsViewModel.SurvivorBar;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** How a result becomes the text and bars of the results pane. */
class ResultsViewModelTest {
    private static final BattleSetup LAND = BattleSetup.builder(Edition.builtIn("revised")).attacker("3 inf, 1 tank").defender("4 inf").build();

    private static BattleResult result(Optional<Sampling> sampling, List<SurvivorOutcome> attackerSurvivors) {
        return new BattleResult(sampling.isPresent() ? Method.MONTE_CARLO : Method.EXACT, "note", 0.3944796453,
                0.3944796453, 0.55871136, 0.0468089947, 0.0, 0.0125, 5.25, 9.125, 3.456, attackerSurvivors,
                List.of(new SurvivorOutcome(Map.of(), 0.4412886400), new SurvivorOutcome(Map.of("infantry", 1), 0.5587113600)),
                1234, 0, SwingDistribution.of(List.of(new SwingDistribution.Bar(0, 1.0))), List.of(), "fight to the end",
                List.of(), sampling);
    }

    private static Map<String, Integer> twoInfantryOneTank() {
        Map<String, Integer> units = new LinkedHashMap<>(); // the solver's order: the edition's
        units.put("infantry", 2);
        units.put("tank", 1);
        return units;
    }

    @Test
    void anExactResultHasItsFiguresAndNoIntervals() {
        ResultsViewModel vm = new ResultsViewModel();
        vm.show(result(Optional.empty(), List.of(new SurvivorOutcome(twoInfantryOneTank(), 0.3),
                new SurvivorOutcome(Map.of(), 0.7))), LAND);
        assertEquals("39.45%", vm.attackerWin().valueProperty().get());
        assertEquals("55.87%", vm.defenderWin().valueProperty().get());
        assertEquals("4.68%", vm.draw().valueProperty().get());
        assertEquals("5.25 IPC", vm.attackerIpcLoss().valueProperty().get());
        assertEquals("9.13 IPC", vm.defenderIpcLoss().valueProperty().get());
        assertEquals("+3.88 IPC", vm.ipcSwing().valueProperty().get());
        assertEquals("3.46", vm.expectedRounds().valueProperty().get());
        assertEquals("exact (1,234 states)", vm.methodProperty().get());
        assertEquals("note", vm.methodNoteProperty().get());
        // the chain's states, as the method line counts them, not the 1,234 states expanded (issue 12, item 7)
        ResultsViewModel chain = new ResultsViewModel();
        chain.show(result(Optional.empty(), List.of()).withMethodNote("auto chose exact: 151 x 147 x 1 = 22,197 states, 219 KiB,"
                + " 5.3e+07 transitions"), LAND);
        assertEquals("exact (22,197 states)", chain.methodProperty().get());
        assertEquals("", vm.attackerWin().intervalProperty().get());
        assertEquals("", vm.expectedRounds().intervalProperty().get());
        assertEquals("", vm.samplingNoteProperty().get());
        assertEquals(List.of(new SurvivorBar("2 infantry, 1 tank", 30.0), new SurvivorBar("none", 70.0)),
                vm.attackerSurvivors().stream().map(b -> new SurvivorBar(b.label(), Math.round(b.percent() * 1e6) / 1e6)).toList());
        assertEquals("Attacker survivors (%)", vm.attackerChartTitleProperty().get());
    }

    @Test
    void aMonteCarloResultShowsAnIntervalNextToEachFigure() {
        Sampling s = new Sampling(100_000, 42, 2, Sampling.StopReason.PRECISION, 0.95, "Wilson score",
                new Sampling.Interval(0.389, 0.40012), new Sampling.Interval(0.55, 0.567), new Sampling.Interval(0.045, 0.048),
                new Sampling.Interval(0, 0), new Sampling.Interval(0.012, 0.013), 0.031, 0.0449, 0.0071);
        ResultsViewModel vm = new ResultsViewModel();
        vm.show(result(Optional.of(s), List.of()), LAND);
        assertEquals("(38.90–40.01%)", vm.attackerWin().intervalProperty().get());
        assertEquals("(55.00–56.70%)", vm.defenderWin().intervalProperty().get());
        assertEquals("(4.50–4.80%)", vm.draw().intervalProperty().get());
        assertEquals(new Outcome("outcome-stalemate", "Stalemate (nobody can hit)", "1.25%", "(1.20–1.30%)"), vm.outcomes().get(5));
        assertEquals("± 0.03", vm.attackerIpcLoss().intervalProperty().get());
        assertEquals("± 0.04", vm.defenderIpcLoss().intervalProperty().get());
        assertEquals("± 0.01", vm.expectedRounds().intervalProperty().get());
        assertEquals("Monte Carlo (1,234 battles)", vm.methodProperty().get());
        assertEquals("95% Wilson score intervals; standard errors after ±; 100,000 battles, seed 42, 2 threads, stopped: precision reached",
                vm.samplingNoteProperty().get());
    }

    @Test
    void aChartShowsTheTenLikeliestCompositionsAndNone() {
        List<SurvivorOutcome> outcomes = new ArrayList<>();
        for (int n = 12; n >= 1; n--) {
            outcomes.add(new SurvivorOutcome(Map.of("infantry", n), 0.08));
        }
        outcomes.add(new SurvivorOutcome(Map.of(), 0.04));
        List<SurvivorBar> bars = ResultsViewModel.bars(outcomes);
        assertEquals(ResultsViewModel.CHART_BARS + 1, bars.size());
        assertEquals("12 infantry", bars.get(0).label());
        assertEquals("3 infantry", bars.get(ResultsViewModel.CHART_BARS - 1).label());
        assertEquals(new SurvivorBar("none", 4.0), bars.get(ResultsViewModel.CHART_BARS));

        ResultsViewModel vm = new ResultsViewModel();
        vm.show(result(Optional.empty(), outcomes), LAND);
        assertEquals("Attacker survivors (10 most likely of 13, %)", vm.attackerChartTitleProperty().get());
    }

    @Test
    void staleAndClear() {
        ResultsViewModel vm = new ResultsViewModel();
        vm.markStale();
        assertFalse(vm.staleProperty().get(), "nothing shown, nothing stale");
        vm.show(result(Optional.empty(), List.of()), LAND);
        vm.markStale();
        assertTrue(vm.staleProperty().get());
        vm.clear();
        assertFalse(vm.staleProperty().get());
        assertNull(vm.resultProperty().get());
        assertEquals("", vm.attackerWin().valueProperty().get());
        assertTrue(vm.defenderSurvivors().isEmpty());
    }

    /**
     * Issue 10: the form shows what the command line's odds adds: the attacker's chance to win in round 1 with
     * Panzerblitz (107/162, RevisedNationalAdvantagesTest) and the IPC lost after the battle with cargo (a transport's
     * 2 infantry sunk with 168/169: 1008/169 = 5.96 IPC, PostBattleLossesTest).
     */
    @Test
    void panzerblitzAndLossesAfterTheBattleHaveTheirLines() {
        Edition revised = Edition.builtIn("revised");
        BattleSetup blitz = BattleSetup.builder(revised).attacker("3 infantry, 1 artillery, 2 tank").defender("2 infantry")
                .tech(battleboard.battle.Side.ATTACKER, "panzerblitz").build();
        ResultsViewModel vm = new ResultsViewModel();
        vm.show(new battleboard.exact.ExactSolver().solve(blitz), blitz);
        Outcome round1 = vm.outcomes().stream().filter(o -> o.id().equals("outcome-round-1")).findFirst().orElseThrow();
        assertEquals("Attacker wins in round 1 (Panzerblitz)", round1.label());
        assertEquals(Figures.percent(107.0 / 162), round1.value());
        BattleSetup cargo = BattleSetup.builder(revised).attacker("1 battleship").defender("1 transport")
                .cargo(battleboard.battle.Side.DEFENDER, "2 infantry").build();
        vm.show(new battleboard.exact.ExactSolver().solve(cargo), cargo);
        Outcome after = vm.outcomes().stream().filter(o -> o.id().equals("outcome-after-defender")).findFirst().orElseThrow();
        assertEquals(Figures.ipc(1008.0 / 169), after.value());
        assertTrue(vm.outcomes().stream().noneMatch(o -> o.id().equals("outcome-round-1")));
        vm.show(new battleboard.exact.ExactSolver().solve(LAND), LAND);
        assertTrue(vm.outcomes().stream().noneMatch(o -> o.id().startsWith("outcome-after") || o.id().equals("outcome-round-1")));
    }

    /** Issue 12, item 4: expected units left per type, worked by hand from three compositions. */
    @Test
    void expectedSurvivorsPerUnitType() {
        List<battleboard.result.SurvivorOutcome> outcomes = List.of(
                new battleboard.result.SurvivorOutcome(java.util.Map.of("infantry", 2), 0.5),
                new battleboard.result.SurvivorOutcome(java.util.Map.of("infantry", 1, "tank", 1), 0.25),
                new battleboard.result.SurvivorOutcome(java.util.Map.of(), 0.25));
        List<ResultsViewModel.ExpectedSurvivors> rows = ResultsViewModel.expected(outcomes, List.of("infantry", "tank", "fighter"));
        // infantry: 2 x 0.5 + 1 x 0.25 = 1.25 overall; 1.25 / 0.75 when any unit is left; at least one in 0.75
        assertEquals(1.25, rows.get(0).overall(), 1e-12);
        assertEquals(1.25 / 0.75, rows.get(0).ifAnyLeft(), 1e-12);
        assertEquals(0.75, rows.get(0).atLeastOne(), 1e-12);
        assertEquals(0.25, rows.get(1).overall(), 1e-12);
        assertEquals(0.25 / 0.75, rows.get(1).ifAnyLeft(), 1e-12);
        assertEquals(0.25, rows.get(1).atLeastOne(), 1e-12);
        assertEquals(0, rows.get(2).overall(), 0);
        assertEquals(0, ResultsViewModel.expected(List.of(new battleboard.result.SurvivorOutcome(java.util.Map.of(), 1)),
                List.of("tank")).get(0).ifAnyLeft(), 0);
    }
}
