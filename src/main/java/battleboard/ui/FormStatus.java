package battleboard.ui;

import java.io.UncheckedIOException;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The form's status line: one line saying what the form is doing, or the problem with the battle; problems that are not
 * a field's also go to the {@link Notifier}. Use on the FX thread.
 */
final class FormStatus {
    /** Says the battle is ready to be entered or solved. */
    static final String READY = "Enter both sides' units, then press Calculate.";
    /** Says the results shown are of an older battle. */
    static final String STALE = "The inputs changed: press Calculate for new odds.";

    private final ReadOnlyStringWrapper line = new ReadOnlyStringWrapper(this, "status", READY);
    private final ReadOnlyBooleanWrapper error = new ReadOnlyBooleanWrapper(this, "statusError");
    private final Notifier notifier;
    /** The first state file the form could not read or write, named in the status bar once a session (issue 27). */
    private Optional<String> storeProblem = Optional.empty();

    /** @param notifier told of the problems that are not a field's */
    FormStatus(Notifier notifier) {
        this.notifier = notifier;
    }

    /**
     * @param message one line
     * @param error   true when it names a problem
     */
    void say(String message, boolean error) {
        line.set(message);
        this.error.set(error);
    }

    /** Reports a problem that is not a field's: the status line and the notifier. */
    void problem(String message) {
        say(message, true);
        notifier.problem(message);
    }

    /** Reports a problem to the notifier only, the status line left as it is (an edition that fails to load at start). */
    void report(String message) {
        notifier.problem(message);
    }

    /** Names a state file the form could not read or write in the status line, the first one a session only. */
    void storeProblem(UncheckedIOException e) {
        if (storeProblem.isEmpty()) {
            storeProblem = Optional.of("The form's saved state: " + e.getMessage());
            say(storeProblem.get(), true);
        }
    }

    /** Says the state file the form could not read or write again, if any: the form's start-up says READY over it. */
    void repeatStoreProblem() {
        storeProblem.ifPresent(m -> say(m, true));
    }

    /** @return one line: what the form is doing, or the problem with the inputs */
    ReadOnlyStringProperty lineProperty() {
        return line.getReadOnlyProperty();
    }

    /** @return true when {@link #lineProperty()} names a problem */
    ReadOnlyBooleanProperty errorProperty() {
        return error.getReadOnlyProperty();
    }
}
