package battleboard.cli;

import static battleboard.cli.DocsExamplesTest.machineFreeLines;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

/**
 * The app image of {@code mvn -Ppackage verify} (issue 26, item 6): its launcher {@code bin/battleboard}, with its own
 * runtime (no Java on the machine needed), runs the command line with arguments, as this JVM runs it, and a bad input
 * is one line and exit code 2; without arguments and without a display it says in one line that the form needs one.
 * Runs only in that profile, which names the image in {@code battleboard.appImage}.
 */
@EnabledIfSystemProperty(named = "battleboard.appImage", matches = ".+")
class AppImageIT {
    private static final String[] ODDS = {"odds", "--attacker", "3 inf, 1 tank", "--defender", "4 inf"};

    private record Run(int code, String out, String err) {
    }

    private static Path bin() {
        Path launcher = Path.of(System.getProperty("battleboard.appImage"), "bin", "battleboard");
        assertTrue(Files.isExecutable(launcher), launcher + " was built");
        return launcher.getParent();
    }

    /** @return the folder of {@code cache} where {@code bin/battleboard-cli} keeps this image's archives */
    private static Path archives(Path cache) throws IOException {
        return cache.resolve("battleboard/images" + bin().getParent().toRealPath());
    }

    /** @return the files under {@code folder}, at any depth */
    private static List<Path> filesUnder(Path folder) throws IOException {
        try (java.util.stream.Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).toList();
        }
    }

    /** @return the command a run of {@code sh -x battleboard-cli} ended in, as the shell traced it ("+ exec ...") */
    private static String traced(Run r) {
        return r.err().lines().filter(l -> l.startsWith("+ exec ")).findFirst().orElseThrow();
    }

    /** Runs the image's launcher, which starts its own runtime whatever Java the machine has, with no {@code DISPLAY}. */
    private static Run launcher(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(bin().resolve("battleboard").toString()));
        command.addAll(List.of(args));
        return run(command);
    }

    /** The player's cache of these runs ({@code bin/battleboard-cli} keeps its archive there), not this machine's. */
    @TempDir
    static Path cacheHome;

    private static Run run(List<String> command) throws IOException, InterruptedException {
        return run(command, cacheHome);
    }

    /** @param cache {@code XDG_CACHE_HOME} of the run; null: neither it nor {@code HOME} set */
    private static Run run(List<String> command, Path cache) throws IOException, InterruptedException {
        return run(command, cache, java.util.Map.of());
    }

    /** @param cache {@code XDG_CACHE_HOME} of the run; null: neither it nor {@code HOME} set */
    private static Run run(List<String> command, Path cache, java.util.Map<String, String> env) throws IOException, InterruptedException {
        ProcessBuilder b = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        if (cache == null) {
            b.environment().remove("XDG_CACHE_HOME");
            b.environment().remove("HOME");
        } else {
            b.environment().put("XDG_CACHE_HOME", cache.toString());
        }
        b.environment().remove("DISPLAY");
        b.environment().remove("WAYLAND_DISPLAY");
        b.environment().remove("JAVA_HOME");
        b.environment().putAll(env);
        b.environment().put("PATH", bin() + java.io.File.pathSeparator + b.environment().getOrDefault("PATH", "/usr/bin:/bin"));
        Process p = b.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "finished");
        return new Run(p.exitValue(), out, err);
    }

    @Test
    void theLauncherRunsTheCommandLine() throws IOException, InterruptedException {
        Run r = launcher(ODDS);
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        CliRun.assertHasLines(r.out(), "Attacker wins +39\\.4480%");
        // the memory budget is a share of the heap, which differs a little between the two JVMs
        assertEquals(machineFreeLines(CliRun.of(ODDS).ok().out()), machineFreeLines(r.out()));
    }

    /**
     * The form's Copy command line ({@code battleboard.input.BattleCommandLine}) writes {@code battleboard odds ...}:
     * pasted into a shell with the image's {@code bin/} on the PATH (README.md, "Install") it solves the battle.
     */
    @Test
    void theFormsCopiedCommandLineRunsWithTheImageOnThePath() throws IOException, InterruptedException {
        String sample = "revised-amphibious-assault";
        String line = battleboard.input.BattleCommandLine.of(battleboard.input.BattlePreset.sample(sample));
        assertTrue(line.startsWith("battleboard odds "), line);
        Run r = run(List.of("sh", "-c", line));
        assertEquals(0, r.code(), r.err());
        assertEquals(machineFreeLines(CliRun.of("odds", "--preset", sample).ok().out()), machineFreeLines(r.out()));
    }

    @Test
    void badInputIsOneLineAndExitCode2() throws IOException, InterruptedException {
        Run r = launcher("odds", "--attacker", "3 inf, 1 tanq", "--defender", "4 inf");
        assertEquals(2, r.code(), r.err());
        assertEquals("", r.out());
        assertEquals(1, r.err().lines().count(), r.err());
        CliRun.assertContains(r.err(), "unknown unit 'tanq'");
    }

    /**
     * The image's fast command line, {@code bin/battleboard-cli} (README.md, "Install"): the image's runtime with the JIT's
     * quick tier, without the launcher's questions to the package manager. Linked as {@code battleboard} on the PATH, as
     * the README says, it finds the image through the link: it runs the command line as this JVM does (as the launcher
     * does), a bad input is one line and exit code 2, and without arguments it starts the launcher, here saying the form
     * has no display.
     */
    @Test
    void theFastCommandLineLinkedAsBattleboardRunsAsTheLauncher(@TempDir Path dir) throws IOException, InterruptedException {
        Path script = bin().resolve("battleboard-cli");
        assertTrue(Files.isExecutable(script), script + " was copied into the image");
        Path link = Files.createSymbolicLink(dir.resolve("battleboard"), script);
        List<String> odds = new ArrayList<>(List.of(link.toString()));
        odds.addAll(List.of(ODDS));
        Run r = run(odds);
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        assertEquals(machineFreeLines(CliRun.of(ODDS).ok().out()), machineFreeLines(r.out()));
        Run bad = run(List.of(link.toString(), "odds", "--attacker", "3 inf, 1 tanq", "--defender", "4 inf"));
        assertEquals(2, bad.code(), bad.err());
        assertEquals(1, bad.err().lines().count(), bad.err());
        CliRun.assertContains(bad.err(), "unknown unit 'tanq'");
        Run none = run(List.of(link.toString()));
        assertEquals(2, none.code(), none.err());
        CliRun.assertContains(none.err(), "no display to open the form on");
        CliRun.assertContains(none.err(), "e.g. battleboard odds --attacker");
    }

    /**
     * {@code bin/battleboard-cli}'s first run makes a class-data archive of the classes the common commands load in the
     * player's cache ({@code $XDG_CACHE_HOME/battleboard/images/<the image's path>/cli.jsa}), which every run maps (Java's
     * class log names the archive as the source of the command line's class and of picocli's): the same output either way
     * and nothing on standard error; an archive older than the jar is made again; a cache it cannot write, or no home at
     * all, is no error: the command runs without an archive.
     */
    @Test
    void theFastCommandLineKeepsAnArchiveInThePlayersCache(@TempDir Path dir) throws IOException, InterruptedException {
        List<String> odds = new ArrayList<>(List.of(bin().resolve("battleboard-cli").toString()));
        odds.addAll(List.of(ODDS));
        List<String> expected = machineFreeLines(CliRun.of(ODDS).ok().out());
        Path cache = dir.resolve("cache");
        Path image = bin().getParent().toRealPath();
        Path archive = archives(cache).resolve("cli.jsa");
        java.nio.file.attribute.FileTime made = null;
        for (int run = 1; run <= 2; run++) {
            Run r = run(odds, cache);
            assertEquals(0, r.code(), r.err());
            assertEquals("", r.err(), "run " + run);
            assertEquals(expected, machineFreeLines(r.out()), "run " + run);
            assertEquals(List.of(archive), filesUnder(cache), "one archive of the classes");
            assertTrue(Files.size(archive) > 1_000_000, archive + ": " + Files.size(archive) + " bytes");
            if (run == 2) {
                assertEquals(made, Files.getLastModifiedTime(archive), "the second run keeps the first run's archive");
            }
            made = Files.getLastModifiedTime(archive);
        }
        Path log = dir.resolve("classes.txt");
        Run logged = run(odds, cache, java.util.Map.of("JDK_JAVA_OPTIONS", "-Xlog:class+load=info:file=" + log));
        assertEquals(0, logged.code(), logged.err());
        List<String> loaded = Files.readAllLines(log, StandardCharsets.UTF_8);
        for (String name : List.of("battleboard.cli.BattleboardCli", "picocli.CommandLine")) {
            assertTrue(loaded.stream().anyMatch(line -> line.contains(" " + name + " source: shared objects file")),
                    name + " comes from the archive");
        }
        // an archive older than the jar (an image rebuilt in place) is made again
        java.nio.file.attribute.FileTime jar = Files.getLastModifiedTime(image.resolve("lib/app/battleboard.jar"));
        Files.setLastModifiedTime(archive, java.nio.file.attribute.FileTime.fromMillis(jar.toMillis() - 60_000));
        Run again = run(odds, cache);
        assertEquals(0, again.code(), again.err());
        assertEquals(expected, machineFreeLines(again.out()));
        assertTrue(Files.getLastModifiedTime(archive).compareTo(jar) > 0, "the archive was made again");
        Path notAFolder = Files.writeString(dir.resolve("a-file"), "not a folder");
        for (Path none : java.util.Arrays.asList(notAFolder, null)) {
            Run r = run(odds, none);
            assertEquals(0, r.code(), r.err());
            assertEquals("", r.err(), "cache " + none);
            assertEquals(expected, machineFreeLines(r.out()), "cache " + none);
        }
    }

    /**
     * Without arguments {@code bin/battleboard-cli} opens the form on the image's own runtime, with the launcher's Java
     * options and its path (the form names the command line by it), not through the launcher, whose start-up questions to
     * rpm and dpkg cost the form a seventh of its start ({@code sh -x} shows the command it runs); without a display the
     * form says so in one line, naming {@code battleboard}.
     */
    @Test
    void withoutArgumentsTheFastCommandLineOpensTheFormOnTheImagesRuntime() throws IOException, InterruptedException {
        Path script = bin().resolve("battleboard-cli");
        Run r = run(List.of("sh", "-x", script.toString()));
        assertEquals(2, r.code(), r.err());
        String exec = traced(r);
        Path java = Path.of(exec.split(" ")[2]);
        assertTrue(Files.isSameFile(bin().getParent().resolve("lib/runtime/bin/java"), java), exec);
        CliRun.assertContains(exec, "-Djpackage.app-version=");
        CliRun.assertContains(exec, "-Djpackage.app-path=" + bin().resolve("battleboard"));
        assertTrue(exec.endsWith(" battleboard.Launcher"), exec);
        CliRun.assertContains(r.err(), "no display to open the form on");
        CliRun.assertContains(r.err(), "e.g. battleboard odds --attacker");
    }

    /**
     * With a display named, a start of the form without its archive records one ({@code -XX:ArchiveClassesAtExit}, Java
     * writes it as the form exits), kept only when the form closed normally: here the display is no X server, the form
     * cannot open (exit code 2, one line), and nothing is kept. A start that finds the form's archive, newer than the jar,
     * hands it to Java ({@code sh -x} shows the command; a file Java cannot map is passed over without a word).
     */
    @Test
    void theFormsArchiveIsRecordedOnADisplayAndKeptOnlyWhenTheFormClosed(@TempDir Path dir) throws IOException, InterruptedException {
        Path script = bin().resolve("battleboard-cli");
        Path cache = dir.resolve("cache");
        java.util.Map<String, String> noServer = java.util.Map.of("DISPLAY", ":99");
        Run first = run(List.of("sh", "-x", script.toString()), cache, noServer);
        assertEquals(2, first.code(), first.err());
        CliRun.assertContains(first.err(), "-XX:ArchiveClassesAtExit=");
        CliRun.assertContains(first.err(), "battleboard: the form cannot open");
        assertEquals(List.of(), filesUnder(cache), "nothing kept from a form that could not open");
        Path form = Files.writeString(archives(cache).resolve("form.jsa"), "not an archive");
        Run later = run(List.of("sh", "-x", script.toString()), cache, noServer);
        assertEquals(2, later.code(), later.err());
        String exec = traced(later);
        CliRun.assertContains(exec, "-XX:SharedArchiveFile=" + form);
        assertTrue(exec.endsWith(" battleboard.Launcher"), exec);
        CliRun.assertContains(later.err(), "battleboard: the form cannot open");
    }

    /**
     * The .deb (built where dpkg-deb and fakeroot are) installs a menu entry that runs {@code bin/battleboard-cli}, so
     * that the form opened from the menu skips the launcher's questions to rpm and dpkg.
     */
    @Test
    void theDebsMenuEntryRunsTheFastCommandLine(@TempDir Path dir) throws IOException, InterruptedException {
        Path deb;
        try (var files = Files.list(bin().getParent().getParent())) {
            deb = files.filter(f -> f.getFileName().toString().endsWith(".deb")).findFirst().orElse(null);
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(deb != null, "no .deb was built (it needs dpkg-deb and fakeroot)");
        Run x = run(List.of("dpkg-deb", "-x", deb.toString(), dir.toString()));
        assertEquals(0, x.code(), x.err());
        List<String> entry = Files.readAllLines(dir.resolve("opt/battleboard/lib/battleboard-battleboard.desktop"));
        assertTrue(entry.contains("Exec=/opt/battleboard/bin/battleboard-cli"), entry.toString());
        assertTrue(entry.contains("Name=battleboard"), entry.toString());
        assertTrue(entry.contains("Icon=/opt/battleboard/lib/battleboard.png"), entry.toString());
        assertTrue(entry.contains("Categories=Game"), entry.toString());
        assertTrue(Files.isExecutable(dir.resolve("opt/battleboard/bin/battleboard-cli")), "the script is in the .deb");
    }

    /** No arguments open the form; where there is no display to open it on, one line says so. */
    @Test
    void withoutArgumentsItOpensTheFormOrSaysThereIsNoDisplay() throws IOException, InterruptedException {
        Run r = launcher();
        assertEquals(2, r.code(), r.err());
        CliRun.assertContains(r.err(), "no display to open the form on");
        CliRun.assertContains(r.err(), "e.g. battleboard odds --attacker"); // the launcher's name, not java -jar
    }
}
