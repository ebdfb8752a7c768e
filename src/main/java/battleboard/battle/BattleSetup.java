package battleboard.battle;

import battleboard.edition.BattleRules;
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
    /** The latest round a battle may start at or retreat after: {@link RetreatPolicy#MOST_ROUNDS}. */
    public static final int MOST_ROUNDS = RetreatPolicy.MOST_ROUNDS;

    private final BattleKind kind;
    private final Map<Side, Force> forces;
    private final Map<Side, Set<Technology>> techs;
    private final Map<Side, OrderOfLoss> orders;
    private final Map<Side, PickOrder> picks;
    private final RuleSettings rules;
    /** The edition's changes of units under this battle's rule options, on either side ({@link Edition#optionedChanges}). */
    private final java.util.Optional<Technology> optionedChanges;
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
        this.picks = Map.copyOf(b.picks);
        this.rules = RuleSettings.of(b.edition, b.options);
        this.optionOverrides = Map.copyOf(b.options);
        this.optionedChanges = b.edition.optionedChanges(when -> BattleRules.holds(rules, when));
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

    /** @return the enemy units a side's chosen hits take first ({@link PickOrder}); {@link PickOrder#NONE}: the most expensive */
    public PickOrder picks(Side firer) {
        return picks.getOrDefault(firer, PickOrder.NONE);
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
        return rules.is(RuleOption.POST_BATTLE_LOSSES, RuleOption.PostBattleLosses.COUNT);
    }

    /**
     * @return true when volleys find their hits by Low Luck (rule option {@code dice=low-luck}, see {@link Dice}); false
     *         for the rulebooks' dice, the default
     */
    public boolean lowLuck() {
        return rules.is(RuleOption.DICE, RuleOption.DiceRule.LOW_LUCK);
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
                t.optioned(when -> BattleRules.holds(rules, when)).ifPresent(acting::add);
            }
            t.lasting().ifPresent(acting::add);
        }
        for (Technology t : techs.get(side.opponent())) {
            if ((round == 0 ? t.rounds().isEmpty() : t.appliesIn(round)) && BattleRules.holds(rules, t.reach().enemyWhen())) {
                t.againstEnemy().ifPresent(acting::add);
            }
        }
        optionedChanges.ifPresent(acting::add);
        opposed(side).ifPresent(acting::add);
        return acting;
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
        return !rules.has(RuleOption.SUBMARINE_DETECTION) || rules.is(RuleOption.SUBMARINE_DETECTION, RuleOption.SubmarineDetection.STICKY);
    }

    /**
     * @return true when a unit with an armour roll that has been hit takes the next hit meant for its type, before another
     *         of its type is hit (rule option {@code armour-hits=concentrate}; World at War W527); false under
     *         {@code spread}, the default, or in an edition without the option
     */
    public boolean concentrateArmourHits() {
        return rules.is(RuleOption.ARMOUR_HITS, RuleOption.ArmourHits.CONCENTRATE);
    }

    /**
     * @return true when a submarine lost to a hit in the step where its side's undetected submarines strike first is
     *         one that has struck, not a detected one (rule option {@code first-strike-casualties=struck-first}, the
     *         default; Global War G502-508, Example 4 G2100-2105); false under {@code detected-first} or in an edition
     *         without the option
     */
    public boolean struckFirstLost() {
        return rules.is(RuleOption.FIRST_STRIKE_CASUALTIES, RuleOption.FirstStrikeCasualties.STRUCK_FIRST);
    }

    /**
     * @return true when a unit lost anyway at the end of a step takes no hit, the hits going to its side's other units
     *         (option {@code expended-casualties=in-addition}, Revised L2986-2987, L2994-2995)
     */
    public boolean expendedSpared() {
        return rules.is(RuleOption.EXPENDED_CASUALTIES, RuleOption.ExpendedCasualties.IN_ADDITION);
    }

    /**
     * @return true when no attacking unit retreats while one that may not retreat is on the board (option
     *         {@code stay-in-battle-retreat=none}: Global War's Banzai infantry "cannot retreat", G977, read as holding
     *         the whole attack; digest A18)
     */
    public boolean noRetreatBesideStayers() {
        return rules.is(RuleOption.STAY_IN_BATTLE_RETREAT, RuleOption.StayInBattleRetreat.NONE);
    }

    /** @return the last round a technology of either side is limited to; 0 when none is */
    public int lastTechnologyRound() {
        return lastTechnologyRound;
    }

    static UnitType withTechs(UnitType unit, Iterable<Technology> techs) {
        return Technology.applyAll(unit, techs);
    }

    /** @return a builder holding this setup's values, to change some of them */
    public Builder toBuilder() {
        Builder b = new Builder(edition).attacker(forces.get(Side.ATTACKER)).defender(forces.get(Side.DEFENDER))
                .bombard(bombardment);
        for (Side s : Side.values()) {
            techs.get(s).forEach(t -> b.technology(s, t));
            b.order(s, orders.get(s)).picks(s, picks(s));
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
        final Edition edition;
        Force attacker = Force.empty();
        Force defender = Force.empty();
        Force bombardment = Force.empty();
        final Map<Side, List<Technology>> techs = new EnumMap<>(Side.class);
        final Map<Side, OrderOfLoss> orders = new EnumMap<>(Side.class);
        final Map<Side, PickOrder> picks = new EnumMap<>(Side.class);
        final Map<String, String> options = new LinkedHashMap<>();
        final Map<Side, Damage> damaged = new EnumMap<>(Side.class);
        int startRound = 1;
        boolean amphibious;
        RetreatPolicy retreat = RetreatPolicy.never();
        RetreatPolicy defenderRetreat = RetreatPolicy.never();
        final Map<Side, Force> cargo = new EnumMap<>(Map.of(Side.ATTACKER, Force.empty(), Side.DEFENDER, Force.empty()));
        final Map<Side, Boolean> landingInReach = new EnumMap<>(Map.of(Side.ATTACKER, true, Side.DEFENDER, true));
        boolean escapeZone = true;
        PreBattle preBattle = PreBattle.NONE;
        final Map<Side, SubmergePolicy> submerge = new EnumMap<>(Side.class);

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

        /** @param order the enemy units a side's chosen hits take first; refused by {@link #build()} where none is offered */
        public Builder picks(Side firer, PickOrder order) {
            picks.put(firer, java.util.Objects.requireNonNull(order, "order"));
            return this;
        }

        /** @param optionId a rule option of the edition, e.g. "aa-casualties"; checked by {@link #build()} */
        public Builder option(String optionId, String value) {
            options.put(optionId, value);
            return this;
        }

        /** @return true for the unit of this id, or a copy of it (a power's in a multinational defence: "us/submarine") */
        boolean isOf(UnitType u, String id) {
            return edition.original(u).id().equals(id);
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
         *                                  policy with no escape zone (Classic C789), a bad rule option, kamikaze targets
         *                                  that do not fit the battle ({@link KamikazeTargets#check})
         */
        public BattleSetup build() {
            SetupRefusals refusals = new SetupRefusals(this);
            BattleKind kind = refusals.check();
            BattleSetup setup = new BattleSetup(this, kind, attacker, defender);
            SetupRefusals.checkAllRolls(setup);
            setup.preBattle.check(setup);
            refusals.checkCargo(setup);
            return setup;
        }
    }
}
