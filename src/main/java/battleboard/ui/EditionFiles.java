package battleboard.ui;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Asks the player for an edition file to load. Production: a file chooser over the main window
 * ({@code BattleboardApp}); tests return a path of their own.
 */
@FunctionalInterface
interface EditionFiles {
    /** @return the file chosen, or empty when the player cancelled */
    Optional<Path> choose();
}
