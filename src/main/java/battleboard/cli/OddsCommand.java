package battleboard.cli;

import battleboard.battle.BattleSetup;
import battleboard.battle.OrderOfLoss;
import battleboard.battle.Progress;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.exact.BattleTooLargeException;
import battleboard.result.BattleResult;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code battleboard odds}: the odds of one battle, as a table or as one JSON object.
 *
 * <p>Input problems (unknown unit, negative count, a unit that cannot fight there, a bad technology
 * or rule option, an unknown method, a battle too large for exact) end the command with a
 * {@link BadInputException} carrying the core's one-line message.
 */
@Command(name = "odds", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Gives the odds of one battle: who wins, the expected IPC lost, the survivors.",
        footer = {"", "Units are the edition's ids or abbreviations (battleboard units lists them).",
            "Examples:",
            "  battleboard odds --attacker \"3 inf, 1 art, 2 tank\" --defender \"4 inf, 1 aa\"",
            "  battleboard odds --attacker \"1 bb, 2 sub\" --defender \"2 dd\" --json",
            "  battleboard odds --attacker \"2 bmb, 2 inf\" --defender \"3 inf, 1 aa\" \\",
            "      --tech attacker:heavy-bombers --option aa-casualties=per-aircraft"})
final class OddsCommand implements Callable<Integer> {
    /** Survivor compositions shown per side in the table unless {@code --survivors} says otherwise. */
    static final int DEFAULT_SURVIVORS_SHOWN = 8;

    @Spec
    CommandSpec spec;

    @Mixin
    EditionOption edition;

    @Option(names = "--attacker", required = true, paramLabel = "UNITS",
            description = "attacking units, e.g. \"3 inf, 1 art, 2 tank\"")
    String attacker;

    @Option(names = "--defender", required = true, paramLabel = "UNITS",
            description = "defending units, AA guns included, e.g. \"4 inf, 1 aa-gun\"")
    String defender;

    @Option(names = "--attacker-ool", paramLabel = "UNITS",
            description = "attacker's order of loss, first lost first, e.g. infantry,artillery,tank;"
                    + " units left out follow cheapest first (default: cheapest first)")
    String attackerOrder;

    @Option(names = "--defender-ool", paramLabel = "UNITS",
            description = "defender's order of loss (default: cheapest first)")
    String defenderOrder;

    @Option(names = "--bombard", paramLabel = "SHIPS",
            description = "attacking ships bombarding the territory (land battles), e.g. \"1 battleship\"")
    String bombard;

    @Option(names = "--tech", paramLabel = "SIDE:TECH", split = ",",
            description = "a technology a side has, e.g. attacker:heavy-bombers; repeat the flag or give a comma list")
    List<String> techs = new ArrayList<>();

    @Option(names = "--option", paramLabel = "NAME=VALUE",
            description = "a rule option, e.g. aa-casualties=per-aircraft; repeatable (battleboard units lists them)")
    List<String> options = new ArrayList<>();

    @Option(names = "--method", paramLabel = "METHOD", defaultValue = "exact",
            description = "how to compute: exact (default: ${DEFAULT-VALUE})")
    String method;

    @Option(names = "--json", description = "print one JSON object instead of a table")
    boolean json;

    @Option(names = "--survivors", paramLabel = "N", defaultValue = "" + DEFAULT_SURVIVORS_SHOWN,
            description = "survivor compositions shown per side in the table (default: ${DEFAULT-VALUE})")
    int survivorsShown;

    @Override
    public Integer call() {
        if (survivorsShown < 0) {
            throw new BadInputException("--survivors must be 0 or more, not " + survivorsShown);
        }
        Edition e = edition.load();
        BattleSetup setup = setup(e);
        SolveOptions solveOptions = input(() -> SolveOptions.of(MethodChoice.parse(method)));
        BattleResult result;
        try {
            result = new Solver().solve(setup, solveOptions, Progress.NONE);
        } catch (BattleTooLargeException tooLarge) {
            throw new BadInputException(tooLarge.getMessage());
        }
        spec.commandLine().getOut().print(json ? ResultJson.format(setup, result)
                : ResultTable.format(setup, result, survivorsShown));
        return 0;
    }

    /** @return the checked battle from the flags */
    private BattleSetup setup(Edition e) {
        return input(() -> {
            BattleSetup.Builder b = BattleSetup.builder(e).attacker(attacker).defender(defender);
            if (bombard != null) {
                b.bombard(bombard);
            }
            if (attackerOrder != null) {
                b.order(Side.ATTACKER, OrderOfLoss.parse(attackerOrder, e, Side.ATTACKER.role()));
            }
            if (defenderOrder != null) {
                b.order(Side.DEFENDER, OrderOfLoss.parse(defenderOrder, e, Side.DEFENDER.role()));
            }
            for (String t : techs) {
                if (!t.isBlank()) {
                    TechChoice c = TechChoice.parse(t);
                    b.tech(c.side(), c.techId());
                }
            }
            parseOptions(options).forEach(b::option);
            return b.build();
        });
    }

    /** Runs a step that reads user input, turning the core's one-line refusals into bad input. */
    private static <T> T input(Supplier<T> step) {
        try {
            return step.get();
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
    }

    /**
     * @param values {@code --option} values, e.g. {@code ["aa-casualties=per-aircraft"]}
     * @return option id to value, in the order given; the values are checked by {@link BattleSetup.Builder#build()}
     * @throws BadInputException when a value is not NAME=VALUE or an option is given twice
     */
    static Map<String, String> parseOptions(List<String> values) {
        Map<String, String> m = new LinkedHashMap<>();
        for (String v : values) {
            int eq = v.indexOf('=');
            if (eq <= 0 || eq == v.length() - 1) {
                throw new BadInputException("--option '" + v + "' must be NAME=VALUE, e.g. aa-casualties=per-aircraft");
            }
            String name = v.substring(0, eq).trim().toLowerCase(Locale.ROOT);
            if (m.put(name, v.substring(eq + 1).trim().toLowerCase(Locale.ROOT)) != null) {
                throw new BadInputException("--option " + name + " is given twice");
            }
        }
        return m;
    }

    /**
     * One {@code --tech} value: the side that has the technology and the technology's id.
     *
     * @param side   attacker or defender
     * @param techId the technology id as typed (checked by the edition)
     */
    record TechChoice(Side side, String techId) {
        /**
         * @param value e.g. {@code "attacker:heavy-bombers"}
         * @return the choice
         * @throws BadInputException when the side is missing or unknown, or no technology follows it
         */
        static TechChoice parse(String value) {
            int colon = value.indexOf(':');
            if (colon < 0) {
                throw new BadInputException("--tech '" + value.trim() + "' needs a side: attacker:TECH or defender:TECH");
            }
            String side = value.substring(0, colon).trim().toLowerCase(Locale.ROOT);
            String tech = value.substring(colon + 1).trim();
            Side s = switch (side) {
                case "attacker" -> Side.ATTACKER;
                case "defender" -> Side.DEFENDER;
                default -> throw new BadInputException("--tech '" + value.trim() + "': unknown side '" + side
                        + "' (sides: attacker, defender)");
            };
            if (tech.isEmpty()) {
                throw new BadInputException("--tech '" + value.trim() + "' names no technology");
            }
            return new TechChoice(s, tech);
        }
    }
}
