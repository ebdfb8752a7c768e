package battleboard.edition;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * A strategic bombing raid, fought off the battle board (issue 14), as the edition file's
 * {@code battle.strategicBombingRaid} describes it ({@code docs/editions.md}); {@code battleboard.raid.Raid} solves it.
 * The steps, in order: the AA guns entered for the raid fire ({@link #antiAircraft()}); the interceptors and the escorts
 * fight ({@link #airCombat()}); the target's own AA fires at the surviving raiders ({@link Mission#antiAircraft()}); the
 * raiders that are left roll their damage dice for the mission flown ({@link #missions()}, {@link #damageDice()},
 * {@link #modifiers()}). Revised and Classic have only the first and the last step; World at War 2005 (W460-491) and
 * Global War 1939 (G380-412) have more.
 *
 * @param raiders      the unit ids that may raid, e.g. {@code bomber}; at least one
 * @param capPerRaider true when each raider's damage is capped at the territory's income (Revised L1907-1911)
 * @param source       the rulebook lines
 * @param escorts      the unit ids that may escort the raiders; empty: the edition has no escorts
 * @param interceptors the unit ids that may intercept; empty: the edition has no interceptors
 * @param antiAircraft how the AA guns entered for the raid fire
 * @param airCombat    the fight between escorts, raiders and interceptors; present when the edition has escorts or
 *                     interceptors
 * @param missions     what the raiders that get through may do, the first the default; at least one
 * @param damageDice   the damage dice of each raider; empty: each raider rolls its attack dice (technologies applied)
 *                     on the edition's die
 * @param modifiers    rules a side ticks for one raid (World at War's R.V. Jones, decentralization, radar jamming)
 */
public record RaidRules(List<String> raiders, boolean capPerRaider, String source, List<String> escorts, List<String> interceptors,
                   AntiAircraft antiAircraft, Optional<AirCombat> airCombat, List<Mission> missions, List<DamageDice> damageDice,
                   List<Modifier> modifiers) {
    public RaidRules {
        raiders = List.copyOf(raiders);
        escorts = List.copyOf(escorts);
        interceptors = List.copyOf(interceptors);
        Objects.requireNonNull(antiAircraft, "antiAircraft");
        Objects.requireNonNull(airCombat, "airCombat");
        missions = List.copyOf(missions);
        damageDice = List.copyOf(damageDice);
        modifiers = List.copyOf(modifiers);
        if (raiders.isEmpty() || missions.isEmpty()) {
            throw new IllegalArgumentException("a raid needs at least one raider and one mission");
        }
        if ((!escorts.isEmpty() || !interceptors.isEmpty()) != airCombat.isPresent()) {
            throw new IllegalArgumentException("an air combat goes with escorts or interceptors, and only with them");
        }
    }

    /**
     * A raid as Revised and Classic fight it: one AA gun fires one die at each raider, and the survivors' attack dice
     * are summed into IPC damage; no escorts, no interceptors.
     */
    public RaidRules(List<String> raiders, boolean capPerRaider, String source) {
        this(raiders, capPerRaider, source, List.of(), List.of(), AntiAircraft.ONE_DIE_PER_RAIDER, Optional.empty(),
                List.of(Mission.IPC_DAMAGE), List.of(), List.of());
    }

    /**
     * @param id a mission id, e.g. {@code factory}
     * @return the mission
     * @throws IllegalArgumentException one line listing the raid's missions when there is none of that id
     */
    public Mission mission(String id) {
        return missions.stream().filter(m -> m.id().equals(id)).findFirst().orElseThrow(() -> new IllegalArgumentException(
                "no mission '" + id + "' in a raid of this edition (missions: "
                        + String.join(", ", missions.stream().map(Mission::id).toList()) + ")"));
    }

    /**
     * @param id a modifier id, e.g. {@code rv-jones}
     * @return the modifier, if the raid has it
     */
    public Optional<Modifier> modifier(String id) {
        return modifiers.stream().filter(m -> m.id().equals(id)).findFirst();
    }

    /** Which aircraft the AA guns entered for a raid fire at. */
    public enum FiresAt {
        /** The raiders only (Revised, Classic: the bombers). */
        RAIDERS,
        /** Raiders and escorts (World at War, W467). */
        AIRCRAFT,
        /** No AA gun fires before the target's own (Global War 1939: only the target's AA fires, G404, G1797). */
        NONE
    }

    /** Who decides which aircraft a volley's hits destroy. */
    public enum Chooser {
        /** Each die is rolled at one aircraft and destroys that one (Revised, Classic, Global War 1939's AA). */
        EACH_DIE,
        /** The raiding side, by its order of loss (World at War's AA, W467; Global War 1939's air combat, §2.11). */
        ATTACKER,
        /** The defender (World at War's interceptors, W468). */
        DEFENDER
    }

    /**
     * How the AA guns entered for a raid fire, before any air combat.
     *
     * @param firesAt       which aircraft they fire at
     * @param targetsPerGun the most aircraft one gun fires at, one die each (World at War: 3, W467), so that several guns
     *                      may fire; empty: one gun, one die at every aircraft
     * @param casualties    who picks the aircraft hit: {@link Chooser#EACH_DIE} or {@link Chooser#ATTACKER}
     * @param source        the rulebook lines
     * @param unlessTags    raiders with one of these tags (a technology may give them) are never fired at (Revised
     *                      Superfortresses: bombers tagged {@code aa-immune}, L3041-3043); empty: every raider is
     */
    public record AntiAircraft(FiresAt firesAt, OptionalInt targetsPerGun, Chooser casualties, String source,
                               Set<String> unlessTags) {
        /** Revised's and Classic's: one gun, one die at each raider (Revised L1903-1906, Classic L664-677). */
        public static final AntiAircraft ONE_DIE_PER_RAIDER = new AntiAircraft(FiresAt.RAIDERS, OptionalInt.empty(), Chooser.EACH_DIE, "");

        /** AA fire that every raider is exposed to. */
        public AntiAircraft(FiresAt firesAt, OptionalInt targetsPerGun, Chooser casualties, String source) {
            this(firesAt, targetsPerGun, casualties, source, Set.of());
        }

        public AntiAircraft {
            unlessTags = Set.copyOf(unlessTags);
            Objects.requireNonNull(firesAt, "firesAt");
            Objects.requireNonNull(targetsPerGun, "targetsPerGun");
            Objects.requireNonNull(source, "source");
            if (targetsPerGun.isPresent() && targetsPerGun.getAsInt() < 1) {
                throw new IllegalArgumentException("an AA gun fires at 1 or more targets, not " + targetsPerGun.getAsInt());
            }
            if (casualties == Chooser.DEFENDER || casualties == Chooser.EACH_DIE && targetsPerGun.isPresent()) {
                throw new IllegalArgumentException("AA casualties are the attacker's choice, or each die's when a gun fires at"
                        + " every aircraft");
            }
        }

        /** @return the most AA guns that may fire: 1 when one gun fires at every aircraft, else any number */
        public int maxGuns() {
            return targetsPerGun.isPresent() ? Integer.MAX_VALUE : 1;
        }
    }

    /** The order of the air combat. */
    public enum Order {
        /** The interceptors fire and their hits leave; then the surviving escorts fire (World at War, W468-469). */
        INTERCEPTORS_FIRST,
        /** Both sides fire once and the casualties leave together (Global War 1939, G396-400). */
        SIMULTANEOUS
    }

    /**
     * The fight between the raid's aircraft and the interceptors: one round, each aircraft one die at a value of its own
     * role in the raid, not its attack or defense value.
     *
     * @param order        who fires first
     * @param escort       an escort's value (World at War 1, W469; Global War 1939 3, G390), on the edition's die
     * @param interceptor  an interceptor's value (World at War 1, W468; Global War 1939 3, G390)
     * @param raider       a raider's value, 0 when raiders do not fire (World at War); Global War 1939: 1, G390-392
     * @param chooser      who picks the raid's aircraft the interceptors' hits destroy: {@link Chooser#DEFENDER} (W468) or
     *                     {@link Chooser#ATTACKER} (the owner, Global War 1939)
     * @param technologies technologies that add to the escorts' and the interceptors' values (World at War's jets +1, W568)
     * @param source       the rulebook lines
     */
    public record AirCombat(Order order, int escort, int interceptor, int raider, Chooser chooser, List<ValueDelta> technologies,
                            String source) {
        public AirCombat {
            Objects.requireNonNull(order, "order");
            Objects.requireNonNull(source, "source");
            technologies = List.copyOf(technologies);
            if (escort < 0 || interceptor < 0 || raider < 0) {
                throw new IllegalArgumentException("air combat values cannot be negative");
            }
            if (chooser == Chooser.EACH_DIE) {
                throw new IllegalArgumentException("the interceptors' hits are chosen by the attacker or the defender");
            }
        }
    }

    /**
     * A technology's change to an air-combat value.
     *
     * @param technology the technology id
     * @param delta      added to the value of the aircraft of the side that has it
     * @param when       rule option id to value: the delta acts only while the raid's options have these values (Global
     *                   War's Jet Fighters under {@code raid-jet-fighters=plus-two}); empty: always
     */
    public record ValueDelta(String technology, int delta, Map<String, String> when) {
        public ValueDelta {
            Objects.requireNonNull(technology, "technology");
            when = Map.copyOf(when);
        }
    }

    /** What a mission's damage counts. */
    public enum Damage {
        /** IPCs the defender pays (Revised, Classic; World at War's conventional bombing, W475). */
        IPC,
        /** Damage points on a facility (World at War's factory parts, W470; Global War 1939's facilities, G1793-1840). */
        POINTS,
        /** AA guns destroyed (World at War, W470; Global War 1939, G412). */
        AA_GUNS
    }

    /**
     * One mission of the raiders that get through (World at War's "bombing mission", W470), or one target (Global War
     * 1939's, G402-412). Every raider flies the one mission chosen for the raid.
     *
     * @param id               lower case, e.g. {@code factory}
     * @param name             e.g. "factory damage"
     * @param damage           what the damage counts
     * @param faces            the damage of each face of a damage die, index = face - 1 (World at War's factory die: 1, 2,
     *                         3, 4, 5, 10); empty: the face as rolled
     * @param hitsOn           for AA guns destroyed by dice: a die destroys one gun on this or less (World at War: 4);
     *                         damage modifiers do not change it
     * @param automatic        for AA guns: the target gun is destroyed when any raider gets through (Global War 1939, G412)
     * @param cap              the most damage in all (Global War 1939: a major IC 20, G1793); empty: no cap (AA guns: the
     *                         guns entered)
     * @param ipcEach          the IPC value of a damage point, for the IPC swing (the repair cost: 1, W487, G198); present
     *                         exactly for damage points (IPC damage counts 1, an AA gun its cost)
     * @param antiAircraft     the target's own AA value, firing one die at each raider that gets through the air combat
     *                         (Global War 1939's bases: 2, G1817); empty: none
     * @param antiAircraftUnit the target's own AA fires at this unit's anti-aircraft value, the defender's technologies
     *                         applied (Global War 1939's AA gun target, Radar 4); empty: none
     * @param raiders          the raiders that may fly it (Global War 1939's tactical bombers only at bases, G1969);
     *                         empty: all
     * @param source           the rulebook lines
     */
    public record Mission(String id, String name, Damage damage, List<Integer> faces, OptionalInt hitsOn, boolean automatic,
                          OptionalInt cap, OptionalInt ipcEach, OptionalInt antiAircraft, Optional<String> antiAircraftUnit,
                          List<String> raiders, String source) {
        /** Revised's and Classic's only mission: the dice as rolled, in IPC. */
        public static final Mission IPC_DAMAGE = new Mission("ipc", "IPC damage", Damage.IPC, List.of(), OptionalInt.empty(), false,
                OptionalInt.empty(), OptionalInt.empty(), OptionalInt.empty(), Optional.empty(), List.of(), "");

        public Mission {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(damage, "damage");
            faces = List.copyOf(faces);
            raiders = List.copyOf(raiders);
            Objects.requireNonNull(source, "source");
            if (faces.stream().anyMatch(f -> f < 0)) {
                throw new IllegalArgumentException("a damage die's faces cannot be negative");
            }
            if ((hitsOn.isPresent() || automatic) != (damage == Damage.AA_GUNS) || hitsOn.isPresent() && automatic) {
                throw new IllegalArgumentException("AA guns are destroyed by dice (hitsOn) or automatically, and only AA guns");
            }
            if (antiAircraft.isPresent() && antiAircraftUnit.isPresent()) {
                throw new IllegalArgumentException("a target's AA has one value");
            }
            if (ipcEach.isPresent() != (damage == Damage.POINTS)) {
                throw new IllegalArgumentException("damage points, and only they, have an IPC value of their own");
            }
        }
    }

    /**
     * The damage dice of one raider type.
     *
     * @param unit       the raider's unit id
     * @param technology the technology of the raiding side that gives these dice instead of the plain ones (Heavy
     *                   Bombers); empty: the plain dice
     * @param dice       dice per raider, at least 1
     * @param sides      sides of each die (Global War 1939: 2D6, G408; 2d12 with Heavy Bombers, G176)
     * @param atMost     the most raiders of the unit that may have these dice (World at War: 2 heavy bombers, W588)
     * @param source     the rulebook lines
     * @param faces      the damage of each face of these dice, index = face - 1, {@code sides} of them (Revised Luftwaffe
     *                   Dive-Bombers: a fighter's die halved, rounded up, 1, 1, 2, 2, 3, 3, L2919-2921); empty: the face
     *                   as rolled
     */
    public record DamageDice(String unit, Optional<String> technology, int dice, int sides, OptionalInt atMost, String source,
                             List<Integer> faces) {
        /** Dice whose damage is the face rolled. */
        public DamageDice(String unit, Optional<String> technology, int dice, int sides, OptionalInt atMost, String source) {
            this(unit, technology, dice, sides, atMost, source, List.of());
        }

        public DamageDice {
            Objects.requireNonNull(unit, "unit");
            Objects.requireNonNull(technology, "technology");
            Objects.requireNonNull(atMost, "atMost");
            Objects.requireNonNull(source, "source");
            faces = List.copyOf(faces);
            if (dice < 1 || sides < 1) {
                throw new IllegalArgumentException("damage dice need 1 or more dice of 1 or more sides");
            }
            if (!faces.isEmpty() && (faces.size() != sides || faces.stream().anyMatch(f -> f < 0))) {
                throw new IllegalArgumentException("damage dice of " + sides + " sides take " + sides + " faces of 0 or more");
            }
        }
    }

    /**
     * A rule a side ticks for one raid, with one effect.
     *
     * @param id                 lower case, e.g. {@code rv-jones}; not a technology id
     * @param name               e.g. "R.V. Jones radio beam disruption (a British factory)"
     * @param side               {@link Role#ATTACK}: the raiding side's; {@link Role#DEFENSE}: the defender's
     * @param damageDelta        added to every damage die of the IPC and damage-point missions, 0 or less (World at
     *                           War: R.V. Jones -1, W551; decentralization -2, W593); a modified roll below 1 does nothing
     * @param interceptorsStayOn the interceptors take no part when one die shows this or less (World at War's radar
     *                           jamming: 3, W559); 0: no such roll
     * @param interceptorsHalved only half the interceptors, rounded down, may fly (World at War's damaged fuel dumps, W483)
     * @param source             the rulebook lines
     * @param raiders            more units that may raid, for the raiding side (Revised Luftwaffe Dive-Bombers: fighters,
     *                           L2916-2922); empty for none
     */
    public record Modifier(String id, String name, Role side, int damageDelta, int interceptorsStayOn, boolean interceptorsHalved,
                           String source, List<String> raiders) {
        /** A modifier that adds no raider. */
        public Modifier(String id, String name, Role side, int damageDelta, int interceptorsStayOn, boolean interceptorsHalved,
                        String source) {
            this(id, name, side, damageDelta, interceptorsStayOn, interceptorsHalved, source, List.of());
        }

        public Modifier {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(side, "side");
            Objects.requireNonNull(source, "source");
            raiders = List.copyOf(raiders);
            if (damageDelta > 0 || interceptorsStayOn < 0) {
                throw new IllegalArgumentException("a damage modifier is 0 or less, an interceptors' roll 0 or more");
            }
            if ((damageDelta != 0 ? 1 : 0) + (interceptorsStayOn > 0 ? 1 : 0) + (interceptorsHalved ? 1 : 0)
                    + (raiders.isEmpty() ? 0 : 1) != 1) {
                throw new IllegalArgumentException("a raid modifier has one effect");
            }
            if (!raiders.isEmpty() && side != Role.ATTACK) {
                throw new IllegalArgumentException("raiders are the attacker's");
            }
        }
    }
}
