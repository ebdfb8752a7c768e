package battleboard.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.RetreatPolicy;
import battleboard.ui.RetreatViewModel.Choice;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The retreat controls as the core's RetreatPolicy. */
class RetreatViewModelTest {
    private final int[] changes = {0};
    private final RetreatViewModel vm = new RetreatViewModel(() -> changes[0]++);

    private RetreatPolicy policy(Choice choice) {
        vm.choiceProperty().set(choice);
        return vm.policy();
    }

    @Test
    void eachChoiceIsThePolicyOfTheSameName() {
        assertEquals(RetreatPolicy.never(), vm.policy());
        vm.round().textProperty().set("3");
        vm.units().textProperty().set("0");
        vm.winPercent().textProperty().set("12.5");
        Map<Choice, RetreatPolicy> expected = Map.of(
                Choice.NEVER, RetreatPolicy.never(),
                Choice.AFTER_ROUND, new RetreatPolicy.AfterRound(3),
                Choice.AT_UNITS, new RetreatPolicy.AtUnits(0),
                Choice.WHEN_NO_LAND_UNITS, new RetreatPolicy.WhenNoLandUnits(),
                Choice.WHEN_ONLY_AIRCRAFT, new RetreatPolicy.WhenOnlyAircraft(),
                Choice.BELOW_WIN_PROBABILITY, new RetreatPolicy.BelowWinProbability(0.125),
                Choice.BEST, new RetreatPolicy.Best());
        assertEquals(Choice.values().length, expected.size());
        expected.forEach((choice, policy) -> assertEquals(policy, policy(choice), choice.label()));
        assertTrue(changes[0] > 0);
    }

    @Test
    void onlyTheNumberThePolicyNeedsIsReadAndItsProblemNamesTheField() {
        vm.units().textProperty().set("lots");
        vm.choiceProperty().set(Choice.AFTER_ROUND);
        assertTrue(vm.needsRoundProperty().get());
        assertFalse(vm.needsUnitsProperty().get());
        assertEquals(Optional.of(vm.round()), vm.fieldInUse());
        vm.round().textProperty().set("0");
        InputField.Problem p = assertThrows(InputField.Problem.class, vm::policy);
        assertSame(vm.round(), p.field());
        assertEquals("retreat after round 0: the round must be at least 1", p.getMessage());

        vm.choiceProperty().set(Choice.AT_UNITS);
        assertEquals("retreat at units: 'lots' is not a whole number", assertThrows(InputField.Problem.class, vm::policy).getMessage());
        vm.units().textProperty().set("-1");
        assertEquals("retreat at -1 units: the count cannot be negative", assertThrows(InputField.Problem.class, vm::policy).getMessage());

        vm.choiceProperty().set(Choice.BELOW_WIN_PROBABILITY);
        vm.winPercent().textProperty().set("0");
        assertEquals("retreat below win probability: enter a percentage above 0 and at most 100",
                assertThrows(InputField.Problem.class, vm::policy).getMessage());

        vm.choiceProperty().set(Choice.BEST);
        assertEquals(Optional.empty(), vm.fieldInUse());
        assertEquals(new RetreatPolicy.Best(), vm.policy());
    }

    @Test
    void clearFightsToTheEndWithoutAnAmphibiousAssault() {
        vm.choiceProperty().set(Choice.BEST);
        vm.amphibiousProperty().set(true);
        vm.clear();
        assertEquals(RetreatPolicy.never(), vm.policy());
        assertFalse(vm.amphibiousProperty().get());
    }
}
