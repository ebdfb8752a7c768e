package battleboard.input;

import battleboard.battle.RetreatPolicy;
import java.util.Locale;

/**
 * The grammar of a retreat policy, read and written once for both faces: the attacker's {@code --retreat} and a battle
 * file's {@code retreat}, and the defender's retreat ({@code rolls.defenderRetreat}, {@link RollTexts}).
 */
final class RetreatTexts {
    /** The forms a retreat policy takes, for messages. */
    static final String RETREATS = "never, best, after-round N, at-units N, when no-land-units,"
            + " when only-aircraft, below P";

    private RetreatTexts() {
    }

    /**
     * Writes a retreat policy as {@link #read(String)} reads it.
     *
     * @param policy the policy
     * @return e.g. "never", "after-round 2", "below 0.4"
     * @throws IllegalArgumentException for a table of states ({@link RetreatPolicy.InStates}), which has no text form
     */
    static String text(RetreatPolicy policy) {
        if (policy instanceof RetreatPolicy.Never) {
            return "never";
        } else if (policy instanceof RetreatPolicy.Best) {
            return "best";
        } else if (policy instanceof RetreatPolicy.AfterRound a) {
            return "after-round " + a.rounds();
        } else if (policy instanceof RetreatPolicy.AtUnits a) {
            return "at-units " + a.units();
        } else if (policy instanceof RetreatPolicy.WhenNoLandUnits) {
            return "when no-land-units";
        } else if (policy instanceof RetreatPolicy.WhenOnlyAircraft) {
            return "when only-aircraft";
        } else if (policy instanceof RetreatPolicy.BelowWinProbability b) {
            return "below " + b.probability();
        }
        throw new IllegalArgumentException("a retreat policy given as a table of battle states cannot be written as text");
    }

    /**
     * Reads a retreat policy as written in a preset file.
     *
     * @param text {@code never}, {@code best}, {@code after-round N}, {@code at-units N},
     *             {@code when no-land-units}, {@code when only-aircraft} or {@code below P} (P a probability in (0, 1])
     * @return the policy
     * @throws IllegalArgumentException naming the text and the accepted forms
     */
    static RetreatPolicy read(String text) {
        String[] w = text.trim().toLowerCase(Locale.ROOT).split("\\s+");
        try {
            if (w.length == 1) {
                switch (w[0]) {
                    case "never":
                        return RetreatPolicy.never();
                    case "best":
                        return new RetreatPolicy.Best();
                    default:
                        break;
                }
            } else if (w.length == 2) {
                switch (w[0]) {
                    case "after-round":
                        return new RetreatPolicy.AfterRound(Integer.parseInt(w[1]));
                    case "at-units":
                        return new RetreatPolicy.AtUnits(Integer.parseInt(w[1]));
                    case "below":
                        return new RetreatPolicy.BelowWinProbability(Double.parseDouble(w[1]));
                    case "when":
                        if (w[1].equals("no-land-units")) {
                            return new RetreatPolicy.WhenNoLandUnits();
                        } else if (w[1].equals("only-aircraft")) {
                            return new RetreatPolicy.WhenOnlyAircraft();
                        }
                        break;
                    default:
                        break;
                }
            }
        } catch (NumberFormatException e) {
            // fall through to the message naming the accepted forms
        }
        throw new IllegalArgumentException("retreat '" + text.trim() + "' is not a retreat policy (" + RETREATS + ")");
    }
}
