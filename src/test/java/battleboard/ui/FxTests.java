package battleboard.ui;

/** Settings shared by the TestFX tests. */
final class FxTests {
    private FxTests() {
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
