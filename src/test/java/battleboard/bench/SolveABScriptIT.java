package battleboard.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code scripts/solve-ab/SolveAB.java}, which docs/performance.md's sixth sea-battle section used to compare two builds
 * in one JVM, still runs against the jar {@code mvn package} built: the jar against itself, a small battle for two
 * seconds, prints its pairs and a ratio near 1; a wrong call is a usage line and exit code 2. Runs after {@code package}
 * (failsafe), so the jar exists.
 */
class SolveABScriptIT {
    private static final Path SCRIPT = Path.of("scripts", "solve-ab", "SolveAB.java");
    private static final Pattern LINE = Pattern.compile("pairs (\\d+) .* after/before median (\\d+\\.\\d+) .*");

    private static String[] run(String... args) throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new java.util.ArrayList<>(List.of(java.toString(), SCRIPT.toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "finished");
        return new String[] {String.valueOf(p.exitValue()), out, err};
    }

    @Test
    void theBuiltJarAgainstItselfGivesARatioNearOne() throws IOException, InterruptedException {
        Path jar = Path.of("target", "battleboard.jar");
        assertTrue(Files.isRegularFile(jar), "mvn package built the jar");
        String[] r = run(jar.toString(), jar.toString(), "revised", "3 infantry, 1 tank", "4 infantry", "2");
        assertEquals("0", r[0], r[2]);
        Matcher m = LINE.matcher(r[1].strip());
        assertTrue(m.matches(), r[1]);
        assertTrue(Integer.parseInt(m.group(1)) > 100, "pairs past the warm-up: " + r[1]);
        double ratio = Double.parseDouble(m.group(2));
        assertTrue(ratio > 0.5 && ratio < 2, "the same build against itself: " + r[1]);
    }

    @Test
    void aWrongCallIsAUsageLine() throws IOException, InterruptedException {
        String[] r = run("only-one.jar");
        assertEquals("2", r[0]);
        assertEquals("usage: SolveAB BEFORE.jar AFTER.jar EDITION ATTACKER DEFENDER SECONDS", r[2].strip());
    }
}
