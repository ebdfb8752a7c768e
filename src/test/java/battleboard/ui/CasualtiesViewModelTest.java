package battleboard.ui;

import static battleboard.ui.FormFields.field;
import static battleboard.ui.FormFields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Force;
import battleboard.battle.Progress;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.result.BattleResult;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import battleboard.ui.CasualtiesViewModel.Row;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The casualty explorer pane: the form's battle as a position, every choice valued, best first. */
class CasualtiesViewModelTest {
    private static final Edition REVISED = Edition.builtIn("revised");

    private final RecordingNotifier notifier = new RecordingNotifier();
    private final ManualTaskRunner manual = new ManualTaskRunner();

    private BattleboardViewModel form(TaskRunner runner) {
        return new BattleboardViewModel(List.of("revised"), Edition::builtIn, FormServices.of(runner, notifier, Optional::empty));
    }


    private static double attackerWin(String attacker, String defender, int round) {
        BattleResult r = new Solver().solve(BattleSetup.builder(REVISED).attacker(attacker).defender(defender).startRound(round).build(),
                SolveOptions.defaults(), Progress.NONE);
        return r.attackerWin();
    }

    @Test
    void theAttackerTakingOneHitLosesAnInfantryRatherThanItsTank() {
        BattleboardViewModel vm = form(new InlineTaskRunner());
        set(vm, "attacker-infantry", "3");
        set(vm, "attacker-tank", "1");
        set(vm, "defender-infantry", "4");
        CasualtiesViewModel explorer = vm.casualties();
        explorer.explore();

        assertEquals(List.of("lose 1 infantry", "lose 1 tank"), explorer.rows().stream().map(Row::casualties).toList());
        Row best = explorer.rows().get(0);
        // after the hit, the battle goes on from round 2 with the units left
        assertEquals(ResultsViewModel.percent(attackerWin("2 infantry, 1 tank", "4 infantry", 2)), best.attackerWin());
        assertEquals(ResultsViewModel.percent(attackerWin("3 infantry", "4 infantry", 2)), explorer.rows().get(1).attackerWin());
        assertEquals("2 infantry, 1 tank", best.remaining());
        assertEquals("The attacker takes 1 hit in round 1: 2 choices, best first for the attacker.", explorer.job().statusProperty().get());
        assertTrue(explorer.noteProperty().get().startsWith("exact"), explorer.noteProperty().get());

        set(vm, "defender-infantry", "5");
        assertTrue(explorer.job().staleProperty().get());
    }

    @Test
    void damagedBattleshipsAndTheRoundMakeThePosition() {
        BattleboardViewModel vm = form(manual);
        set(vm, "attacker-battleship", "2");
        set(vm, "defender-destroyer", "2");
        CasualtiesViewModel explorer = vm.casualties();
        assertEquals(List.of("explore-damaged-attacker-battleship", "explore-damaged-defender-battleship"),
                explorer.damaged().stream().map(d -> d.field().id()).toList());
        explorer.round().textProperty().set("3");
        explorer.damaged().get(0).field().textProperty().set("1");
        BattleSetup position = explorer.position();
        assertEquals(3, position.startRound());
        assertEquals(Force.parse("1 battleship", REVISED), position.damaged(Side.ATTACKER));
        assertEquals(Force.empty(), position.damaged(Side.DEFENDER));

        explorer.hitSideProperty().set(Side.DEFENDER);
        explorer.hits().textProperty().set("2");
        explorer.explore();
        assertEquals(1, manual.started.size());
        assertTrue(explorer.job().runningProperty().get());
        explorer.cancel();
        assertTrue(manual.last().cancelled);
        assertEquals("Exploration cancelled.", explorer.job().statusProperty().get());
    }

    @Test
    void aRefusedNumberIsMarkedAndNamed() {
        BattleboardViewModel vm = form(manual);
        set(vm, "attacker-battleship", "1");
        set(vm, "defender-destroyer", "1");
        CasualtiesViewModel explorer = vm.casualties();
        explorer.hits().textProperty().set("0");
        assertTrue(explorer.hits().invalidProperty().get());
        assertEquals("hits to take: at least 1, not 0", explorer.job().statusProperty().get());
        assertTrue(explorer.job().statusErrorProperty().get());
        explorer.hits().textProperty().set("1");
        assertFalse(explorer.hits().invalidProperty().get());
        assertFalse(explorer.job().statusErrorProperty().get());

        explorer.damaged().get(0).field().textProperty().set("2");
        explorer.explore();
        assertTrue(manual.started.isEmpty());
        assertTrue(explorer.damaged().get(0).field().invalidProperty().get());
        assertEquals("damaged 2 battleship: the attacker has only 1", explorer.job().statusProperty().get());

        explorer.damaged().get(0).field().textProperty().set("");
        explorer.round().textProperty().set("0");
        explorer.explore();
        assertTrue(explorer.round().invalidProperty().get());
        assertEquals("the start round must be at least 1, not 0", explorer.job().statusProperty().get());

        set(vm, "attacker-battleship", "");
        explorer.round().textProperty().set("1");
        explorer.explore();
        assertEquals("the battle on the Battle tab is not ready: the attacker has no units", explorer.job().statusProperty().get());
        assertTrue(manual.started.isEmpty());
    }
}
