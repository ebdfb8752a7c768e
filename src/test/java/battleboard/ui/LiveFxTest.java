package battleboard.ui;

import static battleboard.ui.FxForm.text;
import static battleboard.ui.FxTests.fx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Live means live in the window (issue 26, scope 3), with Live on as a player starts the form: a sample and the battle
 * restored at the next start are solved with no Calculate pressed; a One more unit or Waves table computed before a
 * change is greyed with its badge after it, and stays so after the results are solved again.
 */
@ExtendWith(ApplicationExtension.class)
class LiveFxTest {
    static {
        FxTests.quickRobot();
        System.setProperty("battleboard.live", "true"); // the suite runs with it off
    }

    private final FormStore store = FormStore.inMemory();
    /** File › Open chooses the sample sea battle; nothing is saved. */
    private static final java.nio.file.Path OPENED = java.nio.file.Path.of("presets/battles/revised-sea-battle.json");
    private final BattleFiles files = new BattleFiles() {
        @Override
        public java.util.Optional<java.nio.file.Path> chooseToOpen() {
            return java.util.Optional.of(OPENED);
        }

        @Override
        public java.util.Optional<java.nio.file.Path> chooseToSave(String suggestedName) {
            return java.util.Optional.empty();
        }
    };
    @RegisterExtension
    final FxForm form = new FxForm(() -> new BattleboardApp(files, store));

    @AfterAll
    static void liveOff() {
        System.setProperty("battleboard.live", "false");
    }

    private static void awaitHeadline(FxRobot robot, String start) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> text(robot, "#headline").startsWith(start)
                && !fx(() -> robot.lookup("#staleMark").query().isVisible()));
    }

    /**
     * Issue 26 acceptance: a Waves table computed before a change is greyed with its badge after it, stays so once the
     * battle is solved again live, and is current again when Solve is pressed.
     */
    @Test
    void aWavesTableOfAnOlderBattleIsMarkedUntilSolvedAgain(FxRobot robot) throws Exception {
        robot.interact(() -> {
            robot.lookup("#attacker-infantry").queryAs(TextField.class).setText("3");
            robot.lookup("#attacker-tank").queryAs(TextField.class).setText("1");
            robot.lookup("#defender-infantry").queryAs(TextField.class).setText("4");
            form.app().view().select("battleTab", "wavesTab");
            robot.lookup("#addWave").queryButton().fire();
            robot.lookup("#wave-2-units").queryAs(TextField.class).setText("2 tank");
            robot.lookup("#wavesSolve").queryButton().fire();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> text(robot, "#wavesStatus").startsWith("Solved"));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(!fx(() -> robot.lookup("#wavesStale").query().isVisible()), "a table just solved");
        assertTrue(!fx(() -> robot.lookup("#wavesTable").query().getStyleClass().contains("stale")));

        // one more defending infantry: the odds are solved again live; the Waves table is of the older battle
        robot.interact(() -> robot.lookup("#defender-infantry").queryAs(TextField.class).setText("5"));
        awaitHeadline(robot, "Attacker wins");
        assertTrue(fx(() -> robot.lookup("#wavesStale").query().isVisible()), "the badge on the older table");
        assertTrue(fx(() -> robot.lookup("#wavesTable").query().getStyleClass().contains("stale")), "the older table greyed");

        robot.interact(() -> robot.lookup("#wavesSolve").queryButton().fire());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !fx(() -> robot.lookup("#wavesStale").query().isVisible()));
        assertTrue(!fx(() -> robot.lookup("#wavesTable").query().getStyleClass().contains("stale")), "current once solved again");
    }

    /**
     * Issue 26 acceptance, in the window: Swap sides, an edition switch and File › Open are solved again with no Calculate
     * pressed, to the command line's figures: {@code odds --attacker "3 inf, 1 tank" --defender "4 inf"} 39.4480 %; swapped, {@code
     * --attacker "4 inf" --defender "3 inf, 1 tank"} 8.6915 %; then Classic ({@code --edition classic}, the tank an armor)
     * 14.6269 %; the opened sample sea battle 33.3298 %.
     */
    @Test
    void aSwapAnEditionSwitchAndAFileOpenedAreSolvedWithoutCalculate(FxRobot robot) throws Exception {
        robot.interact(() -> {
            robot.lookup("#attacker-infantry").queryAs(TextField.class).setText("3");
            robot.lookup("#attacker-tank").queryAs(TextField.class).setText("1");
            robot.lookup("#defender-infantry").queryAs(TextField.class).setText("4");
        });
        awaitHeadline(robot, "Attacker wins 39.45%");

        robot.interact(() -> robot.lookup("#swapSides").queryButton().fire());
        awaitHeadline(robot, "Attacker wins 8.69%");

        robot.interact(() -> {
            javafx.scene.control.ComboBox<battleboard.edition.Edition> edition = robot.lookup("#edition").query();
            edition.getItems().stream().filter(e -> e.id().equals("classic")).findFirst().ifPresent(edition::setValue);
        });
        awaitHeadline(robot, "Attacker wins 14.63%");

        // File › Open: the sample sea battle, odds --preset presets/battles/revised-sea-battle.json gives 33.3298 %
        robot.clickOn("File").clickOn("Open…");
        awaitHeadline(robot, "Attacker wins 33.33%");
    }

    @Test
    void samplesChangesAndARestartAreSolvedWithoutCalculate(FxRobot robot) throws Exception {
        // File › Samples › revised-amphibious-assault: 90.20% (WindowSizesFxTest's picture; odds --preset gives the same)
        robot.interact(() -> robot.lookup("#menuBar").queryAs(javafx.scene.control.MenuBar.class).getMenus().get(0).getItems().stream()
                .filter(i -> "samplesMenu".equals(i.getId())).map(javafx.scene.control.Menu.class::cast)
                .flatMap(m -> m.getItems().stream()).filter(i -> "sample-revised-amphibious-assault".equals(i.getId()))
                .findFirst().orElseThrow().fire());
        awaitHeadline(robot, "Attacker wins 90.20%");

        robot.interact(() -> form.app().view().select("battleTab", "reinforceTab")); // its pane is made when first shown
        robot.interact(() -> robot.lookup("#reinforce").queryButton().fire());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> fx(() -> !robot.lookup("#reinforceTable").queryTableView().getItems().isEmpty()));
        assertTrue(!fx(() -> robot.lookup("#reinforceStale").query().isVisible()));

        // one more attacking infantry: solved again with no Calculate; the One more unit table stays out of date
        robot.interact(() -> robot.lookup("#attacker-infantry").queryAs(TextField.class).setText("3"));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> text(robot, "#headline").startsWith("Attacker wins")
                && !text(robot, "#headline").startsWith("Attacker wins 90.20%") && !fx(() -> robot.lookup("#staleMark").query().isVisible()));
        String odds = text(robot, "#headline");
        assertTrue(fx(() -> robot.lookup("#reinforceStale").query().isVisible()), "the badge on the older table");
        assertTrue(fx(() -> robot.lookup("#reinforceTable").query().getStyleClass().contains("stale")), "the older table greyed");

        // the next start brings the battle back and solves it
        form.restart();
        assertEquals("3", fx(() -> robot.lookup("#attacker-infantry").queryAs(TextField.class).getText()));
        awaitHeadline(robot, odds);
    }
}
