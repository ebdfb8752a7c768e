package battleboard.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.edition.Edition;
import battleboard.input.RollField;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 25 item 2: the form's roll section iterates the registry ({@link RollField}): every roll of one type owning its
 * variants has its input, named by its flag, offered exactly where its edition file declares it, with no code of its own
 * in the form.
 */
class DeclaredRollsTest {
    @Test
    void everyRollOfTheRegistryHasItsInputOfferedWhereItsEditionHasIt() {
        DeclaredRolls rolls = new DeclaredRolls(() -> { });
        List<RollField> withRoll = Arrays.stream(RollField.values()).filter(f -> f.roll().isPresent()).toList();
        assertEquals(withRoll, rolls.inputs().stream().map(in -> Arrays.stream(RollField.values())
                .filter(f -> f.flag().equals("--" + in.id())).findFirst().orElseThrow()).toList());
        assertEquals(List.of(RollField.NAVAL_BASE_FIRST_STRIKE, RollField.ROCKET_STRIKE, RollField.KAMIKAZE_TARGETS,
                RollField.PARATROOPERS_DROPPED), withRoll);
        for (String id : Edition.BUILT_IN) {
            Edition e = Edition.builtIn(id);
            rolls.setEdition(e);
            for (RollField f : withRoll) {
                assertEquals(f.roll().get().offered(e), rolls.input(f).offeredProperty().get(), id + " " + f);
            }
        }
        rolls.setEdition(Edition.builtIn("world-at-war-2005"));
        assertTrue(rolls.input(RollField.ROCKET_STRIKE).offeredProperty().get());
        assertFalse(rolls.input(RollField.NAVAL_BASE_FIRST_STRIKE).offeredProperty().get());
        rolls.input(RollField.ROCKET_STRIKE).textProperty().set("v2");
        rolls.setEdition(Edition.builtIn("global-war-1939"));
        assertEquals("", rolls.input(RollField.ROCKET_STRIKE).textProperty().get(), "a roll the edition does not offer goes back to none");
        assertTrue(rolls.input(RollField.NAVAL_BASE_FIRST_STRIKE).offeredProperty().get());
        assertFalse(rolls.input(RollField.PARATROOPERS_DROPPED).offeredProperty().get());
        rolls.setEdition(Edition.builtIn("world-at-war-2005"));
        assertTrue(rolls.input(RollField.PARATROOPERS_DROPPED).offeredProperty().get(), "World at War declares battle.rolls.paratroopersDropped");
    }
}
