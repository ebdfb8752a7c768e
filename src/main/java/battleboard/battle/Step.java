package battleboard.battle;

/**
 * The steps of one round (a "cycle of combat") in which dice are rolled. All volleys of a step are
 * simultaneous: their dice are fixed at the start of the step. Revised, seeds/000_f368692edf954982.txt
 * L1148–1156: step 2 (opening fire) and steps 4–5 (attacking and defending units fire).
 */
public enum Step {
    /** AA guns, shore bombardment, submarines (Revised step 2; casualties removed in step 3). */
    OPENING_FIRE,
    /** Every other unit, attacker and defender; casualties fire back (Revised steps 4–6). */
    MAIN_FIRE
}
