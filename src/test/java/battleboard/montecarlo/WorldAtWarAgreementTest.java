package battleboard.montecarlo;

import battleboard.battle.BattleSetup;
import battleboard.battle.Force;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Exact against Monte Carlo on World at War battles that use every rule the edition adds to the engine
 * (AA guns at aircraft and tanks every round, damage values, transports last, armour rolls, kamikaze
 * dice, double hits, round-limited modifiers, bombardment by battleship and cruiser, both value timings),
 * with {@link AgreementSuiteTest}'s trials, seed and 4-standard-error bound.
 */
class WorldAtWarAgreementTest {
    private static final Edition WAW = Edition.builtIn("world-at-war-2005");

    private static BattleSetup.Builder battle(String attacker, String defender) {
        return BattleSetup.builder(WAW).attacker(attacker).defender(defender);
    }

    static Stream<Arguments> battles() {
        return Stream.of(
                Arguments.of("AA guns at aircraft and tanks", battle("2 fighter, 3 armor, 2 infantry", "3 infantry, 2 aa-gun").build()),
                Arguments.of("AA guns captured when alone", battle("3 armor, 1 fighter", "2 infantry, 1 aa-gun")
                        .option("aa-ending", "guns-captured").build()),
                Arguments.of("battleship damage, transports last", battle("2 fighter, 1 bomber", "1 battleship, 1 transport, 1 carrier").build()),
                Arguments.of("battleship damage acts at once", battle("2 fighter, 1 bomber", "1 battleship, 1 transport, 1 carrier")
                        .option("value-timing", "immediate").build()),
                Arguments.of("damaged battleship attacking", battle("1 battleship, 1 submarine", "1 cruiser, 1 submarine")
                        .damaged(Side.ATTACKER, Force.parse("1 battleship", WAW)).build()),
                Arguments.of("Tigers", battle("2 tiger, 2 infantry", "4 infantry, 1 armor").build()),
                Arguments.of("kamikaze", battle("3 fighter", "1 battleship, 2 transport").tech(Side.ATTACKER, "kamikaze").build()),
                Arguments.of("Finland", battle("5 infantry, 1 armor", "3 infantry").tech(Side.DEFENDER, "finland-neutral").build()),
                Arguments.of("German surprise", battle("3 infantry, 2 armor", "4 infantry, 1 aa-gun")
                        .tech(Side.ATTACKER, "german-surprise").tech(Side.DEFENDER, "surprised").build()),
                Arguments.of("bombardment by battleship and cruiser", battle("3 armor, 2 infantry", "3 infantry, 1 aa-gun")
                        .bombard("1 battleship, 1 cruiser").build()),
                Arguments.of("super submarines and jets", battle("2 submarine, 1 fighter", "1 cruiser, 1 transport")
                        .tech(Side.ATTACKER, "super-submarines").tech(Side.ATTACKER, "jet-power").build()),
                Arguments.of("Russian espionage, both sides' rolls", battle("2 cruiser, 1 fighter", "2 cruiser, 1 carrier")
                        .tech(Side.ATTACKER, "russian-espionage").build()),
                Arguments.of("banzai infantry fight on", battle("3 infantry, 1 armor", "3 infantry").tech(Side.ATTACKER, "banzai")
                        .retreat(new battleboard.battle.RetreatPolicy.AfterRound(1)).build()),
                Arguments.of("sub pen with a submarine", battle("3 fighter", "1 sub-pen, 2 submarine").build()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("battles")
    void monteCarloAgreesWithExact(String name, BattleSetup setup) {
        AgreementSuiteTest.assertAgree(name, setup);
    }
}
