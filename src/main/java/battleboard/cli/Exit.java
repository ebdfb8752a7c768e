package battleboard.cli;

/**
 * How a command ends when it cannot answer: its exit code, and its error as one line on standard error, never a stack
 * trace. Read by {@link BattleboardCli}, which runs every command, and by {@code odds --batch} ({@link OddsBatch}), which
 * answers each refused line with an error object and ends with the code of the worst.
 */
final class Exit {
    /** Exit code for input the program cannot use (picocli's usage-error code). */
    static final int BAD_INPUT = 2;
    /** Exit code for an unexpected internal error. */
    static final int INTERNAL_ERROR = 1;

    private Exit() {
    }

    /** Most characters of an error line: a message that quotes what it was given is elided past it (issue 27 item 13). */
    static final int MOST_ERROR_CHARACTERS = 1_000;
    /** Most characters of one word (no blank) an error line quotes whole. */
    static final int MOST_WORD_CHARACTERS = 100;

    /**
     * @return the message on one line: line breaks and the blanks around them become one space; a word over
     *         {@value #MOST_WORD_CHARACTERS} characters, and then a line over {@value #MOST_ERROR_CHARACTERS}, elided in the
     *         middle with the count of characters left out (a unit name of 69,000 characters made an error line of 69,002)
     */
    static String oneLine(String message) {
        if (message == null) {
            return "";
        }
        String line = message.strip().replaceAll("\\s*[\\r\\n]+\\s*", " ");
        java.util.regex.Matcher word = java.util.regex.Pattern.compile("\\S{" + (MOST_WORD_CHARACTERS + 1) + ",}").matcher(line);
        line = word.replaceAll(m -> java.util.regex.Matcher.quoteReplacement(elided(m.group(), MOST_WORD_CHARACTERS)));
        return elided(line, MOST_ERROR_CHARACTERS);
    }

    /** @return {@code text} if it has at most {@code most} characters, else its start and end with the count left out between */
    private static String elided(String text, int most) {
        if (text.length() <= most) {
            return text;
        }
        int keep = most - 40;
        int head = keep * 3 / 4;
        int tail = keep - head;
        return text.substring(0, head) + String.format(java.util.Locale.US, "...(%,d characters left out)...",
                text.length() - head - tail) + text.substring(text.length() - tail);
    }
}
