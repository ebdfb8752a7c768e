package battleboard.battle;

import battleboard.edition.Domain;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A side's losses after the battle, from the units it has left: the cargo of its transports sunk in the battle
 * (Revised L1007-1010, L2557; Classic C748), and, when no landing place is in reach, its aircraft at sea that the
 * surviving carriers cannot take (Revised L2314, L2375-2376; Classic C647, C798). Counted under the rule option
 * {@code post-battle-losses=count} (the default), nothing under {@code ignore}.
 *
 * <p>The cargo is loaded unit type by unit type in the order the types are first written (a {@link Force} adds up
 * each type), each unit on the first of the side's transports with room for it (infantry is the unit
 * {@code infantry}), so that as many transports as can be are empty; and the owner, who chooses its casualties
 * (Revised L1343-1347), loses its transports with the least cargo first: with k transports sunk, the k lightest loads
 * are lost, an empty transport before a loaded one. An aircraft needs a
 * carrier only when it relies on one: a defender's aircraft at sea all do; an attacker's only as many as its carriers
 * had room for at the start (the others fly back to land), and the aircraft lost in the battle are counted first
 * among those that relied on a carrier, as their owner chooses. The aircraft left over are the cheapest.
 */
public final class PostBattle {
    /** Nothing lost after the battle. */
    private static final PostBattle NONE = new PostBattle(Map.of(), Map.of(), 0, 0, Map.of(), Map.of(), 0);

    /** Per transport type: the IPC value of the cargo of each of its transports, in the order they are lost. */
    private final Map<String, int[]> loads;
    /** Per transport type: how many the side has at the start. */
    private final Map<String, Integer> transportsAtStart;
    /** Aircraft that land on carriers at the start, and how many of them rely on a carrier. */
    private final int aircraftAtStart;
    private final int relying;
    /** Per carrier type, the aircraft each holds. */
    private final Map<String, Integer> room;
    /** Per aircraft type that lands on carriers, its IPC value. */
    private final Map<String, Integer> aircraftCost;
    private final int cargoValue;

    private PostBattle(Map<String, int[]> loads, Map<String, Integer> transportsAtStart, int aircraftAtStart, int relying,
                       Map<String, Integer> room, Map<String, Integer> aircraftCost, int cargoValue) {
        this.loads = loads;
        this.transportsAtStart = transportsAtStart;
        this.aircraftAtStart = aircraftAtStart;
        this.relying = relying;
        this.room = room;
        this.aircraftCost = aircraftCost;
        this.cargoValue = cargoValue;
    }

    /**
     * @param setup the battle (its cargo, landing places and rule options)
     * @param side  whose losses
     * @return the side's losses after the battle; nothing when the option says {@code ignore}, or when the side has no
     *         cargo and a landing place in reach
     * @throws IllegalArgumentException naming the cargo that does not fit on the side's transports
     */
    public static PostBattle of(BattleSetup setup, Side side) {
        Force force = setup.force(side);
        Map<String, int[]> loads = new LinkedHashMap<>();
        Map<String, Integer> transports = new LinkedHashMap<>();
        List<UnitType> ships = new ArrayList<>();
        for (Map.Entry<UnitType, Integer> e : force.counts().entrySet()) {
            if (e.getKey().carries().filter(c -> c.land() > 0).isPresent()) {
                transports.put(e.getKey().id(), e.getValue());
                for (int i = 0; i < e.getValue(); i++) {
                    ships.add(e.getKey());
                }
            }
        }
        Force cargo = setup.cargo(side);
        int cargoValue = 0;
        if (!cargo.isEmpty()) {
            int[][] load = load(cargo, ships, side);
            int[] value = new int[ships.size()];
            int i = 0;
            for (Map.Entry<UnitType, Integer> e : cargo.counts().entrySet()) {
                for (int k = 0; k < e.getValue(); k++, i++) {
                    value[load[0][i]] += setup.effective(side, e.getKey()).cost();
                    cargoValue += setup.effective(side, e.getKey()).cost();
                }
            }
            int at = 0;
            for (Map.Entry<String, Integer> t : transports.entrySet()) {
                int[] v = new int[t.getValue()];
                System.arraycopy(value, at, v, 0, v.length);
                at += v.length;
                // the owner chooses which transport is lost (Revised L1343-1347): the one with the least cargo first,
                // an empty one before a loaded one
                java.util.Arrays.sort(v);
                loads.put(t.getKey(), v);
            }
        }
        int aircraft = 0;
        int roomAtStart = 0;
        Map<String, Integer> room = new LinkedHashMap<>();
        Map<String, Integer> cost = new LinkedHashMap<>();
        if (!setup.landingInReach(side) && setup.kind() == BattleKind.SEA) {
            for (Map.Entry<UnitType, Integer> e : force.counts().entrySet()) {
                UnitType u = e.getKey();
                if (u.domain() == Domain.AIR && u.landsOnCarriers()) {
                    aircraft += e.getValue();
                    cost.put(u.id(), setup.effective(side, u).cost());
                }
                int holds = u.carries().map(UnitType.Carrying::aircraft).orElse(0);
                if (holds > 0) {
                    room.put(u.id(), holds);
                    roomAtStart += holds * e.getValue();
                }
            }
        }
        int relying = side == Side.DEFENDER ? aircraft : Math.min(aircraft, roomAtStart);
        if (!setup.postBattleLosses() || loads.isEmpty() && relying == 0) {
            return NONE;
        }
        return new PostBattle(loads, transports, aircraft, relying, room, cost, cargoValue);
    }

    /**
     * Loads the cargo, each unit on the first transport with room for it (Revised L2502: one land unit of any type
     * plus one infantry; Classic C735-737: a unit other than infantry alone).
     *
     * @return {@code [0][i]}: the transport (index in {@code ships}) of the i-th cargo unit, in the force's order
     */
    private static int[][] load(Force cargo, List<UnitType> ships, Side side) {
        int total = cargo.size();
        int[] where = new int[total];
        int[] units = new int[ships.size()];
        int[] others = new int[ships.size()];
        int i = 0;
        for (Map.Entry<UnitType, Integer> e : cargo.counts().entrySet()) {
            for (int k = 0; k < e.getValue(); k++, i++) {
                int t = 0;
                while (t < ships.size() && !fits(ships.get(t).carries().orElseThrow(), units[t], others[t], e.getKey())) {
                    t++;
                }
                if (t == ships.size()) {
                    UnitType.Carrying c = ships.isEmpty() ? null : ships.get(0).carries().orElseThrow();
                    throw new IllegalArgumentException("the " + side.label() + "'s cargo (" + cargo + ") does not fit on its "
                            + ships.size() + " transport" + (ships.size() == 1 ? "" : "s") + (c == null ? "" : " (each "
                            + (c.fillsAlone() ? c.land() + " infantry or 1 other land unit" : c.land() + " land units, at most "
                            + c.besidesInfantry() + " not infantry") + ", " + c.source().split(":")[0] + ")"));
                }
                where[i] = t;
                units[t]++;
                others[t] += ships.get(t).carries().orElseThrow().loadsAsInfantry(e.getKey()) ? 0 : 1;
            }
        }
        return new int[][] {where};
    }

    private static boolean fits(UnitType.Carrying c, int units, int others, UnitType unit) {
        boolean infantry = c.loadsAsInfantry(unit);
        if (units >= c.land()) {
            return false;
        }
        if (infantry) {
            return !(c.fillsAlone() && others > 0);
        }
        return others < c.besidesInfantry() && !(c.fillsAlone() && units > 0);
    }

    /** @return true when nothing can be lost after the battle */
    public boolean isNone() {
        return this == NONE;
    }

    /** @return the IPC value of the side's cargo (0 when none) */
    public int cargoValue() {
        return cargoValue;
    }

    /**
     * @param left the side's units left (on the board or gone from the battle alive), by unit id
     * @return the IPC value lost after the battle: cargo of the transports sunk, aircraft with nowhere to land
     */
    public int lost(java.util.function.ToIntFunction<String> left) {
        if (this == NONE) {
            return 0;
        }
        int lost = 0;
        for (Map.Entry<String, int[]> t : loads.entrySet()) {
            int sunk = transportsAtStart.get(t.getKey()) - left.applyAsInt(t.getKey());
            for (int k = 0; k < sunk; k++) {
                lost += t.getValue()[k];
            }
        }
        if (relying > 0) {
            int alive = 0;
            for (String id : aircraftCost.keySet()) {
                alive += left.applyAsInt(id);
            }
            int holds = 0;
            for (Map.Entry<String, Integer> r : room.entrySet()) {
                holds += r.getValue() * left.applyAsInt(r.getKey());
            }
            int stillRelying = Math.max(0, relying - (aircraftAtStart - alive));
            int stranded = Math.max(0, stillRelying - holds);
            // the cheapest aircraft are the ones left without a place to land
            List<Map.Entry<String, Integer>> byCost = new ArrayList<>(aircraftCost.entrySet());
            byCost.sort((a, b) -> a.getValue().compareTo(b.getValue()));
            for (Map.Entry<String, Integer> a : byCost) {
                int n = Math.min(stranded, left.applyAsInt(a.getKey()));
                lost += n * a.getValue();
                stranded -= n;
            }
        }
        return lost;
    }

    /**
     * @param left the side's units left, by unit id
     * @return {@link #lost(java.util.function.ToIntFunction)} for a map
     */
    public int lost(Map<String, Integer> left) {
        return lost(id -> left.getOrDefault(id, 0));
    }
}
