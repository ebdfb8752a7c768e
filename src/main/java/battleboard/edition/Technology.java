package battleboard.edition;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
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
 * @param reach   what it changes besides {@code changes}: every unit of the side, the enemy's units, values that last
 *                the whole battle, or a refusal ({@link Reach#NONE} for none)
 */
public record Technology(String id, String name, Map<String, Change> changes, String source, Set<Integer> rounds,
                         Map<String, Integer> atMost, Reach reach) {

    /**
     * A hash of its id, name and source, which equal technologies share: the record's generated hash links method
     * handles on its first call, which every battle with a technology paid as it set the battle up, and hashed every
     * change too (docs/performance.md, "Issue 24, eighteenth session").
     */
    @Override
    public int hashCode() {
        return (id.hashCode() * 31 + name.hashCode()) * 31 + source.hashCode();
    }

    /**
     * The record's equality, written out, as {@link #hashCode()}: the same technology at once, another with the same id
     * and name by every component (a change's own equality is then the record's generated one).
     */
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Technology t && t.id.equals(id) && t.name.equals(name) && t.source.equals(source)
                && t.changes.equals(changes) && t.rounds.equals(rounds) && t.atMost.equals(atMost) && t.reach.equals(reach);
    }

    /** A technology that acts in every round. */
    public Technology(String id, String name, Map<String, Change> changes, String source) {
        this(id, name, changes, source, Set.of());
    }

    /** A technology that limits no unit's count and changes only the units named in {@code changes}. */
    public Technology(String id, String name, Map<String, Change> changes, String source, Set<Integer> rounds) {
        this(id, name, changes, source, rounds, Map.of(), Reach.NONE);
    }

    /** A technology that changes only the units named in {@code changes}. */
    public Technology(String id, String name, Map<String, Change> changes, String source, Set<Integer> rounds,
                      Map<String, Integer> atMost) {
        this(id, name, changes, source, rounds, atMost, Reach.NONE);
    }

    /** A technology that limits no unit's count. */
    public Technology(String id, String name, Map<String, Change> changes, String source, Set<Integer> rounds, Reach reach) {
        this(id, name, changes, source, rounds, Map.of(), reach);
    }

    /**
     * What a technology changes beyond its own units' {@code changes} (the edition file's {@code allUnits},
     * {@code enemyUnits}, {@code enemyWhen}, {@code allRolls}, {@code everyRound} and {@code refused}).
     *
     * @param allUnits   a change of every unit of the side, in the technology's rounds (World at War's German surprise:
     *                   every attacking unit +1, W177); empty: none
     * @param enemyUnits a change of every unit of the other side, in the technology's rounds, while {@code enemyWhen}
     *                   holds (World at War's Russian espionage: the enemy's rolls -1, W546); empty: none
     * @param enemyWhen  rule option id to the value it must have for {@code enemyUnits} to act (empty: always)
     * @param allRolls   true when its deltas change every die roll of the units they reach, an armour roll or an extra
     *                   die at a fixed value too ("modify all die rolls", W546); Battleboard does not change those in
     *                   limited rounds, so a battle where one is rolled is refused
     * @param everyRound per unit id, changes that act in every round of the battle, whatever {@code rounds} says
     *                   (World at War's banzai infantry never retreat, W218, though they attack at 2 in round 1 only)
     * @param refused    not empty: a battle with this technology is refused with this line (a rule Battleboard does
     *                   not model, named so that a player who has it learns so: World at War's Enigma retreat, W554)
     * @param requires   the battle it acts in ({@link Requires#NONE}: any); another battle with it is refused
     * @param optioned   changes of units that act, in its rounds, only while a rule option has a value (Global War's
     *                   Eastern Front: the German bombarding ships +1 under {@code eastern-front-reach=with-bombardment})
     */
    public record Reach(Optional<Change> allUnits, Optional<Change> enemyUnits, Map<String, String> enemyWhen, boolean allRolls,
                        Map<String, Change> everyRound, String refused, Requires requires, List<Optioned> optioned) {
        /** Nothing beyond the technology's own changes. */
        public static final Reach NONE = new Reach(Optional.empty(), Optional.empty(), Map.of(), false, Map.of(), "", Requires.NONE,
                List.of());

        public Reach {
            Objects.requireNonNull(allUnits, "allUnits");
            Objects.requireNonNull(enemyUnits, "enemyUnits");
            enemyWhen = Map.copyOf(enemyWhen);
            everyRound = Map.copyOf(everyRound);
            Objects.requireNonNull(refused, "refused");
            Objects.requireNonNull(requires, "requires");
            optioned = List.copyOf(optioned);
        }

        /**
         * @return this reach with {@code everyRound} and {@code optioned} replaced (an edition's copies of its units: a
         *         multinational defence's, the landed units')
         */
        Reach withCopies(Map<String, Change> changes, List<Optioned> newOptioned) {
            return new Reach(allUnits, enemyUnits, enemyWhen, allRolls, changes, refused, requires, newOptioned);
        }
    }

    /**
     * Changes of a technology's units that act only while rule options have the values named (the edition file's
     * {@code optioned}): a reading of the technology's rule that is a rule option.
     *
     * @param when    rule option id to the value it must have
     * @param changes per unit id, what changes then
     */
    public record Optioned(Map<String, String> when, Map<String, Change> changes) {
        public Optioned {
            when = Map.copyOf(when);
            changes = Map.copyOf(changes);
        }
    }

    /**
     * @param holds whether a rule option condition holds in the battle
     * @return the changes of {@code optioned} whose condition holds, as a technology of the same id, name and rounds;
     *         empty when none holds
     */
    public Optional<Technology> optioned(java.util.function.Predicate<Map<String, String>> holds) {
        Map<String, Change> acting = new java.util.LinkedHashMap<>();
        for (Optioned o : reach.optioned()) {
            if (holds.test(o.when())) {
                acting.putAll(o.changes());
            }
        }
        return acting.isEmpty() ? Optional.empty() : Optional.of(new Technology(id + "/optioned", name, acting, source, rounds));
    }

    /**
     * The battle a technology acts in, where its rule says so (the edition file's {@code requires}): a National Advantage
     * the player ticks for one attack, which a battle of another kind refuses rather than computes with it.
     *
     * @param amphibious true: only in an amphibious assault (Revised Marines, L3029-3031; Atlantic Wall, L2898-2900)
     * @param onlyUnits  not empty: every unit of the side is one of these ids, its copies counted with it (Revised Banzai
     *                   Attacks: "an attack with only infantry", L3010-3013)
     * @param atLeast    per unit id, the fewest of it the side enters (Revised Wolf Packs: "at least three German
     *                   submarines", L2909-2913)
     */
    public record Requires(boolean amphibious, Set<String> onlyUnits, Map<String, Integer> atLeast) {
        /** Any battle. */
        public static final Requires NONE = new Requires(false, Set.of(), Map.of());

        public Requires {
            // in the file's order, so that a refusal names them as written
            onlyUnits = java.util.Collections.unmodifiableSet(new java.util.LinkedHashSet<>(onlyUnits));
            atLeast = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(atLeast));
        }
    }

    /**
     * @return the part of this technology that acts in every round of a battle when it acts only in some: its
     *         {@code everyRound} changes, as a technology of every round with the same id; empty when it has none or
     *         acts in every round already
     */
    public Optional<Technology> lasting() {
        if (reach.everyRound().isEmpty() || rounds.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Technology(id, name, reach.everyRound(), source, Set.of()));
    }

    /**
     * @return what this technology does to every unit of the other side, as a technology of the same rounds: its
     *         {@code enemyUnits} change; empty when it has none (whether {@code enemyWhen} holds is the battle's to say)
     */
    public Optional<Technology> againstEnemy() {
        return reach.enemyUnits().map(c -> new Technology(id + "/enemy", name + " (the enemy's units)", Map.of(), source, rounds,
                new Reach(Optional.of(c), Optional.empty(), Map.of(), reach.allRolls(), Map.of(), "", Requires.NONE, List.of())));
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
     * @param boostCapacity new number of units each of its boosts reaches, at least 1 (no shipped edition sets it)
     * @param boosts       boosts the unit gains besides its own (Global War Wolf Pack: each German submarine +1 to
     *                     another, G693-697); null for none
     * @param tags         tags the unit gains (Revised Superfortresses: {@code aa-immune}, L3041-3044); null for none
     * @param staysInBattle true: the unit no longer retreats with its side (World at War's banzai infantry, W218); null
     *                     keeps the unit's
     * @param damaged      new values per damage level, one per hit the unit can take and live (Global War's Iowa class
     *                     under {@code iowa-damaged=at-nine}, G1251); null keeps the unit's
     * @param expends      the id of a battle step at whose end the unit is lost, having fired (Global War's kamikaze
     *                     fighter under {@code kamikaze-attack=one-shot}, G937-941); null keeps the unit's
     * @param boostsTaken  new number of boosts one unit takes, at least 1 (Global War's Bersaglieri under
     *                     {@code bersaglieri-boosts=one}, G1176-1178); null keeps the unit's
     */
    public record Change(Integer attack, Integer defense, Integer attackDice, Integer defenseDice, Integer bombard,
                         Integer cost, Integer attackDelta, Integer defenseDelta, Integer bombardDelta, Integer antiAircraftDelta,
                         Integer hitsEach, Integer boostCapacity, List<UnitType.Boost> boosts, List<String> tags,
                         Boolean staysInBattle, List<UnitType.Levels> damaged, String expends, Integer boostsTaken) {

        /** A change with no anti-aircraft delta. */
        public Change(Integer attack, Integer defense, Integer attackDice, Integer defenseDice, Integer bombard,
                      Integer cost, Integer attackDelta, Integer defenseDelta, Integer bombardDelta) {
            this(attack, defense, attackDice, defenseDice, bombard, cost, attackDelta, defenseDelta, bombardDelta, null, null, null, null,
                    null, null, null, null, null);
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
                    || boostCapacity != null || boosts != null || tags != null || damaged != null || expends != null || boostsTaken != null;
            return both || (role == Role.ATTACK ? attacking : defending) || !attacking && !defending;
        }

        /** @return this change with these values per damage level */
        Change withDamaged(List<UnitType.Levels> levels) {
            return new Change(attack, defense, attackDice, defenseDice, bombard, cost, attackDelta, defenseDelta, bombardDelta,
                    antiAircraftDelta, hitsEach, boostCapacity, boosts, tags, staysInBattle, levels, expends, boostsTaken);
        }

        UnitType setValues(UnitType u) {
            UnitType v = hitsEach == null ? u : u.withHitsEach(hitsEach);
            if (Boolean.TRUE.equals(staysInBattle)) {
                v = v.withStaysInBattle();
            }
            if (tags != null) {
                v = v.withTags(new java.util.LinkedHashSet<>(tags));
            }
            if (damaged != null) {
                v = v.withDamaged(damaged);
            }
            if (expends != null) {
                v = v.withExpends(expends);
            }
            if (boostsTaken != null) {
                v = v.withBoostsTaken(boostsTaken);
            }
            if (boostCapacity != null) {
                List<UnitType.Boost> boosts = new java.util.ArrayList<>();
                for (UnitType.Boost b : v.boosts()) {
                    boosts.add(b.withCapacity(boostCapacity));
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

        /** A delta changes a die roll: a value of 0, a unit that does not roll, stays 0; nothing falls below 0. */
        private static int shift(int value, Integer delta) {
            return delta == null || value == 0 ? value : Math.max(0, value + delta);
        }

        /** @return the four deltas of both changes added up (a field neither gives stays null) */
        Change plusDeltas(Change o) {
            return new Change(null, null, null, null, null, null, sum(attackDelta, o.attackDelta), sum(defenseDelta, o.defenseDelta),
                    sum(bombardDelta, o.bombardDelta), sum(antiAircraftDelta, o.antiAircraftDelta), null, null, null, null, null, null,
                    null, null);
        }

        private static Integer sum(Integer a, Integer b) {
            return a == null ? b : b == null ? a : Integer.valueOf(a + b);
        }
    }

    private static final Change NO_DELTAS = new Change(null, null, null, null, null, null, null, null, null);

    public Technology {
        Objects.requireNonNull(id, "id");
        changes = Map.copyOf(changes);
        rounds = Set.copyOf(rounds);
        atMost = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(atMost));
        Objects.requireNonNull(reach, "reach");
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
            for (Change c : t.changesOf(unit.id())) {
                u = c.setValues(u);
            }
        }
        // the deltas are added up first, then added once: a value taken to 0 by one modifier is not revived by the
        // next, whatever their order
        Change deltas = null;
        for (Technology t : techs) {
            for (Change c : t.changesOf(unit.id())) {
                deltas = (deltas == null ? NO_DELTAS : deltas).plusDeltas(c);
            }
        }
        return deltas == null ? u : deltas.addDeltas(u);
    }

    /**
     * @return the changes this technology makes to a unit of its side where it acts: its own change of the unit, the
     *         change of every unit, and, when it acts in every round, its {@code everyRound} change (a technology of some
     *         rounds gives that one through {@link #lasting()})
     */
    private List<Change> changesOf(String unitId) {
        List<Change> out = new java.util.ArrayList<>(3);
        Change own = changes.get(unitId);
        if (own != null) {
            out.add(own);
        }
        reach.allUnits().ifPresent(out::add);
        Change lasting = rounds.isEmpty() ? reach.everyRound().get(unitId) : null;
        if (lasting != null) {
            out.add(lasting);
        }
        return out;
    }

    /** @return the ids of the unit types this technology changes */
    public List<String> unitIds() {
        return List.copyOf(changes.keySet());
    }
}
