package battleboard.ui;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.Optional;

/**
 * Where the form writes what it did not expect (issue 13): an exception no part of the form caught is appended, with its
 * stack trace and the time, to {@code errors.log} in the form's directory ({@code ~/.battleboard/}), and the player
 * sees one line naming the file.
 */
final class ErrorLog {
    private final Path file;

    /** @param dir the directory of the log, created when first written to */
    ErrorLog(Path dir) {
        this.file = dir.resolve("errors.log");
    }

    /** @return the log file */
    Path file() {
        return file;
    }

    /**
     * Appends the exception to the log.
     *
     * @param thread where it was thrown
     * @param e      the exception
     * @return the log file, or empty when it could not be written (the stack trace then goes to standard error)
     */
    Optional<Path> append(Thread thread, Throwable e) {
        StringWriter trace = new StringWriter();
        e.printStackTrace(new PrintWriter(trace));
        String entry = Instant.now() + " in thread " + thread.getName() + ":\n" + trace + "\n";
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, entry, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            return Optional.of(file);
        } catch (IOException | RuntimeException unwritable) {
            System.err.print(entry);
            return Optional.empty();
        }
    }

    /**
     * @param e   the exception
     * @param log where it was written, if it was
     * @return the one line the player sees: "Something went wrong (NullPointerException: ...); details in FILE"
     */
    static String message(Throwable e, Optional<Path> log) {
        String what = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
        what = what.replaceAll("\\s+", " ").strip();
        if (what.length() > 160) {
            what = what.substring(0, 157) + "...";
        }
        return "Something went wrong (" + what + "); the form goes on" + log.map(f -> ", details in " + f).orElse("") + ".";
    }
}
