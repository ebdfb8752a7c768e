package battleboard.ui;

import battleboard.edition.RaidRules;
import battleboard.edition.BattleRules;
import battleboard.edition.Edition;
import battleboard.edition.Technology;
import battleboard.raid.Raid;
import battleboard.raid.RaidSetup;
import battleboard.raid.RocketSetup;
import battleboard.raid.Rockets;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The form's Raid tab (issue 14, item 1): a strategic bombing raid in the toolbar's edition, with the technologies
 * ticked on the Battle tab (the attacker's Heavy Bombers and jets, the defender's Radar and jets, World at War's raid
 * modifiers), its escorts, interceptors, AA guns and mission or target where the edition's raid has them, solved exactly
 * at once ({@link Raid}: a small chain over the raid's steps, no background work).
 *
 * <p>Or, with {@link #rocketsProperty() rockets} ticked where the edition's rockets can be played (issue 14, item 2), a
 * rocket strike ({@link Rockets}): the rockets fired, the target, the rockets' level and the rocket modifiers, with the
 * territory's income and the IPCs held as for a raid.
 */
final class RaidViewModel {
    /**
     * One damage of the raid.
     *
     * @param damage      IPC
     * @param probability e.g. "69.44%"
     * @param atLeast     the chance of this damage or more, e.g. "69.44%"
     */
    record Row(int damage, String probability, String atLeast) {
    }

    /**
     * A raid modifier and whether it is ticked.
     *
     * @param modifier the edition's modifier
     * @param ticked   whether it applies to this raid
     */
    record ModifierChoice(RaidRules.Modifier modifier, javafx.beans.property.BooleanProperty ticked) {
    }

    /**
     * A rocket modifier and whether it is ticked.
     *
     * @param modifier the edition's modifier
     * @param ticked   whether it applies to this strike
     */
    record RocketModifierChoice(BattleRules.RocketStrike.Modifier modifier, javafx.beans.property.BooleanProperty ticked) {
    }

    private final Supplier<Edition> edition;
    private final Supplier<List<String>> attackerTechs;
    private final Supplier<List<String>> defenderTechs;
    /** The rule options chosen on the Battle tab. */
    private final Supplier<java.util.Map<String, String>> ruleOptions;
    private final NumberField bombers = new NumberField("raid-bombers", "bombers", "1", null);
    private final NumberField escorts = new NumberField("raid-escorts", "escorts", "", "0");
    private final NumberField interceptors = new NumberField("raid-interceptors", "interceptors", "", "0");
    private final NumberField guns = new NumberField("raid-aa-guns", "AA guns", "1", "0");
    private final NumberField income = new NumberField("raid-income", "territory income", "", null);
    private final NumberField ipcs = new NumberField("raid-ipcs", "IPCs held", "", "-1");
    private final NumberField targetDamage = new NumberField("raid-target-damage", "damage on the target", "", "0");
    private final ObservableList<RaidRules.Mission> missions = FXCollections.observableArrayList();
    /** The raid's modifiers (World at War's R.V. Jones, decentralization, radar jamming, damaged fuel dumps), each ticked or not. */
    private final ObservableList<ModifierChoice> modifiers = FXCollections.observableArrayList();
    private final ObjectProperty<RaidRules.Mission> mission = new SimpleObjectProperty<>(this, "mission");
    private final ReadOnlyBooleanWrapper escortsOffered = new ReadOnlyBooleanWrapper(this, "escortsOffered");
    private final ReadOnlyBooleanWrapper gunsOffered = new ReadOnlyBooleanWrapper(this, "gunsOffered", true);
    private final ReadOnlyStringWrapper about = new ReadOnlyStringWrapper(this, "about", "");
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ObservableList<Row> rowsShown = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private final ReadOnlyStringWrapper damageTitle = new ReadOnlyStringWrapper(this, "damageTitle", "Damage, IPC");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "Give the bombers, then press Solve.");
    private final ReadOnlyBooleanWrapper error = new ReadOnlyBooleanWrapper(this, "error");
    private final javafx.beans.property.BooleanProperty rockets = new javafx.beans.property.SimpleBooleanProperty(this, "rockets");
    private final ReadOnlyBooleanWrapper rocketsOffered = new ReadOnlyBooleanWrapper(this, "rocketsOffered");
    private final NumberField rocketCount = new NumberField("raid-rocket-count", "rockets", "1", null);
    private final ObservableList<BattleRules.RocketStrike.Target> rocketTargets = FXCollections.observableArrayList();
    private final ObjectProperty<BattleRules.RocketStrike.Target> rocketTarget = new SimpleObjectProperty<>(this, "rocketTarget");
    private final ObservableList<BattleRules.RocketStrike.Level> rocketLevels = FXCollections.observableArrayList();
    private final ObjectProperty<BattleRules.RocketStrike.Level> rocketLevel = new SimpleObjectProperty<>(this, "rocketLevel");
    private final ObservableList<RocketModifierChoice> rocketModifiers = FXCollections.observableArrayList();
    private String raidAbout = "";
    private String rocketAbout = "";

    /**
     * @param edition       the toolbar's edition
     * @param attackerTechs the attacker's technologies ticked on the Battle tab
     * @param defenderTechs the defender's
     * @param ruleOptions   the rule options chosen on the Battle tab, option id to value (Global War's
     *                      {@code raid-jet-fighters})
     */
    RaidViewModel(Supplier<Edition> edition, Supplier<List<String>> attackerTechs, Supplier<List<String>> defenderTechs,
                  Supplier<java.util.Map<String, String>> ruleOptions) {
        this.edition = edition;
        this.ruleOptions = ruleOptions;
        this.attackerTechs = attackerTechs;
        this.defenderTechs = defenderTechs;
        rockets.addListener((o, was, now) -> about.set(now ? rocketAbout : raidAbout));
        // a table of an older raid (or of a raid when rockets are ticked) is marked out of date (issue 26, defect 3)
        for (InputField f : List.of(bombers, escorts, interceptors, guns, income, ipcs, targetDamage, rocketCount)) {
            f.textProperty().addListener((o, was, now) -> inputsChanged());
        }
        for (javafx.beans.Observable o : List.of(mission, rockets, rocketTarget, rocketLevel)) {
            o.addListener(x -> inputsChanged());
        }
    }

    /** A raid input, the edition or the Battle tab's technologies changed: the figures shown, if any, are out of date. */
    void inputsChanged() {
        stale.set(!rows.isEmpty() || !summary.get().isEmpty());
    }

    /** @return true while the table and summary shown are of inputs changed since */
    javafx.beans.property.ReadOnlyBooleanProperty staleProperty() {
        return stale.getReadOnlyProperty();
    }

    private final ReadOnlyBooleanWrapper stale = new ReadOnlyBooleanWrapper(this, "stale");

    /**
     * The toolbar's edition changed: its missions or targets listed (the first chosen), escorts and interceptors offered
     * where its raid has them, AA guns entered where it fires them (none in Global War 1939, whose target fires its own).
     */
    void setEdition(Edition e) {
        Optional<RaidRules> raid = e == null ? Optional.empty() : e.battle().raid();
        missions.setAll(raid.map(RaidRules::missions).orElse(List.of()));
        mission.set(missions.isEmpty() ? null : missions.get(0));
        // a modifier that lets other units raid is the command line's (--bombers "2 fighter"): the tab's raiders are bombers
        modifiers.setAll(raid.map(RaidRules::modifiers).orElse(List.of()).stream().filter(m -> m.raiders().isEmpty())
                .map(m -> new ModifierChoice(m, watched(new javafx.beans.property.SimpleBooleanProperty(false)))).toList());
        escortsOffered.set(raid.map(r -> !r.escorts().isEmpty() || !r.interceptors().isEmpty()).orElse(false));
        boolean fires = raid.map(r -> r.antiAircraft().firesAt() != RaidRules.FiresAt.NONE).orElse(false);
        gunsOffered.set(fires);
        guns.textProperty().set(fires ? "1" : "0");
        raidAbout = raid.isEmpty() ? (e == null ? "" : e.name() + " has no strategic bombing raid in its file.")
                : e.name() + ": " + raid.get().source();
        Optional<BattleRules.RocketStrike> strike = e == null ? Optional.empty() : e.battle().rocketStrike();
        Optional<BattleRules.RocketStrike> playable = strike.filter(r -> r.outOfScope().isEmpty());
        rocketTargets.setAll(playable.map(BattleRules.RocketStrike::targets).orElse(List.of()));
        rocketTarget.set(rocketTargets.isEmpty() ? null : rocketTargets.get(0));
        rocketLevels.setAll(playable.map(BattleRules.RocketStrike::levels).orElse(List.of()));
        rocketLevel.set(rocketLevels.isEmpty() ? null : rocketLevels.get(0));
        rocketModifiers.setAll(playable.map(BattleRules.RocketStrike::modifiers).orElse(List.of()).stream()
                .map(m -> new RocketModifierChoice(m, watched(new javafx.beans.property.SimpleBooleanProperty(false)))).toList());
        rocketsOffered.set(playable.isPresent());
        rocketAbout = playable.map(r -> e.name() + ": " + r.source()).orElse("");
        strike.flatMap(BattleRules.RocketStrike::outOfScope).ifPresent(why -> raidAbout += " Rockets are out of scope: " + why);
        if (!rocketsOffered.get()) {
            rockets.set(false);
        }
        about.set(rockets.get() ? rocketAbout : raidAbout);
        inputsChanged();
    }

    private javafx.beans.property.BooleanProperty watched(javafx.beans.property.BooleanProperty ticked) {
        ticked.addListener(o -> inputsChanged());
        return ticked;
    }

    /** Solves the raid, or the rocket strike when {@link #rocketsProperty()} is ticked; a field refused is marked and said in the status line. */
    void solve() {
        Edition e = edition.get();
        rows.clear();
        summary.set("");
        stale.set(false);
        List.of(bombers, escorts, interceptors, guns, income, ipcs, targetDamage, rocketCount).forEach(f -> f.mark(null));
        if (rockets.get()) {
            solveRockets(e);
            return;
        }
        try {
            int n = bombers.smallWholeNumber();
            OptionalInt cap = income.trimmed().isEmpty() ? OptionalInt.empty() : OptionalInt.of(income.smallWholeNumber());
            int held = ipcs.smallWholeNumber();
            List<Technology> att = attackerTechs.get().stream().map(e::technology).toList();
            List<Technology> def = defenderTechs.get().stream().map(e::technology).toList();
            RaidSetup setup = RaidSetup.of(e, n).withEscorts(escorts.smallWholeNumber()).withInterceptors(interceptors.smallWholeNumber())
                    .withAntiAircraftGuns(guns.smallWholeNumber()).withTechnologies(att, def).withIncome(cap)
                    .withIpcsHeld(held < 0 ? OptionalInt.empty() : OptionalInt.of(held)).withTargetDamage(targetDamage.smallWholeNumber())
                    .withModifiers(modifiers.stream().filter(m -> m.ticked().get()).map(m -> m.modifier().id()).toList())
                    .withOptions(ruleOptions.get());
            if (mission.get() != null) {
                setup = setup.withMission(mission.get().id());
            }
            // the form's technologies are the battle's: those that change nothing in a raid are left out, and said
            List<Technology> idleAttacker = Raid.idleTechnologies(setup, battleboard.edition.Role.ATTACK);
            List<Technology> idleDefender = Raid.idleTechnologies(setup, battleboard.edition.Role.DEFENSE);
            setup = setup.withTechnologies(att.stream().filter(t -> !idleAttacker.contains(t)).toList(),
                    def.stream().filter(t -> !idleDefender.contains(t)).toList());
            List<String> left = java.util.stream.Stream.concat(idleAttacker.stream(), idleDefender.stream()).map(Technology::id)
                    .distinct().toList();
            Raid.Result r = Raid.solve(setup);
            showDamage(Raid.damageHeading(r.mission()), r.damage());
            String unit = Raid.unitOf(r.mission());
            summary.set(r.rule().airCombat().isPresent()
                    ? String.format(Locale.US, "Expected damage %.3f %s; lost: bombers %.3f, escorts %.3f, interceptors %.3f;"
                            + " IPC lost: attacker %.3f, defender %.3f; IPC swing %s", r.expectedDamage(), unit, r.expectedLost(),
                            r.expectedEscortsLost(), r.expectedInterceptorsLost(), r.attackerIpcLoss(), r.defenderIpcLoss(),
                            battleboard.report.ResultTable.signedIpc(r.ipcSwing()))
                    : String.format(Locale.US, "Expected damage %.3f %s; bombers lost %.3f (%.3f IPC); IPC swing %s",
                            r.expectedDamage(), unit, r.expectedLost(), r.attackerIpcLoss(), battleboard.report.ResultTable.signedIpc(r.ipcSwing())));
            setStatus("Raid of " + n + " bomber" + (n == 1 ? "" : "s") + " solved exactly: " + r.rule().source()
                    + (left.isEmpty() ? "" : " (left out, as they change nothing in a raid: " + String.join(", ", left) + ")"), false);
        } catch (InputField.Problem p) {
            p.field().mark(p.getMessage());
            setStatus(p.getMessage(), true);
        } catch (IllegalArgumentException x) {
            setStatus(x.getMessage(), true);
        }
    }

    /**
     * Lists each damage the strike or raid can do, with its chance and the chance of that much or more, under the heading
     * of the damage's unit (the command line's, capitalized).
     */
    private void showDamage(String heading, List<Double> damage) {
        damageTitle.set(Character.toUpperCase(heading.charAt(0)) + heading.substring(1));
        for (int d = 0; d < damage.size(); d++) {
            if (damage.get(d) > 0) {
                rows.add(new Row(d, Figures.percent(damage.get(d)),
                        Figures.percent(battleboard.result.Probability.atLeast(damage, d))));
            }
        }
    }

    /** The rocket strike (issue 14, item 2): the rockets entered, at the target chosen, of the level chosen. */
    private void solveRockets(Edition e) {
        try {
            int n = rocketCount.smallWholeNumber();
            OptionalInt cap = income.trimmed().isEmpty() ? OptionalInt.empty() : OptionalInt.of(income.smallWholeNumber());
            int held = ipcs.smallWholeNumber();
            RocketSetup setup = RocketSetup.of(e, n).withIncome(cap).withIpcsHeld(held < 0 ? OptionalInt.empty() : OptionalInt.of(held))
                    .withModifiers(rocketModifiers.stream().filter(m -> m.ticked().get()).map(m -> m.modifier().id()).toList());
            if (rocketTarget.get() != null) {
                setup = setup.withTarget(rocketTarget.get().id());
            }
            if (rocketLevel.get() != null) {
                setup = setup.withLevel(rocketLevel.get().id());
            }
            Rockets.Result r = Rockets.solve(setup);
            showDamage(Rockets.damageHeading(r.target()), r.damage());
            boolean area = r.target().damage() == BattleRules.RocketStrike.Damage.UNITS;
            summary.set(String.format(Locale.US, "Expected damage %.3f %s%s", r.expectedDamage(), Rockets.unitOf(r.target()),
                    area ? " to remove; the Rules tab's rocket strike plays the battle after it" : ""));
            String launcher = r.rule().launcher() + (n == 1 ? "" : "s");
            setStatus("Rocket strike of " + n + " " + launcher + " solved exactly: " + r.rule().source(), false);
        } catch (InputField.Problem p) {
            p.field().mark(p.getMessage());
            setStatus(p.getMessage(), true);
        } catch (IllegalArgumentException x) {
            setStatus(x.getMessage(), true);
        }
    }

    private void setStatus(String message, boolean isError) {
        status.set(message);
        error.set(isError);
    }

    NumberField bombers() {
        return bombers;
    }

    NumberField escorts() {
        return escorts;
    }

    NumberField interceptors() {
        return interceptors;
    }

    /** @return the AA guns entered for the raid (World at War: each fires at 3 aircraft at most) */
    NumberField guns() {
        return guns;
    }

    NumberField income() {
        return income;
    }

    NumberField ipcs() {
        return ipcs;
    }

    /** @return damage points already on the target (Global War 1939's facilities) */
    NumberField targetDamage() {
        return targetDamage;
    }

    /** @return the edition's missions or targets, the first its default */
    ObservableList<RaidRules.Mission> missions() {
        return missions;
    }

    /** @return the edition's raid modifiers, each with whether it is ticked */
    ObservableList<ModifierChoice> modifiers() {
        return modifiers;
    }

    ObjectProperty<RaidRules.Mission> missionProperty() {
        return mission;
    }

    /** @return true when the edition's raid has escorts and interceptors */
    ReadOnlyBooleanProperty escortsOfferedProperty() {
        return escortsOffered.getReadOnlyProperty();
    }

    /** @return true when AA guns are entered for the edition's raid */
    ReadOnlyBooleanProperty gunsOfferedProperty() {
        return gunsOffered.getReadOnlyProperty();
    }

    /** @return the edition's raid rule in a line */
    ReadOnlyStringProperty aboutProperty() {
        return about.getReadOnlyProperty();
    }

    ObservableList<Row> rows() {
        return rowsShown;
    }

    /** @return the title of the damage column: "Damage, IPC", "Damage, points" or "AA guns destroyed" */
    ReadOnlyStringProperty damageTitleProperty() {
        return damageTitle.getReadOnlyProperty();
    }

    ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** @return true to solve a rocket strike instead of a raid; only where {@link #rocketsOfferedProperty()} */
    javafx.beans.property.BooleanProperty rocketsProperty() {
        return rockets;
    }

    /** @return true when the edition's rockets can be played (not Global War 1939's, which have no dice) */
    ReadOnlyBooleanProperty rocketsOfferedProperty() {
        return rocketsOffered.getReadOnlyProperty();
    }

    /** @return the rockets fired: Revised, AA guns making strikes; Classic 1; World at War 1 or 2 */
    NumberField rocketCount() {
        return rocketCount;
    }

    /** @return the edition's rocket targets, the first its default */
    ObservableList<BattleRules.RocketStrike.Target> rocketTargets() {
        return rocketTargets;
    }

    ObjectProperty<BattleRules.RocketStrike.Target> rocketTargetProperty() {
        return rocketTarget;
    }

    /** @return the rockets' levels (World at War: V1, V2), the first the default; empty where there are none */
    ObservableList<BattleRules.RocketStrike.Level> rocketLevels() {
        return rocketLevels;
    }

    ObjectProperty<BattleRules.RocketStrike.Level> rocketLevelProperty() {
        return rocketLevel;
    }

    /** @return the edition's rocket modifiers, each with whether it is ticked */
    ObservableList<RocketModifierChoice> rocketModifiers() {
        return rocketModifiers;
    }
}
