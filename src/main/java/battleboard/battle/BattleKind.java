package battleboard.battle;

/**
 * Where a battle is fought, inferred from the units: a sea battle when either side has a sea unit,
 * otherwise a land battle (a territory).
 */
public enum BattleKind {
    LAND, SEA;

    /** @return "land" or "sea" */
    public String label() {
        return this == LAND ? "land" : "sea";
    }
}
