package battleboard.exact;

/**
 * A battle whose exact solution would not fit the memory (or, for automatic method choice, the work)
 * budget. The message is one line with the estimate and the budget. The faces catch it as the
 * {@link battleboard.result.TooLargeException} it is.
 */
public final class BattleTooLargeException extends battleboard.result.TooLargeException {
    private static final long serialVersionUID = 1L;
    private final transient StateSpaceEstimate estimate;

    BattleTooLargeException(String message, StateSpaceEstimate estimate) {
        super(message);
        this.estimate = estimate;
    }

    /** @param message one line: what needed the exact solver, and why the battle is too large for it */
    public BattleTooLargeException(String message) {
        this(message, null);
    }

    /** @return the estimate that was over budget; absent when a side alone had too many states */
    public java.util.Optional<StateSpaceEstimate> estimate() {
        return java.util.Optional.ofNullable(estimate);
    }
}
