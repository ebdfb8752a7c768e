package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * Issue 4's {@code compare}: one battle under several editions side by side; unit names mapped by each
 * edition's own abbreviations; what an edition lacks reported, never silently dropped.
 */
class CompareCommandTest {

    @Test
    void classicAndRevisedSideBySide() {
        String[] args = {"compare", "--editions", "classic,revised", "--attacker", "3 infantry, 1 armor",
            "--defender", "3 infantry, 1 armor"};
        String t = CliRun.of(args).ok().out();
        CliRun.assertHasLines(t, " +classic +revised", "Attacker wins +39\\.4480% +27\\.3191%",
                "  Attacker: +3 infantry, 1 armor", "  Attacker: +3 infantry, 1 tank",
                "classic: Method: exact .*", "revised: Method: exact .*");
        assertFalse(t.contains("Notes:"), t);

        JsonNode j = CliRun.json("compare", "--editions", "classic,revised", "--attacker", "3 infantry, 1 armor",
                "--defender", "3 infantry, 1 armor");
        assertEquals(0.394480, j.get("classic").get("attackerWin").asDouble(), 1e-6);
        assertEquals(0.273191, j.get("revised").get("attackerWin").asDouble(), 1e-6);
        assertEquals(1, j.get("classic").get("attacker").get("armor").asInt());
        assertEquals(1, j.get("revised").get("attacker").get("tank").asInt());
        assertEquals("classic", j.get("classic").get("edition").asText());
        assertEquals(0, j.get("classic").get("missing").size());
    }

    @Test
    void aUnitAnEditionLacksIsReportedAndLeftOut() {
        String[] battle = {"--attacker", "3 inf, 1 art, 1 tank", "--defender", "3 inf"};
        String t = CliRun.of("compare", "--editions", "classic,revised", battle[0], battle[1], battle[2], battle[3]).ok().out();
        CliRun.assertHasLines(t, "  classic: artillery is not in this edition - left out \\(attacker 1\\)");
        JsonNode j = CliRun.json("compare", "--editions", "classic,revised", battle[0], battle[1], battle[2], battle[3]);
        assertEquals(1, j.get("classic").get("missing").get("attacker").get("artillery").asInt());
        assertFalse(j.get("classic").get("attacker").has("artillery"));
        assertEquals(0, j.get("revised").get("missing").size());
        assertEquals(1, j.get("revised").get("attacker").get("artillery").asInt());
        // Classic's column is exactly the battle without the artillery
        JsonNode without = CliRun.odds("--edition", "classic", "--attacker", "3 inf, 1 tank", "--defender", "3 inf");
        assertEquals(without.get("attackerWin").asDouble(), j.get("classic").get("attackerWin").asDouble(), 1e-12);
    }

    @Test
    void anEditionWithNoAttackerLeftIsReportedWhileTheOthersRun() {
        String[] args = {"--editions", "classic,revised", "--attacker", "2 artillery", "--defender", "3 inf"};
        String t = CliRun.of("compare", args[0], args[1], args[2], args[3], args[4], args[5]).ok().out();
        CliRun.assertHasLines(t, "  classic: artillery is not in this edition - left out \\(attacker 2\\)",
                "  classic: not solved: the attacker has no units \\(after leaving out what the edition lacks\\)",
                " +revised", "Attacker wins +\\d+\\.\\d{4}%");
        JsonNode j = CliRun.json("compare", args);
        assertEquals("the attacker has no units (after leaving out what the edition lacks)",
                j.get("classic").get("error").asText());
        assertFalse(j.get("classic").has("attackerWin"));
        assertEquals(2, j.get("classic").get("missing").get("attacker").get("artillery").asInt());
        assertTrue(j.get("revised").get("attackerWin").asDouble() > 0);
    }

    /**
     * Issue 25: fitting an order of loss ending in in-order kept the marker as a unit and refused it ("unknown unit
     * 'in-order' in every edition compared"); the marker stays after the units fitted, as odds reads it.
     */
    @Test
    void anOrderOfLossInOrderIsFittedWithItsMarker() {
        String[] battle = {"--attacker", "1 battleship, 1 destroyer", "--defender", "2 destroyer", "--attacker-ool",
            "battleship, destroyer, in-order"};
        JsonNode j = CliRun.json("compare", "--editions", "global-war-1939,revised", battle[0], battle[1], battle[2], battle[3],
                battle[4], battle[5]);
        for (String edition : java.util.List.of("global-war-1939", "revised")) {
            JsonNode alone = CliRun.odds("--edition", edition, battle[0], battle[1], battle[2], battle[3], battle[4], battle[5]);
            assertEquals(alone.get("attackerWin").asDouble(), j.get(edition).get("attackerWin").asDouble(), 1e-12, edition);
        }
    }

    @Test
    void technologiesOptionsAndOrderEntriesAnEditionLacksAreReported() {
        JsonNode j = CliRun.json("compare", "--editions", "classic,revised", "--attacker", "3 inf, 1 ftr",
                "--defender", "2 inf, 1 ftr", "--tech", "defender:jet-fighters", "--option",
                "destroyer-vs-submarines=cancel-opening-fire", "--attacker-ool", "inf,art,ftr");
        JsonNode missing = j.get("classic").get("missing");
        assertEquals("jet-fighters", missing.get("techs").get("defender").get(0).asText());
        assertEquals("cancel-opening-fire", missing.get("options").get("destroyer-vs-submarines").asText());
        assertEquals("artillery", missing.get("orderOfLoss").get("attacker").get(0).asText());
        assertEquals(0, j.get("revised").get("missing").size());
        assertEquals("jet-fighters", j.get("revised").get("techs").get("defender").get(0).asText());
        // Classic's jet power is its own technology: jet-fighters is not mapped onto it
        assertEquals(0, j.get("classic").get("techs").get("defender").size());

        String t = CliRun.of("compare", "--editions", "classic,revised", "--attacker", "3 inf, 1 ftr",
                "--defender", "2 inf, 1 ftr", "--tech", "defender:jet-fighters").ok().out();
        CliRun.assertHasLines(t, "  classic: technology jet-fighters is not in this edition - left out \\(defender\\)");
    }

    @Test
    void monteCarloOptionsApplyToEveryEdition() {
        JsonNode j = CliRun.json("compare", "--editions", "classic,house-rules-1998", "--attacker", "3 inf, 1 armor",
                "--defender", "3 inf, 1 armor", "--method", "montecarlo", "--trials", "2000", "--seed", "4", "--threads", "1");
        for (String id : new String[] {"classic", "house-rules-1998"}) {
            assertEquals("montecarlo", j.get(id).get("method").asText());
            assertEquals(2000, j.get(id).get("trials").asLong());
            assertEquals(4, j.get(id).get("seed").asLong());
        }
        // house-rules-1998 is Classic plus units and options this battle does not use: same seed, same figures
        assertEquals(j.get("classic").get("attackerWin"), j.get("house-rules-1998").get("attackerWin"));
    }
}
