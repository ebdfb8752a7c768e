package battleboard.montecarlo;

import battleboard.battle.SideState;
import battleboard.battle.Status;
import java.util.HashMap;
import java.util.Map;
import java.util.ArrayList;
import java.util.List;

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
    final Map<Integer, long[]> swing = new HashMap<>();
    /** Per rounds fought, the battles that ended after that many: attacker win, defender win, draw, retreat. */
    final List<long[]> byRound = new ArrayList<>();

    void add(Status status, boolean captured, int roundsFought, SideState attacker, SideState defender, int ipcSwing) {
        count(status, captured, roundsFought);
        swing.computeIfAbsent(ipcSwing, k -> new long[1])[0]++;
        attackerEnd.computeIfAbsent(attacker, k -> new long[1])[0]++;
        defenderEnd.computeIfAbsent(defender, k -> new long[1])[0]++;
    }

    /** Counts a battle's end and rounds, leaving its final units and swing to the caller. */
    void count(Status status, boolean captured, int roundsFought) {
        trials++;
        long[] ended = ended(roundsFought);
        switch (status.outcome()) {
            case ATTACKER_WIN -> {
                attackerWin++;
                ended[0]++;
            }
            case DEFENDER_WIN -> {
                defenderWin++;
                ended[1]++;
            }
            case DRAW -> {
                draw++;
                ended[2]++;
            }
        }
        if (captured) {
            captures++;
        }
        if (status == Status.RETREAT) {
            retreat++;
            ended[3]++;
        } else if (status == Status.STALEMATE) {
            stalemate++;
        }
        rounds += roundsFought;
        roundsSquared += (long) roundsFought * roundsFought;
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
        for (int k = 0; k < o.byRound.size(); k++) {
            long[] mine = ended(k);
            long[] theirs = o.byRound.get(k);
            for (int i = 0; i < theirs.length; i++) {
                mine[i] += theirs[i];
            }
        }
    }

    private long[] ended(int rounds) {
        while (byRound.size() <= rounds) {
            byRound.add(new long[4]);
        }
        return byRound.get(rounds);
    }
}
