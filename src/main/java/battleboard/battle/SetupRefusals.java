package battleboard.battle;

import battleboard.edition.BattleRules;
import battleboard.edition.Domain;
import battleboard.edition.Edition;
import battleboard.edition.RuleOption;
import battleboard.edition.RuleSettings;
import battleboard.edition.Technology;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The refusals of a battle as written ({@link BattleSetup.Builder#build()}): every way a setup cannot be fought, each a
 * {@link Refusal} naming the problem, the part of the battle it concerns and, where the edition file gives it, the
 * rule's line. One job: {@link BattleSetup} holds a checked battle, this checks one.
 */
final class SetupRefusals {
    private final Edition edition;
    private final Force attacker;
    private final Force defender;
    private final Force bombardment;
    private final Map<Side, List<Technology>> techs;
    private final Map<String, String> options;
    private final Map<Side, Damage> damaged;
    private final int startRound;
    private final boolean amphibious;
    private final RetreatPolicy retreat;
    private final RetreatPolicy defenderRetreat;
    private final Map<Side, Force> cargo;
    private final boolean escapeZone;
    private final PreBattle preBattle;
    private final Map<Side, SubmergePolicy> submerge;
    private final BattleSetup.Builder builder;

    SetupRefusals(BattleSetup.Builder b) {
        builder = b;
        edition = b.edition;
        attacker = b.attacker;
        defender = b.defender;
        bombardment = b.bombardment;
        techs = b.techs;
        options = b.options;
        damaged = b.damaged;
        startRound = b.startRound;
        amphibious = b.amphibious;
        retreat = b.retreat;
        defenderRetreat = b.defenderRetreat;
        cargo = b.cargo;
        escapeZone = b.escapeZone;
        preBattle = b.preBattle;
        submerge = b.submerge;
    }

    /**
     * @return the battle's kind: a sea battle when either side has a sea unit
     * @throws Refusal the first problem found (see {@link BattleSetup.Builder#build()})
     */
    BattleKind check() {
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
        checkRequired(attacker, Side.ATTACKER);
        checkRequired(def, Side.DEFENDER);
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
                UnitType e = BattleSetup.withTechs(u, techs.get(Side.ATTACKER));
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
        // battle.detectionRolls); elsewhere refused, never played by World at War's rule (issue 27). A refusal names the
        // roll as a part of the battle: the command line puts its flag before the line, the form marks its field
        if (preBattle.chineseMorale() && !edition.battle().chineseMorale()) {
            throw new Refusal("a Chinese morale roll before the battle is not a rule of " + edition.id() + " (World at War's, W304-313)",
                    Refusal.Concern.of(Refusal.Part.CHINESE_MORALE));
        }
        if (preBattle.detectionNumber() > 0 && (edition.battle().detects() || edition.dieSides() != 6)) {
            throw new Refusal("detection rolls before the battle are World at War's (on a d6); in " + edition.id()
                    + (edition.battle().detects() ? " enemy destroyers detect submarines in the battle" : " the die has "
                    + edition.dieSides() + " sides"), Refusal.Concern.of(Refusal.Part.DETECTION));
        }
        if (preBattle.detectionNumber() > 0 && !edition.battle().detectionRolls()) {
            throw new Refusal("detection rolls before the battle are not a rule of " + edition.id()
                    + " (World at War's, W443)", Refusal.Concern.of(Refusal.Part.DETECTION));
        }
        preBattle.checkDetectors(edition, attacker, defender, RuleSettings.of(edition, options));
        PickOrder.refuseWhereNotOffered(edition, builder.picks);
        // the rolls of one type owning their variants: those the edition does not allow, those the battle as written
        // refuses (the naval base's first strike, the rocket strike; their refusals once built: PreBattle#check)
        preBattle.checkWritten(builder);
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
        if (startRound > BattleSetup.MOST_ROUNDS) {
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "the start round must be at most %,d, not %,d",
                    BattleSetup.MOST_ROUNDS, startRound));
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
        return kind;
    }

    /**
     * @param setup the battle built
     * @throws Refusal when a side's cargo has no transport or does not fit on its transports
     */
    void checkCargo(BattleSetup setup) {
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
    }

    /**
     * In an edition whose carriers hold aircraft ({@code carries}: Revised and Classic, 2 fighters each), the
     * aircraft defending a sea battle must be on the carriers there: only those that land on carriers, as many
     * as the carriers hold (Revised L2368, Classic L661, L713), or any number where the edition lets aircraft be
     * scrambled to the sea zone ({@code carries.scrambled}: Global 1940).
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
        if (aircraft > held && !carrier.get().carries().get().scrambled()) {
            throw new Refusal(aircraft + " defending aircraft at sea, but the carriers there hold " + held + " ("
                    + carrier.get().carries().get().aircraft() + " per " + carrier.get().id() + ", " + source + ")", units(Side.DEFENDER, def, u -> u.domain() == Domain.AIR));
        }
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
    /**
     * A technology acts only in the battle its rule names ({@link Technology.Requires}): another is refused, naming the
     * technology, what it needs and its line, never computed with it.
     */
    private void checkRequired(Force f, Side s) {
        for (Technology t : techs.get(s)) {
            Technology.Requires r = t.reach().requires();
            String line = line(t.source());
            Refusal.Concern concern = Refusal.Concern.of(Refusal.Part.TECHS, s);
            if (r.amphibious() && !amphibious) {
                throw new Refusal(t.id() + " acts only in an amphibious assault" + line, concern);
            }
            for (UnitType u : f.counts().keySet()) {
                if (!r.onlyUnits().isEmpty() && !r.onlyUnits().contains(edition.original(u).id())) {
                    throw new Refusal(t.id() + " acts only when the " + s.label() + "'s units are all " + String.join(", ", r.onlyUnits())
                            + ", not " + u.id() + line, concern);
                }
            }
            r.atLeast().forEach((id, least) -> {
                int n = f.counts().entrySet().stream().filter(e -> edition.original(e.getKey()).id().equals(id))
                        .mapToInt(Map.Entry::getValue).sum();
                if (n < least) {
                    throw new Refusal(t.id() + " acts only with at least " + least + " " + id + ", not " + n + line, concern);
                }
            });
        }
    }

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
        Optional<UnitType> chinese = f.counts().keySet().stream().filter(u -> u.hasTag(RuleOption.CHINESE_TAG)).findFirst();
        Optional<UnitType> other = f.counts().keySet().stream().filter(u -> u.domain() == Domain.LAND && !u.hasTag(RuleOption.CHINESE_TAG))
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

    /**
     * Refuses a battle where a technology that changes every die roll in some rounds only ({@link Technology.Reach#allRolls()})
     * meets a roll Battleboard changes in every round or not at all: an armour roll (World at War's Tiger, W527), read at
     * the end of every round from the values of every round, or an extra die fixed by a fire entry (kamikaze, W537).
     *
     * @throws IllegalArgumentException one line naming the technology, the roll and the option that avoids it, if any
     */
    static void checkAllRolls(BattleSetup setup) {
        allRollsInSomeRounds(setup).forEach((side, list) -> {
            for (Technology t : list) {
                String what = t.id() + " changes every die roll of the " + side.label() + "'s units in round"
                        + (t.rounds().size() == 1 ? " " : "s ") + t.rounds().stream().sorted().map(String::valueOf)
                        .collect(java.util.stream.Collectors.joining(", ")) + line(t.source());
                String way = setup.techs(side).contains(t) || t.reach().enemyWhen().isEmpty() ? ""
                        : "; --option " + t.reach().enemyWhen().entrySet().stream().map(e -> e.getKey() + "=" + RuleOption.byId(e.getKey())
                        .flatMap(o -> o.choices().stream().filter(c -> !c.equals(e.getValue())).findFirst()).orElse("?"))
                        .collect(java.util.stream.Collectors.joining(" ")) + " leaves the enemy's rolls alone";
                for (UnitType u : setup.force(side).counts().keySet()) {
                    if (u.armourSave() > 0) {
                        throw new Refusal(what + ", the " + u.id() + "'s armour roll too" + line(u.source())
                                + ", which Battleboard changes in every round or in none: not modelled" + way, Refusal.Concern.of(Refusal.Part.TECHS, side), Refusal.Concern.unit(side, u));
                    }
                }
                for (BattleRules.StepRule step : setup.edition().battle().steps()) {
                    for (BattleRules.FireRule f : step.fire()) {
                        boolean here = f.battle() == BattleRules.Field.ANY || (f.battle() == BattleRules.Field.SEA) == (setup.kind() == BattleKind.SEA);
                        if (f.value() == BattleRules.Value.FIXED && here && f.roles().contains(side.role()) && f.technology()
                                .filter(id -> setup.techs(side).stream().anyMatch(x -> x.id().equals(id))).isPresent()) {
                            throw new Refusal(what + ", the " + f.id() + " die too" + line(f.source())
                                    + ", which Battleboard rolls at " + f.at() + " in every round: not modelled" + way, Refusal.Concern.of(Refusal.Part.TECHS, side));
                        }
                    }
                }
            }
        });
    }

    /**
     * @return for each side, the technologies whose deltas change every die roll of its units in some rounds only
     *         ({@link Technology.Reach#allRolls()}: the side's own, and the enemy's {@code enemyUnits} where its
     *         {@code enemyWhen} holds)
     */
    private static Map<Side, List<Technology>> allRollsInSomeRounds(BattleSetup setup) {
        Map<Side, List<Technology>> out = new java.util.EnumMap<>(Side.class);
        for (Side s : Side.values()) {
            List<Technology> list = new ArrayList<>();
            for (Technology t : setup.techs(s)) {
                if (t.reach().allRolls() && !t.rounds().isEmpty() && t.reach().allUnits().isPresent()) {
                    list.add(t);
                }
            }
            for (Technology t : setup.techs(s.opponent())) {
                if (t.reach().allRolls() && !t.rounds().isEmpty() && t.reach().enemyUnits().isPresent()
                        && BattleRules.holds(setup.rules(), t.reach().enemyWhen())) {
                    list.add(t);
                }
            }
            out.put(s, list);
        }
        return out;
    }

    private boolean isOf(UnitType u, String id) {
        return builder.isOf(u, id);
    }

    /** @return " (W546)": the first line a source cites, in brackets; empty for no source */
    private static String line(String source) {
        String first = source.split("[ :;,]")[0].strip();
        return first.isEmpty() ? "" : " (" + first + ")";
    }
}
