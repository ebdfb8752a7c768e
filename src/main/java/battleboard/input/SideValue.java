package battleboard.input;

import battleboard.battle.Side;
import java.util.Locale;

/**
 * A value of the form {@code side:value}, e.g. {@code defender:2} or {@code attacker:always}: the one grammar of a
 * value given for one side ({@code --tech}, {@code --submerge}, {@code --hits}).
 *
 * @param side  attacker or defender
 * @param value what follows the colon, trimmed, not empty
 */
public record SideValue(Side side, String value) {
    /**
     * @param flag    the flag, for messages, e.g. {@code "--hits"}
     * @param text    what was typed
     * @param example an example value, for messages
     * @return the side and value
     * @throws IllegalArgumentException when the side is missing or unknown, or nothing follows it
     */
    public static SideValue parse(String flag, String text, String example) {
        int colon = text.indexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException(flag + " '" + text.trim() + "' needs a side: attacker:" + example
                    + " or defender:" + example);
        }
        String side = text.substring(0, colon).trim().toLowerCase(Locale.ROOT);
        String value = text.substring(colon + 1).trim();
        Side s = switch (side) {
            case "attacker" -> Side.ATTACKER;
            case "defender" -> Side.DEFENDER;
            default -> throw new IllegalArgumentException(flag + " '" + text.trim() + "': unknown side '" + side
                    + "' (sides: attacker, defender)");
        };
        if (value.isEmpty()) {
            throw new IllegalArgumentException(flag + " '" + text.trim() + "' gives nothing after the side");
        }
        return new SideValue(s, value);
    }
}
