package battleboard.ui;

import battleboard.edition.Edition;
import battleboard.edition.Technology;
import battleboard.solve.Raid;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The form's Raid tab (issue 14, item 1): a strategic bombing raid in the toolbar's edition, with the technologies
 * ticked on the Battle tab (the attacker's Heavy Bombers, the defender's Radar), solved exactly at once ({@link Raid}: a
 * raid is a few convolutions, no background work).
 */
final class RaidViewModel {
    /**
     * One damage of the raid.
     *
     * @param damage      IPC
     * @param probability e.g. "69.44%"
     * @param atLeast     the chance of this damage or more, e.g. "69.44%"
     */
    record Row(int damage, String probability, String atLeast) {
    }

    private final Supplier<Edition> edition;
    private final Supplier<List<String>> attackerTechs;
    private final Supplier<List<String>> defenderTechs;
    private final NumberField bombers = new NumberField("raid-bombers", "bombers", "1", null);
    private final NumberField income = new NumberField("raid-income", "territory income", "", null);
    private final NumberField ipcs = new NumberField("raid-ipcs", "IPCs held", "", "-1");
    private final BooleanProperty antiAircraftGun = new SimpleBooleanProperty(this, "antiAircraftGun", true);
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "Give the bombers, then press Solve.");
    private final ReadOnlyBooleanWrapper error = new ReadOnlyBooleanWrapper(this, "error");

    /**
     * @param edition       the toolbar's edition
     * @param attackerTechs the attacker's technologies ticked on the Battle tab
     * @param defenderTechs the defender's
     */
    RaidViewModel(Supplier<Edition> edition, Supplier<List<String>> attackerTechs, Supplier<List<String>> defenderTechs) {
        this.edition = edition;
        this.attackerTechs = attackerTechs;
        this.defenderTechs = defenderTechs;
    }

    /** Solves the raid; a field the raid refuses is marked and said in the status line. */
    void solve() {
        Edition e = edition.get();
        rows.clear();
        summary.set("");
        List.of(bombers, income, ipcs).forEach(f -> f.mark(null));
        try {
            int n = bombers.smallWholeNumber();
            OptionalInt cap = income.trimmed().isEmpty() ? OptionalInt.empty() : OptionalInt.of(income.smallWholeNumber());
            int held = ipcs.smallWholeNumber();
            List<Technology> att = attackerTechs.get().stream().map(e::technology).toList();
            List<Technology> def = defenderTechs.get().stream().map(e::technology).toList();
            Raid.Result r = Raid.solve(e, "bomber", n, att, def, antiAircraftGun.get(), cap, held < 0 ? OptionalInt.empty() : OptionalInt.of(held));
            for (int d = 0; d < r.damage().size(); d++) {
                if (r.damage().get(d) > 0) {
                    rows.add(new Row(d, percent(r.damage().get(d)), percent(r.atLeast(d))));
                }
            }
            summary.set(String.format(Locale.ROOT, "Expected damage %.3f IPC; bombers lost %.3f (%.3f IPC); IPC swing %+.3f",
                    r.expectedDamage(), r.expectedLost(), r.attackerIpcLoss(), r.ipcSwing()));
            setStatus("Raid of " + n + " bomber" + (n == 1 ? "" : "s") + " solved exactly: " + r.rule().source(), false);
        } catch (InputField.Problem p) {
            p.field().mark(p.getMessage());
            setStatus(p.getMessage(), true);
        } catch (IllegalArgumentException x) {
            setStatus(x.getMessage(), true);
        }
    }

    private static String percent(double p) {
        return String.format(Locale.ROOT, "%.2f%%", 100 * p);
    }

    private void setStatus(String message, boolean isError) {
        status.set(message);
        error.set(isError);
    }

    NumberField bombers() {
        return bombers;
    }

    NumberField income() {
        return income;
    }

    NumberField ipcs() {
        return ipcs;
    }

    BooleanProperty antiAircraftGunProperty() {
        return antiAircraftGun;
    }

    ObservableList<Row> rows() {
        return FXCollections.unmodifiableObservableList(rows);
    }

    ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty errorProperty() {
        return error.getReadOnlyProperty();
    }
}
