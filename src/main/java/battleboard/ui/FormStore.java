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
 * last battle on the form, as a battle file's JSON, and the History (issue 26). Production: files in {@code ~/.battleboard/}; tests keep it in
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

    /** @return a store that forgets everything when the program ends */
    static FormStore inMemory() {
        return new FormStore() {
            private List<Path> recent = List.of();
            private String last;
            private String history;

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
     *            {@code last-battle.json} and {@code history.json}
     * @return a store in files: a file not there reads as empty; one that cannot be read, or is over {@link #MOST_BYTES},
     *         and one that cannot be written throw {@link UncheckedIOException} naming it. Each file is written whole to a
     *         temporary file in the directory, then moved into place: a program stopped while writing leaves the file
     *         as it was (issue 27)
     */
    static FormStore inDirectory(Path dir) {
        Path recent = dir.resolve("recent-battles.txt");
        Path last = dir.resolve("last-battle.json");
        Path history = dir.resolve("history.json");
        return new FormStore() {
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
