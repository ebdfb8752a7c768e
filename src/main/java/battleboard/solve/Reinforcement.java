package battleboard.solve;

import battleboard.battle.BattleSetup;
import battleboard.battle.Force;
import battleboard.battle.Progress;
import battleboard.battle.Side;
import battleboard.edition.UnitType;
import battleboard.result.BattleResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What one more unit buys (issue 14, item 5): the change in the attacker's win probability and the IPC swing from adding
 * one unit of each type to either side, and the cheapest addition to the attacker that reaches a target win
 * probability, searched in order of cost under a budget in IPC.
 *
 * <p>Each battle is solved by the {@link Solver} with the options given (auto: exact when the battle allows). The
 * search solves every addition of a cost level, cheapest level first, and stops at the first level where one reaches
 * the target: the answer is the cheapest addition, the most likely to win among those of its cost.
 */
public final class Reinforcement {
    /** Solves one battle (the form passes its own solver). */
    @FunctionalInterface
    public interface Solve {
        /**
         * @param setup    the battle
         * @param progress receives progress; may cancel
         * @return its result
         */
        BattleResult solve(BattleSetup setup, Progress progress);
    }

    private final Solve solve;

    /**
     * @param solver  solves each battle
     * @param options the method and Monte Carlo options for each battle
     */
    public Reinforcement(Solver solver, SolveOptions options) {
        this((setup, progress) -> solver.solve(setup, options, progress));
    }

    /** @param solve solves each battle */
    public Reinforcement(Solve solve) {
        this.solve = solve;
    }

    /**
     * One unit added to one side.
     *
     * @param side            the side that gets it
     * @param unit            the unit type
     * @param attackerWin     the attacker's win probability with it, in [0, 1]
     * @param attackerWinGain the change from the battle as given (negative when added to the defender)
     * @param ipcSwing        the IPC swing in the attacker's favour with it
     * @param ipcSwingGain    the change from the battle as given, IPC
     */
    public record Addition(Side side, UnitType unit, double attackerWin, double attackerWinGain, double ipcSwing, double ipcSwingGain) {
    }

    /**
     * The cheapest addition found.
     *
     * @param units       the units added to the attacker
     * @param cost        their cost, IPC
     * @param attackerWin the attacker's win probability with them, in [0, 1]
     * @param ipcSwing    the IPC swing with them
     * @param solved      battles solved by the search
     */
    public record Cheapest(Force units, int cost, double attackerWin, double ipcSwing, int solved) {
    }

    /**
     * The battle as given and with one more unit of each type.
     *
     * @param base      the battle as given, solved
     * @param additions for each side and each unit type the side may have in this battle, the battle with one more of
     *                  it, attacker first, in the edition's order
     */
    public record OneMore(BattleResult base, List<Addition> additions) {
        public OneMore {
            additions = List.copyOf(additions);
        }
    }

    /**
     * @param setup    the battle
     * @param progress receives progress; may cancel
     * @return the battle solved as given, and with one more unit of each type on either side
     * @throws IllegalArgumentException as {@link Solver#solve} for the battle as given
     */
    public OneMore oneMore(BattleSetup setup, Progress progress) {
        BattleResult base = solve.solve(setup, progress);
        List<Addition> out = new ArrayList<>();
        for (Side side : Side.values()) {
            for (UnitType u : candidates(setup, side)) {
                BattleResult r = solve.solve(with(setup, side, Map.of(u, 1)).orElseThrow(), progress);
                out.add(new Addition(side, u, r.attackerWin(), r.attackerWin() - base.attackerWin(), r.ipcSwing(),
                        r.ipcSwing() - base.ipcSwing()));
            }
        }
        return new OneMore(base, out);
    }

    /**
     * @param setup    the battle
     * @param target   the attacker's win probability to reach, in (0, 1]
     * @param budget   the most the addition may cost, IPC, at least 0
     * @param progress receives progress; may cancel
     * @return the cheapest addition to the attacker reaching the target (nothing added when the battle already does),
     *         or empty when none within the budget does
     * @throws IllegalArgumentException for a target outside (0, 1] or a negative budget
     */
    public Optional<Cheapest> cheapest(BattleSetup setup, double target, int budget, Progress progress) {
        if (!(target > 0 && target <= 1)) {
            throw new IllegalArgumentException("the target win probability must be above 0 and at most 1, not " + target);
        }
        if (budget < 0) {
            throw new IllegalArgumentException("the budget must be 0 IPC or more, not " + budget);
        }
        List<UnitType> types = candidates(setup, Side.ATTACKER).stream().filter(u -> u.cost() > 0).toList();
        Map<Integer, List<Map<UnitType, Integer>>> byCost = new java.util.TreeMap<>();
        enumerate(types, 0, budget, new LinkedHashMap<>(), 0, byCost);
        int solved = 0;
        for (Map.Entry<Integer, List<Map<UnitType, Integer>>> level : byCost.entrySet()) {
            Cheapest best = null;
            for (Map<UnitType, Integer> added : level.getValue()) {
                Optional<BattleSetup> more = with(setup, Side.ATTACKER, added);
                if (more.isEmpty()) {
                    continue; // more of a unit than a battle may have (one long-range artillery per area, W543)
                }
                BattleResult r = solve.solve(more.get(), progress);
                solved++;
                if (r.attackerWin() >= target && (best == null || r.attackerWin() > best.attackerWin())) {
                    best = new Cheapest(Force.of(added), level.getKey(), r.attackerWin(), r.ipcSwing(), 0);
                }
            }
            if (best != null) {
                return Optional.of(new Cheapest(best.units(), best.cost(), best.attackerWin(), best.ipcSwing(), solved));
            }
            progress.update(Math.min(1, level.getKey() / (double) Math.max(1, budget)), "additions of " + level.getKey() + " IPC");
        }
        return Optional.empty();
    }

    /** Every multiset of the types costing at most {@code budget}, by cost (the empty addition at 0). */
    private static void enumerate(List<UnitType> types, int from, int budget, Map<UnitType, Integer> current, int cost,
                                  Map<Integer, List<Map<UnitType, Integer>>> byCost) {
        byCost.computeIfAbsent(cost, c -> new ArrayList<>()).add(new LinkedHashMap<>(current));
        for (int i = from; i < types.size(); i++) {
            UnitType u = types.get(i);
            if (cost + u.cost() <= budget) {
                current.merge(u, 1, Integer::sum);
                enumerate(types, i, budget, current, cost + u.cost(), byCost);
                if (current.merge(u, -1, Integer::sum) == 0) {
                    current.remove(u);
                }
            }
        }
    }

    /** @return the unit types the side may have one more of in this battle (the battle with it builds) */
    static List<UnitType> candidates(BattleSetup setup, Side side) {
        List<UnitType> out = new ArrayList<>();
        for (UnitType u : setup.edition().units()) {
            if (u.canBeCasualty() || side == Side.DEFENDER) {
                with(setup, side, Map.of(u, 1)).ifPresent(s -> out.add(u));
            }
        }
        return out;
    }

    /** @return the battle with these units added to the side, or empty when the rules refuse it */
    static Optional<BattleSetup> with(BattleSetup setup, Side side, Map<UnitType, Integer> added) {
        Map<UnitType, Integer> counts = new LinkedHashMap<>(setup.force(side).counts());
        added.forEach((u, n) -> counts.merge(u, n, Integer::sum));
        try {
            BattleSetup.Builder b = setup.toBuilder();
            BattleSetup s = side == Side.ATTACKER ? b.attacker(Force.of(counts)).build() : b.defender(Force.of(counts)).build();
            return s.kind() == setup.kind() ? Optional.of(s) : Optional.empty();
        } catch (IllegalArgumentException refused) {
            return Optional.empty();
        }
    }
}
