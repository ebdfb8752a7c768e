package battleboard.ui;

import static battleboard.ui.FormFields.field;
import static battleboard.ui.FormFields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.AirCap;
import battleboard.battle.BattleSetup;
import battleboard.battle.PreBattle;
import battleboard.battle.Progress;
import battleboard.battle.RetreatPolicy;
import battleboard.edition.Edition;
import battleboard.result.BattleResult;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

    private static Set<String> marked(BattleboardViewModel vm) {
        return vm.inputFields().stream().filter(f -> f.invalidProperty().get()).map(InputField::id).collect(Collectors.toSet());
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
        assertEquals(PreBattle.NONE.withAirCombat(new AirCap(1, 1)), vm.check().setup().preBattle());
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
        set(vm, "bombard-battleship", "1");
        set(vm, "bombard-cruiser", "1");
        double withoutStrike = attackerWin(vm);
        vm.rules().preBattle().navalBaseFirstStrikeProperty().set(true);
        BattleSetup cli = BattleSetup.builder(GLOBAL_WAR).attacker("2 legionnaire").defender("2 infantry")
                .bombard("1 battleship, 1 cruiser").preBattle(PreBattle.NONE.withNavalBaseFirstStrike()).build();
        assertEquals(cli.preBattle(), vm.check().setup().preBattle());
        double expected = new Solver().solve(cli, SolveOptions.defaults(), Progress.NONE).attackerWin();
        double withStrike = attackerWin(vm);
        assertEquals(expected, withStrike, 1e-9);
        // a ship sunk before the bombardment fires no shot: the strike costs the attacker something
        assertTrue(withStrike < withoutStrike, withStrike + " vs " + withoutStrike);
    }

    /** The core's one-line refusals of Air Cap counts, marked on the count refused; nothing is solved. */
    @Test
    void refusedAirCapCountsAreMarkedAndNotSolved() {
        ManualTaskRunner manual = new ManualTaskRunner();
        BattleboardViewModel vm = globalWar(manual);
        set(vm, "attacker-fighter", "1");
        set(vm, "attacker-armor", "1");
        set(vm, "defender-infantry", "1");
        set(vm, "attacker-air-cap", "3");
        assertNull(vm.check().setup());
        assertEquals("the attacker puts 3 fighters on Air Cap but has only 1", vm.statusProperty().get());
        assertTrue(vm.statusErrorProperty().get());
        assertEquals(Set.of("attacker-air-cap"), marked(vm));
        vm.calculate();
        assertTrue(manual.started.isEmpty());

        set(vm, "attacker-air-cap", "");
        set(vm, "defender-air-cap", "1");
        assertEquals("the defender puts 1 fighter on Air Cap but has only 0", vm.statusProperty().get());
        assertEquals(Set.of("defender-air-cap"), marked(vm));
        set(vm, "defender-air-cap", "-1");
        assertEquals("Air Cap fighters cannot be negative: 0:-1", vm.statusProperty().get());
        assertEquals(Set.of("defender-air-cap"), marked(vm));
        set(vm, "defender-air-cap", "x");
        assertEquals("defender's Air Cap fighters: 'x' is not a whole number", vm.statusProperty().get());
        assertEquals(Set.of("defender-air-cap"), marked(vm));
        vm.calculate();
        assertTrue(manual.started.isEmpty());

        set(vm, "defender-air-cap", "0");
        set(vm, "attacker-air-cap", "1");
        assertEquals(Set.of(), marked(vm));
        assertFalse(vm.statusErrorProperty().get());
        vm.calculate();
        assertEquals(1, manual.started.size());
    }

    @Test
    void aFirstStrikeWithoutShipsIsRefusedAndNotSolved() {
        ManualTaskRunner manual = new ManualTaskRunner();
        BattleboardViewModel vm = globalWar(manual);
        set(vm, "attacker-legionnaire", "2");
        set(vm, "defender-infantry", "2");
        vm.rules().preBattle().navalBaseFirstStrikeProperty().set(true);
        assertNull(vm.check().setup());
        vm.calculate();
        assertTrue(manual.started.isEmpty());
        assertEquals("a naval base's first strike needs bombarding ships (--bombard) to strike at", vm.statusProperty().get());
        assertTrue(vm.statusErrorProperty().get());
        set(vm, "bombard-cruiser", "1");
        assertFalse(vm.statusErrorProperty().get());
        vm.calculate();
        assertEquals(1, manual.started.size());
    }

    /**
     * Issue 25 item 2: the naval base's first strike is the form's input of a roll of one type owning its variants
     * ({@link DeclaredRolls}): its id, label and tooltip are the roll's faces, it is offered where the edition declares it,
     * and a refusal on its path marks it.
     */
    @Test
    void theFirstStrikeIsTheRegistrysInputAndItsRefusalMarksIt() {
        BattleboardViewModel vm = globalWar(new ManualTaskRunner());
        DeclaredRolls.Input strike = vm.rules().preBattle().declared().input(battleboard.input.RollField.NAVAL_BASE_FIRST_STRIKE);
        assertEquals("naval-base-first-strike", strike.id());
        assertEquals("Naval base first strike: one d12 at each bombarding ship, hit on 2 or less", strike.faces().label());
        assertTrue(strike.faces().tooltip().startsWith("G2220-2226: "), strike.faces().tooltip());
        assertTrue(strike.offeredProperty().get());
        set(vm, "attacker-legionnaire", "2");
        set(vm, "defender-infantry", "2");
        vm.rules().preBattle().navalBaseFirstStrikeProperty().set(true);
        assertEquals("true", strike.trimmed());
        assertEquals(Set.of("naval-base-first-strike"), marked(vm));
        set(vm, "bombard-cruiser", "1");
        assertEquals(Set.of(), marked(vm));
        assertEquals(PreBattle.NONE.withNavalBaseFirstStrike(), vm.check().setup().preBattle());
    }

    @Test
    void aDefenderRetreatInASeaBattleIsMarkedAndNotSolved() {
        ManualTaskRunner manual = new ManualTaskRunner();
        BattleboardViewModel vm = globalWar(manual);
        set(vm, "attacker-destroyer", "1");
        set(vm, "defender-destroyer", "1");
        set(vm, "defender-retreat-after", "1");
        assertEquals("a defender's retreat is for land units and aircraft: it needs a land battle", vm.statusProperty().get());
        assertEquals(Set.of("defender-retreat-after"), marked(vm));
        vm.calculate();
        assertTrue(manual.started.isEmpty());
        set(vm, "defender-retreat-after", "");
        assertEquals(Set.of(), marked(vm));
        vm.calculate();
        assertEquals(1, manual.started.size());
    }

    /** An edition file that extends Global War offers the same rules: the form keeps what was entered. */
    @Test
    void keptAcrossEditionsThatBothOfferThem(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("house.json");
        Files.writeString(file, """
                { "id": "global-war-house", "name": "Global War (house)", "extends": "global-war-1939" }
                """);
        BattleboardViewModel vm = new BattleboardViewModel(List.of("global-war-1939", "house", "revised"),
                id -> id.equals("house") ? Edition.fromFile(file) : Edition.builtIn(id),
                FormServices.of(new InlineTaskRunner(), notifier, Optional::empty));
        PreBattleViewModel rules = vm.rules().preBattle();
        set(vm, "attacker-air-cap", "1");
        set(vm, "defender-air-cap", "2");
        rules.navalBaseFirstStrikeProperty().set(true);
        set(vm, "defender-retreat-at", "1");
        vm.editionProperty().set(vm.editions().get(1));
        assertEquals("global-war-house", vm.editionProperty().get().id());
        assertTrue(rules.airCombatOfferedProperty().get());
        assertEquals("1", field(vm, "attacker-air-cap").textProperty().get());
        assertEquals("2", field(vm, "defender-air-cap").textProperty().get());
        assertTrue(rules.navalBaseFirstStrikeProperty().get());
        assertEquals("1", field(vm, "defender-retreat-at").textProperty().get());
        rules.navalBaseFirstStrikeProperty().set(false);
        set(vm, "attacker-fighter", "1");
        set(vm, "attacker-armor", "1");
        set(vm, "defender-fighter", "2");
        set(vm, "defender-infantry", "1");
        assertEquals(PreBattle.NONE.withAirCombat(new AirCap(1, 2)), vm.check().setup().preBattle());
        assertEquals(new RetreatPolicy.AtUnits(1), vm.check().setup().defenderRetreat());

        vm.editionProperty().set(vm.editions().get(2));
        set(vm, "attacker-tank", "1");
        set(vm, "defender-infantry", "1");
        assertEquals(PreBattle.NONE, vm.check().setup().preBattle());
        assertEquals(new RetreatPolicy.Never(), vm.check().setup().defenderRetreat());
        assertTrue(notifier.problems.isEmpty(), notifier.problems.toString());
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
