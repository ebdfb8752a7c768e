package battleboard.raid;

import battleboard.edition.Edition;
import battleboard.edition.RaidRules;
import battleboard.edition.Technology;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One strategic bombing raid as a player enters it, for {@link Raid#solve(RaidSetup)}. Immutable: start from
 * {@link #of(Edition, Map)} or {@link #of(Edition, int)} and change one input at a time with the {@code with...} methods.
 * Only the shape of the inputs is checked here; what the edition's raid allows is checked when it is solved.
 *
 * @param edition              the edition; its battle rules describe its raid
 * @param raiders              unit name (id, name or abbreviation) to count, in entry order, e.g. {@code strategic-bomber=1}
 * @param escorts              fighters escorting the raiders, 0 or more
 * @param interceptors         fighters intercepting, 0 or more (all that may fly: World at War's damaged fuel dumps halve them)
 * @param antiAircraftGuns     AA guns entered for the raid, 0 or more (Global War 1939: the target's own AA comes with it)
 * @param mission              the raiders' mission or target id; empty: the edition's first
 * @param attackerTechnologies the raiding side's technologies (Heavy Bombers, jets)
 * @param defenderTechnologies the defender's technologies (Radar, jets)
 * @param modifiers            the raid modifiers ticked, by id (World at War's {@code rv-jones}, ...)
 * @param income               the territory's income value, IPC, where each raider's damage is capped by it (Revised)
 * @param ipcsHeld             the IPCs the defender holds, the most IPC damage it can take; empty: no cap
 * @param targetDamage         damage points already on the target, 0 or more (Global War 1939's facilities)
 * @param antiAircraftLosses   the attacker's order for AA hits where it chooses (World at War); empty: escorts first
 * @param airCombatLosses      the order the interceptors' hits take the raid's aircraft; empty: the chooser's own (the
 *                             defender's: bombers first; the attacker's: escorts first)
 * @param options              rule option id to the value given for this raid, the edition's defaults for the others
 *                             (Global War's {@code raid-jet-fighters}); checked when the raid is solved
 */
public record RaidSetup(Edition edition, Map<String, Integer> raiders, int escorts, int interceptors, int antiAircraftGuns,
                        Optional<String> mission, List<Technology> attackerTechnologies, List<Technology> defenderTechnologies,
                        List<String> modifiers, OptionalInt income, OptionalInt ipcsHeld, int targetDamage,
                        Optional<RaidCasualties> antiAircraftLosses, Optional<RaidCasualties> airCombatLosses,
                        Map<String, String> options) {
    public RaidSetup {
        Objects.requireNonNull(edition, "edition");
        raiders = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(raiders));
        Objects.requireNonNull(mission, "mission");
        attackerTechnologies = List.copyOf(attackerTechnologies);
        defenderTechnologies = List.copyOf(defenderTechnologies);
        modifiers = List.copyOf(modifiers);
        Objects.requireNonNull(income, "income");
        Objects.requireNonNull(ipcsHeld, "ipcsHeld");
        Objects.requireNonNull(antiAircraftLosses, "antiAircraftLosses");
        Objects.requireNonNull(airCombatLosses, "airCombatLosses");
        options = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    /** A raid at the edition's rule option defaults. */
    public RaidSetup(Edition edition, Map<String, Integer> raiders, int escorts, int interceptors, int antiAircraftGuns,
                     Optional<String> mission, List<Technology> attackerTechnologies, List<Technology> defenderTechnologies,
                     List<String> modifiers, OptionalInt income, OptionalInt ipcsHeld, int targetDamage,
                     Optional<RaidCasualties> antiAircraftLosses, Optional<RaidCasualties> airCombatLosses) {
        this(edition, raiders, escorts, interceptors, antiAircraftGuns, mission, attackerTechnologies, defenderTechnologies, modifiers,
                income, ipcsHeld, targetDamage, antiAircraftLosses, airCombatLosses, Map.of());
    }

    /**
     * @param given rule option id to value, e.g. {@code raid-jet-fighters=plus-two}
     * @return this raid with these rule options (the edition's defaults for the others)
     */
    public RaidSetup withOptions(Map<String, String> given) {
        return new RaidSetup(edition, raiders, escorts, interceptors, antiAircraftGuns, mission, attackerTechnologies, defenderTechnologies,
                modifiers, income, ipcsHeld, targetDamage, antiAircraftLosses, airCombatLosses, given);
    }

    /**
     * @param edition the edition
     * @param raiders unit name to count, e.g. {@code Map.of("strategic-bomber", 2, "tactical-bomber", 1)}
     * @return a raid of these raiders alone: no escorts, interceptors or AA guns, the first mission
     */
    public static RaidSetup of(Edition edition, Map<String, Integer> raiders) {
        return new RaidSetup(edition, raiders, 0, 0, 0, Optional.empty(), List.of(), List.of(), List.of(), OptionalInt.empty(),
                OptionalInt.empty(), 0, Optional.empty(), Optional.empty());
    }

    /**
     * @param edition  the edition; its raid must describe one
     * @param bombers  how many of the edition's first raider (Revised: {@code bomber}; Global War 1939: {@code strategic-bomber})
     * @return a raid of these raiders alone
     * @throws IllegalArgumentException when the edition has no strategic bombing raid
     */
    public static RaidSetup of(Edition edition, int bombers) {
        return of(edition, Map.of(rule(edition).raiders().get(0), bombers));
    }

    /** @return this raid with {@code n} escorts */
    public RaidSetup withEscorts(int n) {
        return new RaidSetup(edition, raiders, n, interceptors, antiAircraftGuns, mission, attackerTechnologies, defenderTechnologies,
                modifiers, income, ipcsHeld, targetDamage, antiAircraftLosses, airCombatLosses, options);
    }

    /** @return this raid with {@code n} interceptors */
    public RaidSetup withInterceptors(int n) {
        return new RaidSetup(edition, raiders, escorts, n, antiAircraftGuns, mission, attackerTechnologies, defenderTechnologies,
                modifiers, income, ipcsHeld, targetDamage, antiAircraftLosses, airCombatLosses, options);
    }

    /** @return this raid with {@code n} AA guns entered */
    public RaidSetup withAntiAircraftGuns(int n) {
        return new RaidSetup(edition, raiders, escorts, interceptors, n, mission, attackerTechnologies, defenderTechnologies,
                modifiers, income, ipcsHeld, targetDamage, antiAircraftLosses, airCombatLosses, options);
    }

    /**
     * @param id a mission or target id of the edition's raid, e.g. {@code factory}
     * @return this raid flying it
     */
    public RaidSetup withMission(String id) {
        return new RaidSetup(edition, raiders, escorts, interceptors, antiAircraftGuns, Optional.of(id), attackerTechnologies,
                defenderTechnologies, modifiers, income, ipcsHeld, targetDamage, antiAircraftLosses, airCombatLosses, options);
    }

    /** @return this raid with these technologies of the attacker and of the defender */
    public RaidSetup withTechnologies(List<Technology> attacker, List<Technology> defender) {
        return new RaidSetup(edition, raiders, escorts, interceptors, antiAircraftGuns, mission, attacker, defender, modifiers, income,
                ipcsHeld, targetDamage, antiAircraftLosses, airCombatLosses, options);
    }

    /**
     * @param ids raid modifier ids, e.g. {@code rv-jones}
     * @return this raid with them ticked
     */
    public RaidSetup withModifiers(List<String> ids) {
        return new RaidSetup(edition, raiders, escorts, interceptors, antiAircraftGuns, mission, attackerTechnologies,
                defenderTechnologies, ids, income, ipcsHeld, targetDamage, antiAircraftLosses, airCombatLosses, options);
    }

    /** @return this raid with the territory's income value, IPC (empty: not given) */
    public RaidSetup withIncome(OptionalInt ipc) {
        return new RaidSetup(edition, raiders, escorts, interceptors, antiAircraftGuns, mission, attackerTechnologies,
                defenderTechnologies, modifiers, ipc, ipcsHeld, targetDamage, antiAircraftLosses, airCombatLosses, options);
    }

    /** @return this raid with the IPCs the defender holds (empty: no cap) */
    public RaidSetup withIpcsHeld(OptionalInt ipc) {
        return new RaidSetup(edition, raiders, escorts, interceptors, antiAircraftGuns, mission, attackerTechnologies,
                defenderTechnologies, modifiers, income, ipc, targetDamage, antiAircraftLosses, airCombatLosses, options);
    }

    /** @return this raid with {@code points} damage points already on the target */
    public RaidSetup withTargetDamage(int points) {
        return new RaidSetup(edition, raiders, escorts, interceptors, antiAircraftGuns, mission, attackerTechnologies,
                defenderTechnologies, modifiers, income, ipcsHeld, points, antiAircraftLosses, airCombatLosses, options);
    }

    /** @return this raid with the attacker's order for the AA hits */
    public RaidSetup withAntiAircraftLosses(RaidCasualties order) {
        return new RaidSetup(edition, raiders, escorts, interceptors, antiAircraftGuns, mission, attackerTechnologies,
                defenderTechnologies, modifiers, income, ipcsHeld, targetDamage, Optional.of(order), airCombatLosses);
    }

    /** @return this raid with the order for the interceptors' hits */
    public RaidSetup withAirCombatLosses(RaidCasualties order) {
        return new RaidSetup(edition, raiders, escorts, interceptors, antiAircraftGuns, mission, attackerTechnologies,
                defenderTechnologies, modifiers, income, ipcsHeld, targetDamage, antiAircraftLosses, Optional.of(order));
    }

    /**
     * @param edition an edition
     * @return its raid
     * @throws IllegalArgumentException when its file describes none
     */
    static RaidRules rule(Edition edition) {
        return edition.battle().raid().orElseThrow(() -> new IllegalArgumentException(edition.name()
                + " has no strategic bombing raid in its edition file (battle.strategicBombingRaid)"));
    }
}
