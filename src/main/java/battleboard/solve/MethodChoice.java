package battleboard.solve;

import java.util.Arrays;
import java.util.Locale;

/** Which solver a player asks for. */
public enum MethodChoice {
    /** The exact Markov-chain solver; refused when the battle is too large for memory. */
    EXACT,
    /** Monte Carlo simulation. */
    MONTE_CARLO,
    /** Exact when the state-space estimate fits the memory and work budgets, Monte Carlo otherwise. */
    AUTO;

    /** @return the command-line name: "exact", "montecarlo" or "auto" */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace("_", "");
    }

    /**
     * @param id a command-line name ("monte-carlo" and "mc" are accepted for Monte Carlo)
     * @return the choice
     * @throws IllegalArgumentException naming the value and the accepted ones
     */
    public static MethodChoice parse(String id) {
        String key = id.trim().toLowerCase(Locale.ROOT).replace("-", "").replace("_", "");
        if (key.equals("mc")) {
            return MONTE_CARLO;
        }
        return Arrays.stream(values()).filter(m -> m.id().equals(key)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown method '" + id.trim() + "' (methods: "
                        + String.join(", ", Arrays.stream(values()).map(MethodChoice::id).toList()) + ")"));
    }
}
