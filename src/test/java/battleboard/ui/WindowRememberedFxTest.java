package battleboard.ui;

import static battleboard.ui.FxTests.fx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.SplitPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The form remembers its window (issue 26, defect 9): a restarted form opens at the size the window was left at, with the
 * Battle tab's divider where the player put it; a corrupt kept value opens the default size (1400 x 880 on the headless
 * tests' 1680 x 1050 screen), and one that cannot be read is named in the status bar.
 */
@ExtendWith(ApplicationExtension.class)
class WindowRememberedFxTest {
    static {
        FxTests.quickRobot();
    }

    private final Path dir;
    private final List<Stage> stages = new ArrayList<>();

    WindowRememberedFxTest() throws IOException {
        dir = Files.createTempDirectory("battleboard-window");
    }

    @Start
    void start(Stage stage) {
        stages.add(stage);
    }

    @AfterEach
    void close() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> stages.forEach(Stage::hide)).get(10, TimeUnit.SECONDS);
        try (var files = Files.list(dir)) {
            for (Path f : files.toList()) {
                Files.delete(f);
            }
        }
        Files.delete(dir);
    }

    @Test
    void aRestartedFormOpensAtTheSizeAndDividerItWasLeftAtAndACorruptValueAtTheDefault() throws Exception {
        BattleboardApp first = open(stages.get(0));
        assertEquals(List.of(1400.0, 880.0), size(stages.get(0)), "nothing kept: the default size");
        assertTrue(Double.isNaN(fx(() -> first.view().divider())), "the form places the divider until the player drags it");
        WaitForAsyncUtils.asyncFx(() -> {
            stages.get(0).setWidth(1000);
            stages.get(0).setHeight(650);
            first.view().divider(0.45); // as a drag of the divider leaves it
        }).get(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(1000.0, 650.0), size(stages.get(0)));
        WaitForAsyncUtils.asyncFx(first::stop).get(10, TimeUnit.SECONDS);
        assertTrue(Files.exists(dir.resolve("window.txt")));

        Stage again = fx(Stage::new);
        stages.add(again);
        BattleboardApp restarted = open(again);
        assertEquals(List.of(1000.0, 650.0), size(again), "the restarted form opens at the size it was left at");
        assertEquals(0.45, fx(() -> restarted.view().divider()), 0.005);
        assertEquals(0.45, fx(() -> ((SplitPane) restarted.view().lookup("#battleSplit")).getDividerPositions()[0]), 0.005);
        WaitForAsyncUtils.asyncFx(restarted::stop).get(10, TimeUnit.SECONDS);

        Files.writeString(dir.resolve("window.txt"), "120 64 1000 garbage 0.45\n");
        Stage third = fx(Stage::new);
        stages.add(third);
        BattleboardApp corrupt = open(third);
        assertEquals(List.of(1400.0, 880.0), size(third), "a corrupt value: the default size");
        assertTrue(Double.isNaN(fx(() -> corrupt.view().divider())));
        WaitForAsyncUtils.asyncFx(corrupt::stop).get(10, TimeUnit.SECONDS);

        // a window file that cannot be read (a directory in its place): the default size, and the status bar names it
        Files.delete(dir.resolve("window.txt"));
        Files.createDirectories(dir.resolve("window.txt"));
        Stage fourth = fx(Stage::new);
        stages.add(fourth);
        BattleboardApp unreadable = open(fourth);
        assertEquals(List.of(1400.0, 880.0), size(fourth));
        String status = fx(() -> ((javafx.scene.control.Label) unreadable.view().lookup("#status")).getText());
        assertTrue(status.startsWith("The form's saved state: " + dir.resolve("window.txt") + ": cannot be read"), status);
        WaitForAsyncUtils.asyncFx(unreadable::stop).get(10, TimeUnit.SECONDS);
        Files.delete(dir.resolve("window.txt"));
    }

    /** Starts a form in {@code stage} whose state is kept in {@link #dir}, and waits until it is in the window. */
    private BattleboardApp open(Stage stage) throws Exception {
        BattleboardApp app = new BattleboardApp(BattleFiles.NONE, FormStore.inDirectory(dir));
        WaitForAsyncUtils.asyncFx(() -> app.start(stage)).get(10, TimeUnit.SECONDS);
        FxTests.awaitForm(app);
        return app;
    }

    /** @return the window's content's width and height, in pixels */
    private static List<Double> size(Stage stage) {
        return fx(() -> List.of(stage.getScene().getWidth(), stage.getScene().getHeight()));
    }
}
