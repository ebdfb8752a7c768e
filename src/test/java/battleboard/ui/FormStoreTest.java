package battleboard.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.edition.Edition;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The form's saved state in files (issue 27 item 14): written atomically, refused over 10 MB, problems named once. */
class FormStoreTest {

    @Test
    void eachFileIsWrittenToATemporaryFileAndMovedIntoPlace(@TempDir Path dir) throws IOException {
        FormStore store = FormStore.inDirectory(dir);
        store.lastBattle("{\"attacker\": \"1 inf\"}");
        store.lastBattle("{\"attacker\": \"2 inf\"}");
        store.recentFiles(List.of(dir.resolve("a.json")));
        assertEquals(Optional.of("{\"attacker\": \"2 inf\"}"), store.lastBattle());
        assertEquals(List.of(dir.resolve("a.json").toAbsolutePath()), store.recentFiles());
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of("last-battle.json", "recent-battles.txt"), files.map(p -> p.getFileName().toString()).sorted().toList(),
                    "no temporary file left");
        }
        // a state file the program cannot replace (a directory in its place) is refused, and the old one stays untouched
        Path blocked = dir.resolve("blocked");
        Files.createDirectories(blocked.resolve("last-battle.json").resolve("x"));
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> FormStore.inDirectory(blocked).lastBattle("{}"));
        assertTrue(e.getMessage().contains("last-battle.json: cannot be written"), e.getMessage());
        try (Stream<Path> files = Files.list(blocked)) {
            assertEquals(1, files.count(), "the temporary file is removed");
        }
    }

    @Test
    void aFileOver10MbIsRefusedNotRead(@TempDir Path dir) throws IOException {
        try (RandomAccessFile f = new RandomAccessFile(dir.resolve("last-battle.json").toFile(), "rw")) {
            f.setLength(FormStore.MOST_BYTES + 1);
        }
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> FormStore.inDirectory(dir).lastBattle());
        assertTrue(e.getMessage().contains("last-battle.json: cannot be read: 10,485,761 bytes, over the 10,485,760"), e.getMessage());
        assertEquals(Optional.empty(), FormStore.inDirectory(dir.resolve("none")).lastBattle(), "a file not there reads as none");
    }

    @Test
    void aStateTheFormCannotReadOrWriteIsNamedInTheStatusBarOnce(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("recent-battles.txt"));
        Files.createDirectories(dir.resolve("last-battle.json"));
        RecordingNotifier notifier = new RecordingNotifier();
        BattleboardViewModel vm = new BattleboardViewModel(List.of("revised"), Edition::builtIn,
                FormServices.of(new InlineTaskRunner(), notifier, Optional::empty, BattleFiles.NONE, FormStore.inDirectory(dir)));
        String status = vm.statusProperty().get();
        assertTrue(status.startsWith("The form's saved state: " + dir.resolve("recent-battles.txt") + ": cannot be read"), status);
        assertTrue(vm.statusErrorProperty().get());
        vm.clear();
        String cleared = vm.statusProperty().get();
        assertTrue(cleared.startsWith("Cleared."), cleared);
        assertFalse(vm.restoreLastBattle());
        assertEquals(cleared, vm.statusProperty().get(), "named once a session");
        FormFields.set(vm, "attacker-infantry", "1");
        FormFields.set(vm, "defender-infantry", "1");
        String typed = vm.statusProperty().get();
        vm.keepLastBattle();
        assertEquals(typed, vm.statusProperty().get(), "named once a session");
    }

    @Test
    void theWindowIsWrittenAndReadBackAndACorruptOneReadsAsNone(@TempDir Path dir) throws IOException {
        FormStore store = FormStore.inDirectory(dir);
        assertEquals(Optional.empty(), store.window(), "none kept: the default size");
        FormStore.Window left = new FormStore.Window(120, 64, 1024, 700, 0.62);
        store.window(left);
        assertEquals(Optional.of(left), FormStore.inDirectory(dir).window(), "read back by the next start");
        FormStore.Window placedByTheForm = new FormStore.Window(0, 0, 900, 600, Double.NaN);
        store.window(placedByTheForm);
        assertTrue(Double.isNaN(store.window().orElseThrow().divider()), "a divider the player never dragged stays the form's");
        // corrupt values: the form opens at its default size
        for (String corrupt : List.of("", "garbage", "1 2 3 4", "120 64 1024 700 0.62 9", "120 64 -1024 700 0.5", "120 64 1024 0 0.5",
                "120 64 Infinity 700 0.5", "NaN 64 1024 700 0.5", "120 64 1024 700 1.5", "120 64 1024 700 0")) {
            Files.writeString(dir.resolve("window.txt"), corrupt);
            assertEquals(Optional.empty(), store.window(), corrupt);
        }
        // a size that no longer fits the screen (a smaller monitor now), or under the window's least, is not used
        javafx.geometry.Rectangle2D screen = new javafx.geometry.Rectangle2D(0, 0, 1366, 768);
        assertTrue(left.fits(screen, 800, 500));
        assertFalse(new FormStore.Window(0, 0, 1400, 700, 0.5).fits(screen, 800, 500), "too wide");
        assertFalse(new FormStore.Window(0, 0, 1024, 800, 0.5).fits(screen, 800, 500), "too tall");
        assertFalse(new FormStore.Window(0, 0, 640, 480, 0.5).fits(screen, 800, 500), "under the least size");
        assertTrue(left.liesOn(screen));
        assertFalse(new FormStore.Window(500, 64, 1024, 700, 0.5).liesOn(screen), "off the screen's right edge: centred");
    }
}
