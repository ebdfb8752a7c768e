package battleboard.ui;

import javafx.scene.control.Alert;
import javafx.stage.Window;

/**
 * Shows each problem in a non-blocking error dialog over the main window, a rule it quotes cited by rulebook and section
 * ({@link battleboard.edition.Rulebooks#cite(String)}). Called off the FX thread, it shows the dialog on it, later.
 */
final class AlertNotifier implements Notifier {
    private final Window owner;

    /** @param owner the window the dialogs belong to */
    AlertNotifier(Window owner) {
        this.owner = owner;
    }

    @Override
    public void problem(String message) {
        if (!javafx.application.Platform.isFxApplicationThread()) {
            // a problem met while the form is made off the FX thread (an edition that does not load): shown once it can be
            javafx.application.Platform.runLater(() -> problem(message));
            return;
        }
        Alert alert = new Alert(Alert.AlertType.ERROR, battleboard.edition.Rulebooks.cite(message));
        alert.initOwner(owner);
        alert.setTitle("Battleboard");
        alert.setHeaderText(null);
        alert.show();
    }
}
