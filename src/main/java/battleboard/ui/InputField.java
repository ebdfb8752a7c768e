package battleboard.ui;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * A text the player types into the form (a unit count, a round, a number of trials). The text is
 * bound to a text field; the owning view model reads it, and on a problem throws a
 * {@link Problem} naming this field, so that the form marks it ({@link #invalidProperty()}) and
 * shows the message.
 */
abstract class InputField {
    private final StringProperty text;
    private final ReadOnlyBooleanWrapper invalid = new ReadOnlyBooleanWrapper(this, "invalid", false);
    private final ReadOnlyStringWrapper problemText = new ReadOnlyStringWrapper(this, "problem", "");

    /** @param initialText what the field holds at first (empty for counts) */
    InputField(String initialText) {
        text = new SimpleStringProperty(this, "text", initialText);
    }

    /** @return the id of the field's node, e.g. "attacker-infantry", "mc-trials" */
    abstract String id();

    /** @return what the player typed */
    final StringProperty textProperty() {
        return text;
    }

    /** @return the text without surrounding blanks; empty for no text */
    final String trimmed() {
        return text.get() == null ? "" : text.get().trim();
    }

    /** @return true while the field holds a value the form refuses */
    final ReadOnlyBooleanProperty invalidProperty() {
        return invalid.getReadOnlyProperty();
    }

    final void setInvalid(boolean value) {
        invalid.set(value);
        if (!value) {
            problemText.set("");
        }
    }

    /** Marks the field refused with its own message, or (null) accepted. */
    final void mark(String message) {
        problemText.set(message == null ? "" : message);
        invalid.set(message != null);
    }

    /** @return why the form refuses the field's value, for a tooltip beside it; empty while it is accepted */
    final ReadOnlyStringProperty problemProperty() {
        return problemText.getReadOnlyProperty();
    }

    /**
     * @param message one line naming the field and the problem
     * @return the problem, to throw
     */
    final Problem problem(String message) {
        return new Problem(this, message);
    }

    /** A field's value is refused: one line naming the field and what is wrong. */
    static final class Problem extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;
        private final transient InputField field;

        Problem(InputField field, String message) {
            super(message);
            this.field = field;
        }

        /** @return the field to mark */
        InputField field() {
            return field;
        }
    }
}
