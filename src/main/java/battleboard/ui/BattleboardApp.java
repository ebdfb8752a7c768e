package battleboard.ui;

import battleboard.battle.Progress;
import battleboard.edition.Edition;
import battleboard.solve.Warmup;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javafx.application.Application;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.stage.FileChooser;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * The Battleboard form: pick the units of both sides, press Calculate, read the odds. This is the
 * one place where the form's parts are made and wired: the editions shipped in
 * {@code presets/editions/}, the solver and casualty explorer, the background runner, the notifier
 * and the edition-file chooser go to the view model by constructor.
 */
public final class BattleboardApp extends Application {
    /** Preferred window size in pixels, reduced to fit the screen. */
    private static final double WIDTH = 1400;
    private static final double HEIGHT = 880;

    private FxTaskRunner runner;
    private BattleboardView view;
    private BattleboardViewModel viewModel;
    /** Battle files chosen by the player, or by a test; null: file choosers over the window. */
    private final BattleFiles battleFiles;
    private final FormStore store;

    /** Called by the JavaFX launcher; use {@link #main} or {@code Application.launch(BattleboardApp.class)}. */
    public BattleboardApp() {
        this(null, defaultStore());
    }

    /**
     * @param battleFiles the battle files Open and Save as use; null for file choosers over the window
     * @param store       where the recent files and the last battle are kept
     */
    BattleboardApp(BattleFiles battleFiles, FormStore store) {
        this.battleFiles = battleFiles;
        this.store = store;
    }

    /**
     * @return the store in {@code ~/.battleboard/}, or in the directory of the system property {@code battleboard.home};
     *         in memory when that property is {@code none} (the tests: nothing of one test's battle reaches the next)
     */
    static FormStore defaultStore() {
        String home = System.getProperty("battleboard.home");
        if ("none".equals(home)) {
            return FormStore.inMemory();
        }
        return FormStore.inDirectory(homeDirectory());
    }

    /**
     * @return the form's directory: {@code ~/.battleboard/}, or the system property {@code battleboard.home}; the
     *         temporary directory's {@code battleboard} when that is {@code none}
     */
    static Path homeDirectory() {
        String home = System.getProperty("battleboard.home");
        if ("none".equals(home)) {
            return Path.of(System.getProperty("java.io.tmpdir"), "battleboard");
        }
        return home == null ? Path.of(System.getProperty("user.home"), ".battleboard") : Path.of(home);
    }

    /**
     * An exception no part of the form caught, on any thread: written to the error log, and one line in the status bar
     * (issue 13: no failure leaves the form unusable).
     */
    private void uncaught(Thread thread, Throwable e) {
        String line = ErrorLog.message(e, new ErrorLog(homeDirectory()).append(thread, e));
        if (javafx.application.Platform.isFxApplicationThread()) {
            viewModel.failed(line);
        } else {
            javafx.application.Platform.runLater(() -> viewModel.failed(line));
        }
    }

    @Override
    public void start(Stage stage) {
        runner = new FxTaskRunner();
        FormServices services = FormServices.of(runner, new AlertNotifier(stage), () -> chooseEditionFile(stage),
                battleFiles == null ? choosers(stage) : battleFiles, store);
        viewModel = new BattleboardViewModel(Edition.BUILT_IN, Edition::builtIn, services);
        Thread.setDefaultUncaughtExceptionHandler(this::uncaught);
        Thread.currentThread().setUncaughtExceptionHandler(this::uncaught); // the FX thread's own, which JavaFX calls
        view = new BattleboardView(viewModel);
        viewModel.restoreLastBattle();
        // the window's title names the battle file, as an editor's does
        stage.titleProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> viewModel.fileProperty().get() == null
                ? "Battleboard" : viewModel.fileProperty().get().getFileName() + " - Battleboard", viewModel.fileProperty()));
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        stage.setScene(new Scene(view, Math.min(WIDTH, screen.getWidth()), Math.min(HEIGHT, screen.getHeight())));
        stage.setMinWidth(800);
        stage.setMinHeight(500);
        reportFirstFrame(stage);
        stage.show();
        warmUp();
    }

    /**
     * With the system property {@code battleboard.startupTime} true, prints on standard error the time from the JVM's start
     * to the stage's first laid-out frame, in milliseconds (docs/performance.md, "The form: from launch to the first
     * frame"); the form and its yardstick {@link BareWindow} print it the same way. Call before {@code show()}.
     *
     * @param stage a stage whose scene is set
     */
    static void reportFirstFrame(Stage stage) {
        if (Boolean.getBoolean("battleboard.startupTime")) {
            stage.getScene().addPostLayoutPulseListener(new Runnable() {
                @Override
                public void run() {
                    stage.getScene().removePostLayoutPulseListener(this);
                    System.err.printf(java.util.Locale.US, "first frame %d ms after the JVM started%n",
                            System.currentTimeMillis() - java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime());
                }
            });
        }
    }

    /**
     * Solves a few small battles on a background thread of low priority while the player fills the form, so that the
     * first Calculate runs compiled code ({@link Warmup}; docs/performance.md, "First solve").
     */
    private static void warmUp() {
        Thread t = new Thread(() -> {
            try {
                Warmup.run(Progress.NONE);
            } catch (RuntimeException ignored) {
                // a warm-up that fails changes nothing the player sees: the form's own solves report their errors
            }
        }, "battleboard-warmup");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
    }

    /** @return the window's content, for the screenshot tool */
    BattleboardView view() {
        return view;
    }

    /** @return file choosers over the window for File › Open… and Save as…, starting in the sample battles when present */
    private static BattleFiles choosers(Stage owner) {
        return new BattleFiles() {
            @Override
            public Optional<Path> chooseToOpen() {
                FileChooser chooser = battleChooser("Open a battle");
                return Optional.ofNullable(chooser.showOpenDialog(owner)).map(File::toPath);
            }

            @Override
            public Optional<Path> chooseToSave(String suggestedName) {
                FileChooser chooser = battleChooser("Save the battle");
                chooser.setInitialFileName(suggestedName);
                return Optional.ofNullable(chooser.showSaveDialog(owner)).map(File::toPath);
            }
        };
    }

    private static FileChooser battleChooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Battle files (*.json)", "*.json"));
        return chooser;
    }

    private static Optional<Path> chooseEditionFile(Stage owner) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Load an edition file");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Edition files (*.json)", "*.json"));
        Path presets = Path.of("presets", "editions");
        if (Files.isDirectory(presets)) {
            chooser.setInitialDirectory(presets.toFile());
        }
        File file = chooser.showOpenDialog(owner);
        return Optional.ofNullable(file).map(File::toPath);
    }

    @Override
    public void stop() {
        if (viewModel != null) {
            viewModel.keepLastBattle(); // the battle on the form comes back at the next start
        }
        if (runner != null) {
            runner.close();
        }
    }

    /**
     * Opens the form.
     *
     * @param args JavaFX launcher arguments (none are needed)
     */
    public static void main(String[] args) {
        Optional<String> noDisplay = noDisplay(System.getProperty("os.name", ""), System.getenv("DISPLAY"),
                System.getenv("WAYLAND_DISPLAY"), System.getProperty("glass.platform"));
        if (noDisplay.isPresent()) {
            System.err.println(noDisplay.get());
            System.exit(2);
        }
        quietClassPathWarning();
        try {
            launch(BattleboardApp.class, args);
        } catch (RuntimeException e) {
            // the toolkit could not start (a display that refuses us): one line, not JavaFX's stack trace
            System.err.println("battleboard: the form cannot open (" + e.getMessage() + "); the command line needs no display: "
                    + "java -jar battleboard.jar odds --help");
            System.exit(2);
        }
    }

    /**
     * Says why the form cannot open on a machine with no display (issue 13), before JavaFX fails with a stack trace.
     *
     * @param osName        {@code os.name}
     * @param display       the {@code DISPLAY} variable, or null
     * @param wayland       the {@code WAYLAND_DISPLAY} variable, or null
     * @param glassPlatform {@code glass.platform} (Monocle, the headless tests, needs no display), or null
     * @return the one line to print, empty when a display may be there (always on macOS and Windows)
     */
    static Optional<String> noDisplay(String osName, String display, String wayland, String glassPlatform) {
        String os = osName.toLowerCase(java.util.Locale.ROOT);
        if (os.contains("mac") || os.contains("win") || glassPlatform != null
                || (display != null && !display.isBlank()) || (wayland != null && !wayland.isBlank())) {
            return Optional.empty();
        }
        return Optional.of("battleboard: no display to open the form on (DISPLAY is not set); the command line needs none, e.g."
                + " java -jar battleboard.jar odds --attacker \"3 inf, 1 tank\" --defender \"4 inf\" (--help lists the commands)");
    }

    /**
     * JavaFX's own logger ("javafx"), kept while the application runs: {@link java.util.logging.LogManager} holds
     * loggers weakly, and a collected logger would lose its filter.
     */
    private static final java.util.logging.Logger JAVAFX_LOG = java.util.logging.Logger.getLogger("javafx");

    /**
     * Drops the one warning JavaFX logs when it is started from the class path, as the fat jar does ("Unsupported
     * JavaFX configuration: classes were loaded from 'unnamed module'"): a player starting the form should see nothing
     * on standard error (issue 12, item 8). Every other JavaFX message still shows.
     */
    static void quietClassPathWarning() {
        JAVAFX_LOG.setFilter(r -> r.getMessage() == null || !r.getMessage().startsWith("Unsupported JavaFX configuration"));
    }
}
