package battleboard.edition;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One kind of unit of an edition, with its printed values and combat abilities, as read from
 * {@code presets/editions/<edition>.json}.
 *
 * <p>A unit hits when a die shows a number less than or equal to its value (so a value of 0 never
 * hits). All fields are the printed values before technologies; {@link Technology#apply} gives the
 * values of a side that has a technology.
 *
 * @param id            the edition file's id, e.g. {@code "infantry"}; lower case, no spaces
 * @param name          the display name, e.g. {@code "Infantry"}
 * @param abbreviations other names accepted on input, e.g. {@code ["inf"]}
 * @param domain        where it fights
 * @param cost          purchase cost in IPC, at least 0
 * @param attack        attack value (a die roll at or below it hits), 0 when it never fires on attack
 * @param defense       defense value, 0 when it never fires on defense
 * @param attackDice    dice rolled per unit when attacking, at least 1 (Heavy Bombers: 2 or 3)
 * @param unitsPerAttackDie units that pool one attack die, at least 1 (1998 house-rule Chinese infantry:
 *                      five infantry roll one die, S004 L46); see {@code RuleOption.POOLED_DICE_REMAINDER}
 * @param attackRoundLimit when positive, a battle this unit attacks in lasts at most this many rounds
 *                      (1998 Chinese attacks: one round, S004 L46); 0 for no limit
 * @param defenseDice   dice rolled per unit when defending, at least 1
 * @param hitPoints     hits needed to destroy it, at least 1 (Revised battleship: 2)
 * @param supports      the unit whose attack it raises one for one (artillery: infantry to 2), if any
 * @param openingFire   the roles in which it fires in the opening-fire step (submarines), else empty
 * @param hits          the domains its hits may be assigned to (submarines: sea only)
 * @param antiAircraft  value of its anti-aircraft fire, 0 when it is not an AA gun; how many dice it rolls
 *                      and at what the edition's battle rules say (Revised: one die per attacking aircraft)
 * @param bombard       shore-bombardment value in an amphibious assault, 0 when it cannot bombard
 * @param antiSubmarine true for destroyers: enemy submarine casualties on its side fire back, and enemy
 *                      submarines cannot submerge
 * @param submerges     true for submarines: may leave the battle between rounds (submerge or withdraw)
 * @param source        rulebook lines the values come from, e.g. {@code "L2172–2175"}
 * @param tags          classes a battle step may name to pick firers or targets, e.g. {@code ["armor"]}
 *                      (World at War AA guns may fire at tanks, W121); empty when none
 * @param casualty      false for a unit hits can never be assigned to (a Revised or Classic AA gun, "never
 *                      destroyed", Revised L2254, Classic L592): it counts nothing in the IPC figures
 * @param takenLast     true when every other eligible unit of its side is lost before it, whatever the
 *                      order of loss (World at War transports, W128)
 * @param damaged       the values at each damage level 1 .. hitPoints − 1 (a World at War battleship hit
 *                      once: attack 0, defense 3, no bombardment, W110); empty when damage changes no value
 * @param armourSave    above 0, damage is never kept: at the end of each round a damaged unit rolls one die
 *                      and is repaired on this value or less, destroyed otherwise (World at War Tiger, 2 hit
 *                      points and 4: "1-4 ignore, 5-6 destroyed", W527); 0 for none
 * @param hitsEach      casualties each of its hits inflicts, at least 1 (World at War's neutral Finnish
 *                      defenders: 2, W326, W382)
 * @param defenseHits   when not empty, the domains its hits may go to when it defends, instead of {@code hits}
 *                      (Global War 1939 carriers and transports defend against aircraft only, G.3)
 * @param fireRounds    the rounds it fires in, from 1 (a Global War fortress: round 1, G1844-1846); empty:
 *                      every round
 * @param firerChooses  above 0, a die showing this or less lets the firing side choose the ship it hits
 *                      (Global War 1939 naval fighter: 1, torpedo bomber: 4, G945-953); only in sea battles, at
 *                      enemy ships; 0 for none
 * @param firerChoosesSubmarines true when those chosen hits may also take an enemy submarine that destroyers have
 *                      detected, where the firer's picks name it (Global War 1939 torpedo bomber: "can also target
 *                      submarines that have been detected", G1979-1982); needs {@code firerChooses}
 * @param enemyDelta    added to every value of every unit of the other side while this unit is in the battle
 *                      (a Global War fortress: -1 to every attacker, G1850-1854); 0 for none
 * @param boostsTaken   boosts one unit of this type may take, each from a different kind of booster (Global
 *                      War Bersaglieri: 2, artillery and armor, G1176-1178, spec A14); 1 for most units
 * @param staysInBattle true when it may not retreat: when its side retreats it fights on alone (Global War
 *                      banzai infantry, G977, spec A12)
 * @param carries       for a carrier: how many aircraft that land on carriers it holds, with the rule's line (Revised:
 *                      2 fighters, L2368); a sea battle's defending aircraft must all be held; empty for other units
 * @param landsOnCarriers true for aircraft that may land on carriers, so defend at sea (fighters; a bomber may not,
 *                      Classic L661)
 * @param boosts        combined arms: each unit of this type adds a delta to up to {@code capacity} units of
 *                      its side with one of the boost's tags, on attack or on defense (Global War 1939: artillery +1 to an infantry
 *                      or a mech, armor +1 to a mech, G1903-1936); empty when none
 * @param expends         when not empty, the id of a battle step at whose end every unit of this type on the board is
 *                        removed as a casualty, having fired in it (Revised Kamikaze and Kaiten: an automatic
 *                        opening-fire casualty, L2980-2995)
 * @param limits          the roles it may take and the most of it one side may enter in a battle, with the rule that says
 *                        so (a World at War partisan never attacks, W342; one long-range artillery per area, W543);
 *                        empty when the rulebook states none
 */
public record UnitType(
        String id,
        String name,
        List<String> abbreviations,
        Domain domain,
        int cost,
        int attack,
        int defense,
        int attackDice,
        int unitsPerAttackDie,
        int attackRoundLimit,
        int defenseDice,
        int hitPoints,
        Optional<Support> supports,
        Set<Role> openingFire,
        Set<Domain> hits,
        int antiAircraft,
        int bombard,
        boolean antiSubmarine,
        boolean submerges,
        String source,
        Set<String> tags,
        boolean casualty,
        boolean takenLast,
        List<Levels> damaged,
        int armourSave,
        int hitsEach,
        Set<Domain> defenseHits,
        List<Boost> boosts,
        Set<Integer> fireRounds,
        int firerChooses,
        boolean firerChoosesSubmarines,
        int enemyDelta,
        int boostsTaken,
        boolean staysInBattle,
        Optional<Carrying> carries,
        boolean landsOnCarriers,
        String expends,
        Optional<Limits> limits) {

    /**
     * What a rulebook says of a unit's place in battles besides its values: the roles it may take, and the most of it one
     * side may enter in one battle. A unit and its copies (a power's, a landed one) count together.
     *
     * @param roles     the roles it may be entered in, not empty: {@link Role#DEFENSE} alone for a unit that never attacks
     *                  (a partisan, W342, G865), {@link Role#ATTACK} alone for one that never defends (a Global War
     *                  kamikaze fighter, G937-941)
     * @param perBattle the most units of it one side may enter in a battle, at least 1 (World at War's long-range artillery:
     *                  1, W543); 0 for no limit
     * @param firesWith  the domains it fires beside: it fires only while its side has on the board a unit of one of them
     *                  that can be a casualty (World at War's long-range artillery "may continue to fire so long as there are
     *                  still ground troops attacking the area", W543: land); empty: it fires whatever is beside it
     * @param source    the rule and its line, quoted by the refusal, e.g. {@code "W342: partisans may not move nor attack"}
     */
    public record Limits(Set<Role> roles, int perBattle, Set<Domain> firesWith, String source) {
        public Limits {
            roles = Set.copyOf(roles);
            firesWith = Set.copyOf(firesWith);
            Objects.requireNonNull(source, "source");
            if (roles.isEmpty() || perBattle < 0) {
                throw new IllegalArgumentException("a unit takes at least one role, and a limit per battle is 0 (none) or more");
            }
        }
    }

    /**
     * A combined-arms boost. The battle pairs boosters with boosted units so that as many
     * units as possible get a boost, each at most one.
     *
     * @param tags           the units it may boost: those with one of these tags
     * @param delta          added to the boosted unit's attack value
     * @param capacity       units one booster boosts, at least 1 (a Global War fortress: up to 10 defending infantry, G1844-1862)
     * @param unlessEnemyTag when present, no boost while the enemy has a unit with this tag on the board
     *                       (a tactical bomber boosts armor only with no enemy fighter, G1930-1932)
     * @param role           the role in which the boosted units get it: attack (combined arms) or defense (a
     *                       Global War fortress: +1 to at most 10 defending infantry)
     * @param exclusiveOf    tags of units that rule this boost out: a booster that gives any of its boosts to a unit with
     *                       one of these tags does not give this one (Global War Advanced Artillery under
     *                       {@code advanced-artillery-mix=infantry-or-mech}: "2 infantry or 1 mech", digest A16); empty
     *                       when the boost goes with the booster's others
     */
    public record Boost(Set<String> tags, int delta, int capacity, Optional<String> unlessEnemyTag, Role role, Set<String> exclusiveOf) {
        public Boost {
            tags = Set.copyOf(tags);
            exclusiveOf = Set.copyOf(exclusiveOf);
            if (capacity < 1) {
                throw new IllegalArgumentException("a boost's capacity must be at least 1, not " + capacity);
            }
        }

        /** A boost that goes with the booster's others ({@code exclusiveOf} empty). */
        public Boost(Set<String> tags, int delta, int capacity, Optional<String> unlessEnemyTag, Role role) {
            this(tags, delta, capacity, unlessEnemyTag, role, Set.of());
        }

        /** @return this boost with another capacity */
        public Boost withCapacity(int newCapacity) {
            return new Boost(tags, delta, newCapacity, unlessEnemyTag, role, exclusiveOf);
        }
    }

    /**
     * What a ship carries: a carrier's aircraft, a transport's land units (its cargo, lost with it: Revised
     * L1007-1010, Classic C748).
     *
     * @param aircraft        units that land on carriers it holds, 0 or more
     * @param land            land units it carries, 0 or more; at least one of the two is above 0
     * @param besidesInfantry of those, the most that are not infantry (Revised L2502: "one of any land unit, plus one
     *                        infantry": 1)
     * @param fillsAlone      true when a land unit other than infantry is the whole load (Classic C735-737: "1 or 2
     *                        infantry, or 1 AA gun, or 1 tank")
     * @param scrambled       true when aircraft beyond the carriers' room may defend a sea battle, scrambled from an
     *                        island's air base (Global 1940: TripleA ww2global40_2nd_edition.xml X6139-6151); only units
     *                        that land on carriers may
     * @param source          the rulebook line that says so, e.g. {@code "L2368"}
     * @param infantry        the ids of the units loaded as infantry ({@code carries.infantry}); empty when every land
     *                        unit loads alike
     */
    public record Carrying(int aircraft, int land, int besidesInfantry, boolean fillsAlone, boolean scrambled, String source, Set<String> infantry) {
        public Carrying {
            infantry = Set.copyOf(infantry);
            if (aircraft < 0 || land < 0 || aircraft + land < 1) {
                throw new IllegalArgumentException("a ship that carries holds at least 1 aircraft or land unit, not " + aircraft
                        + " aircraft and " + land + " land units");
            }
            if (besidesInfantry < 0 || besidesInfantry > land) {
                throw new IllegalArgumentException("besidesInfantry is from 0 to land (" + land + "), not " + besidesInfantry);
            }
            Objects.requireNonNull(source, "source");
        }

        /** A carrier's capacity: {@code aircraft} units that land on carriers. */
        public Carrying(int aircraft, String source) {
            this(aircraft, 0, 0, false, false, source, Set.of());
        }

        /** @return true when the unit loads as infantry ({@link #infantry()}) */
        public boolean loadsAsInfantry(UnitType unit) {
            return infantry.contains(unit.id());
        }
    }

    /**
     * A unit's values at one damage level.
     *
     * @param attack  attack value, 0 when it does not fire on attack
     * @param defense defense value
     * @param bombard shore-bombardment value, 0 when it cannot bombard
     */
    public record Levels(int attack, int defense, int bombard) {
    }

    /**
     * A unit of one hit point or whose values damage does not change, with no tags, a casualty unless it
     * is an AA gun, not taken last.
     */
    public UnitType(String id, String name, List<String> abbreviations, Domain domain, int cost, int attack, int defense,
            int attackDice, int unitsPerAttackDie, int attackRoundLimit, int defenseDice, int hitPoints,
            Optional<Support> supports, Set<Role> openingFire, Set<Domain> hits, int antiAircraft, int bombard,
            boolean antiSubmarine, boolean submerges, String source) {
        this(id, name, abbreviations, domain, cost, attack, defense, attackDice, unitsPerAttackDie, attackRoundLimit,
                defenseDice, hitPoints, supports, openingFire, hits, antiAircraft, bombard, antiSubmarine, submerges, source,
                Set.of(), antiAircraft == 0, false, List.of(), 0, 1, Set.of(), List.of(), Set.of(), 0, false, 0, 1, false, Optional.empty(), false, "",
                Optional.empty());
    }

    /**
     * Support given to another unit type: while attacking, each unit of this type raises the attack
     * of one unit of {@code unit} to {@code attack} (pairing is one for one).
     *
     * @param unit   id of the supported unit type
     * @param attack the supported unit's attack value
     */
    public record Support(String unit, int attack) {
        public Support {
            Objects.requireNonNull(unit, "unit");
        }
    }

    public UnitType {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(expends, "expends");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(domain, "domain");
        abbreviations = List.copyOf(abbreviations);
        openingFire = Set.copyOf(openingFire);
        hits = Set.copyOf(hits);
        Objects.requireNonNull(supports, "supports");
        tags = Set.copyOf(tags);
        defenseHits = Set.copyOf(defenseHits);
        boosts = List.copyOf(boosts);
        fireRounds = Set.copyOf(fireRounds);
        damaged = List.copyOf(damaged);
        if (firerChooses < 0 || boostsTaken < 1) {
            throw new IllegalArgumentException(id + ": firer-chooses must be at least 0 and boosts taken at least 1");
        }
        if (firerChoosesSubmarines && firerChooses == 0) {
            throw new IllegalArgumentException(id + ": the firer's choice of a submarine needs firer-chooses");
        }
        if (hitsEach < 1) {
            throw new IllegalArgumentException(id + ": hits each must be at least 1");
        }
        if (armourSave < 0 || armourSave > 0 && hitPoints != 2) {
            throw new IllegalArgumentException(id + ": an armour save needs 2 hit points");
        }
        if (!damaged.isEmpty() && damaged.size() != hitPoints - 1) {
            throw new IllegalArgumentException(id + ": " + damaged.size() + " damaged levels for " + hitPoints + " hit points");
        }
        if (hitPoints < 1 || attackDice < 1 || defenseDice < 1 || unitsPerAttackDie < 1 || attackRoundLimit < 0) {
            throw new IllegalArgumentException(id + ": hit points, dice and units per die must be at least 1");
        }
    }

    /**
     * Consistent with the record's {@code equals} (equal units have equal ids), and cheap: units are the keys of
     * every force's counts, and the record's own hash of its 37 components links a method handle for each on its
     * first call, 0.04 s of a small battle's command line ({@code docs/performance.md}).
     *
     * @return the hash of the id
     */
    @Override
    public int hashCode() {
        return id.hashCode();
    }

    /** @return the value this unit fires at in the given role */
    public int value(Role role) {
        return role == Role.ATTACK ? attack : defense;
    }

    /**
     * @param role   attack or defense
     * @param damage hits taken, 0 .. hitPoints − 1
     * @return the value it fires at with that damage
     */
    public int value(Role role, int damage) {
        if (damage == 0 || damaged.isEmpty()) {
            return value(role);
        }
        Levels l = damaged.get(damage - 1);
        return role == Role.ATTACK ? l.attack() : l.defense();
    }

    /** @return the shore-bombardment value with {@code damage} hits taken (0: it cannot bombard) */
    public int bombard(int damage) {
        return damage == 0 || damaged.isEmpty() ? bombard : damaged.get(damage - 1).bombard();
    }

    /** @return the dice this unit rolls per unit in the given role */
    public int dice(Role role) {
        return role == Role.ATTACK ? attackDice : defenseDice;
    }

    /** @return true for an AA gun, which fires only at aircraft and is never a casualty */
    public boolean isAntiAircraftGun() {
        return antiAircraft > 0;
    }

    /**
     * @return true when hits may be assigned to this unit: false for a Revised or Classic AA gun, which
     *         is never a casualty (Revised L2253–2254, Classic L592) and is captured, not destroyed, when the
     *         territory is taken
     */
    public boolean canBeCasualty() {
        return casualty;
    }

    /** @return true when the unit has the tag */
    public boolean hasTag(String tag) {
        return tags.contains(tag);
    }

    /** @return true when it fires in {@code round} (its {@code fireRounds}) */
    public boolean firesIn(int round) {
        return fireRounds.isEmpty() || fireRounds.contains(round);
    }

    /** @return the domains its hits may go to in the given role */
    public Set<Domain> hits(Role role) {
        return role == Role.DEFENSE && !defenseHits.isEmpty() ? defenseHits : hits;
    }

    /** @return true when this unit's hits may be assigned to a unit of the given domain */
    public boolean mayHit(Domain target) {
        return hits.contains(target);
    }

    /**
     * The record's components, to change some of them: each copy method below sets its own and builds the copy, so that
     * the record's constructor is written out once for them.
     */
    private static final class Copy {
        private String id;
        private String name;
        private List<String> abbreviations;
        private Domain domain;
        private int cost;
        private int attack;
        private int defense;
        private int attackDice;
        private int unitsPerAttackDie;
        private int attackRoundLimit;
        private int defenseDice;
        private int hitPoints;
        private Optional<Support> supports;
        private Set<Role> openingFire;
        private Set<Domain> hits;
        private int antiAircraft;
        private int bombard;
        private boolean antiSubmarine;
        private boolean submerges;
        private String source;
        private Set<String> tags;
        private boolean casualty;
        private boolean takenLast;
        private List<Levels> damaged;
        private int armourSave;
        private int hitsEach;
        private Set<Domain> defenseHits;
        private List<Boost> boosts;
        private Set<Integer> fireRounds;
        private int firerChooses;
        private boolean firerChoosesSubmarines;
        private int enemyDelta;
        private int boostsTaken;
        private boolean staysInBattle;
        private Optional<Carrying> carries;
        private boolean landsOnCarriers;
        private String expends;
        private Optional<Limits> limits;

        Copy(UnitType u) {
            id = u.id;
            name = u.name;
            abbreviations = u.abbreviations;
            domain = u.domain;
            cost = u.cost;
            attack = u.attack;
            defense = u.defense;
            attackDice = u.attackDice;
            unitsPerAttackDie = u.unitsPerAttackDie;
            attackRoundLimit = u.attackRoundLimit;
            defenseDice = u.defenseDice;
            hitPoints = u.hitPoints;
            supports = u.supports;
            openingFire = u.openingFire;
            hits = u.hits;
            antiAircraft = u.antiAircraft;
            bombard = u.bombard;
            antiSubmarine = u.antiSubmarine;
            submerges = u.submerges;
            source = u.source;
            tags = u.tags;
            casualty = u.casualty;
            takenLast = u.takenLast;
            damaged = u.damaged;
            armourSave = u.armourSave;
            hitsEach = u.hitsEach;
            defenseHits = u.defenseHits;
            boosts = u.boosts;
            fireRounds = u.fireRounds;
            firerChooses = u.firerChooses;
            firerChoosesSubmarines = u.firerChoosesSubmarines;
            enemyDelta = u.enemyDelta;
            boostsTaken = u.boostsTaken;
            staysInBattle = u.staysInBattle;
            carries = u.carries;
            landsOnCarriers = u.landsOnCarriers;
            expends = u.expends;
            limits = u.limits;
        }

        UnitType build() {
            return new UnitType(id, name, abbreviations, domain, cost, attack, defense, attackDice, unitsPerAttackDie,
                    attackRoundLimit, defenseDice, hitPoints, supports, openingFire, hits, antiAircraft, bombard, antiSubmarine,
                    submerges, source, tags, casualty, takenLast, damaged, armourSave, hitsEach, defenseHits, boosts, fireRounds,
                    firerChooses, firerChoosesSubmarines, enemyDelta, boostsTaken, staysInBattle, carries, landsOnCarriers, expends,
                    limits);
        }
    }

    /**
     * @param newId            the copy's id, e.g. {@code "uk/infantry"}
     * @param newName          its display name, e.g. {@code "UK Infantry"}
     * @param newAbbreviations its other names
     * @return a copy with every value but its names; used for the units of one power of a multinational defence
     */
    UnitType withNames(String newId, String newName, List<String> newAbbreviations) {
        Copy c = new Copy(this);
        c.id = newId;
        c.name = newName;
        c.abbreviations = newAbbreviations;
        return c.build();
    }

    /** @return a copy that stays in the battle when the rest of its side retreats (a unit landed from a transport) */
    UnitType withStaysInBattle() {
        Copy c = new Copy(this);
        c.staysInBattle = true;
        return c.build();
    }

    /** @return a copy with these tags added to its own; used by technologies (Revised Superfortresses) */
    UnitType withTags(Set<String> more) {
        Set<String> all = new java.util.LinkedHashSet<>(tags);
        all.addAll(more);
        Copy c = new Copy(this);
        c.tags = all;
        return c.build();
    }

    /** @return a copy with another anti-aircraft value; used by technologies */
    UnitType withAntiAircraft(int value) {
        Copy c = new Copy(this);
        c.antiAircraft = value;
        return c.build();
    }

    /** @return a copy whose hits each inflict {@code n} casualties; used by technologies */
    UnitType withHitsEach(int n) {
        Copy c = new Copy(this);
        c.hitsEach = n;
        return c.build();
    }

    /** @return a copy with other boosts; used by technologies */
    UnitType withBoosts(List<Boost> newBoosts) {
        Copy c = new Copy(this);
        c.boosts = newBoosts;
        return c.build();
    }

    /** @return this unit removed as a casualty at the end of the step {@code step} ({@link #expends()}) */
    UnitType withExpends(String step) {
        Copy c = new Copy(this);
        c.expends = step;
        return c.build();
    }

    /** @return this unit taking at most {@code most} boosts ({@link #boostsTaken()}) */
    UnitType withBoostsTaken(int most) {
        Copy c = new Copy(this);
        c.boostsTaken = most;
        return c.build();
    }

    /** @return a copy with other values per damage level; used by technologies */
    UnitType withDamaged(List<Levels> levels) {
        Copy c = new Copy(this);
        c.damaged = levels;
        return c.build();
    }

    /** @return a copy with the given values; used by technologies */
    UnitType with(int newAttack, int newDefense, int newAttackDice, int newDefenseDice, int newBombard, int newCost) {
        Copy c = new Copy(this);
        c.attack = newAttack;
        c.defense = newDefense;
        c.attackDice = newAttackDice;
        c.defenseDice = newDefenseDice;
        c.bombard = newBombard;
        c.cost = newCost;
        return c.build();
    }
}
