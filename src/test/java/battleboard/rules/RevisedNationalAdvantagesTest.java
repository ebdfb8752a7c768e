package battleboard.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import battleboard.battle.BattleSetup;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;
import org.junit.jupiter.api.Test;

/**
 * Revised's National Advantages that change a battle (issue 10, item 5; seeds/000_f368692edf954982.txt L2854-3044),
 * ticked per side like technologies, each against a hand derivation to 1e-12. Atlantic Wall and Marines act in the
 * first cycle only: the by-round figures show round 1 changed and the later rounds played at the usual values.
 */
class RevisedNationalAdvantagesTest {
    private static final Edition REVISED = Edition.builtIn("revised");
    private static final double TOL = 1e-12;

    private static BattleResult solve(String attacker, String defender, Side side, String advantage) {
        BattleSetup.Builder b = BattleSetup.builder(REVISED).attacker(attacker).defender(defender);
        if (advantage != null) {
            b.tech(side, advantage);
        }
        return new ExactSolver().solve(b.build());
    }

    /**
     * Russian Winter (L2854-2857), Dug-In Defenders (L3006-3008): infantry defend on 3. 1 infantry (A1) against it:
     * p = 1/6, q = 1/2, attacker win (1/6)(1/2) / (1 - (5/6)(1/2)) = 1/7. Fortress Europe (L2924-2927): artillery
     * defends on 3, the same 1/7.
     */
    @Test
    void infantryOrArtilleryDefendingOnThree() {
        assertEquals(1.0 / 7, solve("1 infantry", "1 infantry", Side.DEFENDER, "russian-winter").attackerWin(), TOL);
        assertEquals(1.0 / 7, solve("1 infantry", "1 infantry", Side.DEFENDER, "dug-in-defenders").attackerWin(), TOL);
        assertEquals(1.0 / 7, solve("1 infantry", "1 artillery", Side.DEFENDER, "fortress-europe").attackerWin(), TOL);
        // without them: p = 1/6, q = 1/3: (1/6)(2/3) / (1 - (5/6)(2/3)) = 1/4
        assertEquals(1.0 / 4, solve("1 infantry", "1 infantry", Side.DEFENDER, null).attackerWin(), TOL);
    }

    /**
     * Wolf Packs (L2909-2913): attacking submarines on 3, 4 with Super Submarines. A submarine fires first at a
     * transport (D1; no destroyer, so the transport hit does not fire back): attacker win p / (1 - (1 - p)(5/6)):
     * 3/4 at 2, 6/7 at 3, 12/13 at 4.
     */
    @Test
    void wolfPacks() {
        assertEquals(3.0 / 4, solve("1 submarine", "1 transport", Side.ATTACKER, null).attackerWin(), TOL);
        assertEquals(6.0 / 7, solve("1 submarine", "1 transport", Side.ATTACKER, "wolf-packs").attackerWin(), TOL);
        BattleSetup both = BattleSetup.builder(REVISED).attacker("1 submarine").defender("1 transport")
                .tech(Side.ATTACKER, "wolf-packs").tech(Side.ATTACKER, "super-submarines").build();
        assertEquals(12.0 / 13, new ExactSolver().solve(both).attackerWin(), TOL);
    }

    /**
     * Radar (L2930-2933): the AA gun hits air units on 2. A fighter (A3) against an infantry (D2) and an AA gun: it
     * survives the AA with 2/3 (5/6 without), then wins (1/2)(2/3) / (1 - (1/2)(2/3)) = 1/2: 1/3 (5/12 without).
     */
    @Test
    void radar() {
        assertEquals(1.0 / 3, solve("1 fighter", "1 infantry, 1 aa-gun", Side.DEFENDER, "radar").attackerWin(), TOL);
        assertEquals(5.0 / 12, solve("1 fighter", "1 infantry, 1 aa-gun", Side.DEFENDER, null).attackerWin(), TOL);
    }

    /** Banzai Attacks (L3010-3013): infantry attacking alone on 2. 1 against 1 (D2): (1/3)(2/3) / (1 - 4/9) = 2/5. */
    @Test
    void banzaiAttacks() {
        assertEquals(2.0 / 5, solve("1 infantry", "1 infantry", Side.ATTACKER, "banzai-attacks").attackerWin(), TOL);
    }

    /**
     * Marines (L3029-3031): infantry attack on 2 in the first cycle only. Round 1: p = q = 1/3: won 2/9, both 1/9, lost
     * 2/9, on 4/9; then at 1: won 1/4, both 1/8, lost 5/8. Attacker win 2/9 + (4/9)(1/4) = 1/3, draw 1/6, defender
     * 1/2. After round 1 the attacker has won 2/9 (1/9 without); later rounds add what an infantry at 1 adds.
     */
    @Test
    void marinesActInTheFirstCycleOnly() {
        BattleResult r = solve("1 infantry", "1 infantry", Side.ATTACKER, "marines");
        assertEquals(1.0 / 3, r.attackerWin(), TOL);
        assertEquals(1.0 / 6, r.draw(), TOL);
        assertEquals(1.0 / 2, r.defenderWin(), TOL);
        assertEquals(2.0 / 9, r.byRound().get(0).attackerWin(), TOL);
        assertEquals(1.0 / 9, solve("1 infantry", "1 infantry", Side.ATTACKER, null).byRound().get(0).attackerWin(), TOL);
        // round 2 from the 4/9 still fighting: won (1/6)(2/3) = 1/9 of it, the usual value
        assertEquals(2.0 / 9 + 4.0 / 9 / 9, r.byRound().get(1).attackerWin(), TOL);
    }

    /**
     * Atlantic Wall (L2898-2900): infantry defend on 3 in the first cycle only. A tank (A3) against an infantry:
     * round 1 p = q = 1/2: won 1/4, both 1/4, lost 1/4, on 1/4; then at D2: won 1/2, both 1/4, lost 1/4. Attacker
     * win 1/4 + 1/8 = 3/8, draw 5/16, defender 5/16; the first round's defender win 1/4 (1/6 without).
     */
    @Test
    void atlanticWallActsInTheFirstCycleOnly() {
        BattleResult r = solve("1 tank", "1 infantry", Side.DEFENDER, "atlantic-wall");
        assertEquals(3.0 / 8, r.attackerWin(), TOL);
        assertEquals(5.0 / 16, r.draw(), TOL);
        assertEquals(5.0 / 16, r.defenderWin(), TOL);
        assertEquals(1.0 / 4, r.byRound().get(0).defenderWin(), TOL);
        assertEquals(1.0 / 6, solve("1 tank", "1 infantry", Side.DEFENDER, null).byRound().get(0).defenderWin(), TOL);
        // round 2 from the 1/4 still fighting, at D2: lost (1/2)(1/3) = 1/6 of it
        assertEquals(1.0 / 4 + 1.0 / 4 / 6, r.byRound().get(1).defenderWin(), TOL);
    }
}
