package battleboard.edition;

/**
 * The value of each rule option in one battle, as a condition of the battle rules reads it ({@code when}: option id to
 * value, {@link BattleRules#holds}). {@link RuleSettings} gives it, built from an {@link Edition}'s defaults and the
 * player's choices; the battle rules, which an edition holds, read options through this and never refer back to the
 * settings or the edition.
 */
public interface OptionSettings {
    /** @return the value of the option with this id (e.g. {@code "aa-casualties"}), or null when the edition does not have it */
    String value(String optionId);
}
