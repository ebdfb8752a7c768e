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
        battle.attacker().ifPresent(v -> add(a, "--attacker", v));
        battle.defender().ifPresent(v -> add(a, "--defender", v));
        battle.orders().forEach((side, order) -> add(a, "--" + side.label() + "-ool", order));
        battle.keepLand().ifPresent(n -> add(a, "--keep-land", Integer.toString(n)));
        battle.bombard().ifPresent(v -> add(a, "--bombard", v));
        if (battle.amphibious()) {
            a.add("--amphibious");
        }
        battle.techs().forEach((side, ids) -> ids.forEach(id -> add(a, "--tech", side.label() + ":" + id)));
        battle.options().forEach((id, value) -> add(a, "--option", id + "=" + value));
        battle.retreat().ifPresent(r -> add(a, "--retreat", BattlePreset.retreatText(r)));
        battle.submerge().forEach((side, policy) -> add(a, "--submerge", side.label() + ":" + policy.id()));
        battle.round().ifPresent(n -> add(a, "--round", Integer.toString(n)));
        battle.damaged().forEach((side, units) -> add(a, "--" + side.label() + "-damaged", units));
        BattlePreset.Rolls rolls = battle.rolls();
        rolls.detection().ifPresent(v -> add(a, "--detection", v));
        if (rolls.chineseMorale()) {
            a.add("--chinese-morale");
        }
        rolls.airCombat().ifPresent(v -> add(a, "--air-combat", v));
        rolls.defenderRetreat().ifPresent(v -> add(a, "--defender-retreat", v));
        if (rolls.navalBaseFirstStrike()) {
            a.add("--naval-base-first-strike");
        }
        rolls.rocketStrike().ifPresent(v -> add(a, "--rocket-strike", v));
        battle.cargo().forEach((side, units) -> add(a, "--" + side.label() + "-cargo", units));
        for (Side side : battle.noLanding()) {
            add(a, "--no-landing", side.label());
        }
        if (rolls.noEscapeZone()) {
            a.add("--no-escape-zone");
        }
        battle.landed().ifPresent(v -> add(a, "--landed", v));
        return a;
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
