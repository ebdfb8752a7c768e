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
 * What the form keeps between sessions (issue 12, item 3): the battle files opened or saved lately, newest first, and the
 * last battle on the form, as a battle file's JSON. Production: files in {@code ~/.battleboard/}; tests keep it in
 * memory or in a directory of their own.
 */
interface FormStore {
    /** Battle files listed under File › Open recent, at most. */
    int RECENT = 8;

    /** @return the recent battle files, newest first, at most {@link #RECENT} */
    List<Path> recentFiles();

    /** @param files the recent battle files, newest first */
    void recentFiles(List<Path> files);

    /** @return the last battle on the form, as JSON, if one was kept */
    Optional<String> lastBattle();

    /** @param json the battle on the form, as a battle file's JSON */
    void lastBattle(String json);

    /** @return a store that forgets everything when the program ends */
    static FormStore inMemory() {
        return new FormStore() {
            private List<Path> recent = List.of();
            private String last;

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
     * @param dir the directory, created when first written to: {@code recent-battles.txt} (one path a line) and
     *            {@code last-battle.json}
     * @return a store in files; a file that cannot be read reads as empty, one that cannot be written throws
     *         {@link UncheckedIOException} naming it
     */
    static FormStore inDirectory(Path dir) {
        Path recent = dir.resolve("recent-battles.txt");
        Path last = dir.resolve("last-battle.json");
        return new FormStore() {
            @Override
            public List<Path> recentFiles() {
                List<Path> files = new ArrayList<>();
                try {
                    for (String line : Files.readAllLines(recent, StandardCharsets.UTF_8)) {
                        if (!line.isBlank() && files.size() < RECENT) {
                            files.add(Path.of(line.strip()));
                        }
                    }
                } catch (IOException | RuntimeException unreadable) {
                    return List.of();
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
                try {
                    return Optional.of(Files.readString(last, StandardCharsets.UTF_8));
                } catch (IOException unreadable) {
                    return Optional.empty();
                }
            }

            @Override
            public void lastBattle(String json) {
                write(last, json);
            }

            private void write(Path file, String text) {
                try {
                    Files.createDirectories(dir);
                    Files.writeString(file, text, StandardCharsets.UTF_8);
                } catch (IOException e) {
                    throw new UncheckedIOException(file + ": cannot be written: " + e.getMessage(), e);
                }
            }
        };
    }
}
