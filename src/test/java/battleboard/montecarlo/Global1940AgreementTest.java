package battleboard.montecarlo;

import battleboard.battle.BattleSetup;
import battleboard.battle.KamikazeTargets;
import battleboard.battle.PreBattle;
import battleboard.battle.Progress;
import battleboard.battle.RetreatPolicy;
import battleboard.edition.Edition;
import battleboard.result.BattleResult;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Exact against Monte Carlo on twelve Global 1940 Second Edition battles ({@code presets/editions/axis-allies-global-1940-2e.json})
 * that use every rule the edition brings together (artillery raising infantry and mechanized infantry, fighters and tanks
 * raising tactical bombers one for one, AA guns at up to 3 aircraft each, kamikaze strikes before the battle, two-hit
 * carriers and battleships, scrambled fighters, submarines beside and without destroyers, transports, bombardment, a
 * retreat), with {@link AgreementSuiteTest}'s trials, seed and 4-standard-error bound.
 */
class Global1940AgreementTest {
    private static final Edition G40 = Edition.builtIn("axis-allies-global-1940-2e");

    private static BattleSetup.Builder battle(String attacker, String defender) {
        return BattleSetup.builder(G40).attacker(attacker).defender(defender);
    }

    static Stream<Arguments> battles() {
        return Stream.of(
                Arguments.of("artillery and mechanized infantry", battle("2 mech, 2 infantry, 2 artillery, 1 tank", "5 infantry").build()),
                Arguments.of("tactical bombers beside fighters and tanks", battle("2 tac, 1 fighter, 1 tank, 2 inf", "4 infantry, 1 tank").build()),
                Arguments.of("AA guns at up to 3 aircraft", battle("3 fighter, 2 tac, 1 bomber, 2 tank", "4 infantry, 2 aa-gun").build()),
                Arguments.of("kamikaze strikes, the firer's targets", battle("1 battleship, 1 cruiser, 2 destroyer", "3 kamikaze, 1 cruiser, 1 sub").build()),
                Arguments.of("kamikaze strikes, the owner's targets", battle("1 battleship, 1 cruiser, 2 destroyer", "3 kamikaze, 1 cruiser, 1 sub")
                        .option("kamikaze-targets", "owner").build()),
                Arguments.of("two-hit carriers with fighters", battle("2 fighter, 1 tac, 1 destroyer, 1 cruiser", "1 carrier, 2 fighter, 1 destroyer").build()),
                Arguments.of("scrambled fighters", battle("1 battleship, 2 destroyer", "1 carrier, 4 fighter").build()),
                Arguments.of("submarines without a destroyer", battle("2 submarine, 1 fighter, 1 tac", "1 submarine, 1 transport, 1 cruiser").build()),
                Arguments.of("submarines beside a destroyer", battle("1 destroyer, 2 tac", "2 submarine, 1 destroyer").build()),
                Arguments.of("battleships", battle("1 battleship, 1 submarine", "1 battleship, 1 destroyer").build()),
                Arguments.of("bombardment", battle("2 infantry, 1 artillery, 1 tank", "3 infantry, 1 aa-gun").bombard("1 battleship, 1 cruiser").build()),
                Arguments.of("retreat after round 2", battle("3 infantry, 1 artillery, 2 tank, 1 tac", "4 infantry, 1 artillery, 1 tank")
                        .retreat(new RetreatPolicy.AfterRound(2)).build()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("battles")
    void monteCarloAgreesWithExact(String name, BattleSetup setup) {
        AgreementSuiteTest.assertAgree(name, setup);
    }

    /**
     * Kamikaze strikes with their targets named before the dice (X4777-4779), a mixture over the ships they sink and
     * damage: the cruiser and each destroyer named once, so that a battleship is left whole. Exact and Monte Carlo both
     * solve each way the strike falls ({@code battleboard.solve.Mixture}); the simulated mixture is within 4 standard errors
     * of the exact one.
     */
    @Test
    void namedKamikazeTargets() {
        BattleSetup setup = battle("1 battleship, 1 cruiser, 2 destroyer", "3 kamikaze, 1 cruiser, 1 sub")
                .preBattle(PreBattle.NONE.withKamikazeTargets(KamikazeTargets.parse("cruiser, destroyer, destroyer#2"))).build();
        BattleResult exact = new Solver().solve(setup, SolveOptions.of(MethodChoice.EXACT), Progress.NONE);
        BattleResult mc = new Solver().solve(setup, SolveOptions.of(MethodChoice.MONTE_CARLO).withTrials(AgreementSuiteTest.TRIALS)
                .withSeed(AgreementSuiteTest.SEED), Progress.NONE);
        Assertions.assertTrue(mc.sampling().isPresent());
        List<String> misses = AgreementSuiteTest.disagreements(exact, mc);
        Assertions.assertTrue(misses.isEmpty(), "named kamikaze targets: " + misses);
    }
}
