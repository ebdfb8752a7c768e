package battleboard.edition;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;

/**
 * The {@code battle} section of an edition file as written, before any check: Jackson (or {@link BuiltInJson} for a
 * built-in edition) binds the JSON to this record and the records nested in it by their component names, and
 * {@link BattleRulesReader} then checks each value. Each nested record is one object of the section.
 *
 * @see BattleRulesReader
 */
record BattleJson(List<StepJson> steps, List<RemnantJson> lostWithOnly, JsonNode bombardersPerLandUnit,
                  AirCombatRollJson airCombat, Boolean defenderRetreat, NavalBaseJson navalBaseFirstStrike, String aircraftOnlyWin,
                  String defenderSubmarinesNeedEscape, RaidJson strategicBombingRaid, RocketJson rocketStrike,
                  List<ShelterJson> shelters, FoughtApartJson foughtApart, MoraleJson chineseMorale, DetectionJson detectionRolls,
                  String roundOneWin, Map<String, JsonNode> rolls) {
    /** Submarine detection as written: {@code {"sides": 6, "detectors": ["fighter", ...], "source": ...}}. */
    record DetectionJson(JsonNode sides, List<String> detectors, String source) {
    }

    /** The Chinese morale roll as written: {@code {"unit": "infantry", "source": ...}}. */
    record MoraleJson(String unit, String source) {
    }

    /** The air combat before a battle as written: {@code {"fighters": "fighter", "supremacyBonus": 2, "source": ...}}. */
    record AirCombatRollJson(String fighters, JsonNode supremacyBonus, String source) {
    }

    /** The naval base's first strike as written: {@code {"hitsOn": 2, "sides": 12, "source": ...}}. */
    record NavalBaseJson(JsonNode hitsOn, JsonNode sides, String source) {
    }

    /** A sheltering unit as written: {@code {"unit": "sub-pen", "holds": ["submarine"], "most": 2, "attackers": ["air"]}}. */
    record ShelterJson(String unit, List<String> holds, JsonNode most, List<String> attackers, String source) {
    }

    /** A power fought apart as written: {@code {"powers": ["russia", "ussr"], "source": "W357, W359"}}. */
    record FoughtApartJson(List<String> powers, String source) {
    }

    /**
     * Rocket strikes as written: the launcher, the most rockets, "territory-income" or "none", the levels, targets and
     * modifiers, the rulebook lines; or {@code outOfScope} alone.
     */
    record RocketJson(String launcher, JsonNode maxRockets, String capPerRocket, List<RocketLevelJson> levels,
                      List<RocketTargetJson> targets, List<RocketModifierJson> modifiers, String source, String outOfScope) {
    }

    /** A rocket level as written: {@code {"id": "v2", "name": "V2", "damageDelta": 2}}. */
    record RocketLevelJson(String id, String name, JsonNode damageDelta, String source) {
    }

    /** A rocket target as written: {@code {"id": "factory", "name": "factory damage", "damage": "points"}}. */
    record RocketTargetJson(String id, String name, String damage, String source) {
    }

    /** A rocket modifier as written: {@code {"id": "industrial-decentralization", "side": "defender", "damageDelta": -2}}. */
    record RocketModifierJson(String id, String name, String side, JsonNode damageDelta, List<String> targets, String source) {
    }

    /**
     * A strategic bombing raid as written: the raiding units, "territory-income" or "none", the rulebook lines, and for the
     * editions with escorts, interceptors or several missions the fields below (each optional).
     */
    record RaidJson(List<String> raiders, String capPerRaider, String source, List<String> escorts, List<String> interceptors,
                    RaidAntiAircraftJson antiAircraft, AirCombatJson airCombat, List<MissionJson> missions,
                    List<DamageDiceJson> damageDice, List<ModifierJson> modifiers) {
    }

    /** The AA guns entered for a raid, as written: {@code {"firesAt": "aircraft", "targetsPerGun": 3, "casualties": "attacker"}}. */
    record RaidAntiAircraftJson(String firesAt, JsonNode targetsPerGun, String casualties, String source, List<String> unlessTags) {
    }

    /** A raid's air combat as written. */
    record AirCombatJson(String order, JsonNode escort, JsonNode interceptor, JsonNode raider, String chooser,
                         List<ValueDeltaJson> technologies, String source) {
    }

    /** A technology's change to the air-combat values, as written: {@code {"technology": "jet-power", "delta": 1}}. */
    record ValueDeltaJson(String technology, JsonNode delta, java.util.Map<String, String> when) {
    }

    /** A raid's mission (or target) as written. */
    record MissionJson(String id, String name, String damage, List<JsonNode> faces, JsonNode hitsOn, Boolean automatic, JsonNode cap,
                       JsonNode ipcEach, JsonNode antiAircraft, List<String> raiders, String source) {
    }

    /** A raider's damage dice as written: {@code {"unit": "strategic-bomber", "dice": 2, "sides": 6}}. */
    record DamageDiceJson(String unit, String technology, JsonNode dice, JsonNode sides, JsonNode atMost, String source,
                          List<JsonNode> faces) {
    }

    /** A raid modifier as written: {@code {"id": "rv-jones", "side": "defender", "damageDelta": -1}}. */
    record ModifierJson(String id, String name, String side, JsonNode damageDelta, JsonNode interceptorsStayOn, Boolean interceptorsHalved,
                        String source, List<String> raiders) {
    }

    /** A unit class that cannot hold a battle alone, as written. */
    record RemnantJson(String units, Map<String, String> when, Boolean destroyed) {
    }

    /** A step as written. */
    record StepJson(String id, String name, List<FireJson> fire, Map<String, String> when, String source, String values) {
    }

    /** A fire entry as written. */
    record FireJson(String id, String side, String units, String value, DiceJson dice, List<TargetJson> targets,
                    Boolean perUnitType, List<Integer> rounds, String battle, String removal, EnemyJson enemy,
                    Map<String, String> when, String source, Boolean also, Integer at, String technology, String chooser,
                    String unlessOwn) {
    }

    /** Dice as written: {@code {"perTarget": true, "maxFirers": 1}}; absent: each unit rolls its own. */
    record DiceJson(Boolean perTarget, Integer maxFirers, Integer maxPerFirer) {
    }

    /** A target class as written. */
    record TargetJson(List<String> domains, List<String> tags, List<String> unlessTags, Boolean bombardingShips) {
    }

    /** An enemy rule as written: {@code {"unit": "anti-submarine", "removal": "after-round"}}. */
    record EnemyJson(String unit, String removal, Boolean cancels, Boolean detects, String undetectedHitBy, Boolean leaveInstead) {
    }
}
