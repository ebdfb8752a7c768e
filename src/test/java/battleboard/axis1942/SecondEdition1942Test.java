package battleboard.axis1942;

import static battleboard.battle.Side.DEFENDER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import battleboard.battle.BattleSetup;
import battleboard.battle.HitDistribution;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.RoundModel;
import battleboard.battle.Volley;
import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Axis & Allies 1942 Second Edition ({@code presets/editions/axis-allies-1942-2e.json}, docs/rules/axis-allies-1942-2e.md):
 * the rules the edition needed beyond the other editions' (issue 28), each against a hand derivation. The cited sources
 * are TripleA's WW2v5_1942_2nd.xml (X line) and aacalc2's source; docs/reliability.md holds the differential run against
 * aacalc2.
 */
class SecondEdition1942Test {
    private static final double TOL = 1e-12;
    private static final Edition E = Edition.builtIn("axis-allies-1942-2e");

    private static BattleSetup.Builder battle(String attacker, String defender) {
        return BattleSetup.builder(E).attacker(attacker).defender(defender);
    }

    private static BattleResult exact(BattleSetup.Builder b) {
        return new ExactSolver().solve(b.build());
    }

    /** The values of X954-1051 and the costs of its production rules. */
    @Test
    void unitValuesAndCosts() {
        String[][] expected = {
            {"infantry", "1", "2", "3"}, {"artillery", "2", "2", "4"}, {"tank", "3", "3", "6"}, {"aa-gun", "0", "0", "5"},
            {"fighter", "3", "4", "10"}, {"bomber", "4", "1", "12"}, {"battleship", "4", "4", "20"}, {"cruiser", "3", "3", "12"},
            {"destroyer", "2", "2", "8"}, {"carrier", "1", "2", "14"}, {"transport", "0", "0", "7"}, {"submarine", "2", "1", "6"},
        };
        battleboard.edition.UnitValues.assertValuesAndCosts(E, expected);
        assertEquals(2, E.findUnit("battleship").orElseThrow().hitPoints());
        assertEquals(1, E.findUnit("carrier").orElseThrow().hitPoints());
    }

    /**
     * Each AA gun fires at up to 3 attacking aircraft, one die each at 1 (X1049): one gun against 4 fighters rolls 3 dice,
     * (5/6)^3 = 125/216 no hit, 75/216, 15/216, 1/216; two guns roll 4, one per aircraft.
     */
    @Test
    void anAaGunFiresAtUpToThreeAircraft() {
        List<Volley> one = aaFire("4 fighter, 1 infantry", "1 infantry, 1 aa-gun");
        assertEquals(1, one.size());
        assertArrayEquals(new double[] {125.0 / 216, 75.0 / 216, 15.0 / 216, 1.0 / 216}, HitDistribution.of(one.get(0).dice()), TOL);
        List<Volley> two = aaFire("4 fighter, 1 infantry", "1 infantry, 2 aa-gun");
        assertArrayEquals(new double[] {625.0 / 1296, 500.0 / 1296, 150.0 / 1296, 20.0 / 1296, 1.0 / 1296},
                HitDistribution.of(two.get(0).dice()), TOL);
    }

    private static List<Volley> aaFire(String attacker, String defender) {
        RoundModel m = RoundModel.of(battle(attacker, defender).build());
        return m.volleys(m.startRound(m.initialState()), m.step("opening-fire")).stream()
                .filter(v -> v.dice().firer() == DEFENDER).toList();
    }

    /**
     * Aircraft hit a submarine only beside a destroyer of their own side (X1825): 2 fighters against a submarine can hit
     * nothing, and the submarine can hit no aircraft: a stalemate, certain, with nothing lost.
     */
    @Test
    void aircraftWithoutADestroyerCannotHitASubmarine() {
        BattleResult r = exact(battle("2 fighter", "1 submarine"));
        assertEquals(1.0, r.stalemate(), TOL);
        assertEquals(0.0, r.attackerWin(), TOL);
        assertEquals(0.0, r.defenderIpcLoss(), TOL);
    }

    /**
     * With a destroyer, 2 fighters (3) and the destroyer (2) fire at the submarine, whose surprise strike the destroyer
     * cancels: it fires back at 1, at the destroyer only. A round: the attacker misses with (1/2)(1/2)(2/3) = 1/6, the
     * submarine hits with 1/6. Attacker hits, submarine misses: 25/36 (win); both hit: 5/36 (win, destroyer lost);
     * attacker misses, submarine hits: 1/36 (fighters alone against the submarine: stalemate); both miss: 5/36, again.
     * So attacker win 30/31, stalemate 1/31; the destroyer (8) is lost with 6/31: 48/31; the submarine (6) with 30/31.
     */
    @Test
    void aircraftBesideTheirDestroyerHitASubmarine() {
        BattleResult r = exact(battle("2 fighter, 1 destroyer", "1 submarine"));
        assertEquals(30.0 / 31, r.attackerWin(), TOL);
        assertEquals(1.0 / 31, r.stalemate(), TOL);
        assertEquals(48.0 / 31, r.attackerIpcLoss(), TOL);
        assertEquals(180.0 / 31, r.defenderIpcLoss(), TOL);
    }

    /** A transport left alone beside an enemy that fights is lost (X1834): the battle is won before a die is rolled. */
    @Test
    void aLoneTransportIsLost() {
        BattleResult r = exact(battle("1 submarine", "1 transport"));
        assertEquals(1.0, r.attackerWin(), TOL);
        assertEquals(7.0, r.defenderIpcLoss(), TOL);
        assertEquals(0.0, r.attackerIpcLoss(), TOL);
    }

    /**
     * Transports are taken last and defenceless: a submarine (2) against a destroyer and a transport. The destroyer
     * cancels the surprise strike; a round: the submarine hits with 1/3 (the destroyer first), the destroyer (2) hits with
     * 1/3. Submarine hits, destroyer misses (2/9): the transport is alone beside the submarine and lost, 15; both hit
     * (1/9): the transport is left with nothing against it and holds, 8; destroyer hits only (2/9): defender wins, 0;
     * neither (4/9): again. So attacker win (2/9) / (5/9) = 2/5, defender win 3/5, no draw; defender IPC loss
     * (2/9 x 15 + 1/9 x 8) / (5/9) = 38/5.
     */
    @Test
    void transportsAreTakenLastAndLostWithTheirEscort() {
        BattleResult r = exact(battle("1 submarine", "1 destroyer, 1 transport"));
        assertEquals(2.0 / 5, r.attackerWin(), TOL);
        assertEquals(3.0 / 5, r.defenderWin(), TOL);
        assertEquals(0.0, r.draw(), TOL);
        assertEquals(38.0 / 5, r.defenderIpcLoss(), TOL);
    }

    /**
     * Under unescorted-transports=beside-combat-units, two sides left with transports alone cannot hurt each other: a
     * stalemate; under defender-always (aacalc2's reading) the defender's are lost to the attacker's transports.
     */
    @Test
    void transportsAgainstTransports() {
        assertEquals(1.0, exact(battle("1 transport", "1 transport")).stalemate(), TOL);
        BattleResult r = exact(battle("1 transport", "1 transport").option("unescorted-transports", "defender-always"));
        assertEquals(1.0, r.attackerWin(), TOL);
        assertEquals(7.0, r.defenderIpcLoss(), TOL);
    }

    /**
     * An attacker retreating takes its lone transports with it: a transport and a destroyer against a destroyer, retreat
     * after round 1. Round 1: each destroyer hits with 1/3, the attacker's takes the hit before its transport. Attacker
     * hits, defender misses (2/9): win. Both hit (1/9): the attacker's transport is left with nothing against it: win, 8
     * lost. Defender hits only (2/9): the defender holds, and the transport leaves with the retreat instead of being lost,
     * 8 lost. Neither (4/9): retreat, nothing lost. Attacker win 1/3, retreat 4/9, attacker IPC loss (1/9 + 2/9) 8 = 8/3
     * (a lost transport would make it (1/9 x 8 + 2/9 x 15) = 38/9).
     */
    @Test
    void aRetreatTakesTheLoneTransportsAlong() {
        BattleResult r = exact(battle("1 destroyer, 1 transport", "1 destroyer").retreat(new RetreatPolicy.AfterRound(1)));
        assertEquals(1.0 / 3, r.attackerWin(), TOL);
        assertEquals(4.0 / 9, r.retreat(), TOL);
        assertEquals(8.0 / 3, r.attackerIpcLoss(), TOL);
    }

    /**
     * The owner assigns the most restricted hits first (option restricted-hits): a fighter without a destroyer cannot
     * hit a submarine, a submarine hits ships only. Against a destroyer and a submarine, the submarine's hits may take
     * every unit on the board, so under present-units (the edition's default) the fighter's are assigned first; under
     * fixed-order both kinds rank as restricted and the submarine's, whose entry comes first, go first.
     */
    @Test
    void restrictedHitsGoFirst() {
        assertEquals(List.of("fighter", "submarine"), attackerVolleys(battle("1 fighter, 1 submarine", "1 destroyer, 1 submarine")));
        assertEquals(List.of("submarine", "fighter"), attackerVolleys(battle("1 fighter, 1 submarine", "1 destroyer, 1 submarine")
                .option("restricted-hits", "fixed-order")));
    }

    private static List<String> attackerVolleys(BattleSetup.Builder b) {
        RoundModel m = RoundModel.of(b.build());
        return m.volleys(m.startRound(m.initialState()), m.step("main-fire")).stream()
                .filter(v -> v.target() == DEFENDER).map(v -> v.dice().groups().get(0).unit()).toList();
    }

    /**
     * A landed artillery supports a landed infantry as any other (was: only an overland one): landing 2 infantry and 1
     * artillery gives the figures of 2 infantry and 1 artillery attacking overland.
     */
    @Test
    void landedArtillerySupportsLandedInfantry() {
        for (String edition : List.of("axis-allies-1942-2e", "revised")) {
            Edition e = Edition.builtIn(edition);
            BattleResult landed = new ExactSolver().solve(BattleSetup.builder(e.withLanded())
                    .attacker("2 landed infantry, 1 landed artillery").amphibious(true).defender("2 inf").build());
            BattleResult overland = new ExactSolver().solve(BattleSetup.builder(e).attacker("2 inf, 1 art").defender("2 inf").build());
            assertEquals(overland.attackerWin(), landed.attackerWin(), TOL, edition);
            assertEquals(overland.attackerIpcLoss(), landed.attackerIpcLoss(), TOL, edition);
        }
    }
}
