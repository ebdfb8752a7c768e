package battleboard.ui;

import java.util.List;

/**
 * The inputs of the form's battle, each a view model of its own: what Clear empties, Undo puts back and a battle file
 * fills.
 *
 * @param attacker the attacker's units, damaged units, technologies, order of loss and cargo
 * @param defender the defender's
 * @param rules    the edition's rule options and the rolls before the battle
 * @param retreat  the attacker's retreat policy
 * @param method   the method and its Monte Carlo settings
 */
record FormInputs(SideViewModel attacker, SideViewModel defender, RulesViewModel rules, RetreatViewModel retreat,
                  MethodViewModel method) {
    /** @return the attacker, then the defender */
    List<SideViewModel> sides() {
        return List.of(attacker, defender);
    }

    /** @return every input Clear changes, as it is now, for Undo */
    Snapshot snapshot() {
        Snapshot now = new Snapshot();
        attacker.snapshot(now);
        defender.snapshot(now);
        rules.snapshot(now);
        retreat.snapshot(now);
        method.snapshot(now);
        return now;
    }

    /** Empties both sides and puts back the default rule options and retreat policy: the battle, not how it is solved. */
    void clearBattle() {
        attacker.clear();
        defender.clear();
        rules.clear();
        retreat.clear();
    }

    /** Clear: {@link #clearBattle}, and the method settings put back too. */
    void clearAll() {
        clearBattle();
        method.clear();
    }

    /** @return true when either side has a ship among its units: the rolls before a sea battle apply */
    boolean atSea() {
        return attacker.hasShips() || defender.hasShips();
    }
}
