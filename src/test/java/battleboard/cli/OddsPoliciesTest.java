package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.report.ResultTable;
import battleboard.result.SwingDistribution;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 5 on the command line: retreat, submerge, keep-land and amphibious flags, and the outcome
 * breakdown, IPC swing histogram, by-round figures and retreat-policy table they show. Closed forms
 * are derived in the comments (Revised: infantry 1/2, fighter 3/4, submarine 2/2 and hits ships only).
 */
class OddsPoliciesTest {
    private static final double EPS = 1e-9;

    @Test
    void retreatAfterRoundOneMatchesTheIssueFigures() {
        JsonNode j = CliRun.odds("--edition", "revised", "--attacker", "3 infantry, 1 tank", "--defender", "4 infantry",
                "--retreat-after-round", "1");
        assertEquals(0.00228624, j.get("attackerWin").asDouble(), 1e-7);
        assertEquals(0.98536808, j.get("retreat").asDouble(), 1e-7);
        assertEquals(4.02469136, j.get("attackerIpcLoss").asDouble(), 1e-7);
        assertEquals(3.00000000, j.get("defenderIpcLoss").asDouble(), 1e-7);
        assertEquals("retreat after round 1", j.get("retreatPolicy").asText());
        assertEquals(0.98536808, j.get("outcomes").get("attackerRetreats").asDouble(), 1e-7);
    }

    @Test
    void retreatAfterRoundOneInAClosedForm() {
        // round 1: attacker only 4/36, defender only 10/36, both 2/36, nobody 20/36 (then the attacker leaves)
        JsonNode j = CliRun.odds("--attacker", "1 inf", "--defender", "1 inf", "--retreat", "after-round 1");
        OddsCommandTest.assertOutcome(j, 4.0 / 36, 30.0 / 36, 2.0 / 36);
        assertEquals(20.0 / 36, j.get("retreat").asDouble(), EPS);
        JsonNode o = j.get("outcomes");
        assertEquals(4.0 / 36, o.get("attackerTakesTerritory").asDouble(), EPS);
        assertEquals(0, o.get("defendersDestroyedNotTaken").asDouble(), EPS);
        assertEquals(20.0 / 36, o.get("attackerRetreats").asDouble(), EPS);
        assertEquals(10.0 / 36, o.get("defenderHolds").asDouble(), EPS);
        assertEquals(2.0 / 36, o.get("draw").asDouble(), EPS);
        assertEquals(0, o.get("stalemate").asDouble(), EPS);
        String t = CliRun.of("odds", "--attacker", "1 inf", "--defender", "1 inf", "--retreat-after-round", "1").ok().out();
        CliRun.assertHasLines(t, "  Retreat: +retreat after round 1", "  attacker retreats +55\\.5556%",
                "  defender holds +27\\.7778%", "  attacker takes the territory +11\\.1111%");
    }

    @Test
    void everyOutcomeIsListedAndTheyAddUpToOne() {
        JsonNode j = CliRun.odds("--attacker", "1 inf, 1 ftr", "--defender", "2 inf", "--retreat-when", "no-land-units");
        double total = 0;
        List<String> names = new ArrayList<>();
        for (var it = j.get("outcomes").fields(); it.hasNext(); ) {
            var e = it.next();
            names.add(e.getKey());
            total += e.getValue().asDouble();
        }
        assertEquals(List.of("attackerTakesTerritory", "defendersDestroyedNotTaken", "attackerRetreats", "defenderHolds",
                "draw", "stalemate"), names);
        assertEquals(1, total, EPS);
        assertTrue(j.get("retreat").asDouble() > 0.1, j.toString());
        // the fighter leaves once the infantry is gone: it can never win alone without capturing
        assertEquals(j.get("attackerWin").asDouble() - j.get("attackerCaptures").asDouble(),
                j.get("outcomes").get("defendersDestroyedNotTaken").asDouble(), EPS);
    }

    @Test
    void aSeaBattleClearsTheSeaZone() {
        JsonNode j = CliRun.odds("--attacker", "1 dd", "--defender", "1 dd");
        assertEquals(j.get("attackerWin").asDouble(), j.get("outcomes").get("seaZoneCleared").asDouble(), EPS);
        assertFalse(j.get("outcomes").has("attackerTakesTerritory"));
        String t = CliRun.of("odds", "--attacker", "1 dd", "--defender", "1 dd").ok().out();
        // both hit on 3: attacker only, defender only and both hit are equally likely (1/4 a round each)
        CliRun.assertHasLines(t, "Attacker wins \\(sea zone cleared\\) +33\\.3333%");
        assertFalse(t.contains("takes the territory"), t);
    }

    @Test
    void submergedSubmarinesSurvive() {
        // a submarine cannot hit a fighter; the attacking fighter hits it with 3/6 a round (a fighter defends at sea
        // only from a carrier, Revised L2368). Fighting on, the defending submarine is always lost (8 IPC);
        // submerging after round 1 it is lost 3/6 of the time.
        JsonNode fight = CliRun.odds("--attacker", "1 ftr", "--defender", "1 sub");
        assertEquals(8, fight.get("defenderIpcLoss").asDouble(), EPS);
        for (String when : List.of("when-no-targets", "always")) {
            JsonNode dive = CliRun.odds("--attacker", "1 ftr", "--defender", "1 sub", "--submerge", "defender:" + when);
            assertEquals(8 * 3.0 / 6, dive.get("defenderIpcLoss").asDouble(), EPS, when);
            assertEquals(when, dive.get("submerge").get("defender").asText());
        }
        String t = CliRun.of("odds", "--attacker", "1 ftr", "--defender", "1 sub", "--submerge", "defender:always").ok().out();
        CliRun.assertHasLines(t, "  Submerge: +defender always");
    }

    @Test
    void keepingALandUnitCapturesMoreOften() {
        JsonNode cheapest = CliRun.odds("--attacker", "1 inf, 1 ftr", "--defender", "2 inf");
        JsonNode keep = CliRun.odds("--attacker", "1 inf, 1 ftr", "--defender", "2 inf", "--keep-land", "1");
        JsonNode capture = CliRun.odds("--attacker", "1 inf, 1 ftr", "--defender", "2 inf", "--attacker-ool", "capture");
        assertTrue(keep.get("attackerCaptures").asDouble() > cheapest.get("attackerCaptures").asDouble() + 0.1, keep.toString());
        assertEquals(keep.get("attackerCaptures").asDouble(), capture.get("attackerCaptures").asDouble(), EPS);
        assertEquals(1, keep.get("keepLand").get("attacker").asInt());
        // with a land unit kept, every win takes the territory
        assertEquals(keep.get("attackerWin").asDouble(), keep.get("attackerCaptures").asDouble(), EPS);
        JsonNode weakest = CliRun.odds("--attacker", "1 inf, 1 ftr", "--defender", "2 inf", "--attacker-ool", "weakest");
        List<String> order = new ArrayList<>();
        weakest.get("orderOfLoss").get("attacker").forEach(u -> order.add(u.asText()));
        assertTrue(order.indexOf("infantry") < order.indexOf("artillery") && order.indexOf("artillery") < order.indexOf("bomber"),
                order.toString());
    }

    @Test
    void amphibiousLandUnitsCannotRetreat() {
        String[] battle = {"--attacker", "2 inf, 1 ftr", "--defender", "3 inf", "--retreat-after-round", "1"};
        JsonNode overland = CliRun.odds(battle);
        JsonNode amphibious = CliRun.odds(battle[0], battle[1], battle[2], battle[3], battle[4], battle[5], "--amphibious");
        assertTrue(amphibious.get("amphibious").asBoolean());
        // only the fighter may leave, so the infantry fight on and win more often
        assertTrue(amphibious.get("retreat").asDouble() < overland.get("retreat").asDouble() - 0.5, amphibious.toString());
        assertTrue(amphibious.get("attackerWin").asDouble() > overland.get("attackerWin").asDouble(), amphibious.toString());
    }

    @Test
    void bestRetreatListsItsStatesAndNeverDoesWorse() {
        String[] battle = {"--attacker", "3 infantry, 1 tank", "--defender", "4 infantry"};
        JsonNode never = CliRun.odds(battle);
        JsonNode best = CliRun.odds(battle[0], battle[1], battle[2], battle[3], "--retreat", "best");
        // fighting to the end is one of the policies the best one chooses among
        assertTrue(best.get("ipcSwing").asDouble() >= never.get("ipcSwing").asDouble() - EPS, best.toString());
        JsonNode states = best.get("retreatStates");
        assertTrue(states.size() > 0, best.toString());
        for (JsonNode s : states) {
            assertTrue(s.get("round").asInt() >= 2, s.toString());
            assertTrue(s.get("leaveValue").asDouble() >= s.get("fightValue").asDouble() - EPS, s.toString());
            assertTrue(s.has("attacker") && s.has("defender") && s.has("reach"), s.toString());
        }
        assertEquals(0, never.get("retreatStates").size());
        String t = CliRun.of("odds", battle[0], battle[1], battle[2], battle[3], "--retreat", "best").ok().out();
        CliRun.assertContains(t, "Retreat states, best retreat policy", "values: expected final IPC swing for the attacker",
                "fight on", "leave now", "the attacker leaves in " + states.size() + " state");
    }

    @Test
    void retreatBelowAWinProbabilityShowsWinProbabilities() {
        JsonNode j = CliRun.odds("--attacker", "3 infantry, 1 tank", "--defender", "4 infantry", "--retreat-below", "0.3");
        assertTrue(j.get("retreat").asDouble() > 0, j.toString());
        for (JsonNode s : j.get("retreatStates")) {
            assertTrue(s.get("fightValue").asDouble() < 0.3, s.toString());
        }
        String t = CliRun.of("odds", "--attacker", "3 infantry, 1 tank", "--defender", "4 infantry", "--retreat-below", "0.3")
                .ok().out();
        CliRun.assertContains(t, "values: the attacker's chance to win");
    }

    @Test
    void otherRetreatPoliciesChangeTheOdds() {
        JsonNode atUnits = CliRun.odds("--attacker", "3 inf", "--defender", "3 inf", "--retreat-at-units", "1");
        assertTrue(atUnits.get("retreat").asDouble() > 0.1, atUnits.toString());
        assertEquals("retreat at 1 units or fewer", atUnits.get("retreatPolicy").asText());
        JsonNode onlyAir = CliRun.odds("--attacker", "1 inf, 1 ftr", "--defender", "2 inf", "--retreat-when", "only-aircraft");
        assertTrue(onlyAir.get("retreat").asDouble() > 0.1, onlyAir.toString());
    }

    @Test
    void byRoundFiguresInAClosedForm() {
        // 1 infantry each: a round ends the battle with 16/36; attacker only 4/36, defender only 10/36, both 2/36
        JsonNode j = CliRun.odds("--attacker", "1 inf", "--defender", "1 inf");
        JsonNode r1 = j.get("byRound").get(0);
        assertEquals(1, r1.get("round").asInt());
        assertEquals(20.0 / 36, r1.get("ongoing").asDouble(), EPS);
        assertEquals(4.0 / 36, r1.get("attackerWin").asDouble(), EPS);
        assertEquals(10.0 / 36, r1.get("defenderWin").asDouble(), EPS);
        assertEquals(2.0 / 36, r1.get("draw").asDouble(), EPS);
        JsonNode r2 = j.get("byRound").get(1);
        assertEquals(20.0 / 36 * 20.0 / 36, r2.get("ongoing").asDouble(), EPS);
        assertEquals(4.0 / 36 * (1 + 20.0 / 36), r2.get("attackerWin").asDouble(), EPS);
        assertTrue(j.get("byRound").size() > 10);

        String t = CliRun.of("odds", "--attacker", "1 inf", "--defender", "1 inf", "--rounds", "3").ok().out();
        CliRun.assertContains(t, "the first 3 of " + j.get("byRound").size() + ", --json lists all");
        CliRun.assertHasLines(t, " +1 +55\\.5556% +11\\.1111% +27\\.7778% +5\\.5556% +0\\.0000%",
                " +2 +30\\.8642% +17\\.2840% +43\\.2099% +8\\.6420% +0\\.0000%");
        assertFalse(t.lines().anyMatch(l -> l.matches(" +4 +\\d.*")), t);
    }

    @Test
    void swingDistributionInAClosedForm() {
        // 1 infantry each: swing +3 (attacker wins) 1/4, -3 (defender wins) 5/8, 0 (draw) 1/8
        JsonNode j = CliRun.odds("--attacker", "1 inf", "--defender", "1 inf");
        JsonNode s = j.get("swing");
        assertEquals(-1.125, s.get("mean").asDouble(), EPS);
        assertEquals(-3, s.get("p5").asInt());
        assertEquals(-3, s.get("p50").asInt());
        assertEquals(3, s.get("p95").asInt());
        assertEquals(3, s.get("bars").size());
        assertEquals(-3, s.get("bars").get(0).get("swing").asInt());
        assertEquals(0.625, s.get("bars").get(0).get("probability").asDouble(), EPS);
        String t = CliRun.of("odds", "--attacker", "1 inf", "--defender", "1 inf").ok().out();
        CliRun.assertHasLines(t, ".*mean -1\\.125, 5th percentile -3, median -3, 95th percentile \\+3",
                "  -3  62\\.5000%  #{40}", "  \\+0  12\\.5000%  #{8}", "  \\+3  25\\.0000%  #{16}");
    }

    @Test
    void manySwingValuesAreGroupedIntoRanges() {
        List<SwingDistribution.Bar> bars = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            bars.add(new SwingDistribution.Bar(-50 + i, 0.01));
        }
        String t = ResultTable.swing(SwingDistribution.of(bars));
        List<String> rows = t.lines().skip(1).toList();
        assertTrue(rows.size() <= ResultTable.MAX_SWING_ROWS, t);
        assertTrue(rows.get(0).matches(" +-50 to -46 +5\\.0000%  #{40}"), t);
        assertTrue(rows.get(rows.size() - 1).matches(" +\\+45 to \\+49 +5\\.0000%  #{40}"), t);
    }
}
