package battleboard.cli;

import java.util.List;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The top-level command: help, version, edition files, the units listing and internal errors. */
class BattleboardCliTest {

    @Test
    void helpListsTheCommandsAndExitsZero() {
        CliRun.assertContains(CliRun.of("--help").ok().out(), "odds", "compare", "casualties", "units", "editions");
        CliRun odds = CliRun.of("odds", "--help").ok();
        CliRun.assertContains(odds.out(), "--edition", "--edition-file", "--preset", "--attacker", "--defender",
                "--attacker-ool", "--defender-ool", "--keep-land", "--bombard", "--amphibious", "--tech", "--option",
                "--retreat", "--retreat-after-round", "--retreat-at-units", "--retreat-when", "--retreat-below", "--submerge",
                "--round", "--attacker-damaged", "--defender-damaged", "--method", "--trials", "--precision", "--time-limit",
                "--seed", "--threads", "--json", "--survivors", "--rounds");
        CliRun.assertContains(CliRun.of("compare", "--help").ok().out(), "--editions", "--attacker", "--method", "--json");
        CliRun.assertContains(CliRun.of("casualties", "--help").ok().out(), "--hits", "--round", "--attacker-damaged");
        assertTrue(odds.out().endsWith("aa-casualties=per-aircraft" + System.lineSeparator()), odds.out());
    }

    /** Start-up: picocli reads a command's options by reflection, so only the command typed is built. */
    @Test
    void aCommandLineBuildsOnlyTheCommandItNames() {
        PrintWriter none = new PrintWriter(new StringWriter());
        assertEquals(java.util.List.of("odds"), java.util.List.copyOf(BattleboardCli.commandLine(none, none, "odds").getSubcommands().keySet()));
        assertEquals(java.util.List.of("raid"), java.util.List.copyOf(BattleboardCli.commandLine(none, none, "raid").getSubcommands().keySet()));
        for (String first : new String[] {"--help", "--version", "odz", ""}) {
            CommandLine all = BattleboardCli.commandLine(none, none, first);
            assertEquals(BattleboardCli.COMMANDS, java.util.List.copyOf(all.getSubcommands().keySet()), first);
            all.getSubcommands().forEach((name, sub) -> assertEquals(name + "command",
                    sub.getCommandSpec().userObject().getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT)));
        }
        CliRun.assertContains(CliRun.of("--help").ok().out(), "reinforce", "raid", "rocket");
        CliRun misspelt = CliRun.of("odz");
        assertEquals(Exit.BAD_INPUT, misspelt.code());
        assertEquals("Unmatched argument at index 0: 'odz' (try 'battleboard --help')", misspelt.err().strip());
    }

    /**
     * Picocli's java.time and java.sql converters are left unregistered to spare the start-up their classes
     * ({@link BattleboardCli#UNUSED_CONVERTERS}): no option of any command may take such a type.
     */
    @Test
    void noOptionTakesATypeWhoseConverterIsLeftOut() {
        PrintWriter none = new PrintWriter(new StringWriter());
        CommandLine all = BattleboardCli.commandLine(none, none, "");
        java.util.List<String> patterns = java.util.List.of(BattleboardCli.UNUSED_CONVERTERS.split(","));
        int options = 0;
        for (CommandLine c : all.getSubcommands().values()) {
            for (picocli.CommandLine.Model.OptionSpec o : c.getCommandSpec().options()) {
                java.util.List<Class<?>> types = new java.util.ArrayList<>(java.util.List.of(o.auxiliaryTypes()));
                types.add(o.type());
                for (Class<?> t : types) {
                    assertTrue(patterns.stream().noneMatch(t.getName()::matches), c.getCommandName() + " " + o.longestName() + ": " + t);
                }
                options++;
            }
        }
        assertTrue(options > 100, "options seen: " + options);
        assertEquals(BattleboardCli.UNUSED_CONVERTERS, System.getProperty("picocli.converters.excludes"));
    }

    @Test
    void versionNamesTheProgram() {
        CliRun run = CliRun.of("--version").ok();
        assertTrue(run.out().startsWith("Battleboard "), run.out());
    }

    /** Each command's {@code -V}, {@code --version} prints the version as the top command's does (it printed nothing). */
    @Test
    void everyCommandsVersionFlagPrintsTheVersion() {
        String version = CliRun.of("--version").ok().out();
        for (String command : BattleboardCli.COMMANDS) {
            assertEquals(version, CliRun.of(command, "--version").ok().out(), command);
            assertEquals(version, CliRun.of(command, "-V").ok().out(), command);
        }
    }

    /** {@code --version} alone is answered without picocli (issue 24, item 4): with what picocli prints for it. */
    @Test
    void versionAloneIsWhatPicocliPrints() {
        StringWriter picocli = new StringWriter();
        PrintWriter none = new PrintWriter(new StringWriter());
        BattleboardCli.commandLine(none, none, "--version").printVersionHelp(new PrintWriter(picocli, true));
        assertEquals(picocli.toString(), CliRun.of("--version").ok().out());
        assertEquals(picocli.toString(), CliRun.of("-V").ok().out());
        assertEquals(2, picocli.toString().lines().count(), picocli::toString);
    }

    @Test
    void unitsListsUnitsTechnologiesAndRuleOptions() {
        String t = CliRun.of("units", "--edition", "revised").ok().out();
        CliRun.assertHasLines(t,
                "  infantry +inf +land +3 +1 +2",
                "  artillery +art, arty +land +4 +2 +2 +raises one infantry to attack 2",
                "  battleship +bb +sea +24 +4 +4 +2 hits to destroy; shore bombardment at 4",
                "  submarine +sub, ss +sea +8 +2 +2 +opening fire on attack and defense; hits sea units only",
                "  aa-gun +aa, antiaircraft-gun +land +5 +0 +0 +AA gun: one die per attacking aircraft, hits on 1; .*",
                "  heavy-bombers +Heavy Bombers +bomber 2 dice on attack, kamikaze-bomber 2 dice on attack",
                "  jet-fighters +Jet Fighters +fighter defense 5",
                "  aa-casualties +owner-chooses +per-aircraft",
                "  destroyer-vs-submarines +delay-removal +cancel-opening-fire");
    }

    @Test
    /** Issue 23: the rulebook column names the published rulebook a player has, not the repository's text copy. */
    void editionsListsTheBuiltInEditions() {
        String t = CliRun.of("editions").ok().out();
        CliRun.assertHasLines(t, "  revised +Axis & Allies Revised \\(2004\\) +Axis & Allies Revised rulebook \\(Avalon Hill, 2004\\)",
                "  classic +Axis & Allies Classic .* +Axis & Allies Gameplay Manual, Second Edition \\(Milton Bradley\\)",
                "  house-rules-1998 +.* +Axis & Allies house rules \\(R\\.D\\. Baker, 1998\\)",
                "  world-at-war-2005 +.* +The World at War 2005 rules, 4th edition \\(Xeno Games\\)",
                "  global-war-1939 +.* +Global War 1939 rulebook \\(HBG fan variant, 37 pages\\)");
        assertFalse(t.contains("seeds/"), t);
    }

    @Test
    void unitsWorksForEveryEdition() {
        CliRun.assertHasLines(CliRun.of("units", "--edition", "classic").ok().out(),
                "  armor +tank, arm, armour +land +5 +3 +2", "  jet-power +Jet Power +fighter defense 5",
                "  industrial-technology +Industrial Technology +\\(no effect in battle\\)",
                "  amphibious-retreat +none +aircraft-only, overland-and-aircraft");
        CliRun.assertHasLines(CliRun.of("units", "--edition", "house-rules-1998").ok().out(),
                "  chinese-infantry +.*", "  air-transport +.*", "  reduced-ussr +Reduced USSR.*", "  round-limit +none +one-round, one-round-always");
    }

    @Test
    void classicReadsArmorAndTank() {
        JsonNode armor = CliRun.odds("--edition", "classic", "--attacker", "3 inf, 1 armor", "--defender", "3 inf, 1 armor");
        JsonNode tank = CliRun.odds("--edition", "classic", "--attacker", "3 inf, 1 tank", "--defender", "3 inf, 1 arm");
        assertEquals(0.394480, armor.get("attackerWin").asDouble(), 1e-6);
        assertEquals(armor.get("attackerWin").asDouble(), tank.get("attackerWin").asDouble(), 1e-12);
        assertEquals("classic", armor.get("edition").asText());
        assertEquals(1, tank.get("attacker").get("armor").asInt());
    }

    @Test
    void editionFileIsReadFromAPath(@TempDir Path dir) throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode edition;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("presets/editions/revised.json")) {
            edition = (ObjectNode) mapper.readTree(in);
        }
        for (JsonNode u : edition.get("units")) {
            if (u.get("id").asText().equals("infantry")) {
                ((ObjectNode) u).put("attack", 2);
            }
        }
        Path file = dir.resolve("strong-infantry.json");
        mapper.writeValue(file.toFile(), edition);
        // both hit on 2: attacker-only 8/36, defender-only 8/36, both 4/36
        CliRun run = CliRun.of("odds", "--edition", file.toString(), "--attacker", "1 inf", "--defender", "1 inf", "--json").ok();
        assertEquals(0.4, run.json().get("attackerWin").asDouble(), 1e-9);
        assertEquals(0.2, run.json().get("draw").asDouble(), 1e-9);
        JsonNode viaFlag = CliRun.odds("--edition-file", file.toString(), "--attacker", "1 inf", "--defender", "1 inf");
        assertEquals(0.4, viaFlag.get("attackerWin").asDouble(), 1e-9);

        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{ \"id\": \"broken\",\n  \"units\": [ oops ] }");
        CliRun bad = CliRun.of("units", "--edition", broken.toString());
        assertEquals(Exit.BAD_INPUT, bad.code(), bad::toString);
        assertTrue(bad.err().contains("broken.json"), bad.err());
        assertEquals(1, bad.err().lines().count(), bad::toString);

        // a readable file with a wrong field: the message names the file, the field and the expectation
        for (JsonNode u : edition.get("units")) {
            if (u.get("id").asText().equals("infantry")) {
                ((ObjectNode) u).put("attack", "two");
            }
        }
        Path wrong = dir.resolve("wrong.json");
        mapper.writeValue(wrong.toFile(), edition);
        CliRun refused = CliRun.of("odds", "--edition-file", wrong.toString(), "--attacker", "1 inf", "--defender", "1 inf");
        assertEquals(Exit.BAD_INPUT, refused.code(), refused::toString);
        CliRun.assertContains(refused.err(), "wrong.json", "attack");
        assertEquals(1, refused.err().lines().count(), refused::toString);
    }

    @Command(name = "boom")
    static final class Boom implements Callable<Integer> {
        @Override
        public Integer call() {
            throw new IllegalStateException("something\nbroke");
        }
    }

    @Test
    void internalErrorExitsWithOneAndOneLine() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cmd = BattleboardCli.commandLine(new PrintWriter(out, true), new PrintWriter(err, true));
        cmd.addSubcommand("boom", new Boom());
        assertEquals(Exit.INTERNAL_ERROR, cmd.execute("boom"));
        assertEquals("internal error: java.lang.IllegalStateException: something broke", err.toString().strip());
        assertFalse(err.toString().contains("at battleboard"), err.toString());
    }

    /** {@code units --json} (issue 26, item 5): the tables' rows, field by field. */
    @Test
    void unitsJsonHoldsTheTablesRows() {
        JsonNode j = CliRun.json("units", "--edition", "revised");
        String t = CliRun.of("units", "--edition", "revised").ok().out();
        assertEquals("revised", j.get("edition").asText());
        assertEquals(6, j.get("dieSides").asInt());
        assertEquals("Axis & Allies Revised rulebook (Avalon Hill, 2004)", j.get("rulebook").asText());
        JsonNode infantry = j.get("units").get(0);
        assertEquals("infantry", infantry.get("id").asText());
        assertEquals("[\"inf\"]", infantry.get("also").toString());
        assertEquals(3, infantry.get("cost").asInt());
        assertEquals(1, infantry.get("attack").asInt());
        assertEquals(2, infantry.get("defense").asInt());
        assertEquals(battleboard.edition.Edition.builtIn("revised").units().size(), j.get("units").size());
        for (JsonNode u : j.get("units")) {
            List<String> also = new java.util.ArrayList<>();
            u.get("also").forEach(a -> also.add(a.asText()));
            CliRun.assertHasLines(t, "  " + q(u.get("id").asText()) + " +" + q(String.join(", ", also)) + " +" + u.get("domain").asText()
                    + " +" + u.get("cost").asInt() + " +" + u.get("attack").asInt() + " +" + u.get("defense").asInt()
                    + (u.get("special").asText().isEmpty() ? "" : " +" + q(u.get("special").asText())));
        }
        for (JsonNode x : j.get("technologies")) {
            String effect = x.get("effect").asText();
            CliRun.assertHasLines(t, "  " + q(x.get("id").asText()) + " +" + q(x.get("name").asText()) + " +"
                    + q(effect.isEmpty() ? "(no effect in battle)" : effect));
        }
        for (JsonNode o : j.get("options")) {
            List<String> others = new java.util.ArrayList<>();
            o.get("values").forEach(v -> others.add(v.asText()));
            assertTrue(others.remove(o.get("default").asText()), o.toString());
            CliRun.assertHasLines(t, "  " + q(o.get("name").asText()) + " +" + q(o.get("default").asText())
                    + (others.isEmpty() ? "" : " +" + q(String.join(", ", others))));
        }
        assertTrue(j.get("sources").size() > 0, j.toString());
        for (JsonNode s : j.get("sources")) {
            List<String> sections = new java.util.ArrayList<>();
            s.get("sections").forEach(x -> sections.add(x.asText()));
            CliRun.assertHasLines(t, "  " + q(s.get("id").asText()) + " +" + q(String.join("; ", sections)));
        }
    }

    /** {@code editions --json} (issue 26, item 5): every built-in edition, as the table lists it. */
    @Test
    void editionsJsonHoldsTheTablesRows() {
        JsonNode j = CliRun.json("editions");
        String t = CliRun.of("editions").ok().out();
        List<String> ids = new java.util.ArrayList<>();
        for (JsonNode e : j.get("editions")) {
            ids.add(e.get("id").asText());
            CliRun.assertHasLines(t, "  " + q(e.get("id").asText()) + " +" + q(e.get("name").asText()) + " +" + q(e.get("rulebook").asText()));
        }
        assertEquals(battleboard.edition.Edition.BUILT_IN, ids);
        assertEquals("Axis & Allies Revised (2004)", j.get("editions").get(0).get("name").asText());
    }

    private static String q(String text) {
        return java.util.regex.Pattern.quote(text);
    }
}
