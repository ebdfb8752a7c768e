package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import battleboard.input.RollField;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Each field around a battle ({@link RollField}) is the flag of {@code odds} the registry names: the battle file, the
 * command line's writer and the problems' flags read the registry, so it must say what {@code odds} takes.
 */
class RollFieldFlagsTest {
    @Test
    void everyFieldIsTheOddsFlagItNamesWithItsArityAndHelpOrder() {
        PrintWriter none = new PrintWriter(new StringWriter());
        CommandLine odds = BattleboardCli.commandLine(none, none, "odds").getSubcommands().get("odds");
        for (RollField f : RollField.values()) {
            OptionSpec o = odds.getCommandSpec().findOption(f.flag());
            assertNotNull(o, f + ": odds has no option " + f.flag());
            assertEquals(f.takesValue(), !o.type().equals(boolean.class), f + ": " + f.flag() + " takes a value?");
            assertEquals(f.helpOrder(), o.order(), f + ": " + f.flag() + "'s place in odds --help");
        }
    }
}
