package battleboard.edition;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.Optional;

/**
 * A JSON document's tree read by Jackson's streaming parser, as the built-in editions are ({@link BuiltInJson}), for
 * the other files the program reads (a battle file, a line of {@code odds --batch}): Jackson's data binding, whose
 * {@code readTree} loads about 270 classes more, is left for a document this reader does not take.
 */
public final class PlainJson {
    private PlainJson() {
    }

    /**
     * @param json a JSON document, e.g. a battle file's bytes
     * @return its tree, equal to what {@code ObjectMapper.readTree} gives; empty when the document is not one JSON value
     *         (not JSON, empty, or more after the value), has a field twice, or a number other than an {@code int}, a
     *         {@code long} or a {@code double}: the caller then reads it through Jackson's mapper, which names the
     *         problem as it always did
     */
    public static Optional<JsonNode> tree(byte[] json) {
        try {
            return Optional.of(BuiltInJson.tree(json));
        } catch (BuiltInJson.Unbound | IOException e) {
            // not JSON (a JsonProcessingException), or what this reader leaves aside: the mapper reads it and says why
            return Optional.empty();
        }
    }
}
