package battleboard.result;

/**
 * A battle the chosen method cannot solve within its budgets: the exact solver's memory or work budget, a time limit on
 * exact work, or the memory Java may use. The message is one line saying what was too large and what to do instead.
 * The faces catch this type; the solvers throw it or a subclass ({@code battleboard.exact.BattleTooLargeException}).
 */
public class TooLargeException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message one line: what needed solving, and why the battle is too large for it */
    public TooLargeException(String message) {
        super(message);
    }
}
