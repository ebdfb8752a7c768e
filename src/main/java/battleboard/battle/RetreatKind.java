package battleboard.battle;

/**
 * What the attacker may do when it wants to leave, between rounds: {@link Decisions} tells it from the battle, and
 * {@link RoundModel#retreatKind} gives it to the solvers.
 */
public enum RetreatKind {
    /** No unit may leave (an amphibious assault in Classic, or before the first round). */
    NONE,
    /** Air units leave, land units fight on (an amphibious assault in Revised, L1408–1409). */
    AIRCRAFT_ONLY,
    /** Every unit leaves but those that may not retreat, which fight on (Global War banzai infantry, G977). */
    ALL_BUT_STAYING,
    /** Every attacking unit leaves together (Revised L1395–1406, Classic L843–845). */
    FULL
}

