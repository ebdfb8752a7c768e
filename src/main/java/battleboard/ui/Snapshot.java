package battleboard.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.Property;
import javafx.collections.ObservableList;

/**
 * The values of a form's inputs at one moment, to put back later (Clear's undo): each view model adds its
 * properties and lists. Restoring sets them in the order they were added.
 */
final class Snapshot {
    private final List<Runnable> restores = new ArrayList<>();

    /** Remembers a property's value. */
    <T> Snapshot add(Property<T> p) {
        T value = p.getValue();
        restores.add(() -> p.setValue(value));
        return this;
    }

    /** Remembers an input field's text. */
    Snapshot add(InputField f) {
        return add(f.textProperty());
    }

    /** Remembers a list's items, in order. */
    <T> Snapshot add(ObservableList<T> list) {
        List<T> items = List.copyOf(list);
        restores.add(() -> list.setAll(items));
        return this;
    }

    /** Puts every remembered value back. */
    void restore() {
        restores.forEach(Runnable::run);
    }
}
