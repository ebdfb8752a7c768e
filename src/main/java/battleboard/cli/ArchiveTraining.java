package battleboard.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The training run of the class-data archive {@code bin/battleboard} hands to Java ({@code target/battleboard.jsa}, which
 * {@code mvn package} records: this run lists the classes it loads with {@code -XX:DumpLoadedClassList}, then
 * {@code java -Xshare:dump} archives them): the command lines a player runs most, one after the
 * other in this JVM, so that the archive holds the classes each of them loads (the classes the build writes for the
 * program's lambdas among them, and the JDK's lambdas' classes), already read, parsed and verified. A command left out
 * still runs from the archive; only its own classes are read from the jar ({@code docs/performance.md}, "Command line
 * (issue 24)"). The app image's {@code bin/battleboard-cli} runs it once
 * where the image lies, the same way, for the archive it keeps in the player's cache.
 */
public final class ArchiveTraining {
    /** The small battle of {@code scripts/cli-timing.sh}. */
    private static final String[] SMALL = {"--attacker", "3 inf, 1 tank", "--defender", "4 inf"};

    /** Stands for the file of {@code odds --batch FILE}, a temporary file holding {@link #BATCH}. */
    private static final String BATCH_FILE = "BATCH_FILE";

    /**
     * The input of {@code odds --batch -} and FILE: two small battles, a Classic one and a line that is not a battle (its
     * defender a number), which trains the error object's path. A line that is not JSON is left out: Jackson's data
     * binding reads it (its mapper names where the JSON breaks), about 270 classes an archive of every command would
     * map at every start for an input error (docs/performance.md, "Issue 24, sixteenth session").
     */
    static final String BATCH = "{\"attacker\": \"3 inf, 1 tank\", \"defender\": \"4 inf\"}\n"
            + "{\"attacker\": \"2 inf, 1 art\", \"defender\": \"3 inf\"}\n"
            + "{\"edition\": \"classic\", \"attacker\": \"3 inf, 1 armor\", \"defender\": \"3 inf, 1 armor\"}\n"
            + "{\"attacker\": \"3 inf\", \"defender\": 4}\n";

    /** Each run's arguments: the table, {@code --json}, a sea battle, {@code --batch} (standard input and a file), a bad unit, the other commands. */
    static final List<String[]> RUNS = List.of(
            join(new String[] {"odds"}, SMALL),
            join(new String[] {"odds", "--json"}, SMALL),
            new String[] {"odds", "--attacker", "1 bb, 2 sub, 1 ftr", "--defender", "2 dd, 1 cv, 1 ftr"},
            new String[] {"odds", "--batch", "-"},
            new String[] {"odds", "--batch", BATCH_FILE},
            new String[] {"odds", "--attacker", "3 dragon", "--defender", "4 inf"},
            join(new String[] {"compare", "--editions", "classic,revised"}, SMALL),
            join(new String[] {"casualties", "--hits", "defender:1"}, SMALL),
            new String[] {"units", "--edition", "revised"},
            new String[] {"editions"},
            new String[] {"odds", "--help"});

    private ArchiveTraining() {
    }

    /**
     * Runs {@link #RUNS}, their output discarded, and prints each one's exit code.
     *
     * @param args none
     * @throws IOException when the temporary file of {@code odds --batch FILE} cannot be written
     */
    public static void main(String[] args) throws IOException {
        PrintStream discard = new PrintStream(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8);
        Path batch = Files.createTempFile("battleboard-training", ".jsonl");
        Files.writeString(batch, BATCH);
        for (String[] given : RUNS) {
            String[] run = given.clone();
            for (int i = 0; i < run.length; i++) {
                run[i] = run[i].equals(BATCH_FILE) ? batch.toString() : run[i];
            }
            EditionOption.prefetch(run);
            int code = BattleboardCli.run(run, new ByteArrayInputStream(BATCH.getBytes(StandardCharsets.UTF_8)), discard, discard);
            System.out.println(code + " " + String.join(" ", run));
        }
        Files.delete(batch);
    }

    private static String[] join(String[] a, String[] b) {
        String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
