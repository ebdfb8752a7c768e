package battleboard.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.montecarlo.MonteCarloOptions;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import battleboard.ui.MethodViewModel.StopRule;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The method and the Monte Carlo settings typed, as the core's SolveOptions and MonteCarloOptions. */
class MethodViewModelTest {
    private final int[] changes = {0};
    private final MethodViewModel vm = new MethodViewModel(() -> changes[0]++);

    private InputField.Problem refused() {
        return assertThrows(InputField.Problem.class, vm::options);
    }

    @Test
    void theDefaultsAreAutomaticChoiceWithTheCoresMonteCarloDefaults() {
        assertEquals(MethodChoice.AUTO, vm.methodProperty().get());
        assertEquals(SolveOptions.defaults(), vm.options());
        assertTrue(vm.monteCarloMayRunProperty().get());
        assertEquals(0, changes[0]);
    }

    @Test
    void typedSettingsBecomeMonteCarloOptions() {
        vm.methodProperty().set(MethodChoice.MONTE_CARLO);
        vm.trials().textProperty().set(" 5000 ");
        vm.timeLimit().textProperty().set("2.5");
        vm.seed().textProperty().set("-7");
        vm.threads().textProperty().set("1");
        MonteCarloOptions expected = MonteCarloOptions.defaults().withTrials(5000).withTimeLimit(Duration.ofMillis(2500))
                .withSeed(-7).withThreads(1);
        assertEquals(SolveOptions.of(MethodChoice.MONTE_CARLO).withMonteCarlo(expected), vm.options());
        assertEquals(5, changes[0]);

        vm.stopRuleProperty().set(StopRule.PRECISION);
        vm.precision().textProperty().set("0.25");
        assertEquals(MonteCarloOptions.defaults().withPrecision(0.0025).withTimeLimit(Duration.ofMillis(2500)).withSeed(-7)
                .withThreads(1), vm.options().monteCarlo());
        assertFalse(vm.stopsAtTrialsProperty().get());
        // the time limit as the command line writes it (issue 12, item 7)
        vm.timeLimit().textProperty().set("1m");
        assertEquals(Duration.ofMinutes(1), vm.options().monteCarlo().timeLimit());
        vm.timeLimit().textProperty().set("500ms");
        assertEquals(Duration.ofMillis(500), vm.options().monteCarlo().timeLimit());
    }

    @Test
    void aRefusedSettingNamesItsFieldWithTheCoresMessageWhereThereIsOne() {
        vm.trials().textProperty().set("0");
        InputField.Problem p = refused();
        assertSame(vm.trials(), p.field());
        assertEquals("battles to simulate must be at least 1, not 0", p.getMessage());
        vm.trials().textProperty().set("1e5");
        assertEquals("battles: '1e5' is not a whole number", refused().getMessage());
        vm.trials().textProperty().set("99999999999999999999");
        assertEquals("battles: 99999999999999999999 is too large", refused().getMessage());
        vm.trials().textProperty().set("100");

        vm.timeLimit().textProperty().set("0");
        assertEquals("time limit: '0' must be at least 1ms", refused().getMessage());
        vm.timeLimit().textProperty().set("");
        assertEquals("time limit: '' is not a duration: give a number of seconds, or a number and a unit, e.g. 500ms, 30s, 2m,"
                + " 1h", refused().getMessage());
        vm.timeLimit().textProperty().set("30");

        vm.seed().textProperty().set("one");
        assertSame(vm.seed(), refused().field());
        vm.seed().textProperty().set("1");
        vm.threads().textProperty().set("0");
        assertEquals("threads must be at least 1, not 0", refused().getMessage());
        vm.threads().textProperty().set("2");

        vm.stopRuleProperty().set(StopRule.PRECISION);
        vm.precision().textProperty().set("60");
        assertEquals("precision: enter a half-width above 0% and at most 50%", refused().getMessage());
        vm.precision().textProperty().set("1,5");
        assertEquals("precision: '1,5' is not a number", refused().getMessage());
    }

    @Test
    void exactReadsNoSettingAndClearRestoresTheDefaults() {
        vm.trials().textProperty().set("none");
        vm.methodProperty().set(MethodChoice.EXACT);
        assertFalse(vm.monteCarloMayRunProperty().get());
        assertEquals(SolveOptions.of(MethodChoice.EXACT), vm.options());
        vm.clear();
        assertEquals(SolveOptions.defaults(), vm.options());
    }
}
