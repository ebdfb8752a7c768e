package battleboard.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import battleboard.edition.Edition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Battles the rulebook does not allow are refused with one line naming the problem. */
class BattleSetupRulesTest {
    private static final Edition REVISED = Edition.builtIn("revised");

    @ParameterizedTest(name = "{0} vs {1}")
    @CsvSource(delimiter = '|', value = {
        // an AA gun cannot attack (L2245-2246)
        "1 infantry, 1 aa-gun | 1 infantry | | aa-gun cannot attack: AA guns only defend against aircraft (L2239-2256)",
        // land units fight only in territories (L2146), sea units only at sea (L2427-2428)
        "1 tank | 1 destroyer | | tank cannot fight in a sea battle (the attacker has it, and destroyer makes this a sea battle)",
        "1 submarine | 1 infantry | | infantry cannot fight in a sea battle (the defender has it, and submarine makes this a sea battle)",
        // only battleships bombard, and destroyers with Combined Bombardment (L1199-1225, L2493-2498)
        "1 infantry | 1 infantry | 1 destroyer | destroyer cannot conduct shore bombardment without the combined-bombardment technology",
        "1 infantry | 1 infantry | 1 carrier | carrier cannot conduct shore bombardment",
        // bombardment is part of the land combat of an amphibious assault (L1213-1219)
        "1 fighter | 1 transport | 1 battleship | shore bombardment needs a land battle, but this is a sea battle (L1199-1225)",
        "'' | 1 infantry | | the attacker has no units"})
    void refused(String attacker, String defender, String bombard, String message) {
        BattleSetup.Builder b = BattleSetup.builder(REVISED).attacker(attacker).defender(defender)
                .bombard(bombard == null ? "" : bombard);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, b::build);
        assertEquals(message, e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void badRuleOptionValue() {
        BattleSetup.Builder b = BattleSetup.builder(REVISED).attacker("1 fighter").defender("1 infantry")
                .option("aa-casualties", "sometimes");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, b::build);
        assertEquals("rule option 'aa-casualties' takes owner-chooses or per-aircraft, not 'sometimes'", e.getMessage());
    }

    @Test
    void kindIsInferredFromTheUnits() {
        assertEquals(BattleKind.LAND, BattleSetup.builder(REVISED).attacker("1 fighter").defender("1 infantry").build().kind());
        assertEquals(BattleKind.SEA, BattleSetup.builder(REVISED).attacker("1 fighter").defender("1 transport").build().kind());
    }

    @Test
    void combinedBombardmentLetsDestroyersBombard() {
        BattleSetup s = BattleSetup.builder(REVISED).attacker("1 infantry").defender("1 infantry").bombard("1 destroyer")
                .tech(Side.ATTACKER, "combined-bombardment").build();
        assertEquals(3, s.effective(Side.ATTACKER, REVISED.unit("destroyer")).bombard());
    }
}
