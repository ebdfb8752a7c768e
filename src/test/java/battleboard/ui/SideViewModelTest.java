package battleboard.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.OrderOfLoss;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.edition.Role;
import battleboard.edition.UnitType;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A side's order of loss: reordering, presets, the attacker's land units kept to the last. */
class SideViewModelTest {
    private static final Edition REVISED = Edition.builtIn("revised");

    private static SideViewModel side(Side side, int[] changes) {
        SideViewModel vm = new SideViewModel(side, () -> changes[0]++);
        vm.setEdition(REVISED);
        changes[0] = 0;
        return vm;
    }

    @Test
    void upAndDownMoveOneUnitAndStopAtTheEnds() {
        int[] changes = {0};
        SideViewModel vm = side(Side.ATTACKER, changes);
        List<UnitType> before = List.copyOf(vm.orderOfLoss());

        assertEquals(0, vm.moveUp(0));
        assertEquals(before, vm.orderOfLoss());
        int last = before.size() - 1;
        assertEquals(last, vm.moveDown(last));
        assertEquals(0, changes[0]);

        assertEquals(1, vm.moveDown(0));
        assertEquals(before.get(1), vm.orderOfLoss().get(0));
        assertEquals(before.get(0), vm.orderOfLoss().get(1));
        assertEquals(1, changes[0]);
        assertEquals(0, vm.moveUp(1));
        assertEquals(before, vm.orderOfLoss());

        vm.moveDown(3);
        vm.applyPreset("cheapest");
        assertEquals(before, vm.orderOfLoss());
        assertEquals(vm.orderOfLoss().get(0).id(), vm.orderOfLossValue().unitIds().get(0));
    }

    @Test
    void presetsSetTheCoresNamedOrdersAndCaptureKeepsOneLandUnit() {
        int[] changes = {0};
        SideViewModel vm = side(Side.ATTACKER, changes);
        assertEquals(OrderOfLoss.PRESETS, vm.presets());

        vm.applyPreset("weakest");
        assertEquals(casualties(OrderOfLoss.weakestFirst(REVISED, Role.ATTACK)), casualties(vm.orderOfLossValue()));
        assertTrue(changes[0] > 0);

        vm.applyPreset("capture");
        assertEquals("1", vm.keepLand().textProperty().get());
        assertEquals(casualties(OrderOfLoss.preset("capture", REVISED, Role.ATTACK)), casualties(vm.orderOfLossValue()));

        vm.keepLand().textProperty().set("3");
        assertEquals(3, vm.orderOfLossValue().keepLand());
        vm.keepLand().textProperty().set("-1");
        InputField.Problem p = assertThrows(InputField.Problem.class, vm::orderOfLossValue);
        assertEquals("keep-land cannot be negative: -1", p.getMessage());
        assertEquals(vm.keepLand(), p.field());
        vm.keepLand().textProperty().set("two");
        assertEquals("attacker land units kept to the last: 'two' is not a whole number",
                assertThrows(InputField.Problem.class, vm::orderOfLossValue).getMessage());

        vm.applyPreset("cheapest");
        assertEquals(casualties(OrderOfLoss.cheapestFirst(REVISED, Role.ATTACK)), casualties(vm.orderOfLossValue()));
    }

    /** The order without the AA gun, which is never a casualty (the form puts it last). */
    private static OrderOfLoss casualties(OrderOfLoss o) {
        return new OrderOfLoss(o.unitIds().stream().filter(u -> !u.equals("aa-gun")).toList(), o.damageFirst(), o.keepLand());
    }

    @Test
    void theDefenderHasNoCapturePresetAndKeepsNoLandUnits() {
        SideViewModel vm = side(Side.DEFENDER, new int[1]);
        assertEquals(List.of("cheapest", "weakest"), vm.presets());
        vm.keepLand().textProperty().set("2");
        assertEquals(0, vm.orderOfLossValue().keepLand());
        assertFalse(vm.submarinesProperty().get().isEmpty());
    }

    /**
     * Issue 26, defect 7: the summary counts damage. World at War, the defender's 2 battleships (24 IPC, defense 4, 2 hit
     * points; damaged: defense 3, W110), one starting damaged: 2 units, 48 IPC, 2 + 2 − 1 = 3 hit points, strength
     * 4 + 3 = 7 (before: 4 hit points, strength 8).
     */
    @Test
    void theSummaryCountsUnitsStartingDamaged() {
        SideViewModel vm = new SideViewModel(Side.DEFENDER, () -> { });
        vm.setEdition(Edition.builtIn("world-at-war-2005"));
        vm.units().stream().filter(f -> f.unit().id().equals("battleship")).findFirst().orElseThrow().textProperty().set("2");
        assertEquals("2 units, 48 IPC, 4 hit points, strength 8", vm.summaryProperty().get());
        vm.damaged().stream().filter(d -> d.unit().id().equals("battleship")).findFirst().orElseThrow().levels().get(0)
                .textProperty().set("1");
        assertEquals("2 units, 48 IPC, 3 hit points, strength 7", vm.summaryProperty().get());
    }
}
