package battleboard.battle;

/**
 * The fighters each side designates Air Cap in Global War's optional Air Combat (G2138-2145): they fight an air
 * battle before the ground battle; the side's other fighters are Tac Air and fight in it. The fighters taken are
 * the side's units tagged {@code fighter}, in the edition's order (fighters before naval fighters).
 *
 * @param attacker Air Cap fighters of the attacker, at least 0
 * @param defender Air Cap fighters of the defender, at least 0
 */
public record AirCap(int attacker, int defender) {
    public AirCap {
        if (attacker < 0 || defender < 0) {
            throw new IllegalArgumentException("Air Cap fighters cannot be negative: " + attacker + ":" + defender);
        }
    }

    /** @return e.g. "2 attacking and 3 defending fighters on Air Cap" */
    public String describe() {
        return attacker + " attacking and " + defender + " defending fighter" + (defender == 1 ? "" : "s") + " on Air Cap";
    }
}
