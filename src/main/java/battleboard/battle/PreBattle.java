package battleboard.battle;

import battleboard.edition.Domain;
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
 */
public record PreBattle(int detectionNumber, int detectionRolls, boolean chineseMorale, Optional<AirCap> airCap) {
    /** No roll before the battle. */
    public static final PreBattle NONE = new PreBattle(0, 1, false);

    /** Rolls with no air combat. */
    public PreBattle(int detectionNumber, int detectionRolls, boolean chineseMorale) {
        this(detectionNumber, detectionRolls, chineseMorale, Optional.empty());
    }

    /** @return these rolls with an air combat of these Air Cap fighters before the battle */
    public PreBattle withAirCombat(AirCap designation) {
        return new PreBattle(detectionNumber, detectionRolls, chineseMorale, Optional.of(designation));
    }

    public PreBattle {
        java.util.Objects.requireNonNull(airCap, "airCap");
        if (airCap.isPresent() && (detectionNumber > 0 || chineseMorale)) {
            throw new IllegalArgumentException("air combat cannot be combined with other rolls before the battle");
        }
        if (detectionNumber < 0 || detectionNumber > 6) {
            throw new IllegalArgumentException("the detection number must be from 0 to 6, not " + detectionNumber);
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
        return out.isEmpty() ? "none" : String.join("; ", out);
    }

    /** @return true when no roll comes before the battle */
    public boolean isNone() {
        return detectionNumber == 0 && !chineseMorale && airCap.isEmpty();
    }

    /**
     * One way the rolls can fall: the battle then fought (empty when there is none: the attack is
     * cancelled, or the submarines are not found), its probability, and the attacking units that
     * stayed out and survive it.
     *
     * @param setup       the battle fought, with no pre-battle roll of its own; empty: no battle
     * @param probability probability in [0, 1] of this way
     * @param stayedOut   attacking units that took no part and survive (Chinese infantry that failed their morale,
     *                    Air Cap fighters after the air battle)
     * @param label       what happened, e.g. "morale 3: 2 of 5 infantry attack"
     * @param defenderStayedOut defending units that took no part and survive (Air Cap fighters)
     * @param attackerLost IPC the attacker lost before the battle (Air Cap fighters shot down)
     * @param defenderLost IPC the defender lost before the battle (Air Cap fighters, units hit by free shots)
     */
    public record Variant(Optional<BattleSetup> setup, double probability, Force stayedOut, String label, Force defenderStayedOut,
                          int attackerLost, int defenderLost) {
        /** A way with no defender's units outside the battle and no loss before it. */
        public Variant(Optional<BattleSetup> setup, double probability, Force stayedOut, String label) {
            this(setup, probability, stayedOut, label, Force.empty(), 0, 0);
        }
    }

    /**
     * @param setup a battle with these rolls
     * @return every way the rolls can fall, probabilities summing to 1
     */
    public List<Variant> variants(BattleSetup setup) {
        BattleSetup fought = setup.toBuilder().preBattle(NONE).build();
        if (airCap.isPresent()) {
            throw new IllegalStateException("an air combat is played by battleboard.solve.AirCombat");
        }
        List<Variant> out = new ArrayList<>();
        double found = 1;
        if (detectionNumber > 0 && onlySubmarines(setup.force(Side.DEFENDER))) {
            double miss = 1 - detectionNumber / 6.0;
            found = 1 - Math.pow(miss, detectionRolls);
            if (found < 1) {
                out.add(new Variant(Optional.empty(), 1 - found, Force.empty(), "submarines not detected"));
            }
        }
        if (!chineseMorale) {
            out.add(new Variant(Optional.of(fought), found, Force.empty(), "battle fought"));
            return out;
        }
        UnitType infantry = setup.edition().findUnit("infantry")
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
                out.add(new Variant(Optional.empty(), found / 6, Force.empty(), label + " (attack cancelled)"));
            } else {
                out.add(new Variant(Optional.of(fought.toBuilder().attacker(attackers).build()), found / 6, out1, label));
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

    private static boolean onlySubmarines(Force defender) {
        return !defender.isEmpty() && defender.counts().keySet().stream().allMatch(u -> u.submerges() && u.domain() == Domain.SEA);
    }
}
