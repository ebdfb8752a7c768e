package battleboard.ui;

import battleboard.battle.Damage;
import battleboard.battle.Force;
import battleboard.battle.PickOrder;
import battleboard.battle.PreBattle;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.battle.SubmergePolicy;
import battleboard.edition.Edition;
import battleboard.edition.UnitType;
import battleboard.input.BattleInputException;
import battleboard.input.BattlePreset;
import battleboard.input.BattleProblem;
import battleboard.solve.SolveOptions;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Checks the battle on the form and marks its fields: reads every field (a field that refuses its text is marked with its
 * own message), writes the battle as a battle file ({@link BattlePreset}) and builds it in the edition; a battle refused
 * as a whole marks the fields its problems name by their paths ({@link BattleProblem}). Use on the FX thread.
 */
final class BattleCheck {
    private final FormInputs inputs;
    private final Supplier<Edition> edition;
    /** After a Calculate, errors not tied to a field ("the attacker has no units") are shown live too. */
    private boolean showAllErrors;

    /**
     * @param inputs  the form's inputs
     * @param edition the edition selected, or null when none is
     */
    BattleCheck(FormInputs inputs, Supplier<Edition> edition) {
        this.inputs = inputs;
        this.edition = edition;
    }

    /** @return the form's inputs this checks */
    FormInputs inputs() {
        return inputs;
    }

    /** @param all true once the player asked for the battle (Calculate, Save): every error is shown, not only a field's */
    void showAllErrors(boolean all) {
        showAllErrors = all;
    }

    /** @return true when an error not tied to a field is shown in the status line as the player types */
    boolean showsAllErrors() {
        return showAllErrors;
    }

    /** @return the setup and options the form describes, or the first problem and the fields it involves */
    FormCheck check() {
        Edition e = edition.get();
        if (e == null) {
            return FormCheck.refused("no edition is selected", Set.of());
        }
        SideViewModel attacker = inputs.attacker();
        SideViewModel defender = inputs.defender();
        Map<InputField, String> bad = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        Map<CountField, Integer> counts = new LinkedHashMap<>();
        for (CountField f : countFields()) {
            counts.put(f, read(f::count, bad, problems));
        }
        Map<DamagedCount, Integer> damaged = new LinkedHashMap<>();
        for (DamagedCount f : damagedCounts()) {
            damaged.put(f, read(f::count, bad, problems));
        }
        read(attacker::orderOfLossValue, bad, problems);
        read(() -> attacker.cargo().read(e), bad, problems);
        read(() -> defender.cargo().read(e), bad, problems);
        read(() -> attacker.picks().read(e), bad, problems);
        read(() -> defender.picks().read(e), bad, problems);
        read(inputs.retreat()::policy, bad, problems);
        PreBattle rolls = read(inputs.rules().preBattle()::value, bad, problems);
        RetreatPolicy defenderRetreat = read(inputs.rules().preBattle()::defenderRetreat, bad, problems);
        SolveOptions options = read(inputs.method()::options, bad, problems);
        if (!bad.isEmpty()) {
            return new FormCheck(null, null, problems.get(0), bad.keySet(), bad, null);
        }
        BattlePreset written = written(e, counts, damaged, rolls, defenderRetreat);
        try {
            return new FormCheck(written.setup(e), options, null, Set.of(), Map.of(), written);
        } catch (BattleInputException x) {
            Set<InputField> fields = new LinkedHashSet<>();
            x.problems().forEach(p -> fields.addAll(fields(p, counts, damaged)));
            return FormCheck.refused(x.getMessage(), fields);
        }
    }

    /** @return what {@code reader} reads, or null after noting its field and message when it refuses the field */
    private static <T> T read(Supplier<T> reader, Map<InputField, String> bad, List<String> problems) {
        try {
            return reader.get();
        } catch (InputField.Problem p) {
            bad.putIfAbsent(p.field(), p.getMessage());
            problems.add(p.getMessage());
            return null;
        }
    }

    /**
     * The battle on the form as written (a battle file's fields), from the fields read without a problem: the counts and
     * damaged counts (as the command line's {@code --attacker-damaged} and {@code --defender-damaged}, every level), the
     * rolls before the battle and the defender's retreat, and the other fields.
     */
    private BattlePreset written(Edition e, Map<CountField, Integer> counts, Map<DamagedCount, Integer> damaged, PreBattle rolls,
                                 RetreatPolicy defenderRetreat) {
        Map<Side, String> damagedText = new EnumMap<>(Side.class);
        Map<Side, List<String>> techs = new EnumMap<>(Side.class);
        Map<Side, String> orders = new EnumMap<>(Side.class);
        Map<Side, SubmergePolicy> submerge = new EnumMap<>(Side.class);
        Map<Side, String> cargo = new EnumMap<>(Side.class);
        Set<Side> noLanding = EnumSet.noneOf(Side.class);
        for (SideViewModel side : inputs.sides()) {
            Side s = side.side();
            text(damage(s, damaged)).ifPresent(t -> damagedText.put(s, t));
            if (!side.selectedTechnologies().isEmpty()) {
                techs.put(s, side.selectedTechnologies());
            }
            orders.put(s, side.orderOfLossValue().text());
            submerge.put(s, side.submergeProperty().get());
            Force load = side.cargo().read(e);
            if (!load.isEmpty()) {
                cargo.put(s, load.toString());
            }
            if (side.noLandingProperty().get()) {
                noLanding.add(s);
            }
        }
        SideViewModel attacker = inputs.attacker();
        SideViewModel defender = inputs.defender();
        RetreatViewModel retreat = inputs.retreat();
        int keepLand = attacker.orderOfLossValue().keepLand();
        return new BattlePreset("", Optional.of(e.id()), text(force(attacker.units(), counts)), text(force(defender.units(), counts)),
                text(force(attacker.bombardment(), counts)), damagedText, techs, inputs.rules().values(), orders,
                keepLand > 0 ? OptionalInt.of(keepLand) : OptionalInt.empty(), retreat.amphibiousProperty().get(),
                Optional.of(retreat.policy()), submerge, OptionalInt.empty(), cargo, noLanding, Optional.empty(),
                BattlePreset.Rolls.of(rolls, defenderRetreat, !defender.noEscapeZoneProperty().get())
                        .withPicks(Side.ATTACKER, attacker.picks().read(e)).withPicks(Side.DEFENDER, defender.picks().read(e)));
    }

    private static Optional<String> text(Object units) {
        String t = units.toString();
        return t.equals("none") ? Optional.empty() : Optional.of(t);
    }

    /**
     * The fields a problem of the battle names by its path ({@link BattleProblem}): a unit's count, a side's damaged
     * counts of the unit (every level typed), a side's cargo, the field of a roll before the battle. A problem of a side's
     * units as a whole ("the attacker has no units") marks no field.
     */
    private List<InputField> fields(BattleProblem p, Map<CountField, Integer> counts, Map<DamagedCount, Integer> damaged) {
        List<InputField> fields = new ArrayList<>();
        counts.forEach((f, n) -> {
            String field = switch (f.kind()) {
                case ATTACKER -> "attacker";
                case DEFENDER -> "defender";
                case BOMBARDMENT -> "bombard";
            };
            if (n > 0 && (p.concerns(field, f.unit().id()) && (!p.path().equals(field) || f.kind() == CountField.Kind.BOMBARDMENT))) {
                fields.add(f);
            }
        });
        damaged.forEach((f, n) -> {
            if (n > 0 && p.concerns("damaged." + f.side().label(), f.unit().id())) {
                fields.add(f);
            }
        });
        for (SideViewModel side : inputs.sides()) {
            if (p.concerns("cargo." + side.side().label())) {
                fields.add(side.cargo());
            }
            if (p.concerns("rolls." + PickOrder.field(side.side()))) {
                fields.add(side.picks());
            }
        }
        PreBattleViewModel pre = inputs.rules().preBattle();
        if (p.concerns(BattleProblem.DETECTION)) {
            fields.add(pre.detectionNumber());
        }
        if (p.concerns(BattleProblem.AIR_COMBAT)) {
            if (!p.concerns(BattleProblem.AIR_COMBAT + ".defender")) {
                fields.add(pre.attackerAirCap());
            }
            if (!p.concerns(BattleProblem.AIR_COMBAT + ".attacker")) {
                fields.add(pre.defenderAirCap());
            }
        }
        if (p.concerns(BattleProblem.DEFENDER_RETREAT)) {
            fields.addAll(List.of(pre.defenderRetreatAfter(), pre.defenderRetreatAt()));
        }
        fields.addAll(pre.declared().fields(p));
        if (p.concerns("keepLand")) {
            fields.add(inputs.attacker().keepLand());
        }
        fields.removeIf(f -> f.trimmed().isEmpty());
        return fields;
    }

    /** @return a side's damaged units, by damage level */
    private static Damage damage(Side side, Map<DamagedCount, Integer> damaged) {
        Map<Integer, Map<UnitType, Integer>> levels = new TreeMap<>();
        damaged.forEach((f, n) -> {
            if (f.side() == side && n > 0) {
                levels.computeIfAbsent(f.level(), l -> new LinkedHashMap<>()).merge(f.unit(), n, Integer::sum);
            }
        });
        Map<Integer, Force> byLevel = new TreeMap<>();
        levels.forEach((level, units) -> byLevel.put(level, Force.of(units)));
        return new Damage(byLevel);
    }

    private static Force force(List<CountField> fields, Map<CountField, Integer> counts) {
        Map<UnitType, Integer> m = new LinkedHashMap<>();
        fields.forEach(f -> {
            if (counts.get(f) > 0) {
                m.put(f.unit(), counts.get(f));
            }
        });
        return Force.of(m);
    }

    /** Marks each field the check refused with its own message (a tooltip beside it), and clears every other field's mark. */
    void mark(FormCheck check) {
        // each refused field says why in its own tooltip, not only the first one in the status line (issue 12, item 7)
        inputFields().forEach(f -> f.mark(check.messages().get(f)));
    }

    /** @return every count field of the form: attacker, defender, bombardment */
    List<CountField> countFields() {
        return new ArrayList<>(Stream.concat(inputs.attacker().allCounts().stream(), inputs.defender().allCounts().stream()).toList());
    }

    /** @return the damaged counts the battle reads: those of the unit types each side has */
    List<DamagedCount> damagedCounts() {
        return new ArrayList<>(Stream.concat(inputs.attacker().damagedCounts().stream(), inputs.defender().damagedCounts().stream()).toList());
    }

    /**
     * @return every field of the battle the form checks: counts, damaged counts (shown or not), the
     *         attacker's keep-land, the retreat numbers, the detection number, the Monte Carlo settings
     */
    List<InputField> inputFields() {
        List<InputField> fields = new ArrayList<>(countFields());
        fields.addAll(inputs.attacker().allDamagedCounts());
        fields.addAll(inputs.defender().allDamagedCounts());
        fields.add(inputs.attacker().keepLand());
        fields.add(inputs.attacker().cargo());
        fields.add(inputs.defender().cargo());
        fields.add(inputs.attacker().picks());
        fields.add(inputs.defender().picks());
        fields.addAll(inputs.retreat().fields());
        fields.addAll(inputs.rules().preBattle().fields());
        fields.addAll(inputs.method().fields());
        return fields;
    }
}
