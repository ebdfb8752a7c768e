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
 * the target: the answer is the cheapest addition, the most likely to win among those of its cost. It builds each
 * addition as it solves it (issue 27: building every addition first ran out of memory at a budget of 100 IPC), and
 * stops at the options' time limit, saying which cost it had searched up to.
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
    /** The longest the search for the cheapest addition may take; empty: no limit. */
    private final Optional<java.time.Duration> limit;

    /**
     * @param solver  solves each battle
     * @param options the method and Monte Carlo options for each battle; their time limit (exact's, else Monte Carlo's)
     *                bounds the whole search for the cheapest addition
     */
    public Reinforcement(Solver solver, SolveOptions options) {
        this((setup, progress) -> solver.solve(setup, options, progress),
                Optional.of(options.exactTimeLimit().orElse(options.monteCarlo().timeLimit())));
    }

    /** @param solve solves each battle; the search has no time limit */
    public Reinforcement(Solve solve) {
        this(solve, Optional.empty());
    }

    /**
     * @param solve solves each battle
     * @param limit the longest the search for the cheapest addition may take; empty: no limit
     */
    public Reinforcement(Solve solve, Optional<java.time.Duration> limit) {
        this.solve = solve;
        this.limit = limit;
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
     * @throws battleboard.exact.BattleTooLargeException one line when the time limit stops the table (issue 27: a table of
     *                                                   one more unit is as many solves as the sides have unit types, each
     *                                                   within auto's budget, and together were not bounded)
     */
    public OneMore oneMore(BattleSetup setup, Progress progress) {
        TimedProgress timed = new TimedProgress(progress, limit.orElse(java.time.Duration.ofDays(365)));
        int battles = 1 + candidates(setup, Side.ATTACKER).size() + candidates(setup, Side.DEFENDER).size();
        List<Addition> out = new ArrayList<>();
        BattleResult base = null;
        try {
            base = within(setup, timed);
            for (Side side : Side.values()) {
                for (UnitType u : candidates(setup, side)) {
                    BattleResult r = within(with(setup, side, Map.of(u, 1)).orElseThrow(), timed);
                    out.add(new Addition(side, u, r.attackerWin(), r.attackerWin() - base.attackerWin(), r.ipcSwing(),
                            r.ipcSwing() - base.ipcSwing()));
                }
            }
            return new OneMore(base, out);
        } catch (java.util.concurrent.CancellationException e) {
            if (!timed.late()) {
                throw e;
            }
            int solved = (base == null ? 0 : 1) + out.size();
            throw new battleboard.exact.BattleTooLargeException(String.format(java.util.Locale.US, "the table of one more unit was"
                            + " stopped at the time limit of %.3g s after %,d of its %,d battles: give a longer --time-limit",
                    limit.orElseThrow().toMillis() / 1000.0, solved, battles));
        }
    }

    /**
     * @return the battle solved under the search's time limit
     * @throws java.util.concurrent.CancellationException when the limit is reached (or cancelled) before or during the solve:
     *                                                    a run cut short by the limit is not an answer
     */
    private BattleResult within(BattleSetup setup, TimedProgress timed) {
        if (timed.isCancelled()) {
            throw new java.util.concurrent.CancellationException();
        }
        BattleResult r = solve.solve(setup, timed);
        if (timed.late()) {
            throw new java.util.concurrent.CancellationException();
        }
        return r;
    }

    /**
     * @param setup    the battle
     * @param target   the attacker's win probability to reach, in (0, 1]
     * @param budget   the most the addition may cost, IPC, at least 0
     * @param progress receives progress; may cancel
     * @return the cheapest addition to the attacker reaching the target (nothing added when the battle already does),
     *         or empty when none within the budget does
     * @throws IllegalArgumentException for a target outside (0, 1] or a negative budget
     * @throws battleboard.exact.BattleTooLargeException one line when the time limit stops the search: the cost searched up
     *                                  to and the battles solved
     */
    public Optional<Cheapest> cheapest(BattleSetup setup, double target, int budget, Progress progress) {
        if (!(target > 0 && target <= 1)) {
            throw new IllegalArgumentException("the target win probability must be above 0 and at most 1, not " + target);
        }
        if (budget < 0) {
            throw new IllegalArgumentException("the budget must be 0 IPC or more, not " + budget);
        }
        List<UnitType> types = candidates(setup, Side.ATTACKER).stream().filter(u -> u.cost() > 0).toList();
        TimedProgress timed = new TimedProgress(progress, limit.orElse(java.time.Duration.ofDays(365)));
        int[] solved = {0};
        int searched = -1;
        for (int cost = 0; cost <= budget; cost++) {
            Cheapest[] best = {null};
            int level = cost;
            try {
                eachCosting(types, 0, cost, new LinkedHashMap<>(), added -> {
                    Optional<BattleSetup> more = with(setup, Side.ATTACKER, added);
                    if (more.isEmpty()) {
                        return; // more of a unit than a battle may have (one long-range artillery per area, W543)
                    }
                    BattleResult r = within(more.get(), timed);
                    solved[0]++;
                    if (r.attackerWin() >= target && (best[0] == null || r.attackerWin() > best[0].attackerWin())) {
                        best[0] = new Cheapest(Force.of(added), level, r.attackerWin(), r.ipcSwing(), 0);
                    }
                });
            } catch (java.util.concurrent.CancellationException e) {
                if (!timed.late()) {
                    throw e;
                }
                throw new battleboard.exact.BattleTooLargeException(String.format(java.util.Locale.US, "the search for the"
                        + " cheapest addition was stopped at the time limit of %.3g s after %,d battles solved: no addition of %s"
                        + " reaches the target; give a longer --time-limit or a smaller --budget",
                        limit.orElseThrow().toMillis() / 1000.0, solved[0], searched < 0 ? "any cost" : "up to " + searched + " IPC"));
            }
            if (best[0] != null) {
                Cheapest b = best[0];
                return Optional.of(new Cheapest(b.units(), b.cost(), b.attackerWin(), b.ipcSwing(), solved[0]));
            }
            searched = cost;
            progress.update(Math.min(1, cost / (double) Math.max(1, budget)), "additions of " + cost + " IPC");
        }
        return Optional.empty();
    }

    /**
     * Visits every multiset of the types from {@code from} on that costs exactly {@code cost}, as it builds it (none is
     * kept), depth first in the types' order: a level is met in the order the search always met it.
     */
    private static void eachCosting(List<UnitType> types, int from, int cost, Map<UnitType, Integer> current,
                                    java.util.function.Consumer<Map<UnitType, Integer>> visit) {
        if (cost == 0) {
            visit.accept(new LinkedHashMap<>(current));
            return;
        }
        for (int i = from; i < types.size(); i++) {
            UnitType u = types.get(i);
            if (u.cost() <= cost) {
                current.merge(u, 1, Integer::sum);
                eachCosting(types, i, cost - u.cost(), current, visit);
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
