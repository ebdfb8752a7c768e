package battleboard.montecarlo;

import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.Dice;
import battleboard.battle.Side;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The cache of hit distributions a Monte Carlo worker keeps. */
class SamplingChanceTest {
    @Test
    void theCacheOfDistributionsHoldsABoundedAmountOfNumbers() {
        // issue 27 item 3: 2,000 of each unit a side fire a new volley of thousands of dice every round; the cache kept
        // 100,000 distributions of up to 10,001 numbers each (8 GB) and a worker ran out of memory. Here 600 volleys of
        // 5,000 to 5,599 dice, 3.3 million numbers in all, one of each
        SamplingChance chance = new SamplingChance();
        chance.use(MonteCarloSolver.stream(1, 0));
        long most = 0;
        for (int n = 5_000; n < 5_600; n++) {
            int hits = chance.hits(new Dice(Side.ATTACKER, List.of(new Dice.Group("infantry", n, 1, 6))));
            assertTrue(hits >= 0 && hits <= n, hits + " hits of " + n);
            most = Math.max(most, chance.cachedNumbers());
        }
        assertTrue(most <= SamplingChance.CACHE_NUMBERS, most + " numbers held");
    }
}
