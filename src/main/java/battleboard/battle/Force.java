package battleboard.battle;

import battleboard.edition.Edition;
import battleboard.edition.UnitType;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Unit counts of one side as a player enters them, e.g. "3 infantry, 1 artillery, 2 tank". Immutable;
 * units with a count of 0 are dropped; iteration follows the order units were first given.
 */
public final class Force {
    private static final Force EMPTY = new Force(Map.of());
    /** Largest count accepted for one unit type: far beyond any board, small enough to stay fast. */
    public static final int MAX_COUNT = 10_000;

    private final Map<UnitType, Integer> counts;

    private Force(Map<UnitType, Integer> counts) {
        this.counts = counts;
    }

    /** @return a force with no units */
    public static Force empty() {
        return EMPTY;
    }

    /**
     * @param counts unit type to count
     * @return the force
     * @throws IllegalArgumentException naming the unit when a count is negative or above {@link #MAX_COUNT}
     */
    public static Force of(Map<UnitType, Integer> counts) {
        Map<UnitType, Integer> m = new LinkedHashMap<>();
        counts.forEach((u, n) -> {
            checkCount(u.id(), n);
            if (n > 0) {
                m.merge(u, n, Integer::sum);
            }
        });
        return new Force(Collections.unmodifiableMap(m));
    }

    /**
     * Parses a force as typed by a player: comma-separated "count unit" pairs, e.g.
     * {@code "3 infantry, 1 artillery, 2 tank"} or {@code "3 inf, 2 arm"}. A unit without a count is
     * one unit; a unit given twice is added up; an empty string is an empty force.
     *
     * @param text    what the player typed
     * @param edition resolves unit names, abbreviations and plurals
     * @return the force
     * @throws IllegalArgumentException one line naming the problem: an unknown unit, a negative or
     *                                  non-numeric count
     */
    public static Force parse(String text, Edition edition) {
        Map<UnitType, Integer> m = new LinkedHashMap<>();
        for (Entry e : entries(text)) {
            int n;
            if (e.numbered()) {
                if (!e.wholeCount()) {
                    throw new IllegalArgumentException("count '" + e.count() + "' is not a whole number");
                }
                if (e.name().isEmpty()) {
                    throw new IllegalArgumentException("count " + e.count() + " has no unit after it");
                }
                try {
                    n = Integer.parseInt(e.count());
                } catch (NumberFormatException tooLarge) {
                    throw new IllegalArgumentException("count " + e.count() + " is above the limit of " + MAX_COUNT);
                }
            } else {
                n = 1;
            }
            UnitType u = edition.unit(e.name());
            checkCount(u.id(), n);
            m.merge(u, n, Integer::sum);
            checkCount(u.id(), m.get(u));
        }
        return of(m);
    }

    /**
     * One entry of a unit list as typed, before any edition reads it: the one grammar of "count unit" that
     * {@link #parse} and the fitting of a battle to another edition ({@code battleboard.input.EditionFit}) read.
     *
     * @param text     the entry, trimmed, e.g. {@code "3 inf"}
     * @param numbered true when it starts with a number (or a sign and a number), a count
     * @param count    the count as typed when numbered (e.g. {@code "3"}, {@code "+2"}, {@code "2.5"}), else {@code "1"}
     * @param name     the unit's name as typed (empty when a count has no unit after it)
     */
    public record Entry(String text, boolean numbered, String count, String name) {
        /** @return true when the count, if any, is a whole number: no count, or digits after an optional sign */
        public boolean wholeCount() {
            return !numbered || count.matches("[+-]?\\d+");
        }

        /** @return true when the entry is a well-formed "count unit" or a unit alone */
        public boolean wellFormed() {
            return wholeCount() && !name.isEmpty();
        }
    }

    /**
     * @param text a unit list as typed, comma-separated; null or blank for none
     * @return its non-empty entries, in order
     */
    public static java.util.List<Entry> entries(String text) {
        java.util.List<Entry> out = new java.util.ArrayList<>();
        if (text == null || text.isBlank()) {
            return out;
        }
        for (String part : text.split(",")) {
            String p = part.trim();
            if (p.isEmpty()) {
                continue;
            }
            String[] words = p.split("\\s+", 2);
            boolean numbered = words[0].matches("[+-]?\\d.*");
            out.add(numbered ? new Entry(p, true, words[0], words.length < 2 ? "" : words[1]) : new Entry(p, false, "1", p));
        }
        return out;
    }

    private static void checkCount(String unit, int n) {
        if (n < 0) {
            throw new IllegalArgumentException("negative count " + n + " for " + unit);
        }
        if (n > MAX_COUNT) {
            throw new IllegalArgumentException("count " + n + " for " + unit + " is above the limit of " + MAX_COUNT);
        }
    }

    /** @return unit type to count (all counts positive), in entry order */
    public Map<UnitType, Integer> counts() {
        return counts;
    }

    /** @return the count of a unit type, 0 when absent */
    public int count(UnitType u) {
        return counts.getOrDefault(u, 0);
    }

    /** @return the number of units */
    public int size() {
        return counts.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** @return true when there are no units */
    public boolean isEmpty() {
        return counts.isEmpty();
    }

    /** @return the units matching {@code keep} */
    public Force filter(Predicate<UnitType> keep) {
        Map<UnitType, Integer> m = new LinkedHashMap<>();
        counts.forEach((u, n) -> {
            if (keep.test(u)) {
                m.put(u, n);
            }
        });
        return new Force(Collections.unmodifiableMap(m));
    }

    /** @return this force and {@code other} together, counts added */
    public Force plus(Force other) {
        if (other.isEmpty()) {
            return this;
        }
        Map<UnitType, Integer> m = new LinkedHashMap<>(counts);
        other.counts.forEach((u, n) -> m.merge(u, n, Integer::sum));
        return of(m);
    }

    /** @return the total cost in IPC (TUV) */
    public int ipc() {
        return counts.entrySet().stream().mapToInt(e -> e.getKey().cost() * e.getValue()).sum();
    }

    /** @return e.g. "3 infantry, 1 tank"; "none" when empty */
    @Override
    public String toString() {
        return counts.isEmpty() ? "none"
                : counts.entrySet().stream().map(e -> e.getValue() + " " + e.getKey().id()).collect(Collectors.joining(", "));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Force f && f.counts.equals(counts);
    }

    @Override
    public int hashCode() {
        return counts.hashCode();
    }
}
