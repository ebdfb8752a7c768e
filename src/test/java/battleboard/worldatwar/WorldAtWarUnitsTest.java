package battleboard.worldatwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Damage;
import battleboard.battle.Multinational;
import battleboard.battle.OrderOfLoss;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.edition.Role;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;
import battleboard.result.SurvivorOutcome;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * World at War rules modelled as units of the edition file or owner's choices (issue 23): the sub pen's battle
 * (W190-197, the digest's T8), the Japanese cruiser carrying infantry (W533), rockets taken as casualties (W518), two
 * hits on one Tiger (W527), which class the AA guns cover first (W121-124), and Russian units that never defend beside
 * another power's (W357, W359). W lines cite seeds/003_e255d9e9a0936e6b.txt; exact values to 1e-12.
 */
class WorldAtWarUnitsTest {
    private static final Edition WAW = Edition.builtIn("world-at-war-2005");

    private static BattleSetup.Builder battle(String attacker, String defender) {
        return BattleSetup.builder(WAW).attacker(attacker).defender(defender);
    }

    private static BattleResult exact(BattleSetup.Builder b) {
        return new ExactSolver().solve(b.build());
    }

    /** @return P(the pen and the subs in it are destroyed), mutual destruction counted: the digest's T8 measure */
    private static double penDestroyed(BattleSetup.Builder b) {
        BattleResult r = exact(b);
        return r.attackerWin() + r.draw();
    }

    /**
     * T8 (W197): a pen rolls 3 dice at 2 (1 once damaged), takes 2 hits, and the subs in it are hit first. 2 fighters (3)
     * against a pen already damaged: each round the pen is destroyed when a fighter hits (3/4); when both miss (1/4) the pen
     * scores 1 hit with 75/216 and none with 125/216. With one fighter left: f1 = 1/2 + 1/2 x 125/216 x f1 = 216/307; with
     * two: f2 = 3/4 + 1/4 (75/216 f1 + 125/216 f2), f2 = 215136/226873. The undamaged pen, alone or with a sub, by the same
     * recursion over (fighters, pen hits left, subs) with each round's hits going to the sub first, are the digest's T8
     * table (315832581/521807900; with the sub 21681938763/75009885625 = 0.289054, which a hit on the pen before the sub
     * would raise to 0.360621), as is its immediate-timing column (6 digits there).
     */
    @Test
    void subPenT8() {
        assertEquals(215136.0 / 226873, penDestroyed(battle("2 fighter", "1 sub-pen")
                .damage(Side.DEFENDER, Damage.parse("1 sub-pen:1", WAW))), 1e-12);
        assertEquals(315832581.0 / 521807900, penDestroyed(battle("2 fighter", "1 sub-pen")), 1e-12);
        assertEquals(428937101019.0 / 477976036400L, penDestroyed(battle("3 fighter", "1 sub-pen")), 1e-12);
        assertEquals(21681938763.0 / 75009885625L, penDestroyed(battle("2 fighter", "1 sub-pen, 1 submarine")), 1e-12);
        assertEquals(379319733.0 / 521807900, penDestroyed(battle("2 fighter", "1 sub-pen").option("value-timing", "immediate")), 1e-12);
        assertEquals(0.392782, penDestroyed(battle("2 fighter", "1 sub-pen, 1 submarine").option("value-timing", "immediate")), 1e-6);
        // the report shows the order the hits take: the sub, then the pen
        BattleSetup withSub = battle("2 fighter", "1 sub-pen, 1 submarine").build();
        String table = battleboard.report.ResultTable.format(withSub, new ExactSolver().solve(withSub),
                battleboard.report.ResultTable.Detail.ODDS);
        assertTrue(table.contains("Order of loss:  defender submarine > sub-pen, multi-hit units damaged in their turn (first lost first)"), table);
    }

    /**
     * The owner's choice between a hit on each Tiger and two hits on one (W527; option {@code armour-hits}). Two bombers
     * (4 on a d6: 2/3 each) attack two Tigers and break off after round 1, so the Tigers left are round 1's: 0, 1 or 2 hits
     * with 1/9, 4/9, 4/9. One hit: the Tiger hit rolls its armour and is lost with 1/3. Two hits, {@code spread}: each Tiger
     * rolls, 2 left with 4/9, 1 with 4/9, 0 with 1/9; so 2 Tigers left 1/9 + (4/9)(2/3) + (4/9)(4/9) = 49/81, 1 left
     * (4/9)(1/3) + (4/9)(4/9) = 28/81, none 4/81. {@code concentrate}: the Tiger hit takes the second hit and is destroyed,
     * the other is safe: 2 left 1/9 + (4/9)(2/3) = 33/81, 1 left (4/9)(1/3) + 4/9 = 48/81, none 0.
     */
    @Test
    void twoHitsOnOneTigerAreTheOwnersChoice() {
        BattleSetup.Builder b = battle("2 bomber", "2 tiger").retreat(new battleboard.battle.RetreatPolicy.AfterRound(1));
        assertTigersLeft(exact(b), 49.0 / 81, 28.0 / 81, 4.0 / 81);
        assertTigersLeft(exact(b.option("armour-hits", "concentrate")), 33.0 / 81, 48.0 / 81, 0);
    }

    private static void assertTigersLeft(BattleResult r, double two, double one, double none) {
        java.util.function.ToDoubleFunction<Integer> p = n -> r.defenderSurvivors().stream()
                .filter(o -> o.units().getOrDefault("tiger", 0) == n).mapToDouble(battleboard.result.SurvivorOutcome::probability).sum();
        assertEquals(two, p.applyAsDouble(2), 1e-12, "2 Tigers left");
        assertEquals(one, p.applyAsDouble(1), 1e-12, "1 Tiger left");
        assertEquals(none, p.applyAsDouble(0), 1e-12, "none left");
    }

    @Test
    void subPenBattlesAreTheirOwn() {
        assertRefused(() -> battle("2 fighter, 1 cruiser", "1 sub-pen").build(), "cruiser cannot attack a sub-pen: only air units may",
                "W191-195");
        assertRefused(() -> battle("2 fighter", "1 sub-pen, 3 submarine").build(), "3 units in one sub-pen: it holds at most 2");
        assertRefused(() -> battle("2 fighter", "1 sub-pen, 1 cruiser").build(), "cruiser cannot defend with sub-pen");
        assertRefused(() -> battle("2 fighter", "2 sub-pen").build(), "a battle is fought at one sub-pen");
        assertRefused(() -> battle("1 sub-pen", "1 cruiser").build(), "sub-pen cannot attack");
    }

    @Test
    void aJapaneseCruiserCarryingInfantryFightsAtOneAndDoesNotBombard() {
        // W533: attack and defense 1. 1 carrying cruiser (1) against 1 cruiser (3): won (1/6 x 1/2) / (1 - 5/6 x 1/2) = 1/7,
        // drawn (1/6 x 1/2) / (7/12) = 1/7; its infantry (3 IPC) is lost when it sinks (6/7): 18/7 after the battle
        BattleResult r = exact(battle("1 cruiser-carrying-infantry", "1 cruiser").cargo(Side.ATTACKER, "1 infantry"));
        assertEquals(1.0 / 7, r.attackerWin(), 1e-12);
        assertEquals(1.0 / 7, r.draw(), 1e-12);
        assertEquals(12 * 6.0 / 7 + 18.0 / 7, r.attackerIpcLoss(), 1e-12);
        assertRefused(() -> battle("1 infantry", "1 infantry").bombard("1 loaded-cruiser").build(),
                "cruiser-carrying-infantry cannot conduct shore bombardment");
        assertRefused(() -> battle("1 loaded-cruiser", "1 cruiser").cargo(Side.ATTACKER, "1 armor").build(), "does not fit");
    }

    @Test
    void rocketsSatisfyACombatLossWhereTheOwnerPutsThem() {
        // W518. 1 armor (3) against 2 infantry (2) and 1 rocket (0). The rocket first: the attacker must hit 3 times while the
        // armor lives: with 2 infantry each hit comes first with (1/2 x 4/9) / (1 - 1/2 x 4/9) = 2/7, with 1 infantry
        // (1/2 x 2/3) / (1 - 1/2 x 2/3) = 1/2: 2/7 x 2/7 x 1/2 = 2/49. The infantry first (cheapest first, the default):
        // 2/7 x 1/2, and the rocket alone never fires: 1/7
        OrderOfLoss rocketFirst = OrderOfLoss.parse("rocket", WAW, Role.DEFENSE);
        assertEquals(2.0 / 49, exact(battle("1 armor", "2 infantry, 1 rocket").order(Side.DEFENDER, rocketFirst)).attackerWin(), 1e-12);
        assertEquals(1.0 / 7, exact(battle("1 armor", "2 infantry, 1 rocket")).attackerWin(), 1e-12);
    }

    /**
     * W527: "A tiger tank may take one or two hits": the owner's order of loss says which. 2 bombers (4) attack 1 Tiger and 1
     * infantry and leave after round 1, so the defender's units left are round 1's: the bombers score 0, 1, 2 hits with
     * 1/9, 4/9, 4/9. The first hit is a single hit on the Tiger (damage first), which its armour roll saves with 2/3. The
     * second goes to the infantry by default (cheapest first): Tiger and infantry 1/9 + 4/9 x 2/3 = 11/27, infantry alone
     * 4/9 x 1/3 = 4/27, Tiger alone 4/9 x 2/3 = 8/27, none 4/27. With the Tiger first in the order the second hit is its
     * second, and destroys it with no roll: infantry alone 4/9 + 4/27 = 16/27.
     */
    @Test
    void theOwnerMayPutTwoHitsOnOneTiger() {
        BattleSetup.Builder b = battle("2 bomber", "1 tiger, 1 infantry").retreat(new RetreatPolicy.AfterRound(1));
        assertEquals(Map.of("infantry=1, tiger=1", 11.0 / 27, "infantry=1", 4.0 / 27, "tiger=1", 8.0 / 27, "", 4.0 / 27),
                left(exact(b)));
        b.order(Side.DEFENDER, OrderOfLoss.parse("tiger, infantry", WAW, Role.DEFENSE));
        assertEquals(Map.of("infantry=1, tiger=1", 11.0 / 27, "infantry=1", 16.0 / 27), left(exact(b)));
    }

    /** @return the defender's survivors, units written "id=n" in id order, with probabilities rounded to 27ths */
    private static Map<String, Double> left(BattleResult r) {
        Map<String, Double> out = new HashMap<>();
        for (SurvivorOutcome o : r.defenderSurvivors()) {
            String units = String.join(", ", o.units().entrySet().stream().filter(e -> e.getValue() > 0).sorted(Map.Entry.comparingByKey())
                    .map(e -> e.getKey() + "=" + e.getValue()).toList());
            out.merge(units, o.probability(), Double::sum);
        }
        out.entrySet().removeIf(e -> e.getValue() < 1e-12);
        out.replaceAll((k, p) -> {
            assertEquals(Math.round(p * 27) / 27.0, p, 1e-12, k);
            return Math.round(p * 27) / 27.0;
        });
        return out;
    }

    /**
     * W121-124: the defender assigns each gun to aircraft or to tanks. 1 fighter (3, 12 IPC) and 1 armor (3, 5 IPC) attack
     * 1 AA gun: each round the attacker destroys it with 3/4; it rolls 1 die at 1 at the class it covers, the other once
     * that one is gone. Covering the fighter: from both, the fighter is lost and the battle ends with 1/6 x 3/4 / (19/24) =
     * 3/19, the fighter is lost and the tank fights on with 1/24 / (19/24) = 1/19, where the tank is lost with
     * (1/6) / (7/12) = 2/7: 3/19 x 12 + 1/19 x (12 + 5 x 2/7) = 346/133. Covering the tank: 3/19 x 5 + 1/19 x (5 + 12 x 2/7)
     * = 164/133.
     */
    @Test
    void theDefenderChoosesWhichClassItsAaGunsCoverFirst() {
        assertEquals(346.0 / 133, exact(battle("1 fighter, 1 armor", "1 aa-gun")).attackerIpcLoss(), 1e-12);
        assertEquals(164.0 / 133, exact(battle("1 fighter, 1 armor", "1 aa-gun").option("aa-targets", "tanks-first")).attackerIpcLoss(),
                1e-12);
    }

    @Test
    void russiaDefendsAlone() {
        // W357, W359: a multinational defence may not put Russia beside another power; alone it is an ordinary defence
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Multinational.edition(WAW, "russia: 1 cruiser; uk: 1 cruiser"));
        assertTrue(e.getMessage().startsWith("russia defends alone in world-at-war-2005, never beside uk (W357"), e.getMessage());
        assertRefusedMessage(e, "W359");
        Multinational.edition(WAW, "us: 1 cruiser; uk: 1 cruiser");
        Multinational.edition(WAW, "ussr: 1 cruiser");
    }

    private static void assertRefused(Runnable r, String... parts) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, r::run);
        assertRefusedMessage(e, parts);
    }

    private static void assertRefusedMessage(IllegalArgumentException e, String... parts) {
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        for (String part : parts) {
            assertTrue(e.getMessage().contains(part), () -> "'" + part + "' not in: " + e.getMessage());
        }
    }
}
