package battleboard.ui;

import battleboard.battle.BattleSetup;
import battleboard.battle.Force;
import battleboard.battle.OrderOfLoss;
import battleboard.battle.Progress;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.edition.RuleOption;
import battleboard.input.BattlePreset;
import battleboard.input.EditionFit;
import battleboard.result.BattleResult;
import battleboard.solve.SolveOptions;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * The Compare pane: the battle on the form, fought under each chosen edition's rules, side by side. Each edition gets the
 * form's battle fitted as the command line's {@code compare} fits it ({@link EditionFit}): units, damaged units, cargo,
 * technologies and orders of loss by unit id or name ("tank" is Classic's armor), the form's retreat, submerge and
 * amphibious choices, the rolls before the battle and the defender's retreat where they are rules of the edition, and the
 * rule options the player changed where the edition has them (its own defaults otherwise). What an edition lacks is left
 * out and the edition's row says so; a damaged unit the edition has with one hit point makes its battle refused, as on
 * the command line. The editions are solved one after another off the FX thread, each row filled as it is solved.
 */
final class CompareViewModel {
    /** An edition the player may include. */
    static final class EditionChoice {
        private final Edition edition;
        private final BooleanProperty selected = new SimpleBooleanProperty(this, "selected", true);

        EditionChoice(Edition edition) {
            this.edition = edition;
        }

        Edition edition() {
            return edition;
        }

        BooleanProperty selectedProperty() {
            return selected;
        }
    }

    /**
     * One edition's battle, mapped from the form's.
     *
     * @param edition the edition
     * @param setup   the battle under its rules, or null when it cannot be fought (see {@code error})
     * @param notes   what was left out, one line each
     * @param error   why there is no battle (e.g. "the attacker has no units"), or null
     */
    record Mapped(Edition edition, BattleSetup setup, List<String> notes, String error) {
        Mapped {
            notes = List.copyOf(notes);
        }
    }

    /**
     * One edition's figures as text; empty while not solved or when it could not be.
     *
     * @param edition edition id, e.g. "classic"
     * @param note    what was left out, or the problem; "solving …" until it is solved
     */
    record Row(String edition, String attackerWin, String defenderWin, String draw, String attackerIpcLoss,
               String defenderIpcLoss, String ipcSwing, String method, String note) {
    }

    /**
     * One group of chart bars, in percent.
     *
     * @param edition edition id, e.g. "classic"
     */
    record Bars(String edition, double attackerWin, double defenderWin, double draw) {
    }

    /** One edition solved, or the problem that stopped it. */
    private record Solved(Mapped mapped, BattleResult result, String error) {
    }

    private final Supplier<FormCheck> form;
    private final FormServices services;
    private final PaneJob job;
    private final ObservableList<EditionChoice> choices = FXCollections.observableArrayList();
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ObservableList<Bars> bars = FXCollections.observableArrayList();
    private final ObservableList<Row> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ObservableList<Bars> barsView = FXCollections.unmodifiableObservableList(bars);

    /**
     * @param editions the form's editions; the choices follow it, each new one chosen
     * @param form     checks the form and gives its battle
     * @param services solver and runner
     */
    CompareViewModel(ObservableList<Edition> editions, Supplier<FormCheck> form, FormServices services) {
        this.form = form;
        this.services = services;
        this.job = new PaneJob(services.runner(), "Comparison", "Compare",
                "Choose editions, then press Compare: the battle on the Battle tab is fought under each edition's rules.");
        editions.addListener((ListChangeListener<Edition>) c -> sync(editions));
        sync(editions);
    }

    private void sync(List<Edition> editions) {
        List<EditionChoice> next = new ArrayList<>();
        for (Edition e : editions) {
            next.add(choices.stream().filter(c -> c.edition() == e).findFirst().orElseGet(() -> new EditionChoice(e)));
        }
        choices.setAll(next);
    }

    /** Maps the form's battle into each chosen edition and starts solving them; stops a comparison already running. */
    void compare() {
        job.stop();
        FormCheck check = form.get();
        if (job.notReady(check)) {
            return;
        }
        List<Mapped> mapped = choices.stream().filter(c -> c.selectedProperty().get())
                .map(c -> map(check.setup(), c.edition())).toList();
        if (mapped.isEmpty()) {
            setStatus("Choose at least one edition to compare.", true);
            return;
        }
        SolveOptions options = check.options();
        show(mapped.stream().map(m -> new Solved(m, null, m.error())).toList());
        job.start("Comparing " + mapped.size() + " editions …", (progress, partial) -> solveAll(mapped, options, progress, partial),
                new BackgroundJob.Outcome<List<Solved>>() {
            @Override
            public void partial(List<Solved> value) {
                show(value);
            }

            @Override
            public void succeeded(List<Solved> value) {
                show(value);
                setStatus("Compared " + check.setup().force(Side.ATTACKER) + " vs " + check.setup().force(Side.DEFENDER)
                        + " in " + mapped.size() + " editions.", false);
            }

            @Override
            public void failed(Throwable error) {
                setStatus(SolveRun.describe(error), true);
            }
        });
    }

    /** Stops the comparison running, if any. */
    void cancel() {
        job.cancel();
    }

    /** The form changed: stop a running comparison and mark the figures shown as out of date. */
    void inputsChanged() {
        job.battleChanged(!rows.isEmpty());
    }

    /** Solves each edition in turn, on the worker's thread; a battle one edition cannot solve does not stop the others. */
    private List<Solved> solveAll(List<Mapped> mapped, SolveOptions options, Progress progress, Consumer<List<Solved>> partial) {
        List<Solved> solved = new ArrayList<>(mapped.stream().map(m -> new Solved(m, null, m.error())).toList());
        for (int i = 0; i < mapped.size(); i++) {
            Mapped m = mapped.get(i);
            if (m.setup() == null) {
                continue;
            }
            try {
                BattleResult r = services.solver().solve(m.setup(), options, part(progress, i, mapped.size(), m.edition().id()), x -> {
                });
                solved.set(i, new Solved(m, r, null));
            } catch (CancellationException e) {
                throw e;
            } catch (RuntimeException e) {
                solved.set(i, new Solved(m, null, SolveRun.describe(e)));
            }
            partial.accept(List.copyOf(solved));
        }
        return List.copyOf(solved);
    }

    private static Progress part(Progress whole, int index, int count, String edition) {
        return new Progress() {
            @Override
            public void update(double fractionDone, String message) {
                whole.update((index + Math.max(0, fractionDone)) / count, edition + ": " + message);
            }

            @Override
            public boolean isCancelled() {
                return whole.isCancelled();
            }
        };
    }

    private void show(List<Solved> solved) {
        rows.setAll(solved.stream().map(CompareViewModel::row).toList());
        bars.setAll(solved.stream().filter(s -> s.result() != null).map(s -> new Bars(s.mapped().edition().id(),
                s.result().attackerWin() * 100, s.result().defenderWin() * 100, s.result().draw() * 100)).toList());
    }

    private static Row row(Solved s) {
        List<String> notes = new ArrayList<>(s.mapped().notes());
        String id = s.mapped().edition().id();
        BattleResult r = s.result();
        if (r == null) {
            notes.add(s.error() == null ? "solving …" : s.error());
            return new Row(id, "", "", "", "", "", "", "", String.join("; ", notes));
        }
        return new Row(id, Figures.percent(r.attackerWin()), Figures.percent(r.defenderWin()),
                Figures.percent(r.draw()), Figures.ipc(r.attackerIpcLoss()), Figures.ipc(r.defenderIpcLoss()),
                Figures.swing(r.ipcSwing()), ResultsViewModel.methodText(r, false), String.join("; ", notes));
    }

    /**
     * The form's battle under another edition's rules, fitted as the command line's {@code compare} fits it
     * ({@link EditionFit}): units, damaged units, cargo, technologies and orders of loss by unit id or name, the same
     * retreat, submerge and amphibious choices, the rolls before the battle and the defender's retreat where they are rules
     * of the edition, the rule options the player changed from the form's edition's defaults where the edition has them
     * (the others at the edition's own defaults).
     *
     * @param from the form's battle
     * @param to   the edition to fight it in
     * @return the fitted battle, with a note for each part left out, or the one-line reason it cannot be fought (e.g. no
     *         attacking unit is left)
     */
    static Mapped map(BattleSetup from, Edition to) {
        BattlePreset written = BattlePreset.of(from, from.edition().id(), "");
        Map<Side, String> orders = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            // the units the side fields, in the form's order: an edition's order of loss lists every unit of it
            Set<String> fielded = new HashSet<>();
            Stream.of(from.force(side), side == Side.ATTACKER ? from.bombardment() : Force.empty(), from.cargo(side))
                    .forEach(f -> f.counts().keySet().forEach(u -> fielded.add(u.id())));
            OrderOfLoss order = from.order(side);
            List<String> ids = order.unitIds().stream().filter(fielded::contains).toList();
            if (!ids.isEmpty()) {
                orders.put(side, new OrderOfLoss(ids, order.damageFirst(), 0).text());
            }
        }
        Map<String, String> changed = new LinkedHashMap<>();
        written.options().forEach((id, value) -> {
            if (!RuleOption.byId(id).map(o -> value.equals(from.edition().optionDefaults().get(o))).orElse(false)) {
                changed.put(id, value);
            }
        });
        BattlePreset battle = new BattlePreset(written.name(), written.edition(), written.attacker(), written.defender(),
                written.bombard(), written.damaged(), written.techs(), changed, orders, written.keepLand(), written.amphibious(),
                written.retreat(), written.submerge(), written.round(), written.cargo(), written.noLanding(), written.landed(),
                written.rolls());
        EditionFit fit;
        try {
            fit = EditionFit.of(battle, to, List.of(from.edition(), to));
        } catch (IllegalArgumentException e) {
            return new Mapped(to, null, List.of(), e.getMessage());
        }
        List<String> notes = new ArrayList<>(fit.notes());
        notes.addAll(fit.rulesLeftOut());
        try {
            return new Mapped(to, fit.preset().setup(to), notes, null);
        } catch (IllegalArgumentException e) {
            return new Mapped(to, null, notes, e.getMessage());
        }
    }

    private void setStatus(String message, boolean error) {
        job.setStatus(message, error);
    }

    /** @return one per edition of the form, in its order */
    ObservableList<EditionChoice> choices() {
        return choices;
    }

    /** @return one per edition compared, in the choices' order */
    ObservableList<Row> rows() {
        return rowsView;
    }

    /** @return one group of bars per edition solved */
    ObservableList<Bars> bars() {
        return barsView;
    }

    /** @return the comparison's work, status line and staleness */
    PaneJob job() {
        return job;
    }
}
