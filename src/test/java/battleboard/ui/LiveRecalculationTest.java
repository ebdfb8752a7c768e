package battleboard.ui;

import static battleboard.ui.FormFields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.cli.CliRun;
import battleboard.edition.Edition;
import battleboard.solve.MethodChoice;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Live means live (issue 26, scope 3): every change of the battle, however made, counts as an edit after which a quick
 * battle is solved again (the view waits for a pause in the edits, then calls {@link BattleboardViewModel#recalculateIfQuick});
 * a battle not solved as the player types says so in the headline; tables of an older battle are marked out of date.
 */
class LiveRecalculationTest {
    private final RecordingNotifier notifier = new RecordingNotifier();

    private BattleboardViewModel form() {
        BattleboardViewModel vm = new BattleboardViewModel(List.of("revised", "classic"), Edition::builtIn,
                FormServices.of(new InlineTaskRunner(), notifier, Optional::empty));
        vm.liveProperty().set(true);
        return vm;
    }

    /** @return the attacker's win as {@code odds --json --preset} prints it for the sample */
    private static double commandLine(String... args) throws Exception {
        CliRun cli = CliRun.of(args);
        assertEquals(0, cli.code(), cli.err());
        return new com.fasterxml.jackson.databind.ObjectMapper().readTree(cli.out()).get("attackerWin").asDouble();
    }

    /**
     * Samples, Swap sides and an edition switch each count as an edit (issue 26, defect 2: before, they cleared the results
     * and waited for Calculate), and the quick battle after each is solved again, to the command line's figure.
     */
    @Test
    void aSampleASwapAndAnEditionSwitchAreSolvedAgain() throws Exception {
        BattleboardViewModel vm = form();
        int edits = vm.editsProperty().get();
        vm.openSample("revised-amphibious-assault");
        assertTrue(vm.editsProperty().get() > edits, "opening a sample is an edit");
        assertTrue(vm.recalculateIfQuick());
        assertNotNull(vm.results().resultProperty().get());
        String sample = java.nio.file.Path.of("presets/battles/revised-amphibious-assault.json").toString();
        assertEquals(commandLine("odds", "--json", "--preset", sample), vm.results().resultProperty().get().attackerWin(), 1e-12);

        edits = vm.editsProperty().get();
        vm.swapSides();
        assertTrue(vm.editsProperty().get() > edits, "swapping sides is an edit");
        assertTrue(vm.recalculateIfQuick());
        assertNotNull(vm.results().resultProperty().get());

        vm.newBattle();
        set(vm, "attacker-infantry", "3");
        set(vm, "attacker-tank", "1");
        set(vm, "defender-infantry", "4");
        edits = vm.editsProperty().get();
        vm.editionProperty().set(Edition.builtIn("classic"));
        assertTrue(vm.editsProperty().get() > edits, "switching the edition is an edit");
        assertTrue(vm.recalculateIfQuick());
        assertEquals(commandLine("odds", "--json", "--edition", "classic", "--attacker", "3 inf, 1 armor", "--defender", "4 inf"),
                vm.results().resultProperty().get().attackerWin(), 1e-12);
    }

    /**
     * File › Open counts as an edit too (issue 26, defect 2), and the quick battle it opens is solved again, to the command
     * line's figure for the same file (reopening from History: BattleHistoryTest).
     */
    @Test
    void aBattleFileOpenedIsSolvedAgain() throws Exception {
        BattleboardViewModel vm = form();
        java.nio.file.Path file = java.nio.file.Path.of("presets/battles/revised-sea-battle.json");
        int edits = vm.editsProperty().get();
        assertTrue(vm.open(file));
        assertTrue(vm.editsProperty().get() > edits, "opening a battle file is an edit");
        assertTrue(vm.recalculateIfQuick());
        assertNotNull(vm.results().resultProperty().get());
        assertEquals(commandLine("odds", "--json", "--preset", file.toString()), vm.results().resultProperty().get().attackerWin(), 1e-12);
    }

    /**
     * Issue 26, defect 5: a battle Live does not solve (Monte Carlo) says so in the headline, with the time Calculate takes
     * (the Monte Carlo time limit), and in the status line, instead of "Enter both sides' units".
     */
    @Test
    void aBattleNotSolvedAsYouTypeIsMarkedOutOfDate() {
        BattleboardViewModel vm = form();
        vm.method().methodProperty().set(MethodChoice.MONTE_CARLO);
        set(vm, "attacker-infantry", "3");
        set(vm, "defender-infantry", "2");
        assertFalse(vm.recalculateIfQuick());
        String headline = vm.results().outOfDateProperty().get();
        assertTrue(headline.matches("Out of date — press Calculate \\(about \\d+ s\\)"), headline);
        assertTrue(vm.statusProperty().get().startsWith("Out of date: Monte Carlo runs only when you press Calculate"),
                vm.statusProperty().get());
        set(vm, "defender-infantry", "3");
        assertEquals("", vm.results().outOfDateProperty().get(), "a change clears it until the next pause");
        vm.calculate();
        assertEquals("", vm.results().outOfDateProperty().get());
    }

    /**
     * Issue 26, defect 3: the Raid tab's figures are marked out of date when an input changes, ticking Rocket strike
     * included, and current again once solved. Revised, one bomber, one AA gun, income 6.
     */
    @Test
    void theRaidTableIsOutOfDateAfterAChange() {
        BattleboardViewModel vm = form();
        RaidViewModel raid = vm.raid();
        raid.income().textProperty().set("6");
        raid.solve();
        assertFalse(raid.rows().isEmpty(), raid.statusProperty().get());
        assertFalse(raid.staleProperty().get());
        raid.rocketsProperty().set(true);
        assertTrue(raid.staleProperty().get(), "ticking Rocket strike leaves the raid's figures out of date");
        raid.rocketsProperty().set(false);
        raid.solve();
        assertFalse(raid.staleProperty().get());
        set(vm, "attacker-infantry", "1"); // any change on the Battle tab (its technologies are the raid's)
        assertTrue(raid.staleProperty().get());
    }
}
