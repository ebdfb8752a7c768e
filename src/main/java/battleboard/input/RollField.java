package battleboard.input;

import battleboard.battle.AreaStrike;
import battleboard.battle.KamikazeTargets;
import battleboard.battle.NavalBaseFirstStrike;
import battleboard.battle.ParatrooperDrop;
import battleboard.battle.PickOrder;
import battleboard.battle.PreBattleRoll;
import battleboard.battle.Side;
import java.util.Locale;
import java.util.Optional;

/**
 * The fields around a battle, each named once: the rolls before it (submarine detection, the Chinese morale roll, Global
 * War's air combat and naval-base first strike, World at War's rocket strike and paratroopers dropped, Global 1940's kamikaze targets) and the decisions about it (the defender's
 * retreat, no escape zone, the picks of each side's chosen hits). Each has its battle-file field, the path of its problems ({@code rolls.FIELD},
 * {@link BattleProblem}), its flag of {@code battleboard odds} ({@code --kebab-case} of the field) and whether it takes a
 * value or is a switch, and its line of {@code odds --help}. The command line's options
 * ({@code cli.BattleOptions}), the battle file ({@link BattleFile}), the command line's writer ({@link BattleCommandLine}) and
 * the battle as written ({@link BattlePreset.Rolls}) read every field from here, in this order (the battle file's).
 *
 * <p>It is the registry of the pre-battle rolls of one type owning their variants ({@link PreBattleRoll}): a new roll is
 * its class and one entry here, {@code NAME(new TheRoll())}, which takes its field, flag and help from the roll's
 * {@link PreBattleRoll.Faces}; the form's roll section ({@code ui.DeclaredRolls}) shows every such entry, and its
 * grammar ({@link PreBattleRoll#read}) is read here ({@link RollTexts}) for both faces.
 */
public enum RollField {
    /** World at War's submarine detection, NUMBER or NUMBER:ROLLS ({@code --detection}). */
    DETECTION("detection", true, 22, "NUMBER[:ROLLS]",
            "World at War: lone defending submarines must be detected first, each roll (1 or 2: fleet and"
            + " air force) succeeding on NUMBER or less of a d6 (not in the rulebook; 2 is a guess); the odds"
            + " mix in the attack that finds nothing (default: the battle is fought)"),
    /** The attacking infantry are Chinese and roll for morale first (World at War, {@code --chinese-morale}). */
    CHINESE_MORALE("chineseMorale", false, 23, "",
            "World at War: the attacking infantry are Chinese and roll for morale first (1: no attack;"
            + " 2-5: 20-80 %% attack, rounded up; 6: all but one); the odds mix every roll"),
    /** Global War 1939's Air Combat, ATTACKER:DEFENDER fighters on Air Cap ({@code --air-combat}). */
    AIR_COMBAT("airCombat", true, 24, "ATTACKER:DEFENDER",
            "Global War 1939's optional Air Combat: the fighters each side puts on Air Cap (e.g. 2:3); they fight"
            + " an air battle first, and the odds mix every way it ends"),
    /** Global War 1939's optional naval-base first strike at the bombarding ships ({@code --naval-base-first-strike}). */
    NAVAL_BASE_FIRST_STRIKE(NavalBaseFirstStrike.KIND),
    /** Global War 1939's optional Defender Retreat, "after-round N" or "at-units N" ({@code --defender-retreat}). */
    DEFENDER_RETREAT("defenderRetreat", true, 25, "POLICY",
            "Global War 1939's optional Defender Retreat: when the defender tries to retreat instead of firing,"
            + " from round 2: 'after-round N' or 'at-units N'; a d12 lets all (1-4), half (5-8) or none (9-12) leave"),
    /**
     * The defender's submarines have nowhere to withdraw to (Classic C789, {@code --no-escape-zone}); in the help after
     * {@code --no-landing} (also 29, added first) and before {@code --method} (30).
     */
    NO_ESCAPE_ZONE("noEscapeZone", false, 29, "",
            "the defender's submarines have no adjacent friendly or empty sea zone to withdraw to (Classic C789):"
            + " they cannot withdraw, and a defender's submerge policy is refused"),
    /** The enemy units the attacker's chosen hits take first ({@code --attacker-picks}, {@link PickOrder}). */
    ATTACKER_PICKS(PickOrder.field(Side.ATTACKER), true, 7, "UNITS",
            "the enemy units the attacker's chosen hits take, first taken first, where a hit is the firer's to place (Global"
            + " War's naval fighter on a 1 and torpedo bomber on 4 or less, a World at War or Global 1940 kamikaze die), e.g."
            + " \"carrier, battleship\"; units left out follow, most expensive first (the default)"),
    /** The enemy units the defender's chosen hits take first ({@code --defender-picks}, {@link PickOrder}). */
    DEFENDER_PICKS(PickOrder.field(Side.DEFENDER), true, 7, "UNITS", "the enemy units the defender's chosen hits take, as --attacker-picks"),
    /** World at War's rocket strike at the area before the battle, LEVEL[:ROCKETS] ({@code --rocket-strike}). */
    ROCKET_STRIKE(AreaStrike.ROLL),
    /** Global 1940's kamikaze strikes, the attacking ship each names before the dice ({@code --kamikaze-targets}). */
    KAMIKAZE_TARGETS(KamikazeTargets.ROLL),
    /** World at War's paratroopers dropped by bombers, the AA guns firing at the bombers first ({@code --paratroopers-dropped}). */
    PARATROOPERS_DROPPED(ParatrooperDrop.KIND);

    private final String field;
    private final boolean takesValue;
    private final int helpOrder;
    private final String paramLabel;
    private final String help;
    private final Optional<PreBattleRoll> roll;

    RollField(String field, boolean takesValue, int helpOrder, String paramLabel, String help) {
        this.field = field;
        this.takesValue = takesValue;
        this.helpOrder = helpOrder;
        this.paramLabel = paramLabel;
        this.help = help;
        this.roll = Optional.empty();
    }

    /** A roll of one type owning its variants: its field, flag and help are the roll's {@link PreBattleRoll.Faces}. */
    RollField(PreBattleRoll roll) {
        PreBattleRoll.Faces f = roll.faces();
        this.field = f.field();
        this.takesValue = f.takesValue();
        this.helpOrder = f.helpOrder();
        this.paramLabel = f.paramLabel();
        this.help = f.help();
        this.roll = Optional.of(roll);
    }

    /** @return the field of a side's picks: {@link #ATTACKER_PICKS} or {@link #DEFENDER_PICKS} */
    public static RollField picks(Side firer) {
        return firer == Side.ATTACKER ? ATTACKER_PICKS : DEFENDER_PICKS;
    }

    /** @return the roll of one type owning its variants this field gives; empty for a field read by {@link RollTexts} itself */
    public Optional<PreBattleRoll> roll() {
        return roll;
    }

    /** @return its field in a battle file, e.g. {@code "navalBaseFirstStrike"} */
    public String field() {
        return field;
    }

    /** @return the path of its problems, e.g. {@code "rolls.navalBaseFirstStrike"} */
    public String path() {
        return "rolls." + field;
    }

    /** @return its flag of {@code battleboard odds}, e.g. {@code "--naval-base-first-strike"} */
    public String flag() {
        return "--" + field.replaceAll("([A-Z])", "-$1").toLowerCase(Locale.ROOT);
    }

    /** @return true when it takes a value (a text), false when it is a switch (given or not) */
    public boolean takesValue() {
        return takesValue;
    }

    /** @return what its value is, for {@code odds --help}, e.g. {@code "NUMBER[:ROLLS]"}; empty for a switch */
    public String paramLabel() {
        return paramLabel;
    }

    /** @return its line of {@code odds --help} ({@code %%} for a percent sign, as picocli's descriptions take it) */
    public String help() {
        return help;
    }

    /** @return its place in {@code battleboard odds --help} (the {@code order} of its option): the command line's order */
    public int helpOrder() {
        return helpOrder;
    }
}
