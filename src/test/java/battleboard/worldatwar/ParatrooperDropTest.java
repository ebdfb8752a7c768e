package battleboard.worldatwar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.ParatrooperDrop;
import battleboard.battle.PreBattle;
import battleboard.battle.PreBattleVariant;
import battleboard.battle.Progress;
import battleboard.edition.Edition;
import battleboard.input.BattleCommandLine;
import battleboard.input.BattlePreset;
import battleboard.input.RollField;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.result.BattleResult;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * World at War's paratroopers dropped by bombers under the rule option {@code paratrooper-bombers=aa-fire} (W116-118, W121;
 * the battle spec's A15 option): before round 1 the defending AA guns fire at the carrying bombers, each gun at up to 3 of
 * them, one die each on a 1 (a d6); each bomber shot down takes its paratrooper with it, the attacker losing both (a bomber
 * 15 IPC, C405, and a paratrooper 4, W116: 19 a hit). The figures are derived by hand in each test's comment.
 */
class ParatrooperDropTest {
    private static final Edition WAW = Edition.builtIn("world-at-war-2005");
    private static final Map<String, String> AA_FIRE = Map.of("paratrooper-bombers", "aa-fire");

    private static BattleSetup.Builder battle(String attacker, String defender, int dropped, Map<String, String> options) {
        BattleSetup.Builder b = BattleSetup.builder(WAW).attacker(attacker).defender(defender)
                .preBattle(PreBattle.NONE.with(ParatrooperDrop.KIND.read(Integer.toString(dropped))));
        options.forEach(b::option);
        return b;
    }

    private static BattleResult exact(BattleSetup s) {
        return new Solver().solve(s, SolveOptions.of(MethodChoice.EXACT), Progress.NONE);
    }

    /**
     * One dropped paratrooper (A1) against a lone AA gun (D0, 5 IPC, a casualty in World at War, W126). The gun hits the
     * bomber with 1/6: the attack is over, the defender holds, and the attacker has lost 19 IPC. Otherwise (5/6) the
     * paratrooper hits on a 1 in some round while the gun, firing only at aircraft and tanks, never hits it: the attacker
     * takes the area and the defender loses the gun. Attacker win 5/6, defender win 1/6; IPC lost 19/6 and 25/6.
     */
    @Test
    void aLoneGunShootsDownTheBomberOnAOne() {
        BattleSetup s = battle("1 paratrooper", "1 aa-gun", 1, AA_FIRE).build();
        BattleResult r = exact(s);
        assertEquals(5.0 / 6, r.attackerWin(), 1e-12);
        assertEquals(5.0 / 6, r.attackerCaptures(), 1e-12);
        assertEquals(1.0 / 6, r.defenderWin(), 1e-12);
        assertEquals(0, r.draw(), 1e-12);
        assertEquals(19.0 / 6, r.attackerIpcLoss(), 1e-12);
        assertEquals(25.0 / 6, r.defenderIpcLoss(), 1e-12);
        // the survivors: the paratrooper alone when the attacker wins (the bombers were never in the battle)
        assertEquals(5.0 / 6, r.attackerSurvivors().stream().filter(o -> o.units().equals(Map.of("paratrooper", 1)))
                .mapToDouble(battleboard.result.SurvivorOutcome::probability).sum(), 1e-12);
        assertEquals(List.of("AA fire at 1 paratrooper's bomber: 0 shot down", "AA fire at 1 paratrooper's bomber: 1 shot down:"
                + " the attacker has nothing left"), s.preBattle().variants(s).stream().map(PreBattleVariant::label).toList());
    }

    /**
     * Four dropped paratroopers against one AA gun: the gun fires at 3 of the bombers (W121: up to 3 aircraft a gun), so the
     * fourth paratrooper always lands and takes the area (the gun never hits a paratrooper). The attacker loses 19 IPC a hit
     * of 3 dice at 1/6: 3 x 19 / 6 = 9.5; the defender the gun, 5. Two guns fire at all 4: 4 x 19 / 6 = 38/3, and every
     * bomber is shot down with (1/6)^4 = 1/1296, when the defender holds.
     */
    @Test
    void eachGunFiresAtUpToThreeBombers() {
        BattleResult one = exact(battle("4 paratrooper", "1 aa-gun", 4, AA_FIRE).build());
        assertEquals(1, one.attackerWin(), 1e-12);
        assertEquals(9.5, one.attackerIpcLoss(), 1e-12);
        assertEquals(5, one.defenderIpcLoss(), 1e-12);
        BattleResult two = exact(battle("4 paratrooper", "2 aa-gun", 4, AA_FIRE).build());
        assertEquals(1.0 / 1296, two.defenderWin(), 1e-12);
        assertEquals(1 - 1.0 / 1296, two.attackerWin(), 1e-12);
        assertEquals(38.0 / 3, two.attackerIpcLoss(), 1e-12);
        assertEquals(10 * (1 - 1.0 / 1296), two.defenderIpcLoss(), 1e-12);
    }

    /**
     * Only the paratroopers dropped are at risk: 2 paratroopers of which 1 came by bomber, against an AA gun. The gun fires
     * at one bomber: 19/6 IPC lost on average, and the other paratrooper always takes the area.
     */
    @Test
    void onlyTheParatroopersDroppedAreShotAt() {
        BattleResult r = exact(battle("2 paratrooper", "1 aa-gun", 1, AA_FIRE).build());
        assertEquals(1, r.attackerWin(), 1e-12);
        assertEquals(19.0 / 6, r.attackerIpcLoss(), 1e-12);
    }

    /**
     * The gun fires at its first-round value: surprised (W177: "including any AA guns, defend at -1") it is at 0 and does
     * not fire, so the lone paratrooper always lands and wins; with Russian espionage on the defender's side (+1 in the
     * first round, W546) it hits on 2 or less: attacker win 4/6, attacker loss 19/3.
     */
    @Test
    void theGunFiresAtItsFirstRoundValue() {
        BattleResult surprised = exact(battle("1 paratrooper", "1 aa-gun", 1, AA_FIRE).tech(battleboard.battle.Side.DEFENDER, "surprised").build());
        assertEquals(1, surprised.attackerWin(), 1e-12);
        assertEquals(0, surprised.attackerIpcLoss(), 1e-12);
        BattleResult espionage = exact(battle("1 paratrooper", "1 aa-gun", 1, AA_FIRE).tech(battleboard.battle.Side.DEFENDER, "russian-espionage").build());
        assertEquals(4.0 / 6, espionage.attackerWin(), 1e-12);
        assertEquals(19.0 / 3, espionage.attackerIpcLoss(), 1e-12);
    }

    /**
     * A fuller battle, exact against the hand-weighted mixture of the battles after each number of bombers shot down, and
     * Monte Carlo against exact within 4 standard errors. Two paratroopers dropped with an infantry and an armor, against
     * 2 infantry and an AA gun: 0, 1 or 2 of the bombers are shot down with 25/36, 10/36 and 1/36.
     */
    @Test
    void equalsTheHandMixtureAndMonteCarloAgrees() {
        BattleSetup s = battle("2 paratrooper, 1 infantry, 1 armor", "2 infantry, 1 aa-gun", 2, AA_FIRE).build();
        BattleResult mixed = exact(s);
        double[] weight = {25.0 / 36, 10.0 / 36, 1.0 / 36};
        String[] left = {"2 paratrooper, 1 infantry, 1 armor", "1 paratrooper, 1 infantry, 1 armor", "1 infantry, 1 armor"};
        double win = 0;
        double draw = 0;
        double attackerLoss = 0;
        double defenderLoss = 0;
        for (int k = 0; k < 3; k++) {
            BattleResult r = exact(BattleSetup.builder(WAW).attacker(left[k]).defender("2 infantry, 1 aa-gun").option("paratrooper-bombers", "aa-fire").build());
            win += weight[k] * r.attackerWin();
            draw += weight[k] * r.draw();
            attackerLoss += weight[k] * (r.attackerIpcLoss() + 19 * k);
            defenderLoss += weight[k] * r.defenderIpcLoss();
        }
        assertEquals(win, mixed.attackerWin(), 1e-12);
        assertEquals(draw, mixed.draw(), 1e-12);
        assertEquals(attackerLoss, mixed.attackerIpcLoss(), 1e-12);
        assertEquals(defenderLoss, mixed.defenderIpcLoss(), 1e-12);
        assertEquals(1, mixed.attackerWin() + mixed.defenderWin() + mixed.draw(), 1e-12);
        int trials = 100_000;
        BattleResult mc = new Solver().solve(s, SolveOptions.of(MethodChoice.MONTE_CARLO)
                .withMonteCarlo(MonteCarloOptions.defaults().withTrials(trials).withSeed(11)), Progress.NONE);
        double p = win;
        double se = Math.sqrt(p * (1 - p) / trials);
        assertTrue(Math.abs(mc.attackerWin() - p) <= 4 * se, () -> mc.attackerWin() + " vs " + p + " within " + 4 * se);
    }

    @Test
    void theDropSurvivesABattleFileAndTheCommandLine() {
        BattleSetup s = battle("2 paratrooper, 1 infantry", "1 infantry, 1 aa-gun", 2, AA_FIRE).build();
        BattlePreset p = BattlePreset.of(s, "world-at-war-2005", "drop");
        assertEquals("2", p.rolls().given().get(RollField.PARATROOPERS_DROPPED));
        assertTrue(p.toJson().contains("\"paratroopersDropped\" : \"2\""), p.toJson());
        assertTrue(BattleCommandLine.of(p).contains(" --paratroopers-dropped 2"), BattleCommandLine.of(p));
        assertEquals("2 paratroopers dropped by bombers: the AA guns fire at the bombers first", s.preBattle().describe());
        List<String> notes = new java.util.ArrayList<>();
        assertTrue(s.preBattle().forEdition(Edition.builtIn("classic"), notes).isNone());
        assertEquals(List.of("the paratrooper drop is left out: not a rule of classic"), notes);
    }

    @Test
    void wrongInputIsOneLine() {
        assertRefused(() -> battle("1 paratrooper", "1 aa-gun", 1, Map.of()).build(),
                "only under the rule option paratrooper-bombers=aa-fire", "by default their bombers are not in the battle", "W116-118");
        assertRefused(() -> battle("1 paratrooper, 1 infantry", "1 infantry", 2, AA_FIRE).build(),
                "2 paratroopers dropped by bombers, but the attacker has 1 paratrooper");
        assertRefused(() -> battle("1 infantry", "1 infantry", 1, AA_FIRE).build(), "the attacker has no paratrooper");
        assertRefused(() -> ParatrooperDrop.KIND.read("0"), "from 1 to 100");
        assertRefused(() -> ParatrooperDrop.KIND.read("two"), "'two': expected the number of paratroopers dropped by bombers");
        assertRefused(() -> BattleSetup.builder(Edition.builtIn("revised")).attacker("1 infantry").defender("1 infantry")
                .preBattle(PreBattle.NONE.with(ParatrooperDrop.KIND.read("1"))).build(), "not a rule of revised");
        assertRefused(() -> new PreBattle(0, 1, true).with(ParatrooperDrop.KIND.read("1")), "a paratrooper drop", "cannot be combined");
    }

    private static void assertRefused(Runnable r, String... parts) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, r::run);
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        for (String part : parts) {
            assertTrue(e.getMessage().contains(part), () -> "'" + part + "' not in: " + e.getMessage());
        }
    }
}
