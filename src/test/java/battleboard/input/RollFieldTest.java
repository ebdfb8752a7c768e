package battleboard.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The fields around a battle, written and read back the one way the registry ({@link RollField}) gives them. */
class RollFieldTest {
    /** Every field given: a text for those that take a value, "true" for the switches. */
    private static BattlePreset.Rolls everyField() {
        Map<RollField, String> given = new EnumMap<>(RollField.class);
        for (RollField f : RollField.values()) {
            given.put(f, f.takesValue() ? "text of " + f.field() : "true");
        }
        return new BattlePreset.Rolls(given);
    }

    private static BattlePreset withRolls(BattlePreset.Rolls rolls) {
        BattlePreset e = BattlePreset.empty();
        return new BattlePreset(e.name(), e.edition(), e.attacker(), e.defender(), e.bombard(), e.damaged(), e.techs(), e.options(),
                e.orders(), e.keepLand(), e.amphibious(), e.retreat(), e.submerge(), e.round(), e.cargo(), e.noLanding(), e.landed(),
                rolls);
    }

    @Test
    void everyFieldGoesThroughABattleFileAndBack() throws Exception {
        BattlePreset p = withRolls(everyField());
        String json = p.toJson();
        for (RollField f : RollField.values()) {
            assertEquals(true, json.contains("\"" + f.field() + "\" : " + (f.takesValue() ? "\"text of " + f.field() + "\"" : "true")),
                    f + " in\n" + json);
        }
        BattlePreset back = BattlePreset.read(new java.io.ByteArrayInputStream(json.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                "every-field.json");
        assertEquals(everyField(), back.rolls());
    }

    @Test
    void theCommandLineGivesEachFieldItsFlagInHelpOrder() {
        // help order: attacker-picks and defender-picks 7 (beside the orders of loss), detection 22, chinese-morale 23, air-combat 24, defender-retreat 25, naval-base-first-strike 26,
        // rocket-strike 26 and kamikaze-targets 26 (enum order breaks the tie), paratroopers-dropped 27, then no-escape-zone 29
        // after the cargo and --no-landing
        assertEquals(List.of("--attacker-picks", "text of attackerPicks", "--defender-picks", "text of defenderPicks",
                "--detection", "text of detection", "--chinese-morale", "--air-combat", "text of airCombat",
                "--defender-retreat", "text of defenderRetreat", "--naval-base-first-strike", "--rocket-strike", "text of rocketStrike",
                "--kamikaze-targets", "text of kamikazeTargets", "--paratroopers-dropped", "text of paratroopersDropped", "--no-escape-zone"),
                BattleCommandLine.flags(withRolls(everyField())));
    }

    @Test
    void rollsOverBaseKeepBothAndTheirsWin() {
        BattlePreset.Rolls base = new BattlePreset.Rolls(Map.of(RollField.DETECTION, "2", RollField.NO_ESCAPE_ZONE, "true"));
        BattlePreset.Rolls mine = new BattlePreset.Rolls(Map.of(RollField.DETECTION, "3:2", RollField.CHINESE_MORALE, "true"));
        assertEquals(new BattlePreset.Rolls(Map.of(RollField.DETECTION, "3:2", RollField.CHINESE_MORALE, "true",
                RollField.NO_ESCAPE_ZONE, "true")), mine.over(base));
        assertThrows(IllegalArgumentException.class, () -> new BattlePreset.Rolls(Map.of(RollField.NO_ESCAPE_ZONE, "yes")));
    }
}
