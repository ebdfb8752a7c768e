package battleboard.ui;

import static battleboard.ui.FxTests.fx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The form fits the window from the smallest size it allows (800 x 500) up (issue 12, item 1): after Calculate, the
 * attacker-win percentage, the IPC swing and the Calculate button are drawn inside the window, not clipped by any pane
 * they sit in. Each size's picture is written to {@code target/window-sizes/} ({@code docs/screenshots/window-*.png}
 * are these pictures).
 */
@ExtendWith(ApplicationExtension.class)
class WindowSizesFxTest {
    static {
        FxTests.quickRobot();
    }

    /** The form, started before each test and stopped after it, the window put back as it was ({@link FxForm}). */
    @RegisterExtension
    final FxForm form = new FxForm(BattleboardApp::new);

    @Test
    void theHeadlineIsInTheWindowAt800x500() throws Exception {
        calculateAt(800, 500);
    }

    @Test
    void theHeadlineIsInTheWindowAt1024x700() throws Exception {
        calculateAt(1024, 700);
    }

    @Test
    void theHeadlineIsInTheWindowAt1600x1000() throws Exception {
        calculateAt(1600, 1000);
    }

    /**
     * Issue 26, scope 1: at 1024 x 700 the sample {@code revised-amphibious-assault} shows every count field of both
     * armies (attacker, defender, bombardment) and the results headline inside the window, nothing scrolled.
     */
    @Test
    void bothArmiesAndTheHeadlineFitAt1024x700() throws Exception {
        FxRobot robot = new FxRobot();
        resize(robot, 1024, 700);
        // File › Samples › revised-amphibious-assault (the menus are tested in FileMenuFxTest)
        robot.interact(() -> robot.lookup("#menuBar").queryAs(javafx.scene.control.MenuBar.class).getMenus().get(0).getItems().stream()
                .filter(i -> "samplesMenu".equals(i.getId())).map(javafx.scene.control.Menu.class::cast)
                .flatMap(m -> m.getItems().stream()).filter(i -> "sample-revised-amphibious-assault".equals(i.getId()))
                .findFirst().orElseThrow().fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(fx(() -> robot.lookup("#status").queryAs(Label.class).getText()).startsWith("Opened the sample"));
        robot.clickOn("#calculate");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> fx(() -> robot.lookup("#status").queryAs(Label.class).getText().startsWith("Solved")));
        WaitForAsyncUtils.waitForFxEvents();
        java.util.List<String> counts = fx(() -> robot.lookup("#unitTable .text-field").queryAll().stream()
                .map(n -> "#" + n.getId()).toList());
        // Revised: 14 defender counts (kamikaze units and kaiten included), 13 attacker counts (no AA gun), bombard
        // battleship and destroyer, one damaged battleship field a side
        assertEquals(31, counts.size(), "both armies' counts: " + counts);
        for (String id : counts) {
            assertInWindow(robot, id, 1024, 700);
        }
        assertInWindow(robot, "#attackerWin", 1024, 700);
        writePicture(1024, 700);
    }

    /**
     * Issue 26, scope 1: in World at War the long "Russian long-range artillery (an AA gun firing from outside the area)"
     * is shortened, its full name in the tooltip, and at 1366 x 768 the attacker's and the defender's count of that unit
     * stand on one row, both in the window.
     */
    @Test
    void worldAtWarKeepsOneTableAt1366x768() throws Exception {
        FxRobot robot = new FxRobot();
        resize(robot, 1366, 768);
        robot.clickOn("#edition");
        robot.clickOn(robot.lookup(".combo-box-popup .list-cell")
                .match(org.testfx.matcher.control.LabeledMatchers.hasText(battleboard.edition.Edition.builtIn("world-at-war-2005").name()))
                .queryLabeled());
        WaitForAsyncUtils.waitForFxEvents();
        String unit = fx(() -> robot.lookup(".label").queryAll().stream().filter(n -> n.getId() != null && n.getId().startsWith("unit-")
                && ((Label) n).getTooltip().getText().startsWith("Russian long-range artillery (an AA gun")).map(Node::getId)
                .findFirst().orElseThrow()).substring("unit-".length());
        assertEquals("Russian long-range…", fx(() -> robot.lookup("#unit-" + unit).queryAs(Label.class).getText()));
        double attackerY = fx(() -> robot.lookup("#attacker-infantry").query().localToScene(0, 0).getY());
        double defenderY = fx(() -> robot.lookup("#defender-infantry").query().localToScene(0, 0).getY());
        assertEquals(attackerY, defenderY, 0.5, "one row for both armies' infantry");
        assertInWindow(robot, "#defender-" + unit, 1366, 768);
        assertInWindow(robot, "#defender-infantry", 1366, 768);
        assertInWindow(robot, "#attacker-infantry", 1366, 768);
    }

    private void resize(FxRobot robot, int width, int height) {
        robot.interact(() -> {
            form.stage().setX(0);
            form.stage().setY(0);
            form.stage().setWidth(width);
            form.stage().setHeight(height);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void calculateAt(int width, int height) throws Exception {
        FxRobot robot = new FxRobot();
        robot.interact(() -> {
            form.stage().setX(0);
            form.stage().setY(0);
            form.stage().setWidth(width);
            form.stage().setHeight(height);
            robot.lookup("#attacker-infantry").queryAs(TextField.class).setText("3");
            robot.lookup("#attacker-tank").queryAs(TextField.class).setText("1");
            robot.lookup("#defender-infantry").queryAs(TextField.class).setText("4");
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertInWindow(robot, "#calculate", width, height);
        robot.clickOn("#calculate");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> fx(() -> robot.lookup("#status").queryAs(Label.class).getText().startsWith("Solved")));
        WaitForAsyncUtils.waitForFxEvents();
        writePicture(width, height);
        assertTrue(fx(() -> robot.lookup("#attackerWin").queryAs(Label.class).getText()).endsWith("%"));
        assertInWindow(robot, "#attackerWin", width, height);
        assertInWindow(robot, "#ipcSwing", width, height);
    }

    /** Asserts that the node is drawn whole inside the scene and inside every clipped pane it sits in. */
    private void assertInWindow(FxRobot robot, String id, int width, int height) {
        String problem = fx(() -> {
            Node node = robot.lookup(id).query();
            Bounds b = node.localToScene(node.getLayoutBounds());
            double w = form.stage().getScene().getWidth();
            double h = form.stage().getScene().getHeight();
            if (!node.isVisible() || b.getMinX() < 0 || b.getMinY() < 0 || b.getMaxX() > w || b.getMaxY() > h) {
                return id + " at " + b + " is outside the " + w + " x " + h + " scene";
            }
            for (Node p = node.getParent(); p != null; p = p.getParent()) {
                if (!p.isVisible()) {
                    return id + " sits in a hidden " + p;
                }
                if (p.getClip() != null) {
                    Bounds clip = p.localToScene(p.getClip().getBoundsInParent());
                    if (!clip.contains(b)) {
                        return id + " at " + b + " is clipped by " + p.getClass().getSimpleName() + " at " + clip;
                    }
                }
            }
            return null;
        });
        assertTrue(problem == null, width + " x " + height + ": " + problem);
    }

    private void writePicture(int width, int height) throws IOException {
        File dir = new File("target/window-sizes");
        dir.mkdirs();
        BufferedImage image = fx(() -> SwingFXUtils.fromFXImage(form.stage().getScene().snapshot(null), null));
        ImageIO.write(image, "png", new File(dir, "window-" + width + "x" + height + ".png"));
    }
}
