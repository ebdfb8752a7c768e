package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.input.BattlePreset;
import battleboard.battle.BattleSetup;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.battle.SubmergePolicy;
import battleboard.edition.Edition;
import battleboard.input.BattleCommandLine;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Sample battles ({@code presets/battles/*.json}, {@link BattlePreset}) and {@code --preset}. */
class BattlePresetTest {

    static Stream<Path> sampleBattles() throws IOException {
        try (Stream<Path> files = Files.list(Path.of(BattleOptions.BATTLES))) {
            return files.filter(f -> f.toString().endsWith(".json")).sorted().toList().stream();
        }
    }

    /** File › Samples lists {@link BattlePreset#SAMPLES}: every file of the directory, and only those. */
    @Test
    void theSamplesListedAreTheFilesOfTheDirectory() throws IOException {
        assertEquals(sampleBattles().map(f -> f.getFileName().toString().replace(".json", "")).toList(), BattlePreset.SAMPLES);
        for (String name : BattlePreset.SAMPLES) {
            assertEquals(BattlePreset.read(Path.of(BattleOptions.BATTLES, name + ".json")), BattlePreset.sample(name));
        }
        assertThrows(IllegalArgumentException.class, () -> BattlePreset.sample("no-such-battle"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sampleBattles")
    void everySampleBattleLoadsBuildsAndRuns(Path file) {
        BattlePreset p = BattlePreset.read(file);
        assertFalse(p.name().isBlank(), file + " has no name");
        BattleSetup setup = p.builder(Edition.builtIn(p.edition().orElseThrow())).build();
        assertFalse(setup.force(Side.ATTACKER).isEmpty());
        JsonNode j = CliRun.odds("--preset", file.toString());
        assertEquals(p.edition().get(), j.get("edition").asText());
        assertEquals(1, j.get("attackerWin").asDouble() + j.get("defenderWin").asDouble() + j.get("draw").asDouble(), 1e-9);
        // the built-in copy on the class path, by name
        String name = file.getFileName().toString().replace(".json", "");
        assertEquals(j.get("attackerWin"), CliRun.odds("--preset", name).get("attackerWin"));
    }

    @Test
    void theRetreatSampleGivesTheIssueFigures() {
        JsonNode j = CliRun.odds("--preset", "presets/battles/revised-retreat-after-round-1.json");
        assertEquals(0.00228624, j.get("attackerWin").asDouble(), 1e-7);
        assertEquals(0.98536808, j.get("retreat").asDouble(), 1e-7);
    }

    @Test
    void flagsOverrideThePreset() {
        // fighting to the end instead: the lead's reference figure for 3 inf + 1 tank against 4 inf
        JsonNode never = CliRun.odds("--preset", "revised-retreat-after-round-1", "--retreat", "never");
        assertEquals(0.3944796453, never.get("attackerWin").asDouble(), 1e-9);
        JsonNode fewer = CliRun.odds("--preset", "revised-retreat-after-round-1", "--defender", "1 inf",
                "--retreat", "never");
        assertEquals(1, fewer.get("defender").get("infantry").asInt());
        assertEquals(3, fewer.get("attacker").get("infantry").asInt());
        JsonNode classic = CliRun.odds("--preset", "revised-retreat-after-round-1", "--edition", "classic");
        assertEquals("classic", classic.get("edition").asText());
        assertEquals(1, classic.get("attacker").get("armor").asInt());
        CliRun.assertContains(CliRun.of("compare", "--preset", "classic-armor", "--editions", "classic,revised").ok().out(),
                "39.4480%", "27.3191%");
    }

    @Test
    void everyFieldIsRead(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("all.json");
        Files.writeString(file, """
                { "name": "all fields", "edition": "revised", "attacker": "2 bb, 1 sub", "defender": "2 dd, 1 sub",
                  "damaged": { "attacker": "1 bb" }, "techs": { "attacker": ["super-submarines"] },
                  "options": { "destroyer-vs-submarines": "cancel-opening-fire" },
                  "orders": { "attacker": "sub, bb", "defender": "weakest" }, "keepLand": 0, "amphibious": false,
                  "retreat": "at-units 1", "submerge": { "attacker": "when-no-targets", "defender": "always" },
                  "round": 3, "notes": "ignored" }
                """);
        BattlePreset p = BattlePreset.read(file);
        assertEquals("all fields", p.name());
        BattleSetup s = p.builder(Edition.builtIn("revised")).build();
        assertEquals("2 battleship, 1 submarine", s.force(Side.ATTACKER).toString());
        assertEquals("1 battleship", s.damaged(Side.ATTACKER).toString());
        assertEquals("super-submarines", s.techs(Side.ATTACKER).iterator().next().id());
        assertEquals("cancel-opening-fire", s.rules().asMap().get("destroyer-vs-submarines"));
        assertEquals(List.of("submarine", "battleship"), s.order(Side.ATTACKER).unitIds().subList(0, 2));
        assertEquals(new RetreatPolicy.AtUnits(1), s.retreat());
        assertEquals(SubmergePolicy.WHEN_NO_TARGETS, s.submerge(Side.ATTACKER));
        assertEquals(SubmergePolicy.ALWAYS, s.submerge(Side.DEFENDER));
        assertEquals(3, s.startRound());
    }

    /** What the form saves ({@link BattlePreset#toJson()}) reads back as the same preset, every field given. */
    @Test
    void aWrittenBattleReadsBackTheSame(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("all.json");
        Files.writeString(file, """
                { "name": "all fields", "edition": "revised", "attacker": "2 bb, 1 sub", "defender": "2 dd, 1 sub",
                  "bombard": "1 bb", "landed": "2 inf", "damaged": { "attacker": "1 bb" },
                  "cargo": { "defender": "1 inf" }, "techs": { "attacker": ["super-submarines", "jet-fighters"] },
                  "options": { "destroyer-vs-submarines": "cancel-opening-fire" },
                  "orders": { "attacker": "sub, bb", "defender": "weakest" }, "keepLand": 1, "amphibious": true,
                  "retreat": "below 0.35", "submerge": { "attacker": "keep 1", "defender": "always" },
                  "round": 3, "noLanding": ["defender", "attacker"], "detection": "2:2", "chineseMorale": true,
                  "airCombat": "2:3", "navalBaseFirstStrike": true, "defenderRetreat": "after-round 2", "noEscapeZone": true }
                """);
        BattlePreset p = BattlePreset.read(file);
        Path written = dir.resolve("written.json");
        Files.writeString(written, p.toJson());
        assertEquals(p, BattlePreset.read(written));
        assertEquals(BattlePreset.empty(), BattlePreset.read(writeTo(dir.resolve("empty.json"), BattlePreset.empty().toJson())));
        for (String r : List.of("never", "best", "after-round 2", "at-units 3", "when no-land-units", "when only-aircraft",
                "below 0.25")) {
            assertEquals(r, BattlePreset.retreatText(BattlePreset.retreat(r)));
        }
    }

    private static Path writeTo(Path file, String text) throws IOException {
        return Files.writeString(file, text);
    }

    /**
     * A battle as the form saves it ({@link BattlePreset#of}: the built setup written back) and as it copies it
     * ({@link BattleCommandLine#flags}) gives the odds of the sample it came from.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("sampleBattles")
    void aBuiltBattleWrittenBackAndItsCommandLineGiveTheSameOdds(Path file, @TempDir Path dir) throws IOException {
        BattlePreset p = BattlePreset.read(file);
        BattleSetup setup = p.builder(Edition.builtIn(p.edition().orElseThrow())).build();
        BattlePreset saved = BattlePreset.of(setup, p.edition().get(), p.name());
        Path written = writeTo(dir.resolve("saved.json"), saved.toJson());
        JsonNode original = CliRun.odds("--preset", file.toString());
        assertEquals(original.get("attackerWin"), CliRun.odds("--preset", written.toString()).get("attackerWin"), file.toString());
        assertEquals(original.get("attackerWin"), CliRun.odds(BattleCommandLine.flags(saved).toArray(String[]::new)).get("attackerWin"));
        assertTrue(BattleCommandLine.of(saved).startsWith("battleboard odds --edition " + p.edition().get() + " --attacker '"),
                BattleCommandLine.of(saved));
    }

    /** The rolls around a battle may come from the file: the same odds as with the flags. */
    @Test
    void aPresetGivesThePreBattleRollsAsTheFlagsDo(@TempDir Path dir) throws IOException {
        Path file = writeTo(dir.resolve("gw.json"), """
                { "edition": "global-war-1939", "attacker": "2 inf, 2 fig", "defender": "2 inf, 2 fig", "airCombat": "1:1" }
                """);
        JsonNode fromFile = CliRun.odds("--preset", file.toString());
        JsonNode fromFlags = CliRun.odds("--edition", "global-war-1939", "--attacker", "2 inf, 2 fig", "--defender", "2 inf, 2 fig",
                "--air-combat", "1:1");
        JsonNode without = CliRun.odds("--edition", "global-war-1939", "--attacker", "2 inf, 2 fig", "--defender", "2 inf, 2 fig");
        assertEquals(fromFlags.get("attackerWin"), fromFile.get("attackerWin"));
        assertTrue(Math.abs(fromFile.get("attackerWin").asDouble() - without.get("attackerWin").asDouble()) > 1e-6);
    }

    @Test
    void retreatPoliciesAreWrittenAsOnTheCommandLine() {
        assertEquals(RetreatPolicy.never(), BattlePreset.retreat("never"));
        assertEquals(new RetreatPolicy.Best(), BattlePreset.retreat("best"));
        assertEquals(new RetreatPolicy.AfterRound(2), BattlePreset.retreat("after-round 2"));
        assertEquals(new RetreatPolicy.AtUnits(3), BattlePreset.retreat(" At-Units  3 "));
        assertEquals(new RetreatPolicy.WhenNoLandUnits(), BattlePreset.retreat("when no-land-units"));
        assertEquals(new RetreatPolicy.WhenOnlyAircraft(), BattlePreset.retreat("when only-aircraft"));
        assertEquals(new RetreatPolicy.BelowWinProbability(0.25), BattlePreset.retreat("below 0.25"));
        for (String bad : List.of("sometimes", "after-round", "after-round x", "when never", "best 2")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BattlePreset.retreat(bad));
            assertTrue(e.getMessage().contains("is not a retreat policy"), e.getMessage());
        }
    }

    @Test
    void aBrokenFileIsRefusedNamingTheFileAndField(@TempDir Path dir) throws IOException {
        assertRefused(dir, "{ \"attacker\": 3 }", "field 'attacker': expected text, got number");
        assertRefused(dir, "{ \"attackers\": \"3 inf\" }", "field 'attackers': not a battle field");
        assertRefused(dir, "{ \"retreat\": \"sometimes\" }", "field 'retreat': expected one of never, best");
        assertRefused(dir, "{ \"submerge\": { \"attacker\": \"later\" } }", "field 'submerge.attacker': unknown submerge policy");
        assertRefused(dir, "{ \"orders\": { \"both\": \"inf\" } }", "field 'orders.both': expected \"attacker\" or \"defender\"");
        assertRefused(dir, "{ \"round\": 0 }", "field 'round': expected a whole number of at least 1, got 0");
        assertRefused(dir, "{ \"amphibious\": \"yes\" }", "field 'amphibious': expected true or false");
        assertRefused(dir, "{ \"techs\": { \"attacker\": \"jet-fighters\" } }", "field 'techs.attacker': expected a list");
        assertRefused(dir, "[ 1 ]", "expected a JSON object at the top level");
        assertRefused(dir, "{ oops", "not valid JSON at line 1");
    }

    private static void assertRefused(Path dir, String json, String expected) throws IOException {
        Path file = dir.resolve("battle.json");
        Files.writeString(file, json);
        CliRun run = CliRun.of("odds", "--preset", file.toString(), "--attacker", "1 inf", "--defender", "1 inf");
        assertEquals(Exit.BAD_INPUT, run.code(), run::toString);
        assertEquals(1, run.err().lines().count(), run::toString);
        CliRun.assertContains(run.err(), file.toString(), expected);
    }

    @Test
    void aPresetWithoutTheUnitsNeedsTheFlags(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("rules-only.json");
        Files.writeString(file, "{ \"edition\": \"classic\", \"retreat\": \"after-round 1\" }");
        CliRun run = CliRun.of("odds", "--preset", file.toString(), "--defender", "1 inf");
        assertEquals(Exit.BAD_INPUT, run.code(), run::toString);
        CliRun.assertContains(run.err(), "Missing required option: '--attacker=UNITS' (the preset does not give it)");
        JsonNode j = CliRun.odds("--preset", file.toString(), "--attacker", "1 inf", "--defender", "1 inf");
        assertEquals("classic", j.get("edition").asText());
        assertEquals(20.0 / 36, j.get("retreat").asDouble(), 1e-9);
    }
}
