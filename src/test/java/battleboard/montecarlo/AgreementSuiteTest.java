package battleboard.montecarlo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.OrderOfLoss;
import battleboard.battle.Progress;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Exact against Monte Carlo on the battles of {@code agreement/revised-battles.json}: with
 * {@value #TRIALS} trials and seed {@value #SEED}, every outcome probability of the simulation must lie
 * within {@value #K} standard errors ({@code sqrt(p (1 - p) / n)} at the exact {@code p}) of the exact
 * value. Because both solvers run the same round model, this tests the solvers, not two copies of the
 * rules. The run is seeded, so it passes or fails the same way every time; at 4 standard errors a fair
 * simulator fails one check in about 16,000.
 */
class AgreementSuiteTest {
    static final int TRIALS = 200_000;
    static final long SEED = 20261122L;
    static final double K = 4.0;
    private static final Edition REVISED = Edition.builtIn("revised");

    static Stream<Arguments> battles() throws IOException {
        List<Arguments> out = new ArrayList<>();
        try (InputStream in = AgreementSuiteTest.class.getResourceAsStream("/agreement/revised-battles.json")) {
            for (JsonNode b : new ObjectMapper().readTree(in).get("battles")) {
                out.add(Arguments.of(b.get("name").asText(), setup(b)));
            }
        }
        return out.stream();
    }

    static BattleSetup setup(JsonNode b) {
        BattleSetup.Builder s = BattleSetup.builder(REVISED).attacker(b.get("attacker").asText())
                .defender(b.get("defender").asText());
        if (b.has("bombard")) {
            s.bombard(b.get("bombard").asText());
        }
        b.path("attackerTechs").forEach(t -> s.tech(Side.ATTACKER, t.asText()));
        b.path("defenderTechs").forEach(t -> s.tech(Side.DEFENDER, t.asText()));
        b.path("options").fields().forEachRemaining(e -> s.option(e.getKey(), e.getValue().asText()));
        if (b.has("attackerOrder")) {
            s.order(Side.ATTACKER, OrderOfLoss.parse(b.get("attackerOrder").asText(), REVISED, Side.ATTACKER.role()));
        }
        if (b.has("defenderOrder")) {
            s.order(Side.DEFENDER, OrderOfLoss.parse(b.get("defenderOrder").asText(), REVISED, Side.DEFENDER.role()));
        }
        return s.build();
    }

    @Test
    void suiteHasAtLeastThirtyBattles() throws IOException {
        assertTrue(battles().count() >= 30);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("battles")
    void monteCarloAgreesWithExact(String name, BattleSetup setup) {
        BattleResult exact = new ExactSolver().solve(setup);
        BattleResult mc = simulate(new MonteCarloSolver(), setup);
        List<String> misses = disagreements(exact, mc);
        assertTrue(misses.isEmpty(), name + ": " + misses);
        assertEquals(TRIALS, mc.sampling().orElseThrow().trials());
    }

    /**
     * The suite can fail: a simulator whose dice hit 0.02 more often than they should is caught on the
     * first battles of the suite.
     */
    @Test
    void biasedSimulatorIsCaught() throws IOException {
        MonteCarloSolver biased = new MonteCarloSolver(() -> new SamplingChance() {
            @Override
            boolean dieHits(int value, int sides) {
                return rng.nextDouble() < (double) value / sides + 0.02;
            }

            @Override
            int dieByDieMax() {
                return Integer.MAX_VALUE;
            }
        });
        List<String> caught = new ArrayList<>();
        battles().limit(3).forEach(a -> {
            BattleSetup setup = (BattleSetup) a.get()[1];
            List<String> misses = disagreements(new ExactSolver().solve(setup), simulate(biased, setup));
            if (!misses.isEmpty()) {
                caught.add(a.get()[0] + ": " + misses);
            }
        });
        System.out.println("biased simulator caught on " + caught.size() + " of 3 battles: " + caught);
        assertFalse(caught.isEmpty(), "a biased simulator passed the agreement check");
    }

    /** Solves a battle exactly and by Monte Carlo and fails naming every figure outside the bound. */
    static void assertAgree(String name, BattleSetup setup) {
        BattleResult exact = new battleboard.exact.ExactSolver().solve(setup);
        List<String> misses = disagreements(exact, simulate(new MonteCarloSolver(), setup));
        org.junit.jupiter.api.Assertions.assertTrue(misses.isEmpty(), name + ": " + misses);
    }

    static BattleResult simulate(MonteCarloSolver solver, BattleSetup setup) {
        return solver.solve(setup, MonteCarloOptions.defaults().withTrials(TRIALS).withSeed(SEED), Progress.NONE, r -> {
        });
    }

    /** @return each outcome probability that is more than K standard errors from the exact value */
    static List<String> disagreements(BattleResult exact, BattleResult mc) {
        List<String> misses = new ArrayList<>();
        check("attackerWin", exact.attackerWin(), mc.attackerWin(), misses);
        check("defenderWin", exact.defenderWin(), mc.defenderWin(), misses);
        check("draw", exact.draw(), mc.draw(), misses);
        check("retreat", exact.retreat(), mc.retreat(), misses);
        check("stalemate", exact.stalemate(), mc.stalemate(), misses);
        return misses;
    }

    private static void check(String what, double p, double estimate, List<String> misses) {
        double se = Math.sqrt(Math.max(p * (1 - p), 0) / TRIALS);
        boolean ok = se == 0 ? Math.abs(estimate - p) < 1e-12 : Math.abs(estimate - p) <= K * se;
        if (!ok) {
            misses.add(String.format(Locale.ROOT, "%s exact %.6f, simulated %.6f (%.1f standard errors)", what, p,
                    estimate, se == 0 ? Double.POSITIVE_INFINITY : Math.abs(estimate - p) / se));
        }
    }
}
