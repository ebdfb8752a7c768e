package battleboard.edition;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The Revised unit profiles and combat technologies as printed in the rulebook
 * (seeds/000_f368692edf954982.txt, Appendix 1 "Unit Profiles" L2146–2657, and "Weapons Developments"
 * L649–696), typed in from the text. It is the specification: {@code revised.json} is checked against
 * it ({@link RevisedEditionTest}), and the independent reference solver of the tests plays from it
 * instead of from the edition file.
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
     * @param openingFire    fires in the opening-fire step every round, on attack and defense (submarine)
     * @param seaTargetsOnly its hits may go to sea units only (submarine)
     * @param antiSubmarine  enemy submarines' casualties on its side fire back (destroyer)
     * @param bombard        shore-bombardment value, 0 when it cannot bombard
     * @param antiAircraft   AA value against each attacking aircraft, 0 when it is not an AA gun
     * @param supports       the unit whose attack it raises, one for one (artillery: infantry)
     * @param supportedValue that unit's attack when supported
     * @param lines          rulebook lines
     */
    public record Profile(String id, Domain domain, int cost, int attack, int defense, int attackDice, int defenseDice,
            int hitPoints, boolean openingFire, boolean seaTargetsOnly, boolean antiSubmarine, int bombard,
            int antiAircraft, Optional<String> supports, int supportedValue, String lines) {

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
            return new Profile(id, domain, cost, newAttack, newDefense, newAttackDice, defenseDice, hitPoints, openingFire,
                    seaTargetsOnly, antiSubmarine, newBombard, antiAircraft, supports, supportedValue, lines);
        }
    }

    /** Every Revised combat unit, in Appendix 1 order (the industrial complex never fights, L2280–2282). */
    public static final List<Profile> REVISED = List.of(
            unit("infantry", Domain.LAND, 3, 1, 2, "L2172-2180"),
            new Profile("artillery", Domain.LAND, 4, 2, 2, 1, 1, 1, false, false, false, 0, 0, Optional.of("infantry"), 2,
                    "L2196-2203"),
            unit("tank", Domain.LAND, 5, 3, 3, "L2225-2228"),
            new Profile("aa-gun", Domain.LAND, 5, 0, 0, 1, 1, 1, false, false, false, 0, 1, Optional.empty(), 0,
                    "L2239-2251: defense 1 in opening fire only, one die per attacking air unit"),
            unit("fighter", Domain.AIR, 10, 3, 4, "L2362-2365"),
            unit("bomber", Domain.AIR, 15, 4, 1, "L2407-2410"),
            new Profile("battleship", Domain.SEA, 24, 4, 4, 1, 1, 2, false, false, false, 4, 0, Optional.empty(), 0,
                    "L2455-2467"),
            new Profile("destroyer", Domain.SEA, 12, 3, 3, 1, 1, 1, false, false, true, 0, 0, Optional.empty(), 0,
                    "L2483-2491"),
            unit("carrier", Domain.SEA, 16, 1, 3, "L2521-2524"),
            unit("transport", Domain.SEA, 8, 0, 1, "L2550-2557"),
            new Profile("submarine", Domain.SEA, 8, 2, 2, 1, 1, 1, true, true, false, 0, 0, Optional.empty(), 0,
                    "L2637-2649"));

    /**
     * The combat technologies (L649–696): what each does to which unit. Rockets and Long-Range
     * Aircraft change no battle value and are not listed.
     */
    public static final Map<String, String> TECHNOLOGY_UNIT = Map.of(
            "jet-fighters", "fighter",
            "super-submarines", "submarine",
            "combined-bombardment", "destroyer",
            "heavy-bombers", "bomber");

    private RulebookUnits() {
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
        Map<String, Profile> m = new LinkedHashMap<>();
        REVISED.forEach(p -> m.put(p.id(), p));
        return m;
    }

    private static Profile unit(String id, Domain domain, int cost, int attack, int defense, String lines) {
        return new Profile(id, domain, cost, attack, defense, 1, 1, 1, false, false, false, 0, 0, Optional.empty(), 0, lines);
    }
}
