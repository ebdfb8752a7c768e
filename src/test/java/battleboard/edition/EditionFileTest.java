package battleboard.edition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Edition files a user wrote or edited: a copy of the Revised file loads, a file may extend a built-in
 * edition, and each kind of mistake is refused with one line naming the file, the field and what was
 * expected (issue 4: "a broken one gives the named error"). Edited files that change the odds:
 * {@code battleboard.classic.EditedClassicEditionTest}.
 */
class EditionFileTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;
    private ObjectNode revised;

    @BeforeEach
    void readRevised() {
        revised = EditedEditionFiles.builtIn("revised");
    }

    @Test
    void aCopyOfRevisedLoadsFromAFile() throws IOException {
        Path file = dir.resolve("my-revised.json");
        Files.writeString(file, revised.toPrettyString());
        Edition e = Edition.fromFile(file);
        Edition builtIn = Edition.builtIn("revised");
        assertEquals(builtIn.units(), e.units());
        assertEquals(builtIn.optionDefaults(), e.optionDefaults());
        assertEquals(builtIn.technologies(), e.technologies());
    }

    /** {@code carries.scrambled} lifts a carrier's count of defending aircraft (Global 1940); a transport's is refused. */
    @Test
    void scrambledOnATransport() {
        assertRefused(r -> ((ObjectNode) unit(r, 9).get("carries")).put("scrambled", true), "units[9].carries.scrambled",
                "only with \"aircraft\"");
    }

    @Test
    void missingCost() {
        assertRefused(r -> unit(r, 0).remove("cost"), "units[0].cost", "missing", "whole number");
    }

    @Test
    void attackAsAWord() {
        assertRefused(r -> unit(r, 2).put("attack", "three"), "units[2].attack", "whole number from 0 to 6", "\"three\"");
    }

    @Test
    void attackAboveTheDie() {
        assertRefused(r -> unit(r, 2).put("attack", 7), "units[2].attack", "whole number from 0 to 6", "7");
    }

    @Test
    void negativeCost() {
        assertRefused(r -> unit(r, 0).put("cost", -3), "units[0].cost", "whole number from 0");
    }

    @Test
    void unknownField() {
        assertRefused(r -> unit(r, 1).put("colour", "grey"), "units[1].colour", "unknown field", "cost");
    }

    @Test
    void unknownTopLevelField() {
        assertRefused(r -> r.put("rules", "none"), "rules", "unknown field");
    }

    @Test
    void unknownDomain() {
        assertRefused(r -> unit(r, 4).put("domain", "space"), "units[4].domain", "land, air, sea", "\"space\"");
    }

    @Test
    void supportsAnUnknownUnit() {
        assertRefused(r -> ((ObjectNode) unit(r, 1).get("supports")).put("unit", "militia"), "units[1].supports.unit",
                "edition's unit ids", "militia");
    }

    @Test
    void duplicateUnitId() {
        assertRefused(r -> unit(r, 1).put("id", "infantry"), "units[1].id", "duplicate", "infantry");
    }

    @Test
    void badOptionValue() {
        assertRefused(r -> ((ObjectNode) r.get("options")).put("aa-casualties", "sometimes"), "options.aa-casualties",
                "owner-chooses or per-aircraft", "sometimes");
    }

    @Test
    void unknownOption() {
        assertRefused(r -> ((ObjectNode) r.get("options")).put("aa-rolls", "one"), "options.aa-rolls", "unknown rule option",
                "aa-casualties");
    }

    @Test
    void technologyChangesAnUnknownUnit() {
        assertRefused(r -> {
            ObjectNode t = (ObjectNode) r.get("technologies").get(0);
            ObjectNode changes = JSON.createObjectNode();
            changes.putObject("jet").put("defense", 5);
            t.set("changes", changes);
        }, "technologies[0].changes.jet", "edition's unit ids");
    }

    /** Issue 23: a unit's limits take roles or a most per battle, and the rule's line; a technology's atMost a unit id. */
    @Test
    void limitsAreChecked() {
        assertRefused(r -> unit(r, 0).putObject("limits").put("source", "L1"), "units[0].limits", "\"roles\"", "\"perBattle\"");
        assertRefused(r -> unit(r, 0).putObject("limits").put("perBattle", 0).put("source", "L1"), "units[0].limits.perBattle",
                "whole number from 1");
        assertRefused(r -> unit(r, 0).putObject("limits").put("perBattle", 2), "units[0].limits.source", "missing");
        assertRefused(r -> unit(r, 0).putObject("limits").put("source", "L1").putArray("roles"), "units[0].limits.roles",
                "attack, defense or both");
        assertRefused(r -> ((ObjectNode) r.get("technologies").get(0)).putObject("atMost").put("jet", 2),
                "technologies[0].atMost.jet", "edition's unit ids");
        assertRefused(r -> ((ObjectNode) r.get("technologies").get(0)).putObject("atMost").put("fighter", 0),
                "technologies[0].atMost.fighter", "whole number from 1");
    }

    /** A technology's requires names the edition's units, and a count of at least 1 (the Revised National Advantages'). */
    @Test
    void requiresIsChecked() {
        assertRefused(r -> ((ObjectNode) r.get("technologies").get(0)).putObject("requires").putArray("onlyUnits").add("jet"),
                "technologies[0].requires.onlyUnits[0]", "edition's unit ids");
        assertRefused(r -> ((ObjectNode) r.get("technologies").get(0)).putObject("requires").putObject("atLeast").put("fighter", 0),
                "technologies[0].requires.atLeast.fighter", "whole number from 1");
        assertRefused(r -> ((ObjectNode) r.get("technologies").get(0)).putObject("requires").put("wings", true),
                "technologies[0].requires.wings", "unknown field");
    }

    /** A technology's optioned changes name a rule option and a value it takes, and the edition's units. */
    @Test
    void optionedIsChecked() {
        assertRefused(r -> {
            ObjectNode o = ((ObjectNode) r.get("technologies").get(0)).putArray("optioned").addObject();
            o.putObject("when").put("no-such-option", "x");
            o.putObject("changes");
        }, "technologies[0].optioned[0].when.no-such-option", "not a rule option");
        assertRefused(r -> ((ObjectNode) r.get("technologies").get(0)).putArray("optioned").addObject().putObject("changes"),
                "technologies[0].optioned[0]", "\"when\"");
        assertRefused(r -> {
            ObjectNode o = ((ObjectNode) r.get("technologies").get(0)).putArray("optioned").addObject();
            o.putObject("when").put("dice", "standard");
            o.putObject("changes").putObject("jet");
        }, "technologies[0].optioned[0].changes.jet", "edition's unit ids");
    }

    /** A technology's damaged values are one unit's, one level per hit it can take and live, each value in range. */
    @Test
    void damagedLevelsAreChecked() {
        assertRefused(r -> {
            var levels = ((ObjectNode) r.get("technologies").get(0)).putObject("changes").putObject("battleship").putArray("damaged");
            levels.addObject().put("attack", 4).put("defense", 4).put("bombard", 4);
            levels.addObject().put("attack", 3).put("defense", 3).put("bombard", 3);
        }, "technologies[0].changes.battleship.damaged", "expected 1 damage level(s), one per hit a unit of 2 hit points can take and live, got 2");
        assertRefused(r -> ((ObjectNode) r.get("technologies").get(0)).putObject("changes").putObject("fighter")
                .putArray("damaged").addObject().put("attack", 4).put("defense", 4).put("bombard", 0),
                "technologies[0].changes.fighter.damaged", "expected 0 damage level(s), one per hit a unit of 1 hit points can take and live, got 1");
        assertRefused(r -> ((ObjectNode) r.get("technologies").get(0)).putObject("allUnits").putArray("damaged").addObject(),
                "technologies[0].allUnits.damaged", "one unit's");
        assertRefused(r -> ((ObjectNode) r.get("technologies").get(0)).putObject("changes").putObject("battleship")
                .putArray("damaged").addObject().put("attack", 7).put("defense", 4).put("bombard", 4),
                "technologies[0].changes.battleship.damaged[0].attack", "6");
    }

    /** The edition's optioned changes name rule options, the edition's units, and a battle step for {@code expends}. */
    @Test
    void editionOptionedIsChecked() {
        assertRefused(r -> {
            ObjectNode o = r.putArray("optioned").addObject();
            o.putObject("when").put("no-such-option", "x");
            o.putObject("changes");
        }, "optioned[0].when.no-such-option", "not a rule option");
        assertRefused(r -> {
            ObjectNode o = r.putArray("optioned").addObject();
            o.putObject("when").put("dice", "standard");
            o.putObject("changes").putObject("jet").put("attack", 2);
        }, "optioned[0].changes.jet", "edition's unit ids");
        assertRefused(r -> {
            ObjectNode o = r.putArray("optioned").addObject();
            o.putObject("when").put("dice", "low-luck");
            o.putObject("changes").putObject("fighter").put("expends", "no-such-step");
        }, "optioned[0].changes.fighter.expends", "expected the id of a battle step");
        assertRefused(r -> ((ObjectNode) r.get("technologies").get(0)).putObject("changes").putObject("fighter")
                .put("boostsTaken", 0), "technologies[0].changes.fighter.boostsTaken", "a whole number from 1", "got 0");
    }

    @Test
    void noUnits() {
        assertRefused(r -> r.set("units", JSON.createArrayNode()), "units", "at least one unit");
    }

    @Test
    void missingId() {
        assertRefused(r -> r.remove("id"), "id", "missing", "string");
    }

    @Test
    void extendsAnUnknownEdition() {
        assertRefused(r -> r.put("extends", "anniversary"), "extends", "built-in editions", "revised", "classic",
                "\"anniversary\"");
    }

    @Test
    void extendsAFileInsteadOfAnEditionId() {
        assertRefused(r -> r.put("extends", "presets/editions/classic.json"), "extends", "built-in editions",
                "classic.json");
    }

    @Test
    void extendsNotAString() {
        assertRefused(r -> r.put("extends", 2), "extends", "non-empty string", "2");
    }

    @Test
    void extendsBlank() {
        assertRefused(r -> r.put("extends", " "), "extends", "non-empty string");
    }

    @Test
    void extendingFileWithABrokenUnit() {
        // a file extending Classic is checked like any other: its own units must be complete
        assertRefused(r -> {
            r.removeAll();
            r.put("id", "classic-plus").put("name", "Classic plus").put("extends", "classic");
            r.putArray("units").addObject().put("id", "militia").put("domain", "land").put("attack", 2).put("defense", 1);
        }, "units[0].cost", "missing", "whole number");
    }

    @Test
    void extendingFileWithAnUnknownOption() {
        assertRefused(r -> {
            r.removeAll();
            r.put("id", "classic-plus").put("name", "Classic plus").put("extends", "classic");
            r.putObject("options").put("bombardment", "twice");
        }, "options.bombardment", "unknown rule option");
    }

    @Test
    void extendingFileWithoutUnitsLoadsTheBase() throws IOException {
        Path file = dir.resolve("classic-alias.json");
        Files.writeString(file, "{\"id\": \"classic-alias\", \"name\": \"Classic again\", \"extends\": \"classic\"}");
        Edition e = Edition.fromFile(file);
        assertEquals(Edition.builtIn("classic").units(), e.units());
        assertEquals(Edition.builtIn("classic").optionDefaults(), e.optionDefaults());
        assertEquals("classic-alias", e.id());
    }

    @Test
    void invalidJson() throws IOException {
        Path file = dir.resolve("broken.json");
        Files.writeString(file, "{\n  \"id\": \"broken\",\n  \"units\": [\n", StandardCharsets.UTF_8);
        EditionException e = assertThrows(EditionException.class, () -> Edition.fromFile(file));
        assertOneLine(e.getMessage(), file.toString(), "not valid JSON", "line");
    }

    @Test
    void nullIsNotAValue() {
        assertRefused(r -> unit(r, 0).putNull("name"), "units[0].name", "non-empty string", "null");
    }

    @Test
    void abbreviationThatIsANumber() {
        // Jackson would take 3 as "3" by default
        assertRefused(r -> unit(r, 0).putArray("abbreviations").add(3), "units[0].abbreviations[0]", "expected a string",
                "3");
    }

    @Test
    void attackWithAFraction() {
        // Jackson would take 3.0 as 3 by default
        assertRefused(r -> unit(r, 2).put("attack", 3.0), "units[2].attack", "whole number from 0 to 6", "3.0");
    }

    @Test
    void attackBeyondTheRangeOfALong() {
        // 2^64 + 3: once read as a long it wrapped round to an attack of 3
        assertRefused(r -> unit(r, 2).put("attack", new java.math.BigInteger("18446744073709551619")), "units[2].attack",
                "whole number from 0 to 6", "18446744073709551619");
    }

    @Test
    void costBeyondTheRangeOfAnInt() {
        assertRefused(r -> unit(r, 0).put("cost", 4294967299L), "units[0].cost", "whole number from 0 to 1000",
                "4294967299");
    }

    @Test
    void nestingTooDeepIsOneLineWithoutALocation() throws IOException {
        // deeper than Jackson's nesting limit (StreamReadConstraints): its error carries no line or column
        Path file = dir.resolve("deep.json");
        Files.writeString(file, "{\"notes\": " + "[".repeat(2000) + "]".repeat(2000) + "}");
        EditionException e = assertThrows(EditionException.class, () -> Edition.fromFile(file));
        assertOneLine(e.getMessage(), file + ": not valid JSON: ", "nesting depth");
    }

    @Test
    void notAnObject() throws IOException {
        Path file = dir.resolve("list.json");
        Files.writeString(file, "[1, 2]");
        EditionException e = assertThrows(EditionException.class, () -> Edition.fromFile(file));
        assertOneLine(e.getMessage(), file.toString(), "JSON object");
    }

    @Test
    void missingFile() {
        Path file = dir.resolve("nowhere.json");
        EditionException e = assertThrows(EditionException.class, () -> Edition.fromFile(file));
        assertOneLine(e.getMessage(), file.toString(), "cannot be read");
    }

    private static ObjectNode unit(ObjectNode root, int i) {
        return (ObjectNode) ((ArrayNode) root.get("units")).get(i);
    }

    /** Writes the Revised file with one change and checks the message names the file, field and expectation. */
    private void assertRefused(Consumer<ObjectNode> change, String field, String... expected) {
        ObjectNode copy = revised.deepCopy();
        change.accept(copy);
        Path file = dir.resolve("edited.json");
        try {
            Files.writeString(file, copy.toPrettyString());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        EditionException e = assertThrows(EditionException.class, () -> Edition.fromFile(file));
        String m = e.getMessage();
        assertTrue(m.startsWith(file + ": " + field + ": "), "names the file and the field: " + m);
        assertOneLine(m, expected);
    }

    private static void assertOneLine(String message, String... parts) {
        assertFalse(message.contains("\n"), "one line: " + message);
        for (String p : parts) {
            assertTrue(message.contains(p), "expected '" + p + "' in: " + message);
        }
    }
}
