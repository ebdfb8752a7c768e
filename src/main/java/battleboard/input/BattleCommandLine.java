package battleboard.input;

import battleboard.battle.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The command line that reproduces a battle: {@code battleboard odds} with one flag per part of a {@link BattlePreset}
 * (the form's "Copy command line"). {@link #flags} gives what {@link BattleOptions} reads back as the same preset.
 */
public final class BattleCommandLine {
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./:=,+-]+");

    private BattleCommandLine() {
    }

    /**
     * @param battle the battle
     * @return the flags of {@code odds} that give this battle, each flag and value its own element, in the order of
     *         {@code odds --help}
     */
    public static List<String> flags(BattlePreset battle) {
        List<String> a = new ArrayList<>();
        battle.edition().ifPresent(e -> add(a, "--edition", e));
        battle.attacker().ifPresent(v -> add(a, flag("attacker"), v));
        battle.defender().ifPresent(v -> add(a, flag("defender"), v));
        battle.orders().forEach((side, order) -> add(a, flag("orders." + side.label()), order));
        battle.keepLand().ifPresent(n -> add(a, flag("keepLand"), Integer.toString(n)));
        battle.bombard().ifPresent(v -> add(a, flag("bombard"), v));
        if (battle.amphibious()) {
            a.add(flag("amphibious"));
        }
        battle.techs().forEach((side, ids) -> ids.forEach(id -> add(a, flag("techs." + side.label()), side.label() + ":" + id)));
        battle.options().forEach((id, value) -> add(a, flag("options"), id + "=" + value));
        battle.retreat().ifPresent(r -> add(a, flag("retreat"), BattlePreset.retreatText(r)));
        battle.submerge().forEach((side, policy) -> add(a, flag("submerge." + side.label()), side.label() + ":" + policy.id()));
        battle.round().ifPresent(n -> add(a, flag("round"), Integer.toString(n)));
        battle.damaged().forEach((side, units) -> add(a, flag("damaged." + side.label()), units));
        // the fields around the battle in the order of odds --help: those before --attacker-cargo here, the rest after --no-landing
        BattlePreset.Rolls rolls = battle.rolls();
        addRolls(a, rolls, true);
        battle.cargo().forEach((side, units) -> add(a, flag("cargo." + side.label()), units));
        for (Side side : battle.noLanding()) {
            add(a, flag("noLanding"), side.label());
        }
        addRolls(a, rolls, false);
        battle.landed().ifPresent(v -> add(a, flag("landed"), v));
        return a;
    }

    /**
     * The flag of {@code odds} that gives a field of a battle file: the one place the command line's battle flags are
     * named for a field.
     *
     * @param path a field's path ({@link BattleProblem}), e.g. {@code "attacker[tank]"}, {@code "damaged.defender"},
     *             {@code "rolls.detection"}
     * @return e.g. {@code "--attacker"}, {@code "--defender-damaged"}, {@code "--detection"}; empty for the battle as a whole
     */
    public static String flag(String path) {
        String field = path.replaceAll("\\[.*$", "");
        String[] p = field.split("\\.");
        return switch (p[0]) {
            case "attacker", "defender", "bombard", "landed", "retreat", "round", "amphibious" -> "--" + p[0];
            case "damaged", "cargo" -> p.length > 1 ? "--" + p[1] + "-" + p[0] : "--" + p[0];
            case "orders" -> p.length > 1 ? "--" + p[1] + "-ool" : "--attacker-ool";
            case "techs" -> "--tech";
            case "options" -> "--option";
            case "keepLand" -> "--keep-land";
            case "submerge" -> "--submerge";
            case "noLanding" -> "--no-landing";
            case "rolls" -> p.length > 1 ? "--" + p[1].replaceAll("([A-Z])", "-$1").toLowerCase(java.util.Locale.ROOT) : "";
            default -> "";
        };
    }

    /**
     * @param problem a problem of a battle as written
     * @return its line after the flag of its field: "--detection '7': the number is from 1 to 6",
     *         "--naval-base-first-strike: ..."
     */
    public static String named(BattleProblem problem) {
        String flag = flag(problem.path());
        if (flag.isEmpty()) {
            return problem.message();
        }
        return flag + (problem.message().startsWith("'") ? " " : ": ") + problem.message();
    }

    /** The place of {@code --attacker-cargo} in {@code odds --help}: the fields around the battle before it go before the cargo. */
    private static final int CARGO_ORDER = 27;

    /** Adds the flags of the fields around the battle given, before the cargo ({@code beforeCargo}) or after it, in help order. */
    private static void addRolls(List<String> args, BattlePreset.Rolls rolls, boolean beforeCargo) {
        rolls.given().entrySet().stream().filter(e -> e.getKey().helpOrder() < CARGO_ORDER == beforeCargo)
                .sorted((a, b) -> Integer.compare(a.getKey().helpOrder(), b.getKey().helpOrder()))
                .forEach(e -> {
                    args.add(e.getKey().flag());
                    if (e.getKey().takesValue()) {
                        args.add(e.getValue());
                    }
                });
    }

    private static void add(List<String> args, String flag, String value) {
        args.add(flag);
        args.add(value);
    }

    /**
     * @param battle the battle
     * @return {@code battleboard odds} and the battle's {@link #flags}, quoted for a POSIX shell, on one line
     */
    public static String of(BattlePreset battle) {
        StringBuilder sb = new StringBuilder("battleboard odds");
        for (String arg : flags(battle)) {
            sb.append(' ').append(arg.startsWith("--") || PLAIN.matcher(arg).matches() ? arg : "'" + arg.replace("'", "'\\''") + "'");
        }
        return sb.toString();
    }
}
