package battleboard.battle;

import battleboard.edition.Edition;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
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
 * ({@code "after-round 2"}), {@code noEscapeZone}, {@code rocketStrike} ({@code "v2"}). {@link #toJson()} writes the same fields: a battle the form saves
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
    private static final Set<String> FIELDS = Set.of("name", "edition", "attacker", "defender", "bombard", "damaged",
            "techs", "options", "orders", "keepLand", "amphibious", "retreat", "submerge", "round", "cargo", "noLanding", "landed", "notes",
            "detection", "chineseMorale", "airCombat", "navalBaseFirstStrike", "defenderRetreat", "noEscapeZone", "rocketStrike");

    /**
     * What a battle's edition rolls or decides around the battle, as the command line's flags type it: {@code detection}
     * ({@code --detection}, "2" or "2:2"), {@code chineseMorale}, {@code airCombat} ("2:3"), {@code navalBaseFirstStrike},
     * {@code defenderRetreat} ("after-round 2"), {@code noEscapeZone}, {@code rocketStrike} ("v2", "v1:2"). Read by the command
     * line, which checks them.
     *
     * @param detection            World at War's submarine detection, NUMBER or NUMBER:ROLLS, when given
     * @param chineseMorale        whether the attacking infantry are Chinese and roll for morale first (World at War)
     * @param airCombat            Global War 1939's Air Combat, ATTACKER:DEFENDER fighters on Air Cap, when given
     * @param navalBaseFirstStrike Global War 1939's optional naval-base first strike at the bombarding ships
     * @param defenderRetreat      Global War 1939's optional Defender Retreat, "after-round N" or "at-units N", when given
     * @param noEscapeZone         the defender's submarines have nowhere to withdraw to
     * @param rocketStrike         World at War's rocket strike at the area before the battle, LEVEL[:ROCKETS] ({@link AreaStrike#parse}),
     *                             when given
     */
    public record Rolls(Optional<String> detection, boolean chineseMorale, Optional<String> airCombat, boolean navalBaseFirstStrike,
                        Optional<String> defenderRetreat, boolean noEscapeZone, Optional<String> rocketStrike) {
        /** No roll and no decision around the battle. */
        public static final Rolls NONE = new Rolls(Optional.empty(), false, Optional.empty(), false, Optional.empty(), false,
                Optional.empty());

        /** Rolls with no rocket strike. */
        public Rolls(Optional<String> detection, boolean chineseMorale, Optional<String> airCombat, boolean navalBaseFirstStrike,
                     Optional<String> defenderRetreat, boolean noEscapeZone) {
            this(detection, chineseMorale, airCombat, navalBaseFirstStrike, defenderRetreat, noEscapeZone, Optional.empty());
        }

        /** @return these rolls over {@code base}: what these give wins, a flag holds when either sets it */
        public Rolls over(Rolls base) {
            return new Rolls(detection.or(base::detection), chineseMorale || base.chineseMorale, airCombat.or(base::airCombat),
                    navalBaseFirstStrike || base.navalBaseFirstStrike, defenderRetreat.or(base::defenderRetreat),
                    noEscapeZone || base.noEscapeZone, rocketStrike.or(base::rocketStrike));
        }
    }
    /** The sample battles of {@code presets/battles/}, by name: each is {@code presets/battles/NAME.json} on the class path. */
    public static final List<String> SAMPLES = List.of("classic-armor", "house-rules-1998-elusive-chinese",
            "revised-amphibious-assault", "revised-retreat-after-round-1", "revised-sea-battle");

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

    private static final String RETREATS = "never, best, after-round N, at-units N, when no-land-units,"
            + " when only-aircraft, below P";

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

    private static <V> Map<Side, V> overSides(Map<Side, V> top, Map<Side, V> base) {
        Map<Side, V> m = new EnumMap<>(Side.class);
        m.putAll(base);
        m.putAll(top);
        return m;
    }

    /**
     * The battle this preset describes, ready to {@link BattleSetup.Builder#build() build} (which checks
     * it) or to change further.
     *
     * @param edition the edition that reads the unit names, technologies and options; a defender written by power
     *                ({@link Multinational}) builds with a copy of it that has each power's units
     * @return a builder with every part this preset gives
     * @throws IllegalArgumentException one line naming an unknown unit, technology or order-of-loss entry
     */
    public BattleSetup.Builder builder(Edition edition) {
        if (attacker.filter(Multinational::isWritten).isPresent()) {
            throw new IllegalArgumentException("the attacker is written by power, but a multinational force cannot attack"
                    + " together: each power attacks on its own turn (Revised L1806-1821, Classic C869)");
        }
        boolean byPower = defender.filter(Multinational::isWritten).isPresent();
        Edition withPowers = byPower ? Multinational.edition(edition, defender.get()) : edition;
        Edition e = landed.isPresent() ? withPowers.withLanded() : withPowers;
        BattleSetup.Builder b = BattleSetup.builder(e);
        if (landed.isPresent()) {
            // the landed units are the copies that stay when the others retreat: an amphibious assault
            Map<battleboard.edition.UnitType, Integer> all = new LinkedHashMap<>(Force.parse(attacker.orElse(""), e).counts());
            Force.parse(landed.get(), withPowers).counts().forEach((u, n) -> {
                if (u.domain() != battleboard.edition.Domain.LAND) {
                    throw new IllegalArgumentException(u.id() + " cannot have landed from a transport: only land units land");
                }
                all.merge(e.unit(Edition.LANDED + u.id()), n, Integer::sum);
            });
            b.attacker(Force.of(all)).amphibious(true);
        } else {
            attacker.ifPresent(b::attacker);
        }
        defender.ifPresent(text -> {
            if (byPower) {
                b.defender(Multinational.force(e, text));
            } else {
                b.defender(text);
            }
        });
        bombard.ifPresent(b::bombard);
        damaged.forEach((s, text) -> b.damage(s, Damage.parse(text, e)));
        techs.forEach((s, ids) -> ids.forEach(id -> b.tech(s, id)));
        options.forEach(b::option);
        for (Side s : Side.values()) {
            OrderOfLoss o = orders.containsKey(s) ? order(orders.get(s), e, s) : null;
            if (s == Side.ATTACKER && keepLand.isPresent()) {
                o = (o == null ? OrderOfLoss.cheapestFirst(e, s.role()) : o).withKeepLand(keepLand.getAsInt());
            }
            if (o != null) {
                b.order(s, o);
            }
        }
        cargo.forEach(b::cargo);
        noLanding.forEach(s -> b.landingInReach(s, false));
        b.amphibious(amphibious || landed.isPresent());
        retreat.ifPresent(b::retreat);
        submerge.forEach(b::submerge);
        round.ifPresent(b::startRound);
        return b;
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
        PreBattle rolls = setup.preBattle();
        Rolls around = new Rolls(
                rolls.detectionNumber() > 0 ? Optional.of(rolls.detectionNumber() + ":" + rolls.detectionRolls()) : Optional.empty(),
                rolls.chineseMorale(), rolls.airCap().map(c -> c.attacker() + ":" + c.defender()), rolls.navalBaseFirstStrike(),
                setup.defenderRetreat() instanceof RetreatPolicy.Never ? Optional.empty() : Optional.of(retreatText(setup.defenderRetreat())),
                !setup.escapeZone(), rolls.rocketStrike().map(AreaStrike::text));
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
     * Writes this battle as a battle file: every part it gives, in the fields {@link #read(Path)} reads, two-space
     * indented.
     *
     * @return the JSON text, ending in a newline
     * @throws IllegalArgumentException when the retreat policy is a table of states ({@link RetreatPolicy.InStates}),
     *                                  which a file cannot hold
     */
    public String toJson() {
        ObjectMapper mapper = new ObjectMapper();
        com.fasterxml.jackson.databind.node.ObjectNode root = mapper.createObjectNode();
        if (!name.isEmpty()) {
            root.put("name", name);
        }
        edition.ifPresent(v -> root.put("edition", v));
        attacker.ifPresent(v -> root.put("attacker", v));
        defender.ifPresent(v -> root.put("defender", v));
        bombard.ifPresent(v -> root.put("bombard", v));
        landed.ifPresent(v -> root.put("landed", v));
        putSides(root, "damaged", damaged);
        putSides(root, "cargo", cargo);
        if (!techs.isEmpty()) {
            com.fasterxml.jackson.databind.node.ObjectNode t = root.putObject("techs");
            techs.forEach((side, ids) -> ids.forEach(t.putArray(side.label())::add));
        }
        if (!options.isEmpty()) {
            com.fasterxml.jackson.databind.node.ObjectNode o = root.putObject("options");
            options.forEach(o::put);
        }
        putSides(root, "orders", orders);
        keepLand.ifPresent(n -> root.put("keepLand", n));
        if (amphibious) {
            root.put("amphibious", true);
        }
        retreat.ifPresent(r -> root.put("retreat", retreatText(r)));
        Map<Side, String> submergeTexts = new EnumMap<>(Side.class);
        submerge.forEach((side, policy) -> submergeTexts.put(side, policy.id()));
        putSides(root, "submerge", submergeTexts);
        round.ifPresent(n -> root.put("round", n));
        if (!noLanding.isEmpty()) {
            com.fasterxml.jackson.databind.node.ArrayNode sides = root.putArray("noLanding");
            noLanding.forEach(side -> sides.add(side.label()));
        }
        rolls.detection().ifPresent(v -> root.put("detection", v));
        if (rolls.chineseMorale()) {
            root.put("chineseMorale", true);
        }
        rolls.airCombat().ifPresent(v -> root.put("airCombat", v));
        if (rolls.navalBaseFirstStrike()) {
            root.put("navalBaseFirstStrike", true);
        }
        rolls.defenderRetreat().ifPresent(v -> root.put("defenderRetreat", v));
        if (rolls.noEscapeZone()) {
            root.put("noEscapeZone", true);
        }
        rolls.rocketStrike().ifPresent(v -> root.put("rocketStrike", v));
        try {
            return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a battle cannot be written as JSON", e); // a tree of text and numbers always can
        }
    }

    private static void putSides(com.fasterxml.jackson.databind.node.ObjectNode root, String field, Map<Side, String> bySide) {
        if (!bySide.isEmpty()) {
            com.fasterxml.jackson.databind.node.ObjectNode o = root.putObject(field);
            bySide.forEach((side, text) -> o.put(side.label(), text));
        }
    }

    /**
     * Writes a retreat policy as {@link #retreat(String)} reads it.
     *
     * @param policy the policy
     * @return e.g. "never", "after-round 2", "below 0.4"
     * @throws IllegalArgumentException for a table of states ({@link RetreatPolicy.InStates}), which has no text form
     */
    public static String retreatText(RetreatPolicy policy) {
        if (policy instanceof RetreatPolicy.Never) {
            return "never";
        } else if (policy instanceof RetreatPolicy.Best) {
            return "best";
        } else if (policy instanceof RetreatPolicy.AfterRound a) {
            return "after-round " + a.rounds();
        } else if (policy instanceof RetreatPolicy.AtUnits a) {
            return "at-units " + a.units();
        } else if (policy instanceof RetreatPolicy.WhenNoLandUnits) {
            return "when no-land-units";
        } else if (policy instanceof RetreatPolicy.WhenOnlyAircraft) {
            return "when only-aircraft";
        } else if (policy instanceof RetreatPolicy.BelowWinProbability b) {
            return "below " + b.probability();
        }
        throw new IllegalArgumentException("a retreat policy given as a table of battle states cannot be written as text");
    }

    /**
     * Reads a retreat policy as written in a preset file.
     *
     * @param text {@code never}, {@code best}, {@code after-round N}, {@code at-units N},
     *             {@code when no-land-units}, {@code when only-aircraft} or {@code below P} (P a probability in (0, 1])
     * @return the policy
     * @throws IllegalArgumentException naming the text and the accepted forms
     */
    public static RetreatPolicy retreat(String text) {
        String[] w = text.trim().toLowerCase(Locale.ROOT).split("\\s+");
        try {
            if (w.length == 1) {
                switch (w[0]) {
                    case "never":
                        return RetreatPolicy.never();
                    case "best":
                        return new RetreatPolicy.Best();
                    default:
                        break;
                }
            } else if (w.length == 2) {
                switch (w[0]) {
                    case "after-round":
                        return new RetreatPolicy.AfterRound(Integer.parseInt(w[1]));
                    case "at-units":
                        return new RetreatPolicy.AtUnits(Integer.parseInt(w[1]));
                    case "below":
                        return new RetreatPolicy.BelowWinProbability(Double.parseDouble(w[1]));
                    case "when":
                        if (w[1].equals("no-land-units")) {
                            return new RetreatPolicy.WhenNoLandUnits();
                        } else if (w[1].equals("only-aircraft")) {
                            return new RetreatPolicy.WhenOnlyAircraft();
                        }
                        break;
                    default:
                        break;
                }
            }
        } catch (NumberFormatException e) {
            // fall through to the message naming the accepted forms
        }
        throw new IllegalArgumentException("retreat '" + text.trim() + "' is not a retreat policy (" + RETREATS + ")");
    }

    /**
     * Reads a battle file.
     *
     * @param file a JSON battle file
     * @return the preset
     * @throws IllegalArgumentException one line naming the file, the field and what was expected
     */
    public static BattlePreset read(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, file.toString(), true);
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": cannot be read: " + e.getMessage());
        }
    }

    /**
     * @param in   the JSON text
     * @param file the file's name, for messages
     * @return the preset
     * @throws IllegalArgumentException one line naming the file, the field and what was expected
     * @throws IOException              when the stream cannot be read
     */
    public static BattlePreset read(InputStream in, String file) throws IOException {
        return read(in, file, false);
    }

    /** @param whole whether the text is a whole file, which may hold nothing after its object (a line of a batch may) */
    private static BattlePreset read(InputStream in, String file, boolean whole) throws IOException {
        JsonNode root;
        try {
            // a key given twice, or content after a file's object, is refused, never read silently (issue 27)
            root = com.fasterxml.jackson.databind.json.JsonMapper.builder()
                    .enable(com.fasterxml.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                    .configure(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS, whole).build().readTree(in);
        } catch (JsonProcessingException e) {
            // a limit of Jackson's StreamReadConstraints (nesting depth, string or number length) gives no location
            com.fasterxml.jackson.core.JsonLocation at = e.getLocation();
            String where = at == null || at.getLineNr() < 1 ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
            throw new IllegalArgumentException(file + ": not valid JSON" + where + ": " + battleboard.edition.JsonErrors.reason(e));
        }
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException(file + ": expected a JSON object at the top level");
        }
        return new Reader(file).preset(root);
    }

    /** Checks each field of one file and names the first that is wrong. */
    private record Reader(String file) {
        BattlePreset preset(JsonNode root) {
            for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
                String f = it.next();
                if (!FIELDS.contains(f)) {
                    throw error(f, "not a battle field (fields: " + String.join(", ", FIELDS.stream().sorted().toList()) + ")");
                }
            }
            Map<Side, List<String>> techs = new EnumMap<>(Side.class);
            sides(root, "techs").forEach((s, n) -> {
                if (!n.isArray()) {
                    throw error("techs." + s.label(), "expected a list of technology ids");
                }
                List<String> ids = new ArrayList<>();
                for (int i = 0; i < n.size(); i++) {
                    ids.add(text(n.get(i), "techs." + s.label() + "[" + i + "]"));
                }
                techs.put(s, ids);
            });
            Map<String, String> options = new LinkedHashMap<>();
            JsonNode o = root.get("options");
            if (o != null) {
                if (!o.isObject()) {
                    throw error("options", "expected an object of option id to value");
                }
                o.fields().forEachRemaining(x -> options.put(x.getKey(), text(x.getValue(), "options." + x.getKey())));
            }
            Map<Side, SubmergePolicy> submerge = new EnumMap<>(Side.class);
            sides(root, "submerge").forEach((s, n) -> {
                try {
                    submerge.put(s, SubmergePolicy.parse(text(n, "submerge." + s.label())));
                } catch (IllegalArgumentException e) {
                    throw error("submerge." + s.label(), e.getMessage());
                }
            });
            Optional<RetreatPolicy> retreat = optionalText(root, "retreat").map(t -> {
                try {
                    return retreat(t);
                } catch (IllegalArgumentException e) {
                    throw error("retreat", "expected one of " + RETREATS + "; got \"" + t + "\"");
                }
            });
            JsonNode amphibious = root.get("amphibious");
            if (amphibious != null && !amphibious.isBoolean()) {
                throw error("amphibious", "expected true or false");
            }
            return new BattlePreset(optionalText(root, "name").orElse(""), optionalText(root, "edition"),
                    optionalText(root, "attacker"), optionalText(root, "defender"), optionalText(root, "bombard"),
                    sideTexts(root, "damaged"), techs, options, sideTexts(root, "orders"), count(root, "keepLand", 0),
                    amphibious != null && amphibious.booleanValue(), retreat, submerge, count(root, "round", 1),
                    sideTexts(root, "cargo"), noLanding(root), optionalText(root, "landed"),
                    new Rolls(optionalText(root, "detection"), flag(root, "chineseMorale"), optionalText(root, "airCombat"),
                            flag(root, "navalBaseFirstStrike"), optionalText(root, "defenderRetreat"), flag(root, "noEscapeZone"),
                            optionalText(root, "rocketStrike")));
        }

        private boolean flag(JsonNode root, String field) {
            JsonNode n = root.get(field);
            if (n != null && !n.isBoolean()) {
                throw error(field, "expected true or false");
            }
            return n != null && n.booleanValue();
        }

        private Set<Side> noLanding(JsonNode root) {
            JsonNode n = root.get("noLanding");
            Set<Side> sides = EnumSet.noneOf(Side.class);
            if (n == null) {
                return sides;
            }
            if (!n.isArray()) {
                throw error("noLanding", "expected an array of sides, e.g. [\"defender\"]");
            }
            for (JsonNode x : n) {
                String t = text(x, "noLanding");
                sides.add(Side.byLabel(t).filter(v -> v.label().equals(t))
                        .orElseThrow(() -> error("noLanding", "expected attacker or defender, got \"" + t + "\"")));
            }
            return sides;
        }

        private Map<Side, JsonNode> sides(JsonNode root, String field) {
            Map<Side, JsonNode> m = new EnumMap<>(Side.class);
            JsonNode n = root.get(field);
            if (n == null) {
                return m;
            }
            if (!n.isObject()) {
                throw error(field, "expected an object with \"attacker\" and/or \"defender\"");
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                Side s = switch (e.getKey()) {
                    case "attacker" -> Side.ATTACKER;
                    case "defender" -> Side.DEFENDER;
                    default -> throw error(field + "." + e.getKey(), "expected \"attacker\" or \"defender\"");
                };
                m.put(s, e.getValue());
            }
            return m;
        }

        private Map<Side, String> sideTexts(JsonNode root, String field) {
            Map<Side, String> m = new EnumMap<>(Side.class);
            sides(root, field).forEach((s, n) -> m.put(s, text(n, field + "." + s.label())));
            return m;
        }

        private Optional<String> optionalText(JsonNode root, String field) {
            JsonNode n = root.get(field);
            return n == null ? Optional.empty() : Optional.of(text(n, field));
        }

        private String text(JsonNode n, String field) {
            if (!n.isTextual()) {
                throw error(field, "expected text, got " + n.getNodeType().name().toLowerCase(Locale.ROOT));
            }
            return n.asText();
        }

        private OptionalInt count(JsonNode root, String field, int min) {
            JsonNode n = root.get(field);
            if (n == null) {
                return OptionalInt.empty();
            }
            if (!n.canConvertToInt() || !n.isIntegralNumber() || n.asInt() < min) {
                throw error(field, "expected a whole number of at least " + min + ", got " + n);
            }
            return OptionalInt.of(n.asInt());
        }

        private IllegalArgumentException error(String field, String expectation) {
            return new IllegalArgumentException(file + ": field '" + field + "': " + expectation);
        }
    }
}
