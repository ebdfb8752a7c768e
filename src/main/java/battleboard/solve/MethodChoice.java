package battleboard.solve;

import java.util.Arrays;
import java.util.Locale;

/** Which solver a player asks for. */
public enum MethodChoice {
    /** The exact Markov-chain solver; refused when the battle is too large. */
    EXACT;

    /** @return the command-line name, e.g. "exact" */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace("_", "");
    }

    /**
     * @param id a command-line name
     * @return the choice
     * @throws IllegalArgumentException naming the value and the accepted ones
     */
    public static MethodChoice parse(String id) {
        return Arrays.stream(values()).filter(m -> m.id().equals(id.trim().toLowerCase(Locale.ROOT))).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown method '" + id + "' (methods: "
                        + String.join(", ", Arrays.stream(values()).map(MethodChoice::id).toList()) + ")"));
    }
}
