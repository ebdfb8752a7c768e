package battleboard.battle;

/** When a volley's casualties leave the battle board. */
public enum Removal {
    /** At the end of the step: they do not fire back (opening-fire casualties, Revised L1311–1322). */
    AFTER_STEP,
    /** At the end of the round: they fire back first (main fire, Revised L1337–1363). */
    AFTER_ROUND
}
