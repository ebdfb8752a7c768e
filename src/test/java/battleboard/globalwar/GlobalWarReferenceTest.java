package battleboard.globalwar;

import static battleboard.globalwar.GlobalWarReference.Domain.AIR;
import static battleboard.globalwar.GlobalWarReference.Domain.LAND;
import static battleboard.globalwar.GlobalWarReference.Domain.SEA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.globalwar.GlobalWarReference.Arm;
import battleboard.globalwar.GlobalWarReference.Battle;
import battleboard.globalwar.GlobalWarReference.Domain;
import battleboard.globalwar.GlobalWarReference.Next;
import battleboard.globalwar.GlobalWarReference.Result;
import battleboard.globalwar.GlobalWarReference.UnitType;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import org.apache.commons.math3.fraction.BigFraction;
import org.junit.jupiter.api.Test;

/**
 * Checks {@link GlobalWarReference} against closed forms derived by hand (each test's Javadoc gives the
 * derivation): the digest's whole-battle cases T1, T2, T4-T11b ({@code ../shared/rules/global-war-1939.md}
 * §6.3; T3, naval-base AA, is not modelled), the casualty rules, combined arms, the AA gun and sticky submarine
 * detection; then prints a set of sea battles with submarines and destroyers for comparison with the engine
 * and checks two of them against a Monte Carlo written here, independently of the reference's round code.
 * G lines cite ../shared/seeds/001_ce9d1429f79a4ab7.txt. A d12 hits on its value or less: value v hits with v/12.
 */
class GlobalWarReferenceTest {
    private static final double TOL = 1e-9;

    // Global War values (presets/editions/global-war-1939.json): name, domain, cost, attack, defense
    static final UnitType INFANTRY = UnitType.of("infantry", LAND, 3, 2, 4).arm(Arm.INFANTRY).build();
    static final UnitType MECH = UnitType.of("mech-infantry", LAND, 4, 2, 4).arm(Arm.MECH).build();
    static final UnitType ARTILLERY = UnitType.of("artillery", LAND, 4, 4, 4).arm(Arm.ARTILLERY).build();
    static final UnitType ARMOR = UnitType.of("armor", LAND, 5, 6, 6).arm(Arm.ARMOR).build();
    static final UnitType FIGHTER = UnitType.of("fighter", AIR, 10, 6, 8).fighter().build();
    static final UnitType TACTICAL_BOMBER = UnitType.of("tactical-bomber", AIR, 11, 6, 4).arm(Arm.TACTICAL_BOMBER)
            .build();
    static final UnitType STRATEGIC_BOMBER = UnitType.of("strategic-bomber", AIR, 15, 8, 2).build();
    static final UnitType BATTLESHIP = UnitType.of("battleship", SEA, 24, 8, 8).damaged(5, 5).bombard(6, 4).build();
    static final UnitType YAMATO = UnitType.of("yamato", SEA, 24, 9, 9).damaged(6, 6).damaged(0, 3).bombard(6, 4, 0)
            .build();
    static final UnitType CARRIER = UnitType.of("carrier", SEA, 16, 2, 6).damaged(2, 6).defenseHits(AIR).neverHitsSubmarines().build();
    static final UnitType CRUISER = UnitType.of("cruiser", SEA, 12, 6, 6).bombard(4).build();
    static final UnitType DESTROYER = UnitType.of("destroyer", SEA, 12, 6, 6).destroyer().build();
    static final UnitType SUBMARINE = UnitType.of("submarine", SEA, 8, 4, 4).submarine().build();
    static final UnitType TRANSPORT = UnitType.of("transport", SEA, 8, 0, 1).defenseHits(AIR).takenLast().build();
    static final UnitType AA_GUN = UnitType.of("aa-gun", LAND, 5, 0, 0).antiAircraft(2).build();
    static final UnitType FORTRESS = UnitType.of("fortress", LAND, 0, 0, 5).dice(2).fortress().build();

    private static Result solve(Battle.Builder b) {
        return new GlobalWarReference(b.build()).solve();
    }

    private static List<Next> firstRound(Battle.Builder b) {
        return new GlobalWarReference(b.build()).firstRound();
    }

    private static double probability(List<Next> round, Predicate<Next> which) {
        return round.stream().filter(which).mapToDouble(Next::probability).sum();
    }

    private static double f(long numerator, long denominator) {
        return numerator / (double) denominator;
    }

    private static void assertOutcomes(Result r, double attackerWin, double defenderWin, double draw) {
        assertEquals(attackerWin, r.attackerWin(), TOL, () -> "attacker win: " + r);
        assertEquals(defenderWin, r.defenderWin(), TOL, () -> "defender win: " + r);
        assertEquals(draw, r.draw(), TOL, () -> "draw: " + r);
        assertEquals(0, r.stalemate(), TOL, () -> "stalemate: " + r);
    }

    // ------------------------------------------------------------------------------------------------------
    // The digest's whole battles (§6.3)

    /**
     * T1: one unit at A3 against one at D5 (Legionnaire against Elite Guard), fire at once: p = 3/12,
     * q = 5/12; a round decides with 1 − (3/4)(7/12) = 27/48, so attacker win (1/4)(7/12)/(27/48) = 7/27,
     * defender (3/4)(5/12)/(27/48) = 15/27, both (1/4)(5/12)/(27/48) = 5/27. IPC: the attacker (cost 3) loses its
     * unit with 15/27 + 5/27 = 20/27, the defender (cost 4) with 12/27.
     */
    @Test
    void t1() {
        UnitType a3 = UnitType.of("a3", LAND, 3, 3, 4).build();
        UnitType d5 = UnitType.of("d5", LAND, 4, 3, 5).build();
        Result r = solve(Battle.builder().attack(1, a3).defend(1, d5));
        assertOutcomes(r, f(7, 27), f(15, 27), f(5, 27));
        assertEquals(3 * 20 / 27.0, r.attackerIpcLost(), TOL);
        assertEquals(4 * 12 / 27.0, r.defenderIpcLost(), TOL);
    }

    /**
     * T2: an aircraft at A6 against a lone transport (D1 against aircraft only): p = 1/2, q = 1/12; a round
     * decides with 1 − (1/2)(11/12) = 13/24; attacker (1/2)(11/12) = 11/24 → 11/13; defender (1/2)(1/12) = 1/24
     * → 1/13; both (1/2)(1/12) → 1/13.
     */
    @Test
    void t2() {
        UnitType navalFighter = UnitType.of("naval-fighter", AIR, 10, 6, 8).fighter().build();
        assertOutcomes(solve(Battle.builder().attack(1, navalFighter).defend(1, TRANSPORT)), f(11, 13), f(1, 13), f(1, 13));
    }

    /**
     * T4: an aircraft at A7 against an escort carrier (1 hit, D4 against aircraft only): p = 7/12, q = 4/12;
     * a round decides with 1 − (5/12)(8/12) = 104/144; attacker (7/12)(8/12) = 56/144 → 7/13; defender
     * (5/12)(4/12) = 20/144 → 5/26; both 28/144 → 7/26.
     */
    @Test
    void t4() {
        UnitType torpedoBomber = UnitType.of("torpedo-bomber", AIR, 11, 7, 4).build();
        UnitType escortCarrier = UnitType.of("escort-carrier", SEA, 11, 0, 4).hits(AIR).build();
        assertOutcomes(solve(Battle.builder().attack(1, torpedoBomber).defend(1, escortCarrier)), f(7, 13), f(5, 26), f(7, 26));
    }

    /**
     * T5: an Iowa battleship (2 hits, 9 then 5, G1251, G2021-2023) attacks Yamato (3 hits, defends 9, 6, 3,
     * G957-971), one die each a round, values at the round start. Over (Iowa hits a ∈ {0,1}, Yamato hits
     * b ∈ {0,1,2}) a round hits Yamato with p_a = {9,5}/12 and the Iowa with q_b = {9,6,3}/12, independently, so
     * V(a,b) = (p_a(1−q_b) V(a,b+1) + (1−p_a)q_b V(a+1,b) + p_a q_b V(a+1,b+1)) / (1 − (1−p_a)(1−q_b)), with
     * b = 3 a win, a = 2 a loss, both a draw. The digest solves it in fractions: attacker 676723/2854215, both
     * sunk 90179/1712529, the defender the rest (0.7102).
     */
    @Test
    void t5IowaAttacksYamato() {
        UnitType iowa = UnitType.of("iowa", SEA, 24, 9, 9).damaged(5, 5).build();
        BigFraction attacker = new BigFraction(676723, 2854215);
        BigFraction draw = new BigFraction(90179, 1712529);
        BigFraction defender = BigFraction.ONE.subtract(attacker).subtract(draw);
        assertOutcomes(solve(Battle.builder().attack(1, iowa).defend(1, YAMATO)), attacker.doubleValue(),
                defender.doubleValue(), draw.doubleValue());
        assertEquals(0.7102, defender.doubleValue(), 5e-5);
    }

    /**
     * T6: Yamato (attacks 9, 6, 0) attacks an Iowa (defends 9, then 5): the same recursion as T5 with the roles
     * turned, p = {9,6,0}/12 by Yamato's damage and q = {9,5}/12 by the Iowa's; the digest's fractions 15528/24395
     * and 8867/24395. No draw: Yamato's last hit point goes only in a round it starts at 2 damage, attacking at 0.
     */
    @Test
    void t6YamatoAttacksIowa() {
        UnitType iowa = UnitType.of("iowa", SEA, 24, 9, 9).damaged(5, 5).build();
        assertOutcomes(solve(Battle.builder().attack(1, YAMATO).defend(1, iowa)), f(15528, 24395), f(8867, 24395), 0);
    }

    /**
     * T7: an undetected sub at A3 (US Mark 14, G1232-1234) against a surface warship at D5 with no destroyer:
     * the sub strikes first every round (G2045-2049); a hit (1/4) wins before the ship fires; otherwise the ship
     * fires back, 5/12. Per round: attacker 1/4, defender (3/4)(5/12) = 5/16, stay (3/4)(7/12) = 7/16; so 4/9 and
     * 5/9, never both.
     */
    @Test
    void t7UndetectedSub() {
        UnitType usSub = UnitType.of("us-submarine", SEA, 8, 3, 4).submarine().build();
        UnitType ship = UnitType.of("warship-d5", SEA, 12, 5, 5).build();
        assertOutcomes(solve(Battle.builder().attack(1, usSub).defend(1, ship)), f(4, 9), f(5, 9), 0);
    }

    /** T8: the same sub detected by a destroyer at D5: fire at once, as T1: 7/27, 15/27, 5/27. */
    @Test
    void t8DetectedSub() {
        UnitType usSub = UnitType.of("us-submarine", SEA, 8, 3, 4).submarine().build();
        UnitType destroyer = UnitType.of("destroyer-d5", SEA, 12, 5, 5).destroyer().build();
        assertOutcomes(solve(Battle.builder().attack(1, usSub).defend(1, destroyer)), f(7, 27), f(15, 27), f(5, 27));
    }

    /**
     * T9: 2 attackers at A3 (−1 under the fortress: 2) against one infantry at D4 (+1: 5) and a fortress (2 d12
     * at 5 in round 1, G1844-1862); the ±1 last the whole battle, the dice round 1 only. From round 2, n × A2
     * against D5: n = 1 decides with 1 − (5/6)(7/12) = 37/72: 7/37, 25/37, draw 5/37; n = 2: the defender dies
     * with 11/36, (1,1) with (25/36)(5/12), stay (25/36)(7/12): attacker (11/36 + (125/432)(7/37))/(257/432) =
     * 5759/9509, defender 3125/9509, draw 625/9509. Round 1: the attacker hits with P(a ≥ 1) = 11/36; the defender
     * rolls 3 dice at 5/12: 0, 1, ≥ 2 hits with 343/1728, 245/576, 325/864. Attacker (11/36)(343/1728 + 245/576)
     * + (25/36)((343/1728)(5759/9509) + (245/576)(7/37)) = 16266481/49294656; defender (25/36)((343/1728)(3125/9509)
     * + (245/576)(25/37) + 325/864) = 24948125/49294656; draw the rest, 1346675/8215776 (the digest's values).
     */
    @Test
    void t9Fortress() {
        UnitType a3 = UnitType.of("a3", LAND, 3, 3, 4).build();
        UnitType d4 = UnitType.of("d4-infantry", LAND, 3, 2, 4).arm(Arm.INFANTRY).build();
        assertOutcomes(solve(Battle.builder().attack(2, a3).defend(1, d4).defend(1, FORTRESS)),
                f(16266481, 49294656), f(24948125, 49294656), f(1346675, 8215776));
    }

    /**
     * T9b: T9 without the fortress, 2 × A3 against 1 × D4. From (2,1): the defender dies with 1 − (3/4)² = 7/16,
     * the attacker loses one with 1/3: attacker wins outright 7/16, (1,1) with (9/16)(1/3) = 3/16, stay 3/8.
     * (1,1) is T1-like with p = 1/4, q = 1/3: 1/3, 1/2, 1/6. Attacker (7/16 + (3/16)(1/3))/(5/8) = 4/5; defender
     * (3/16)(1/2)/(5/8) = 3/20; both (3/16)(1/6)/(5/8) = 1/20.
     */
    @Test
    void t9bWithoutFortress() {
        UnitType a3 = UnitType.of("a3", LAND, 3, 3, 4).build();
        UnitType d4 = UnitType.of("d4-infantry", LAND, 3, 2, 4).arm(Arm.INFANTRY).build();
        assertOutcomes(solve(Battle.builder().attack(2, a3).defend(1, d4)), f(4, 5), f(3, 20), f(1, 20));
    }

    /**
     * T10: 2 aircraft at A6 against one defender at D4 and an AA gun (G1940-1944): each aircraft is shot with
     * 2/12 before it fires, so 2, 1, 0 survive with 25/36, 10/36, 1/36. Then the round goes on as any other.
     * n = 1 against D4: 1/2, 1/4, 1/4 (T1-like, p = 1/2, q = 1/3). n = 2: the defender dies with 3/4, the
     * attacker loses one with 1/3, so outright win 3/4, (1,1) 1/12, stay 1/6: attacker (3/4 + (1/12)(1/2))/(5/6)
     * = 19/20, defender and both (1/12)(1/4)/(5/6) = 1/40 each. Total: attacker (25/36)(19/20) + (10/36)(1/2) =
     * 115/144; defender (25/36)(1/40) + (10/36)(1/4) + 1/36 = 11/96; both (25/36)(1/40) + (10/36)(1/4) = 25/288.
     */
    @Test
    void t10AntiAircraft() {
        UnitType a6 = UnitType.of("aircraft-a6", AIR, 10, 6, 8).build();
        UnitType d4 = UnitType.of("d4", LAND, 3, 2, 4).build();
        assertOutcomes(solve(Battle.builder().attack(2, a6).defend(1, d4).defend(1, AA_GUN)),
                f(115, 144), f(11, 96), f(25, 288));
    }

    /**
     * T10b: T10 with Radar (AA at 4, G162): 2, 1, 0 aircraft survive with 4/9, 4/9, 1/9; attacker (4/9)(19/20)
     * + (4/9)(1/2) = 29/45; defender (4/9)(1/40) + (4/9)(1/4) + 1/9 = 7/30; both (4/9)(1/40 + 1/4) = 11/90.
     */
    @Test
    void t10bRadar() {
        UnitType a6 = UnitType.of("aircraft-a6", AIR, 10, 6, 8).build();
        UnitType d4 = UnitType.of("d4", LAND, 3, 2, 4).build();
        assertOutcomes(solve(Battle.builder().attack(2, a6).defend(1, d4).defend(1, AA_GUN).radar()),
                f(29, 45), f(7, 30), f(11, 90));
    }

    /**
     * T11: 2 land units at A3 with a battleship (bombard 6) and a cruiser (bombard 4) bombarding 2 defenders at
     * D4 (G423-431). Bombardment hits 0, 1, 2 with 1/3, 1/2, 1/6; the attackers' hits add (0, 1, 2 with 9/16,
     * 6/16, 1/16), so the defenders lose L = 0, 1, 2 with 3/16, 13/32, 13/32; both defenders still fire in round 1,
     * the attackers losing c = 0, 1, 2 with 4/9, 4/9, 1/9. Then plain rounds: V(2,2) = T11b, V(2,1) = T9b,
     * V(1,1) = (1/3, 1/2, 1/6), V(1,2) = (1/18, 11/12, 1/36) (1 × A3 against 2 × D4: (1,1) with 1/9, stay 1/3).
     * Attacker: (3/16)(4/9)(31/90 + 1/18) + (13/32)(4/9)(4/5 + 1/3) + (13/32)(8/9) = 647/1080; draw: (3/16)(4/9)
     * (1/15 + 1/36) + (13/32)(4/9)(1/20 + 1/6) + (13/32)(1/9) = 199/2160; defender the rest, 667/2160.
     */
    @Test
    void t11Bombardment() {
        UnitType a3 = UnitType.of("a3", LAND, 3, 3, 4).build();
        UnitType d4 = UnitType.of("d4", LAND, 3, 2, 4).build();
        assertOutcomes(solve(Battle.builder().attack(2, a3).defend(2, d4).bombard(BATTLESHIP).bombard(CRUISER)),
                f(647, 1080), f(667, 2160), f(199, 2160));
    }

    /** T11b: T11 without bombardment: 2 × A3 against 2 × D4, the digest's 31/90, 53/90, 1/15. */
    @Test
    void t11bWithoutBombardment() {
        UnitType a3 = UnitType.of("a3", LAND, 3, 3, 4).build();
        UnitType d4 = UnitType.of("d4", LAND, 3, 2, 4).build();
        assertOutcomes(solve(Battle.builder().attack(2, a3).defend(2, d4)), f(31, 90), f(53, 90), f(1, 15));
    }

    // ------------------------------------------------------------------------------------------------------
    // Further hand checks of the model

    /**
     * Bombardment with a fortress (digest §6.2): the ships fire at 6 − 1 and 4 − 1, so in round 1 the defenders
     * lose 0, 1, 2 to them with (7/12)(9/12) = 7/16, (5/12)(9/12) + (7/12)(3/12) = 11/24, (5/12)(3/12) = 5/48.
     * The attackers' own dice are at 0 here (A1 − 1), and 3 defending infantry leave at least one alive, so the
     * round's losses are the bombardment's alone.
     */
    @Test
    void bombardmentAgainstAFortress() {
        UnitType a1 = UnitType.of("a1", LAND, 3, 1, 1).build();
        List<Next> round = firstRound(Battle.builder().attack(2, a1).defend(3, INFANTRY).defend(1, FORTRESS)
                .bombard(BATTLESHIP).bombard(CRUISER));
        assertEquals(f(7, 16), probability(round, n -> n.defender().getOrDefault("infantry", 0) == 3), TOL);
        assertEquals(f(11, 24), probability(round, n -> n.defender().getOrDefault("infantry", 0) == 2), TOL);
        assertEquals(f(5, 48), probability(round, n -> n.defender().getOrDefault("infantry", 0) == 1), TOL);
    }

    /**
     * A fortress never hits aircraft and lowers them too (G1850-1860): 1 fighter (6 − 1 = 5) against 1 infantry
     * (4 + 1 = 5) and a fortress: the fortress dice find no target, so it is A5 against D5 throughout: a round
     * decides with 1 − (7/12)² = 95/144; attacker (5/12)(7/12) → 35/95 = 7/19, defender 7/19, both 25/95 = 5/19.
     */
    @Test
    void fortressDiceNeverHitAircraft() {
        assertOutcomes(solve(Battle.builder().attack(1, FIGHTER).defend(1, INFANTRY).defend(1, FORTRESS)),
                f(7, 19), f(7, 19), f(5, 19));
    }

    /**
     * Damage first, then list order, transports last (G2009, G2019, G2122-2124), with attackers whose dice hit
     * for sure (A12), whatever the defender's own fire does. 2 hits on [destroyer, battleship, transport]: the
     * battleship absorbs one, the destroyer is destroyed by the other. 2 hits on [battleship, destroyer,
     * transport]: the battleship absorbs one, then, units being destroyed in list order, the damaged battleship
     * comes first and sinks. 3 hits on [transport, yamato, destroyer]: Yamato absorbs 2, then Yamato is destroyed
     * (the transport is skipped); 4: Yamato and the destroyer. 3 hits on [transport, destroyer, yamato]: Yamato
     * absorbs 2 and the destroyer goes. 3 hits on [yamato, battleship]: each absorbable hit goes to the least
     * damaged: Yamato, battleship, Yamato (Yamato at 2 damage, the battleship at 1).
     */
    @Test
    void damageFirstThenListOrderTransportsLast() {
        UnitType sure = UnitType.of("sure-shot", SEA, 0, 12, 0).damaged(12, 0).damaged(12, 0).build();
        assertEquals(1, probability(firstRound(Battle.builder().attack(2, sure)
                .defend(1, DESTROYER).defend(1, BATTLESHIP).defend(1, TRANSPORT)),
                n -> n.defender().equals(Map.of("battleship", 1, "battleship:1", 1, "transport", 1))), TOL);
        assertEquals(1, probability(firstRound(Battle.builder().attack(2, sure)
                .defend(1, BATTLESHIP).defend(1, DESTROYER).defend(1, TRANSPORT)),
                n -> n.defender().equals(Map.of("destroyer", 1, "transport", 1))), TOL);
        assertEquals(1, probability(firstRound(Battle.builder().attack(3, sure)
                .defend(1, TRANSPORT).defend(1, YAMATO).defend(1, DESTROYER)),
                n -> n.defender().equals(Map.of("destroyer", 1, "transport", 1))), TOL);
        assertEquals(1, probability(firstRound(Battle.builder().attack(4, sure)
                .defend(1, TRANSPORT).defend(1, YAMATO).defend(1, DESTROYER)),
                n -> n.defender().equals(Map.of("transport", 1))), TOL);
        assertEquals(1, probability(firstRound(Battle.builder().attack(3, sure)
                .defend(1, TRANSPORT).defend(1, DESTROYER).defend(1, YAMATO)),
                n -> n.defender().equals(Map.of("transport", 1, "yamato", 1, "yamato:2", 1))), TOL);
        assertEquals(1, probability(firstRound(Battle.builder().attack(3, sure)
                .defend(1, YAMATO).defend(1, BATTLESHIP)),
                n -> n.defender().equals(Map.of("yamato", 1, "yamato:2", 1, "battleship", 1, "battleship:1", 1))), TOL);
    }

    /**
     * Values fixed at the round start (G487-489): a sub (A4, undetected: no destroyer) against a battleship. If
     * its first strike damages the battleship, the battleship still fires at 8 this round, so the sub is lost in
     * round 1 with 8/12 = 2/3 either way (not (1/3)(5/12) + (2/3)(8/12)); the battleship is damaged and the sub
     * alive with (1/3)(1/3) = 1/9.
     */
    @Test
    void aShipDamagedByAFirstStrikeFiresAtItsRoundStartValue() {
        List<Next> round = firstRound(Battle.builder().attack(1, SUBMARINE).defend(1, BATTLESHIP));
        assertEquals(f(2, 3), probability(round, n -> !n.attacker().containsKey("submarine")), TOL);
        assertEquals(f(1, 9), probability(round, n -> n.attacker().containsKey("submarine")
                && n.defender().containsKey("battleship:1")), TOL);
    }

    /**
     * Combined arms pairs for the most +1s (G1903-1936): mech, armor, artillery and infantry attack 6 infantry.
     * Armor boosts the mech (3), the artillery the infantry (3): dice 3, 3, 4, 6; no defender lost in round 1
     * with (9/12)(9/12)(8/12)(6/12) = 3/16, four with (3·3·4·6)/12⁴ = 1/96, on average 16/12 = 4/3 lost. (Had
     * the artillery gone to the mech, the infantry would roll 2 and P(none) would be 5/24.)
     */
    @Test
    void combinedArmsGivesTheMostBonuses() {
        List<Next> round = firstRound(Battle.builder().attack(1, MECH).attack(1, ARMOR).attack(1, ARTILLERY)
                .attack(1, INFANTRY).defend(6, INFANTRY));
        assertEquals(f(3, 16), probability(round, n -> n.defender().getOrDefault("infantry", 0) == 6), TOL);
        assertEquals(f(1, 96), probability(round, n -> n.defender().getOrDefault("infantry", 0) == 2), TOL);
        double lost = round.stream().mapToDouble(n -> n.probability() * (6 - n.defender().getOrDefault("infantry", 0))).sum();
        assertEquals(f(4, 3), lost, TOL);
    }

    /**
     * A tactical bomber gives its armor +1 unless the enemy has a fighter (G1930-1932): armor + tac against 3
     * infantry: no hit in round 1 with (5/12)(6/12) = 5/24; against 2 infantry and a fighter with (6/12)² = 1/4.
     */
    @Test
    void tacticalBomberBoostsArmorUnlessEnemyFighters() {
        List<Next> noFighter = firstRound(Battle.builder().attack(1, ARMOR).attack(1, TACTICAL_BOMBER).defend(3, INFANTRY));
        assertEquals(f(5, 24), probability(noFighter, n -> n.defender().getOrDefault("infantry", 0) == 3), TOL);
        List<Next> fighter = firstRound(Battle.builder().attack(1, ARMOR).attack(1, TACTICAL_BOMBER)
                .defend(2, INFANTRY).defend(1, FIGHTER));
        assertEquals(f(1, 4), probability(fighter, n -> n.defender().getOrDefault("infantry", 0) == 2
                && n.defender().getOrDefault("fighter", 0) == 1), TOL);
    }

    /**
     * Advanced Artillery (G156): 1 artillery and 2 infantry against 3 infantry: both infantry at 3, no hit with
     * (9/12)²(8/12) = 3/8; without the technology one infantry rolls 2: (9/12)(10/12)(8/12) = 5/12.
     */
    @Test
    void advancedArtilleryBoostsTwoInfantry() {
        Battle.Builder b = Battle.builder().attack(1, ARTILLERY).attack(2, INFANTRY).defend(3, INFANTRY);
        assertEquals(f(5, 12), probability(firstRound(b), n -> n.defender().getOrDefault("infantry", 0) == 3), TOL);
        assertEquals(f(3, 8), probability(firstRound(b.advancedArtillery()), n -> n.defender().getOrDefault("infantry", 0) == 3), TOL);
    }

    /**
     * An AA gun alone (never a casualty, A5): against 1 fighter it still fires its round-1 die: the fighter is
     * shot with 2/12, leaving both sides without units (a draw), else the attacker wins: 5/6 and 1/6, the attacker
     * losing 10 IPC with 1/6. Against 1 infantry the defender has lost at once.
     */
    @Test
    void aLoneAaGun() {
        Result r = solve(Battle.builder().attack(1, FIGHTER).defend(1, AA_GUN));
        assertOutcomes(r, f(5, 6), 0, f(1, 6));
        assertEquals(10 / 6.0, r.attackerIpcLost(), TOL);
        assertEquals(0, r.defenderIpcLost(), TOL);
        Result land = solve(Battle.builder().attack(1, INFANTRY).defend(1, AA_GUN));
        assertOutcomes(land, 1, 0, 0);
        assertEquals(0, land.attackerIpcLost() + land.defenderIpcLost(), TOL);
    }

    /**
     * Sticky detection matters (G2082-2090): 1 sub (A4) against a destroyer and a cruiser (D6, lost in that
     * order). Every round the destroyer keeps the sub detected: the sub dies with 1 − (1/2)² = 3/4, survives
     * having sunk the destroyer with (1/4)(1/3) = 1/12, stays with (1/4)(2/3) = 1/6. Then sub against cruiser:
     * sticky, still detected, fire at once (p = 1/3, q = 1/2): 1/4, 1/2, draw 1/4; so attacker (1/12)(1/4)/(5/6)
     * = 1/40, draw 1/40, defender (3/4 + (1/12)(1/2))/(5/6) = 19/20. The sub (8 IPC) is lost with 39/40 → 7.8;
     * the destroyer with (1/12)/(5/6) = 1/10 and the cruiser with 1/20 (12 IPC each) → 1.8. Recomputed each round
     * instead, the lone sub strikes first at the cruiser: 1/3 wins, (2/3)(1/2) loses, so 1/2 and 1/2: attacker
     * (1/12)(1/2)/(5/6) = 1/20, defender 19/20, no draw; IPC 8 (19/20) = 7.6 and 12 (2/5 + 1/20) = 5.4.
     */
    @Test
    void stickyDetectionAgainstDestroyerAndCruiser() {
        Battle.Builder b = Battle.builder().attack(1, SUBMARINE).defend(1, DESTROYER).defend(1, CRUISER);
        Result sticky = solve(b);
        assertOutcomes(sticky, f(1, 40), f(19, 20), f(1, 40));
        assertEquals(7.8, sticky.attackerIpcLost(), TOL);
        assertEquals(5.4, sticky.defenderIpcLost(), TOL);
        Result recomputed = solve(b.detectionRecomputed());
        assertOutcomes(recomputed, f(1, 20), f(19, 20), 0);
        assertEquals(7.6, recomputed.attackerIpcLost(), TOL);
        assertEquals(5.4, recomputed.defenderIpcLost(), TOL);
    }

    /**
     * Round 1 with subs on both sides (book Example 4, G2102-2110): a destroyer and a sub (lost in that order)
     * attack 2 subs. The attacking sub is undetected (no defending destroyer); the destroyer detects one defending
     * sub, the other is undetected. First strikes, 1/3 each: the attacker's hit sinks the undetected defending sub,
     * which has struck (the owner keeps the detected one, which has yet to fire: option first-strike-casualties,
     * G502-508), the defender's the destroyer. Then the destroyer (if afloat) fires 1/2 at the subs (detected first),
     * the detected defending sub 1/3; end of round k_D = the detected subs left, and the canonical k for round 2 is
     * min(subs, max(DD, k)). The cases: no first-strike hit (4/9): DD and detected sub fire 1/2 and 1/3; attacker
     * hits only (2/9): DD 1/2 at the detected sub, which fires 1/3 at the DD; defender hits only (2/9): the detected
     * sub fires 1/3 at the attacking sub; both hit (1/9): the detected sub fires 1/3 at it too. Summed:
     * <ul>
     * <li>DD+sub vs 2 subs, k_D = 1: (4/9)(1/3) = 4/27;</li>
     * <li>DD+sub vs 1 sub, k_D = 1 (canonical with the destroyer afloat): (4/9)(1/3) + (2/9)(1/3) = 6/27;</li>
     * <li>DD+sub vs nothing: (2/9)(1/3) = 2/27;</li>
     * <li>sub vs 2 subs, k_D = 1: (4/9)(1/6) + (2/9)(2/3) = 6/27;</li>
     * <li>sub vs 1 sub, k_D = 0 (the destroyer sank the detected one): (4/9)(1/6) = 2/27;</li>
     * <li>sub vs 1 sub, k_D = 1: (2/9)(1/6) + (1/9)(2/3) = 3/27;</li>
     * <li>sub vs nothing: (2/9)(1/6) = 1/27;</li>
     * <li>nothing vs 2 subs, k_D = 1: (2/9)(1/3) = 2/27;</li>
     * <li>nothing vs 1 sub, k_D = 1: (1/9)(1/3) = 1/27.</li>
     * </ul>
     */
    @Test
    void firstRoundWithSubsOnBothSides() {
        List<Next> round = firstRound(Battle.builder().attack(1, DESTROYER).attack(1, SUBMARINE).defend(2, SUBMARINE));
        assertEquals(9, round.size(), () -> round.toString());
        assertNext(round, Map.of("destroyer", 1, "submarine", 1), Map.of("submarine", 2), 1, f(4, 27));
        assertNext(round, Map.of("destroyer", 1, "submarine", 1), Map.of("submarine", 1), 1, f(6, 27));
        assertNext(round, Map.of("destroyer", 1, "submarine", 1), Map.of(), 0, f(2, 27));
        assertNext(round, Map.of("submarine", 1), Map.of("submarine", 2), 1, f(6, 27));
        assertNext(round, Map.of("submarine", 1), Map.of("submarine", 1), 0, f(2, 27));
        assertNext(round, Map.of("submarine", 1), Map.of("submarine", 1), 1, f(3, 27));
        assertNext(round, Map.of("submarine", 1), Map.of(), 0, f(1, 27));
        assertNext(round, Map.of(), Map.of("submarine", 2), 1, f(2, 27));
        assertNext(round, Map.of(), Map.of("submarine", 1), 1, f(1, 27));
    }

    /**
     * The same round under {@code first-strike-casualties=detected-first}: the attacker's first-strike hit sinks the
     * detected defending sub, so only the undetected one, which has struck, is left and the destroyer's main-fire
     * hit takes it. The cases as above, with the detected sub silent once sunk:
     * <ul>
     * <li>DD+sub vs 2 subs, k_D = 1: (4/9)(1/3) = 4/27;</li>
     * <li>DD+sub vs 1 sub, k_D = 1: (4/9)(1/3) + (2/9)(1/2) = 7/27;</li>
     * <li>DD+sub vs nothing: (2/9)(1/2) = 3/27;</li>
     * <li>sub vs 2 subs, k_D = 1 (sticky with the destroyer gone): (4/9)(1/6) + (2/9)(2/3) = 6/27;</li>
     * <li>nothing vs 2 subs, k_D = 1: (2/9)(1/3) = 2/27;</li>
     * <li>sub vs 1 sub, k_D = 0 (the detected one was lost): (4/9)(1/6) + 1/9 = 5/27.</li>
     * </ul>
     */
    @Test
    void firstRoundWithSubsOnBothSidesDetectedLostFirst() {
        List<Next> round = firstRound(Battle.builder().attack(1, DESTROYER).attack(1, SUBMARINE).defend(2, SUBMARINE)
                .detectedLostFirst());
        assertEquals(6, round.size(), () -> round.toString());
        assertNext(round, Map.of("destroyer", 1, "submarine", 1), Map.of("submarine", 2), 1, f(4, 27));
        assertNext(round, Map.of("destroyer", 1, "submarine", 1), Map.of("submarine", 1), 1, f(7, 27));
        assertNext(round, Map.of("destroyer", 1, "submarine", 1), Map.of(), 0, f(3, 27));
        assertNext(round, Map.of("submarine", 1), Map.of("submarine", 2), 1, f(6, 27));
        assertNext(round, Map.of(), Map.of("submarine", 2), 1, f(2, 27));
        assertNext(round, Map.of("submarine", 1), Map.of("submarine", 1), 0, f(5, 27));
    }

    private static void assertNext(List<Next> round, Map<String, Integer> attacker, Map<String, Integer> defender,
            int defenderDetected, double p) {
        assertEquals(p, probability(round, n -> n.attacker().equals(attacker) && n.defender().equals(defender)
                && n.defenderDetected() == defenderDetected && n.attackerDetected() == 0), TOL,
                () -> attacker + " vs " + defender + " k_D=" + defenderDetected + " in " + round);
    }

    // ------------------------------------------------------------------------------------------------------
    // Sea battles with submarines and destroyers, printed for comparison with the engine

    /**
     * The sea battles whose figures are printed; each side's types are lost in the order listed (so in S3 the
     * defending destroyer goes before its subs, in S4 the attacking one: lost after them, it would leave no sub
     * for sticky detection to keep detected, and the option would change nothing).
     */
    static List<Map.Entry<String, Battle.Builder>> seaBattles() {
        List<Map.Entry<String, Battle.Builder>> list = new ArrayList<>();
        list.add(Map.entry("S1: 3 submarine + 1 destroyer vs 2 destroyer + 1 transport",
                Battle.builder().attack(3, SUBMARINE).attack(1, DESTROYER).defend(2, DESTROYER).defend(1, TRANSPORT)));
        list.add(Map.entry("S2: 2 submarine vs 1 destroyer + 1 cruiser",
                Battle.builder().attack(2, SUBMARINE).defend(1, DESTROYER).defend(1, CRUISER)));
        list.add(Map.entry("S3: 1 battleship + 1 submarine vs 1 destroyer + 2 submarine",
                Battle.builder().attack(1, BATTLESHIP).attack(1, SUBMARINE).defend(1, DESTROYER).defend(2, SUBMARINE)));
        list.add(Map.entry("S4: 1 destroyer + 2 submarine vs 2 submarine + 1 transport",
                Battle.builder().attack(1, DESTROYER).attack(2, SUBMARINE).defend(2, SUBMARINE).defend(1, TRANSPORT)));
        list.add(Map.entry("S5: 3 submarine vs 1 destroyer + 1 battleship",
                Battle.builder().attack(3, SUBMARINE).defend(1, DESTROYER).defend(1, BATTLESHIP)));
        list.add(Map.entry("S6: 2 submarine + 1 fighter vs 1 destroyer + 1 carrier",
                Battle.builder().attack(2, SUBMARINE).attack(1, FIGHTER).defend(1, DESTROYER).defend(1, CARRIER)));
        return list;
    }

    /**
     * Each sea battle: the outcome probabilities sum to 1 with no stalemate, and sticky detection changes its
     * figures against the option "recomputed each round" (so the battle exercises it). (In S1 only
     * the IPC figures change: against a last destroyer and a transport that cannot fire at subs, the attacker wins
     * whenever some die ever hits the destroyer, first strike or not.)
     */
    @Test
    void seaBattlesWithSubmarinesAndDestroyers() {
        for (Map.Entry<String, Battle.Builder> e : seaBattles()) {
            Result sticky = solve(e.getValue());
            Result recomputed = solve(e.getValue().detectionRecomputed());
            assertEquals(1, sticky.attackerWin() + sticky.defenderWin() + sticky.draw(), 1e-12, e.getKey());
            assertEquals(0, sticky.stalemate(), 1e-12, e.getKey());
            double change = Math.max(Math.abs(sticky.attackerWin() - recomputed.attackerWin()),
                    Math.max(Math.abs(sticky.attackerIpcLost() - recomputed.attackerIpcLost()),
                            Math.abs(sticky.defenderIpcLost() - recomputed.defenderIpcLost())));
            assertTrue(change > 1e-3,
                    () -> e.getKey() + ": sticky detection makes no difference");
        }
    }

    /** S1 against an independent Monte Carlo of 200,000 battles (seed 1939): every figure within 4 SE. */
    @Test
    void monteCarloS1() {
        checkMonteCarlo(seaBattles().get(0), 1939);
    }

    /** S3 against an independent Monte Carlo of 200,000 battles (seed 2138): every figure within 4 SE. */
    @Test
    void monteCarloS3() {
        checkMonteCarlo(seaBattles().get(2), 2138);
    }

    private static void checkMonteCarlo(Map.Entry<String, Battle.Builder> e, long seed) {
        int trials = 200_000;
        Battle battle = e.getValue().build();
        Result exact = new GlobalWarReference(battle).solve();
        double[][] mc = new SeaSimulation(battle, seed).run(trials);
        String[] names = {"attackerWin", "defenderWin", "draw", "attackerIpcLost", "defenderIpcLost"};
        double[] want = {exact.attackerWin(), exact.defenderWin(), exact.draw(), exact.attackerIpcLost(),
                exact.defenderIpcLost()};
        for (int i = 0; i < names.length; i++) {
            double mean = mc[0][i] / trials;
            double variance = Math.max(mc[1][i] / trials - mean * mean, 1e-12);
            double se = Math.sqrt(variance / trials);
            int k = i;
            assertTrue(Math.abs(mean - want[i]) <= 4 * se, () -> e.getKey() + " " + names[k] + ": exact " + want[k]
                    + ", Monte Carlo " + mean + " (SE " + se + ")");
        }
    }

    /**
     * A Monte Carlo of sea battles written separately from the reference's round code (only the unit data are
     * shared): ships as objects, hits applied one at a time (a hit goes to the least damaged ship that can take
     * it without sinking, else sinks the first eligible ship in order of loss, transports last and detected subs
     * before undetected ones), values taken at the round start, sticky detection by the rule
     * d = min(subs, max(enemy destroyers, k)). No AA, bombardment, fortress or combined arms.
     */
    static final class SeaSimulation {
        private final Battle battle;
        private final SplittableRandom random;

        SeaSimulation(Battle battle, long seed) {
            this.battle = battle;
            this.random = new SplittableRandom(seed);
        }

        private static final class Ship {
            final UnitType type;
            final int rank;
            int hits;
            boolean sunk;
            boolean quiet;
            boolean detected;
            int value;

            Ship(UnitType type, int rank, int hits) {
                this.type = type;
                this.rank = rank;
                this.hits = hits;
            }
        }

        /** @return [sums, sums of squares] of attacker win, defender win, draw, attacker IPC, defender IPC */
        double[][] run(int trials) {
            double[][] sums = new double[2][5];
            for (int t = 0; t < trials; t++) {
                double[] x = once();
                for (int i = 0; i < 5; i++) {
                    sums[0][i] += x[i];
                    sums[1][i] += x[i] * x[i];
                }
            }
            return sums;
        }

        private double[] once() {
            List<List<Ship>> fleets = List.of(fleet(battle.attacker, battle.attackerOrder),
                    fleet(battle.defender, battle.defenderOrder));
            int[] ipcStart = {ipc(fleets.get(0)), ipc(fleets.get(1))};
            int[] k = new int[2];
            for (int round = 1; round < 10_000; round++) {
                boolean attackerLeft = !fleets.get(0).isEmpty();
                boolean defenderLeft = !fleets.get(1).isEmpty();
                if (!attackerLeft || !defenderLeft) {
                    double[] x = new double[5];
                    x[attackerLeft ? 0 : defenderLeft ? 1 : 2] = 1;
                    x[3] = ipcStart[0] - ipc(fleets.get(0));
                    x[4] = ipcStart[1] - ipc(fleets.get(1));
                    return x;
                }
                int[] subsAtStart = new int[2];
                int[] d = new int[2];
                for (int side = 0; side < 2; side++) {
                    for (Ship s : fleets.get(side)) {
                        s.value = side == 0 ? s.type.attack[s.hits] : s.type.defense[s.hits];
                        s.quiet = false;
                        s.detected = false;
                    }
                    long subs = fleets.get(side).stream().filter(s -> s.type.submarine).count();
                    long dd = fleets.get(1 - side).stream().filter(s -> s.type.destroyer).count();
                    subsAtStart[side] = (int) subs;
                    d[side] = (int) Math.min(subs, Math.max(dd, k[side]));
                    int marked = 0;
                    for (Ship s : fleets.get(side)) {
                        if (s.type.submarine && marked < d[side]) {
                            s.detected = true;
                            marked++;
                        }
                    }
                }
                // first strike: undetected subs of both sides, at sea units
                int[] firstHits = new int[2];
                for (int side = 0; side < 2; side++) {
                    for (Ship s : fleets.get(side)) {
                        if (s.type.submarine && !s.detected) {
                            firstHits[side] += roll(s);
                            s.quiet = true;
                        }
                    }
                }
                for (int side = 0; side < 2; side++) {
                    for (int h = 0; h < firstHits[side]; h++) {
                        Ship hit = hitOne(fleets.get(1 - side), EnumSet.of(SEA));
                        if (hit != null && hit.sunk) {
                            hit.quiet = true;
                        }
                    }
                }
                // main fire at round-start values; hits with the narrower target set are taken first
                for (int side = 0; side < 2; side++) {
                    List<Set<Domain>> hits = new ArrayList<>();
                    for (Ship s : fleets.get(side)) {
                        if (!s.quiet) {
                            Set<Domain> targets = side == 0 ? s.type.attackHits : s.type.defenseHits;
                            for (int i = roll(s); i > 0; i--) {
                                hits.add(targets);
                            }
                        }
                    }
                    hits.sort((a, b) -> Integer.compare(a.size(), b.size()));
                    for (Set<Domain> targets : hits) {
                        hitOne(fleets.get(1 - side), targets);
                    }
                }
                for (int side = 0; side < 2; side++) {
                    fleets.get(side).removeIf(s -> s.sunk);
                    long subs = fleets.get(side).stream().filter(s -> s.type.submarine).count();
                    k[side] = Math.max(0, d[side] - (subsAtStart[side] - (int) subs));
                }
            }
            throw new IllegalStateException("no end");
        }

        private int roll(Ship s) {
            int hits = 0;
            for (int i = 0; i < s.type.dice; i++) {
                if (random.nextInt(12) + 1 <= s.value) {
                    hits++;
                }
            }
            return hits;
        }

        /** Applies one hit; returns the ship hit or null when no ship can take it. */
        private static Ship hitOne(List<Ship> fleet, Set<Domain> targets) {
            Ship best = null;
            for (Ship s : fleet) {
                if (!s.sunk && targets.contains(s.type.domain) && s.type.hitPoints() - s.hits >= 2
                        && (best == null || s.hits < best.hits)) {
                    best = s;
                }
            }
            if (best != null) {
                best.hits++;
                return best;
            }
            for (Ship s : fleet) {
                if (!s.sunk && targets.contains(s.type.domain) && (best == null || order(s) < order(best))) {
                    best = s;
                }
            }
            if (best != null) {
                best.sunk = true;
            }
            return best;
        }

        private static int order(Ship s) {
            return (s.type.takenLast ? 1_000_000 : 0) + s.rank * 2 + (s.type.submarine && !s.detected ? 1 : 0);
        }

        private static List<Ship> fleet(List<GlobalWarReference.Group> force, List<UnitType> order) {
            List<Ship> fleet = new ArrayList<>();
            for (UnitType type : order) {
                for (GlobalWarReference.Group g : force) {
                    if (g.type() == type) {
                        for (int i = 0; i < g.count(); i++) {
                            fleet.add(new Ship(type, order.indexOf(type), g.damage()));
                        }
                    }
                }
            }
            return fleet;
        }

        private static int ipc(List<Ship> fleet) {
            return fleet.stream().mapToInt(s -> s.type.cost).sum();
        }
    }
}
