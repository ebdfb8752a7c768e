package battleboard.ui;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;

/**
 * The form's start-up yardstick (issue 24, item 5): an empty JavaFX window the size of the form's, shipped in the same jar
 * and started the same way ({@code java -cp target/battleboard.jar battleboard.ui.BareWindow}), so that the time the form
 * takes to show its window can be set against what JavaFX alone takes on the same machine and display
 * ({@code scripts/form-startup.sh}; docs/performance.md, "The form's start-up (issue 24, item 5)"). With
 * {@code -Dbattleboard.startupTime=true} it prints the time to its first laid-out frame on standard error as the form does.
 * It is not a class extending {@link Application}, so that the Java launcher starts it from the class path (as
 * {@code battleboard.Launcher}).
 */
public final class BareWindow {
    /** The window's title, which the start-up script waits for. */
    static final String TITLE = "Battleboard bare window";

    private BareWindow() {
    }

    /**
     * Shows the empty window until it is closed.
     *
     * @param args JavaFX launcher arguments (none are needed)
     */
    public static void main(String[] args) {
        BattleboardApp.quietClassPathWarning();
        Application.launch(Window.class, args);
    }

    /** The JavaFX application: one empty stage. */
    public static final class Window extends Application {
        @Override
        public void start(Stage stage) {
            stage.setTitle(TITLE);
            stage.setScene(new Scene(new Pane(), 1400, 880));
            BattleboardApp.reportFirstFrame(stage);
            stage.show();
        }
    }
}
