package battleboard.cli;

import static battleboard.cli.CliRun.assertContains;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * The Global War 1939 edition on the command line: the three battles solve exactly and print what the
 * library gives (the library's values for the same three battles are checked against the independent solver in
 * {@code battleboard.globalwar.GlobalWarEngineVsReferenceTest}), compare takes the four rule sets, and what the
 * rulebook forbids is refused with one line and exit code 2.
 */
class GlobalWarCliTest {
    private static final Edition GW = Edition.builtIn("global-war-1939");

    private static void assertSameOdds(String attacker, String defender) {
        JsonNode j = CliRun.odds("--edition", "global-war-1939", "--attacker", attacker, "--defender", defender);
        assertEquals("exact", j.get("method").asText(), j.toString());
        BattleResult r = new ExactSolver().solve(BattleSetup.builder(GW).attacker(attacker).defender(defender).build());
        assertEquals(r.attackerWin(), j.get("attackerWin").asDouble(), 1e-12);
        assertEquals(r.defenderWin(), j.get("defenderWin").asDouble(), 1e-12);
        assertEquals(r.draw(), j.get("draw").asDouble(), 1e-12);
        assertEquals(r.attackerIpcLoss(), j.get("attackerIpcLoss").asDouble(), 1e-9);
        assertEquals(r.defenderIpcLoss(), j.get("defenderIpcLoss").asDouble(), 1e-9);
    }

    @Test
    void submarinesAgainstDestroyers() {
        assertSameOdds("3 submarine, 1 destroyer", "2 destroyer, 1 transport");
    }

    @Test
    void yamato() {
        assertSameOdds("1 yamato, 2 destroyer", "2 battleship, 1 cruiser");
    }

    @Test
    void landBattleWithArtilleryMechAndArmor() {
        assertSameOdds("3 infantry, 2 mech-infantry, 2 artillery, 2 armor", "5 infantry, 1 armor, 1 aa-gun");
    }

    @Test
    void compareFourRuleSets() {
        CliRun run = CliRun.of("compare", "--editions", "revised,classic,world-at-war-2005,global-war-1939",
                "--attacker", "3 infantry, 1 artillery, 2 tank, 1 fighter", "--defender", "4 infantry, 1 tank").ok();
        assertContains(run.out(), "revised", "classic", "world-at-war-2005", "global-war-1939",
                "classic: artillery is not in this edition", "world-at-war-2005: artillery is not in this edition");
        assertTrue(run.out().lines().anyMatch(l -> l.matches("Attacker wins( +\\d+\\.\\d+%){4}")), run.out());
    }

    @Test
    void oneBombardingShipPerLandUnit() {
        CliRun run = CliRun.of("odds", "--edition", "global-war-1939", "--attacker", "1 infantry", "--defender", "2 infantry",
                "--bombard", "1 battleship, 1 cruiser");
        assertEquals(2, run.code(), run.toString());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertContains(run.err(), "at most 1 bombarding ship per attacking land unit", "2 ships for 1 land unit");
    }

    /**
     * Issue 23 row 4: "the number of ships that may shore bombard is equal to the number of land units being offloaded"
     * (G425-427). With --landed the land units that came overland offload nothing, so only the landed ones count; without
     * it every attacking land unit is taken to have landed (an amphibious assault), as before.
     */
    @Test
    void oneBombardingShipPerLandUnitOffloaded() {
        CliRun run = CliRun.of("odds", "--edition", "global-war-1939", "--attacker", "2 armor", "--landed", "1 infantry",
                "--bombard", "2 battleship", "--defender", "2 infantry");
        assertEquals(2, run.code(), run.toString());
        assertEquals("", run.out(), run.toString());
        assertEquals("at most 1 bombarding ship per land unit offloaded (--landed) in global-war-1939: 2 ships for 1 land unit"
                + " (Global War 1939 rulebook, II How to Wage War: The Player Turn Sequence — 5. Conducting Combat — Amphibious Assaults"
                + " (G423-431))", run.err().strip());
        CliRun.of("odds", "--edition", "global-war-1939", "--attacker", "1 armor", "--landed", "1 infantry, 1 armor",
                "--bombard", "2 battleship", "--defender", "2 infantry").ok();
        CliRun.of("odds", "--edition", "global-war-1939", "--attacker", "2 armor, 1 infantry",
                "--bombard", "2 battleship", "--defender", "2 infantry").ok();
    }

    @Test
    void unitsDescribeTheNewRules() {
        String out = CliRun.of("units", "--edition", "global-war-1939").ok().out();
        assertContains(out, "detects one enemy submarine, which then fires with the other units",
                "at sea a roll of 1 picks the ship hit\n", "at sea a roll of 4 or less picks the ship hit, or a detected submarine its side's picks name",
                "+1 defense to up to 10 units tagged infantry; -1 to every enemy unit; fires in round 1 only",
                "+1 attack to one unit tagged armor while the enemy has no fighter",
                "takes up to 2 boosts, from different units", "submarine-detection",
                "battleship shore bombardment at 7, cruiser shore bombardment at 5 (with eastern-front-reach=with-bombardment)",
                "only in an amphibious assault");
    }

    @Test
    void airCombat() {
        JsonNode j = CliRun.odds("--edition", "global-war-1939", "--attacker", "1 fighter, 1 armor", "--defender", "1 fighter, 1 infantry",
                "--air-combat", "1:1");
        assertEquals(11.0 / 20, j.get("attackerWin").asDouble(), 1e-12); // battleboard.solve.AirCombatTest derives it
        CliRun revised = CliRun.of("odds", "--attacker", "1 fighter, 1 tank", "--defender", "1 infantry", "--air-combat", "1:0");
        assertEquals(2, revised.code(), revised.toString());
        assertContains(revised.err(), "air combat before the battle is not a rule of revised");
        CliRun malformed = CliRun.of("odds", "--edition", "global-war-1939", "--attacker", "1 fighter, 1 armor", "--defender", "1 infantry",
                "--air-combat", "2");
        assertEquals(2, malformed.code(), malformed.toString());
        assertEquals("--air-combat '2': expected ATTACKER:DEFENDER fighters on Air Cap, e.g. 2:3", malformed.err().strip());
        CliRun tooMany = CliRun.of("odds", "--edition", "global-war-1939", "--attacker", "1 fighter, 1 armor", "--defender", "1 infantry",
                "--air-combat", "3:0");
        assertEquals(2, tooMany.code(), tooMany.toString());
        assertContains(tooMany.err(), "the attacker puts 3 fighters on Air Cap but has only 1");
    }

    @Test
    void damageAtAnyLevelAndNoDetectionRolls() {
        JsonNode j = CliRun.odds("--edition", "global-war-1939", "--attacker", "2 destroyer", "--defender", "1 yamato",
                "--defender-damaged", "1 yamato:2");
        // the Yamato at 2 hits defends at 3 (G971) and sinks on the next hit. 2 destroyers (6 each) hit it with 3/4 and
        // win; they miss and lose one with (1/4)(1/4) = 1/16, and one destroyer then wins (1/2)(3/4) / (5/8) = 3/5;
        // nothing happens with 3/16: attacker win (3/4 + (1/16)(3/5)) / (13/16) = 63/65
        assertEquals(63.0 / 65, j.get("attackerWin").asDouble(), 1e-12);
        assertEquals(1, j.findValue("damaged").get("defender").get("yamato:2").asInt(), j.toString());
        CliRun detection = CliRun.of("odds", "--edition", "global-war-1939", "--attacker", "1 destroyer", "--defender", "1 submarine",
                "--detection", "2");
        assertEquals(2, detection.code(), detection.toString());
        assertContains(detection.err(), "in global-war-1939 enemy destroyers detect submarines in the battle");
    }

    @Test
    void defenderRetreatIsGlobalWarsOnLand() {
        JsonNode j = CliRun.odds("--edition", "global-war-1939", "--attacker", "1 armor", "--defender", "1 infantry",
                "--defender-retreat", "after-round 1");
        assertEquals(2.0 / 3, j.get("attackerWin").asDouble(), 1e-12); // GlobalWarCasesTest.defenderRetreat derives it
        CliRun revised = CliRun.of("odds", "--attacker", "1 tank", "--defender", "1 infantry", "--defender-retreat", "after-round 1");
        assertEquals(2, revised.code(), revised.toString());
        assertContains(revised.err(), "a defender's retreat is not a rule of revised");
        CliRun sea = CliRun.of("odds", "--edition", "global-war-1939", "--attacker", "1 destroyer", "--defender", "1 cruiser",
                "--defender-retreat", "at-units 1");
        assertEquals(2, sea.code(), sea.toString());
        assertContains(sea.err(), "it needs a land battle");
        CliRun best = CliRun.of("odds", "--edition", "global-war-1939", "--attacker", "1 armor", "--defender", "1 infantry",
                "--defender-retreat", "best");
        assertEquals(2, best.code(), best.toString());
        assertContains(best.err(), "the defender retreats after a round or at a number of units");
    }

    @Test
    void navalBaseFirstStrikeNeedsBombardingShips() {
        CliRun none = CliRun.of("odds", "--edition", "global-war-1939", "--attacker", "2 infantry", "--defender", "2 infantry",
                "--naval-base-first-strike");
        assertEquals(2, none.code(), none.toString());
        assertContains(none.err(), "a naval base's first strike needs bombarding ships (--bombard) to strike at");
        String out = CliRun.of("odds", "--edition", "global-war-1939", "--attacker", "2 legionnaire", "--defender", "2 infantry",
                "--bombard", "1 battleship, 1 cruiser", "--naval-base-first-strike").ok().out();
        assertContains(out, "the naval base strikes first at each bombarding ship, on 2 or less of a d12");
    }
}
