package battleboard.ui;

import battleboard.edition.RaidRules;
import battleboard.edition.Edition;
import battleboard.edition.RuleOption;
import battleboard.solve.MethodChoice;
import java.util.List;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The main window's content: a toolbar (edition picker and Load edition…, method, Calculate (Enter on the Battle tab),
 * Cancel (Escape), Clear and its Undo (Ctrl+Z), Swap sides; a flow that wraps in a narrow window), three tabs
 * ({@code #tabs}): Battle (inputs | results in a split pane, {@code #battleSplit}: the attacker's and defender's panes,
 * side by side or stacked when narrow, the rule options, retreat and Monte Carlo settings below them, all scrolling;
 * the results on the right, with History and One more unit tabs beside the odds), Compare editions, Casualties and Raid;
 * a File menu; and a status line naming any problem ({@code #status}),
 * with the progress bar and message of a running solve at its right.
 */
final class BattleboardView extends BorderPane {
    @FXML private javafx.scene.control.MenuBar menuBar;
    @FXML private javafx.scene.control.Menu fileMenu;
    @FXML private ComboBox<Edition> edition;
    @FXML private Label editionLabel;
    @FXML private Button loadEdition;
    @FXML private ComboBox<MethodChoice> methodChoice;
    @FXML private Label methodChoiceLabel;
    @FXML private CheckBox lowLuck;
    @FXML private Button calculate;
    @FXML private javafx.scene.control.CheckBox live;
    @FXML private Button cancel;
    @FXML private Button clear;
    @FXML private Button undoClear;
    @FXML private Button swapSides;
    @FXML private ProgressBar progress;
    @FXML private Label progressMessage;
    @FXML private TabPane tabs;
    @FXML private Tab battleTab;
    @FXML private Tab compareTab;
    @FXML private Tab casualtiesTab;
    @FXML private javafx.scene.control.SplitPane battleSplit;
    @FXML private javafx.scene.control.ScrollPane inputs;
    @FXML private VBox unitTableSlot;
    @FXML private FlowPane sides;
    @FXML private VBox rulesSlot;
    @FXML private VBox retreatSlot;
    @FXML private VBox methodSlot;
    @FXML private VBox resultsSlot;
    @FXML private Label status;

    private final ResultsView results;
    /** The recent files File › Open recent lists, held while the view lives ({@link #fileMenu}). */
    private javafx.collections.ObservableList<java.nio.file.Path> recentFiles;

    BattleboardView(BattleboardViewModel viewModel) {
        Views.load(this);
        editionLabel.setLabelFor(edition);
        edition.setItems(viewModel.editions());
        edition.valueProperty().bindBidirectional(viewModel.editionProperty());
        edition.setConverter(Views.converter(viewModel::editionLabel));
        loadEdition.setOnAction(e -> viewModel.loadEdition());
        methodChoiceLabel.setLabelFor(methodChoice);
        methodChoice.setItems(viewModel.method().methods());
        methodChoice.valueProperty().bindBidirectional(viewModel.method().methodProperty());
        methodChoice.setConverter(Views.converter(m -> m == MethodChoice.MONTE_CARLO ? "Monte Carlo" : m.id()));
        lowLuck.selectedProperty().bindBidirectional(viewModel.rules().lowLuckProperty());
        lowLuck.disableProperty().bind(viewModel.rules().lowLuckOfferedProperty().not());
        lowLuck.setTooltip(Views.citing(RuleOption.DICE.meaning()));

        calculate.setOnAction(e -> viewModel.calculate());
        calculate.defaultButtonProperty().bind(battleTab.selectedProperty()); // Enter calculates on the Battle tab only
        cancel.setOnAction(e -> {
            viewModel.cancel();
            calculate.requestFocus(); // not Clear, the next button once Cancel is disabled (issue 26, defect 9)
        });
        // live recalculation (issue 12, item 5): after a pause in the typing, a battle quick to solve exactly is solved
        live.selectedProperty().bindBidirectional(viewModel.liveProperty());
        live.setTooltip(new javafx.scene.control.Tooltip("Solve again as you type when the exact solve is quick (well under"
                + " 0.3 s); a larger battle is marked out of date until you press Calculate"));
        javafx.animation.PauseTransition pause = new javafx.animation.PauseTransition(javafx.util.Duration.millis(LIVE_PAUSE_MS));
        pause.setOnFinished(e -> viewModel.recalculateIfQuick());
        viewModel.editsProperty().addListener((o, before, now) -> pause.playFromStart());
        // a battle solved as the player types goes into the History once unchanged for 2 s (issue 26, scope 4)
        javafx.animation.PauseTransition settle = new javafx.animation.PauseTransition(javafx.util.Duration.millis(BattleHistory.SETTLE_MS));
        settle.setOnFinished(e -> viewModel.settleHistory());
        viewModel.historyPendingProperty().addListener((o, was, now) -> {
            if (now) {
                settle.playFromStart();
            } else {
                settle.stop();
            }
        });
        clear.setOnAction(e -> viewModel.clear());
        // Clear can be undone until an input changes: the Undo button, or Ctrl+Z outside a text field
        undoClear.setOnAction(e -> viewModel.undoClear());
        swapSides.setOnAction(e -> viewModel.swapSides());
        undoClear.disableProperty().bind(viewModel.canUndoClearProperty().not());
        undoClear.setTooltip(new javafx.scene.control.Tooltip("Put back the battle as it was before Clear or Swap sides (Ctrl+Z)"));
        // Alt+Right / Alt+Left jump between the attacker's and the defender's column (issue 12, item 5)
        addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (e.isAltDown() && (e.getCode() == javafx.scene.input.KeyCode.RIGHT || e.getCode() == javafx.scene.input.KeyCode.LEFT)
                    && getScene() != null && getScene().getFocusOwner() instanceof javafx.scene.control.TextField field
                    && field.getId() != null && otherColumn(field.getId()) != null) {
                Node target = lookup("#" + otherColumn(field.getId()));
                if (target == null || !target.isVisible()) {
                    target = lookup("#" + (field.getId().startsWith("defender-") ? "attacker" : "defender") + "-infantry");
                }
                if (target != null) {
                    target.requestFocus();
                    e.consume();
                }
            }
        });
        sceneProperty().addListener((o, before, scene) -> {
            if (scene != null) {
                scene.getAccelerators().put(new javafx.scene.input.KeyCodeCombination(javafx.scene.input.KeyCode.Z,
                        javafx.scene.input.KeyCombination.SHORTCUT_DOWN), viewModel::undoClear);
            }
        });
        // Cancel keeps its place (a double-click on it never reaches Clear): enabled only while a solve runs
        cancel.disableProperty().bind(viewModel.runningProperty().not());
        // shown while a solve runs, their room kept otherwise: nothing in the toolbar moves when a solve starts
        progress.visibleProperty().bind(viewModel.runningProperty());
        progressMessage.visibleProperty().bind(viewModel.runningProperty());
        progress.progressProperty().bind(viewModel.progressProperty());
        progressMessage.textProperty().bind(viewModel.progressMessageProperty());

        status.textProperty().bind(Views.forPlayer(viewModel.statusProperty()));
        Views.styleClassWhen(status, "error", viewModel.statusErrorProperty());

        unitTableSlot.getChildren().setAll(new UnitTableView(viewModel.attacker(), viewModel.defender()));
        sides.getChildren().setAll(new SideView(viewModel.attacker()), new SideView(viewModel.defender()));
        fitInputs();
        rulesSlot.getChildren().setAll(new RulesView(viewModel.rules()));
        retreatSlot.getChildren().setAll(new RetreatView(viewModel.retreat()));
        methodSlot.getChildren().setAll(new MethodView(viewModel.method()));
        results = new ResultsView(viewModel.results());
        resultsSlot.getChildren().setAll(results);
        // the tabs not shown at the start get their content when first shown (Views.contentWhenFirstSelected)
        Views.contentWhenFirstSelected(compareTab, () -> {
            CompareView compareView = new CompareView(viewModel.compare());
            // Enter runs the shown tab's action (issue 12, item 5): Calculate, Compare or Explore
            compareView.actionButton().defaultButtonProperty().bind(compareTab.selectedProperty());
            return compareView;
        });
        Views.contentWhenFirstSelected(casualtiesTab, () -> {
            CasualtiesView casualtiesView = new CasualtiesView(viewModel.casualties());
            casualtiesView.actionButton().defaultButtonProperty().bind(casualtiesTab.selectedProperty());
            return casualtiesView;
        });
        fileMenu(viewModel);
        history(viewModel);
        oneMoreUnit(viewModel.reinforce());
        wavesTab(viewModel.waves());
        raidTab(viewModel.raid());
        javafx.scene.control.ContextMenu copy = new javafx.scene.control.ContextMenu(
                menuItem("Copy results", null, () -> copyResults(viewModel)),
                menuItem("Copy command line", null, () -> copyCommandLine(viewModel)));
        results.setOnContextMenuRequested(e -> copy.show(results, e.getScreenX(), e.getScreenY()));
    }

    /**
     * The File menu (issue 12, item 3): New, Open…, Open recent, Samples, Save, Save as…, Copy results (Ctrl+C outside a
     * text field, which copies its own text), Copy command line, Load edition….
     */
    private void fileMenu(BattleboardViewModel viewModel) {
        javafx.scene.control.Menu recent = new javafx.scene.control.Menu("Open _recent");
        recent.setId("recentMenu");
        Runnable listRecent = () -> {
            recent.getItems().setAll(viewModel.recentFiles().stream()
                    .map(f -> menuItem(f.getFileName() + "  (" + f.getParent() + ")", null, () -> viewModel.open(f))).toList());
            recent.setDisable(recent.getItems().isEmpty());
        };
        // held in a field: an unmodifiable list listens to its source weakly, and a wrapper collected stops telling
        // (issue 26, defect 4: Open recent stayed greyed until a restart when the list started empty)
        recentFiles = viewModel.recentFiles();
        recentFiles.addListener((javafx.collections.ListChangeListener<java.nio.file.Path>) c -> listRecent.run());
        listRecent.run();
        javafx.scene.control.Menu samples = new javafx.scene.control.Menu("Sa_mples");
        samples.setId("samplesMenu");
        battleboard.input.BattlePreset.SAMPLES.forEach(name -> {
            javafx.scene.control.MenuItem sample = menuItem(name, null, () -> viewModel.openSample(name));
            sample.setId("sample-" + name);
            samples.getItems().add(sample);
        });
        javafx.scene.control.MenuItem copyResults = menuItem("_Copy results", "Shortcut+C", () -> copyResults(viewModel));
        copyResults.setId("copyResults");
        copyResults.disableProperty().bind(viewModel.results().resultProperty().isNull());
        javafx.scene.control.MenuItem save = menuItem("_Save", "Shortcut+S", viewModel::save);
        save.setId("save");
        fileMenu.getItems().setAll(
                menuItem("_New", "Shortcut+N", viewModel::newBattle),
                menuItem("_Open…", "Shortcut+O", viewModel::open),
                recent,
                samples,
                new javafx.scene.control.SeparatorMenuItem(),
                save,
                menuItem("Save _as…", "Shortcut+Shift+S", viewModel::saveAs),
                new javafx.scene.control.SeparatorMenuItem(),
                copyResults,
                menuItem("Copy command _line", "Shortcut+Shift+C", () -> copyCommandLine(viewModel)),
                new javafx.scene.control.SeparatorMenuItem(),
                menuItem("Load _edition…", null, viewModel::loadEdition),
                new javafx.scene.control.SeparatorMenuItem(),
                quit());
    }

    /** @return File › Quit (Ctrl+Q, issue 26, defect 9): closes the window as its close box does, the battle kept for the next start */
    private javafx.scene.control.MenuItem quit() {
        javafx.scene.control.MenuItem quit = menuItem("_Quit", "Shortcut+Q", () -> {
            javafx.stage.Window window = getScene().getWindow();
            window.fireEvent(new javafx.stage.WindowEvent(window, javafx.stage.WindowEvent.WINDOW_CLOSE_REQUEST));
            if (window.isShowing()) {
                ((javafx.stage.Stage) window).close();
            }
        });
        quit.setId("quit");
        return quit;
    }

    /** The battles calculated, kept across restarts, in a tab beside the results: Enter or a double-click reopens one and solves it. */
    private void history(BattleboardViewModel viewModel) {
        resultsTab("History", "historyTab", () -> historyList(viewModel));
    }

    /** @return the History tab's list of the battles calculated */
    private Node historyList(BattleboardViewModel viewModel) {
        javafx.scene.control.ListView<BattleHistory.SolvedBattle> list = new javafx.scene.control.ListView<>(viewModel.history());
        list.setId("history");
        list.setPlaceholder(new Label("The battles you calculate are listed here, also after a restart; open one again with a"
                + " double-click."));
        Runnable reopen = () -> {
            BattleHistory.SolvedBattle chosen = list.getSelectionModel().getSelectedItem();
            if (chosen != null) {
                viewModel.reopen(chosen);
            }
        };
        list.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2) {
                reopen.run();
            }
        });
        list.setOnKeyPressed(e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.ENTER) {
                reopen.run();
                e.consume();
            }
        });
        return list;
    }

    /**
     * What one more unit buys (issue 14, item 5), in a tab beside the odds: Solve runs the battle again with one more unit
     * of each type on either side, off the FX thread, with progress and Cancel.
     */
    private void oneMoreUnit(ReinforceViewModel viewModel) {
        resultsTab("One more unit", "reinforceTab", () -> oneMoreUnitPane(viewModel));
    }

    /** @return the One more unit tab's pane: Solve, Cancel, progress, and the table of what each unit adds */
    private Node oneMoreUnitPane(ReinforceViewModel viewModel) {
        Button solve = new Button("Solve");
        solve.setId("reinforce");
        solve.setOnAction(e -> viewModel.solve());
        Button stop = new Button("Cancel");
        stop.setOnAction(e -> viewModel.cancel());
        ProgressBar bar = new ProgressBar();
        bar.setPrefWidth(120);
        Label status = Views.paneStatus("reinforceStatus");
        javafx.scene.control.TableView<ReinforceViewModel.Row> table = new javafx.scene.control.TableView<>(viewModel.rows());
        table.setId("reinforceTable");
        table.setColumnResizePolicy(javafx.scene.control.TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        table.setPlaceholder(new Label("Press Solve to see what one more unit of each type changes."));
        table.getColumns().setAll(List.of(
                Views.<ReinforceViewModel.Row>column("Side", ReinforceViewModel.Row::side),
                Views.column("Unit", ReinforceViewModel.Row::unit),
                Views.column("IPC", r -> Integer.toString(r.cost())),
                Views.column("Attacker\nwins", ReinforceViewModel.Row::attackerWin),
                Views.column("Change,\npts", ReinforceViewModel.Row::change),
                Views.column("IPC swing\nchange", ReinforceViewModel.Row::ipcSwingChange)));
        Views.wholeColumns(table);
        javafx.scene.layout.HBox buttons = new javafx.scene.layout.HBox(8, solve, stop, bar);
        buttons.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        return jobPane("reinforceTab", viewModel.job(), stop, bar, status, table, buttons, status);
    }

    /**
     * Adds a tab beside the odds whose content is made when it is first shown ({@link Views#contentWhenFirstSelected}):
     * the form's start styles and lays out only what it shows.
     */
    private void resultsTab(String title, String id, java.util.function.Supplier<Node> content) {
        javafx.scene.control.Tab tab = new javafx.scene.control.Tab(title);
        tab.setId(id);
        results.addTab(tab);
        Views.contentWhenFirstSelected(tab, content);
    }

    /**
     * @return the pane of a results tab that runs a job off the FX thread: {@code above}, then the table, which takes the
     *         height left; the job's Cancel button, progress bar and status bound as in the other panes
     *         ({@link Views#bindJob})
     */
    private static Node jobPane(String id, PaneJob job, Node stop, ProgressBar bar, Label status, Region table, Node... above) {
        VBox pane = new VBox(6, above);
        // a table of an older battle is greyed with a badge until solved again (issue 26, defect 3)
        Label staleMark = new Label("Out of date: the battle changed");
        staleMark.setId(id.replace("Tab", "Stale"));
        staleMark.getStyleClass().add("stale-mark");
        Views.showWhile(staleMark, job.staleProperty());
        pane.getChildren().addAll(staleMark, table);
        pane.getStyleClass().add("tab-body");
        VBox.setVgrow(table, javafx.scene.layout.Priority.ALWAYS);
        Views.bindJob(table, job, stop, bar, status);
        return pane;
    }

    /**
     * An attack in waves (issue 14, item 4), in a tab beside the odds: wave 1 is the Battle tab's battle; Add wave adds a
     * row of units and a retreat policy (up to 3); Solve runs the waves off the FX thread with progress and Cancel.
     */
    private void wavesTab(WavesViewModel viewModel) {
        resultsTab("Waves", "wavesTab", () -> wavesPane(viewModel));
    }

    /** @return the Waves tab's pane: the waves after the first, their timing, Solve, Cancel, progress and the table */
    private Node wavesPane(WavesViewModel viewModel) {
        Label about = new Label("Wave 1 is the battle on the Battle tab. Each wave after it fights what the waves before leave of"
                + " the defender, when the one before ended with the defender holding; a wave finding both sides destroyed moves in.");
        about.setWrapText(true);
        about.setMinHeight(Region.USE_PREF_SIZE);
        about.getStyleClass().add("note");
        VBox rows = new VBox(6);
        Button add = new Button("Add wave");
        add.setId("addWave");
        Runnable layout = () -> {
            rows.getChildren().clear();
            for (int k = 0; k < viewModel.waves().size(); k++) {
                WavesViewModel.WaveInput w = viewModel.waves().get(k);
                int n = k + 2;
                javafx.scene.control.TextField units = new javafx.scene.control.TextField(w.unitsProperty().get());
                units.setId("wave-" + n + "-units");
                units.setPromptText("units, e.g. 2 fighter, 2 tank");
                units.setPrefColumnCount(14);
                units.textProperty().bindBidirectional(w.unitsProperty());
                javafx.scene.control.TextField retreat = new javafx.scene.control.TextField(w.retreatProperty().get());
                retreat.setId("wave-" + n + "-retreat");
                retreat.setPromptText("never, or e.g. after-round 2");
                retreat.setPrefColumnCount(13);
                retreat.setTooltip(new javafx.scene.control.Tooltip("The wave's retreat policy: never (empty), after-round N,"
                        + " at-units N, when no-land-units, when only-aircraft, below P, best"));
                retreat.textProperty().bindBidirectional(w.retreatProperty());
                Button remove = new Button("Remove");
                remove.setId("wave-" + n + "-remove");
                remove.setMinWidth(Region.USE_PREF_SIZE);
                remove.setOnAction(e -> viewModel.removeWave(w));
                Label name = new Label("Wave " + n);
                name.setMinWidth(Region.USE_PREF_SIZE);
                name.setLabelFor(units);
                Label retreatLabel = new Label("retreat");
                retreatLabel.setMinWidth(Region.USE_PREF_SIZE);
                retreatLabel.setLabelFor(retreat);
                javafx.scene.layout.FlowPane row = new javafx.scene.layout.FlowPane(6, 4,
                        new javafx.scene.layout.HBox(6, name, units), new javafx.scene.layout.HBox(6, retreatLabel, retreat, remove));
                ((javafx.scene.layout.HBox) row.getChildren().get(0)).setAlignment(javafx.geometry.Pos.CENTER_LEFT);
                ((javafx.scene.layout.HBox) row.getChildren().get(1)).setAlignment(javafx.geometry.Pos.CENTER_LEFT);
                rows.getChildren().add(row);
            }
            add.setDisable(!viewModel.canAddWave());
        };
        viewModel.waves().addListener((javafx.collections.ListChangeListener<WavesViewModel.WaveInput>) c -> layout.run());
        layout.run();
        add.setOnAction(e -> {
            viewModel.addWave();
            rows.lookupAll(".text-field").stream().filter(x -> ("wave-" + (viewModel.waves().size() + 1) + "-units").equals(x.getId()))
                    .findFirst().ifPresent(javafx.scene.Node::requestFocus);
        });
        ComboBox<battleboard.battle.Waves.Timing> timing = new ComboBox<>(javafx.collections.FXCollections.observableArrayList(
                battleboard.battle.Waves.Timing.values()));
        timing.setId("waveTiming");
        timing.setConverter(Views.converter(t -> t == battleboard.battle.Waves.Timing.NEXT_TURN
                ? "Next turn: attackers still alive join" : "Next combat: attackers that retreated stay out"));
        timing.valueProperty().bindBidirectional(viewModel.timingProperty());
        timing.setMaxWidth(Double.MAX_VALUE);
        Button solve = new Button("Solve");
        solve.setId("wavesSolve");
        solve.setOnAction(e -> viewModel.solve());
        Button stop = new Button("Cancel");
        stop.setOnAction(e -> viewModel.cancel());
        ProgressBar bar = new ProgressBar();
        bar.setPrefWidth(120);
        Label status = Views.paneStatus("wavesStatus");
        Label summary = new Label();
        summary.setId("wavesSummary");
        summary.setWrapText(true);
        summary.setMinHeight(Region.USE_PREF_SIZE);
        summary.getStyleClass().add("headline");
        summary.textProperty().bind(viewModel.summaryProperty());
        javafx.scene.control.TableView<WavesViewModel.Row> table = new javafx.scene.control.TableView<>(viewModel.rows());
        table.setId("wavesTable");
        table.setColumnResizePolicy(javafx.scene.control.TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        table.setPlaceholder(new Label("Add a wave and press Solve."));
        Runnable columns = () -> {
            List<javafx.scene.control.TableColumn<WavesViewModel.Row, String>> cs = new java.util.ArrayList<>();
            cs.add(Views.<WavesViewModel.Row>column("", WavesViewModel.Row::figure));
            int waves = viewModel.rows().isEmpty() ? 0 : viewModel.rows().get(0).values().size();
            for (int k = 0; k < waves; k++) {
                int index = k;
                cs.add(Views.column("Wave " + (k + 1), r -> r.values().get(index)));
            }
            table.getColumns().setAll(cs);
        };
        viewModel.rows().addListener((javafx.collections.ListChangeListener<WavesViewModel.Row>) c -> columns.run());
        columns.run();
        Views.wholeColumns(table);
        javafx.scene.layout.FlowPane buttons = new javafx.scene.layout.FlowPane(8, 4, add, solve, stop, bar);
        buttons.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        return jobPane("wavesTab", viewModel.job(), stop, bar, status, table, about, rows, timing, buttons, status, summary);
    }

    /** The Raid tab ({@link RaidView}), made when first shown; Enter solves while it is shown. */
    private void raidTab(RaidViewModel viewModel) {
        javafx.scene.control.Tab tab = new javafx.scene.control.Tab("Raid");
        tab.setId("raidTab");
        tabs.getTabs().add(tab);
        Views.contentWhenFirstSelected(tab, () -> {
            RaidView pane = new RaidView(viewModel);
            pane.solveButton().defaultButtonProperty().bind(tab.selectedProperty());
            return pane;
        });
    }

    private static javafx.scene.control.MenuItem menuItem(String text, String accelerator, Runnable action) {
        javafx.scene.control.MenuItem item = new javafx.scene.control.MenuItem(text);
        item.setMnemonicParsing(true);
        if (accelerator != null) {
            item.setAccelerator(javafx.scene.input.KeyCombination.keyCombination(accelerator));
        }
        item.setOnAction(e -> action.run());
        return item;
    }

    private static void copyResults(BattleboardViewModel viewModel) {
        viewModel.resultsText().ifPresent(text -> {
            toClipboard(text);
            viewModel.copied("the results");
        });
    }

    private static void copyCommandLine(BattleboardViewModel viewModel) {
        viewModel.commandLine().ifPresent(line -> {
            toClipboard(line);
            viewModel.copied("the command line");
        });
    }

    private static void toClipboard(String text) {
        javafx.scene.input.ClipboardContent content = new javafx.scene.input.ClipboardContent();
        content.putString(text);
        javafx.scene.input.Clipboard.getSystemClipboard().setContent(content);
    }

    /**
     * @param id a count field's id: "attacker-tank", "defender-damaged-battleship-1", "bombard-battleship"
     * @return the id of the same field on the other side ("defender-tank"), or null for a field of neither column
     */
    static String otherColumn(String id) {
        if (id.startsWith("attacker-")) {
            return "defender-" + id.substring("attacker-".length());
        } else if (id.startsWith("defender-")) {
            return "attacker-" + id.substring("defender-".length());
        } else if (id.startsWith("bombard-")) {
            return "defender-" + id.substring("bombard-".length());
        }
        return null;
    }

    /**
     * Takes the menu bar out of the view until {@link #attachMenuBar()}, so that the view's styles can be applied off the FX
     * thread before the window shows it: JavaFX makes a menu bar's skin on the FX thread only (it asks the platform for a
     * system menu bar).
     */
    void detachMenuBar() {
        ((javafx.scene.layout.Pane) menuBar.getParent()).getChildren().remove(menuBar);
    }

    /** Puts the menu bar back above the toolbar, where {@link #detachMenuBar()} took it from. Call on the FX thread. */
    void attachMenuBar() {
        if (menuBar.getParent() == null) {
            ((javafx.scene.layout.Pane) lookup("#toolbar").getParent()).getChildren().add(0, menuBar);
        }
    }

    /** The pause in the typing after which a quick battle is solved again, in milliseconds. */
    private static final double LIVE_PAUSE_MS = 250;

    /** The least width the results keep beside the inputs, in pixels: their headline and figures are always shown. */
    private static final double RESULTS_MIN_WIDTH = 340;

    /**
     * Places the divider of the Battle tab so that the inputs get the width that shows both sides side by side where the
     * window allows it, and the results at least {@value #RESULTS_MIN_WIDTH} pixels; again whenever the window's width
     * changes, until the player drags the divider (issue 12, item 1).
     */
    private void fitInputs() {
        battleSplit.addEventFilter(javafx.scene.input.MouseEvent.MOUSE_PRESSED, e -> {
            for (Node n = (Node) e.getTarget(); n != null && n != battleSplit; n = n.getParent()) {
                dividerMoved |= n.getStyleClass().contains("split-pane-divider");
            }
        });
        Runnable place = () -> {
            double w = battleSplit.getWidth();
            if (dividerMoved || w <= 0) {
                return;
            }
            // the unit table whole; each side's settings stack below it when the two do not fit beside each other
            double bothSides = unitTableSlot.prefWidth(-1);
            double padding = inputs.getContent() instanceof javafx.scene.layout.Region r ? r.snappedLeftInset() + r.snappedRightInset() : 0;
            double wanted = bothSides + padding + SCROLL_BAR_ROOM;
            battleSplit.setDividerPositions(Math.max(0, Math.min(wanted, w - RESULTS_MIN_WIDTH)) / w);
        };
        // again when the window's width changes, and when a side's width does (its styles applied, another edition)
        battleSplit.widthProperty().addListener((o, before, width) -> place.run());
        unitTableSlot.widthProperty().addListener((o, before, width) -> place.run());
    }

    /** True once the player dragged the Battle tab's divider, or it was put back where the player left it. */
    private boolean dividerMoved;

    /**
     * @return the Battle tab's divider as a fraction of its width, in (0, 1), when the player placed it; {@code NaN} when
     *         the form places it for the window's width (issue 26, defect 9: kept for the next start)
     */
    double divider() {
        return dividerMoved ? battleSplit.getDividerPositions()[0] : Double.NaN;
    }

    /**
     * Puts the Battle tab's divider where the player left it; the form no longer moves it with the window's width.
     *
     * @param position a fraction of the tab's width, in (0, 1); {@code NaN} changes nothing
     */
    void divider(double position) {
        if (!Double.isNaN(position)) {
            dividerMoved = true;
            battleSplit.setDividerPositions(position);
        }
    }

    /** Room for the inputs' vertical scroll bar and the divider, in pixels. */
    private static final double SCROLL_BAR_ROOM = 24;

    /**
     * Shows a tab of the window, and of the results within the Battle tab.
     *
     * @param tabId       "battleTab", "compareTab" or "casualtiesTab"
     * @param resultTabId "oddsTab", "survivorsTab", "distributionsTab" or "retreatStatesTab"; ignored unless the Battle tab
     */
    void select(String tabId, String resultTabId) {
        tabs.getTabs().stream().filter(t -> tabId.equals(t.getId())).findFirst().ifPresent(tabs.getSelectionModel()::select);
        results.select(resultTabId);
    }
}
