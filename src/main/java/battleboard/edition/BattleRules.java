package battleboard.edition;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The round of combat of an edition, as its file states it: the steps of a round in order, and in each
 * step who fires, at what value, how many dice, what the hits may go to, when the casualties leave, in
 * which rounds, and what an enemy unit changes. The solvers play a battle by interpreting these rules
 * ({@code battleboard.battle.RoundModel}); they know nothing of any edition. The format is in
 * {@code docs/editions.md}.
 *
 * <p>Which entry a unit fires in: entries that apply to the battle (their {@code when} options hold and
 * their {@code battle} kind matches) are taken in step order, and in each round a unit fires in the first
 * one whose side and firers select it, whose rounds include the round and that no enemy unit cancels
 * (an entry marked {@code also} adds dice and takes no unit away from the others).
 *
 * @param steps the steps of each round, in order; each step's dice are rolled together, from the units on
 *              the board at its start
 * @param lostWithOnly units a side cannot hold a battle with alone
 * @param bombardersPerLandUnit above 0, the most ships that may bombard per land unit offloaded (Global War 1939:
 *              one, G425-427): the units entered as landed when there are any, else every attacking land unit; 0 for no
 *              limit
 * @param defenderRetreat true when the edition has the optional defender's retreat (Global War 1939, G2175-2185)
 * @param aircraftOnlyWin how the rulebook calls a land battle whose defenders are destroyed with only attacking
 *              aircraft left, when it says more than "not taken" (Classic: "the territory is considered held by the
 *              defender", C926-928); empty: not taken
 * @param defenderSubmarinesNeedEscape the rule, with its line, that defending submarines leave only to an adjacent
 *              friendly or empty sea zone (Classic C789): a battle set up without one may not give the defender a
 *              submerge policy; empty when the edition has no such rule
 * @param raid the strategic bombing raid ({@code battle.strategicBombingRaid}); empty when the file describes none
 * @param rocketStrike the rocket strikes ({@code battle.rocketStrike}); empty when the file describes none
 * @param lineup who may fight in one battle beyond the units' own rules ({@code battle.shelters},
 *              {@code battle.foughtApart}); {@link Lineup#NONE} when the file says nothing
 * @param rolls the rolls the edition offers before a battle, with their numbers ({@code battle.detectionRolls},
 *              {@code battle.chineseMorale}, {@code battle.airCombat}, {@code battle.navalBaseFirstStrike}); a roll the
 *              edition does not offer is refused
 * @param roundOneWin the technology whose odds show the attacker's chance to win in round 1 ({@code battle.roundOneWin}:
 *              Revised's Panzerblitz, L2903-2907); empty: none
 */
public record BattleRules(List<StepRule> steps, List<Remnant> lostWithOnly, int bombardersPerLandUnit,
                          boolean defenderRetreat, java.util.Optional<String> aircraftOnlyWin,
                          java.util.Optional<String> defenderSubmarinesNeedEscape, java.util.Optional<Raid> raid,
                          java.util.Optional<RocketStrike> rocketStrike, Lineup lineup, PreBattleRolls rolls,
                          java.util.Optional<String> roundOneWin) {
    /** @return true when the edition has the optional air combat before a battle (Global War 1939, G2138-2171) */
    public boolean airCombat() {
        return rolls.airCombat().isPresent();
    }

    /** @return true when the edition has the naval-base first strike at an amphibious assault's ships (G2220-2226) */
    public boolean navalBaseFirstStrike() {
        return rolls.navalBase().isPresent();
    }

    /** @return true when the edition has World at War's Chinese morale roll (W304-313) */
    public boolean chineseMorale() {
        return rolls.chineseMorale().isPresent();
    }

    /** @return true when the edition has World at War's detection rolls against lone submarines (W443) */
    public boolean detectionRolls() {
        return rolls.detection().isPresent();
    }

    /**
     * Who may fight in one battle, beyond what each unit's own fields say.
     *
     * @param shelters    units that shelter others in a battle of their own (World at War's sub pen, W190-197)
     * @param foughtApart a power whose units never defend beside another power's (World at War's Russia, W357, W359);
     *                    empty: any powers may defend together
     */
    public record Lineup(List<Shelter> shelters, Optional<FoughtApart> foughtApart) {
        /** Nothing beyond the units' own rules. */
        public static final Lineup NONE = new Lineup(List.of(), Optional.empty());

        public Lineup {
            shelters = List.copyOf(shelters);
            Objects.requireNonNull(foughtApart, "foughtApart");
        }
    }

    /**
     * A unit that shelters others and is fought over in a battle of its own: it defends only, with at most {@code most}
     * of the units it holds and nothing else, against attackers of the given domains only, and there is one of it to a
     * battle (World at War's sub pen: "may house up to 2 German subs", "only air units may attack a sub pen", one per sea
     * zone, "a sea zone within a sea zone", W191-195).
     *
     * @param unit      the sheltering unit's id
     * @param holds     the ids of the units it holds
     * @param most      the most units it holds, at least 1
     * @param attackers the domains of the units that may attack it
     * @param source    rulebook lines
     */
    public record Shelter(String unit, Set<String> holds, int most, Set<Domain> attackers, String source) {
        public Shelter {
            Objects.requireNonNull(unit, "unit");
            holds = Set.copyOf(holds);
            attackers = Set.copyOf(attackers);
            if (most < 1) {
                throw new IllegalArgumentException("a shelter holds at least 1 unit, not " + most);
            }
        }
    }

    /**
     * A power whose units defend alone: a multinational defence may not name it beside another power.
     *
     * @param powers the names a player may give it, lower case (e.g. {@code ["russia", "ussr", "soviet"]})
     * @param source rulebook lines and why
     */
    public record FoughtApart(Set<String> powers, String source) {
        public FoughtApart {
            powers = Set.copyOf(powers);
            Objects.requireNonNull(source, "source");
        }
    }
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
    public record Raid(List<String> raiders, boolean capPerRaider, String source, List<String> escorts, List<String> interceptors,
                       AntiAircraft antiAircraft, Optional<AirCombat> airCombat, List<Mission> missions, List<DamageDice> damageDice,
                       List<Modifier> modifiers) {
        public Raid {
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
        public Raid(List<String> raiders, boolean capPerRaider, String source) {
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
         */
        public record ValueDelta(String technology, int delta) {
            public ValueDelta {
                Objects.requireNonNull(technology, "technology");
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

    /**
     * Rocket strikes (issue 14, item 2), as the edition file's {@code battle.rocketStrike} describes them
     * ({@code docs/editions.md}): each rocket rolls one die of the edition's, and its damage is the face plus the
     * rocket's {@link Level} and the {@link Modifier}s that apply to the target, at least 0 ({@link #faces}). Nothing
     * fires back. {@code battleboard.raid.Rockets} gives the damage of a strike at a target; a strike at the units of an
     * area before a battle ({@link Damage#UNITS}, World at War W516) is a roll of {@code battleboard.battle.PreBattle}.
     *
     * @param launcher     what fires one rocket, singular, for messages: "AA gun" (Revised, Classic), "rocket" (World at
     *                     War)
     * @param maxRockets   the most rockets in one strike: Classic 1 ("one free rocket attack per turn", C439), World at War
     *                     2 ("up to 2 rocket units", W514); empty: one per AA gun, as many as are entered (Revised L1876)
     * @param capPerRocket true when each rocket does at most the territory's income value (Revised L1876-1878)
     * @param levels       the rocket's technology levels, the first the default (World at War: V1, V2 at +2, W519); empty:
     *                     one kind of rocket
     * @param targets      what a strike may be fired at, the first the default; at least one, unless {@code outOfScope}
     * @param modifiers    rules a side ticks for one strike (World at War's industrial decentralization, -2 at factories,
     *                     W593); an id is not a level's
     * @param source       the rulebook lines
     * @param outOfScope   present when the rulebook names rockets but gives them no dice (Global War 1939, G158-160): why
     *                     they cannot be played; then there are no levels, targets or modifiers
     */
    public record RocketStrike(String launcher, OptionalInt maxRockets, boolean capPerRocket, List<Level> levels, List<Target> targets,
                               List<Modifier> modifiers, String source, Optional<String> outOfScope) {
        public RocketStrike {
            Objects.requireNonNull(launcher, "launcher");
            Objects.requireNonNull(maxRockets, "maxRockets");
            levels = List.copyOf(levels);
            targets = List.copyOf(targets);
            modifiers = List.copyOf(modifiers);
            Objects.requireNonNull(source, "source");
            Objects.requireNonNull(outOfScope, "outOfScope");
            if (outOfScope.isPresent() != targets.isEmpty() || outOfScope.isPresent() && !(levels.isEmpty() && modifiers.isEmpty())) {
                throw new IllegalArgumentException("rockets have targets, or are out of scope with none");
            }
            if (maxRockets.isPresent() && maxRockets.getAsInt() < 1) {
                throw new IllegalArgumentException("a rocket strike has at least 1 rocket, not " + maxRockets.getAsInt());
            }
        }

        /**
         * @param why the rulebook lines and why the edition cannot play its rockets
         * @return rockets the edition names but cannot play
         */
        public static RocketStrike outOfScope(String why) {
            return new RocketStrike("", OptionalInt.empty(), false, List.of(), List.of(), List.of(), "", Optional.of(why));
        }

        /**
         * @param id a target id, e.g. {@code factory}
         * @return the target
         * @throws IllegalArgumentException one line listing the targets when there is none of that id
         */
        public Target target(String id) {
            return targets.stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow(() -> new IllegalArgumentException(
                    "no rocket target '" + id + "' in this edition (targets: " + String.join(", ", targets.stream().map(Target::id).toList())
                            + ")"));
        }

        /** @return the target of a strike at an area's units before a battle (World at War W516), if the edition has one */
        public Optional<Target> areaTarget() {
            return targets.stream().filter(t -> t.damage() == Damage.UNITS).findFirst();
        }

        /**
         * @param id a level id, e.g. {@code v2}
         * @return the level, if the rockets have it
         */
        public Optional<Level> level(String id) {
            return levels.stream().filter(l -> l.id().equals(id)).findFirst();
        }

        /**
         * @param id a modifier id, e.g. {@code industrial-decentralization}
         * @return the modifier, if the rockets have it
         */
        public Optional<Modifier> modifier(String id) {
            return modifiers.stream().filter(m -> m.id().equals(id)).findFirst();
        }

        /**
         * The damage of one rocket's die: its face, plus the level's delta and the deltas of the ticked modifiers that apply
         * to the target (they add up: World at War's V2 +2 and decentralization -2 give the face as rolled, the digest's
         * T10), at least 0 (A16). No face is critical (W515).
         *
         * @param dieSides the edition's die, 2 or more
         * @param target   the target
         * @param level    the rocket's level; empty: none (an edition without levels)
         * @param ticked   the modifiers ticked; those that do not apply to the target change nothing
         * @return the damage of each face, index = face - 1, each 0 or more
         */
        public List<Integer> faces(int dieSides, Target target, Optional<Level> level, List<Modifier> ticked) {
            int delta = level.map(Level::damageDelta).orElse(0)
                    + ticked.stream().filter(m -> m.appliesTo(target)).mapToInt(Modifier::damageDelta).sum();
            return java.util.stream.IntStream.rangeClosed(1, dieSides).map(face -> Math.max(0, face + delta)).boxed().toList();
        }

        /** What a target's damage counts. */
        public enum Damage {
            /** IPCs the target's owner surrenders to the bank (Revised L1880, Classic C439). */
            IPC,
            /** Damage points on a part of a factory (World at War W515). */
            POINTS,
            /** The IPC value of the units the defender removes from an area before the battle there (World at War W516). */
            UNITS
        }

        /**
         * One target of a strike.
         *
         * @param id     lower case, e.g. {@code industrial-complex}
         * @param name   e.g. "industrial complex"
         * @param damage what the damage counts
         * @param source the rulebook lines
         */
        public record Target(String id, String name, Damage damage, String source) {
            public Target {
                Objects.requireNonNull(id, "id");
                Objects.requireNonNull(name, "name");
                Objects.requireNonNull(damage, "damage");
                Objects.requireNonNull(source, "source");
            }
        }

        /**
         * A technology level of the rocket (World at War: V1, then V2, W519).
         *
         * @param id          lower case, e.g. {@code v2}
         * @param name        e.g. "V2"
         * @param damageDelta added to every rocket die at every target (V2: +2)
         * @param source      the rulebook lines
         */
        public record Level(String id, String name, int damageDelta, String source) {
            public Level {
                Objects.requireNonNull(id, "id");
                Objects.requireNonNull(name, "name");
                Objects.requireNonNull(source, "source");
            }
        }

        /**
         * A rule a side ticks for one strike.
         *
         * @param id          lower case, e.g. {@code industrial-decentralization}; not a level's id
         * @param name        e.g. "Industrial decentralization"
         * @param side        {@link Role#ATTACK}: the firing side's; {@link Role#DEFENSE}: the target's owner's
         * @param damageDelta added to every rocket die at the targets it applies to (decentralization: -2, W593)
         * @param targets     the target ids it applies to; empty: all
         * @param source      the rulebook lines
         */
        public record Modifier(String id, String name, Role side, int damageDelta, List<String> targets, String source) {
            public Modifier {
                Objects.requireNonNull(id, "id");
                Objects.requireNonNull(name, "name");
                Objects.requireNonNull(side, "side");
                targets = List.copyOf(targets);
                Objects.requireNonNull(source, "source");
            }

            /** @return true when it changes the dice at {@code target} */
            public boolean appliesTo(Target target) {
                return targets.isEmpty() || targets.contains(target.id());
            }
        }
    }

    public BattleRules {
        java.util.Objects.requireNonNull(lineup, "lineup");
        java.util.Objects.requireNonNull(rolls, "rolls");
        java.util.Objects.requireNonNull(roundOneWin, "roundOneWin");
        java.util.Objects.requireNonNull(raid, "raid");
        java.util.Objects.requireNonNull(rocketStrike, "rocketStrike");
        steps = List.copyOf(steps);
        lostWithOnly = List.copyOf(lostWithOnly);
        if (bombardersPerLandUnit < 0) {
            throw new IllegalArgumentException("bombarders per land unit cannot be negative: " + bombardersPerLandUnit);
        }
    }

    /** Rules with no limit on bombarding ships. */
    public BattleRules(List<StepRule> steps, List<Remnant> lostWithOnly) {
        this(steps, lostWithOnly, 0, false, java.util.Optional.empty(), java.util.Optional.empty(), java.util.Optional.empty(),
                java.util.Optional.empty(), Lineup.NONE, PreBattleRolls.NONE, java.util.Optional.empty());
    }

    /**
     * Units that cannot hold a battle alone: a side left with only them has lost (World at War's
     * {@code aa-ending=guns-captured}: AA guns left alone are captured).
     *
     * @param units     which units
     * @param when      rule options that must hold (empty: always)
     * @param destroyed true: a side left with only them loses them too, as casualties (IPC lost, not survivors:
     *                  1942 Second Edition's transports, TripleA WW2v5_1942_2nd.xml "Unescorted Transport Dies");
     *                  false: they are captured or left (World at War's AA guns)
     */
    public record Remnant(Firers units, Map<String, String> when, boolean destroyed) {
        public Remnant {
            when = Map.copyOf(when);
        }

        /** Units that are captured or left, not destroyed. */
        public Remnant(Firers units, Map<String, String> when) {
            this(units, when, false);
        }
    }

    /** Where a battle is fought. */
    public enum Field {
        LAND, SEA, ANY
    }

    /** When a volley's casualties leave the board. */
    public enum Removal {
        /** At the end of the step: they do not fire back in a later step. */
        AFTER_STEP,
        /** At the end of the round: they fire back in every step of the round. */
        AFTER_ROUND
    }

    /** Which value a firing unit rolls at. */
    public enum Value {
        /** Its attack value when attacking, its defense value when defending (at its damage level). */
        ROLE,
        /** Its anti-aircraft value. */
        ANTI_AIRCRAFT,
        /** Its shore-bombardment value (at its damage level). */
        BOMBARD,
        /** The entry's own value ({@code at}), whatever the unit (World at War kamikaze dice: 2, W537). */
        FIXED
    }

    /** Who picks the units a volley's hits destroy. */
    public enum Chooser {
        /** The owner of the units hit, by its order of loss (every rulebook's default). */
        OWNER,
        /**
         * The firing side, which takes the most expensive unit the hit may go to, ignoring the owner's order
         * of loss and "taken last" (World at War kamikaze: "on the Japanese player's choice of target", W537).
         */
        FIRER
    }

    /**
     * One step of a round.
     *
     * @param id     e.g. {@code "opening-fire"}
     * @param name   display name
     * @param fire   the fire entries of the step
     * @param when   rule options that must hold for the step to be played (empty: always)
     * @param source rulebook lines
     * @param valuesAtRoundStart true: units fire at the values of the damage they had at the start of the round
     *               (World at War, value-timing=round-start: a battleship damaged by a submarine's first shot
     *               still defends at 4 that round); false: at their damage at the start of the step
     */
    public record StepRule(String id, String name, List<FireRule> fire, Map<String, String> when, String source,
                           boolean valuesAtRoundStart) {
        public StepRule {
            Objects.requireNonNull(id, "id");
            fire = List.copyOf(fire);
            when = Map.copyOf(when);
        }
    }

    /**
     * Which units fire in an entry.
     *
     * @param kind what selects them
     * @param tag  for {@link Kind#TAG}, the tag; for {@link Kind#UNIT}, the unit id
     */
    public record Firers(Kind kind, Optional<String> tag) {
        /** What selects the firing units. */
        public enum Kind {
            /** Every unit on the battle board (after the earlier entries took theirs); not bombarding ships. */
            ALL,
            /** Units with an anti-aircraft value (AA guns). */
            ANTI_AIRCRAFT,
            /** The attacker's ships bombarding a land battle from the sea. */
            BOMBARDING,
            /** Units whose {@code openingFire} includes the side's role (submarines). */
            OPENING_FIRE,
            /** Units with a tag. */
            TAG,
            /** Units of one type (the tag holds the unit id). */
            UNIT
        }

        /** @return true when this selects {@code u} firing in {@code role}; bombarding is decided by the battle */
        public boolean selects(UnitType u, Role role, boolean bombarding) {
            return switch (kind) {
                case ALL -> !bombarding;
                case ANTI_AIRCRAFT -> u.isAntiAircraftGun();
                case BOMBARDING -> bombarding;
                case OPENING_FIRE -> u.openingFire().contains(role);
                case TAG -> u.hasTag(tag.orElseThrow());
                case UNIT -> u.id().equals(tag.orElseThrow());
            };
        }
    }

    /**
     * A class of units hits may go to.
     *
     * @param domains    the domains admitted (empty: any)
     * @param tags       when not empty, only units with one of these tags
     * @param unlessTags units with one of these tags are not admitted (Revised Superfortresses: bombers immune to AA
     *                   fire, L3041-3044)
     * @param bombardingShips true when the ships bombarding a land battle are among the units admitted (their domain
     *                   allowing): a Global War fortress's dice "can hit Naval units" (G1858-1860); false: bombarding
     *                   ships are never hit, as in every other fire
     */
    public record TargetClass(Set<Domain> domains, Set<String> tags, Set<String> unlessTags, boolean bombardingShips) {
        public TargetClass {
            domains = Set.copyOf(domains);
            tags = Set.copyOf(tags);
            unlessTags = Set.copyOf(unlessTags);
        }

        /** A class with no excluded tag. */
        public TargetClass(Set<Domain> domains, Set<String> tags) {
            this(domains, tags, Set.of(), false);
        }
    }

    /**
     * How many dice an entry rolls.
     *
     * @param perTarget   false: each firing unit rolls its dice; true: one die per enemy unit it may hit
     * @param maxFirers   with {@code perTarget}, how many of the selected units fire (0: all)
     * @param maxPerFirer with {@code perTarget}, the most targets one firing unit covers (0: no limit);
     *                    the firers cover the target classes in order
     */
    public record DiceRule(boolean perTarget, int maxFirers, int maxPerFirer) {
        /** Each firing unit rolls its own dice. */
        public static final DiceRule PER_UNIT = new DiceRule(false, 0, 0);
    }

    /**
     * What an enemy unit on the board changes about an entry.
     *
     * @param antiSubmarine true: the enemy units that matter are those with {@code antiSubmarine}
     * @param removal       when present, the entry's casualties leave then instead
     * @param cancels       true: the entry does not fire, and its units fire in the next entry that selects them
     * @param detects       true: each enemy unit detects one of the entry's units, which fires in the next entry
     *                      that selects it instead; detection lasts for the battle unless the option
     *                      {@code submarine-detection} is {@code recompute} (Global War 1939, G2036-2037, G2082-2084)
     * @param undetectedHitBy with {@code detects}: when present, an undetected unit of the entry that makes no strike
     *                      in a round (no enemy unit its hits may go to, or no value to hit with) may be hit in that
     *                      round only by the enemy units this selects; one that strikes is open to every enemy unit
     *                      for the round ("Undetected submarines may only be fired upon by enemy submarines", "If a
     *                      sub uses its first strike ability it is considered detected for 1 round", Global War 1939,
     *                      G2055-2057, G2062-2064); empty: any enemy unit may hit it
     * @param leaveInstead  with {@code detects}: true when the entry's undetected units may submerge or retreat instead
     *                      of firing in it, before the first round too ("Undetected submarines may also retreat or
     *                      submerge instead of firing", Global War 1939, G494-496, G2057-2060); false: units leave
     *                      between rounds only, from the end of the first
     */
    public record EnemyRule(boolean antiSubmarine, Optional<Removal> removal, boolean cancels, boolean detects,
                            Optional<Firers> undetectedHitBy, boolean leaveInstead) {
        /** A rule that detects nothing. */
        public EnemyRule(boolean antiSubmarine, Optional<Removal> removal, boolean cancels) {
            this(antiSubmarine, removal, cancels, false, Optional.empty(), false);
        }
    }

    /**
     * @return true when some fire entry's undetected units may leave instead of firing, before the first round too
     *         ({@link EnemyRule#leaveInstead()}: Global War submarines, G494-496)
     */
    public boolean leaveBeforeFirstRound() {
        return steps().stream().flatMap(s -> s.fire().stream())
                .anyMatch(f -> f.enemy().isPresent() && f.enemy().get().leaveInstead());
    }

    /** @return true when some fire entry's enemy rule detects units one for one (Global War submarines) */
    public boolean detects() {
        return steps().stream().flatMap(s -> s.fire().stream())
                .anyMatch(f -> f.enemy().isPresent() && f.enemy().get().detects());
    }

    /**
     * One fire entry of a step.
     *
     * @param id          e.g. {@code "aa-fire"}
     * @param roles       who fires: {@link Role#ATTACK} for the attacker, {@link Role#DEFENSE} for the defender
     * @param firers      which of the side's units
     * @param value       which of their values
     * @param dice        how many dice
     * @param targets     what the hits may go to, by class in order; empty: each unit's own {@code hits}
     * @param perUnitType true: one volley per enemy unit type the targets admit (an AA die against each
     *                    kind of aircraft)
     * @param rounds      the rounds it fires in, from 1; empty: every round
     * @param battle      the battles it applies to
     * @param removal     when its casualties leave the board
     * @param enemy       what an enemy unit changes, if anything
     * @param when        rule options that must hold for it to apply (empty: always)
     * @param source      rulebook lines
     * @param unlessOwnAntiSubmarine true: the entry does not apply while the firing side has an anti-submarine unit (a
     *                    destroyer) on the board, and its units fire in the next entry that selects them ("unlessOwn":
     *                    "anti-submarine": 1942 Second Edition aircraft, which hit a submarine only beside a friendly
     *                    destroyer, TripleA WW2v5_1942_2nd.xml "Air Attack Sub Restricted", aacalc2 src/unitgroup.ts)
     * @param also        true: its units fire here in addition to the entry they fire in (an extra die);
     *                    false: a unit fires in the first entry that selects it only
     * @param at          for {@link Value#FIXED}, the value its dice hit on
     * @param technology  when present, only a side with this technology fires in it
     * @param chooser     who picks the casualties of its hits
     */
    public record FireRule(String id, Set<Role> roles, Firers firers, Value value, DiceRule dice, List<TargetClass> targets,
                           boolean perUnitType, Set<Integer> rounds, Field battle, Removal removal,
                           Optional<EnemyRule> enemy, Map<String, String> when, String source, boolean also, int at,
                           Optional<String> technology, Chooser chooser, boolean unlessOwnAntiSubmarine) {
        /** An entry that applies whatever the firing side's own units. */
        public FireRule(String id, Set<Role> roles, Firers firers, Value value, DiceRule dice, List<TargetClass> targets,
                        boolean perUnitType, Set<Integer> rounds, Field battle, Removal removal,
                        Optional<EnemyRule> enemy, Map<String, String> when, String source, boolean also, int at,
                        Optional<String> technology, Chooser chooser) {
            this(id, roles, firers, value, dice, targets, perUnitType, rounds, battle, removal, enemy, when, source, also, at,
                    technology, chooser, false);
        }

        public FireRule {
            Objects.requireNonNull(id, "id");
            roles = Set.copyOf(roles);
            targets = List.copyOf(targets);
            rounds = Set.copyOf(rounds);
            when = Map.copyOf(when);
        }

        /** @return true when it fires in {@code round} */
        public boolean firesIn(int round) {
            return rounds.isEmpty() || rounds.contains(round);
        }

        /** @return the last round it is limited to, or 0 when it fires every round */
        public int lastRound() {
            return rounds.stream().mapToInt(Integer::intValue).max().orElse(0);
        }
    }

    /**
     * @param settings the battle's rule options
     * @param when     option id to the value it must have
     * @return whether every condition holds; an option the edition does not have counts as its first
     *         choice (the Revised reading)
     */
    public static boolean holds(RuleSettings settings, Map<String, String> when) {
        for (Map.Entry<String, String> e : when.entrySet()) {
            String v = settings.value(e.getKey());
            if (v == null) {
                v = RuleOption.byId(e.getKey()).map(o -> o.choices().get(0)).orElse(null);
            }
            if (!e.getValue().equals(v)) {
                return false;
            }
        }
        return true;
    }
}
