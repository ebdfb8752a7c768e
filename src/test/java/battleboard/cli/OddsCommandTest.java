package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code battleboard odds} run in-process on real battles. Expected values are closed forms derived in
 * the comments (Revised values: infantry 1/2, tank 3/3, fighter 3/4, bomber 4/1, battleship bombards
 * at 4, AA gun hits an aircraft on 1) or the lead's reference values.
 */
class OddsCommandTest {
    private static final double EPS = 1e-9;

    private static JsonNode odds(String... args) {
        return CliRun.odds(args);
    }

    static void assertOutcome(JsonNode j, double attackerWin, double defenderWin, double draw) {
        assertEquals(attackerWin, j.get("attackerWin").asDouble(), EPS, "attackerWin");
        assertEquals(defenderWin, j.get("defenderWin").asDouble(), EPS, "defenderWin");
        assertEquals(draw, j.get("draw").asDouble(), EPS, "draw");
    }

    /**
     * A switch takes an attached true or false as picocli takes it for an annotated boolean field ({@code Flag.toggle}), and
     * nothing after a space; a switch of the rolls before the battle ({@code --no-escape-zone}, built with arity 0 in
     * {@code BattleOptions.addRollOptions}) takes no value at all.
     */
    @Test
    void aSwitchTakesAnAttachedTrueOrFalse() {
        String[] battle = {"odds", "--attacker", "3 inf", "--defender", "2 inf"};
        String table = CliRun.of(battle).ok().out();
        String json = CliRun.of(concat(battle, "--json")).ok().out();
        assertEquals(json, CliRun.of(concat(battle, "--json=true")).ok().out());
        assertEquals(table, CliRun.of(concat(battle, "--json=false")).ok().out());
        assertEquals(table, CliRun.of(concat(battle, "--amphibious=false")).ok().out());
        assertEquals(Exit.BAD_INPUT, CliRun.of(concat(battle, "--json", "false")).code());
        assertEquals(Exit.BAD_INPUT, CliRun.of(concat(battle, "--no-escape-zone=true")).code());
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    @Test
    void oneInfantryAgainstOneInfantry() {
        // per round: attacker hits 1/6, defender 2/6; ends with p = 1 - (5/6)(4/6) = 16/36
        JsonNode j = odds("--attacker", "1 infantry", "--defender", "1 infantry");
        assertOutcome(j, 0.25, 0.625, 0.125);
        assertEquals(0.0, j.get("stalemate").asDouble(), EPS);
        assertEquals(0.75 * 3, j.get("attackerIpcLoss").asDouble(), EPS);
        assertEquals(0.375 * 3, j.get("defenderIpcLoss").asDouble(), EPS);
        assertEquals(0.375 * 3 - 0.75 * 3, j.get("ipcSwing").asDouble(), EPS);
        assertEquals(36.0 / 16, j.get("expectedRounds").asDouble(), EPS);
        assertEquals("exact", j.get("method").asText());
        assertFalse(j.get("methodNote").asText().isBlank());
        assertEquals("revised", j.get("edition").asText());
        assertEquals("land", j.get("battle").asText());
        assertEquals(1, j.get("attacker").get("infantry").asInt());
        assertEquals(1, j.get("defender").get("infantry").asInt());
        assertTrue(j.get("states").asLong() > 0);
        assertTrue(Math.abs(j.get("unaccounted").asDouble()) < EPS);
        assertFalse(j.has("trials"), "an exact result has no sampling fields");
        JsonNode survivors = j.get("defenderSurvivors");
        assertEquals(2, survivors.size());
        assertEquals(1, survivors.get(0).get("units").get("infantry").asInt());
        assertEquals(0.625, survivors.get(0).get("probability").asDouble(), EPS);
        assertEquals(0, survivors.get(1).get("units").size());
        assertEquals(0.375, survivors.get(1).get("probability").asDouble(), EPS);
    }

    @Test
    void threeInfantryAndATankAgainstFourInfantry() {
        JsonNode j = odds("--attacker", "3 infantry, 1 tank", "--defender", "4 infantry");
        assertOutcome(j, 0.3944796453, 0.5587113600, 0.0468089947);
        double total = 0;
        for (JsonNode s : j.get("attackerSurvivors")) {
            total += s.get("probability").asDouble();
        }
        assertEquals(1.0, total, EPS);
    }

    @Test
    void abbreviationsNameTheEditionsUnits() {
        JsonNode land = odds("--attacker", "1 inf, 1 art, 1 arm, 1 ftr, 1 bmb", "--defender", "2 inf, 1 aa");
        assertEquals(Map.of("infantry", 1, "artillery", 1, "tank", 1, "fighter", 1, "bomber", 1), counts(land.get("attacker")));
        assertEquals(Map.of("infantry", 2, "aa-gun", 1), counts(land.get("defender")));
        JsonNode sea = odds("--attacker", "1 bb, 1 dd, 1 sub", "--defender", "1 cv, 2 tr");
        assertEquals("sea", sea.get("battle").asText());
        assertEquals(Map.of("battleship", 1, "destroyer", 1, "submarine", 1), counts(sea.get("attacker")));
        assertEquals(Map.of("carrier", 1, "transport", 2), counts(sea.get("defender")));

        JsonNode full = odds("--attacker", "3 infantry, 1 tank", "--defender", "4 infantry");
        JsonNode abbreviated = odds("--attacker", "3 inf, 1 arm", "--defender", "4 inf");
        assertOutcome(abbreviated, full.get("attackerWin").asDouble(), full.get("defenderWin").asDouble(),
                full.get("draw").asDouble());
    }

    private static Map<String, Integer> counts(JsonNode units) {
        Map<String, Integer> m = new java.util.HashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = units.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            m.put(e.getKey(), e.getValue().asInt());
        }
        return m;
    }

    @Test
    void ordersOfLossChangeTheOdds() {
        String[] battle = {"--attacker", "1 tank, 1 bomber", "--defender", "1 tank, 1 fighter"};
        JsonNode chosen = odds(battle[0], battle[1], battle[2], battle[3],
                "--attacker-ool", "bomber,tank", "--defender-ool", "tank,fighter");
        assertOutcome(chosen, 2351.0 / 6545, 2726.0 / 6545, 1468.0 / 6545);
        assertEquals("bomber", chosen.get("orderOfLoss").get("attacker").get(0).asText());
        assertEquals("tank", chosen.get("orderOfLoss").get("defender").get(0).asText());
        JsonNode cheapest = odds(battle);
        assertNotEquals(chosen.get("attackerWin").asDouble(), cheapest.get("attackerWin").asDouble(), 1e-3);
    }

    @Test
    void heavyBombersRollTwoDice() {
        // bomber vs infantry: attacker hits 4/6 (heavy: 1 - (2/6)^2 = 8/9), defender hits 2/6
        assertOutcome(odds("--attacker", "1 bomber", "--defender", "1 infantry"), 4.0 / 7, 1.0 / 7, 2.0 / 7);
        JsonNode heavy = odds("--attacker", "1 bmb", "--defender", "1 inf", "--tech", "attacker:heavy-bombers");
        assertOutcome(heavy, 0.64, 0.04, 0.32);
        assertEquals("heavy-bombers", heavy.get("techs").get("attacker").get(0).asText());
    }

    @Test
    void techAcceptsACommaListForBothSides() {
        // heavy bomber hits 8/9; jet fighter defends at 5: a only 8/54, d only 5/54, both 40/54
        JsonNode j = odds("--attacker", "1 bmb", "--defender", "1 ftr", "--tech", "attacker:heavy-bombers,defender:jet-fighters");
        assertOutcome(j, 8.0 / 53, 5.0 / 53, 40.0 / 53);
        JsonNode repeated = odds("--attacker", "1 bmb", "--defender", "1 ftr",
                "--tech", "attacker:heavy-bombers", "--tech", "defender:jet-fighters");
        assertOutcome(repeated, 8.0 / 53, 5.0 / 53, 40.0 / 53);
    }

    @Test
    void shoreBombardmentFiresInTheFirstRound() {
        // the battleship hits the lone defender with 4/6 before it can fire; else 1 inf vs 1 inf
        JsonNode j = odds("--attacker", "1 inf", "--defender", "1 inf", "--bombard", "1 bb");
        assertOutcome(j, 2.0 / 3 + 0.25 / 3, 0.625 / 3, 0.125 / 3);
        assertEquals(1, j.get("bombard").get("battleship").asInt());
    }

    @Test
    void ruleOptionsChangeTheOdds() {
        // fighter (3) vs infantry (2) and an AA gun (1 die at the fighter, hits on 1)
        // first round only: 5/6 of the time a plain fight, won 1/2, lost 1/4, drawn 1/4
        JsonNode first = odds("--attacker", "1 ftr", "--defender", "1 inf, 1 aa");
        assertOutcome(first, 5.0 / 12, 1.0 / 6 + 5.0 / 24, 5.0 / 24);
        // every round: per round attacker-only 60/216, defender-only 66/216, both 30/216
        JsonNode every = odds("--attacker", "1 ftr", "--defender", "1 inf, 1 aa", "--option", "aa-rounds=every-round");
        assertOutcome(every, 60.0 / 156, 66.0 / 156, 30.0 / 156);
        assertEquals("every-round", every.get("options").get("aa-rounds").asText());
        assertEquals("first-round", first.get("options").get("aa-rounds").asText());
        JsonNode perAircraft = odds("--attacker", "1 ftr", "--defender", "1 inf, 1 aa",
                "--option", "aa-casualties=per-aircraft", "--option", "aa-rounds=every-round");
        assertEquals("per-aircraft", perAircraft.get("options").get("aa-casualties").asText());
        assertOutcome(perAircraft, 60.0 / 156, 66.0 / 156, 30.0 / 156); // one aircraft: the readings agree
    }

    @Test
    void explicitExactMethodAndBuiltInEditionMatchTheDefaults() {
        JsonNode j = odds("--attacker", "1 inf", "--defender", "1 inf", "--method", "exact", "--edition", "revised");
        assertOutcome(j, 0.25, 0.625, 0.125);
    }

    @Test
    void tableShowsTheFigures() {
        String t = CliRun.of("odds", "--attacker", "3 infantry, 1 tank", "--defender", "4 infantry").ok().out();
        CliRun.assertContains(t, "39.4480%", "55.8711%", "4.6809%", "Method: exact", "Attacker survivors",
                "Defender survivors", "1 infantry, 1 tank");

        String small = CliRun.of("odds", "--attacker", "1 inf", "--defender", "1 inf").ok().out();
        CliRun.assertHasLines(small, "Attacker wins +25\\.0000%", "Defender wins +62\\.5000%",
                "Draw \\(both destroyed\\) +12\\.5000%", "Attacker expected IPC loss +2\\.250",
                "Defender expected IPC loss +1\\.125", "IPC swing \\(for the attacker\\) +-1\\.125",
                "Expected rounds +2\\.250", " +75\\.0000% +none");
    }

    @Test
    void tableListsTheMostProbableSurvivorsAndTheRest() {
        String t = CliRun.of("odds", "--attacker", "6 inf, 2 tank", "--defender", "8 inf", "--survivors", "3").ok().out();
        CliRun.assertContains(t, "Attacker survivors (3 most probable of 9 compositions)", "the other 6");
    }

    @Test
    void tableNamesTheChosenInputs() {
        String t = CliRun.of("odds", "--attacker", "1 tank, 1 bomber", "--defender", "1 tank, 1 fighter, 1 aa",
                "--attacker-ool", "bomber,tank", "--tech", "defender:jet-fighters", "--bombard", "1 bb",
                "--option", "aa-rounds=every-round").ok().out();
        CliRun.assertContains(t, "Defender:       1 tank, 1 fighter, 1 aa-gun", "Bombardment:    1 battleship",
                "defender jet-fighters", "aa-rounds=every-round", "attacker bomber > tank");
    }
}
