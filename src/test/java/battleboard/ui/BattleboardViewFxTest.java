package battleboard.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.testfx.api.FxAssert.verifyThat;
import static org.testfx.matcher.control.LabeledMatchers.hasText;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.XYChart;
import battleboard.edition.UnitType;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real application (real solver, background runner) driven headless through its controls,
 * found by id.
 */
@ExtendWith(ApplicationExtension.class)
class BattleboardViewFxTest {
    private final BattleboardApp app = new BattleboardApp();
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        app.start(stage);
    }

    @AfterEach
    void stop() throws TimeoutException {
        WaitForAsyncUtils.asyncFx(app::stop);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private static void awaitResult(FxRobot robot) throws TimeoutException {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !text(robot, "#attackerWin").isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void calculateShowsTheOddsOfThreeInfantryAndATankAgainstFourInfantry(FxRobot robot) throws TimeoutException {
        assertEquals("Battleboard", stage.getTitle());
        robot.clickOn("#attacker-infantry").write("3");
        robot.clickOn("#attacker-tank").write("1");
        robot.clickOn("#defender-infantry").write("4");
        robot.clickOn("#calculate");
        awaitResult(robot);

        // exact: 0.3944796453 / 0.5587113600 / 0.0468089947
        verifyThat("#attackerWin", hasText("39.45%"));
        verifyThat("#defenderWin", hasText("55.87%"));
        verifyThat("#draw", hasText("4.68%"));
        verifyThat("#attackerWinInterval", hasText(""));
        assertTrue(text(robot, "#method").startsWith("exact ("), text(robot, "#method"));
        assertFalse(robot.lookup("#status").queryAs(Label.class).getStyleClass().contains("error"));

        @SuppressWarnings("unchecked")
        BarChart<Number, String> chart = robot.lookup("#defenderChart").queryAs(BarChart.class);
        List<XYChart.Data<Number, String>> bars = chart.getData().get(0).getData();
        // four defending infantry end with 4, 3, 2, 1 or none: five bars, likeliest at the top (added last)
        assertEquals(5, bars.size());
        assertTrue(bars.stream().anyMatch(d -> d.getYValue().equals("none")));
        double top = bars.get(bars.size() - 1).getXValue().doubleValue();
        assertTrue(bars.stream().allMatch(d -> d.getXValue().doubleValue() <= top));
        double total = bars.stream().mapToDouble(d -> d.getXValue().doubleValue()).sum();
        assertEquals(100.0, total, 1e-6);
    }

    @Test
    void anInvalidCountIsMarkedAndEnterCalculatesOnceItIsFixed(FxRobot robot) throws TimeoutException {
        robot.clickOn("#attacker-infantry").write("3x");
        TextField field = robot.lookup("#attacker-infantry").queryAs(TextField.class);
        assertTrue(field.getStyleClass().contains("error"));
        verifyThat("#status", hasText("attacker infantry: '3x' is not a whole number"));
        assertTrue(robot.lookup("#status").queryAs(Label.class).getStyleClass().contains("error"));

        robot.clickOn("#calculate");
        verifyThat("#status", hasText("attacker infantry: '3x' is not a whole number"));
        verifyThat("#attackerWin", hasText(""));

        robot.clickOn("#attacker-infantry").type(KeyCode.END).eraseText(2).write("1");
        assertFalse(field.getStyleClass().contains("error"));
        robot.clickOn("#defender-infantry").write("1").type(KeyCode.ENTER);
        awaitResult(robot);
        verifyThat("#attackerWin", hasText("25.00%"));
        verifyThat("#defenderWin", hasText("62.50%"));
        verifyThat("#draw", hasText("12.50%"));
    }

    @Test
    void theOrderOfLossMovesWithTheButtonsAndAltArrows(FxRobot robot) {
        @SuppressWarnings("unchecked")
        ListView<UnitType> list = robot.lookup("#defender #orderOfLoss").queryAs(ListView.class);
        List<String> before = list.getItems().stream().map(UnitType::id).toList();
        robot.interact(() -> list.getSelectionModel().select(2));
        robot.clickOn("#defender #moveUp");
        assertEquals(before.get(2), list.getItems().get(1).id());
        assertEquals(before.get(1), list.getItems().get(2).id());
        assertEquals(1, list.getSelectionModel().getSelectedIndex());

        robot.clickOn(list.lookup(".list-cell")); // the first row: focus the list, select the top unit
        robot.press(KeyCode.ALT).type(KeyCode.DOWN).release(KeyCode.ALT);
        assertEquals(before.get(2), list.getItems().get(0).id());
        assertEquals(before.get(0), list.getItems().get(1).id());

        robot.clickOn("#defender #preset-cheapest");
        assertEquals(before, list.getItems().stream().map(UnitType::id).toList());
    }
}
