package battleboard.edition;

import java.util.Locale;

/** Where a unit fights: on land, in the air, or at sea. */
public enum Domain {
    LAND, AIR, SEA;

    /** The lower-case name used in edition files ("land", "air", "sea"). */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
