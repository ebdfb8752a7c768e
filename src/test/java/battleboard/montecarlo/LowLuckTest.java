package battleboard.montecarlo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Dice;
import battleboard.battle.HitDistribution;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.commons.math3.fraction.BigFraction;
import org.apache.commons.rng.simple.RandomSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Low Luck dice (rule option {@code dice=low-luck}, issue 14 item 3): a volley's hits are its total strength divided by
 * the die's sides, rounded down, plus one die for the remainder. Checked against a hand derivation in fractions, and
 * exact against Monte Carlo on battles of every edition with {@link AgreementSuiteTest}'s trials, seed and
 * 4-standard-error bound.
 */
class LowLuckTest {
    private static final Edition REVISED = Edition.builtIn("revised");

    @Test
    void aVolleysHitsAreItsStrengthOverTheSidesAndOneDieForTheRemainder() {
        // 3 infantry at 1 and 1 tank at 3: strength 6 on d6, one hit for certain
        Dice attack = new Dice(Side.ATTACKER, List.of(new Dice.Group("infantry", 3, 1, 6), new Dice.Group("tank", 1, 3, 6)), true);
        assertArrayEquals(new double[] {0, 1, 0, 0, 0}, HitDistribution.of(attack), 1e-15);
        // 4 infantry at 2: strength 8, one hit and a die at 2: a second with probability 2/6
        Dice defence = new Dice(Side.DEFENDER, List.of(new Dice.Group("infantry", 4, 2, 6)), true);
        assertArrayEquals(new double[] {0, 4.0 / 6, 2.0 / 6, 0, 0}, HitDistribution.of(defence), 1e-15);
        // an AA gun's five dice at 1 against five aircraft: strength 5, no sure hit, one with probability 5/6
        Dice aa = new Dice(Side.DEFENDER, List.of(new Dice.Group("aa-gun", 5, 1, 6)), true);
        assertArrayEquals(new double[] {1.0 / 6, 5.0 / 6, 0, 0, 0, 0}, HitDistribution.of(aa), 1e-15);
        // Global War's d12: 3 units at 5 = 15 of 12, one hit and a die at 3
        Dice d12 = new Dice(Side.ATTACKER, List.of(new Dice.Group("infantry", 3, 5, 12)), true);
        assertArrayEquals(new double[] {0, 9.0 / 12, 3.0 / 12, 0}, HitDistribution.of(d12), 1e-15);
        // the trimmed distribution the round tables read is the same two outcomes
        HitDistribution.Trimmed t = HitDistribution.trimmed(defence, 1e-15);
        assertEquals(1, t.lo());
        assertArrayEquals(new double[] {4.0 / 6, 2.0 / 6}, t.p(), 1e-15);
    }

    @Test
    void theSimulationDrawsTheSameTwoOutcomes() {
        SamplingChance chance = new SamplingChance();
        chance.use(RandomSource.XO_RO_SHI_RO_128_PP.create(7L));
        Dice defence = new Dice(Side.DEFENDER, List.of(new Dice.Group("infantry", 4, 2, 6)), true);
        Map<Integer, Integer> seen = new HashMap<>();
        int n = 60_000;
        for (int i = 0; i < n; i++) {
            seen.merge(chance.hits(defence), 1, Integer::sum);
        }
        assertEquals(2, seen.size(), "only 1 or 2 hits: " + seen);
        double p2 = seen.get(2) / (double) n;
        double se = Math.sqrt(2.0 / 6 * 4.0 / 6 / n);
        assertTrue(Math.abs(p2 - 2.0 / 6) <= 4 * se, "two hits in " + p2 + " of draws, 1/3 expected");
    }

    /**
     * Revised, 3 infantry + 1 tank against 4 infantry, infantry lost first on both sides. The attacker's strength is
     * a + 3t (a infantry at 1, t tanks at 3), the defender's 2d; each round each side scores ⌊S/6⌋ hits and one more
     * with probability (S mod 6)/6, both at once, and a round in which nobody hits is played again (divided out).
     * Round 1: the attacker's strength 6 is one sure hit; the defender's 8 is one hit, a second with 1/3: so (2 inf,
     * 1 tank) vs 3 with 2/3 and (1 inf, 1 tank) vs 3 with 1/3. The recursion below carries that on to the end, in
     * fractions, without the engine: P(attacker wins) = 1177/3780, P(defender wins) = 1493/2520, P(both
     * destroyed) = 727/7560.
     */
    @Test
    void threeInfantryAndATankAgainstFourInfantryMatchTheHandDerivation() {
        BigFraction[] hand = derivation(3, 1, 4);
        assertEquals(new BigFraction(1177, 3780), hand[0]);
        assertEquals(new BigFraction(1493, 2520), hand[1]);
        assertEquals(new BigFraction(727, 7560), hand[2]);
        BattleResult exact = new ExactSolver().solve(BattleSetup.builder(REVISED).attacker("3 infantry, 1 tank").defender("4 infantry")
                .option("dice", "low-luck").build());
        assertEquals(1177.0 / 3780, exact.attackerWin(), 1e-12);
        assertEquals(1493.0 / 2520, exact.defenderWin(), 1e-12);
        assertEquals(727.0 / 7560, exact.draw(), 1e-12);
        BattleResult rolled = new ExactSolver().solve(BattleSetup.builder(REVISED).attacker("3 infantry, 1 tank").defender("4 infantry").build());
        assertTrue(Math.abs(rolled.attackerWin() - exact.attackerWin()) > 0.01, "low luck changes the odds");
    }

    /** {P(attacker wins), P(defender wins), P(both destroyed)} for a infantry and t tanks against d infantry, Low Luck. */
    private static BigFraction[] derivation(int a, int t, int d) {
        if (d == 0) {
            return a + t > 0 ? new BigFraction[] {BigFraction.ONE, BigFraction.ZERO, BigFraction.ZERO}
                    : new BigFraction[] {BigFraction.ZERO, BigFraction.ZERO, BigFraction.ONE};
        }
        if (a + t == 0) {
            return new BigFraction[] {BigFraction.ZERO, BigFraction.ONE, BigFraction.ZERO};
        }
        Map<Integer, BigFraction> ha = lowLuck(a + 3 * t);
        Map<Integer, BigFraction> hd = lowLuck(2 * d);
        BigFraction stay = BigFraction.ZERO;
        BigFraction[] sum = {BigFraction.ZERO, BigFraction.ZERO, BigFraction.ZERO};
        for (Map.Entry<Integer, BigFraction> x : ha.entrySet()) {
            for (Map.Entry<Integer, BigFraction> y : hd.entrySet()) {
                BigFraction p = x.getValue().multiply(y.getValue());
                if (x.getKey() == 0 && y.getKey() == 0) {
                    stay = stay.add(p);
                    continue;
                }
                int infantryLost = Math.min(a, y.getKey());
                int tanksLost = Math.min(t, y.getKey() - infantryLost);
                BigFraction[] next = derivation(a - infantryLost, t - tanksLost, Math.max(0, d - x.getKey()));
                for (int k = 0; k < 3; k++) {
                    sum[k] = sum[k].add(p.multiply(next[k]));
                }
            }
        }
        BigFraction go = BigFraction.ONE.subtract(stay);
        return new BigFraction[] {sum[0].divide(go), sum[1].divide(go), sum[2].divide(go)};
    }

    private static Map<Integer, BigFraction> lowLuck(int strength) {
        Map<Integer, BigFraction> m = new HashMap<>();
        int sure = strength / 6;
        int rest = strength % 6;
        m.put(sure, new BigFraction(6 - rest, 6));
        if (rest > 0) {
            m.put(sure + 1, new BigFraction(rest, 6));
        }
        return m;
    }

    private static BattleSetup lowLuck(String edition, String attacker, String defender) {
        return BattleSetup.builder(Edition.builtIn(edition)).attacker(attacker).defender(defender).option("dice", "low-luck").build();
    }

    static Stream<Arguments> battles() {
        return Stream.of(
                Arguments.of("revised 3 inf + 1 tank vs 4 inf", lowLuck("revised", "3 infantry, 1 tank", "4 infantry")),
                Arguments.of("revised artillery support", lowLuck("revised", "3 infantry, 2 artillery, 1 tank", "5 infantry, 1 tank")),
                Arguments.of("revised AA gun", lowLuck("revised", "2 infantry, 3 fighter, 1 bomber", "4 infantry, 1 aa-gun")),
                Arguments.of("revised submarines and destroyer", lowLuck("revised", "2 submarine, 1 destroyer, 1 fighter",
                        "1 battleship, 1 destroyer, 1 transport")),
                Arguments.of("revised bombardment", BattleSetup.builder(REVISED).attacker("3 infantry, 1 tank").defender("4 infantry")
                        .bombard("1 battleship").option("dice", "low-luck").build()),
                Arguments.of("classic", lowLuck("classic", "4 infantry, 2 tank, 1 fighter", "5 infantry, 1 fighter")),
                Arguments.of("classic submarines", lowLuck("classic", "3 submarine, 1 fighter", "1 battleship, 1 carrier, 2 fighter")),
                Arguments.of("1998 Chinese infantry", lowLuck("house-rules-1998", "4 infantry, 1 tank", "7 chinese-infantry")),
                Arguments.of("world at war AA at tanks", lowLuck("world-at-war-2005", "2 fighter, 3 armor, 2 infantry", "3 infantry, 2 aa-gun")),
                Arguments.of("world at war battleship damage", lowLuck("world-at-war-2005", "2 fighter, 1 bomber",
                        "1 battleship, 1 transport, 1 carrier")),
                Arguments.of("global war d12", lowLuck("global-war-1939", "4 infantry, 2 armor, 1 fighter", "5 infantry, 1 artillery")),
                Arguments.of("global war sea", lowLuck("global-war-1939", "2 destroyer, 1 cruiser", "1 battleship, 1 transport")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("battles")
    void monteCarloAgreesWithExact(String name, BattleSetup setup) {
        AgreementSuiteTest.assertAgree(name, setup);
    }
}
