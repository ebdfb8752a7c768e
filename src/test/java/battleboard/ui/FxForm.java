package battleboard.ui;

import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real form in the TestFX window, as the form's TestFX tests share it: started on the primary stage before each test
 * (the test begins once the form is in the window, {@link FxTests#awaitForm}) and stopped after it. A test class keeps
 * {@code @ExtendWith(ApplicationExtension.class)}, which gives the robot and the primary stage, and registers the form
 * after it:
 * <pre>@RegisterExtension final FxForm form = new FxForm(() -&gt; new BattleboardApp(files, store));</pre>
 * Its {@code @BeforeEach} methods then run with the form there. The helpers read and set the scene on the FX thread.
 */
final class FxForm implements BeforeEachCallback, AfterEachCallback {
    /** How long a solve started by a test may take, in seconds. */
    static final long SOLVE_SECONDS = 60;

    private final Supplier<BattleboardApp> start;
    private BattleboardApp app;
    private Stage stage;

    /** The form as a player starts it: built-in editions, file choosers, the state kept in the user's folder. */
    FxForm() {
        this(BattleboardApp::new);
    }

    /** @param start makes the application, once per test (and again by {@link #restart}) */
    FxForm(Supplier<BattleboardApp> start) {
        this.start = start;
    }

    /** Where the window was and how large as the form started (x, y, width, height): put back after each test. */
    private double[] bounds;

    @Override
    public void beforeEach(ExtensionContext context) throws TimeoutException {
        stage = FxToolkit.registerPrimaryStage(); // the stage ApplicationExtension set up for this test
        app = start.get();
        FxToolkit.setupFixture(() -> {
            app.start(stage);
            bounds = new double[] {stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight()};
        });
        FxTests.awaitForm(app);
    }

    /** Stops the form and puts the window back where and as large as it was: the next test gets the same stage. */
    @Override
    public void afterEach(ExtensionContext context) {
        if (app == null) {
            return; // the application could not be made: nothing to stop
        }
        WaitForAsyncUtils.asyncFx(() -> {
            app.stop();
            if (bounds != null) {
                stage.setX(bounds[0]);
                stage.setY(bounds[1]);
                stage.setWidth(bounds[2]);
                stage.setHeight(bounds[3]);
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * Stops the form and starts a new one in the same window, as the program's next start would (the same store when
     * {@code start} gives one), and waits until it is there. Call off the FX thread.
     */
    void restart() throws TimeoutException {
        BattleboardApp next = start.get();
        FxToolkit.setupFixture(() -> {
            app.stop();
            app = next;
            app.start(stage);
        });
        FxTests.awaitForm(app);
    }

    /** @return the application running the form */
    BattleboardApp app() {
        return app;
    }

    /** @return the window the form is in */
    Stage stage() {
        return stage;
    }

    /** @return the text of the label with this id, e.g. "#status" */
    static String text(FxRobot robot, String id) {
        return FxTests.fx(() -> robot.lookup(id).queryAs(Label.class).getText());
    }

    /**
     * Sets text fields in one step on the FX thread, as pasting would: typing costs about half a second a field here (a
     * layout and a software-rendered frame per key), and the typing itself is tested by the tests that type.
     *
     * @param texts the text per field id, e.g. "#attacker-infantry" to "3"
     */
    static void fill(FxRobot robot, Map<String, String> texts) {
        robot.interact(() -> texts.forEach((id, text) -> robot.lookup(id).queryAs(TextField.class).setText(text)));
    }

    /** Scrolls the Battle tab's inputs: 0 to the top (counts), 1 to the bottom (retreat, Monte Carlo). */
    static void scrollInputs(FxRobot robot, double to) {
        robot.interact(() -> robot.lookup("#inputs").queryAs(ScrollPane.class).setVvalue(to));
    }

    /** Presses Calculate and waits until the status line says the battle is solved. */
    static void calculate(FxRobot robot) throws TimeoutException {
        robot.clickOn("#calculate");
        WaitForAsyncUtils.waitFor(SOLVE_SECONDS, TimeUnit.SECONDS, () -> text(robot, "#status").startsWith("Solved"));
        WaitForAsyncUtils.waitForFxEvents();
    }
}
