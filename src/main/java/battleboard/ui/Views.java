package battleboard.ui;

import battleboard.edition.Rulebooks;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.fxml.FXMLLoader;
import java.util.function.Function;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TextField;
import javafx.util.StringConverter;

/** What every view does: load its FXML by convention, mark nodes with a style class, bind typed fields. */
final class Views {
    private Views() {
    }

    /**
     * Loads the FXML named after the view's class (an {@code fx:root} document) with the view as
     * both root and controller, so its {@code @FXML} fields are set when this returns.
     *
     * @param view a view whose class has a same-named {@code .fxml} in the same package
     * @throws IllegalStateException when the FXML file is missing
     * @throws UncheckedIOException  when it cannot be read or parsed
     */
    static void load(Parent view) {
        Class<?> type = view.getClass();
        URL url = type.getResource(type.getSimpleName() + ".fxml");
        if (url == null) {
            throw new IllegalStateException("missing " + type.getSimpleName() + ".fxml next to " + type.getName());
        }
        FXMLLoader loader = new FXMLLoader(url);
        loader.setRoot(view);
        loader.setController(view);
        try {
            loader.load();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load " + url + ": " + e.getMessage(), e);
        }
    }

    /**
     * Keeps a style class on a node exactly while a condition holds (e.g. {@code error} on an
     * invalid count field).
     *
     * @param node       the node to style
     * @param styleClass the class, defined in {@code battleboard.css}
     * @param condition  when the class applies
     */
    static void styleClassWhen(Node node, String styleClass, ObservableValue<Boolean> condition) {
        ChangeListener<Boolean> apply = (o, before, now) -> {
            node.getStyleClass().remove(styleClass);
            if (Boolean.TRUE.equals(now)) {
                node.getStyleClass().add(styleClass);
            }
        };
        condition.addListener(apply);
        apply.changed(condition, null, condition.getValue());
    }

    /**
     * Draws only what is shown: the returned action draws at once while {@code shown} holds, and otherwise waits until
     * it does (a chart on a tab not selected is drawn when its tab is), so that Monte Carlo's partial results redraw
     * only the visible chart (issue 12, item 6).
     *
     * @param shown whether the drawing is on screen (its tab selected)
     * @param draw  the drawing
     * @return the action to run whenever the drawing's data change
     */
    static Runnable whenShown(javafx.beans.value.ObservableBooleanValue shown, Runnable draw) {
        boolean[] stale = {false};
        shown.addListener((o, was, now) -> {
            if (now && stale[0]) {
                stale[0] = false;
                draw.run();
            }
        });
        return () -> {
            if (shown.get()) {
                draw.run();
            } else {
                stale[0] = true;
            }
        };
    }

    /**
     * Gives a tab its content when it is first selected, not before: the form's start styles and lays out only what it
     * shows (the tabs not shown at the start held a third of the form's 2,482 nodes; docs/performance.md, "Issue 24,
     * tenth session"). A tab already selected gets its content at once.
     *
     * @param tab  the tab, its content empty until then
     * @param make makes the content (on the FX thread, or on the thread that makes the form before it is shown), once
     */
    static void contentWhenFirstSelected(javafx.scene.control.Tab tab, java.util.function.Supplier<Node> make) {
        if (tab.isSelected()) {
            tab.setContent(make.get());
            return;
        }
        tab.selectedProperty().addListener(new javafx.beans.value.ChangeListener<>() {
            @Override
            public void changed(ObservableValue<? extends Boolean> o, Boolean was, Boolean now) {
                if (now) {
                    tab.selectedProperty().removeListener(this);
                    tab.setContent(make.get());
                }
            }
        });
    }

    /**
     * Makes a count field behave as a spinner (issue 12, item 5): the Up and Down arrow keys add or take one unit, never
     * below 0; a text that is not a whole number is left as it is (the form marks it). The mouse wheel is left to the
     * form, which it scrolls: a wheel turned over a field never changes a count (issue 26, defect 1).
     *
     * @param node the text field of a count
     * @return the text field
     */
    static TextField countSpinner(TextField node) {
        node.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.UP || e.getCode() == javafx.scene.input.KeyCode.DOWN) {
                step(node, e.getCode() == javafx.scene.input.KeyCode.UP ? 1 : -1);
                e.consume();
            }
        });
        return node;
    }

    /** Adds {@code by} to the whole number in the field (empty is 0), keeping it at 0 or more. */
    static void step(TextField node, int by) {
        String t = node.getText() == null ? "" : node.getText().strip();
        if (!t.isEmpty() && !t.matches("\\d{1,9}")) {
            return;
        }
        long n = Math.max(0, (t.isEmpty() ? 0 : Long.parseLong(t)) + by);
        node.setText(n == 0 && t.isEmpty() ? "" : Long.toString(n));
        node.positionCaret(node.getText().length());
    }

    /**
     * Binds a text field to a field of a view model both ways, gives it the field's id and marks it
     * (style class {@code error}, and a tooltip with the field's own message) while the view model refuses its value.
     *
     * @param node  the text field
     * @param field what it edits
     * @return the text field
     */
    static TextField bind(TextField node, InputField field) {
        return bind(node, field, null);
    }

    /**
     * As {@link #bind(TextField, InputField)}, with a tooltip saying what the field is while its value is accepted.
     *
     * @param normal the tooltip while the field is valid; null for none
     */
    static TextField bind(TextField node, InputField field, javafx.scene.control.Tooltip normal) {
        node.setId(field.id());
        node.textProperty().bindBidirectional(field.textProperty());
        styleClassWhen(node, "error", field.invalidProperty());
        // a refused field says why beside it: its own message as a tooltip
        javafx.scene.control.Tooltip why = new javafx.scene.control.Tooltip();
        why.textProperty().bind(forPlayer(field.problemProperty()));
        node.tooltipProperty().bind(javafx.beans.binding.Bindings.when(field.invalidProperty()).then(why)
                .otherwise(normal));
        return node;
    }

    /**
     * @param text how a value is shown in a combo box
     * @param <T>  the value type
     * @return a converter for a combo box that cannot be typed in
     */
    static <T> StringConverter<T> converter(Function<T, String> text) {
        return new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? "" : text.apply(value);
            }

            @Override
            public T fromString(String string) {
                throw new UnsupportedOperationException("not editable");
            }
        };
    }

    /**
     * Keeps every column of the table at least as wide as its title and the text of its cells, so that neither is cut
     * short with "…" (issue 26, defect 9): a column's least width is its widest line (a title may have two, split by
     * "\n"), measured in the form's bold 12 px font, again whenever the rows or columns change. A constrained table
     * shares out the rest of its width among all its columns.
     *
     * @param table a table whose cells show their value's {@code toString()}, with the policy
     *              {@code CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS}, which shares the width out again at each layout with
     *              every column kept at its least width (the deprecated {@code CONSTRAINED_RESIZE_POLICY} does so only
     *              when the table is resized, leaving a widened column clipped)
     */
    static <R> void wholeColumns(javafx.scene.control.TableView<R> table) {
        Runnable fit = () -> {
            for (javafx.scene.control.TableColumn<R, ?> c : table.getColumns()) {
                double title = textWidth(c.getText());
                double width = title;
                for (int i = 0; i < Math.min(table.getItems().size(), MEASURED_ROWS); i++) {
                    Object value = c.getCellData(i);
                    width = Math.max(width, value == null ? 0 : textWidth(value.toString()));
                }
                if (c.getProperties().containsKey(WRAPS)) {
                    // at least its title; wanted as wide as its longest text on one line
                    c.setMinWidth(Math.ceil(title + COLUMN_PADDING));
                    c.setPrefWidth(Math.ceil(width + COLUMN_PADDING));
                } else {
                    c.setMinWidth(Math.ceil(width + COLUMN_PADDING));
                    c.setPrefWidth(Math.max(c.getPrefWidth(), c.getMinWidth()));
                }
            }
        };
        table.getItems().addListener((javafx.collections.ListChangeListener<R>) c -> fit.run());
        table.getColumns().addListener((javafx.collections.ListChangeListener<javafx.scene.control.TableColumn<R, ?>>) c -> fit.run());
        fit.run();
    }

    /**
     * Makes the column's cells wrap their text onto as many lines as it takes, the row growing to hold them, instead of
     * cutting it short: for a column of long text (a composition of units, a note). {@link #wholeColumns} then keeps
     * the column at least as wide as its title, and asks for its longest text's width.
     */
    static <R> void wrapping(javafx.scene.control.TableColumn<R, String> column) {
        column.getProperties().put(WRAPS, Boolean.TRUE);
        column.setCellFactory(c -> new javafx.scene.control.TableCell<>() {
            private final javafx.scene.text.Text text = new javafx.scene.text.Text();

            {
                text.wrappingWidthProperty().bind(column.widthProperty().subtract(COLUMN_PADDING));
                text.fillProperty().bind(textFillProperty());
            }

            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                text.setText(empty || item == null ? "" : item);
                setGraphic(empty ? null : text);
            }
        });
    }

    /** The key of a column's properties that marks it as wrapping its cells ({@link #wrapping}). */
    private static final String WRAPS = "battleboard.wraps";

    /** @return the width of the text's widest line in the form's font (bold, 12 px: the size battleboard.css sets), in pixels */
    private static double textWidth(String text) {
        if (text == null) {
            return 0;
        }
        javafx.scene.text.Text measure = new javafx.scene.text.Text(text);
        measure.setFont(javafx.scene.text.Font.font(javafx.scene.text.Font.getDefault().getFamily(),
                javafx.scene.text.FontWeight.BOLD, FONT_SIZE));
        return measure.getLayoutBounds().getWidth();
    }

    /** The form's font size, in pixels (battleboard.css: {@code .battleboard}). */
    private static final double FONT_SIZE = 12;

    /** A column's room beside its text (the header's and the cell's padding and border), in pixels. */
    private static final double COLUMN_PADDING = 18;

    /** The rows measured for a column's width: a long table's later rows are alike. */
    private static final int MEASURED_ROWS = 200;

    /**
     * @param column a table column of text
     * @param text   the text of a row in it
     * @param <R>    the row type
     */
    static <R> void column(TableColumn<R, String> column, Function<R, String> text) {
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(text.apply(c.getValue())));
    }

    /**
     * @param title the column's heading
     * @param text  the text of a row in it
     * @param <R>   the row type
     * @return a table column of text read from each row
     */
    static <R> TableColumn<R, String> column(String title, Function<R, String> text) {
        TableColumn<R, String> c = new TableColumn<>(title);
        column(c, text);
        return c;
    }

    /** @return the status line of a pane that runs its own work: wraps, never cut ({@code id} its node id) */
    static Label paneStatus(String id) {
        Label status = new Label();
        status.setId(id);
        status.setWrapText(true);
        status.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        status.getStyleClass().add("pane-status");
        return status;
    }

    /** Shows a node (and gives it room) only while a condition holds, e.g. a Cancel button while work runs. */
    static void showWhile(Node node, ObservableValue<Boolean> condition) {
        node.visibleProperty().bind(condition);
        node.managedProperty().bind(node.visibleProperty());
    }

    /**
     * Shows a pane's own work: its Cancel button and progress bar while it runs, its status line (style
     * class {@code error} when it names a problem) and the pane dimmed (style class {@code stale}) when
     * the battle changed since its figures.
     */
    static void bindJob(Node pane, PaneJob job, Node cancel, ProgressBar progress, Label status) {
        showWhile(cancel, job.runningProperty());
        showWhile(progress, job.runningProperty());
        progress.progressProperty().bind(job.progressProperty());
        status.textProperty().bind(forPlayer(job.statusProperty()));
        styleClassWhen(status, "error", job.statusErrorProperty());
        styleClassWhen(pane, "stale", job.staleProperty());
    }

    /**
     * A status or a refusal as a player reads it: its rulebook line references name the published rulebook and the
     * section ({@link Rulebooks#cite(String)}), the line kept beside them (issue 23); no flag or digest
     * ({@link #withoutFlagsOrDigest}).
     *
     * @param text a view model's text, which may quote a rule's source
     * @return the text with its references cited, following {@code text}
     */
    static javafx.beans.binding.StringBinding cited(ObservableValue<String> text) {
        return javafx.beans.binding.Bindings.createStringBinding(() -> withoutFlagsOrDigest(Rulebooks.cite(text.getValue())), text);
    }

    /**
     * A status line as a player reads it (issue 26, defect 8): the core's messages name the command line's flags ("ships
     * support a land battle only by shore bombardment (--bombard)"), the rulebook's lines ("S004 L56") and the rules
     * digest ("the digest's ambiguity 5"), which mean nothing on the form; this takes them out. Rule tooltips keep their
     * sources ({@link #citing}).
     *
     * @param text a view model's status line
     * @return the text without flags, line numbers or digest references, following {@code text}
     */
    static javafx.beans.binding.StringBinding forPlayer(ObservableValue<String> text) {
        return javafx.beans.binding.Bindings.createStringBinding(() -> forPlayer(text.getValue()), text);
    }

    /** @return the text without command-line flags, rulebook line numbers or digest references ({@link #forPlayer(ObservableValue)}) */
    static String forPlayer(String text) {
        if (text == null) {
            return null;
        }
        return text.replaceAll("\\s*\\((?:--|-[a-z]\\b)[^()]*\\)", "") // " (--bombard)", " (--option x=y, S004 L56)"
                .replaceAll("[,;:]?\\s*(?:the )?digest's [A-Za-z]*\\s*[A-Z]?\\d+(?:\\.\\d+)?", "")
                .replaceAll("\\s*\\((?:[A-Z]\\d{3} )?[A-Z]\\d+(?:-\\d+)?(?:, [A-Z]\\d+(?:-\\d+)?)*\\)", "") // " (L1341)", " (W443, W601-608)"
                .replaceAll(",?\\s*\\b[A-Z]\\d{3} L\\d+(?:-\\d+)?", "")
                .replaceAll("\\b[A-Z]\\d{2,4}(?:-\\d+)?(?:, [A-Z]\\d{2,4}(?:-\\d+)?)*: ", "") // "W460-491: AA guns fire first"
                .replaceAll(",\\s*[A-Z]\\d{3,4}(?:-\\d+)?(?=[;).])", "") // "choose its own, W470;"
                .replaceAll("\\(\\s*\\)", "")
                .replaceAll(" {2,}", " ");
    }

    /**
     * What a player reads names the published rulebook and its section, with the seed line beside it for readers of the
     * repository; never a command-line flag or the digest the project wrote from the rulebooks (issue 26, defect 8). Unlike
     * {@link #forPlayer(String)} this keeps the line references.
     *
     * @param text a rule's text, e.g. "... at once (World at War digest A4)", "... (not in the rulebook: the digest's A16,
     *             T10)", "... (it strikes before it, W516: --rocket-strike)"
     * @return the text without them: "... at once", "... (not in the rulebook)", "... (it strikes before it, W516)"
     */
    static String withoutFlagsOrDigest(String text) {
        if (text == null) {
            return null;
        }
        return text.replaceAll("[,;:]?\\s*(?:the )?(?:(?:World at War|Global War|Revised|Classic)(?: \\d{4})? )?digest(?:'s)?"
                        + "(?: ambiguity)?\\s*[A-Z]?\\d+(?:[-.]\\d+)?(?:, [A-Z]\\d+(?:-\\d+)?)*", "")
                .replaceAll("[:,]?\\s*(?<![\\w-])--[a-z][\\w-]*(?:=\\S+)?", "")
                .replaceAll("\\s*\\(\\s*\\)", "");
    }

    /**
     * @param text a rule's description or source, e.g. a technology's {@code source}
     * @return a tooltip with it, its rulebook line references cited ({@link Rulebooks#cite(String)}), without command-line
     *         flags or the digest ({@link #withoutFlagsOrDigest}), wrapped
     */
    static javafx.scene.control.Tooltip citing(String text) {
        javafx.scene.control.Tooltip tip = new javafx.scene.control.Tooltip(withoutFlagsOrDigest(Rulebooks.cite(text)));
        tip.setWrapText(true);
        tip.setMaxWidth(TOOLTIP_WIDTH);
        return tip;
    }

    /** The widest a rule's tooltip grows before it wraps, in pixels. */
    static final double TOOLTIP_WIDTH = 480;
}
