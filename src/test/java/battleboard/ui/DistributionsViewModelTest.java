package battleboard.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.battle.RetreatPolicy;
import battleboard.edition.Edition;
import battleboard.result.BattleResult;
import battleboard.result.SwingDistribution;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import battleboard.ui.DistributionsViewModel.RoundShares;
import battleboard.ui.DistributionsViewModel.SwingBar;
import battleboard.ui.RetreatStatesViewModel.Row;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The swing histogram, the per-round shares and the retreat-policy table made from real results. */
class DistributionsViewModelTest {
    private static final Edition REVISED = Edition.builtIn("revised");

    private static BattleResult solve(RetreatPolicy policy) {
        return new Solver().solve(BattleSetup.builder(REVISED).attacker("3 inf, 1 tank").defender("4 inf").retreat(policy).build(),
                SolveOptions.defaults(), Progress.NONE);
    }

    @Test
    void retreatAfterTheFirstRoundGivesOneBarPerSwingAndOneRound() {
        BattleResult r = solve(new RetreatPolicy.AfterRound(1));
        DistributionsViewModel vm = new DistributionsViewModel();
        vm.show(r);
        List<SwingBar> bars = vm.swingBars();
        assertEquals(List.of("-14", "-11", "-9", "-8", "-6 (5th)", "-5", "-3", "-2", "0 (median)", "+3", "+6 (95th)", "+9", "+12"),
                bars.stream().map(SwingBar::label).toList());
        assertEquals(List.of("-6 (5th)", "0 (median)", "+6 (95th)"), bars.stream().filter(SwingBar::percentile).map(SwingBar::label).toList());
        assertEquals(100, bars.stream().mapToDouble(SwingBar::percent).sum(), 1e-9);
        assertEquals("mean -1.02 IPC · 5th percentile -6 · median 0 · 95th percentile +6 (IPC; darker bars)", vm.swingSummaryProperty().get());

        // round 0: all going; after round 1 the attacker has won, lost, drawn or retreated
        assertEquals(2, vm.rounds().size());
        assertEquals(new RoundShares(0, 0, 0, 0, 0, 100), vm.rounds().get(0));
        RoundShares one = vm.rounds().get(1);
        assertEquals(0.228624, one.attackerWon(), 1e-6);
        assertEquals(98.536808, one.retreated(), 1e-6);
        assertEquals(0, one.ongoing(), 1e-12);
        assertEquals(100, one.attackerWon() + one.defenderWon() + one.retreated() + one.draw() + one.ongoing(), 1e-9);
        assertEquals("", vm.roundsNoteProperty().get());
    }

    @Test
    void aWideSwingIsShownInEqualRangesAndNoPerRoundFiguresAreExplained() {
        List<SwingDistribution.Bar> bars = new ArrayList<>();
        for (int s = -60; s <= 60; s += 2) {
            bars.add(new SwingDistribution.Bar(s, 1 / 61.0));
        }
        List<SwingBar> shown = DistributionsViewModel.swingBars(SwingDistribution.of(bars));
        assertEquals(25, shown.size()); // 121 IPC wide: ranges of ceil(121 / 30) = 5
        assertEquals("-60…-56", shown.get(0).label());
        assertEquals(List.of("-55…-51 (5th)", "0…+4 (median)", "+50…+54 (95th)"), // -54, 0 and +54: the 4th, 31st and 58th of 61
                shown.stream().filter(SwingBar::percentile).map(SwingBar::label).toList());
        assertEquals(3 * 100 / 61.0, shown.get(0).percent(), 1e-9); // -60, -58, -56
        assertEquals("+60…+64", shown.get(24).label());
        assertEquals(100, shown.stream().mapToDouble(SwingBar::percent).sum(), 1e-9);
        assertEquals(3, shown.stream().filter(SwingBar::percentile).count());

        BattleResult r = solve(RetreatPolicy.never());
        BattleResult noRounds = new BattleResult(r.method(), "exact: 10 states; per-round figures not computed", r.attackerWin(),
                r.attackerCaptures(), r.defenderWin(), r.draw(), r.retreat(), r.stalemate(), r.attackerIpcLoss(), r.defenderIpcLoss(),
                r.expectedRounds(), r.attackerSurvivors(), r.defenderSurvivors(), r.states(), r.unaccounted(), r.swing(), List.of(),
                r.retreatPolicy(), r.retreatStates(), r.sampling());
        DistributionsViewModel vm = new DistributionsViewModel();
        vm.show(noRounds);
        assertTrue(vm.rounds().isEmpty());
        assertEquals("No per-round figures for this result: exact: 10 states; per-round figures not computed", vm.roundsNoteProperty().get());
    }

    /** Issue 12, item 4: the per-round chart stops once 99.9 % of the battles are over. */
    @Test
    void theRoundChartStopsWhen999InAThousandBattlesAreOver() {
        BattleResult r = solve(RetreatPolicy.never());
        List<RoundShares> shown = DistributionsViewModel.rounds(r.byRound());
        RoundShares last = shown.get(shown.size() - 1);
        assertTrue(last.ongoing() <= DistributionsViewModel.STILL_GOING_CUT, last.toString());
        assertTrue(shown.get(shown.size() - 2).ongoing() > DistributionsViewModel.STILL_GOING_CUT);
        assertTrue(shown.size() - 1 < r.byRound().size(), "the tail is cut: " + r.byRound().size() + " rounds solved");
    }

    @Test
    void theBestPolicyTableListsTheStatesInWhichTheAttackerLeaves() {
        RetreatStatesViewModel vm = new RetreatStatesViewModel();
        vm.show(solve(new RetreatPolicy.Best()), new RetreatPolicy.Best());
        assertEquals(9, vm.rows().size());
        // expected IPC swing of the whole battle: leaving here ends it as it stands, 11 - 9 IPC against the
        // starting 14 - 12, a swing of 0; fighting on is worth 0.30 IPC less
        assertEquals(new Row("2", "2 infantry, 1 tank", "3 infantry", "19.58%", "-0.30", "+0.00"), vm.rows().get(0));
        assertTrue(vm.captionProperty().get().startsWith("best retreat policy (highest expected IPC swing): the attacker leaves in these 9 states"),
                vm.captionProperty().get());

        vm.show(solve(RetreatPolicy.never()), RetreatPolicy.never());
        assertTrue(vm.rows().isEmpty());
        assertTrue(vm.captionProperty().get().startsWith("Policy: fight to the end. Choose the best retreat policy"), vm.captionProperty().get());
    }
}
