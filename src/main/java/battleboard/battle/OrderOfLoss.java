package battleboard.battle;

import battleboard.edition.Edition;
import battleboard.edition.Role;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The order in which a side gives up casualties: each hit goes to the first unit in this order that
 * the hit may be assigned to (a submarine hit only to a sea unit, an AA hit only to an aircraft,
 * bombardment only to a land unit). The rulebook lets the owner choose casualties "in any order"
 * (Revised, seeds/000_f368692edf954982.txt L1092–1098); this is that choice, fixed for the battle.
 *
 * <p>A unit that takes more than one hit (Revised battleship) is damaged rather than destroyed while
 * it has hits to spare. With {@code damageFirst}, every such unit that may take the hit is damaged
 * before any unit is destroyed, as the rulebook advises (L1365–1380); without it, the hit goes to
 * the first unit type in the order, and within that type a damage is preferred to a loss.
 *
 * @param unitIds     unit ids, first lost first; covers every unit of the edition
 * @param damageFirst whether multi-hit units absorb hits before anything is destroyed
 */
public record OrderOfLoss(List<String> unitIds, boolean damageFirst) {

    public OrderOfLoss {
        unitIds = List.copyOf(unitIds);
        if (new LinkedHashSet<>(unitIds).size() != unitIds.size()) {
            throw new IllegalArgumentException("order of loss names a unit twice: " + unitIds);
        }
    }

    /**
     * The default: cheapest unit first, ties broken by the weaker value in the side's role (attack for
     * the attacker, defense for the defender), then by the edition file's order; multi-hit units
     * damaged first.
     *
     * @param edition the edition
     * @param role    attack or defense
     * @return the order covering every unit type of the edition
     */
    public static OrderOfLoss cheapestFirst(Edition edition, Role role) {
        List<UnitType> units = new ArrayList<>(edition.units());
        units.sort(Comparator.comparingInt(UnitType::cost).thenComparingInt(u -> u.value(role)));
        return new OrderOfLoss(units.stream().map(UnitType::id).toList(), true);
    }

    /**
     * Parses a player's list, e.g. {@code "infantry,artillery,tank"} or {@code "inf, bmb"}. Units the
     * list leaves out follow, in the default order, after the listed ones.
     *
     * @param text    comma-separated unit names
     * @param edition resolves names and abbreviations
     * @param role    the role of the side the order is for (for the default tail)
     * @return the order, damaging multi-hit units first
     * @throws IllegalArgumentException naming an unknown or repeated unit
     */
    public static OrderOfLoss parse(String text, Edition edition, Role role) {
        Set<String> ids = new LinkedHashSet<>();
        for (String part : text.split(",")) {
            if (part.isBlank()) {
                continue;
            }
            String id = edition.unit(part).id();
            if (!ids.add(id)) {
                throw new IllegalArgumentException("order of loss names " + id + " twice");
            }
        }
        ids.addAll(cheapestFirst(edition, role).unitIds());
        return new OrderOfLoss(List.copyOf(ids), true);
    }

    /** @return this order with {@code damageFirst} set as given */
    public OrderOfLoss withDamageFirst(boolean value) {
        return new OrderOfLoss(unitIds, value);
    }

    /** @return the position of a unit in the order; units not listed come last */
    public int rank(String unitId) {
        int i = unitIds.indexOf(unitId);
        return i < 0 ? unitIds.size() : i;
    }

    @Override
    public String toString() {
        return String.join(",", unitIds);
    }
}
