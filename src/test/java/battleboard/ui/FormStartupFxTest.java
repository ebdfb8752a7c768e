package battleboard.ui;

import static battleboard.ui.FxTests.fx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.edition.Edition;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.MenuBar;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The form's window shows at once and fills in (issue 24, item 5): {@link BattleboardApp#start} returns with the window
 * showing an empty pane while the editions are still being read, off the FX thread; the form takes the window's place
 * when it is made, its menu bar on top; a failure on the way is shown in the window.
 */
@ExtendWith(ApplicationExtension.class)
class FormStartupFxTest {
    static {
        FxTests.quickRobot();
    }

    /** Held closed until the test lets the editions be read. */
    private final CountDownLatch editionsMayLoad = new CountDownLatch(1);
    /** The threads the editions were read on. */
    private final Set<Thread> readOn = ConcurrentHashMap.newKeySet();
    /** When true, reading an edition fails as nothing in the form catches. */
    private volatile boolean broken;
    private final BattleboardApp app = new BattleboardApp(BattleFiles.NONE, FormStore.inMemory(), id -> {
        readOn.add(Thread.currentThread());
        try {
            // at most 20 s: a start() that read the editions on the FX thread would hold it that long per edition
            editionsMayLoad.await(20, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (broken) {
            throw new LinkageError("edition " + id + " unreadable in this test");
        }
        return Edition.builtIn(id);
    });
    private Stage stage;
    /** True when start() returned before the editions could be read. */
    private boolean returnedBeforeEditions;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        app.start(stage);
        returnedBeforeEditions = editionsMayLoad.getCount() == 1;
    }

    @AfterEach
    void stop() {
        editionsMayLoad.countDown();
        try {
            app.started().get(60, TimeUnit.SECONDS);
        } catch (InterruptedException | ExecutionException | TimeoutException e) {
            // a test whose form was meant to fail
        }
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.asyncFx(app::stop);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theWindowShowsBeforeTheEditionsAreReadAndTheFormFillsItIn(FxRobot robot) {
        assertTrue(returnedBeforeEditions, "start() waited for the editions");
        assertTrue(fx(stage::isShowing));
        assertFalse(fx(() -> stage.getScene().getRoot() instanceof BattleboardView), "the form before its editions were read");
        assertFalse(app.started().isDone());
        try {
            // after the window's first frame
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> fx(() -> stage.getScene().getRoot().lookup("#opening") != null));
        } catch (TimeoutException e) {
            throw new AssertionError("no 'Opening the form…' in the window", e);
        }
        assertEquals("Opening the form…", fx(() -> ((Text) stage.getScene().getRoot().lookup("#opening")).getText()));

        editionsMayLoad.countDown();
        FxTests.awaitForm(app);
        assertFalse(readOn.isEmpty());
        assertTrue(readOn.stream().noneMatch(t -> t.getName().equals("JavaFX Application Thread")), readOn.toString());
        assertInstanceOf(BattleboardView.class, fx(() -> stage.getScene().getRoot()));
        assertEquals("Battleboard", fx(stage::getTitle));
        assertEquals(Edition.BUILT_IN.get(0), fx(() -> ((Edition) ((javafx.scene.control.ComboBox<?>) app.view().lookup("#edition")).getValue()).id()));
        // the menu bar, put in on the FX thread, is back on top of the toolbar and opens
        MenuBar bar = fx(() -> robot.lookup(".menu-bar").queryAs(MenuBar.class));
        assertEquals(fx(() -> app.view().lookup("#toolbar").getParent()), fx(bar::getParent));
        assertEquals(0, fx(() -> bar.getParent().getChildrenUnmodifiable().indexOf(bar)));
        robot.clickOn("File").clickOn("Samples").clickOn("classic-armor");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("classic", fx(() -> ((Edition) ((javafx.scene.control.ComboBox<?>) app.view().lookup("#edition")).getValue()).id()));
        // the form answers: a battle typed is solved
        robot.interact(() -> {
            robot.lookup("#attacker-infantry").queryAs(javafx.scene.control.TextField.class).setText("4");
            robot.lookup("#defender-infantry").queryAs(javafx.scene.control.TextField.class).setText("2");
        });
        robot.clickOn("#calculate");
        WaitForAsyncUtils.waitForFxEvents();
        try {
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                    () -> fx(() -> robot.lookup("#status").queryAs(javafx.scene.control.Label.class).getText().startsWith("Solved")));
        } catch (TimeoutException e) {
            throw new AssertionError("not solved: " + fx(() -> robot.lookup("#status").queryAs(javafx.scene.control.Label.class).getText()));
        }
    }

    @Test
    void aFailureWhileTheFormIsMadeIsShownInTheWindow() {
        broken = true;
        editionsMayLoad.countDown();
        ExecutionException failed = assertThrows(ExecutionException.class, () -> app.started().get(60, TimeUnit.SECONDS));
        assertInstanceOf(LinkageError.class, failed.getCause());
        WaitForAsyncUtils.waitForFxEvents();
        Node line = fx(() -> stage.getScene().getRoot().lookup("#openingFailure"));
        assertInstanceOf(Text.class, line);
        String text = fx(() -> ((Text) line).getText());
        assertTrue(text.startsWith("The form could not open. Something went wrong (LinkageError: edition revised unreadable in this test)"),
                text);
        assertTrue(text.contains("errors.log"), text);
        assertFalse(Platform.isFxApplicationThread());
    }
}
