package battleboard.ui;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the form keeps between sessions (issue 12, item 3): the battle files opened or saved lately, newest first, the
 * last battle on the form, as a battle file's JSON, the History, and the window's place and divider (issue 26). Production: files in {@code ~/.battleboard/}; tests keep it in
 * memory or in a directory of their own.
 */
interface FormStore {
    /** Battle files listed under File › Open recent, at most. */
    int RECENT = 8;

    /** The largest state file read, in bytes: 10 MB (issue 27: a 300 MB file took 20 s and 1.5 GB to load). */
    long MOST_BYTES = 10L * 1024 * 1024;

    /** @return the recent battle files, newest first, at most {@link #RECENT} */
    List<Path> recentFiles();

    /** @param files the recent battle files, newest first */
    void recentFiles(List<Path> files);

    /** @return the last battle on the form, as JSON, if one was kept */
    Optional<String> lastBattle();

    /** @param json the battle on the form, as a battle file's JSON */
    void lastBattle(String json);

    /** @return the History ({@link BattleHistory}) as JSON, if one was kept */
    Optional<String> history();

    /** @param json the History, as JSON */
    void history(String json);

    /** @return the window's place and divider when the program last ended; empty when none was kept or its text is corrupt */
    Optional<Window> window();

    /** @param window the window's place and divider, kept for the next start */
    void window(Window window);

    /**
     * The form's window as the player left it (issue 26, defect 9).
     *
     * @param x       the window's left edge on the screen, in pixels
     * @param y       the window's top edge, in pixels
     * @param width   the window's width, in pixels (above 0)
     * @param height  the window's height, in pixels (above 0)
     * @param divider the Battle tab's divider as a fraction of its width, in (0, 1); {@code NaN} when the player never
     *                dragged it (the form places it for the window's width)
     */
    record Window(double x, double y, double width, double height, double divider) {
        /** @return one line: x, y, width, height and divider, separated by spaces */
        String text() {
            return String.format(java.util.Locale.ROOT, "%s %s %s %s %s%n", x, y, width, height, divider);
        }

        /**
         * @param text a line written by {@link #text()}
         * @return the window it describes; empty for anything else (a corrupt value: the form opens at its default size)
         */
        static Optional<Window> parse(String text) {
            String[] v = text.strip().split("\\s+");
            if (v.length != 5) {
                return Optional.empty();
            }
            try {
                Window w = new Window(Double.parseDouble(v[0]), Double.parseDouble(v[1]), Double.parseDouble(v[2]),
                        Double.parseDouble(v[3]), Double.parseDouble(v[4]));
                boolean sane = Double.isFinite(w.x) && Double.isFinite(w.y) && Double.isFinite(w.width) && Double.isFinite(w.height)
                        && w.width > 0 && w.height > 0 && (Double.isNaN(w.divider) || (w.divider > 0 && w.divider < 1));
                return sane ? Optional.of(w) : Optional.empty();
            } catch (NumberFormatException corrupt) {
                return Optional.empty();
            }
        }

        /**
         * @param screen    the screen's usable area, in pixels
         * @param minWidth  the window's least width, in pixels
         * @param minHeight the window's least height, in pixels
         * @return true when this size is at least the least one and fits on the screen (else the default size is used)
         */
        boolean fits(javafx.geometry.Rectangle2D screen, double minWidth, double minHeight) {
            return width >= minWidth && height >= minHeight && width <= screen.getWidth() && height <= screen.getHeight();
        }

        /** @return true when the whole window lies on the screen (else it is centred) */
        boolean liesOn(javafx.geometry.Rectangle2D screen) {
            return screen.contains(x, y, width, height);
        }
    }

    /** @return a store that forgets everything when the program ends */
    static FormStore inMemory() {
        return new FormStore() {
            private List<Path> recent = List.of();
            private String last;
            private String history;
            private Window window;

            @Override
            public Optional<Window> window() {
                return Optional.ofNullable(window);
            }

            @Override
            public void window(Window w) {
                window = w;
            }

            @Override
            public Optional<String> history() {
                return Optional.ofNullable(history);
            }

            @Override
            public void history(String json) {
                history = json;
            }

            @Override
            public List<Path> recentFiles() {
                return recent;
            }

            @Override
            public void recentFiles(List<Path> files) {
                recent = List.copyOf(files);
            }

            @Override
            public Optional<String> lastBattle() {
                return Optional.ofNullable(last);
            }

            @Override
            public void lastBattle(String json) {
                last = json;
            }
        };
    }

    /**
     * @param dir the directory, created when first written to: {@code recent-battles.txt} (one path a line),
     *            {@code last-battle.json}, {@code history.json} and {@code window.txt}
     * @return a store in files: a file not there reads as empty; one that cannot be read, or is over {@link #MOST_BYTES},
     *         and one that cannot be written throw {@link UncheckedIOException} naming it. Each file is written whole to a
     *         temporary file in the directory, then moved into place: a program stopped while writing leaves the file
     *         as it was (issue 27)
     */
    static FormStore inDirectory(Path dir) {
        Path recent = dir.resolve("recent-battles.txt");
        Path last = dir.resolve("last-battle.json");
        Path history = dir.resolve("history.json");
        Path window = dir.resolve("window.txt");
        return new FormStore() {
            @Override
            public Optional<Window> window() {
                return read(window).flatMap(Window::parse);
            }

            @Override
            public void window(Window w) {
                write(window, w.text());
            }

            @Override
            public Optional<String> history() {
                return read(history);
            }

            @Override
            public void history(String json) {
                write(history, json);
            }

            @Override
            public List<Path> recentFiles() {
                List<Path> files = new ArrayList<>();
                Optional<String> text = read(recent);
                try {
                    for (String line : text.orElse("").split("\n")) {
                        if (!line.isBlank() && files.size() < RECENT) {
                            files.add(Path.of(line.strip()));
                        }
                    }
                } catch (java.nio.file.InvalidPathException unreadable) {
                    throw new UncheckedIOException(recent + ": cannot be read: " + unreadable.getMessage(),
                            new IOException(unreadable));
                }
                return files;
            }

            @Override
            public void recentFiles(List<Path> files) {
                StringBuilder sb = new StringBuilder();
                files.stream().limit(RECENT).forEach(f -> sb.append(f.toAbsolutePath()).append('\n'));
                write(recent, sb.toString());
            }

            @Override
            public Optional<String> lastBattle() {
                return read(last);
            }

            @Override
            public void lastBattle(String json) {
                write(last, json);
            }

            private Optional<String> read(Path file) {
                try {
                    if (!Files.exists(file)) {
                        return Optional.empty();
                    }
                    long size = Files.size(file);
                    if (size > MOST_BYTES) {
                        throw new IOException(String.format(java.util.Locale.ROOT, "%,d bytes, over the %,d a state file may have",
                                size, MOST_BYTES));
                    }
                    return Optional.of(Files.readString(file, StandardCharsets.UTF_8));
                } catch (IOException | RuntimeException e) {
                    throw new UncheckedIOException(file + ": cannot be read: " + e.getMessage(),
                            e instanceof IOException io ? io : new IOException(e));
                }
            }

            private void write(Path file, String text) {
                Path temporary = null;
                try {
                    Files.createDirectories(dir);
                    temporary = Files.createTempFile(dir, file.getFileName().toString(), ".tmp");
                    Files.writeString(temporary, text, StandardCharsets.UTF_8);
                    try {
                        Files.move(temporary, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
                    } catch (java.nio.file.AtomicMoveNotSupportedException notAtomic) {
                        Files.move(temporary, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                    }
                } catch (IOException e) {
                    try {
                        if (temporary != null) {
                            Files.deleteIfExists(temporary);
                        }
                    } catch (IOException ignored) {
                        // the temporary file stays; the state file is as it was
                    }
                    throw new UncheckedIOException(file + ": cannot be written: " + e.getMessage(), e);
                }
            }
        };
    }
}
