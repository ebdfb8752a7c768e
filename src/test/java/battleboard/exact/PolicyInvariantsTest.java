package battleboard.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleCase;
import battleboard.battle.BattleKind;
import battleboard.battle.BattleSetup;
import battleboard.battle.ResultInvariants;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.battle.SubmergePolicy;
import battleboard.edition.Domain;
import battleboard.edition.UnitType;
import battleboard.result.BattleResult;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 5 acceptance: "Outcome probabilities including retreat and stalemate sum to 1 within 1e-12 on
 * every test battle". Every case of {@code src/test/resources/cases/} (Revised, Classic and the test
 * edition) is solved exactly under each retreat policy it allows and each submerge policy, and the
 * result goes through {@link ResultInvariants}: attacker win + defender win + draw = 1 (1e-12), retreat +
 * stalemate at most the defender's win, captures at most the attacker's win, the swing distribution's
 * mean is the IPC swing, the per-round figures are monotone and end at the totals (1e-9), and the
 * survivors agree with the outcomes and the IPC losses.
 */
class PolicyInvariantsTest {
    private static final ExactSolver EXACT = new ExactSolver();

    /** The retreat policies of issue 5, with "when no land units" only where it is legal. */
    static List<RetreatPolicy> retreatPolicies(BattleSetup setup) {
        List<RetreatPolicy> out = new ArrayList<>(List.of(new RetreatPolicy.AfterRound(1), new RetreatPolicy.AfterRound(2),
                new RetreatPolicy.AtUnits(1), new RetreatPolicy.WhenOnlyAircraft(), new RetreatPolicy.BelowWinProbability(0.3),
                new RetreatPolicy.Best()));
        if (setup.kind() == BattleKind.LAND
                && setup.force(Side.ATTACKER).counts().keySet().stream().anyMatch(u -> u.domain() == Domain.LAND)) {
            out.add(new RetreatPolicy.WhenNoLandUnits());
        }
        return out;
    }

    /** @return true when some unit of the battle can submerge or withdraw */
    static boolean hasSubmarines(BattleSetup setup) {
        return Stream.of(Side.values()).flatMap(s -> setup.force(s).counts().keySet().stream()).anyMatch(UnitType::submerges);
    }

    static Stream<Arguments> battles() {
        List<Arguments> out = new ArrayList<>();
        for (BattleCase c : BattleCase.all()) {
            BattleSetup setup = c.setup();
            for (RetreatPolicy p : retreatPolicies(setup)) {
                out.add(Arguments.of(c, p.describe(), setup.toBuilder().retreat(p).build()));
            }
            if (hasSubmarines(setup)) {
                for (SubmergePolicy p : List.of(SubmergePolicy.WHEN_NO_TARGETS, SubmergePolicy.ALWAYS)) {
                    out.add(Arguments.of(c, "attacker submerge " + p.id(), setup.toBuilder().submerge(Side.ATTACKER, p).build()));
                    out.add(Arguments.of(c, "defender submerge " + p.id(), setup.toBuilder().submerge(Side.DEFENDER, p).build()));
                    out.add(Arguments.of(c, "both submerge " + p.id(), setup.toBuilder().submerge(Side.ATTACKER, p)
                            .submerge(Side.DEFENDER, p).build()));
                }
                out.add(Arguments.of(c, "best retreat, both submerge when no targets", setup.toBuilder()
                        .retreat(new RetreatPolicy.Best()).submerge(Side.ATTACKER, SubmergePolicy.WHEN_NO_TARGETS)
                        .submerge(Side.DEFENDER, SubmergePolicy.WHEN_NO_TARGETS).build()));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("battles")
    void outcomesSumToOneUnderEveryPolicy(BattleCase c, String policy, BattleSetup setup) {
        BattleResult r = EXACT.solve(setup);
        ResultInvariants.check(r, setup);
        assertEquals(1.0, r.attackerWin() + r.defenderWin() + r.draw(), 1e-12);
        assertTrue(r.retreat() + r.stalemate() <= r.defenderWin() + 1e-12);
        assertTrue(r.attackerCaptures() <= r.attackerWin() + 1e-12);
        assertEquals(r.ipcSwing(), r.swing().mean(), 1e-9);
        // small battles have per-round figures, unless over before the first round (a stalemate from the start)
        assertEquals(r.expectedRounds() > 0, !r.byRound().isEmpty(), r.methodNote());
    }
}
