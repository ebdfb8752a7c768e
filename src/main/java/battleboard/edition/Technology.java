package battleboard.edition;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A weapons development that changes combat values for the side that has it, e.g. Revised Jet
 * Fighters (fighter defense 5, seeds/000_f368692edf954982.txt L651–654).
 *
 * @param id      the edition file's id, e.g. {@code "jet-fighters"}
 * @param name    display name
 * @param changes per unit id, the values this technology sets
 * @param source  rulebook lines
 */
public record Technology(String id, String name, Map<String, Change> changes, String source) {

    /**
     * New values for one unit type; a field left empty keeps the unit's value. The {@code ...Delta}
     * fields add to the value instead (never below 0), after every technology's new values are set, so
     * modifiers combine in any order (Jet Fighters' defense 5 with the 1998 reduced USSR's -1 is 4).
     *
     * @param attack       new attack value
     * @param defense      new defense value
     * @param attackDice   new dice per unit on attack
     * @param defenseDice  new dice per unit on defense
     * @param bombard      new shore-bombardment value
     * @param cost         new cost in IPC (Classic Industrial Technology), used for IPC losses
     * @param attackDelta  added to the attack value
     * @param defenseDelta added to the defense value
     * @param bombardDelta added to the shore-bombardment value (only when the unit bombards)
     */
    public record Change(Integer attack, Integer defense, Integer attackDice, Integer defenseDice, Integer bombard,
                         Integer cost, Integer attackDelta, Integer defenseDelta, Integer bombardDelta) {
        UnitType setValues(UnitType u) {
            return u.with(attack != null ? attack : u.attack(),
                    defense != null ? defense : u.defense(),
                    attackDice != null ? attackDice : u.attackDice(),
                    defenseDice != null ? defenseDice : u.defenseDice(),
                    bombard != null ? bombard : u.bombard(),
                    cost != null ? cost : u.cost());
        }

        UnitType addDeltas(UnitType u) {
            return u.with(shift(u.attack(), attackDelta), shift(u.defense(), defenseDelta), u.attackDice(), u.defenseDice(),
                    u.bombard() == 0 ? 0 : shift(u.bombard(), bombardDelta), u.cost());
        }

        private static int shift(int value, Integer delta) {
            return delta == null ? value : Math.max(0, value + delta);
        }
    }

    public Technology {
        Objects.requireNonNull(id, "id");
        changes = Map.copyOf(changes);
    }

    /**
     * @param unit a unit type of this technology's edition
     * @return the unit's values for a side that has only this technology (the unit itself if unchanged)
     */
    public UnitType apply(UnitType unit) {
        return applyAll(unit, List.of(this));
    }

    /**
     * The values of a unit for a side with several technologies: every technology's new values first,
     * then every delta, so the order the technologies are given in does not matter (unless two set the
     * same value, which no edition does).
     *
     * @param unit  a unit type of the technologies' edition
     * @param techs the side's technologies
     * @return the unit's values
     */
    public static UnitType applyAll(UnitType unit, Iterable<Technology> techs) {
        UnitType u = unit;
        for (Technology t : techs) {
            Change c = t.changes.get(unit.id());
            if (c != null) {
                u = c.setValues(u);
            }
        }
        for (Technology t : techs) {
            Change c = t.changes.get(unit.id());
            if (c != null) {
                u = c.addDeltas(u);
            }
        }
        return u;
    }

    /** @return the ids of the unit types this technology changes */
    public List<String> unitIds() {
        return List.copyOf(changes.keySet());
    }
}
