package battleboard.edition;

import static battleboard.edition.FieldChecks.optional;
import static battleboard.edition.FieldChecks.quoted;
import static battleboard.edition.FieldChecks.sourceOf;

import battleboard.edition.BattleJson.AirCombatJson;
import battleboard.edition.BattleJson.DamageDiceJson;
import battleboard.edition.BattleJson.MissionJson;
import battleboard.edition.BattleJson.ModifierJson;
import battleboard.edition.BattleJson.RaidAntiAircraftJson;
import battleboard.edition.BattleJson.RaidJson;
import battleboard.edition.BattleJson.RocketJson;
import battleboard.edition.BattleJson.RocketLevelJson;
import battleboard.edition.BattleJson.RocketModifierJson;
import battleboard.edition.BattleJson.RocketTargetJson;
import battleboard.edition.BattleJson.ValueDeltaJson;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the raid and rocket parts of an edition file's {@code battle} section, {@code strategicBombingRaid} and
 * {@code rocketStrike}, into {@link RaidRules} and {@link BattleRules.RocketStrike}: each value checked, so that a broken
 * part is refused with one line naming the file, the field and what was expected. Part of {@link BattleRulesReader}.
 */
final class RaidRulesReader {
    private final FieldChecks checks;
    private final Set<String> technologyIds;

    /**
     * @param checks        the checks, naming the edition file
     * @param technologyIds the edition's technologies, which a raid's air combat or damage dice may name
     */
    RaidRulesReader(FieldChecks checks, Set<String> technologyIds) {
        this.checks = checks;
        this.technologyIds = technologyIds;
    }

    /**
     * @param r the {@code rocketStrike} object as written, or null
     * @return the edition's rocket strikes, empty when the section has none
     * @throws EditionException one line naming the file, the field and what was expected
     */
    Optional<BattleRules.RocketStrike> rockets(RocketJson r) {
        if (r == null) {
            return Optional.empty();
        }
        String at = "battle.rocketStrike";
        if (r.outOfScope() != null) {
            if (r.launcher() != null || r.maxRockets() != null || r.capPerRocket() != null || r.levels() != null || r.targets() != null
                    || r.modifiers() != null || r.source() != null) {
                throw error(at + ".outOfScope", "rockets out of scope take no other field");
            }
            return Optional.of(BattleRules.RocketStrike.outOfScope(checks.text(r.outOfScope(), at + ".outOfScope")));
        }
        String launcher = checks.text(r.launcher(), at + ".launcher");
        Integer max = checks.optionalWholeNumber(r.maxRockets(), at + ".maxRockets", 1, 10_000);
        boolean capPerRocket = capByIncome(r.capPerRocket(), at + ".capPerRocket");
        Set<String> ids = new HashSet<>();
        List<BattleRules.RocketStrike.Level> levels = new ArrayList<>();
        List<RocketLevelJson> lj = r.levels() == null ? List.of() : r.levels();
        for (int i = 0; i < lj.size(); i++) {
            String l = at + ".levels[" + i + "]";
            if (lj.get(i) == null) {
                throw error(l, "expected {\"id\": ..., \"name\": ..., \"damageDelta\": ...}");
            }
            String id = id(lj.get(i).id(), l + ".id");
            if (!ids.add(id)) {
                throw error(l + ".id", "'" + id + "' already names a level or a modifier");
            }
            levels.add(new BattleRules.RocketStrike.Level(id, checks.text(lj.get(i).name(), l + ".name"),
                    checks.wholeNumberOr(lj.get(i).damageDelta(), l + ".damageDelta", -100, 100, 0), sourceOf(lj.get(i).source())));
        }
        if (r.targets() == null || r.targets().isEmpty()) {
            throw error(at + ".targets", "expected at least one target");
        }
        List<BattleRules.RocketStrike.Target> targets = new ArrayList<>();
        Set<String> targetIds = new HashSet<>();
        for (int i = 0; i < r.targets().size(); i++) {
            String t = at + ".targets[" + i + "]";
            RocketTargetJson tj = r.targets().get(i);
            if (tj == null) {
                throw error(t, "expected a target object");
            }
            String id = id(tj.id(), t + ".id");
            if (!targetIds.add(id)) {
                throw error(t + ".id", "target '" + id + "' is already defined");
            }
            BattleRules.RocketStrike.Damage damage = switch (tj.damage() == null ? "" : tj.damage()) {
                case "ipc" -> BattleRules.RocketStrike.Damage.IPC;
                case "points" -> BattleRules.RocketStrike.Damage.POINTS;
                case "units" -> BattleRules.RocketStrike.Damage.UNITS;
                default -> throw error(t + ".damage", "expected ipc, points or units, not " + quoted(tj.damage()));
            };
            targets.add(new BattleRules.RocketStrike.Target(id, checks.text(tj.name(), t + ".name"), damage, sourceOf(tj.source())));
        }
        List<BattleRules.RocketStrike.Modifier> modifiers = new ArrayList<>();
        List<RocketModifierJson> mj = r.modifiers() == null ? List.of() : r.modifiers();
        for (int i = 0; i < mj.size(); i++) {
            String m = at + ".modifiers[" + i + "]";
            RocketModifierJson x = mj.get(i);
            if (x == null) {
                throw error(m, "expected a modifier object");
            }
            String id = id(x.id(), m + ".id");
            if (!ids.add(id) || technologyIds.contains(id)) {
                throw error(m + ".id", "'" + id + "' already names a technology, a level or a modifier");
            }
            Role side = side(x.side(), m + ".side");
            List<String> applies = x.targets() == null ? List.of() : x.targets();
            for (int k = 0; k < applies.size(); k++) {
                if (!targetIds.contains(applies.get(k))) {
                    throw error(m + ".targets[" + k + "]", "expected one of the targets (" + String.join(", ", targetIds) + "), not "
                            + quoted(applies.get(k)));
                }
            }
            modifiers.add(new BattleRules.RocketStrike.Modifier(id, checks.text(x.name(), m + ".name"), side,
                    checks.wholeNumber(x.damageDelta(), m + ".damageDelta", -100, 100), applies, sourceOf(x.source())));
        }
        return Optional.of(new BattleRules.RocketStrike(launcher, optional(max),
                capPerRocket, levels, targets, modifiers, sourceOf(r.source()), Optional.empty()));
    }

    /** @return whether a raider's or a rocket's damage is capped by the territory's income ({@code territory-income}) */
    private boolean capByIncome(String cap, String at) {
        if (!"territory-income".equals(cap) && !"none".equals(cap)) {
            throw error(at, "expected territory-income or none, not " + quoted(cap));
        }
        return "territory-income".equals(cap);
    }

    /** @return the side a raid or rocket modifier belongs to */
    private Role side(String side, String at) {
        return switch (side == null ? "" : side) {
            case "attacker" -> Role.ATTACK;
            case "defender" -> Role.DEFENSE;
            default -> throw error(at, "expected attacker or defender, not " + quoted(side));
        };
    }

    /**
     * @param r the {@code strategicBombingRaid} object as written, or null
     * @return the edition's strategic bombing raid, empty when the section has none
     * @throws EditionException one line naming the file, the field and what was expected
     */
    Optional<RaidRules> raid(RaidJson r) {
        if (r == null) {
            return Optional.empty();
        }
        String at = "battle.strategicBombingRaid";
        List<String> raiders = unitIds(r.raiders(), at + ".raiders", true);
        boolean capPerRaider = capByIncome(r.capPerRaider(), at + ".capPerRaider");
        String source = sourceOf(r.source());
        List<String> escorts = unitIds(r.escorts(), at + ".escorts", false);
        List<String> interceptors = unitIds(r.interceptors(), at + ".interceptors", false);
        RaidRules.AntiAircraft aa = r.antiAircraft() == null ? RaidRules.AntiAircraft.ONE_DIE_PER_RAIDER
                : raidAntiAircraft(r.antiAircraft(), at + ".antiAircraft");
        if ((!escorts.isEmpty() || !interceptors.isEmpty()) != (r.airCombat() != null)) {
            throw error(at + ".airCombat", "an air combat goes with escorts or interceptors, and only with them");
        }
        Optional<RaidRules.AirCombat> air = r.airCombat() == null ? Optional.empty()
                : Optional.of(airCombat(r.airCombat(), at + ".airCombat"));
        List<RaidRules.Mission> missions = new ArrayList<>();
        if (r.missions() == null) {
            missions.add(RaidRules.Mission.IPC_DAMAGE);
        } else if (r.missions().isEmpty()) {
            throw error(at + ".missions", "expected at least one mission");
        }
        Set<String> ids = new HashSet<>();
        List<MissionJson> mj = r.missions() == null ? List.of() : r.missions();
        for (int i = 0; i < mj.size(); i++) {
            RaidRules.Mission m = mission(mj.get(i), at + ".missions[" + i + "]");
            if (!ids.add(m.id())) {
                throw error(at + ".missions[" + i + "].id", "mission '" + m.id() + "' is already defined");
            }
            missions.add(m);
        }
        List<RaidRules.DamageDice> dice = new ArrayList<>();
        List<DamageDiceJson> dj = r.damageDice() == null ? List.of() : r.damageDice();
        for (int i = 0; i < dj.size(); i++) {
            dice.add(damageDice(dj.get(i), at + ".damageDice[" + i + "]"));
        }
        List<RaidRules.Modifier> modifiers = new ArrayList<>();
        List<ModifierJson> mods = r.modifiers() == null ? List.of() : r.modifiers();
        for (int i = 0; i < mods.size(); i++) {
            RaidRules.Modifier m = modifier(mods.get(i), at + ".modifiers[" + i + "]");
            if (technologyIds.contains(m.id()) || modifiers.stream().anyMatch(o -> o.id().equals(m.id()))) {
                throw error(at + ".modifiers[" + i + "].id", "'" + m.id() + "' already names a technology or a raid modifier");
            }
            modifiers.add(m);
        }
        return Optional.of(new RaidRules(raiders, capPerRaider, source, escorts,
                interceptors, aa, air, missions, dice, modifiers));
    }

    private List<String> unitIds(List<String> ids, String at, boolean required) {
        if (ids == null && !required) {
            return List.of();
        }
        if (ids == null || ids.isEmpty() || ids.stream().anyMatch(u -> u == null || u.isBlank())) {
            throw error(at, "expected a list of unit ids, e.g. [\"bomber\"]");
        }
        return ids;
    }

    private RaidRules.AntiAircraft raidAntiAircraft(RaidAntiAircraftJson a, String at) {
        RaidRules.FiresAt firesAt = switch (a.firesAt() == null ? "" : a.firesAt()) {
            case "raiders" -> RaidRules.FiresAt.RAIDERS;
            case "aircraft" -> RaidRules.FiresAt.AIRCRAFT;
            case "none" -> RaidRules.FiresAt.NONE;
            default -> throw error(at + ".firesAt", "expected raiders, aircraft or none, not " + quoted(a.firesAt()));
        };
        Integer perGun = checks.optionalWholeNumber(a.targetsPerGun(), at + ".targetsPerGun", 1, 100);
        RaidRules.Chooser casualties = switch (a.casualties() == null ? "each-die" : a.casualties()) {
            case "each-die" -> RaidRules.Chooser.EACH_DIE;
            case "attacker" -> RaidRules.Chooser.ATTACKER;
            default -> throw error(at + ".casualties", "expected each-die or attacker, not " + quoted(a.casualties()));
        };
        if (casualties == RaidRules.Chooser.EACH_DIE && perGun != null) {
            throw error(at + ".casualties", "a gun firing at some of the aircraft (targetsPerGun) needs \"casualties\": \"attacker\"");
        }
        Set<String> unless = new java.util.LinkedHashSet<>();
        List<String> written = a.unlessTags() == null ? List.of() : a.unlessTags();
        for (int i = 0; i < written.size(); i++) {
            unless.add(checks.id(written.get(i), at + ".unlessTags[" + i + "]"));
        }
        if (!unless.isEmpty() && firesAt == RaidRules.FiresAt.NONE) {
            throw error(at + ".unlessTags", "no AA gun fires with \"firesAt\": \"none\", so no raider is spared");
        }
        return new RaidRules.AntiAircraft(firesAt, optional(perGun),
                casualties, sourceOf(a.source()), unless);
    }

    private RaidRules.AirCombat airCombat(AirCombatJson a, String at) {
        RaidRules.Order order = switch (a.order() == null ? "" : a.order()) {
            case "interceptors-first" -> RaidRules.Order.INTERCEPTORS_FIRST;
            case "simultaneous" -> RaidRules.Order.SIMULTANEOUS;
            default -> throw error(at + ".order", "expected interceptors-first or simultaneous, not " + quoted(a.order()));
        };
        int escort = checks.wholeNumber(a.escort(), at + ".escort", 0, 100);
        int interceptor = checks.wholeNumber(a.interceptor(), at + ".interceptor", 0, 100);
        int raider = checks.wholeNumberOr(a.raider(), at + ".raider", 0, 100, 0);
        RaidRules.Chooser chooser = switch (a.chooser() == null ? "" : a.chooser()) {
            case "attacker" -> RaidRules.Chooser.ATTACKER;
            case "defender" -> RaidRules.Chooser.DEFENDER;
            default -> throw error(at + ".chooser", "expected attacker or defender, not " + quoted(a.chooser()));
        };
        List<RaidRules.ValueDelta> deltas = new ArrayList<>();
        List<ValueDeltaJson> tj = a.technologies() == null ? List.of() : a.technologies();
        for (int i = 0; i < tj.size(); i++) {
            String t = at + ".technologies[" + i + "]";
            if (tj.get(i) == null) {
                throw error(t, "expected {\"technology\": ..., \"delta\": ...}");
            }
            java.util.Map<String, String> when = tj.get(i).when() == null ? java.util.Map.of() : tj.get(i).when();
            checks.ruleOptions(when, t + ".when");
            deltas.add(new RaidRules.ValueDelta(technology(tj.get(i).technology(), t + ".technology"),
                    checks.wholeNumber(tj.get(i).delta(), t + ".delta", -100, 100), when));
        }
        return new RaidRules.AirCombat(order, escort, interceptor, raider, chooser, deltas, sourceOf(a.source()));
    }

    private RaidRules.Mission mission(MissionJson m, String at) {
        if (m == null) {
            throw error(at, "expected a mission object");
        }
        String id = id(m.id(), at + ".id");
        RaidRules.Damage damage = switch (m.damage() == null ? "" : m.damage()) {
            case "ipc" -> RaidRules.Damage.IPC;
            case "points" -> RaidRules.Damage.POINTS;
            case "aa-guns" -> RaidRules.Damage.AA_GUNS;
            default -> throw error(at + ".damage", "expected ipc, points or aa-guns, not " + quoted(m.damage()));
        };
        List<Integer> faces = new ArrayList<>();
        List<JsonNode> fj = m.faces() == null ? List.of() : m.faces();
        for (int i = 0; i < fj.size(); i++) {
            faces.add(checks.wholeNumber(fj.get(i), at + ".faces[" + i + "]", 0, 1000));
        }
        Integer hitsOn = checks.optionalWholeNumber(m.hitsOn(), at + ".hitsOn", 1, 100);
        boolean automatic = Boolean.TRUE.equals(m.automatic());
        if ((hitsOn != null || automatic) != (damage == RaidRules.Damage.AA_GUNS) || hitsOn != null && automatic) {
            throw error(at + ".hitsOn", "a mission of AA guns takes hitsOn (a die destroys one gun on that or less) or"
                    + " \"automatic\": true, and only such a mission takes them");
        }
        if (!faces.isEmpty() && damage == RaidRules.Damage.AA_GUNS) {
            throw error(at + ".faces", "AA guns are destroyed by hitsOn or automatically, not by faces");
        }
        Integer cap = checks.optionalWholeNumber(m.cap(), at + ".cap", 0, 100_000);
        Integer ipcEach = checks.optionalWholeNumber(m.ipcEach(), at + ".ipcEach", 0, 1000);
        if ((ipcEach != null) != (damage == RaidRules.Damage.POINTS)) {
            throw error(at + ".ipcEach", "a mission of damage points says the IPC value of a point (the repair cost), and only it");
        }
        java.util.OptionalInt aaValue = java.util.OptionalInt.empty();
        Optional<String> aaUnit = Optional.empty();
        if (m.antiAircraft() != null && m.antiAircraft().isTextual()) {
            aaUnit = Optional.of(checks.id(m.antiAircraft().textValue(), at + ".antiAircraft"));
        } else if (m.antiAircraft() != null) {
            aaValue = java.util.OptionalInt.of(checks.wholeNumber(m.antiAircraft(), at + ".antiAircraft", 1, 100));
        }
        List<String> raiders = unitIds(m.raiders(), at + ".raiders", false);
        return new RaidRules.Mission(id, checks.text(m.name(), at + ".name"), damage, faces,
                optional(hitsOn), automatic,
                optional(cap),
                optional(ipcEach), aaValue, aaUnit, raiders,
                sourceOf(m.source()));
    }

    private RaidRules.DamageDice damageDice(DamageDiceJson d, String at) {
        if (d == null) {
            throw error(at, "expected a damage dice object");
        }
        Optional<String> tech = d.technology() == null ? Optional.empty() : Optional.of(technology(d.technology(), at + ".technology"));
        Integer atMost = checks.optionalWholeNumber(d.atMost(), at + ".atMost", 1, 10_000);
        int sides = checks.wholeNumber(d.sides(), at + ".sides", 1, 100);
        List<Integer> faces = new ArrayList<>();
        List<JsonNode> fj = d.faces() == null ? List.of() : d.faces();
        for (int i = 0; i < fj.size(); i++) {
            faces.add(checks.wholeNumber(fj.get(i), at + ".faces[" + i + "]", 0, 1000));
        }
        if (!faces.isEmpty() && faces.size() != sides) {
            throw error(at + ".faces", "expected " + sides + " faces, one per side of the die, got " + faces.size());
        }
        return new RaidRules.DamageDice(checks.text(d.unit(), at + ".unit"), tech, checks.wholeNumber(d.dice(), at + ".dice", 1, 12),
                sides, optional(atMost), sourceOf(d.source()), faces);
    }

    private RaidRules.Modifier modifier(ModifierJson m, String at) {
        if (m == null) {
            throw error(at, "expected a modifier object");
        }
        String id = id(m.id(), at + ".id");
        Role side = side(m.side(), at + ".side");
        int delta = checks.wholeNumberOr(m.damageDelta(), at + ".damageDelta", -100, 0, 0);
        int stayOn = checks.wholeNumberOr(m.interceptorsStayOn(), at + ".interceptorsStayOn", 1, 100, 0);
        boolean halved = Boolean.TRUE.equals(m.interceptorsHalved());
        List<String> raiders = unitIds(m.raiders(), at + ".raiders", false);
        if ((delta != 0 ? 1 : 0) + (stayOn > 0 ? 1 : 0) + (halved ? 1 : 0) + (raiders.isEmpty() ? 0 : 1) != 1) {
            throw error(at, "expected one effect: damageDelta (below 0), interceptorsStayOn, interceptorsHalved or raiders");
        }
        if (!raiders.isEmpty() && side != Role.ATTACK) {
            throw error(at + ".side", "raiders are the attacker's: expected attacker");
        }
        return new RaidRules.Modifier(id, checks.text(m.name(), at + ".name"), side, delta, stayOn, halved,
                sourceOf(m.source()), raiders);
    }

    private String technology(String id, String at) {
        return checks.technology(id, technologyIds, at);
    }

    private String id(String id, String at) {
        return checks.id(id, at);
    }

    private EditionException error(String at, String message) {
        return checks.error(at, message);
    }
}
