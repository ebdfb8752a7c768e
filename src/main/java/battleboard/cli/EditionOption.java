package battleboard.cli;

import battleboard.edition.Edition;
import battleboard.edition.EditionException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import picocli.CommandLine.Option;

/** The {@code --edition} option shared by the commands: a built-in edition id or an edition file. */
final class EditionOption {
    @Option(names = "--edition", paramLabel = "ID|FILE", defaultValue = "revised",
            description = "rule edition: a built-in id (revised) or an edition JSON file (default: ${DEFAULT-VALUE})")
    String edition;

    /**
     * @return the built-in edition of that id, or the edition read from that file
     * @throws BadInputException naming an unknown edition, or the file and field of a broken edition file
     */
    Edition load() {
        String id = edition.trim().toLowerCase(Locale.ROOT);
        try {
            if (Edition.BUILT_IN.contains(id)) {
                return Edition.builtIn(id);
            }
            Path file = asFile(edition.trim());
            if (file == null) {
                return Edition.builtIn(edition.trim());
            }
            if (!Files.isRegularFile(file)) {
                throw new BadInputException("edition file '" + file + "' does not exist");
            }
            return Edition.fromFile(file);
        } catch (IllegalArgumentException | EditionException e) {
            throw new BadInputException(e.getMessage());
        }
    }

    /** @return the path when the value names an existing file or a .json file, else null */
    private static Path asFile(String value) {
        try {
            Path p = Path.of(value);
            return Files.exists(p) || value.toLowerCase(Locale.ROOT).endsWith(".json") ? p : null;
        } catch (InvalidPathException e) {
            return null;
        }
    }
}
