package battleboard.cli;

import battleboard.report.ResultTable;
import com.fasterxml.jackson.databind.JsonNode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code battleboard raid} (issue 14); its outputs are docs/cli.md's examples, kept true by DocsExamplesTest. */
class RaidCommandTest {
    @Test
    void theHandWorkedRaidPrintsItsThreeOutcomes() {
        String out = CliRun.of("raid", "--edition", "revised", "--bombers", "1", "--aa", "1", "--income", "2").ok().out();
        assertTrue(out.contains("            0     16.6667%  100.0000%"), out); // 1/6
        assertTrue(out.contains("            1     13.8889%   83.3333%"), out); // 5/36
        assertTrue(out.contains("            2     69.4444%   69.4444%"), out); // 25/36
        assertTrue(out.contains("Expected damage                       1.528 IPC"), out); // 55/36
    }

    /** World at War's T9 (the digest): bombers over the target 113/3888, 725/2592, 5375/7776; factory damage 25/6 each. */
    @Test
    void aWorldAtWarRaidWithEscortsInterceptorsAndAFactoryMission() {
        String out = CliRun.of("raid", "--edition", "world-at-war-2005", "--bombers", "2", "--escorts", "2", "--interceptors", "2",
                "--aa", "1", "--mission", "factory").ok().out();
        assertTrue(out.contains("2 bombers, 2 escorts against 2 interceptors and 1 AA gun; mission: factory damage"), out);
        assertTrue(out.contains("                        0      2.9064%"), out); // 113/3888
        assertTrue(out.contains("                        1     27.9707%"), out); // 725/2592
        assertTrue(out.contains("                        2     69.1229%"), out); // 5375/7776
        assertTrue(out.contains("              20      1.9201%    1.9201%"), out); // 5375/7776 x 1/36
        assertTrue(out.matches("(?s).*Expected damage +6\\.926 damage points.*"), out); // 25/6 x 12925/7776
        assertTrue(out.matches("(?s).*Expected escorts lost +0\\.495.*"), out); // 107/216
        assertTrue(out.matches("(?s).*Expected interceptors lost +0\\.251.*"), out); // 325/1296
    }

    /** Global War 1939's §6.4 (the digest): air-to-air, then the base's AA at 2 on a d12, then min(2D6, 6). */
    @Test
    void aGlobalWarRaidOnAnAirBase() {
        String out = CliRun.of("raid", "--edition", "global-war-1939", "--bombers", "1", "--escorts", "1", "--interceptors", "2",
                "--mission", "air-base").ok().out();
        assertTrue(out.contains("1 strategic bomber, 1 escort against 2 interceptors; mission: air base"), out);
        assertTrue(out.contains("                        1     78.1250%"), out); // 15/16 x 10/12
        assertTrue(out.contains("               6     56.4236%   56.4236%"), out); // 15/16 x 10/12 x 26/36
        assertTrue(out.matches("(?s).*Expected escorts lost +0\\.438.*"), out); // 7/16
        assertTrue(out.matches("(?s).*Expected interceptors lost +0\\.333.*"), out); // 1/3
        String tac = CliRun.of("raid", "--edition", "global-war-1939", "--bombers", "1 tac", "--target", "air-base").ok().out();
        assertTrue(tac.matches("(?s).*Expected damage +2\\.917 damage points.*"), tac); // 3.5 x 10/12
    }

    /**
     * Issue 23 row 5 on the command line: Superfortresses' bombers are immune to the raid's AA gun too (L3041-3043): two
     * bombers, income 3: 2 x 15/6 = 5 IPC, none lost (4.167 before); and a technology the raid cannot apply is refused.
     */
    @Test
    void superfortressesAndTechnologiesARaidCannotApply() {
        String out = CliRun.of("raid", "--edition", "revised", "--bombers", "2", "--aa", "1", "--income", "3", "--tech",
                "attacker:superfortresses").ok().out();
        assertTrue(out.matches("(?s).*Expected damage +5\\.000 IPC.*"), out);
        assertTrue(out.matches("(?s).*Expected bombers lost +0\\.000 \\(0\\.000 IPC\\).*"), out);
        CliRun jets = CliRun.of("raid", "--edition", "revised", "--bombers", "2", "--aa", "1", "--income", "3", "--tech",
                "defender:jet-fighters");
        assertEquals(2, jets.code(), jets.toString());
        assertEquals("jet-fighters changes nothing in a strategic bombing raid in Axis & Allies Revised (2004) (Revised rulebook, Phase 1: Develop Weapons — Weapons Developments — 1 Jet Fighters (L651-654), Appendix 1: Unit Profiles — Fighters (L2380-2381))",
                jets.err().strip());
        CliRun area = CliRun.of("rocket", "--edition", "world-at-war-2005", "--target", "area", "--tech",
                "defender:industrial-decentralization");
        assertEquals(2, area.code(), area.toString());
        assertEquals("industrial-decentralization changes rockets at the factory only, not at the area (World at War 2005 rulebook, 14.19 All: Industrial Decentralization (W593))", area.err().strip());
    }

    /** Issue 23 item 6: Luftwaffe Dive-Bombers (L2916-2922): a fighter raids at half a die, rounded up: 5/6 x 5/3 = 25/18. */
    @Test
    void luftwaffeDiveBombers() {
        String out = CliRun.of("raid", "--edition", "revised", "--bombers", "1 fighter", "--aa", "1", "--income", "2", "--tech",
                "attacker:luftwaffe-dive-bombers").ok().out();
        assertTrue(out.contains("1 fighter against an AA gun, territory income 2"), out);
        assertTrue(out.contains("            2     55.5556%   55.5556%"), out); // 5/6 x 2/3
        assertTrue(out.matches("(?s).*Expected damage +1\\.389 IPC.*"), out); // 25/18
        assertTrue(out.matches("(?s).*Expected raiders lost +0\\.167 \\(1\\.667 IPC\\).*"), out); // the fighter is no bomber: 1/6 x 10
    }

    @Test
    void whatARaidOfTheseEditionsCannotHaveIsOneLine() {
        CliRun escorts = CliRun.of("raid", "--edition", "revised", "--bombers", "2", "--escorts", "2", "--income", "4");
        assertEquals(2, escorts.code());
        assertTrue(escorts.err().strip().endsWith("only the bombers and the AA gun take part"), escorts.err());
        CliRun guns = CliRun.of("raid", "--edition", "classic", "--bombers", "2", "--aa", "2");
        assertEquals("--aa must be 0 or 1, not 2: one AA gun fires at each bomber", guns.err().strip());
        CliRun noIncome = CliRun.of("raid", "--edition", "revised", "--bombers", "2");
        assertEquals(2, noIncome.code());
        assertTrue(noIncome.err().startsWith("give the territory's income (--income)"), noIncome.err());
    }

    @Test
    void whatAWorldAtWarRaidCannotHaveIsOneLine() {
        CliRun heavy = CliRun.of("raid", "--edition", "world-at-war-2005", "--bombers", "3", "--tech", "attacker:heavy-bombers");
        assertEquals(2, heavy.code());
        assertEquals(1, heavy.err().strip().lines().count());
        assertTrue(heavy.err().startsWith("at most 2 bombers may roll 2 dice with heavy-bombers"), heavy.err());
        CliRun side = CliRun.of("raid", "--edition", "world-at-war-2005", "--bombers", "1", "--tech", "attacker:rv-jones");
        assertEquals(2, side.code());
        assertTrue(side.err().startsWith("rv-jones is the defender's, not the attacker's (World at War 2005 rulebook, 14.9 Britain: British"
                + " R.V. Jones Radio Beam Navigation Disruption (W551): "), side.err());
        CliRun order = CliRun.of("raid", "--edition", "world-at-war-2005", "--bombers", "1", "--aa-casualties", "sideways");
        assertEquals("unknown casualty order 'sideways' (orders: escorts-first, bombers-first)", order.err().strip());
    }

    @Test
    void whatAGlobalWarRaidCannotHaveIsOneLine() {
        CliRun aa = CliRun.of("raid", "--edition", "global-war-1939", "--bombers", "2", "--aa", "1");
        assertEquals(2, aa.code());
        assertEquals(1, aa.err().strip().lines().count());
        assertTrue(aa.err().contains("only the target's own AA fires at a raid"), aa.err());
        CliRun tac = CliRun.of("raid", "--edition", "global-war-1939", "--bombers", "1 tactical-bomber");
        assertEquals(2, tac.code());
        assertTrue(tac.err().startsWith("tactical-bomber cannot fly the major-ic mission"), tac.err());
    }

    /**
     * {@code --json} (issue 26, item 5) holds the figures the tables print. Revised, 3 bombers against an AA gun hitting
     * on 1, income 4: k bombers get through with C(3,k) (5/6)^k (1/6)^(3-k): 1/216, 15/216, 75/216, 125/216; each does
     * min(die, 4), 18/6 = 3 on average: expected damage 3 x 5/6 x 3 = 7.5 IPC; bombers lost 3 x 1/6 = 0.5, 7.5 IPC.
     */
    @Test
    void theJsonHoldsTheTablesFigures() {
        String[] raid = {"--edition", "revised", "--bombers", "3", "--aa", "1", "--income", "4"};
        JsonNode j = CliRun.json("raid", raid);
        assertEquals("revised", j.get("edition").asText());
        assertEquals(3, j.get("raiders").get("bomber").asInt());
        assertEquals(1, j.get("aa").asInt());
        assertEquals(4, j.get("income").asInt());
        assertTrue(j.get("ipcs").isNull(), j.toString());
        assertEquals("ipc", j.get("mission").asText());
        assertEquals("IPC", j.get("damageUnit").asText());
        double[] over = {1.0 / 216, 15.0 / 216, 75.0 / 216, 125.0 / 216};
        assertEquals(over.length, j.get("overTarget").size());
        for (int k = 0; k < over.length; k++) {
            assertEquals(k, j.get("overTarget").get(k).get("bombers").asInt());
            assertEquals(over[k], j.get("overTarget").get(k).get("probability").asDouble(), 1e-12);
        }
        assertEquals(1.0 / 216, j.get("damage").get(0).get("probability").asDouble(), 1e-12); // every bomber shot down
        assertEquals(7.5, j.get("expectedDamage").asDouble(), 1e-12);
        assertEquals(0.5, j.get("expectedBombersLost").asDouble(), 1e-12);
        assertEquals(7.5, j.get("attackerIpcLoss").asDouble(), 1e-12);
        assertEquals(0, j.get("ipcSwing").asDouble(), 1e-12);

        String out = CliRun.command("raid", raid).ok().out();
        assertEquals(out.lines().filter(l -> l.matches(" +\\d+ +\\d+\\.\\d{4}% +\\d+\\.\\d{4}%")).count(), j.get("damage").size(), out);
        for (JsonNode d : j.get("damage")) {
            CliRun.assertHasLines(out, " +" + d.get("damage").asInt() + " +" + java.util.regex.Pattern.quote(ResultTable.percent(
                    d.get("probability").asDouble())) + " +" + java.util.regex.Pattern.quote(ResultTable.percent(d.get("atLeast").asDouble())));
        }
        CliRun.assertContains(out, "  Rule: " + j.get("rules").get(0).asText());
        CliRun.assertHasLines(out, "Expected damage +7\\.500 IPC", "Expected bombers lost +0\\.500 \\(7\\.500 IPC\\)");

        // World at War's T9: the escorts', interceptors' and each side's IPC figures as the table prints them
        String[] t9 = {"--edition", "world-at-war-2005", "--bombers", "2", "--escorts", "2", "--interceptors", "2", "--aa", "1",
            "--mission", "factory"};
        JsonNode waw = CliRun.json("raid", t9);
        assertEquals("factory", waw.get("mission").asText());
        assertEquals(2, waw.get("rules").size()); // the raid and its mission
        assertEquals(5375.0 / 7776, waw.get("overTarget").get(2).get("probability").asDouble(), 1e-12);
        assertEquals(107.0 / 216, waw.get("expectedEscortsLost").asDouble(), 1e-12);
        assertEquals(325.0 / 1296, waw.get("expectedInterceptorsLost").asDouble(), 1e-12);
        String wawText = CliRun.command("raid", t9).ok().out();
        CliRun.assertHasLines(wawText, String.format(java.util.Locale.US, "Attacker's expected IPC loss +%.3f", waw.get("attackerIpcLoss").asDouble()),
                String.format(java.util.Locale.US, "Defender's expected IPC loss +%.3f", waw.get("defenderIpcLoss").asDouble()),
                String.format(java.util.Locale.US, "IPC swing \\(for the attacker\\) +%+.3f", waw.get("ipcSwing").asDouble()));
        CliRun.assertContains(wawText, "  Mission: " + waw.get("rules").get(1).asText());
    }
}
