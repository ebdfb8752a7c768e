package battleboard.ui;

import battleboard.edition.Edition;
import battleboard.solve.Solver;
import javafx.application.Application;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * The Battleboard form: pick the units of both sides, press Calculate, read the odds. This is the
 * one place where the form's parts are made and wired: the editions shipped in
 * {@code presets/editions/}, the solver, the background runner and the notifier go to the view model
 * by constructor.
 */
public final class BattleboardApp extends Application {
    /** Preferred window size in pixels, reduced to fit the screen. */
    private static final double WIDTH = 1400;
    private static final double HEIGHT = 860;

    private FxTaskRunner runner;

    /** Called by the JavaFX launcher; use {@link #main} or {@code Application.launch(BattleboardApp.class)}. */
    public BattleboardApp() {
    }

    @Override
    public void start(Stage stage) {
        runner = new FxTaskRunner();
        BattleboardViewModel viewModel = new BattleboardViewModel(Edition.BUILT_IN, Edition::builtIn,
                new Solver()::solve, runner, new AlertNotifier(stage));
        stage.setTitle("Battleboard");
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        stage.setScene(new Scene(new BattleboardView(viewModel), Math.min(WIDTH, screen.getWidth()), Math.min(HEIGHT, screen.getHeight())));
        stage.setMinWidth(800);
        stage.setMinHeight(500);
        stage.show();
    }

    @Override
    public void stop() {
        if (runner != null) {
            runner.close();
        }
    }

    /**
     * Opens the form.
     *
     * @param args JavaFX launcher arguments (none are needed)
     */
    public static void main(String[] args) {
        launch(BattleboardApp.class, args);
    }
}
