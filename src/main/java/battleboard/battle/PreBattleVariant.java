package battleboard.battle;

import java.util.Optional;

/**
 * One way the rolls can fall: the battle then fought (empty when there is none: the attack is
 * cancelled, or the submarines are not found), its probability, and the attacking units that
 * stayed out and survive it.
 *
 * @param setup       the battle fought, with no pre-battle roll of its own; empty: no battle
 * @param probability probability in [0, 1] of this way
 * @param stayedOut   attacking units that took no part and survive (Chinese infantry that failed their morale,
 *                    Air Cap fighters after the air battle)
 * @param label       what happened, e.g. "morale 3: 2 of 5 infantry attack"
 * @param defenderStayedOut defending units that took no part and survive (Air Cap fighters)
 * @param attackerLost IPC the attacker lost before the battle (Air Cap fighters shot down)
 * @param defenderLost IPC the defender lost before the battle (Air Cap fighters, units hit by free shots)
 * @param attackerDestroyed with no battle: true when the rolls destroyed every attacking unit (kamikaze strikes that
 *                    sink every ship), so the defender wins with {@code defenderStayedOut}, or it is a draw when that
 *                    is empty; false: the attack does not happen
 */
public record PreBattleVariant(Optional<BattleSetup> setup, double probability, Force stayedOut, String label, Force defenderStayedOut,
                      int attackerLost, int defenderLost, boolean attackerDestroyed) {
    /** A way that is a battle, or an attack that does not happen. */
    public PreBattleVariant(Optional<BattleSetup> setup, double probability, Force stayedOut, String label, Force defenderStayedOut,
                   int attackerLost, int defenderLost) {
        this(setup, probability, stayedOut, label, defenderStayedOut, attackerLost, defenderLost, false);
    }

    /** A way with no defender's units outside the battle and no loss before it. */
    public PreBattleVariant(Optional<BattleSetup> setup, double probability, Force stayedOut, String label) {
        this(setup, probability, stayedOut, label, Force.empty(), 0, 0);
    }
}
