package battleboard.raid;

import battleboard.edition.RaidRules;
import battleboard.edition.BattleRules;
import battleboard.edition.RaidRules.Chooser;
import battleboard.edition.RaidRules.Damage;
import battleboard.edition.RaidRules.FiresAt;
import battleboard.edition.Edition;
import battleboard.edition.Role;
import battleboard.edition.Technology;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The rules of one strategic bombing raid, written once over {@link RaidChance}: built from a {@link RaidSetup} and the
 * edition's {@link RaidRules}, checked on the way, then played step by step ({@link #steps()}) and its damage dice
 * given ({@link #damage(RaidState)}). The exact solver and the tests' scripted dice run this same code; nothing here names
 * an edition.
 */
final class RaidPlay {
    /** The most raiders in one raid. */
    static final int MAX_RAIDERS = 200;
    /** The most escorts, interceptors or AA guns in one raid. */
    static final int MAX_OTHERS = 200;

    /** In an order of loss: the escorts (the raiders are their type's index). */
    private static final int ESCORTS = -1;

    /** One step of the raid: from the state at its start, with its dice, to the state at its end. */
    interface Step {
        RaidState play(RaidState state, RaidChance chance);
    }

    private final RaidSetup setup;
    private final RaidRules rule;
    private final RaidRules.Mission mission;
    private final int sides;
    /** The raid's rule options: the edition's defaults and those given ({@link RaidSetup#options()}). */
    private final battleboard.edition.RuleSettings rules;
    private final List<UnitType> raiderTypes;
    private final int[] raiderCounts;
    /** Per raider type: true when the AA guns entered never fire at it (its tags are the AA fire's unlessTags). */
    private final boolean[] immune;
    private final int escortCost;
    private final int interceptorCost;
    private final int guns;
    private final int gunValue;
    private final List<Integer> antiAircraftOrder;
    private final int escortValue;
    private final int interceptorValue;
    private final int raiderValue;
    private final List<Integer> airCombatOrder;
    private final int targetValue;
    private final boolean interceptorsHalved;
    private final int interceptorsStayOn;
    private final List<RaidDamage.Group> groups;
    /** The volleys of one die per aircraft: per raider type, then the escorts. */
    private final List<String> antiAircraftVolleys;
    private final List<String> targetVolleys;
    private final OptionalInt damageCap;
    private final int ipcEach;
    /** Per side, the technologies given to the raid that change nothing in it, each with the one line that says why. */
    private final Map<Role, Map<Technology, String>> idle = new java.util.EnumMap<>(Map.of(Role.ATTACK, new LinkedHashMap<>(),
            Role.DEFENSE, new LinkedHashMap<>()));

    private RaidPlay(RaidSetup s) {
        Edition e = s.edition();
        this.setup = s;
        this.rule = RaidSetup.rule(e);
        this.sides = e.dieSides();
        this.rules = battleboard.edition.RuleSettings.of(e, s.options());
        List<RaidRules.Modifier> modifiers = s.modifiers().stream().map(id -> rule.modifier(id).orElseThrow(
                () -> new IllegalArgumentException("unknown raid modifier '" + id + "' in " + e.name() + " (modifiers: "
                        + rule.modifiers().stream().map(RaidRules.Modifier::id).collect(Collectors.joining(", ")) + ")"))).toList();
        Map<UnitType, Integer> raiders = new LinkedHashMap<>();
        s.raiders().forEach((name, n) -> {
            UnitType base = e.findUnit(name).orElseThrow(() -> new IllegalArgumentException("unknown unit '" + name + "' in " + e.name()));
            if (!rule.raiders().contains(base.id()) && modifiers.stream().noneMatch(m -> m.raiders().contains(base.id()))) {
                throw new IllegalArgumentException(base.id() + " cannot make a strategic bombing raid in " + e.name() + " (raiders: "
                        + String.join(", ", rule.raiders()) + rule.modifiers().stream().filter(m -> m.raiders().contains(base.id()))
                        .map(m -> "; " + base.id() + " with " + m.id() + ", " + m.source().split(":")[0]).collect(Collectors.joining())
                        + "; " + rule.source() + ")");
            }
            if (n < 0) {
                throw new IllegalArgumentException("raiders cannot be negative: " + n + " " + base.id());
            }
            raiders.merge(base, n, Integer::sum);
        });
        int total = raiders.values().stream().mapToInt(Integer::intValue).sum();
        if (total < 1 || total > MAX_RAIDERS) {
            throw new IllegalArgumentException("raiders must be from 1 to " + MAX_RAIDERS + ", not " + total);
        }
        this.raiderTypes = raiders.keySet().stream().map(u -> Technology.applyAll(u, s.attackerTechnologies())).toList();
        this.raiderCounts = raiders.values().stream().mapToInt(Integer::intValue).toArray();
        this.immune = new boolean[raiderTypes.size()];
        for (int i = 0; i < immune.length; i++) {
            immune[i] = raiderTypes.get(i).tags().stream().anyMatch(rule.antiAircraft().unlessTags()::contains);
        }
        List<String> aircraft = new ArrayList<>(raiderTypes.stream().map(UnitType::id).toList());
        aircraft.add("escorts");
        this.antiAircraftVolleys = aircraft.stream().map(a -> "AA at " + a).toList();
        this.targetVolleys = aircraft.stream().map(a -> "target AA at " + a).toList();

        checkAircraft(e, s);
        this.escortCost = rule.escorts().isEmpty() ? 0 : Technology.applyAll(e.unit(rule.escorts().get(0)), s.attackerTechnologies()).cost();
        this.interceptorCost = rule.interceptors().isEmpty() ? 0
                : Technology.applyAll(e.unit(rule.interceptors().get(0)), s.defenderTechnologies()).cost();

        RaidRules.AntiAircraft aa = rule.antiAircraft();
        this.guns = s.antiAircraftGuns();
        if (guns < 0 || guns > MAX_OTHERS) {
            throw new IllegalArgumentException("AA guns must be from 0 to " + MAX_OTHERS + ", not " + guns);
        }
        if (aa.firesAt() == FiresAt.NONE && guns > 0) {
            throw new IllegalArgumentException("in " + e.name() + " only the target's own AA fires at a raid (" + aa.source()
                    + "): choose the target (--mission), not AA guns (--aa)");
        }
        if (guns > aa.maxGuns()) {
            throw new IllegalArgumentException("--aa must be 0 or 1, not " + guns + ": one AA gun fires at each bomber");
        }
        if (s.antiAircraftLosses().isPresent() && aa.casualties() != Chooser.ATTACKER) {
            throw new IllegalArgumentException("in " + e.name() + " each AA die is rolled at one aircraft: nobody chooses the"
                    + " AA casualties of a raid");
        }
        this.gunValue = guns == 0 ? 0 : antiAircraftValue(e, antiAircraftGun(e), s);
        this.antiAircraftOrder = lossOrder(s.antiAircraftLosses().orElse(RaidCasualties.ESCORTS_FIRST)).stream()
                .filter(i -> i == ESCORTS || !immune[i]).toList();

        if (rule.airCombat().isPresent()) {
            RaidRules.AirCombat air = rule.airCombat().get();
            this.escortValue = air.escort() + delta(air, s.attackerTechnologies());
            this.interceptorValue = air.interceptor() + delta(air, s.defenderTechnologies());
            this.raiderValue = air.raider();
            this.airCombatOrder = lossOrder(s.airCombatLosses().orElse(air.chooser() == Chooser.DEFENDER
                    ? RaidCasualties.BOMBERS_FIRST : RaidCasualties.ESCORTS_FIRST));
        } else if (s.airCombatLosses().isPresent()) {
            throw new IllegalArgumentException(e.name() + " has no air combat in a strategic bombing raid");
        } else {
            this.escortValue = 0;
            this.interceptorValue = 0;
            this.raiderValue = 0;
            this.airCombatOrder = List.of();
        }

        this.mission = s.mission().map(rule::mission).orElse(rule.missions().get(0));
        for (int i = 0; i < raiderTypes.size(); i++) {
            String id = raiderTypes.get(i).id();
            if (raiderCounts[i] > 0 && !mission.raiders().isEmpty() && !mission.raiders().contains(id)) {
                throw new IllegalArgumentException(id + " cannot fly the " + mission.id() + " mission in " + e.name() + " (only "
                        + String.join(", ", mission.raiders()) + ": " + mission.source() + ")");
            }
        }
        this.targetValue = mission.antiAircraftUnit().map(u -> antiAircraftValue(e, e.unit(u), s))
                .orElse(mission.antiAircraft().orElse(0));

        findIdle(e, s, raiders.keySet());
        checkModifiers(modifiers, raiders.keySet());
        this.interceptorsHalved = modifiers.stream().anyMatch(RaidRules.Modifier::interceptorsHalved);
        this.interceptorsStayOn = modifiers.stream().mapToInt(RaidRules.Modifier::interceptorsStayOn).max().orElse(0);
        int damageDelta = modifiers.stream().mapToInt(RaidRules.Modifier::damageDelta).sum();

        OptionalInt capEach = checkCaps(e, s);
        this.damageCap = damageCap(e, s);
        this.ipcEach = switch (mission.damage()) {
            case IPC -> 1;
            case POINTS -> mission.ipcEach().orElseThrow();
            case AA_GUNS -> Technology.applyAll(mission.antiAircraftUnit().map(e::unit).orElseGet(() -> antiAircraftGun(e)),
                    s.defenderTechnologies()).cost();
        };
        List<RaidDamage.Group> g = new ArrayList<>();
        for (int i = 0; i < raiderTypes.size(); i++) {
            g.add(group(e, raiderTypes.get(i), raiderCounts[i], damageDelta, capEach, s.attackerTechnologies()));
        }
        this.groups = List.copyOf(g);
    }

    /**
     * @param setup the raid as entered
     * @return its rules, ready to play
     * @throws IllegalArgumentException one line naming what the edition's raid does not allow: no raid in the edition, a
     *                                  unit that may not raid or fly the mission, a count out of range, escorts or
     *                                  interceptors or AA guns the raid does not have, a missing or negative income, an
     *                                  unknown mission or modifier, too many heavy bombers
     */
    static RaidPlay of(RaidSetup setup) {
        return new RaidPlay(setup);
    }

    private void checkAircraft(Edition e, RaidSetup s) {
        if (rule.airCombat().isEmpty() && (s.escorts() != 0 || s.interceptors() != 0)) {
            throw new IllegalArgumentException(e.name() + " has no escorts or interceptors in a strategic bombing raid: only the"
                    + " bombers and the AA gun take part");
        }
        if (s.escorts() != 0 && rule.escorts().isEmpty() || s.interceptors() != 0 && rule.interceptors().isEmpty()) {
            throw new IllegalArgumentException(e.name() + " has no " + (rule.escorts().isEmpty() ? "escorts" : "interceptors")
                    + " in a strategic bombing raid (" + rule.airCombat().get().source() + ")");
        }
        for (int n : new int[] {s.escorts(), s.interceptors()}) {
            if (n < 0 || n > MAX_OTHERS) {
                throw new IllegalArgumentException("escorts and interceptors must be from 0 to " + MAX_OTHERS + ", not " + n);
            }
        }
    }

    /** @return the per-raider cap, checking the income, the IPCs held and the target's damage */
    private OptionalInt checkCaps(Edition e, RaidSetup s) {
        boolean ipc = mission.damage() == Damage.IPC;
        if (rule.capPerRaider() && ipc && s.income().isEmpty()) {
            throw new IllegalArgumentException("give the territory's income (--income): in " + e.name()
                    + " each raider does at most that much damage (" + rule.source() + ")");
        }
        if (s.income().isPresent() && s.income().getAsInt() < 0 || s.ipcsHeld().isPresent() && s.ipcsHeld().getAsInt() < 0) {
            throw new IllegalArgumentException("income and IPCs held cannot be negative");
        }
        if (s.ipcsHeld().isPresent() && !ipc) {
            throw new IllegalArgumentException("the IPCs held cap IPC damage only, and the " + mission.name() + " mission does "
                    + unitOf(mission));
        }
        if (s.targetDamage() < 0) {
            throw new IllegalArgumentException("the target's damage cannot be negative: " + s.targetDamage());
        }
        if (s.targetDamage() > 0 && (mission.damage() != Damage.POINTS || mission.cap().isEmpty())) {
            throw new IllegalArgumentException("the " + mission.name() + " mission has no most damage for the target's damage"
                    + " to count against (" + mission.source() + ")");
        }
        if (mission.cap().isPresent() && s.targetDamage() > mission.cap().getAsInt()) {
            throw new IllegalArgumentException("a target of the " + mission.name() + " mission takes at most "
                    + mission.cap().getAsInt() + " damage points, not " + s.targetDamage() + " (" + mission.source() + ")");
        }
        return rule.capPerRaider() && ipc ? s.income() : OptionalInt.empty();
    }

    private OptionalInt damageCap(Edition e, RaidSetup s) {
        return switch (mission.damage()) {
            case IPC -> s.ipcsHeld();
            case POINTS -> mission.cap().isPresent() ? OptionalInt.of(mission.cap().getAsInt() - s.targetDamage()) : OptionalInt.empty();
            case AA_GUNS -> {
                if (mission.cap().isPresent()) {
                    yield mission.cap();
                }
                if (guns == 0) {
                    throw new IllegalArgumentException("the " + mission.name() + " mission needs the AA guns it bombs (--aa) in "
                            + e.name());
                }
                yield OptionalInt.of(guns);
            }
        };
    }

    /** @return the damage dice of one raider type, with the mission's faces and the modifiers */
    private RaidDamage.Group group(Edition e, UnitType raider, int count, int damageDelta, OptionalInt capEach,
                                   List<Technology> techs) {
        if (mission.automatic()) {
            return new RaidDamage.Group(raider.id(), count, 1, List.of(1), OptionalInt.empty());
        }
        Set<String> techIds = techs.stream().map(Technology::id).collect(Collectors.toSet());
        List<RaidRules.DamageDice> own = rule.damageDice().stream().filter(d -> d.unit().equals(raider.id())).toList();
        RaidRules.DamageDice chosen = own.stream().filter(d -> d.technology().isPresent() && techIds.contains(d.technology().get()))
                .reduce((a, b) -> b).orElseGet(() -> own.stream().filter(d -> d.technology().isEmpty()).findFirst().orElse(null));
        int dice = chosen == null ? raider.dice(Role.ATTACK) : chosen.dice();
        int dieSides = chosen == null ? sides : chosen.sides();
        if (chosen != null && chosen.atMost().isPresent() && count > chosen.atMost().getAsInt()) {
            throw new IllegalArgumentException("at most " + chosen.atMost().getAsInt() + " " + raider.id() + "s may roll "
                    + chosen.dice() + " dice" + chosen.technology().map(t -> " with " + t).orElse("") + " in " + e.name() + ", not "
                    + count + " (" + chosen.source() + ")");
        }
        List<Integer> table = mission.faces();
        List<Integer> dieFaces = chosen == null ? List.of() : chosen.faces();
        if (!dieFaces.isEmpty() && !table.isEmpty()) {
            throw new IllegalArgumentException(raider.id() + "'s damage die has faces of its own (" + chosen.source() + "), and so does"
                    + " the " + mission.name() + " mission: the edition file cannot have both");
        }
        if (!table.isEmpty() && table.size() != dieSides) {
            throw new IllegalArgumentException("the " + mission.name() + " mission's faces give " + table.size() + " faces for a"
                    + " damage die of " + dieSides + " sides");
        }
        List<Integer> faces = IntStream.rangeClosed(1, dieSides).map(roll -> {
            if (mission.hitsOn().isPresent()) {
                return roll <= mission.hitsOn().getAsInt() ? 1 : 0; // the AA-gun roll: no modifier (digest A16)
            }
            int m = roll + damageDelta;
            return m < 1 ? 0 : !dieFaces.isEmpty() ? dieFaces.get(m - 1) : table.isEmpty() ? m : table.get(m - 1);
        }).boxed().toList();
        return new RaidDamage.Group(raider.id(), count, dice, faces, capEach);
    }

    /**
     * The technologies that change nothing in this raid ({@link #idle()}): one that acts in rounds of a battle, as a raid is
     * fought before combat (World at War's German surprise, round 1), or that changes nothing the raid reads (a raider's
     * cost, damage dice or tags the AA fire spares, an escort's or interceptor's cost, the AA gun's value or the target's, the
     * damage dice or air-combat values it is named in).
     */
    private void findIdle(Edition e, RaidSetup s, java.util.Collection<UnitType> raiders) {
        String where = "a strategic bombing raid in " + e.name() + (rule.missions().size() > 1 ? " on the " + mission.name()
                + " mission" : "");
        for (Role side : Role.values()) {
            for (Technology t : side == Role.ATTACK ? s.attackerTechnologies() : s.defenderTechnologies()) {
                if (!t.rounds().isEmpty()) {
                    idle.get(side).put(t, t.id() + " acts in round" + (t.rounds().size() > 1 ? "s " : " ") + t.rounds().stream().sorted()
                            .map(String::valueOf).collect(Collectors.joining(", ")) + " of a battle (" + t.source() + "), and " + where
                            + " is fought before combat, in no round");
                } else if (!(side == Role.ATTACK ? changesAttacker(e, t, raiders) : changesDefender(e, t))) {
                    idle.get(side).put(t, t.id() + " changes nothing in " + where + " (" + t.source() + ")" + underOptions(t));
                }
            }
        }
    }

    /**
     * A modifier ticked changes the raid, or the raid is refused: a damage modifier changes no AA-gun die (World at War W470,
     * digest A16), and one that lets more units raid needs one of them raiding (Revised Luftwaffe Dive-Bombers' fighters).
     */
    private void checkModifiers(List<RaidRules.Modifier> modifiers, java.util.Collection<UnitType> raiders) {
        modifiers.stream().filter(m -> !m.raiders().isEmpty() && raiders.stream().noneMatch(u -> m.raiders().contains(u.id())))
                .findFirst().ifPresent(m -> {
                    throw new IllegalArgumentException(m.id() + " lets " + String.join(", ", m.raiders()) + " raid, and none is"
                            + " raiding (--bombers \"1 " + m.raiders().get(0) + "\"; " + m.source().split(":")[0] + ")");
                });
        modifiers.stream().filter(m -> m.damageDelta() != 0 && (mission.hitsOn().isPresent() || mission.automatic())).findFirst()
                .ifPresent(m -> {
                    throw new IllegalArgumentException(m.id() + " changes damage rolls, and the " + mission.name() + " mission's dice"
                            + " destroy AA guns, unmodified (" + mission.source() + ")");
                });
    }

    /** @return true when the technology changes a raider, an escort or the escorts' air-combat value */
    private boolean changesAttacker(Edition e, Technology t, java.util.Collection<UnitType> raiders) {
        boolean dice = !mission.automatic();
        for (UnitType u : raiders) {
            UnitType v = t.apply(u);
            List<RaidRules.DamageDice> own = rule.damageDice().stream().filter(d -> d.unit().equals(u.id())).toList();
            boolean spared = rule.antiAircraft().firesAt() != FiresAt.NONE
                    && v.tags().stream().anyMatch(tag -> !u.tags().contains(tag) && rule.antiAircraft().unlessTags().contains(tag));
            if (v.cost() != u.cost() || spared || dice && own.stream().anyMatch(d -> d.technology().filter(t.id()::equals).isPresent())
                    || dice && own.stream().noneMatch(d -> d.technology().isEmpty()) && v.dice(Role.ATTACK) != u.dice(Role.ATTACK)) {
                return true;
            }
        }
        return !rule.escorts().isEmpty() && (costChanged(e, t, rule.escorts().get(0)) || inAirCombat(t));
    }

    /** @return true when the technology changes the AA guns, the target's AA or the interceptors */
    private boolean changesDefender(Edition e, Technology t) {
        if (rule.antiAircraft().firesAt() != FiresAt.NONE && e.units().stream().anyMatch(UnitType::isAntiAircraftGun)) {
            UnitType gun = antiAircraftGun(e);
            if (t.apply(gun).antiAircraft() != gun.antiAircraft()) {
                return true;
            }
        }
        if (mission.antiAircraftUnit().isPresent()) {
            UnitType gun = e.unit(mission.antiAircraftUnit().get());
            if (t.apply(gun).antiAircraft() != gun.antiAircraft() || mission.damage() == Damage.AA_GUNS && costChanged(e, t, gun.id())) {
                return true;
            }
        } else if (mission.damage() == Damage.AA_GUNS && costChanged(e, t, antiAircraftGun(e).id())) {
            return true;
        }
        return !rule.interceptors().isEmpty() && (costChanged(e, t, rule.interceptors().get(0)) || inAirCombat(t));
    }

    private static boolean costChanged(Edition e, Technology t, String unit) {
        UnitType u = e.unit(unit);
        return t.apply(u).cost() != u.cost();
    }

    /**
     * @return "; it changes the air-to-air combat under raid-jet-fighters=plus-two": the rule options under which the
     *         technology changes the air combat, for the refusal of a technology that changes nothing; empty: none
     */
    private String underOptions(Technology t) {
        List<String> when = rule.airCombat().map(a -> a.technologies().stream().filter(d -> d.technology().equals(t.id())
                && !d.when().isEmpty()).map(d -> d.when().entrySet().stream().map(x -> x.getKey() + "=" + x.getValue())
                .collect(Collectors.joining(", "))).toList()).orElse(List.of());
        return when.isEmpty() ? "" : "; it changes the air-to-air combat under " + String.join(" or ", when);
    }

    private boolean inAirCombat(Technology t) {
        return rule.airCombat().map(a -> a.technologies().stream().anyMatch(d -> d.technology().equals(t.id())
                && BattleRules.holds(rules, d.when()))).orElse(false);
    }

    private static UnitType antiAircraftGun(Edition e) {
        return e.units().stream().filter(UnitType::isAntiAircraftGun).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(e.name() + " has no AA gun"));
    }

    private static int antiAircraftValue(Edition e, UnitType gun, RaidSetup s) {
        return Math.min(e.dieSides(), Technology.applyAll(gun, s.defenderTechnologies()).antiAircraft());
    }

    /** @return what the technologies add to the air combat's value, those whose rule options hold */
    private int delta(RaidRules.AirCombat air, List<Technology> techs) {
        Set<String> ids = techs.stream().map(Technology::id).collect(Collectors.toSet());
        return air.technologies().stream().filter(d -> ids.contains(d.technology()) && BattleRules.holds(rules, d.when()))
                .mapToInt(RaidRules.ValueDelta::delta).sum();
    }

    /** @return the attacker's aircraft in the order hits take them: {@link #ESCORTS}, or i for the raiders of type i */
    private List<Integer> lossOrder(RaidCasualties order) {
        Comparator<Integer> cheapest = (a, b) -> Integer.compare(raiderTypes.get(a).cost(), raiderTypes.get(b).cost());
        List<Integer> out = new ArrayList<>(IntStream.range(0, raiderTypes.size()).boxed()
                .sorted(order == RaidCasualties.ESCORTS_FIRST ? cheapest : cheapest.reversed()).toList());
        out.add(order == RaidCasualties.ESCORTS_FIRST ? 0 : out.size(), ESCORTS);
        return List.copyOf(out);
    }

    /** @return the raid before any die: every aircraft entered */
    RaidState start() {
        return new RaidState(setup.escorts(), raiderCounts, setup.interceptors(), 0);
    }

    /** @return the steps of the fight on the way, in order: take-off, the AA guns, the air combat */
    List<Step> airBattle() {
        return List.of(this::takeOff, this::antiAircraft, this::airCombat);
    }

    /**
     * @return the steps over the target, after the air battle, in order: the target's AA; they act on the raiders alone,
     *         so the escorts and interceptors of their states may be left out ({@link RaidState#raidersOnly()})
     */
    List<Step> overTarget() {
        return List.of(this::targetAntiAircraft);
    }

    /**
     * Plays the whole raid.
     *
     * @param chance the dice
     * @return the state over the target and the damage done
     */
    Outcome play(RaidChance chance) {
        RaidState s = start();
        for (Step step : airBattle()) {
            s = step.play(s, chance);
        }
        for (Step step : overTarget()) {
            s = step.play(s, chance);
        }
        return new Outcome(s, chance.damage(damage(s)));
    }

    /**
     * @param over  the raid over the target
     * @param damage its damage
     */
    record Outcome(RaidState over, int damage) {
    }

    /** Damaged fuel dumps keep half the interceptors home (W483); radar jamming may keep them all home (W559). */
    private RaidState takeOff(RaidState s, RaidChance c) {
        RaidState t = s.withInterceptorsFlying(interceptorsHalved ? s.interceptors() / 2 : s.interceptors());
        if (interceptorsStayOn > 0 && t.interceptors() > 0 && c.hits("interceptors stay home", 1, interceptorsStayOn, sides) == 1) {
            return t.withInterceptorsFlying(0);
        }
        return t;
    }

    /** The AA guns entered fire, before any air combat (Revised L1903-1906, Classic L664-677, World at War W467). */
    private RaidState antiAircraft(RaidState s, RaidChance c) {
        RaidRules.AntiAircraft aa = rule.antiAircraft();
        if (guns == 0 || aa.firesAt() == FiresAt.NONE) {
            return s;
        }
        boolean escorts = aa.firesAt() == FiresAt.AIRCRAFT;
        if (aa.casualties() == Chooser.EACH_DIE) {
            return eachDie(s, c, antiAircraftVolleys, gunValue, escorts, immune);
        }
        int targets = IntStream.range(0, immune.length).filter(i -> !immune[i]).map(s::raiders).sum() + (escorts ? s.escorts() : 0);
        int dice = Math.min(targets, guns * aa.targetsPerGun().orElse(targets));
        return remove(s, c.hits("AA", dice, gunValue, sides), antiAircraftOrder, escorts);
    }

    /** Interceptors, escorts and (where they fire) raiders fight one round (World at War W468-469; Global War G386-400). */
    private RaidState airCombat(RaidState s, RaidChance c) {
        if (rule.airCombat().isEmpty() || s.interceptors() == 0 || s.escorts() + s.raidersFlying() == 0) {
            return s;
        }
        if (rule.airCombat().get().order() == RaidRules.Order.INTERCEPTORS_FIRST) {
            RaidState t = remove(s, c.hits("interceptors", s.interceptors(), interceptorValue, sides), airCombatOrder, true);
            return t.withInterceptorsShot(attackerHits(t, c));
        }
        int shot = attackerHits(s, c);
        return remove(s, c.hits("interceptors", s.interceptors(), interceptorValue, sides), airCombatOrder, true)
                .withInterceptorsShot(shot);
    }

    private int attackerHits(RaidState s, RaidChance c) {
        return c.hits("escorts", s.escorts(), escortValue, sides) + (raiderValue > 0 ? c.hits("raiders", s.raidersFlying(), raiderValue, sides) : 0);
    }

    /** The target's own AA fires one die at each raider that got through (Global War 1939 G404, G1817, G1840). */
    private RaidState targetAntiAircraft(RaidState s, RaidChance c) {
        return targetValue <= 0 ? s : eachDie(s, c, targetVolleys, targetValue, false, new boolean[immune.length]);
    }

    /** One die at each aircraft but the raider types {@code spared}, each hit destroying the aircraft its die was rolled at. */
    private RaidState eachDie(RaidState s, RaidChance c, List<String> volleys, int value, boolean escorts, boolean[] spared) {
        int e = s.escorts() - (escorts ? c.hits(volleys.get(raiderTypes.size()), s.escorts(), value, sides) : 0);
        int[] r = s.raiders();
        for (int i = 0; i < r.length; i++) {
            r[i] -= spared[i] ? 0 : c.hits(volleys.get(i), r[i], value, sides);
        }
        return s.withAircraft(e, r);
    }

    /** @return the state with {@code hits} of the raid's aircraft removed in {@code order} (hits beyond them are lost) */
    private static RaidState remove(RaidState s, int hits, List<Integer> order, boolean escortsMayBeHit) {
        int e = s.escorts();
        int[] r = s.raiders();
        for (int slot : order) {
            if (slot == ESCORTS && escortsMayBeHit) {
                int k = Math.min(hits, e);
                e -= k;
                hits -= k;
            } else if (slot != ESCORTS) {
                int k = Math.min(hits, r[slot]);
                r[slot] -= k;
                hits -= k;
            }
        }
        return s.withAircraft(e, r);
    }

    /**
     * @param over the raid over the target
     * @return the damage dice of the raiders in it
     */
    RaidDamage damage(RaidState over) {
        List<RaidDamage.Group> g = new ArrayList<>();
        for (int i = 0; i < groups.size(); i++) {
            g.add(groups.get(i).withRaiders(over.raiders(i)));
        }
        return new RaidDamage(g, damageCap);
    }

    RaidRules rule() {
        return rule;
    }

    /**
     * @param side the raiding side ({@link Role#ATTACK}) or the defender
     * @return the side's technologies given to the raid that change nothing in it, in the order given, each with one line
     *         saying why; {@link Raid#solve(RaidSetup)} refuses a raid with any
     */
    Map<Technology, String> idle(Role side) {
        return java.util.Collections.unmodifiableMap(idle.get(side));
    }

    RaidRules.Mission mission() {
        return mission;
    }

    /** @return the raider types flown, technologies applied, in the setup's order */
    List<UnitType> raiderTypes() {
        return raiderTypes;
    }

    int escortCost() {
        return escortCost;
    }

    int interceptorCost() {
        return interceptorCost;
    }

    /** @return the IPC value of one unit of the mission's damage */
    int ipcEach() {
        return ipcEach;
    }

    /** @return what a mission's damage is counted in: "IPC", "damage points", "AA guns" */
    static String unitOf(RaidRules.Mission mission) {
        return switch (mission.damage()) {
            case IPC -> "IPC";
            case POINTS -> "damage points";
            case AA_GUNS -> "AA guns";
        };
    }
}
