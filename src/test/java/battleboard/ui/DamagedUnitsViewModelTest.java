package battleboard.ui;

import static battleboard.ui.FormFields.field;
import static battleboard.ui.FormFields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Damage;
import battleboard.battle.Force;
import battleboard.battle.Progress;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.result.BattleResult;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import battleboard.ui.SideViewModel.DamagedUnit;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Units that start the battle damaged, as the command line's {@code --attacker-damaged} and
 * {@code --defender-damaged}: offered per multi-hit unit the side has and per damage level, checked
 * by the core, and given to the setup and the solver as the command line gives them.
 */
class DamagedUnitsViewModelTest {
    private static final Edition WORLD_AT_WAR = Edition.builtIn("world-at-war-2005");
    private static final Edition GLOBAL_WAR = Edition.builtIn("global-war-1939");

    private final RecordingNotifier notifier = new RecordingNotifier();
    private final ManualTaskRunner manual = new ManualTaskRunner();

    private BattleboardViewModel form(String edition, TaskRunner runner) {
        return new BattleboardViewModel(List.of(edition, "revised", "classic"), Edition::builtIn,
                FormServices.of(runner, notifier, Optional::empty));
    }

    private static Set<String> marked(BattleboardViewModel vm) {
        return vm.inputFields().stream().filter(f -> f.invalidProperty().get()).map(InputField::id).collect(Collectors.toSet());
    }

    private static List<String> shown(SideViewModel side) {
        return side.damagedCounts().stream().map(DamagedCount::id).toList();
    }

    /** The command line's path: the same battle built from its text, solved by the core's solver. */
    private static BattleResult cli(Edition e, String attacker, String defender, String attackerDamaged, String defenderDamaged) {
        BattleSetup setup = BattleSetup.builder(e).attacker(attacker).defender(defender)
                .damage(Side.ATTACKER, Damage.parse(attackerDamaged, e))
                .damage(Side.DEFENDER, Damage.parse(defenderDamaged, e)).build();
        return new Solver().solve(setup, SolveOptions.defaults(), Progress.NONE);
    }

    @Test
    void aCountPerDamageLevelIsOfferedWhileTheSideHasTheUnit() {
        BattleboardViewModel vm = form("global-war-1939", manual);
        // battleship and carrier 2 hit points, the Yamato 3: a count per level below its hit points
        assertEquals(List.of("battleship", "yamato", "carrier"),
                vm.defender().damaged().stream().map(d -> d.unit().id()).toList());
        DamagedUnit yamato = vm.defender().damaged().get(1);
        assertEquals(List.of("Yamato battleship damaged 1 hit", "Yamato battleship damaged 2 hits"),
                yamato.levels().stream().map(DamagedCount::label).toList());
        assertEquals("Yamato battleship damaged 2 hits: attack 0, defense 3, bombardment 0 (1 hit point left)",
                yamato.levels().get(1).describe());
        assertEquals(List.of(), shown(vm.defender()));

        set(vm, "defender-yamato", "1");
        assertTrue(yamato.shownProperty().get());
        assertEquals(List.of("defender-damaged-yamato-1", "defender-damaged-yamato-2"), shown(vm.defender()));
        assertEquals(List.of(), shown(vm.attacker()));
        // the attacker's bombarding battleships may start damaged too
        set(vm, "bombard-battleship", "1");
        assertEquals(List.of("attacker-damaged-battleship-1"), shown(vm.attacker()));
        set(vm, "defender-yamato", "x");
        assertFalse(yamato.shownProperty().get());
    }

    @Test
    void unitsWhoseDamageIsNeverKeptOrWithOneHitPointAreNotOffered() {
        BattleboardViewModel vm = form("world-at-war-2005", manual);
        // the Tiger has 2 hit points but rolls for its armour when hit (W527): the core refuses it damaged
        assertEquals(List.of("battleship"), vm.attacker().damaged().stream().map(d -> d.unit().id()).toList());
        vm.editionProperty().set(vm.editions().get(2)); // Classic: one hit sinks a battleship
        assertTrue(vm.attacker().damaged().isEmpty());
        assertTrue(vm.defender().damaged().isEmpty());
    }

    /**
     * One cruiser (attack 3 of 6) against a World at War battleship that has taken a hit (defense 3, one hit
     * point left): both hit with 1/2 a round, so the attacker wins with (1/2 · 1/2) / (1 − 1/2 · 1/2) = 1/3.
     */
    @Test
    void aDamagedWorldAtWarBattleshipGivesTheCommandLinesOdds() {
        BattleboardViewModel vm = form("world-at-war-2005", new InlineTaskRunner());
        set(vm, "attacker-cruiser", "1");
        set(vm, "defender-battleship", "1");
        vm.calculate();
        double undamaged = vm.results().resultProperty().get().attackerWin();

        set(vm, "defender-damaged-battleship-1", "1");
        BattleSetup setup = vm.check().setup();
        assertNotNull(setup, vm.statusProperty().get());
        assertEquals(Damage.parse("1 battleship:1", WORLD_AT_WAR), setup.damage(Side.DEFENDER));
        assertEquals(Damage.NONE, setup.damage(Side.ATTACKER));
        vm.calculate();
        BattleResult r = vm.results().resultProperty().get();
        assertNotNull(r, vm.statusProperty().get());
        assertEquals(1.0 / 3, r.attackerWin(), 1e-9);
        assertEquals(cli(WORLD_AT_WAR, "1 cruiser", "1 battleship", "", "1 battleship:1").attackerWin(), r.attackerWin(), 1e-9);
        assertTrue(Math.abs(undamaged - r.attackerWin()) > 0.05, undamaged + " vs " + r.attackerWin());
        assertEquals("33.33%", vm.results().attackerWin().valueProperty().get());
    }

    @Test
    void bothSidesDamagedBattleshipsGiveTheCommandLinesFigures() {
        BattleboardViewModel vm = form("world-at-war-2005", new InlineTaskRunner());
        set(vm, "attacker-battleship", "2");
        set(vm, "attacker-cruiser", "1");
        set(vm, "defender-battleship", "1");
        set(vm, "defender-carrier", "2");
        set(vm, "attacker-damaged-battleship-1", "1");
        set(vm, "defender-damaged-battleship-1", "1");
        vm.calculate();
        BattleResult r = vm.results().resultProperty().get();
        assertNotNull(r, vm.statusProperty().get());
        BattleResult expected = cli(WORLD_AT_WAR, "2 battleship, 1 cruiser", "1 battleship, 2 carrier", "1 battleship:1", "1 battleship");
        assertEquals(expected.attackerWin(), r.attackerWin(), 1e-9);
        assertEquals(expected.defenderWin(), r.defenderWin(), 1e-9);
        assertEquals(expected.attackerIpcLoss(), r.attackerIpcLoss(), 1e-9);
        assertEquals(expected.defenderIpcLoss(), r.defenderIpcLoss(), 1e-9);
        assertTrue(Math.abs(cli(WORLD_AT_WAR, "2 battleship, 1 cruiser", "1 battleship, 2 carrier", "", "").attackerWin()
                - r.attackerWin()) > 1e-3);
    }

    /**
     * Two Global War destroyers (attack 6 of 12) against a Yamato that has taken 2 of its 3 hits (defense 3
     * of 12, one hit point left). With one destroyer left the attacker wins with (1/2 · 3/4) / (1 − 1/2 · 3/4)
     * = 3/5; with two, a round ends the Yamato with 3/4, loses a destroyer with 1/4 · 1/4 and repeats with
     * 1/4 · 3/4, so it wins with (3/4 + 1/16 · 3/5) / (1 − 3/16) = 63/65.
     */
    @Test
    void aYamatoAtDamageLevelTwoIsAccepted() {
        BattleboardViewModel vm = form("global-war-1939", new InlineTaskRunner());
        set(vm, "attacker-destroyer", "2");
        set(vm, "defender-yamato", "1");
        set(vm, "defender-damaged-yamato-2", "1");
        BattleSetup setup = vm.check().setup();
        assertNotNull(setup, vm.statusProperty().get());
        assertEquals(Force.parse("1 yamato", GLOBAL_WAR), setup.damage(Side.DEFENDER).at(2));
        assertEquals(Force.empty(), setup.damage(Side.DEFENDER).at(1));
        vm.calculate();
        BattleResult r = vm.results().resultProperty().get();
        assertNotNull(r, vm.statusProperty().get());
        assertEquals(63.0 / 65, r.attackerWin(), 1e-9);
        assertEquals(cli(GLOBAL_WAR, "2 destroyer", "1 yamato", "", "1 yamato:2").attackerWin(), r.attackerWin(), 1e-9);
        assertTrue(notifier.problems.isEmpty(), notifier.problems.toString());
    }

    @Test
    void badDamagedCountsAreMarkedWithTheCoresMessageAndNotSolved() {
        BattleboardViewModel vm = form("world-at-war-2005", manual);
        set(vm, "attacker-cruiser", "1");
        set(vm, "defender-battleship", "1");
        set(vm, "defender-damaged-battleship-1", "x");
        assertEquals(Set.of("defender-damaged-battleship-1"), marked(vm));
        assertEquals("defender battleship damaged 1 hit: 'x' is not a whole number", vm.statusProperty().get());
        assertTrue(vm.statusErrorProperty().get());
        vm.calculate();
        assertTrue(manual.started.isEmpty());

        set(vm, "defender-damaged-battleship-1", "-1");
        assertEquals(Set.of("defender-damaged-battleship-1"), marked(vm));
        assertEquals("defender battleship damaged 1 hit: negative count -1 for battleship", vm.statusProperty().get());

        // more damaged than the side has: the core's one line, on the damaged count, not on the battleships
        set(vm, "defender-damaged-battleship-1", "2");
        assertEquals(Set.of("defender-damaged-battleship-1"), marked(vm));
        assertEquals("damaged 2 battleship: the defender has only 1", vm.statusProperty().get());
        assertFalse(vm.statusProperty().get().contains("\n"));
        vm.calculate();
        assertTrue(manual.started.isEmpty());
        assertNull(vm.results().resultProperty().get());

        set(vm, "defender-damaged-battleship-1", "1");
        assertEquals(Set.of(), marked(vm));
        assertFalse(vm.statusErrorProperty().get());
        vm.calculate();
        assertEquals(1, manual.started.size());
    }

    @Test
    void damagedAtEveryLevelCountTogetherAgainstTheUnits() {
        BattleboardViewModel vm = form("global-war-1939", manual);
        set(vm, "attacker-destroyer", "2");
        set(vm, "defender-yamato", "1");
        set(vm, "defender-damaged-yamato-1", "1");
        set(vm, "defender-damaged-yamato-2", "1");
        // either count alone would do: both are marked
        assertEquals(Set.of("defender-damaged-yamato-1", "defender-damaged-yamato-2"), marked(vm));
        assertEquals("damaged 2 yamato: the defender has only 1", vm.statusProperty().get());
        set(vm, "defender-yamato", "2");
        assertEquals(Set.of(), marked(vm));
        assertEquals(new Damage(java.util.Map.of(1, Force.parse("1 yamato", GLOBAL_WAR), 2, Force.parse("1 yamato", GLOBAL_WAR))),
                vm.check().setup().damage(Side.DEFENDER));
    }

    @Test
    void aDamagedCountOfAUnitTheSideNoLongerHasIsNotRead() {
        BattleboardViewModel vm = form("world-at-war-2005", manual);
        set(vm, "attacker-cruiser", "1");
        set(vm, "defender-battleship", "1");
        set(vm, "defender-damaged-battleship-1", "1");
        set(vm, "defender-battleship", "");
        set(vm, "defender-carrier", "1");
        assertEquals(Set.of(), marked(vm));
        assertEquals(Damage.NONE, vm.check().setup().damage(Side.DEFENDER));
        // typed again, the count is there again
        set(vm, "defender-battleship", "1");
        assertEquals(Damage.parse("1 battleship", WORLD_AT_WAR), vm.check().setup().damage(Side.DEFENDER));
    }

    /** A damaged unit the new edition has with one hit point cannot stay damaged: dropped, and said so (issue 12, item 2). */
    @Test
    void aDamageTheNewEditionCannotHaveIsDroppedAndSaid() {
        BattleboardViewModel vm = form("revised", manual);
        set(vm, "defender-battleship", "2");
        set(vm, "defender-damaged-battleship-1", "1");
        vm.editionProperty().set(vm.editions().get(2)); // Classic: a battleship of 1 hit point
        assertEquals("2", field(vm, "defender-battleship").textProperty().get());
        assertEquals("Switched to " + Edition.builtIn("classic").name() + ": damaged battleship dropped (defender 1); battleship"
                + " kept.", vm.statusProperty().get());
    }

    @Test
    void clearEmptiesTheDamagedCountsAndAnotherEditionKeepsThemAsItDoesTheUnits() {
        BattleboardViewModel vm = form("world-at-war-2005", manual);
        set(vm, "defender-battleship", "1");
        set(vm, "defender-damaged-battleship-1", "1");
        vm.clear();
        assertEquals("", field(vm, "defender-damaged-battleship-1").textProperty().get());
        assertEquals(List.of(), shown(vm.defender()));

        set(vm, "defender-battleship", "1");
        set(vm, "defender-damaged-battleship-1", "1");
        // another edition keeps the units both have, damaged ones too (issue 12, item 2): Revised's battleship has 2
        // hit points too
        vm.editionProperty().set(vm.editions().get(1));
        assertEquals("1", field(vm, "defender-battleship").textProperty().get());
        assertEquals("1", field(vm, "defender-damaged-battleship-1").textProperty().get());
        assertEquals(List.of("battleship"), vm.defender().damaged().stream().map(d -> d.unit().id()).toList());
        vm.clear();
        assertEquals("", field(vm, "defender-damaged-battleship-1").textProperty().get());
    }
}
