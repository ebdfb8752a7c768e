package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The repository's {@code bin/battleboard} and the app image's {@code bin/battleboard-cli} ship apart, each with the JVM
 * flags a command line starts fast with ({@code docs/performance.md}, "Command line (issue 24)"): they hold the same
 * line, so that a flag measured and changed in one goes to the other.
 */
class FastFlagsTest {
    /** @return the script's line that sets {@code variable} */
    private static String line(String script, String variable) throws IOException {
        List<String> lines = Files.readAllLines(Path.of(script)).stream().filter(l -> l.startsWith(variable + "=")).toList();
        assertEquals(1, lines.size(), script + ": one line " + variable + "=...");
        return lines.get(0);
    }

    @Test
    void bothScriptsStartTheCommandLineWithTheSameFlags() throws IOException {
        for (String variable : List.of("quick", "c2only")) {
            assertEquals(line("bin/battleboard", variable), line("src/main/jpackage/battleboard-cli", variable));
        }
        String quick = line("bin/battleboard", "quick");
        assertTrue(quick.contains("-XX:TieredStopAtLevel=1"), quick);
        // the intrinsics left out are the optimizing tier's, so the quick tier must stay the only one
        assertTrue(quick.contains("$c2only"), quick);
    }

    @Test
    void theC2OnlyFlagsAreJavasAndTurnThoseIntrinsicsOff() throws IOException, InterruptedException {
        String c2only = line("bin/battleboard", "c2only");
        List<String> command = new java.util.ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of(c2only.substring(c2only.indexOf('"') + 1, c2only.lastIndexOf('"')).split(" ")));
        command.addAll(List.of("-XX:+PrintFlagsFinal", "-version"));
        Process run = new ProcessBuilder(command).redirectErrorStream(true).start();
        String flags = new String(run.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, run.waitFor(), flags);
        for (String intrinsic : List.of("UseAESIntrinsics", "UseSHA1Intrinsics", "UseSHA256Intrinsics", "UseSHA512Intrinsics",
                "UseBASE64Intrinsics", "UseGHASHIntrinsics", "UseMD5Intrinsics")) {
            assertTrue(flags.lines().anyMatch(l -> l.matches("\\s*bool " + intrinsic + "\\s+= false.*")), intrinsic + " still on:\n" + flags);
        }
    }
}
