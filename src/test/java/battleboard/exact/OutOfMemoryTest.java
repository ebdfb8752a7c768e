package battleboard.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.RetreatPolicy;
import battleboard.edition.Edition;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Running out of the memory Java has ends in one line, not an OutOfMemoryError's stack trace (issue 11, item 5;
 * issue 13). The memory guard now counts what the solver holds, so a battle it lets through fits; to run out all the
 * same, a child JVM of 32 MiB (48 MiB until the round model cached each side's fire by its own units, issue 24: B6 with the best retreat now fits in 48 MiB) solves B6 of docs/performance.md with the best retreat (a backward induction that keeps
 * each state's choice) with a memory budget of 1 TiB, far past its heap: the solver's own catch must turn the error
 * into {@link BattleTooLargeException} with the one-line message. The command line prints that message and exits
 * with 2 (as for every {@link BattleTooLargeException}, e.g. {@code OddsMethodTest}).
 */
class OutOfMemoryTest {
    /**
     * Solves B6 with the best retreat and an unbounded budget; prints the refusal's message on standard error and
     * exits with 2, or prints "solved".
     *
     * @param args none
     */
    public static void main(String[] args) {
        BattleSetup b6 = BattleSetup.builder(Edition.builtIn("revised")).attacker("200 inf, 50 art, 50 tank, 20 ftr")
                .defender("220 inf, 50 art, 40 tank, 20 ftr").retreat(new RetreatPolicy.Best()).build();
        try {
            new ExactSolver(1L << 40).solve(b6);
            System.out.println("solved");
        } catch (BattleTooLargeException e) {
            System.err.println(e.getMessage());
            System.exit(2);
        }
    }

    @Test
    void runningOutOfMemoryIsOneLine() throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(List.of(java, "-Xmx32m", "-cp", System.getProperty("java.class.path"),
                OutOfMemoryTest.class.getName())).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "finished");
        assertEquals(2, p.exitValue(), out + err);
        assertEquals("", out);
        // the heap Java reports may be a little under -Xmx, by collector
        assertTrue(err.strip().matches("battle too large for exact \\(needs more than the \\d+ MiB Java may use\\): use"
                + " --method montecarlo \\(or give Java more memory with -Xmx\\)"), err);
    }
}
