package battleboard.input;

import battleboard.battle.AreaStrike;
import battleboard.battle.BattleSetup;
import battleboard.battle.Damage;
import battleboard.battle.Force;
import battleboard.battle.KamikazeTargets;
import battleboard.battle.Multinational;
import battleboard.battle.OrderOfLoss;
import battleboard.battle.PickOrder;
import battleboard.battle.PreBattle;
import battleboard.battle.Refusal;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.battle.SubmergePolicy;
import battleboard.edition.Edition;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * A battle as a player writes it down: the units as typed ("3 inf, 1 tank"), technology and rule
 * option ids, orders of loss, and the policies; every part optional. Sample battles are kept as JSON
 * files in {@code presets/battles/} ({@link #read(Path)}); the command line lays its flags over a
 * preset ({@link #over(BattlePreset)}) and builds the battle with {@link #builder(Edition)}.
 *
 * <p>JSON fields, all optional: {@code name} (text), {@code edition} (an id or file), {@code attacker},
 * {@code defender}, {@code bombard} (units as typed), {@code damaged} ({@code {"attacker": "1 bb"}}),
 * {@code techs} ({@code {"attacker": ["heavy-bombers"]}}), {@code options} ({@code {"aa-rounds":
 * "every-round"}}), {@code orders} ({@code {"attacker": "capture", "defender": "inf, art"}}: a unit list
 * or one of {@link OrderOfLoss#PRESETS}), {@code keepLand} (attacking land units kept to the last,
 * from 0), {@code amphibious} (true/false), {@code retreat} ({@link #retreat(String)}), {@code submerge}
 * ({@code {"defender": "always"}}), {@code round} (the round the battle starts at, from 1), {@code cargo}
 * ({@code {"defender": "2 infantry"}}: land units aboard the side's transports), {@code noLanding} ({@code ["defender"]}:
 * sides whose aircraft at sea have no landing place in reach but their carriers), {@code landed} (attacking land units
 * that landed from transports beside those of {@code attacker}: an amphibious assault), {@code notes} (free text,
 * ignored), and what is rolled or decided around the battle ({@link Rolls}): {@code detection} ({@code "2:1"}),
 * {@code chineseMorale}, {@code airCombat} ({@code "2:3"}), {@code navalBaseFirstStrike}, {@code defenderRetreat}
 * ({@code "after-round 2"}), {@code noEscapeZone}, {@code rocketStrike} ({@code "v2"}), {@code kamikazeTargets}
 * ({@code "battleship, battleship, carrier"}). {@link #toJson()} writes the same fields: a battle the form saves
 * is read back by the form and by {@code odds --preset}.
 *
 * @param name       what the battle shows, for display; may be empty
 * @param edition    the edition id or edition file, when given
 * @param attacker   attacking units as typed, when given
 * @param defender   defending units (AA guns included) as typed, when given
 * @param bombard    bombarding ships as typed, when given
 * @param damaged    per side, units that start with a hit, as typed
 * @param techs      per side, technology ids
 * @param options    rule option id to value
 * @param orders     per side, an order of loss as typed: a unit list or a preset name
 * @param keepLand   attacking land units kept to the last, when given (at least 0)
 * @param amphibious whether the attacking land units come from transports
 * @param retreat    the attacker's retreat policy, when given
 * @param submerge   per side, when its submarines leave
 * @param round      the round the battle starts at, when given (at least 1)
 * @param cargo      per side, land units aboard its transports, as typed
 * @param noLanding  sides whose aircraft at sea have no landing place in reach but their carriers
 * @param landed     attacking land units that landed from transports, as typed, besides the attacker's units, when given
 * @param rolls      what is rolled or decided around the battle; {@link Rolls#NONE} for nothing
 */
public record BattlePreset(String name, Optional<String> edition, Optional<String> attacker, Optional<String> defender,
                           Optional<String> bombard, Map<Side, String> damaged, Map<Side, List<String>> techs,
                           Map<String, String> options, Map<Side, String> orders, OptionalInt keepLand,
                           boolean amphibious, Optional<RetreatPolicy> retreat, Map<Side, SubmergePolicy> submerge,
                           OptionalInt round, Map<Side, String> cargo, Set<Side> noLanding, Optional<String> landed,
                           Rolls rolls) {

    /**
     * What a battle's edition rolls or decides around the battle, as the command line's flags type it: each
     * {@link RollField} given, with its text ({@code detection} "2" or "2:2", {@code airCombat} "2:3",
     * {@code defenderRetreat} "after-round 2", {@code rocketStrike} "v2" or "v1:2", {@link AreaStrike#parse}), a switch
     * ({@code chineseMorale}, {@code navalBaseFirstStrike}, {@code noEscapeZone}) with "true". Read by the command line,
     * which checks them.
     *
     * @param given each field given, in {@link RollField} order, to its text ("true" for a switch)
     */
    public record Rolls(Map<RollField, String> given) {
        /** No roll and no decision around the battle. */
        public static final Rolls NONE = new Rolls(Map.of());

        public Rolls {
            EnumMap<RollField, String> copy = new EnumMap<>(RollField.class);
            given.forEach((field, text) -> {
                if (!field.takesValue() && !"true".equals(text)) {
                    throw new IllegalArgumentException(field.field() + " is a switch: \"true\" or left out, not " + text);
                }
                copy.put(field, java.util.Objects.requireNonNull(text, field.field()));
            });
            given = java.util.Collections.unmodifiableMap(copy);
        }

        /**
         * The rolls of the fields World at War and Global War 1939 have, by name.
         *
         * @param detection            World at War's submarine detection, NUMBER or NUMBER:ROLLS, when given
         * @param chineseMorale        whether the attacking infantry are Chinese and roll for morale first (World at War)
         * @param airCombat            Global War 1939's Air Combat, ATTACKER:DEFENDER fighters on Air Cap, when given
         * @param navalBaseFirstStrike Global War 1939's optional naval-base first strike at the bombarding ships
         * @param defenderRetreat      Global War 1939's optional Defender Retreat, "after-round N" or "at-units N", when given
         * @param noEscapeZone         the defender's submarines have nowhere to withdraw to
         * @param rocketStrike         World at War's rocket strike at the area before the battle, LEVEL[:ROCKETS], when given
         */
        public Rolls(Optional<String> detection, boolean chineseMorale, Optional<String> airCombat, boolean navalBaseFirstStrike,
                     Optional<String> defenderRetreat, boolean noEscapeZone, Optional<String> rocketStrike) {
            this(detection, chineseMorale, airCombat, navalBaseFirstStrike, defenderRetreat, noEscapeZone, rocketStrike, Optional.empty());
        }

        /** The same, with Global 1940's kamikaze targets, the ship each token strikes named before the dice, when given. */
        public Rolls(Optional<String> detection, boolean chineseMorale, Optional<String> airCombat, boolean navalBaseFirstStrike,
                     Optional<String> defenderRetreat, boolean noEscapeZone, Optional<String> rocketStrike,
                     Optional<String> kamikazeTargets) {
            this(RollTexts.fields(detection, chineseMorale, airCombat, navalBaseFirstStrike, defenderRetreat, noEscapeZone,
                    rocketStrike, kamikazeTargets));
        }

        /** Rolls with no rocket strike. */
        public Rolls(Optional<String> detection, boolean chineseMorale, Optional<String> airCombat, boolean navalBaseFirstStrike,
                     Optional<String> defenderRetreat, boolean noEscapeZone) {
            this(detection, chineseMorale, airCombat, navalBaseFirstStrike, defenderRetreat, noEscapeZone, Optional.empty());
        }

        /** @return the text of a field that takes a value, when given */
        public Optional<String> text(RollField field) {
            return Optional.ofNullable(given.get(field));
        }

        /** @return true when the field is given (a switch set) */
        public boolean has(RollField field) {
            return given.containsKey(field);
        }

        /** @return World at War's submarine detection, NUMBER or NUMBER:ROLLS, when given */
        public Optional<String> detection() {
            return text(RollField.DETECTION);
        }

        /** @return whether the attacking infantry are Chinese and roll for morale first (World at War) */
        public boolean chineseMorale() {
            return has(RollField.CHINESE_MORALE);
        }

        /** @return Global War 1939's Air Combat, ATTACKER:DEFENDER fighters on Air Cap, when given */
        public Optional<String> airCombat() {
            return text(RollField.AIR_COMBAT);
        }

        /** @return whether Global War 1939's naval base strikes first at the bombarding ships */
        public boolean navalBaseFirstStrike() {
            return has(RollField.NAVAL_BASE_FIRST_STRIKE);
        }

        /** @return Global War 1939's Defender Retreat, "after-round N" or "at-units N", when given */
        public Optional<String> defenderRetreat() {
            return text(RollField.DEFENDER_RETREAT);
        }

        /** @return whether the defender's submarines have nowhere to withdraw to */
        public boolean noEscapeZone() {
            return has(RollField.NO_ESCAPE_ZONE);
        }

        /** @return World at War's rocket strike at the area, LEVEL[:ROCKETS], when given */
        public Optional<String> rocketStrike() {
            return text(RollField.ROCKET_STRIKE);
        }

        /** @return Global 1940's kamikaze targets, one ship per token ({@link KamikazeTargets#parse}), when given */
        public Optional<String> kamikazeTargets() {
            return text(RollField.KAMIKAZE_TARGETS);
        }

        /**
         * @param firer a side
         * @return the enemy units its chosen hits take first, as typed ({@code attackerPicks}, {@code defenderPicks}), when given
         */
        public Optional<String> picks(Side firer) {
            return text(RollField.picks(firer));
        }

        /**
         * @param firer a side
         * @param picks the enemy units its chosen hits take first; {@link PickOrder#NONE} for none
         * @return these with the side's picks written as {@link PickOrder#text()}
         */
        public Rolls withPicks(Side firer, PickOrder picks) {
            Map<RollField, String> m = new EnumMap<>(RollField.class);
            m.putAll(given);
            RollField f = RollField.picks(firer);
            if (picks.isNone()) {
                m.remove(f);
            } else {
                m.put(f, picks.text());
            }
            return new Rolls(m);
        }

        /**
         * @param edition the edition that reads them
         * @param b       a battle, given each side's picks typed here
         * @return {@code b}
         * @throws BattleInputException on {@code rolls.attackerPicks} or {@code rolls.defenderPicks}, naming a unit that is
         *                              not one of the edition's or is named twice
         */
        BattleSetup.Builder picksOn(Edition edition, BattleSetup.Builder b) {
            for (Side s : Side.values()) {
                Optional<String> text = picks(s);
                if (text.isPresent()) {
                    b.picks(s, BattleInputException.at(RollField.picks(s).path(), () -> PickOrder.parse(text.get(), edition)));
                }
            }
            return b;
        }

        /**
         * The rolls as written, of rolls read: what {@link #preBattle()} and {@link #defenderRetreatPolicy()} read back.
         *
         * @param rolls           the rolls before the battle
         * @param defenderRetreat the defender's retreat; never for none
         * @param escapeZone      whether the defender's submarines have somewhere to withdraw to
         * @return them as written
         */
        public static Rolls of(PreBattle rolls, RetreatPolicy defenderRetreat, boolean escapeZone) {
            return new Rolls(RollTexts.withMade(new Rolls(
                    rolls.detectionNumber() > 0 ? Optional.of(rolls.detectionNumber() + ":" + rolls.detectionRolls()) : Optional.empty(),
                    rolls.chineseMorale(), rolls.airCap().map(c -> c.attacker() + ":" + c.defender()), false,
                    defenderRetreat instanceof RetreatPolicy.Never ? Optional.empty() : Optional.of(retreatText(defenderRetreat)),
                    !escapeZone, Optional.empty(), Optional.empty()).given, rolls));
        }

        /**
         * Reads the rolls before the battle: the one grammar of {@code detection} (NUMBER or NUMBER:ROLLS, NUMBER from 1
         * to 6), {@code airCombat} (ATTACKER:DEFENDER) and {@code rocketStrike} ({@link AreaStrike#parse}).
         *
         * @return the rolls before the battle these give, {@link PreBattle#NONE} for none
         * @throws BattleInputException naming the text and what was expected, on {@code rolls.detection},
         *                              {@code rolls.navalBaseFirstStrike}, {@code rolls.rocketStrike}, {@code rolls.kamikazeTargets}
         *                              or {@code rolls.airCombat}
         */
        public PreBattle preBattle() {
            return RollTexts.preBattle(given);
        }

        /**
         * @return the defender's retreat policy these give ({@link #retreat(String)}'s grammar, after-round N or at-units N);
         *         never when they give none
         * @throws BattleInputException on {@code rolls.defenderRetreat}, naming a policy that is not one of those
         */
        public RetreatPolicy defenderRetreatPolicy() {
            return RollTexts.defenderRetreat(given);
        }

        /** @return these rolls over {@code base}: what these give wins, a switch holds when either sets it */
        public Rolls over(Rolls base) {
            Map<RollField, String> m = new EnumMap<>(RollField.class);
            m.putAll(base.given);
            m.putAll(given);
            return new Rolls(m);
        }
    }
    /** The sample battles of {@code presets/battles/}, by name: each is {@code presets/battles/NAME.json} on the class path. */
    public static final List<String> SAMPLES = List.of("classic-armor", "global-1940-kamikaze-and-scramble",
            "house-rules-1998-elusive-chinese", "revised-amphibious-assault", "revised-retreat-after-round-1", "revised-sea-battle",
            "second-edition-1942-amphibious-assault");

    /**
     * @param name one of {@link #SAMPLES}
     * @return the sample battle, read from the class path
     * @throws IllegalArgumentException naming a sample that does not exist or cannot be read
     */
    public static BattlePreset sample(String name) {
        String resource = "presets/battles/" + name + ".json";
        try (InputStream in = BattlePreset.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalArgumentException("no sample battle " + name + " (samples: " + String.join(", ", SAMPLES) + ")");
            }
            return read(in, resource);
        } catch (IOException e) {
            throw new IllegalArgumentException(resource + ": cannot be read: " + e.getMessage());
        }
    }

    public BattlePreset {
        java.util.Objects.requireNonNull(name, "name");
        java.util.Objects.requireNonNull(rolls, "rolls");
        damaged = sideMap(damaged);
        techs = Collections.unmodifiableMap(copyLists(techs));
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
        orders = sideMap(orders);
        submerge = sideMap(submerge);
        cargo = sideMap(cargo);
        noLanding = noLanding.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(noLanding));
        if (keepLand.isPresent() && keepLand.getAsInt() < 0) {
            throw new IllegalArgumentException("keep-land cannot be negative: " + keepLand.getAsInt());
        }
        if (round.isPresent() && round.getAsInt() < 1) {
            throw new IllegalArgumentException("the start round must be at least 1, not " + round.getAsInt());
        }
    }

    private static <V> Map<Side, V> sideMap(Map<Side, V> m) {
        EnumMap<Side, V> copy = new EnumMap<>(Side.class);
        copy.putAll(m);
        return Collections.unmodifiableMap(copy);
    }

    private static Map<Side, List<String>> copyLists(Map<Side, List<String>> m) {
        EnumMap<Side, List<String>> copy = new EnumMap<>(Side.class);
        m.forEach((s, l) -> copy.put(s, List.copyOf(l)));
        return copy;
    }

    /** @return a preset that gives nothing: every part at its default */
    public static BattlePreset empty() {
        return new BattlePreset("", Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Map.of(),
                Map.of(), Map.of(), Map.of(), OptionalInt.empty(), false, Optional.empty(), Map.of(), OptionalInt.empty(), Map.of(), Set.of(), Optional.empty(), Rolls.NONE);
    }

    /**
     * Lays this preset over {@code base}: every part this one gives replaces the base's; technologies and
     * rule options are merged (this one's value wins for an option both give), and amphibious holds when
     * either says so.
     *
     * @param base the preset underneath, e.g. a sample battle under the command line's flags
     * @return the combined preset, with the base's name
     */
    public BattlePreset over(BattlePreset base) {
        Map<Side, List<String>> t = new EnumMap<>(Side.class);
        for (Side s : Side.values()) {
            List<String> l = new ArrayList<>(base.techs.getOrDefault(s, List.of()));
            techs.getOrDefault(s, List.of()).stream().filter(x -> !l.contains(x)).forEach(l::add);
            if (!l.isEmpty()) {
                t.put(s, l);
            }
        }
        Map<String, String> o = new LinkedHashMap<>(base.options);
        o.putAll(options);
        return new BattlePreset(base.name, edition.or(base::edition), attacker.or(base::attacker),
                defender.or(base::defender), bombard.or(base::bombard), overSides(damaged, base.damaged), t, o,
                overSides(orders, base.orders), keepLand.isPresent() ? keepLand : base.keepLand,
                amphibious || base.amphibious, retreat.or(base::retreat), overSides(submerge, base.submerge),
                round.isPresent() ? round : base.round, overSides(cargo, base.cargo),
                noLanding.isEmpty() ? base.noLanding : noLanding, landed.or(base::landed), rolls.over(base.rolls));
    }

    /**
     * @param id an edition id or edition file
     * @return this battle in that edition
     */
    public BattlePreset withEdition(String id) {
        return new BattlePreset(name, Optional.of(id), attacker, defender, bombard, damaged, techs, options, orders, keepLand,
                amphibious, retreat, submerge, round, cargo, noLanding, landed, rolls);
    }

    private static <V> Map<Side, V> overSides(Map<Side, V> top, Map<Side, V> base) {
        Map<Side, V> m = new EnumMap<>(Side.class);
        m.putAll(base);
        m.putAll(top);
        return m;
    }

    /**
     * The battle this preset describes, ready to {@link BattleSetup.Builder#build() build} (which checks
     * it) or to change further; the rolls and decisions around the battle are not read ({@link #setup} reads them).
     *
     * @param edition the edition that reads the unit names, technologies and options; a defender written by power
     *                ({@link Multinational}) builds with a copy of it that has each power's units
     * @return a builder with every part this preset gives
     * @throws BattleInputException one line naming an unknown unit, technology or order-of-loss entry, on its field
     */
    public BattleSetup.Builder builder(Edition edition) {
        if (attacker.filter(Multinational::isWritten).isPresent()) {
            throw new BattleInputException("attacker", "the attacker is written by power, but a multinational force cannot"
                    + " attack together: each power attacks on its own turn (Revised L1806-1821, Classic C869)");
        }
        boolean byPower = defender.filter(Multinational::isWritten).isPresent();
        Edition withPowers = byPower ? BattleInputException.at("defender", () -> Multinational.edition(edition, defender.get()))
                : edition;
        Edition e = landed.isPresent() ? withPowers.withLanded() : withPowers;
        BattleSetup.Builder b = BattleSetup.builder(e);
        if (landed.isPresent()) {
            // the landed units are the copies that stay when the others retreat: an amphibious assault
            Map<battleboard.edition.UnitType, Integer> all = new LinkedHashMap<>(
                    BattleInputException.at("attacker", () -> Force.parse(attacker.orElse(""), e)).counts());
            BattleInputException.at("landed", () -> Force.parse(landed.get(), withPowers)).counts().forEach((u, n) -> {
                if (u.domain() != battleboard.edition.Domain.LAND) {
                    throw new BattleInputException("landed[" + u.id() + "]", u.id()
                            + " cannot have landed from a transport: only land units land");
                }
                all.merge(e.unit(Edition.LANDED + u.id()), n, Integer::sum);
            });
            b.attacker(Force.of(all)).amphibious(true);
        } else {
            attacker.ifPresent(text -> BattleInputException.at("attacker", () -> b.attacker(text)));
        }
        defender.ifPresent(text -> BattleInputException.at("defender", () -> byPower ? b.defender(Multinational.force(e, text))
                : b.defender(text)));
        bombard.ifPresent(text -> BattleInputException.at("bombard", () -> b.bombard(text)));
        damaged.forEach((s, text) -> BattleInputException.at("damaged." + s.label(), () -> b.damage(s, Damage.parse(text, e))));
        techs.forEach((s, ids) -> ids.forEach(id -> BattleInputException.at("techs." + s.label(), () -> b.tech(s, id))));
        options.forEach(b::option);
        for (Side s : Side.values()) {
            OrderOfLoss o = orders.containsKey(s) ? BattleInputException.at("orders." + s.label(), () -> order(orders.get(s), e, s))
                    : null;
            if (s == Side.ATTACKER && keepLand.isPresent()) {
                OrderOfLoss base = o == null ? OrderOfLoss.cheapestFirst(e, s.role()) : o;
                o = BattleInputException.at("keepLand", () -> base.withKeepLand(keepLand.getAsInt()));
            }
            if (o != null) {
                b.order(s, o);
            }
        }
        cargo.forEach((s, text) -> BattleInputException.at("cargo." + s.label(), () -> b.cargo(s, text)));
        noLanding.forEach(s -> b.landingInReach(s, false));
        b.amphibious(amphibious || landed.isPresent());
        retreat.ifPresent(b::retreat);
        submerge.forEach(b::submerge);
        round.ifPresent(b::startRound);
        return b;
    }

    /**
     * The single conversion of a battle as written into the battle the solvers play: its units, policies and options
     * ({@link #builder}), the rolls and decisions around it ({@link Rolls#preBattle()}, {@link Rolls#defenderRetreatPolicy()},
     * the escape zone), checked by the rules ({@link BattleSetup.Builder#build()}).
     *
     * @param edition the edition that reads it
     * @return the battle
     * @throws BattleInputException its problems, each on the path of the field it concerns (a refusal of the rules on each
     *                              field it concerns), with the one line that names it
     */
    public BattleSetup setup(Edition edition) {
        BattleSetup.Builder b = builder(edition).preBattle(rolls.preBattle()).defenderRetreat(rolls.defenderRetreatPolicy())
                .escapeZone(!rolls.noEscapeZone());
        return build(rolls.picksOn(edition, b));
    }

    /**
     * @param b a battle
     * @return it built
     * @throws BattleInputException a refusal of the rules, on each field it concerns; another refusal on the battle as a
     *                              whole ({@code ""})
     */
    static BattleSetup build(BattleSetup.Builder b) {
        try {
            return b.build();
        } catch (Refusal r) {
            throw new BattleInputException(r.concerns().stream().map(c -> BattleProblem.of(c, r.getMessage())).toList());
        } catch (BattleInputException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new BattleInputException("", e.getMessage());
        }
    }

    /** A single word that names no unit is taken for a misspelt preset, and refused naming the presets. */
    private static OrderOfLoss order(String text, Edition e, Side side) {
        if (OrderOfLoss.inOrder(text)) {
            return order(OrderOfLoss.withoutInOrder(text), e, side).withDamageFirst(false);
        }
        Optional<OrderOfLoss> byPower = Multinational.powerFirst(e, side.role(), text);
        if (byPower.isPresent()) {
            return byPower.get();
        }
        if (!text.contains(",") && e.findUnit(text).isEmpty()) {
            return OrderOfLoss.preset(text, e, side.role());
        }
        return OrderOfLoss.parse(text, e, side.role());
    }

    /**
     * The battle file of a battle: every part of the setup that differs from what a file leaves out, rule options all
     * written (so that the file gives the same odds whatever the edition's defaults become).
     *
     * @param setup   the battle, as built and checked
     * @param edition how the file names the edition: a built-in id, or an edition file's path
     * @param name    what the battle shows, for display; may be empty
     * @return the preset; {@code of(s, e, n).builder(...)} builds the same battle (an order of loss that keeps damaged
     *         units to the end, {@code damageFirst} false, is not in the file format and is written as damaging first)
     * @throws IllegalArgumentException when the retreat policy is a table of states, which a file cannot hold
     */
    public static BattlePreset of(BattleSetup setup, String edition, String name) {
        Map<Side, String> damaged = new EnumMap<>(Side.class);
        Map<Side, List<String>> techs = new EnumMap<>(Side.class);
        Map<Side, String> orders = new EnumMap<>(Side.class);
        Map<Side, SubmergePolicy> submerge = new EnumMap<>(Side.class);
        Map<Side, String> cargo = new EnumMap<>(Side.class);
        Set<Side> noLanding = EnumSet.noneOf(Side.class);
        for (Side side : Side.values()) {
            if (!setup.damage(side).isEmpty()) {
                damaged.put(side, setup.damage(side).toString());
            }
            if (!setup.techs(side).isEmpty()) {
                techs.put(side, setup.techs(side).stream().map(battleboard.edition.Technology::id).toList());
            }
            orders.put(side, setup.order(side).text());
            submerge.put(side, setup.submerge(side));
            if (!setup.cargo(side).isEmpty()) {
                cargo.put(side, setup.cargo(side).toString());
            }
            if (!setup.landingInReach(side)) {
                noLanding.add(side);
            }
        }
        Rolls around = Rolls.of(setup.preBattle(), setup.defenderRetreat(), setup.escapeZone())
                .withPicks(Side.ATTACKER, setup.picks(Side.ATTACKER)).withPicks(Side.DEFENDER, setup.picks(Side.DEFENDER));
        int keepLand = setup.order(Side.ATTACKER).keepLand();
        return new BattlePreset(name, Optional.of(edition), text(setup.force(Side.ATTACKER)), text(setup.force(Side.DEFENDER)),
                text(setup.bombardment()), damaged, techs, new LinkedHashMap<>(setup.rules().asMap()), orders,
                keepLand > 0 ? OptionalInt.of(keepLand) : OptionalInt.empty(), setup.amphibious(),
                Optional.of(setup.retreat()), submerge,
                setup.startRound() > 1 ? OptionalInt.of(setup.startRound()) : OptionalInt.empty(), cargo, noLanding,
                Optional.empty(), around);
    }

    private static Optional<String> text(Force f) {
        return f.isEmpty() ? Optional.empty() : Optional.of(f.toString());
    }

    /**
     * Writes this battle as a battle file ({@link BattleFile#write}).
     *
     * @return the JSON text, ending in a newline
     * @throws IllegalArgumentException when the retreat policy is a table of states ({@link RetreatPolicy.InStates}),
     *                                  which a file cannot hold
     */
    public String toJson() {
        return BattleFile.write(this);
    }

    /**
     * Writes a retreat policy as {@link #retreat(String)} reads it ({@link RetreatTexts#text}).
     *
     * @param policy the policy
     * @return e.g. "never", "after-round 2", "below 0.4"
     * @throws IllegalArgumentException for a table of states ({@link RetreatPolicy.InStates}), which has no text form
     */
    public static String retreatText(RetreatPolicy policy) {
        return RetreatTexts.text(policy);
    }

    /**
     * Reads a retreat policy as written in a preset file ({@link RetreatTexts#read}).
     *
     * @param text {@code never}, {@code best}, {@code after-round N}, {@code at-units N},
     *             {@code when no-land-units}, {@code when only-aircraft} or {@code below P} (P a probability in (0, 1])
     * @return the policy
     * @throws IllegalArgumentException naming the text and the accepted forms
     */
    public static RetreatPolicy retreat(String text) {
        return RetreatTexts.read(text);
    }

    /**
     * Reads a battle file ({@link BattleFile#read(Path)}).
     *
     * @param file a JSON battle file
     * @return the preset
     * @throws IllegalArgumentException one line naming the file, the field and what was expected
     */
    public static BattlePreset read(Path file) {
        return BattleFile.read(file);
    }

    /**
     * @param in   the JSON text
     * @param file the file's name, for messages
     * @return the preset
     * @throws IllegalArgumentException one line naming the file, the field and what was expected
     * @throws IOException              when the stream cannot be read
     */
    public static BattlePreset read(InputStream in, String file) throws IOException {
        return BattleFile.read(in, file);
    }
}
