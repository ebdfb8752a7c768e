package battleboard.battle;

import battleboard.edition.BattleRules;
import battleboard.edition.Edition;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.Comparator;
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
 * <p>Which units go: the defender's, in his order of loss (units taken last at the end; units that are never a casualty
 * stay), one at a time until the cost of those removed (technologies applied) reaches the roll, or none is left (not in
 * the rulebook: W516 does not say who picks; the digest's A18 gives the defender, who may have to exceed the roll). With
 * two rockets, the second roll takes its units from what the first left, each roll rounded up on its own (not in the
 * rulebook either).
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
    List<PreBattle.Variant> variants(BattleSetup fought) {
        List<Integer> faces = faces(fought.edition());
        Force defender = fought.force(Side.DEFENDER);
        List<UnitType> order = new ArrayList<>(defender.counts().keySet().stream().filter(UnitType::canBeCasualty).toList());
        order.sort(Comparator.comparingInt((UnitType u) -> u.takenLast() ? 1 : 0).thenComparingInt(u -> fought.order(Side.DEFENDER).rank(u.id())));
        Map<Force, Double> left = new LinkedHashMap<>(Map.of(defender, 1.0));
        for (int r = 0; r < rockets; r++) {
            Map<Force, Double> next = new LinkedHashMap<>();
            for (Map.Entry<Force, Double> e : left.entrySet()) {
                for (int value : faces) {
                    next.merge(remove(fought, e.getKey(), order, value), e.getValue() / faces.size(), Double::sum);
                }
            }
            left = next;
        }
        List<PreBattle.Variant> out = new ArrayList<>();
        int before = cost(fought, defender);
        left.entrySet().stream().sorted(Comparator.comparingInt((Map.Entry<Force, Double> e) -> -cost(fought, e.getKey()))).forEach(e -> {
            Map<UnitType, Integer> removed = new LinkedHashMap<>();
            defender.counts().forEach((u, n) -> {
                if (n > e.getKey().count(u)) {
                    removed.put(u, n - e.getKey().count(u));
                }
            });
            int lost = before - cost(fought, e.getKey());
            String label = "rocket strike: " + (removed.isEmpty() ? "nothing" : Force.of(removed).toString()) + " removed (" + lost + " IPC)";
            out.add(new PreBattle.Variant(Optional.of(fought.toBuilder().defender(e.getKey()).build()), e.getValue(), Force.empty(), label,
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

    private static int cost(BattleSetup fought, Force f) {
        return f.counts().entrySet().stream().mapToInt(e -> fought.effective(Side.DEFENDER, e.getKey()).cost() * e.getValue()).sum();
    }
}
