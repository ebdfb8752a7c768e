package battleboard.exact;

import battleboard.battle.Status;
import battleboard.result.RoundFigures;

/**
 * Probability that a battle has ended, by how: what the per-round figures add up ({@link ByRound}, {@link ByRoundBlocks}).
 * Not thread-safe.
 */
final class Ended {
    /** Probability in [0, 1] of each end. */
    private double attackerWin;
    private double defenderWin;
    private double draw;
    /** Of those, the attacker's retreats (counted in their outcome too). */
    private double retreat;

    /** Adds {@code p} for a battle that ended with {@code status} (over): to its outcome, and to the retreats when it is one. */
    void add(Status status, double p) {
        switch (status.outcome()) {
            case ATTACKER_WIN -> attackerWin += p;
            case DEFENDER_WIN -> defenderWin += p;
            case DRAW -> draw += p;
        }
        if (status == Status.RETREAT) {
            retreat += p;
        }
    }

    /** Adds {@code scale} times each of {@code other}'s ends. */
    void add(Ended other, double scale) {
        attackerWin += other.attackerWin * scale;
        defenderWin += other.defenderWin * scale;
        draw += other.draw * scale;
        retreat += other.retreat * scale;
    }

    /** @return whether nothing has ended */
    boolean none() {
        return attackerWin == 0 && defenderWin == 0 && draw == 0 && retreat == 0;
    }

    void clear() {
        attackerWin = 0;
        defenderWin = 0;
        draw = 0;
        retreat = 0;
    }

    /** @return the figures of {@code round} with these ends and {@code ongoing} still going on */
    RoundFigures figures(int round, double ongoing) {
        return new RoundFigures(round, ongoing, attackerWin, defenderWin, draw, retreat);
    }
}
