package battleboard.ui;

import static battleboard.ui.FxForm.scrollInputs;

import battleboard.edition.RaidRules;
import battleboard.solve.MethodChoice;
import battleboard.ui.RetreatViewModel.Choice;
import java.io.File;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Writes the screenshots in {@code docs/screenshots/}: the real form, headless (Monocle): the form at the sizes of
 * {@link WindowSizesFxTest} ({@code window-800x500.png}, {@code window-1024x700.png}, {@code window-1600x1000.png}),
 * then at 1280 x 800: {@code form.png} (a result), {@code distributions.png}
 * (swing histogram and per-round chart), {@code retreat.png} (the best retreat policy's table),
 * {@code montecarlo.png} (a Monte Carlo result with its intervals), {@code compare.png} (three
 * editions compared), {@code explorer.png} (the casualty explorer), {@code waves.png} (an attack in two waves) and
 * {@code raid.png} (World at War's raid of the digest's T9). Not part of the build: its
 * name does not match surefire's test patterns, so it runs only when asked for:
 * <pre>mvn -B test -Dtest=FormScreenshot -Dsurefire.failIfNoSpecifiedTests=false</pre>
 * ({@code -Dbattleboard.screenshots=dir} writes elsewhere).
 */
@ExtendWith(ApplicationExtension.class)
class FormScreenshot {
    static {
        // the Monocle headless screen, read when the toolkit starts
        System.setProperty("headless.geometry", "1680x1050-32");
        System.setProperty("battleboard.live", "true"); // the form as a player starts it (the suite runs with it off)
        FxTests.quickRobot();
    }

    @RegisterExtension
    final FxForm form = new FxForm();

    @Test
    void writeScreenshots(FxRobot robot) throws TimeoutException, InterruptedException, ExecutionException, IOException {
        for (int[] size : new int[][] {{800, 500}, {1024, 700}, {1600, 1000}}) {
            robot.interact(() -> {
                form.stage().setX(0);
                form.stage().setY(0);
                form.stage().setWidth(size[0]);
                form.stage().setHeight(size[1]);
            });
            battle(robot, Map.of("#attacker-infantry", "3", "#attacker-tank", "1", "#defender-infantry", "4"));
            calculate(robot);
            shoot(robot, "battleTab", "oddsTab", "window-" + size[0] + "x" + size[1] + ".png");
        }
        robot.interact(() -> {
            form.stage().setWidth(1280);
            form.stage().setHeight(800);
        });
        battle(robot, Map.of("#attacker-infantry", "3", "#attacker-artillery", "1", "#attacker-tank", "2",
                "#defender-infantry", "4", "#defender-aa-gun", "1"));
        calculate(robot);
        shoot(robot, "battleTab", "oddsTab", "form.png");

        battle(robot, Map.of("#attacker-infantry", "8", "#attacker-artillery", "2", "#attacker-tank", "4",
                "#attacker-fighter", "2", "#defender-infantry", "10", "#defender-tank", "2", "#defender-fighter", "2"));
        calculate(robot);
        shoot(robot, "battleTab", "distributionsTab", "distributions.png");

        battle(robot, Map.of("#attacker-infantry", "3", "#attacker-tank", "1", "#defender-infantry", "4"));
        robot.interact(() -> retreatChoice(robot).setValue(Choice.BEST));
        calculate(robot);
        scrollInputs(robot, 1);
        shoot(robot, "battleTab", "retreatStatesTab", "retreat.png");

        battle(robot, Map.of("#attacker-infantry", "12", "#attacker-artillery", "4", "#attacker-tank", "6",
                "#attacker-bomber", "2", "#defender-infantry", "14", "#defender-tank", "3", "#defender-fighter", "3",
                "#defender-aa-gun", "1"));
        robot.interact(() -> {
            methodChoice(robot).setValue(MethodChoice.MONTE_CARLO);
            robot.lookup("#mc-time-limit").queryAs(TextField.class).setText("60");
            robot.lookup("#mc-trials").queryAs(TextField.class).setText("200000");
        });
        calculate(robot);
        scrollInputs(robot, 1);
        shoot(robot, "battleTab", "oddsTab", "montecarlo.png");
        scrollInputs(robot, 0);

        battle(robot, Map.of("#attacker-infantry", "3", "#attacker-artillery", "1", "#attacker-tank", "1",
                "#defender-infantry", "3", "#defender-tank", "1"));
        robot.interact(() -> view().select("compareTab", "oddsTab"));
        robot.clickOn("#compare");
        await(() -> !robot.lookup("#compareStatus").queryAs(Label.class).getText().startsWith("Comparing"));
        shoot(robot, "compareTab", "oddsTab", "compare.png");

        battle(robot, Map.of("#attacker-battleship", "1", "#attacker-destroyer", "1", "#attacker-fighter", "2",
                "#defender-destroyer", "2", "#defender-carrier", "1", "#defender-fighter", "1", "#defender-submarine", "1"));
        robot.interact(() -> view().select("casualtiesTab", "oddsTab"));
        robot.interact(() -> {
            robot.lookup("#explore-round").queryAs(TextField.class).setText("2");
            robot.lookup("#explore-hits").queryAs(TextField.class).setText("2");
        });
        robot.clickOn("#explore");
        await(() -> !robot.lookup("#exploreStatus").queryAs(Label.class).getText().startsWith("Exploring"));
        shoot(robot, "casualtiesTab", "oddsTab", "explorer.png");

        battle(robot, Map.of("#attacker-infantry", "3", "#attacker-tank", "1", "#defender-infantry", "5", "#defender-aa-gun", "1"));
        robot.interact(() -> view().select("battleTab", "wavesTab"));
        robot.interact(() -> robot.lookup("#addWave").queryAs(javafx.scene.control.Button.class).fire());
        robot.interact(() -> robot.lookup("#wave-2-units").queryAs(TextField.class).setText("2 fighter, 2 tank"));
        robot.interact(() -> robot.lookup("#wavesSolve").queryAs(javafx.scene.control.Button.class).fire());
        await(() -> robot.lookup("#wavesStatus").queryAs(Label.class).getText().startsWith("Solved"));
        shoot(robot, "battleTab", "wavesTab", "waves.png");

        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            ComboBox<battleboard.edition.Edition> edition = robot.lookup("#edition").queryAs(ComboBox.class);
            edition.getItems().stream().filter(e -> e.id().equals("world-at-war-2005")).findFirst().ifPresent(edition::setValue);
        });
        robot.interact(() -> view().select("raidTab", "oddsTab")); // the Raid tab's fields are made when it is first shown
        robot.interact(() -> {
            robot.lookup("#raid-bombers").queryAs(TextField.class).setText("2");
            robot.lookup("#raid-escorts").queryAs(TextField.class).setText("2");
            robot.lookup("#raid-interceptors").queryAs(TextField.class).setText("2");
            @SuppressWarnings("unchecked")
            ComboBox<battleboard.edition.RaidRules.Mission> mission = robot.lookup("#raid-mission").queryAs(ComboBox.class);
            mission.setValue(mission.getItems().get(1));
            robot.lookup("#raid-solve").queryAs(javafx.scene.control.Button.class).fire();
        });
        shoot(robot, "raidTab", "oddsTab", "raid.png");
    }

    private BattleboardView view() {
        return form.app().view();
    }

    /** Clears the form (counts, policies, method) and sets the counts given. */
    private void battle(FxRobot robot, Map<String, String> counts) {
        robot.clickOn("#clear");
        robot.interact(() -> counts.forEach((id, n) -> robot.lookup(id).queryAs(TextField.class).setText(n)));
    }

    @SuppressWarnings("unchecked")
    private static ComboBox<Choice> retreatChoice(FxRobot robot) {
        return robot.lookup("#retreatChoice").queryAs(ComboBox.class);
    }

    @SuppressWarnings("unchecked")
    private static ComboBox<MethodChoice> methodChoice(FxRobot robot) {
        return robot.lookup("#methodChoice").queryAs(ComboBox.class);
    }

    private void calculate(FxRobot robot) throws TimeoutException {
        robot.interact(() -> view().select("battleTab", "oddsTab"));
        robot.clickOn("#calculate");
        await(() -> robot.lookup("#status").queryAs(Label.class).getText().startsWith("Solved"));
    }

    /** Waits for a condition, read on the FX thread (the scene graph changes while a solve reports). */
    private static void await(BooleanSupplier done) throws TimeoutException {
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(done::getAsBoolean).get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void shoot(FxRobot robot, String tab, String resultTab, String name) throws IOException, InterruptedException, ExecutionException {
        robot.interact(() -> {
            view().select(tab, resultTab);
            form.stage().getScene().getRoot().requestFocus(); // no focus ring in the picture
        });
        WaitForAsyncUtils.waitForFxEvents();
        WritableImage image = WaitForAsyncUtils.asyncFx(() -> form.stage().getScene().snapshot(null)).get();
        File out = new File(System.getProperty("battleboard.screenshots", "docs/screenshots"), name);
        out.getAbsoluteFile().getParentFile().mkdirs();
        ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", out);
        System.out.println("wrote " + out.getAbsolutePath() + " (" + (int) image.getWidth() + "x" + (int) image.getHeight() + ")");
    }
}
