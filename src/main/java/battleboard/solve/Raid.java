package battleboard.solve;

import battleboard.edition.BattleRules;
import battleboard.edition.Edition;
import battleboard.edition.Role;
import battleboard.edition.Technology;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.OptionalInt;

/**
 * A strategic bombing raid solved exactly (issue 14, item 1), as the edition file's {@code battle.strategicBombingRaid}
 * describes it (Revised L1884-1923, L2413-2421; Classic L664-677, L938-945): the defender's AA gun fires one die at each
 * raider and hits on its anti-aircraft value or less; each surviving raider rolls its attack dice (Heavy Bombers: 2 in
 * Revised, 3 in Classic, from the technology's data), summed into IPC damage, capped per raider at the territory's
 * income where the edition says so, and in all at the IPCs the defender holds when given.
 *
 * <p>The damage distribution is exact: the survivors are binomial, each survivor's damage the sum of its dice (capped),
 * and the total the convolution of the survivors' damages.
 */
public final class Raid {
    private Raid() {
    }

    /**
     * A raid's outcome.
     *
     * @param raiders          raiders flown
     * @param damage           probability in [0, 1] of each IPC damage, index = IPC, summing to 1
     * @param expectedDamage   expected IPC damage
     * @param expectedLost     expected raiders shot down
     * @param attackerIpcLoss  expected IPC of the raiders shot down
     * @param ipcSwing         expected damage minus the attacker's IPC loss: the swing in the attacker's favour
     * @param rule             the edition's rule, with its rulebook lines
     */
    public record Result(int raiders, List<Double> damage, double expectedDamage, double expectedLost, double attackerIpcLoss,
                         double ipcSwing, BattleRules.Raid rule) {
        public Result {
            damage = List.copyOf(damage);
        }

        /**
         * @param ipc a damage, from 0
         * @return the probability in [0, 1] of this damage or more
         */
        public double atLeast(int ipc) {
            double p = 0;
            for (int d = Math.max(0, ipc); d < damage.size(); d++) {
                p += damage.get(d);
            }
            return battleboard.result.Probability.clamp(p);
        }
    }

    /**
     * @param edition          the edition; its battle rules must describe raids
     * @param raider           the raiding unit's id, e.g. {@code bomber}
     * @param raiders          how many raid, at least 1
     * @param attackerTechs    the raiding side's technologies (Heavy Bombers)
     * @param defenderTechs    the defending side's technologies (Radar)
     * @param antiAircraftGun  whether the territory has an AA gun
     * @param income           the territory's income value, IPC; required where each raider's damage is capped by it
     * @param ipcsHeld         the IPCs the defender holds, the most it can lose in all; empty for no cap
     * @return the damage distribution and expectations
     * @throws IllegalArgumentException one line: an edition without this kind of raid, a unit that may not raid, a
     *                                  count below 1 or above 200, a missing or negative income
     */
    public static Result solve(Edition edition, String raider, int raiders, Collection<Technology> attackerTechs,
                               Collection<Technology> defenderTechs, boolean antiAircraftGun, OptionalInt income, OptionalInt ipcsHeld) {
        BattleRules.Raid rule = edition.battle().raid().orElseThrow(() -> new IllegalArgumentException(edition.name()
                + " has no strategic bombing raid of this kind in its edition file (battle.strategicBombingRaid): its raids"
                + " (escorts, interceptors, factory damage) are not built yet"));
        UnitType base = edition.findUnit(raider).orElseThrow(() -> new IllegalArgumentException("unknown unit '" + raider + "' in "
                + edition.name()));
        if (!rule.raiders().contains(base.id())) {
            throw new IllegalArgumentException(base.id() + " cannot make a strategic bombing raid in " + edition.name() + " (raiders: "
                    + String.join(", ", rule.raiders()) + "; " + rule.source() + ")");
        }
        if (raiders < 1 || raiders > 200) {
            throw new IllegalArgumentException("raiders must be from 1 to 200, not " + raiders);
        }
        if (rule.capPerRaider() && income.isEmpty()) {
            throw new IllegalArgumentException("give the territory's income (--income): in " + edition.name()
                    + " each raider does at most that much damage (" + rule.source() + ")");
        }
        if (income.isPresent() && income.getAsInt() < 0 || ipcsHeld.isPresent() && ipcsHeld.getAsInt() < 0) {
            throw new IllegalArgumentException("income and IPCs held cannot be negative");
        }
        UnitType unit = Technology.applyAll(base, attackerTechs);
        int sides = edition.dieSides();
        double aaHit = 0;
        if (antiAircraftGun) {
            UnitType gun = edition.units().stream().filter(UnitType::isAntiAircraftGun).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException(edition.name() + " has no AA gun"));
            aaHit = Math.min(sides, Technology.applyAll(gun, defenderTechs).antiAircraft()) / (double) sides;
        }
        double[] one = dice(unit.dice(Role.ATTACK), sides);
        if (rule.capPerRaider()) {
            one = cap(one, income.getAsInt());
        }
        // P(S survivors) x (one raider's damage convolved S times)
        double[] total = {0};
        double[] power = {1}; // damage of 0 survivors
        double survive = 1 - aaHit;
        for (int s = 0; s <= raiders; s++) {
            double p = binomial(raiders, s) * Math.pow(survive, s) * Math.pow(aaHit, raiders - s);
            if (s > 0) {
                power = convolve(power, one);
            }
            total = add(total, power, p);
        }
        if (ipcsHeld.isPresent()) {
            total = cap(total, ipcsHeld.getAsInt());
        }
        List<Double> damage = new ArrayList<>();
        double expected = 0;
        for (int d = 0; d < total.length; d++) {
            damage.add(battleboard.result.Probability.clamp(total[d]));
            expected += d * total[d];
        }
        double lost = raiders * aaHit;
        double attackerLoss = lost * unit.cost();
        return new Result(raiders, damage, expected, lost, attackerLoss, expected - attackerLoss, rule);
    }

    /** @return the distribution of the sum of {@code n} dice of {@code sides} sides, index = sum */
    static double[] dice(int n, int sides) {
        double[] d = {1};
        double[] die = new double[sides + 1];
        for (int v = 1; v <= sides; v++) {
            die[v] = 1.0 / sides;
        }
        for (int i = 0; i < n; i++) {
            d = convolve(d, die);
        }
        return d;
    }

    private static double[] cap(double[] d, int max) {
        if (d.length <= max + 1) {
            return d;
        }
        double[] c = java.util.Arrays.copyOf(d, max + 1);
        for (int i = max + 1; i < d.length; i++) {
            c[max] += d[i];
        }
        return c;
    }

    private static double[] convolve(double[] a, double[] b) {
        double[] c = new double[a.length + b.length - 1];
        for (int i = 0; i < a.length; i++) {
            if (a[i] != 0) {
                for (int j = 0; j < b.length; j++) {
                    c[i + j] += a[i] * b[j];
                }
            }
        }
        return c;
    }

    private static double[] add(double[] acc, double[] d, double weight) {
        double[] c = java.util.Arrays.copyOf(acc, Math.max(acc.length, d.length));
        for (int i = 0; i < d.length; i++) {
            c[i] += weight * d[i];
        }
        return c;
    }

    private static double binomial(int n, int k) {
        double r = 1;
        for (int i = 1; i <= k; i++) {
            r = r * (n - k + i) / i;
        }
        return r;
    }
}
