package battleboard.cli;

import picocli.CommandLine.Model.CommandSpec;

/**
 * A command that takes some of the flags declared in code ({@link Flag}): {@link EditionOption}'s, {@link BattleOptions}'
 * or {@link MethodOptions}'. {@code BattleboardCli} adds them to the command once picocli has read its annotations.
 */
interface SharedFlags {
    /** @param command this command, being built: receives the shared flags it takes */
    void addSharedFlags(CommandSpec command);
}
