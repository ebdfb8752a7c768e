package battleboard.ui;

import battleboard.edition.UnitType;
import battleboard.ui.SideViewModel.DamagedUnit;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import javafx.collections.ListChangeListener;
import javafx.geometry.HPos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Both armies in one table (issue 26, scope 1): one row per unit type either side may field, with the attacker's shore
 * bombardment count ({@code #bombard-battleship}), the attacker's damaged counts, the attacker's count
 * ({@code #attacker-infantry}), the unit's name, the defender's count ({@code #defender-infantry}) and the defender's
 * damaged counts ({@code #defender-damaged-battleship-1}: one small field per damage level, 1 hit taken nearest the
 * count). A damaged field is always in its row, disabled until its side has a unit of the type: typing a count never
 * inserts a row. Tab goes down the attacker's counts and on to the defender's. A long unit name is shortened, the full name and the unit's values in its tooltip. Under the table,
 * each side's summary ({@code #attacker-summary}). Rebuilt whenever the edition changes.
 */
final class UnitTableView extends VBox {
    /** The longest unit name shown whole, in characters; a longer one is shortened ({@link #shortName}). */
    static final int NAME_CHARACTERS = 22;

    private static final int BOMBARD = 0;
    private static final int ATTACKER_DAMAGED = 1;
    private static final int ATTACKER = 2;
    private static final int UNIT = 3;
    private static final int DEFENDER = 4;
    private static final int DEFENDER_DAMAGED = 5;

    private final SideViewModel attacker;
    private final SideViewModel defender;
    private final GridPane grid = new GridPane();

    UnitTableView(SideViewModel attacker, SideViewModel defender) {
        super(4);
        this.attacker = attacker;
        this.defender = defender;
        setId("unitTable");
        getStyleClass().add("unit-table");
        grid.setHgap(6);
        grid.setVgap(3);
        for (int c = 0; c <= DEFENDER_DAMAGED; c++) {
            ColumnConstraints column = new ColumnConstraints();
            column.setHalignment(c == UNIT ? HPos.LEFT : HPos.CENTER);
            grid.getColumnConstraints().add(column);
        }
        Label attackerSummary = summary(attacker, "attacker-summary");
        Label defenderSummary = summary(defender, "defender-summary");
        getChildren().setAll(grid, attackerSummary, defenderSummary);
        for (SideViewModel side : java.util.List.of(attacker, defender)) {
            side.units().addListener((ListChangeListener<CountField>) c -> fill());
            side.bombardment().addListener((ListChangeListener<CountField>) c -> fill());
            side.damaged().addListener((ListChangeListener<DamagedUnit>) c -> fill());
        }
        fill();
    }

    private static Label summary(SideViewModel side, String id) {
        Label label = new Label();
        label.setId(id);
        label.getStyleClass().add("note");
        String name = side.side() == battleboard.battle.Side.ATTACKER ? "Attacker: " : "Defender: ";
        label.textProperty().bind(side.summaryProperty().map(s -> s.isEmpty() ? "" : name + s));
        Views.showWhile(label, side.summaryProperty().isNotEmpty());
        return label;
    }

    /** Lays out the header and a row per unit type that the attacker or the defender may field or bombard with. */
    private void fill() {
        grid.getChildren().clear();
        Set<UnitType> rows = new LinkedHashSet<>();
        attacker.units().forEach(f -> rows.add(f.unit()));
        attacker.bombardment().forEach(f -> rows.add(f.unit()));
        defender.units().forEach(f -> rows.add(f.unit()));
        // the edition's order, whichever side lists the unit
        java.util.List<UnitType> ordered = new java.util.ArrayList<>(rows);
        java.util.List<UnitType> editionOrder = defender.units().stream().map(CountField::unit).toList();
        java.util.function.ToIntFunction<UnitType> place = u -> editionOrder.contains(u) ? editionOrder.indexOf(u) : Integer.MAX_VALUE;
        ordered.sort((a, b) -> Integer.compare(place.applyAsInt(a), place.applyAsInt(b)));
        boolean bombards = !attacker.bombardment().isEmpty();
        boolean damages = !attacker.damaged().isEmpty() || !defender.damaged().isEmpty();
        if (bombards) {
            grid.add(header("Bombard", "The attacker's ships bombarding the shore (amphibious assault) before the land battle"), BOMBARD, 0);
        }
        if (damages) {
            grid.add(header("Damaged", "The attacker's units starting the battle damaged: one field per hits taken (1, 2, …)"),
                    ATTACKER_DAMAGED, 0);
            grid.add(header("Damaged", "The defender's units starting the battle damaged: one field per hits taken (1, 2, …)"),
                    DEFENDER_DAMAGED, 0);
        }
        grid.add(header("Attacker", "How many units the attacker has"), ATTACKER, 0);
        grid.add(header("Unit", "Hold the pointer over a unit for its values"), UNIT, 0);
        grid.add(header("Defender", "How many units the defender has"), DEFENDER, 0);
        // added column by column, so that Tab goes down the attacker's counts, then straight on to the defender's
        for (int r = 1; r <= ordered.size(); r++) {
            UnitType u = ordered.get(r - 1);
            grid.add(name(u), UNIT, r);
            int row = r;
            find(attacker.units(), u).ifPresent(f -> grid.add(count(f), ATTACKER, row));
        }
        for (int r = 1; r <= ordered.size(); r++) {
            int row = r;
            find(defender.units(), ordered.get(r - 1)).ifPresent(f -> grid.add(count(f), DEFENDER, row));
        }
        for (int r = 1; r <= ordered.size(); r++) {
            UnitType u = ordered.get(r - 1);
            int row = r;
            find(attacker.bombardment(), u).ifPresent(f -> grid.add(count(f), BOMBARD, row));
            damaged(attacker, u).ifPresent(d -> grid.add(damagedFields(d, true), ATTACKER_DAMAGED, row));
            damaged(defender, u).ifPresent(d -> grid.add(damagedFields(d, false), DEFENDER_DAMAGED, row));
        }
    }

    private static Label header(String text, String tip) {
        Label label = new Label(text);
        label.getStyleClass().add("section-title");
        label.setMinWidth(Region.USE_PREF_SIZE); // never cut: the column is at least as wide as its title

        label.setTooltip(new Tooltip(tip));
        return label;
    }

    private static Optional<CountField> find(java.util.List<CountField> fields, UnitType u) {
        return fields.stream().filter(f -> f.unit().equals(u)).findFirst();
    }

    private static Optional<DamagedUnit> damaged(SideViewModel side, UnitType u) {
        return side.damaged().stream().filter(d -> d.unit().equals(u)).findFirst();
    }

    /** @return a text field bound to the count, taking the arrow keys as a spinner does */
    private static TextField count(CountField f) {
        TextField field = Views.countSpinner(Views.bind(new TextField(), f));
        field.setPrefColumnCount(3);
        field.setPromptText("0");
        field.getStyleClass().add("count");
        field.setAccessibleText(f.kind().id() + " " + f.unit().name());
        return field;
    }

    /**
     * @param d        a unit type the side may start damaged
     * @param attacker whether the attacker's (its fields read outwards from the count: the last level leftmost)
     * @return one small field per damage level, disabled while the side has no unit of the type
     */
    private static HBox damagedFields(DamagedUnit d, boolean attacker) {
        HBox box = new HBox(2);
        for (DamagedCount f : d.levels()) {
            Tooltip what = new Tooltip(f.describe() + ". Units damaged at every level are at most the units of the side.");
            TextField field = Views.countSpinner(Views.bind(new TextField(), f, what));
            field.setPrefColumnCount(2);
            field.setPromptText(f.level() + "h");
            field.getStyleClass().addAll("count", "damaged-count");
            field.setAccessibleText(f.label());
            field.disableProperty().bind(d.shownProperty().not());
            if (attacker) {
                box.getChildren().add(0, field);
            } else {
                box.getChildren().add(field);
            }
        }
        return box;
    }

    private static Label name(UnitType u) {
        Label label = new Label(shortName(u.name()));
        label.setId("unit-" + u.id());
        label.setTooltip(Views.citing(describe(u) + (u.source().isEmpty() ? "" : ".\n" + u.source())));
        return label;
    }

    /**
     * @param name a unit's full name, e.g. "Russian long-range artillery (an AA gun firing from outside the area)"
     * @return the name without its bracketed remark, cut at the last word within {@value #NAME_CHARACTERS}
     *         characters with "…" when longer ("Russian long-range…")
     */
    static String shortName(String name) {
        String s = name.length() > NAME_CHARACTERS && name.contains(" (") ? name.substring(0, name.indexOf(" (")) : name;
        if (s.length() <= NAME_CHARACTERS) {
            return s;
        }
        String cut = s.substring(0, NAME_CHARACTERS - 1);
        return (cut.lastIndexOf(' ') > 0 ? cut.substring(0, cut.lastIndexOf(' ')) : cut) + "…";
    }

    private static String describe(UnitType u) {
        String bombard = u.bombard() > 0 ? String.format(Locale.US, "; bombards at %d", u.bombard()) : "";
        if (u.isAntiAircraftGun()) {
            return String.format(Locale.US, "%s: fires at %d once per attacking aircraft; never a casualty; %d IPC", u.name(),
                    u.antiAircraft(), u.cost());
        }
        return String.format(Locale.US, "%s: attack %d, defense %d, %d hit point%s, %d IPC%s", u.name(), u.attack(), u.defense(),
                u.hitPoints(), u.hitPoints() == 1 ? "" : "s", u.cost(), bombard);
    }

    /** @return the nodes of the table's rows, for a test: the header row first */
    Node grid() {
        return grid;
    }
}
