package battleboard.montecarlo;

import battleboard.battle.SideState;
import battleboard.battle.Status;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Counts of one chunk of simulated battles: how each ended, how many rounds it took, and each side's
 * final units. Mergeable; mutable only inside the worker that fills it and the merge.
 */
final class Tally {
    long trials;
    long attackerWin;
    long captures;
    long defenderWin;
    long draw;
    long retreat;
    long stalemate;
    long rounds;
    long roundsSquared;
    final Map<SideState, long[]> attackerEnd = new HashMap<>();
    final Map<SideState, long[]> defenderEnd = new HashMap<>();
    /** IPC swing to the number of battles that ended with it. */
    final TreeMap<Integer, long[]> swing = new TreeMap<>();
    /** Rounds fought to the battles that ended after that many: attacker win, defender win, draw, retreat. */
    final TreeMap<Integer, long[]> byRound = new TreeMap<>();

    void add(Status status, boolean captured, int roundsFought, SideState attacker, SideState defender, int ipcSwing) {
        trials++;
        long[] ended = byRound.computeIfAbsent(roundsFought, k -> new long[4]);
        switch (status) {
            case ATTACKER_WIN -> {
                attackerWin++;
                ended[0]++;
                if (captured) {
                    captures++;
                }
            }
            case DEFENDER_WIN -> {
                defenderWin++;
                ended[1]++;
            }
            case DRAW -> {
                draw++;
                ended[2]++;
            }
            case RETREAT -> {
                retreat++;
                defenderWin++;
                ended[1]++;
                ended[3]++;
            }
            case STALEMATE -> {
                stalemate++;
                defenderWin++;
                ended[1]++;
            }
            default -> throw new IllegalStateException(status.name());
        }
        swing.computeIfAbsent(ipcSwing, k -> new long[1])[0]++;
        rounds += roundsFought;
        roundsSquared += (long) roundsFought * roundsFought;
        attackerEnd.computeIfAbsent(attacker, k -> new long[1])[0]++;
        defenderEnd.computeIfAbsent(defender, k -> new long[1])[0]++;
    }

    void merge(Tally o) {
        trials += o.trials;
        attackerWin += o.attackerWin;
        captures += o.captures;
        defenderWin += o.defenderWin;
        draw += o.draw;
        retreat += o.retreat;
        stalemate += o.stalemate;
        rounds += o.rounds;
        roundsSquared += o.roundsSquared;
        o.attackerEnd.forEach((s, n) -> attackerEnd.computeIfAbsent(s, k -> new long[1])[0] += n[0]);
        o.defenderEnd.forEach((s, n) -> defenderEnd.computeIfAbsent(s, k -> new long[1])[0] += n[0]);
        o.swing.forEach((k, n) -> swing.computeIfAbsent(k, x -> new long[1])[0] += n[0]);
        o.byRound.forEach((k, n) -> {
            long[] mine = byRound.computeIfAbsent(k, x -> new long[4]);
            for (int i = 0; i < n.length; i++) {
                mine[i] += n[i];
            }
        });
    }
}
