package battleboard.globalwar;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * An independent exact solver for one Global War 1939 battle (HBG fan variant, d12 dice), written from the
 * rules alone, for checking the project's engine. It shares no code with {@code battleboard.battle},
 * {@code battleboard.exact} or {@code battleboard.solve}: all unit values are plain constructor data
 * ({@link UnitType}), and the round, the casualty rules and the Markov chain are all written out here.
 *
 * <p>Sources: the rulebook {@code ../shared/seeds/001_ce9d1429f79a4ab7.txt}, cited as G-lines (G123 = its line
 * 123) through the digests {@code ../shared/rules/global-war-1939.md} (§2, §6) and
 * {@code ../shared/rules/global-war-1939-battle.md} ("Decisions for Battleboard", G.3), whose readings are
 * followed where the book is silent.
 *
 * <h2>The model</h2>
 * A d12 die hits when it shows its value or less (G485-487); a value 0 never hits and values are clamped to
 * 0..12. Each round r = 1, 2, … runs:
 * <ol>
 * <li><b>Round start.</b> Every unit's value is fixed for the round (G487-489): a ship damaged during the round
 * fires in its main fire at its round-start value. Combined arms (attack only, G1903-1936), counted from the
 * units on the board: each artillery gives +1 to one infantry-class unit or one mechanized infantry (2 such
 * units with Advanced Artillery, G156); each armor +1 to one mechanized infantry; each tactical bomber +1 to one
 * armor unless the enemy has a fighter (G1930-1932). The pairing gives as many units as possible their +1:
 * armor to mech, artillery to infantry, spare artillery to mech. A fortress on the defence (G1844-1862) gives
 * every attacking unit −1 attack (and every bombarding ship −1), up to 10 defending infantry-class units +1
 * defence, for the whole battle, and rolls 2 d12 at 5 in round 1 with the defender's main fire, at land or sea
 * attackers (never air).</li>
 * <li><b>Round-1 pre-fire.</b> AA (G1940-1944): if the defender has an AA gun and the attacker aircraft, one gun
 * (however many there are) rolls one d12 per attacking aircraft at 2 (4 with Radar, G162); a hit destroys that
 * very aircraft, which does not fire. Shore bombardment (G423-431, G2019-2027): each bombarding ship (a separate
 * list, never hit, never a casualty) rolls one d12 at its bombard value; hits go to any defending unit by the
 * defender's order of loss; those casualties still fire in round 1's main fire and are removed at its end.</li>
 * <li><b>Submarine first strike</b> (every round, both sides together; G490-496, G2031-2110). Side S keeps k_S
 * detected subs (0 at the start). At round start d_S = min(subs_S, max(DD_E, k_S)), DD_E being the enemy's
 * destroyers then alive: each destroyer detects one sub and detection is sticky (G2082-2090). The undetected
 * subs (subs_S − d_S) roll now, at sea units only (G2043), by the owner's order of loss; all casualties of the
 * step are removed at its end: a first-striking sub that is hit has fired, any other unit hit here does not fire
 * this round. In this step a side that loses a sub loses one that has just struck before a detected one, which
 * has yet to fire (Example 4, G2100-2105; option: detected ones first); in the main fire it loses its detected subs
 * first; at the end of the round k_S is its detected subs left. (Option: detection recomputed each round,
 * d_S = min(subs_S, DD_E).) Undetected subs that make no strike (no enemy sea unit at the start of the round, or
 * no value) are <i>unseen</i> for the round: only enemy subs may hit them (G2055-2057); those that strike are
 * open to every enemy unit for the round (G2062-2064).</li>
 * <li><b>Main fire</b> (G500-508): every unit still on the board that did not strike first rolls its dice at its
 * round-start value (detected subs at sea units only; carriers and transports defend against aircraft only; an
 * attacking carrier never hits a sub, G2039-2041; AA guns never roll here); casualties go by each owner's order of
 * loss and are all removed at the end of the round.</li>
 * </ol>
 * The battle ends at a round start when a side has no unit that can be a casualty (AA guns and fortresses never
 * are, G534, G1860): both empty is a draw. The one exception: in round 1 a defender with no such unit but an AA
 * gun still fires its AA dice at attacking aircraft before it is beaten. If neither side can ever hit the other
 * the battle stops as a stalemate.
 *
 * <p><b>Order of loss.</b> Each side's list of unit types (first lost first). A hit that some multi-hit unit can
 * absorb without sinking is absorbed first ("damage first"; G2009, G2019, G959): the least damaged such eligible
 * unit takes it, ties in list order; only then are units destroyed in list order, transports ("taken last",
 * G2122-2124) after every other eligible unit. Hits beyond what the eligible units can take are lost. When a
 * side's fire has dice with different target sets, the most restrictive set is assigned first (sea-only or
 * air-only, then land-and-sea, then anything).
 *
 * <p><b>Solution.</b> States are (round 1 or later, per side the count of each type at each damage level, k_A,
 * k_D), k kept in the canonical form min(subs, max(DD_enemy, k)). The round's transition distribution is
 * enumerated exactly and V(s) = Σ_{s'≠s} P(s→s') V(s') / (1 − P(s→s)); the chain has no cycles other than
 * self-loops because hit points never rise and, at equal counts, the canonical k stays put. Expected IPC lost
 * is the cost of units destroyed (damage costs nothing; AA guns, fortresses and bombarding ships nothing).
 */
final class GlobalWarReference {
    static final int DIE = 12;

    enum Domain { LAND, SEA, AIR }

    /** What combined arms sees in a unit. */
    enum Arm { OTHER, INFANTRY, MECH, ARTILLERY, ARMOR, TACTICAL_BOMBER }

    static final Set<Domain> ANY = Collections.unmodifiableSet(EnumSet.allOf(Domain.class));

    /** One unit type; values are indexed by hits taken (0 = undamaged). */
    static final class UnitType {
        final String name;
        final int cost;
        final Domain domain;
        final int[] attack;
        final int[] defense;
        final int[] bombard;
        final int dice;
        final Set<Domain> attackHits;
        final Set<Domain> defenseHits;
        final Arm arm;
        final boolean fighter;
        final boolean submarine;
        final boolean destroyer;
        final boolean takenLast;
        final boolean notCasualty;
        final boolean firstRoundOnly;
        final boolean fortress;
        final int antiAircraft;
        /** False for a unit whose fire never hits a submarine (an attacking carrier, G2039-2041). */
        final boolean hitsSubmarines;

        private UnitType(Builder b) {
            name = b.name;
            cost = b.cost;
            domain = b.domain;
            attack = b.attack.stream().mapToInt(Integer::intValue).toArray();
            defense = b.defense.stream().mapToInt(Integer::intValue).toArray();
            bombard = b.bombard == null ? new int[attack.length] : b.bombard.clone();
            if (bombard.length != attack.length || attack.length < 1 || attack.length > 3) {
                throw new IllegalArgumentException(name + ": 1 to 3 hit points, a bombard value per damage level");
            }
            dice = b.dice;
            attackHits = Collections.unmodifiableSet(b.attackHits);
            defenseHits = Collections.unmodifiableSet(b.defenseHits);
            arm = b.arm;
            fighter = b.fighter;
            submarine = b.submarine;
            destroyer = b.destroyer;
            takenLast = b.takenLast;
            notCasualty = b.notCasualty;
            firstRoundOnly = b.firstRoundOnly;
            fortress = b.fortress;
            antiAircraft = b.antiAircraft;
            hitsSubmarines = b.hitsSubmarines;
        }

        int hitPoints() {
            return attack.length;
        }

        static Builder of(String name, Domain domain, int cost, int attack, int defense) {
            return new Builder(name, domain, cost, attack, defense);
        }

        @Override
        public String toString() {
            return name;
        }

        static final class Builder {
            private final String name;
            private final Domain domain;
            private final int cost;
            private final List<Integer> attack = new ArrayList<>();
            private final List<Integer> defense = new ArrayList<>();
            private int[] bombard;
            private int dice = 1;
            private Set<Domain> attackHits = EnumSet.allOf(Domain.class);
            private Set<Domain> defenseHits = EnumSet.allOf(Domain.class);
            private Arm arm = Arm.OTHER;
            private boolean fighter;
            private boolean submarine;
            private boolean destroyer;
            private boolean takenLast;
            private boolean notCasualty;
            private boolean firstRoundOnly;
            private boolean fortress;
            private int antiAircraft;
            private boolean hitsSubmarines = true;

            private Builder(String name, Domain domain, int cost, int attack, int defense) {
                this.name = name;
                this.domain = domain;
                this.cost = cost;
                this.attack.add(attack);
                this.defense.add(defense);
            }

            /** Adds a hit point: the values once damaged one more time. */
            Builder damaged(int attackValue, int defenseValue) {
                attack.add(attackValue);
                defense.add(defenseValue);
                return this;
            }

            /** Bombard value at each damage level (one value per hit point). */
            Builder bombard(int... perDamageLevel) {
                bombard = perDamageLevel.clone();
                return this;
            }

            Builder dice(int n) {
                dice = n;
                return this;
            }

            /** Targets of both roles. */
            Builder hits(Domain first, Domain... rest) {
                attackHits = EnumSet.of(first, rest);
                defenseHits = EnumSet.of(first, rest);
                return this;
            }

            Builder defenseHits(Domain first, Domain... rest) {
                defenseHits = EnumSet.of(first, rest);
                return this;
            }

            Builder arm(Arm a) {
                arm = a;
                return this;
            }

            Builder fighter() {
                fighter = true;
                return this;
            }

            Builder submarine() {
                submarine = true;
                return hits(Domain.SEA);
            }

            Builder destroyer() {
                destroyer = true;
                return this;
            }

            /** Its fire never hits a submarine ("No other ships may attack submarines", G2039-2041). */
            Builder neverHitsSubmarines() {
                hitsSubmarines = false;
                return this;
            }

            Builder takenLast() {
                takenLast = true;
                return this;
            }

            /** An AA gun: rolls only its round-1 AA dice, never a casualty. */
            Builder antiAircraft(int value) {
                antiAircraft = value;
                notCasualty = true;
                return this;
            }

            /** A fortress: rolls its dice in round 1 only at land and sea units, never a casualty. */
            Builder fortress() {
                fortress = true;
                notCasualty = true;
                firstRoundOnly = true;
                return defenseHits(Domain.LAND, Domain.SEA);
            }

            UnitType build() {
                return new UnitType(this);
            }
        }
    }

    /** A number of units of one type at one damage level. */
    record Group(UnitType type, int count, int damage) {
    }

    /** The battle: both forces (order of loss = their type lists), bombarding ships and options. */
    static final class Battle {
        final List<Group> attacker;
        final List<Group> defender;
        final List<Group> bombard;
        final List<UnitType> attackerOrder;
        final List<UnitType> defenderOrder;
        final boolean radar;
        final boolean advancedArtillery;
        final boolean stickyDetection;
        /** In the first-strike step a side loses a sub that has struck before a detected one (false: detected first). */
        final boolean struckLostFirst;

        private Battle(Builder b) {
            attacker = List.copyOf(b.attacker);
            defender = List.copyOf(b.defender);
            bombard = List.copyOf(b.bombard);
            attackerOrder = order(b.attackerOrder, attacker);
            defenderOrder = order(b.defenderOrder, defender);
            radar = b.radar;
            advancedArtillery = b.advancedArtillery;
            stickyDetection = b.sticky;
            struckLostFirst = b.struckLostFirst;
        }

        private static List<UnitType> order(List<UnitType> given, List<Group> force) {
            List<UnitType> order = new ArrayList<>(given == null ? List.of() : given);
            for (Group g : force) {
                if (!order.contains(g.type())) {
                    if (given != null) {
                        throw new IllegalArgumentException(g.type() + " is missing from the order of loss");
                    }
                    order.add(g.type());
                }
            }
            return List.copyOf(order);
        }

        static Builder builder() {
            return new Builder();
        }

        static final class Builder {
            private final List<Group> attacker = new ArrayList<>();
            private final List<Group> defender = new ArrayList<>();
            private final List<Group> bombard = new ArrayList<>();
            private List<UnitType> attackerOrder;
            private List<UnitType> defenderOrder;
            private boolean radar;
            private boolean advancedArtillery;
            private boolean sticky = true;
            private boolean struckLostFirst = true;

            /** Attacking units; unless {@link #attackerOrder} is given, types are lost in the order first added. */
            Builder attack(int count, UnitType type) {
                return attack(count, type, 0);
            }

            Builder attack(int count, UnitType type, int damage) {
                attacker.add(new Group(type, count, damage));
                return this;
            }

            Builder defend(int count, UnitType type) {
                return defend(count, type, 0);
            }

            Builder defend(int count, UnitType type, int damage) {
                defender.add(new Group(type, count, damage));
                return this;
            }

            Builder bombard(UnitType ship) {
                return bombard(ship, 0);
            }

            Builder bombard(UnitType ship, int damage) {
                bombard.add(new Group(ship, 1, damage));
                return this;
            }

            Builder attackerOrder(UnitType... order) {
                attackerOrder = List.of(order);
                return this;
            }

            Builder defenderOrder(UnitType... order) {
                defenderOrder = List.of(order);
                return this;
            }

            Builder radar() {
                radar = true;
                return this;
            }

            Builder advancedArtillery() {
                advancedArtillery = true;
                return this;
            }

            /** The option "detection recomputed each round": d = min(subs, enemy destroyers). */
            Builder detectionRecomputed() {
                sticky = false;
                return this;
            }

            /** The option "detected subs lost first" in the first-strike step too. */
            Builder detectedLostFirst() {
                struckLostFirst = false;
                return this;
            }

            Battle build() {
                return new Battle(this);
            }
        }
    }

    /** The battle's outcome: probabilities and expected IPC lost by each side. */
    record Result(double attackerWin, double defenderWin, double draw, double stalemate,
            double attackerIpcLost, double defenderIpcLost) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "attackerWin=%.10f defenderWin=%.10f draw=%.10f stalemate=%.10f "
                    + "attackerIpcLost=%.10f defenderIpcLost=%.10f", attackerWin, defenderWin, draw, stalemate,
                    attackerIpcLost, defenderIpcLost);
        }
    }

    /**
     * One state after round 1: its probability, the units alive on each side (key "type" = all of that type,
     * "type:h" = those with h hits taken, h ≥ 1; types with none are absent) and the detected-sub counts.
     */
    record Next(double probability, Map<String, Integer> attacker, Map<String, Integer> defender,
            int attackerDetected, int defenderDetected) {
    }

    private static final int ATT = 0;
    private static final int DEF = 1;

    private final Battle battle;
    /** [side][type index] in order of loss. */
    private final UnitType[][] types;
    /** [side][type index]: first slot of the type; slot = offset + hits taken. */
    private final int[][] offset;
    private final int[] slots = new int[2];
    private final Map<State, double[]> memo = new HashMap<>();

    GlobalWarReference(Battle battle) {
        this.battle = battle;
        types = new UnitType[][] {battle.attackerOrder.toArray(UnitType[]::new),
                battle.defenderOrder.toArray(UnitType[]::new)};
        offset = new int[2][];
        for (int side = 0; side < 2; side++) {
            offset[side] = new int[types[side].length];
            int subTypes = 0;
            for (int t = 0; t < types[side].length; t++) {
                offset[side][t] = slots[side];
                slots[side] += types[side][t].hitPoints();
                subTypes += types[side][t].submarine ? 1 : 0;
            }
            if (subTypes > 1) {
                throw new IllegalArgumentException("at most one submarine type per side");
            }
        }
    }

    /** Solves the battle exactly. */
    Result solve() {
        double[] v = value(initial());
        return new Result(v[0], v[1], v[2], v[3], v[4], v[5]);
    }

    /** The distribution of states after round 1 (all of them, terminal or not). */
    List<Next> firstRound() {
        List<Next> out = new ArrayList<>();
        for (Map.Entry<State, Double> e : round(initial()).entrySet()) {
            State s = e.getKey();
            out.add(new Next(e.getValue(), describe(s, ATT), describe(s, DEF), s.k[ATT], s.k[DEF]));
        }
        return out;
    }

    // ------------------------------------------------------------------------------------------------------
    // States

    private static final class State {
        final boolean first;
        final int[][] counts;
        final int[] k;
        private final int hash;

        State(boolean first, int[][] counts, int[] k) {
            this.first = first;
            this.counts = counts;
            this.k = k;
            this.hash = Boolean.hashCode(first) * 31 * 31 * 31 + Arrays.hashCode(counts[0]) * 31 * 31
                    + Arrays.hashCode(counts[1]) * 31 + Arrays.hashCode(k);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof State s && s.first == first && Arrays.equals(s.k, k)
                    && Arrays.equals(s.counts[0], counts[0]) && Arrays.equals(s.counts[1], counts[1]);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    private State initial() {
        int[][] counts = {new int[slots[ATT]], new int[slots[DEF]]};
        place(battle.attacker, ATT, counts);
        place(battle.defender, DEF, counts);
        return state(true, counts, new int[2]);
    }

    private void place(List<Group> force, int side, int[][] counts) {
        for (Group g : force) {
            int t = order(side).indexOf(g.type());
            if (g.damage() < 0 || g.damage() >= g.type().hitPoints()) {
                throw new IllegalArgumentException(g.type() + " cannot start with " + g.damage() + " hits");
            }
            counts[side][offset[side][t] + g.damage()] += g.count();
        }
    }

    private List<UnitType> order(int side) {
        return side == ATT ? battle.attackerOrder : battle.defenderOrder;
    }

    /** Builds a state with k in canonical form: only max(DD_enemy, k) capped at the subs matters. */
    private State state(boolean first, int[][] counts, int[] k) {
        int[] canonical = new int[2];
        for (int side = 0; side < 2; side++) {
            int subs = count(counts, side, u -> u.submarine);
            int dd = count(counts, 1 - side, u -> u.destroyer);
            canonical[side] = battle.stickyDetection ? Math.min(subs, Math.max(dd, k[side])) : 0;
        }
        return new State(first, counts, canonical);
    }

    private int count(int[][] counts, int side, java.util.function.Predicate<UnitType> which) {
        int n = 0;
        for (int t = 0; t < types[side].length; t++) {
            if (which.test(types[side][t])) {
                for (int h = 0; h < types[side][t].hitPoints(); h++) {
                    n += counts[side][offset[side][t] + h];
                }
            }
        }
        return n;
    }

    private int ipcOnBoard(State s, int side) {
        int ipc = 0;
        for (int t = 0; t < types[side].length; t++) {
            if (!types[side][t].notCasualty) {
                for (int h = 0; h < types[side][t].hitPoints(); h++) {
                    ipc += s.counts[side][offset[side][t] + h] * types[side][t].cost;
                }
            }
        }
        return ipc;
    }

    private Map<String, Integer> describe(State s, int side) {
        Map<String, Integer> m = new TreeMap<>();
        for (int t = 0; t < types[side].length; t++) {
            UnitType u = types[side][t];
            for (int h = 0; h < u.hitPoints(); h++) {
                int n = s.counts[side][offset[side][t] + h];
                if (n > 0) {
                    m.merge(u.name, n, Integer::sum);
                    if (h > 0) {
                        m.merge(u.name + ":" + h, n, Integer::sum);
                    }
                }
            }
        }
        return m;
    }

    // ------------------------------------------------------------------------------------------------------
    // The chain

    /** [attacker win, defender win, draw, stalemate, attacker IPC lost from here, defender IPC lost from here]. */
    private double[] value(State s) {
        double[] known = memo.get(s);
        if (known != null) {
            return known;
        }
        double[] v = new double[6];
        int attackers = count(s.counts, ATT, u -> !u.notCasualty);
        int defenders = count(s.counts, DEF, u -> !u.notCasualty);
        boolean aaStillFires = s.first && defenders == 0 && attackers > 0
                && count(s.counts, DEF, u -> u.antiAircraft > 0) > 0
                && count(s.counts, ATT, u -> u.domain == Domain.AIR) > 0;
        if (attackers == 0 && defenders == 0) {
            v[2] = 1;
        } else if (attackers == 0) {
            v[1] = 1;
        } else if (defenders == 0 && !aaStillFires) {
            v[0] = 1;
        } else if (!s.first && !anyHitPossible(s)) {
            v[3] = 1;
        } else {
            Map<State, Double> next = round(s);
            double stay = next.getOrDefault(s, 0.0);
            if (stay >= 1) {
                throw new IllegalStateException("a round that changes nothing for sure was not caught as a stalemate");
            }
            int ipcA = ipcOnBoard(s, ATT);
            int ipcD = ipcOnBoard(s, DEF);
            for (Map.Entry<State, Double> e : next.entrySet()) {
                State n = e.getKey();
                if (n.equals(s)) {
                    continue;
                }
                double p = e.getValue();
                double[] w = value(n);
                for (int i = 0; i < 4; i++) {
                    v[i] += p * w[i];
                }
                v[4] += p * (ipcA - ipcOnBoard(n, ATT) + w[4]);
                v[5] += p * (ipcD - ipcOnBoard(n, DEF) + w[5]);
            }
            for (int i = 0; i < v.length; i++) {
                v[i] /= 1 - stay;
            }
        }
        memo.put(s, v);
        return v;
    }

    /** From round 2 on: can any unit of either side still hit a unit of the other? */
    private boolean anyHitPossible(State s) {
        Unit[][] units = units(s);
        setValues(units, false);
        for (int side = 0; side < 2; side++) {
            int dd = count(s.counts, 1 - side, u -> u.destroyer);
            int subs = count(s.counts, side, u -> u.submarine);
            int detected = battle.stickyDetection ? Math.min(subs, Math.max(dd, s.k[side])) : Math.min(subs, dd);
            boolean enemyShip = false;
            for (Unit e : units[1 - side]) {
                enemyShip |= !e.type.notCasualty && e.type.domain == Domain.SEA;
            }
            for (Unit u : units[side]) {
                if (u.type.submarine) {
                    u.detected = detected-- > 0;
                    u.unseen = !u.detected && !(enemyShip && u.value > 0 && u.dice > 0);
                }
            }
        }
        for (int side = 0; side < 2; side++) {
            for (Unit u : units[side]) {
                if (u.dice == 0 || u.value == 0) {
                    continue;
                }
                for (Unit e : units[1 - side]) {
                    if (e.canBeHitBy(aimOf(u, side))) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    // ------------------------------------------------------------------------------------------------------
    // One round

    /** A unit during a round. */
    private static final class Unit {
        final int side;
        final int typeIndex;
        final UnitType type;
        final int startHits;
        int hits;
        /** Sunk or destroyed: no longer a target; removed at the end of its step or round. */
        boolean destroyed;
        /** Does not roll in the main fire (shot down by AA, hit by a first strike, or already struck first). */
        boolean silenced;
        boolean detected;
        /** An undetected sub that makes no strike this round: only enemy subs may hit it. */
        boolean unseen;
        /** Round-start value, dice and targets of its main fire (and first strike, for subs). */
        int value;
        int dice;
        Set<Domain> targets;

        Unit(int side, int typeIndex, UnitType type, int hits) {
            this.side = side;
            this.typeIndex = typeIndex;
            this.type = type;
            this.startHits = hits;
            this.hits = hits;
        }

        Unit copy() {
            Unit c = new Unit(side, typeIndex, type, startHits);
            c.hits = hits;
            c.destroyed = destroyed;
            c.silenced = silenced;
            c.detected = detected;
            c.unseen = unseen;
            c.value = value;
            c.dice = dice;
            c.targets = targets;
            return c;
        }

        boolean canBeHitBy(Aim by) {
            return !destroyed && !type.notCasualty && by.domains().contains(type.domain)
                    && (by.submarines() || !type.submarine) && (by.unseen() || !unseen);
        }
    }

    /**
     * What a die's hit may go to: units of some domains; submarines or not (an attacking carrier's may not); unseen
     * subs or not (only a sub's may).
     */
    private record Aim(Set<Domain> domains, boolean submarines, boolean unseen) {
        /** Fewer is applied first: one domain, or no submarines, before several. */
        int breadth() {
            return submarines ? domains.size() : 1;
        }
    }

    private static final Aim ANY_AIM = new Aim(ANY, true, false);

    private static Aim aimOf(Unit u, int side) {
        return new Aim(u.targets, u.type.hitsSubmarines || side == DEF, u.type.submarine);
    }

    /** One branch of the round's outcome tree. */
    private static final class Branch {
        final double p;
        final Unit[][] units;

        Branch(double p, Unit[][] units) {
            this.p = p;
            this.units = units;
        }

        Branch copy(double times) {
            Unit[][] c = new Unit[2][];
            for (int side = 0; side < 2; side++) {
                c[side] = new Unit[units[side].length];
                for (int i = 0; i < c[side].length; i++) {
                    c[side][i] = units[side][i].copy();
                }
            }
            return new Branch(p * times, c);
        }
    }

    /** The units of a state, in order of loss and, within a type, least damaged first. */
    private Unit[][] units(State s) {
        Unit[][] units = new Unit[2][];
        for (int side = 0; side < 2; side++) {
            List<Unit> list = new ArrayList<>();
            for (int t = 0; t < types[side].length; t++) {
                for (int h = 0; h < types[side][t].hitPoints(); h++) {
                    for (int n = 0; n < s.counts[side][offset[side][t] + h]; n++) {
                        list.add(new Unit(side, t, types[side][t], h));
                    }
                }
            }
            units[side] = list.toArray(Unit[]::new);
        }
        return units;
    }

    private Map<State, Double> round(State s) {
        Unit[][] start = units(s);
        setValues(start, s.first);
        int[] subsAtStart = new int[2];
        int[] detected = new int[2];
        for (int side = 0; side < 2; side++) {
            subsAtStart[side] = count(s.counts, side, u -> u.submarine);
            int enemyDestroyers = count(s.counts, 1 - side, u -> u.destroyer);
            detected[side] = battle.stickyDetection ? Math.min(subsAtStart[side], Math.max(enemyDestroyers, s.k[side]))
                    : Math.min(subsAtStart[side], enemyDestroyers);
            int marked = 0;
            for (Unit u : start[side]) {
                if (u.type.submarine && marked < detected[side]) {
                    u.detected = true;
                    marked++;
                }
            }
        }
        for (int side = 0; side < 2; side++) {
            boolean enemyShip = false;
            for (Unit e : start[1 - side]) {
                enemyShip |= !e.type.notCasualty && e.type.domain == Domain.SEA;
            }
            for (Unit u : start[side]) {
                u.unseen = u.type.submarine && !u.detected && !(enemyShip && u.value > 0 && u.dice > 0);
            }
        }
        List<Branch> branches = List.of(new Branch(1, start));
        if (s.first) {
            branches = antiAircraft(branches);
            if (count(s.counts, DEF, u -> !u.notCasualty) == 0) {
                return collect(branches, subsAtStart, detected);
            }
            branches = bombardment(branches);
        }
        branches = firstStrike(branches);
        branches = mainFire(branches);
        return collect(branches, subsAtStart, detected);
    }

    /** Round-start values: combined arms and the fortress for the attacker, the fortress bonus for the defender. */
    private void setValues(Unit[][] units, boolean firstRound) {
        boolean fortress = false;
        boolean defenderFighter = false;
        for (Unit u : units[DEF]) {
            fortress |= u.type.fortress;
            defenderFighter |= u.type.fighter;
        }
        Map<Arm, Integer> arms = new EnumMap<>(Arm.class);
        for (Unit u : units[ATT]) {
            arms.merge(u.type.arm, 1, Integer::sum);
        }
        int infantry = arms.getOrDefault(Arm.INFANTRY, 0);
        int mech = arms.getOrDefault(Arm.MECH, 0);
        int armor = arms.getOrDefault(Arm.ARMOR, 0);
        int artillerySlots = arms.getOrDefault(Arm.ARTILLERY, 0) * (battle.advancedArtillery ? 2 : 1);
        int mechByArmor = Math.min(mech, armor);
        int infantryByArtillery = Math.min(infantry, artillerySlots);
        int mechByArtillery = Math.min(mech - mechByArmor, artillerySlots - infantryByArtillery);
        Map<Arm, Integer> boosts = new EnumMap<>(Arm.class);
        boosts.put(Arm.INFANTRY, infantryByArtillery);
        boosts.put(Arm.MECH, mechByArmor + mechByArtillery);
        boosts.put(Arm.ARMOR, defenderFighter ? 0 : Math.min(armor, arms.getOrDefault(Arm.TACTICAL_BOMBER, 0)));
        for (Unit u : units[ATT]) {
            int bonus = 0;
            int left = boosts.getOrDefault(u.type.arm, 0);
            if (left > 0) {
                bonus = 1;
                boosts.put(u.type.arm, left - 1);
            }
            u.value = clamp(u.type.attack[u.startHits] + bonus - (fortress ? 1 : 0));
            u.dice = u.type.firstRoundOnly && !firstRound ? 0 : u.type.dice;
            u.targets = u.type.attackHits;
        }
        int fortressInfantry = fortress ? 10 : 0;
        for (Unit u : units[DEF]) {
            int bonus = 0;
            if (u.type.arm == Arm.INFANTRY && fortressInfantry > 0) {
                bonus = 1;
                fortressInfantry--;
            }
            u.value = clamp(u.type.defense[u.startHits] + bonus);
            u.dice = u.type.firstRoundOnly && !firstRound ? 0 : u.type.dice;
            u.targets = u.type.defenseHits;
        }
    }

    private static int clamp(int value) {
        return Math.max(0, Math.min(DIE, value));
    }

    /** Round 1: one AA gun rolls a die for each attacking aircraft; each hit destroys that aircraft. */
    private List<Branch> antiAircraft(List<Branch> in) {
        int aa = 0;
        for (Unit u : in.get(0).units[DEF]) {
            if (u.type.antiAircraft > 0) {
                aa = battle.radar ? 4 : u.type.antiAircraft;
                break;
            }
        }
        if (aa == 0) {
            return in;
        }
        double p = aa / (double) DIE;
        List<Branch> branches = in;
        for (int t = 0; t < types[ATT].length; t++) {
            if (types[ATT][t].domain != Domain.AIR) {
                continue;
            }
            final int type = t;
            List<Branch> out = new ArrayList<>();
            for (Branch b : branches) {
                List<Unit> aircraft = new ArrayList<>();
                for (Unit u : b.units[ATT]) {
                    if (u.typeIndex == type) {
                        aircraft.add(u);
                    }
                }
                int n = aircraft.size();
                for (int shot = 0; shot <= n; shot++) {
                    Branch c = b.copy(binomial(n, shot) * Math.pow(p, shot) * Math.pow(1 - p, n - shot));
                    int killed = 0;
                    for (Unit u : c.units[ATT]) {
                        if (u.typeIndex == type && killed < shot) {
                            u.hits = u.type.hitPoints();
                            u.destroyed = true;
                            u.silenced = true;
                            killed++;
                        }
                    }
                    out.add(c);
                }
            }
            branches = out;
        }
        return branches;
    }

    /** Round 1: each bombarding ship rolls once; its casualties still fire this round. */
    private List<Branch> bombardment(List<Branch> in) {
        if (battle.bombard.isEmpty()) {
            return in;
        }
        boolean fortress = false;
        for (Unit u : in.get(0).units[DEF]) {
            fortress |= u.type.fortress;
        }
        List<Integer> values = new ArrayList<>();
        for (Group ship : battle.bombard) {
            for (int n = 0; n < ship.count(); n++) {
                values.add(clamp(ship.type().bombard[ship.damage()] - (fortress ? 1 : 0)));
            }
        }
        double[] dist = hitDistribution(values);
        List<Branch> out = new ArrayList<>();
        for (Branch b : in) {
            for (int h = 0; h < dist.length; h++) {
                if (dist[h] == 0) {
                    continue;
                }
                Branch c = b.copy(dist[h]);
                assign(c.units[DEF], h, ANY_AIM, false);
                out.add(c);
            }
        }
        return out;
    }

    /** Every round: the undetected subs of both sides strike first; casualties removed at the end of the step. */
    private List<Branch> firstStrike(List<Branch> in) {
        List<Branch> out = new ArrayList<>();
        for (Branch b : in) {
            double[][] dist = new double[2][];
            Aim subs = new Aim(Set.of(Domain.SEA), true, true);
            List<Aim> targets = new ArrayList<>(List.of(subs, subs));
            for (int side = 0; side < 2; side++) {
                List<Integer> values = new ArrayList<>();
                for (Unit u : b.units[side]) {
                    if (u.type.submarine && !u.detected && !u.silenced) {
                        for (int d = 0; d < u.dice; d++) {
                            values.add(u.value);
                        }
                        targets.set(side, aimOf(u, side));
                    }
                }
                dist[side] = hitDistribution(values);
            }
            if (dist[ATT].length == 1 && dist[DEF].length == 1) {
                out.add(b);
                continue;
            }
            for (int ha = 0; ha < dist[ATT].length; ha++) {
                for (int hd = 0; hd < dist[DEF].length; hd++) {
                    double p = dist[ATT][ha] * dist[DEF][hd];
                    if (p == 0) {
                        continue;
                    }
                    Branch c = b.copy(p);
                    assign(c.units[DEF], ha, targets.get(ATT), true, battle.struckLostFirst);
                    assign(c.units[ATT], hd, targets.get(DEF), true, battle.struckLostFirst);
                    for (Unit[] side : c.units) {
                        for (Unit u : side) {
                            if (u.type.submarine && !u.detected) {
                                u.silenced = true;
                            }
                        }
                    }
                    out.add(c);
                }
            }
        }
        return out;
    }

    /** Everyone else fires at round-start values; casualties removed at the end of the round. */
    private List<Branch> mainFire(List<Branch> in) {
        List<Branch> out = new ArrayList<>();
        for (Branch b : in) {
            // per side: target sets (most restrictive first) with their hit distributions
            List<List<Map.Entry<Aim, double[]>>> volleys = new ArrayList<>();
            for (int side = 0; side < 2; side++) {
                Map<Aim, List<Integer>> byTargets = new LinkedHashMap<>();
                for (Unit u : b.units[side]) {
                    if (!u.silenced && u.value > 0) {
                        for (int d = 0; d < u.dice; d++) {
                            byTargets.computeIfAbsent(aimOf(u, side), x -> new ArrayList<>()).add(u.value);
                        }
                    }
                }
                List<Map.Entry<Aim, double[]>> list = new ArrayList<>();
                for (Map.Entry<Aim, List<Integer>> e : byTargets.entrySet()) {
                    list.add(Map.entry(e.getKey(), hitDistribution(e.getValue())));
                }
                // most restrictive first; among equals, the one that may not hit submarines
                list.sort(Comparator.comparingInt((Map.Entry<Aim, double[]> x) -> x.getKey().breadth())
                        .thenComparing(x -> x.getKey().submarines()));
                volleys.add(list);
            }
            List<Map.Entry<Aim, double[]>> all = new ArrayList<>(volleys.get(ATT));
            all.addAll(volleys.get(DEF));
            int attackerVolleys = volleys.get(ATT).size();
            enumerate(b, all, attackerVolleys, 0, new int[all.size()], 1.0, out);
        }
        return out;
    }

    private void enumerate(Branch b, List<Map.Entry<Aim, double[]>> volleys, int attackerVolleys, int i,
            int[] hits, double p, List<Branch> out) {
        if (i == volleys.size()) {
            Branch c = b.copy(p);
            for (int v = 0; v < volleys.size(); v++) {
                int target = v < attackerVolleys ? DEF : ATT;
                assign(c.units[target], hits[v], volleys.get(v).getKey(), false);
            }
            out.add(c);
            return;
        }
        double[] dist = volleys.get(i).getValue();
        for (int h = 0; h < dist.length; h++) {
            if (dist[h] > 0) {
                hits[i] = h;
                enumerate(b, volleys, attackerVolleys, i + 1, hits, p * dist[h], out);
            }
        }
    }

    /**
     * Applies {@code hits} hits that may go to units of the domains {@code by}, by the owner's order of loss:
     * first each hit a multi-hit unit can take without sinking (least damaged first, ties in list order), then
     * units destroyed in list order, transports last, detected subs before undetected ones.
     */
    private void assign(Unit[] units, int hits, Aim by, boolean silenceCasualties) {
        assign(units, hits, by, silenceCasualties, false);
    }

    /** As above; with {@code undetectedFirst}, undetected subs (which have just struck) before detected ones. */
    private void assign(Unit[] units, int hits, Aim by, boolean silenceCasualties, boolean undetectedFirst) {
        while (hits > 0) {
            Unit best = null;
            for (Unit u : units) {
                if (u.canBeHitBy(by) && u.type.hitPoints() - u.hits >= 2 && (best == null || u.hits < best.hits)) {
                    best = u;
                }
            }
            if (best == null) {
                break;
            }
            best.hits++;
            hits--;
        }
        List<Unit> order = new ArrayList<>(Arrays.asList(units));
        order.sort(Comparator.comparingInt((Unit u) -> u.type.takenLast ? 1 : 0)
                .thenComparingInt(u -> u.typeIndex)
                .thenComparingInt(u -> u.detected != undetectedFirst ? 0 : 1));
        for (Unit u : order) {
            if (hits == 0) {
                return;
            }
            if (u.canBeHitBy(by)) {
                u.hits = u.type.hitPoints();
                u.destroyed = true;
                u.silenced |= silenceCasualties;
                hits--;
            }
        }
    }

    private Map<State, Double> collect(List<Branch> branches, int[] subsAtStart, int[] detected) {
        Map<State, Double> next = new HashMap<>();
        for (Branch b : branches) {
            int[][] counts = {new int[slots[ATT]], new int[slots[DEF]]};
            int[] k = new int[2];
            for (int side = 0; side < 2; side++) {
                for (Unit u : b.units[side]) {
                    if (!u.destroyed) {
                        counts[side][offset[side][u.typeIndex] + u.hits]++;
                        k[side] += u.type.submarine && u.detected ? 1 : 0;
                    }
                }
            }
            next.merge(state(false, counts, k), b.p, Double::sum);
        }
        return next;
    }

    // ------------------------------------------------------------------------------------------------------
    // Dice

    /** The distribution of the number of hits of independent d12 dice with the given values. */
    static double[] hitDistribution(List<Integer> values) {
        double[] dist = {1};
        for (int value : values) {
            double p = clamp(value) / (double) DIE;
            double[] next = new double[dist.length + 1];
            for (int h = 0; h < dist.length; h++) {
                next[h] += dist[h] * (1 - p);
                next[h + 1] += dist[h] * p;
            }
            dist = next;
        }
        return dist;
    }

    private static double binomial(int n, int k) {
        double c = 1;
        for (int i = 0; i < k; i++) {
            c = c * (n - i) / (i + 1);
        }
        return c;
    }
}
