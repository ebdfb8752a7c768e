package battleboard.raid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.edition.Edition;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.function.IntUnaryOperator;
import org.apache.commons.math3.fraction.BigFraction;
import org.junit.jupiter.api.Test;

/**
 * Rocket strikes (issue 14, item 2), against distributions worked by hand: every face of every rocket's die enumerated
 * with {@link BigFraction}s, each face's damage written out from the rulebook line, independently of the edition file's
 * reading ({@code RocketStrike.faces}). Revised L1837-1882, Classic L439, World at War W513-519 and W593.
 */
class RocketTest {
    private static final Edition REVISED = Edition.builtIn("revised");
    private static final Edition CLASSIC = Edition.builtIn("classic");
    private static final Edition WAW = Edition.builtIn("world-at-war-2005");

    /**
     * Revised, 2 AA guns at an industrial complex in a territory of income 3 (L1876-1878): each rocket does min(d6, 3), so 1,
     * 2 with 1/6 each and 3 with 4/6. The two summed: 2 with 1/36; 3 with 2 x 1/36 = 2/36; 4 with 2 x 4/36 + 1/36 = 9/36;
     * 5 with 2 x 4/36 = 8/36; 6 with 16/36. Expected 2 x (1 + 2 + 3 + 3 + 3 + 3) / 6 = 5.
     */
    @Test
    void revisedTwoAaGunsInATerritoryOfIncome3() {
        Rockets.Result r = Rockets.solve(RocketSetup.of(REVISED, 2).withIncome(OptionalInt.of(3)));
        List<BigFraction> expected = List.of(BigFraction.ZERO, BigFraction.ZERO, new BigFraction(1, 36), new BigFraction(2, 36),
                new BigFraction(9, 36), new BigFraction(8, 36), new BigFraction(16, 36));
        assertDistribution(expected, r.damage());
        assertDistribution(enumerate(2, face -> Math.min(face, 3), OptionalInt.empty()), r.damage());
        assertEquals(5, r.expectedDamage(), 1e-12);
        assertEquals(24.0 / 36, r.atLeast(5), 1e-12); // 8/36 + 16/36
        assertEquals(1, r.atLeast(0), 1e-12);
        assertEquals("industrial-complex", r.target().id());
    }

    /**
     * The IPCs held cap the total (L1880-1882, read "the lesser": the digest's ambiguity 5): 2 guns, income 3, 4 IPCs held:
     * 2 with 1/36, 3 with 2/36, 4 with the rest, 33/36. Expected (2 + 6 + 132) / 36 = 140/36.
     */
    @Test
    void revisedTheIpcsHeldCapTheTotal() {
        Rockets.Result r = Rockets.solve(RocketSetup.of(REVISED, 2).withIncome(OptionalInt.of(3)).withIpcsHeld(OptionalInt.of(4)));
        assertDistribution(List.of(BigFraction.ZERO, BigFraction.ZERO, new BigFraction(1, 36), new BigFraction(2, 36),
                new BigFraction(33, 36)), r.damage());
        assertEquals(140.0 / 36, r.expectedDamage(), 1e-12);
    }

    /** The sample turn (L2701-2702): one gun rolls a 3, and Germany (income 10, not a cap here) surrenders 3 IPCs. */
    @Test
    void revisedSampleTurnRocket() {
        Rockets.Result r = Rockets.solve(RocketSetup.of(REVISED, 1).withIncome(OptionalInt.of(10)));
        assertEquals(3, r.faces().get(3 - 1));
        assertEquals(1.0 / 6, r.damage().get(3), 1e-12);
        assertEquals(3.5, r.expectedDamage(), 1e-12);
    }

    /** Revised has no limit on the guns: 5 guns at income 2 do 5 x min(d6, 2), by enumeration of the 6^5 rolls. */
    @Test
    void revisedFiveAaGuns() {
        Rockets.Result r = Rockets.solve(RocketSetup.of(REVISED, 5).withIncome(OptionalInt.of(2)));
        assertDistribution(enumerate(5, face -> Math.min(face, 2), OptionalInt.empty()), r.damage());
        assertEquals(5 * 11.0 / 6, r.expectedDamage(), 1e-12);
    }

    /** Classic (L439): one free rocket attack, one die: 1 to 6 with 1/6 each, expected 3.5; the 1998 house rules keep it. */
    @Test
    void classicOneRocket() {
        for (String id : List.of("classic", "house-rules-1998")) {
            Rockets.Result r = Rockets.solve(RocketSetup.of(Edition.builtIn(id), 1));
            assertDistribution(enumerate(1, face -> face, OptionalInt.empty()), r.damage());
            assertEquals(7, r.damage().size());
            assertEquals(0, r.damage().get(0), 0);
            assertEquals(3.5, r.expectedDamage(), 1e-12, id);
        }
        // at most the IPCs held (the digest's A17, as strategic bombing): 2 held, so 1 with 1/6 and 2 with 5/6
        Rockets.Result held = Rockets.solve(RocketSetup.of(CLASSIC, 1).withIpcsHeld(OptionalInt.of(2)));
        assertDistribution(enumerate(1, face -> face, OptionalInt.of(2)), held.damage());
        assertEquals(11.0 / 6, held.expectedDamage(), 1e-12);
    }

    /**
     * World at War at a factory (W515, W519, W593; the digest's T10): a V1 does the die as rolled, no critical on a 6
     * (mean 3.5); a V2 the die +2 (3 to 8, mean 5.5); a V2 with industrial decentralization -2 the die again (mean 3.5);
     * a V1 with decentralization 0, 0, 1, 2, 3, 4 (mean 10/6 = 5/3).
     */
    @Test
    void worldAtWarFactoryDamage() {
        assertWorldAtWar(RocketSetup.of(WAW, 1), face -> face, 3.5);
        assertWorldAtWar(RocketSetup.of(WAW, 1).withLevel("v1"), face -> face, 3.5);
        assertWorldAtWar(RocketSetup.of(WAW, 1).withLevel("v2"), face -> face + 2, 5.5);
        assertWorldAtWar(RocketSetup.of(WAW, 1).withLevel("v2").withModifiers(List.of("industrial-decentralization")), face -> face, 3.5);
        assertWorldAtWar(RocketSetup.of(WAW, 1).withModifiers(List.of("industrial-decentralization")), face -> Math.max(0, face - 2),
                5.0 / 3);
        Rockets.Result v1 = Rockets.solve(RocketSetup.of(WAW, 1).withModifiers(List.of("industrial-decentralization")));
        assertDistribution(List.of(new BigFraction(2, 6), new BigFraction(1, 6), new BigFraction(1, 6), new BigFraction(1, 6),
                new BigFraction(1, 6)), v1.damage());
        assertEquals("factory", v1.target().id());
        assertEquals("damage points", Rockets.unitOf(v1.target()));
    }

    /** Both rockets (W514: up to 2): two V2s at a factory sum two dice of 3 to 8, mean 11; with decentralization mean 7. */
    @Test
    void worldAtWarTwoRockets() {
        Rockets.Result v2 = Rockets.solve(RocketSetup.of(WAW, 2).withLevel("v2"));
        assertDistribution(enumerate(2, face -> face + 2, OptionalInt.empty()), v2.damage());
        assertEquals(11, v2.expectedDamage(), 1e-12);
        assertEquals(1.0 / 36, v2.damage().get(16), 1e-12);
        Rockets.Result decentralized = Rockets.solve(RocketSetup.of(WAW, 2).withLevel("v2")
                .withModifiers(List.of("industrial-decentralization")));
        assertEquals(7, decentralized.expectedDamage(), 1e-12);
    }

    /**
     * At an area (W516): the die is the IPC value of units to remove, V2 +2; decentralization is for factories only
     * (W593: "on your factories"), so it is refused here (issue 23 row 5: never accepted silently).
     */
    @Test
    void worldAtWarAreaRoll() {
        Rockets.Result v1 = Rockets.solve(RocketSetup.of(WAW, 1).withTarget("area"));
        assertWorldAtWar(RocketSetup.of(WAW, 1).withTarget("area"), face -> face, 3.5);
        assertEquals("IPC of units", Rockets.unitOf(v1.target()));
        assertWorldAtWar(RocketSetup.of(WAW, 1).withTarget("area").withLevel("v2"), face -> face + 2, 5.5);
        assertRefused(RocketSetup.of(WAW, 1).withTarget("area").withLevel("v2").withModifiers(List.of("industrial-decentralization")),
                "industrial-decentralization changes rockets at the factory only, not at the area (W593)");
    }

    @Test
    void wrongInputIsOneLine() {
        assertRefused(RocketSetup.of(REVISED, 2), "give the territory's income");
        assertRefused(RocketSetup.of(REVISED, 0).withIncome(OptionalInt.of(3)), "1 to 200 AA guns, not 0");
        assertRefused(RocketSetup.of(REVISED, 201).withIncome(OptionalInt.of(3)), "not 201");
        assertRefused(RocketSetup.of(REVISED, 1).withIncome(OptionalInt.of(-1)), "cannot be negative");
        assertRefused(RocketSetup.of(CLASSIC, 2), "one AA gun, not 2", "C439");
        assertRefused(RocketSetup.of(CLASSIC, 1).withIncome(OptionalInt.of(3)), "income caps no rocket");
        assertRefused(RocketSetup.of(WAW, 3), "1 to 2 rockets, not 3", "W513-519");
        assertRefused(RocketSetup.of(WAW, 1).withIpcsHeld(OptionalInt.of(5)), "IPCs held cap IPC damage only", "damage points");
        assertRefused(RocketSetup.of(WAW, 1).withTarget("sea-zone"), "no rocket target 'sea-zone'", "factory, area");
        assertRefused(RocketSetup.of(WAW, 1).withLevel("v3"), "no rocket level or modifier 'v3'", "v1, v2", "industrial-decentralization");
        assertRefused(RocketSetup.of(WAW, 1).withModifiers(List.of("rv-jones")), "'rv-jones'");
        assertRefused(RocketSetup.of(CLASSIC, 1).withLevel("v2"), "levels: none");
        assertRefused(RocketSetup.of(Edition.builtIn("global-war-1939"), 1), "rockets are out of scope", "G158-160",
                "no hit number or damage");
    }

    private static void assertWorldAtWar(RocketSetup setup, IntUnaryOperator damage, double mean) {
        Rockets.Result r = Rockets.solve(setup);
        assertDistribution(enumerate(setup.rockets(), damage, OptionalInt.empty()), r.damage());
        assertEquals(mean, r.expectedDamage(), 1e-12, setup.toString());
    }

    /** @return the exact distribution of the summed damage of {@code rockets} dice, each face's damage given, capped in all */
    private static List<BigFraction> enumerate(int rockets, IntUnaryOperator damage, OptionalInt cap) {
        Map<Integer, BigFraction> p = new TreeMap<>();
        int outcomes = (int) Math.pow(6, rockets);
        for (int roll = 0; roll < outcomes; roll++) {
            int sum = 0;
            for (int d = 0, x = roll; d < rockets; d++, x /= 6) {
                sum += damage.applyAsInt(x % 6 + 1);
            }
            p.merge(cap.isPresent() ? Math.min(sum, cap.getAsInt()) : sum, new BigFraction(1, outcomes), BigFraction::add);
        }
        int top = p.keySet().stream().mapToInt(Integer::intValue).max().orElse(0);
        return java.util.stream.IntStream.rangeClosed(0, top).mapToObj(d -> p.getOrDefault(d, BigFraction.ZERO)).toList();
    }

    private static void assertDistribution(List<BigFraction> expected, List<Double> actual) {
        assertEquals(expected.size(), actual.size(), "damages 0 to " + (expected.size() - 1) + ": " + actual);
        BigFraction total = BigFraction.ZERO;
        for (int d = 0; d < expected.size(); d++) {
            assertEquals(expected.get(d).doubleValue(), actual.get(d), 1e-12, "damage " + d);
            total = total.add(expected.get(d));
        }
        assertEquals(BigFraction.ONE, total);
        assertEquals(1, actual.stream().mapToDouble(Double::doubleValue).sum(), 1e-12);
    }

    private static void assertRefused(RocketSetup setup, String... parts) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Rockets.solve(setup));
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        for (String part : parts) {
            assertTrue(e.getMessage().contains(part), () -> "'" + part + "' not in: " + e.getMessage());
        }
    }
}
