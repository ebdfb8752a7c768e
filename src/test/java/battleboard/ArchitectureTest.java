package battleboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The package rooms of docs/architecture.md, enforced on {@code src/main/java} by reading each
 * source file's imports and fully-qualified names (comments and string literals ignored):
 * {@code edition} and {@code result} use no other project package; {@code battle} only
 * {@code edition}; {@code raid} (the strategic bombing raid and rocket strikes: their rules and their own exact
 * enumeration), {@code exact} and {@code montecarlo} only {@code battle}, {@code edition},
 * {@code result}, and never each other; {@code solve} those and the two solvers; {@code input} (the battle as written and every grammar both fronts
 * read) only {@code battle} and {@code edition}; {@code report} (the plain-text
 * report of a result and the command line of a battle, shared by both fronts) only {@code battle}, {@code edition},
 * {@code result}, {@code solve}; the faces {@code cli} and {@code ui} only {@link #FACES_MAY_USE} (never a solver:
 * {@code exact} or {@code montecarlo}; they give {@code solve} their settings in {@code SolveOptions} and catch
 * {@code result.TooLargeException}), and never each other; JavaFX only in {@code ui}; {@code battleboard.Launcher}
 * only {@code ui} and {@code cli}. Every violation is reported with its file and line. No source file is over
 * {@link #MOST_LINES} lines (but those of {@link #OVER_MOST_LINES_FOR_NOW}), and none makes a comparator with the
 * JDK's combinators ({@link #COMPARATOR_COMBINATOR}).
 */
class ArchitectureTest {
    private static final Path MAIN = Path.of("src", "main", "java");
    private static final String ROOT = "(root)";
    /** What the command line and the form may use: the battle, its edition, as written and as reported, and the one way to solve it. */
    static final Set<String> FACES_MAY_USE = Set.of("edition", "result", "battle", "input", "raid", "solve", "report");
    /** Package room to the rooms it may use; a room may always use itself. */
    private static final Map<String, Set<String>> MAY_USE = Map.ofEntries(
            Map.entry("edition", Set.of()),
            Map.entry("result", Set.of()),
            Map.entry("battle", Set.of("edition")),
            Map.entry("raid", Set.of("battle", "edition", "result")),
            Map.entry("exact", Set.of("battle", "edition", "result")),
            Map.entry("montecarlo", Set.of("battle", "edition", "result")),
            Map.entry("solve", Set.of("exact", "montecarlo", "battle", "edition", "result")),
            Map.entry("input", Set.of("battle", "edition")),
            Map.entry("report", Set.of("battle", "edition", "result", "solve")),
            Map.entry("cli", FACES_MAY_USE),
            Map.entry("ui", FACES_MAY_USE),
            Map.entry(ROOT, Set.of("ui", "cli")));
    private static final Set<String> ROOT_CLASSES = Set.of("Launcher.java");
    private static final Pattern PROJECT_REFERENCE = Pattern.compile("\\bbattleboard\\.([a-z][a-z0-9_]*)\\.");
    private static final Pattern JAVAFX_REFERENCE = Pattern.compile("\\bjavafx\\.[a-z]");
    private static final Pattern PACKAGE = Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;");

    @Test
    void mainCodeKeepsToItsRooms() throws IOException {
        Map<String, String> sources = mainSources();
        assertTrue(sources.size() > 10, "found only " + sources.size() + " source files under " + MAIN);
        List<String> v = violations(sources);
        assertTrue(v.isEmpty(), v.size() + " package-room violations:\n" + String.join("\n", v));
    }

    /**
     * {@code solve} chooses and runs methods only (issue 25 item 3): its files are these, and a rule around a battle lives
     * in {@code battle} (Global War's air combat), {@code raid} (the raid and rockets) or {@code report} (what a result
     * means: losses after the battle, each power's losses, Panzerblitz's round 1).
     */
    static final Set<String> SOLVE_HOLDS = Set.of("Solver", "SolveOptions", "MethodChoice", "Mixture", "WaveSolver",
            "CasualtyExplorer", "CasualtyChoice", "Reinforcement", "TimedProgress", "Warmup");

    @Test
    void solveChoosesAndRunsMethodsOnly() throws IOException {
        Set<String> held = new TreeSet<>();
        try (Stream<Path> files = Files.list(MAIN.resolve(Path.of("battleboard", "solve")))) {
            files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".java"))
                    .forEach(n -> held.add(n.substring(0, n.length() - ".java".length())));
        }
        held.removeAll(SOLVE_HOLDS);
        assertTrue(held.isEmpty(), "solve chooses and runs methods only; put these beside the rules or the solvers, or "
                + "name them in SOLVE_HOLDS if they choose or run a method: " + held);
    }

    /**
     * A unit's, a technology's or an edition's id compared in Java to a string literal ({@code id().equals("infantry")},
     * {@code "panzerblitz".equals(t.id())}, {@code id() == "..."}, {@code findUnit("infantry")}, {@code unit("...")}):
     * the rule then holds for that name only, not for the edition file (docs/architecture.md, issue 25 item 2).
     */
    private static final Pattern ID_LITERAL = Pattern.compile(
            "\\bid\\(\\)\\s*\\.\\s*equals(IgnoreCase)?\\(\\s*\"|\"[\\w-]*\"\\s*\\.\\s*equals(IgnoreCase)?\\([^()]*\\bid\\(\\)"
                    + "|\\bid\\(\\)\\s*[!=]=\\s*\"|\\b(findUnit|unit|findTechnology|technology)\\(\\s*\"[a-z]");

    /** @return one line per comparison of an id to a string literal, "path:line: text", comments left out */
    static List<String> idLiterals(Map<String, String> sources) {
        return linesMatching(sources, ID_LITERAL);
    }

    /** @return one line per line of code (comments left out) where {@code pattern} is found, "path:line: text" */
    static List<String> linesMatching(Map<String, String> sources, Pattern pattern) {
        List<String> out = new ArrayList<>();
        sources.forEach((path, text) -> {
            String[] lines = text.split("\n", -1);
            boolean comment = false;
            for (int i = 0; i < lines.length; i++) {
                String line = lines[i].strip();
                if (comment || line.startsWith("/*") || line.startsWith("*") || line.startsWith("//")) {
                    comment = (comment || line.startsWith("/*")) && !line.contains("*/");
                    continue;
                }
                if (pattern.matcher(line).find()) {
                    out.add(path + ":" + (i + 1) + ": " + line);
                }
            }
        });
        return out;
    }

    @Test
    void noRuleNamesAUnitOrEditionInJava() throws IOException {
        Map<String, String> sources = mainSources();
        List<String> found = idLiterals(sources);
        assertTrue(found.isEmpty(), found.size() + " ids compared to string literals (read them from the edition file):\n"
                + String.join("\n", found));
    }

    @Test
    void findsAnIdComparedToALiteral() {
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put("battleboard/battle/A.java", """
                package battleboard.battle;
                /** Not t.id().equals("panzerblitz"): comments do not count. */
                class A {
                    boolean a(UnitType u) { return u.id().equals("infantry"); }
                    boolean b(Technology t) { return "panzerblitz".equals(t.id()); }
                    Object c(Edition e) { return e.findUnit("infantry"); }
                    boolean d(Edition e) { return e.id() == "revised"; }
                    boolean e(UnitType u, String id) { return u.id().equals(id) && u.hasTag("fighter"); }
                }
                """);
        assertEquals(List.of(
                "battleboard/battle/A.java:4: boolean a(UnitType u) { return u.id().equals(\"infantry\"); }",
                "battleboard/battle/A.java:5: boolean b(Technology t) { return \"panzerblitz\".equals(t.id()); }",
                "battleboard/battle/A.java:6: Object c(Edition e) { return e.findUnit(\"infantry\"); }",
                "battleboard/battle/A.java:7: boolean d(Edition e) { return e.id() == \"revised\"; }"), idLiterals(sources));
    }

    /**
     * The JDK's comparator combinators ({@code Comparator.comparing}, {@code comparingInt}, {@code thenComparing},
     * {@code Map.Entry.comparingByValue}, ...) make serializable lambdas, whose classes Java 17's class-data archive cannot
     * hold: each is made at run time the first time it runs, about half a millisecond of a command line's start, where
     * a comparator written as the program's own lambda is read from the archive ({@code docs/performance.md}, "Issue 24,
     * fourteenth session").
     */
    private static final Pattern COMPARATOR_COMBINATOR =
            Pattern.compile("\\b(comparing(Int|Long|Double|ByKey|ByValue)?|thenComparing(Int|Long|Double)?)\\(");

    @Test
    void noComparatorIsMadeByTheJdksCombinators() throws IOException {
        List<String> found = linesMatching(mainSources(), COMPARATOR_COMBINATOR);
        assertTrue(found.isEmpty(), found.size() + " comparators made by the JDK's combinators (write them as a lambda"
                + " of the program's own: (a, b) -> Integer.compare(...)):\n" + String.join("\n", found));
    }

    @Test
    void findsAComparatorCombinator() {
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put("battleboard/battle/A.java", """
                package battleboard.battle;
                // sorted as Comparator.comparingInt(UnitType::cost) would
                class A {
                    void s(List<UnitType> u) { u.sort(Comparator.comparingInt(UnitType::cost).thenComparingInt(UnitType::attack)); }
                    void t(List<Map.Entry<String, Integer>> e) { e.sort(Map.Entry.comparingByValue()); }
                    void v(List<UnitType> u) { u.sort((a, b) -> Integer.compare(a.cost(), b.cost())); }
                }
                """);
        assertEquals(List.of(
                "battleboard/battle/A.java:4: void s(List<UnitType> u) { u.sort(Comparator.comparingInt(UnitType::cost).thenComparingInt(UnitType::attack)); }",
                "battleboard/battle/A.java:5: void t(List<Map.Entry<String, Integer>> e) { e.sort(Map.Entry.comparingByValue()); }"),
                linesMatching(sources, COMPARATOR_COMBINATOR));
    }

    /** The most lines a source file of {@code src/main/java} may have, as {@code wc -l} counts them: one job per file (issue 25). */
    static final int MOST_LINES = 600;
    /** Files allowed over {@link #MOST_LINES} for now: none since {@code ui/BattleboardViewModel.java} was split by job. */
    static final Set<String> OVER_MOST_LINES_FOR_NOW = Set.of();

    /** @return one line per file over {@code most} lines, "path: N lines (at most M)", in path order */
    static List<String> overLong(Map<String, String> sources, int most) {
        List<String> out = new ArrayList<>();
        new TreeMap<>(sources).forEach((path, text) -> {
            long lines = text.chars().filter(c -> c == '\n').count();
            if (lines > most) {
                out.add(path + ": " + lines + " lines (at most " + most + ")");
            }
        });
        return out;
    }

    @Test
    void noSourceFileIsOverTheMostLines() throws IOException {
        Map<String, String> sources = mainSources();
        List<String> over = new ArrayList<>(overLong(sources, MOST_LINES));
        over.removeIf(line -> OVER_MOST_LINES_FOR_NOW.contains(line.substring(0, line.indexOf(':'))));
        assertTrue(over.isEmpty(), over.size() + " files over " + MOST_LINES + " lines; split each by job:\n" + String.join("\n", over));
        for (String path : OVER_MOST_LINES_FOR_NOW) {
            assertTrue(overLong(Map.of(path, sources.getOrDefault(path, "")), MOST_LINES).size() == 1,
                    path + " is no longer over " + MOST_LINES + " lines: take it out of OVER_MOST_LINES_FOR_NOW");
        }
    }

    @Test
    void findsAFileOverTheMostLines() {
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put("battleboard/battle/Long.java", "package battleboard.battle;\nclass Long {\n}\n");
        sources.put("battleboard/battle/Short.java", "package battleboard.battle;\nclass Short {}\n");
        sources.put("battleboard/battle/NoLastNewline.java", "package battleboard.battle;\nclass A {\n}");
        assertEquals(List.of("battleboard/battle/Long.java: 3 lines (at most 2)"), overLong(sources, 2));
    }

    /**
     * The uses that close a file cycle inside a package and are left, for now, to their owners, each as
     * {@code "package directory: File uses Other"}: the cycle check leaves these uses out. Each must still close a cycle
     * (its two files reach each other), or the check fails: take it out once its cycle is untied.
     */
    static final Set<String> CYCLE_USES_FOR_NOW = Set.of(
            // a built battle and its checks: the refusals and the pre-battle rolls' variants take the battle they check
            // (issue 25; untying them means the checks take a view of the battle rather than the battle itself)
            "battleboard/battle: BattleSetup uses PreBattle",
            "battleboard/battle: BattleSetup uses SetupRefusals",
            // the battle as written reads and writes itself through the battle file's JSON shape
            "battleboard/input: BattlePreset uses BattleFile");

    @Test
    void noFilesOfAPackageUseEachOtherInACycle() throws IOException {
        Map<String, String> sources = mainSources();
        List<String> found = fileCycles(sources, CYCLE_USES_FOR_NOW);
        assertTrue(found.isEmpty(), found.size() + " file cycles inside a package; untie each (a callback interface, a type "
                + "moved to where it belongs, one side passing data rather than calling back):\n" + String.join("\n", found));
        Map<String, Map<String, Set<String>>> uses = fileUses(sources);
        for (String known : CYCLE_USES_FOR_NOW) {
            String[] p = known.split(": | uses ");
            Map<String, Set<String>> inPackage = uses.getOrDefault(p[0], Map.of());
            assertTrue(inPackage.getOrDefault(p[1], Set.of()).contains(p[2]) && reach(inPackage, p[2]).contains(p[1]),
                    known + " no longer closes a cycle: take it out of CYCLE_USES_FOR_NOW");
        }
    }

    @Test
    void findsAFileCycleInsideAPackage() {
        Map<String, String> sources = new LinkedHashMap<>();
        // the cycle the form's view model had with its panes (issue 25): the form holds the pane, the pane names the form's Check
        sources.put("battleboard/ui/Form.java", "package battleboard.ui;\nfinal class Form { private final Pane pane = new Pane(); }\n");
        sources.put("battleboard/ui/Pane.java", "package battleboard.ui;\nfinal class Pane { Pane(java.util.function.Supplier<Check> f) { } }\n");
        sources.put("battleboard/ui/Check.java", "package battleboard.ui;\nrecord Check(Form.Setup setup) { }\n");
        sources.put("battleboard/ui/Alone.java", "package battleboard.ui;\n/** Names Form in a comment. */\nfinal class Alone { String s = \"Pane\"; Check c; }\n");
        // two files that use each other, and a third of another package with the same name as one of them (not a use)
        sources.put("battleboard/battle/RoundModel.java", "package battleboard.battle;\npublic final class RoundModel { Decisions d; public enum RetreatKind { FULL } }\n");
        sources.put("battleboard/battle/Decisions.java", "package battleboard.battle;\nfinal class Decisions { RoundModel.RetreatKind k; }\n");
        sources.put("battleboard/exact/Decisions.java", "package battleboard.exact;\nimport battleboard.battle.RoundModel;\nclass Decisions { RoundModel m; }\n");
        // a static import from the file's own package is a use
        sources.put("battleboard/edition/Edition.java", "package battleboard.edition;\nimport static battleboard.edition.EditionReader.read;\n"
                + "import battleboard.battle.Force;\nfinal class Edition { }\n");
        sources.put("battleboard/edition/EditionReader.java", "package battleboard.edition;\nfinal class EditionReader { Edition read() { return null; } }\n");
        // a use left out as known breaks its cycle
        sources.put("battleboard/cli/OddsBatch.java", "package battleboard.cli;\nclass OddsBatch { int c = OddsCommand.solve(); }\n");
        sources.put("battleboard/cli/OddsCommand.java", "package battleboard.cli;\nclass OddsCommand { OddsBatch b; static int solve() { return 0; } }\n");
        assertEquals(List.of(
                "battleboard/battle: Decisions, RoundModel (Decisions uses RoundModel; RoundModel uses Decisions)",
                "battleboard/edition: Edition, EditionReader (Edition uses EditionReader; EditionReader uses Edition)",
                "battleboard/ui: Check, Form, Pane (Check uses Form; Form uses Pane; Pane uses Check)"),
                fileCycles(sources, Set.of("battleboard/cli: OddsBatch uses OddsCommand")));
    }

    /**
     * @param sources path under src/main/java (with '/') to file text
     * @return package directory to each file's name (without {@code .java}) to the other files of its package whose names its
     *         code uses (comments, string literals and imports from other packages left out; a static import from its own
     *         package is a use)
     */
    static Map<String, Map<String, Set<String>>> fileUses(Map<String, String> sources) {
        Map<String, Map<String, String>> byPackage = new TreeMap<>();
        sources.forEach((path, text) -> byPackage.computeIfAbsent(path.contains("/") ? path.substring(0, path.lastIndexOf('/')) : "",
                k -> new TreeMap<>()).put(path.substring(path.lastIndexOf('/') + 1).replaceFirst("\\.java$", ""), text));
        Map<String, Map<String, Set<String>>> out = new TreeMap<>();
        byPackage.forEach((dir, files) -> {
            Map<String, Set<String>> uses = new TreeMap<>();
            files.forEach((name, text) -> {
                Set<String> used = new TreeSet<>();
                String own = "import static " + dir.replace('/', '.') + ".";
                Matcher m = TYPE_NAME.matcher(IMPORT.matcher(stripCommentsAndStrings(text))
                        .replaceAll(i -> i.group().strip().replaceAll("\\s+", " ").startsWith(own) ? "$0" : ""));
                while (m.find()) {
                    if (!m.group().equals(name) && files.containsKey(m.group())) {
                        used.add(m.group());
                    }
                }
                uses.put(name, used);
            });
            out.put(dir, uses);
        });
        return out;
    }

    private static final Pattern TYPE_NAME = Pattern.compile("\\b[A-Z][A-Za-z0-9_]*\\b");
    private static final Pattern IMPORT = Pattern.compile("(?m)^\\s*import\\s[^;]*;");

    /**
     * @param sources path under src/main/java (with '/') to file text
     * @param leftOut uses the check leaves out, as {@code "package directory: File uses Other"}
     * @return one line per cycle, in package order: {@code "dir: A, B (A uses B; B uses A)"}, its files (those that all
     *         reach each other) and the uses among them
     */
    static List<String> fileCycles(Map<String, String> sources, Set<String> leftOut) {
        List<String> out = new ArrayList<>();
        fileUses(sources).forEach((dir, uses) -> {
            uses.forEach((name, used) -> used.removeIf(other -> leftOut.contains(dir + ": " + name + " uses " + other)));
            Set<String> placed = new HashSet<>();
            uses.keySet().forEach(name -> {
                Set<String> cycle = new TreeSet<>();
                reach(uses, name).stream().filter(o -> reach(uses, o).contains(name)).forEach(cycle::add);
                if (cycle.size() > 1 && placed.addAll(cycle)) {
                    List<String> inside = new ArrayList<>();
                    cycle.forEach(a -> uses.get(a).stream().filter(cycle::contains).forEach(b -> inside.add(a + " uses " + b)));
                    out.add(dir + ": " + String.join(", ", cycle) + " (" + String.join("; ", inside) + ")");
                }
            });
        });
        return out;
    }

    /** @return the files {@code from} reaches through the uses, itself included */
    private static Set<String> reach(Map<String, Set<String>> uses, String from) {
        Set<String> seen = new TreeSet<>(Set.of(from));
        List<String> todo = new ArrayList<>(List.of(from));
        while (!todo.isEmpty()) {
            for (String next : uses.getOrDefault(todo.remove(todo.size() - 1), Set.of())) {
                if (seen.add(next)) {
                    todo.add(next);
                }
            }
        }
        return seen;
    }

    @Test
    void reportsEveryKindOfViolationWithFileAndLine() {
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put("battleboard/battle/A.java", """
                package battleboard.battle;

                import battleboard.edition.Edition;
                import battleboard.result.BattleResult;
                /** Not battleboard.exact.ExactSolver: comments do not count. */
                class A {
                    String s = "battleboard.ui.View";
                    Object o = new battleboard.exact.ExactSolver();
                }
                """);
        sources.put("battleboard/montecarlo/B.java", """
                package battleboard.montecarlo;
                import static battleboard.exact.ExactSolver.BYTES_PER_STATE;
                import battleboard.battle.Dice;
                """);
        sources.put("battleboard/cli/C.java", "package battleboard.cli;\nimport battleboard.ui.FormView;\nimport javafx.scene.Scene;\n");
        sources.put("battleboard/ui/D.java", "package battleboard.ui;\nimport javafx.scene.Scene;\nimport battleboard.cli.Main;\n"
                + "import battleboard.montecarlo.MonteCarloOptions;\nclass D { Object o = new battleboard.exact.ExactSolver(); }\n");
        sources.put("battleboard/edition/E.java", "package battleboard.edition;\n/* battleboard.battle.Force\n   in a comment */ import java.util.List;\n");
        sources.put("battleboard/Launcher.java", "package battleboard;\nimport battleboard.ui.App;\nimport battleboard.exact.ExactSolver;\n");
        sources.put("battleboard/Other.java", "package battleboard;\n");
        sources.put("battleboard/misc/F.java", "package battleboard.misc;\n");
        sources.put("battleboard/solve/G.java", "package battleboard.exact;\n");
        assertEquals(List.of(
                "battleboard/battle/A.java:4: battle uses result (may use: edition)",
                "battleboard/battle/A.java:8: battle uses exact (may use: edition)",
                "battleboard/montecarlo/B.java:2: montecarlo uses exact (may use: battle, edition, result)",
                "battleboard/cli/C.java:2: cli uses ui (may use: battle, edition, input, raid, report, result, solve)",
                "battleboard/cli/C.java:3: cli uses JavaFX (only ui may)",
                "battleboard/ui/D.java:3: ui uses cli (may use: battle, edition, input, raid, report, result, solve)",
                "battleboard/ui/D.java:4: ui uses montecarlo (may use: battle, edition, input, raid, report, result, solve)",
                "battleboard/ui/D.java:5: ui uses exact (may use: battle, edition, input, raid, report, result, solve)",
                "battleboard/Launcher.java:3: the root package uses exact (may use: cli, ui)",
                "battleboard/Other.java:1: only Launcher.java belongs in the root package battleboard",
                "battleboard/misc/F.java:1: battleboard.misc is not a package room of docs/architecture.md",
                "battleboard/solve/G.java:1: declares package battleboard.exact but lies in battleboard/solve"),
                violations(sources));
    }

    /**
     * @param sources path under src/main/java (with '/') to file text
     * @return one line per violation, "path:line: what"
     */
    static List<String> violations(Map<String, String> sources) {
        List<String> out = new ArrayList<>();
        sources.forEach((path, text) -> check(path, text, out));
        return out;
    }

    private static void check(String path, String text, List<String> out) {
        String dir = path.contains("/") ? path.substring(0, path.lastIndexOf('/')) : "";
        String declared = dir.replace('/', '.');
        String[] lines = stripCommentsAndStrings(text).split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher m = PACKAGE.matcher(lines[i]);
            if (m.find() && !m.group(1).equals(declared)) {
                out.add(path + ":" + (i + 1) + ": declares package " + m.group(1) + " but lies in " + dir);
                return;
            }
        }
        String room = room(declared);
        if (room == null || (room.equals(ROOT) && !ROOT_CLASSES.contains(path.substring(path.lastIndexOf('/') + 1)))) {
            out.add(path + ":1: " + (room == null ? declared + " is not a package room of docs/architecture.md"
                    : "only " + String.join(", ", ROOT_CLASSES) + " belongs in the root package battleboard"));
            return;
        }
        Set<String> allowed = MAY_USE.get(room);
        String who = room.equals(ROOT) ? "the root package" : room;
        for (int i = 0; i < lines.length; i++) {
            if (PACKAGE.matcher(lines[i]).find()) {
                continue;
            }
            Set<String> reported = new HashSet<>();
            Matcher m = PROJECT_REFERENCE.matcher(lines[i]);
            while (m.find()) {
                String used = m.group(1);
                if (used.equals(room) || !reported.add(used)) {
                    continue;
                }
                if (!MAY_USE.containsKey(used)) {
                    out.add(path + ":" + (i + 1) + ": " + who + " uses battleboard." + used + ", not a package room");
                } else if (!allowed.contains(used)) {
                    out.add(path + ":" + (i + 1) + ": " + who + " uses " + used + " (may use: "
                            + String.join(", ", new TreeSet<>(allowed)) + ")");
                }
            }
            if (!room.equals("ui") && JAVAFX_REFERENCE.matcher(lines[i]).find()) {
                out.add(path + ":" + (i + 1) + ": " + who + " uses JavaFX (only ui may)");
            }
        }
    }

    /** @return the room of a package ("battleboard.ui.chart" is in ui), ROOT for battleboard, null if none */
    private static String room(String pkg) {
        if (pkg.equals("battleboard")) {
            return ROOT;
        }
        if (!pkg.startsWith("battleboard.")) {
            return null;
        }
        String top = pkg.substring("battleboard.".length()).split("\\.")[0];
        return MAY_USE.containsKey(top) ? top : null;
    }

    /** Blanks comments, string and character literals and text blocks, keeping line breaks. */
    static String stripCommentsAndStrings(String s) {
        StringBuilder b = new StringBuilder(s.length());
        int i = 0;
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (s.startsWith("//", i)) {
                while (i < n && s.charAt(i) != '\n') {
                    i++;
                }
            } else if (s.startsWith("/*", i)) {
                int end = s.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                blank(s, i, end, b);
                i = end;
            } else if (s.startsWith("\"\"\"", i)) {
                int end = s.indexOf("\"\"\"", i + 3);
                end = end < 0 ? n : end + 3;
                blank(s, i, end, b);
                i = end;
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < n && s.charAt(j) != c && s.charAt(j) != '\n') {
                    j += s.charAt(j) == '\\' ? 2 : 1;
                }
                int end = Math.min(n, j + 1);
                blank(s, i, end, b);
                i = end;
            } else {
                b.append(c);
                i++;
            }
        }
        return b.toString();
    }

    private static void blank(String s, int from, int to, StringBuilder b) {
        for (int k = from; k < to; k++) {
            b.append(s.charAt(k) == '\n' ? '\n' : ' ');
        }
    }

    /** @return every source file of src/main/java by its path there (with '/'), with its text */
    private static Map<String, String> mainSources() throws IOException {
        assertTrue(Files.isDirectory(MAIN), "run from the project directory: " + MAIN.toAbsolutePath());
        Map<String, String> sources = new TreeMap<>();
        try (Stream<Path> files = Files.walk(MAIN)) {
            files.filter(p -> p.toString().endsWith(".java")).forEach(p -> sources.put(MAIN.relativize(p).toString()
                    .replace('\\', '/'), read(p)));
        }
        return sources;
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
