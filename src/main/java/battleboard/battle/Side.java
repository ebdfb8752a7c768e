package battleboard.battle;

import battleboard.edition.Role;

/** The two sides of a battle. */
public enum Side {
    ATTACKER, DEFENDER;

    /** @return the other side */
    public Side opponent() {
        return this == ATTACKER ? DEFENDER : ATTACKER;
    }

    /** @return the role this side's units fire in: attack values for the attacker, defense for the defender */
    public Role role() {
        return this == ATTACKER ? Role.ATTACK : Role.DEFENSE;
    }

    /** @return "attacker" or "defender" */
    public String label() {
        return this == ATTACKER ? "attacker" : "defender";
    }
}
