package battleboard.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Force;
import battleboard.battle.Progress;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.edition.UnitType;
import battleboard.exact.ExactSolver;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.result.BattleResult;
import battleboard.solve.CasualtyChoice;
import battleboard.solve.CasualtyExplorer;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The explorer values every choice at once by backward induction over one chain; the brute-force check
 * builds each choice as a battle of its own and solves it forward with {@link ExactSolver#solve}.
 */
class CasualtyExplorerTest {
    private static final Edition REVISED = Edition.builtIn("revised");

    @Test
    void bestChoiceMatchesSolvingEachChoiceSeparately() {
        BattleSetup position = BattleSetup.builder(REVISED).attacker("3 infantry, 1 artillery, 1 tank, 1 fighter")
                .defender("2 infantry, 1 artillery, 1 tank").startRound(2).build();
        CasualtyExplorer.Exploration e = new CasualtyExplorer().explore(position, Side.DEFENDER, 2,
                SolveOptions.of(MethodChoice.EXACT), Progress.NONE);
        // two of {2 infantry, artillery, tank}: 2 infantry; infantry + artillery; infantry + tank; artillery + tank
        assertEquals(4, e.choices().size());
        assertEquals(2, e.hits());
        for (CasualtyChoice c : e.choices()) {
            BattleResult alone = new ExactSolver().solve(position.toBuilder().defender(force(c.remaining()))
                    .startRound(3).build());
            int lostIpc = c.lost().entrySet().stream().mapToInt(x -> REVISED.unit(x.getKey()).cost() * x.getValue()).sum();
            assertEquals(alone.attackerWin(), c.attackerWin(), 1e-9, c.label());
            assertEquals(alone.defenderWin(), c.defenderWin(), 1e-9, c.label());
            assertEquals(alone.ipcSwing() + lostIpc, c.ipcSwing(), 1e-9, c.label());
        }
        CasualtyChoice best = e.choices().get(0);
        CasualtyChoice bruteBest = e.choices().stream().max((a, b) -> Double.compare(a.defenderWin(), b.defenderWin())).orElseThrow();
        assertEquals(bruteBest, best);
        // the defender keeps its strongest units: losing the two infantry is best
        assertEquals(Map.of("infantry", 2), best.lost());
    }

    @Test
    void aBattleshipMayTakeTheHitAsDamage() {
        BattleSetup position = BattleSetup.builder(REVISED).attacker("1 battleship, 1 destroyer").defender("2 destroyer")
                .startRound(1).build();
        CasualtyExplorer.Exploration e = new CasualtyExplorer().explore(position, Side.ATTACKER, 1,
                SolveOptions.of(MethodChoice.EXACT), Progress.NONE);
        assertEquals(2, e.choices().size());
        CasualtyChoice best = e.choices().get(0);
        assertEquals(Map.of("battleship", 1), best.damaged());
        assertTrue(best.lost().isEmpty());
        for (CasualtyChoice c : e.choices()) {
            BattleSetup.Builder b = position.toBuilder().attacker(force(c.remaining())).startRound(2);
            b.damaged(Side.ATTACKER, force(c.damaged()));
            BattleResult alone = new ExactSolver().solve(b.build());
            assertEquals(alone.attackerWin(), c.attackerWin(), 1e-9, c.label());
        }
        // a damaged battleship cannot absorb another hit: two hits now mean losing a unit
        BattleSetup hurt = position.toBuilder().damaged(Side.ATTACKER, Force.parse("1 battleship", REVISED)).build();
        List<CasualtyChoice> two = new CasualtyExplorer().explore(hurt, Side.ATTACKER, 2,
                SolveOptions.of(MethodChoice.EXACT), Progress.NONE).choices();
        assertTrue(two.stream().allMatch(c -> !c.lost().isEmpty()));
    }

    @Test
    void monteCarloAgreesWithExactOnEachChoice() {
        BattleSetup position = BattleSetup.builder(REVISED).attacker("3 infantry, 1 tank").defender("3 infantry, 1 tank")
                .startRound(1).build();
        int trials = 40_000;
        List<CasualtyChoice> exact = new CasualtyExplorer().explore(position, Side.ATTACKER, 1,
                SolveOptions.of(MethodChoice.EXACT), Progress.NONE).choices();
        List<CasualtyChoice> mc = new CasualtyExplorer().explore(position, Side.ATTACKER, 1,
                SolveOptions.of(MethodChoice.MONTE_CARLO).withMonteCarlo(MonteCarloOptions.defaults().withTrials(trials)),
                Progress.NONE).choices();
        assertEquals(exact.size(), mc.size());
        for (CasualtyChoice x : exact) {
            CasualtyChoice m = mc.stream().filter(c -> c.lost().equals(x.lost())).findFirst().orElseThrow();
            double se = Math.sqrt(x.attackerWin() * (1 - x.attackerWin()) / trials);
            assertEquals(x.attackerWin(), m.attackerWin(), 4 * se, x.label());
        }
    }

    private static Force force(Map<String, Integer> units) {
        Map<UnitType, Integer> m = new LinkedHashMap<>();
        units.forEach((id, n) -> m.put(REVISED.unit(id), n));
        return Force.of(m);
    }
}
