package battleboard.ui;

import static battleboard.ui.FxForm.fill;
import static battleboard.ui.FxForm.scrollInputs;
import static battleboard.ui.FxForm.text;
import static battleboard.ui.FxTests.fx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.testfx.api.FxAssert.verifyThat;
import static org.testfx.matcher.control.LabeledMatchers.hasText;

import battleboard.edition.Edition;
import battleboard.edition.UnitType;
import battleboard.solve.MethodChoice;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javafx.scene.Node;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.StackedAreaChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.matcher.control.LabeledMatchers;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real application (real solver, background runner) driven headless through its controls,
 * found by id. Waits read the scene on the FX thread.
 */
@ExtendWith(ApplicationExtension.class)
class BattleboardViewFxTest {
    static {
        FxTests.quickRobot();
    }

    @RegisterExtension
    final FxForm form = new FxForm();

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(condition::getAsBoolean));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void awaitResult(FxRobot robot) throws TimeoutException {
        await(() -> robot.lookup("#status").queryAs(Label.class).getText().startsWith("Solved"));
    }

    /** @return true when a node with this id is in the scene and visible */
    private static boolean shown(FxRobot robot, String id) {
        return fx(() -> robot.lookup(id).tryQuery().map(Node::isVisible).orElse(false));
    }

    /** @return true when the node is shown and takes input */
    private static boolean enabled(FxRobot robot, String id) {
        return fx(() -> robot.lookup(id).tryQuery().map(n -> n.isVisible() && !n.isDisabled()).orElse(false));
    }

    /** @return true when the node and every pane it sits in are visible */
    private static boolean shownInPane(FxRobot robot, String id) {
        return fx(() -> {
            for (Node n = robot.lookup(id).query(); n != null; n = n.getParent()) {
                if (!n.isVisible()) {
                    return false;
                }
            }
            return true;
        });
    }

    /** Opens a combo box and clicks the item with the given text in its list. */
    private static void choose(FxRobot robot, String comboId, String item) {
        robot.clickOn(comboId);
        robot.clickOn(robot.lookup(".combo-box-popup .list-cell").match(LabeledMatchers.hasText(item)).queryLabeled());
    }

    /** Scrolls the Battle tab's inputs so that the node's top is in view (an order of loss below the unit table). */
    private static void reveal(FxRobot robot, String id) {
        robot.interact(() -> {
            ScrollPane pane = robot.lookup("#inputs").queryAs(ScrollPane.class);
            Node node = robot.lookup(id).query();
            double y = pane.getContent().sceneToLocal(node.localToScene(0, 0)).getY();
            double room = pane.getContent().getLayoutBounds().getHeight() - pane.getViewportBounds().getHeight();
            pane.setVvalue(room <= 0 ? 0 : Math.min(1, y / room));
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void calculateShowsTheOddsOfThreeInfantryAndATankAgainstFourInfantry(FxRobot robot) throws TimeoutException {
        assertEquals("Battleboard", form.stage().getTitle());
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

        robot.clickOn("Survivors"); // a chart is drawn when its tab is shown (issue 12, item 6)
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

    /** Issue 10, item 3: the side's cargo field (shown where the edition has transports) counts in the IPC losses. */
    @Test
    void theDefendersCargoCountsInItsLoss(FxRobot robot) throws TimeoutException {
        robot.interact(() -> {
            robot.lookup("#attacker-battleship").queryAs(TextField.class).setText("1");
            robot.lookup("#defender-transport").queryAs(TextField.class).setText("1");
            robot.lookup("#defender-cargo").queryAs(TextField.class).setText("2 infantry");
        });
        assertTrue(robot.lookup("#defender-cargo").queryAs(TextField.class).isVisible());
        robot.clickOn("#calculate");
        awaitResult(robot);
        verifyThat("#defenderIpcLoss", hasText(Figures.ipc(2352.0 / 169)));
        verifyThat("#outcome-after-defender", hasText(Figures.ipc(1008.0 / 169)));
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
        reveal(robot, "#defender #orderOfLoss");
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

    @Test
    void aMonteCarloRunShowsProgressCancelsAndTheFormAcceptsTheNextBattle(FxRobot robot) throws TimeoutException {
        // a battle far too long to finish: a billion battles, ten minutes
        fill(robot, Map.of("#attacker-infantry", "40", "#attacker-tank", "20", "#defender-infantry", "60",
                "#mc-trials", "1000000000", "#mc-time-limit", "600"));
        choose(robot, "#methodChoice", "Monte Carlo");
        robot.clickOn("#calculate");

        ProgressBar progress = robot.lookup("#progress").queryAs(ProgressBar.class);
        await(() -> progress.getProgress() > 0 && robot.lookup("#method").queryAs(Label.class).getText().endsWith("battles so far)"));
        assertTrue(fx(progress::isVisible));
        assertTrue(fx(() -> robot.lookup("#cancel").query().isVisible()));
        assertTrue(text(robot, "#progressMessage").startsWith("Monte Carlo: "), text(robot, "#progressMessage"));
        assertTrue(text(robot, "#attackerWin").endsWith("%"));
        assertTrue(text(robot, "#attackerWinInterval").startsWith("("), text(robot, "#attackerWinInterval"));

        robot.clickOn("#cancel");
        String status = text(robot, "#status");
        Matcher cancelled = Pattern.compile("Cancelled after ([\\d,]+) battles: the odds shown are from those battles\\.").matcher(status);
        assertTrue(cancelled.matches(), status);
        assertEquals("Monte Carlo: cancelled after " + cancelled.group(1) + " battles", text(robot, "#method"));
        assertTrue(fx(() -> robot.lookup("#cancelledMark").query().isVisible()));
        assertFalse(fx(progress::isVisible));
        // Cancel keeps its place, disabled: Clear never slides under the pointer
        assertTrue(fx(() -> robot.lookup("#cancel").query().isVisible() && robot.lookup("#cancel").query().isDisabled()));

        // the next battle: new inputs, solved exactly
        robot.clickOn("#clear");
        fill(robot, Map.of("#attacker-infantry", "1", "#defender-infantry", "1"));
        robot.interact(() -> robot.lookup("#methodChoice").queryComboBox().getSelectionModel().select(MethodChoice.EXACT));
        robot.clickOn("#calculate");
        awaitResult(robot);
        verifyThat("#attackerWin", hasText("25.00%"));
        verifyThat("#defenderWin", hasText("62.50%"));
        assertTrue(text(robot, "#method").startsWith("exact ("), text(robot, "#method"));
        assertFalse(fx(() -> robot.lookup("#cancelledMark").query().isVisible()));
    }

    /**
     * Issue 12, item 2: a double-click on Cancel during a run stops it and leaves both sides' units in place (Cancel
     * keeps its place, disabled, so the second click never reaches Clear).
     */
    @Test
    void aDoubleClickOnCancelKeepsTheBattle(FxRobot robot) throws TimeoutException {
        fill(robot, Map.of("#attacker-infantry", "40", "#attacker-tank", "20", "#defender-infantry", "60",
                "#mc-trials", "1000000000", "#mc-time-limit", "600"));
        choose(robot, "#methodChoice", "Monte Carlo");
        javafx.geometry.Bounds cancelAt = fx(() -> robot.lookup("#cancel").query().localToScreen(robot.lookup("#cancel").query()
                .getBoundsInLocal()));
        robot.clickOn("#calculate");
        await(() -> robot.lookup("#method").queryAs(Label.class).getText().endsWith("battles so far)"));
        assertEquals(cancelAt, fx(() -> robot.lookup("#cancel").query().localToScreen(robot.lookup("#cancel").query()
                .getBoundsInLocal())), "Cancel stays where it was");
        robot.doubleClickOn("#cancel");
        assertTrue(text(robot, "#status").startsWith("Cancelled"), text(robot, "#status"));
        assertEquals("40", fx(() -> robot.lookup("#attacker-infantry").queryAs(TextField.class).getText()));
        assertEquals("20", fx(() -> robot.lookup("#attacker-tank").queryAs(TextField.class).getText()));
        assertEquals("60", fx(() -> robot.lookup("#defender-infantry").queryAs(TextField.class).getText()));
    }

    /**
     * Issue 12, item 6: during a 2,000,000-battle Monte Carlo run (a sea battle played round by round, several
     * seconds), switching the result tabs takes effect: each switch, done on the FX thread with the layout and the
     * events it triggers, is timed and the slowest printed for the note (no timing assertion in a unit test).
     */
    @Test
    void resultTabsSwitchAtOnceDuringALongMonteCarloRun(FxRobot robot) throws TimeoutException {
        fill(robot, Map.of("#attacker-submarine", "12", "#attacker-fighter", "8", "#attacker-destroyer", "4",
                "#defender-submarine", "10", "#defender-destroyer", "6", "#defender-carrier", "3", "#defender-fighter", "6",
                "#defender-battleship", "2", "#mc-trials", "2000000", "#mc-time-limit", "600"));
        choose(robot, "#methodChoice", "Monte Carlo");
        robot.clickOn("#calculate");
        await(() -> robot.lookup("#method").queryAs(Label.class).getText().endsWith("battles so far)"));
        javafx.scene.control.TabPane results = fx(() -> (javafx.scene.control.TabPane) robot.lookup("#resultTabs").query());
        long slowest = 0;
        for (int i = 0; i < 8; i++) {
            int tab = i % results.getTabs().size();
            // from the click's event being queued to the tab selected and laid out, its charts drawn (CSS and layout
            // forced on the FX thread, as the next frame would do them)
            long t0 = System.nanoTime();
            long[] done = new long[1];
            java.util.concurrent.CountDownLatch switched = new java.util.concurrent.CountDownLatch(1);
            javafx.application.Platform.runLater(() -> {
                results.getSelectionModel().select(tab);
                results.getScene().getRoot().applyCss();
                results.getScene().getRoot().layout();
                done[0] = System.nanoTime();
                switched.countDown();
            });
            try {
                assertTrue(switched.await(30, TimeUnit.SECONDS), "the FX thread took the tab switch");
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            slowest = Math.max(slowest, done[0] - t0);
            System.out.printf("switch to tab %d: %.0f ms%n", tab, (done[0] - t0) / 1e6);
            robot.sleep(150); // the run goes on between switches
            assertEquals(tab, (int) fx(() -> results.getSelectionModel().getSelectedIndex()));
        }
        boolean stillRunning = fx(() -> robot.lookup("#cancel").query().isDisabled()) == Boolean.FALSE;
        System.out.printf("result tab switch during a 2,000,000-battle run: slowest %.0f ms of 8 (run still going: %b)%n",
                slowest / 1e6, stillRunning);
        assertTrue(stillRunning, "the run was still going while the tabs switched");
        robot.clickOn("#cancel");
    }

    /** Issue 12, item 7: a refused count shows its own message in a tooltip beside it. */
    @Test
    void aRefusedCountSaysWhyInItsTooltip(FxRobot robot) {
        fill(robot, Map.of("#attacker-infantry", "x", "#defender-infantry", "4"));
        robot.clickOn("#calculate");
        String tip = fx(() -> {
            javafx.scene.control.Tooltip t = robot.lookup("#attacker-infantry").queryAs(TextField.class).getTooltip();
            return t == null ? null : t.getText();
        });
        assertTrue(tip != null && tip.contains("'x'"), String.valueOf(tip));
        assertEquals(tip, text(robot, "#status"));
        assertEquals(null, fx(() -> robot.lookup("#defender-infantry").queryAs(TextField.class).getTooltip()));
    }

    /**
     * Issue 23: a rule's tooltip names the published rulebook and its section, the line of the repository's copy beside
     * them: a technology's, a unit's (on the label of its count), a rule option's and the Low Luck box's, in Revised, the
     * form's first edition.
     */
    @Test
    void ruleTooltipsNameThePublishedRulebookAndTheSection(FxRobot robot) {
        // Jet Fighters: "L651-654, L2380-2381" in revised.json
        assertEquals("Revised rulebook, Phase 1: Develop Weapons — Weapons Developments — 1 Jet Fighters (L651-654), Appendix 1: Unit"
                + " Profiles — Fighters (L2380-2381)", fx(() -> robot.lookup("#attacker-tech-jet-fighters")
                        .queryAs(javafx.scene.control.CheckBox.class).getTooltip().getText()));
        String infantry = fx(() -> robot.lookup("#unit-infantry").queryAs(Label.class).getTooltip().getText());
        assertEquals("Infantry: attack 1, defense 2, 1 hit point, 3 IPC.\nRevised rulebook, Appendix 1: Unit Profiles — Infantry"
                + " (L2172-2180); attack 2 when paired one for one with artillery, never on defense (Phase 4: Conduct Combat — Special"
                + " Combats — Artillery Supporting Infantry (L1762-1771))", infantry);
        String option = fx(() -> robot.lookup("#option-aa-casualties").queryAs(javafx.scene.control.ComboBox.class).getTooltip().getText());
        assertTrue(option.startsWith("owner-chooses: each 1 rolled destroys an aircraft its owner picks by the order of loss (Revised"
                + " rulebook, Phase 4: Conduct Combat — Step 2: Conduct Opening Fire — Antiaircraft Guns (L1185-1189)); "), option);
        assertFalse(option.contains("seeds/") || infantry.contains("seeds/"), option);
        // the toolbar's Low Luck box explains the dice option the same way
        String dice = fx(() -> robot.lookup("#lowLuck").queryAs(javafx.scene.control.CheckBox.class).getTooltip().getText());
        assertTrue(dice.startsWith("standard: one die is rolled for each unit (Revised rulebook, Phase 4: Conduct Combat — Step 4:"
                + " Attacking Units Fire (L1341), Phase 4: Conduct Combat — Step 5: Defending Units Fire (L1355); Classic Gameplay Manual,"), dice);
    }

    /**
     * Issue 12, item 5: a count field takes the arrow keys as a spinner does, never below 0. Issue 26, defect 1: the mouse
     * wheel over a count field scrolls the form and leaves the count as it was.
     */
    @Test
    void countsTakeTheArrowKeysAndTheWheelScrollsTheForm(FxRobot robot) {
        robot.clickOn("#attacker-infantry");
        robot.type(javafx.scene.input.KeyCode.UP, 3);
        assertEquals("3", fx(() -> robot.lookup("#attacker-infantry").queryAs(TextField.class).getText()));
        robot.type(javafx.scene.input.KeyCode.DOWN);
        assertEquals("2", fx(() -> robot.lookup("#attacker-infantry").queryAs(TextField.class).getText()));
        TextField defender = fx(() -> robot.lookup("#defender-infantry").queryAs(TextField.class));
        ScrollPane inputs = fx(() -> robot.lookup("#inputs").queryAs(ScrollPane.class));
        fill(robot, Map.of("#defender-infantry", "2"));
        double before = fx(inputs::getVvalue);
        robot.interact(() -> {
            for (int i = 0; i < 2; i++) { // the wheel turned towards the player: down the form
                javafx.event.Event.fireEvent(defender, new javafx.scene.input.ScrollEvent(javafx.scene.input.ScrollEvent.SCROLL, 0, 0, 0, 0,
                        false, false, false, false, false, false, 0, -40, 0, -40, javafx.scene.input.ScrollEvent.HorizontalTextScrollUnits.NONE, 0,
                        javafx.scene.input.ScrollEvent.VerticalTextScrollUnits.NONE, 0, 0, null));
            }
        });
        assertEquals("2", fx(defender::getText), "the wheel leaves the count");
        assertTrue(fx(inputs::getVvalue) > before, "the wheel scrolled the form down from " + before);
        scrollInputs(robot, 0);
        robot.clickOn("#defender-infantry");
        robot.type(javafx.scene.input.KeyCode.DOWN, 5);
        assertEquals("0", fx(defender::getText), "never below 0");
    }

    /**
     * Issue 24, item 5: the tabs not shown at the start (Compare, Casualties, Raid, and beside the odds Distributions,
     * Retreat policy, History, One more unit, Waves) are not made while the form starts (it styles and lays out only what
     * it shows); each is made when first shown, with its controls and its Enter action.
     */
    @Test
    void theTabsNotShownAtTheStartAreMadeWhenFirstShown(FxRobot robot) {
        javafx.scene.control.TabPane tabs = robot.lookup("#tabs").queryAs(javafx.scene.control.TabPane.class);
        javafx.scene.control.TabPane resultTabs = robot.lookup("#resultTabs").queryAs(javafx.scene.control.TabPane.class);
        for (String id : new String[] {"compareTab", "casualtiesTab", "raidTab"}) {
            assertNull(fx(() -> tab(tabs, id).getContent()), id + " is not made before it is shown");
        }
        for (String id : new String[] {"distributionsTab", "retreatStatesTab", "historyTab", "reinforceTab", "wavesTab"}) {
            assertNull(fx(() -> tab(resultTabs, id).getContent()), id + " is not made before it is shown");
        }
        assertNotNull(fx(() -> tab(resultTabs, "oddsTab").getContent()), "the odds, shown, are made");
        robot.interact(() -> form.app().view().select("battleTab", "wavesTab"));
        assertTrue(fx(() -> robot.lookup("#wavesSolve").tryQuery().isPresent()), "the Waves tab is made when shown");
        assertNull(fx(() -> tab(resultTabs, "reinforceTab").getContent()), "One more unit is still not made");
        assertTrue(fx(() -> robot.lookup("#raid-solve").tryQuery().isEmpty()), "no Raid control yet");
        robot.interact(() -> form.app().view().select("raidTab", "oddsTab"));
        assertNotNull(fx(() -> tab(tabs, "raidTab").getContent()), "the Raid tab is made when shown");
        assertTrue(fx(() -> robot.lookup("#raid-solve").queryButton().isDefaultButton()), "Enter solves the raid");
        assertNull(fx(() -> tab(tabs, "compareTab").getContent()), "the Compare tab is still not made");
        robot.interact(() -> form.app().view().select("compareTab", "oddsTab"));
        assertTrue(fx(() -> robot.lookup("#compare").queryButton().isDefaultButton()), "Enter compares");
        assertFalse(fx(() -> robot.lookup("#raid-solve").queryButton().isDefaultButton()), "the Raid tab, hidden, has no Enter");
        robot.interact(() -> form.app().view().select("casualtiesTab", "oddsTab"));
        assertTrue(fx(() -> robot.lookup("#explore").queryButton().isDefaultButton()), "Enter explores");
    }

    private static javafx.scene.control.Tab tab(javafx.scene.control.TabPane tabs, String id) {
        return tabs.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst().orElseThrow();
    }

    /** Issue 12, item 5: Enter runs the shown tab's action: Compare on the Compare tab, not Calculate. */
    @Test
    void enterRunsTheShownTabsAction(FxRobot robot) throws TimeoutException {
        fill(robot, Map.of("#attacker-infantry", "3", "#attacker-tank", "1", "#defender-infantry", "4"));
        robot.interact(() -> robot.lookup("#tabs").queryAs(javafx.scene.control.TabPane.class).getSelectionModel().select(1));
        robot.clickOn("#compareStatus"); // the pointer on the Compare tab; no field has the focus
        assertTrue(fx(() -> robot.lookup("#compare").queryButton().isDefaultButton()), "Compare is the default button");
        robot.type(KeyCode.ENTER);
        await(() -> !robot.lookup("#compareTable").queryTableView().getItems().isEmpty());
        assertFalse(text(robot, "#status").startsWith("Solved"), "Enter did not calculate on the Battle tab");
    }

    /** Issue 12, item 4: the Swap sides button swaps the two sides' units. */
    /** Issue 12, item 5: Alt+Right / Alt+Left jump between the columns; a quick battle is solved as it is typed. */
    @Test
    void altArrowsJumpBetweenTheColumnsAndAQuickBattleIsSolvedLive(FxRobot robot) throws TimeoutException {
        robot.clickOn("#attacker-tank").press(KeyCode.ALT, KeyCode.RIGHT).release(KeyCode.RIGHT, KeyCode.ALT);
        assertEquals("defender-tank", fx(() -> form.stage().getScene().getFocusOwner().getId()));
        robot.press(KeyCode.ALT, KeyCode.LEFT).release(KeyCode.LEFT, KeyCode.ALT);
        assertEquals("attacker-tank", fx(() -> form.stage().getScene().getFocusOwner().getId()));

        robot.interact(() -> robot.lookup("#live").queryAs(javafx.scene.control.CheckBox.class).setSelected(true));
        robot.write("1");
        robot.clickOn("#attacker-infantry").write("3");
        robot.clickOn("#defender-infantry").write("4");
        awaitResult(robot); // no Calculate pressed
        verifyThat("#attackerWin", hasText("39.45%"));
    }

    /** Issue 13: an exception nothing caught, on the FX thread, shows as one line and the form goes on. */
    @Test
    void anUncaughtExceptionIsOneLineAndTheFormGoesOn(FxRobot robot) throws TimeoutException {
        robot.interact(() -> javafx.application.Platform.runLater(() -> {
            throw new IllegalStateException("boom");
        }));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(text(robot, "#status").startsWith("Something went wrong (IllegalStateException: boom); the form goes on"),
                text(robot, "#status"));
        fill(robot, Map.of("#attacker-infantry", "3", "#attacker-tank", "1", "#defender-infantry", "4"));
        robot.clickOn("#calculate");
        awaitResult(robot);
        verifyThat("#attackerWin", hasText("39.45%"));
    }

    @Test
    void swapSidesSwapsTheUnits(FxRobot robot) {
        fill(robot, Map.of("#attacker-infantry", "3", "#attacker-tank", "1", "#defender-infantry", "4"));
        robot.clickOn("#swapSides");
        assertEquals("4", fx(() -> robot.lookup("#attacker-infantry").queryAs(TextField.class).getText()));
        assertEquals("", fx(() -> robot.lookup("#attacker-tank").queryAs(TextField.class).getText()));
        assertEquals("3", fx(() -> robot.lookup("#defender-infantry").queryAs(TextField.class).getText()));
        assertEquals("1", fx(() -> robot.lookup("#defender-tank").queryAs(TextField.class).getText()));
        assertEquals("Sides swapped. Undo (Ctrl+Z) swaps them back.", text(robot, "#status")); // issue 26, defect 9: undone as Clear is
    }

    /** Issue 12, item 2: Clear can be undone with the Undo button next to it (disabled while there is nothing to undo). */
    @Test
    void undoPutsBackWhatClearEmptied(FxRobot robot) {
        assertTrue(fx(() -> robot.lookup("#undoClear").query().isDisabled()));
        fill(robot, Map.of("#attacker-infantry", "3", "#attacker-tank", "1", "#defender-infantry", "4"));
        robot.clickOn("#clear");
        assertEquals("", fx(() -> robot.lookup("#attacker-infantry").queryAs(TextField.class).getText()));
        robot.clickOn("#undoClear");
        assertEquals("3", fx(() -> robot.lookup("#attacker-infantry").queryAs(TextField.class).getText()));
        assertEquals("1", fx(() -> robot.lookup("#attacker-tank").queryAs(TextField.class).getText()));
        assertEquals("4", fx(() -> robot.lookup("#defender-infantry").queryAs(TextField.class).getText()));
        assertEquals("The battle is back as it was before Clear.", text(robot, "#status"));
        assertTrue(fx(() -> robot.lookup("#undoClear").query().isDisabled()));
    }

    /**
     * Issue 12, item 2: switching edition keeps every unit both editions have (Revised's tank is Classic's armor, by
     * name as Compare maps them) and says what it dropped: Classic has no artillery.
     */
    @Test
    void switchingEditionKeepsTheUnitsBothHaveAndSaysWhatItDropped(FxRobot robot) {
        fill(robot, Map.of("#attacker-infantry", "3", "#attacker-artillery", "2", "#attacker-tank", "1", "#attacker-fighter", "2",
                "#defender-infantry", "4", "#defender-battleship", "1"));
        choose(robot, "#edition", Edition.builtIn("classic").name());
        assertEquals("3", fx(() -> robot.lookup("#attacker-infantry").queryAs(TextField.class).getText()));
        assertEquals("1", fx(() -> robot.lookup("#attacker-armor").queryAs(TextField.class).getText()));
        assertEquals("2", fx(() -> robot.lookup("#attacker-fighter").queryAs(TextField.class).getText()));
        assertEquals("4", fx(() -> robot.lookup("#defender-infantry").queryAs(TextField.class).getText()));
        assertEquals("1", fx(() -> robot.lookup("#defender-battleship").queryAs(TextField.class).getText()));
        assertEquals("Switched to " + Edition.builtIn("classic").name() + ": artillery dropped (attacker 2); infantry, armor,"
                + " fighter, battleship kept.", text(robot, "#status"));
    }

    @Test
    void theOrderOfLossEditorRetreatControlsAndDistributionChartsWork(FxRobot robot) throws TimeoutException {
        fill(robot, Map.of("#attacker-infantry", "3", "#attacker-tank", "1", "#defender-infantry", "4"));
        @SuppressWarnings("unchecked")
        ListView<UnitType> order = robot.lookup("#attacker #orderOfLoss").queryAs(ListView.class);
        int tank = order.getItems().indexOf(order.getItems().stream().filter(u -> u.id().equals("tank")).findFirst().orElseThrow());
        robot.interact(() -> order.getSelectionModel().select(tank));
        reveal(robot, "#attacker #orderOfLoss");
        for (int i = 0; i < tank; i++) {
            robot.clickOn("#attacker #moveUp");
        }
        assertEquals("tank", order.getItems().get(0).id());

        scrollInputs(robot, 1);
        choose(robot, "#retreatChoice", "after round N");
        fill(robot, Map.of("#retreat-round", "1"));
        robot.clickOn("#calculate");
        awaitResult(robot);

        // Revised 3 infantry + 1 tank vs 4 infantry, retreating after round 1
        verifyThat("#outcome-retreat", hasText("98.54%"));
        verifyThat("#attackerWin", hasText("0.23%")); // 0.00228624
        verifyThat("#outcome-captures", hasText("0.23%"));
        // the tank goes first: one hit leaves 3 infantry, never 2 infantry and the tank
        robot.clickOn("Survivors");
        @SuppressWarnings("unchecked")
        BarChart<Number, String> survivors = robot.lookup("#attackerChart").queryAs(BarChart.class);
        List<String> compositions = fx(() -> survivors.getData().get(0).getData().stream().map(XYChart.Data::getYValue).toList());
        assertTrue(compositions.contains("3 infantry"), compositions.toString());
        assertFalse(compositions.contains("2 infantry, 1 tank"), compositions.toString());

        robot.clickOn("Distributions");
        @SuppressWarnings("unchecked")
        BarChart<String, Number> swing = robot.lookup("#swingChart").queryAs(BarChart.class);
        List<XYChart.Data<String, Number>> bars = fx(() -> List.copyOf(swing.getData().get(0).getData()));
        assertEquals(13, bars.size());
        assertEquals(100, bars.stream().mapToDouble(d -> d.getYValue().doubleValue()).sum(), 1e-6);
        assertEquals(3, fx(() -> bars.stream().filter(d -> d.getNode().getStyleClass().contains("percentile")).count()));
        // the mean of the histogram is the expected swing of the Odds tab
        assertTrue(text(robot, "#swingSummary").startsWith("mean " + text(robot, "#ipcSwing") + " · 5th percentile "),
                text(robot, "#swingSummary"));

        @SuppressWarnings("unchecked")
        StackedAreaChart<Number, Number> rounds = robot.lookup("#roundChart").queryAs(StackedAreaChart.class);
        Map<String, List<Number>> series = fx(() -> rounds.getData().stream().collect(Collectors.toMap(XYChart.Series::getName,
                x -> x.getData().stream().map(XYChart.Data::getYValue).toList())));
        assertEquals(Set.of("attacker won", "defender won", "attacker retreated", "draw", "still going"), series.keySet());
        assertEquals(List.of(100.0, 0.0), series.get("still going"));
        assertEquals(98.536808, series.get("attacker retreated").get(1).doubleValue(), 1e-6);
        assertTrue(fx(() -> rounds.isVisible()));
    }

    /**
     * World at War: the damaged count in the defender's battleship row takes input once it has one; too many damaged
     * is marked; a cruiser against a battleship that has taken a hit (both hitting with 1/2) wins with
     * (1/2 · 1/2) / (1 − 1/2 · 1/2) = 1/3. Against a lone submarine (defense 2) it would win with
     * (1/2 · 2/3) / (1 − 1/2 · 2/3) = 1/2, but one detection roll at 2 finds the submarine with 1/3 only: 1/6.
     */
    @Test
    void damagedUnitsAndTheDetectionRollAreEnteredAndSolved(FxRobot robot) throws TimeoutException {
        Edition worldAtWar = Edition.builtIn("world-at-war-2005");
        choose(robot, "#edition", worldAtWar.name());
        assertFalse(enabled(robot, "#defender-damaged-battleship-1"));
        assertTrue(fx(() -> robot.lookup("#detection-number").query().isVisible()));
        // the damaged field stands in the battleship's row from the start (issue 26: typing never inserts a row)
        double row = fx(() -> robot.lookup("#defender-battleship").query().localToScene(0, 0).getY());
        assertEquals(row, fx(() -> robot.lookup("#defender-damaged-battleship-1").query().localToScene(0, 0).getY()), 0.5);
        fill(robot, Map.of("#attacker-cruiser", "1", "#defender-battleship", "1"));
        assertTrue(enabled(robot, "#defender-damaged-battleship-1"));
        assertFalse(enabled(robot, "#attacker-damaged-battleship-1"));
        assertEquals(row, fx(() -> robot.lookup("#defender-battleship").query().localToScene(0, 0).getY()), 0.5, "nothing moved");

        fill(robot, Map.of("#defender-damaged-battleship-1", "2"));
        TextField damaged = robot.lookup("#defender-damaged-battleship-1").queryAs(TextField.class);
        assertTrue(damaged.getStyleClass().contains("error"));
        verifyThat("#status", hasText("damaged 2 battleship: the defender has only 1"));
        robot.clickOn("#calculate");
        verifyThat("#attackerWin", hasText(""));
        fill(robot, Map.of("#defender-damaged-battleship-1", "1"));
        assertFalse(damaged.getStyleClass().contains("error"));
        robot.clickOn("#calculate");
        awaitResult(robot);
        verifyThat("#attackerWin", hasText("33.33%"));
        verifyThat("#defenderWin", hasText("33.33%"));

        // the battleship gone, its damaged count is disabled and not read
        fill(robot, Map.of("#defender-battleship", "", "#defender-submarine", "1", "#detection-number", "2"));
        assertFalse(enabled(robot, "#defender-damaged-battleship-1"));
        robot.clickOn("#calculate");
        awaitResult(robot);
        verifyThat("#attackerWin", hasText("16.67%"));

        choose(robot, "#edition", Edition.builtIn("classic").name());
        fill(robot, Map.of("#defender-battleship", "1"));
        assertFalse(shown(robot, "#defender-damaged-battleship-1"), "one hit sinks a Classic battleship");
    }

    /**
     * Global War's optional rules are on the form only for Global War: with one fighter a side on Air Cap, an
     * armor and a fighter against an infantry and a fighter win 11/20 (battleboard.solve.AirCombatTest).
     */
    @Test
    void globalWarsOptionalRulesAreEnteredAndSolved(FxRobot robot) throws TimeoutException {
        assertFalse(shownInPane(robot, "#attacker-air-cap"));
        choose(robot, "#edition", Edition.builtIn("global-war-1939").name());
        assertTrue(shownInPane(robot, "#attacker-air-cap"));
        assertTrue(shownInPane(robot, "#naval-base-first-strike"));
        assertTrue(shownInPane(robot, "#defender-retreat-after"));
        assertFalse(shownInPane(robot, "#detection-number"));
        fill(robot, Map.of("#attacker-fighter", "1", "#attacker-armor", "1", "#defender-fighter", "1", "#defender-infantry", "1",
                "#attacker-air-cap", "1", "#defender-air-cap", "1"));
        robot.clickOn("#calculate");
        awaitResult(robot);
        verifyThat("#attackerWin", hasText("55.00%"));
    }

    /**
     * An Air Cap count the core refuses is marked on its field with the core's message, and Calculate solves
     * nothing; Revised shows none of Global War's optional rules.
     */
    @Test
    void aRefusedAirCapIsMarkedAndRevisedShowsNoneOfTheOptionalRules(FxRobot robot) {
        List<String> optional = List.of("#attacker-air-cap", "#defender-air-cap", "#naval-base-first-strike", "#defender-retreat-after",
                "#defender-retreat-at");
        choose(robot, "#edition", Edition.builtIn("global-war-1939").name());
        optional.forEach(id -> assertTrue(shownInPane(robot, id), id));
        fill(robot, Map.of("#attacker-fighter", "1", "#attacker-armor", "1", "#defender-infantry", "1", "#attacker-air-cap", "3"));
        robot.clickOn("#calculate");
        verifyThat("#status", hasText("the attacker puts 3 fighters on Air Cap but has only 1"));
        assertTrue(fx(() -> robot.lookup("#attacker-air-cap").query().getStyleClass().contains("error")));
        assertFalse(fx(() -> robot.lookup("#attacker-fighter").query().getStyleClass().contains("error")));
        verifyThat("#attackerWin", hasText(""));

        choose(robot, "#edition", Edition.builtIn("revised").name());
        optional.forEach(id -> assertFalse(shownInPane(robot, id), id));
    }
}
