package battleboard.ui;

import battleboard.edition.Edition;
import battleboard.edition.UnitType;
import battleboard.input.BattlePreset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The form's editions and the one selected: the built-in editions, those loaded from a file (Load edition…, or named by a
 * battle file), and the switch from one to another, which carries the counts typed to the units of the same name in the
 * new edition and says which were dropped. Use on the FX thread.
 */
final class EditionSwitch {
    private final ObservableList<Edition> editions = FXCollections.observableArrayList();
    /** Editions loaded from a file, with the file's name. */
    private final Map<Edition, String> editionFiles = new IdentityHashMap<>();
    /** The file each loaded edition came from, as a battle file names it. */
    private final Map<Edition, Path> editionPaths = new IdentityHashMap<>();
    private final ObjectProperty<Edition> edition = new SimpleObjectProperty<>(this, "edition");
    private final FormInputs inputs;
    private final FormStatus status;
    private final EditionFiles files;

    /**
     * @param editionIds the editions to offer, e.g. {@link Edition#BUILT_IN}; none is selected yet
     * @param loader     loads an edition by id; an edition that fails is reported to the notifier and left out
     * @param inputs     the form's inputs, set to each edition selected
     * @param status     the status line
     * @param files      asks for an edition file to load
     */
    EditionSwitch(List<String> editionIds, Function<String, Edition> loader, FormInputs inputs, FormStatus status, EditionFiles files) {
        this.inputs = inputs;
        this.status = status;
        this.files = files;
        for (String id : editionIds) {
            try {
                editions.add(loader.apply(id));
            } catch (RuntimeException e) {
                status.report("edition " + id + " cannot be loaded: " + e.getMessage());
            }
        }
    }

    /**
     * Asks for an edition file and, when it loads, adds it to the editions and selects it. A file that fails to load is
     * reported (status line and notifier, one line naming the file, the field and what was expected) and the form stays
     * on its edition.
     */
    void loadEdition() {
        Optional<Path> file = files.choose();
        if (file.isEmpty()) {
            return;
        }
        Edition loaded;
        try {
            loaded = Edition.fromFile(file.get());
        } catch (RuntimeException e) {
            status.problem(e.getMessage() == null ? file.get() + ": cannot be loaded (" + e.getClass().getSimpleName() + ")" : e.getMessage());
            return;
        }
        editionFiles.put(loaded, String.valueOf(file.get().getFileName()));
        editionPaths.put(loaded, file.get().toAbsolutePath());
        editions.add(loaded);
        edition.set(loaded);
        status.say("Loaded " + loaded.name() + " from " + file.get() + ".", false);
    }

    /**
     * @param ref a battle file's edition: a built-in id among the editions, or an edition file
     * @return the edition, loaded (once) and added to the editions when {@code ref} names a file
     * @throws IllegalArgumentException when {@code ref} is neither, or the edition file does not load
     */
    Edition named(String ref) {
        for (Edition e : editions) {
            if (!editionPaths.containsKey(e) && e.id().equals(ref)) {
                return e;
            }
        }
        Path path = Path.of(ref).toAbsolutePath();
        for (Map.Entry<Edition, Path> loaded : editionPaths.entrySet()) {
            if (loaded.getValue().equals(path)) {
                return loaded.getKey();
            }
        }
        if (!Files.isRegularFile(path)) {
            throw new IllegalArgumentException("edition '" + ref + "' is neither an edition of the form nor an edition file");
        }
        Edition loaded = Edition.fromFile(path);
        editionFiles.put(loaded, String.valueOf(path.getFileName()));
        editionPaths.put(loaded, path);
        editions.add(loaded);
        return loaded;
    }

    /**
     * @param check a battle the form accepts
     * @return the battle as written on the form, as a file: its edition named by id or, for a loaded edition, by its file
     */
    BattlePreset asFile(FormCheck check) {
        Path from = editionPaths.get(check.setup().edition());
        return from == null ? check.written() : check.written().withEdition(from.toString());
    }

    /** @return how the edition picker names an edition: its name, and the file it came from if loaded */
    String editionLabel(Edition e) {
        String file = editionFiles.get(e);
        return file == null ? e.name() : e.name() + " (" + file + ")";
    }

    /**
     * Sets the form's inputs to a newly selected edition: each count typed goes to the same unit in {@code e} (the same
     * id, or a name {@code e} knows for it), and the status line says which were kept and which dropped.
     *
     * @param e      the edition selected
     * @param panes  sets the other panes to {@code e} (the raid, the casualties), after the inputs
     * @param change runs a change of many inputs at once (the form checks them once, after)
     */
    void carryCounts(Edition e, Runnable panes, Consumer<Runnable> change) {
        List<Carried> counts = new ArrayList<>();
        for (SideViewModel side : inputs.sides()) {
            for (CountField f : side.allCounts()) {
                if (!f.textProperty().get().isBlank()) {
                    counts.add(new Carried(side, f.kind().id(), 0, f.unit(), f.textProperty().get()));
                }
            }
            for (DamagedCount f : side.allDamagedCounts()) {
                if (!f.textProperty().get().isBlank()) {
                    counts.add(new Carried(side, side.side().label() + " damaged", f.level(), f.unit(), f.textProperty().get()));
                }
            }
        }
        Map<String, List<String>> dropped = new LinkedHashMap<>();
        Set<String> kept = new LinkedHashSet<>();
        change.accept(() -> {
            inputs.attacker().setEdition(e);
            inputs.defender().setEdition(e);
            inputs.rules().setEdition(e);
            panes.run();
            for (Carried c : counts) {
                Stream<? extends InputField> fields = c.level() == 0
                        ? c.side().allCounts().stream().filter(f -> f.kind().id().equals(c.where()) && sameUnit(e, c.unit(), f.unit()))
                        : c.side().allDamagedCounts().stream().filter(f -> f.level() == c.level() && sameUnit(e, c.unit(), f.unit()));
                Optional<? extends InputField> field = fields.findFirst();
                if (field.isPresent()) {
                    field.get().textProperty().set(c.text());
                    UnitType now = field.get() instanceof CountField f ? f.unit() : ((DamagedCount) field.get()).unit();
                    kept.add(now.name().toLowerCase(Locale.ROOT));
                } else {
                    dropped.computeIfAbsent((c.level() == 0 ? "" : "damaged ") + c.unit().name().toLowerCase(Locale.ROOT),
                            k -> new ArrayList<>()).add(c.where().replace(" damaged", "") + " " + c.text().strip());
                }
            }
        });
        if (!counts.isEmpty()) {
            List<String> said = new ArrayList<>();
            dropped.forEach((unit, where) -> said.add(unit + " dropped (" + String.join(", ", where) + ")"));
            if (!kept.isEmpty()) {
                said.add(String.join(", ", kept) + " kept");
            }
            status.say("Switched to " + e.name() + ": " + String.join("; ", said) + ".", false);
        }
    }

    /**
     * A count typed before the edition changed: the side, which field ("attacker", "defender", "bombard", or the side's
     * damaged units at a damage level above 0), for which unit, and what it said.
     */
    private record Carried(SideViewModel side, String where, int level, UnitType unit, String text) {
    }

    /**
     * @return true when {@code candidate} of edition {@code to} is the unit {@code before} of another edition: the same
     *         id, or a name {@code to} knows for it (Revised's tank is Classic's armor, as in Compare)
     */
    private static boolean sameUnit(Edition to, UnitType before, UnitType candidate) {
        if (candidate.id().equals(before.id())) {
            return true;
        }
        return Stream.of(before.id(), before.name()).map(to::findUnit).flatMap(Optional::stream)
                .anyMatch(u -> u.id().equals(candidate.id()));
    }

    /** @return the editions offered, built in first, then those loaded */
    ObservableList<Edition> editions() {
        return editions;
    }

    /** @return the edition selected; null when none could be loaded */
    ObjectProperty<Edition> editionProperty() {
        return edition;
    }
}
