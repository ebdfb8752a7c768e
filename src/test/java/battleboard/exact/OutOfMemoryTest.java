package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A battle whose exact solution does not fit the memory Java has ends with exit code 2 and one line, not an
 * OutOfMemoryError's stack trace (issue 11, item 5; issue 13): B6 of docs/performance.md in a JVM of 64 MiB.
 */
class OutOfMemoryTest {
    @Test
    void runningOutOfMemoryIsOneLine() throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(List.of(java, "-Xmx64m", "-cp", System.getProperty("java.class.path"),
                "battleboard.cli.BattleboardCli", "odds", "--attacker", "200 inf, 50 art, 50 tank, 20 ftr", "--defender",
                "220 inf, 50 art, 40 tank, 20 ftr", "--method", "exact")).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "finished");
        assertEquals(2, p.exitValue(), out + err);
        assertEquals("", out);
        // the heap Java reports may be a little under -Xmx, by collector
        assertTrue(err.strip().matches("battle too large for exact: it ran out of the \\d+ MiB Java may use; use --method"
                + " montecarlo \\(or give Java more memory with -Xmx\\)"), err);
    }
}
