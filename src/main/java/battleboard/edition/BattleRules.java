package battleboard.edition;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
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
 * @param bombardersPerLandUnit above 0, the most ships that may bombard per attacking land unit (Global War 1939:
 *              one per land unit offloaded, G425-427); 0 for no limit
 * @param airCombat true when the edition has the optional air combat before a battle (Global War 1939, G2138-2171)
 * @param defenderRetreat true when the edition has the optional defender's retreat (Global War 1939, G2175-2185)
 * @param navalBaseFirstStrike true when the edition has the optional naval-base first strike at an amphibious
 *              assault's ships (Global War 1939, G2220-2226)
 * @param aircraftOnlyWin how the rulebook calls a land battle whose defenders are destroyed with only attacking
 *              aircraft left, when it says more than "not taken" (Classic: "the territory is considered held by the
 *              defender", C926-928); empty: not taken
 * @param defenderSubmarinesNeedEscape the rule, with its line, that defending submarines leave only to an adjacent
 *              friendly or empty sea zone (Classic C789): a battle set up without one may not give the defender a
 *              submerge policy; empty when the edition has no such rule
 */
public record BattleRules(List<StepRule> steps, List<Remnant> lostWithOnly, int bombardersPerLandUnit, boolean airCombat,
                          boolean defenderRetreat, boolean navalBaseFirstStrike, java.util.Optional<String> aircraftOnlyWin,
                          java.util.Optional<String> defenderSubmarinesNeedEscape, java.util.Optional<Raid> raid) {
    /**
     * A strategic bombing raid as Revised and Classic fight it, off the battle board (issue 14): the defender's AA gun
     * fires once at each raider, each surviving raider rolls its attack dice (technologies applied), and the dice are
     * summed into IPC damage.
     *
     * @param raiders      the unit ids that may raid, e.g. {@code bomber}
     * @param capPerRaider true when each raider's damage is capped at the territory's income (Revised L1907-1911)
     * @param source       the rulebook lines
     */
    public record Raid(List<String> raiders, boolean capPerRaider, String source) {
        public Raid {
            raiders = List.copyOf(raiders);
        }
    }

    /** Rules as before raids were read: no raid. */
    public BattleRules(List<StepRule> steps, List<Remnant> lostWithOnly, int bombardersPerLandUnit, boolean airCombat,
                       boolean defenderRetreat, boolean navalBaseFirstStrike, java.util.Optional<String> aircraftOnlyWin,
                       java.util.Optional<String> defenderSubmarinesNeedEscape) {
        this(steps, lostWithOnly, bombardersPerLandUnit, airCombat, defenderRetreat, navalBaseFirstStrike, aircraftOnlyWin,
                defenderSubmarinesNeedEscape, java.util.Optional.empty());
    }

    public BattleRules {
        java.util.Objects.requireNonNull(raid, "raid");
        steps = List.copyOf(steps);
        lostWithOnly = List.copyOf(lostWithOnly);
        if (bombardersPerLandUnit < 0) {
            throw new IllegalArgumentException("bombarders per land unit cannot be negative: " + bombardersPerLandUnit);
        }
    }

    /** Rules with no limit on bombarding ships. */
    public BattleRules(List<StepRule> steps, List<Remnant> lostWithOnly) {
        this(steps, lostWithOnly, 0, false, false, false, java.util.Optional.empty(), java.util.Optional.empty());
    }

    /**
     * Units that cannot hold a battle alone: a side left with only them has lost (World at War's
     * {@code aa-ending=guns-captured}: AA guns left alone are captured).
     *
     * @param units which units
     * @param when  rule options that must hold (empty: always)
     */
    public record Remnant(Firers units, Map<String, String> when) {
        public Remnant {
            when = Map.copyOf(when);
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
     */
    public record TargetClass(Set<Domain> domains, Set<String> tags, Set<String> unlessTags) {
        public TargetClass {
            domains = Set.copyOf(domains);
            tags = Set.copyOf(tags);
            unlessTags = Set.copyOf(unlessTags);
        }

        /** A class with no excluded tag. */
        public TargetClass(Set<Domain> domains, Set<String> tags) {
            this(domains, tags, Set.of());
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
     */
    public record EnemyRule(boolean antiSubmarine, Optional<Removal> removal, boolean cancels, boolean detects) {
        /** A rule that detects nothing. */
        public EnemyRule(boolean antiSubmarine, Optional<Removal> removal, boolean cancels) {
            this(antiSubmarine, removal, cancels, false);
        }
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
     * @param also        true: its units fire here in addition to the entry they fire in (an extra die);
     *                    false: a unit fires in the first entry that selects it only
     * @param at          for {@link Value#FIXED}, the value its dice hit on
     * @param technology  when present, only a side with this technology fires in it
     * @param chooser     who picks the casualties of its hits
     */
    public record FireRule(String id, Set<Role> roles, Firers firers, Value value, DiceRule dice, List<TargetClass> targets,
                           boolean perUnitType, Set<Integer> rounds, Field battle, Removal removal,
                           Optional<EnemyRule> enemy, Map<String, String> when, String source, boolean also, int at,
                           Optional<String> technology, Chooser chooser) {
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
