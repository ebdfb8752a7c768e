package battleboard.ui;

import static battleboard.ui.FormFields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.KamikazeTargets;
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
 * The Rules tab's kamikaze targets (Global 1940, TripleA X4777-4779), as the command line's {@code --kamikaze-targets}:
 * offered where the edition has the strikes, given to the solver, marked when they do not fit, kept by a battle file.
 */
class KamikazeTargetsViewModelTest {
    private final RecordingNotifier notifier = new RecordingNotifier();

    private BattleboardViewModel form(String... editions) {
        return new BattleboardViewModel(List.of(editions), Edition::builtIn, FormServices.of(new InlineTaskRunner(), notifier, Optional::empty));
    }

    /**
     * Two strikes at a battleship, then a destroyer: attacker win 296/441 (KamikazeTargetsTest); a target the attacker
     * lacks is marked with the core's line; Revised does not offer the field.
     */
    @Test
    void theRulesTabNamesTheShips(@TempDir Path dir) throws IOException {
        BattleboardViewModel vm = form("axis-allies-global-1940-2e", "revised");
        PreBattleViewModel rolls = vm.rules().preBattle();
        assertTrue(rolls.kamikazeOfferedProperty().get());
        set(vm, "attacker-battleship", "1");
        set(vm, "defender-kamikaze", "2");
        set(vm, "defender-destroyer", "1");
        set(vm, "kamikaze-targets", "battleship, battleship");
        assertEquals(PreBattle.NONE.withKamikazeTargets(KamikazeTargets.parse("battleship, battleship")), vm.check().setup().preBattle());
        vm.calculate();
        BattleResult r = vm.results().resultProperty().get();
        assertNotNull(r, vm.statusProperty().get());
        assertEquals(296.0 / 441, r.attackerWin(), 1e-12);

        Path file = dir.resolve("kamikaze.json");
        assertTrue(vm.save(file), vm.statusProperty().get());
        assertTrue(Files.readString(file).contains("\"kamikazeTargets\" : \"battleship, battleship\""), Files.readString(file));
        set(vm, "kamikaze-targets", "");
        assertTrue(vm.open(file), vm.statusProperty().get());
        assertEquals("battleship, battleship", FormFields.field(vm, "kamikaze-targets").textProperty().get());

        set(vm, "kamikaze-targets", "battleship, carrier");
        assertTrue(FormFields.field(vm, "kamikaze-targets").invalidProperty().get(), "a carrier the attacker lacks");
        assertTrue(vm.statusProperty().get().contains("'carrier': the attacker has no carrier to strike"), vm.statusProperty().get());
        set(vm, "kamikaze-targets", "2 battleship");
        assertTrue(FormFields.field(vm, "kamikaze-targets").invalidProperty().get());
        assertTrue(vm.statusProperty().get().contains("name one ship per kamikaze strike"), vm.statusProperty().get());

        vm.editionProperty().set(vm.editions().stream().filter(e -> e.id().equals("revised")).findFirst().orElseThrow());
        assertFalse(rolls.kamikazeOfferedProperty().get());
        assertEquals("", rolls.kamikazeTargets().textProperty().get());
    }
}
