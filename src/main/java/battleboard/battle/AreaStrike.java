package battleboard.battle;

import battleboard.edition.BattleRules;
import battleboard.edition.Edition;
import battleboard.edition.Role;
import battleboard.edition.RuleOption;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A rocket strike at the area of a battle, made before it (World at War 2005, seeds/003_e255d9e9a0936e6b.txt W516,
 * W519): "roll 1 die for the IPC value of units to remove, rounded up. If the attack is made against an area being
 * attacked by other forces too, then the casualties from the rocket attack are removed before the regular combat takes
 * place." The rockets, their most and their levels are the edition file's {@code battle.rocketStrike} with a target of
 * {@link BattleRules.RocketStrike.Damage#UNITS} ({@link BattleRules.RocketStrike#faces}: a V2 rolls the die +2).
 *
 * <p>Which units go, the defender's choice (W516 does not say who picks; the atomic bomb's damage, W565, is the
 * "defender's choice of which units to remove", and the digest's A18 gives it to the defender), by the rule option
 * {@code rocket-casualties} ({@link RuleOption.RocketCasualties}):
 * <ul>
 * <li>{@code least-cost} (the default): "the IPC value of units to remove, rounded up" is the least total cost (technologies
 * applied) of the defender's units that reaches the roll, or all of them when they are worth less; of the sets of that
 * cost, the one that removes the least defensive strength (defense value times dice, plus an AA gun's value), then the
 * fewest hit points, then the units first in his order of loss;</li>
 * <li>{@code order-of-loss}: his units in his order of loss, one at a time until the cost of those removed reaches the
 * roll, or none is left.</li>
 * </ul>
 * Either way units taken last go only when the others are not worth the roll, and units that are never a casualty stay.
 * With two rockets, the second roll takes its units from what the first left, each roll rounded up on its own (not in the
 * rulebook).
 *
 * @param rockets rockets fired, 1 or more; the edition's most is checked by {@link #faces(Edition)}
 * @param level   the rockets' level id (World at War: {@code v1}, {@code v2}); empty: the edition's first
 */
public record AreaStrike(int rockets, Optional<String> level) {
    public AreaStrike {
        java.util.Objects.requireNonNull(level, "level");
        if (rockets < 1) {
            throw new IllegalArgumentException("a rocket strike fires 1 rocket or more, not " + rockets);
        }
    }

    /**
     * @param text as typed: {@code LEVEL}, {@code LEVEL:ROCKETS} or {@code ROCKETS}, e.g. {@code v2}, {@code v1:2}, {@code 2}
     * @return the strike; 1 rocket unless given, the edition's first level unless given
     * @throws IllegalArgumentException one line naming the form expected
     */
    public static AreaStrike parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        String[] parts = t.split(":", -1);
        try {
            if (parts.length == 1 && t.matches("\\d+")) {
                return new AreaStrike(Integer.parseInt(t), Optional.empty());
            }
            if (parts.length <= 2 && parts[0].trim().matches("[a-z0-9][a-z0-9-]*")) {
                int n = parts.length == 2 ? Integer.parseInt(parts[1].trim()) : 1;
                return new AreaStrike(n, Optional.of(parts[0].trim()));
            }
        } catch (NumberFormatException tooLong) {
            // falls through to the message below
        }
        throw new IllegalArgumentException("'" + text.trim() + "': expected LEVEL[:ROCKETS], e.g. v1, v2 or v2:2");
    }

    /** @return the strike as {@link #parse} reads it, e.g. {@code v2} or {@code v2:2} */
    public String text() {
        return level.map(l -> rockets == 1 ? l : l + ":" + rockets).orElse(Integer.toString(rockets));
    }

    /** @return e.g. "1 rocket (v2)" */
    public String describe() {
        return rockets + " rocket" + (rockets == 1 ? "" : "s") + level.map(l -> " (" + l + ")").orElse("");
    }

    /**
     * @param edition the battle's edition
     * @return the IPC value one rocket's die orders removed, per face (index = face - 1): World at War's V1 1-6, V2 3-8
     * @throws IllegalArgumentException one line: the edition has no rocket strike at an area, the level is not one of
     *                                  its rockets', or more rockets than it allows
     */
    public List<Integer> faces(Edition edition) {
        BattleRules.RocketStrike rule = edition.battle().rocketStrike().filter(r -> r.areaTarget().isPresent())
                .orElseThrow(() -> new IllegalArgumentException("a rocket strike at an area before a battle is not a rule of "
                        + edition.id() + " (World at War's, W516)"));
        int most = rule.maxRockets().orElse(Integer.MAX_VALUE);
        if (rockets > most) {
            throw new IllegalArgumentException("at most " + most + " " + rule.launcher() + (most == 1 ? "" : "s")
                    + " fire in a rocket strike in " + edition.id() + ", not " + rockets + " (" + rule.source().split(":")[0] + ")");
        }
        Optional<BattleRules.RocketStrike.Level> l = level.isEmpty() ? rule.levels().stream().findFirst()
                : Optional.of(rule.level(level.get()).orElseThrow(() -> new IllegalArgumentException("no rocket level '" + level.get()
                        + "' in " + edition.id() + " (levels: " + (rule.levels().isEmpty() ? "none"
                        : String.join(", ", rule.levels().stream().map(BattleRules.RocketStrike.Level::id).toList())) + ")")));
        return rule.faces(edition.dieSides(), rule.areaTarget().get(), l, List.of());
    }

    /**
     * Every way the rockets can fall: each distinct set of the defender's units left, with its probability, the battle
     * fought with them and the IPC of the units removed (the defender's loss before the battle).
     *
     * @param fought the battle, with no roll before it
     * @return the ways, probabilities summing to 1, fewest units removed first
     */
    List<PreBattleVariant> variants(BattleSetup fought) {
        List<Integer> faces = faces(fought.edition());
        Force defender = fought.force(Side.DEFENDER);
        List<UnitType> order = new ArrayList<>(defender.counts().keySet().stream().filter(UnitType::canBeCasualty).toList());
        OrderOfLoss owners = fought.order(Side.DEFENDER);
        order.sort((a, b) -> a.takenLast() != b.takenLast() ? Boolean.compare(a.takenLast(), b.takenLast())
                : Integer.compare(owners.rank(a.id()), owners.rank(b.id())));
        Map<Force, Double> left = new LinkedHashMap<>(Map.of(defender, 1.0));
        boolean leastCost = !fought.rules().has(RuleOption.ROCKET_CASUALTIES) || fought.rules().choice(RuleOption.ROCKET_CASUALTIES,
                RuleOption.RocketCasualties.class) == RuleOption.RocketCasualties.LEAST_COST;
        for (int r = 0; r < rockets; r++) {
            Map<Force, Double> next = new LinkedHashMap<>();
            for (Map.Entry<Force, Double> e : left.entrySet()) {
                for (int value : faces) {
                    Force after = leastCost ? leastCost(fought, e.getKey(), order, value) : remove(fought, e.getKey(), order, value);
                    next.merge(after, e.getValue() / faces.size(), Double::sum);
                }
            }
            left = next;
        }
        List<PreBattleVariant> out = new ArrayList<>();
        int before = cost(fought, defender);
        left.entrySet().stream().sorted((a, b) -> Integer.compare(-cost(fought, a.getKey()), -cost(fought, b.getKey()))).forEach(e -> {
            Map<UnitType, Integer> removed = new LinkedHashMap<>();
            defender.counts().forEach((u, n) -> {
                if (n > e.getKey().count(u)) {
                    removed.put(u, n - e.getKey().count(u));
                }
            });
            int lost = before - cost(fought, e.getKey());
            String label = "rocket strike: " + (removed.isEmpty() ? "nothing" : Force.of(removed).toString()) + " removed (" + lost + " IPC)";
            out.add(new PreBattleVariant(Optional.of(fought.toBuilder().defender(e.getKey()).build()), e.getValue(), Force.empty(), label,
                    Force.empty(), 0, lost));
        });
        return out;
    }

    /** @return the defender's units left after one roll: units taken in {@code order} until their cost reaches {@code value} */
    private static Force remove(BattleSetup fought, Force defender, List<UnitType> order, int value) {
        Map<UnitType, Integer> left = new LinkedHashMap<>(defender.counts());
        int removed = 0;
        for (UnitType u : order) {
            while (removed < value && left.getOrDefault(u, 0) > 0) {
                left.merge(u, -1, Integer::sum);
                removed += fought.effective(Side.DEFENDER, u).cost();
            }
        }
        return Force.of(left);
    }

    /**
     * @return the defender's units left after one roll under {@code least-cost}: the units of {@code order} not taken last
     *         when they are worth the roll, else all of them and those taken last, each time the set of least cost that
     *         reaches what is left of the roll (see the class comment for the ties)
     */
    private static Force leastCost(BattleSetup fought, Force defender, List<UnitType> order, int value) {
        List<UnitType> first = order.stream().filter(u -> !u.takenLast() && defender.count(u) > 0).toList();
        List<UnitType> last = order.stream().filter(u -> u.takenLast() && defender.count(u) > 0).toList();
        Map<UnitType, Integer> left = new LinkedHashMap<>(defender.counts());
        int worth = first.stream().mapToInt(u -> fought.effective(Side.DEFENDER, u).cost() * defender.count(u)).sum();
        if (worth >= value) {
            cheapestSet(fought, defender, first, value).forEach((u, n) -> left.merge(u, -n, Integer::sum));
        } else {
            first.forEach(u -> left.put(u, 0));
            cheapestSet(fought, defender, last, value - worth).forEach((u, n) -> left.merge(u, -n, Integer::sum));
        }
        return Force.of(left);
    }

    /**
     * @param types the types to choose from, in the defender's order of loss
     * @param value the IPC the set must reach, above 0
     * @return per type, the units of the set of least cost that reaches {@code value} (all of them when they are worth
     *         less): ties go to the set of least defensive strength, then of fewest hit points, then of units first in
     *         {@code types}
     */
    private static Map<UnitType, Integer> cheapestSet(BattleSetup fought, Force defender, List<UnitType> types, int value) {
        int n = types.size();
        int[] cost = new int[n];
        int[] most = new int[n];
        for (int i = 0; i < n; i++) {
            UnitType u = types.get(i);
            cost[i] = fought.effective(Side.DEFENDER, u).cost();
            // a set of least cost holds no unit it could spare, so never more of a type than the roll needs of it
            most[i] = cost[i] == 0 ? 0 : Math.min(defender.count(u), (value + cost[i] - 1) / cost[i]);
        }
        int[] take = new int[n];
        int[] best = null;
        long[] bestKey = null;
        while (true) {
            int total = 0;
            for (int i = 0; i < n; i++) {
                total += take[i] * cost[i];
            }
            if (total >= value) {
                long[] key = key(fought, types, take, total);
                if (bestKey == null || java.util.Arrays.compare(key, bestKey) < 0) {
                    bestKey = key;
                    best = take.clone();
                }
            }
            int i = 0;
            while (i < n && take[i] == most[i]) {
                take[i++] = 0;
            }
            if (i == n) {
                break;
            }
            take[i]++;
        }
        Map<UnitType, Integer> out = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            int k = best == null ? defender.count(types.get(i)) : best[i];
            if (k > 0) {
                out.put(types.get(i), k);
            }
        }
        return out;
    }

    /** @return what ranks a set, least first: its cost, the defensive strength and hit points it takes, its place in the order */
    private static long[] key(BattleSetup fought, List<UnitType> types, int[] take, int total) {
        long strength = 0;
        long hitPoints = 0;
        long[] key = new long[3 + types.size()];
        for (int i = 0; i < types.size(); i++) {
            UnitType u = fought.effective(Side.DEFENDER, types.get(i));
            strength += (long) take[i] * (u.value(Role.DEFENSE) * u.dice(Role.DEFENSE) + u.antiAircraft());
            hitPoints += (long) take[i] * u.hitPoints();
            // units later in the order are spared first: the count of the last type weighs most
            key[3 + i] = take[types.size() - 1 - i];
        }
        key[0] = total;
        key[1] = strength;
        key[2] = hitPoints;
        return key;
    }

    private static int cost(BattleSetup fought, Force f) {
        return f.counts().entrySet().stream().mapToInt(e -> fought.effective(Side.DEFENDER, e.getKey()).cost() * e.getValue()).sum();
    }

    /** The roll: World at War's rocket strike at the area before the battle, a roll of one type owning its variants. */
    public static final Roll ROLL = new Roll();

    /**
     * World at War's rocket strike at the area before the battle (W516, W519), a roll of one type owning its variants
     * ({@link PreBattleRoll}): typed as {@link AreaStrike#parse} reads it ({@code --rocket-strike}, the battle file's
     * {@code rocketStrike}); offered where the edition file's rockets ({@code battle.rocketStrike}) have an area target.
     */
    public static final class Roll extends PreBattleRoll {
        private Roll() {
            super(new Faces("rocketStrike", true, "LEVEL[:ROCKETS]", 26, "World at War: the attacker's V1 or V2 rockets strike the"
                    + " area first (v1, v2, v2:2): each rolls a die (+2 for a V2) and the defender removes units worth at least that"
                    + " many IPC, rounded up (option rocket-casualties: least-cost or order-of-loss); the odds mix every roll",
                    "rocket strike", "Rocket strike at the area first:", "v1, v2, or v2:2 for two rockets",
                    "W516, W519: each rocket rolls a die (+2 for a V2), and the defender removes units worth at least that many"
                    + " IPC, rounded up, before the battle: those of least total cost (rule option rocket-casualties). The odds mix"
                    + " every roll; the units removed count in his loss. Blank: no rocket strike."));
        }

        /** @return true where the edition's rockets have an area target */
        @Override
        public boolean offered(Edition edition) {
            return edition.battle().rocketStrike().flatMap(BattleRules.RocketStrike::areaTarget).isPresent();
        }

        @Override
        public PreBattleRoll.Made read(String text) {
            return new AreaStrike.Made(AreaStrike.parse(text));
        }
    }

    /**
     * A rocket strike at the area made before one battle.
     *
     * @param strike the rockets fired
     */
    public record Made(AreaStrike strike) implements PreBattleRoll.Made {
        public Made {
            java.util.Objects.requireNonNull(strike, "strike");
        }

        @Override
        public PreBattleRoll kind() {
            return ROLL;
        }

        @Override
        public String text() {
            return strike.text();
        }

        @Override
        public String describe() {
            return "rocket strike at the area: " + strike.describe();
        }

        /** @return the line of {@link AreaStrike#faces}: no area target, a level or more rockets than the edition's */
        @Override
        public Optional<String> refusedIn(Edition edition) {
            try {
                strike.faces(edition);
                return Optional.empty();
            } catch (IllegalArgumentException notHere) {
                return Optional.of(notHere.getMessage());
            }
        }

        @Override
        public Optional<String> leftOutOf(Edition to) {
            return refusedIn(to).map(why -> "the rocket strike is left out: " + why);
        }

        /** Rockets strike the units of an area (W516), whole: not at sea, not with the defender's damaged units. */
        @Override
        public void checkWritten(BattleSetup.Builder written) {
            if (java.util.stream.Stream.of(written.attacker, written.defender)
                    .anyMatch(f -> f.counts().keySet().stream().anyMatch(u -> u.domain() == battleboard.edition.Domain.SEA))) {
                throw new Refusal("rockets strike the units of an area (W516), and this is a sea battle", Refusal.Concern.roll(ROLL.faces().field()));
            }
            if (!written.damaged.get(Side.DEFENDER).isEmpty()) {
                throw new Refusal("a rocket strike before a battle takes the defender's units whole: the"
                        + " defender's damaged units are not taken with it", Refusal.Concern.roll(ROLL.faces().field()),
                        Refusal.Concern.of(Refusal.Part.DAMAGED, Side.DEFENDER));
            }
        }

        @Override
        public void check(BattleSetup setup) {
            // refusedIn and checkWritten hold every refusal of a rocket strike
        }

        @Override
        public List<PreBattleVariant> variants(BattleSetup fought) {
            return strike.variants(fought);
        }
    }
}
