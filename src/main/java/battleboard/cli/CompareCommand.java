package battleboard.cli;

import battleboard.battle.BattleKind;
import battleboard.input.BattlePreset;
import battleboard.battle.BattleSetup;
import battleboard.edition.Edition;
import battleboard.input.EditionFit;
import battleboard.report.ResultTable;
import battleboard.result.BattleResult;
import battleboard.solve.SolveOptions;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code battleboard compare}: one battle under several editions, side by side. The unit list is read
 * by each edition on its own, so names that differ only by edition map by themselves ("armor" and
 * "tank"); what an edition lacks is left out of that edition's battle and reported, and an edition
 * whose battle cannot be fought (no attacker left) is reported without stopping the others.
 */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Gives the odds of one battle under several editions, side by side.",
        footer = {"", "Units missing from an edition (artillery in Classic) are left out of that edition's battle"
                + " and reported.",
            "Examples:",
            "  battleboard compare --editions classic,revised \\",
            "      --attacker \"3 infantry, 1 armor\" --defender \"3 infantry, 1 armor\"",
            "  battleboard compare --editions classic,house-rules-1998,revised \\",
            "      --attacker \"2 inf, 1 art, 1 ftr\" --defender \"3 inf\" --json"})
final class CompareCommand implements Callable<Integer>, SharedFlags {
    @Spec
    CommandSpec spec;

    @Option(names = "--editions", required = true, split = ",", paramLabel = "ID|FILE", order = 0,
            description = "the editions to compare, comma-separated built-in ids or edition files, e.g. classic,revised")
    List<String> editions = new ArrayList<>();

    final BattleOptions battle = new BattleOptions();

    final MethodOptions method = new MethodOptions();

    @Override
    public void addSharedFlags(CommandSpec command) {
        battle.addTo(command);
        method.addTo(command);
    }

    @Option(names = "--json", order = 40, description = "print one JSON object with an object per edition instead of a table")
    boolean json;

    /**
     * One edition's part of the comparison.
     *
     * @param fit    the battle fitted to the edition
     * @param setup  the battle built, or null when it could not be
     * @param result its result, or null
     * @param error  why the edition's battle was not solved, or null
     */
    record Column(EditionFit fit, BattleSetup setup, BattleResult result, String error) {
    }

    @Override
    public Integer call() {
        BattlePreset p = battle.battle(spec);
        List<Edition> compared = editions();
        SolveOptions options = method.solveOptions();
        BattleOptions.preBattle(p.rolls()); // a malformed roll named by its flag
        BattleOptions.defenderRetreat(p.rolls());
        List<EditionFit> fits = compared.stream().map(e -> BadInputException.check(() -> EditionFit.of(p, e, compared))).toList();
        List<Column> columns = new ArrayList<>();
        for (EditionFit f : fits) {
            try {
                BattleSetup setup = battle.fromPreset(() -> f.preset().setup(f.edition()));
                columns.add(new Column(f, setup, Solving.solve(setup, options), null));
            } catch (BadInputException e) {
                columns.add(new Column(f, null, null, e.getMessage()
                        + (f.leftOut().isEmpty() ? "" : " (after leaving out what the edition lacks)")));
            }
        }
        if (columns.stream().allMatch(c -> c.result() == null)) {
            throw new BadInputException("no edition could fight this battle: " + String.join("; ",
                    columns.stream().map(c -> c.fit().edition().id() + ": " + c.error()).toList()));
        }
        spec.commandLine().getOut().print(json ? json(columns) : table(columns));
        return 0;
    }

    /** @return the editions of {@code --editions}, at least two, each once */
    private List<Edition> editions() {
        List<String> given = editions.stream().map(String::trim).filter(s -> !s.isEmpty()).toList();
        if (given.size() < 2) {
            throw new BadInputException("--editions needs at least two editions to compare, e.g. classic,revised");
        }
        List<Edition> loaded = new ArrayList<>(given.stream().map(EditionOption::load).toList());
        // an edition file that keeps a built-in id (an edited copy of revised.json) is compared under its file's name
        for (int i = 0; i < loaded.size(); i++) {
            String id = loaded.get(i).id();
            boolean sameIdElsewhere = false;
            for (int j = 0; j < loaded.size(); j++) {
                sameIdElsewhere |= j != i && loaded.get(j).id().equals(id) && !given.get(j).equals(given.get(i));
            }
            if (sameIdElsewhere && !given.get(i).trim().equalsIgnoreCase(id)) {
                loaded.set(i, loaded.get(i).withId(id + " (" + java.nio.file.Path.of(given.get(i)).getFileName() + ")"));
            }
        }
        Set<String> ids = new LinkedHashSet<>();
        for (Edition e : loaded) {
            if (!ids.add(e.id())) {
                throw new BadInputException("--editions names edition '" + e.id() + "' twice");
            }
        }
        return loaded;
    }

    private static String json(List<Column> columns) {
        return ResultJson.write(g -> {
            g.writeStartObject();
            for (Column c : columns) {
                g.writeObjectFieldStart(c.fit().edition().id());
                if (c.result() != null) {
                    ResultJson.fields(g, c.setup(), c.result());
                } else {
                    g.writeStringField("edition", c.fit().edition().id());
                    g.writeStringField("error", c.error());
                }
                g.writeFieldName("missing");
                ResultJson.tree(g, c.fit().missingJson());
                g.writeEndObject();
            }
            g.writeEndObject();
        });
    }

    private static String table(List<Column> columns) {
        StringBuilder sb = new StringBuilder();
        List<String> notes = new ArrayList<>();
        List<String> titles = new ArrayList<>();
        List<BattleResult> results = new ArrayList<>();
        BattleKind kind = null;
        for (Column c : columns) {
            String id = c.fit().edition().id();
            c.fit().notes().forEach(n -> notes.add(id + ": " + n));
            c.fit().rulesLeftOut().forEach(n -> notes.add(id + ": " + n));
            if (c.result() == null) {
                notes.add(id + ": not solved: " + battleboard.edition.Rulebooks.cite(c.error()));
                continue;
            }
            sb.append(ResultTable.battle(c.setup()));
            titles.add(id);
            results.add(c.result());
            kind = kind == null ? c.setup().kind() : kind;
        }
        if (!notes.isEmpty()) {
            sb.append("Notes:\n");
            notes.forEach(n -> sb.append("  ").append(n).append('\n'));
        }
        sb.append('\n').append(ResultTable.figures(titles, results, kind)).append('\n');
        for (int i = 0; i < titles.size(); i++) {
            sb.append(titles.get(i)).append(": ")
                    .append(ResultTable.method(results.get(i)).stripTrailing().replace("\n", "\n  ")).append('\n');
        }
        return sb.toString();
    }
}
