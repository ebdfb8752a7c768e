package battleboard.cli;

import battleboard.edition.Edition;
import battleboard.edition.Rulebooks;
import battleboard.report.TextTable;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code battleboard editions}: the built-in editions, with their names and the published rulebooks they follow. */
@Command(name = "editions", mixinStandardHelpOptions = true,
        description = "Lists the built-in editions: id (for --edition), name and rulebook.")
final class EditionsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getOut().print(describe());
        return 0;
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
