package battleboard.battle;

/**
 * One step of a round (a "cycle of combat") in which dice are rolled, as the edition's battle rules
 * state it ({@code battleboard.edition.BattleRules.StepRule}). All volleys of a step are simultaneous:
 * their dice are fixed at the start of the step. Revised, seeds/000_f368692edf954982.txt L1148–1156, has
 * two: opening fire (step 2) and the attacking and defending units' fire (steps 4–5).
 *
 * @param index position in the round, from 0
 * @param id    the edition file's id, e.g. {@code "opening-fire"}
 * @param name  display name
 */
public record Step(int index, String id, String name) {
}
