package battleboard.battle;

import battleboard.edition.Edition;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;

/**
 * The enemy units a side's chosen hits take, first taken first: where a rulebook lets the firer choose what its hit
 * destroys (Global War 1939's naval fighter on a 1 and torpedo bomber on 4 or less, "allows it to choose the target it
 * hits", seeds/001_ce9d1429f79a4ab7.txt G945-953; World at War's kamikaze die, "the Japanese player's choice of target",
 * seeds/003_e255d9e9a0936e6b.txt W537; Global 1940's kamikaze strikes under {@code kamikaze-targets=firer}). The units it
 * leaves out follow, the most expensive first (the first in the edition's order among equal costs), which is also the
 * order when none is given ({@link #NONE}). A unit the hit may not go to is passed over.
 *
 * @param unitIds the ids of the enemy's unit types, first taken first, none twice; empty for the default order
 */
public record PickOrder(List<String> unitIds) {
    /** No units named: the most expensive first. */
    public static final PickOrder NONE = new PickOrder(List.of());

    public PickOrder {
        unitIds = List.copyOf(unitIds);
        if (new LinkedHashSet<>(unitIds).size() != unitIds.size()) {
            throw new IllegalArgumentException("picks name a unit twice: " + String.join(", ", unitIds));
        }
    }

    /**
     * Parses a player's list, e.g. {@code "carrier, battleship"} or {@code "cv, bb"}.
     *
     * @param text    comma-separated unit names (ids or abbreviations), at least one
     * @param edition resolves the names
     * @return the order
     * @throws IllegalArgumentException one line naming an unknown or repeated unit, or an empty list
     */
    public static PickOrder parse(String text, Edition edition) {
        List<String> ids = OrderOfLoss.unitIds(text, edition, "picks name");
        if (ids.isEmpty()) {
            throw new IllegalArgumentException("picks: name at least one unit, e.g. carrier, battleship");
        }
        return new PickOrder(ids);
    }

    /**
     * @param firer a side
     * @return the field of its picks in a battle file, {@code attackerPicks} or {@code defenderPicks} (the command line's
     *         {@code --attacker-picks}, {@code --defender-picks})
     */
    public static String field(Side firer) {
        return firer == Side.ATTACKER ? "attackerPicks" : "defenderPicks";
    }

    /**
     * @param edition an edition
     * @return true when some hit in it is the firer's to place: a unit's low roll that lets it choose
     *         ({@code firerChooses}), or a fire entry whose {@code chooser} is the firer
     */
    public static boolean offered(Edition edition) {
        return edition.units().stream().anyMatch(u -> u.firerChooses() > 0) || edition.battle().steps().stream()
                .flatMap(st -> st.fire().stream()).anyMatch(f -> f.chooser() == battleboard.edition.BattleRules.Chooser.FIRER);
    }

    /**
     * A side's picks need an edition where some hit is the firer's to place ({@link #offered}).
     *
     * @param edition the battle's edition
     * @param picks   each side's picks given
     * @throws Refusal on the first side with picks where none is offered, on its picks' field
     */
    static void refuseWhereNotOffered(Edition edition, java.util.Map<Side, PickOrder> picks) {
        for (Side s : Side.values()) {
            if (!picks.getOrDefault(s, NONE).isNone() && !offered(edition)) {
                throw new Refusal("no hit in " + edition.id() + " is the firer's to place: the owner of the units hit chooses"
                        + " them, by his order of loss", Refusal.Concern.roll(field(s)));
            }
        }
    }

    /** @return true when no unit is named (the default order) */
    public boolean isNone() {
        return unitIds.isEmpty();
    }

    /** @return the list as {@link #parse} reads it, e.g. {@code "carrier, battleship"}; empty for none */
    public String text() {
        return String.join(", ", unitIds);
    }

    /**
     * @param unitId a unit id
     * @return its place in the list from 0; {@code unitIds().size()} for a unit left out
     */
    public int rank(String unitId) {
        Objects.requireNonNull(unitId, "unitId");
        int i = unitIds.indexOf(unitId);
        return i < 0 ? unitIds.size() : i;
    }
}
