package battleboard.exact;

import battleboard.battle.BattleState;
import battleboard.battle.RoundModel;
import battleboard.battle.SideState;

/**
 * What the step tables read of a chain: its round model, each side's compositions by chain state id, its round positions
 * and each side's outcomes between rounds. Handed over by {@link Chain}, so that the tables need not know the chain.
 *
 * @param att      the attacker's compositions, by chain state id
 * @param def      the defender's compositions, by chain state id
 * @param layers   the round positions
 * @param outcomes each side's chain state id of a composition, and the outcomes of a round's end
 */
record ChainShape(RoundModel model, SideState[] att, SideState[] def, int layers, SideOutcomes outcomes) {
    /** @return the state of round position {@code layer} (0-based) with attacker id {@code a} and defender id {@code d} */
    BattleState state(int layer, int a, int d) {
        return new BattleState(layer + 1, att[a], def[d]);
    }
}
