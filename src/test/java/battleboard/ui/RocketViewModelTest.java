package battleboard.ui;

import static battleboard.ui.FormFields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.AreaStrike;
import battleboard.battle.PreBattle;
import battleboard.edition.Edition;
import battleboard.result.BattleResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Rockets on the form (issue 14, item 2): the Raid tab's rocket strike, against {@code RocketTest}'s hand derivations, and
 * the Rules tab's rocket strike at the area before the battle, against {@code RocketStrikeTest}'s closed form and the
 * command line's {@code --rocket-strike}.
 */
class RocketViewModelTest {
    private final RecordingNotifier notifier = new RecordingNotifier();

    private BattleboardViewModel form(String... editions) {
        return new BattleboardViewModel(List.of(editions), Edition::builtIn, FormServices.of(new InlineTaskRunner(), notifier, Optional::empty));
    }

    private static void edition(BattleboardViewModel vm, String id) {
        vm.editionProperty().set(vm.editions().stream().filter(e -> e.id().equals(id)).findFirst().orElseThrow());
    }

    /** Revised, 2 AA guns at income 3: 1/36, 2/36, 9/36, 8/36, 16/36 for 2 to 6, expected 5; Classic fires one gun. */
    @Test
    void theRaidTabStrikesWithRevisedAndClassicRockets() {
        BattleboardViewModel vm = form("revised", "classic");
        RaidViewModel raid = vm.raid();
        assertTrue(raid.rocketsOfferedProperty().get());
        raid.rocketsProperty().set(true);
        assertTrue(raid.aboutProperty().get().contains("L1837-1882"), raid.aboutProperty().get());
        raid.rocketCount().textProperty().set("2");
        raid.solve();
        assertTrue(raid.errorProperty().get());
        assertTrue(raid.statusProperty().get().startsWith("give the territory's income"), raid.statusProperty().get());
        raid.income().textProperty().set("3");
        raid.solve();
        assertFalse(raid.errorProperty().get(), raid.statusProperty().get());
        assertEquals(List.of(new RaidViewModel.Row(2, "2.78%", "100.00%"), new RaidViewModel.Row(3, "5.56%", "97.22%"),
                new RaidViewModel.Row(4, "25.00%", "91.67%"), new RaidViewModel.Row(5, "22.22%", "66.67%"),
                new RaidViewModel.Row(6, "44.44%", "44.44%")), raid.rows());
        assertEquals("Expected damage 5.000 IPC", raid.summaryProperty().get());
        assertTrue(raid.statusProperty().get().startsWith("Rocket strike of 2 AA guns solved exactly"), raid.statusProperty().get());
        raid.rocketCount().textProperty().set("x");
        raid.solve();
        assertTrue(raid.rocketCount().invalidProperty().get());
        assertTrue(raid.rows().isEmpty());

        edition(vm, "classic");
        assertTrue(raid.rocketsProperty().get(), "Classic has rockets too: the strike stays");
        raid.rocketCount().textProperty().set("2");
        raid.income().textProperty().set("");
        raid.solve();
        assertTrue(raid.statusProperty().get().contains("is fired by one AA gun, not 2"), raid.statusProperty().get());
        raid.rocketCount().textProperty().set("1");
        raid.solve();
        assertEquals("Expected damage 3.500 IPC", raid.summaryProperty().get());
        raid.rocketsProperty().set(false);
        raid.income().textProperty().set("");
        raid.solve();
        // a raid again: 1 bomber past the AA gun (5/6) rolls 3.5, 35/12 on average
        assertTrue(raid.summaryProperty().get().startsWith("Expected damage 2.917 IPC; bombers lost 0.167"), raid.summaryProperty().get());
    }

    /** World at War: a V2 at a decentralized factory 3.5, a V1 there 5/3, a V2 at an area 5.5; Global War's are refused. */
    @Test
    void theRaidTabStrikesWithWorldAtWarRocketsAndNotGlobalWars() {
        BattleboardViewModel vm = form("world-at-war-2005", "global-war-1939");
        RaidViewModel raid = vm.raid();
        raid.rocketsProperty().set(true);
        assertEquals(List.of("factory", "area"), raid.rocketTargets().stream().map(t -> t.id()).toList());
        assertEquals(List.of("v1", "v2"), raid.rocketLevels().stream().map(l -> l.id()).toList());
        raid.rocketLevelProperty().set(raid.rocketLevels().get(1));
        raid.rocketModifiers().get(0).ticked().set(true);
        raid.solve();
        assertEquals("Expected damage 3.500 damage points", raid.summaryProperty().get());
        assertEquals("Damage, points", raid.damageTitleProperty().get(), "the rockets' own heading, not the raid's");
        raid.rocketLevelProperty().set(raid.rocketLevels().get(0));
        raid.solve();
        assertEquals("Expected damage 1.667 damage points", raid.summaryProperty().get());
        assertEquals(new RaidViewModel.Row(0, "33.33%", "100.00%"), raid.rows().get(0));
        raid.rocketLevelProperty().set(raid.rocketLevels().get(1));
        raid.rocketTargetProperty().set(raid.rocketTargets().get(1));
        raid.solve();
        // issue 23 row 5: decentralization changes factories only, so it is refused at an area, never ignored
        assertEquals("industrial-decentralization changes rockets at the factory only, not at the area (W593)",
                raid.statusProperty().get());
        raid.rocketModifiers().get(0).ticked().set(false);
        raid.solve();
        assertTrue(raid.summaryProperty().get().startsWith("Expected damage 5.500 IPC of units to remove"), raid.summaryProperty().get());
        assertEquals("IPC of units to remove", raid.damageTitleProperty().get());
        raid.rocketCount().textProperty().set("3");
        raid.solve();
        assertTrue(raid.statusProperty().get().contains("1 to 2 rockets, not 3"), raid.statusProperty().get());

        edition(vm, "global-war-1939");
        assertFalse(raid.rocketsOfferedProperty().get());
        assertFalse(raid.rocketsProperty().get(), "no rockets to play: the raid is back");
        assertTrue(raid.aboutProperty().get().contains("Rockets are out of scope: G158-160"), raid.aboutProperty().get());
    }

    /**
     * The Rules tab's rocket strike: 1 infantry against 2 after a V1 wins 5/8 (RocketStrikeTest), as {@code odds
     * --rocket-strike v1}; a bad strike is marked; Revised does not offer it; a battle file keeps it.
     */
    @Test
    void theRulesTabStrikesTheAreaFirst(@TempDir Path dir) throws IOException {
        BattleboardViewModel vm = form("world-at-war-2005", "revised");
        PreBattleViewModel rolls = vm.rules().preBattle();
        assertTrue(rolls.rocketStrikeOfferedProperty().get());
        set(vm, "attacker-infantry", "1");
        set(vm, "defender-infantry", "2");
        set(vm, "rocket-strike", "v1");
        assertEquals(PreBattle.NONE.withRocketStrike(new AreaStrike(1, Optional.of("v1"))), vm.check().setup().preBattle());
        vm.calculate();
        BattleResult r = vm.results().resultProperty().get();
        assertNotNull(r, vm.statusProperty().get());
        assertEquals(5.0 / 8, r.attackerWin(), 1e-12);
        assertEquals(81.0 / 16, r.defenderIpcLoss(), 1e-12);

        Path file = dir.resolve("v1.json");
        assertTrue(vm.save(file), vm.statusProperty().get());
        assertTrue(Files.readString(file).contains("\"rocketStrike\" : \"v1\""), Files.readString(file));
        set(vm, "rocket-strike", "");
        assertTrue(vm.open(file), vm.statusProperty().get());
        assertEquals("v1", FormFields.field(vm, "rocket-strike").textProperty().get());

        set(vm, "rocket-strike", "v3");
        assertTrue(FormFields.field(vm, "rocket-strike").invalidProperty().get(), "a level World at War's rockets lack");
        assertTrue(vm.statusProperty().get().contains("no rocket level 'v3'"), vm.statusProperty().get());
        set(vm, "rocket-strike", "v1:x");
        assertTrue(vm.statusProperty().get().startsWith("rocket strike: 'v1:x': expected LEVEL[:ROCKETS]"), vm.statusProperty().get());
        set(vm, "rocket-strike", "v2");
        rolls.chineseMoraleProperty().set(true);
        assertTrue(FormFields.field(vm, "rocket-strike").invalidProperty().get());
        assertTrue(vm.statusProperty().get().contains("cannot be combined"), vm.statusProperty().get());
        rolls.chineseMoraleProperty().set(false);
        assertFalse(vm.statusErrorProperty().get(), vm.statusProperty().get());

        edition(vm, "revised");
        assertFalse(rolls.rocketStrikeOfferedProperty().get());
        assertEquals("", rolls.rocketStrike().textProperty().get());
        assertEquals(PreBattle.NONE, vm.check().setup().preBattle());
    }
}
