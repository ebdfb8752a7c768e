package battleboard.edition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.AirCap;
import battleboard.battle.BattleSetup;
import battleboard.battle.PreBattle;
import battleboard.battle.PreBattleVariant;
import battleboard.battle.Side;
import battleboard.report.Panzerblitz;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 25 item 2: the numbers of the rolls around a battle and the ids they name are the edition file's, not Java's: an
 * edited file changes the naval base's strike, air supremacy's bonus, the unit of the Chinese morale roll, the units a
 * transport loads as infantry and the technology that shows the round-1 win; each missing or wrong one is refused in one
 * line naming its field.
 */
class RollsAsDataTest {
    @TempDir
    Path dir;

    private Edition edited(String id, Consumer<ObjectNode> change) throws IOException {
        ObjectNode copy = EditedEditionFiles.builtIn(id);
        change.accept(copy);
        Path file = dir.resolve("edited-" + id + ".json");
        Files.writeString(file, copy.toPrettyString());
        return Edition.fromFile(file);
    }

    private static ObjectNode battle(ObjectNode edition) {
        return (ObjectNode) edition.get("battle");
    }

    /** @return the probability in [0, 1] of the way in which the naval base sinks the one bombarding battleship */
    private static double sunk(Edition e) {
        BattleSetup s = BattleSetup.builder(e).attacker("2 infantry").defender("2 infantry").bombard("1 cruiser")
                .preBattle(PreBattle.NONE.withNavalBaseFirstStrike()).build();
        return s.preBattle().variants(s).stream().filter(v -> v.label().endsWith("1 bombarding ship sunk")).findFirst()
                .orElseThrow().probability();
    }

    /**
     * G2220-2226: one d12 per bombarding ship, a cruiser sunk on 2 or less: 2/12 = 1/6 as shipped; the file's {@code hitsOn} 3 of
     * {@code sides} 12 makes it 3/12 = 1/4, and {@code sides} 6 with 2 makes it 2/6 = 1/3.
     */
    @Test
    void theNavalBasesStrikeIsTheFilesNumbers() throws IOException {
        assertEquals(1.0 / 6, sunk(Edition.builtIn("global-war-1939")), 1e-15);
        assertEquals(1.0 / 4, sunk(edited("global-war-1939", e -> ((ObjectNode) battle(e).get("navalBaseFirstStrike")).put("hitsOn", 3))),
                1e-15);
        assertEquals(1.0 / 3, sunk(edited("global-war-1939", e -> ((ObjectNode) battle(e).get("navalBaseFirstStrike")).put("sides", 6))),
                1e-15);
        EditedEditionFiles.assertRefused(EditedEditionFiles.builtIn("global-war-1939"), dir,
                e -> ((ObjectNode) battle(e).get("navalBaseFirstStrike")).put("hitsOn", 13), "battle.navalBaseFirstStrike.hitsOn", "13");
        EditedEditionFiles.assertRefused(EditedEditionFiles.builtIn("global-war-1939"), dir,
                e -> battle(e).put("navalBaseFirstStrike", true), "battle.navalBaseFirstStrike");
    }

    /**
     * G2155-2157: the defender wins the air battle (the attacker's one Air Cap fighter against the defender's two), the
     * attacker has no fighter on Tac Air: defending aircraft +2 as shipped, +1 with the file's {@code supremacyBonus} 1.
     */
    @Test
    void airSupremacysBonusIsTheFiles() throws IOException {
        assertTrue(defenderWinLabels(Edition.builtIn("global-war-1939")).stream().allMatch(l -> l.endsWith("defending aircraft +2")),
                defenderWinLabels(Edition.builtIn("global-war-1939")).toString());
        Edition plusOne = edited("global-war-1939", e -> ((ObjectNode) battle(e).get("airCombat")).put("supremacyBonus", 1));
        List<String> labels = defenderWinLabels(plusOne);
        assertFalse(labels.isEmpty());
        assertTrue(labels.stream().allMatch(l -> l.endsWith("defending aircraft +1")), labels.toString());
    }

    private static List<String> defenderWinLabels(Edition e) {
        BattleSetup s = BattleSetup.builder(e).attacker("1 fighter, 2 infantry").defender("2 fighter, 1 infantry")
                .preBattle(PreBattle.NONE.withAirCombat(new AirCap(1, 2))).build();
        // the air battle's ends are given here (the defender keeps one fighter for sure): the rules alone are tested
        return battleboard.battle.AirCombat.variants(s, new AirCap(1, 2), air -> new battleboard.battle.AirCombat.AirBattleEnds(
                java.util.Map.of(), java.util.Map.of(battleboard.battle.Force.parse("1 fighter", e), 1.0), 0)).stream()
                .map(PreBattleVariant::label).filter(l -> l.contains("won by the defender")).toList();
    }

    /**
     * W304-313 as the file names it: the morale roll is made by {@code battle.chineseMorale.unit}. Renamed to armor,
     * a roll of 3 sends 40 % of 5 armor, rounded up: 2; an id the edition lacks is refused.
     */
    @Test
    void theMoraleRollsUnitIsTheFiles() throws IOException {
        Edition e = edited("world-at-war-2005", x -> ((ObjectNode) battle(x).get("chineseMorale")).put("unit", "armor"));
        BattleSetup s = BattleSetup.builder(e).attacker("5 armor").defender("2 infantry").preBattle(new PreBattle(0, 1, true)).build();
        assertTrue(s.preBattle().variants(s).stream().anyMatch(v -> v.label().equals("morale 3: 2 of 5 infantry attack")
                && v.setup().orElseThrow().force(Side.ATTACKER).equals(battleboard.battle.Force.parse("2 armor", e))),
                s.preBattle().variants(s).toString());
        EditedEditionFiles.assertRefused(EditedEditionFiles.builtIn("world-at-war-2005"), dir,
                x -> ((ObjectNode) battle(x).get("chineseMorale")).put("unit", "samurai"), "battle.chineseMorale.unit", "samurai");
    }

    /**
     * W443: one detection roll on 2 or less misses lone submarines with 1 - 2/6 = 2/3 on the shipped d6; with the file's
     * {@code sides} 12, 1 - 2/12 = 5/6.
     */
    @Test
    void theDetectionDieIsTheFiles() throws IOException {
        assertEquals(2.0 / 3, undetected(Edition.builtIn("world-at-war-2005")), 1e-15);
        assertEquals(5.0 / 6, undetected(edited("world-at-war-2005", e -> ((ObjectNode) battle(e).get("detectionRolls")).put("sides", 12))),
                1e-15);
    }

    /**
     * W443, "One roll per sea zone per fleet/air force": under {@code detection-rolls=fleet-and-air-force} two rolls need a
     * detecting ship and a detecting aircraft, so a lone fighter or a lone cruiser with two rolls is refused, and a fighter
     * with a cruiser rolls twice: missed with (2/3)^2 = 4/9. By default ({@code players-count}) the lone fighter's two rolls
     * stand, as the player counts the attack's groups: 4/9 too.
     */
    @Test
    void twoDetectionRollsAreAFleetsAndAnAirForcesUnderTheOption() {
        Edition waw = Edition.builtIn("world-at-war-2005");
        java.util.function.BiFunction<String, String, BattleSetup> battle = (attacker, rolls) -> BattleSetup.builder(waw)
                .attacker(attacker).defender("1 submarine").preBattle(new PreBattle(2, 2, false)).option("detection-rolls", rolls).build();
        IllegalArgumentException noShip = assertThrows(IllegalArgumentException.class, () -> battle.apply("1 fighter", "fleet-and-air-force"));
        assertEquals("two detection rolls are a fleet's and an air force's (W443, option detection-rolls=fleet-and-air-force), and no"
                + " attacking ship can detect (only carrier, cruiser, cruiser-carrying-infantry, battleship can): make one roll", noShip.getMessage());
        IllegalArgumentException noAircraft = assertThrows(IllegalArgumentException.class, () -> battle.apply("1 cruiser", "fleet-and-air-force"));
        assertTrue(noAircraft.getMessage().contains("no attacking aircraft can detect (only fighter, bomber can)"), noAircraft.getMessage());
        for (String[] ok : new String[][] {{"1 fighter, 1 cruiser", "fleet-and-air-force"}, {"1 fighter", "players-count"}}) {
            BattleSetup s = battle.apply(ok[0], ok[1]);
            assertEquals(4.0 / 9, s.preBattle().variants(s).stream().filter(v -> v.label().equals("submarines not detected")).findFirst()
                    .orElseThrow().probability(), 1e-15, ok[0] + " " + ok[1]);
        }
    }

    /**
     * W443 as the file names it: the units that may detect lone submarines are {@code battle.detectionRolls.detectors}.
     * A submarine is none of World at War's, so an attack of submarines with detection rolls is refused; with
     * submarines named as detectors the same attack rolls (found on 2 or less: 1/3); an id the edition lacks is refused.
     */
    @Test
    void theDetectorsAreTheFiles() throws IOException {
        Edition shipped = Edition.builtIn("world-at-war-2005");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BattleSetup.builder(shipped)
                .attacker("2 submarine").defender("1 submarine").preBattle(new PreBattle(2, 1, false)).build());
        assertTrue(e.getMessage().startsWith("lone submarines must be detected to be attacked, and no attacking unit can detect them"),
                e.getMessage());
        Edition subs = edited("world-at-war-2005", x -> ((com.fasterxml.jackson.databind.node.ArrayNode) battle(x).get("detectionRolls")
                .get("detectors")).add("submarine"));
        BattleSetup s = BattleSetup.builder(subs).attacker("2 submarine").defender("1 submarine").preBattle(new PreBattle(2, 1, false)).build();
        assertEquals(2.0 / 3, s.preBattle().variants(s).stream().filter(v -> v.label().equals("submarines not detected")).findFirst()
                .orElseThrow().probability(), 1e-15);
        EditedEditionFiles.assertRefused(EditedEditionFiles.builtIn("world-at-war-2005"), dir,
                x -> ((com.fasterxml.jackson.databind.node.ArrayNode) battle(x).get("detectionRolls").get("detectors")).add("frogman"),
                "battle.detectionRolls.detectors[6]", "frogman");
    }

    private static double undetected(Edition e) {
        BattleSetup s = BattleSetup.builder(e).attacker("1 battleship").defender("2 submarine").preBattle(new PreBattle(2, 1, false)).build();
        return s.preBattle().variants(s).stream().filter(v -> v.label().equals("submarines not detected")).findFirst().orElseThrow()
                .probability();
    }

    /**
     * Revised L2502 loads one land unit of any type plus one infantry: 2 tanks do not fit one transport; a file whose
     * transport loads tanks as infantry ({@code carries.infantry}) fits them; a transport that tells infantry apart with
     * none named is refused.
     */
    @Test
    void theUnitsLoadedAsInfantryAreTheFiles() throws IOException {
        Edition tanks = edited("revised", e -> transport(e).set("infantry", new ArrayNode(com.fasterxml.jackson.databind.node.JsonNodeFactory.instance)
                .add("tank")));
        BattleSetup s = BattleSetup.builder(tanks).attacker("1 battleship").defender("1 transport").cargo(Side.DEFENDER, "2 tank").build();
        assertEquals(10, battleboard.battle.PostBattle.of(s, Side.DEFENDER).cargoValue());
        EditedEditionFiles.assertRefused(EditedEditionFiles.builtIn("revised"), dir, e -> transport(e).remove("infantry"),
                ".carries.infantry", "infantry");
    }

    private static ObjectNode transport(ObjectNode edition) {
        for (var u : edition.get("units")) {
            if (u.get("id").asText().equals("transport")) {
                return (ObjectNode) u.get("carries");
            }
        }
        throw new IllegalStateException("no transport");
    }

    /** Revised L2903-2907 names Panzerblitz in {@code battle.roundOneWin}; a file without it shows no round-1 win. */
    @Test
    void theRoundOneWinTechnologyIsTheFiles() throws IOException {
        BattleSetup shipped = BattleSetup.builder(Edition.builtIn("revised")).attacker("3 tank").defender("1 infantry")
                .tech(Side.ATTACKER, "panzerblitz").build();
        assertTrue(Panzerblitz.ticked(shipped));
        Edition none = edited("revised", e -> battle(e).remove("roundOneWin"));
        assertFalse(Panzerblitz.ticked(BattleSetup.builder(none).attacker("3 tank").defender("1 infantry")
                .tech(Side.ATTACKER, "panzerblitz").build()));
        EditedEditionFiles.assertRefused(EditedEditionFiles.builtIn("revised"), dir, e -> battle(e).put("roundOneWin", "blitzkrieg"),
                "battle.roundOneWin", "blitzkrieg");
    }
}
