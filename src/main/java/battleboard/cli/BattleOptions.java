package battleboard.cli;

import battleboard.input.BattlePreset;
import battleboard.battle.BattleSetup;
import battleboard.input.BattleCommandLine;
import battleboard.input.BattleInputException;
import battleboard.input.RollField;
import battleboard.input.SideValue;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.battle.SubmergePolicy;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * The options that describe one battle, shared by {@code odds}, {@code compare}, {@code casualties} and {@code reinforce}:
 * the units, orders of loss, bombardment, technologies, rule options, retreat and submerge policies,
 * and a battle in progress. They are collected as a {@link BattlePreset} laid over the {@code --preset}
 * file, so that a flag overrides the sample battle's value.
 */
final class BattleOptions {
    /** Where the built-in sample battles are, on the class path and in the source tree. */
    static final String BATTLES = "presets/battles/";

    final Flag<String> preset = Flag.of(String.class, "--preset", "FILE|NAME", 0,
            "a sample battle (JSON), e.g. presets/battles/classic-armor.json, or classic-armor for the built-in copy;"
                    + " the other flags override its values");

    final Flag<String> attacker = Flag.of(String.class, "--attacker", "UNITS", 4,
            "attacking units (required unless the preset has them), e.g. \"3 inf, 1 art, 2 tank\"");

    final Flag<String> defender = Flag.of(String.class, "--defender", "UNITS", 5,
            "defending units, AA guns included (required unless the preset has them), e.g. \"4 inf, 1 aa\"");

    final Flag<String> attackerOrder = Flag.of(String.class, "--attacker-ool", "ORDER", 6,
            "attacker's order of loss: a preset (cheapest, weakest, capture = cheapest keeping one"
                    + " land unit) or units, first lost first, e.g. infantry,artillery,tank; units left out follow"
                    + " cheapest first; end it with in-order to damage multi-hit units only in their turn, not before"
                    + " any unit is lost (default: cheapest)");

    final Flag<String> defenderOrder = Flag.of(String.class, "--defender-ool", "ORDER", 7,
            "defender's order of loss, as --attacker-ool (default: cheapest)");

    final Flag<Integer> keepLand = Flag.of(Integer.class, "--keep-land", "N", 8,
            "the attacker loses its last N land units only when nothing else can take the hit,"
                    + " to keep a unit that can take the territory");

    final Flag<String> bombard = Flag.of(String.class, "--bombard", "SHIPS", 9,
            "attacking ships bombarding the territory (land battles), e.g. \"1 battleship\"");

    final Flag<Boolean> amphibious = Flag.toggle("--amphibious", 10,
            "the attacking land units landed from transports (implied by --bombard): they cannot retreat");

    final Flag<List<String>> techs = Flag.repeatable("--tech", "SIDE:TECH", ",", 11,
            "a technology a side has, e.g. attacker:heavy-bombers; repeat the flag or give a comma list");

    final Flag<List<String>> options = Flag.repeatable("--option", "NAME=VALUE", null, 12,
            "a rule option, e.g. aa-casualties=per-aircraft; repeatable (battleboard units lists them)");

    final Flag<String> retreat = Flag.of(String.class, "--retreat", "POLICY", 13,
            "the attacker's retreat policy: never (default), best (the highest expected IPC swing,"
                    + " exact), or any of the forms below, e.g. \"after-round 2\"");

    final Flag<Integer> retreatAfterRound = Flag.of(Integer.class, "--retreat-after-round", "N", 14,
            "retreat once N rounds have been fought");

    final Flag<Integer> retreatAtUnits = Flag.of(Integer.class, "--retreat-at-units", "N", 15,
            "retreat when the attacker has N units or fewer left");

    final Flag<String> retreatWhen = Flag.of(String.class, "--retreat-when", "WHEN", 16,
            "retreat when no-land-units or only-aircraft are left");

    final Flag<Double> retreatBelow = Flag.of(Double.class, "--retreat-below", "P", 17,
            "retreat when the attacker's chance to win falls below P, e.g. 0.3 (computed exactly)");

    final Flag<List<String>> submerge = Flag.repeatable("--submerge", "SIDE:WHEN", null, 18,
            "when a side's submarines leave the battle: attacker:when-no-targets, defender:always"
                    + " (never, when-no-targets, always); repeatable, once per side");

    final Flag<Integer> round = Flag.of(Integer.class, "--round", "N", 19,
            "a battle in progress: the round about to be fought (default: 1)");

    final Flag<String> attackerDamaged = Flag.of(String.class, "--attacker-damaged", "UNITS", 20,
            "attacking units that start damaged, with the hits taken after a colon (default 1),"
                    + " e.g. \"1 battleship:1\"");

    final Flag<String> defenderDamaged = Flag.of(String.class, "--defender-damaged", "UNITS", 21,
            "defending units that start damaged, e.g. \"1 battleship:1\"");

    final Flag<String> attackerCargo = Flag.of(String.class, "--attacker-cargo", "UNITS", 27,
            "land units aboard the attacker's transports in a sea battle, lost with them, loaded as written on"
                    + " the first transport with room, e.g. \"2 infantry, 1 tank\"");

    final Flag<String> defenderCargo = Flag.of(String.class, "--defender-cargo", "UNITS", 28,
            "land units aboard the defender's transports, as --attacker-cargo");

    final Flag<String> landed = Flag.of(String.class, "--landed", "UNITS", 31,
            "attacking land units that landed from transports, besides --attacker's (an amphibious assault):"
                    + " with --option amphibious-retreat=overland-and-aircraft the others may retreat and these fight on");

    final Flag<List<String>> noLanding = Flag.repeatable("--no-landing", "SIDE", ",", 29,
            "the side's aircraft at sea have no landing place in reach but its carriers in the battle: those"
                    + " the surviving carriers cannot take are lost after the battle (attacker, defender or both)");

    /** @return the sides of {@code --no-landing} */
    private java.util.Set<Side> noLanding() {
        java.util.Set<Side> sides = java.util.EnumSet.noneOf(Side.class);
        for (String v : noLanding.value()) {
            sides.add(Side.byLabel(v).orElseThrow(() -> new BadInputException("--no-landing '" + v.trim()
                    + "': expected attacker or defender")));
        }
        return sides;
    }

    /**
     * @return the defender's retreat policy of {@code --defender-retreat}; never when not given
     * @throws BadInputException naming a bad policy
     */
    RetreatPolicy defenderRetreat() {
        return defenderRetreat(rolls());
    }

    /**
     * @param given the rolls and decisions around a battle
     * @return the defender's retreat policy they give; never when they give none
     * @throws BadInputException naming a bad policy
     */
    static RetreatPolicy defenderRetreat(BattlePreset.Rolls given) {
        return flagged(given::defenderRetreatPolicy);
    }

    /**
     * @return what {@code read} reads of the battle as written
     * @throws BadInputException a problem of it, after the flag of its field ({@link BattleCommandLine#named})
     */
    static <T> T flagged(java.util.function.Supplier<T> read) {
        try {
            return read.get();
        } catch (BattleInputException e) {
            throw new BadInputException(BattleCommandLine.named(e.problems().get(0)));
        }
    }

    /** The command these options belong to, whose options include one per field around the battle ({@link #addRollOptions}). */
    private CommandSpec command;

    /**
     * Adds these flags to a command being built, and one per field around the battle ({@link #addRollOptions}).
     *
     * @param command the command; these options read the fields' flags from it
     */
    void addTo(CommandSpec command) {
        Flag.addTo(command, preset, attacker, defender, attackerOrder, defenderOrder, keepLand, bombard, amphibious, techs,
                options, retreat, retreatAfterRound, retreatAtUnits, retreatWhen, retreatBelow, submerge, round,
                attackerDamaged, defenderDamaged, attackerCargo, defenderCargo, landed, noLanding);
        addRollOptions(command);
        this.command = command;
    }

    /**
     * Adds to a command with these options one option per field around the battle ({@link RollField}): its flag, a value
     * or a switch, its line and place in the help.
     *
     * @param spec a command being built with these options
     */
    private static void addRollOptions(CommandSpec spec) {
        for (RollField f : RollField.values()) {
            OptionSpec.Builder o = OptionSpec.builder(f.flag()).order(f.helpOrder()).description(f.help());
            spec.addOption(f.takesValue() ? o.type(String.class).paramLabel(f.paramLabel()).build()
                    : o.type(boolean.class).arity("0").initialValue(false).build());
        }
    }

    /** @return the rolls and decisions around the battle the flags give */
    private BattlePreset.Rolls flagRolls() {
        Map<RollField, String> given = new EnumMap<>(RollField.class);
        for (RollField f : RollField.values()) {
            Object v = command.findOption(f.flag()).getValue(); // addTo gave the command one option per field
            if (f.takesValue() && v != null) {
                given.put(f, (String) v);
            } else if (!f.takesValue() && Boolean.TRUE.equals(v)) {
                given.put(f, "true");
            }
        }
        return new BattlePreset.Rolls(given);
    }

    /** @return the rolls and decisions around the battle: the flags' over the {@code --preset} file's */
    private BattlePreset.Rolls rolls() {
        return flagRolls().over(loadPreset().rolls());
    }

    /** @return whether the defender's submarines have nowhere to withdraw to: {@code --no-escape-zone} or the preset's */
    boolean noEscapeZone() {
        return rolls().noEscapeZone();
    }

    /**
     * @return the pre-battle rolls of {@code --detection}, {@code --chinese-morale} and {@code --air-combat}
     * @throws BadInputException naming a malformed {@code --detection} or {@code --air-combat}
     */
    battleboard.battle.PreBattle preBattle() {
        return preBattle(rolls());
    }

    /**
     * @param given the rolls and decisions around a battle, as the flags type them
     * @return the pre-battle rolls they give
     * @throws BadInputException naming a malformed detection, air combat or rocket strike
     */
    static battleboard.battle.PreBattle preBattle(BattlePreset.Rolls given) {
        return flagged(given::preBattle);
    }

    /**
     * @param spec the command, for the "missing option" message
     * @return the battle the flags describe, laid over the {@code --preset} file
     * @throws BadInputException         naming a bad flag value or a broken preset file
     * @throws ParameterException when neither the flags nor the preset give the attacker or the defender
     */
    BattlePreset battle(CommandSpec spec) {
        BattlePreset p = flags().over(loadPreset());
        if (p.attacker().isEmpty()) {
            throw missing(spec, "--attacker=UNITS");
        }
        if (p.defender().isEmpty()) {
            throw missing(spec, "--defender=UNITS");
        }
        return p;
    }

    private ParameterException missing(CommandSpec spec, String option) {
        return new ParameterException(spec.commandLine(), "Missing required option: '" + option + "'"
                + (preset.value() == null ? "" : " (the preset does not give it)"));
    }

    /**
     * @return the battle the flags give laid over the {@code --preset} file, units or none: what {@code odds --batch} lays
     *         each line over
     * @throws BadInputException naming a bad flag value or a broken preset file
     */
    BattlePreset defaults() {
        return flags().over(loadPreset());
    }

    /** @return the battle the flags alone give */
    BattlePreset flags() {
        Map<Side, String> damaged = new EnumMap<>(Side.class);
        putIf(damaged, Side.ATTACKER, attackerDamaged.value());
        putIf(damaged, Side.DEFENDER, defenderDamaged.value());
        Map<Side, String> orders = new EnumMap<>(Side.class);
        putIf(orders, Side.ATTACKER, attackerOrder.value());
        putIf(orders, Side.DEFENDER, defenderOrder.value());
        Map<Side, String> cargo = new EnumMap<>(Side.class);
        putIf(cargo, Side.ATTACKER, attackerCargo.value());
        putIf(cargo, Side.DEFENDER, defenderCargo.value());
        Map<Side, List<String>> t = new EnumMap<>(Side.class);
        for (String value : techs.value()) {
            if (!value.isBlank()) {
                TechChoice c = TechChoice.parse(value);
                t.computeIfAbsent(c.side(), s -> new ArrayList<>()).add(c.techId());
            }
        }
        Integer keep = keepLand.value();
        Integer startRound = round.value();
        try {
            return new BattlePreset("", Optional.empty(), Optional.ofNullable(attacker.value()), Optional.ofNullable(defender.value()),
                    Optional.ofNullable(bombard.value()), damaged, t, parseOptions(options.value()), orders,
                    keep == null ? OptionalInt.empty() : OptionalInt.of(keep), amphibious.value(), retreatPolicy(),
                    submergePolicies(), startRound == null ? OptionalInt.empty() : OptionalInt.of(startRound), cargo, noLanding(),
                    Optional.ofNullable(landed.value()), flagRolls());
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
    }

    private static void putIf(Map<Side, String> m, Side s, String value) {
        if (value != null) {
            m.put(s, value);
        }
    }

    /** @return the preset named by {@code --preset}, or an empty one */
    private BattlePreset loadPreset() {
        if (loaded == null) {
            loaded = readPreset();
        }
        return loaded;
    }

    /** The {@code --preset} file as read, once. */
    private BattlePreset loaded;

    private BattlePreset readPreset() {
        if (preset.value() == null) {
            return BattlePreset.empty();
        }
        try {
            Path file = asExistingFile(preset.value().trim());
            if (file != null) {
                return editionBesideFile(BattlePreset.read(file), file);
            }
            String name = preset.value().trim();
            Path given = asPath(name);
            if (given != null && Files.exists(given)) {
                throw new BadInputException("preset '" + name + "' " + notAFile(given));
            }
            String resource = (name.startsWith(BATTLES) ? "" : BATTLES) + name + (name.endsWith(".json") ? "" : ".json");
            try (InputStream in = BattleOptions.class.getClassLoader().getResourceAsStream(resource)) {
                if (in == null) {
                    throw new BadInputException("preset '" + name + "' not found: no such file, and no built-in battle "
                            + resource + " (" + BATTLES + " lists them)");
                }
                return BattlePreset.read(in, resource);
            }
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        } catch (IOException e) {
            throw new BadInputException(preset.value().trim() + ": cannot be read: " + e.getMessage());
        }
    }

    /**
     * A battle file's {@code "edition"} that is a relative path names a file beside the battle file, wherever the command
     * runs (issue 27 item 13: it was read against the current folder); a built-in id and an absolute path stay as written.
     *
     * @param p    the battle file as read
     * @param file where it was read from
     * @return the battle, its edition path resolved against the file's folder
     */
    static BattlePreset editionBesideFile(BattlePreset p, Path file) {
        if (p.edition().isEmpty() || battleboard.edition.Edition.BUILT_IN.contains(p.edition().get().trim().toLowerCase(Locale.ROOT))) {
            return p;
        }
        Path edition = asPath(p.edition().get().trim());
        Path folder = file.toAbsolutePath().getParent();
        if (edition == null || edition.isAbsolute() || folder == null) {
            return p;
        }
        Path beside = folder.resolve(edition).normalize();
        // a word that names no file beside it stays as written, for the "unknown edition" message to quote
        return Files.exists(beside) || edition.toString().toLowerCase(Locale.ROOT).endsWith(".json")
                ? p.withEdition(beside.toString()) : p;
    }

    /**
     * @param p the battle the flags and the preset give
     * @param e its edition
     * @return the battle with the rolls and decisions around it ({@code --detection}, {@code --defender-retreat},
     *         {@code --no-escape-zone}, ...)
     * @throws BadInputException one line, naming the preset file when it gave the units
     */
    BattleSetup setup(BattlePreset p, battleboard.edition.Edition e) {
        BattleSetup setup = fromPreset(() -> build(p, e));
        checkFlagsApply(setup);
        return setup;
    }

    /**
     * Refuses a flag that can change nothing in this battle, rather than ignore it (issue 27 item 13): {@code --submerge}
     * other than {@code never} for a side with no unit that submerges, {@code --no-landing} outside a sea battle or for a side with no aircraft,
     * {@code --no-escape-zone} in an edition whose defending submarines need no escape zone or when the defender has no
     * unit that submerges. Only the flags are checked: a battle file the form saved names a submerge policy for each side,
     * whatever the battle.
     *
     * @throws BadInputException one line naming the flag and why it cannot apply
     */
    private void checkFlagsApply(BattleSetup setup) {
        for (Map.Entry<Side, SubmergePolicy> given : submergePolicies().entrySet()) {
            Side side = given.getKey();
            // never is what a side without submarines does: the form's copied command line names it for each side
            if (!SubmergePolicy.NEVER.equals(given.getValue()) && !has(setup, side, battleboard.edition.UnitType::submerges)) {
                throw new BadInputException("--submerge " + side.label() + ": the " + side.label()
                        + " has no unit that submerges in this battle, so a submerge policy changes nothing");
            }
        }
        for (Side side : noLanding()) {
            if (setup.kind() != battleboard.battle.BattleKind.SEA) {
                throw new BadInputException("--no-landing " + side.label() + ": this is a land battle, and only aircraft at sea"
                        + " need a landing place");
            }
            if (!has(setup, side, u -> u.domain() == battleboard.edition.Domain.AIR)) {
                throw new BadInputException("--no-landing " + side.label() + ": the " + side.label()
                        + " has no aircraft in this battle");
            }
        }
        if (flagRolls().noEscapeZone()) {
            if (setup.edition().battle().defenderSubmarinesNeedEscape().isEmpty()) {
                throw new BadInputException("--no-escape-zone: in " + setup.edition().id() + " a defender's submarines need no"
                        + " escape zone to submerge (a rule of Classic, C789)");
            }
            if (!has(setup, Side.DEFENDER, battleboard.edition.UnitType::submerges)) {
                throw new BadInputException("--no-escape-zone: the defender has no unit that submerges in this battle");
            }
        }
    }

    private static boolean has(BattleSetup setup, Side side, java.util.function.Predicate<battleboard.edition.UnitType> kind) {
        return setup.force(side).counts().keySet().stream().anyMatch(kind);
    }

    /**
     * @param p a battle, with the rolls and decisions around it
     * @param e its edition
     * @return the battle ({@link BattlePreset#setup})
     * @throws BadInputException        naming a malformed roll, after its flag
     * @throws IllegalArgumentException one line, naming what the edition cannot fight
     */
    static BattleSetup build(BattlePreset p, battleboard.edition.Edition e) {
        preBattle(p.rolls()); // a malformed roll named by its flag, before the battle is built
        defenderRetreat(p.rolls());
        return p.setup(e);
    }

    /**
     * Builds a battle, naming the {@code --preset} file in a refusal when the file gave the units (issue 13: every
     * broken input names its file).
     *
     * @param build builds the battle
     * @return what {@code build} returns
     * @throws BadInputException one line: the core's message, after "FILE: " when the units came from the preset file
     */
    <T> T fromPreset(java.util.function.Supplier<T> build) {
        try {
            return build.get();
        } catch (IllegalArgumentException e) {
            boolean unitsFromFile = preset.value() != null && (attacker.value() == null || defender.value() == null);
            String line = e.getMessage();
            if (e instanceof BattleInputException refused && refused.problems().get(0).path().startsWith("rolls.")) {
                line = BattleCommandLine.named(refused.problems().get(0)); // a roll refused by the rules, after its flag
            }
            throw new BadInputException(unitsFromFile ? preset.value().trim() + ": " + line : line);
        }
    }

    /** @return why a path that is not a regular file cannot be read: "is a directory, not a file", ... */
    static String notAFile(Path p) {
        if (!Files.exists(p)) {
            return "does not exist";
        }
        return Files.isDirectory(p) ? "is a directory, not a file" : "is not a regular file (a device or a pipe cannot be read as one)";
    }

    private static Path asPath(String value) {
        try {
            return Path.of(value);
        } catch (InvalidPathException e) {
            return null;
        }
    }

    private static Path asExistingFile(String value) {
        try {
            Path p = Path.of(value);
            return Files.isRegularFile(p) ? p : null;
        } catch (InvalidPathException e) {
            return null;
        }
    }

    /**
     * @return the one retreat policy the flags give, if any
     * @throws BadInputException when more than one retreat flag is given, or a value is bad
     */
    Optional<RetreatPolicy> retreatPolicy() {
        List<String> given = new ArrayList<>();
        List<RetreatPolicy> policies = new ArrayList<>();
        if (retreat.value() != null) {
            given.add("--retreat");
            policies.add(BattlePreset.retreat(retreat.value()));
        }
        if (retreatAfterRound.value() != null) {
            given.add("--retreat-after-round");
            policies.add(new RetreatPolicy.AfterRound(retreatAfterRound.value()));
        }
        if (retreatAtUnits.value() != null) {
            given.add("--retreat-at-units");
            policies.add(new RetreatPolicy.AtUnits(retreatAtUnits.value()));
        }
        if (retreatWhen.value() != null) {
            given.add("--retreat-when");
            try {
                // the retreat grammar's "when" forms
                policies.add(BattlePreset.retreat("when " + retreatWhen.value().trim()));
            } catch (IllegalArgumentException e) {
                throw new BadInputException("--retreat-when '" + retreatWhen.value().trim()
                        + "' is not known (no-land-units, only-aircraft)");
            }
        }
        if (retreatBelow.value() != null) {
            given.add("--retreat-below");
            policies.add(new RetreatPolicy.BelowWinProbability(retreatBelow.value()));
        }
        if (policies.size() > 1) {
            throw new BadInputException("give at most one retreat policy, not " + String.join(" and ", given));
        }
        return policies.stream().findFirst();
    }

    /**
     * @return each side's submerge policy given by {@code --submerge SIDE:WHEN}
     * @throws BadInputException naming a value without a side, an unknown side or policy, or a side given twice
     */
    Map<Side, SubmergePolicy> submergePolicies() {
        Map<Side, SubmergePolicy> m = new EnumMap<>(Side.class);
        for (String value : submerge.value()) {
            SideValue v = BadInputException.check(() -> SideValue.parse("--submerge", value, "when-no-targets"));
            if (m.put(v.side(), SubmergePolicy.parse(v.value())) != null) {
                throw new BadInputException("--submerge is given twice for the " + v.side().label());
            }
        }
        return m;
    }

    /**
     * @param values {@code --option} values, e.g. {@code ["aa-casualties=per-aircraft"]}
     * @return option id to value, in the order given; the values are checked when the battle is built
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
}
