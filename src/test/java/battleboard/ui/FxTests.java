package battleboard.ui;

/** Settings shared by the TestFX tests. */
final class FxTests {
    private FxTests() {
    }

    /**
     * Reads the scene on the FX thread: a running solve changes it (charts, results) while a test waits.
     *
     * @throws AssertionError when the read fails or takes more than 10 s
     */
    static <T> T fx(java.util.concurrent.Callable<T> read) {
        try {
            return org.testfx.util.WaitForAsyncUtils.asyncFx(read).get(10, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException | java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            throw new AssertionError("cannot read the scene", e);
        }
    }

    /**
     * Waits until the form is in the window: {@link BattleboardApp#start} shows the window at once and makes the form on a
     * background thread (issue 24, item 5). Call after {@code start}, off the FX thread (a {@code @BeforeEach}).
     *
     * @throws AssertionError when the form could not be made, or is not there within 60 s
     */
    static void awaitForm(BattleboardApp app) {
        try {
            app.started().get(60, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException | java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the form was not shown", e);
        }
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * Makes the TestFX robot move the mouse in a few steps and type without pauses (defaults: 200
     * steps of 1 ms per move, 25 ms per character), which costs seconds per test on a busy machine.
     * Read by the robot classes when they load: call from an FX test class's static initializer.
     */
    static void quickRobot() {
        System.setProperty("testfx.robot.move_max_count", "4");
        System.setProperty("testfx.robot.write_sleep", "0");
    }
}
