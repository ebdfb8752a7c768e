package battleboard.ui;

import javafx.scene.control.Alert;
import javafx.stage.Window;

/**
 * Shows each problem in a non-blocking error dialog over the main window, a rule it quotes cited by rulebook and section
 * ({@link battleboard.edition.Rulebooks#cite(String)}). Call on the FX thread.
 */
final class AlertNotifier implements Notifier {
    private final Window owner;

    /** @param owner the window the dialogs belong to */
    AlertNotifier(Window owner) {
        this.owner = owner;
    }

    @Override
    public void problem(String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR, battleboard.edition.Rulebooks.cite(message));
        alert.initOwner(owner);
        alert.setTitle("Battleboard");
        alert.setHeaderText(null);
        alert.show();
    }
}
