package battleboard.cli;

import battleboard.input.BattlePreset;
import battleboard.battle.BattleSetup;
import battleboard.edition.Edition;
import battleboard.result.TooLargeException;
import battleboard.report.ResultTable;
import battleboard.result.BattleResult;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code battleboard odds}: the odds of one battle, as a table or as one JSON object.
 *
 * <p>Input problems (unknown unit, negative count, a unit that cannot fight there, a bad technology,
 * rule option or policy, an unknown method, a battle too large for exact) end the command with a
 * {@link BadInputException} carrying the core's one-line message.
 *
 * <p>Its flags are declared in code ({@link Flag}), not with picocli's annotations, for the start-up of a small
 * {@code odds}; its help is the same.
 */
final class OddsCommand implements Callable<Integer> {
    /** Survivor compositions shown per side in the table unless {@code --survivors} says otherwise. */
    static final int DEFAULT_SURVIVORS_SHOWN = ResultTable.Detail.DEFAULT_SURVIVORS;
    /** Rounds shown in the by-round table unless {@code --rounds} says otherwise. */
    static final int DEFAULT_ROUNDS_SHOWN = ResultTable.Detail.DEFAULT_ROUNDS;

    final EditionOption edition = new EditionOption();

    final BattleOptions battle = new BattleOptions();

    final MethodOptions method = new MethodOptions();

    final Flag<Boolean> json = Flag.toggle("--json", 40, "print one JSON object instead of a table");

    final Flag<Integer> survivorsShown = Flag.withDefault(Integer.class, "--survivors", "N", 41, "" + DEFAULT_SURVIVORS_SHOWN,
            "survivor compositions shown per side in the table (default: ${DEFAULT-VALUE})");

    final Flag<Integer> roundsShown = Flag.withDefault(Integer.class, "--rounds", "N", 42, "" + DEFAULT_ROUNDS_SHOWN,
            "rounds shown in the by-round table (default: ${DEFAULT-VALUE}; --json has all)");

    final Flag<List<String>> waves = Flag.repeatable("--wave", "UNITS", null, 50,
            "an attack in waves: a later wave's units, fought against what the waves before leave (up to 3;"
                    + " without --attacker the first --wave is wave 1), e.g. --wave \"6 ftr\"");

    final Flag<List<String>> waveRetreats = Flag.repeatable("--wave-retreat", "POLICY", null, 51,
            "the retreat policy of a later wave, in the order of the --wave flags (default never): after-round N,"
                    + " at-units N, when no-land-units, when only-aircraft, below P, best");

    final Flag<String> waveTiming = Flag.withDefault(String.class, "--wave-timing", "WHEN", 52, "next-combat",
            "when the later waves come: next-combat (default: one after the other, the attackers of the waves before stay"
                    + " out, as when an ally attacks next)"
                    + " or next-turn (they join the next wave)");

    final Flag<String> batch = Flag.of(String.class, "--batch", "FILE|-", 60,
            "many battles: FILE (or - for standard input) has one battle a line, as a battle file writes it"
                    + " ({\"attacker\": \"3 inf, 1 tank\", \"defender\": \"4 inf\"}); one line of JSON is written for each,"
                    + " its result or {\"line\": N, \"error\": ...}; the other flags are every line's defaults");

    /** The command as picocli runs it: this object, its help and every flag above. */
    private final CommandSpec spec;

    /** Standard input, read by {@code --batch -}. */
    private final java.io.InputStream stdin;

    /** @param stdin standard input, read by {@code --batch -} */
    OddsCommand(java.io.InputStream stdin) {
        this.stdin = stdin;
        spec = CommandSpec.wrapWithoutInspection(this).name("odds");
        spec.usageMessage().sortOptions(false)
                .description("Gives the odds of one battle: each outcome, the expected IPC lost, the IPC swing, the figures"
                        + " by round, the survivors.")
                .footer("", "Units are the edition's ids or abbreviations (battleboard units lists them).",
                        "Examples:",
                        "  battleboard odds --attacker \"3 inf, 1 art, 2 tank\" --defender \"4 inf, 1 aa\"",
                        "  battleboard odds --attacker \"1 bb, 2 sub\" --defender \"2 dd\" --json",
                        "  battleboard odds --edition classic --attacker \"3 inf, 1 armor\" \\",
                        "      --defender \"3 inf, 1 armor\"",
                        "  battleboard odds --attacker \"3 inf, 1 tank\" --defender \"4 inf\" --retreat best",
                        "  battleboard odds --attacker \"300 inf, 100 art\" --defender \"350 inf\" \\",
                        "      --method montecarlo --precision 0.001 --time-limit 2m --seed 7",
                        "  battleboard odds --preset revised-retreat-after-round-1 --json",
                        "  battleboard odds --batch battles.jsonl --defender \"4 inf\"",
                        "  battleboard odds --attacker \"2 bmb, 2 inf\" --defender \"3 inf, 1 aa\" \\",
                        "      --tech attacker:heavy-bombers --option aa-casualties=per-aircraft");
        Flag.addStandardHelp(spec);
        edition.addTo(spec);
        battle.addTo(spec);
        method.addTo(spec);
        Flag.addTo(spec, json, survivorsShown, roundsShown, waves, waveRetreats, waveTiming, batch);
    }

    /** @return the command as picocli runs it, declared in code ({@link Flag}) */
    CommandSpec spec() {
        return spec;
    }

    @Override
    public Integer call() {
        if (batch.value() != null) {
            return callBatch();
        }
        if (!waves.value().isEmpty() || !waveRetreats.value().isEmpty()) {
            return callWaves();
        }
        if (survivorsShown.value() < 0) {
            throw new BadInputException("--survivors must be 0 or more, not " + survivorsShown.value());
        }
        if (roundsShown.value() < 0) {
            throw new BadInputException("--rounds must be 0 or more, not " + roundsShown.value());
        }
        BattlePreset p = battle.battle(spec);
        Edition e = edition.load(p.edition());
        BattleSetup setup = battle.setup(p, e);
        SolveOptions options = method.solveOptions();
        ProgressLine bar = ProgressLine.on(spec.commandLine().getErr());
        BattleResult result;
        try {
            result = Solving.solve(setup, options, new Solver(), bar);
        } finally {
            bar.finish();
        }
        spec.commandLine().getOut().print(json.value() ? ResultJson.format(setup, result)
                : ResultTable.format(setup, result, new ResultTable.Detail(survivorsShown.value(), roundsShown.value())));
        return 0;
    }

    /**
     * {@code odds --batch FILE|-}: one battle a line ({@link OddsBatch}).
     *
     * @return 0 when every line was solved, {@value Exit#BAD_INPUT} when one was refused
     * @throws BadInputException when a flag cannot be used with {@code --batch} or is bad, or the input cannot be read
     */
    private int callBatch() {
        picocli.CommandLine.ParseResult given = spec.commandLine().getParseResult();
        java.util.List<String> waveFlags = matched(given, "--wave", "--wave-retreat", "--wave-timing");
        if (!waveFlags.isEmpty()) {
            throw new BadInputException(String.join(", ", waveFlags) + " cannot be given with --batch: a battle line has no waves"
                    + " (solve an attack in waves on its own)");
        }
        java.util.List<String> tableFlags = matched(given, "--survivors", "--rounds");
        if (!tableFlags.isEmpty()) {
            throw new BadInputException(String.join(", ", tableFlags) + (tableFlags.size() == 1 ? " shapes" : " shape") + " the table, but --batch writes each battle's JSON,"
                    + " which has every survivor composition and round");
        }
        OddsBatch run = new OddsBatch(battle, edition, method);
        return run.run(OddsBatch.open(batch.value(), stdin), spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    /**
     * @return those of {@code flags} the command line gave, in their order. A loop, not a method reference to
     *         {@code ParseResult}, whose call site would be linked at start-up (see {@code BattleboardCli.DecimalConverter})
     */
    private static java.util.List<String> matched(picocli.CommandLine.ParseResult given, String... flags) {
        java.util.List<String> out = new java.util.ArrayList<>();
        for (String flag : flags) {
            if (given.hasMatchedOption(flag)) {
                out.add(flag);
            }
        }
        return out;
    }

    /** {@code odds --wave ...}: an attack in waves. */
    private int callWaves() {
        java.util.List<String> units = new java.util.ArrayList<>(waves.value());
        if (battle.attacker.value() == null && battle.preset.value() == null && !units.isEmpty()) {
            battle.attacker.set(units.remove(0));
        }
        if (waveRetreats.value().size() > units.size()) {
            throw new BadInputException("--wave-retreat is given " + waveRetreats.value().size() + " times for " + units.size()
                    + " later wave" + (units.size() == 1 ? "" : "s"));
        }
        if (method.precision.value() != null) {
            throw new BadInputException("an attack in waves is simulated for a number of attacks (--trials), not to a --precision");
        }
        BattlePreset p = battle.battle(spec);
        Edition e = edition.load(p.edition());
        BattleSetup setup = battle.setup(p, e);
        java.util.List<battleboard.battle.Waves.Wave> later = new java.util.ArrayList<>();
        for (int k = 0; k < units.size(); k++) {
            String w = units.get(k);
            int wave = k + 2;
            if (w.isBlank()) {
                throw new BadInputException("wave " + wave + ": --wave gives no units (leave it out, or name the wave's units)");
            }
            battleboard.battle.Force f = BadInputException.check(() -> battleboard.battle.Force.parse(w, e), "wave " + wave + ": ");
            battleboard.battle.RetreatPolicy r = k < waveRetreats.value().size()
                    ? BadInputException.check(() -> BattlePreset.retreat(waveRetreats.value().get(wave - 2)), "--wave-retreat: ")
                    : battleboard.battle.RetreatPolicy.never();
            later.add(new battleboard.battle.Waves.Wave(f, r));
        }
        battleboard.battle.Waves plan = BadInputException.check(() -> battleboard.battle.Waves.of(setup, later,
                battleboard.battle.Waves.Timing.parse(waveTiming.value())));
        SolveOptions options = method.solveOptions();
        ProgressLine bar = ProgressLine.on(spec.commandLine().getErr());
        battleboard.solve.WaveSolver.Result result;
        try {
            result = BadInputException.check(() -> new battleboard.solve.WaveSolver().solve(plan, options, bar));
        } catch (TooLargeException tooLarge) {
            throw new BadInputException(tooLarge.getMessage());
        } finally {
            bar.finish();
        }
        spec.commandLine().getOut().print(json.value() ? ResultJson.waves(plan, result)
                : ResultTable.waves(plan, result, new ResultTable.Detail(survivorsShown.value(), roundsShown.value())));
        return 0;
    }
}
