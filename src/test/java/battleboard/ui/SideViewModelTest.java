package battleboard.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.edition.UnitType;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Reordering a side's order of loss. */
class SideViewModelTest {
    private static final Edition REVISED = Edition.builtIn("revised");

    @Test
    void upAndDownMoveOneUnitAndStopAtTheEnds() {
        int[] changes = {0};
        SideViewModel vm = new SideViewModel(Side.ATTACKER, () -> changes[0]++);
        vm.setEdition(REVISED);
        List<UnitType> before = List.copyOf(vm.orderOfLoss());
        changes[0] = 0;

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
        vm.resetOrderOfLoss();
        assertEquals(before, vm.orderOfLoss());
        assertEquals(vm.orderOfLoss().get(0).id(), vm.orderOfLossValue().unitIds().get(0));
    }
}
