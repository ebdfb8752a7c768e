package battleboard.montecarlo;

import battleboard.battle.SideState;
import battleboard.battle.Status;
import java.util.HashMap;
import java.util.Map;

/**
 * Counts of one chunk of simulated battles: how each ended, how many rounds it took, and each side's
 * final units. Mergeable; mutable only inside the worker that fills it and the merge.
 */
final class Tally {
    long trials;
    long attackerWin;
    long defenderWin;
    long draw;
    long retreat;
    long stalemate;
    long rounds;
    long roundsSquared;
    final Map<SideState, long[]> attackerEnd = new HashMap<>();
    final Map<SideState, long[]> defenderEnd = new HashMap<>();

    void add(Status status, int roundsFought, SideState attacker, SideState defender) {
        trials++;
        switch (status) {
            case ATTACKER_WIN -> attackerWin++;
            case DEFENDER_WIN -> defenderWin++;
            case DRAW -> draw++;
            case RETREAT -> {
                retreat++;
                defenderWin++;
            }
            case STALEMATE -> {
                stalemate++;
                defenderWin++;
            }
            default -> throw new IllegalStateException(status.name());
        }
        rounds += roundsFought;
        roundsSquared += (long) roundsFought * roundsFought;
        attackerEnd.computeIfAbsent(attacker, k -> new long[1])[0]++;
        defenderEnd.computeIfAbsent(defender, k -> new long[1])[0]++;
    }

    void merge(Tally o) {
        trials += o.trials;
        attackerWin += o.attackerWin;
        defenderWin += o.defenderWin;
        draw += o.draw;
        retreat += o.retreat;
        stalemate += o.stalemate;
        rounds += o.rounds;
        roundsSquared += o.roundsSquared;
        o.attackerEnd.forEach((s, n) -> attackerEnd.computeIfAbsent(s, k -> new long[1])[0] += n[0]);
        o.defenderEnd.forEach((s, n) -> defenderEnd.computeIfAbsent(s, k -> new long[1])[0] += n[0]);
    }
}
