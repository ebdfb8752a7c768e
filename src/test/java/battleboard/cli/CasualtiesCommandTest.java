package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@code battleboard casualties}: every legal casualty choice with the odds that follow, best first. */
class CasualtiesCommandTest {
    private static final String[] POSITION = {"--edition", "revised", "--attacker", "3 inf, 1 art, 1 tank, 1 ftr",
        "--defender", "2 inf, 1 art, 1 tank", "--hits", "defender:2", "--round", "2"};

    @Test
    void everyWayForTheDefenderToTakeTwoHitsBestFirst() {
        JsonNode j = CliRun.json("casualties", POSITION);
        assertEquals("defender", j.get("side").asText());
        assertEquals(2, j.get("hits").asInt());
        assertEquals(2, j.get("round").asInt());
        assertEquals("exact", j.get("method").asText());
        JsonNode choices = j.get("choices");
        // two of {infantry, infantry, artillery, tank}: 2 inf, inf + art, inf + tank, art + tank
        assertEquals(4, choices.size());
        Set<String> labels = new HashSet<>();
        choices.forEach(c -> labels.add(c.get("label").asText()));
        assertEquals(Set.of("lose 2 infantry", "lose 1 infantry, 1 artillery", "lose 1 infantry, 1 tank",
                "lose 1 artillery, 1 tank"), labels);
        JsonNode best = choices.get(0);
        assertEquals("lose 2 infantry", best.get("label").asText());
        assertEquals(2, best.get("lost").get("infantry").asInt());
        assertEquals(1, best.get("remaining").get("artillery").asInt());
        assertEquals(1, best.get("remaining").get("tank").asInt());
        for (int i = 1; i < choices.size(); i++) {
            assertTrue(choices.get(i).get("defenderWin").asDouble() <= choices.get(i - 1).get("defenderWin").asDouble(),
                    choices.toString());
        }

        String t = CliRun.of(withCommand(POSITION)).ok().out();
        CliRun.assertHasLines(t, "The defender takes 2 hits in round 2: 4 choices, best first for the defender",
                "  1  lose 2 infantry +1 artillery, 1 tank +\\d+\\.\\d{4}% +\\d+\\.\\d{4}% +[+-]\\d+\\.\\d{3}",
                "  Round: +2 \\(a battle in progress\\)", "Method: exact: 4 choices .*");
    }

    private static String[] withCommand(String[] args) {
        String[] a = new String[args.length + 1];
        a[0] = "casualties";
        System.arraycopy(args, 0, a, 1, args.length);
        return a;
    }

    @Test
    void aDamagedBattleshipCanOnlyBeLost() {
        JsonNode fresh = CliRun.json("casualties", "--attacker", "1 bb, 1 dd", "--defender", "2 dd", "--hits", "attacker:1");
        Set<String> freshLabels = new HashSet<>();
        fresh.get("choices").forEach(c -> freshLabels.add(c.get("label").asText()));
        assertEquals(Set.of("damaged 1 battleship", "lose 1 destroyer"), freshLabels);
        assertEquals("damaged 1 battleship", fresh.get("choices").get(0).get("label").asText());

        JsonNode hurt = CliRun.json("casualties", "--attacker", "1 bb, 1 dd", "--defender", "2 dd", "--hits", "attacker:1",
                "--attacker-damaged", "1 bb");
        assertEquals(1, hurt.get("damaged").get("attacker").get("battleship").asInt());
        Set<String> hurtLabels = new HashSet<>();
        hurt.get("choices").forEach(c -> hurtLabels.add(c.get("label").asText()));
        assertEquals(Set.of("lose 1 battleship", "lose 1 destroyer; damaged 1 battleship"), hurtLabels);
    }

    @Test
    void monteCarloValuesEachChoice() {
        JsonNode j = CliRun.json("casualties", "--attacker", "2 inf, 1 tank", "--defender", "2 inf", "--hits", "attacker:1",
                "--method", "montecarlo", "--trials", "500", "--seed", "2");
        assertEquals("montecarlo", j.get("method").asText());
        assertEquals(2, j.get("choices").size());
        assertTrue(j.get("methodNote").asText().contains("500"), j.toString());
    }

    /**
     * Issue 10: a submarine's hits go to ships only (Revised L1231-1236), so a lone attacking submarine's hit on a
     * carrier with two fighters can only sink the carrier; named by source, a fighter's hit may take either.
     */
    @Test
    void onlyLegalChoicesAreListed() {
        JsonNode sub = CliRun.json("casualties", "--attacker", "1 sub", "--defender", "1 cv, 2 ftr", "--hits", "defender:1");
        assertEquals(1, sub.get("choices").size(), sub.toString());
        assertEquals(1, sub.get("choices").get(0).get("lost").get("carrier").asInt(), sub.toString());
        JsonNode named = CliRun.json("casualties", "--attacker", "1 sub", "--defender", "1 cv, 2 ftr", "--hits", "defender:1:submarine");
        assertEquals(sub.get("choices"), named.get("choices"));
        JsonNode fighter = CliRun.json("casualties", "--attacker", "1 sub, 1 ftr", "--defender", "1 cv, 2 ftr", "--hits",
                "defender:1:fighter");
        assertEquals(2, fighter.get("choices").size(), fighter.toString());
        CliRun none = CliRun.of("casualties", "--attacker", "1 sub", "--defender", "1 cv, 2 ftr", "--hits", "defender:1:tank");
        assertEquals(2, none.code(), none.toString());
        assertEquals("the attacker has no tank to score these hits", none.err().strip());
    }

    /**
     * The defender's retreat (Global War's optional rule, G2175-2185) is part of the battle that follows the
     * casualties, as in {@code odds} and on the form: given, it changes the odds of every choice.
     */
    @Test
    void theDefendersRetreatIsPlayedAfterTheCasualties() {
        String[] position = {"--edition", "global-war-1939", "--attacker", "3 infantry, 2 armor", "--defender", "4 infantry",
            "--hits", "defender:1", "--round", "2"};
        JsonNode stays = CliRun.json("casualties", position);
        String[] leaving = java.util.Arrays.copyOf(position, position.length + 2);
        leaving[position.length] = "--defender-retreat";
        leaving[position.length + 1] = "after-round 2";
        JsonNode leaves = CliRun.json("casualties", leaving);
        double without = stays.get("choices").get(0).get("attackerWin").asDouble();
        double with = leaves.get("choices").get(0).get("attackerWin").asDouble();
        // a defender trying to leave forgoes its fire from round 3 on: it can no longer win
        assertTrue(without < 0.999, stays.toString());
        assertEquals(1, with, 1e-9, leaves.toString());
        assertEquals(0, leaves.get("choices").get(0).get("defenderWin").asDouble(), 1e-9, leaves.toString());
    }

    /** Every roll before a battle is refused by name, as the battle is already under way. */
    @Test
    void rollsBeforeTheBattleAreRefused() {
        CliRun air = CliRun.of("casualties", "--edition", "global-war-1939", "--attacker", "2 fighter, 1 infantry", "--defender",
                "1 fighter, 1 infantry", "--hits", "defender:1", "--air-combat", "1:1");
        assertEquals(2, air.code(), air.toString());
        assertEquals("--detection, --chinese-morale, --air-combat and --naval-base-first-strike come before a battle; the"
                + " casualties of a battle in progress do not take them", air.err().strip());
    }
}
