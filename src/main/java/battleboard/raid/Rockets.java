package battleboard.raid;

import battleboard.edition.BattleRules.RocketStrike;
import battleboard.edition.Edition;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A rocket strike's damage, exact (issue 14, item 2), as the edition file's {@code battle.rocketStrike} describes it
 * ({@link RocketStrike}, {@code docs/editions.md}): each rocket rolls one die, its damage the face plus its level and the
 * modifiers that apply to the target, at least 0 ({@link RocketStrike#faces}); each rocket's damage at most the territory's
 * income where the edition says so, and the total at most the IPCs held. Nothing fires back (Revised L1847, Classic L439,
 * World at War W513-519).
 * <ul>
 *   <li>Revised (L1837-1882, L2259-2263): one die per AA gun within 3 spaces, at most the territory's income each;</li>
 *   <li>Classic (L439, L961): one free rocket attack a turn, from one AA gun: one die;</li>
 *   <li>World at War 2005 (W513-519, W593): up to 2 rockets, one die each, V2 at +2; at a factory, damage points with no
 *       critical hit, industrial decentralization -2; at an area, the IPC value of the units the defender removes before
 *       the battle, whose battle {@code odds --rocket-strike} solves ({@code battleboard.battle.AreaStrike}).</li>
 * </ul>
 * The rockets' dice are convolved ({@link Raid.Exact#distribution}, the raid's), so the figures are exact up to floating
 * point.
 */
public final class Rockets {
    /** The most rockets in one strike where the edition sets no limit (Revised: one per AA gun entered). */
    static final int MAX_ROCKETS = 200;

    private Rockets() {
    }

    /**
     * A rocket strike's outcome.
     *
     * @param rockets        rockets fired
     * @param damage         probability in [0, 1] of each damage, index = damage in the target's unit (IPC, damage points or
     *                       the IPC value of units removed), summing to 1
     * @param expectedDamage expected damage, in the target's unit
     * @param rule           the edition's rockets, with their rulebook lines
     * @param target         the target
     * @param level          the rockets' level; empty for an edition without levels
     * @param modifiers      the modifiers ticked (whether or not they apply to the target)
     * @param faces          the damage of one rocket's die per face, index = face - 1, before any cap
     */
    public record Result(int rockets, List<Double> damage, double expectedDamage, RocketStrike rule, RocketStrike.Target target,
                         Optional<RocketStrike.Level> level, List<RocketStrike.Modifier> modifiers, List<Integer> faces) {
        public Result {
            damage = List.copyOf(damage);
            modifiers = List.copyOf(modifiers);
            faces = List.copyOf(faces);
        }

        /**
         * @param amount a damage, from 0, in the target's unit
         * @return the probability in [0, 1] of this damage or more
         */
        public double atLeast(int amount) {
            return battleboard.result.Probability.atLeast(damage, amount);
        }
    }

    /**
     * @param edition an edition
     * @return its rockets
     * @throws IllegalArgumentException one line when its file describes none, or rockets it cannot play (Global War 1939:
     *                                  no hit number or damage, G158-160)
     */
    public static RocketStrike rule(Edition edition) {
        RocketStrike rule = edition.battle().rocketStrike().orElseThrow(() -> new IllegalArgumentException(edition.name()
                + " has no rockets in its edition file (battle.rocketStrike)"));
        if (rule.outOfScope().isPresent()) {
            throw new IllegalArgumentException("rockets are out of scope in " + edition.name() + ": " + rule.outOfScope().get());
        }
        return rule;
    }

    /**
     * Solves a rocket strike exactly.
     *
     * @param setup the strike as entered
     * @return the damage distribution and its expectation
     * @throws IllegalArgumentException one line naming what the edition's rockets do not allow: an edition without rockets
     *                                  or with rockets out of scope, rockets not from 1 to the edition's most (200 where it
     *                                  sets none), an unknown target, level or modifier, a modifier of another target, a
     *                                  missing or negative income where it caps each rocket, an income where none does, IPCs
     *                                  held at a target not in IPC
     */
    public static Result solve(RocketSetup setup) {
        Edition e = setup.edition();
        RocketStrike rule = rule(e);
        int most = rule.maxRockets().orElse(MAX_ROCKETS);
        if (setup.rockets() < 1 || setup.rockets() > most) {
            String lines = rule.maxRockets().isPresent() ? " (" + rule.source().split(":")[0] + ")" : "";
            throw new IllegalArgumentException(most == 1
                    ? "a rocket strike in " + e.name() + " is fired by one " + rule.launcher() + ", not " + setup.rockets() + lines
                    : "a rocket strike in " + e.name() + " is fired by 1 to " + most + " " + rule.launcher() + "s, not "
                            + setup.rockets() + lines);
        }
        RocketStrike.Target target = setup.target().map(rule::target).orElse(rule.targets().get(0));
        Optional<RocketStrike.Level> level = setup.level().isEmpty() ? rule.levels().stream().findFirst()
                : Optional.of(rule.level(setup.level().get()).orElseThrow(() -> unknown(e, rule, setup.level().get())));
        List<RocketStrike.Modifier> modifiers = new ArrayList<>();
        for (String id : setup.modifiers()) {
            RocketStrike.Modifier m = rule.modifier(id).orElseThrow(() -> unknown(e, rule, id));
            if (!m.appliesTo(target)) {
                throw new IllegalArgumentException(id + " changes rockets at the " + String.join(" or ", m.targets()) + " only, not at the "
                        + target.name() + " (" + m.source().split(":")[0] + ")");
            }
            modifiers.add(m);
        }
        boolean ipc = target.damage() == RocketStrike.Damage.IPC;
        if (setup.income().isPresent() && setup.income().getAsInt() < 0 || setup.ipcsHeld().isPresent() && setup.ipcsHeld().getAsInt() < 0) {
            throw new IllegalArgumentException("income and IPCs held cannot be negative");
        }
        if (rule.capPerRocket() && ipc && setup.income().isEmpty()) {
            throw new IllegalArgumentException("give the territory's income (--income): in " + e.name() + " each " + rule.launcher()
                    + "'s rocket does at most that much damage");
        }
        if (setup.income().isPresent() && !(rule.capPerRocket() && ipc)) {
            throw new IllegalArgumentException("the territory's income caps no rocket at the " + target.name() + " in " + e.name()
                    + ": leave out the income");
        }
        if (setup.ipcsHeld().isPresent() && !ipc) {
            throw new IllegalArgumentException("the IPCs held cap IPC damage only, and a rocket at the " + target.name()
                    + " target does " + unitOf(target));
        }
        List<Integer> faces = rule.faces(e.dieSides(), target, level, modifiers);
        RaidDamage damage = new RaidDamage(List.of(new RaidDamage.Group("rocket", setup.rockets(), 1, faces,
                rule.capPerRocket() && ipc ? setup.income() : OptionalInt.empty())), setup.ipcsHeld());
        double[] p = new Raid.Exact().distribution(damage);
        List<Double> dist = new ArrayList<>();
        double expected = 0;
        for (int d = 0; d < p.length; d++) {
            dist.add(battleboard.result.Probability.clamp(p[d]));
            expected += d * p[d];
        }
        return new Result(setup.rockets(), dist, expected, rule, target, level, modifiers, faces);
    }

    private static IllegalArgumentException unknown(Edition e, RocketStrike rule, String id) {
        return new IllegalArgumentException("no rocket level or modifier '" + id + "' in " + e.name() + " (levels: "
                + ids(rule.levels().stream().map(RocketStrike.Level::id).toList()) + "; modifiers: "
                + ids(rule.modifiers().stream().map(RocketStrike.Modifier::id).toList()) + ")");
    }

    private static String ids(List<String> ids) {
        return ids.isEmpty() ? "none" : String.join(", ", ids);
    }

    /**
     * @param target a rocket strike's target
     * @return the heading of its damage in tables: "damage, IPC", "damage, points", "IPC of units to remove"
     */
    public static String damageHeading(RocketStrike.Target target) {
        return switch (target.damage()) {
            case IPC -> "damage, IPC";
            case POINTS -> "damage, points";
            case UNITS -> "IPC of units to remove";
        };
    }

    /**
     * @param target a rocket strike's target
     * @return the unit its damage is counted in, e.g. "IPC", "damage points", "IPC of units"
     */
    public static String unitOf(RocketStrike.Target target) {
        return switch (target.damage()) {
            case IPC -> "IPC";
            case POINTS -> "damage points";
            case UNITS -> "IPC of units";
        };
    }
}
