package battleboard.result;

import java.util.Locale;

/** How a result was computed. */
public enum Method {
    /** Markov chain over every reachable state: exact up to floating point. */
    EXACT,
    /** Simulation of many battles: every figure has a sampling error. */
    MONTE_CARLO;

    /** @return "exact" or "montecarlo", as on the command line */
    public String id() {
        return this == EXACT ? "exact" : name().toLowerCase(Locale.ROOT).replace("_", "");
    }
}
