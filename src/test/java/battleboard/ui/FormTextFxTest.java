package battleboard.ui;

import static battleboard.ui.FxTests.fx;
import static org.junit.jupiter.api.Assertions.assertEquals;

import battleboard.solve.MethodChoice;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The form's text as a player reads it. No text is cut at the default divider (issue 26, defect 9): at 1024 x 700 and 1366 x 768, with a Monte Carlo result
 * (its intervals), One more unit and Waves solved, every shown label, column header, tab and axis label of every tab of
 * the form is drawn whole, none ending in "…" ({@link FormText#elided}). At 1024 x 700 and 800 x 500 the name of every
 * tab, History and Waves among them, is in the window, no overflow arrow shown. No player text shows a command-line
 * flag or the digest, in any edition.
 */
@ExtendWith(ApplicationExtension.class)
class FormTextFxTest {
    static {
        FxTests.quickRobot();
    }

    /** The form, started before each test and stopped after it, the window put back as it was ({@link FxForm}). */
    @RegisterExtension
    final FxForm form = new FxForm(() -> new BattleboardApp(BattleFiles.NONE, FormStore.inMemory()));

    @Test
    void nothingIsCutAt1024x700() throws Exception {
        assertNothingCut(1024, 700);
    }

    @Test
    void nothingIsCutAt1366x768() throws Exception {
        assertNothingCut(1366, 768);
    }

    /** Issue 26, defect 9: below 1366 px History and Waves were reachable only through the results' overflow arrow. */
    @Test
    void everyTabIsInSightAt1024x700() {
        assertTabsInSight(1024, 700);
    }

    @Test
    void everyTabIsInSightAt800x500() {
        assertTabsInSight(800, 500);
    }

    /**
     * Asserts that each tab of the window (Battle, Compare editions, ...) and of the results (Odds, ..., History, One more
     * unit, Waves) has its name drawn whole inside the window, and that no tab pane shows its overflow arrow.
     */
    private void assertTabsInSight(int width, int height) {
        FxRobot robot = new FxRobot();
        robot.interact(() -> resize(width, height));
        WaitForAsyncUtils.waitForFxEvents();
        List<String> problems = fx(() -> {
            List<String> out = new ArrayList<>();
            javafx.scene.Scene scene = form.stage().getScene();
            for (javafx.scene.Node n : robot.lookup(".tab-pane").queryAll()) {
                javafx.scene.control.TabPane pane = (javafx.scene.control.TabPane) n;
                if (!FormText.shown(scene.getRoot()).contains(pane)) {
                    continue;
                }
                for (javafx.scene.control.Tab tab : pane.getTabs()) {
                    // a tab pane shows its tabs' names in its header, or in a strip of buttons named after them
                    javafx.scene.Node name = scene.lookup("#" + tab.getId() + "Button");
                    if (name == null) {
                        name = pane.lookupAll(".tab").stream().filter(t -> tab.getId().equals(t.getId())).findFirst().orElse(null);
                    }
                    String where = name == null ? "no name shown" : FormText.outside(name, scene);
                    if (where != null) {
                        out.add(tab.getText() + ": " + where);
                    }
                }
                // the arrow that lists the tabs that do not fit: drawn only when some do not
                pane.lookupAll(".tab-down-button").stream().filter(arrow -> owner(arrow) == pane && arrow.getLayoutBounds().getWidth() > 0
                        && FormText.shown(scene.getRoot()).contains(arrow))
                        .forEach(arrow -> out.add(pane.getId() + ": the overflow arrow is shown"));
            }
            return out;
        });
        assertEquals(List.of(), problems, width + " x " + height);
    }

    /** Puts the window at the top left of the screen, at this size. Call on the FX thread. */
    private void resize(int width, int height) {
        form.stage().setX(0);
        form.stage().setY(0);
        form.stage().setWidth(width);
        form.stage().setHeight(height);
    }

    /**
     * Issue 26, defect 8: what a player reads names the rulebook, never a command-line flag ("(--bombard)", "--option
     * x=y") or "the digest's ambiguity N". In every edition, each tab shown in turn with every section unfolded: no shown
     * label, button, tab, prompt text or tooltip holds "--" before a word or "digest"; no label of the Battle tab's inputs
     * names World at War outside World at War; and Global War's Defender Retreat takes no input in a sea battle.
     */
    @Test
    void playerTextHasNoFlagsNorDigestInAnyEdition() {
        FxRobot robot = new FxRobot();
        List<String> found = new ArrayList<>();
        @SuppressWarnings("unchecked")
        ComboBox<battleboard.edition.Edition> edition = robot.lookup("#edition").queryAs(ComboBox.class);
        for (battleboard.edition.Edition e : fx(() -> List.copyOf(edition.getItems()))) {
            robot.interact(() -> {
                edition.setValue(e);
                robot.lookup(".titled-pane").queryAllAs(javafx.scene.control.TitledPane.class).forEach(t -> t.setExpanded(true));
            });
            for (String[] tab : new String[][] {{"battleTab", "oddsTab"}, {"battleTab", "survivorsTab"}, {"battleTab", "distributionsTab"},
                    {"battleTab", "retreatStatesTab"}, {"battleTab", "historyTab"}, {"battleTab", "reinforceTab"}, {"battleTab", "wavesTab"},
                    {"compareTab", "oddsTab"}, {"casualtiesTab", "oddsTab"}, {"raidTab", "oddsTab"}}) {
                robot.interact(() -> form.app().view().select(tab[0], tab[1]));
                WaitForAsyncUtils.waitForFxEvents();
                fx(() -> FormText.read(form.stage().getScene().getRoot())).stream()
                        .filter(t -> t.matches("(?s).*(?<![\\w-])--[a-z].*") || t.toLowerCase(java.util.Locale.ROOT).contains("digest"))
                        .map(t -> e.id() + ": " + t).filter(t -> !found.contains(t)).forEach(found::add);
            }
            if (!e.id().equals("world-at-war-2005")) {
                // a section's title or a field's label (a tooltip may cite the World at War rulebook beside another)
                fx(() -> FormText.shown(robot.lookup("#inputs").query()).stream().filter(n -> n instanceof javafx.scene.control.Labeled)
                        .map(n -> ((javafx.scene.control.Labeled) n).getText()).filter(t -> t != null && t.contains("World at War")).toList()).stream()
                        .map(t -> e.id() + " names World at War: " + t).forEach(found::add);
            }
        }
        assertEquals(List.of(), found);

        // Global War 1939's Defender Retreat, a land battle's rule: no input while ships fight
        robot.interact(() -> {
            edition.getItems().stream().filter(x -> x.id().equals("global-war-1939")).findFirst().ifPresent(edition::setValue);
            robot.lookup("#attacker-destroyer").queryAs(TextField.class).setText("1");
            robot.lookup("#defender-destroyer").queryAs(TextField.class).setText("1");
        });
        assertEquals(true, fx(() -> robot.lookup("#defender-retreat-after").query().isDisabled()), "a sea battle");
        robot.interact(() -> {
            robot.lookup("#attacker-destroyer").queryAs(TextField.class).setText("");
            robot.lookup("#defender-destroyer").queryAs(TextField.class).setText("");
            robot.lookup("#attacker-infantry").queryAs(TextField.class).setText("2");
            robot.lookup("#defender-infantry").queryAs(TextField.class).setText("2");
        });
        assertEquals(false, fx(() -> robot.lookup("#defender-retreat-after").query().isDisabled()), "a land battle");
    }

    /** @return the tab pane the node belongs to: its nearest */
    private static javafx.scene.Node owner(javafx.scene.Node node) {
        javafx.scene.Node p = node.getParent();
        while (p != null && !(p instanceof javafx.scene.control.TabPane)) {
            p = p.getParent();
        }
        return p;
    }

    private void assertNothingCut(int width, int height) throws Exception {
        FxRobot robot = new FxRobot();
        robot.interact(() -> {
            resize(width, height);
            Map.of("#attacker-infantry", "3", "#attacker-tank", "1", "#attacker-fighter", "1", "#defender-infantry", "4",
                    "#defender-aa-gun", "1").forEach((id, n) -> robot.lookup(id).queryAs(TextField.class).setText(n));
            @SuppressWarnings("unchecked")
            ComboBox<MethodChoice> method = robot.lookup("#methodChoice").queryAs(ComboBox.class);
            method.setValue(MethodChoice.MONTE_CARLO);
            robot.lookup("#mc-trials").queryAs(TextField.class).setText("20000");
        });
        robot.clickOn("#calculate");
        await(() -> text(robot, "#status").startsWith("Solved"));
        List<String> cut = new ArrayList<>();
        look(robot, "battleTab", "oddsTab", cut);
        look(robot, "battleTab", "survivorsTab", cut);
        look(robot, "battleTab", "distributionsTab", cut);
        look(robot, "battleTab", "retreatStatesTab", cut);
        look(robot, "battleTab", "historyTab", cut);
        robot.interact(() -> {
            form.app().view().select("battleTab", "reinforceTab");
            robot.lookup("#reinforce").queryButton().fire();
        });
        await(() -> text(robot, "#reinforceStatus").startsWith("One more unit of each type"));
        look(robot, "battleTab", "reinforceTab", cut);
        robot.interact(() -> {
            form.app().view().select("battleTab", "wavesTab");
            robot.lookup("#addWave").queryButton().fire();
            robot.lookup("#wave-2-units").queryAs(TextField.class).setText("2 tank");
            robot.lookup("#wavesSolve").queryButton().fire();
        });
        await(() -> text(robot, "#wavesStatus").startsWith("Solved"));
        look(robot, "battleTab", "wavesTab", cut);
        robot.interact(() -> {
            form.app().view().select("compareTab", "oddsTab");
            robot.lookup("#compare").queryButton().fire();
        });
        await(() -> !text(robot, "#compareStatus").startsWith("Comparing"));
        look(robot, "compareTab", "oddsTab", cut);
        look(robot, "casualtiesTab", "oddsTab", cut);
        look(robot, "raidTab", "oddsTab", cut);
        assertEquals(List.of(), cut, width + " x " + height);
    }

    /** Shows a tab and adds what is cut on it, named by the tab; its picture goes to {@code target/form-text/}. */
    private void look(FxRobot robot, String tab, String resultTab, List<String> cut) throws java.io.IOException {
        robot.interact(() -> form.app().view().select(tab, resultTab));
        WaitForAsyncUtils.waitForFxEvents();
        java.io.File dir = new java.io.File("target/form-text");
        dir.mkdirs();
        javax.imageio.ImageIO.write(fx(() -> javafx.embed.swing.SwingFXUtils.fromFXImage(form.stage().getScene().snapshot(null), null)), "png",
                new java.io.File(dir, (int) form.stage().getWidth() + "x" + (int) form.stage().getHeight() + "-" + tab + "-" + resultTab + ".png"));
        fx(() -> FormText.elided(form.stage().getScene().getRoot())).stream().map(s -> tab + "/" + resultTab + ": " + s)
                .filter(s -> !cut.contains(s)).forEach(cut::add);
    }

    private static String text(FxRobot robot, String id) {
        return fx(() -> robot.lookup(id).queryAs(Label.class).getText());
    }

    private static void await(BooleanSupplier done) throws Exception {
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> fx(done::getAsBoolean));
        WaitForAsyncUtils.waitForFxEvents();
    }
}
