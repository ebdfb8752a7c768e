package battleboard.ui;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.fxml.FXMLLoader;
import javafx.scene.Node;
import javafx.scene.Parent;

/** What every view does: load its FXML by convention, mark nodes with a style class. */
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
}
