package battleboard.cli;

import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * One flag of a command, declared in code: picocli's option and the value the command line gave it.
 *
 * <p>The flags of {@code odds} (its own, {@link EditionOption}'s, {@link BattleOptions}' and {@link MethodOptions}') are
 * declared this way, not with picocli's {@code @Option}: Java reads an annotation by making a proxy class for its type at
 * run time, which the class-data archive of Java 17 cannot hold, and picocli reads every field's, {@code java.lang.Object}'s
 * methods' and its help options'. That was 0.03-0.05 s of a small {@code odds}, a tenth of its process
 * ({@code docs/performance.md}, "Command line (issue 24, ninth session)"). The other commands keep their annotations and
 * take these shared flags through {@link SharedFlags}.
 *
 * @param <T> the value's type: {@code String}, {@code Integer}, {@code Long}, {@code Double}, {@code Boolean},
 *            {@code java.nio.file.Path} or {@code List<String>}
 */
final class Flag<T> {
    private final OptionSpec option;

    private Flag(OptionSpec option) {
        this.option = option;
    }

    /**
     * @param type        the value's type; picocli converts the text to it ({@code Double} by the command line's decimal
     *                    converter, {@code BattleboardCli.DecimalConverter})
     * @param names       the flag's names, e.g. {@code "--trials", "--battles"}
     * @param label       the value's name in the help, e.g. {@code UNITS}
     * @param order       its place in the help
     * @param description its line in the help; {@code ${DEFAULT-VALUE}} is the default value
     * @return a flag that takes one value, null until given
     */
    static <T> Flag<T> of(Class<T> type, String[] names, String label, int order, String description) {
        return new Flag<>(OptionSpec.builder(names).type(type).paramLabel(label).order(order).description(description).build());
    }

    /** @return as {@link #of(Class, String[], String, int, String)}, with one name */
    static <T> Flag<T> of(Class<T> type, String name, String label, int order, String description) {
        return of(type, new String[] {name}, label, order, description);
    }

    /**
     * @param defaultValue the value when not given, as written on the command line
     * @return as {@link #of(Class, String, String, int, String)}, {@code defaultValue} until given
     */
    static <T> Flag<T> withDefault(Class<T> type, String name, String label, int order, String defaultValue,
            String description) {
        return new Flag<>(OptionSpec.builder(name).type(type).paramLabel(label).order(order).defaultValue(defaultValue)
                .description(description).build());
    }

    /**
     * @return a switch: false until given, true when given alone; its arity left to picocli, which takes
     *         {@code --json=false} as an annotated {@code boolean} field's does
     */
    static Flag<Boolean> toggle(String name, int order, String description) {
        return new Flag<>(OptionSpec.builder(name).type(boolean.class).initialValue(false).order(order).description(description)
                .build());
    }

    /**
     * @param split a regular expression that splits one value into several (e.g. {@code ","}), or null
     * @return a flag given any number of times, each value in turn: empty until given
     */
    static Flag<List<String>> repeatable(String name, String label, String split, int order, String description) {
        OptionSpec.Builder b = OptionSpec.builder(name).type(List.class).auxiliaryTypes(String.class).paramLabel(label)
                .order(order).description(description);
        return new Flag<>((split == null ? b : b.splitRegex(split)).build());
    }

    /**
     * @return the value the command line gave, else the flag's default: its default value, false for a switch, empty for a
     *         repeatable flag, null for any other
     */
    T value() {
        T v = option.getValue();
        if (v == null && option.isMultiValue()) {
            return uncheckedEmpty();
        }
        return v;
    }

    @SuppressWarnings("unchecked")
    private T uncheckedEmpty() {
        return (T) List.of();
    }

    /** @param value the value, as if the command line gave it (e.g. {@code odds --wave}'s first wave as the attacker) */
    void set(T value) {
        option.setValue(value);
    }

    /**
     * Adds these flags to a command.
     *
     * @param command a command being built
     * @param flags   its flags, each added once to one command
     */
    static void addTo(CommandSpec command, Flag<?>... flags) {
        for (Flag<?> f : flags) {
            command.addOption(f.option);
        }
    }

    /**
     * Adds {@code -h, --help} and {@code -V, --version}, as picocli's {@code mixinStandardHelpOptions} does (same names and
     * lines), without reading its annotated help options.
     *
     * @param command a command being built
     */
    static void addStandardHelp(CommandSpec command) {
        command.addOption(OptionSpec.builder("-h", "--help").usageHelp(true).description("Show this help message and exit.").build());
        command.addOption(OptionSpec.builder("-V", "--version").versionHelp(true).description("Print version information and exit.")
                .build());
    }
}
