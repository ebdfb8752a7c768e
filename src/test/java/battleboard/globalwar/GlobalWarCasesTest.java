package battleboard.globalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.OrderOfLoss;
import battleboard.battle.Progress;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.edition.Role;
import battleboard.exact.ExactSolver;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.result.BattleResult;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import org.junit.jupiter.api.Test;

/**
 * Whole Global War 1939 battles against the digest's worked values (../shared/rules/global-war-1939.md §6.3,
 * each from fractions there and derived again here) and against hand derivations of the rules the engine
 * gained for this edition: sticky submarine detection and the firer's choice of the ship hit. G lines cite
 * seeds/001_ce9d1429f79a4ab7.txt. The digest's abstract values are played by Global War units that have them
 * (a Legionnaire attacks at 3, an Elite Guard defends at 5, a battleship damaged once defends at 5).
 */
class GlobalWarCasesTest {
    static final Edition GW = Edition.builtIn("global-war-1939");
    private static final double TOL = 1e-12;
    private static final int TRIALS = 200_000;

    static BattleSetup.Builder battle(String attacker, String defender) {
        return BattleSetup.builder(GW).attacker(attacker).defender(defender);
    }

    private static BattleResult exact(BattleSetup.Builder b) {
        return new ExactSolver().solve(b.build());
    }

    private static void assertOutcomes(BattleResult r, double attackerWin, double defenderWin, double draw) {
        assertEquals(attackerWin, r.attackerWin(), TOL, "attacker win");
        assertEquals(defenderWin, r.defenderWin(), TOL, "defender win");
        assertEquals(draw, r.draw(), TOL, "draw");
    }

    private static void withinFourSe(double exact, BattleSetup.Builder b) {
        BattleResult r = new Solver().solve(b.build(), SolveOptions.of(MethodChoice.MONTE_CARLO).withMonteCarlo(
                MonteCarloOptions.defaults().withTrials(TRIALS).withSeed(11)), Progress.NONE);
        double se = Math.sqrt(exact * (1 - exact) / TRIALS);
        assertTrue(Math.abs(r.attackerWin() - exact) <= 4 * se, () -> r.attackerWin() + " is not within 4 SE (" + se + ") of " + exact);
    }

    /**
     * T1: A3 against D5 on a d12 (G487), fire at the same time: p = 3/12, q = 5/12; a round decides with
     * 1 - (3/4)(7/12) = 27/48; attacker win (1/4)(7/12) / (27/48) = 7/27, defender (3/4)(5/12) / (27/48) = 15/27,
     * both (1/4)(5/12) / (27/48) = 5/27.
     */
    @Test
    void t1LegionnaireAgainstEliteGuard() {
        assertOutcomes(exact(battle("1 legionnaire", "1 elite-guards")), 7.0 / 27, 15.0 / 27, 5.0 / 27);
    }

    /**
     * T2: a naval fighter (A6) against a lone transport (D1 against aircraft, G2120-2122): p = 1/2, q = 1/12;
     * attacker win (1/2)(11/12) / (1 - (1/2)(11/12)) = 11/13, defender (1/2)(1/12) / (13/24) = 1/13, both 1/13.
     */
    @Test
    void t2NavalFighterAgainstATransport() {
        assertOutcomes(exact(battle("1 naval-fighter", "1 transport")), 11.0 / 13, 1.0 / 13, 1.0 / 13);
    }

    /**
     * T3: T2 in a sea zone with a naval base, whose AA fires in round 1 one d12 at 2 per attacking aircraft
     * (G1831-1834; value and timing spec A6): the fighter survives it with 5/6 and then wins 11/13 of T2, so
     * attacker win (5/6)(11/13) = 55/78, defender win 1/6 + (5/6)(1/13) = 3/13, both (5/6)(1/13) = 5/78.
     */
    @Test
    void t3NavalBaseAa() {
        assertOutcomes(exact(battle("1 naval-fighter", "1 transport, 1 naval-base")), 55.0 / 78, 3.0 / 13, 5.0 / 78);
    }

    /**
     * T4: a torpedo bomber (A7) against an escort carrier (D4 against aircraft, G2264-2270): p = 7/12, q = 1/3;
     * attacker win (7/12)(2/3) / (1 - (5/12)(2/3)) = 7/13, defender (5/12)(1/3) / (26/36) = 5/26, both 7/26.
     */
    @Test
    void t4TorpedoBomberAgainstAnEscortCarrier() {
        assertOutcomes(exact(battle("1 torpedo-bomber", "1 escort-carrier")), 7.0 / 13, 5.0 / 26, 7.0 / 26);
    }

    /**
     * T5 and T6: Iowa (all US battleships 9/9 from turn 10, G1251; damaged 5/5, spec A18) against the Yamato
     * (9/6/0 attack, 9/6/3 defense by damage, G957-971), values fixed at the start of each round (G487-489).
     * The digest's fractions: Iowa attacking wins 676723/2854215 with both sunk 90179/1712529; the Yamato
     * attacking wins 15528/24395 and never dies with its enemy (at 2 damage it attacks at 0).
     */
    @Test
    void t5AndT6IowaAndYamato() {
        BattleResult iowaAttacks = exact(battle("1 battleship", "1 yamato").tech(Side.ATTACKER, "iowa"));
        assertEquals(676723.0 / 2854215, iowaAttacks.attackerWin(), TOL);
        assertEquals(90179.0 / 1712529, iowaAttacks.draw(), TOL);
        BattleResult yamatoAttacks = exact(battle("1 yamato", "1 battleship").tech(Side.DEFENDER, "iowa"));
        assertOutcomes(yamatoAttacks, 15528.0 / 24395, 8867.0 / 24395, 0);
        withinFourSe(15528.0 / 24395, battle("1 yamato", "1 battleship").tech(Side.DEFENDER, "iowa"));
    }

    /**
     * T7: a US submarine (A3 to turn 9, G1232-1234) undetected (no enemy destroyer) strikes first against a ship
     * defending at 5 (a battleship damaged once, G2021); the ship fires back only if it survives, at the
     * submarine, detected for that round (G2062-2064): attacker win (1/4) / (1 - (3/4)(7/12)) = 4/9, defender 5/9.
     */
    @Test
    void t7UndetectedSubmarineStrikesFirst() {
        BattleSetup.Builder b = battle("1 submarine", "1 battleship").tech(Side.ATTACKER, "mark-14")
                .damaged(Side.DEFENDER, battleboard.battle.Force.parse("1 battleship", GW));
        assertOutcomes(exact(b), 4.0 / 9, 5.0 / 9, 0);
    }

    /**
     * T8 with Global War's destroyer (D6): the destroyer detects the submarine, which fires with the other units
     * (G2036-2041): p = 3/12, q = 6/12, a round decides with 1 - (3/4)(1/2) = 5/8; attacker win (1/4)(1/2) / (5/8)
     * = 1/5, defender (3/4)(1/2) / (5/8) = 3/5, both 1/5.
     */
    @Test
    void t8DetectedSubmarineFiresWithTheOthers() {
        assertOutcomes(exact(battle("1 submarine", "1 destroyer").tech(Side.ATTACKER, "mark-14")), 1.0 / 5, 3.0 / 5, 1.0 / 5);
    }

    /**
     * T9 and T9b: two attackers at 3 against one infantry at 4 and a fortress (G1844-1862): the attackers at 2,
     * the infantry at 5, the fortress 2 d12 at 5 in round 1 with the defender's fire. The digest's fractions
     * 16266481/49294656, 24948125/49294656, 1346675/8215776; without the fortress 4/5, 3/20, 1/20.
     */
    @Test
    void t9Fortress() {
        assertOutcomes(exact(battle("2 legionnaire", "1 infantry, 1 fortress")),
                16266481.0 / 49294656, 24948125.0 / 49294656, 1346675.0 / 8215776);
        assertOutcomes(exact(battle("2 legionnaire", "1 infantry")), 4.0 / 5, 3.0 / 20, 1.0 / 20);
        withinFourSe(16266481.0 / 49294656, battle("2 legionnaire", "1 infantry, 1 fortress"));
    }

    /**
     * T10 and T10b: two fighters (A6) against one infantry (D4) and an AA gun: in round 1 one d12 per fighter at
     * 2 (G1940-1944; Radar 4, G162), each hit fighter removed before it fires; the gun is never a casualty.
     * The digest's fractions: 115/144, 11/96, 25/288; with Radar 29/45, 7/30, 11/90.
     */
    @Test
    void t10AaGun() {
        assertOutcomes(exact(battle("2 fighter", "1 infantry, 1 aa-gun")), 115.0 / 144, 11.0 / 96, 25.0 / 288);
        assertOutcomes(exact(battle("2 fighter", "1 infantry, 1 aa-gun").tech(Side.DEFENDER, "radar")),
                29.0 / 45, 7.0 / 30, 11.0 / 90);
    }

    /**
     * T11 and T11b: two land units at 3 landing with a battleship (bombard 6) and a cruiser (bombard 4, G2027)
     * against two infantry at 4; the bombardment's casualties fire back in round 1 (G431). The digest's fractions:
     * 647/1080, 667/2160, 199/2160; without the ships 31/90, 53/90, 1/15.
     */
    @Test
    void t11Bombardment() {
        assertOutcomes(exact(battle("2 legionnaire", "2 infantry").bombard("1 battleship, 1 cruiser")),
                647.0 / 1080, 667.0 / 2160, 199.0 / 2160);
        assertOutcomes(exact(battle("2 legionnaire", "2 infantry")), 31.0 / 90, 53.0 / 90, 1.0 / 15);
    }

    /**
     * Sticky detection (G2082-2084), by hand: 1 submarine (A4) against a destroyer and a cruiser (D6 each), the
     * defender losing its destroyer first. Round 1: the destroyer detects the sub, all fire together; the sub
     * survives both ships with (1/2)(1/2) = 1/4. It sinks the destroyer and lives with (1/3)(1/4) = 1/12, nothing
     * changes with (2/3)(1/4) = 1/6, so the sub is left alone with the cruiser with (1/12) / (5/6) = 1/10 (every
     * other way the defender wins). Then, sticky, the sub stays detected and fires with the cruiser: p = 1/3,
     * q = 1/2, a round decides with 2/3; sub wins (1/3)(1/2) / (2/3) = 1/4, both sink 1/4. Recomputed, the sub is
     * undetected and strikes first: it wins (1/3) / (1 - (2/3)(1/2)) = 1/2, never with the cruiser. Attacker
     * win 1/40 and draw 1/40 sticky; 1/20 and 0 recomputed.
     */
    @Test
    void detectionIsStickyByDefault() {
        BattleSetup.Builder b = battle("1 submarine", "1 destroyer, 1 cruiser")
                .order(Side.DEFENDER, OrderOfLoss.parse("destroyer, cruiser", GW, Role.DEFENSE));
        assertOutcomes(exact(b), 1.0 / 40, 1 - 2.0 / 40, 1.0 / 40);
        assertOutcomes(exact(b.option("submarine-detection", "recompute")), 1.0 / 20, 1 - 1.0 / 20, 0);
        withinFourSe(1.0 / 40, b.option("submarine-detection", "sticky"));
    }

    /**
     * The firer's choice (G945-947), by hand: 1 naval fighter (A6; a roll of 1 picks the ship) against a cruiser
     * (D6) and an escort carrier (D4 against aircraft). The defender loses its cheaper escort carrier first; the
     * fighter's 1 takes the cruiser. A round from both: the fighter rolls 1 (cruiser sunk) 1/12, 2-6 (escort
     * sunk) 5/12, and survives (1/2)(2/3) = 1/3. Alone with the escort carrier (p = 1/2, q = 1/3) it wins 1/2 and
     * dies with it 1/4; alone with the cruiser (p = q = 1/2) it wins 1/3 and dies with it 1/3. With the round that
     * changes nothing, (1/2)(1/3) = 1/6: attacker win ((1/36)(1/2) + (5/36)(1/3)) / (5/6) = 13/180, draw
     * ((1/36)(1/4) + (5/36)(1/3)) / (5/6) = 23/360 (without the choice: 1/15 and 1/18).
     */
    @Test
    void navalFighterPicksTheShipOnAOne() {
        BattleSetup.Builder b = battle("1 naval-fighter", "1 cruiser, 1 escort-carrier");
        assertOutcomes(exact(b), 13.0 / 180, 1 - 13.0 / 180 - 23.0 / 360, 23.0 / 360);
        withinFourSe(13.0 / 180, b);
    }

    /**
     * Banzai infantry cannot retreat (G977); the others may (spec A12). A banzai infantry (A2) and a fighter (A6)
     * attack an infantry (D4), retreating after round 1; the attacker loses the banzai infantry first. Round 1: the
     * defender dies with 1 - (10/12)(6/12) = 7/12: attacker win. Else (5/12) it hits the banzai infantry with 1/3,
     * and the fighter alone retreats (defender win 5/36); or misses (2/3) and the fighter leaves while the banzai
     * infantry fights on: A2 against D4 wins (1/6)(2/3) / (1 - (5/6)(2/3)) = 1/4, both die 1/8. Attacker win
     * 7/12 + (5/18)(1/4) = 47/72, draw (5/18)(1/8) = 5/144, defender win 5/16. Under stay-in-battle-retreat=none
     * (digest A18) nothing retreats while the banzai infantry lives: each round the attacker wins with 7/12 (the fighter
     * survives, the banzai infantry taking the hit), the fighter retreats alone once the banzai infantry is hit and the
     * defender missed (5/12)(1/3) = 5/36, and both miss with 5/18: attacker win (7/12) / (13/18) = 21/26, defender win
     * (5/36) / (13/18) = 5/26, no draw.
     */
    @Test
    void banzaiInfantryStayWhenTheOthersRetreat() {
        BattleSetup.Builder b = battle("1 banzai-infantry, 1 fighter", "1 infantry")
                .retreat(new battleboard.battle.RetreatPolicy.AfterRound(1));
        assertOutcomes(exact(b), 47.0 / 72, 5.0 / 16, 5.0 / 144);
        withinFourSe(47.0 / 72, b);
        b.option("stay-in-battle-retreat", "none");
        assertOutcomes(exact(b), 21.0 / 26, 5.0 / 26, 0);
        withinFourSe(21.0 / 26, b);
    }

    /**
     * An undetected submarine may retreat even while enemy destroyers are left (G2077-2080), and may do so "instead
     * of firing", before the first round too (G494-496, G2057-2060); a detected one may not (G2082-2084). 2 subs (A4)
     * attack a destroyer (D6) and leave whenever they can (policy always). Before round 1 the destroyer detects one
     * sub; the other leaves at once. The detected sub fights the destroyer alone: p = 1/3, q = 1/2, it wins
     * (1/3)(1/2) / (1 - (2/3)(1/2)) = 1/4, both sink 1/4, the destroyer wins 1/2; the same with detection recomputed.
     * The sub that left is no IPC loss: the attacker loses 8 (the detected sub) with 3/4.
     */
    @Test
    void undetectedSubmarinesMayLeaveWhileDestroyersAreLeft() {
        BattleSetup.Builder b = battle("2 submarine", "1 destroyer").submerge(Side.ATTACKER, battleboard.battle.SubmergePolicy.ALWAYS);
        BattleResult r = exact(b);
        assertOutcomes(r, 1.0 / 4, 1.0 / 2, 1.0 / 4);
        assertEquals(8 * 3.0 / 4, r.attackerIpcLoss(), TOL);
        assertOutcomes(exact(b.option("submarine-detection", "recompute")), 1.0 / 4, 1.0 / 2, 1.0 / 4);
        withinFourSe(1.0 / 4, b);
    }

    /**
     * Issue 23, row 1: "Undetected submarines may only be fired upon by enemy submarines" (G2055-2057), and a
     * submarine fires only at sea units (G2043): a submarine facing a fighter makes no first strike, stays undetected,
     * and neither can ever hit the other. A stalemate from the start, which the defender holds.
     */
    @Test
    void aSubmarineFacingOnlyAircraftIsUntouchable() {
        BattleResult r = exact(battle("1 fighter", "1 submarine"));
        assertOutcomes(r, 0, 1, 0);
        assertEquals(1, r.stalemate(), TOL);
        assertEquals(0, r.attackerIpcLoss(), TOL);
    }

    /**
     * Issue 23, row 1b: a submarine (A4) against a transport (D1 against aircraft only) and a fighter (D8). Each round
     * the sub strikes first at the transport (1/3; the transport is its only target), and having struck it is
     * detected for the round, so the fighter fires back (2/3; G2062-2064). Sub sunk (2/3): defender win. Sub afloat
     * and the transport sunk ((1/3)(1/3) = 1/9): the sub has no sea target left, makes no first strike and the fighter
     * may not fire at it: a stalemate. Otherwise (2/9) the round repeats: defender win (2/3)/(7/9) = 6/7, stalemate
     * (1/9)/(7/9) = 1/7.
     */
    @Test
    void aSubmarineThatStruckIsOpenToAircraftForTheRound() {
        BattleSetup.Builder b = battle("1 submarine", "1 transport, 1 fighter");
        BattleResult r = exact(b);
        assertOutcomes(r, 0, 1, 0);
        assertEquals(1.0 / 7, r.stalemate(), TOL);
        assertEquals(6.0 / 7, r.defenderWin() - r.stalemate(), TOL);
        // the defender loses the transport (8) in every stalemate, and in the battles it wins once it sank
        BattleResult mc = new Solver().solve(b.build(), SolveOptions.of(MethodChoice.MONTE_CARLO).withMonteCarlo(
                MonteCarloOptions.defaults().withTrials(TRIALS).withSeed(11)), Progress.NONE);
        double se = Math.sqrt((1.0 / 7) * (6.0 / 7) / TRIALS);
        assertTrue(Math.abs(mc.stalemate() - 1.0 / 7) <= 4 * se, () -> mc.stalemate() + " is not within 4 SE of 1/7");
    }

    /**
     * Issue 23, row 2: "Battleships, cruisers and air units can then attack subs detected by destroyers ... No other
     * ships may attack submarines" (G2037-2041): an attacking carrier never hits a submarine, which strikes first at
     * it every round (1/3) and sinks it in two hits. The defender wins with certainty.
     */
    @Test
    void anAttackingCarrierNeverHitsASubmarine() {
        BattleResult r = exact(battle("1 carrier", "1 submarine"));
        assertOutcomes(r, 0, 1, 0);
        assertEquals(0, r.stalemate(), TOL);
        assertEquals(16, r.attackerIpcLoss(), TOL);
    }

    /**
     * Issue 23, row 2b: a carrier (2 hits, 16 IPC) and a destroyer (A6, 12 IPC) against a submarine (D4). The
     * destroyer detects the sub, which fires with the others (1/3) and only the destroyer can hit it (1/2). The
     * attacker's default order of loss puts the first hit on the carrier (damage, no IPC), the second on the destroyer
     * (cheaper than the carrier). The attacker wins when the destroyer hits in a round r (1/2 each round) while the
     * sub has scored at most 1 hit in rounds 1 .. r - 1 (its hit in round r is simultaneous): sum over r of
     * (1/2)^r P(Bin(r - 1, 1/3) <= 1) = (1/2) sum_j (1/2)^j P(Bin(j, 1/3) <= 1) = (1/2)(3/2)(1 + 1/4) = 15/16, using
     * sum_j x^j C(j,k) p^k q^(j-k) = (px)^k / (1 - qx)^(k+1) with x = 1/2, p = 1/3.
     */
    @Test
    void aCarrierAndADestroyerAgainstASubmarine() {
        BattleResult r = exact(battle("1 carrier, 1 destroyer", "1 submarine"));
        assertOutcomes(r, 15.0 / 16, 1.0 / 16, 0);
    }

    /**
     * Issue 23, row 10, the rulebook's Example 4 (G2100-2110): a destroyer, a cruiser and a sub attack a cruiser and 2
     * subs. The owner picks its casualties (G502-508): a defending sub lost to the attacker's first strike is, by
     * default, the undetected one that has struck anyway, so the detected one still fires in the main fire (option
     * {@code first-strike-casualties=struck-first}); under {@code detected-first} the detected one goes. The whole
     * battle is held against the independent reference solver in {@link GlobalWarEngineVsReferenceTest} (both
     * options), whose first round is derived by hand in {@link GlobalWarReferenceTest#firstRoundWithSubsOnBothSides};
     * here the two readings' attacker win, which the issue states: 0.527604 and 0.563816.
     */
    @Test
    void example4TheOwnerLosesTheSubmarineThatHasStruck() {
        BattleSetup.Builder b = battle("1 destroyer, 1 cruiser, 1 submarine", "1 cruiser, 2 submarine");
        assertEquals(0.527604, exact(b).attackerWin(), 5e-7);
        assertEquals(0.563816, exact(b.option("first-strike-casualties", "detected-first")).attackerWin(), 5e-7);
    }

    /**
     * Issue 23, row 11: an undetected submarine may submerge or retreat "instead of firing" (G494-496, G2057-2060),
     * so before round 1 too. A cruiser against a submarine whose owner submerges it whenever it can: it leaves at
     * once; the sea zone is the attacker's and neither side loses anything.
     */
    @Test
    void anUndetectedSubmarineMaySubmergeBeforeTheFirstRound() {
        BattleResult r = exact(battle("1 cruiser", "1 submarine").submerge(Side.DEFENDER, battleboard.battle.SubmergePolicy.ALWAYS));
        assertOutcomes(r, 1, 0, 0);
        assertEquals(0, r.attackerIpcLoss(), TOL);
        assertEquals(0, r.defenderIpcLoss(), TOL);
        assertEquals(0, r.expectedRounds(), TOL);
    }

    /**
     * Issue 23, row 7: a fortress's dice "cannot hit Air units but can hit Naval units" (G1858-1860), so the attacker
     * may put a fortress hit on a bombarding battleship (option {@code fortress-ship-hits=bombarding-ships}, the
     * default). An infantry (A2 - 1 = 1) lands with a battleship bombarding (6 - 1 = 5) against an infantry (D4 + 1 =
     * 5) and a fortress (2d12 at 5, round 1). Round 1: the bombardment hits 5/12 and the infantry 1/12, so the
     * defending infantry dies with 1 - (7/12)(11/12) = 67/144 (it fires back either way). The fortress's volley is
     * placed first (it may hit fewer units): its first hit damages the battleship, a second sinks the infantry; the
     * defending infantry's hit may go to the attacking infantry only. So the attacking infantry survives round 1 with
     * (7/12)(1 - (5/12)^2) = 833/1728. If both infantry live (77/144), A1 against D5 goes on: the attacker wins
     * (1/12)(7/12) / (1 - (11/12)(7/12)) = 7/67. Attacker win (833/1728)(67/144 + (77/144)(7/67)) =
     * (833 * 5028) / (1728 * 9648). With {@code land-units} both fortress hits must fall on the infantry: it survives
     * with (7/12)^3 = 343/1728, and the attacker wins (343 * 5028) / (1728 * 9648).
     */
    @Test
    void aFortressHitMayFallOnABombardingShip() {
        BattleSetup.Builder b = battle("1 infantry", "1 infantry, 1 fortress").bombard("1 battleship");
        assertEquals(833.0 * 5028 / (1728.0 * 9648), exact(b).attackerWin(), TOL);
        assertEquals(343.0 * 5028 / (1728.0 * 9648), exact(b.option("fortress-ship-hits", "land-units")).attackerWin(), TOL);
    }

    /**
     * Switzerland's two fortifications "roll 4 D12" (G1896), the −1 and the +1 once (spec A7). An infantry (A2 − 1 =
     * 1) attacks an infantry (D4 + 1 = 5) behind them: in round 1 the attacking infantry survives the 4 fortress dice
     * and the infantry's die (5/12 each) with (7/12)^5 and kills with 1/12; from round 2, A1 against D5 alone, the
     * attacker wins 7/67 (see aFortressHitMayFallOnABombardingShip). Attacker win (7/12)^5 (1/12 + (11/12)(7/67)).
     * A single fortress: (7/12)^3 (1/12 + (11/12)(7/67)).
     */
    @Test
    void switzerlandsFortificationsRollFourDice() {
        double later = 1.0 / 12 + (11.0 / 12) * (7.0 / 67);
        assertEquals(Math.pow(7.0 / 12, 5) * later, exact(battle("1 infantry", "1 swiss-fortifications, 1 infantry")).attackerWin(), TOL);
        assertEquals(Math.pow(7.0 / 12, 3) * later, exact(battle("1 infantry", "1 fortress, 1 infantry")).attackerWin(), TOL);
    }

    /**
     * The optional Defender Retreat (G2175-2185), by hand: an armor (A6) attacks an infantry (D4) that tries to
     * retreat from round 2 on. Round 1 is fought: the infantry dies with 1/2 (both die with 1/6, the attacker wins
     * 1/3), the armor alone dies with 1/6 (defender win), nothing happens with 1/3. From round 2 the infantry does
     * not fire: the armor kills it with 1/2, else a d12 lets it leave with 1/3 (the attacker then takes the
     * territory too); half of one unit is none. So the attacker wins every later round: attacker win 1/3 + 1/3 =
     * 2/3, draw 1/6, defender win 1/6. The infantry (3 IPC) is lost in round 1 with 1/2, or later with 1/3 times
     * the chance it is killed before it gets away, (1/2) / (1/2 + 1/6) = 3/4: 1/2 + 1/4 = 3/4, so 9/4 IPC; the armor
     * (5 IPC) with 1/3: 5/3.
     */
    @Test
    void defenderRetreat() {
        BattleSetup.Builder b = battle("1 armor", "1 infantry").defenderRetreat(new battleboard.battle.RetreatPolicy.AfterRound(1));
        BattleResult r = exact(b);
        assertOutcomes(r, 2.0 / 3, 1.0 / 6, 1.0 / 6);
        assertEquals(9.0 / 4, r.defenderIpcLoss(), TOL);
        assertEquals(5.0 / 3, r.attackerIpcLoss(), TOL);
        withinFourSe(2.0 / 3, b);
    }

    /**
     * Advanced Artillery: "1 artillery unit boosts 2 infantry +1 on attack" (G156), and infantry is "not mechanized
     * infantry" (G2118-2120). One round against an infantry, the defender destroyed when any attacking die hits (the
     * artillery at 4 of 12): two infantry both raised to 3: 1 - (8/12)(9/12)(9/12) = 5/8; two mechs, one raised to 3 by
     * the artillery's own boost and the other left at 2: 1 - (8/12)(9/12)(10/12) = 7/12 (both raised, as before this
     * reading: 5/8); a Bersaglieri, which may take two boosts but one from each kind of booster (spec A14), raised once
     * to 3: 1 - (8/12)(9/12) = 1/2. An infantry and a mech: under advanced-artillery-mix=infantry-or-mech (the default,
     * digest A16: "2 infantry or 1 mech") one of them is raised, 7/12; under mech-and-infantry both, 5/8.
     */
    @Test
    void advancedArtilleryBoostsASecondInfantryNotASecondMech() {
        assertEquals(5.0 / 8, roundOneKill("1 artillery, 2 infantry", "infantry-or-mech"), TOL);
        assertEquals(7.0 / 12, roundOneKill("1 artillery, 2 mech-infantry", "infantry-or-mech"), TOL);
        assertEquals(1.0 / 2, roundOneKill("1 artillery, 1 bersaglieri", "infantry-or-mech"), TOL);
        assertEquals(5.0 / 8, roundOneKill("1 artillery, 2 bersaglieri", "infantry-or-mech"), TOL);
        for (String reading : new String[] {"infantry-or-mech", "mech-and-infantry"}) {
            assertEquals(roundOneKill("1 artillery, 2 infantry", reading), roundOneKill("1 artillery, 2 infantry", null), TOL);
            assertEquals(7.0 / 12, roundOneKill("1 artillery, 2 mech-infantry", reading), TOL);
        }
        assertEquals(7.0 / 12, roundOneKill("1 artillery, 1 infantry, 1 mech-infantry", null), TOL);
        assertEquals(5.0 / 8, roundOneKill("1 artillery, 1 infantry, 1 mech-infantry", "mech-and-infantry"), TOL);
    }

    /**
     * @param reading the value of advanced-artillery-mix, null for the edition's default
     * @return the chance the attackers, with Advanced Artillery, destroy one defending infantry in round 1
     */
    private static double roundOneKill(String attacker, String reading) {
        BattleSetup.Builder b = battle(attacker, "1 infantry").tech(Side.ATTACKER, "advanced-artillery")
                .retreat(new battleboard.battle.RetreatPolicy.AfterRound(1));
        BattleResult r = exact(reading == null ? b : b.option("advanced-artillery-mix", reading));
        return r.attackerWin() + r.draw();
    }

    /**
     * Values are "reevaluated after each round of combat" (G487-489), fixed for the round (spec G.3.3, option
     * value-timing=round-start): a tactical bomber (A6) that the round-1 AA fire shoots down (1 of 6 on a 2 of 12) has
     * given its armor (A6) +1 for that round's main fire all the same (G1930-1932). One round against an infantry with
     * the AA gun, the defender destroyed when any attacking die hits: shot down, the armor at 7: 7/12; not, the tactical
     * bomber (1/2) or the armor at 7 (7/12): 1 - (1/2)(5/12) = 19/24. In all (1/6)(7/12) + (5/6)(19/24) = 109/144. Under
     * value-timing=immediate the armor loses its +1 with the bomber: (1/6)(1/2) + (5/6)(19/24) = 107/144. Monte Carlo
     * plays the same pairing.
     */
    @Test
    void aTacticalBomberShotDownStillBoostsItsArmorThatRound() {
        BattleSetup.Builder b = battle("1 tactical-bomber, 1 armor", "1 aa-gun, 1 infantry")
                .retreat(new battleboard.battle.RetreatPolicy.AfterRound(1));
        BattleResult fixed = exact(b);
        assertEquals(109.0 / 144, fixed.attackerWin() + fixed.draw(), TOL);
        withinFourSe(fixed.attackerWin(), b);
        BattleResult immediate = exact(b.option("value-timing", "immediate"));
        assertEquals(107.0 / 144, immediate.attackerWin() + immediate.draw(), TOL);
    }

    /**
     * The Eastern Front's "All German units attack at a +1" (G704-708) and a cruiser's shore bombardment (at 4): attack
     * modifiers reach "ships during shore bombardment" (G1849-1850), so under eastern-front-reach=with-bombardment (the
     * default) the cruiser bombards at 5. An infantry (A2, +1: 3) landing against an infantry: the defender is destroyed
     * in round 1 unless both miss: without the Eastern Front 1 - (8/12)(10/12) = 64/144; with it 1 - (7/12)(9/12) =
     * 81/144; under land-and-air, the cruiser at 4, 1 - (8/12)(9/12) = 72/144.
     */
    @Test
    void theEasternFrontRaisesTheGermanBombardmentToo() {
        BattleSetup.Builder b = battle("1 infantry", "1 infantry").bombard(battleboard.battle.Force.parse("1 cruiser", GW));
        assertEquals(64.0 / 144, destroyedInRoundOne(exact(b)), TOL);
        b.tech(Side.ATTACKER, "eastern-front-attack");
        assertEquals(81.0 / 144, destroyedInRoundOne(exact(b)), TOL);
        assertEquals(72.0 / 144, destroyedInRoundOne(exact(b.option("eastern-front-reach", "land-and-air"))), TOL);
    }

    /**
     * A damaged Iowa-class battleship: "all U.S. battleships attack and defend on a roll of 9" (G1251) against "Damaged
     * battleships can only attack on a 5 or less" (G2021-2023). A US battleship that starts damaged against a cruiser (D6),
     * one round: under iowa-damaged=at-five (the default, spec A18) it hits with 5/12, so the attacker clears the sea zone
     * with (5/12)(1/2) = 5/24 and the defender holds with (7/12)(1/2) = 7/24; under at-nine (9/12)(1/2) = 3/8 and
     * (3/12)(1/2) = 1/8. Undamaged, it is at 9 under both: the cruiser is sunk in round 1 with 9/12.
     */
    @Test
    void aDamagedIowaIsAtFiveUnlessTheOptionKeepsNine() {
        BattleSetup.Builder b = battle("1 battleship", "1 cruiser").tech(Side.ATTACKER, "iowa")
                .damaged(Side.ATTACKER, battleboard.battle.Force.parse("1 battleship", GW))
                .retreat(new battleboard.battle.RetreatPolicy.AfterRound(1));
        BattleResult five = exact(b);
        assertEquals(5.0 / 24, five.attackerWin(), TOL);
        assertEquals(7.0 / 24, five.defenderHolds(), TOL);
        BattleResult nine = exact(b.option("iowa-damaged", "at-nine"));
        assertEquals(3.0 / 8, nine.attackerWin(), TOL);
        assertEquals(1.0 / 8, nine.defenderHolds(), TOL);
        withinFourSe(nine.attackerWin(), b);
        BattleSetup.Builder whole = battle("1 battleship", "1 cruiser").tech(Side.ATTACKER, "iowa")
                .retreat(new battleboard.battle.RetreatPolicy.AfterRound(1));
        for (String value : new String[] {"at-five", "at-nine"}) {
            assertEquals(3.0 / 4, destroyedInRoundOne(exact(whole.option("iowa-damaged", value))), TOL);
        }
    }

    /**
     * A kamikaze fighter (A8) and an infantry (A2) attack an infantry (D4). Under kamikaze-attack=one-shot (spec A15's
     * option) the kamikaze fires in round 1 and is then lost; the defender's round-1 hit goes to it, lost anyway (the
     * attacker picks its casualties, G502-508). Round 1: the defender dies with 1 - (4/12)(10/12) = 13/18, the attacker's
     * infantry alive. Else (5/18) infantry against infantry, A2 against D4: win 1/4, draw 1/8, lose 5/8. Attacker win
     * 13/18 + (5/18)(1/4) = 57/72, draw 5/144, defender win 25/144; attacker IPC loss 10 + 3 (5/18)(3/4) = 10.625.
     */
    @Test
    void aOneShotKamikazeFiresInRoundOneAndIsLost() {
        BattleSetup.Builder b = battle("1 kamikaze-fighter, 1 infantry", "1 infantry").option("kamikaze-attack", "one-shot");
        BattleResult r = exact(b);
        assertOutcomes(r, 57.0 / 72, 25.0 / 144, 5.0 / 144);
        assertEquals(10.625, r.attackerIpcLoss(), TOL);
        withinFourSe(57.0 / 72, b);
        // under value-timing=immediate the main fire is another step, and the kamikaze is lost at its end all the same
        assertOutcomes(exact(b.option("value-timing", "immediate")), 57.0 / 72, 25.0 / 144, 5.0 / 144);
    }

    /**
     * A Bersaglieri (A2) with an artillery (A4) and an armor (A6) against an infantry, one round: under
     * bersaglieri-boosts=two (spec A14) it takes +1 from each and attacks at 4: the defender dies with
     * 1 - (8/12)(8/12)(6/12) = 7/9; under one (spec A14's option) at 3: 1 - (9/12)(8/12)(6/12) = 3/4.
     */
    @Test
    void aBersaglieriTakesOneBoostUnderTheCap() {
        BattleSetup.Builder b = battle("1 bersaglieri, 1 artillery, 1 armor", "1 infantry")
                .retreat(new battleboard.battle.RetreatPolicy.AfterRound(1));
        assertEquals(7.0 / 9, destroyedInRoundOne(exact(b)), TOL);
        assertEquals(3.0 / 4, destroyedInRoundOne(exact(b.option("bersaglieri-boosts", "one"))), TOL);
    }

    private static double destroyedInRoundOne(BattleResult r) {
        return r.byRound().get(0).attackerWin() + r.byRound().get(0).draw();
    }

    /**
     * Only "land units and tactical air units" may take part in the Defender Retreat (G2175-2177): a strategic bomber
     * (D2) defending against an armor (A6) cannot, so the battle is fought as without the rule. Each round the armor
     * alone hits with 1/2 * 5/6 = 5/12, the bomber alone with 1/2 * 1/6 = 1/12, both with 1/12: attacker win 5/7,
     * draw 1/7, defender win 1/7. Under {@code defender-retreat-units=land-and-aircraft} the bomber tries from round 2,
     * firing no more, so the attacker wins every battle that reaches round 2: 5/12 + 5/12 = 5/6, draw 1/12, defender
     * win 1/12.
     */
    @Test
    void aStrategicBomberIsNoTacticalAirUnitAndStays() {
        BattleSetup.Builder b = battle("1 armor", "1 strategic-bomber").defenderRetreat(new battleboard.battle.RetreatPolicy.AfterRound(1));
        assertOutcomes(exact(b), 5.0 / 7, 1.0 / 7, 1.0 / 7);
        assertOutcomes(exact(b.option("defender-retreat-units", "land-and-aircraft")), 5.0 / 6, 1.0 / 12, 1.0 / 12);
    }

    /**
     * Detected submarines cannot retreat (G2082-2084): a sub (A4) and a cruiser (A6) attack a destroyer (D6) and
     * retreat after round 1, the attacker losing its sub first. Round 1: the destroyer detects the sub; it sinks with
     * 1 - (2/3)(1/2) = 2/3 (attacker win). Else it hits the sub (1/6): the cruiser retreats alone (defender win);
     * or misses (1/6): the cruiser retreats, the detected sub stays and fights the destroyer, p = 1/3, q = 1/2: it
     * wins 1/4, both sink 1/4. Attacker win 2/3 + 1/24 = 17/24, draw 1/24, defender win 1/4.
     */
    @Test
    void detectedSubmarinesStayWhenTheOthersRetreat() {
        BattleSetup.Builder b = battle("1 submarine, 1 cruiser", "1 destroyer").retreat(new battleboard.battle.RetreatPolicy.AfterRound(1));
        assertOutcomes(exact(b), 17.0 / 24, 1.0 / 4, 1.0 / 24);
        withinFourSe(17.0 / 24, b);
    }

    /**
     * The optional naval-base first strike (G2220-2226) on T11: before the bombardment the base rolls a d12 at each
     * ship, hitting on 2 or less. "Destroyed ships are removed": the cruiser sinks, but the battleship takes 2 hits to
     * destroy (G2019-2023), so a hit damages it and it bombards at its damaged 4. Both ships bombard whole with (5/6)^2 =
     * 25/36 (T11: 647/1080); the damaged battleship beside the cruiser with 5/36, the battleship alone with 5/36, the
     * damaged battleship alone with 1/36; each of those battles is solved on its own. The attacker also loses the cruiser
     * (12 IPC) with 1/6: 2 IPC more; a damaged battleship is no IPC lost.
     */
    @Test
    void navalBaseFirstStrike() {
        BattleSetup.Builder landing = battle("2 legionnaire", "2 infantry");
        BattleSetup struck = landing.bombard("1 battleship, 1 cruiser")
                .preBattle(battleboard.battle.PreBattle.NONE.withNavalBaseFirstStrike()).build();
        BattleResult r = new Solver().solve(struck, SolveOptions.of(MethodChoice.EXACT), Progress.NONE);
        battleboard.battle.Damage hit = battleboard.battle.Damage.oneHit(battleboard.battle.Force.parse("1 battleship", GW));
        BattleResult damagedAndCruiser = exact(battle("2 legionnaire", "2 infantry").bombard("1 battleship, 1 cruiser").damage(Side.ATTACKER, hit));
        BattleResult battleshipOnly = exact(battle("2 legionnaire", "2 infantry").bombard("1 battleship"));
        BattleResult damagedOnly = exact(battle("2 legionnaire", "2 infantry").bombard("1 battleship").damage(Side.ATTACKER, hit));
        double expected = 25.0 / 36 * 647 / 1080 + 5.0 / 36 * (damagedAndCruiser.attackerWin() + battleshipOnly.attackerWin())
                + 1.0 / 36 * damagedOnly.attackerWin();
        assertEquals(expected, r.attackerWin(), TOL);
        // the damaged battleship bombards at 4, not 6: it changes the battle
        assertTrue(damagedOnly.attackerWin() < battleshipOnly.attackerWin(), damagedOnly.attackerWin() + " vs " + battleshipOnly.attackerWin());
        BattleResult unstruck = exact(battle("2 legionnaire", "2 infantry").bombard("1 battleship, 1 cruiser"));
        double ipc = 25.0 / 36 * unstruck.attackerIpcLoss() + 5.0 / 36 * (damagedAndCruiser.attackerIpcLoss() + battleshipOnly.attackerIpcLoss())
                + 1.0 / 36 * damagedOnly.attackerIpcLoss() + 2;
        assertEquals(ipc, r.attackerIpcLoss(), 1e-9);
        assertTrue(struck.preBattle().variants(struck).stream().anyMatch(v -> v.label().equals(
                "naval base first strike: 1 bombarding ship sunk, 1 damaged") && Math.abs(v.probability() - 1.0 / 36) < 1e-15));
    }
}
