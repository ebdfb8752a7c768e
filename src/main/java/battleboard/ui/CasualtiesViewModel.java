package battleboard.ui;

import battleboard.battle.BattleSetup;
import battleboard.battle.Force;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.edition.UnitType;
import battleboard.solve.CasualtyChoice;
import battleboard.solve.CasualtyExplorer;
import battleboard.solve.SolveOptions;
import battleboard.ui.BattleboardViewModel.Check;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Stream;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The casualty explorer pane: the battle on the form as a position in progress (its units, the round
 * being fought, the multi-hit units already damaged on each side), the hits one side must take now,
 * and every legal choice of casualties with the attacker's and defender's chances and the expected
 * IPC swing that follow ({@link CasualtyExplorer}), best first for the side taking the hits. The
 * choices are valued off the FX thread with the form's method.
 */
final class CasualtiesViewModel {
    static final String READY = "Set the round and the hits to take, then press Explore: the position is the battle on the Battle tab.";

    /**
     * A count of a side's multi-hit units that start the position damaged.
     *
     * @param side  whose units
     * @param unit  a unit with more than one hit point (Revised battleship)
     * @param field the count typed; empty means none
     */
    record Damaged(Side side, UnitType unit, NumberField field) {
    }

    /**
     * One choice of casualties as text.
     *
     * @param casualties  e.g. "lose 1 infantry", "damaged 1 battleship"
     * @param attackerWin the attacker's chance to win from there, e.g. "41.20%"
     * @param defenderWin the defender's
     * @param ipcSwing    expected IPC swing from the position, these losses included, e.g. "-1.25 IPC"
     * @param remaining   the side's units left, e.g. "2 infantry, 1 tank"
     */
    record Row(String casualties, String attackerWin, String defenderWin, String ipcSwing, String remaining) {
    }

    private final Supplier<Check> form;
    private final FormServices services;
    private final PaneJob job;
    private final NumberField round = new NumberField("explore-round", "round being fought", "1", null);
    private final NumberField hits = new NumberField("explore-hits", "hits to take", "1", null);
    private final ObservableList<Damaged> damaged = FXCollections.observableArrayList();
    private final ObservableList<Side> sides = FXCollections.observableArrayList(Side.values());
    private final ObjectProperty<Side> hitSide = new SimpleObjectProperty<>(this, "hitSide", Side.ATTACKER);
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ObservableList<Row> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(this, "note", "");

    /**
     * @param form     checks the form and gives its battle, the position's units
     * @param services explorer and runner
     */
    CasualtiesViewModel(Supplier<Check> form, FormServices services) {
        this.form = form;
        this.services = services;
        this.job = new PaneJob(services.runner(), "Exploration", "Explore", READY);
        round.textProperty().addListener((o, a, b) -> fieldsChanged());
        hits.textProperty().addListener((o, a, b) -> fieldsChanged());
        hitSide.addListener((o, a, b) -> fieldsChanged());
    }

    /** Lists a damaged count per side for each of the edition's multi-hit units, and removes the choices shown. */
    void setEdition(Edition e) {
        List<Damaged> next = new ArrayList<>();
        for (Side side : Side.values()) {
            for (UnitType u : e.units()) {
                if (u.hitPoints() > 1) {
                    NumberField f = new NumberField("explore-damaged-" + side.label() + "-" + u.id(),
                            "damaged " + side.label() + " " + u.id(), "", "0");
                    f.textProperty().addListener((o, a, b) -> fieldsChanged());
                    next.add(new Damaged(side, u, f));
                }
            }
        }
        damaged.setAll(next);
        job.stop();
        rows.clear();
        note.set("");
        job.cleared();
        setStatus(READY, false);
    }

    /** The form changed: stop a running exploration and mark the choices shown as out of date. */
    void inputsChanged() {
        job.battleChanged(!rows.isEmpty());
    }

    private void fieldsChanged() {
        inputsChanged();
        try {
            readFields();
            mark(Set.of());
            if (job.statusErrorProperty().get()) {
                setStatus(job.staleProperty().get() ? "The position changed: press Explore again." : READY, false);
            }
        } catch (InputField.Problem p) {
            mark(Set.of(p.field()));
            setStatus(p.getMessage(), true);
        }
    }

    /** The values typed: round, hits and the damaged units per side. */
    private record Typed(int round, int hits, Map<Side, Force> damaged) {
    }

    private Typed readFields() {
        int r = round.smallWholeNumber();
        int h = hits.smallWholeNumber();
        if (h < 1) {
            throw hits.problem("hits to take: at least 1, not " + h);
        }
        Map<Side, Force> d = new LinkedHashMap<>();
        for (Side side : Side.values()) {
            Map<UnitType, Integer> counts = new LinkedHashMap<>();
            for (Damaged x : damaged) {
                if (x.side() == side) {
                    // the core's check of a count: not negative, not above the limit
                    Force one = x.field().make(x.field().smallWholeNumber(), n -> Force.of(Map.of(x.unit(), n)));
                    counts.put(x.unit(), one.count(x.unit()));
                }
            }
            d.put(side, Force.of(counts));
        }
        return new Typed(r, h, d);
    }

    /**
     * @return the position: the form's battle starting at the round typed, with the damaged units typed
     * @throws InputField.Problem naming the field refused (the core's message for a round below 1 or more damaged units than the side has)
     * @throws IllegalArgumentException one line when the form's battle is not valid
     */
    BattleSetup position() {
        Check check = form.get();
        if (check.setup() == null) {
            throw new IllegalArgumentException("the battle on the Battle tab is not ready: " + check.error());
        }
        Typed typed = readFields();
        BattleSetup.Builder b = check.setup().toBuilder().startRound(typed.round());
        typed.damaged().forEach(b::damaged);
        try {
            return b.build();
        } catch (IllegalArgumentException e) {
            throw culprit(e.getMessage()).problem(e.getMessage());
        }
    }

    /** @return the field a core message is about: the damaged count of the side and unit it names, else the round */
    private InputField culprit(String message) {
        return damaged.stream().filter(d -> message.contains(d.side().label()) && message.contains(" " + d.unit().id() + ":"))
                .findFirst().<InputField>map(Damaged::field).orElse(round);
    }

    /** Checks the position and the hits and starts valuing every casualty choice; stops an exploration already running. */
    void explore() {
        job.stop();
        BattleSetup position;
        int count;
        Side side = hitSide.get();
        try {
            position = position();
            count = readFields().hits();
            mark(Set.of());
        } catch (InputField.Problem p) {
            mark(Set.of(p.field()));
            setStatus(p.getMessage(), true);
            return;
        } catch (IllegalArgumentException e) {
            setStatus(e.getMessage(), true);
            return;
        }
        SolveOptions options = form.get().options();
        String exploring = String.format(Locale.ROOT, "Exploring the %s taking %d hit%s in round %d …", side.label(), count,
                count == 1 ? "" : "s", position.startRound());
        job.start(exploring, (progress, partial) -> services.explorer().explore(position, side, count, options, progress),
                new BackgroundJob.Outcome<CasualtyExplorer.Exploration>() {
            @Override
            public void succeeded(CasualtyExplorer.Exploration x) {
                rows.setAll(x.choices().stream().map(CasualtiesViewModel::row).toList());
                note.set(x.note());
                setStatus(String.format(Locale.ROOT, "The %s takes %d hit%s in round %d: %d choices, best first for the %s.",
                        side.label(), x.hits(), x.hits() == 1 ? "" : "s", position.startRound(), x.choices().size(), side.label()), false);
            }

            @Override
            public void failed(Throwable error) {
                setStatus(BattleboardViewModel.describe(error), true);
            }
        });
    }

    /** Stops the exploration running, if any. */
    void cancel() {
        job.cancel();
    }

    private static Row row(CasualtyChoice c) {
        return new Row(c.label(), ResultsViewModel.percent(c.attackerWin()), ResultsViewModel.percent(c.defenderWin()),
                ResultsViewModel.swing(c.ipcSwing()), RetreatStatesViewModel.units(c.remaining()));
    }

    private void mark(Set<InputField> offending) {
        Stream.concat(Stream.of(round, hits), damaged.stream().map(Damaged::field)).forEach(f -> f.setInvalid(offending.contains(f)));
    }

    private void setStatus(String message, boolean error) {
        job.setStatus(message, error);
    }

    /** @return the round being fought, from 1 */
    NumberField round() {
        return round;
    }

    /** @return hits the side takes now, at least 1 */
    NumberField hits() {
        return hits;
    }

    /** @return a count per side and multi-hit unit of the edition; empty when it has none */
    ObservableList<Damaged> damaged() {
        return damaged;
    }

    ObservableList<Side> sides() {
        return sides;
    }

    /** @return who takes the hits */
    ObjectProperty<Side> hitSideProperty() {
        return hitSide;
    }

    /** @return every choice, best first for the side taking the hits */
    ObservableList<Row> rows() {
        return rowsView;
    }

    /** @return how the choices were valued (exact chain, or Monte Carlo per choice) */
    ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    /** @return the exploration's work, status line and staleness */
    PaneJob job() {
        return job;
    }
}
