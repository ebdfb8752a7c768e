package battleboard.input;

import java.time.Duration;

/**
 * The one grammar of a duration a player types, read by both fronts: the command line's {@code --time-limit} and the
 * form's Monte Carlo time limit.
 */
public final class Durations {
    private static final java.util.regex.Pattern DURATION = java.util.regex.Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h)?");

    /**
     * Reads a time limit as a player writes it: a number and a unit, {@code 500ms}, {@code 30s}, {@code 2m},
     * {@code 1h}, {@code 1.5s}, or, where {@code bareSeconds}, a number alone read as seconds.
     *
     * @param text        what was typed
     * @param bareSeconds whether a number without a unit is seconds (the form) or refused (the command line)
     * @return the duration, from 1 ms to a year
     * @throws IllegalArgumentException "'x' is not a duration: ...", "'x' must be at least 1ms", "'x' is above a year"
     */
    public static Duration timeLimit(String text, boolean bareSeconds) {
        String t = text.trim().toLowerCase(java.util.Locale.ROOT);
        java.util.regex.Matcher x = DURATION.matcher(t);
        if (!x.matches() || x.group(2) == null && !bareSeconds) {
            throw new IllegalArgumentException("'" + text.trim() + "' is not a duration: give a number"
                    + (bareSeconds ? " of seconds, or a number" : "") + " and a unit, e.g. 500ms, 30s, 2m, 1h");
        }
        String unit = x.group(2) == null ? "s" : x.group(2);
        double millis = Double.parseDouble(x.group(1)) * switch (unit) {
            case "ms" -> 1;
            case "s" -> 1_000;
            case "m" -> 60_000;
            default -> 3_600_000;
        };
        if (millis < 1) {
            throw new IllegalArgumentException("'" + text.trim() + "' must be at least 1ms");
        }
        if (millis > Duration.ofDays(365).toMillis()) {
            throw new IllegalArgumentException("'" + text.trim() + "' is above a year");
        }
        return Duration.ofMillis(Math.round(millis));
    }

    private Durations() {
    }
}
