package battleboard.battle;

import battleboard.edition.Edition;
import battleboard.edition.Role;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
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
 * <p>With {@code keepLand} N, the last N land units are lost only when nothing else may take the hit:
 * aircraft and ships go first, so that an attacker keeps a land unit to take the territory (Revised
 * L1439–1495: only land units capture; the rulebook's advice at L1372–1374).
 *
 * @param unitIds     unit ids, first lost first; covers every unit of the edition
 * @param damageFirst whether multi-hit units absorb hits before anything is destroyed
 * @param keepLand    land units kept to the last, at least 0
 */
public record OrderOfLoss(List<String> unitIds, boolean damageFirst, int keepLand) {
    /** Named orders a player can pick: {@code cheapest} (the default), {@code weakest}, {@code capture}. */
    public static final List<String> PRESETS = List.of("cheapest", "weakest", "capture");

    public OrderOfLoss {
        unitIds = List.copyOf(unitIds);
        if (new LinkedHashSet<>(unitIds).size() != unitIds.size()) {
            throw new IllegalArgumentException("order of loss names a unit twice: " + unitIds);
        }
        if (keepLand < 0) {
            throw new IllegalArgumentException("keep-land cannot be negative: " + keepLand);
        }
    }

    /**
     * The default: cheapest unit first, ties broken by the weaker value in the side's role (attack for
     * the attacker, defense for the defender), then by the edition file's order; multi-hit units
     * damaged first. Transports (cheap, weak) and infantry go first. Infantry go before artillery on
     * attack too: an artillery lost costs the same two attack pips as a supported infantry, and more IPC.
     *
     * @param edition the edition
     * @param role    attack or defense
     * @return the order covering every unit type of the edition
     */
    public static OrderOfLoss cheapestFirst(Edition edition, Role role) {
        List<UnitType> units = new ArrayList<>(edition.units());
        units.sort((a, b) -> {
            int c = Integer.compare(a.cost(), b.cost());
            return c != 0 ? c : Integer.compare(a.value(role), b.value(role));
        });
        return new OrderOfLoss(units.stream().map(UnitType::id).toList(), true, 0);
    }

    /**
     * The weakest unit in the side's role first, ties broken by the lower cost; multi-hit units damaged first.
     *
     * @param edition the edition
     * @param role    attack or defense
     * @return the order covering every unit type of the edition
     */
    public static OrderOfLoss weakestFirst(Edition edition, Role role) {
        List<UnitType> units = new ArrayList<>(edition.units());
        units.sort((a, b) -> {
            int c = Integer.compare(a.value(role) * a.dice(role), b.value(role) * b.dice(role));
            return c != 0 ? c : Integer.compare(a.cost(), b.cost());
        });
        return new OrderOfLoss(units.stream().map(UnitType::id).toList(), true, 0);
    }

    /**
     * A named order.
     *
     * @param name    one of {@link #PRESETS}: {@code cheapest}; {@code weakest}; {@code capture} (cheapest
     *                first, keeping one land unit to the last)
     * @param edition the edition
     * @param role    attack or defense
     * @return the order
     * @throws IllegalArgumentException naming an unknown preset
     */
    public static OrderOfLoss preset(String name, Edition edition, Role role) {
        return switch (name.trim().toLowerCase(Locale.ROOT)) {
            case "cheapest" -> cheapestFirst(edition, role);
            case "weakest" -> weakestFirst(edition, role);
            case "capture" -> cheapestFirst(edition, role).withKeepLand(1);
            default -> throw new IllegalArgumentException("unknown order of loss '" + name.trim() + "' (presets: "
                    + String.join(", ", PRESETS) + ", or a list of units)");
        };
    }

    /**
     * Parses a player's list, e.g. {@code "infantry,artillery,tank"} or {@code "inf, bmb"}, or a preset
     * name. Units the list leaves out follow, in the default order, after the listed ones.
     *
     * @param text    comma-separated unit names, or one of {@link #PRESETS}
     * @param edition resolves names and abbreviations
     * @param role    the role of the side the order is for (for the default tail)
     * @return the order, damaging multi-hit units first
     * @throws IllegalArgumentException naming an unknown or repeated unit
     */
    public static OrderOfLoss parse(String text, Edition edition, Role role) {
        if (inOrder(text)) {
            return parse(withoutInOrder(text), edition, role).withDamageFirst(false);
        }
        if (PRESETS.contains(text.trim().toLowerCase(Locale.ROOT))) {
            return preset(text, edition, role);
        }
        Set<String> ids = new LinkedHashSet<>(unitIds(text, edition, "order of loss names"));
        ids.addAll(cheapestFirst(edition, role).unitIds());
        return new OrderOfLoss(List.copyOf(ids), true, 0);
    }

    /**
     * @param text    comma-separated unit names (ids or abbreviations); blank items are passed over
     * @param edition resolves the names
     * @param names   the refusal's words before a unit named twice, e.g. "order of loss names"
     * @return the unit ids, in the order written
     * @throws IllegalArgumentException naming an unknown unit, or one named twice
     */
    static List<String> unitIds(String text, Edition edition, String names) {
        Set<String> ids = new LinkedHashSet<>();
        for (String part : text.split(",")) {
            if (!part.isBlank() && !ids.add(edition.unit(part).id())) {
                throw new IllegalArgumentException(names + " " + edition.unit(part).id() + " twice");
            }
        }
        return List.copyOf(ids);
    }

    /**
     * The word a list may end with to say that multi-hit units are damaged only when their turn in the order comes, not
     * before any unit is lost: the owner's choice of casualties (Revised L1092-1098; a Global War battleship damaged
     * fires at 5, not 8, G2019-2023, so its owner may rather lose an infantry). E.g. {@code "infantry, battleship,
     * in-order"} or {@code "cheapest, in-order"}.
     */
    public static final String IN_ORDER = "in-order";

    /** @return true when the list's items include {@link #IN_ORDER} */
    public static boolean inOrder(String text) {
        for (String part : text.split(",")) {
            if (part.trim().equalsIgnoreCase(IN_ORDER)) {
                return true;
            }
        }
        return false;
    }

    /** @return the list without its {@link #IN_ORDER} items */
    public static String withoutInOrder(String text) {
        List<String> kept = new ArrayList<>();
        for (String part : text.split(",")) {
            if (!part.trim().equalsIgnoreCase(IN_ORDER)) {
                kept.add(part.trim());
            }
        }
        return String.join(", ", kept);
    }

    /**
     * @return the order as a player writes it: the unit ids, first lost first, followed by {@link #IN_ORDER} when
     *         multi-hit units are not damaged first (what {@link #parse} reads back)
     */
    public String text() {
        return String.join(", ", unitIds) + (damageFirst ? "" : ", " + IN_ORDER);
    }

    /** @return this order with {@code damageFirst} set as given */
    public OrderOfLoss withDamageFirst(boolean value) {
        return new OrderOfLoss(unitIds, value, keepLand);
    }

    /** @return this order keeping the last {@code n} land units to the end */
    public OrderOfLoss withKeepLand(int n) {
        return new OrderOfLoss(unitIds, damageFirst, n);
    }

    /** @return the position of a unit in the order; units not listed come last */
    public int rank(String unitId) {
        int i = unitIds.indexOf(unitId);
        return i < 0 ? unitIds.size() : i;
    }

    @Override
    public String toString() {
        return String.join(",", unitIds) + (keepLand > 0 ? " (keep " + keepLand + " land)" : "");
    }
}
