package battleboard.worldatwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;
import org.junit.jupiter.api.Test;

/**
 * World at War's national rules that reach every unit of a side, or the enemy's (issue 23, rows 8 and 9), banzai
 * infantry that never retreat (W218) and the national rules Battleboard refuses by name (Enigma, W554). W lines cite
 * seeds/003_e255d9e9a0936e6b.txt; exact values to 1e-12 against the hand derivations in the comments.
 */
class WorldAtWarNationalRulesTest {
    private static final Edition WAW = Edition.builtIn("world-at-war-2005");

    private static BattleSetup.Builder battle(String attacker, String defender) {
        return BattleSetup.builder(WAW).attacker(attacker).defender(defender);
    }

    private static BattleResult exact(BattleSetup.Builder b) {
        return new ExactSolver().solve(b.build());
    }

    @Test
    void superSubmarinesHitOnThreeInEveryCombatUnlessTheOptionSaysAttackOnly() {
        // W579: "Submarines hit on a 3 or less in combat". A cruiser (A3) attacks a submarine with Super Submarines and
        // retreats after round 1: it wins when it hits (1/2) and the submarine misses: at 3 (attack-and-defense, spec
        // A7) 1/2 x 1/2 = 1/4, at 2 (attack-only, Classic's C440) 1/2 x 2/3 = 1/3
        BattleSetup.Builder b = battle("1 cruiser", "1 submarine").tech(Side.DEFENDER, "super-submarines")
                .retreat(new RetreatPolicy.AfterRound(1));
        assertEquals(1.0 / 4, exact(b).attackerWin(), 1e-12);
        assertEquals(1.0 / 3, exact(b.option("super-submarines-reach", "attack-only")).attackerWin(), 1e-12);
        // attacking, the submarine is at 3 under both: its opening fire sinks the cruiser with 1/2
        for (String reach : new String[] {"attack-and-defense", "attack-only"}) {
            BattleResult r = exact(battle("1 submarine", "1 cruiser").tech(Side.ATTACKER, "super-submarines")
                    .option("super-submarines-reach", reach).retreat(new RetreatPolicy.AfterRound(1)));
            assertEquals(1.0 / 2, r.attackerWin(), 1e-12, reach);
        }
    }

    @Test
    void espionageChangesEveryRollInTheSeaZoneBothSidesByDefault() {
        // W546: "modify all die rolls of attacking and defending units by 1 in your favor ... for the first round".
        // 1 Russian cruiser (3) attacks 1 cruiser (3). Round 1 under both-sides: Russian at 4 (2/3), enemy at 2 (1/3).
        // Russian only hits: 2/3 x 2/3 = 4/9; both miss: 1/3 x 2/3 = 2/9, then 3 against 3 is won 1/3 (each round 1/4
        // each way, 1/4 both, 1/4 none). Attacker win 4/9 + 2/9 x 1/3 = 14/27; draw 2/3 x 1/3 + 2/9 x 1/3 = 8/27.
        BattleResult both = exact(battle("1 cruiser", "1 cruiser").tech(Side.ATTACKER, "russian-espionage"));
        assertEquals(14.0 / 27, both.attackerWin(), 1e-12);
        assertEquals(8.0 / 27, both.draw(), 1e-12);
        // own-units: the enemy keeps 3 (1/2). Russian only: 2/3 x 1/2 = 1/3; both miss 1/3 x 1/2 = 1/6, then 1/3:
        // 1/3 + 1/18 = 7/18
        BattleResult own = exact(battle("1 cruiser", "1 cruiser").tech(Side.ATTACKER, "russian-espionage")
                .option("espionage-rolls", "own-units"));
        assertEquals(7.0 / 18, own.attackerWin(), 1e-12);
    }

    @Test
    void espionageOnDefenceReachesPartisansAndTheEnemysAaFreeRolls() {
        // a Russian partisan (D1) defends against 1 infantry (A1) with espionage: round 1 the partisan at 2 (1/3) and
        // the infantry at 0 (does not roll): the partisan wins round 1 with 1/3, else 1 against 1 at 1 and 1 from
        // round 2: each side 5/36 a round, both 1/36: defender wins 5/11 of what is left.
        // Defender win 1/3 + 2/3 x 5/11 = 21/33 = 7/11; attacker win 2/3 x 5/11 = 10/33
        BattleResult r = exact(battle("1 infantry", "1 partisan").tech(Side.DEFENDER, "russian-espionage"));
        assertEquals(7.0 / 11, r.defenderWin(), 1e-12);
        assertEquals(10.0 / 33, r.attackerWin(), 1e-12);
    }

    @Test
    void surpriseCoversParatroopersOnBothSides() {
        // W177: "all attacking German units attack at +1, and all defending Russian units ... defend at -1" in round 1.
        // 1 paratrooper (A1, D2 as infantry) each side: round 1 the attacker at 2 (1/3), the defender at 1 (1/6).
        // Attacker only: 1/3 x 5/6 = 5/18; none: 2/3 x 5/6 = 5/9, then A1 against D2 is won 1/4
        // ((1/6 x 2/3) / (1 - 5/6 x 2/3)). Attacker win 5/18 + 5/9 x 1/4 = 5/12 (issue 23 row 9; 1/3 before)
        BattleResult r = exact(battle("1 paratrooper", "1 paratrooper").tech(Side.ATTACKER, "german-surprise")
                .tech(Side.DEFENDER, "surprised"));
        assertEquals(5.0 / 12, r.attackerWin(), 1e-12);
    }

    @Test
    void surpriseNeverMakesAUnitThatDoesNotRollRoll() {
        // a delta changes a roll: a damaged World at War battleship attacks at 0 (W110) and stays at 0 with the German
        // surprise's +1, so 1 damaged battleship against 1 transport (D1) still never hits: defender win 1
        BattleResult r = exact(battle("1 battleship", "1 transport").tech(Side.ATTACKER, "german-surprise")
                .damage(Side.ATTACKER, battleboard.battle.Damage.parse("1 battleship:1", WAW)));
        assertEquals(1, r.defenderWin(), 1e-12);
    }

    @Test
    void banzaiInfantryFightOnWhenTheOthersRetreat() {
        // W214, W218: the infantry attack at 2 in round 1 and cannot retreat; other units may. 1 infantry, 1 armor
        // attack 1 armor (D2), retreating after round 1. Round 1: the attacker hits with 1 - 4/6 x 3/6 = 2/3, the
        // defender with 1/3 (the infantry is lost first).
        // - attacker hits (2/3): the defender is gone and the attacker keeps a unit: win 2/3;
        // - both miss (1/3 x 2/3 = 2/9): the armor retreats, the infantry (A1 now) fights on alone against D2 and wins
        //   1/4, draws 1/8;
        // - only the defender hits (1/9): the armor is alone and retreats.
        // Attacker win 2/3 + 2/9 x 1/4 = 13/18; draw 2/9 x 1/8 = 1/36 (a full retreat would give 2/3 and 0)
        BattleResult r = exact(battle("1 infantry, 1 armor", "1 armor").tech(Side.ATTACKER, "banzai")
                .retreat(new RetreatPolicy.AfterRound(1)));
        assertEquals(13.0 / 18, r.attackerWin(), 1e-12);
        assertEquals(1.0 / 36, r.draw(), 1e-12);
    }

    @Test
    void theRollsBattleboardCannotChangeInOneRoundAreRefusedByName() {
        // W546 with W527: the Tiger's armour roll in round 1 would be at -1 under both-sides
        IllegalArgumentException tiger = assertThrows(IllegalArgumentException.class,
                () -> battle("2 armor", "1 tiger").tech(Side.ATTACKER, "russian-espionage").build());
        assertTrue(tiger.getMessage().contains("russian-espionage") && tiger.getMessage().contains("armour roll")
                && tiger.getMessage().contains("W546") && tiger.getMessage().contains("espionage-rolls=own-units"), tiger.getMessage());
        // own-units leaves the enemy's rolls, the Tiger's armour roll among them, alone: 2 armor (A3, +1 in round 1)
        // against 1 Tiger is then fought
        battle("2 armor", "1 tiger").tech(Side.ATTACKER, "russian-espionage").option("espionage-rolls", "own-units").build();
        // W536-537: the kamikaze die is fixed at 2
        IllegalArgumentException kamikaze = assertThrows(IllegalArgumentException.class, () -> battle("2 fighter", "1 cruiser")
                .tech(Side.ATTACKER, "kamikaze").tech(Side.DEFENDER, "russian-espionage").build());
        assertTrue(kamikaze.getMessage().contains("kamikaze die"), kamikaze.getMessage());
        // W554: Enigma's retreat
        IllegalArgumentException enigma = assertThrows(IllegalArgumentException.class,
                () -> battle("2 armor", "1 infantry").tech(Side.DEFENDER, "enigma").build());
        assertTrue(enigma.getMessage().startsWith("enigma: ") && enigma.getMessage().contains("W554"), enigma.getMessage());
    }
}
