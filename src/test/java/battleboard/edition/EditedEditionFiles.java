package battleboard.edition;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/** Edition files edited by a test to be wrong in one place, and the one-line refusal that place must get. */
final class EditedEditionFiles {
    private static final ObjectMapper JSON = new ObjectMapper();

    private EditedEditionFiles() {
    }

    /**
     * @param id a built-in edition, e.g. {@code revised}
     * @return its file as shipped ({@code presets/editions/<id>.json}), as a tree a test may edit
     */
    static ObjectNode builtIn(String id) {
        try (InputStream in = EditedEditionFiles.class.getClassLoader().getResourceAsStream("presets/editions/" + id + ".json")) {
            return (ObjectNode) JSON.readTree(in);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Writes a copy of {@code original} with {@code change} made to {@code dir/edited.json} and checks that reading it is
     * refused in one line that names the file and {@code field} and mentions each of {@code expected}.
     */
    static void assertRefused(ObjectNode original, Path dir, Consumer<ObjectNode> change, String field, String... expected) {
        ObjectNode copy = original.deepCopy();
        change.accept(copy);
        Path path = dir.resolve("edited.json");
        try {
            Files.writeString(path, copy.toPrettyString());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        EditionException e = assertThrows(EditionException.class, () -> Edition.fromFile(path));
        String m = e.getMessage();
        assertTrue(m.startsWith(path + ": ") && m.contains(field), "names the file and the field: " + m);
        assertFalse(m.contains("\n"), "one line: " + m);
        for (String part : expected) {
            assertTrue(m.contains(part), "mentions '" + part + "': " + m);
        }
    }
}
