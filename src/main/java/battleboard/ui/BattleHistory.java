package battleboard.ui;

import battleboard.input.BattlePreset;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The form's History (issue 26, scope 4): the battles the player calculated, newest first, at most {@link #MOST}: a
 * battle solved by Calculate at once, one solved as the player types only once it stayed unchanged for
 * {@link #SETTLE_MS} ms (five keystrokes of one count give one row, not five). The same battle solved again moves to the
 * top instead of adding a row. Kept in the {@link FormStore} across restarts, as JSON: an array of
 * {@code {"label": …, "battle": <battle file JSON>}}. Use on the FX thread.
 */
final class BattleHistory {
    /** Battles kept, at most. */
    static final int MOST = 50;

    /** How long a battle solved as the player types must stay unchanged to be kept, in milliseconds. */
    static final double SETTLE_MS = 2000;

    /**
     * A battle calculated, re-openable from the History.
     *
     * @param label  its attacker-win percentage first, then the battle, e.g. "71.20% — Axis & Allies Revised (2004), land
     *               battle: 3 infantry vs 2 infantry": rows cut at the list's edge still differ
     * @param battle the battle, as a file
     */
    record SolvedBattle(String label, BattlePreset battle) {
        @Override
        public String toString() {
            return label;
        }
    }

    private final ObservableList<SolvedBattle> entries = FXCollections.observableArrayList();
    private final ReadOnlyBooleanWrapper pending = new ReadOnlyBooleanWrapper(this, "pending");
    private final FormStore store;
    private final Consumer<UncheckedIOException> problem;
    private SolvedBattle waiting;

    /**
     * @param store   where the History is kept between sessions
     * @param problem told when the store cannot be read or written (the form names it in its status line)
     */
    BattleHistory(FormStore store, Consumer<UncheckedIOException> problem) {
        this.store = store;
        this.problem = problem;
    }

    /** Reads the History kept by the last session; a row that no longer reads (an edition file moved) is passed over. */
    void load() {
        Optional<String> json;
        try {
            json = store.history();
        } catch (UncheckedIOException e) {
            problem.accept(e);
            return;
        }
        List<SolvedBattle> read = new ArrayList<>();
        try {
            for (JsonNode row : new ObjectMapper().readTree(json.orElse("[]"))) {
                try {
                    String battle = row.path("battle").asText();
                    read.add(new SolvedBattle(row.path("label").asText(), BattlePreset.read(
                            new ByteArrayInputStream(battle.getBytes(StandardCharsets.UTF_8)), "history")));
                } catch (IllegalArgumentException | IOException unreadable) {
                    // passed over: the rest of the History stays
                }
            }
        } catch (IOException e) {
            problem.accept(new UncheckedIOException("the History: cannot be read: " + e.getMessage(), e));
        }
        entries.setAll(read.stream().limit(MOST).toList());
    }

    /** A battle solved by Calculate: kept at once, at the top. */
    void calculated(SolvedBattle solved) {
        waiting = null;
        pending.set(false);
        keep(solved);
    }

    /** A battle solved as the player types: kept by {@link #settle()} unless the battle changes first. */
    void solvedLive(SolvedBattle solved) {
        waiting = solved;
        pending.set(true);
    }

    /** The battle on the form changed: a battle solved as the player typed is not kept. */
    void changed() {
        waiting = null;
        pending.set(false);
    }

    /** The battle solved as the player typed stayed unchanged {@link #SETTLE_MS} ms: keeps it. */
    void settle() {
        if (waiting != null) {
            calculated(waiting);
        }
    }

    /** @return true while a battle solved as the player types waits for {@link #settle()} */
    ReadOnlyBooleanProperty pendingProperty() {
        return pending.getReadOnlyProperty();
    }

    ObservableList<SolvedBattle> entries() {
        return FXCollections.unmodifiableObservableList(entries);
    }

    private void keep(SolvedBattle solved) {
        String json = solved.battle().toJson();
        entries.removeIf(e -> e.battle().toJson().equals(json));
        entries.add(0, solved);
        if (entries.size() > MOST) {
            entries.remove(MOST, entries.size());
        }
        ObjectMapper mapper = new ObjectMapper();
        ArrayNode rows = mapper.createArrayNode();
        entries.forEach(e -> rows.addObject().put("label", e.label()).put("battle", e.battle().toJson()));
        try {
            store.history(rows.toString());
        } catch (UncheckedIOException e) {
            problem.accept(e);
        }
    }
}
