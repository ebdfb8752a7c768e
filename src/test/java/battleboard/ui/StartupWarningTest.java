package battleboard.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, item 8: a normal start of the form prints nothing on standard error. JavaFX started from the class path
 * (the fat jar) logs "Unsupported JavaFX configuration"; the form drops that one warning and no other JavaFX message.
 * (Started headless through Monocle, `java -jar target/battleboard.jar` then leaves standard error empty: measured for
 * the note.)
 */
class StartupWarningTest {
    @Test
    void theClassPathWarningIsDroppedAndNothingElse() {
        BattleboardApp.quietClassPathWarning();
        Logger javafx = Logger.getLogger("javafx");
        assertFalse(javafx.getFilter().isLoggable(new LogRecord(Level.WARNING,
                "Unsupported JavaFX configuration: classes were loaded from 'unnamed module @69eee410'")));
        assertTrue(javafx.getFilter().isLoggable(new LogRecord(Level.WARNING, "Loading FXML document with JavaFX API of version 21")));
    }
}
