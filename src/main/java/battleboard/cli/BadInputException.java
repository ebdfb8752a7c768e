package battleboard.cli;

/**
 * A command's input cannot be used: an unknown unit, a bad technology or rule option, a battle too
 * large for the chosen method. The command line prints the one-line message and exits with
 * {@link Exit#BAD_INPUT}; never a stack trace.
 */
final class BadInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message one line naming the problem */
    BadInputException(String message) {
        super(message);
    }

    /**
     * Runs a step that reads user input, turning the core's one-line refusals into bad input.
     *
     * @param step builds something from the user's input
     * @return what it built
     * @throws BadInputException carrying the message of the step's {@link IllegalArgumentException}
     */
    static <T> T check(java.util.function.Supplier<T> step) {
        return check(step, "");
    }

    /** @param prefix put before the message, e.g. {@code "wave 2: "} */
    static <T> T check(java.util.function.Supplier<T> step, String prefix) {
        try {
            return step.get();
        } catch (IllegalArgumentException e) {
            throw new BadInputException(prefix + e.getMessage());
        }
    }
}
