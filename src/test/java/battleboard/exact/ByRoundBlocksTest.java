package battleboard.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.battle.SubmergePolicy;
import battleboard.edition.Edition;
import battleboard.result.BattleResult;
import battleboard.result.RoundFigures;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The per-round figures played in blocks of rounds ({@link ByRoundBlocks}, a battle of a few states) are those swept
 * round by round ({@link ByRound}): the same rounds, each figure within {@link ExactSolver#BY_ROUND_DROP} (the states
 * each leaves out, in another order) and rounding, on battles of every kind each way plays: land, sea with submarines,
 * a retreat (after a round, below a chance), submarines that submerge, AA guns, other editions' sea rules.
 */
class ByRoundBlocksTest {
    /** The default solver's budget. */
    private static final long BUDGET = new ExactSolver().memoryBudget();

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "revised | 3 inf, 1 tank | 4 inf | ",
        "revised | 1 inf | 1 inf | ",
        "revised | 3 inf, 1 tank | 4 inf | after-round 1",
        "revised | 6 inf, 2 tank | 5 inf, 1 art | below 0.4",
        "revised | 2 sub, 1 dd, 1 cv, 2 ftr, 1 bb | 2 sub, 1 dd, 1 bb, 1 cv, 2 ftr | ",
        "revised | 2 sub, 1 bb | 2 sub, 1 cv, 2 ftr | ",
        "revised | 3 sub, 1 dd | 2 sub, 1 dd, 1 tr | submerge",
        "classic | 4 inf, 2 tank, 2 ftr | 5 inf, 1 ftr, 1 aa | ",
        "global-war-1939 | 2 sub, 1 dd, 1 ca | 2 sub, 1 dd, 1 tr | ",
        "world-at-war-2005 | 3 submarine, 1 cruiser | 2 submarine, 1 cruiser, 1 transport | ",
        "axis-allies-1942-2e | 2 sub, 1 dd, 1 ftr | 1 cv, 2 ftr, 1 sub | ",
    })
    void blocksGiveTheSweepsFigures(String edition, String attacker, String defender, String decisions) {
        BattleSetup.Builder b = BattleSetup.builder(Edition.builtIn(edition)).attacker(attacker).defender(defender);
        if ("submerge".equals(decisions)) {
            b.submerge(Side.ATTACKER, SubmergePolicy.ALWAYS).submerge(Side.DEFENDER, SubmergePolicy.ALWAYS);
        } else if (decisions != null) {
            String[] r = decisions.split(" ");
            b.retreat(r[0].equals("after-round") ? new RetreatPolicy.AfterRound(Integer.parseInt(r[1]))
                    : new RetreatPolicy.BelowWinProbability(Double.parseDouble(r[1])));
        }
        BattleSetup setup = b.build();
        ExactSolver sweeps = new ExactSolver(BUDGET, ExactSolver.DEFAULT_TRIM, true, 0);
        ExactSolver blocks = new ExactSolver(BUDGET, ExactSolver.DEFAULT_TRIM, true, Integer.MAX_VALUE);
        List<RoundFigures> swept = sweeps.solve(setup).byRound();
        BattleResult r = blocks.solve(setup);
        List<RoundFigures> played = r.byRound();
        assertTrue(!swept.isEmpty(), "figures for the rounds fought");
        assertEquals(swept.size(), played.size(), "rounds");
        double within = ExactSolver.BY_ROUND_DROP + 1e-14;
        for (int i = 0; i < swept.size(); i++) {
            RoundFigures s = swept.get(i);
            RoundFigures p = played.get(i);
            assertEquals(s.round(), p.round());
            assertEquals(s.ongoing(), p.ongoing(), within, "ongoing, round " + s.round());
            assertEquals(s.attackerWin(), p.attackerWin(), within, "attacker win, round " + s.round());
            assertEquals(s.defenderWin(), p.defenderWin(), within, "defender win, round " + s.round());
            assertEquals(s.draw(), p.draw(), within, "draw, round " + s.round());
            assertEquals(s.retreat(), p.retreat(), within, "retreat, round " + s.round());
        }
        RoundFigures last = played.get(played.size() - 1);
        assertEquals(r.attackerWin(), last.attackerWin(), ExactSolver.BY_ROUND_DROP + last.ongoing() + 1e-14,
                "the last round's figures are the battle's");
    }
}
