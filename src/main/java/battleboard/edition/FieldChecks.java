package battleboard.edition;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * The checks on one field of an edition file once Jackson has bound it to {@link EditionJson}: present
 * when required, a non-empty string, a whole number in range. Each refusal is an
 * {@link EditionException} naming the file, the field's path and what was expected.
 */
final class FieldChecks {
    private final String file;

    /** @param file the file as named to the user */
    FieldChecks(String file) {
        this.file = file;
    }

    /** @return the file as named to the user */
    String file() {
        return file;
    }

    /**
     * @param path    the field, e.g. {@code units[0].id}
     * @param message what was expected, and what was found
     * @return "file: path: message", to throw
     */
    EditionException error(String path, String message) {
        return new EditionException(file + ": " + path + ": " + message);
    }

    /**
     * @param when a condition as written: rule option id to value (a technology's {@code optioned}, a raid's air-combat
     *             technology)
     * @param path where it is, e.g. {@code technologies[0].optioned[0].when}
     * @throws EditionException naming an option that is not one, or a value it does not take
     */
    void ruleOptions(java.util.Map<String, String> when, String path) {
        when.forEach((option, value) -> {
            RuleOption o = RuleOption.byId(option).orElseThrow(() -> error(path + "." + option, "not a rule option"));
            if (!o.choices().contains(value)) {
                throw error(path + "." + option, "expected " + String.join(" or ", o.choices()) + ", not '" + value + "'");
            }
        });
    }

    /**
     * @return {@code value}
     * @throws EditionException when {@code value} is left out or blank
     */
    String text(String value, String path) {
        if (value == null) {
            throw error(path, "missing; expected a string");
        }
        return optionalText(value, path, value);
    }

    /**
     * @return {@code value}, or {@code otherwise} when left out
     * @throws EditionException when {@code value} is blank
     */
    String optionalText(String value, String path, String otherwise) {
        if (value == null) {
            return otherwise;
        }
        if (value.isBlank()) {
            throw error(path, "expected a non-empty string, got " + TextNode.valueOf(value));
        }
        return value;
    }

    /** An id: lower-case letters, digits and hyphens, not starting with a hyphen (compiled once: every id is checked). */
    private static final java.util.regex.Pattern ID = java.util.regex.Pattern.compile("[a-z0-9][a-z0-9-]*");

    /**
     * @return {@code value}, checked as an id: lower-case letters, digits and hyphens
     * @throws EditionException when {@code value} is left out, blank or not such an id
     */
    String id(String value, String path) {
        String id = text(value, path);
        if (!ID.matcher(id).matches()) {
            throw error(path, "expected lower-case letters, digits and hyphens, got '" + id + "'");
        }
        return id;
    }

    /**
     * @param value the number as written
     * @return its value
     * @throws EditionException when {@code value} is left out, is not a whole number (a string, {@code 3.0},
     *                          {@code null}) or is outside {@code min..max}, however large
     */
    int wholeNumber(JsonNode value, String path, int min, int max) {
        if (value == null) {
            throw error(path, "missing; expected a whole number from " + min + " to " + max);
        }
        return optionalWholeNumber(value, path, min, max);
    }

    /**
     * @param value the number as written
     * @return its value, or {@code null} when left out
     * @throws EditionException when {@code value} is not a whole number or is outside {@code min..max},
     *                          however large: a number beyond the range of a {@code long} is not wrapped round
     */
    Integer optionalWholeNumber(JsonNode value, String path, int min, int max) {
        if (value == null) {
            return null;
        }
        if (!value.isIntegralNumber() || !value.canConvertToInt() || value.intValue() < min || value.intValue() > max) {
            throw error(path, "expected a whole number from " + min + " to " + max + ", got " + value);
        }
        return value.intValue();
    }

    /**
     * @return {@code value}, or {@code otherwise} when left out
     * @throws EditionException as {@link #optionalWholeNumber}
     */
    int wholeNumberOr(JsonNode value, String path, int min, int max, int otherwise) {
        Integer n = optionalWholeNumber(value, path, min, max);
        return n == null ? otherwise : n;
    }

    /**
     * @param id            the id as written, or null
     * @param technologyIds the edition's technologies
     * @return {@code id}
     * @throws EditionException when {@code id} is not one of {@code technologyIds}
     */
    String technology(String id, java.util.Set<String> technologyIds, String path) {
        if (id == null || !technologyIds.contains(id)) {
            throw error(path, "expected one of the edition's technologies (" + String.join(", ", technologyIds) + "), not " + quoted(id));
        }
        return id;
    }

    /** @return {@code s} in single quotes for a message, or "nothing" when left out */
    static String quoted(String s) {
        return s == null ? "nothing" : "'" + s + "'";
    }

    /** @return a rule's rulebook lines as written, or "" when left out */
    static String sourceOf(String source) {
        return source == null ? "" : source;
    }

    /** @return {@code n}, or empty when left out */
    static java.util.OptionalInt optional(Integer n) {
        return n == null ? java.util.OptionalInt.empty() : java.util.OptionalInt.of(n);
    }

    /** @return {@code path.field}, or {@code field} at the top level */
    static String join(String path, String field) {
        return path.isEmpty() ? field : path + "." + field;
    }
}
