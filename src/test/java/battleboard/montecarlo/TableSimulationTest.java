package battleboard.montecarlo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.battle.RoundModel;
import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;
import org.junit.jupiter.api.Test;

/**
 * Monte Carlo on a separable battle walks the round tables ({@link TableSimulation}, issue 11 item 4) and draws from
 * the distribution the exact solver solves: every figure within 4 standard errors of the exact value, on a land battle
 * and on a Global War battle whose first round differs from the later ones (fortresses fire in round 1 only, so the
 * walk moves from one round position to the next).
 */
class TableSimulationTest {
    private static final int TRIALS = 200_000;

    @Test
    void aLandBattleAgreesWithExact() {
        agrees(BattleSetup.builder(Edition.builtIn("revised")).attacker("12 infantry, 4 artillery, 3 tank, 2 fighter")
                .defender("14 infantry, 2 artillery, 1 tank, 1 fighter").build());
    }

    @Test
    void aBattleWithAFirstRoundOfItsOwnAgreesWithExact() {
        BattleSetup s = BattleSetup.builder(Edition.builtIn("global-war-1939")).attacker("10 armor").defender("1 swiss-fortifications").build();
        assertTrue(RoundModel.of(s).roundHorizon() > 1, "two round positions");
        agrees(s);
    }

    private static void agrees(BattleSetup s) {
        RoundModel model = RoundModel.of(s);
        assertTrue(model.separableRounds() && TableSimulation.of(model).isPresent(), "walked over the tables");
        BattleResult exact = new ExactSolver().solve(s);
        BattleResult mc = new MonteCarloSolver().solve(s, MonteCarloOptions.defaults().withTrials(TRIALS).withSeed(11),
                Progress.NONE, r -> { });
        assertEquals(TRIALS, mc.sampling().orElseThrow().trials());
        within(exact.attackerWin(), mc.attackerWin(), "attacker win");
        within(exact.defenderWin(), mc.defenderWin(), "defender win");
        within(exact.draw(), mc.draw(), "draw");
        assertEquals(exact.attackerIpcLoss(), mc.attackerIpcLoss(), 4 * mc.sampling().orElseThrow().attackerIpcLossError(),
                "attacker IPC loss");
        assertEquals(exact.defenderIpcLoss(), mc.defenderIpcLoss(), 4 * mc.sampling().orElseThrow().defenderIpcLossError(),
                "defender IPC loss");
        assertEquals(exact.expectedRounds(), mc.expectedRounds(), 4 * mc.sampling().orElseThrow().expectedRoundsError() + 1e-9,
                "rounds");
    }

    private static void within(double p, double estimate, String what) {
        double se = Math.sqrt(p * (1 - p) / TRIALS);
        assertEquals(p, estimate, 4 * se + 1e-9, what);
    }
}
