package battleboard.global1940;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.KamikazeTargets;
import battleboard.battle.PreBattle;
import battleboard.battle.Progress;
import battleboard.battle.Refusal;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.input.BattleInputException;
import battleboard.input.BattlePreset;
import battleboard.result.BattleResult;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Global 1940's kamikaze strikes with their targets named before the dice (TripleA's ww2global40_2nd_edition.xml
 * X4777-4779: one enemy surface warship per token, each token one die at 2 at its own ship only): every way the dice
 * fall is a battle of its own, held against hand derivations as fractions.
 */
class KamikazeTargetsTest {
    private static final double TOL = 1e-12;
    private static final Edition E = Edition.builtIn("axis-allies-global-1940-2e");

    private static BattleSetup.Builder battle(String attacker, String defender) {
        return BattleSetup.builder(E).attacker(attacker).defender(defender);
    }

    private static PreBattle named(String targets) {
        return PreBattle.NONE.withKamikazeTargets(KamikazeTargets.parse(targets));
    }

    private static BattleResult exact(BattleSetup s) {
        return new Solver().solve(s, SolveOptions.of(MethodChoice.EXACT), Progress.NONE);
    }

    /**
     * Two tokens named at one battleship (2 hits), each hitting with 2/6 = 1/3: both hit, (1/3)^2 = 1/9, sink it; one
     * hits, 2 (1/3)(2/3) = 4/9, damages it; none, 4/9. With nothing else defending, the attacker wins with 8/9 and the
     * sinking is a draw (1/9); the attacker loses 20 x 1/9 = 20/9 IPC, the tokens cost nothing.
     */
    @Test
    void twoTokensAtOneBattleship() {
        BattleResult r = exact(battle("1 battleship", "2 kamikaze").preBattle(named("battleship, battleship")).build());
        assertEquals(8.0 / 9, r.attackerWin(), TOL);
        assertEquals(1.0 / 9, r.draw(), TOL);
        assertEquals(0.0, r.defenderWin(), TOL);
        assertEquals(20.0 / 9, r.attackerIpcLoss(), TOL);
        assertEquals(0.0, r.defenderIpcLoss(), TOL);
    }

    /**
     * The battle after the strike: a battleship (A4: 2/3) against a destroyer (D2: 1/3). Per round, the battleship alone
     * hits with 4/9, both with 2/9, the destroyer alone with 1/9, neither 2/9. Damaged (1 hit left): win 4/7, draw 2/7,
     * loss 1/7. Whole: the destroyer dies with 6/9 of 7/9 = 6/7 (a win, the battleship damaged or not), the battleship is
     * damaged first with 1/7: win 6/7 + 4/49 = 46/49, draw 2/49, loss 1/49. With the strike (whole 4/9, damaged 4/9,
     * sunk 1/9: a defender win): attacker win 4/9 (46/49 + 28/49) = 296/441, draw 4/9 (2/49 + 14/49) = 64/441, defender
     * win 4/441 + 28/441 + 49/441 = 81/441. The battleship is lost with 1/9 + 4/9 x 3/49 + 4/9 x 3/7 = 145/441 (20 IPC),
     * the destroyer with 360/441 (8 IPC). Both tokens at the battleship is also where the firer's choice after the dice
     * puts them (option kamikaze-targets=firer, the most expensive ship first), so the battle with the tokens unnamed
     * gives the same figures through the round model's kamikaze step.
     */
    @Test
    void theBattleAfterTheStrike() {
        BattleResult r = exact(battle("1 battleship", "2 kamikaze, 1 destroyer").preBattle(named("battleship, battleship")).build());
        assertEquals(296.0 / 441, r.attackerWin(), TOL);
        assertEquals(64.0 / 441, r.draw(), TOL);
        assertEquals(81.0 / 441, r.defenderWin(), TOL);
        assertEquals(20.0 * 145 / 441, r.attackerIpcLoss(), 1e-9);
        assertEquals(8.0 * 360 / 441, r.defenderIpcLoss(), 1e-9);
        BattleResult firer = exact(battle("1 battleship", "2 kamikaze, 1 destroyer").build());
        assertEquals(firer.attackerWin(), r.attackerWin(), TOL);
        assertEquals(firer.draw(), r.draw(), TOL);
        assertEquals(firer.attackerIpcLoss(), r.attackerIpcLoss(), 1e-9);
    }

    /**
     * A token named at the destroyer beside a battleship sinks it with 1/3: the attacker loses 8/3 IPC. After the dice, the
     * firer's choice (the most expensive ship) only damages the battleship: 0 IPC; the attacker wins always.
     */
    @Test
    void aNamedTargetIsNotTheFirersChoiceAfterTheDice() {
        BattleResult r = exact(battle("1 battleship, 1 destroyer", "1 kamikaze").preBattle(named("destroyer")).build());
        assertEquals(1.0, r.attackerWin(), TOL);
        assertEquals(8.0 / 3, r.attackerIpcLoss(), TOL);
        assertEquals(0.0, exact(battle("1 battleship, 1 destroyer", "1 kamikaze").build()).attackerIpcLoss(), TOL);
    }

    /**
     * Two destroyers, two tokens. Both named at the first destroyer: it sinks with 1 - (2/3)^2 = 5/9 (a second hit on it
     * is lost), the other never: 8 x 5/9 = 40/9 IPC, the attacker always wins. One at each ("destroyer, destroyer#2"):
     * each sinks with 1/3 on its own, both with 1/9 (a draw: nothing else defends): 16/3 IPC, attacker win 8/9.
     */
    @Test
    void aHitOnAShipAlreadySunkIsLost() {
        BattleResult same = exact(battle("2 destroyer", "2 kamikaze").preBattle(named("destroyer, destroyer")).build());
        assertEquals(40.0 / 9, same.attackerIpcLoss(), TOL);
        assertEquals(1.0, same.attackerWin(), TOL);
        BattleResult each = exact(battle("2 destroyer", "2 kamikaze").preBattle(named("destroyer, destroyer#2")).build());
        assertEquals(16.0 / 3, each.attackerIpcLoss(), TOL);
        assertEquals(8.0 / 9, each.attackerWin(), TOL);
        assertEquals(1.0 / 9, each.draw(), TOL);
    }

    /**
     * Ships are numbered with the damaged ones first: of a damaged and a whole battleship, "battleship" is the damaged one,
     * sunk by one hit (1/3: 20/3 IPC), "battleship#2" the whole one, only damaged (0 IPC).
     */
    @Test
    void damagedShipsComeFirst() {
        BattleSetup.Builder b = battle("2 battleship", "1 kamikaze").damaged(Side.ATTACKER, battleboard.battle.Force.parse("1 battleship", E));
        assertEquals(20.0 / 3, exact(b.preBattle(named("battleship")).build()).attackerIpcLoss(), TOL);
        assertEquals(0.0, exact(b.preBattle(named("battleship#2")).build()).attackerIpcLoss(), TOL);
    }

    /** The targets must fit the battle: one per token, a surface warship the attacker has, in an edition with the rule. */
    @Test
    void refusals() {
        assertRefused(battle("1 battleship", "1 kamikaze").preBattle(named("battleship, battleship")),
                "2 targets named for 1 kamikaze strike (the defender's kamikaze): name one target per strike");
        assertRefused(battle("1 battleship", "2 kamikaze").preBattle(named("battleship")),
                "1 target named for 2 kamikaze strikes (the defender's kamikaze): name one target per strike");
        assertRefused(battle("1 battleship", "1 kamikaze").preBattle(named("carrier")), "'carrier': the attacker has no carrier to strike");
        assertRefused(battle("1 battleship", "1 kamikaze").preBattle(named("battleship#2")), "'battleship#2': the attacker has 1 battleship to strike");
        assertRefused(battle("1 battleship, 1 transport", "1 kamikaze").preBattle(named("transport")),
                "'transport': a kamikaze strike hits only battleship, cruiser, destroyer, carrier (X4779), not transport");
        assertRefused(battle("1 battleship, 1 fighter", "1 kamikaze").preBattle(named("fighter")),
                "'fighter': a kamikaze strike hits only battleship, cruiser, destroyer, carrier (X4779), not fighter");
        assertRefused(battle("1 battleship", "1 kamikaze").preBattle(named("yamato")), "'yamato': not a unit of axis-allies-global-1940-2e");
        assertRefused(BattleSetup.builder(Edition.builtIn("revised")).attacker("1 battleship").defender("1 destroyer").preBattle(named("battleship")),
                "kamikaze strikes with named targets are not a rule of revised (Global 1940's, TripleA X4777-4779)");
        IllegalArgumentException count = assertThrows(IllegalArgumentException.class, () -> KamikazeTargets.parse("2 battleship"));
        assertTrue(count.getMessage().startsWith("'2 battleship': name one ship per kamikaze strike"), count.getMessage());
    }

    /** A battle file's {@code kamikazeTargets}: read, refused on the field's path, and written back. */
    @Test
    void theBattleFileField() {
        BattlePreset p = new BattlePreset("", Optional.of(E.id()), Optional.of("1 battleship"), Optional.of("1 kamikaze"), Optional.empty(),
                java.util.Map.of(), java.util.Map.of(), java.util.Map.of(), java.util.Map.of(), java.util.OptionalInt.empty(), false,
                Optional.empty(), java.util.Map.of(), java.util.OptionalInt.empty(), java.util.Map.of(), java.util.Set.of(), Optional.empty(),
                new BattlePreset.Rolls(Optional.empty(), false, Optional.empty(), false, Optional.empty(), false, Optional.empty(),
                        Optional.of("battleship, cruiser")));
        BattleInputException e = assertThrows(BattleInputException.class, () -> p.setup(E));
        assertEquals("rolls.kamikazeTargets", e.problems().get(0).path());
        assertEquals("'cruiser': the attacker has no cruiser to strike", e.problems().get(0).message());
        BattlePreset written = BattlePreset.of(battle("1 battleship", "1 kamikaze").preBattle(named("bb")).build(), E.id(), "");
        assertEquals(Optional.of("bb"), written.rolls().kamikazeTargets());
        assertTrue(written.toJson().contains("\"kamikazeTargets\" : \"bb\""), written.toJson());
        assertEquals("bb", written.setup(E).preBattle().kamikazeTargets().orElseThrow().text());
    }

    private static void assertRefused(BattleSetup.Builder b, String message) {
        Refusal r = assertThrows(Refusal.class, b::build);
        assertEquals(message, r.getMessage());
    }
}
