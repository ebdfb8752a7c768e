package battleboard.edition;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Jackson's exceptions as the one-line {@link EditionException}s of an edition file, naming the file,
 * the field as a JSON path ({@code units[3].attack}) and what was expected.
 */
public final class JsonErrors {
    /** What the fields bound to a {@code Map} hold. */
    private static final Map<String, String> OBJECTS = Map.of(
            "options", "an object of option name to value",
            "changes", "an object of unit id to new values");

    private JsonErrors() {
    }

    /**
     * @param file the file as named to the user
     * @param e    Jackson could not parse the file as JSON, or the file exceeds one of its limits (nesting
     *             depth, length of a string or a number)
     * @return "file: not valid JSON at line L, column C: problem", without the line and column when
     *         Jackson gives none (a limit of {@code StreamReadConstraints} does not)
     */
    static EditionException notJson(String file, JsonProcessingException e) {
        JsonLocation at = e.getLocation();
        String where = at == null || at.getLineNr() < 1 ? ""
                : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
        return new EditionException(file + ": not valid JSON" + where + ": " + reason(e), e);
    }

    /**
     * @param e why a JSON text could not be read
     * @return the reason in one line, in words: "content after the top-level object" for trailing content, whose Jackson
     *         message names Jackson's classes; without the text Jackson quotes from the file ("Unrecognized token 'root'",
     *         "Unexpected character ('r' (code 114))"): a file that is not JSON may be any file, and its words are not the
     *         program's to print (issue 27 item 13: an error printed the first word of a system file); the line and column
     *         say where
     */
    public static String reason(JsonProcessingException e) {
        String m = String.valueOf(e.getOriginalMessage());
        return m.startsWith("Trailing token") ? "content after the top-level object" : withoutContent(oneLine(m));
    }

    /** @return Jackson's message with the file's text it quotes left out */
    static String withoutContent(String message) {
        return message.replaceAll("Unrecognized token '.*': was expecting", "a word that is not a JSON value: was expecting")
                .replaceAll("Unexpected character \\('.*?' \\(code \\d+\\)\\)", "Unexpected character");
    }

    /**
     * @param file the file as named to the user
     * @param root the file's JSON, to quote the value that was refused
     * @param e    Jackson could not bind {@code root} to {@link EditionJson}
     * @return "file: path: unknown field (expected one of: ...)" or "file: path: expected ..., got value"
     */
    static EditionException notBound(String file, JsonNode root, JsonMappingException e) {
        String path = path(e.getPath());
        String at = file + ": " + (path.isEmpty() ? "" : path + ": ");
        if (e instanceof UnrecognizedPropertyException u) {
            return new EditionException(at + "unknown field (expected one of: " + sorted(u.getKnownPropertyIds()) + ")", e);
        }
        if (e instanceof MismatchedInputException m && m.getTargetType() != null) {
            JsonNode value = root.at(pointer(e.getPath()));
            return new EditionException(at + expected(m.getTargetType(), e.getPath())
                    + (value.isMissingNode() ? "" : ", got " + value), e);
        }
        return new EditionException(at + oneLine(e.getOriginalMessage()), e);
    }

    /**
     * @param type the type the refused value was to be bound to
     * @param path where the value is
     * @return what the value must be
     */
    private static String expected(Class<?> type, List<JsonMappingException.Reference> path) {
        JsonMappingException.Reference last = path.isEmpty() ? null : path.get(path.size() - 1);
        String field = last == null || last.getFieldName() == null ? "" : last.getFieldName();
        if (type == String.class) {
            // strings in arrays (abbreviations) may be blank; every other string field may not
            return field.isEmpty() ? "expected a string" : "expected a non-empty string";
        }
        if (type == EditionJson.Support.class) {
            return "expected an object {\"unit\": ..., \"attack\": ...}";
        }
        if (type == EditionJson.Change.class) {
            return "expected an object of new values";
        }
        if (Map.class.isAssignableFrom(type) && OBJECTS.containsKey(field)) {
            return "expected " + OBJECTS.get(field);
        }
        if (type == Boolean.class || type == boolean.class) {
            return "expected true or false";
        }
        if (type.isEnum()) {
            return "expected one of " + Arrays.stream(type.getEnumConstants())
                    .map(c -> ((Enum<?>) c).name().toLowerCase(Locale.ROOT)).collect(Collectors.joining(", "));
        }
        if (Collection.class.isAssignableFrom(type)) {
            return "expected an array";
        }
        if (Map.class.isAssignableFrom(type) || type.isRecord()) {
            return "expected an object";
        }
        return "expected a value of another type";
    }

    /** @return e.g. {@code units[3].attack}, or {@code ""} for the top level */
    private static String path(List<JsonMappingException.Reference> references) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference r : references) {
            if (r.getFieldName() != null) {
                path.append(path.length() == 0 ? "" : ".").append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                path.append('[').append(r.getIndex()).append(']');
            }
        }
        return path.toString();
    }

    private static JsonPointer pointer(List<JsonMappingException.Reference> references) {
        JsonPointer pointer = JsonPointer.empty();
        for (JsonMappingException.Reference r : references) {
            if (r.getFieldName() != null) {
                pointer = pointer.appendProperty(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                pointer = pointer.appendIndex(r.getIndex());
            }
        }
        return pointer;
    }

    private static String sorted(Collection<Object> names) {
        return names.stream().map(String::valueOf).sorted().collect(Collectors.joining(", "));
    }

    /** @return Jackson's message without its source excerpt, on one line */
    private static String oneLine(String message) {
        return String.valueOf(message).replaceAll("\\s*\\[Source:.*$", "").replaceAll("\\s+", " ").trim();
    }
}
