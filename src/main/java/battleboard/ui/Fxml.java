package battleboard.ui;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;

/** Loads a view's FXML by convention: {@code XxxView.fxml} next to {@code XxxView.class}. */
final class Fxml {
    private Fxml() {
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
}
