package battleboard.cli;

import battleboard.report.ResultTable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code battleboard rocket} and {@code odds --rocket-strike} (issue 14, item 2); the figures are RocketTest's and
 * RocketStrikeTest's hand derivations, the outputs docs/cli.md's examples, kept true by DocsExamplesTest.
 */
class RocketCommandTest {
    /** Revised, 2 AA guns, income 3: 1/36, 2/36, 9/36, 8/36, 16/36 for 2 to 6; expected 5. */
    @Test
    void revisedTwoGunsPrintTheirDistribution() {
        String out = CliRun.of("rocket", "--edition", "revised", "--rockets", "2", "--income", "3").ok().out();
        CliRun.assertContains(out, "Axis & Allies Revised (2004), rocket strike: 2 AA guns at the industrial complex, territory income 3",
                "  Rule: Revised rulebook, Phase 1: Develop Weapons — Weapons Developments — 2 Rockets (L656-665), Phase 4: Conduct Combat"
                        + " — Special Combats — Rocket Strikes (L1837-1882), Appendix 1: Unit Profiles — Antiaircraft Guns (L2240, L2259-2263): ");
        CliRun.assertHasLines(out, " +2 +2\\.7778% +100\\.0000%", " +3 +5\\.5556% +97\\.2222%", " +4 +25\\.0000% +91\\.6667%",
                " +5 +22\\.2222% +66\\.6667%", " +6 +44\\.4444% +44\\.4444%", "Expected damage +5\\.000 IPC");
    }

    @Test
    void classicAndTheHouseRulesFireOneRocket() {
        for (String edition : new String[] {"classic", "house-rules-1998"}) {
            String out = CliRun.of("rocket", "--edition", edition).ok().out();
            CliRun.assertHasLines(out, " +1 +16\\.6667% +100\\.0000%", " +6 +16\\.6667% +16\\.6667%", "Expected damage +3\\.500 IPC");
        }
        CliRun held = CliRun.of("rocket", "--edition", "classic", "--ipcs", "2").ok();
        CliRun.assertHasLines(held.out(), " +2 +83\\.3333% +83\\.3333%", "Expected damage +1\\.833 IPC"); // 1/6 + 2 x 5/6
    }

    /** World at War: a V1 3.5, a V2 5.5, a V2 at a decentralized factory 3.5, a V1 there 5/3; two V2s there 7. */
    @Test
    void worldAtWarLevelsAndDecentralization() {
        CliRun.assertHasLines(CliRun.of("rocket", "--edition", "world-at-war-2005").ok().out(), "Expected damage +3\\.500 damage points");
        String v2 = CliRun.of("rocket", "--edition", "world-at-war-2005", "--tech", "attacker:v2").ok().out();
        CliRun.assertHasLines(v2, " +3 +16\\.6667% +100\\.0000%", " +8 +16\\.6667% +16\\.6667%", "Expected damage +5\\.500 damage points");
        CliRun.assertHasLines(CliRun.of("rocket", "--edition", "world-at-war-2005", "--tech", "attacker:v2,defender:industrial-decentralization")
                .ok().out(), "Expected damage +3\\.500 damage points");
        String v1 = CliRun.of("rocket", "--edition", "world-at-war-2005", "--tech", "defender:industrial-decentralization").ok().out();
        CliRun.assertHasLines(v1, " +0 +33\\.3333% +100\\.0000%", " +4 +16\\.6667% +16\\.6667%", "Expected damage +1\\.667 damage points");
        String two = CliRun.of("rocket", "--edition", "world-at-war-2005", "--rockets", "2", "--tech", "attacker:v2", "--tech",
                "defender:industrial-decentralization").ok().out();
        CliRun.assertContains(two, "rocket strike: 2 V2 rockets at the factory, industrial decentralization");
        CliRun.assertHasLines(two, " +7 +16\\.6667% +58\\.3333%", "Expected damage +7\\.000 damage points");
        String area = CliRun.of("rocket", "--edition", "world-at-war-2005", "--target", "area", "--tech", "attacker:v2").ok().out();
        CliRun.assertHasLines(area, "Expected damage +5\\.500 IPC of units", "The battle that follows: odds --rocket-strike v2 .*");
    }

    @Test
    void badInputIsOneLine() {
        assertBad("rocket --edition revised --rockets 2", "give the territory's income (--income)");
        assertBad("rocket --edition classic --rockets 2", "is fired by one AA gun, not 2 (Classic Gameplay Manual, 3 Action Sequence 1: Develop Weapons / Purchase Units"
                + " — A Closer Look At The 6 Weapons You Can Develop (C439), 6 Action Sequence 4: Non-Combat Movement (C961))");
        assertBad("rocket --edition world-at-war-2005 --rockets 3", "is fired by 1 to 2 rockets, not 3 (World at War 2005 rulebook, 14.3 Germany: Rocket V1/V2 Missiles (W513-519))");
        assertBad("rocket --edition revised --rockets 0 --income 3", "1 to 200 AA guns, not 0");
        assertBad("rocket --edition global-war-1939", "rockets are out of scope in Global War 1939");
        assertBad("rocket --edition global-war-1939", "the rulebook gives no hit number or damage");
        assertBad("rocket --edition classic --income 4", "the territory's income caps no rocket");
        assertBad("rocket --edition world-at-war-2005 --ipcs 4", "the IPCs held cap IPC damage only");
        assertBad("rocket --edition world-at-war-2005 --tech defender:v2", "v2 is the rockets' level: the attacker's");
        assertBad("rocket --edition world-at-war-2005 --tech attacker:industrial-decentralization", "is the defender's, not the attacker's");
        assertBad("rocket --edition world-at-war-2005 --tech attacker:v1,attacker:v2", "the rockets have one level, not v1 and v2");
        assertBad("rocket --edition world-at-war-2005 --tech attacker:jet-power", "no rocket level or modifier 'jet-power'");
        assertBad("rocket --edition world-at-war-2005 --target port", "no rocket target 'port'");
        assertBad("odds --edition world-at-war-2005 --attacker 1_inf --defender 1_inf --rocket-strike v3", "no rocket level 'v3'");
        assertBad("odds --edition revised --attacker 1_inf --defender 1_inf --rocket-strike v1", "not a rule of revised");
        assertBad("odds --edition world-at-war-2005 --attacker 1_bb --defender 1_bb --rocket-strike v1", "this is a sea battle");
        assertBad("odds --edition world-at-war-2005 --attacker 1_inf --defender 1_inf --rocket-strike v1:3", "at most 2 rockets");
        assertBad("odds --edition world-at-war-2005 --attacker 1_inf --defender 1_inf --rocket-strike v1 --chinese-morale",
                "cannot be combined");
        assertBad("odds --edition world-at-war-2005 --attacker 1_inf --defender 1_inf --rocket-strike v1:x", "--rocket-strike 'v1:x'");
        assertBad("casualties --edition world-at-war-2005 --attacker 1_inf --defender 1_inf --hits defender:1 --rocket-strike v1",
                "--rocket-strike comes before a battle");
    }

    /** 1 infantry against 2 after a V1 (RocketStrikeTest's closed form): attacker win 5/8, draw 1/16, defender loss 81/16. */
    @Test
    void oddsWithARocketStrikeFirst() {
        JsonNode j = CliRun.odds("--edition", "world-at-war-2005", "--attacker", "1 infantry", "--defender", "2 infantry",
                "--rocket-strike", "v1");
        assertEquals(5.0 / 8, j.get("attackerWin").asDouble(), 1e-12);
        assertEquals(1.0 / 16, j.get("draw").asDouble(), 1e-12);
        assertEquals(81.0 / 16, j.get("defenderIpcLoss").asDouble(), 1e-12);
        String table = CliRun.of("odds", "--edition", "world-at-war-2005", "--attacker", "1 infantry", "--defender", "2 infantry",
                "--rocket-strike", "v1").ok().out();
        CliRun.assertContains(table, "Before the battle:  rocket strike at the area: 1 rocket (v1)",
                "rocket strike: 1 infantry removed (3 IPC) 0.5000", "rocket strike: 2 infantry removed (6 IPC) 0.5000");
    }

    /** A battle file's {@code rocketStrike} gives the same odds as the flag, and the flag wins over it. */
    @Test
    void aBattleFileCarriesTheStrike(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("v2.json");
        Files.writeString(file, "{\"edition\": \"world-at-war-2005\", \"attacker\": \"1 infantry\", \"defender\": \"2 infantry\","
                + " \"rocketStrike\": \"v2\"}");
        assertEquals(7.0 / 8, CliRun.odds("--preset", file.toString()).get("attackerWin").asDouble(), 1e-12);
        assertEquals(5.0 / 8, CliRun.odds("--preset", file.toString(), "--rocket-strike", "v1").get("attackerWin").asDouble(), 1e-12);
    }

    private static void assertBad(String command, String part) {
        CliRun r = CliRun.of(args(command));
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().contains(part), () -> "'" + part + "' not in: " + r.err());
        assertFalse(r.err().strip().contains("\n"), r::toString);
    }

    /** @return the command's words, an underscore standing for a space within one word */
    private static String[] args(String command) {
        String[] words = command.split(" ");
        for (int i = 0; i < words.length; i++) {
            words[i] = words[i].replace('_', ' ');
        }
        return words;
    }

    /**
     * {@code --json} (issue 26, item 5) holds the figures the table prints. Revised, 2 AA guns, income 3: each die does
     * min(die, 3): 1 and 2 with 1/6 each, 3 with 4/6; the sum of two: 2 with 1/36, 3 with 2/36, 4 with 1/36 + 2 x 4/36
     * = 9/36, 5 with 2 x 4/36 = 8/36, 6 with 16/36; expected 2 x 15/6 = 5.
     */
    @Test
    void theJsonHoldsTheTablesFigures() {
        String[] revised = {"--edition", "revised", "--rockets", "2", "--income", "3"};
        JsonNode j = CliRun.json("rocket", revised);
        assertEquals("revised", j.get("edition").asText());
        assertEquals(2, j.get("rockets").asInt());
        assertEquals("AA gun", j.get("launcher").asText());
        assertTrue(j.get("level").isNull(), j.toString());
        assertEquals("industrial-complex", j.get("target").asText());
        assertEquals(3, j.get("income").asInt());
        assertTrue(j.get("rocketStrike").isNull(), j.toString());
        double[] p = {1.0 / 36, 2.0 / 36, 9.0 / 36, 8.0 / 36, 16.0 / 36};
        assertEquals(p.length, j.get("damage").size());
        double atLeast = 1;
        for (int i = 0; i < p.length; i++) {
            JsonNode d = j.get("damage").get(i);
            assertEquals(i + 2, d.get("damage").asInt());
            assertEquals(p[i], d.get("probability").asDouble(), 1e-12);
            assertEquals(atLeast, d.get("atLeast").asDouble(), 1e-12);
            atLeast -= p[i];
        }
        assertEquals(5, j.get("expectedDamage").asDouble(), 1e-12);
        String out = CliRun.command("rocket", revised).ok().out();
        for (JsonNode d : j.get("damage")) {
            CliRun.assertHasLines(out, " +" + d.get("damage").asInt() + " +" + java.util.regex.Pattern.quote(ResultTable.percent(
                    d.get("probability").asDouble())) + " +" + java.util.regex.Pattern.quote(ResultTable.percent(d.get("atLeast").asDouble())));
        }
        CliRun.assertContains(out, "  Rule: " + j.get("rules").get(0).asText());

        // World at War, 2 V2 rockets at the area: 2d6 + 4, 6 to 16, 11 on average; the battle after is odds --rocket-strike v2:2
        String[] twoV2 = {"--edition", "world-at-war-2005", "--rockets", "2", "--target", "area", "--tech", "attacker:v2"};
        JsonNode area = CliRun.json("rocket", twoV2);
        assertEquals("v2", area.get("level").asText());
        assertEquals("IPC of units", area.get("damageUnit").asText());
        assertEquals(6, area.get("damage").get(0).get("damage").asInt());
        assertEquals(1.0 / 36, area.get("damage").get(0).get("probability").asDouble(), 1e-12);
        assertEquals(11, area.get("expectedDamage").asDouble(), 1e-12);
        assertEquals("v2:2", area.get("rocketStrike").asText());
        assertEquals(3, area.get("rules").size()); // the rule, the target, the level
        CliRun.assertContains(CliRun.command("rocket", twoV2).ok().out(), "  Level: " + area.get("rules").get(2).asText(), "odds --rocket-strike v2:2 with");
    }
}
