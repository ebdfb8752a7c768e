package battleboard.cli;

import battleboard.edition.Edition;
import battleboard.edition.Rulebooks;
import battleboard.report.TextTable;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code battleboard editions}: the built-in editions, with their names and the published rulebooks they follow. */
@Command(name = "editions", mixinStandardHelpOptions = true,
        description = "Lists the built-in editions: id (for --edition), name and rulebook.")
final class EditionsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--json", description = "print one JSON object instead of a table")
    boolean json;

    @Override
    public Integer call() {
        spec.commandLine().getOut().print(json ? json() : describe());
        return 0;
    }

    /**
     * @return {@code {"editions": [...]}}: one object per built-in edition, in the table's order, with its {@code id} (for
     *         {@code --edition}), {@code name} and {@code rulebook} (the published rulebook's title)
     */
    static String json() {
        return ResultJson.write(g -> {
            g.writeStartObject();
            g.writeArrayFieldStart("editions");
            for (String id : Edition.BUILT_IN) {
                Edition e = Edition.builtIn(id);
                g.writeStartObject();
                g.writeStringField("id", e.id());
                g.writeStringField("name", e.name());
                g.writeStringField("rulebook", Rulebooks.title(e.source()));
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        });
    }

    /** @return one row per built-in edition: id, name, the published rulebook's title, and how to use an edition file */
    static String describe() {
        TextTable t = new TextTable(TextTable.Align.LEFT, TextTable.Align.LEFT, TextTable.Align.LEFT);
        t.row("id", "name", "rulebook");
        for (String id : Edition.BUILT_IN) {
            Edition e = Edition.builtIn(id);
            t.row(e.id(), e.name(), Rulebooks.title(e.source()));
        }
        return "Built-in editions (--edition ID; battleboard units --edition ID lists one's units):\n" + t.render(2)
                + "An edited edition file works too: --edition-file FILE (or --edition FILE).\n";
    }
}
