package battleboard.ui;

import static battleboard.ui.FormFields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.edition.Edition;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The History (issue 26, scope 4; defect 6): only battles the player calculated (Calculate, or a battle solved as the
 * player types that stayed unchanged for 2 s), kept across restarts, reopened with its odds.
 */
class BattleHistoryTest {
    private final RecordingNotifier notifier = new RecordingNotifier();

    private BattleboardViewModel form(FormStore store) {
        BattleboardViewModel vm = new BattleboardViewModel(List.of("revised", "classic"), Edition::builtIn,
                FormServices.of(new InlineTaskRunner(), notifier, Optional::empty, BattleFiles.NONE, store));
        vm.liveProperty().set(true);
        return vm;
    }

    /**
     * Five keystrokes of one count, each solved as the player types (the view's pause after each), give no row until the
     * battle stays unchanged (the view's 2 s pause: {@link BattleboardViewModel#settleHistory}), then one; the next start
     * lists it, and reopening it shows its odds: 3 infantry, 1 tank against 4 infantry, 39.4480% (the command line's
     * {@code odds --attacker "3 inf, 1 tank" --defender "4 inf"}).
     */
    @Test
    void fiveKeystrokesGiveOneRowKeptAcrossARestart(@TempDir Path dir) {
        FormStore store = FormStore.inDirectory(dir);
        BattleboardViewModel vm = form(store);
        set(vm, "attacker-tank", "1");
        set(vm, "defender-infantry", "4");
        for (String typed : List.of("1", "12", "1", "", "3")) { // typed, corrected, erased, typed again
            set(vm, "attacker-infantry", typed);
            vm.recalculateIfQuick();
        }
        assertEquals(0, vm.history().size(), "nothing kept while the battle changes");
        vm.settleHistory();
        assertEquals(1, vm.history().size());
        assertTrue(vm.history().get(0).label().startsWith("39.45% — "), vm.history().get(0).label());
        vm.settleHistory();
        vm.calculate(); // the same battle calculated again: still one row
        assertEquals(1, vm.history().size());

        BattleboardViewModel next = form(FormStore.inDirectory(dir));
        assertEquals(1, next.history().size(), "kept across a restart");
        assertNull(next.results().resultProperty().get());
        next.reopen(next.history().get(0));
        assertNotNull(next.results().resultProperty().get(), "reopening shows the odds");
        assertEquals(0.3944796453, next.results().resultProperty().get().attackerWin(), 1e-9);
    }

    /** A battle solved as the player types and changed within 2 s is not kept. */
    @Test
    void aBattleChangedBeforeItSettlesIsNotKept() {
        BattleboardViewModel vm = form(FormStore.inMemory());
        set(vm, "attacker-infantry", "3");
        set(vm, "defender-infantry", "2");
        vm.recalculateIfQuick();
        set(vm, "defender-infantry", "");
        vm.settleHistory();
        assertEquals(0, vm.history().size());
    }
}
