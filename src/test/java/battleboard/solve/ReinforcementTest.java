package battleboard.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Force;
import battleboard.battle.Progress;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.edition.UnitType;
import battleboard.result.BattleResult;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What one more unit buys (issue 14, item 5), checked against solving each battle directly and a brute force. */
class ReinforcementTest {
    private static final Edition REVISED = Edition.builtIn("revised");
    private static final BattleSetup BATTLE = BattleSetup.builder(REVISED).attacker("3 inf, 1 tank").defender("4 inf").build();
    private final Solver solver = new Solver();

    @Test
    void oneMoreOfEachUnitOnEitherSide() {
        Reinforcement.OneMore oneMore = new Reinforcement(solver, SolveOptions.defaults()).oneMore(BATTLE, Progress.NONE);
        List<Reinforcement.Addition> table = oneMore.additions();
        double base = solver.solve(BATTLE, SolveOptions.defaults(), Progress.NONE).attackerWin();
        assertEquals(base, oneMore.base().attackerWin(), 1e-12);
        assertEquals(0.3944796453, base, 1e-9);
        Reinforcement.Addition tank = table.stream().filter(a -> a.side() == Side.ATTACKER && a.unit().id().equals("tank"))
                .findFirst().orElseThrow();
        BattleResult direct = solver.solve(BattleSetup.builder(REVISED).attacker("3 inf, 2 tank").defender("4 inf").build(),
                SolveOptions.defaults(), Progress.NONE);
        assertEquals(direct.attackerWin(), tank.attackerWin(), 1e-12);
        assertEquals(direct.attackerWin() - base, tank.attackerWinGain(), 1e-12);
        // a land battle: no ship on either side, the AA gun only for the defender; every defender addition hurts the attacker
        assertTrue(table.stream().noneMatch(a -> a.unit().id().equals("battleship") || a.unit().id().equals("transport")));
        assertTrue(table.stream().anyMatch(a -> a.side() == Side.DEFENDER && a.unit().id().equals("aa-gun")));
        assertTrue(table.stream().noneMatch(a -> a.side() == Side.ATTACKER && a.unit().id().equals("aa-gun")));
        assertTrue(table.stream().filter(a -> a.side() == Side.DEFENDER && a.unit().canBeCasualty())
                .allMatch(a -> a.attackerWinGain() < 0), table.toString());
    }

    /** The acceptance line: the cheapest addition reaching 90 %, confirmed by solving every addition within the budget. */
    @Test
    void theCheapestAdditionToReach90PercentIsTheBruteForcesOne() {
        int budget = 40;
        Reinforcement.Cheapest found = new Reinforcement(solver, SolveOptions.defaults()).cheapest(BATTLE, 0.9, budget, Progress.NONE)
                .orElseThrow();
        // brute force, written apart from the search: nested counts of each attacking type, every battle solved
        List<UnitType> types = List.of("infantry", "artillery", "tank", "fighter", "bomber").stream().map(REVISED::unit).toList();
        int bestCost = Integer.MAX_VALUE;
        double bestWin = -1;
        Map<UnitType, Integer> bestUnits = null;
        int solved = 0;
        for (int i = 0; i * 3 <= budget; i++) {
            for (int a = 0; i * 3 + a * 4 <= budget; a++) {
                for (int t = 0; i * 3 + a * 4 + t * 5 <= budget; t++) {
                    for (int f = 0; i * 3 + a * 4 + t * 5 + f * 10 <= budget; f++) {
                        for (int b = 0; i * 3 + a * 4 + t * 5 + f * 10 + b * 15 <= budget; b++) {
                            int cost = i * 3 + a * 4 + t * 5 + f * 10 + b * 15;
                            Map<UnitType, Integer> counts = new LinkedHashMap<>(BATTLE.force(Side.ATTACKER).counts());
                            int[] n = {i, a, t, f, b};
                            Map<UnitType, Integer> added = new LinkedHashMap<>();
                            for (int k = 0; k < 5; k++) {
                                if (n[k] > 0) {
                                    counts.merge(types.get(k), n[k], Integer::sum);
                                    added.put(types.get(k), n[k]);
                                }
                            }
                            double win = solver.solve(BATTLE.toBuilder().attacker(Force.of(counts)).build(), SolveOptions.defaults(),
                                    Progress.NONE).attackerWin();
                            solved++;
                            if (win >= 0.9 && (cost < bestCost || cost == bestCost && win > bestWin)) {
                                bestCost = cost;
                                bestWin = win;
                                bestUnits = added;
                            }
                        }
                    }
                }
            }
        }
        assertEquals(List.of(3, 4, 5, 10, 15), types.stream().map(UnitType::cost).toList(), "the costs the brute force assumes");
        assertEquals(types, Reinforcement.candidates(BATTLE, Side.ATTACKER), "the types the brute force tries");
        assertEquals(bestCost, found.cost());
        assertEquals(bestWin, found.attackerWin(), 1e-12);
        assertEquals(Force.of(bestUnits), found.units());
        assertTrue(found.solved() < solved, "the search stops at the first cost that reaches the target: " + found.solved()
                + " battles solved, the brute force " + solved);
        System.out.printf("reinforce 3 inf, 1 tank vs 4 inf to 90%%: %s (%d IPC) gives %.4f; %d battles solved, brute force %d%n",
                found.units(), found.cost(), found.attackerWin(), found.solved(), solved);
    }

    @Test
    void theSearchSolvesAsItGoesAndStopsAtItsTimeLimitSayingWhere() {
        // issue 27 item 2: --target 1 --budget 100 built every addition of up to 100 IPC before solving any, and ran out of
        // memory. Each battle here takes 20 ms; 100 % is out of reach, so the search stops at its limit of 0.5 s: the
        // battles solved and the cost searched up to are named, and the search never held more than the one it solved
        java.util.concurrent.atomic.AtomicInteger solves = new java.util.concurrent.atomic.AtomicInteger();
        Reinforcement slow = new Reinforcement((setup, progress) -> {
            solves.incrementAndGet();
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return solver.solve(BATTLE, SolveOptions.defaults(), progress);
        }, Optional.of(java.time.Duration.ofMillis(500)));
        battleboard.exact.BattleTooLargeException e = org.junit.jupiter.api.Assertions.assertThrows(
                battleboard.exact.BattleTooLargeException.class, () -> org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
                        java.time.Duration.ofSeconds(10), () -> slow.cheapest(BATTLE, 1.0, 100, Progress.NONE)));
        assertTrue(e.getMessage().matches("the search for the cheapest addition was stopped at the time limit of 0.500 s after"
                + " \\d+ battles solved: no addition of up to \\d+ IPC reaches the target; give a longer --time-limit or a"
                + " smaller --budget"), e.getMessage());
        assertTrue(solves.get() >= 1 && solves.get() < 100, solves.get() + " battles solved");
    }

    @Test
    void nothingIsNeededWhenTheBattleAlreadyReachesTheTargetAndNothingWhenTheBudgetIsTooSmall() {
        Reinforcement r = new Reinforcement(solver, SolveOptions.defaults());
        assertEquals(0, r.cheapest(BATTLE, 0.3, 10, Progress.NONE).orElseThrow().cost());
        assertEquals(Optional.empty(), r.cheapest(BATTLE, 0.99, 3, Progress.NONE));
    }
}
