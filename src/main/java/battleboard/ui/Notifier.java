package battleboard.ui;

/**
 * How a view model tells the player about a problem that is not a mark on a form field: an edition
 * file that cannot be loaded, a battle too large to solve, a solver failure. Production:
 * {@link AlertNotifier}; tests use a fake that records the messages.
 */
@FunctionalInterface
interface Notifier {
    /** @param message one line naming the problem */
    void problem(String message);
}
