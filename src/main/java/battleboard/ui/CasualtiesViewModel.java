package battleboard.ui;

import battleboard.battle.BattleSetup;
import battleboard.battle.Side;
import battleboard.solve.CasualtyChoice;
import battleboard.solve.CasualtyExplorer;
import battleboard.solve.SolveOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
 * The casualty explorer pane: the battle on the form as a position in progress (its units and the
 * multi-hit units already damaged, both as the Battle tab gives them, and the round being fought),
 * the hits one side must take now, and every legal choice of casualties with the attacker's and
 * defender's chances and the expected IPC swing that follow ({@link CasualtyExplorer}), best first for
 * the side taking the hits. The choices are valued off the FX thread with the form's method.
 */
final class CasualtiesViewModel {
    static final String READY = "Set the round and the hits to take, then press Explore: the position is the battle on the Battle tab.";

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

    private final Supplier<FormCheck> form;
    private final FormServices services;
    private final PaneJob job;
    private final NumberField round = new NumberField("explore-round", "round being fought", "1", null);
    private final NumberField hits = new NumberField("explore-hits", "hits to take", "1", null);
    private final ReadOnlyStringWrapper damaged = new ReadOnlyStringWrapper(this, "damaged", "");
    private final ObservableList<Side> sides = FXCollections.observableArrayList(Side.values());
    private final ObjectProperty<Side> hitSide = new SimpleObjectProperty<>(this, "hitSide", Side.ATTACKER);
    /** The enemy unit scoring the hits, as the command line's {@code --hits SIDE:N:UNIT}, by name; blank: any enemy unit. */
    private final javafx.beans.property.StringProperty sourceText = new javafx.beans.property.SimpleStringProperty(this, "sourceText", "");
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ObservableList<Row> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(this, "note", "");

    /**
     * @param form     checks the form and gives its battle, the position's units
     * @param services explorer and runner
     */
    CasualtiesViewModel(Supplier<FormCheck> form, FormServices services) {
        this.form = form;
        this.services = services;
        this.job = new PaneJob(services.runner(), "Exploration", "Explore", READY);
        round.textProperty().addListener((o, a, b) -> fieldsChanged());
        hits.textProperty().addListener((o, a, b) -> fieldsChanged());
        hitSide.addListener((o, a, b) -> fieldsChanged());
    }

    /** The edition changed: removes the choices shown, which were of the other edition. */
    void editionChanged() {
        job.stop();
        rows.clear();
        note.set("");
        job.cleared();
        setStatus(READY, false);
    }

    /** The form changed: stop a running exploration, mark the choices shown as out of date, show the damaged units. */
    void inputsChanged() {
        job.battleChanged(!rows.isEmpty());
        BattleSetup setup = form.get().setup();
        damaged.set(setup == null ? "" : damagedText(setup));
    }

    /** @return e.g. "attacker 1 battleship (1 hit); defender 1 yamato (2 hits)", from the Battle tab; empty when none */
    private static String damagedText(BattleSetup setup) {
        List<String> sides = new ArrayList<>();
        for (Side side : Side.values()) {
            List<String> units = new ArrayList<>();
            setup.damage(side).byLevel().forEach((level, force) -> force.counts().forEach((u, n) ->
                    units.add(n + " " + u.id() + " (" + level + (level == 1 ? " hit)" : " hits)"))));
            if (!units.isEmpty()) {
                sides.add(side.label() + " " + String.join(", ", units));
            }
        }
        return String.join("; ", sides);
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

    /** The values typed: round and hits. */
    private record Typed(int round, int hits) {
    }

    private Typed readFields() {
        int r = round.smallWholeNumber();
        int h = hits.smallWholeNumber();
        if (h < 1) {
            throw hits.problem("hits to take: at least 1, not " + h);
        }
        return new Typed(r, h);
    }

    /**
     * @return the position: the form's battle, its damaged units included, starting at the round typed
     * @throws InputField.Problem naming the round when the core refuses it (below 1)
     * @throws IllegalArgumentException one line when the form's battle is not valid, has rolls before the
     *                                  battle (as the command line's {@code casualties} refuses
     *                                  {@code --detection}, {@code --chinese-morale}, {@code --air-combat}
     *                                  and {@code --naval-base-first-strike})
     */
    BattleSetup position() {
        FormCheck check = form.get();
        if (check.setup() == null) {
            throw new IllegalArgumentException("the battle on the Battle tab is not ready: " + check.error());
        }
        if (!check.setup().preBattle().isNone()) {
            throw new IllegalArgumentException("the rolls before the battle (" + check.setup().preBattle().describe()
                    + ") come before it; the casualties of a battle in progress do not take them: clear them on the Battle tab");
        }
        Typed typed = readFields();
        try {
            return check.setup().toBuilder().startRound(typed.round()).build();
        } catch (IllegalArgumentException e) {
            throw round.problem(e.getMessage());
        }
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
        String exploring = String.format(Locale.US, "Exploring the %s taking %d hit%s in round %d …", side.label(), count,
                count == 1 ? "" : "s", position.startRound());
        java.util.Optional<battleboard.edition.UnitType> from;
        try {
            from = sourceText.get().isBlank() ? java.util.Optional.empty()
                    : java.util.Optional.of(position.edition().unit(sourceText.get().trim()));
        } catch (IllegalArgumentException e) {
            setStatus(e.getMessage(), true);
            return;
        }
        job.start(exploring, (progress, partial) -> services.explorer().explore(position, side, count, from, options, progress),
                new BackgroundJob.Outcome<CasualtyExplorer.Exploration>() {
            @Override
            public void succeeded(CasualtyExplorer.Exploration x) {
                rows.setAll(x.choices().stream().map(CasualtiesViewModel::row).toList());
                note.set(x.note() + "\n" + SWING_NOTE);
                setStatus(String.format(Locale.US, "The %s takes %d hit%s in round %d: %d choice%s, best first for the %s.",
                        side.label(), x.hits(), x.hits() == 1 ? "" : "s", position.startRound(), x.choices().size(),
                        x.choices().size() == 1 ? "" : "s", side.label()), false);
            }

            @Override
            public void failed(Throwable error) {
                setStatus(SolveRun.describe(error), true);
            }
        });
    }

    /** Stops the exploration running, if any. */
    void cancel() {
        job.cancel();
    }

    private static Row row(CasualtyChoice c) {
        return new Row(c.label(), Figures.percent(c.attackerWin()), Figures.percent(c.defenderWin()),
                Figures.swing(c.ipcSwing()), RetreatStatesViewModel.units(c.remaining()));
    }

    private void mark(Set<InputField> offending) {
        Stream.of(round, hits).forEach(f -> f.setInvalid(offending.contains(f)));
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

    /** @return the units of the Battle tab's battle that start damaged, e.g. "defender 1 battleship (1 hit)"; empty when none */
    ReadOnlyStringProperty damagedProperty() {
        return damaged.getReadOnlyProperty();
    }

    ObservableList<Side> sides() {
        return sides;
    }

    /**
     * @return the name of the enemy unit scoring the hits (one of the other side's units, or a bombarding ship): its
     *         hits go only where it may hit (a submarine's to ships); blank for any enemy unit
     */
    javafx.beans.property.StringProperty sourceTextProperty() {
        return sourceText;
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
    /** What the table's IPC swing counts, as the command line's {@code casualties} says it (issue 26, defect 11). */
    static final String SWING_NOTE = "IPC swing: the defender's expected IPC loss minus the attacker's from this round on, these"
            + " casualties included.";

    ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    /** @return the exploration's work, status line and staleness */
    PaneJob job() {
        return job;
    }
}
