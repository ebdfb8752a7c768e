package battleboard.edition;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The built-in Classic edition file against the Classic rulebook's units and weapons developments as
 * typed in {@link RulebookUnits#CLASSIC} (seeds/002_643762565ec19ffa.txt).
 */
class ClassicEditionTest {
    private static final Edition CLASSIC = Edition.builtIn("classic");

    @Test
    void everyUnitMatchesTheReferenceChart() {
        assertEquals(Set.copyOf(RulebookUnits.classicById().keySet()),
                Set.copyOf(CLASSIC.units().stream().map(UnitType::id).toList()));
        for (RulebookUnits.Profile p : RulebookUnits.CLASSIC) {
            RevisedEditionTest.assertMatches(p, CLASSIC.unit(p.id()));
        }
        assertEquals(6, CLASSIC.dieSides()); // "if you toss that number or less on a die" (L157-159)
    }

    @Test
    void weaponsDevelopmentsMatchTheRulebook() {
        assertEquals(RulebookUnits.CLASSIC_TECHNOLOGY_UNIT.keySet(),
                Set.copyOf(CLASSIC.technologies().stream().map(Technology::id).toList()));
        for (Technology t : CLASSIC.technologies()) {
            for (RulebookUnits.Profile p : RulebookUnits.CLASSIC) {
                UnitType u = t.apply(CLASSIC.unit(p.id()));
                RevisedEditionTest.assertMatches(RulebookUnits.withClassicTechs(p, List.of(t.id())), u);
                assertEquals(RulebookUnits.withClassicTechs(p, List.of(t.id())).cost(), u.cost(), t.id() + " " + p.id());
            }
        }
    }

    @Test
    void ruleOptionDefaultsFollowTheRulebook() {
        assertEquals(Map.of(
                RuleOption.AA_CASUALTIES, "owner-chooses",          // "the attacker ... chooses" the planes lost (L825)
                RuleOption.AA_ROUNDS, "first-round",                // fires once, then leaves the board (L588, L825)
                RuleOption.BOMBARDMENT_TARGETS, "any-unit",         // "any enemy units defending" (L703, L857)
                RuleOption.BOMBARDMENT_CASUALTIES, "fire-back",     // "still able to counterattack" (L703, L865)
                RuleOption.AMPHIBIOUS_RETREAT, "none",              // "CAN NEVER retreat" (L707, L754; digest A8)
                RuleOption.POST_BATTLE_LOSSES, "count",             // cargo lost with its transport (L748), fighters (L647)
                RuleOption.DICE, "standard",                        // "one die for each unit" (L163)
                RuleOption.DAMAGE_AFTER_COMBAT, "kept"              // no unit takes two hits
        ), CLASSIC.optionDefaults());
    }
}
