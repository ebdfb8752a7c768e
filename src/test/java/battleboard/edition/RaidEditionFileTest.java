package battleboard.edition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code battle.strategicBombingRaid} of the edition files (docs/editions.md): what the built-in files say, that every
 * unit and value they name exists and every value not in a rulebook says so, and each mistake in the fields World at War
 * and Global War 1939 brought refused with one line naming the file and the field.
 */
class RaidEditionFileTest {
    @TempDir
    Path dir;
    private ObjectNode waw;

    @BeforeEach
    void read() {
        waw = EditedEditionFiles.builtIn("world-at-war-2005");
    }

    /**
     * Classic's raid is the plain one; Revised's too, but for its national advantages (issue 23 rows 5 and 6): its AA gun
     * spares bombers tagged aa-immune (Superfortresses, L3041-3043), and Luftwaffe Dive-Bombers let fighters raid, each die
     * halved, rounded up (L2916-2922).
     */
    @Test
    void revisedAndClassicKeepTheirRaid() {
        RaidRules revised = Edition.builtIn("revised").battle().raid().orElseThrow();
        RaidRules plain = new RaidRules(List.of("bomber"), true, revised.source());
        assertEquals(plain, new RaidRules(revised.raiders(), revised.capPerRaider(), revised.source(), revised.escorts(),
                revised.interceptors(), plain.antiAircraft(), revised.airCombat(), revised.missions(), List.of(), List.of()));
        assertEquals(java.util.Set.of("aa-immune"), revised.antiAircraft().unlessTags());
        assertEquals(RaidRules.FiresAt.RAIDERS, revised.antiAircraft().firesAt());
        assertEquals(List.of(1, 1, 2, 2, 3, 3), revised.damageDice().get(0).faces());
        assertEquals(List.of("fighter"), revised.modifier("luftwaffe-dive-bombers").orElseThrow().raiders());
        RaidRules classic = Edition.builtIn("classic").battle().raid().orElseThrow();
        assertEquals(new RaidRules(List.of("bomber"), false, classic.source()), classic);
    }

    @Test
    void theNewRaidsSayWhatTheRulebooksSay() {
        RaidRules w = Edition.builtIn("world-at-war-2005").battle().raid().orElseThrow();
        assertEquals(List.of("ipc", "factory", "aa-guns"), w.missions().stream().map(RaidRules.Mission::id).toList());
        assertEquals(OptionalInt.of(3), w.antiAircraft().targetsPerGun());
        assertEquals(List.of(1, 2, 3, 4, 5, 10), w.mission("factory").faces());
        RaidRules.AirCombat air = w.airCombat().orElseThrow();
        assertEquals(List.of(1, 1, 0), List.of(air.escort(), air.interceptor(), air.raider()));
        assertEquals(RaidRules.Chooser.DEFENDER, air.chooser());
        assertEquals(List.of(-1, -2), w.modifiers().stream().filter(m -> m.damageDelta() != 0)
                .map(RaidRules.Modifier::damageDelta).toList());
        RaidRules g = Edition.builtIn("global-war-1939").battle().raid().orElseThrow();
        assertEquals(List.of(20, 6, 6, 6, 1), g.missions().stream().map(m -> m.cap().getAsInt()).toList());
        assertEquals(List.of(3, 3, 1), List.of(g.airCombat().get().escort(), g.airCombat().get().interceptor(), g.airCombat().get().raider()));
        assertEquals(RaidRules.FiresAt.NONE, g.antiAircraft().firesAt());
    }

    /**
     * Every unit a raid names is a unit of its edition, and a value not in the rulebook says why (project rule). Every
     * built-in edition has a raid but 1942 Second Edition, whose raids are out of scope (docs/rules/axis-allies-1942-2e.md).
     */
    @Test
    void everyNamedUnitExistsAndEveryAssumptionIsMarked() {
        for (String id : Edition.BUILT_IN) {
            Edition e = Edition.builtIn(id);
            if (id.equals("axis-allies-1942-2e")) {
                assertTrue(e.battle().raid().isEmpty(), id + " describes no raid");
                continue;
            }
            RaidRules r = e.battle().raid().orElseThrow(() -> new AssertionError(id + " has a raid"));
            List<String> units = new java.util.ArrayList<>(r.raiders());
            units.addAll(r.escorts());
            units.addAll(r.interceptors());
            r.missions().forEach(m -> units.addAll(m.raiders()));
            r.missions().forEach(m -> m.antiAircraftUnit().ifPresent(units::add));
            r.damageDice().forEach(d -> units.add(d.unit()));
            r.modifiers().forEach(m -> units.addAll(m.raiders()));
            units.forEach(u -> assertEquals(u, e.unit(u).id(), id + ": " + u));
        }
        for (String id : List.of("world-at-war-2005", "global-war-1939")) {
            String text = Edition.builtIn(id).battle().raid().orElseThrow().toString();
            assertTrue(text.contains("not in the rulebook: "), id + " marks what it assumes");
        }
    }

    @Test
    void anEditionWithoutARaidRefusesOneInOneLine() throws IOException {
        ObjectNode revised = EditedEditionFiles.builtIn("revised");
        ((ObjectNode) revised.get("battle")).remove("strategicBombingRaid");
        Path path = dir.resolve("no-raid.json");
        Files.writeString(path, revised.toPrettyString());
        assertTrue(Edition.fromFile(path).battle().raid().isEmpty());
    }

    @Test
    void escortsWithoutAnAirCombat() {
        assertRefused(f -> raid(f).remove("airCombat"), "battle.strategicBombingRaid.airCombat", "escorts or interceptors");
    }

    @Test
    void anUnknownAirCombatOrder() {
        assertRefused(f -> ((ObjectNode) raid(f).get("airCombat")).put("order", "both"), "airCombat.order",
                "interceptors-first or simultaneous");
    }

    @Test
    void anAirCombatValueAsAWord() {
        assertRefused(f -> ((ObjectNode) raid(f).get("airCombat")).put("interceptor", "one"), "airCombat.interceptor", "whole number");
    }

    @Test
    void anUnknownTechnologyInTheAirCombat() {
        assertRefused(f -> ((ObjectNode) raid(f).get("airCombat").get("technologies").get(0)).put("technology", "jets"),
                "airCombat.technologies[0].technology", "the edition's technologies", "jets");
    }

    @Test
    void anAirCombatTechnologysConditionNamesARuleOptionAndAValueItTakes() {
        assertRefused(f -> ((ObjectNode) raid(f).get("airCombat").get("technologies").get(0)).putObject("when").put("jets", "yes"),
                "airCombat.technologies[0].when.jets", "not a rule option");
        assertRefused(f -> ((ObjectNode) raid(f).get("airCombat").get("technologies").get(0)).putObject("when")
                .put("raid-jet-fighters", "plus-three"), "airCombat.technologies[0].when.raid-jet-fighters", "fixed-three or plus-two");
    }

    @Test
    void aGunFiringAtSomeAircraftWhoseDiceChoose() {
        assertRefused(f -> ((ObjectNode) raid(f).get("antiAircraft")).put("casualties", "each-die"), "antiAircraft.casualties",
                "targetsPerGun");
    }

    @Test
    void twoMissionsOfOneId() {
        assertRefused(f -> ((ObjectNode) raid(f).get("missions").get(1)).put("id", "ipc"), "missions[1].id", "already defined");
    }

    @Test
    void anUnknownKindOfDamage() {
        assertRefused(f -> ((ObjectNode) raid(f).get("missions").get(0)).put("damage", "morale"), "missions[0].damage",
                "ipc, points or aa-guns");
    }

    @Test
    void pointsWithoutTheirIpcValue() {
        assertRefused(f -> ((ObjectNode) raid(f).get("missions").get(1)).remove("ipcEach"), "missions[1].ipcEach", "repair cost");
    }

    @Test
    void aaGunsWithoutHowTheyAreDestroyed() {
        assertRefused(f -> ((ObjectNode) raid(f).get("missions").get(2)).remove("hitsOn"), "missions[2].hitsOn", "automatic");
    }

    @Test
    void aNegativeFace() {
        assertRefused(f -> ((ArrayNode) raid(f).get("missions").get(1).get("faces")).set(0, -1), "missions[1].faces[0]",
                "whole number from 0");
    }

    @Test
    void aModifierThatAddsDamage() {
        assertRefused(f -> ((ObjectNode) raid(f).get("modifiers").get(0)).put("damageDelta", 1), "modifiers[0].damageDelta",
                "-100 to 0");
    }

    @Test
    void aModifierWithTwoEffects() {
        assertRefused(f -> ((ObjectNode) raid(f).get("modifiers").get(0)).put("interceptorsHalved", true), "modifiers[0]",
                "one effect");
    }

    @Test
    void aModifierNamedAsATechnology() {
        assertRefused(f -> ((ObjectNode) raid(f).get("modifiers").get(0)).put("id", "jet-power"), "modifiers[0].id",
                "already names a technology");
    }

    /** Issue 23: the AA fire's unlessTags, a damage die's faces and a modifier's raiders are checked as they are read. */
    @Test
    void sparedRaidersFacesAndModifierRaiders() {
        assertRefused(f -> ((ObjectNode) raid(f).get("damageDice").get(0)).putArray("faces").add(1).add(2),
                "damageDice[0].faces", "expected 6 faces");
        assertRefused(f -> {
            ObjectNode aa = (ObjectNode) raid(f).get("antiAircraft");
            aa.put("firesAt", "none");
            aa.remove("targetsPerGun");
            aa.remove("casualties");
            aa.putArray("unlessTags").add("aa-immune");
        }, "antiAircraft.unlessTags", "no AA gun fires");
        assertRefused(f -> {
            ObjectNode m = (ObjectNode) raid(f).get("modifiers").get(0);
            m.remove("damageDelta");
            m.putArray("raiders").add("fighter");
        }, "modifiers[0].side", "raiders are the attacker's");
    }

    @Test
    void damageDiceWithoutSides() {
        assertRefused(f -> ((ObjectNode) raid(f).get("damageDice").get(0)).remove("sides"), "damageDice[0].sides", "missing");
    }

    private static ObjectNode raid(ObjectNode root) {
        return (ObjectNode) root.get("battle").get("strategicBombingRaid");
    }

    private void assertRefused(Consumer<ObjectNode> change, String field, String... expected) {
        EditedEditionFiles.assertRefused(waw, dir, change, field, expected);
    }
}
