package battleboard.ui;

import static battleboard.ui.FormFields.field;
import static battleboard.ui.FormFields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.PreBattle;
import battleboard.battle.Progress;
import battleboard.battle.RetreatPolicy;
import battleboard.edition.Edition;
import battleboard.result.BattleResult;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Global War 1939's optional rules on the form, as the command line's {@code --air-combat}, {@code
 * --naval-base-first-strike} and {@code --defender-retreat}: offered only where the edition's battle rules have
 * them, checked, and given to the setup and the solver as the command line gives them.
 */
class OptionalRulesViewModelTest {
    private static final Edition GLOBAL_WAR = Edition.builtIn("global-war-1939");

    private final RecordingNotifier notifier = new RecordingNotifier();

    private BattleboardViewModel globalWar(TaskRunner runner) {
        return new BattleboardViewModel(List.of("global-war-1939", "revised"), Edition::builtIn,
                FormServices.of(runner, notifier, Optional::empty));
    }

    private static double attackerWin(BattleboardViewModel vm) {
        vm.calculate();
        BattleResult r = vm.results().resultProperty().get();
        assertNotNull(r, vm.statusProperty().get());
        return r.attackerWin();
    }

    /** battleboard.solve.AirCombatTest derives 11/20 by hand for this battle with one fighter a side on Air Cap. */
    @Test
    void airCombatAsTheCommandLine() {
        BattleboardViewModel vm = globalWar(new InlineTaskRunner());
        assertTrue(vm.rules().preBattle().airCombatOfferedProperty().get());
        set(vm, "attacker-fighter", "1");
        set(vm, "attacker-armor", "1");
        set(vm, "defender-fighter", "1");
        set(vm, "defender-infantry", "1");
        set(vm, "attacker-air-cap", "1");
        set(vm, "defender-air-cap", "1");
        assertEquals(11.0 / 20, attackerWin(vm), 1e-12);
        assertEquals(PreBattle.NONE.withAirCombat(new battleboard.battle.AirCap(1, 1)), vm.check().setup().preBattle());
    }

    /** GlobalWarCasesTest.defenderRetreat derives 2/3: an armor against an infantry that tries from round 2. */
    @Test
    void defenderRetreatAsTheCommandLine() {
        BattleboardViewModel vm = globalWar(new InlineTaskRunner());
        set(vm, "attacker-armor", "1");
        set(vm, "defender-infantry", "1");
        set(vm, "defender-retreat-after", "1");
        assertEquals(2.0 / 3, attackerWin(vm), 1e-12);
        assertEquals(new RetreatPolicy.AfterRound(1), vm.check().setup().defenderRetreat());
        set(vm, "defender-retreat-at", "2");
        assertNull(vm.check().setup());
        assertEquals("the defender retreats after a round or at a number of units, not both", vm.check().error());
        assertTrue(field(vm, "defender-retreat-at").invalidProperty().get());
    }

    @Test
    void navalBaseFirstStrikeAsTheCommandLine() {
        BattleboardViewModel vm = globalWar(new InlineTaskRunner());
        set(vm, "attacker-legionnaire", "2");
        set(vm, "defender-infantry", "2");
        vm.rules().preBattle().navalBaseFirstStrikeProperty().set(true);
        assertNull(vm.check().setup());
        assertEquals("a naval base's first strike needs bombarding ships (--bombard) to strike at", vm.check().error());
        set(vm, "bombard-battleship", "1");
        set(vm, "bombard-cruiser", "1");
        BattleSetup cli = BattleSetup.builder(GLOBAL_WAR).attacker("2 legionnaire").defender("2 infantry")
                .bombard("1 battleship, 1 cruiser").preBattle(PreBattle.NONE.withNavalBaseFirstStrike()).build();
        double expected = new Solver().solve(cli, SolveOptions.defaults(), Progress.NONE).attackerWin();
        assertEquals(expected, attackerWin(vm), 1e-9);
    }

    @Test
    void badDesignationsAreRefusedInOneLine() {
        BattleboardViewModel vm = globalWar(new ManualTaskRunner());
        set(vm, "attacker-fighter", "1");
        set(vm, "attacker-armor", "1");
        set(vm, "defender-infantry", "1");
        set(vm, "attacker-air-cap", "3");
        assertNull(vm.check().setup());
        assertEquals("the attacker puts 3 fighters on Air Cap but has only 1", vm.check().error());
        set(vm, "attacker-air-cap", "x");
        assertTrue(field(vm, "attacker-air-cap").invalidProperty().get());
    }

    @Test
    void offeredOnlyWhereTheEditionHasThemAndClearedByClear() {
        BattleboardViewModel vm = globalWar(new InlineTaskRunner());
        PreBattleViewModel rules = vm.rules().preBattle();
        assertFalse(rules.detectionOfferedProperty().get()); // Global War's destroyers detect submarines themselves
        set(vm, "attacker-air-cap", "1");
        set(vm, "defender-retreat-after", "1");
        vm.editionProperty().set(vm.editions().get(1));
        assertFalse(rules.airCombatOfferedProperty().get());
        assertFalse(rules.firstStrikeOfferedProperty().get());
        assertFalse(rules.defenderRetreatOfferedProperty().get());
        assertEquals("", field(vm, "attacker-air-cap").textProperty().get());
        assertEquals("", field(vm, "defender-retreat-after").textProperty().get());
        vm.editionProperty().set(vm.editions().get(0));
        set(vm, "defender-air-cap", "2");
        rules.navalBaseFirstStrikeProperty().set(true);
        vm.clear();
        assertEquals("", field(vm, "defender-air-cap").textProperty().get());
        assertFalse(rules.navalBaseFirstStrikeProperty().get());
        assertTrue(notifier.problems.isEmpty(), notifier.problems.toString());
    }
}
