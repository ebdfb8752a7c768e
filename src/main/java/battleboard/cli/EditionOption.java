package battleboard.cli;

import battleboard.edition.Edition;
import battleboard.edition.EditionException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The {@code --edition} and {@code --edition-file} options shared by the commands: a built-in edition
 * id or an edition file. Without either, the edition comes from the battle preset, else Revised.
 */
final class EditionOption {
    /** The edition used when none is given. */
    static final String DEFAULT_EDITION = "revised";

    final Flag<String> edition = Flag.of(String.class, "--edition", "ID|FILE", 1,
            "rule edition: revised, classic, house-rules-1998, world-at-war-2005, global-war-1939, axis-allies-1942-2e or axis-allies-global-1940-2e"
                    + " (battleboard editions lists them),"
                    + " or an edition JSON file (default: " + DEFAULT_EDITION + ")");

    final Flag<Path> editionFile = Flag.of(Path.class, "--edition-file", "FILE", 2,
            "an edition JSON file, e.g. an edited copy of presets/editions/classic.json");

    /** @param command a command taking these flags, being built */
    void addTo(CommandSpec command) {
        Flag.addTo(command, edition, editionFile);
    }

    /** The commands that take {@code --edition}, and read Revised when no edition, edition file or preset is named. */
    private static final java.util.List<String> ONE_EDITION = java.util.List.of("odds", "casualties", "reinforce", "raid", "rocket", "units");

    /**
     * Starts reading the built-in edition a command line will use on a background thread, while picocli builds and
     * parses the command: 0.02 s of a small battle's start-up (docs/performance.md, "Command line"). The command
     * reads the edition as always and, if the read is under way, waits for it ({@link Edition#builtIn}); an error is
     * left to the command to report.
     *
     * @param args the command line's arguments
     */
    static void prefetch(String[] args) {
        // a named class: a lambda here once started Java's method-handle machinery (7-8 ms) before the edition's read
        // (docs/performance.md, "Command line (issue 24, thirteenth session)"); now that the build gives every lambda of
        // the program a class of its own ("Lambdas as classes"), a lambda would start nothing either
        Optional<String> id = editionToPrefetch(args);
        if (id.isPresent()) {
            Thread read = new Thread(new Prefetch(id.get()), "edition ".concat(id.get()));
            read.setDaemon(true);
            read.start();
        }
    }

    /** Reads a built-in edition, leaving an error to the command, which reads the edition again and reports it. */
    private static final class Prefetch implements Runnable {
        private final String id;

        Prefetch(String id) {
            this.id = id;
        }

        @Override
        public void run() {
            try {
                Edition.builtIn(id);
            } catch (RuntimeException e) {
                // the command reads the edition again and reports the problem
            }
        }
    }

    /**
     * @param args the command line's arguments
     * @return the built-in edition {@code --edition} names, or Revised for a command that takes one edition when the
     *         line names no edition, edition file or preset; empty otherwise (another command, a file, a preset)
     */
    static Optional<String> editionToPrefetch(String[] args) {
        if (args.length == 0 || !ONE_EDITION.contains(args[0])) {
            return Optional.empty();
        }
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--edition-file") || a.startsWith("--edition-file=") || a.equals("--preset") || a.startsWith("--preset=")) {
                return Optional.empty();
            }
            String named = a.equals("--edition") && i + 1 < args.length ? args[i + 1]
                    : a.startsWith("--edition=") ? a.substring("--edition=".length()) : null;
            if (named != null) {
                String id = named.trim().toLowerCase(Locale.ROOT);
                return Edition.BUILT_IN.contains(id) ? Optional.of(id) : Optional.empty();
            }
        }
        return Optional.of(DEFAULT_EDITION);
    }

    /** @return whether the command line gave {@code --edition} or {@code --edition-file} */
    boolean given() {
        return edition.value() != null || editionFile.value() != null;
    }

    /** @see #load(Optional) */
    Edition load() {
        return load(Optional.empty());
    }

    /**
     * @param fallback the edition a battle preset names, used when neither option is given
     * @return the edition given by {@code --edition} or {@code --edition-file}, else {@code fallback},
     *         else Revised
     * @throws BadInputException when both options are given, naming an unknown edition, or the file,
     *                           field and expectation of a broken edition file
     */
    Edition load(Optional<String> fallback) {
        String id = edition.value();
        Path file = editionFile.value();
        if (id != null && file != null) {
            throw new BadInputException("give --edition or --edition-file, not both");
        }
        if (file != null) {
            return fromFile(file);
        }
        return load(id != null ? id : fallback.orElse(DEFAULT_EDITION));
    }

    /**
     * @param idOrFile a built-in edition id, or the path of an edition file
     * @return the edition
     * @throws BadInputException naming an unknown edition, a missing file, or the file, field and
     *                           expectation of a broken edition file
     */
    static Edition load(String idOrFile) {
        if (idOrFile.isBlank()) {
            // not the current folder, "a directory" (issue 27)
            throw new BadInputException("--edition is empty: give a built-in edition (" + String.join(", ", Edition.BUILT_IN)
                    + ") or the path of an edition .json file");
        }
        String id = idOrFile.trim().toLowerCase(Locale.ROOT);
        try {
            if (Edition.BUILT_IN.contains(id)) {
                return Edition.builtIn(id);
            }
        } catch (EditionException e) {
            throw new BadInputException(e.getMessage());
        }
        Path file = asFile(idOrFile.trim());
        if (file == null) {
            throw new BadInputException("unknown edition '" + idOrFile.trim() + "' (built-in: "
                    + String.join(", ", Edition.BUILT_IN) + "; or the path of an edition .json file)");
        }
        return fromFile(file);
    }

    private static Edition fromFile(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new BadInputException("edition file '" + file + "' " + BattleOptions.notAFile(file));
        }
        try {
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
