package battleboard.battle;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * When a side's submarines leave the battle between rounds: they submerge (Revised,
 * seeds/000_f368692edf954982.txt L1410–1411, L2651–2657; never while an enemy destroyer is in the
 * battle) or withdraw (Classic, seeds/002_643762565ec19ffa.txt L783–794, L899). Submarines that leave
 * survive the battle. "Each submarine may submerge" on its own (Revised L2651): {@link #keep(int)} keeps some fighting
 * while the others leave. Immutable; the three whole-side policies are single instances, compared with {@code ==}.
 */
public final class SubmergePolicy {
    /** Submarines fight on. */
    public static final SubmergePolicy NEVER = new SubmergePolicy("never", 0);
    /** All submarines leave as soon as no enemy unit they could hit is left (e.g. only aircraft). */
    public static final SubmergePolicy WHEN_NO_TARGETS = new SubmergePolicy("when-no-targets", 0);
    /** All submarines leave after the first round, whenever they may. */
    public static final SubmergePolicy ALWAYS = new SubmergePolicy("always", 0);

    private final String kind;
    private final int kept;

    private SubmergePolicy(String kind, int kept) {
        this.kind = kind;
        this.kept = kept;
    }

    /**
     * @param submarines how many keep fighting, at least 1
     * @return the policy where, whenever they may (after the first round, no enemy destroyer), the side's submarines
     *         beyond that many submerge and that many fight on
     * @throws IllegalArgumentException when {@code submarines} is below 1
     */
    public static SubmergePolicy keep(int submarines) {
        if (submarines < 1) {
            throw new IllegalArgumentException("keep at least 1 submarine fighting, not " + submarines + " (or submerge always)");
        }
        return new SubmergePolicy("keep", submarines);
    }

    /** @return the three whole-side policies, as the form offers them */
    public static SubmergePolicy[] values() {
        return new SubmergePolicy[] {NEVER, WHEN_NO_TARGETS, ALWAYS};
    }

    /** @return the whole-side policies and keeping 1 or 2 submarines fighting, as the form lists them */
    public static List<SubmergePolicy> choices() {
        return List.of(NEVER, WHEN_NO_TARGETS, ALWAYS, keep(1), keep(2));
    }

    /** @return how many submarines keep fighting while the others submerge; 0 for the whole-side policies */
    public int kept() {
        return kept;
    }

    /** @return the command-line name: "never", "when-no-targets", "always", "keep N" */
    public String id() {
        return kept == 0 ? kind : "keep " + kept;
    }

    /**
     * @param id a command-line name: never, when-no-targets, always, or keep N (N at least 1)
     * @return the policy
     * @throws IllegalArgumentException naming the value and the accepted ones
     */
    public static SubmergePolicy parse(String id) {
        String key = id.trim().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        for (SubmergePolicy p : values()) {
            if (p.id().equals(key)) {
                return p;
            }
        }
        if (key.matches("keep[ -]\\d{1,4}")) {
            return keep(Integer.parseInt(key.substring(5)));
        }
        throw new IllegalArgumentException("unknown submerge policy '" + id.trim() + "' (policies: never, when-no-targets, always,"
                + " keep N)");
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SubmergePolicy p && p.kind.equals(kind) && p.kept == kept;
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, kept);
    }

    @Override
    public String toString() {
        return id();
    }
}
