package battleboard.ui;

import static battleboard.ui.FormFields.field;
import static battleboard.ui.FormFields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.PreBattle;
import battleboard.battle.Progress;
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
 * The rolls before the battle, as the command line's {@code --detection NUMBER[:ROLLS]} and
 * {@code --chinese-morale}: offered where the edition has what they act on, checked, and given to the
 * setup and the solver as the command line gives them.
 */
class PreBattleViewModelTest {
    private static final Edition WORLD_AT_WAR = Edition.builtIn("world-at-war-2005");

    private final RecordingNotifier notifier = new RecordingNotifier();
    private final ManualTaskRunner manual = new ManualTaskRunner();

    private BattleboardViewModel form(TaskRunner runner, List<String> editions, java.util.function.Function<String, Edition> loader) {
        return new BattleboardViewModel(editions, loader, FormServices.of(runner, notifier, Optional::empty));
    }

    private BattleboardViewModel worldAtWar(TaskRunner runner) {
        return form(runner, List.of("world-at-war-2005", "revised"), Edition::builtIn);
    }

    private static Set<String> marked(BattleboardViewModel vm) {
        return vm.inputFields().stream().filter(f -> f.invalidProperty().get()).map(InputField::id).collect(Collectors.toSet());
    }

    /** The command line's path: the battle built from its text with the rolls of its flags, solved by the core's solver. */
    private static BattleResult cli(String attacker, String defender, PreBattle rolls) {
        BattleSetup setup = BattleSetup.builder(WORLD_AT_WAR).attacker(attacker).defender(defender).preBattle(rolls).build();
        return new Solver().solve(setup, SolveOptions.defaults(), Progress.NONE);
    }

    private static double attackerWin(BattleboardViewModel vm) {
        vm.calculate();
        BattleResult r = vm.results().resultProperty().get();
        assertNotNull(r, vm.statusProperty().get());
        return r.attackerWin();
    }

    /**
     * A cruiser (attack 3) attacking a lone submarine (defense 2): fought, the attacker wins with
     * (1/2 · 2/3) / (1 − 1/2 · 2/3) = 1/2. The submarine must be detected first: one roll at 2 or less finds
     * it with 1/3, two rolls with 1 − (2/3)² = 5/9; otherwise there is no battle, so the attacker wins with
     * 1/2 times the chance to find the submarine: 1/6 and 5/18.
     */
    @Test
    void theDetectionNumberAndRollsChangeTheOddsAsTheCommandLinesDetection() {
        BattleboardViewModel vm = worldAtWar(new InlineTaskRunner());
        PreBattleViewModel rolls = vm.rules().preBattle();
        assertTrue(rolls.detectionOfferedProperty().get());
        set(vm, "attacker-cruiser", "1");
        set(vm, "defender-submarine", "1");
        double fought = attackerWin(vm);
        assertEquals(0.5, fought, 1e-9);
        assertEquals(PreBattle.NONE, vm.check().setup().preBattle());

        set(vm, "detection-number", "2");
        assertEquals(new PreBattle(2, 1, false), vm.check().setup().preBattle());
        double oneRoll = attackerWin(vm);
        assertEquals(cli("1 cruiser", "1 submarine", new PreBattle(2, 1, false)).attackerWin(), oneRoll, 1e-9);
        assertEquals(1.0 / 6, oneRoll, 1e-9);
        assertTrue(fought - oneRoll > 0.1, fought + " vs " + oneRoll);

        rolls.detectionRollsProperty().set(2);
        double twoRolls = attackerWin(vm);
        assertEquals(cli("1 cruiser", "1 submarine", new PreBattle(2, 2, false)).attackerWin(), twoRolls, 1e-9);
        assertEquals(5.0 / 18, twoRolls, 1e-9);
        assertTrue(vm.results().methodNoteProperty().get().startsWith("mixture of 2 pre-battle outcomes"),
                vm.results().methodNoteProperty().get());

        set(vm, "detection-number", "");
        assertEquals(PreBattle.NONE, vm.check().setup().preBattle());
        assertEquals(fought, attackerWin(vm), 1e-12);
    }

    @Test
    void aBadDetectionNumberIsMarkedAndNotSolved() {
        BattleboardViewModel vm = worldAtWar(manual);
        set(vm, "attacker-cruiser", "1");
        set(vm, "defender-submarine", "1");
        set(vm, "detection-number", "7");
        assertEquals(Set.of("detection-number"), marked(vm));
        assertEquals("submarine detection: the number is from 1 to 6, not 7", vm.statusProperty().get());
        assertTrue(vm.statusErrorProperty().get());
        vm.calculate();
        assertTrue(manual.started.isEmpty());
        set(vm, "detection-number", "two");
        assertEquals("submarine detection: 'two' is not a whole number", vm.statusProperty().get());
        set(vm, "detection-number", "0");
        assertEquals(Set.of("detection-number"), marked(vm));
        set(vm, "detection-number", " 6 ");
        assertEquals(Set.of(), marked(vm));
        assertFalse(vm.statusErrorProperty().get());
        vm.calculate();
        assertEquals(1, manual.started.size());
    }

    @Test
    void chineseMoraleMixesEveryRollAsTheCommandLinesFlag() {
        BattleboardViewModel vm = worldAtWar(new InlineTaskRunner());
        set(vm, "attacker-infantry", "5");
        set(vm, "attacker-armor", "1");
        set(vm, "defender-infantry", "3");
        double fought = attackerWin(vm);
        vm.rules().preBattle().chineseMoraleProperty().set(true);
        assertEquals(new PreBattle(0, 1, true), vm.check().setup().preBattle());
        double morale = attackerWin(vm);
        assertEquals(cli("5 infantry, 1 armor", "3 infantry", new PreBattle(0, 1, true)).attackerWin(), morale, 1e-9);
        // a 1 cancels the attack: at most 5/6 of the battle is fought, with fewer infantry
        assertTrue(morale < fought * 5 / 6, morale + " vs " + fought);
    }

    @Test
    void theRollsAreOfferedWhereTheEditionOffersThemAndKeptAcrossSuchEditions(@TempDir Path dir) throws IOException {
        Path copy = dir.resolve("copy.json");
        Files.writeString(copy, """
                { "id": "world-at-war-copy", "name": "World at War, a copy", "extends": "world-at-war-2005" }
                """);
        Path file = dir.resolve("militia.json");
        Files.writeString(file, """
                { "id": "militia-test", "name": "Militia", "dieSides": 6, "units": [
                  { "id": "militia", "domain": "land", "cost": 2, "attack": 1, "defense": 2 },
                  { "id": "gunboat", "domain": "sea", "cost": 6, "attack": 2, "defense": 2 } ] }
                """);
        BattleboardViewModel vm = form(new InlineTaskRunner(), List.of("world-at-war-2005", "world-at-war-copy", "revised", "militia"),
                id -> id.equals("militia") ? Edition.fromFile(file) : id.equals("world-at-war-copy") ? Edition.fromFile(copy)
                        : Edition.builtIn(id));
        PreBattleViewModel rolls = vm.rules().preBattle();
        set(vm, "detection-number", "3");
        rolls.detectionRollsProperty().set(2);
        rolls.chineseMoraleProperty().set(true);

        // an edition that extends World at War has its rolls: the form keeps them
        vm.editionProperty().set(vm.editions().get(1));
        assertTrue(rolls.detectionOfferedProperty().get());
        assertTrue(rolls.moraleOfferedProperty().get());
        assertEquals("3", field(vm, "detection-number").textProperty().get());
        set(vm, "attacker-infantry", "2");
        set(vm, "defender-infantry", "1");
        assertEquals(new PreBattle(3, 2, true), vm.check().setup().preBattle());

        // Revised has submarines and infantry, but not World at War's rolls (issue 27: its battle file does not offer
        // them, and the command line refuses them there): they go back to none
        vm.editionProperty().set(vm.editions().get(2));
        assertFalse(rolls.detectionOfferedProperty().get());
        assertFalse(rolls.moraleOfferedProperty().get());
        assertEquals("", field(vm, "detection-number").textProperty().get());
        assertFalse(rolls.chineseMoraleProperty().get());
        assertEquals(PreBattle.NONE, vm.check().setup().preBattle());

        // no submarine, no infantry and no such rolls: nothing to roll for
        vm.editionProperty().set(vm.editions().get(3));
        assertFalse(rolls.detectionOfferedProperty().get());
        assertFalse(rolls.moraleOfferedProperty().get());
        set(vm, "attacker-gunboat", "1");
        set(vm, "defender-gunboat", "1");
        assertEquals(PreBattle.NONE, vm.check().setup().preBattle());
        assertTrue(notifier.problems.isEmpty(), notifier.problems.toString());
    }

    @Test
    void clearTakesTheRollsAway() {
        BattleboardViewModel vm = worldAtWar(manual);
        set(vm, "detection-number", "2");
        vm.rules().preBattle().detectionRollsProperty().set(2);
        vm.rules().preBattle().chineseMoraleProperty().set(true);
        vm.clear();
        set(vm, "attacker-cruiser", "1");
        set(vm, "defender-submarine", "1");
        assertEquals(PreBattle.NONE, vm.check().setup().preBattle());
        assertEquals(1, vm.rules().preBattle().detectionRollsProperty().get());
    }
}
