package battleboard.worldatwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.OrderOfLoss;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.edition.Role;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The exact solver against {@link WorldAtWarReference}, an independent solver of World at War land
 * battles written from the rules spec: attacker win, defender win, draw and both expected IPC losses
 * agree to 1e-9. First the reference itself is checked against values derived by hand.
 */
class WorldAtWarReferenceTest {
    private static final Edition WAW = Edition.builtIn("world-at-war-2005");
    private static final double TOL = 1e-9;

    private static WorldAtWarReference.Result reference(String attacker, String defender) {
        return new WorldAtWarReference(WAW).solve(WorldAtWarReference.units(attacker), WorldAtWarReference.units(defender));
    }

    private static void assertSame(WorldAtWarReference.Result ref, BattleResult r) {
        assertEquals(ref.attackerWin(), r.attackerWin(), TOL, "attacker win");
        assertEquals(ref.defenderWin(), r.defenderWin(), TOL, "defender win");
        assertEquals(ref.draw(), r.draw(), TOL, "draw");
        assertEquals(ref.attackerIpcLoss(), r.attackerIpcLoss(), TOL, "attacker IPC loss");
        assertEquals(ref.defenderIpcLoss(), r.defenderIpcLoss(), TOL, "defender IPC loss");
    }

    /**
     * 1 infantry (A1) against 1 infantry (D2): a round decides with probability 1 - (5/6)(2/3) = 4/9;
     * the attacker wins (1/6)(2/3) / (4/9) = 1/4, both die (1/6)(1/3) / (4/9) = 1/8, the defender holds
     * (5/6)(1/3) / (4/9) = 5/8. IPC: the attacker loses its 3 IPC infantry with 1/8 + 5/8 = 3/4, so 9/4;
     * the defender its infantry with 1/4 + 1/8 = 3/8, so 9/8.
     */
    @Test
    void referenceByHandInfantryDuel() {
        WorldAtWarReference.Result r = reference("1 infantry", "1 infantry");
        assertEquals(1.0 / 4, r.attackerWin(), 1e-12);
        assertEquals(5.0 / 8, r.defenderWin(), 1e-12);
        assertEquals(1.0 / 8, r.draw(), 1e-12);
        assertEquals(9.0 / 4, r.attackerIpcLoss(), 1e-12);
        assertEquals(9.0 / 8, r.defenderIpcLoss(), 1e-12);
    }

    /**
     * 1 fighter (A3) against a lone AA gun (one die at 1 at the fighter, the gun a one-hit casualty):
     * decided with probability 1 - (1/2)(5/6) = 7/12; the attacker wins (1/2)(5/6) / (7/12) = 5/7, both
     * die (1/2)(1/6) / (7/12) = 1/7, the gun survives (1/2)(1/6) / (7/12) = 1/7.
     */
    @Test
    void referenceByHandFighterAgainstALoneGun() {
        WorldAtWarReference.Result r = reference("1 fighter", "1 aa-gun");
        assertEquals(5.0 / 7, r.attackerWin(), 1e-12);
        assertEquals(1.0 / 7, r.draw(), 1e-12);
        assertEquals(1.0 / 7, r.defenderWin(), 1e-12);
        assertEquals(12 * 2.0 / 7, r.attackerIpcLoss(), 1e-12);
        assertEquals(5 * 6.0 / 7, r.defenderIpcLoss(), 1e-12);
    }

    /**
     * 1 infantry against 1 infantry after a battleship's bombardment (one die at 4, round 1 only, its
     * casualty fires back). Round 1: the defender dies with 1 - (5/6)(2/6) = 13/18 and hits back with 1/3;
     * else the duel above goes on (1/4, 1/8, 5/8) if the attacker survived. Attacker win (13/18)(2/3) +
     * (5/18)(2/3)(1/4) = 19/36; draw (13/18)(1/3) + (5/18)(2/3)(1/8) = 19/72; defender win (5/18)(1/3) +
     * (5/18)(2/3)(5/8) = 5/24. The exact solver agrees.
     */
    @Test
    void referenceByHandBombardment() {
        WorldAtWarReference.Result r = new WorldAtWarReference(WAW).solve(WorldAtWarReference.units("1 infantry"),
                WorldAtWarReference.units("1 infantry"), "battleship");
        assertEquals(19.0 / 36, r.attackerWin(), 1e-12);
        assertEquals(19.0 / 72, r.draw(), 1e-12);
        assertEquals(5.0 / 24, r.defenderWin(), 1e-12);
        assertSame(r, new ExactSolver().solve(BattleSetup.builder(WAW).attacker("1 infantry").defender("1 infantry")
                .bombard("1 battleship").build()));
    }

    /** The digest's T6 and T18 values (derived in WorldAtWarCasesTest) come out of the reference too. */
    @Test
    void referenceGivesTheDigestValues() {
        assertEquals(874709100495.0 / 962288879734.0, reference("3 armor", "1 infantry, 1 aa-gun").attackerWin(), 1e-12);
        WorldAtWarReference heavy = new WorldAtWarReference(WAW).withBomberDice(2);
        WorldAtWarReference.Result r = heavy.solve(WorldAtWarReference.units("1 bomber"), WorldAtWarReference.units("2 infantry"));
        assertEquals(656.0 / 1925, r.attackerWin(), 1e-12);
        assertEquals(641.0 / 1925, r.defenderWin(), 1e-12);
        assertEquals(628.0 / 1925, r.draw(), 1e-12);
    }

    @ParameterizedTest(name = "{0} vs {1}")
    @CsvSource(delimiter = ';', value = {
        "3 armor, 2 infantry; 3 infantry, 1 aa-gun", // the CLI acceptance battle
        "1 infantry; 1 infantry",
        "3 armor; 1 infantry, 1 aa-gun", // T6
        "2 fighter; 1 aa-gun",
        "1 bomber; 2 infantry",
        "2 fighter, 4 armor; 2 aa-gun", // T19: 2 dice at the fighters, 3 at the armor
        "2 fighter, 4 armor; 2 aa-gun, 2 infantry",
        "3 infantry, 2 armor, 1 fighter, 1 bomber; 4 infantry, 1 armor, 1 aa-gun",
        "5 armor, 2 fighter; 3 infantry, 2 aa-gun, 1 fighter",
        "4 infantry, 2 fighter, 2 bomber; 2 infantry, 1 armor, 1 fighter, 1 bomber, 1 aa-gun",
        "6 infantry; 3 infantry, 1 aa-gun", // nothing for the gun to fire at
        "1 fighter, 1 bomber; 3 infantry",
        "2 infantry, 1 armor; 1 armor, 1 fighter",
        "4 fighter; 3 aa-gun", // 4 dice at aircraft use 2 guns; the third has no armor to fire at
        "7 armor, 3 bomber; 3 aa-gun, 2 infantry", // 3 dice at aircraft (1 gun), 6 at the 7 armor (2 guns)
        "2 armor, 4 fighter; 2 aa-gun, 1 armor", // 4 dice at aircraft use both guns: none at armor
    })
    void exactSolverAgreesWithTheReference(String attacker, String defender) {
        BattleResult r = new ExactSolver().solve(BattleSetup.builder(WAW).attacker(attacker).defender(defender).build());
        assertSame(reference(attacker, defender), r);
        assertEquals(1, r.attackerWin() + r.defenderWin() + r.draw(), 1e-12);
    }

    /**
     * The default order of loss ties armor and aa-gun on cost (5 each) and takes the aa-gun first (weaker
     * defense, 0 against 2). With an explicit order in which the armor goes first (the edition file's
     * order), both solvers change alike.
     */
    @Test
    void anExplicitDefenderOrderArmorBeforeTheGun() {
        String attacker = "3 infantry, 2 armor, 1 fighter";
        String defender = "2 infantry, 1 armor, 1 aa-gun";
        List<String> ids = new ArrayList<>(OrderOfLoss.cheapestFirst(WAW, Role.DEFENSE).unitIds());
        assertTrue(ids.indexOf("aa-gun") < ids.indexOf("armor"), "default: the gun before the armor");
        ids.remove("armor");
        ids.add(ids.indexOf("aa-gun"), "armor");
        BattleResult r = new ExactSolver().solve(BattleSetup.builder(WAW).attacker(attacker).defender(defender)
                .order(Side.DEFENDER, new OrderOfLoss(ids, true, 0)).build());
        WorldAtWarReference.Result ref = new WorldAtWarReference(WAW).withDefenderOrder(ids)
                .solve(WorldAtWarReference.units(attacker), WorldAtWarReference.units(defender));
        assertSame(ref, r);
        BattleResult byDefault = new ExactSolver().solve(BattleSetup.builder(WAW).attacker(attacker).defender(defender).build());
        assertSame(reference(attacker, defender), byDefault);
        // the orders differ in a way that matters: keeping the gun longer costs the attacker more
        assertTrue(Math.abs(byDefault.attackerWin() - r.attackerWin()) > 1e-6);
    }

    /** Heavy Bombers: each bomber rolls 2 dice; the reference with 2 dice per bomber agrees. */
    @Test
    void heavyBombersAgreeWithTheReference() {
        String attacker = "2 bomber, 1 armor";
        String defender = "3 infantry, 1 aa-gun";
        BattleResult r = new ExactSolver().solve(BattleSetup.builder(WAW).attacker(attacker).defender(defender)
                .tech(Side.ATTACKER, "heavy-bombers").build());
        assertSame(new WorldAtWarReference(WAW).withBomberDice(2).solve(WorldAtWarReference.units(attacker),
                WorldAtWarReference.units(defender)), r);
    }

    /**
     * Russia's long-range artillery fires "so long as there are still ground troops attacking the area" (W543): the
     * reference rolls its die only while an attacking infantry or armor is left, and the exact solver agrees, on a battle
     * whose fighter fights on after the infantry (0.6688 where the gun firing to the end gave 0.7065) and on one with armor.
     */
    @Test
    void longRangeArtilleryAgreesWithTheReference() {
        WorldAtWarReference gun = new WorldAtWarReference(WAW).withLongRangeArtillery();
        for (String[] b : new String[][] {{"1 infantry, 1 fighter", "2 infantry"}, {"2 armor, 1 fighter", "3 infantry, 1 fighter"}}) {
            BattleResult r = new ExactSolver().solve(BattleSetup.builder(WAW).attacker(b[0] + ", 1 long-range-artillery").defender(b[1]).build());
            assertSame(gun.solve(WorldAtWarReference.units(b[0]), WorldAtWarReference.units(b[1])), r);
        }
    }
}
