package battleboard.ui;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Asks the player for a battle file to open or to save to (File › Open…, Save as…). Production: file choosers over the
 * main window ({@code BattleboardApp}); tests return paths of their own.
 */
interface BattleFiles {
    /** No file is ever chosen: Open and Save as do nothing. */
    BattleFiles NONE = new BattleFiles() {
        @Override
        public Optional<Path> chooseToOpen() {
            return Optional.empty();
        }

        @Override
        public Optional<Path> chooseToSave(String suggestedName) {
            return Optional.empty();
        }
    };

    /** @return the battle file to open, or empty when the player cancelled */
    Optional<Path> chooseToOpen();

    /**
     * @param suggestedName the file name offered, e.g. "3-infantry-1-tank-vs-4-infantry.json"
     * @return the file to save to, or empty when the player cancelled
     */
    Optional<Path> chooseToSave(String suggestedName);
}
