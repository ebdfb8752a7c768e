package battleboard.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.edition.Edition;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;
import org.apache.commons.math3.fraction.BigFraction;
import org.junit.jupiter.api.Test;

/** Strategic bombing raids (issue 14, item 1), against fractions worked by hand and a die-by-die enumeration. */
class RaidTest {
    private static final Edition REVISED = Edition.builtIn("revised");
    private static final Edition CLASSIC = Edition.builtIn("classic");

    /**
     * Revised, 1 bomber against 1 AA gun, territory income 2 (L1903-1911): shot down on a 1 (1/6: no damage); else its die
     * does 1 on a 1 (5/6 x 1/6 = 5/36) and 2 on 2-6, capped at the income (5/6 x 5/6 = 25/36). Expected 5/36 + 50/36 = 55/36.
     */
    @Test
    void revisedOneBomberAgainstAnAaGunInATerritoryOfIncome2() {
        Raid.Result r = Raid.solve(REVISED, "bomber", 1, List.of(), List.of(), true, OptionalInt.of(2), OptionalInt.empty());
        assertEquals(3, r.damage().size());
        assertEquals(1 / 6.0, r.damage().get(0), 1e-12);
        assertEquals(5 / 36.0, r.damage().get(1), 1e-12);
        assertEquals(25 / 36.0, r.damage().get(2), 1e-12);
        assertEquals(55 / 36.0, r.expectedDamage(), 1e-12);
        assertEquals(1 / 6.0, r.expectedLost(), 1e-12);
        assertEquals(15 / 6.0, r.attackerIpcLoss(), 1e-12); // a bomber costs 15
        assertEquals(55 / 36.0 - 15 / 6.0, r.ipcSwing(), 1e-12);
    }

    /**
     * Classic, 2 heavy bombers against 1 AA gun (L443, L943-945): each shot down on a 1; each survivor rolls 3 dice, all
     * added, no cap. Expected damage 2 x 5/6 x 3 x 3.5 = 17.5; the distribution checked against every roll of the dice.
     */
    @Test
    void classicTwoHeavyBombersAgainstAnAaGun() {
        Raid.Result r = Raid.solve(CLASSIC, "bomber", 2, List.of(CLASSIC.technology("heavy-bombers")), List.of(), true,
                OptionalInt.empty(), OptionalInt.empty());
        assertEquals(17.5, r.expectedDamage(), 1e-12);
        assertEquals(2 / 6.0, r.expectedLost(), 1e-12);
        Map<Integer, BigFraction> exact = new TreeMap<>();
        for (int aa1 = 1; aa1 <= 6; aa1++) {
            for (int aa2 = 1; aa2 <= 6; aa2++) {
                int survivors = (aa1 == 1 ? 0 : 1) + (aa2 == 1 ? 0 : 1);
                int dice = 3 * survivors;
                int outcomes = (int) Math.pow(6, dice);
                BigFraction each = new BigFraction(1, 36).multiply(new BigFraction(1, outcomes));
                for (int roll = 0; roll < outcomes; roll++) {
                    int sum = 0;
                    for (int d = 0, x = roll; d < dice; d++, x /= 6) {
                        sum += x % 6 + 1;
                    }
                    exact.merge(sum, each, BigFraction::add);
                }
            }
        }
        assertEquals(37, r.damage().size()); // 0, and 3 to 36
        for (int d = 0; d < r.damage().size(); d++) {
            assertEquals(exact.getOrDefault(d, BigFraction.ZERO).doubleValue(), r.damage().get(d), 1e-12, "damage " + d);
        }
        assertEquals(new BigFraction(1, 36).doubleValue(), r.damage().get(0), 1e-15); // both shot down
    }

    @Test
    void theIpcsHeldCapTheTotalAndWrongInputIsOneLine() {
        Raid.Result r = Raid.solve(CLASSIC, "bomber", 1, List.of(), List.of(), false, OptionalInt.empty(), OptionalInt.of(3));
        // no AA gun, one die, at most the 3 IPCs held: 1 and 2 as rolled, 3 to 6 all take the 3
        assertEquals(4, r.damage().size());
        assertEquals(0, r.damage().get(0), 0);
        assertEquals(1 / 6.0, r.damage().get(1), 1e-12);
        assertEquals(1 / 6.0, r.damage().get(2), 1e-12);
        assertEquals(4 / 6.0, r.damage().get(3), 1e-12);
        assertEquals(1 / 6.0 + 2 / 6.0 + 3 * 4 / 6.0, r.expectedDamage(), 1e-12);
        assertEquals(0, r.expectedLost(), 0);
        IllegalArgumentException noIncome = assertThrows(IllegalArgumentException.class,
                () -> Raid.solve(REVISED, "bomber", 1, List.of(), List.of(), true, OptionalInt.empty(), OptionalInt.empty()));
        assertTrue(noIncome.getMessage().startsWith("give the territory's income"), noIncome.getMessage());
        IllegalArgumentException fighter = assertThrows(IllegalArgumentException.class,
                () -> Raid.solve(REVISED, "fighter", 1, List.of(), List.of(), true, OptionalInt.of(5), OptionalInt.empty()));
        assertTrue(fighter.getMessage().startsWith("fighter cannot make a strategic bombing raid"), fighter.getMessage());
        IllegalArgumentException escorts = assertThrows(IllegalArgumentException.class,
                () -> Raid.solve(RaidSetup.of(CLASSIC, 2).withEscorts(1)));
        assertTrue(escorts.getMessage().endsWith("only the bombers and the AA gun take part"), escorts.getMessage());
    }

    /** Revised Radar (L2930-2933): the AA gun hits on 2; Heavy Bombers roll 2 dice, still capped per bomber. */
    @Test
    void radarAndHeavyBombersInRevised() {
        Raid.Result r = Raid.solve(REVISED, "bomber", 1, List.of(REVISED.technology("heavy-bombers")), List.of(REVISED.technology("radar")),
                true, OptionalInt.of(4), OptionalInt.empty());
        assertEquals(2 / 6.0, r.damage().get(0), 1e-12);
        // 2d6 capped at 4: P(2) = 1/36, P(3) = 2/36, P(4) = 33/36
        assertEquals(4 / 6.0 * 1 / 36, r.damage().get(2), 1e-12);
        assertEquals(4 / 6.0 * 2 / 36, r.damage().get(3), 1e-12);
        assertEquals(4 / 6.0 * 33 / 36, r.damage().get(4), 1e-12);
    }
}
