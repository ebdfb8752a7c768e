package battleboard.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Issue 13: with no display the form says so in one line instead of JavaFX's stack trace (LauncherScriptIT runs the jar). */
class NoDisplayTest {
    @Test
    void aLinuxMachineWithNoDisplayIsToldHowToUseTheCommandLine() {
        Optional<String> line = BattleboardApp.noDisplay("Linux", null, null, null);
        assertTrue(line.isPresent());
        assertTrue(line.get().contains("java -jar battleboard.jar odds --attacker"), line.get());
        assertEquals(1, line.get().lines().count());
        assertEquals(Optional.empty(), BattleboardApp.noDisplay("Linux", ":0", null, null));
        assertEquals(Optional.empty(), BattleboardApp.noDisplay("Linux", null, "wayland-0", null));
        assertEquals(Optional.empty(), BattleboardApp.noDisplay("Linux", null, null, "Monocle"));
        assertEquals(Optional.empty(), BattleboardApp.noDisplay("Mac OS X", null, null, null));
        assertEquals(Optional.empty(), BattleboardApp.noDisplay("Windows 11", null, null, null));
        assertEquals(BattleboardApp.noDisplay("Linux", null, null, null), BattleboardApp.noDisplay("Linux", " ", "", null));
    }

    /** From the app image (its launcher sets jpackage.app-path) the command a player types is the launcher's own name. */
    @Test
    void theCommandNamedIsTheLaunchersFromTheAppImage() {
        assertEquals("java -jar battleboard.jar", BattleboardApp.command(null));
        assertEquals("battleboard", BattleboardApp.command("/opt/battleboard/bin/battleboard"));
    }
}
