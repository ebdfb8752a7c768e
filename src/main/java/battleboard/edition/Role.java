package battleboard.edition;

import java.util.Locale;

/** The part a unit plays in a battle: attacking or defending. */
public enum Role {
    ATTACK, DEFENSE;

    /** The lower-case name used in edition files ("attack", "defense"). */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
