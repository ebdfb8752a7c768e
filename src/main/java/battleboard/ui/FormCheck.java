package battleboard.ui;

import battleboard.battle.BattleSetup;
import battleboard.input.BattlePreset;
import battleboard.solve.SolveOptions;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The outcome of checking the form ({@link BattleCheck}): the battle ready to solve, or the problem and the fields to mark.
 * What the form's panes (Compare, Casualties, One more unit, Waves) solve from.
 *
 * @param setup     the battle, or null when the form is refused
 * @param options   the method and Monte Carlo settings, or null when the form is refused
 * @param error     one line naming the problem, or null
 * @param offending the fields to mark
 * @param messages  per field marked, its own message (a tooltip beside it)
 * @param written   the battle as written, which {@code setup} is built from; null when the form is refused
 */
record FormCheck(BattleSetup setup, SolveOptions options, String error, Set<InputField> offending, Map<InputField, String> messages,
                 BattlePreset written) {
    /** A check whose marked fields all share its one error (the battle refused as a whole). */
    static FormCheck refused(String error, Set<InputField> offending) {
        Map<InputField, String> m = new LinkedHashMap<>();
        offending.forEach(f -> m.put(f, error));
        return new FormCheck(null, null, error, offending, m, null);
    }
}
