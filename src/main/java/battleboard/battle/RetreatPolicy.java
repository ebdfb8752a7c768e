package battleboard.battle;

import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * When the attacker leaves a battle. The attacker may retreat only between rounds, after at least one
 * round (Revised, seeds/000_f368692edf954982.txt L1382–1411; Classic, seeds/002_643762565ec19ffa.txt
 * L841–845); what may leave depends on the edition (the rule option {@code amphibious-retreat}). A
 * retreat is a decision, not a truncation: the exact solver ends the battle in those states as the
 * outcome {@link Status#RETREAT}.
 */
public sealed interface RetreatPolicy {

    /**
     * The latest round a battle may start at or retreat after: far past any battle fought (a round of a large battle ends
     * a side in tens of rounds), and the round positions the solvers count up to it stay in an {@code int} (issue 27:
     * {@code --round 2147483646 --retreat-after-round 2147483647} overflowed and never retreated). Here rather than in
     * the battle's setup, which holds a retreat policy, so that the two files do not use each other.
     */
    int MOST_ROUNDS = 1_000;

    /** Fight to the end. */
    record Never() implements RetreatPolicy {
    }

    /**
     * Retreat once {@code rounds} rounds have been fought.
     *
     * @param rounds 1 to {@link #MOST_ROUNDS}
     */
    record AfterRound(int rounds) implements RetreatPolicy {
        public AfterRound {
            if (rounds < 1) {
                throw new IllegalArgumentException("retreat after round " + rounds + ": the round must be at least 1");
            }
            if (rounds > MOST_ROUNDS) {
                throw new IllegalArgumentException(String.format(java.util.Locale.ROOT,
                        "retreat after round %,d: the round must be at most %,d", rounds, MOST_ROUNDS));
            }
        }
    }

    /**
     * Retreat when the attacker has at most {@code units} units left on the board.
     *
     * @param units at least 0
     */
    record AtUnits(int units) implements RetreatPolicy {
        public AtUnits {
            if (units < 0) {
                throw new IllegalArgumentException("retreat at " + units + " units: the count cannot be negative");
            }
        }
    }

    /** Land battles: retreat when no attacking land unit is left (the territory cannot be taken). */
    record WhenNoLandUnits() implements RetreatPolicy {
    }

    /** Retreat when every attacking unit left is an aircraft. */
    record WhenOnlyAircraft() implements RetreatPolicy {
    }

    /**
     * Retreat when the attacker's probability of winning from the current state, fighting to the end,
     * falls below {@code probability}. Needs the exact solver's value of every state.
     *
     * @param probability in (0, 1]
     */
    record BelowWinProbability(double probability) implements RetreatPolicy {
        public BelowWinProbability {
            if (!(probability > 0 && probability <= 1)) {
                throw new IllegalArgumentException("retreat-below takes a probability above 0 and at most 1, not " + probability);
            }
        }
    }

    /**
     * Retreat exactly in the states where fighting on has a lower expected IPC swing than leaving,
     * found by dynamic programming over the exact chain.
     */
    record Best() implements RetreatPolicy {
    }

    /**
     * Retreat exactly in the given states: what the exact solver makes of {@link BelowWinProbability}
     * and {@link Best}.
     *
     * @param states battle states (between rounds) in which the attacker retreats
     * @param source the policy these states were computed for
     */
    record InStates(Set<BattleState> states, RetreatPolicy source) implements RetreatPolicy {
        public InStates {
            states = Set.copyOf(states);
            Objects.requireNonNull(source, "source");
        }
    }

    /** @return the policy that never retreats */
    static RetreatPolicy never() {
        return new Never();
    }

    /** @return true when the exact solver must turn this policy into {@link InStates} before it is played */
    default boolean needsStateValues() {
        return this instanceof BelowWinProbability || this instanceof Best;
    }

    /** @return a short description, e.g. "retreat after round 2" */
    default String describe() {
        if (this instanceof Never) {
            return "fight to the end";
        } else if (this instanceof AfterRound a) {
            return "retreat after round " + a.rounds();
        } else if (this instanceof AtUnits u) {
            return "retreat at " + u.units() + " units or fewer";
        } else if (this instanceof WhenNoLandUnits) {
            return "retreat when no land unit is left";
        } else if (this instanceof WhenOnlyAircraft) {
            return "retreat when only aircraft are left";
        } else if (this instanceof BelowWinProbability b) {
            // as a player types it: 40 %, not 0.400 (issue 12, item 7)
            return "retreat when the chance to win falls below " + new java.math.BigDecimal(Double.toString(b.probability() * 100))
                    .round(new java.math.MathContext(6)).stripTrailingZeros().toPlainString() + " %";
        } else if (this instanceof Best) {
            return "best retreat policy (highest expected IPC swing)";
        } else {
            InStates s = (InStates) this;
            return s.source().describe() + " (" + s.states().size() + " retreat states)";
        }
    }
}
