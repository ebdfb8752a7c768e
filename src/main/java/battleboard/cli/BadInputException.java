package battleboard.cli;

/**
 * A command's input cannot be used: an unknown unit, a bad technology or rule option, a battle too
 * large for the chosen method. The command line prints the one-line message and exits with
 * {@link BattleboardCli#EXIT_BAD_INPUT}; never a stack trace.
 */
final class BadInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message one line naming the problem */
    BadInputException(String message) {
        super(message);
    }
}
