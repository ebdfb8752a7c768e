package battleboard.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.result.BattleResult;
import battleboard.solve.MethodChoice;
import battleboard.report.PostBattleLosses;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 10, item 3: the losses after the battle, counted in the IPC figures under {@code post-battle-losses=count} (the
 * default): the cargo of sunk transports (Revised L1007-1010, L2502; Classic C735-737, C748) and aircraft at sea with
 * nowhere to land (Revised L2314, L2375-2376; Classic C647, C798). Values derived by hand, exact to 1e-12.
 */
class PostBattleLossesTest {
    private static final Edition REVISED = Edition.builtIn("revised");

    private static BattleResult exact(BattleSetup s) {
        return new Solver().solve(s, SolveOptions.of(MethodChoice.EXACT), Progress.NONE);
    }

    /**
     * A battleship (attack 4, two hits) against a transport (defense 1) carrying 2 infantry. Undamaged, each round
     * the battleship hits with 2/3 (the transport sinks), is hit and missed with (1/3)(1/6) = 1/18 (damaged), or both
     * miss with 5/18: normalised by 13/18, the transport sinks with 12/13, the battleship is damaged first with 1/13.
     * Damaged, it wins with (2/3)(5/6) / (13/18) = 10/13, both sink with (2/3)(1/6) / (13/18) = 2/13, it sinks alone
     * with 1/13. So the transport sinks with 12/13 + (1/13)(12/13) = 168/169 and the battleship with (1/13)(3/13) =
     * 3/169: the defender loses (8 + 2 * 3)(168/169) = 2352/169 IPC, 1008/169 of them the cargo, after the battle; the
     * attacker 24 * 3/169 = 72/169.
     */
    @Test
    void theCargoIsLostWithItsTransport() {
        BattleSetup s = BattleSetup.builder(REVISED).attacker("1 battleship").defender("1 transport")
                .cargo(Side.DEFENDER, "2 infantry").build();
        BattleResult r = exact(s);
        assertEquals(2352.0 / 169, r.defenderIpcLoss(), 1e-12);
        assertEquals(72.0 / 169, r.attackerIpcLoss(), 1e-12);
        assertEquals(2352.0 / 169 - 72.0 / 169, r.ipcSwing(), 1e-12);
        assertEquals(2352.0 / 169 - 72.0 / 169, r.swing().mean(), 1e-12);
        Map<Side, Double> after = PostBattleLosses.expected(s, r);
        assertEquals(1008.0 / 169, after.get(Side.DEFENDER), 1e-12);
        assertEquals(0, after.get(Side.ATTACKER), 1e-12);

        BattleResult ignored = exact(s.toBuilder().option("post-battle-losses", "ignore").build());
        assertEquals(1344.0 / 169, ignored.defenderIpcLoss(), 1e-12);
        assertEquals(Map.of(), PostBattleLosses.expected(s.toBuilder().option("post-battle-losses", "ignore").build(), ignored));
        BattleResult without = exact(BattleSetup.builder(REVISED).attacker("1 battleship").defender("1 transport").build());
        assertEquals(without.defenderIpcLoss(), ignored.defenderIpcLoss(), 1e-12);
        assertEquals(without.attackerWin(), r.attackerWin(), 1e-12);

        BattleResult mc = new Solver().solve(s, SolveOptions.of(MethodChoice.MONTE_CARLO)
                .withMonteCarlo(MonteCarloOptions.defaults().withTrials(200_000).withSeed(5)), Progress.NONE);
        double se = mc.sampling().orElseThrow().defenderIpcLossError();
        assertEquals(r.defenderIpcLoss(), mc.defenderIpcLoss(), 4 * se, "within 4 standard errors");
    }

    /**
     * Two transports, cargo loaded as written on the first with room: Revised "1 tank, 2 infantry" puts the tank and
     * an infantry on the first (one land unit of any type plus one infantry, L2502), the other infantry on the second;
     * Classic "1 infantry, 1 tank, 1 infantry" puts both infantry on the first and the tank alone on the second
     * (C735-737). The owner chooses which transport is lost (Revised L1343-1347): the one with less cargo, so one
     * transport sunk loses 3 (Revised: the lone infantry, not 5 + 3) and 5 (Classic: the tank, not 3 + 3); both sunk
     * lose all of it.
     */
    @Test
    void theCargoIsLoadedAsWrittenAndTheLightestLoadIsLostFirst() {
        assertEquals(3, cargoOfTheFirstTransport(REVISED, "1 tank, 2 infantry"));
        assertEquals(5, cargoOfTheFirstTransport(Edition.builtIn("classic"), "1 infantry, 1 armor, 1 infantry"));
        BattleSetup both = BattleSetup.builder(REVISED).attacker("1 battleship").defender("2 transport")
                .cargo(Side.DEFENDER, "1 tank, 2 infantry").build();
        assertEquals(11, battleboard.battle.PostBattle.of(both, Side.DEFENDER).lost(Map.of()));
        assertEquals("the defender's cargo (2 tank) does not fit on its 1 transport (each 2 land units, at most 1 not infantry,"
                + " L2502)", assertThrows(IllegalArgumentException.class, () -> BattleSetup.builder(REVISED).attacker("1 battleship")
                .defender("1 transport").cargo(Side.DEFENDER, "2 tank").build()).getMessage());
        assertEquals("the defender's cargo (1 infantry, 1 armor) does not fit on its 1 transport (each 2 infantry or 1 other"
                + " land unit, C735-737)", assertThrows(IllegalArgumentException.class, () -> BattleSetup.builder(Edition.builtIn("classic"))
                .attacker("1 battleship").defender("1 transport").cargo(Side.DEFENDER, "1 infantry, 1 armor").build()).getMessage());
    }

    /** @return the IPC lost with the first transport sunk: the loss when one of two sinks and one survives */
    private static int cargoOfTheFirstTransport(Edition e, String cargo) {
        BattleSetup s = BattleSetup.builder(e).attacker("1 battleship").defender("2 transport").cargo(Side.DEFENDER, cargo).build();
        return battleboard.battle.PostBattle.of(s, Side.DEFENDER).lost(Map.of("transport", 1));
    }

    /**
     * Issue 23, row 13: a fighter (attack 3) against two transports (defense 1 each) carrying an infantry and a tank,
     * both on the first (L2502). The defender loses the empty transport first (its choice, L1343-1347). With 2
     * transports a round ends the battle or changes it unless the fighter misses (1/2) and survives (25/36): normalised
     * by 47/72, one transport sinks with (1/2)(25/36)/(47/72) = 25/47 and the battle goes on, one sinks and the fighter
     * dies with (1/2)(11/36)/(47/72) = 11/47, nothing happens and the fighter dies with 11/47. With the loaded one left,
     * it sinks with (1/2)/(7/12) = 6/7. Defender's loss: (11/47)8 + (25/47)(8 + (6/7)(8 + 8)) = 4416/329 IPC (it was
     * 15.903 when the loaded transport went first).
     */
    @Test
    void theEmptyTransportIsLostFirst() {
        BattleSetup s = BattleSetup.builder(REVISED).attacker("1 fighter").defender("2 transport")
                .cargo(Side.DEFENDER, "1 infantry, 1 tank").build();
        assertEquals(4416.0 / 329, exact(s).defenderIpcLoss(), 1e-12);
    }

    /**
     * A submarine (attack 2, sea units only) against a carrier (defense 3) with a fighter (defense 4), the fighter with
     * no landing place in reach. Each round the submarine hits with 1/3 and the carrier sinks before it fires back
     * (opening fire, L1311-1320); then the fighter hits with 2/3, else the fighter alone goes on until it sinks the
     * submarine it cannot be hit by. With a miss (2/3) the carrier and fighter miss together with (1/2)(1/3) = 1/6.
     * Normalised by 8/9: the carrier sinks with (1/3) / (8/9) = 3/8, and the fighter, alive in every such battle, has
     * nowhere to land: 10 * 3/8 = 15/4 IPC after the battle, 16 * 3/8 + 15/4 = 39/4 in all.
     */
    @Test
    void aDefendingFighterWhoseCarrierSankHasNowhereToLand() {
        BattleSetup s = BattleSetup.builder(REVISED).attacker("1 submarine").defender("1 carrier, 1 fighter")
                .landingInReach(Side.DEFENDER, false).build();
        BattleResult r = exact(s);
        assertEquals(39.0 / 4, r.defenderIpcLoss(), 1e-12);
        assertEquals(15.0 / 4, PostBattleLosses.expected(s, r).get(Side.DEFENDER), 1e-12);
        assertEquals(6, exact(s.toBuilder().landingInReach(Side.DEFENDER, true).build()).defenderIpcLoss(), 1e-12);
    }

    /**
     * An attacker's fighters rely on its carrier only as far as it had room at the start (L2314). A submarine (defense
     * 2, opening fire on defense too) against a carrier (attack 1) and its fighters (attack 3): the submarine sinks the
     * carrier with 1/3 per round, after which the fighters win with certainty (it cannot hit them); otherwise all miss
     * with (5/6)(1/2)^n. Two fighters: the carrier sinks with (1/3) / (1 - (2/3)(5/24)) = 12/31 and both fighters are
     * lost: 240/31 IPC after the battle. Three fighters, room for two: (1/3) / (1 - (2/3)(5/48)) = 24/67, and only the
     * two that relied on it are lost: 480/67.
     */
    @Test
    void anAttackersFightersRelyOnItsCarriersRoomOnly() {
        BattleSetup two = BattleSetup.builder(REVISED).attacker("1 carrier, 2 fighter").defender("1 submarine")
                .landingInReach(Side.ATTACKER, false).build();
        BattleResult r2 = exact(two);
        assertEquals(240.0 / 31, PostBattleLosses.expected(two, r2).get(Side.ATTACKER), 1e-12);
        assertEquals(16 * 12.0 / 31 + 240.0 / 31, r2.attackerIpcLoss(), 1e-12);
        BattleSetup three = BattleSetup.builder(REVISED).attacker("1 carrier, 3 fighter").defender("1 submarine")
                .landingInReach(Side.ATTACKER, false).build();
        assertEquals(480.0 / 67, PostBattleLosses.expected(three, exact(three)).get(Side.ATTACKER), 1e-12);
    }

    @Test
    void cargoThatCannotBeIsRefused() {
        assertEquals("cargo rides on transports in a sea battle, but this is a land battle", assertThrows(IllegalArgumentException.class,
                () -> BattleSetup.builder(REVISED).attacker("2 infantry").defender("1 infantry").cargo(Side.ATTACKER, "1 tank")
                        .build()).getMessage());
        assertEquals("the attacker has cargo (1 infantry) but no transport", assertThrows(IllegalArgumentException.class,
                () -> BattleSetup.builder(REVISED).attacker("1 battleship").defender("1 transport").cargo(Side.ATTACKER, "1 infantry")
                        .build()).getMessage());
        assertEquals("fighter cannot be cargo: transports carry land units", assertThrows(IllegalArgumentException.class,
                () -> BattleSetup.builder(REVISED).attacker("1 battleship").defender("1 transport").cargo(Side.DEFENDER, "1 fighter")
                        .build()).getMessage());
    }
}
