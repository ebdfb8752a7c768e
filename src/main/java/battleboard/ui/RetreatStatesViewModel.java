package battleboard.ui;

import battleboard.battle.RetreatPolicy;
import battleboard.result.BattleResult;
import battleboard.result.Method;
import java.util.Locale;
import java.util.Map;
import java.util.function.DoubleFunction;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The table of a computed retreat policy ({@link RetreatPolicy.Best}, or retreat below a win
 * probability): the states in which the attacker leaves, most likely first, with what fighting on
 * and leaving are worth there ({@link BattleResult#retreatStates()}). The caption says what the
 * values are, or why there is no table.
 */
final class RetreatStatesViewModel {
    /**
     * One state in which the attacker leaves, as text.
     *
     * @param round    the round about to be fought
     * @param attacker attacking units left, e.g. "2 infantry, 1 tank"
     * @param defender defending units left
     * @param reach    the chance the battle gets there, e.g. "19.58%"
     * @param fightOn  the value of fighting on, e.g. "+1.70" (IPC) or "12.50%"
     * @param leave    the value of leaving now
     */
    record Row(String round, String attacker, String defender, String reach, String fightOn, String leave) {
    }

    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ObservableList<Row> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyStringWrapper caption = new ReadOnlyStringWrapper(this, "caption", "");

    /**
     * @param r      the result
     * @param policy the retreat policy it was solved with (it says what the values are)
     */
    void show(BattleResult r, RetreatPolicy policy) {
        boolean swing = policy instanceof RetreatPolicy.Best;
        DoubleFunction<String> value = swing ? x -> String.format(Locale.US, "%+.2f", x) : Figures::percent;
        rows.setAll(r.retreatStates().stream().map(s -> new Row(Integer.toString(s.round()), units(s.attacker()),
                units(s.defender()), Figures.percent(s.reach()), value.apply(s.fightValue()),
                value.apply(s.leaveValue()))).toList());
        if (!rows.isEmpty()) {
            caption.set(String.format(Locale.US, "%s: the attacker leaves in these %d states, most likely first. Fight on / leave: %s.",
                    r.retreatPolicy(), rows.size(), swing ? "the expected IPC swing of the whole battle, IPC" : "the attacker's chance to win"));
        } else if (policy.needsStateValues() && r.method() == Method.MONTE_CARLO) {
            caption.set(r.retreatPolicy() + ": Monte Carlo played the policy the exact solver computed; solve exactly to list its states.");
        } else if (policy.needsStateValues()) {
            caption.set(r.retreatPolicy() + ": the attacker never leaves.");
        } else {
            caption.set("Policy: " + r.retreatPolicy() + ". Choose the best retreat policy, or retreat below a win probability, "
                    + "to list the states in which the attacker leaves.");
        }
    }

    /** Removes the table. */
    void clear() {
        rows.clear();
        caption.set("");
    }

    /** @return e.g. "2 infantry, 1 tank", or "none" */
    static String units(Map<String, Integer> units) {
        return units.isEmpty() ? "none"
                : units.entrySet().stream().map(e -> e.getValue() + " " + e.getKey()).collect(Collectors.joining(", "));
    }

    /** @return the states in which the attacker leaves, most likely first */
    ObservableList<Row> rows() {
        return rowsView;
    }

    /** @return what the table lists and what its values are, or why it is empty */
    ReadOnlyStringProperty captionProperty() {
        return caption.getReadOnlyProperty();
    }
}
