package battleboard.raid;

import java.util.Locale;

/**
 * The order in which a raid's hits take the raiding side's aircraft, for the volleys whose casualties are chosen rather
 * than rolled for: World at War's AA fire (the attacker chooses, W467) and interceptors (the defender chooses, W468),
 * Global War 1939's air combat (the owner chooses, the digest's §2.11).
 */
public enum RaidCasualties {
    /** Escorts first, then the raiders, the cheapest first: the attacker sparing its bombers (the digest's T9, AA hits). */
    ESCORTS_FIRST,
    /** The raiders first, the dearest first, then the escorts: the defender stopping the bombs (the digest's T9, interceptors). */
    BOMBERS_FIRST;

    /** @return the name typed on the command line, e.g. {@code escorts-first} */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * @param id {@code escorts-first} or {@code bombers-first}, in any case
     * @return the order
     * @throws IllegalArgumentException one line naming both orders
     */
    public static RaidCasualties parse(String id) {
        for (RaidCasualties c : values()) {
            if (c.id().equals(id.trim().toLowerCase(Locale.ROOT))) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown casualty order '" + id.trim() + "' (orders: escorts-first, bombers-first)");
    }
}
