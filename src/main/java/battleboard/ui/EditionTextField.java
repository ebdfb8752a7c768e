package battleboard.ui;

import battleboard.edition.Edition;
import java.util.Objects;
import java.util.function.BiFunction;

/**
 * A text the player types as the command line takes it, read with the edition's unit names: a side's cargo ("2 infantry,
 * 1 tank", the command line's {@code --attacker-cargo}) or its picks ("carrier, battleship", {@code --attacker-picks}).
 * Blank means none.
 *
 * @param <T> what the text reads as
 */
final class EditionTextField<T> extends InputField {
    private final String id;
    private final String label;
    private final T blank;
    private final BiFunction<String, Edition, T> parse;

    /**
     * @param id    the node id, e.g. "defender-cargo"
     * @param label the name in messages, e.g. "defender's cargo"
     * @param blank what a blank field reads as, e.g. no units
     * @param parse the core's reading of the text, e.g. {@code Force::parse}, throwing its one-line message
     */
    EditionTextField(String id, String label, T blank, BiFunction<String, Edition, T> parse) {
        super("");
        this.id = id;
        this.label = label;
        this.blank = Objects.requireNonNull(blank, "blank");
        this.parse = Objects.requireNonNull(parse, "parse");
    }

    @Override
    String id() {
        return id;
    }

    /**
     * @param edition reads the unit names
     * @return what is typed; {@code blank} when the field is blank
     * @throws Problem naming this field with the core's message (an unknown unit, a bad count)
     */
    T read(Edition edition) {
        if (trimmed().isEmpty()) {
            return blank;
        }
        try {
            return parse.apply(trimmed(), edition);
        } catch (IllegalArgumentException e) {
            throw problem(label + ": " + e.getMessage());
        }
    }
}
