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
import battleboard.solve.CasualtyChoice;
import battleboard.solve.CasualtyExplorer;
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
        assertEquals(Figures.percent(attackerWin("2 infantry, 1 tank", "4 infantry", 2)), best.attackerWin());
        assertEquals(Figures.percent(attackerWin("3 infantry", "4 infantry", 2)), explorer.rows().get(1).attackerWin());
        assertEquals("2 infantry, 1 tank", best.remaining());
        assertEquals("The attacker takes 1 hit in round 1: 2 choices, best first for the attacker.", explorer.job().statusProperty().get());
        assertTrue(explorer.noteProperty().get().startsWith("exact"), explorer.noteProperty().get());
        // as the command line says it (issue 26, defect 11)
        assertTrue(explorer.noteProperty().get().endsWith("\nIPC swing: the defender's expected IPC loss minus the attacker's from"
                + " this round on, these casualties included."), explorer.noteProperty().get());

        set(vm, "defender-infantry", "5");
        assertTrue(explorer.job().staleProperty().get());
    }

    @Test
    void theBattleTabsDamagedUnitsAndTheRoundMakeThePosition() {
        BattleboardViewModel vm = form(manual);
        set(vm, "attacker-battleship", "2");
        set(vm, "defender-destroyer", "2");
        CasualtiesViewModel explorer = vm.casualties();
        assertEquals("", explorer.damagedProperty().get());
        set(vm, "attacker-damaged-battleship-1", "1");
        assertEquals("attacker 1 battleship (1 hit)", explorer.damagedProperty().get());
        explorer.round().textProperty().set("3");
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

    /**
     * A battleship that has taken a hit sinks with the next one: the attacker taking one hit loses its
     * destroyer or its battleship, where an undamaged battleship could take it as damage.
     */
    @Test
    void theChoicesAreTheExplorersForTheDamagedPosition() {
        BattleboardViewModel vm = form(new InlineTaskRunner());
        set(vm, "attacker-battleship", "1");
        set(vm, "attacker-destroyer", "1");
        set(vm, "defender-destroyer", "2");
        CasualtiesViewModel explorer = vm.casualties();
        explorer.explore();
        assertTrue(explorer.rows().stream().anyMatch(r -> r.casualties().startsWith("damaged 1 battleship")),
                explorer.rows().toString());

        set(vm, "attacker-damaged-battleship-1", "1");
        explorer.explore();
        CasualtyExplorer.Exploration expected = new CasualtyExplorer().explore(BattleSetup.builder(REVISED)
                .attacker("1 battleship, 1 destroyer").defender("2 destroyer").damaged(Side.ATTACKER, Force.parse("1 battleship", REVISED))
                .build(), Side.ATTACKER, 1, SolveOptions.defaults(), Progress.NONE);
        assertEquals(expected.choices().stream().map(CasualtyChoice::label).toList(),
                explorer.rows().stream().map(Row::casualties).toList());
        // the damaged battleship cannot take the hit as damage: it is lost, or the destroyer is
        assertEquals(List.of("lose 1 destroyer; damaged 1 battleship", "lose 1 battleship"),
                explorer.rows().stream().map(Row::casualties).toList());
        for (int i = 0; i < expected.choices().size(); i++) {
            assertEquals(Figures.percent(expected.choices().get(i).attackerWin()), explorer.rows().get(i).attackerWin());
        }
    }

    @Test
    void rollsBeforeTheBattleAndDamageOfTwoHitsAreRefusedInOneLine() {
        BattleboardViewModel vm = new BattleboardViewModel(List.of("world-at-war-2005", "global-war-1939"), Edition::builtIn,
                FormServices.of(manual, notifier, Optional::empty));
        set(vm, "attacker-cruiser", "1");
        set(vm, "defender-submarine", "1");
        set(vm, "detection-number", "2");
        CasualtiesViewModel explorer = vm.casualties();
        explorer.explore();
        assertTrue(manual.started.isEmpty());
        assertEquals("the rolls before the battle (lone submarines must be detected: 1 roll, each on 2 or less) come before it;"
                + " the casualties of a battle in progress do not take them: clear them on the Battle tab",
                explorer.job().statusProperty().get());
        assertTrue(explorer.job().statusErrorProperty().get());

        vm.editionProperty().set(vm.editions().get(1));
        // Global War's destroyers detect submarines in the battle: no detection roll before it, so none is kept
        assertEquals("", field(vm, "detection-number").textProperty().get());
        set(vm, "attacker-destroyer", "2");
        set(vm, "defender-yamato", "1");
        set(vm, "defender-damaged-yamato-2", "1");
        assertEquals("defender 1 yamato (2 hits)", explorer.damagedProperty().get());
        explorer.explore();
        assertEquals(1, manual.started.size()); // a unit damaged twice is explored like any other
        assertEquals(1, explorer.position().damage(Side.DEFENDER).at(2).size());
    }

    /** Global War's air combat and naval base first strike are rolls before the battle too: refused in the same words. */
    @Test
    void globalWarsRollsBeforeTheBattleAreRefusedAsTheOthers() {
        BattleboardViewModel vm = new BattleboardViewModel(List.of("global-war-1939"), Edition::builtIn,
                FormServices.of(manual, notifier, Optional::empty));
        set(vm, "attacker-fighter", "1");
        set(vm, "attacker-armor", "1");
        set(vm, "defender-fighter", "1");
        set(vm, "defender-infantry", "1");
        set(vm, "attacker-air-cap", "1");
        set(vm, "defender-air-cap", "1");
        CasualtiesViewModel explorer = vm.casualties();
        explorer.explore();
        assertTrue(manual.started.isEmpty());
        assertEquals("the rolls before the battle (air combat: 1 attacking and 1 defending fighter on Air Cap) come before it;"
                + " the casualties of a battle in progress do not take them: clear them on the Battle tab",
                explorer.job().statusProperty().get());
        assertTrue(explorer.job().statusErrorProperty().get());

        set(vm, "attacker-air-cap", "");
        set(vm, "defender-air-cap", "");
        set(vm, "bombard-battleship", "1");
        vm.rules().preBattle().navalBaseFirstStrikeProperty().set(true);
        explorer.explore();
        assertTrue(manual.started.isEmpty());
        assertEquals("the rolls before the battle (the naval base strikes first at each bombarding ship, on 2 or less of a d12)"
                + " come before it; the casualties of a battle in progress do not take them: clear them on the Battle tab",
                explorer.job().statusProperty().get());

        vm.rules().preBattle().navalBaseFirstStrikeProperty().set(false);
        explorer.explore();
        assertEquals(1, manual.started.size());
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

        set(vm, "attacker-damaged-battleship-1", "2");
        explorer.explore();
        assertTrue(manual.started.isEmpty());
        assertEquals("the battle on the Battle tab is not ready: damaged 2 battleship: the attacker has only 1",
                explorer.job().statusProperty().get());

        set(vm, "attacker-damaged-battleship-1", "");
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

    /**
     * Only legal choices (issue 10): a lone attacking submarine's hit can only sink the carrier, not a fighter
     * (Revised L1231-1236); with a fighter attacking too, hits named as the fighter's may take either.
     */
    @Test
    void onlyLegalChoicesAndTheSourceOfTheHits() {
        BattleboardViewModel vm = form(new InlineTaskRunner());
        set(vm, "attacker-submarine", "1");
        set(vm, "defender-carrier", "1");
        set(vm, "defender-fighter", "2");
        CasualtiesViewModel explorer = vm.casualties();
        explorer.hitSideProperty().set(battleboard.battle.Side.DEFENDER);
        explorer.explore();
        assertEquals(List.of("lose 1 carrier"), explorer.rows().stream().map(Row::casualties).toList());
        assertEquals("The defender takes 1 hit in round 1: 1 choice, best first for the defender.", explorer.job().statusProperty().get());

        set(vm, "attacker-fighter", "1");
        explorer.sourceTextProperty().set("fighter");
        explorer.explore();
        assertEquals(2, explorer.rows().size());
        explorer.sourceTextProperty().set("submarine");
        explorer.explore();
        assertEquals(List.of("lose 1 carrier"), explorer.rows().stream().map(Row::casualties).toList());
        explorer.sourceTextProperty().set("zeppelin");
        explorer.explore();
        assertTrue(explorer.job().statusProperty().get().startsWith("unknown unit 'zeppelin'"), explorer.job().statusProperty().get());
    }
}
