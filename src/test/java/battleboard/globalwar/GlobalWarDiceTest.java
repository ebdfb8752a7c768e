package battleboard.globalwar;

import static battleboard.battle.Side.ATTACKER;
import static battleboard.battle.Side.DEFENDER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import battleboard.battle.Dice;
import battleboard.battle.HitDistribution;
import battleboard.battle.RoundModel;
import battleboard.battle.Side;
import battleboard.battle.Volley;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The digest's §6.1 and §6.2 (../shared/rules/global-war-1939.md): single d12 hit chances, the per-die outcomes of
 * the naval fighter and torpedo bomber, and the pre-fire and bonus dice (AA gun, fortress, bombardment), read off
 * the volleys the round model fires and their hit distributions, each against its fractions.
 */
class GlobalWarDiceTest {
    private static final double TOL = 1e-12;

    private static List<Volley> volleys(String attacker, String defender, String bombard, String step, Side firer, String... techs) {
        var b = GlobalWarCasesTest.battle(attacker, defender);
        if (!bombard.isEmpty()) {
            b.bombard(bombard);
        }
        for (String t : techs) {
            b.tech(DEFENDER, t);
        }
        RoundModel m = RoundModel.of(b.build());
        return m.volleys(m.startRound(m.initialState()), m.step(step)).stream().filter(v -> v.dice().firer() == firer).toList();
    }

    /** §6.1: a unit at value v hits on a d12 with v/12 (G487): 1/12 at 1, ..., 9/12 at 9. */
    @Test
    void singleDie() {
        for (int v = 1; v <= 9; v++) {
            assertEquals(v / 12.0, new Dice.Group("unit", 1, v, 12).hitProbability(), TOL);
        }
        Volley infantry = volleys("1 infantry", "1 infantry", "", "main-fire", ATTACKER).get(0);
        assertEquals(2.0 / 12, HitDistribution.of(infantry.dice())[1], TOL);
    }

    /**
     * §6.1: a naval fighter (6) hits and picks the ship with 1/12, hits as the owner chooses with 5/12, misses 6/12;
     * a torpedo bomber (7, picks on 4 or less): 4/12, 3/12, 5/12 (G945-953).
     */
    @Test
    void targetingDice() {
        Volley naval = volleys("1 naval-fighter", "1 cruiser", "", "main-fire", ATTACKER).get(0);
        double hit = HitDistribution.of(naval.dice())[1];
        double picked = hit * HitDistribution.of(naval.chosenDice(1))[1];
        assertEquals(1.0 / 12, picked, TOL);
        assertEquals(5.0 / 12, hit - picked, TOL);
        Volley torpedo = volleys("1 torpedo-bomber", "1 cruiser", "", "main-fire", ATTACKER).get(0);
        double tHit = HitDistribution.of(torpedo.dice())[1];
        double tPicked = tHit * HitDistribution.of(torpedo.chosenDice(1))[1];
        assertEquals(4.0 / 12, tPicked, TOL);
        assertEquals(3.0 / 12, tHit - tPicked, TOL);
        assertEquals(5.0 / 12, 1 - tHit, TOL);
    }

    /** §6.2: an AA gun against 3 aircraft, one d12 each at 2: (5/6)^3 = 0.5787, 0.3472, 0.0694, 0.0046; Radar (4): 8/27, 12/27, 6/27, 1/27. */
    @Test
    void aaGunAgainstThreeAircraft() {
        List<Volley> aa = volleys("3 fighter, 1 infantry", "1 infantry, 1 aa-gun", "", "pre-fire", DEFENDER);
        assertEquals(1, aa.size());
        assertArrayEquals(new double[] {125.0 / 216, 75.0 / 216, 15.0 / 216, 1.0 / 216}, HitDistribution.of(aa.get(0).dice()), TOL);
        List<Volley> radar = volleys("3 fighter, 1 infantry", "1 infantry, 1 aa-gun", "", "pre-fire", DEFENDER, "radar");
        assertArrayEquals(new double[] {8.0 / 27, 12.0 / 27, 6.0 / 27, 1.0 / 27}, HitDistribution.of(radar.get(0).dice()), TOL);
    }

    /** §6.2: a fortress's 2 d12 at 5 in round 1: 49/144, 70/144, 25/144 (G1844-1846). */
    @Test
    void fortressDice() {
        Volley fortress = volleys("2 armor", "1 infantry, 1 fortress", "", "main-fire", DEFENDER).stream()
                .filter(v -> v.dice().groups().get(0).unit().equals("fortress")).findFirst().orElseThrow();
        assertArrayEquals(new double[] {49.0 / 144, 70.0 / 144, 25.0 / 144}, HitDistribution.of(fortress.dice()), TOL);
    }

    /**
     * §6.2: a battleship (6) and a cruiser (4) bombarding: 1/3, 1/2, 1/6; against a fortress (5 and 3): 7/16, 11/24,
     * 5/48 (G427-429, G2027, G1852-1854).
     */
    @Test
    void bombardmentDice() {
        Volley open = volleys("2 infantry", "2 infantry", "1 battleship, 1 cruiser", "pre-fire", ATTACKER).get(0);
        assertArrayEquals(new double[] {1.0 / 3, 1.0 / 2, 1.0 / 6}, HitDistribution.of(open.dice()), TOL);
        Volley fortified = volleys("2 infantry", "2 infantry, 1 fortress", "1 battleship, 1 cruiser", "pre-fire", ATTACKER).get(0);
        assertArrayEquals(new double[] {7.0 / 16, 11.0 / 24, 5.0 / 48}, HitDistribution.of(fortified.dice()), TOL);
    }
}
