package battleboard.battle;

import battleboard.edition.BattleRules;
import battleboard.edition.Domain;
import battleboard.edition.Edition;
import battleboard.edition.RuleOption;
import battleboard.edition.RuleSettings;
import battleboard.edition.Technology;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Everything that defines one battle: the edition and its rule options, both sides' units,
 * technologies and orders of loss (AA guns among the defender's units), the attacker's bombarding ships. One
 * immutable {@code BattleSetup} goes to either solver. Build it with {@link #builder(Edition)}, which
 * checks the input and refuses it with a one-line message.
 */
public final class BattleSetup {
    private final Edition edition;
    /**
     * The latest round a battle may start at or retreat after: far past any battle fought (a round of a large battle ends
     * a side in tens of rounds), and the round positions the solvers count up to it stay in an {@code int} (issue 27:
     * {@code --round 2147483646 --retreat-after-round 2147483647} overflowed and never retreated).
     */
    public static final int MOST_ROUNDS = 1_000;

    private final BattleKind kind;
    private final Map<Side, Force> forces;
    private final Map<Side, Set<Technology>> techs;
    private final Map<Side, OrderOfLoss> orders;
    private final RuleSettings rules;
    private final Map<String, String> optionOverrides;
    private final Force bombardment;
    private final Map<Side, Damage> damaged;
    private final int startRound;
    private final boolean amphibious;
    private final RetreatPolicy retreat;
    private final RetreatPolicy defenderRetreat;
    private final Map<Side, SubmergePolicy> submerge;
    private final PreBattle preBattle;
    private final Map<Side, Force> cargo;
    private final Map<Side, Boolean> landingInReach;
    private final boolean escapeZone;
    /** Per side: its technologies that act in every round. */
    private final Map<Side, List<Technology>> everyRound = new EnumMap<>(Side.class);
    private final int lastTechnologyRound;

    private BattleSetup(Builder b, BattleKind kind, Force attacker, Force defender) {
        this.edition = b.edition;
        this.kind = kind;
        EnumMap<Side, Force> f = new EnumMap<>(Side.class);
        f.put(Side.ATTACKER, attacker);
        f.put(Side.DEFENDER, defender);
        this.forces = Collections.unmodifiableMap(f);
        EnumMap<Side, Set<Technology>> t = new EnumMap<>(Side.class);
        for (Side s : Side.values()) {
            t.put(s, Collections.unmodifiableSet(new LinkedHashSet<>(b.techs.get(s))));
        }
        this.techs = Collections.unmodifiableMap(t);
        EnumMap<Side, OrderOfLoss> o = new EnumMap<>(Side.class);
        for (Side s : Side.values()) {
            o.put(s, b.orders.containsKey(s) ? b.orders.get(s) : OrderOfLoss.cheapestFirst(b.edition, s.role()));
        }
        // at a shelter the units in it are hit first, then the shelter (a sub pen, W197): it is not damaged first
        if (b.edition.battle().lineup().shelters().stream().anyMatch(sh -> defender.counts().keySet().stream()
                .anyMatch(u -> b.isOf(u, sh.unit())))) {
            o.put(Side.DEFENDER, o.get(Side.DEFENDER).withDamageFirst(false));
        }
        this.orders = Collections.unmodifiableMap(o);
        this.rules = RuleSettings.of(b.edition, b.options);
        this.optionOverrides = Map.copyOf(b.options);
        this.bombardment = b.bombardment;
        this.damaged = Collections.unmodifiableMap(new EnumMap<>(b.damaged));
        this.startRound = b.startRound;
        this.amphibious = b.amphibious || !b.bombardment.isEmpty();
        this.retreat = b.retreat;
        this.defenderRetreat = b.defenderRetreat;
        this.submerge = Collections.unmodifiableMap(new EnumMap<>(b.submerge));
        this.preBattle = b.preBattle;
        this.cargo = Collections.unmodifiableMap(new EnumMap<>(b.cargo));
        this.landingInReach = Collections.unmodifiableMap(new EnumMap<>(b.landingInReach));
        this.escapeZone = b.escapeZone;
        for (Side s : Side.values()) {
            everyRound.put(s, List.copyOf(acting(s, 0)));
        }
        this.lastTechnologyRound = techs.values().stream().flatMap(Set::stream).mapToInt(Technology::lastRound).max().orElse(0);
    }

    /** @return the rolls made before the battle (World at War submarine detection, Chinese morale) */
    public PreBattle preBattle() {
        return preBattle;
    }

    /** @return a builder for a battle of the given edition */
    public static Builder builder(Edition edition) {
        return new Builder(edition);
    }

    /** @return the edition */
    public Edition edition() {
        return edition;
    }

    /** @return land or sea, inferred from the units */
    public BattleKind kind() {
        return kind;
    }

    /**
     * @return a side's units, as entered: the defender's AA guns among them (a unit that
     *         {@linkplain UnitType#canBeCasualty() cannot be a casualty} stays in the force)
     */
    public Force force(Side side) {
        return forces.get(side);
    }

    /** @return the technologies a side has */
    public Set<Technology> techs(Side side) {
        return techs.get(side);
    }

    /** @return a side's order of loss */
    public OrderOfLoss order(Side side) {
        return orders.get(side);
    }

    /** @return the rule options in force */
    public RuleSettings rules() {
        return rules;
    }

    /** @return the attacker's ships conducting shore bombardment (empty when none) */
    public Force bombardment() {
        return bombardment;
    }

    /** @return units of a side that start the battle with one hit taken (a damaged Revised battleship) */
    public Force damaged(Side side) {
        return damaged.get(side).at(1);
    }

    /** @return units of a side that start the battle damaged, at every damage level */
    public Damage damage(Side side) {
        return damaged.get(side);
    }

    /** @return the round the battle starts at, from 1 (a battle already in progress starts later) */
    public int startRound() {
        return startRound;
    }

    /**
     * @return true when the attacking land units landed from transports (an amphibious assault; implied
     *         by shore bombardment): they may not retreat (Revised L1408–1409, Classic L707, L754)
     */
    public boolean amphibious() {
        return amphibious;
    }

    /**
     * @return in an amphibious assault, what of the attacker may retreat (rule option {@code amphibious-retreat}:
     *         aircraft only, none, or the units that did not land); empty when the battle is not amphibious or the
     *         edition has no such option
     */
    public Optional<RuleOption.AmphibiousRetreat> amphibiousRetreat() {
        return amphibious && rules.has(RuleOption.AMPHIBIOUS_RETREAT)
                ? Optional.of(rules.choice(RuleOption.AMPHIBIOUS_RETREAT, RuleOption.AmphibiousRetreat.class)) : Optional.empty();
    }

    /** @return when the attacker retreats */
    public RetreatPolicy retreat() {
        return retreat;
    }

    /**
     * @return when the defender tries to retreat, Global War's optional Defender Retreat (G2175-2185): never, after
     *         a round ({@link RetreatPolicy.AfterRound}) or at a number of units ({@link RetreatPolicy.AtUnits})
     */
    public RetreatPolicy defenderRetreat() {
        return defenderRetreat;
    }

    /**
     * @return the land units aboard a side's transports in a sea battle, as entered: they do not fight and are lost
     *         with their transport (Revised L1007-1010, Classic C748); empty when none
     */
    public Force cargo(Side side) {
        return cargo.get(side);
    }

    /**
     * @return false when a side's aircraft at sea have no landing place in reach but its carriers in the battle
     *         (Revised L2375-2376, Classic C647): those the surviving carriers cannot take are lost after the battle;
     *         true (the default) when they can land elsewhere
     */
    public boolean landingInReach(Side side) {
        return landingInReach.get(side);
    }

    /**
     * @return false when the defender's submarines have no adjacent friendly or empty sea zone to leave to (Classic
     *         C789: then they cannot withdraw); true by default
     */
    public boolean escapeZone() {
        return escapeZone;
    }

    /**
     * @return true when the losses after the battle ({@link PostBattle}) count in the IPC figures: rule option
     *         {@code post-battle-losses=count}, the default; false for {@code ignore} or an edition without the option
     */
    public boolean postBattleLosses() {
        return rules.has(RuleOption.POST_BATTLE_LOSSES) && rules.choice(RuleOption.POST_BATTLE_LOSSES,
                RuleOption.PostBattleLosses.class) == RuleOption.PostBattleLosses.COUNT;
    }

    /**
     * @return true when volleys find their hits by Low Luck (rule option {@code dice=low-luck}, see {@link Dice}); false
     *         for the rulebooks' dice, the default
     */
    public boolean lowLuck() {
        return rules.choice(RuleOption.DICE, RuleOption.DiceRule.class) == RuleOption.DiceRule.LOW_LUCK;
    }

    /** @return when a side's submarines leave the battle */
    public SubmergePolicy submerge(Side side) {
        return submerge.get(side);
    }

    /**
     * @return a unit type's values for a side, after that side's technologies that act in every round
     */
    public UnitType effective(Side side, UnitType unit) {
        return withTechs(unit, everyRound.get(side));
    }

    /**
     * @return a unit type's values for a side in a round, after that side's technologies that act in it
     *         (World at War's German surprise: round 1 only)
     */
    public UnitType effective(Side side, UnitType unit, int round) {
        return withTechs(unit, acting(side, round));
    }

    /**
     * @param round a round from 1, or 0 for what acts in every round
     * @return what changes a side's units in that round: its technologies that act in it (with the part of a
     *         round-limited one that lasts the whole battle, World at War's banzai infantry that never retreat), what
     *         the enemy's technologies do to every unit of the side there (World at War's Russian espionage, W546, where
     *         its {@code enemyWhen} holds) and what the enemy's units do ({@link #opposed})
     */
    private List<Technology> acting(Side side, int round) {
        List<Technology> acting = new java.util.ArrayList<>();
        for (Technology t : techs.get(side)) {
            if (round == 0 ? t.rounds().isEmpty() : t.appliesIn(round)) {
                acting.add(t);
            }
            t.lasting().ifPresent(acting::add);
        }
        for (Technology t : techs.get(side.opponent())) {
            if ((round == 0 ? t.rounds().isEmpty() : t.appliesIn(round)) && BattleRules.holds(rules, t.reach().enemyWhen())) {
                t.againstEnemy().ifPresent(acting::add);
            }
        }
        opposed(side).ifPresent(acting::add);
        return acting;
    }

    /**
     * @return for each side, the technologies whose deltas change every die roll of its units in some rounds only
     *         ({@link Technology.Reach#allRolls()}: the side's own, and the enemy's {@code enemyUnits} where its
     *         {@code enemyWhen} holds)
     */
    private Map<Side, List<Technology>> allRollsInSomeRounds() {
        Map<Side, List<Technology>> out = new EnumMap<>(Side.class);
        for (Side s : Side.values()) {
            List<Technology> list = new ArrayList<>();
            for (Technology t : techs.get(s)) {
                if (t.reach().allRolls() && !t.rounds().isEmpty() && t.reach().allUnits().isPresent()) {
                    list.add(t);
                }
            }
            for (Technology t : techs.get(s.opponent())) {
                if (t.reach().allRolls() && !t.rounds().isEmpty() && t.reach().enemyUnits().isPresent()
                        && BattleRules.holds(rules, t.reach().enemyWhen())) {
                    list.add(t);
                }
            }
            out.put(s, list);
        }
        return out;
    }

    /**
     * @return what the enemy's units with an {@code enemyDelta} do to every unit of {@code side}, as a modifier
     *         acting in every round (a Global War fortress: every attacker -1, bombarding ships too, G1850-1854)
     */
    private java.util.Optional<Technology> opposed(Side side) {
        int delta = 0;
        for (Map.Entry<UnitType, Integer> e : forces.get(side.opponent()).counts().entrySet()) {
            if (e.getValue() > 0) {
                delta += e.getKey().enemyDelta();
            }
        }
        if (delta == 0) {
            return java.util.Optional.empty();
        }
        Map<String, Technology.Change> changes = new java.util.LinkedHashMap<>();
        for (UnitType u : edition.units()) {
            changes.put(u.id(), new Technology.Change(null, null, null, null, null, null, delta, delta, delta));
        }
        return java.util.Optional.of(new Technology("opposed", "Enemy units' modifier", changes, ""));
    }

    /**
     * @return true when a submarine detected by an enemy destroyer stays detected for the battle (rule option
     *         {@code submarine-detection=sticky}, G2082-2084), false when detection is recomputed each round
     */
    public boolean stickyDetection() {
        return !rules.has(RuleOption.SUBMARINE_DETECTION) || rules.choice(RuleOption.SUBMARINE_DETECTION,
                RuleOption.SubmarineDetection.class) == RuleOption.SubmarineDetection.STICKY;
    }

    /**
     * @return true when a unit with an armour roll that has been hit takes the next hit meant for its type, before another
     *         of its type is hit (rule option {@code armour-hits=concentrate}; World at War W527); false under
     *         {@code spread}, the default, or in an edition without the option
     */
    public boolean concentrateArmourHits() {
        return rules.has(RuleOption.ARMOUR_HITS)
                && rules.choice(RuleOption.ARMOUR_HITS, RuleOption.ArmourHits.class) == RuleOption.ArmourHits.CONCENTRATE;
    }

    /**
     * @return true when a submarine lost to a hit in the step where its side's undetected submarines strike first is
     *         one that has struck, not a detected one (rule option {@code first-strike-casualties=struck-first}, the
     *         default; Global War G502-508, Example 4 G2100-2105); false under {@code detected-first} or in an edition
     *         without the option
     */
    public boolean struckFirstLost() {
        return rules.has(RuleOption.FIRST_STRIKE_CASUALTIES) && rules.choice(RuleOption.FIRST_STRIKE_CASUALTIES,
                RuleOption.FirstStrikeCasualties.class) == RuleOption.FirstStrikeCasualties.STRUCK_FIRST;
    }

    /**
     * Refuses a battle where a technology that changes every die roll in some rounds only ({@link Technology.Reach#allRolls()})
     * meets a roll Battleboard changes in every round or not at all: an armour roll (World at War's Tiger, W527), read at
     * the end of every round from the values of every round, or an extra die fixed by a fire entry (kamikaze, W537).
     *
     * @throws IllegalArgumentException one line naming the technology, the roll and the option that avoids it, if any
     */
    private void checkAllRolls() {
        allRollsInSomeRounds().forEach((side, list) -> {
            for (Technology t : list) {
                String what = t.id() + " changes every die roll of the " + side.label() + "'s units in round"
                        + (t.rounds().size() == 1 ? " " : "s ") + t.rounds().stream().sorted().map(String::valueOf)
                        .collect(java.util.stream.Collectors.joining(", ")) + line(t.source());
                String way = techs.get(side).contains(t) || t.reach().enemyWhen().isEmpty() ? ""
                        : "; --option " + t.reach().enemyWhen().entrySet().stream().map(e -> e.getKey() + "=" + RuleOption.byId(e.getKey())
                        .flatMap(o -> o.choices().stream().filter(c -> !c.equals(e.getValue())).findFirst()).orElse("?"))
                        .collect(java.util.stream.Collectors.joining(" ")) + " leaves the enemy's rolls alone";
                for (UnitType u : forces.get(side).counts().keySet()) {
                    if (u.armourSave() > 0) {
                        throw new Refusal(what + ", the " + u.id() + "'s armour roll too" + line(u.source())
                                + ", which Battleboard changes in every round or in none: not modelled" + way, Refusal.Concern.of(Refusal.Part.TECHS, side), Refusal.Concern.unit(side, u));
                    }
                }
                for (BattleRules.StepRule step : edition.battle().steps()) {
                    for (BattleRules.FireRule f : step.fire()) {
                        boolean here = f.battle() == BattleRules.Field.ANY || (f.battle() == BattleRules.Field.SEA) == (kind == BattleKind.SEA);
                        if (f.value() == BattleRules.Value.FIXED && here && f.roles().contains(side.role()) && f.technology()
                                .filter(id -> techs.get(side).stream().anyMatch(x -> x.id().equals(id))).isPresent()) {
                            throw new Refusal(what + ", the " + f.id() + " die too" + line(f.source())
                                    + ", which Battleboard rolls at " + f.at() + " in every round: not modelled" + way, Refusal.Concern.of(Refusal.Part.TECHS, side));
                        }
                    }
                }
            }
        });
    }

    /** @return " (W546)": the first line a source cites, in brackets; empty for no source */
    private static String line(String source) {
        String first = source.split("[ :;,]")[0].strip();
        return first.isEmpty() ? "" : " (" + first + ")";
    }

    /** @return the last round a technology of either side is limited to; 0 when none is */
    public int lastTechnologyRound() {
        return lastTechnologyRound;
    }

    private static UnitType withTechs(UnitType unit, Iterable<Technology> techs) {
        return Technology.applyAll(unit, techs);
    }

    /** @return a builder holding this setup's values, to change some of them */
    public Builder toBuilder() {
        Builder b = new Builder(edition).attacker(forces.get(Side.ATTACKER)).defender(forces.get(Side.DEFENDER))
                .bombard(bombardment);
        for (Side s : Side.values()) {
            techs.get(s).forEach(t -> b.technology(s, t));
            b.order(s, orders.get(s));
        }
        optionOverrides.forEach(b::option);
        for (Side s : Side.values()) {
            b.damage(s, damaged.get(s)).submerge(s, submerge.get(s)).cargo(s, cargo.get(s)).landingInReach(s, landingInReach.get(s));
        }
        return b.escapeZone(escapeZone).startRound(startRound).amphibious(amphibious)
                .retreat(retreat).defenderRetreat(defenderRetreat).preBattle(preBattle);
    }

    @Override
    public String toString() {
        return edition.id() + " " + kind.label() + " battle: " + forces.get(Side.ATTACKER) + " vs " + forces.get(Side.DEFENDER)
                + (bombardment.isEmpty() ? "" : ", bombarding " + bombardment);
    }

    /** Collects a battle's input; {@link #build()} checks it. Not thread-safe. */
    public static final class Builder {
        private final Edition edition;
        private Force attacker = Force.empty();
        private Force defender = Force.empty();
        private Force bombardment = Force.empty();
        private final Map<Side, List<Technology>> techs = new EnumMap<>(Side.class);
        private final Map<Side, OrderOfLoss> orders = new EnumMap<>(Side.class);
        private final Map<String, String> options = new LinkedHashMap<>();
        private final Map<Side, Damage> damaged = new EnumMap<>(Side.class);
        private int startRound = 1;
        private boolean amphibious;
        private RetreatPolicy retreat = RetreatPolicy.never();
        private RetreatPolicy defenderRetreat = RetreatPolicy.never();
        private final Map<Side, Force> cargo = new EnumMap<>(Map.of(Side.ATTACKER, Force.empty(), Side.DEFENDER, Force.empty()));
        private final Map<Side, Boolean> landingInReach = new EnumMap<>(Map.of(Side.ATTACKER, true, Side.DEFENDER, true));
        private boolean escapeZone = true;
        private PreBattle preBattle = PreBattle.NONE;
        private final Map<Side, SubmergePolicy> submerge = new EnumMap<>(Side.class);

        private Builder(Edition edition) {
            this.edition = edition;
            for (Side s : Side.values()) {
                techs.put(s, new ArrayList<>());
                damaged.put(s, Damage.NONE);
                submerge.put(s, SubmergePolicy.NEVER);
            }
        }

        /**
         * @param side who has them
         * @param f    units of the side's force that start with one hit taken, e.g. "1 battleship"
         */
        public Builder damaged(Side side, Force f) {
            damaged.put(side, Damage.oneHit(f));
            return this;
        }

        /**
         * @param side who has them
         * @param d    units of the side's force that start damaged, at any level (e.g. "1 battleship:1")
         */
        public Builder damage(Side side, Damage d) {
            damaged.put(side, java.util.Objects.requireNonNull(d, "d"));
            return this;
        }

        /** @param round the round the battle starts at (for a battle in progress), at least 1 */
        public Builder startRound(int round) {
            startRound = round;
            return this;
        }

        /** @param value whether the attacking land units landed from transports */
        public Builder amphibious(boolean value) {
            amphibious = value;
            return this;
        }

        /** @param rolls the rolls made before the battle (default: none) */
        public Builder preBattle(PreBattle rolls) {
            preBattle = java.util.Objects.requireNonNull(rolls, "rolls");
            return this;
        }

        /**
         * @param side  whose transports carry it
         * @param units land units aboard the side's transports, loaded as written, each on the first transport with
         *              room ({@link PostBattle}); lost with their transport
         */
        public Builder cargo(Side side, Force units) {
            cargo.put(side, java.util.Objects.requireNonNull(units, "units"));
            return this;
        }

        /** @param text the cargo as {@link Force#parse} reads it, e.g. {@code "2 infantry, 1 tank"} */
        public Builder cargo(Side side, String text) {
            return cargo(side, Force.parse(text, edition));
        }

        /**
         * @param exists false when the defender's submarines have no adjacent friendly or empty sea zone to withdraw to
         *               (Classic C789); true, the default, when they have one
         */
        public Builder escapeZone(boolean exists) {
            escapeZone = exists;
            return this;
        }

        /**
         * @param side    whose aircraft
         * @param inReach false when the side's aircraft at sea can land only on its carriers in the battle (the default
         *                is true: a landing place is in reach)
         */
        public Builder landingInReach(Side side, boolean inReach) {
            landingInReach.put(side, inReach);
            return this;
        }

        /**
         * @param policy when the defender tries to retreat (Global War's optional Defender Retreat): never (the
         *               default), after a number of rounds, or at a number of units on the board, from round 2 on
         */
        public Builder defenderRetreat(RetreatPolicy policy) {
            defenderRetreat = java.util.Objects.requireNonNull(policy, "policy");
            return this;
        }

        /** @param policy when the attacker retreats (default: never) */
        public Builder retreat(RetreatPolicy policy) {
            retreat = java.util.Objects.requireNonNull(policy, "policy");
            return this;
        }

        /** @param policy when the side's submarines leave the battle (default: never) */
        public Builder submerge(Side side, SubmergePolicy policy) {
            submerge.put(side, java.util.Objects.requireNonNull(policy, "policy"));
            return this;
        }

        /** @param f attacking units */
        public Builder attacker(Force f) {
            attacker = f;
            return this;
        }

        /** @param f defending units, AA guns included */
        public Builder defender(Force f) {
            defender = f;
            return this;
        }

        /** @param f attacking ships that bombard the territory (land battles only) */
        public Builder bombard(Force f) {
            bombardment = f;
            return this;
        }

        /** @param text attacking units as typed, e.g. "3 inf, 1 arm" */
        public Builder attacker(String text) {
            return attacker(Force.parse(text, edition));
        }

        /** @param text defending units as typed, e.g. "4 infantry, 1 aa-gun" */
        public Builder defender(String text) {
            return defender(Force.parse(text, edition));
        }

        /** @param text bombarding ships as typed, e.g. "2 battleship" */
        public Builder bombard(String text) {
            return bombard(Force.parse(text, edition));
        }

        /**
         * @param side   who has the technology
         * @param techId e.g. "heavy-bombers"
         * @throws IllegalArgumentException naming an unknown technology
         */
        public Builder tech(Side side, String techId) {
            return technology(side, edition.technology(techId));
        }

        /**
         * @param side who has it
         * @param t    a technology, national rule or other modifier of the side's units; need not be one of the
         *             edition's (Global War air supremacy: attacking aircraft at their defense values)
         */
        public Builder technology(Side side, Technology t) {
            if (!techs.get(side).contains(t)) {
                techs.get(side).add(t);
            }
            return this;
        }

        /** @param order a side's order of loss (default: {@link OrderOfLoss#cheapestFirst}) */
        public Builder order(Side side, OrderOfLoss order) {
            orders.put(side, order);
            return this;
        }

        /** @param optionId a rule option of the edition, e.g. "aa-casualties"; checked by {@link #build()} */
        public Builder option(String optionId, String value) {
            options.put(optionId, value);
            return this;
        }

        /**
         * In an edition whose carriers hold aircraft ({@code carries}: Revised and Classic, 2 fighters each), the
         * aircraft defending a sea battle must be on the carriers there: only those that land on carriers, as many
         * as the carriers hold (Revised L2368, Classic L661, L713).
         */
        private void checkCarriers(Force def) {
            Optional<UnitType> carrier = edition.units().stream().filter(u -> u.carries().filter(c -> c.aircraft() > 0).isPresent()).findFirst();
            if (carrier.isEmpty()) {
                return;
            }
            String source = carrier.get().carries().get().source();
            int held = 0;
            int aircraft = 0;
            for (Map.Entry<UnitType, Integer> e : def.counts().entrySet()) {
                held += e.getKey().carries().map(c -> c.aircraft() * e.getValue()).orElse(0);
                if (e.getKey().domain() == Domain.AIR) {
                    if (!e.getKey().landsOnCarriers()) {
                        throw new Refusal(e.getKey().id() + " cannot defend at sea: it cannot land on a carrier ("
                                + source + ")", Refusal.Concern.unit(Side.DEFENDER, e.getKey()));
                    }
                    aircraft += e.getValue();
                }
            }
            if (aircraft > held) {
                throw new Refusal(aircraft + " defending aircraft at sea, but the carriers there hold " + held + " ("
                        + carrier.get().carries().get().aircraft() + " per " + carrier.get().id() + ", " + source + ")", units(Side.DEFENDER, def, u -> u.domain() == Domain.AIR));
            }
        }

        /**
         * @return the checked setup
         * @throws IllegalArgumentException one line naming the problem and, where the edition file gives it, the rule's
         *                                  line: an attacker with no units, a unit that cannot fight there (a tank in a
         *                                  sea battle, a ship beside the attacker's land units, an AA gun on attack, a
         *                                  bomber defending at sea, more aircraft than the carriers hold, a kamikaze
         *                                  unit defending or in a land battle, US land units beside Chinese infantry in
         *                                  the 1998 rules), a ship that cannot bombard or bombardment with no land unit
         *                                  or at sea, cargo that does not fit or has no transport, a defender's submerge
         *                                  policy with no escape zone (Classic C789), a bad rule option
         */
        public BattleSetup build() {
            for (Side s : Side.values()) {
                for (Technology t : techs.get(s)) {
                    if (!t.reach().refused().isEmpty()) {
                        throw new Refusal(t.id() + ": " + t.reach().refused(), Refusal.Concern.of(Refusal.Part.TECHS, s));
                    }
                }
            }
            for (UnitType u : attacker.counts().keySet()) {
                if (u.isAntiAircraftGun()) {
                    String line = u.source().isEmpty() ? "" : " (" + u.source().split(":")[0] + ")";
                    throw new Refusal(u.id() + " cannot attack: AA guns only defend against aircraft" + line, Refusal.Concern.unit(Side.ATTACKER, u));
                }
            }
            Force def = defender;
            if (attacker.isEmpty()) {
                throw new Refusal("the attacker has no units", Refusal.Concern.of(Refusal.Part.UNITS, Side.ATTACKER));
            }
            boolean sea = hasDomain(attacker, Domain.SEA) || hasDomain(def, Domain.SEA);
            BattleKind kind = sea ? BattleKind.SEA : BattleKind.LAND;
            for (Side s : Side.values()) {
                Force f = s == Side.ATTACKER ? attacker : def;
                for (UnitType u : f.counts().keySet()) {
                    if (sea && u.domain() == Domain.LAND) {
                        if (s == Side.ATTACKER && bombardment.isEmpty() && !hasDomain(def, Domain.SEA)) {
                            // the attacker's land units and ships together: the ships were meant to support the landing
                            throw new Refusal(seaUnit(attacker, def) + " cannot fight in a land battle beside "
                                    + u.id() + ": a ship supports a land battle only by shore bombardment (--bombard"
                                    + bombardmentSource().map(x -> ", " + x).orElse("") + ")", Refusal.Concern.unit(Side.ATTACKER, seaUnitType(attacker, def).orElseThrow()));
                        }
                        throw new Refusal(u.id() + " cannot fight in a sea battle (the "
                                + s.label() + " has it, and " + seaUnit(attacker, def) + " makes this a sea battle)", atSea(s, u, attacker, def));
                    }
                }
            }
            for (Side s : Side.values()) {
                for (UnitType u : (s == Side.ATTACKER ? attacker : def).counts().keySet()) {
                    String line = u.source().split("[ :]")[0];
                    if (!u.expends().isEmpty() && u.value(s.role()) == 0) {
                        throw new Refusal(u.id() + " cannot " + (s == Side.ATTACKER ? "attack" : "defend")
                                + ": it fires only on " + (s == Side.ATTACKER ? "defense" : "attack") + ", once, and is lost (" + line + ")", Refusal.Concern.unit(s, u));
                    }
                    if (!sea && u.domain() == Domain.AIR && java.util.Set.of(Domain.SEA).equals(u.hits(s.role()))) {
                        throw new Refusal(u.id() + " can hit only sea units, but this is a land battle (" + line + ")", Refusal.Concern.unit(s, u));
                    }
                }
            }
            checkLimits(attacker, Side.ATTACKER);
            checkLimits(def, Side.DEFENDER);
            checkShelters(def);
            checkSovereignty(attacker, Side.ATTACKER);
            checkSovereignty(def, Side.DEFENDER);
            if (sea) {
                checkCarriers(def);
            }
            for (Side s : Side.values()) {
                Force load = cargo.get(s);
                if (load.isEmpty()) {
                    continue;
                }
                if (!sea) {
                    throw new Refusal("cargo rides on transports in a sea battle, but this is a land battle", Refusal.Concern.of(Refusal.Part.CARGO, s));
                }
                for (UnitType u : load.counts().keySet()) {
                    if (u.domain() != Domain.LAND) {
                        throw new Refusal(u.id() + " cannot be cargo: transports carry land units", Refusal.Concern.of(Refusal.Part.CARGO, s, u));
                    }
                }
            }
            if (!bombardment.isEmpty()) {
                if (sea) {
                    throw new Refusal("shore bombardment needs a land battle, but this is a sea battle"
                            + bombardmentSource().map(x -> " (" + x + ")").orElse(""), Refusal.Concern.of(Refusal.Part.BOMBARD));
                }
                int perLandUnit = edition.battle().bombardersPerLandUnit();
                int ships = bombardment.counts().values().stream().mapToInt(Integer::intValue).sum();
                // the land units offloaded (G425-427): those entered as landed (--landed) when there are any, else every
                // attacking land unit, as an amphibious assault without --landed takes them all to have landed
                boolean marked = attacker.counts().keySet().stream().anyMatch(edition::landed);
                int landUnits = attacker.counts().entrySet().stream().filter(x -> x.getKey().domain() == Domain.LAND)
                        .filter(x -> !marked || edition.landed(x.getKey())).mapToInt(Map.Entry::getValue).sum();
                if (landUnits == 0) {
                    // bombardment is part of an amphibious assault: ships fire in support of land units offloaded
                    // from transports (Revised L1199-1203, Classic C855-857, G423-427)
                    throw new Refusal("shore bombardment supports an amphibious assault, but the attacker has no land"
                            + " unit to land" + bombardmentSource().map(x -> " (" + x + ")").orElse(""), Refusal.Concern.of(Refusal.Part.BOMBARD));
                }
                if (perLandUnit > 0 && ships > perLandUnit * landUnits) {
                    throw new Refusal("at most " + perLandUnit + " bombarding ship" + (perLandUnit == 1 ? "" : "s")
                            + " per " + (marked ? "land unit offloaded (--landed)" : "attacking land unit") + " in " + edition.id()
                            + ": " + ships + " ship" + (ships == 1 ? "" : "s") + " for " + landUnits + " land unit"
                            + (landUnits == 1 ? "" : "s") + bombardmentSource().map(x -> " (" + x + ")").orElse(""), Refusal.Concern.of(Refusal.Part.BOMBARD));
                }
                for (UnitType u : bombardment.counts().keySet()) {
                    UnitType e = withTechs(u, techs.get(Side.ATTACKER));
                    if (e.bombard() == 0) {
                        Optional<Technology> enabling = edition.technologies().stream()
                                .filter(t -> t.apply(u).bombard() > 0).findFirst();
                        throw new Refusal(u.id() + " cannot conduct shore bombardment"
                                + enabling.map(t -> " without the " + t.id() + " technology").orElse(""), Refusal.Concern.bombarding(u));
                    }
                }
            }
            if (!(defenderRetreat instanceof RetreatPolicy.Never)) {
                if (!edition.battle().defenderRetreat()) {
                    throw new Refusal("a defender's retreat is not a rule of " + edition.id()
                            + " (Global War 1939's optional rule)", Refusal.Concern.of(Refusal.Part.DEFENDER_RETREAT));
                }
                if (!(defenderRetreat instanceof RetreatPolicy.AfterRound || defenderRetreat instanceof RetreatPolicy.AtUnits)) {
                    throw new Refusal("the defender retreats after a round or at a number of units, not "
                            + defenderRetreat.describe(), Refusal.Concern.of(Refusal.Part.DEFENDER_RETREAT));
                }
                if (sea) {
                    throw new Refusal("a defender's retreat is for land units and aircraft: it needs a land battle", Refusal.Concern.of(Refusal.Part.DEFENDER_RETREAT));
                }
            }
            // World at War's rolls (W304-313, W443) where the edition file offers them (battle.chineseMorale,
            // battle.detectionRolls); elsewhere refused, never played by World at War's rule (issue 27)
            if (preBattle.chineseMorale() && !edition.battle().chineseMorale()) {
                throw new IllegalArgumentException("--chinese-morale: a Chinese morale roll before the battle is not a rule of "
                        + edition.id() + " (World at War's, W304-313)");
            }
            if (preBattle.detectionNumber() > 0 && (edition.battle().detects() || edition.dieSides() != 6)) {
                throw new Refusal("--detection: detection rolls before the battle are World at War's (on a d6); in " + edition.id()
                        + (edition.battle().detects() ? " enemy destroyers detect submarines in the battle" : " the die has "
                        + edition.dieSides() + " sides"), Refusal.Concern.of(Refusal.Part.DETECTION));
            }
            if (preBattle.detectionNumber() > 0 && !edition.battle().detectionRolls()) {
                throw new Refusal("--detection: detection rolls before the battle are not a rule of " + edition.id()
                        + " (World at War's, W443)", Refusal.Concern.of(Refusal.Part.DETECTION));
            }
            if (preBattle.navalBaseFirstStrike() && (!edition.battle().navalBaseFirstStrike() || bombardment.isEmpty())) {
                throw new Refusal(!edition.battle().navalBaseFirstStrike()
                        ? "a naval base's first strike is not a rule of " + edition.id() + " (Global War 1939's optional rule)"
                        : "a naval base's first strike needs bombarding ships (--bombard) to strike at", Refusal.Concern.of(Refusal.Part.NAVAL_BASE_FIRST_STRIKE));
            }
            if (preBattle.rocketStrike().isPresent()) {
                try {
                    preBattle.rocketStrike().get().faces(edition);
                } catch (IllegalArgumentException e) {
                    throw new Refusal(e.getMessage(), Refusal.Concern.of(Refusal.Part.ROCKET_STRIKE));
                }
                if (sea) {
                    throw new Refusal("rockets strike the units of an area (W516), and this is a sea battle", Refusal.Concern.of(Refusal.Part.ROCKET_STRIKE));
                }
                if (!damaged.get(Side.DEFENDER).isEmpty()) {
                    throw new Refusal("a rocket strike before a battle takes the defender's units whole: the"
                            + " defender's damaged units are not taken with it", Refusal.Concern.of(Refusal.Part.ROCKET_STRIKE), Refusal.Concern.of(Refusal.Part.DAMAGED, Side.DEFENDER));
                }
            }
            if (preBattle.airCap().isPresent() && !edition.battle().airCombat()) {
                throw new Refusal("air combat before the battle is not a rule of " + edition.id()
                        + " (Global War 1939's optional rule)", Refusal.Concern.of(Refusal.Part.AIR_COMBAT));
            }
            if (preBattle.airCap().isPresent()) {
                AirCombat.check(edition, preBattle.airCap().get(), attacker, def);
            }
            if (startRound < 1) {
                throw new Refusal("the start round must be at least 1, not " + startRound, Refusal.Concern.of(Refusal.Part.ROUND));
            }
            if (startRound > MOST_ROUNDS) {
                throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "the start round must be at most %,d, not %,d",
                        MOST_ROUNDS, startRound));
            }
            for (Side s : Side.values()) {
                // the attacker's bombarding ships may start damaged too (a damaged World at War battleship cannot bombard)
                Map<UnitType, Integer> all = new LinkedHashMap<>((s == Side.ATTACKER ? attacker : def).counts());
                if (s == Side.ATTACKER) {
                    bombardment.counts().forEach((u, n) -> all.merge(u, n, Integer::sum));
                }
                Force f = Force.of(all);
                Damage d = damaged.get(s);
                d.byLevel().forEach((level, units) -> units.counts().forEach((u, n) -> {
                    if (u.hitPoints() >= 2 && level >= u.hitPoints()) {
                        throw new Refusal("damaged " + u.id() + ":" + level + ": a unit of " + u.hitPoints()
                                + " hit points can have taken at most " + (u.hitPoints() - 1) + " hit"
                                + (u.hitPoints() == 2 ? "" : "s"), Refusal.Concern.of(Refusal.Part.DAMAGED, s, u));
                    }
                }));
                java.util.Set<UnitType> types = new java.util.LinkedHashSet<>();
                d.byLevel().values().forEach(units -> types.addAll(units.counts().keySet()));
                types.forEach(u -> {
                    int n = d.count(u);
                    if (u.armourSave() > 0) {
                        throw new Refusal("damaged " + u.id() + ": its damage is never kept (an armour roll at "
                                + "the end of the round repairs or destroys it), so it cannot start damaged", Refusal.Concern.of(Refusal.Part.DAMAGED, s, u));
                    }
                    if (u.hitPoints() < 2) {
                        throw new Refusal("damaged " + u.id() + ": one hit destroys a unit of " + u.id()
                                + ", so it cannot start damaged", Refusal.Concern.of(Refusal.Part.DAMAGED, s, u));
                    }
                    if (n > f.count(u)) {
                        throw new Refusal("damaged " + n + " " + u.id() + ": the " + s.label() + " has only "
                                + f.count(u), Refusal.Concern.of(Refusal.Part.DAMAGED, s, u));
                    }
                });
            }
            if (!sea && retreat instanceof RetreatPolicy.WhenNoLandUnits && attacker.counts().keySet().stream()
                    .noneMatch(u -> u.domain() == Domain.LAND)) {
                throw new Refusal("retreat when no land unit is left: the attacker has no land units", Refusal.Concern.of(Refusal.Part.RETREAT));
            }
            if (sea && retreat instanceof RetreatPolicy.WhenNoLandUnits) {
                throw new Refusal("retreat when no land unit is left needs a land battle", Refusal.Concern.of(Refusal.Part.RETREAT));
            }
            Optional<String> escapeRule = edition.battle().defenderSubmarinesNeedEscape();
            if (!escapeZone && escapeRule.isPresent() && submerge.get(Side.DEFENDER) != SubmergePolicy.NEVER
                    && def.counts().keySet().stream().anyMatch(UnitType::submerges)) {
                throw new Refusal("the defender's submarines have no escape zone, so they cannot withdraw ("
                        + escapeRule.get().split(":")[0] + "): their submerge policy must be never, not " + submerge.get(Side.DEFENDER).id(), withParts(units(Side.DEFENDER, def, UnitType::submerges), Refusal.Concern.of(Refusal.Part.SUBMERGE, Side.DEFENDER), Refusal.Concern.of(Refusal.Part.ESCAPE_ZONE)));
            }
            if (sea && amphibious) {
                throw new Refusal("an amphibious assault is a land battle, but this is a sea battle", Refusal.Concern.of(Refusal.Part.AMPHIBIOUS));
            }
            BattleSetup setup = new BattleSetup(this, kind, attacker, def);
            setup.checkAllRolls();
            for (Side s : Side.values()) {
                if (!cargo.get(s).isEmpty() && setup.force(s).counts().keySet().stream()
                        .noneMatch(u -> u.carries().filter(c -> c.land() > 0).isPresent())) {
                    throw new Refusal("the " + s.label() + " has cargo (" + cargo.get(s) + ") but no transport", Refusal.Concern.of(Refusal.Part.CARGO, s));
                }
                try {
                    PostBattle.of(setup, s); // the cargo fits on the side's transports
                } catch (Refusal r) {
                    throw r;
                } catch (IllegalArgumentException e) {
                    throw new Refusal(e.getMessage(), Refusal.Concern.of(Refusal.Part.CARGO, s));
                }
            }
            return setup;
        }

        /**
         * A battle at a unit that shelters others (World at War's sub pen, W191-195) is its own: the unit only defends, one
         * of it, with at most its number of the units it holds and nothing else, against attackers of its domains only.
         *
         * @throws IllegalArgumentException naming the unit, what may not be there and the rule's line
         */
        private void checkShelters(Force def) {
            for (BattleRules.Shelter shelter : edition.battle().lineup().shelters()) {
                String line = line(shelter.source());
                for (UnitType u : attacker.counts().keySet()) {
                    if (isOf(u, shelter.unit())) {
                        throw new Refusal(u.id() + " cannot attack: it only shelters " + String.join(", ", shelter.holds())
                                + line, Refusal.Concern.unit(Side.ATTACKER, u));
                    }
                }
                Optional<UnitType> sheltering = def.counts().keySet().stream().filter(u -> isOf(u, shelter.unit())).findFirst();
                if (sheltering.isEmpty()) {
                    continue;
                }
                String pen = sheltering.get().id();
                int n = def.counts().entrySet().stream().filter(e -> isOf(e.getKey(), shelter.unit())).mapToInt(Map.Entry::getValue).sum();
                if (n > 1) {
                    throw new Refusal(n + " " + pen + ": a battle is fought at one " + pen + line, units(Side.DEFENDER, def, u -> isOf(u, shelter.unit())));
                }
                int held = 0;
                for (Map.Entry<UnitType, Integer> e : def.counts().entrySet()) {
                    if (isOf(e.getKey(), shelter.unit())) {
                        continue;
                    }
                    if (shelter.holds().stream().noneMatch(h -> isOf(e.getKey(), h))) {
                        throw new Refusal(e.getKey().id() + " cannot defend with " + pen + ": the battle at a " + pen
                                + " holds only it and the " + String.join(", ", shelter.holds()) + " in it; other units are"
                                + " attacked apart" + line, Refusal.Concern.unit(Side.DEFENDER, e.getKey()));
                    }
                    held += e.getValue();
                }
                if (held > shelter.most()) {
                    throw new Refusal(held + " units in one " + pen + ": it holds at most " + shelter.most() + line, units(Side.DEFENDER, def, u -> !isOf(u, shelter.unit())));
                }
                for (UnitType u : attacker.counts().keySet()) {
                    if (!shelter.attackers().contains(u.domain())) {
                        throw new Refusal(u.id() + " cannot attack a " + pen + ": only "
                                + String.join(", ", shelter.attackers().stream().map(d -> d.name().toLowerCase(java.util.Locale.ROOT)).sorted()
                                .toList()) + " units may" + line, Refusal.Concern.unit(Side.ATTACKER, u));
                    }
                }
                if (!bombardment.isEmpty()) {
                    throw new Refusal("no shore bombardment at a " + pen + line, Refusal.Concern.of(Refusal.Part.BOMBARD));
                }
            }
        }

        /** @return true for the unit of this id, or a copy of it (a power's in a multinational defence: "us/submarine") */
        private boolean isOf(UnitType u, String id) {
            return edition.original(u).id().equals(id);
        }

        /**
         * @return the rulebook lines of the edition's shore bombardment, as its file's bombardment fire entry cites them
         *         (Revised "L1199-1225", Classic "L703, L857"); empty when it has none
         */
        private Optional<String> bombardmentSource() {
            return edition.battle().steps().stream().flatMap(step -> step.fire().stream())
                    .filter(f -> f.firers().kind() == battleboard.edition.BattleRules.Firers.Kind.BOMBARDING && !f.source().isBlank())
                    .map(f -> f.source().split(":")[0].strip()).findFirst();
        }

        /**
         * The units' and the technologies' limits ({@link UnitType.Limits}, {@link Technology#atMost()}): a unit in a role it
         * never takes (a partisan attacking, World at War W342, Global War G865), more of a unit than one battle may have
         * (one long-range artillery per area, W543), more of a unit than a technology of the side allows (2 heavy bombers,
         * W588). A unit and its copies (a power's, a landed one) count together.
         *
         * @throws IllegalArgumentException naming the unit and the rule with its line
         */
        private void checkLimits(Force f, Side s) {
            Map<UnitType, Integer> counts = new LinkedHashMap<>();
            for (Map.Entry<UnitType, Integer> e : f.counts().entrySet()) {
                UnitType u = e.getKey();
                Optional<UnitType.Limits> limits = u.limits().filter(l -> !l.roles().contains(s.role()));
                if (limits.isPresent()) {
                    throw new Refusal(u.id() + " cannot " + (s == Side.ATTACKER ? "attack" : "defend") + " ("
                            + limits.get().source() + ")", Refusal.Concern.unit(s, u));
                }
                counts.merge(edition.original(u), e.getValue(), Integer::sum);
            }
            counts.forEach((u, n) -> u.limits().filter(l -> l.perBattle() > 0 && n > l.perBattle()).ifPresent(l -> {
                throw new Refusal("at most " + l.perBattle() + " " + u.id() + " in a battle, not " + n + " ("
                        + l.source() + ")", units(s, f, x -> edition.original(x).equals(u)));
            }));
            for (Technology t : techs.get(s)) {
                t.atMost().forEach((id, most) -> {
                    int n = counts.getOrDefault(edition.unit(id), 0);
                    Technology.Change change = t.changes().get(id);
                    if (n > most && (change == null || change.actsIn(s.role()))) {
                        throw new Refusal("at most " + most + " " + id + " with " + t.id() + ", not " + n + " ("
                                + t.source() + ")", withParts(units(s, f, x -> edition.original(x).id().equals(id)), Refusal.Concern.of(Refusal.Part.TECHS, s)));
                    }
                });
            }
        }

        /**
         * The 1998 house rules' Chinese sovereignty (S004 L50): no US, UK or Soviet land unit fights beside Chinese units
         * in Greater China; in French Indo-China Burma they may (S004 L56, option {@code chinese-territory=lesser-china}).
         *
         * @throws IllegalArgumentException naming the land unit and the rule
         */
        private void checkSovereignty(Force f, Side s) {
            RuleSettings settings = RuleSettings.of(edition, options);
            if (!settings.has(RuleOption.CHINESE_TERRITORY)
                    || settings.choice(RuleOption.CHINESE_TERRITORY, RuleOption.ChineseTerritory.class)
                    != RuleOption.ChineseTerritory.GREATER_CHINA) {
                return;
            }
            Optional<UnitType> chinese = f.counts().keySet().stream().filter(u -> u.hasTag("chinese")).findFirst();
            Optional<UnitType> other = f.counts().keySet().stream().filter(u -> u.domain() == Domain.LAND && !u.hasTag("chinese"))
                    .findFirst();
            if (chinese.isPresent() && other.isPresent()) {
                throw new Refusal(other.get().id() + " cannot fight beside " + chinese.get().id() + " in Greater China:"
                        + " no US, UK or Soviet land unit may enter it (S004 L50); in French Indo-China Burma they may"
                        + " (--option chinese-territory=lesser-china, S004 L56)", Refusal.Concern.unit(s, other.get()), Refusal.Concern.unit(s, chinese.get()));
            }
        }

        /** @return each unit of {@code f} that {@code which} takes, as a unit of side {@code s} a refusal concerns */
        private static List<Refusal.Concern> units(Side s, Force f, java.util.function.Predicate<UnitType> which) {
            return f.counts().keySet().stream().filter(which).map(u -> Refusal.Concern.unit(s, u)).toList();
        }

        /** @return {@code units} and then {@code more} */
        private static List<Refusal.Concern> withParts(List<Refusal.Concern> units, Refusal.Concern... more) {
            List<Refusal.Concern> all = new ArrayList<>(units);
            all.addAll(List.of(more));
            return all;
        }

        /**
         * @return a land unit at sea, and the sea unit that makes the battle a sea battle when it is the only one (without
         *         it the battle would be a land battle)
         */
        private static List<Refusal.Concern> atSea(Side s, UnitType u, Force a, Force d) {
            List<Refusal.Concern> c = new ArrayList<>(List.of(Refusal.Concern.unit(s, u)));
            List<Refusal.Concern> sea = withParts(units(Side.ATTACKER, a, x -> x.domain() == Domain.SEA),
                    units(Side.DEFENDER, d, x -> x.domain() == Domain.SEA).toArray(Refusal.Concern[]::new));
            if (sea.size() == 1) {
                c.addAll(sea);
            }
            return c;
        }

        private static Optional<UnitType> seaUnitType(Force a, Force d) {
            return java.util.stream.Stream.concat(a.counts().keySet().stream(), d.counts().keySet().stream())
                    .filter(u -> u.domain() == Domain.SEA).findFirst();
        }

        private static boolean hasDomain(Force f, Domain d) {
            return f.counts().keySet().stream().anyMatch(u -> u.domain() == d);
        }

        private static String seaUnit(Force a, Force d) {
            return seaUnitType(a, d).map(UnitType::id).orElse("a sea unit");
        }
    }
}
