package battleboard.solve;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * One legal way for a side to take its hits, and what the battle is then worth.
 *
 * @param lost        units destroyed, unit id to count
 * @param damaged     multi-hit units left damaged after the hits, unit id to count
 * @param remaining   the side's units after the hits, unit id to count
 * @param attackerWin probability in [0, 1] that the attacker wins from there
 * @param defenderWin probability in [0, 1] that the defender wins from there (retreat and stalemate included)
 * @param ipcSwing    expected IPC swing from the position before these hits (these losses included): the
 *                    defender's expected loss minus the attacker's
 */
public record CasualtyChoice(Map<String, Integer> lost, Map<String, Integer> damaged, Map<String, Integer> remaining,
                             double attackerWin, double defenderWin, double ipcSwing) {
    public CasualtyChoice {
        lost = Collections.unmodifiableMap(new LinkedHashMap<>(lost));
        damaged = Collections.unmodifiableMap(new LinkedHashMap<>(damaged));
        remaining = Collections.unmodifiableMap(new LinkedHashMap<>(remaining));
    }

    /** @return e.g. "lose 2 infantry; damage 1 battleship", or "no loss" */
    public String label() {
        String l = lost.isEmpty() ? "" : "lose " + lost.entrySet().stream().map(e -> e.getValue() + " " + e.getKey())
                .collect(Collectors.joining(", "));
        String d = damaged.isEmpty() ? "" : "damaged " + damaged.entrySet().stream()
                .map(e -> e.getValue() + " " + e.getKey()).collect(Collectors.joining(", "));
        return l.isEmpty() && d.isEmpty() ? "no loss" : l.isEmpty() ? d : d.isEmpty() ? l : l + "; " + d;
    }
}
