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
                          java.util.Optional<String> defenderSubmarinesNeedEscape, java.util.Optional<RaidRules> raid,
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
        return anyFire(f -> f.enemy().isPresent() && f.enemy().get().leaveInstead());
    }

    /** @return true when some fire entry's enemy rule detects units one for one (Global War submarines) */
    public boolean detects() {
        return anyFire(f -> f.enemy().isPresent() && f.enemy().get().detects());
    }

    /** @return whether some fire entry of some step matches (loops: every battle's round model asks this) */
    private boolean anyFire(java.util.function.Predicate<FireRule> match) {
        for (StepRule step : steps) {
            for (FireRule f : step.fire()) {
                if (match.test(f)) {
                    return true;
                }
            }
        }
        return false;
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
            int last = 0;
            for (int r : rounds) {
                last = Math.max(last, r);
            }
            return last;
        }
    }

    /**
     * @param settings the battle's rule options ({@link RuleSettings})
     * @param when     option id to the value it must have
     * @return whether every condition holds; an option the edition does not have counts as its first
     *         choice (the Revised reading)
     */
    public static boolean holds(OptionSettings settings, Map<String, String> when) {
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
