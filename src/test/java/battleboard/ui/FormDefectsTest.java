package battleboard.ui;

import static battleboard.ui.FormFields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.edition.Edition;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Issue 26's smaller defects on the form's view models: 8 (text for a player) and 9 (Swap sides undone). */
class FormDefectsTest {
    private BattleboardViewModel form() {
        return new BattleboardViewModel(List.of("revised", "classic"), Edition::builtIn,
                FormServices.of(new InlineTaskRunner(), new RecordingNotifier(), Optional::empty));
    }

    /** Defect 8: a status line names no command-line flag, rulebook line or digest reference. */
    @Test
    void statusLinesNameNoFlagLineOrDigest() {
        assertEquals("attacker battleship: a ship supports a land battle only by shore bombardment",
                Views.forPlayer("attacker battleship: a ship supports a land battle only by shore bombardment (--bombard)"));
        assertEquals("a Chinese unit may not fight beside a unit of another power",
                Views.forPlayer("a Chinese unit may not fight beside a unit of another power (--option chinese-territory=lesser-china, S004 L56)"));
        assertEquals("at most the IPCs the owner holds",
                Views.forPlayer("at most the IPCs the owner holds (L1882)"));
        assertEquals("L1882's 'whichever is the greater amount' is a misprint",
                Views.forPlayer("L1882's 'whichever is the greater amount' is a misprint: the digest's ambiguity 5"));
        assertEquals("Raid of 2 bombers solved exactly: AA guns fire first; each bomber may choose its own; enter one raid",
                Views.forPlayer("Raid of 2 bombers solved exactly: W460-491: AA guns fire first; each bomber may choose its own, W470;"
                        + " enter one raid"));
        assertEquals("Solved Axis & Allies Revised (2004), land battle: 3 infantry vs 2 infantry.",
                Views.forPlayer("Solved Axis & Allies Revised (2004), land battle: 3 infantry vs 2 infantry."));
    }

    /** Defect 8: a rule's tooltip keeps the rulebook and its line, and drops command-line flags and the digest. */
    @Test
    void tooltipsNameNoFlagNorDigestButKeepTheLine() {
        assertEquals("a battleship hit that round still fires as before; immediate: at once",
                Views.withoutFlagsOrDigest("a battleship hit that round still fires as before (World at War digest A4); immediate: at once"));
        assertEquals("only a modified 6 is critical (not in the rulebook)",
                Views.withoutFlagsOrDigest("only a modified 6 is critical (not in the rulebook: the digest's A16, T10)"));
        assertEquals("it does not fire in the battle (it strikes before it, W516)",
                Views.withoutFlagsOrDigest("it does not fire in the battle (it strikes before it, W516: --rocket-strike)"));
        assertEquals("(World at War 2005 rulebook, 1.6 AA Guns (W126)); guns-captured",
                Views.withoutFlagsOrDigest("(World at War 2005 rulebook, 1.6 AA Guns (W126), digest A3); guns-captured"));
        assertEquals("Revised rulebook (000 L1199-1225)", Views.withoutFlagsOrDigest("Revised rulebook (000 L1199-1225)"));
    }

    /**
     * Defect 9: Swap sides drops what the other side has no field for (a defending AA gun cannot attack), and Undo puts
     * the battle back as it was.
     */
    @Test
    void swapSidesIsUndone() {
        BattleboardViewModel vm = form();
        set(vm, "attacker-infantry", "3");
        set(vm, "defender-infantry", "2");
        set(vm, "defender-aa-gun", "1");
        vm.swapSides();
        assertTrue(vm.canUndoClearProperty().get());
        assertTrue(vm.statusProperty().get().contains("aa-gun") || vm.statusProperty().get().contains("AA gun"), vm.statusProperty().get());
        assertEquals("2", FormFields.field(vm, "attacker-infantry").textProperty().get());
        vm.undoClear();
        assertEquals("3", FormFields.field(vm, "attacker-infantry").textProperty().get());
        assertEquals("1", FormFields.field(vm, "defender-aa-gun").textProperty().get());
        assertEquals("The battle is back as it was before Swap sides.", vm.statusProperty().get());
        assertFalse(vm.canUndoClearProperty().get());
    }

    /**
     * Defect 8: Global War's Defender Retreat is a land battle's rule (G2175-2185): its fields take no input while a ship
     * fights on either side, and take it again once none does.
     */
    @Test
    void defenderRetreatTakesNoInputAtSea() {
        BattleboardViewModel vm = new BattleboardViewModel(List.of("global-war-1939"), Edition::builtIn,
                FormServices.of(new InlineTaskRunner(), new RecordingNotifier(), Optional::empty));
        assertTrue(vm.rules().preBattle().defenderRetreatOfferedProperty().get());
        set(vm, "attacker-infantry", "2");
        set(vm, "defender-infantry", "2");
        assertFalse(vm.rules().preBattle().atSeaProperty().get());
        set(vm, "attacker-infantry", "");
        set(vm, "attacker-destroyer", "1");
        set(vm, "defender-infantry", "");
        set(vm, "defender-submarine", "1");
        assertTrue(vm.rules().preBattle().atSeaProperty().get(), "a sea battle");
        vm.swapSides();
        assertTrue(vm.rules().preBattle().atSeaProperty().get(), "still a sea battle after a swap");
        vm.newBattle();
        assertFalse(vm.rules().preBattle().atSeaProperty().get());
    }
}
