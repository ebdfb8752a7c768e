package battleboard.ui;

import battleboard.battle.AreaStrike;
import java.util.Optional;

/**
 * World at War's rocket strike at the area before the battle, typed as the command line's {@code --rocket-strike} takes
 * it: {@code v1}, {@code v2} or {@code v2:2} (two rockets). Blank means none.
 */
final class RocketStrikeField extends InputField {
    RocketStrikeField() {
        super("");
    }

    @Override
    String id() {
        return "rocket-strike";
    }

    /**
     * @return the strike typed; empty when blank
     * @throws Problem naming this field when the text is not LEVEL[:ROCKETS]
     */
    Optional<AreaStrike> strike() {
        if (trimmed().isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(AreaStrike.parse(trimmed()));
        } catch (IllegalArgumentException e) {
            throw problem("rocket strike: " + e.getMessage());
        }
    }
}
