package battleboard.edition;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads an edition file, checking every field, so that a broken file is refused with one line that
 * names the file, the field and what was expected. The format is described in
 * {@code docs/editions.md}.
 *
 * <p>Three steps: Jackson parses the file ({@code not valid JSON ...}), binds it to the records of
 * {@link EditionJson} with {@link EditionJsonMapper#MAPPER}, which refuses unknown fields and values of the
 * wrong type ({@link JsonErrors}), and {@link EditionConverter} checks what is required and in range and
 * builds the edition's content ({@link EditionContent}). Before they bind it, {@link Rulebooks#qualify(JsonNode)} writes the file's bare {@code L}
 * line references the way every file cites its rulebook, so that they keep their meaning in an edition that extends it.
 */
final class EditionReader {
    private EditionReader() {
    }

    /**
     * A built-in edition is first read by {@link BuiltInJson}, without Jackson's data binding, and through
     * Jackson's mappers only when {@link BuiltInJson} leaves it to them; either way the content is the same.
     *
     * @param in      the file's content, not closed
     * @param file    the file as named to the user, e.g. {@code my-edition.json}
     * @param builtIn whether the file is one of the built-in editions
     * @param bases   the built-in editions the file may extend
     * @return the edition's content, which {@code Edition} builds itself from
     * @throws EditionException naming the file, the field and what was expected, when the file is not JSON,
     *                          exceeds Jackson's limits (nesting depth, length of a string or a number), or
     *                          is not a valid edition
     * @throws IOException      when {@code in} cannot be read
     */
    static EditionContent read(InputStream in, String file, boolean builtIn, EditionConverter.Bases bases) throws IOException {
        if (builtIn) {
            byte[] content = in.readAllBytes();
            try {
                JsonNode root = BuiltInJson.tree(content);
                if (root.isObject()) {
                    Rulebooks.qualify(root);
                    return new EditionConverter(file, true, bases).edition(BuiltInJson.bind(root, EditionJson.class, true));
                }
            } catch (BuiltInJson.Unbound | JsonProcessingException e) {
                // left to Jackson's mappers below, which bind the file or name what is wrong
            }
            in = new java.io.ByteArrayInputStream(content);
        }
        JsonNode root;
        try {
            root = EditionJsonMapper.MAPPER.readTree(in);
        } catch (JsonProcessingException e) {
            throw JsonErrors.notJson(file, e);
        }
        if (root == null || !root.isObject()) {
            throw new EditionException(file + ": expected a JSON object at the top level");
        }
        Rulebooks.qualify(root);
        EditionJson json;
        try {
            json = EditionJsonMapper.MAPPER.treeToValue(root, EditionJson.class);
        } catch (JsonMappingException e) {
            throw JsonErrors.notBound(file, root, e);
        }
        return new EditionConverter(file, false, bases).edition(json);
    }
}
