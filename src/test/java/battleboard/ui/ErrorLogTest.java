package battleboard.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 13: an exception the form did not catch is logged with its stack trace and shown in one line. */
class ErrorLogTest {
    @Test
    void anUncaughtExceptionIsAppendedToTheLogAndSaidInOneLine(@TempDir Path dir) throws IOException {
        ErrorLog log = new ErrorLog(dir.resolve("home"));
        Optional<Path> file = log.append(Thread.currentThread(), new IllegalStateException("boom\nsecond line"));
        assertEquals(Optional.of(dir.resolve("home").resolve("errors.log")), file);
        log.append(Thread.currentThread(), new NullPointerException());
        String text = Files.readString(file.get());
        assertTrue(text.contains("java.lang.IllegalStateException: boom"), text);
        assertTrue(text.contains("at battleboard.ui.ErrorLogTest"), "the stack trace is kept: " + text);
        assertTrue(text.contains("java.lang.NullPointerException"), "appended, not replaced");
        String line = ErrorLog.message(new IllegalStateException("boom\nsecond line"), file);
        assertEquals("Something went wrong (IllegalStateException: boom second line); the form goes on, details in "
                + file.get() + ".", line);
        assertEquals(1, line.lines().count());
    }

    /** The form's view model shows it in the status line, as an error, and stays usable. */
    @Test
    void theFormShowsTheLineAndGoesOn() {
        BattleboardViewModel vm = new BattleboardViewModel(List.of("revised"), battleboard.edition.Edition::builtIn,
                FormServices.of(new InlineTaskRunner(), new RecordingNotifier(), Optional::empty));
        vm.failed("Something went wrong (IllegalStateException: boom); the form goes on.");
        assertTrue(vm.statusErrorProperty().get());
        FormFields.set(vm, "attacker-infantry", "3");
        FormFields.set(vm, "defender-infantry", "2");
        vm.calculate();
        assertTrue(vm.statusProperty().get().startsWith("Solved"), vm.statusProperty().get());
    }
}
