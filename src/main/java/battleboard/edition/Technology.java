package battleboard.edition;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A weapons development that changes combat values for the side that has it, e.g. Revised Jet
 * Fighters (fighter defense 5, seeds/000_f368692edf954982.txt L651–654).
 *
 * @param id      the edition file's id, e.g. {@code "jet-fighters"}
 * @param name    display name
 * @param changes per unit id, the values this technology sets
 * @param source  rulebook lines
 * @param rounds  the rounds it acts in, from 1 (World at War's German surprise: round 1 only); empty: every round
 * @param atMost  per unit id, the most units of it a side with the technology may enter in a battle, its copies (a
 *                power's, a landed one) counted with it, as the technology's {@code source} says (World at War's Heavy
 *                Bombers: 2 bombers, W588), in the roles the technology's change of the unit acts in
 *                ({@link Change#actsIn}: Heavy Bombers' attack dice on attack only); empty for none
 */
public record Technology(String id, String name, Map<String, Change> changes, String source, Set<Integer> rounds,
                         Map<String, Integer> atMost) {

    /** A technology that acts in every round. */
    public Technology(String id, String name, Map<String, Change> changes, String source) {
        this(id, name, changes, source, Set.of());
    }

    /** A technology that limits no unit's count. */
    public Technology(String id, String name, Map<String, Change> changes, String source, Set<Integer> rounds) {
        this(id, name, changes, source, rounds, Map.of());
    }

    /** @return true when it acts in {@code round} */
    public boolean appliesIn(int round) {
        return rounds.isEmpty() || rounds.contains(round);
    }

    /** @return the last round it is limited to, or 0 when it acts in every round */
    public int lastRound() {
        return rounds.stream().mapToInt(Integer::intValue).max().orElse(0);
    }

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
     * @param antiAircraftDelta added to the anti-aircraft value (only when the unit has one)
     * @param hitsEach     new number of casualties each of its hits inflicts (World at War's neutral Finland: 2)
     * @param boostCapacity new number of units each of its boosts reaches (Global War Advanced Artillery: 2, G156)
     * @param boosts       boosts the unit gains besides its own (Global War Wolf Pack: each German submarine +1 to
     *                     another, G693-697); null for none
     * @param tags         tags the unit gains (Revised Superfortresses: {@code aa-immune}, L3041-3044); null for none
     */
    public record Change(Integer attack, Integer defense, Integer attackDice, Integer defenseDice, Integer bombard,
                         Integer cost, Integer attackDelta, Integer defenseDelta, Integer bombardDelta, Integer antiAircraftDelta,
                         Integer hitsEach, Integer boostCapacity, List<UnitType.Boost> boosts, List<String> tags) {

        /** A change with no anti-aircraft delta. */
        public Change(Integer attack, Integer defense, Integer attackDice, Integer defenseDice, Integer bombard,
                      Integer cost, Integer attackDelta, Integer defenseDelta, Integer bombardDelta) {
            this(attack, defense, attackDice, defenseDice, bombard, cost, attackDelta, defenseDelta, bombardDelta, null, null, null, null,
                    null);
        }

        /**
         * @param role attack or defense
         * @return true when this change acts on a unit in that role: false only for a change of the other role's values
         *         alone (Heavy Bombers' attack dice act on attack only)
         */
        public boolean actsIn(Role role) {
            boolean attacking = attack != null || attackDice != null || attackDelta != null;
            boolean defending = defense != null || defenseDice != null || defenseDelta != null;
            boolean both = bombard != null || cost != null || bombardDelta != null || antiAircraftDelta != null || hitsEach != null
                    || boostCapacity != null || boosts != null || tags != null;
            return both || (role == Role.ATTACK ? attacking : defending) || !attacking && !defending;
        }

        UnitType setValues(UnitType u) {
            UnitType v = hitsEach == null ? u : u.withHitsEach(hitsEach);
            if (tags != null) {
                v = v.withTags(new java.util.LinkedHashSet<>(tags));
            }
            if (boostCapacity != null) {
                List<UnitType.Boost> boosts = new java.util.ArrayList<>();
                for (UnitType.Boost b : v.boosts()) {
                    boosts.add(new UnitType.Boost(b.tags(), b.delta(), boostCapacity, b.unlessEnemyTag(), b.role()));
                }
                v = v.withBoosts(boosts);
            }
            if (this.boosts != null) {
                List<UnitType.Boost> more = new java.util.ArrayList<>(v.boosts());
                more.addAll(this.boosts);
                v = v.withBoosts(more);
            }
            return v.with(attack != null ? attack : u.attack(),
                    defense != null ? defense : u.defense(),
                    attackDice != null ? attackDice : u.attackDice(),
                    defenseDice != null ? defenseDice : u.defenseDice(),
                    bombard != null ? bombard : u.bombard(),
                    cost != null ? cost : u.cost());
        }

        UnitType addDeltas(UnitType u) {
            UnitType v = u.with(shift(u.attack(), attackDelta), shift(u.defense(), defenseDelta), u.attackDice(), u.defenseDice(),
                    u.bombard() == 0 ? 0 : shift(u.bombard(), bombardDelta), u.cost());
            if (antiAircraftDelta != null && u.antiAircraft() > 0) {
                v = v.withAntiAircraft(shift(u.antiAircraft(), antiAircraftDelta));
            }
            if (!u.damaged().isEmpty() && (attackDelta != null || defenseDelta != null || bombardDelta != null)) {
                List<UnitType.Levels> levels = new java.util.ArrayList<>();
                for (UnitType.Levels l : u.damaged()) {
                    levels.add(new UnitType.Levels(shift(l.attack(), attackDelta), shift(l.defense(), defenseDelta),
                            l.bombard() == 0 ? 0 : shift(l.bombard(), bombardDelta)));
                }
                v = v.withDamaged(levels);
            }
            return v;
        }

        private static int shift(int value, Integer delta) {
            return delta == null ? value : Math.max(0, value + delta);
        }
    }

    public Technology {
        Objects.requireNonNull(id, "id");
        changes = Map.copyOf(changes);
        rounds = Set.copyOf(rounds);
        atMost = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(atMost));
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
