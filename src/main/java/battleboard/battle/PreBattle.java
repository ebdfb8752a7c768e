package battleboard.battle;

import battleboard.edition.Domain;
import battleboard.edition.PreBattleRolls;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Rolls made before a battle that decide whether it is fought, or with what: a battle is then a mixture
 * of battles, each weighted by the chance of its roll (World at War, seeds/003_e255d9e9a0936e6b.txt).
 *
 * @param detectionNumber submarine detection (W443): when above 0 and the defender has only submarines,
 *                        each roll detects them on this number or less of a d6 (not in the rulebook: a
 *                        parameter, 2 a guess; Radar +2 per level, Counter-radar −2, W601–608); 0: the
 *                        battle is fought as if the submarines were found (the default reading)
 * @param detectionRolls  rolls made (1 or 2: fleet and air force, "one roll per sea zone per fleet/air force")
 * @param chineseMorale   true: the attacker's infantry are Chinese and roll for morale (W304–313): on a 1
 *                        the attack is cancelled; on 2–5, 20/40/60/80 % of them attack, rounded up; on a 6
 *                        all but one; those who fail retreat
 * @param airCap          Global War's optional Air Combat (G2138-2171): the fighters each side designates Air
 *                        Cap, attacker then defender, fought out before the battle (played by the solvers,
 *                        {@code battleboard.solve.AirCombat}); empty: no air combat
 * @param made            the rolls of one type owning their variants ({@link PreBattleRoll}), each made once; empty: none
 *                        (Global War's optional naval-base first strike, {@link NavalBaseFirstStrike}; World at War's
 *                        rocket strike at the area, {@link AreaStrike.Made}; Global 1940's kamikaze targets named before
 *                        the dice, {@link KamikazeTargets})
 */
public record PreBattle(int detectionNumber, int detectionRolls, boolean chineseMorale, Optional<AirCap> airCap,
                        List<PreBattleRoll.Made> made) {
    /** No roll before the battle. */
    public static final PreBattle NONE = new PreBattle(0, 1, false);
    /** The highest detection number: a roll on a d6 (W443; the number a parameter, not in the rulebook). */
    public static final int MOST_DETECTION_NUMBER = 6;

    /**
     * The one check of a detection number, for every face that reads one.
     *
     * @param n a detection number as typed
     * @return true when it is from 1 to {@link #MOST_DETECTION_NUMBER}
     */
    public static boolean isDetectionNumber(int n) {
        return n >= 1 && n <= MOST_DETECTION_NUMBER;
    }

    /** Rolls with no air combat. */
    public PreBattle(int detectionNumber, int detectionRolls, boolean chineseMorale) {
        this(detectionNumber, detectionRolls, chineseMorale, Optional.empty(), List.of());
    }

    /** @return World at War's rocket strike at the area before the battle ({@link AreaStrike.Made}); empty: none */
    public Optional<AreaStrike> rocketStrike() {
        return made.stream().filter(AreaStrike.Made.class::isInstance).map(m -> ((AreaStrike.Made) m).strike()).findFirst();
    }

    /** @return Global 1940's kamikaze targets named before the dice; empty: none named */
    public Optional<KamikazeTargets> kamikazeTargets() {
        return made.stream().filter(KamikazeTargets.class::isInstance).map(KamikazeTargets.class::cast).findFirst();
    }

    /** @return true when the naval base strikes first at the bombarding ships ({@link NavalBaseFirstStrike}) */
    public boolean navalBaseFirstStrike() {
        return made.stream().anyMatch(m -> m.kind() == NavalBaseFirstStrike.KIND);
    }

    /**
     * @param roll a roll of one type owning its variants
     * @return these rolls with it
     * @throws IllegalArgumentException when another roll is made before the battle
     */
    public PreBattle with(PreBattleRoll.Made roll) {
        List<PreBattleRoll.Made> all = new ArrayList<>(made);
        all.add(roll);
        return new PreBattle(detectionNumber, detectionRolls, chineseMorale, airCap, all);
    }

    /**
     * Refuses the rolls of one type owning their variants that the battle cannot have: one its edition does not offer,
     * then each roll's own refusals ({@link PreBattleRoll.Made#check}).
     *
     * @param setup the battle with these rolls
     * @throws Refusal one line naming the problem
     */
    public void check(BattleSetup setup) {
        for (PreBattleRoll.Made m : made) {
            refuseIn(m, setup.edition());
            m.check(setup);
        }
    }

    /**
     * @param written the battle as written, its edition the builder's
     * @throws Refusal on the first roll of one type owning its variants the edition does not allow
     *                 ({@link PreBattleRoll.Made#refusedIn}) or the battle as written refuses ({@link PreBattleRoll.Made#checkWritten})
     */
    void checkWritten(BattleSetup.Builder written) {
        for (PreBattleRoll.Made m : made) {
            refuseIn(m, written.edition);
            m.checkWritten(written);
        }
    }

    private static void refuseIn(PreBattleRoll.Made m, battleboard.edition.Edition edition) {
        m.refusedIn(edition).ifPresent(line -> {
            throw new Refusal(line, Refusal.Concern.roll(m.kind().faces().field()));
        });
    }

    /**
     * @param targets the ship each kamikaze token strikes, named before the dice
     * @return these rolls with the kamikaze strikes made before the battle at those ships
     * @throws IllegalArgumentException when another roll is made before the battle
     */
    public PreBattle withKamikazeTargets(KamikazeTargets targets) {
        return with(targets);
    }

    /** @return these rolls with an air combat of these Air Cap fighters before the battle */
    public PreBattle withAirCombat(AirCap designation) {
        return new PreBattle(detectionNumber, detectionRolls, chineseMorale, Optional.of(designation), made);
    }

    /** @return these rolls with the defending naval base's first strike at the bombarding ships ({@link NavalBaseFirstStrike}) */
    public PreBattle withNavalBaseFirstStrike() {
        return with(NavalBaseFirstStrike.MADE);
    }

    /**
     * @param strike the rockets fired at the area
     * @return these rolls with a rocket strike at the area before the battle
     * @throws IllegalArgumentException when another roll is made before the battle
     */
    public PreBattle withRocketStrike(AreaStrike strike) {
        return with(new AreaStrike.Made(strike));
    }

    public PreBattle {
        java.util.Objects.requireNonNull(airCap, "airCap");
        made = List.copyOf(made);
        if ((airCap.isPresent() ? 1 : 0) + (detectionNumber > 0 || chineseMorale ? 1 : 0)
                + made.size() > 1) {
            // the naval base's first strike is named in every such line, as it was before it became a roll of its own type
            throw new IllegalArgumentException(made.stream().map(m -> m.kind().inCombination()).filter(n -> !n.isEmpty()).map(n -> n + ", ")
                    .collect(java.util.stream.Collectors.joining()) + "air combat, a naval base's"
                    + " first strike and World at War's rolls cannot be combined before one battle");
        }
        if (detectionNumber != 0 && !isDetectionNumber(detectionNumber)) {
            throw new IllegalArgumentException("the detection number must be from 0 to " + MOST_DETECTION_NUMBER + ", not " + detectionNumber);
        }
        if (detectionRolls < 1 || detectionRolls > 2) {
            throw new IllegalArgumentException("detection rolls: 1 or 2 (fleet and air force), not " + detectionRolls);
        }
    }

    /** @return the rolls in words, e.g. "submarines must be detected: 2 rolls, each on 2 or less" */
    public String describe() {
        List<String> out = new ArrayList<>();
        if (detectionNumber > 0) {
            out.add("lone submarines must be detected: " + detectionRolls + " roll" + (detectionRolls == 1 ? "" : "s")
                    + ", each on " + detectionNumber + " or less");
        }
        if (chineseMorale) {
            out.add("Chinese morale roll for the attacking infantry");
        }
        airCap.ifPresent(d -> out.add("air combat: " + d.describe()));
        made.forEach(m -> out.add(m.describe()));
        return out.isEmpty() ? "none" : String.join("; ", out);
    }

    /**
     * The rolls another edition has, for comparing one battle across editions: detection rolls only in a d6
     * edition that offers them and whose destroyers do not detect submarines, the Chinese morale roll only where the
     * edition offers it, air combat and the naval base's first strike only where
     * the edition's battle rules offer them.
     *
     * @param to    the edition
     * @param notes receives one line per roll left out, e.g. "the air combat is left out: not a rule of revised"
     * @return these rolls without those {@code to} lacks
     */
    public PreBattle forEdition(battleboard.edition.Edition to, List<String> notes) {
        int detection = detectionNumber;
        if (detection > 0 && (!to.battle().detectionRolls() || to.battle().detects() || to.dieSides() != 6)) {
            notes.add("submarine detection rolls are left out: not a rule of " + to.id());
            detection = 0;
        }
        boolean morale = chineseMorale;
        if (morale && !to.battle().chineseMorale()) {
            notes.add("the Chinese morale roll is left out: not a rule of " + to.id());
            morale = false;
        }
        Optional<AirCap> air = airCap;
        if (air.isPresent() && !to.battle().airCombat()) {
            notes.add("the air combat is left out: not a rule of " + to.id());
            air = Optional.empty();
        }
        List<PreBattleRoll.Made> kept = new ArrayList<>();
        for (PreBattleRoll.Made m : made) {
            m.leftOutOf(to).ifPresentOrElse(notes::add, () -> kept.add(m));
        }
        return new PreBattle(detection, detectionRolls, morale, air, kept);
    }

    /** @return true when no roll comes before the battle */
    public boolean isNone() {
        return detectionNumber == 0 && !chineseMorale && airCap.isEmpty() && made.isEmpty();
    }

    /**
     * @param setup a battle with these rolls
     * @return every way the rolls can fall, probabilities summing to 1
     */
    public List<PreBattleVariant> variants(BattleSetup setup) {
        BattleSetup fought = setup.toBuilder().preBattle(NONE).build();
        if (airCap.isPresent()) {
            throw new IllegalStateException("an air combat is played by battleboard.solve.AirCombat");
        }
        if (!made.isEmpty()) {
            return made.get(0).variants(fought);
        }
        List<PreBattleVariant> out = new ArrayList<>();
        double found = 1;
        if (detectionNumber > 0 && onlySubmarines(setup.force(Side.DEFENDER))) {
            int sides = setup.edition().battle().rolls().detection().map(PreBattleRolls.Detection::sides).orElseThrow(() ->
                    new IllegalArgumentException("detection rolls before the battle are not a rule of " + setup.edition().id()));
            double miss = 1 - (double) detectionNumber / sides;
            found = 1 - Math.pow(miss, detectionRolls);
            if (found < 1) {
                out.add(new PreBattleVariant(Optional.empty(), 1 - found, Force.empty(), "submarines not detected"));
            }
        }
        if (!chineseMorale) {
            out.add(new PreBattleVariant(Optional.of(fought), found, Force.empty(), "battle fought"));
            return out;
        }
        String rolling = setup.edition().battle().rolls().chineseMorale().map(PreBattleRolls.ChineseMorale::unit).orElseThrow(() ->
                new IllegalArgumentException("a Chinese morale roll before the battle is not a rule of " + setup.edition().id()));
        UnitType infantry = setup.edition().findUnit(rolling)
                .orElseThrow(() -> new IllegalArgumentException("Chinese morale needs an infantry unit in " + setup.edition().name()));
        int n = setup.force(Side.ATTACKER).count(infantry);
        for (int roll = 1; roll <= 6; roll++) {
            int attack = attackingInfantry(n, roll);
            Force out1 = Force.of(Map.of(infantry, n - attack));
            Map<UnitType, Integer> rest = new LinkedHashMap<>(setup.force(Side.ATTACKER).counts());
            rest.put(infantry, attack);
            Force attackers = Force.of(rest);
            String label = "morale " + roll + ": " + attack + " of " + n + " infantry attack";
            if (roll == 1 || attackers.isEmpty()) {
                out.add(new PreBattleVariant(Optional.empty(), found / 6, Force.empty(), label + " (attack cancelled)"));
            } else {
                out.add(new PreBattleVariant(Optional.of(fought.toBuilder().attacker(attackers).build()), found / 6, out1, label));
            }
        }
        return out;
    }

    /**
     * @return the infantry that attack after a morale roll (W304–313): 0 on a 1 (the attack is cancelled),
     *         20/40/60/80 % rounded up on 2–5, all but one on a 6
     */
    public static int attackingInfantry(int n, int roll) {
        return switch (roll) {
            case 1 -> 0;
            case 2, 3, 4, 5 -> (n * 20 * (roll - 1) + 99) / 100;
            case 6 -> Math.max(0, n - 1);
            default -> throw new IllegalArgumentException("a d6 roll is from 1 to 6, not " + roll);
        };
    }

    /**
     * Lone submarines "must be detected (aircraft, carriers, cruisers and battleships can detect subs) in order to be
     * attacked. One roll per sea zone per fleet/air force may be made" (World at War W443): an attack on them with
     * detection rolls needs a unit that may roll, one of the edition file's {@code battle.detectionRolls.detectors} (none
     * named: every attack may roll); under the rule option {@code detection-rolls=fleet-and-air-force}, two rolls need a
     * detecting ship (the fleet's roll) and a detecting aircraft (the air force's).
     *
     * @param edition  the battle's edition
     * @param attacker the attacking units
     * @param defender the defending units
     * @param rules    the battle's rule options
     * @throws Refusal naming the units that detect, when the attacker has none of them, or none of a kind a roll needs
     */
    void checkDetectors(battleboard.edition.Edition edition, Force attacker, Force defender, battleboard.edition.RuleSettings rules) {
        Optional<PreBattleRolls.Detection> rule = edition.battle().rolls().detection();
        if (detectionNumber == 0 || rule.isEmpty() || rule.get().detectors().isEmpty() || !onlySubmarines(defender)) {
            return;
        }
        List<String> detectors = rule.get().detectors();
        List<UnitType> rolling = attacker.counts().keySet().stream().filter(u -> detectors.contains(edition.original(u).id())).toList();
        if (rolling.isEmpty()) {
            throw new Refusal("lone submarines must be detected to be attacked, and no attacking unit can detect them (only "
                    + String.join(", ", detectors) + " can, W443)", Refusal.Concern.of(Refusal.Part.DETECTION));
        }
        if (detectionRolls == 2 && rules.is(battleboard.edition.RuleOption.DETECTION_ROLLS,
                battleboard.edition.RuleOption.DetectionRolls.FLEET_AND_AIR_FORCE)) {
            for (Domain d : List.of(Domain.SEA, Domain.AIR)) {
                if (rolling.stream().noneMatch(u -> u.domain() == d)) {
                    throw new Refusal("two detection rolls are a fleet's and an air force's (W443, option detection-rolls="
                            + "fleet-and-air-force), and no attacking " + (d == Domain.SEA ? "ship" : "aircraft") + " can detect (only "
                            + detectors.stream().filter(id -> edition.unit(id).domain() == d).collect(java.util.stream.Collectors.joining(", "))
                            + " can): make one roll", Refusal.Concern.of(Refusal.Part.DETECTION));
                }
            }
        }
    }

    /** @return true when the defender has submarines alone, which detection rolls apply to (W443) */
    static boolean onlySubmarines(Force defender) {
        return !defender.isEmpty() && defender.counts().keySet().stream().allMatch(u -> u.submerges() && u.domain() == Domain.SEA);
    }
}
