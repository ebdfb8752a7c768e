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
    /** The window's least size in pixels. */
    private static final double MIN_WIDTH = 800;
    private static final double MIN_HEIGHT = 500;

    private FxTaskRunner runner;
    /** The form's parts, made on the {@code battleboard-start} thread and read on the FX thread once the form is shown. */
    private volatile BattleboardView view;
    private volatile BattleboardViewModel viewModel;
    /** The window's content until the form is there; null after. */
    private javafx.scene.layout.StackPane opening;
    /** Completed when the form is in the window. */
    private final java.util.concurrent.CompletableFuture<Void> started = new java.util.concurrent.CompletableFuture<>();
    /** Battle files chosen by the player, or by a test; null: file choosers over the window. */
    private final BattleFiles battleFiles;
    private final FormStore store;
    /** The window as the player left it at the last start's end, when it was kept and still fits; empty: the default. */
    private Optional<FormStore.Window> saved = Optional.empty();
    /** The window's state file when it could not be read; named in the status bar once the form is there. */
    private java.io.UncheckedIOException windowProblem;
    private Stage stage;
    /** Reads a built-in edition by id. */
    private final java.util.function.Function<String, Edition> editions;

    /** Called by the JavaFX launcher; use {@link #main} or {@code Application.launch(BattleboardApp.class)}. */
    public BattleboardApp() {
        this(null, defaultStore());
    }

    /**
     * @param battleFiles the battle files Open and Save as use; null for file choosers over the window
     * @param store       where the recent files and the last battle are kept
     */
    BattleboardApp(BattleFiles battleFiles, FormStore store) {
        this(battleFiles, store, Edition::builtIn);
    }

    /**
     * @param battleFiles the battle files Open and Save as use; null for file choosers over the window
     * @param store       where the recent files and the last battle are kept
     * @param editions    reads a built-in edition by id ({@link Edition#builtIn}; a test's may wait or fail), off the FX thread
     */
    BattleboardApp(BattleFiles battleFiles, FormStore store, java.util.function.Function<String, Edition> editions) {
        this.battleFiles = battleFiles;
        this.store = store;
        this.editions = editions;
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
     * (issue 13: no failure leaves the form unusable); before the form is there, in the opening window.
     */
    private void uncaught(Thread thread, Throwable e) {
        String line = ErrorLog.message(e, new ErrorLog(homeDirectory()).append(thread, e));
        if (javafx.application.Platform.isFxApplicationThread()) {
            showFailure(line);
        } else {
            javafx.application.Platform.runLater(() -> showFailure(line));
        }
    }

    /** Shows a failure's line in the status bar, or in the opening window while the form is not there yet. Call on the FX thread. */
    private void showFailure(String line) {
        if (opening == null) {
            viewModel.failed(line);
        } else {
            javafx.scene.text.Text text = new javafx.scene.text.Text("The form could not open. " + line);
            text.setId("openingFailure");
            text.setWrappingWidth(Math.max(200, opening.getWidth() - 40));
            opening.getChildren().setAll(text);
        }
    }

    /**
     * Shows the window at once and fills it in (issue 24, item 5; docs/performance.md, "The form's start-up (issue 24,
     * item 5)"). The window first shows an empty pane, as light as a bare JavaFX window. After its first frame, the words
     * "Opening the form…" are put in it and the form's parts (the editions read, the view model, the view, the last battle
     * put back, and the form's scene with its styles applied and laid out) are made on a background thread,
     * {@code battleboard-start}, as JavaFX allows for a scene not in a showing window; the FX thread then only puts that
     * scene in the window ({@link #started()} completes) and starts the warm-up. A failure on the way is written to the
     * error log and shown in the window.
     */
    @Override
    public void start(Stage stage) {
        runner = new FxTaskRunner();
        Thread.setDefaultUncaughtExceptionHandler(this::uncaught);
        Thread.currentThread().setUncaughtExceptionHandler(this::uncaught); // the FX thread's own, which JavaFX calls
        this.stage = stage;
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        try {
            saved = store.window().filter(w -> w.fits(screen, MIN_WIDTH, MIN_HEIGHT));
        } catch (java.io.UncheckedIOException e) {
            windowProblem = e;
        }
        double width = saved.map(FormStore.Window::width).orElse(Math.min(WIDTH, screen.getWidth()));
        double height = saved.map(FormStore.Window::height).orElse(Math.min(HEIGHT, screen.getHeight()));
        opening = new javafx.scene.layout.StackPane(); // no control in it: no style sheet read before the window shows
        stage.titleProperty().unbind();
        stage.setTitle("Battleboard");
        stage.setScene(new Scene(opening, width, height));
        stage.setMinWidth(MIN_WIDTH);
        stage.setMinHeight(MIN_HEIGHT);
        saved.filter(w -> Screen.getScreens().stream().anyMatch(s -> w.liesOn(s.getVisualBounds()))).ifPresent(w -> {
            stage.setX(w.x()); // where the player left it, when that is still on a screen; else centred
            stage.setY(w.y());
        });
        reportFirstFrame(stage);
        stage.show();
        afterFirstFrame(stage.getScene(), () -> startBuilding(stage, width, height));
    }

    /** Starts the {@code battleboard-start} thread, which makes the form and hands it to the FX thread. */
    private void startBuilding(Stage stage, double width, double height) {
        Thread build = new Thread(() -> {
            try {
                Scene form = build(stage, width, height);
                javafx.application.Platform.runLater(() -> show(stage, form));
            } catch (RuntimeException | Error e) {
                uncaught(Thread.currentThread(), e); // shown in the window before started() tells of the failure
                started.completeExceptionally(e);
            }
        }, "battleboard-start");
        build.setDaemon(true);
        build.start();
        if (opening.getChildren().isEmpty()) {
            javafx.scene.text.Text text = new javafx.scene.text.Text("Opening the form…");
            text.setId("opening");
            opening.getChildren().setAll(text);
        }
    }

    /**
     * Runs {@code then} on the FX thread once the window's first frame is laid out and handed to the renderer: the form's
     * making (a busy thread on a machine of two cores) and the words "Opening the form…" (its fonts) do not delay it.
     */
    private static void afterFirstFrame(Scene scene, Runnable then) {
        scene.addPostLayoutPulseListener(new Runnable() {
            @Override
            public void run() {
                scene.removePostLayoutPulseListener(this);
                javafx.application.Platform.runLater(then);
            }
        });
    }

    /**
     * Makes the form off the FX thread: the editions read, the view model and the view, and the scene with its styles
     * applied and laid out at the window's size, so that the FX thread has little left to do. Nothing here may start work
     * or an animation that reaches back into the form on the FX thread before {@link #show} ({@code LiveFxTest}).
     *
     * @return the form's scene, in no window yet
     */
    private Scene build(Stage stage, double width, double height) {
        FormServices services = FormServices.of(runner, new AlertNotifier(stage), () -> chooseEditionFile(stage),
                battleFiles == null ? choosers(stage) : battleFiles, store);
        viewModel = new BattleboardViewModel(Edition.BUILT_IN, editions, services);
        view = new BattleboardView(viewModel);
        saved.ifPresent(w -> view.divider(w.divider()));
        if (windowProblem != null) {
            viewModel.storeProblem(windowProblem);
        }
        Scene form = new Scene(view, width, height);
        view.detachMenuBar(); // its skin is made on the FX thread only, in show()
        view.applyCss();
        view.layout();
        return form;
    }

    /**
     * Puts the last battle back and the form's scene in the window (on the FX thread), its title naming the battle file,
     * and starts the warm-up. The last battle is put back here, not while the form is made: its edits start the live
     * recalculation's pause, whose solve would change the form on the FX thread while the making thread still lays it out.
     */
    private void show(Stage stage, Scene form) {
        viewModel.restoreLastBattle();
        // the window's title names the battle file, as an editor's does
        stage.titleProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> viewModel.fileProperty().get() == null
                ? "Battleboard" : viewModel.fileProperty().get().getFileName() + " - Battleboard", viewModel.fileProperty()));
        view.attachMenuBar();
        reportFrame(form, "form filled"); // the form's own first frame, the window filled in
        stage.setScene(form);
        opening = null;
        started.complete(null);
        warmUp();
    }

    /**
     * @return completed on the FX thread once the form is in the window (the tests wait for it after {@link #start});
     *         completed exceptionally when the form could not be made
     */
    java.util.concurrent.CompletableFuture<Void> started() {
        return started;
    }

    /**
     * With the system property {@code battleboard.startupTime} true, prints on standard error the time from the JVM's start
     * to the stage's first laid-out frame, in milliseconds ("first frame N ms after the JVM started"; docs/performance.md,
     * "The form's start-up (issue 24, item 5)"): for the form, its window's first frame, the form not yet in it; the
     * yardstick {@link BareWindow} prints it the same way. Call before {@code show()}.
     *
     * @param stage a stage whose scene is set
     */
    static void reportFirstFrame(Stage stage) {
        reportFrame(stage.getScene(), "first frame");
    }

    /**
     * With the system property {@code battleboard.startupTime} true, prints on standard error "WHAT N ms after the JVM
     * started" once the scene has its first laid-out frame. Call before the scene is in a showing window.
     */
    private static void reportFrame(Scene scene, String what) {
        if (Boolean.getBoolean("battleboard.startupTime")) {
            scene.addPostLayoutPulseListener(new Runnable() {
                @Override
                public void run() {
                    scene.removePostLayoutPulseListener(this);
                    System.err.printf(java.util.Locale.US, "%s %d ms after the JVM started%n", what,
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
        if (started.isDone() && !started.isCompletedExceptionally()) {
            viewModel.keepLastBattle(); // the battle on the form comes back at the next start
            keepWindow();
        }
        if (runner != null) {
            runner.close();
        }
    }

    /** Keeps the window's place and size (its content's, without the frame) and the divider for the next start. */
    private void keepWindow() {
        if (stage.isIconified()) {
            return; // its place and size are not the ones the player sees
        }
        Scene scene = stage.getScene();
        try {
            store.window(new FormStore.Window(stage.getX(), stage.getY(), scene.getWidth(), scene.getHeight(), view.divider()));
        } catch (java.io.UncheckedIOException e) {
            viewModel.storeProblem(e);
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
                    + command(System.getProperty(APP_PATH)) + " odds --help");
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
        return Optional.of("battleboard: no display to open the form on (DISPLAY is not set); the command line needs none, e.g. "
                + command(System.getProperty(APP_PATH)) + " odds --attacker \"3 inf, 1 tank\" --defender \"4 inf\" (--help lists the commands)");
    }

    /** The system property jpackage's launcher sets to its own path: set when the form runs from the app image. */
    static final String APP_PATH = "jpackage.app-path";

    /**
     * @param appPath the app image launcher's path ({@link #APP_PATH}), or null when run from the jar
     * @return how a player starts the command line here: {@code battleboard} from the app image (its launcher, put on the
     *         PATH as the README says), else {@code java -jar battleboard.jar}
     */
    static String command(String appPath) {
        return appPath != null ? "battleboard" : "java -jar battleboard.jar";
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
