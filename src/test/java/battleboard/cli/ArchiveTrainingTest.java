package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The class-data archive's training run ({@link ArchiveTraining}, run by {@code mvn package}) goes through each command it
 * names: a run that stopped at a bad flag would leave the classes of its command out of the archive, silently.
 */
class ArchiveTrainingTest {
    @Test
    void eachTrainingRunGetsPastItsFlags() {
        for (String[] run : ArchiveTraining.RUNS) {
            boolean batch = List.of(run).contains("--batch");
            CliRun r = CliRun.withInput(ArchiveTraining.BATCH, batch ? new String[] {"odds", "--batch", "-"} : run);
            String args = String.join(" ", run);
            if (batch) {
                // the last line of the training batch is not a battle, on purpose: the error object's path is trained too
                // (a line of JSON, whose defender is a number: a line that is not JSON would train Jackson's mapper)
                assertEquals(2, r.code(), args);
                assertEquals(4, r.out().lines().count(), args);
                assertEquals("odds --batch: 1 of 4 lines refused (line 4): the output has an error object for each\n", r.err(), args);
            } else if (List.of(run).contains("3 dragon")) {
                assertEquals(2, r.code(), args);
                assertEquals(1, r.err().lines().count(), args);
            } else {
                r.ok();
            }
        }
    }
}
