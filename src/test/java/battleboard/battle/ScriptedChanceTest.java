package battleboard.battle;

import static battleboard.battle.Side.ATTACKER;
import static battleboard.battle.Side.DEFENDER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** The scripted dice themselves: they count hits and refuse a script that does not fit the dice. */
class ScriptedChanceTest {
    private static final Dice INFANTRY_AND_TANK = new Dice(ATTACKER,
            List.of(new Dice.Group("infantry", 2, 1, 6), new Dice.Group("tank", 1, 3, 6)));

    @Test
    void countsRollsAtOrBelowTheValueAsHits() {
        ScriptedChance dice = ScriptedChance.script().roll(ATTACKER, "infantry", 1, 2).roll(ATTACKER, "tank", 3);
        assertEquals(2, dice.hits(INFANTRY_AND_TANK));
        dice.assertExhausted();
    }

    @Test
    void unitsMayComeInAnyOrderWithinOneVolley() {
        ScriptedChance dice = ScriptedChance.script().roll(ATTACKER, "tank", 4).roll(ATTACKER, "infantry", 6, 1);
        assertEquals(1, dice.hits(INFANTRY_AND_TANK));
    }

    @Test
    void aUnitsRollsGoToItsBestDiceFirst() {
        Dice supported = new Dice(ATTACKER, List.of(new Dice.Group("infantry", 1, 1, 6), new Dice.Group("infantry", 1, 2, 6)));
        assertEquals(1, ScriptedChance.script().roll(ATTACKER, "infantry", 2, 3).hits(supported));
        assertEquals(0, ScriptedChance.script().roll(ATTACKER, "infantry", 3, 2).hits(supported));
    }

    @Test
    void refusesTheWrongFirer() {
        ScriptedChance dice = ScriptedChance.script().roll(DEFENDER, "infantry", 1, 2).roll(DEFENDER, "tank", 3);
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> dice.hits(INFANTRY_AND_TANK));
        assertTrue(e.getMessage().contains("attacker fires 2 infantry at 1, 1 tank at 3"), e.getMessage());
        assertTrue(e.getMessage().contains("defender infantry 1"), e.getMessage());
    }

    @Test
    void refusesTheWrongUnits() {
        ScriptedChance dice = ScriptedChance.script().roll(ATTACKER, "infantry", 1, 2, 3);
        assertThrows(AssertionFailedError.class, () -> dice.hits(INFANTRY_AND_TANK));
    }

    @Test
    void refusesAShortScript() {
        ScriptedChance dice = ScriptedChance.script().roll(ATTACKER, "infantry", 1, 2);
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> dice.hits(INFANTRY_AND_TANK));
        assertTrue(e.getMessage().contains("only 2 rolls left"), e.getMessage());
    }

    @Test
    void refusesLeftoverRolls() {
        ScriptedChance dice = ScriptedChance.script().roll(ATTACKER, "infantry", 1, 2).roll(ATTACKER, "tank", 3, 4);
        dice.hits(INFANTRY_AND_TANK);
        assertThrows(AssertionFailedError.class, dice::assertExhausted);
    }
}
