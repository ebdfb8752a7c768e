package battleboard.ui;

import java.util.Optional;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * Undo (Ctrl+Z) of the last Clear or Swap sides: what the form held before it, until the player changes an input or the
 * form starts over (an edition switch, Open). Use on the FX thread.
 */
final class UndoClear {
    /** What the last Clear emptied (or Swap sides changed); null when nothing can be undone. */
    private Snapshot before;
    /** What {@link #before} undoes: "Clear" or "Swap sides". */
    private String action = "Clear";
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndoClear");

    /**
     * @param before the inputs as they were before the action
     * @param action what is undone, as the status line names it: "Clear" or "Swap sides"
     */
    void remember(Snapshot before, String action) {
        this.before = before;
        this.action = action;
        canUndo.set(true);
    }

    /** Nothing can be undone any more: the battle typed since is the one to keep. */
    void forget() {
        before = null;
        canUndo.set(false);
    }

    /**
     * Puts back the inputs as they were before the last Clear or Swap sides, and forgets them.
     *
     * @param change runs a change of many inputs at once
     * @return the action undone, e.g. "Clear"; empty when there was nothing to undo
     */
    Optional<String> undo(Consumer<Runnable> change) {
        Snapshot was = before;
        if (was == null) {
            return Optional.empty();
        }
        String undone = action;
        change.accept(was::restore);
        forget();
        return Optional.of(undone);
    }

    /** @return true while {@link #undo} can put back what Clear emptied */
    ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }
}
