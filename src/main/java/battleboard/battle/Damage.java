package battleboard.battle;

import battleboard.edition.Edition;
import battleboard.edition.UnitType;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Units of one side that start a battle damaged, by damage level: the hits each has taken, from 1 to its
 * hit points − 1. Typed as "1 battleship:1, 2 yamato:2" (a count, a unit, and after a colon the hits taken;
 * no colon: 1). Immutable.
 *
 * @param byLevel hits taken (at least 1) to the units damaged that much
 */
public record Damage(Map<Integer, Force> byLevel) {
    /** No damaged unit. */
    public static final Damage NONE = new Damage(Map.of());

    public Damage {
        Map<Integer, Force> m = new TreeMap<>();
        byLevel.forEach((level, f) -> {
            if (level < 1) {
                throw new IllegalArgumentException("a damage level is the hits taken, at least 1, not " + level);
            }
            if (!f.isEmpty()) {
                m.put(level, f);
            }
        });
        byLevel = Collections.unmodifiableMap(m);
    }

    /**
     * The record's hash, written out (the same value): the record's generated one links method handles on its first call
     * (docs/performance.md, "Issue 24, eighteenth session").
     */
    @Override
    public int hashCode() {
        return byLevel.hashCode();
    }

    /** The record's equality, written out, as {@link #hashCode()}. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Damage d && d.byLevel.equals(byLevel);
    }

    /** @return the units with one hit taken, as {@code f} */
    public static Damage oneHit(Force f) {
        return new Damage(Map.of(1, f));
    }

    /**
     * @param text    e.g. "1 battleship:1, 2 yamato:2"; empty for none
     * @param edition whose units are named
     * @return the damage
     * @throws IllegalArgumentException naming an unknown unit, a bad count or a bad level
     */
    public static Damage parse(String text, Edition edition) {
        Map<Integer, Map<UnitType, Integer>> levels = new TreeMap<>();
        for (String part : text.split(",")) {
            if (part.isBlank()) {
                continue;
            }
            int colon = part.lastIndexOf(':');
            int level = 1;
            String units = part;
            if (colon >= 0) {
                String l = part.substring(colon + 1).trim();
                try {
                    level = Integer.parseInt(l);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("'" + part.trim() + "': after the colon, the hits taken (a whole number), not '"
                            + l + "'");
                }
                units = part.substring(0, colon);
            }
            if (level < 1) {
                throw new IllegalArgumentException("'" + part.trim() + "': the hits taken must be at least 1");
            }
            int lvl = level;
            Force.parse(units, edition).counts().forEach((u, n) -> levels.computeIfAbsent(lvl, k -> new LinkedHashMap<>())
                    .merge(u, n, Integer::sum));
        }
        Map<Integer, Force> out = new TreeMap<>();
        levels.forEach((l, m) -> out.put(l, Force.of(m)));
        return new Damage(out);
    }

    /** @return units with exactly {@code level} hits taken */
    public Force at(int level) {
        return byLevel.getOrDefault(level, Force.empty());
    }

    /** @return units of a type damaged at any level */
    public int count(UnitType u) {
        int n = 0;
        for (Force f : byLevel.values()) {
            n += f.count(u);
        }
        return n;
    }

    /** @return true when no unit is damaged */
    public boolean isEmpty() {
        return byLevel.isEmpty();
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        byLevel.forEach((level, f) -> f.counts().forEach((u, n) -> {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(n).append(' ').append(u.id()).append(level == 1 ? "" : ":" + level);
        }));
        return sb.length() == 0 ? "none" : sb.toString();
    }
}
