package battleboard.raid;

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

    /**
     * Issue 23 row 5: Revised Superfortresses (L3041-3043): "Your bombers are immune to antiaircraft fire", in a raid too.
     * Two bombers against an AA gun, income 3: no die at them, so none is lost; each rolls min(d6, 3): 1 and 2 with 1/6
     * each, 3 with 4/6, mean 15/6; the sum of two: 2 1/36, 3 2/36, 4 (1/6 x 1/6 + 2 x 1/6 x 4/6 = 9/36), 5 (2 x 1/6 x 4/6 =
     * 8/36), 6 16/36; mean 2 x 15/6 = 5 (4.167 before, with the gun firing at them).
     */
    @Test
    void superfortressesAreNeverFiredAtInARaid() {
        Raid.Result r = Raid.solve(REVISED, "bomber", 2, List.of(REVISED.technology("superfortresses")), List.of(), true,
                OptionalInt.of(3), OptionalInt.empty());
        double[] expected = {0, 0, 1 / 36.0, 2 / 36.0, 9 / 36.0, 8 / 36.0, 16 / 36.0};
        assertEquals(expected.length, r.damage().size());
        for (int d = 0; d < expected.length; d++) {
            assertEquals(expected[d], r.damage().get(d), 1e-12, "damage " + d);
        }
        assertEquals(5.0, r.expectedDamage(), 1e-12);
        assertEquals(0, r.expectedLost(), 0);
        assertEquals(0, r.attackerIpcLoss(), 0);
    }

    /**
     * Issue 23 item 6: Revised Luftwaffe Dive-Bombers (L2916-2922): fighters raid "following the same rules as bombers",
     * "subject to antiaircraft fire as normal", each rolling one die "divided by 2, rounded up" (1, 1, 2, 2, 3, 3), at most
     * the territory's income. One fighter, an AA gun, income 10: lost with 1/6; else 1, 2 or 3 with 1/3 each: 5/18 each,
     * mean 5/6 x 2 = 5/3. Income 2 caps the 3: 2 with 5/6 x 2/3 = 5/9, mean 5/6 x 5/3 = 25/18. A bomber and a fighter,
     * income 3: the bomber 5/6 x min(d6, 3) = 5/6 x 15/6 = 25/12, the fighter 5/3: mean 45/12; each lost with 1/6, IPC
     * lost 15/6 + 10/6 = 25/6.
     */
    @Test
    void luftwaffeDiveBombersLetFightersRaidAtHalfADie() {
        RaidSetup one = RaidSetup.of(REVISED, Map.of("fighter", 1)).withAntiAircraftGuns(1).withModifiers(List.of("luftwaffe-dive-bombers"));
        Raid.Result r = Raid.solve(one.withIncome(OptionalInt.of(10)));
        assertEquals(List.of(1 / 6.0, 5 / 18.0, 5 / 18.0, 5 / 18.0).size(), r.damage().size());
        for (int d = 0; d < 4; d++) {
            assertEquals(d == 0 ? 1 / 6.0 : 5 / 18.0, r.damage().get(d), 1e-12, "damage " + d);
        }
        assertEquals(5 / 3.0, r.expectedDamage(), 1e-12);
        assertEquals(1 / 6.0, r.expectedLost(), 1e-12);
        assertEquals(10 / 6.0, r.attackerIpcLoss(), 1e-12); // a fighter costs 10
        Raid.Result capped = Raid.solve(one.withIncome(OptionalInt.of(2)));
        assertEquals(5 / 9.0, capped.damage().get(2), 1e-12);
        assertEquals(25 / 18.0, capped.expectedDamage(), 1e-12);
        Map<String, Integer> both = new java.util.LinkedHashMap<>();
        both.put("bomber", 1);
        both.put("fighter", 1);
        Raid.Result mixed = Raid.solve(RaidSetup.of(REVISED, both).withAntiAircraftGuns(1).withIncome(OptionalInt.of(3))
                .withModifiers(List.of("luftwaffe-dive-bombers")));
        assertEquals(45 / 12.0, mixed.expectedDamage(), 1e-12);
        assertEquals(2 / 6.0, mixed.expectedLost(), 1e-12);
        assertEquals(25 / 6.0, mixed.attackerIpcLoss(), 1e-12);
        // without the advantage a fighter does not raid; with it and no fighter it changes nothing
        IllegalArgumentException alone = assertThrows(IllegalArgumentException.class,
                () -> Raid.solve(RaidSetup.of(REVISED, Map.of("fighter", 1)).withIncome(OptionalInt.of(3))));
        assertTrue(alone.getMessage().startsWith("fighter cannot make a strategic bombing raid in Axis & Allies Revised (2004)"
                + " (raiders: bomber; fighter with luftwaffe-dive-bombers, L2916-2922;"), alone.getMessage());
        assertEquals("luftwaffe-dive-bombers lets fighter raid, and none is raiding (--bombers \"1 fighter\"; L2916-2922)",
                assertThrows(IllegalArgumentException.class, () -> Raid.solve(RaidSetup.of(REVISED, 1).withIncome(OptionalInt.of(3))
                        .withModifiers(List.of("luftwaffe-dive-bombers")))).getMessage());
    }

    /**
     * Issue 23 row 5: a technology the raid cannot apply is refused in one line, never accepted silently. Revised's Jet
     * Fighters change a fighter's defense, which no raid reads; World at War's German surprise acts in round 1 of a battle.
     */
    @Test
    void aTechnologyThatChangesNothingInTheRaidIsRefused() {
        assertEquals("jet-fighters changes nothing in a strategic bombing raid in Axis & Allies Revised (2004) (L651-654, L2380-2381)",
                assertThrows(IllegalArgumentException.class, () -> Raid.solve(REVISED, "bomber", 1, List.of(),
                        List.of(REVISED.technology("jet-fighters")), true, OptionalInt.of(3), OptionalInt.empty())).getMessage());
        assertEquals(List.of(REVISED.technology("jet-fighters")), Raid.idleTechnologies(RaidSetup.of(REVISED, 1).withIncome(OptionalInt.of(3))
                .withTechnologies(List.of(REVISED.technology("heavy-bombers")), List.of(REVISED.technology("jet-fighters"),
                        REVISED.technology("radar"))), battleboard.edition.Role.DEFENSE));
        // Classic's Industrial Technology makes the raider cheaper (an IPC figure) but the defender's AA gun is never lost
        Raid.Result cheaper = Raid.solve(CLASSIC, "bomber", 1, List.of(CLASSIC.technology("industrial-technology")), List.of(), true,
                OptionalInt.empty(), OptionalInt.empty());
        assertEquals(14 / 6.0, cheaper.attackerIpcLoss(), 1e-12);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Raid.solve(CLASSIC, "bomber", 1, List.of(),
                List.of(CLASSIC.technology("industrial-technology")), true, OptionalInt.empty(), OptionalInt.empty())).getMessage()
                .startsWith("industrial-technology changes nothing in a strategic bombing raid in Axis & Allies Classic"));
        Edition waw = Edition.builtIn("world-at-war-2005");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Raid.solve(RaidSetup.of(waw, 1)
                .withTechnologies(List.of(waw.technology("german-surprise")), List.of()))).getMessage()
                .startsWith("german-surprise acts in round 1 of a battle (W177"));
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
