package battleboard.exact;

import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.edition.Edition;
import battleboard.result.BattleResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The states an exact solve played state by state reaches, estimated before solving ({@link ReachEstimate}, issue 27),
 * against the states the solve expands ({@link BattleResult#states()}): sea battles with Global War's detection
 * (submarines and destroyers on both sides), a Global War fleet without destroyers, World at War and Revised fleets.
 * The enumerated pairs ({@link StateSpaceEstimate#states()}) are up to 13 times the states reached here (43,740 against
 * 3,374 for the second fleet), which is what the estimate of a solve's time had no way to see before.
 */
class ReachEstimateTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        // 754 pairs enumerated, 302 expanded, 340 estimated
        "global-war-1939 | 3 sub, 2 dd, 1 ca, 1 bb | 2 sub, 1 dd, 1 ca, 1 tr, 1 naval-fighter | 0.5",
        // 43,740 pairs enumerated, 3,374 expanded, 4,284 estimated
        "global-war-1939 | 2 sub, 2 destroyer, 2 cruiser, 1 battleship, 1 carrier, 2 fighter"
                + " | 2 sub, 2 destroyer, 1 cruiser, 2 battleship, 1 carrier, 2 naval-fighter | 0.15",
        // no destroyer: nearly every pair reached (10,617 of 10,880 expanded, 10,665 estimated)
        "global-war-1939 | 3 carrier, 3 tactical-bomber, 3 submarine, 3 transport"
                + " | 7 transport, 1 naval-fighter, 1 strategic-bomber, 7 tactical-bomber | 1",
        "world-at-war-2005 | 2 submarine, 1 cruiser, 1 battleship, 1 fighter | 2 submarine, 1 carrier, 1 fighter, 1 transport, 1 cruiser | 0.3",
        "revised | 3 sub, 2 ftr, 1 bmb | 2 sub, 1 tr, 1 cv, 1 ftr, 1 bb | 0.8",
    })
    void theStatesReachedAreEstimatedWithinAQuarter(String edition, String attacker, String defender, double mostShare) {
        Edition e = Edition.builtIn(edition);
        BattleSetup setup = BattleSetup.builder(e).attacker(attacker).defender(defender).build();
        // trim 0: every state reached is played (a trimmed solve leaves unplayed those reached with almost nothing)
        ExactSolver solver = new ExactSolver((long) (Runtime.getRuntime().maxMemory() * ExactSolver.DEFAULT_HEAP_FRACTION), 0);
        StateSpaceEstimate est = solver.estimate(setup);
        ReachEstimate reach = ReachEstimate.of(setup, 10_000, est);
        BattleResult r = solver.solve(setup);
        double ratio = reach.states() / (double) r.states();
        assertTrue(reach.complete() && ratio >= 0.8 && ratio <= 1.3, reach + " against " + r.states() + " expanded");
        // the enumerated pairs are no guide: a battle with detection reaches a small share of them
        assertTrue(reach.states() <= mostShare * est.states(), reach + " against " + est.describe());
    }

    /**
     * A side past the limit is taken as all its enumerated compositions: Global War's fleet of three of each ship, whose
     * attacker reaches 890 compositions, estimated at 136,906 states when played through, is at least the defender's
     * share of the 4,576,600 pairs (155 of 934 reached) past a limit of 100, however little of it was played.
     */
    @org.junit.jupiter.api.Test
    void aSidePastTheLimitCountsAllItsCompositions() {
        Edition gw = Edition.builtIn("global-war-1939");
        BattleSetup fleet = BattleSetup.builder(gw).attacker("3 sub, 3 destroyer, 3 cruiser, 3 battleship, 3 carrier, 6 fighter")
                .defender("3 sub, 3 destroyer, 3 cruiser, 3 battleship, 3 carrier, 6 naval-fighter").build();
        StateSpaceEstimate est = new ExactSolver().estimate(fleet);
        ReachEstimate reach = ReachEstimate.of(fleet, 100, est);
        assertTrue(!reach.complete() && reach.played() <= 2 * 100 && reach.states() >= 136_906, reach.toString());
        assertTrue(reach.states() <= est.states(), reach.toString());
    }

    /**
     * With the solver's trim bound the pairs a trimmed solve leaves unplayed are not counted: a lopsided Global War fleet
     * reaches 94,978 pairs of compositions, but the solve plays 20,967 (those reached with more than 1e-17); the pairs
     * whose sides' chances multiplied round by round stay above it are 20,206 (28,756 with the chances summed over the
     * rounds first). With a bound of 0 every pair reached is counted.
     */
    @org.junit.jupiter.api.Test
    void aTrimmedSolveIsEstimatedByThePairsItPlays() {
        BattleSetup setup = BattleSetup.builder(Edition.builtIn("global-war-1939"))
                .attacker("8 submarine, 3 destroyer, 7 strategic-bomber, 5 naval-fighter, 1 carrier")
                .defender("7 submarine, 6 destroyer, 1 carrier").build();
        ExactSolver solver = new ExactSolver();
        StateSpaceEstimate est = solver.estimate(setup);
        ReachEstimate trimmed = ReachEstimate.of(setup, 10_000, est, solver.trim());
        ReachEstimate every = ReachEstimate.of(setup, 10_000, est, 0);
        BattleResult r = solver.solve(setup);
        double ratio = trimmed.likely() / (double) r.states();
        assertTrue(trimmed.complete() && ratio >= 0.8 && ratio <= 1.6, trimmed + " against " + r.states() + " played");
        assertTrue(trimmed.likelyWork() < trimmed.work() && trimmed.likely() <= trimmed.states(), trimmed.toString());
        assertTrue(every.complete() && every.likely() == every.states() && every.likelyWork() == every.work(), every.toString());
        assertTrue(every.states() > 4 * r.states(), every + " against " + r.states() + " played");
    }

    /**
     * A lopsided World at War fleet: the attacker, played against the defender as it starts, loses deep into its fleet
     * in the later rounds, which the defender rarely lives to; counted round by round, the pairs are about those the
     * solve plays (844), where with each side's chance summed over the rounds first they were 19,154 (23 times).
     */
    @org.junit.jupiter.api.Test
    void aLopsidedFleetIsCountedRoundByRound() {
        BattleSetup setup = BattleSetup.builder(Edition.builtIn("world-at-war-2005"))
                .attacker("8 submarine, 29 fighter, 41 carrier").defender("11 submarine, 5 carrier").build();
        ExactSolver solver = new ExactSolver();
        ReachEstimate reach = ReachEstimate.of(setup, 10_000, solver.estimate(setup), solver.trim());
        BattleResult r = solver.solve(setup);
        double ratio = reach.likely() / (double) r.states();
        assertTrue(reach.complete() && ratio >= 0.5 && ratio <= 2, reach + " against " + r.states() + " played");
    }

    /**
     * A battle in progress, from its second round, with a submerge policy (a choice the sides may make from round 2, whose
     * round positions tell the first round from the later ones, so that the battle starts at the second): its rounds are
     * followed from there (followed from the first round, no pair was counted, and the estimate was 0.001 s for a solve
     * of 0.5 s: the fuzz profile's).
     */
    @org.junit.jupiter.api.Test
    void aBattleInProgressIsCountedFromItsRound() {
        BattleSetup setup = BattleSetup.builder(Edition.builtIn("global-war-1939"))
                .attacker("1 tactical-bomber, 5 submarine, 3 naval-fighter, 4 strategic-bomber")
                .defender("4 carrier, 2 torpedo-bomber, 4 destroyer, 4 battleship")
                .submerge(battleboard.battle.Side.DEFENDER, battleboard.battle.SubmergePolicy.ALWAYS).startRound(2).build();
        ExactSolver solver = new ExactSolver();
        ReachEstimate reach = ReachEstimate.of(setup, 10_000, solver.estimate(setup), solver.trim());
        BattleResult r = solver.solve(setup);
        double ratio = reach.likely() / (double) r.states();
        assertTrue(reach.complete() && ratio >= 0.5 && ratio <= 2, reach + " against " + r.states() + " played");
    }
}
