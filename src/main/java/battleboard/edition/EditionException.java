package battleboard.edition;

/**
 * An edition file that cannot be used, with a one-line message naming the file, the field and what
 * was expected, e.g. {@code revised.json: units[2].attack: expected a whole number from 0 to 12, got "x"}.
 */
public final class EditionException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message one line naming the file, the field and the problem */
    public EditionException(String message) {
        super(message);
    }

    /** @param message one line naming the file and the problem; {@code cause} is kept for debugging */
    public EditionException(String message, Throwable cause) {
        super(message, cause);
    }
}
