package battleboard.ui;

import battleboard.battle.KamikazeTargets;
import java.util.Optional;

/**
 * Global 1940's kamikaze targets named before the dice, typed as the command line's {@code --kamikaze-targets} takes
 * them: one attacking ship per kamikaze strike, e.g. {@code battleship, battleship, carrier} ({@code battleship#2} for
 * the second battleship). Blank means none named: the rule option {@code kamikaze-targets} assigns the hits after the
 * dice.
 */
final class KamikazeTargetsField extends InputField {
    KamikazeTargetsField() {
        super("");
    }

    @Override
    String id() {
        return "kamikaze-targets";
    }

    /**
     * @return the targets typed; empty when blank
     * @throws Problem naming this field when the text does not read as ships ({@link KamikazeTargets#parse})
     */
    Optional<KamikazeTargets> targets() {
        if (trimmed().isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(KamikazeTargets.parse(trimmed()));
        } catch (IllegalArgumentException e) {
            throw problem("kamikaze targets: " + e.getMessage());
        }
    }
}
