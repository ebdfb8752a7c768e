package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The same command with the same seed prints the same figures on every run and any number of threads (issue 27 item 9):
 * an attack in waves, by Monte Carlo and exactly. Two child JVMs run it, as two runs of the command line would: a hash
 * that changes from JVM to JVM (an enum's, {@code Map.copyOf}'s order) changed the order of the survivors' units and the
 * order of the sums, so their last digits.
 */
class DeterminismTest {
    private static final String[] WAVES = {"odds", "--attacker", "3 inf, 1 tank", "--defender", "5 inf, 1 aa", "--retreat-after-round", "1",
            "--wave", "2 ftr, 2 tank"};

    /**
     * Prints the wave attack by Monte Carlo (seed 5, 5,000 attacks, on the given number of threads), or exactly.
     *
     * @param args the number of threads, or "exact"
     */
    public static void main(String[] args) {
        List<String> mc = new ArrayList<>(List.of(WAVES));
        mc.addAll(args[0].equals("exact") ? List.of("--method", "exact")
                : List.of("--method", "montecarlo", "--seed", "5", "--trials", "5000", "--threads", args[0]));
        System.out.print(CliRun.of(mc.toArray(String[]::new)).ok().out());
        System.exit(0);
    }

    private static String run(Object threads) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(List.of(java, "-cp", System.getProperty("java.class.path"), DeterminismTest.class.getName(),
                threads.toString())).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "finished");
        assertEquals(0, p.exitValue(), out + err);
        return out;
    }

    /**
     * Issue 27 item 9: the whole output, byte for byte, on one thread and on two and on a second run of two. The thread
     * count was the last difference ("seed 5, 1 thread" against "seed 5, 2 threads" in the method note and the
     * {@code Battles:} line): it changes no figure, so it is left out of the text.
     */
    @Test
    void anAttackInWavesPrintsTheSameBytesOnEveryRunAndThreadCount() throws IOException, InterruptedException {
        String one = run(1);
        String two = run(2);
        assertEquals(one, two);
        assertEquals(two, run(2));
        assertTrue(one.contains("Battles: 5,000, seed 5; stopped: battle count reached\n"), one);
        assertInEditionOrder(one);
    }

    @Test
    void theExactAttackPrintsTheSameBytesOnEveryRun() throws IOException, InterruptedException {
        String first = run("exact");
        assertEquals(first, run("exact"));
        assertTrue(first.contains("Method: exact"), first);
    }

    @Test
    void theExactAttackListsTheSurvivorsInTheEditionsOrder() {
        List<String> exact = new ArrayList<>(List.of(WAVES));
        exact.addAll(List.of("--method", "exact"));
        assertInEditionOrder(CliRun.of(exact.toArray(String[]::new)).ok().out());
    }

    /** Asserts that the survivors' units are listed in Revised's order (infantry, tank, fighter), as a single battle's are. */
    private static void assertInEditionOrder(String out) {
        String survivors = out.substring(out.indexOf("Attacker survivors"));
        assertTrue(survivors.contains("  1 infantry, 1 tank\n") && survivors.contains("  1 infantry, 2 tank, 2 fighter\n"), survivors);
        assertTrue(!survivors.contains(" tank, 1 infantry") && !survivors.contains("fighter, 1 tank")
                && !survivors.contains("fighter, 2 tank"), survivors);
    }
}
