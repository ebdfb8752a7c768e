package battleboard.montecarlo;

import battleboard.battle.BattleSetup;
import battleboard.battle.Damage;
import battleboard.battle.OrderOfLoss;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.battle.SubmergePolicy;
import battleboard.edition.Edition;
import battleboard.edition.Role;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Exact against Monte Carlo on Global War 1939 battles (d12) that use every rule the edition adds to the
 * engine: sticky one-for-one submarine detection (and recomputed), submarines on both sides, the naval fighter's
 * and torpedo bomber's choice of the ship, the Yamato's three damage levels, carriers and transports defending
 * against aircraft only, transports last, combined arms (artillery, armor, tactical bomber, Advanced Artillery,
 * Bersaglieri), the fortress, AA fire, bombardment, Wolf Pack, round-1 national rules, both value timings; with
 * {@link AgreementSuiteTest}'s trials, seed and 4-standard-error bound.
 */
class GlobalWarAgreementTest {
    private static final Edition GW = Edition.builtIn("global-war-1939");

    private static BattleSetup.Builder battle(String attacker, String defender) {
        return BattleSetup.builder(GW).attacker(attacker).defender(defender);
    }

    static Stream<Arguments> battles() {
        return Stream.of(
                Arguments.of("subs against destroyers and a transport", battle("3 submarine, 1 destroyer", "2 destroyer, 1 transport").build()),
                Arguments.of("detection recomputed", battle("3 submarine, 1 destroyer", "2 destroyer, 1 transport")
                        .option("submarine-detection", "recompute").build()),
                Arguments.of("subs on both sides", battle("2 submarine, 1 destroyer, 1 cruiser", "2 submarine, 1 cruiser").build()),
                Arguments.of("detection outlives the destroyer", battle("3 submarine", "1 destroyer, 1 cruiser")
                        .order(Side.DEFENDER, OrderOfLoss.parse("destroyer, cruiser", GW, Role.DEFENSE)).build()),
                Arguments.of("submarines leave, destroyers left", battle("4 submarine, 1 cruiser", "2 destroyer, 1 cruiser, 2 submarine")
                        .submerge(Side.ATTACKER, SubmergePolicy.ALWAYS).submerge(Side.DEFENDER, SubmergePolicy.ALWAYS).build()),
                Arguments.of("submarines leave, detection recomputed", battle("4 submarine, 1 cruiser", "2 destroyer, 1 cruiser, 2 submarine")
                        .submerge(Side.ATTACKER, SubmergePolicy.ALWAYS).submerge(Side.DEFENDER, SubmergePolicy.ALWAYS)
                        .option("submarine-detection", "recompute").build()),
                Arguments.of("banzai infantry stay", battle("2 banzai-infantry, 2 infantry, 1 armor", "5 infantry, 1 armor")
                        .retreat(new RetreatPolicy.AfterRound(1)).tech(Side.ATTACKER, "banzai").build()),
                Arguments.of("retreat leaves detected submarines", battle("3 submarine, 1 cruiser, 1 destroyer", "2 destroyer, 1 battleship")
                        .retreat(new RetreatPolicy.AfterRound(2)).build()),
                Arguments.of("defender retreat", battle("3 armor, 2 infantry", "4 infantry, 1 artillery, 1 fighter")
                        .defenderRetreat(new RetreatPolicy.AtUnits(3)).build()),
                Arguments.of("Wolf Pack", battle("3 submarine", "1 destroyer, 1 transport").tech(Side.ATTACKER, "wolf-pack").build()),
                Arguments.of("naval fighters and torpedo bombers pick ships", battle("2 naval-fighter, 1 torpedo-bomber",
                        "1 battleship, 1 cruiser, 1 transport").build()),
                Arguments.of("Yamato against battleships", battle("1 yamato, 1 destroyer", "2 battleship").build()),
                Arguments.of("damaged Yamato", battle("1 yamato, 1 cruiser", "1 battleship, 1 destroyer")
                        .damage(Side.ATTACKER, Damage.parse("1 yamato:1", GW)).build()),
                Arguments.of("carrier and transports against aircraft", battle("2 fighter, 1 strategic-bomber",
                        "1 carrier, 2 transport, 1 fighter").build()),
                Arguments.of("damage acts at once", battle("1 battleship, 2 submarine", "1 battleship, 1 cruiser")
                        .option("value-timing", "immediate").build()),
                Arguments.of("combined arms", battle("3 infantry, 2 mech-infantry, 2 artillery, 2 armor, 1 tactical-bomber",
                        "6 infantry, 1 armor").build()),
                Arguments.of("Advanced Artillery and Bersaglieri", battle("2 bersaglieri, 2 infantry, 1 artillery, 1 armor",
                        "4 infantry").tech(Side.ATTACKER, "advanced-artillery").build()),
                Arguments.of("fortress", battle("4 armor, 2 infantry, 1 strategic-bomber", "4 infantry, 1 fortress").build()),
                Arguments.of("AA gun with Radar", battle("3 fighter, 1 strategic-bomber, 2 armor", "3 infantry, 1 aa-gun")
                        .tech(Side.DEFENDER, "radar").build()),
                Arguments.of("bombardment, casualties fire back", battle("3 marine, 1 artillery", "3 infantry")
                        .bombard("1 battleship, 1 cruiser").tech(Side.ATTACKER, "amphibious-assault").build()),
                Arguments.of("Banzai and Eastern Front", battle("2 banzai-infantry, 2 infantry, 1 artillery", "4 infantry")
                        .tech(Side.ATTACKER, "banzai").tech(Side.DEFENDER, "eastern-front-defense").build()),
                Arguments.of("sneak attack on a US fleet", battle("2 fighter, 1 torpedo-bomber", "1 battleship, 1 destroyer, 1 transport")
                        .tech(Side.DEFENDER, "sneak-attack").tech(Side.DEFENDER, "sneak-attack-us-ships").build()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("battles")
    void monteCarloAgreesWithExact(String name, BattleSetup setup) {
        AgreementSuiteTest.assertAgree(name, setup);
    }
}
