package battleboard;

import battleboard.cli.BattleboardCli;
import battleboard.ui.BattleboardApp;

/**
 * The jar's main class: with no arguments it opens the form, with arguments it runs the command line
 * ({@code java -jar battleboard.jar odds ...}). It must not extend {@code javafx.application.Application},
 * or the JavaFX launcher refuses to start from the class path.
 */
public final class Launcher {
    private Launcher() {
    }

    /**
     * @param args command-line arguments; none opens the form
     */
    public static void main(String[] args) {
        if (args.length == 0) {
            BattleboardApp.main(args);
        } else {
            BattleboardCli.main(args);
        }
    }
}
