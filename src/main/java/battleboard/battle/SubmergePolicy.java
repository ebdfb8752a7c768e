package battleboard.battle;

import java.util.Arrays;
import java.util.Locale;

/**
 * When a side's submarines leave the battle between rounds: they submerge (Revised,
 * seeds/000_f368692edf954982.txt L1410–1411, L2651–2657; never while an enemy destroyer is in the
 * battle) or withdraw (Classic, seeds/002_643762565ec19ffa.txt L783–794, L899). Submarines that leave
 * survive the battle.
 */
public enum SubmergePolicy {
    /** Submarines fight on. */
    NEVER,
    /** All submarines leave as soon as no enemy unit they could hit is left (e.g. only aircraft). */
    WHEN_NO_TARGETS,
    /** All submarines leave after the first round, whenever they may. */
    ALWAYS;

    /** @return the command-line name: "never", "when-no-targets", "always" */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * @param id a command-line name
     * @return the policy
     * @throws IllegalArgumentException naming the value and the accepted ones
     */
    public static SubmergePolicy parse(String id) {
        return Arrays.stream(values()).filter(p -> p.id().equals(id.trim().toLowerCase(Locale.ROOT))).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown submerge policy '" + id.trim() + "' (policies: "
                        + String.join(", ", Arrays.stream(values()).map(SubmergePolicy::id).toList()) + ")"));
    }
}
