package battleboard.edition;

import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The unit profiles and combat technologies as printed in the rulebooks, typed in from the text: Revised
 * (seeds/000_f368692edf954982.txt, Appendix 1 "Unit Profiles" L2146–2657, and "Weapons Developments"
 * L649–696) and Classic (seeds/002_643762565ec19ffa.txt, Germany's Reference Chart L401–411, the unit
 * descriptions L540–798 and the weapons developments L437–443). They are the specification: the
 * edition files are checked against them ({@link RevisedEditionTest}, {@link ClassicEditionTest}), and
 * the independent reference solver of the tests plays from them instead of from the edition files.
 */
public final class RulebookUnits {
    /**
     * One unit as the rulebook prints it.
     *
     * @param id             the edition file's id for it
     * @param domain         where it fights
     * @param cost           IPC
     * @param attack         attack value (0: never fires on attack)
     * @param defense        defense value (0: never fires in the defender's step)
     * @param attackDice     dice per unit on attack
     * @param defenseDice    dice per unit on defense
     * @param hitPoints      hits to destroy it
     * @param openingFire    the roles in which it fires in the opening-fire step every round (Revised
     *                       submarine: both; Classic submarine: attack only, L781), else empty
     * @param seaTargetsOnly its hits may go to sea units only (submarine)
     * @param antiSubmarine  enemy submarines' casualties on its side fire back (destroyer)
     * @param submerges      may leave the battle between rounds (submarine: Revised L2651, Classic L783)
     * @param bombard        shore-bombardment value, 0 when it cannot bombard
     * @param antiAircraft   AA value against each attacking aircraft, 0 when it is not an AA gun
     * @param supports       the unit whose attack it raises, one for one (artillery: infantry)
     * @param supportedValue that unit's attack when supported
     * @param lines          rulebook lines
     */
    public record Profile(String id, Domain domain, int cost, int attack, int defense, int attackDice, int defenseDice,
            int hitPoints, Set<Role> openingFire, boolean seaTargetsOnly, boolean antiSubmarine, boolean submerges,
            int bombard, int antiAircraft, Optional<String> supports, int supportedValue, String lines) {

        public Profile {
            openingFire = Set.copyOf(openingFire);
        }

        /** @return whether it fires in the opening-fire step as attacker ({@code true}) or defender */
        public boolean opensFire(boolean attacking) {
            return openingFire.contains(attacking ? Role.ATTACK : Role.DEFENSE);
        }

        /** @return the value it fires at as attacker ({@code true}) or defender */
        public int value(boolean attacking) {
            return attacking ? attack : defense;
        }

        /** @return dice per unit as attacker ({@code true}) or defender */
        public int dice(boolean attacking) {
            return attacking ? attackDice : defenseDice;
        }

        /** @return a copy with the values a technology changes */
        Profile with(int newAttack, int newDefense, int newAttackDice, int newBombard) {
            return with(newAttack, newDefense, newAttackDice, newBombard, cost);
        }

        /** @return a copy with the values a technology changes, the cost included */
        Profile with(int newAttack, int newDefense, int newAttackDice, int newBombard, int newCost) {
            return new Profile(id, domain, newCost, newAttack, newDefense, newAttackDice, defenseDice, hitPoints,
                    openingFire, seaTargetsOnly, antiSubmarine, submerges, newBombard, antiAircraft, supports,
                    supportedValue, lines);
        }
    }

    /** Every Revised combat unit, in Appendix 1 order (the industrial complex never fights, L2280–2282). */
    public static final List<Profile> REVISED = List.of(
            unit("infantry", Domain.LAND, 3, 1, 2, "L2172-2180"),
            new Profile("artillery", Domain.LAND, 4, 2, 2, 1, 1, 1, Set.of(), false, false, false, 0, 0,
                    Optional.of("infantry"), 2, "L2196-2203"),
            unit("tank", Domain.LAND, 5, 3, 3, "L2225-2228"),
            aaGun("L2239-2251: defense 1 in opening fire only, one die per attacking air unit"),
            unit("fighter", Domain.AIR, 10, 3, 4, "L2362-2365"),
            unit("bomber", Domain.AIR, 15, 4, 1, "L2407-2410"),
            new Profile("battleship", Domain.SEA, 24, 4, 4, 1, 1, 2, Set.of(), false, false, false, 4, 0,
                    Optional.empty(), 0, "L2455-2467"),
            new Profile("destroyer", Domain.SEA, 12, 3, 3, 1, 1, 1, Set.of(), false, true, false, 0, 0,
                    Optional.empty(), 0, "L2483-2491"),
            unit("carrier", Domain.SEA, 16, 1, 3, "L2521-2524"),
            unit("transport", Domain.SEA, 8, 0, 1, "L2550-2557"),
            submarine(EnumSet.allOf(Role.class), "L2637-2657: both sides fire first"));

    /**
     * The combat technologies (L649–696): what each does to which unit. Rockets and Long-Range
     * Aircraft change no battle value and are not listed.
     */
    public static final Map<String, String> TECHNOLOGY_UNIT = Map.of(
            "jet-fighters", "fighter",
            "super-submarines", "submarine",
            "combined-bombardment", "destroyer",
            "heavy-bombers", "bomber");

    /**
     * Every Classic combat unit, in the order of Germany's Reference Chart (L401–411; the industrial
     * complex never fights). Every unit dies to one hit, battleships too (L159). Only attacking
     * submarines fire first, every round (L781, L881–889, L901); a defending submarine fires with the
     * other defenders (L893). Submarines hit ships only (L796, L883). The battleship's one-shot support
     * attack in an amphibious assault is at 4 (L703, L857). The AA gun has no attack, and its "1" is one
     * die per attacking plane (L406, L588, L825).
     */
    public static final List<Profile> CLASSIC = List.of(
            unit("infantry", Domain.LAND, 3, 1, 2, "L402, L546"),
            unit("armor", Domain.LAND, 5, 3, 2, "L403, L572"),
            unit("fighter", Domain.AIR, 12, 3, 4, "L404, L645-647"),
            unit("bomber", Domain.AIR, 15, 4, 1, "L405, L662"),
            aaGun("L406, L588, L825"),
            new Profile("battleship", Domain.SEA, 24, 4, 4, 1, 1, 1, Set.of(), false, false, false, 4, 0,
                    Optional.empty(), 0, "L407, L693, L703, L159: one hit"),
            unit("carrier", Domain.SEA, 18, 1, 3, "L408, L721"),
            unit("transport", Domain.SEA, 8, 0, 1, "L409, L727-729"),
            submarine(EnumSet.of(Role.ATTACK), "L410, L781, L796, L883: only attacking subs fire first"));

    /**
     * The Classic weapons developments that change a battle (L437–443): what each does to which units.
     * Rockets and Long Range Aircraft change no battle value and are not listed; Industrial Technology
     * changes every unit's cost (L442).
     */
    public static final Map<String, String> CLASSIC_TECHNOLOGY_UNIT = Map.of(
            "jet-power", "fighter",
            "super-submarines", "submarine",
            "heavy-bombers", "bomber",
            "industrial-technology", "every unit");

    private RulebookUnits() {
    }

    /**
     * @param p     a Classic unit's profile
     * @param techs Classic technology ids a side has
     * @return the profile with the side's technologies
     */
    public static Profile withClassicTechs(Profile p, Iterable<String> techs) {
        Profile q = p;
        for (String t : techs) {
            q = switch (t) {
                case "jet-power" -> !q.id().equals("fighter") ? q                                          // L438
                        : q.with(q.attack(), 5, q.attackDice(), q.bombard());
                case "super-submarines" -> !q.id().equals("submarine") ? q                                 // L440
                        : q.with(3, q.defense(), q.attackDice(), q.bombard());
                case "heavy-bombers" -> !q.id().equals("bomber") ? q                                       // L443
                        : q.with(q.attack(), q.defense(), 3, q.bombard());
                case "industrial-technology" -> q.with(q.attack(), q.defense(), q.attackDice(), q.bombard(),
                        q.cost() - 1);                                                                     // L442
                default -> throw new IllegalArgumentException("no Classic technology " + t);
            };
        }
        return q;
    }

    /** @return Classic unit id to profile, in Reference Chart order */
    public static Map<String, Profile> classicById() {
        return index(CLASSIC);
    }

    /** @return the rulebook profile of a unit id */
    public static Profile profile(String id) {
        return REVISED.stream().filter(p -> p.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no Revised unit " + id));
    }

    /**
     * @param p     a unit's profile
     * @param techs technology ids a side has
     * @return the profile with the side's technologies
     */
    public static Profile withTechs(Profile p, Iterable<String> techs) {
        Profile q = p;
        for (String t : techs) {
            q = switch (t) {
                case "jet-fighters" -> !q.id().equals("fighter") ? q                                     // L651-654
                        : q.with(q.attack(), 5, q.attackDice(), q.bombard());
                case "super-submarines" -> !q.id().equals("submarine") ? q                               // L667-670
                        : q.with(3, q.defense(), q.attackDice(), q.bombard());
                case "combined-bombardment" -> !q.id().equals("destroyer") ? q                           // L681-686
                        : q.with(q.attack(), q.defense(), q.attackDice(), 3);
                case "heavy-bombers" -> !q.id().equals("bomber") ? q                                     // L688-696
                        : q.with(q.attack(), q.defense(), 2, q.bombard());
                default -> throw new IllegalArgumentException("no Revised technology " + t);
            };
        }
        return q;
    }

    /** @return unit id to profile, in Appendix 1 order */
    public static Map<String, Profile> byId() {
        return index(REVISED);
    }

    private static Map<String, Profile> index(List<Profile> profiles) {
        Map<String, Profile> m = new LinkedHashMap<>();
        profiles.forEach(p -> m.put(p.id(), p));
        return m;
    }

    private static Profile unit(String id, Domain domain, int cost, int attack, int defense, String lines) {
        return new Profile(id, domain, cost, attack, defense, 1, 1, 1, Set.of(), false, false, false, 0, 0,
                Optional.empty(), 0, lines);
    }

    private static Profile aaGun(String lines) {
        return new Profile("aa-gun", Domain.LAND, 5, 0, 0, 1, 1, 1, Set.of(), false, false, false, 0, 1, Optional.empty(),
                0, lines);
    }

    private static Profile submarine(Set<Role> openingFire, String lines) {
        return new Profile("submarine", Domain.SEA, 8, 2, 2, 1, 1, 1, openingFire, true, false, true, 0, 0,
                Optional.empty(), 0, lines);
    }
}
