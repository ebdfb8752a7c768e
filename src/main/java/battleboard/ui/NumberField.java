package battleboard.ui;

import java.util.function.Function;

/**
 * A number the player types that is not a unit count: a round, a number of trials, a seed, a
 * percentage. It reads its text as a whole number or a decimal; the range is checked where the value
 * is used (mostly by the core's own constructors), whose one-line message is reported on this field.
 */
final class NumberField extends InputField {
    private final String id;
    private final String label;
    private final String blankMeans;

    /**
     * @param id          the node id, e.g. "mc-trials"
     * @param label       the name in messages, e.g. "trials"
     * @param initialText the text at first, e.g. "100000"
     * @param blankMeans  the text an empty field stands for ("0" for a count), or null when a value is required
     */
    NumberField(String id, String label, String initialText, String blankMeans) {
        super(initialText);
        this.id = id;
        this.label = label;
        this.blankMeans = blankMeans;
    }

    @Override
    String id() {
        return id;
    }

    /** @return the name in messages, e.g. "trials" */
    String label() {
        return label;
    }

    /**
     * @return the whole number typed
     * @throws Problem naming this field when the text is empty (and required) or not a whole number
     *                 that fits a {@code long}
     */
    long wholeNumber() {
        String t = text();
        if (!t.matches("[+-]?\\d+")) {
            throw problem(label + ": '" + t + "' is not a whole number");
        }
        try {
            return Long.parseLong(t);
        } catch (NumberFormatException e) {
            throw problem(label + ": " + t + " is too large");
        }
    }

    /**
     * @return the whole number typed, as an {@code int}
     * @throws Problem as {@link #wholeNumber()}, or when it does not fit an {@code int}
     */
    int smallWholeNumber() {
        long n = wholeNumber();
        if (n != (int) n) {
            throw problem(label + ": " + n + " is too large");
        }
        return (int) n;
    }

    /**
     * @return the decimal number typed ("0.5", "12", ".25"; a point, not a comma)
     * @throws Problem naming this field when the text is empty (and required) or not a decimal number
     */
    double decimal() {
        String t = text();
        if (!t.matches("[+-]?(\\d+\\.?\\d*|\\.\\d+)")) {
            throw problem(label + ": '" + t + "' is not a number");
        }
        return Double.parseDouble(t);
    }

    /**
     * Makes a value from the number read, reporting the maker's refusal (an
     * {@link IllegalArgumentException}, typically the core's constructor) on this field.
     *
     * @param value the number read, e.g. {@code wholeNumber()}
     * @param make  builds the value, e.g. {@code RetreatPolicy.AfterRound::new}
     * @return the value
     * @throws Problem naming this field with the maker's message
     */
    <N, T> T make(N value, Function<N, T> make) {
        try {
            return make.apply(value);
        } catch (Problem p) {
            throw p;
        } catch (IllegalArgumentException e) {
            throw problem(e.getMessage());
        }
    }

    private String text() {
        String t = trimmed();
        if (t.isEmpty()) {
            if (blankMeans == null) {
                throw problem(label + ": enter a number");
            }
            return blankMeans;
        }
        return t;
    }
}
