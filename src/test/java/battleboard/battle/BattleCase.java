package battleboard.battle;

import battleboard.edition.Edition;
import battleboard.result.BattleResult;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;
import java.util.stream.Stream;

/**
 * One battle with known odds, read from {@code src/test/resources/cases/*.json}: the battle as a
 * player enters it, the figures expected (fractions such as {@code "2351/6545"} or decimals), and where
 * they come from (a closed form with its derivation, or a named reference). Any solver's tests can run
 * every case: see {@link #all()} and {@link #assertMatches}.
 *
 * <p>File format: {@code {"source": "...", "cases": [case, ...]}}; a case has {@code name},
 * {@code attacker}, {@code defender} (unit counts with the edition's unit ids, e.g. {@code "1 infantry,
 * 1 aa-gun"}), optional {@code edition} ({@code "revised"} by default, or a file path relative to the
 * cases folder), {@code bombard}, {@code techs} and {@code order} (per side), {@code options},
 * {@code derivation} (lines of text) and {@code expected} (some of {@link #FIGURES}).
 *
 * @param file       the case file's name
 * @param name       what the battle is
 * @param edition    the edition it is fought under
 * @param attacker   attacking units, e.g. "1 tank, 1 bomber"
 * @param defender   defending units, AA gun included
 * @param bombard    bombarding ships, "" when none
 * @param techs      technology ids per side
 * @param orders     order of loss per side as typed, for the sides that set one
 * @param options    rule options set by the case
 * @param expected   figure name to its expected value
 * @param derivation how the figures were obtained
 */
public record BattleCase(String file, String name, Edition edition, String attacker, String defender, String bombard,
        Map<Side, List<String>> techs, Map<Side, String> orders, Map<String, String> options,
        Map<String, Expected> expected, List<String> derivation) {

    /** Figures a case may give, and how to read each from a result. */
    public static final Map<String, ToDoubleFunction<BattleResult>> FIGURES = figures();
    private static final Set<String> CASE_FIELDS = Set.of("name", "edition", "attacker", "defender", "bombard", "techs",
            "order", "options", "derivation", "expected");

    /**
     * An expected figure.
     *
     * @param text  as written in the case file, e.g. "2351/6545"
     * @param value its value
     */
    public record Expected(String text, double value) {
        static Expected parse(String text) {
            String[] parts = text.split("/");
            double v = parts.length == 1 ? Double.parseDouble(parts[0])
                    : Double.parseDouble(parts[0].trim()) / Double.parseDouble(parts[1].trim());
            return new Expected(text, v);
        }
    }

    private static Map<String, ToDoubleFunction<BattleResult>> figures() {
        Map<String, ToDoubleFunction<BattleResult>> m = new LinkedHashMap<>();
        m.put("attackerWin", BattleResult::attackerWin);
        m.put("attackerCaptures", BattleResult::attackerCaptures);
        m.put("defenderWin", BattleResult::defenderWin);
        m.put("draw", BattleResult::draw);
        m.put("stalemate", BattleResult::stalemate);
        m.put("retreat", BattleResult::retreat);
        m.put("attackerIpcLoss", BattleResult::attackerIpcLoss);
        m.put("defenderIpcLoss", BattleResult::defenderIpcLoss);
        m.put("expectedRounds", BattleResult::expectedRounds);
        return m;
    }

    /** @return the checked battle setup */
    public BattleSetup setup() {
        BattleSetup.Builder b = BattleSetup.builder(edition).attacker(attacker).defender(defender).bombard(bombard);
        techs.forEach((side, ids) -> ids.forEach(id -> b.tech(side, id)));
        orders.forEach((side, text) -> b.order(side, OrderOfLoss.parse(text, edition, side.role())));
        options.forEach(b::option);
        return b.build();
    }

    /**
     * Checks every expected figure of this case.
     *
     * @param r         a solver's result
     * @param tolerance absolute tolerance (probabilities, IPC, rounds)
     * @throws AssertionError naming the case, the figure, the expected text and the value found
     */
    public void assertMatches(BattleResult r, double tolerance) {
        List<String> wrong = new ArrayList<>();
        expected.forEach((figure, e) -> {
            double actual = FIGURES.get(figure).applyAsDouble(r);
            if (!(Math.abs(actual - e.value()) <= tolerance)) {
                wrong.add(figure + " expected " + e.text() + " = " + e.value() + " but was " + actual);
            }
        });
        if (!wrong.isEmpty()) {
            throw new AssertionError(this + ": " + String.join("; ", wrong));
        }
    }

    @Override
    public String toString() {
        return file + ": " + name;
    }

    /** @return every case of every file in the cases folder, in file order */
    public static List<BattleCase> all() {
        Path dir = casesFolder();
        List<BattleCase> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                out.addAll(read(dir, f));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (out.isEmpty()) {
            throw new IllegalStateException("no cases in " + dir);
        }
        return out;
    }

    /** @return the folder holding the case files (test resources on the class path) */
    public static Path casesFolder() {
        try {
            return Path.of(BattleCase.class.getClassLoader().getResource("cases").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<BattleCase> read(Path dir, Path file) throws IOException {
        JsonNode root = new ObjectMapper().readTree(file.toFile());
        String fileName = file.getFileName().toString();
        if (!root.path("source").isTextual()) {
            throw new IllegalStateException(fileName + ": every case file names its source");
        }
        List<BattleCase> out = new ArrayList<>();
        for (JsonNode c : root.path("cases")) {
            for (Iterator<String> it = c.fieldNames(); it.hasNext(); ) {
                String f = it.next();
                if (!CASE_FIELDS.contains(f)) {
                    throw new IllegalStateException(fileName + ": unknown case field " + f);
                }
            }
            String editionRef = c.path("edition").asText("revised");
            Edition edition = editionRef.endsWith(".json") ? Edition.fromFile(dir.resolve(editionRef)) : Edition.builtIn(editionRef);
            Map<Side, List<String>> techs = new EnumMap<>(Side.class);
            Map<Side, String> orders = new EnumMap<>(Side.class);
            for (Side s : Side.values()) {
                List<String> t = new ArrayList<>();
                c.path("techs").path(s.label()).forEach(n -> t.add(n.asText()));
                techs.put(s, List.copyOf(t));
                if (c.path("order").has(s.label())) {
                    orders.put(s, c.path("order").path(s.label()).asText());
                }
            }
            Map<String, String> options = new LinkedHashMap<>();
            c.path("options").fields().forEachRemaining(e -> options.put(e.getKey(), e.getValue().asText()));
            Map<String, Expected> expected = new LinkedHashMap<>();
            c.path("expected").fields().forEachRemaining(e -> {
                if (!FIGURES.containsKey(e.getKey())) {
                    throw new IllegalStateException(fileName + ": unknown figure " + e.getKey() + " (known: " + FIGURES.keySet() + ")");
                }
                expected.put(e.getKey(), Expected.parse(e.getValue().asText()));
            });
            List<String> derivation = new ArrayList<>();
            c.path("derivation").forEach(n -> derivation.add(n.asText()));
            if (expected.isEmpty() || derivation.isEmpty()) {
                throw new IllegalStateException(fileName + ": case '" + c.path("name").asText() + "' needs expected figures and their derivation");
            }
            out.add(new BattleCase(fileName, c.path("name").asText(), edition, c.path("attacker").asText(),
                    c.path("defender").asText(), c.path("bombard").asText(""), techs, orders, options, expected,
                    derivation));
        }
        return out;
    }
}
