package battleboard.ui;

import battleboard.battle.Force;
import battleboard.battle.OrderOfLoss;
import battleboard.battle.PickOrder;
import battleboard.battle.Side;
import battleboard.battle.SubmergePolicy;
import battleboard.edition.Edition;
import battleboard.edition.Technology;
import battleboard.edition.UnitType;
import battleboard.ui.CountField.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * One side's part of the form: a count per unit type of the edition (the AA gun only for the
 * defender), the attacker's shore-bombardment counts, the units that start the battle damaged (a
 * count per multi-hit unit type and damage level, offered while the side has such a unit), one switch
 * per technology, the order of loss (reordered by hand or set from a preset, {@link OrderOfLoss#PRESETS};
 * the attacker may keep its last land units to the end) and when its submarines submerge. Rebuilt from
 * the edition by {@link #setEdition}, so a new edition file adds rows with no code change. Every change
 * of an input runs the {@code onChange} callback given to the constructor.
 */
final class SideViewModel {
    private final Side side;
    private final Runnable onChange;
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private Edition edition;
    private final ObservableList<CountField> units = FXCollections.observableArrayList();
    private final ObservableList<CountField> bombardment = FXCollections.observableArrayList();
    private final ObservableList<DamagedUnit> damaged = FXCollections.observableArrayList();
    private final ObservableList<TechChoice> technologies = FXCollections.observableArrayList();
    /** Units that can be casualties (AA guns never are), first lost first. */
    private final ObservableList<UnitType> orderOfLoss = FXCollections.observableArrayList();
    private final BooleanProperty damageFirst = new SimpleBooleanProperty(this, "damageFirst", true);
    private final ReadOnlyStringWrapper multiHitUnits = new ReadOnlyStringWrapper(this, "multiHitUnits", "");
    private final NumberField keepLand;
    private final ObservableList<SubmergePolicy> submergePolicies = FXCollections.observableArrayList(SubmergePolicy.choices());
    private final ObjectProperty<SubmergePolicy> submerge = new SimpleObjectProperty<>(this, "submerge", SubmergePolicy.NEVER);
    private final ReadOnlyStringWrapper submarines = new ReadOnlyStringWrapper(this, "submarines", "");
    /** Ids of the edition's units that carry land units (transports); empty when none (no cargo field). */
    private final ReadOnlyStringWrapper transports = new ReadOnlyStringWrapper(this, "transports", "");
    private final EditionTextField<Force> cargo;
    /** The enemy units this side's chosen hits take first ({@code --attacker-picks}); shown where a hit is the firer's to place. */
    private final EditionTextField<PickOrder> picks;
    private final ReadOnlyBooleanWrapper picksOffered = new ReadOnlyBooleanWrapper(this, "picksOffered", false);
    private final javafx.beans.property.BooleanProperty noLanding = new javafx.beans.property.SimpleBooleanProperty(this, "noLanding");
    /** Classic C789: the defender's submarines have no adjacent friendly or empty sea zone (no withdrawal). */
    private final javafx.beans.property.BooleanProperty noEscapeZone = new javafx.beans.property.SimpleBooleanProperty(this, "noEscapeZone");
    private final javafx.beans.property.ReadOnlyBooleanWrapper escapeZoneRule = new javafx.beans.property.ReadOnlyBooleanWrapper(this, "escapeZoneRule");

    /** A technology and whether this side has it. */
    static final class TechChoice {
        private final Technology technology;
        private final BooleanProperty selected = new SimpleBooleanProperty(this, "selected", false);

        TechChoice(Technology technology) {
            this.technology = technology;
        }

        Technology technology() {
            return technology;
        }

        BooleanProperty selectedProperty() {
            return selected;
        }
    }

    /**
     * A unit type whose units may start the battle damaged: one {@link DamagedCount} per damage level,
     * shown while the side has a unit of the type (counted among its units or, for the attacker, its
     * bombarding ships); the counts of a type not shown are not read.
     */
    static final class DamagedUnit {
        private final UnitType unit;
        private final List<DamagedCount> levels;
        private final ReadOnlyBooleanWrapper shown = new ReadOnlyBooleanWrapper(this, "shown", false);

        DamagedUnit(Side side, UnitType unit) {
            this.unit = unit;
            this.levels = IntStream.range(1, unit.hitPoints()).mapToObj(level -> new DamagedCount(side, unit, level)).toList();
        }

        UnitType unit() {
            return unit;
        }

        /** @return one count per damage level, 1 hit taken first */
        List<DamagedCount> levels() {
            return levels;
        }

        /** @return true while the side has a unit of this type */
        ReadOnlyBooleanProperty shownProperty() {
            return shown.getReadOnlyProperty();
        }
    }

    /**
     * @param side     whose inputs these are
     * @param onChange called after any input of this side changes
     */
    SideViewModel(Side side, Runnable onChange) {
        this.side = side;
        this.onChange = Objects.requireNonNull(onChange);
        keepLand = new NumberField(side.label() + "-keep-land", side.label() + " land units kept to the last", "", "0");
        orderOfLoss.addListener((ListChangeListener<UnitType>) c -> {
            if (!arranging) {
                playerOrder = List.copyOf(orderOfLoss); // a preset, a move by hand, a file, an undo
            }
            onChange.run();
        });
        damageFirst.addListener((o, a, b) -> onChange.run());
        keepLand.textProperty().addListener((o, a, b) -> onChange.run());
        cargo = new EditionTextField<>(side.label() + "-cargo", side.label() + "'s cargo", Force.empty(), Force::parse);
        cargo.textProperty().addListener((o, a, b) -> onChange.run());
        picks = new EditionTextField<>(side.label() + "-picks", side.label() + "'s picks", PickOrder.NONE, PickOrder::parse);
        picks.textProperty().addListener((o, a, b) -> onChange.run());
        noLanding.addListener((o, a, b) -> onChange.run());
        noEscapeZone.addListener((o, a, b) -> onChange.run());
        submerge.addListener((o, a, b) -> onChange.run());
    }

    Side side() {
        return side;
    }

    /**
     * Rebuilds every input from the edition's units and technologies, all empty. Damaged counts are
     * offered for each unit type of more than one hit point whose damage lasts: not for a unit that
     * rolls for its armour when hit (World at War Tiger, W527), which the core refuses to start damaged.
     */
    void setEdition(Edition e) {
        this.edition = e;
        Kind kind = side == Side.ATTACKER ? Kind.ATTACKER : Kind.DEFENDER;
        List<CountField> counts = new ArrayList<>();
        List<CountField> bombarding = new ArrayList<>();
        List<DamagedUnit> damageable = new ArrayList<>();
        for (UnitType u : e.units()) {
            // a unit that only shelters others (a World at War sub pen, W193) defends only, as an AA gun does
            boolean fields = side == Side.DEFENDER || !u.isAntiAircraftGun()
                    && e.battle().lineup().shelters().stream().noneMatch(sh -> sh.unit().equals(u.id()));
            if (fields) {
                counts.add(watch(new CountField(kind, u)));
            }
            boolean bombards = side == Side.ATTACKER && canBombard(e, u);
            if (bombards) {
                bombarding.add(watch(new CountField(Kind.BOMBARDMENT, u)));
            }
            if ((fields || bombards) && u.hitPoints() > 1 && u.armourSave() == 0) {
                DamagedUnit d = new DamagedUnit(side, u);
                d.levels().forEach(f -> f.textProperty().addListener((o, a, b) -> {
                    summarize();
                    onChange.run();
                }));
                damageable.add(d);
            }
        }
        units.setAll(counts);
        bombardment.setAll(bombarding);
        damaged.setAll(damageable);
        technologies.setAll(e.technologies().stream().map(t -> {
            TechChoice c = new TechChoice(t);
            c.selectedProperty().addListener((o, a, b) -> onChange.run());
            return c;
        }).toList());
        multiHitUnits.set(ids(e, u -> u.hitPoints() > 1));
        submarines.set(ids(e, UnitType::submerges));
        transports.set(ids(e, u -> u.carries().filter(c -> c.land() > 0).isPresent()));
        escapeZoneRule.set(side == Side.DEFENDER && e.battle().defenderSubmarinesNeedEscape().isPresent());
        picksOffered.set(PickOrder.offered(e));
        if (!picksOffered.get()) {
            picks.textProperty().set("");
        }
        noEscapeZone.set(false);
        resetPolicies();
        summarize();
    }

    /** Adds to the snapshot every input {@link #clear} changes. */
    void snapshot(Snapshot s) {
        allCounts().forEach(s::add);
        allDamagedCounts().forEach(s::add);
        technologies.forEach(t -> s.add(t.selectedProperty()));
        s.add(cargo).add(picks).add(keepLand).add(noLanding).add(noEscapeZone).add(orderOfLoss).add(damageFirst).add(submerge);
    }

    /** Empties every count (damaged ones too), clears the technologies and restores the default order of loss and submerge policy. */
    void clear() {
        allCounts().forEach(f -> f.textProperty().set(""));
        allDamagedCounts().forEach(f -> f.textProperty().set(""));
        technologies.forEach(t -> t.selectedProperty().set(false));
        cargo.textProperty().set("");
        picks.textProperty().set("");
        noLanding.set(false);
        noEscapeZone.set(false);
        resetPolicies();
    }

    private void resetPolicies() {
        applyPreset("cheapest");
        submerge.set(SubmergePolicy.NEVER);
    }

    /**
     * Sets the order of loss from a named order: the units in its order, damage first, and its
     * land units kept to the last ({@code capture} keeps one).
     *
     * @param name one of {@link #presets()}
     * @throws IllegalArgumentException for a name that is not a preset (the core's message)
     */
    void applyPreset(String name) {
        OrderOfLoss preset = OrderOfLoss.preset(name, edition, side.role());
        List<UnitType> order = preset.unitIds().stream().map(edition::unit).filter(UnitType::canBeCasualty).toList();
        if (!order.equals(orderOfLoss)) {
            orderOfLoss.setAll(order);
        }
        battleUnitsFirst();
        damageFirst.set(preset.damageFirst());
        keepLand.textProperty().set(preset.keepLand() == 0 ? "" : Integer.toString(preset.keepLand()));
    }

    /** @return the named orders this side offers: all of {@link OrderOfLoss#PRESETS} for the attacker; {@code capture} is the attacker's only */
    List<String> presets() {
        return side == Side.ATTACKER ? OrderOfLoss.PRESETS : OrderOfLoss.PRESETS.stream().filter(p -> !p.equals("capture")).toList();
    }

    private static String ids(Edition e, java.util.function.Predicate<UnitType> which) {
        return e.units().stream().filter(which).map(UnitType::id).collect(Collectors.joining(", "));
    }

    /**
     * Moves a unit one place earlier in the order of loss (lost sooner).
     *
     * @param index position in {@link #orderOfLoss()}
     * @return the unit's new position (unchanged at the top or for an index out of range)
     */
    int moveUp(int index) {
        return swap(index, index - 1);
    }

    /**
     * Moves a unit one place later in the order of loss (kept longer).
     *
     * @param index position in {@link #orderOfLoss()}
     * @return the unit's new position (unchanged at the bottom or for an index out of range)
     */
    int moveDown(int index) {
        return swap(index, index + 1);
    }

    private int swap(int from, int to) {
        if (from < 0 || to < 0 || from >= orderOfLoss.size() || to >= orderOfLoss.size()) {
            return from;
        }
        List<UnitType> order = new ArrayList<>(orderOfLoss);
        order.set(to, orderOfLoss.get(from));
        order.set(from, orderOfLoss.get(to));
        orderOfLoss.setAll(order);
        return to;
    }

    /**
     * @return the order of loss as the core takes it: the list shown, then the AA guns, which are
     *         never casualties; the attacker's land units kept to the last
     * @throws InputField.Problem when the attacker's keep-land count is not a whole number or negative
     */
    OrderOfLoss orderOfLossValue() {
        List<String> ids = Stream.concat(orderOfLoss.stream(), edition.units().stream().filter(u -> !u.canBeCasualty()))
                .map(UnitType::id).toList();
        if (side != Side.ATTACKER) {
            return new OrderOfLoss(ids, damageFirst.get(), 0);
        }
        return keepLand.make(keepLand.smallWholeNumber(), keep -> new OrderOfLoss(ids, damageFirst.get(), keep));
    }

    /** @return one count per unit type this side may field, in the edition's order */
    ObservableList<CountField> units() {
        return units;
    }

    /** @return the attacker's bombardment counts (units that bombard, or that a technology makes bombard); empty for the defender */
    ObservableList<CountField> bombardment() {
        return bombardment;
    }

    /** @return units and bombardment counts */
    List<CountField> allCounts() {
        return Stream.concat(units.stream(), bombardment.stream()).toList();
    }

    /** @return one entry per unit type of this side that may start damaged, in the edition's order; empty when none */
    ObservableList<DamagedUnit> damaged() {
        return damaged;
    }

    /** @return the damaged counts of the unit types shown (the side has such a unit): those the battle reads */
    List<DamagedCount> damagedCounts() {
        return damaged.stream().filter(d -> d.shownProperty().get()).flatMap(d -> d.levels().stream()).toList();
    }

    /** @return every damaged count, shown or not */
    List<DamagedCount> allDamagedCounts() {
        return damaged.stream().flatMap(d -> d.levels().stream()).toList();
    }

    ObservableList<TechChoice> technologies() {
        return technologies;
    }

    /** @return the ids of the technologies this side has */
    List<String> selectedTechnologies() {
        return technologies.stream().filter(t -> t.selectedProperty().get()).map(t -> t.technology().id()).toList();
    }

    ObservableList<UnitType> orderOfLoss() {
        return orderOfLoss;
    }

    /** @return whether units with several hit points take damage before anything is destroyed */
    BooleanProperty damageFirstProperty() {
        return damageFirst;
    }

    /** @return ids of the edition's units with more than one hit point, e.g. "battleship"; empty when none (the damage-first switch does not matter) */
    ReadOnlyStringProperty multiHitUnitsProperty() {
        return multiHitUnits.getReadOnlyProperty();
    }

    /** @return land units the attacker loses only when nothing else may be hit (0 or empty: none); unused for the defender */
    NumberField keepLand() {
        return keepLand;
    }

    ObservableList<SubmergePolicy> submergePolicies() {
        return submergePolicies;
    }

    /** @return when this side's submarines leave the battle */
    ObjectProperty<SubmergePolicy> submergeProperty() {
        return submerge;
    }

    /**
     * @return the land units aboard this side's transports, as the command line's {@code --attacker-cargo} takes them
     *         (lost with their transport, counted after the battle)
     */
    EditionTextField<Force> cargo() {
        return cargo;
    }

    /** @return the enemy units this side's chosen hits take first, as typed ({@code --attacker-picks}) */
    EditionTextField<PickOrder> picks() {
        return picks;
    }

    /** @return true where some hit is the firer's to place ({@link PickOrder#offered}): the picks field is shown */
    ReadOnlyBooleanProperty picksOfferedProperty() {
        return picksOffered.getReadOnlyProperty();
    }

    /** @return true when this side's aircraft at sea have no landing place but its carriers ({@code --no-landing}) */
    javafx.beans.property.BooleanProperty noLandingProperty() {
        return noLanding;
    }

    /** @return true when the defender's submarines have no escape zone (Classic C789: they cannot withdraw) */
    javafx.beans.property.BooleanProperty noEscapeZoneProperty() {
        return noEscapeZone;
    }

    /** @return true for the defender of an edition whose defending submarines need an escape zone (Classic C789) */
    javafx.beans.property.ReadOnlyBooleanProperty escapeZoneRuleProperty() {
        return escapeZoneRule.getReadOnlyProperty();
    }

    /** @return ids of the edition's transports, e.g. "transport"; empty when none (no cargo field) */
    ReadOnlyStringProperty transportsProperty() {
        return transports.getReadOnlyProperty();
    }

    /** @return ids of the edition's units that may submerge, e.g. "submarine"; empty when none (no submerge choice) */
    ReadOnlyStringProperty submarinesProperty() {
        return submarines.getReadOnlyProperty();
    }

    /** Listens to a count: which damaged counts are shown follows it, and the side's summary, before the change is reported. */
    private CountField watch(CountField f) {
        f.textProperty().addListener((o, a, b) -> {
            showDamaged();
            summarize();
            battleUnitsFirst();
            onChange.run();
        });
        return f;
    }

    /**
     * @return the side at a glance (issue 12, item 4): "12 units, 54 IPC, 13 hit points, strength 22" (strength: the
     *         sum of the units' values in the side's role, dice counted; hit points left and values fired at by units
     *         starting damaged), empty while no unit is typed; counts not yet valid count as none
     */
    ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /**
     * Lists the units the side has in the battle first in the order of loss, each group in its order (issue 12, item 5):
     * the order the battle reads is the same, and the player sees the units that matter at the top.
     */
    void battleUnitsFirst() {
        if (arranging) {
            return;
        }
        Set<UnitType> present = new java.util.HashSet<>();
        for (CountField f : this.units) {
            if (countSoFar(f) > 0) {
                present.add(f.unit());
            }
        }
        // from the player's order (a preset's, or the list as last arranged by hand), so that a unit typed later takes
        // its place in that order among the battle's units
        List<UnitType> order = new ArrayList<>(new java.util.HashSet<>(playerOrder).equals(new java.util.HashSet<>(orderOfLoss))
                ? playerOrder : orderOfLoss);
        order.sort((a, b) -> Boolean.compare(!present.contains(a), !present.contains(b))); // stable: each group keeps its order
        if (!order.equals(orderOfLoss)) {
            arranging = true;
            try {
                orderOfLoss.setAll(order);
            } finally {
                arranging = false;
            }
        }
    }

    /** The order of loss as the player (or a preset) set it, before the battle's units are listed first. */
    private List<UnitType> playerOrder = List.of();
    /** True while {@link #battleUnitsFirst} rearranges the list: not the player's order. */
    private boolean arranging;

    private void summarize() {
        int units = 0;
        int ipc = 0;
        int hitPoints = 0;
        int strength = 0;
        for (CountField f : this.units) {
            int n = countSoFar(f);
            UnitType u = f.unit();
            units += n;
            ipc += n * u.cost();
            hitPoints += u.canBeCasualty() ? n * u.hitPoints() : 0;
            strength += n * u.value(side.role()) * u.dice(side.role());
        }
        // units starting damaged have taken hits and may fire lower (issue 26, defect 7)
        for (DamagedUnit d : damaged) {
            if (!d.shown.get()) {
                continue;
            }
            UnitType u = d.unit();
            for (DamagedCount f : d.levels()) {
                int n;
                try {
                    n = Math.max(0, f.count());
                } catch (InputField.Problem notYet) {
                    n = 0;
                }
                hitPoints -= n * f.level();
                strength -= n * (u.value(side.role()) - u.value(side.role(), f.level())) * u.dice(side.role());
            }
        }
        summary.set(units == 0 ? "" : String.format(java.util.Locale.US, "%d unit%s, %d IPC, %d hit point%s, strength %d", units,
                units == 1 ? "" : "s", ipc, hitPoints, hitPoints == 1 ? "" : "s", strength));
    }

    /** @return true when the side has a ship among its units as typed so far (not its bombarding ships) */
    boolean hasShips() {
        return units.stream().anyMatch(f -> f.unit().domain() == battleboard.edition.Domain.SEA && countSoFar(f) > 0);
    }

    /** @return the count as typed so far: a count not yet valid, or negative, counts as none */
    private static int countSoFar(CountField f) {
        try {
            return Math.max(0, f.count());
        } catch (InputField.Problem notYet) {
            return 0;
        }
    }

    /** Shows the damaged counts of each unit type the side has, as typed (a count not yet valid counts as none). */
    private void showDamaged() {
        for (DamagedUnit d : damaged) {
            d.shown.set(allCounts().stream().filter(f -> f.unit().equals(d.unit()))
                    .anyMatch(f -> f.trimmed().matches("\\+?0*[1-9]\\d*")));
        }
    }

    private static boolean canBombard(Edition e, UnitType u) {
        return u.bombard() > 0 || e.technologies().stream().anyMatch(t -> t.apply(u).bombard() > 0);
    }
}
