package battleboard.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.montecarlo.MonteCarloSolver;
import battleboard.result.BattleResult;
import battleboard.result.Sampling;
import battleboard.result.SurvivorOutcome;
import battleboard.solve.CasualtyChoice;
import battleboard.solve.CasualtyExplorer;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * An AA gun fires at the attacking aircraft even when no other unit defends the territory (Revised
 * L929–933, L2248–2250: "whenever an air unit enters a territory containing an enemy antiaircraft gun";
 * Classic L585–588, L825). The gun is never a casualty and is captured with the territory (Revised
 * L2253–2254, Classic L592), so after its shot the defender has lost. Exact figures are closed forms;
 * Monte Carlo (200,000 battles) must fall within 4 standard errors of them.
 */
class LoneAaGunTest {
    private static final Edition REVISED = Edition.builtIn("revised");
    private static final Edition CLASSIC = Edition.builtIn("classic");
    private static final int TRIALS = 200_000;

    private static BattleResult exact(Edition e, String attacker, String defender) {
        return new ExactSolver().solve(BattleSetup.builder(e).attacker(attacker).defender(defender).build());
    }

    private static BattleResult monteCarlo(Edition e, String attacker, String defender) {
        return new MonteCarloSolver().solve(BattleSetup.builder(e).attacker(attacker).defender(defender).build(),
                MonteCarloOptions.defaults().withTrials(TRIALS).withSeed(11), Progress.NONE, r -> {
                });
    }

    /** @return probability of the survivor composition {@code units} */
    private static double survivors(BattleResult r, Map<String, Integer> units) {
        return r.attackerSurvivors().stream().filter(o -> o.units().equals(units)).mapToDouble(SurvivorOutcome::probability)
                .sum();
    }

    private static void withinFourSe(double exact, double sampled, double p) {
        double se = Math.sqrt(p * (1 - p) / TRIALS);
        assertTrue(Math.abs(sampled - exact) <= 4 * se + 1e-12, () -> sampled + " is not within 4 SE (" + se + ") of " + exact);
    }

    @Test
    void infantryAndTwoFightersAgainstALoneGun() {
        // two dice at 1: both fighters survive 25/36; the infantry always takes the territory
        BattleResult r = exact(REVISED, "1 infantry, 2 fighter", "1 aa-gun");
        assertEquals(10.0 / 3, r.attackerIpcLoss(), 1e-12);
        assertEquals(0, r.defenderIpcLoss(), 1e-12);
        assertEquals(1, r.attackerWin(), 1e-12);
        assertEquals(1, r.attackerCaptures(), 1e-12);
        assertEquals(25.0 / 36, survivors(r, Map.of("infantry", 1, "fighter", 2)), 1e-12);
        assertEquals(10.0 / 36, survivors(r, Map.of("infantry", 1, "fighter", 1)), 1e-12);
        assertEquals(1.0 / 36, survivors(r, Map.of("infantry", 1)), 1e-12);
        assertEquals(1, r.expectedRounds(), 1e-12);

        BattleResult m = monteCarlo(REVISED, "1 infantry, 2 fighter", "1 aa-gun");
        assertEquals(1, m.attackerCaptures(), 0);
        withinFourSe(25.0 / 36, survivors(m, Map.of("infantry", 1, "fighter", 2)), 25.0 / 36);
        Sampling s = m.sampling().orElseThrow();
        assertTrue(Math.abs(m.attackerIpcLoss() - 10.0 / 3) <= 4 * s.attackerIpcLossError(), m.attackerIpcLoss() + " vs 10/3");
    }

    @Test
    void aBomberAloneIsShotDownOrWinsWithoutTakingTheTerritory() {
        BattleResult r = exact(REVISED, "1 bomber", "1 aa-gun");
        assertEquals(5.0 / 6, r.attackerWin(), 1e-12);
        assertEquals(5.0 / 6, r.defendersDestroyedNotTaken(), 1e-12);
        assertEquals(0, r.attackerCaptures(), 1e-12);
        assertEquals(1.0 / 6, r.defenderHolds(), 1e-12);
        assertEquals(0, r.draw(), 1e-12);
        assertEquals(2.5, r.attackerIpcLoss(), 1e-12);

        BattleResult m = monteCarlo(REVISED, "1 bomber", "1 aa-gun");
        withinFourSe(5.0 / 6, m.attackerWin(), 5.0 / 6);
        withinFourSe(1.0 / 6, m.defenderHolds(), 1.0 / 6);
        assertEquals(0, m.draw(), 0);
    }

    @Test
    void classicTwoBombersLoseFiveIpcOnAverage() {
        BattleResult r = exact(CLASSIC, "2 bomber", "1 aa-gun");
        assertEquals(5, r.attackerIpcLoss(), 1e-12);
        assertEquals(35.0 / 36, r.attackerWin(), 1e-12);
        assertEquals(1.0 / 36, r.defenderHolds(), 1e-12);

        BattleResult m = monteCarlo(CLASSIC, "2 bomber", "1 aa-gun");
        assertTrue(Math.abs(m.attackerIpcLoss() - 5) <= 4 * m.sampling().orElseThrow().attackerIpcLossError(),
                m.attackerIpcLoss() + " vs 5");
    }

    @Test
    void aLandAttackOnALoneGunIsWonAtOnce() {
        // no aircraft: the gun has nothing to fire at, and nothing can hit it
        BattleResult r = exact(REVISED, "1 infantry", "1 aa-gun");
        assertEquals(1, r.attackerCaptures(), 1e-12);
        assertEquals(0, r.expectedRounds(), 1e-12);
    }

    @Test
    void theGunIsNeverOfferedAsACasualty() {
        BattleSetup position = BattleSetup.builder(REVISED).attacker("2 infantry").defender("1 infantry, 1 aa-gun")
                .startRound(2).build();
        CasualtyExplorer.Exploration e = new CasualtyExplorer().explore(position, Side.DEFENDER, 2,
                SolveOptions.of(MethodChoice.EXACT), Progress.NONE);
        assertEquals(1, e.choices().size());
        CasualtyChoice only = e.choices().get(0);
        assertEquals(Map.of("infantry", 1), only.lost());
        assertEquals(1, only.attackerWin(), 1e-12);
    }
}
