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
     * Makes the TestFX robot move the mouse in a few steps and type without pauses (defaults: 200
     * steps of 1 ms per move, 25 ms per character), which costs seconds per test on a busy machine.
     * Read by the robot classes when they load: call from an FX test class's static initializer.
     */
    static void quickRobot() {
        System.setProperty("testfx.robot.move_max_count", "4");
        System.setProperty("testfx.robot.write_sleep", "0");
    }
}
