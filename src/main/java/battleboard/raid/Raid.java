package battleboard.raid;

import battleboard.edition.RaidRules;
import battleboard.edition.BattleRules;
import battleboard.edition.Edition;
import battleboard.edition.Role;
import battleboard.edition.Technology;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * A strategic bombing raid solved exactly (issue 14), as the edition file's {@code battle.strategicBombingRaid} describes
 * it ({@link RaidRules}, {@code docs/editions.md}), in the order the rulebooks give:
 * <ol>
 *   <li>the AA guns entered fire: Revised (L1884-1923) and Classic (L664-677) one gun, one die at each bomber; World at War
 *       (W467) one die at each of up to 3 aircraft per gun, the attacker removing the hits;</li>
 *   <li>the air combat: World at War's interceptors hit at 1 (jets 2), the defender choosing, then the surviving escorts
 *       at 1 (W468-469, W568); Global War 1939's bombers at 1 and escorts at 3 against interceptors at 3, one round,
 *       casualties together, the owner choosing (G386-400);</li>
 *   <li>the target's own AA at each raider left (Global War 1939's bases at 2, an AA gun target at its value, G404,
 *       G1817, G1840);</li>
 *   <li>the damage of the mission flown: IPC damage (Revised capped per bomber at the income, L1907-1911), World at War's
 *       factory damage (a 6 does 10, W470) with its modifiers (W551, W593) and AA guns hit on 1-4 (W470), Global War
 *       1939's 2D6 / 1D6 per bomber up to the target's cap (G408-410, G1793-1840), Heavy Bombers' dice from the
 *       file.</li>
 * </ol>
 *
 * <p>Every die goes through {@link RaidChance}; the rules are {@link RaidPlay}'s. The solver enumerates each step's
 * outcomes from each state with their probabilities (binomial hits), merges equal states, and convolves the damage dice of
 * each state over the target, so the figures are exact up to floating point: nothing is truncated.
 */
public final class Raid {
    private Raid() {
    }

    /**
     * A raid's outcome.
     *
     * @param raiders                  raiders flown
     * @param damage                   probability in [0, 1] of each damage, index = damage in the mission's unit (IPC, damage
     *                                 points or AA guns destroyed), summing to 1
     * @param expectedDamage           expected damage, in the mission's unit
     * @param expectedLost             expected raiders shot down (by AA guns, interceptors and the target's AA)
     * @param attackerIpcLoss          expected IPC of the raiders and escorts shot down
     * @param ipcSwing                 {@code defenderIpcLoss - attackerIpcLoss}: the swing in the attacker's favour, IPC
     * @param rule                     the edition's raid, with its rulebook lines
     * @param mission                  the mission flown
     * @param overTarget               probability in [0, 1] of each number of raiders reaching the target (after every
     *                                 volley), index = raiders, summing to 1
     * @param expectedEscortsLost      expected escorts shot down
     * @param expectedInterceptorsLost expected interceptors shot down
     * @param defenderIpcLoss          expected IPC the defender loses: the damage valued at the mission's IPC each (IPC
     *                                 damage 1; a damage point its repair cost; an AA gun its cost) plus the interceptors
     *                                 shot down
     */
    public record Result(int raiders, List<Double> damage, double expectedDamage, double expectedLost, double attackerIpcLoss,
                         double ipcSwing, RaidRules rule, RaidRules.Mission mission, List<Double> overTarget,
                         double expectedEscortsLost, double expectedInterceptorsLost, double defenderIpcLoss) {
        public Result {
            damage = List.copyOf(damage);
            overTarget = List.copyOf(overTarget);
        }

        /**
         * @param amount a damage, from 0, in the mission's unit
         * @return the probability in [0, 1] of this damage or more
         */
        public double atLeast(int amount) {
            return battleboard.result.Probability.atLeast(damage, amount);
        }
    }

    /**
     * A raid of one raider type with only an AA gun against it, as Revised and Classic have it (and World at War's or
     * Global War 1939's first mission without escorts or interceptors).
     *
     * @param edition          the edition; its battle rules must describe raids
     * @param raider           the raiding unit's id, e.g. {@code bomber}
     * @param raiders          how many raid, 1 to 200
     * @param attackerTechs    the raiding side's technologies (Heavy Bombers)
     * @param defenderTechs    the defending side's technologies (Radar)
     * @param antiAircraftGun  whether the territory has an AA gun
     * @param income           the territory's income value, IPC; required where each raider's damage is capped by it
     * @param ipcsHeld         the IPCs the defender holds, the most it can lose in all; empty for no cap
     * @return the damage distribution and expectations
     * @throws IllegalArgumentException one line, as {@link #solve(RaidSetup)}
     */
    public static Result solve(Edition edition, String raider, int raiders, Collection<Technology> attackerTechs,
                               Collection<Technology> defenderTechs, boolean antiAircraftGun, OptionalInt income, OptionalInt ipcsHeld) {
        return solve(RaidSetup.of(edition, Map.of(raider, raiders)).withAntiAircraftGuns(antiAircraftGun ? 1 : 0)
                .withTechnologies(List.copyOf(attackerTechs), List.copyOf(defenderTechs)).withIncome(income).withIpcsHeld(ipcsHeld));
    }

    /**
     * Solves a raid exactly.
     *
     * @param setup the raid as entered
     * @return the damage distribution, the raiders reaching the target, each side's expected losses and the IPC swing
     * @throws IllegalArgumentException one line naming what the edition's raid does not allow: an edition without a raid,
     *                                  a unit that may not raid or fly the mission, raiders not from 1 to 200, escorts,
     *                                  interceptors or AA guns the raid does not have or above 200, a missing or negative
     *                                  income, an unknown mission or modifier, more heavy bombers than may be, a technology
     *                                  that changes nothing in the raid ({@link #idleTechnologies}), a damage modifier on a
     *                                  mission whose dice destroy AA guns, a rule option the edition does not have or a
     *                                  value it does not take ({@link RaidSetup#options()})
     */
    public static Result solve(RaidSetup setup) {
        RaidPlay play = RaidPlay.of(setup);
        for (Role side : Role.values()) {
            play.idle(side).values().stream().findFirst().ifPresent(why -> {
                throw new IllegalArgumentException(why);
            });
        }
        Map<RaidState, Double> states = new HashMap<>(Map.of(play.start(), 1.0));
        for (RaidPlay.Step step : play.airBattle()) {
            states = Exact.step(states, step, setup.edition().dieSides());
        }
        double escortsLost = 0;
        double interceptorsLost = 0;
        Map<RaidState, Double> raiders = new HashMap<>();
        for (Map.Entry<RaidState, Double> e : states.entrySet()) {
            escortsLost += e.getValue() * (setup.escorts() - e.getKey().escorts());
            interceptorsLost += e.getValue() * e.getKey().interceptorsLost();
            raiders.merge(e.getKey().raidersOnly(), e.getValue(), Double::sum);
        }
        for (RaidPlay.Step step : play.overTarget()) {
            raiders = Exact.step(raiders, step, setup.edition().dieSides());
        }
        int flown = play.start().raidersFlying();
        double raidersLost = 0;
        double attackerLoss = escortsLost * play.escortCost();
        double[] over = new double[flown + 1];
        for (Map.Entry<RaidState, Double> e : raiders.entrySet()) {
            RaidState s = e.getKey();
            double p = e.getValue();
            raidersLost += p * (flown - s.raidersFlying());
            for (int i = 0; i < play.raiderTypes().size(); i++) {
                attackerLoss += p * (play.start().raiders(i) - s.raiders(i)) * play.raiderTypes().get(i).cost();
            }
            over[s.raidersFlying()] += p;
        }
        double[] total = {0};
        Exact damage = new Exact();
        for (Map.Entry<RaidState, Double> e : raiders.entrySet()) {
            total = add(total, damage.distribution(play.damage(e.getKey())), e.getValue());
        }
        double expected = 0;
        List<Double> dist = new ArrayList<>();
        for (int d = 0; d < total.length; d++) {
            dist.add(battleboard.result.Probability.clamp(total[d]));
            expected += d * total[d];
        }
        List<Double> overTarget = Arrays.stream(over).map(battleboard.result.Probability::clamp).boxed().toList();
        double defenderLoss = expected * play.ipcEach() + interceptorsLost * play.interceptorCost();
        return new Result(flown, dist, expected, raidersLost, attackerLoss, defenderLoss - attackerLoss, play.rule(), play.mission(),
                overTarget, escortsLost, interceptorsLost, defenderLoss);
    }

    /**
     * The technologies a raid would refuse: those that change nothing in it (a fighter's defense in a Revised raid, where
     * fighters do not fly; a technology of round 1 of a battle). The form drops them from a raid and says so.
     *
     * @param setup the raid as entered
     * @param side  the raiding side ({@link Role#ATTACK}) or the defender
     * @return those of the side's technologies, in the order given; empty when every one changes the raid
     * @throws IllegalArgumentException as {@link #solve(RaidSetup)}, for anything else the raid does not allow
     */
    public static List<Technology> idleTechnologies(RaidSetup setup, Role side) {
        return List.copyOf(RaidPlay.of(setup).idle(side).keySet());
    }


    /**
     * @param mission a raid's mission
     * @return the heading of its damage in tables: "damage, IPC", "damage, points", "AA guns destroyed"
     */
    public static String damageHeading(RaidRules.Mission mission) {
        return switch (mission.damage()) {
            case IPC -> "damage, IPC";
            case POINTS -> "damage, points";
            case AA_GUNS -> "AA guns destroyed";
        };
    }

    /**
     * @param mission a raid's mission
     * @return the unit its damage is counted in, e.g. "IPC", "damage points", "AA guns"
     */
    public static String unitOf(RaidRules.Mission mission) {
        return RaidPlay.unitOf(mission);
    }

    /** The exact interpreter of {@link RaidChance}: each volley's binomial outcomes, and the damage dice convolved. */
    static final class Exact {
        private final Map<RaidDamage.Group, List<double[]>> powers = new HashMap<>();

        /**
         * @param in    the states before a step, with their probabilities
         * @param step  the step
         * @param sides the edition's die
         * @return the states after it, equal states merged
         */
        static Map<RaidState, Double> step(Map<RaidState, Double> in, RaidPlay.Step step, int sides) {
            Map<RaidState, Double> out = new HashMap<>();
            in.forEach((s, p) -> branch(s, p, step, new int[0], out));
            return out;
        }

        /** Replays the step with the outcomes of its first volleys forced, branching on the first volley not yet forced. */
        private static void branch(RaidState s, double p, RaidPlay.Step step, int[] forced, Map<RaidState, Double> out) {
            Forcing chance = new Forcing(forced);
            try {
                out.merge(step.play(s, chance), p, Double::sum);
            } catch (Forcing.Unforced u) {
                double[] pmf = binomial(u.dice, (double) u.value / u.sides);
                int[] next = Arrays.copyOf(forced, forced.length + 1);
                for (int k = 0; k < pmf.length; k++) {
                    if (pmf[k] > 0) {
                        next[forced.length] = k;
                        branch(s, p * pmf[k], step, next.clone(), out);
                    }
                }
            }
        }

        /**
         * @param damage the raiders' damage dice
         * @return the probability of each total damage, index = damage
         */
        double[] distribution(RaidDamage damage) {
            double[] total = {1};
            for (RaidDamage.Group g : damage.groups()) {
                // damage is never negative: whatever one group does above the cap, the total does too
                double[] p = power(g);
                total = convolve(total, damage.cap().isPresent() ? cap(p, damage.cap().getAsInt()) : p);
            }
            return damage.cap().isPresent() ? cap(total, damage.cap().getAsInt()) : total;
        }

        /** @return the damage of the group's raiders, each capped, summed; built up one raider at a time and kept */
        private double[] power(RaidDamage.Group g) {
            List<double[]> list = powers.computeIfAbsent(g.withRaiders(0), k -> new ArrayList<>(List.of(new double[] {1})));
            if (list.size() <= g.raiders()) {
                double[] die = new double[g.faces().stream().mapToInt(Integer::intValue).max().orElse(0) + 1];
                for (int face : g.faces()) {
                    die[face] += 1.0 / g.faces().size();
                }
                double[] one = {1};
                for (int i = 0; i < g.dice(); i++) {
                    one = convolve(one, die);
                }
                if (g.capEach().isPresent()) {
                    one = cap(one, g.capEach().getAsInt());
                }
                while (list.size() <= g.raiders()) {
                    list.add(convolve(list.get(list.size() - 1), one));
                }
            }
            return list.get(g.raiders());
        }
    }

    /** A {@link RaidChance} that gives forced outcomes, then stops at the first volley it has none for. */
    private static final class Forcing implements RaidChance {
        private final int[] forced;
        private int next;

        Forcing(int[] forced) {
            this.forced = forced;
        }

        @Override
        public int hits(String volley, int dice, int value, int sides) {
            if (dice == 0 || value <= 0) {
                return 0;
            }
            if (value >= sides) {
                return dice;
            }
            if (next < forced.length) {
                return forced[next++];
            }
            throw new Unforced(dice, value, sides);
        }

        @Override
        public int damage(RaidDamage damage) {
            throw new IllegalStateException("the damage dice are convolved, not replayed");
        }

        /** The first volley without a forced outcome. */
        static final class Unforced extends RuntimeException {
            private static final long serialVersionUID = 1L;
            final int dice;
            final int value;
            final int sides;

            Unforced(int dice, int value, int sides) {
                super(null, null, false, false);
                this.dice = dice;
                this.value = value;
                this.sides = sides;
            }
        }
    }

    /** @return P(k hits of n dice), index k, each die hitting with probability p in (0, 1); in logarithms, no underflow */
    static double[] binomial(int n, double p) {
        double[] logFactorial = new double[n + 1];
        for (int i = 1; i <= n; i++) {
            logFactorial[i] = logFactorial[i - 1] + Math.log(i);
        }
        double[] pmf = new double[n + 1];
        for (int k = 0; k <= n; k++) {
            pmf[k] = Math.exp(logFactorial[n] - logFactorial[k] - logFactorial[n - k] + k * Math.log(p) + (n - k) * Math.log1p(-p));
        }
        return pmf;
    }

    private static double[] cap(double[] d, int max) {
        // d.length - 1, not max + 1: an income of Integer.MAX_VALUE overflowed into a negative array size (issue 27)
        if (d.length - 1 <= max) {
            return d;
        }
        double[] c = Arrays.copyOf(d, max + 1);
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
        double[] c = Arrays.copyOf(acc, Math.max(acc.length, d.length));
        for (int i = 0; i < d.length; i++) {
            c[i] += weight * d[i];
        }
        return c;
    }
}
