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
     * New values for one unit type; a field left empty keeps the unit's value.
     *
     * @param attack      new attack value
     * @param defense     new defense value
     * @param attackDice  new dice per unit on attack
     * @param defenseDice new dice per unit on defense
     * @param bombard     new shore-bombardment value
     * @param cost        new cost in IPC (Classic Industrial Technology), used for IPC losses
     */
    public record Change(Integer attack, Integer defense, Integer attackDice, Integer defenseDice, Integer bombard,
                         Integer cost) {
        UnitType applyTo(UnitType u) {
            return u.with(attack != null ? attack : u.attack(),
                    defense != null ? defense : u.defense(),
                    attackDice != null ? attackDice : u.attackDice(),
                    defenseDice != null ? defenseDice : u.defenseDice(),
                    bombard != null ? bombard : u.bombard(),
                    cost != null ? cost : u.cost());
        }
    }

    public Technology {
        Objects.requireNonNull(id, "id");
        changes = Map.copyOf(changes);
    }

    /**
     * @param unit a unit type of this technology's edition
     * @return the unit's values for a side that has this technology (the unit itself if unchanged)
     */
    public UnitType apply(UnitType unit) {
        Change c = changes.get(unit.id());
        return c == null ? unit : c.applyTo(unit);
    }

    /** @return the ids of the unit types this technology changes */
    public List<String> unitIds() {
        return List.copyOf(changes.keySet());
    }
}
