package battleboard.edition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.edition.BattleRules.RocketStrike;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code battle.rocketStrike} of the edition files (docs/editions.md): what the built-in files say against the
 * rulebook lines, that every value not in a rulebook says so, and each mistake in the fields refused with one line naming
 * the file and the field.
 */
class RocketEditionFileTest {
    @TempDir
    Path dir;
    private ObjectNode waw;

    @BeforeEach
    void read() {
        waw = EditedEditionFiles.builtIn("world-at-war-2005");
    }

    /** Revised L1876-1878: a die per AA gun, at most the income each, no limit on the guns. */
    @Test
    void revised() {
        RocketStrike r = Edition.builtIn("revised").battle().rocketStrike().orElseThrow();
        assertEquals("AA gun", r.launcher());
        assertTrue(r.capPerRocket());
        assertEquals(OptionalInt.empty(), r.maxRockets());
        assertEquals(List.of("industrial-complex"), r.targets().stream().map(RocketStrike.Target::id).toList());
        assertEquals(RocketStrike.Damage.IPC, r.targets().get(0).damage());
        assertTrue(r.levels().isEmpty() && r.modifiers().isEmpty());
        assertEquals(List.of(1, 2, 3, 4, 5, 6), r.faces(6, r.targets().get(0), Optional.empty(), List.of()));
    }

    /** Classic L439: one free rocket attack per turn, one die, no income cap; the 1998 house rules change nothing (S004). */
    @Test
    void classicAndTheHouseRules() {
        RocketStrike c = Edition.builtIn("classic").battle().rocketStrike().orElseThrow();
        assertEquals(OptionalInt.of(1), c.maxRockets());
        assertFalse(c.capPerRocket());
        assertEquals(c, Edition.builtIn("house-rules-1998").battle().rocketStrike().orElseThrow());
    }

    /** World at War W514 (2 rockets), W515-516 (factory, area), W519 (V2 +2), W593 (decentralization -2 at factories). */
    @Test
    void worldAtWar() {
        RocketStrike w = Edition.builtIn("world-at-war-2005").battle().rocketStrike().orElseThrow();
        assertEquals(OptionalInt.of(2), w.maxRockets());
        assertEquals(List.of("v1", "v2"), w.levels().stream().map(RocketStrike.Level::id).toList());
        assertEquals(List.of(0, 2), w.levels().stream().map(RocketStrike.Level::damageDelta).toList());
        assertEquals(List.of(RocketStrike.Damage.POINTS, RocketStrike.Damage.UNITS), w.targets().stream().map(RocketStrike.Target::damage).toList());
        assertEquals("area", w.areaTarget().orElseThrow().id());
        RocketStrike.Modifier d = w.modifier("industrial-decentralization").orElseThrow();
        assertEquals(-2, d.damageDelta());
        assertEquals(Role.DEFENSE, d.side());
        assertTrue(d.appliesTo(w.target("factory")));
        assertFalse(d.appliesTo(w.target("area")));
        // V2 and decentralization stack to the die as rolled (the digest's T10); V1 with it floors at 0 (A16)
        assertEquals(List.of(1, 2, 3, 4, 5, 6), w.faces(6, w.target("factory"), w.level("v2"), List.of(d)));
        assertEquals(List.of(0, 0, 1, 2, 3, 4), w.faces(6, w.target("factory"), w.level("v1"), List.of(d)));
        assertEquals(List.of(3, 4, 5, 6, 7, 8), w.faces(6, w.target("area"), w.level("v2"), List.of(d)));
    }

    /** Global War 1939 G158-160 names rockets without a hit number or damage (the digest's A31): out of scope. */
    @Test
    void globalWarIsOutOfScope() {
        RocketStrike g = Edition.builtIn("global-war-1939").battle().rocketStrike().orElseThrow();
        assertTrue(g.outOfScope().orElseThrow().contains("no hit number or damage"), g.toString());
        assertTrue(g.targets().isEmpty());
    }

    /** A value not in the rulebook says why (project rule). */
    @Test
    void everyAssumptionIsMarked() {
        for (String id : List.of("revised", "classic", "world-at-war-2005")) {
            String text = Edition.builtIn(id).battle().rocketStrike().orElseThrow().toString();
            assertTrue(text.contains("not in the rulebook: "), id + " marks what it assumes");
        }
    }

    @Test
    void anEditionWithoutRocketsReadsAsNone() throws IOException {
        ((ObjectNode) waw.get("battle")).remove("rocketStrike");
        Path path = dir.resolve("no-rockets.json");
        Files.writeString(path, waw.toPrettyString());
        assertTrue(Edition.fromFile(path).battle().rocketStrike().isEmpty());
    }

    @Test
    void anUnknownCap() {
        assertRefused(f -> rockets(f).put("capPerRocket", "income"), "battle.rocketStrike.capPerRocket", "territory-income or none");
    }

    @Test
    void noLauncher() {
        assertRefused(f -> rockets(f).remove("launcher"), "rocketStrike.launcher", "missing");
    }

    @Test
    void noRocketsAtAll() {
        assertRefused(f -> rockets(f).put("maxRockets", 0), "rocketStrike.maxRockets", "whole number from 1");
    }

    @Test
    void noTargets() {
        assertRefused(f -> rockets(f).putArray("targets"), "rocketStrike.targets", "at least one target");
    }

    @Test
    void anUnknownKindOfDamage() {
        assertRefused(f -> ((ObjectNode) rockets(f).get("targets").get(1)).put("damage", "morale"), "targets[1].damage",
                "ipc, points or units");
    }

    @Test
    void twoTargetsOfOneId() {
        assertRefused(f -> ((ObjectNode) rockets(f).get("targets").get(1)).put("id", "factory"), "targets[1].id", "already defined");
    }

    @Test
    void aLevelDeltaAsAWord() {
        assertRefused(f -> ((ObjectNode) rockets(f).get("levels").get(1)).put("damageDelta", "two"), "levels[1].damageDelta",
                "whole number");
    }

    @Test
    void aModifierNamedAsALevelOrATechnology() {
        assertRefused(f -> ((ObjectNode) rockets(f).get("modifiers").get(0)).put("id", "v2"), "modifiers[0].id", "already names");
        assertRefused(f -> ((ObjectNode) rockets(f).get("modifiers").get(0)).put("id", "jet-power"), "modifiers[0].id", "already names");
    }

    @Test
    void aModifierAtAnUnknownTarget() {
        assertRefused(f -> ((ArrayNode) rockets(f).get("modifiers").get(0).get("targets")).set(0, "port"), "modifiers[0].targets[0]",
                "factory", "'port'");
    }

    @Test
    void outOfScopeWithDice() {
        assertRefused(f -> rockets(f).put("outOfScope", "why not"), "rocketStrike.outOfScope", "no other field");
    }

    private static ObjectNode rockets(ObjectNode root) {
        return (ObjectNode) root.get("battle").get("rocketStrike");
    }

    private void assertRefused(Consumer<ObjectNode> change, String field, String... expected) {
        EditedEditionFiles.assertRefused(waw, dir, change, field, expected);
    }
}
