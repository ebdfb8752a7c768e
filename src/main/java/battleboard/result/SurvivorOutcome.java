package battleboard.result;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * One composition a side can end the battle with, and its probability.
 *
 * @param units       unit id to count (only counts above 0; empty when the side is destroyed)
 * @param probability probability in [0, 1] that the side ends with exactly these units
 */
public record SurvivorOutcome(Map<String, Integer> units, double probability) {
    public SurvivorOutcome {
        probability = Probability.clamp(probability);
        units = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(units));
    }

    /**
     * @param byUnits each composition (unit id to count) with its probability in [0, 1]
     * @return the outcomes, most probable first
     */
    public static java.util.List<SurvivorOutcome> mostLikelyFirst(Map<Map<String, Integer>, Double> byUnits) {
        java.util.List<SurvivorOutcome> out = new java.util.ArrayList<>();
        byUnits.forEach((u, p) -> out.add(new SurvivorOutcome(u, p)));
        out.sort((a, b) -> Double.compare(b.probability(), a.probability()));
        return out;
    }

    /** @return the number of units */
    public int size() {
        return units.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** @return e.g. "2 infantry, 1 tank", or "none" */
    public String label() {
        return units.isEmpty() ? "none"
                : units.entrySet().stream().map(e -> e.getValue() + " " + e.getKey()).collect(Collectors.joining(", "));
    }
}
