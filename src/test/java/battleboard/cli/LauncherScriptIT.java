package battleboard.cli;

import static battleboard.cli.DocsExamplesTest.machineFreeLines;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/battleboard}, the fast-starting command line (issue 11, item 3), runs the jar {@code mvn package} built
 * with the class-data archive it recorded: it prints what the command line in this JVM prints, and a bad input is one
 * line and exit code 2. Runs after {@code package} (failsafe), so the jar and the archive exist.
 */
class LauncherScriptIT {
    private static final String[] ODDS = {"odds", "--attacker", "3 inf, 1 tank", "--defender", "4 inf"};
    /** The command line as a player runs it from the repository. */
    private static final List<String> SCRIPT = List.of("sh", "bin/battleboard");

    private record Run(int code, String out, String err) {
    }

    private static Run script(String... args) throws IOException, InterruptedException {
        return script(Path.of("bin", "battleboard"), java.util.Map.of(), args);
    }

    private static Run script(Path script, String... args) throws IOException, InterruptedException {
        return script(script, java.util.Map.of(), args);
    }

    /** @param environment variables set for the script beside this JVM's, e.g. {@code JDK_JAVA_OPTIONS} */
    private static Run script(Path script, java.util.Map<String, String> environment, String... args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("sh", script.toString()));
        command.addAll(List.of(args));
        ProcessBuilder b = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        b.environment().putAll(environment);
        Process p = b.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "finished");
        return new Run(p.exitValue(), out, err);
    }

    @Test
    void theScriptRunsTheBuiltJarWithItsArchive() throws IOException, InterruptedException {
        assertTrue(Files.isRegularFile(Path.of("target", "battleboard.jsa")), "mvn package recorded the archive");
        assertTrue(Files.isRegularFile(Path.of("target", "battleboard-cli.jar")), "mvn package built the command line's jar");
        Run r = script(ODDS);
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        // the memory budget is a share of the heap, which the garbage collector the script picks sizes a little apart
        assertEquals(machineFreeLines(CliRun.of(ODDS).ok().out()), machineFreeLines(r.out()));
    }

    /**
     * The command line's jar is the fat jar without JavaFX and the form (Java reads a jar's whole directory before its first
     * file: {@code docs/performance.md}, "Command line (issue 24, thirteenth session)"), with every other class and file
     * of it, and runs as {@code java -jar} does without the form.
     */
    @Test
    void theCommandLinesJarIsTheFatJarWithoutJavaFx() throws IOException, InterruptedException {
        java.util.Set<String> cli = entries(Path.of("target", "battleboard-cli.jar"));
        java.util.Set<String> fat = entries(Path.of("target", "battleboard.jar"));
        assertEquals(List.of(), cli.stream().filter(e -> e.startsWith("javafx/") || e.startsWith("com/sun/javafx/")
                || e.startsWith("battleboard/ui/")).toList());
        java.util.Set<String> missing = new java.util.TreeSet<>(fat);
        missing.removeAll(cli);
        assertEquals(List.of(), missing.stream().filter(e -> !e.startsWith("javafx/") && !e.startsWith("com/sun/")
                && !e.startsWith("battleboard/ui/") && !e.equals("battleboard/Launcher.class") && !e.endsWith(".so")
                && !e.startsWith("META-INF/") && !e.equals("javafx.properties") && !e.equals("javafx-swt.jar")).toList());
        assertTrue(cli.contains("presets/editions/revised.json") && cli.contains("picocli/CommandLine.class"), "the editions and picocli");
        assertTrue(cli.size() * 2 < fat.size(), cli.size() + " entries against " + fat.size());
        List<String> command = new ArrayList<>(List.of("java", "-jar", "target/battleboard-cli.jar"));
        command.addAll(List.of(ODDS));
        Process p = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "finished");
        assertEquals(0, p.exitValue());
        assertEquals(machineFreeLines(CliRun.of(ODDS).ok().out()), machineFreeLines(out));
    }

    private static java.util.Set<String> entries(Path jar) throws IOException {
        try (java.util.zip.ZipFile zip = new java.util.zip.ZipFile(jar.toFile())) {
            return zip.stream().map(java.util.zip.ZipEntry::getName).collect(java.util.stream.Collectors.toSet());
        }
    }

    /**
     * The archive's dump skipped no class it loaded but JFR's event classes: none of picocli's Java 5 classes was linked
     * while the archive was dumped, which leaves it out with every class implementing it (a lambda implementing one of
     * picocli's interfaces does that: see {@code BattleboardCli.DecimalConverter}). Run-time classes the dump cannot find
     * (annotation proxies) are warned of otherwise, and not counted here.
     */
    @Test
    void theArchiveLeavesOutNoClassOfTheTrainingRunButJfrs() throws IOException {
        Path dump = Path.of("target", "cds-dump.txt");
        assumeTrue(Files.isRegularFile(Path.of("target", "battleboard.jsa")) && Files.isRegularFile(dump), "this Java dumped no archive");
        List<String> skipped = Files.readAllLines(dump, StandardCharsets.UTF_8).stream()
                .filter(line -> line.contains("Skipping ") && !line.contains("JFR event class")).toList();
        assertEquals(List.of(), skipped);
    }

    /**
     * A small {@code odds} reads no annotation: Java reads one through a proxy class it makes at run time, which Java 17's
     * class-data archive cannot hold (0.03-0.05 s of the process, {@code docs/performance.md}). {@code odds}, its shared
     * flags and the top command are declared in code ({@link Flag}), and the built-in edition's renamed fields are listed
     * ({@code BuiltInJson.RENAMED}). The JVM logs every class it loads, the proxies as {@code __dynamic_proxy__}.
     */
    @Test
    void aSmallOddsMakesNoProxyClass(@TempDir Path dir) throws IOException, InterruptedException {
        List<String> loaded = oddsLog(dir.resolve("classes.txt"), "class+load", SCRIPT);
        assertTrue(loaded.stream().anyMatch(line -> line.contains("battleboard.report.ResultTable ")), "the log lists the classes");
        assertEquals(List.of(), loaded.stream().filter(line -> line.contains("__dynamic_proxy__")).toList());
    }

    /**
     * A small {@code odds} verifies no class with Java's old, type-inferring verifier: picocli is compiled from its sources
     * as class files of Java 17 (pom.xml), which the archive holds verified, where its jar's Java 5 class files were
     * verified again at every start (119 classes, about 4 ms of the process: {@code docs/performance.md}, "Issue 24,
     * fifteenth session"). Run from the jar without the archive, the same log shows picocli verified, so that
     * it is known to record verification.
     */
    @Test
    void aSmallOddsVerifiesNoClassTheOldWay(@TempDir Path dir) throws IOException, InterruptedException {
        List<String> archived = oddsLog(dir.resolve("archived.txt"), "verification", SCRIPT);
        assertEquals(List.of(), archived.stream().filter(line -> line.contains("old format")).toList());
        assumeTrue(Files.isRegularFile(Path.of("target", "battleboard.jsa")), "this Java dumped no archive");
        assertEquals(List.of(), archived.stream().filter(line -> line.contains("Verifying class picocli.")).toList(),
                "picocli's classes come verified from the archive");
        List<String> unshared = oddsLog(dir.resolve("unshared.txt"), "verification",
                List.of("java", "-cp", "target/battleboard-cli.jar", "battleboard.cli.BattleboardCli"));
        assertTrue(unshared.stream().anyMatch(line -> line.contains("Verifying class picocli.CommandLine with new format")),
                "without the archive, the log shows picocli verified as a Java 17 class");
    }

    /**
     * No command links the methods Java generates for a record ({@code hashCode}, {@code equals}, {@code toString}, made
     * of method handles by {@code java.lang.runtime.ObjectMethods} at their first call): the records the commands hash,
     * compare or print write theirs out ({@code StartClass}, {@code Volley}, {@code Rulebooks.Rulebook},
     * {@code RaidDamage.Group}, {@code Technology}, {@code Waves.Path} among them; a sweep of every example of the docs
     * found none loading them either). A sea battle's first hash of a volley linked them for 15 ms of the process. Nor
     * does an exact answer load Commons Math, whose binomial distribution's first call took 8 ms of a sea battle's
     * process ({@code HitDistribution}; {@code docs/performance.md}, "Issue 24, eighteenth session").
     */
    @Test
    void exactCommandsLinkNoRecordsGeneratedMethodsNorLoadCommonsMath(@TempDir Path dir) throws IOException, InterruptedException {
        List<List<String>> commands = List.of(
                List.of(ODDS),
                List.of("odds", "--attacker", "2 sub, 1 dd, 1 cv, 2 ftr, 1 bb, 1 tr", "--defender", "2 sub, 1 dd, 1 bb, 1 cv, 2 ftr, 1 tr"),
                List.of("odds", "--edition", "global-war-1939", "--attacker", "2 submarine, 1 destroyer", "--defender", "2 destroyer, 1 submarine"),
                List.of("casualties", "--attacker", "2 sub, 1 dd, 1 bb", "--defender", "1 dd, 1 cv, 2 ftr", "--hits", "attacker:2"),
                List.of("raid", "--bombers", "2", "--aa", "1", "--income", "8"),
                List.of("rocket", "--rockets", "1", "--income", "8"),
                List.of("units", "--edition", "classic"),
                List.of("odds", "--attacker", "3 inf, 1 tank", "--defender", "5 inf, 1 aa", "--retreat-after-round", "1", "--wave", "2 ftr, 2 tank"),
                List.of("odds", "--edition", "world-at-war-2005", "--attacker", "1 cruiser", "--defender", "1 cruiser", "--tech",
                        "attacker:russian-espionage,attacker:jet-power"),
                List.of("odds", "--edition", "axis-allies-global-1940-2e", "--attacker", "1 battleship", "--defender",
                        "2 kamikaze, 1 destroyer", "--kamikaze-targets", "battleship, battleship"));
        for (int i = 0; i < commands.size(); i++) {
            List<String> loaded = log(dir.resolve("classes-" + i + ".txt"), "class+load", SCRIPT, commands.get(i));
            assertTrue(loaded.stream().anyMatch(line -> line.contains("battleboard.cli.BattleboardCli ")), "the log lists the classes");
            assertEquals(List.of(), loaded.stream().filter(line -> line.contains("java.lang.runtime.ObjectMethods ")).toList(),
                    String.join(" ", commands.get(i)));
            assertEquals(List.of(), loaded.stream().filter(line -> line.contains(" org.apache.commons.math3.")).toList(),
                    String.join(" ", commands.get(i)));
        }
    }

    /**
     * @param log     the file Java writes its log to
     * @param tags    the log's tags, e.g. {@code class+load}
     * @param command the command line, e.g. {@link #SCRIPT}
     * @return the lines Java logged with {@code tags} at level info while {@code command} ran a small {@code odds}
     */
    private static List<String> oddsLog(Path log, String tags, List<String> command) throws IOException, InterruptedException {
        return log(log, tags, command, List.of(ODDS));
    }

    /**
     * @param log     the file Java writes its log to
     * @param tags    the log's tags, e.g. {@code class+load}
     * @param command the command line, e.g. {@link #SCRIPT}
     * @param args    the command's arguments, e.g. {@link #ODDS}
     * @return the lines Java logged with {@code tags} at level info while {@code command} ran with {@code args}, which
     *         succeeded
     */
    private static List<String> log(Path log, String tags, List<String> command, List<String> args) throws IOException, InterruptedException {
        List<String> line = new ArrayList<>(command);
        line.addAll(args);
        ProcessBuilder b = new ProcessBuilder(line).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD);
        b.environment().put("JDK_JAVA_OPTIONS", "-Xlog:" + tags + "=info:file=" + log);
        Process p = b.start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "finished");
        assertEquals(0, p.exitValue());
        return Files.readAllLines(log, StandardCharsets.UTF_8);
    }

    /**
     * A copy of the script beside the built jar and an archive Java cannot map (another Java's, or a broken file), newer
     * than the jar: the command runs without it, and says nothing of it.
     */
    @Test
    void anArchiveJavaCannotMapIsSkippedWithoutAWord(@TempDir Path dir) throws IOException, InterruptedException {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path target = Files.createDirectories(dir.resolve("target"));
        Files.copy(Path.of("bin", "battleboard"), bin.resolve("battleboard"));
        Files.createSymbolicLink(target.resolve("battleboard.jar"), Path.of("target", "battleboard.jar").toAbsolutePath());
        Files.createSymbolicLink(target.resolve("battleboard-cli.jar"), Path.of("target", "battleboard-cli.jar").toAbsolutePath());
        Files.createSymbolicLink(target.resolve("cli-runtime"), Path.of("target", "cli-runtime").toAbsolutePath());
        Path archive = Files.write(target.resolve("battleboard.jsa"), "not a class-data archive".getBytes(StandardCharsets.UTF_8));
        Files.setLastModifiedTime(archive, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 60_000));
        Run r = script(bin.resolve("battleboard"), ODDS);
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        assertEquals(machineFreeLines(CliRun.of(ODDS).ok().out()), machineFreeLines(r.out()));
    }

    /**
     * The script runs the Java runtime {@code mvn package} links for the command line ({@code target/cli-runtime}: the JDK's
     * modules it uses, which Java defines as it starts; {@code docs/performance.md}, "Issue 24, seventeenth session"), and
     * that runtime holds those modules only.
     */
    @Test
    void theScriptRunsTheCommandLinesOwnRuntime() throws IOException, InterruptedException {
        Path runtime = Path.of("target", "cli-runtime").toAbsolutePath();
        Run r = script(Path.of("bin", "battleboard"), java.util.Map.of("JDK_JAVA_OPTIONS", "-XshowSettings:properties"), "--version");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().lines().anyMatch(l -> l.strip().equals("java.home = " + runtime)), r.err());
        Process list = new ProcessBuilder(runtime.resolve("bin").resolve("java").toString(), "--list-modules").start();
        List<String> modules = new String(list.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines()
                .map(l -> l.replaceAll("@.*", "")).sorted().toList();
        assertTrue(list.waitFor(60, TimeUnit.SECONDS), "finished");
        assertEquals(List.of("java.base", "java.logging", "jdk.charsets", "jdk.localedata"), modules);
    }

    /**
     * The archive's training (ArchiveTraining, which {@code mvn package} runs on the command line's runtime) ran each of its
     * commands to an answer or an input error, none to an internal error: the runtime lacks no module a common command
     * uses.
     */
    @Test
    void theTrainingRanEveryCommandOnTheRuntime() throws IOException {
        List<String> codes = Files.readAllLines(Path.of("target", "cds-training.txt"), StandardCharsets.UTF_8);
        assertEquals(ArchiveTraining.RUNS.size(), codes.size(), String.join("\n", codes));
        assertEquals(List.of(), codes.stream().filter(l -> !l.startsWith("0 ") && !l.startsWith("2 ")).toList());
    }

    /** Each command through the script, on the command line's runtime, prints what it prints in this JVM. */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"odds --json", "compare --editions classic,revised",
        "casualties --hits defender:1", "odds --method monte-carlo --trials 2000 --seed 7"})
    void eachCommandPrintsWhatItPrintsInThisJvm(String command) throws IOException, InterruptedException {
        List<String> args = new ArrayList<>(List.of(command.split(" ")));
        args.addAll(List.of("--attacker", "3 inf, 1 tank", "--defender", "4 inf"));
        Run r = script(args.toArray(String[]::new));
        assertEquals(0, r.code(), r.err());
        assertEquals(machineFreeLines(CliRun.of(args.toArray(String[]::new)).ok().out()), machineFreeLines(r.out()));
    }

    /** Each list and help through the script, on the command line's runtime, prints what it prints in this JVM, byte for byte. */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"units --edition world-at-war-2005", "editions", "odds --help"})
    void eachListPrintsWhatItPrintsInThisJvm(String command) throws IOException, InterruptedException {
        Run r = script(command.split(" "));
        assertEquals(0, r.code(), r.err());
        assertEquals(CliRun.of(command.split(" ")).ok().out(), r.out());
    }

    /** {@code odds --batch} through the script: one line of JSON for each battle, in order. */
    @Test
    void theScriptSolvesABatch(@TempDir Path dir) throws IOException, InterruptedException {
        Path battles = Files.write(dir.resolve("battles.jsonl"), List.of("{\"attacker\": \"3 inf, 1 tank\", \"defender\": \"4 inf\"}",
                "{\"attacker\": \"1 inf\", \"defender\": \"2 inf\"}"));
        Run r = script("odds", "--batch", battles.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(2, lines.size(), r.out());
        assertTrue(lines.get(0).startsWith("{\"edition\":\"revised\"") && lines.get(1).contains("\"defender\":{\"infantry\":2}"), r.out());
    }

    /**
     * A batch line that is not JSON, through the script: Jackson's data binding, which the archive leaves out (it is read
     * from the jar, on the command line's runtime), names the problem in the line's error object.
     */
    @Test
    void theScriptNamesABatchLineThatIsNotJson(@TempDir Path dir) throws IOException, InterruptedException {
        Path battles = Files.write(dir.resolve("battles.jsonl"), List.of("{\"attacker\": \"1 inf\", \"defender\": \"2 inf\"}", "not json"));
        Run r = script("odds", "--batch", battles.toString());
        assertEquals(2, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(2, lines.size(), r.out());
        assertTrue(lines.get(1).startsWith("{\"line\":2,\"error\":\"not valid JSON at column 5"), r.out());
    }

    /**
     * The script's JVM compiles with the client compiler alone, and auto's estimate knows it: a Global War fleet played
     * through the round model's maps, estimated at 2.4 s under both compilers (solved exactly so, 1.5 s of thread time;
     * about 4 s under the client compiler alone), is 2.4 times that through the script, 5.7 s, over auto's exact budget,
     * and simulated at once (with the tier not read, auto would solve it exactly).
     */
    @Test
    void theScriptsEstimateIsTheClientCompilersTime() throws IOException, InterruptedException {
        Run r = script("odds", "--edition", "global-war-1939", "--attacker", "7 submarine, 6 destroyer, 5 naval-fighter, 9 tactical-bomber",
                "--defender", "3 submarine, 5 destroyer, 5 battleship, 5 transport, 5 cruiser", "--trials", "2000", "--json");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("\"method\" : \"montecarlo\"") && r.out().contains("over auto's exact budget of 3.00 s"), r.out());
    }

    /**
     * The client compiler alone asked for through {@code JDK_JAVA_OPTIONS}, which the JVM's command line does not show:
     * the estimate reads it from the VM's description ("emulated-client") and simulates the same fleet at once (with the
     * description not read, auto would solve it exactly, about 4 s under the client compiler).
     */
    @Test
    void theQuickTierFromTheEnvironmentIsSeen(@TempDir Path dir) throws IOException, InterruptedException {
        Path jar = Files.write(dir.resolve("jar.sh"), List.of("exec java -jar " + Path.of("target", "battleboard.jar").toAbsolutePath() + " \"$@\""));
        Run r = script(jar, java.util.Map.of("JDK_JAVA_OPTIONS", "-XX:TieredStopAtLevel=1"), "odds", "--edition", "global-war-1939",
                "--attacker", "7 submarine, 6 destroyer, 5 naval-fighter, 9 tactical-bomber",
                "--defender", "3 submarine, 5 destroyer, 5 battleship, 5 transport, 5 cruiser", "--trials", "2000", "--json");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("\"method\" : \"montecarlo\"") && r.out().contains("over auto's exact budget of 3.00 s"), r.out());
    }

    @Test
    void aBadInputIsOneLineAndExitCodeTwo() throws IOException, InterruptedException {
        Run r = script("odds", "--attacker", "3 dragon", "--defender", "4 inf");
        assertEquals(2, r.code(), r.out() + r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("dragon"), r.err());
    }

    /** Issue 13: the jar started with no argument on a machine with no display says so in one line, exit code 2. */
    @Test
    void theFormWithNoDisplayIsOneLineAndExitCodeTwo() throws IOException, InterruptedException {
        ProcessBuilder b = new ProcessBuilder("java", "-jar", "target/battleboard.jar")
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        b.environment().remove("DISPLAY");
        b.environment().remove("WAYLAND_DISPLAY");
        Process p = b.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "finished");
        assertEquals(2, p.exitValue(), out + err);
        assertEquals(1, err.strip().lines().count(), err);
        assertTrue(err.startsWith("battleboard: no display to open the form on"), err);
    }
}
