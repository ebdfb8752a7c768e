package battleboard.ui;

import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.input.BattleCommandLine;
import battleboard.input.BattlePreset;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The form's battle as a file: File › Open…, Samples, Save, Save as…, the recent files, Copy command line, and the last
 * battle kept for the next start. A battle file is what {@code odds --preset} reads. Use on the FX thread.
 */
final class FormFiles {
    /** The battle file the form's battle was opened from or saved to last; null for a new battle. */
    private final ObjectProperty<Path> file = new SimpleObjectProperty<>(this, "file");
    private final ObservableList<Path> recentFiles = FXCollections.observableArrayList();
    private final BattleFiles chooser;
    private final FormStore store;
    private final EditionSwitch editions;
    private final BattleCheck checker;
    private final FormStatus status;
    private final Consumer<Runnable> reset;

    /**
     * @param services asks for battle files; keeps the recent files and the last battle between sessions
     * @param editions the form's editions, among which a battle file's is found (or loaded)
     * @param checker  checks the form's battle before it is written
     * @param status   the status line
     * @param reset    runs a change of many inputs at once, after which the form starts over (no result, no undo)
     */
    FormFiles(FormServices services, EditionSwitch editions, BattleCheck checker, FormStatus status, Consumer<Runnable> reset) {
        this.chooser = services.battleFiles();
        this.store = services.store();
        this.editions = editions;
        this.checker = checker;
        this.status = status;
        this.reset = reset;
        try {
            recentFiles.setAll(store.recentFiles());
        } catch (UncheckedIOException e) {
            status.storeProblem(e);
        }
    }

    /** File › Open…: asks for a battle file and opens it. */
    void open() {
        chooser.chooseToOpen().ifPresent(this::open);
    }

    /**
     * Opens a battle file: its edition, units and settings replace the form's (the method settings stay); what the form
     * has no field for is said in the status line. A file that cannot be read or names what its edition has not is
     * refused with one line, and the form stays as it was.
     *
     * @param f a battle file, as {@code odds --preset} reads it
     * @return true when the battle is on the form
     */
    boolean open(Path f) {
        BattlePreset p;
        try {
            p = BattlePreset.read(f);
        } catch (IllegalArgumentException e) {
            status.problem(e.getMessage());
            return false;
        }
        if (!show(p, f.toString())) {
            return false;
        }
        file.set(f);
        remember(f);
        return true;
    }

    /** File › Samples: opens one of {@link BattlePreset#SAMPLES}; the form then has no file (Save asks for one). */
    void openSample(String name) {
        try {
            if (show(BattlePreset.sample(name), "the sample " + name)) {
                file.set(null);
            }
        } catch (IllegalArgumentException e) {
            status.problem(e.getMessage());
        }
    }

    /**
     * Puts a battle of the History on the form; the form then has no file.
     *
     * @return true when the battle is on the form
     */
    boolean reopen(BattlePreset battle) {
        if (!show(battle, "a battle of the history")) {
            return false;
        }
        file.set(null);
        return true;
    }

    /** File › New: no file (the caller empties the form). */
    void forgetFile() {
        file.set(null);
    }

    /**
     * File › Save: writes the battle to its file, or asks for one (Save as…) when it has none.
     *
     * @return true when written
     */
    boolean save() {
        if (file.get() == null) {
            return saveAs();
        }
        return save(file.get());
    }

    /**
     * File › Save as…: asks for a file and writes the battle to it.
     *
     * @return true when written
     */
    boolean saveAs() {
        Optional<Path> f = chooser.chooseToSave(suggestedFileName());
        return f.isPresent() && save(f.get());
    }

    /**
     * Writes the battle on the form as a battle file, which the form opens and {@code odds --preset} reads. A battle the
     * form refuses is not written: its fields are marked and the status line says why.
     *
     * @param f where to write
     * @return true when written
     */
    boolean save(Path f) {
        Optional<BattlePreset> p = battleFile();
        if (p.isEmpty()) {
            return false;
        }
        try {
            Files.writeString(f, p.get().toJson());
        } catch (IOException e) {
            status.problem(f + ": cannot be written: " + e.getMessage());
            return false;
        }
        file.set(f);
        remember(f);
        status.say("Saved to " + f + ".", false);
        return true;
    }

    /**
     * @return the battle on the form as a battle file; empty, with its fields marked and the reason in the status line,
     *         when the form refuses the battle
     */
    Optional<BattlePreset> battleFile() {
        FormCheck check = checker.check();
        if (check.setup() == null) {
            checker.showAllErrors(true);
            checker.mark(check);
            status.say("Fix the battle first: " + check.error(), true);
            return Optional.empty();
        }
        return Optional.of(editions.asFile(check));
    }

    /** @return the command line that gives the battle on the form (Copy command line), or empty as {@link #battleFile} */
    Optional<String> commandLine() {
        return battleFile().map(BattleCommandLine::of);
    }

    /**
     * Keeps the battle on the form for the next start (called when the program ends, and after each solve); a battle the
     * form refuses is not kept, the one kept before stays.
     */
    void keepLastBattle() {
        FormCheck check = checker.check();
        if (check.setup() != null) {
            keepLastBattle(editions.asFile(check));
        }
    }

    /** Keeps this battle for the next start. */
    void keepLastBattle(BattlePreset p) {
        try {
            store.lastBattle(p.toJson());
        } catch (UncheckedIOException e) {
            // the next start opens with an empty form, as on a first start: nothing the player typed is lost now
            status.storeProblem(e);
        }
    }

    /**
     * Puts back the battle kept by {@link #keepLastBattle} (at start); a kept battle that no longer reads (an edition
     * file moved) is passed over and the form starts empty.
     *
     * @return true when the last battle is on the form
     */
    boolean restoreLastBattle() {
        Optional<String> json;
        try {
            json = store.lastBattle();
        } catch (UncheckedIOException e) {
            status.storeProblem(e);
            return false;
        }
        if (json.isEmpty()) {
            return false;
        }
        BattlePreset p;
        try {
            p = BattlePreset.read(new ByteArrayInputStream(json.get().getBytes(StandardCharsets.UTF_8)), "last battle");
        } catch (IllegalArgumentException | IOException e) {
            return false;
        }
        if (!show(p, "the last battle")) {
            status.say(FormStatus.READY, false);
            return false;
        }
        status.say("Your last battle is back (File › New starts afresh).", false);
        return true;
    }

    /**
     * Puts a battle file on the form: its edition selected (loaded when it names a file), the fields cleared and filled.
     *
     * @return false, the form unchanged and the reason said in one line, when the file's edition or units cannot be read
     */
    private boolean show(BattlePreset p, String source) {
        Edition e;
        try {
            e = p.edition().map(editions::named).orElse(editions.editionProperty().get());
            p.builder(e); // the file's units, technologies, options and orders read in its edition, before the form changes
        } catch (RuntimeException x) {
            status.problem(source + ": " + x.getMessage());
            return false;
        }
        if (editions.editionProperty().get() != e) {
            editions.editionProperty().set(e);
        }
        FormInputs inputs = checker.inputs();
        List<String> left = new ArrayList<>();
        try {
            reset.accept(() -> {
                inputs.clearBattle();
                left.addAll(BattleFileFields.fill(e, p, inputs.attacker(), inputs.defender(), inputs.rules(), inputs.retreat()));
            });
        } catch (IllegalArgumentException x) {
            // a unit the edition has but the form offers no field for on that side (the builder read it)
            status.problem(source + ": " + x.getMessage());
            return false;
        }
        status.say("Opened " + source + (left.isEmpty() ? "." : "; the form has no field for " + String.join(", ", left) + "."), false);
        return true;
    }

    /** Puts a file at the top of the recent files, here and in the store. */
    private void remember(Path f) {
        List<Path> files = new ArrayList<>();
        files.add(f.toAbsolutePath());
        recentFiles.stream().filter(x -> !x.equals(f.toAbsolutePath())).limit(FormStore.RECENT - 1).forEach(files::add);
        recentFiles.setAll(files);
        try {
            store.recentFiles(files);
        } catch (UncheckedIOException e) {
            // the list stays for this session; the next start lists the files it could keep
            status.storeProblem(e);
        }
    }

    /** @return a file name for the battle on the form: "3-infantry-1-tank-vs-4-infantry.json" */
    private String suggestedFileName() {
        FormCheck check = checker.check();
        if (check.setup() == null) {
            return "battle.json";
        }
        String name = (check.setup().force(Side.ATTACKER) + " vs " + check.setup().force(Side.DEFENDER))
                .toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
        return (name.length() > 80 ? name.substring(0, 80) : name) + ".json";
    }

    /** @return the battle file the battle was opened from or saved to last; null for a new battle */
    ReadOnlyObjectProperty<Path> fileProperty() {
        return file;
    }

    /** @return the battle files opened or saved lately, newest first */
    ObservableList<Path> recentFiles() {
        return FXCollections.unmodifiableObservableList(recentFiles);
    }
}
