package battleboard.edition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The built-in Revised edition file against the rulebook's unit profiles ({@link RulebookUnits}). */
class RevisedEditionTest {
    private static final Edition REVISED = Edition.builtIn("revised");

    @Test
    void everyUnitMatchesTheRulebookAppendix() {
        // the appendix's units, then the units the National Advantages Kamikaze and Kaiten declare (L2980-2995; their
        // battles are checked in battleboard.rules.RevisedNationalAdvantagesTest)
        List<String> ids = new java.util.ArrayList<>(RulebookUnits.REVISED.stream().map(RulebookUnits.Profile::id).toList());
        ids.addAll(List.of("kamikaze-fighter", "kamikaze-bomber", "kaiten"));
        assertEquals(ids, REVISED.units().stream().map(UnitType::id).toList());
        for (RulebookUnits.Profile p : RulebookUnits.REVISED) {
            assertMatches(p, REVISED.unit(p.id()));
        }
    }

    @Test
    void diceAreSixSided() {
        assertEquals(6, REVISED.dieSides()); // "a die roll of ... or less" on one six-sided die, L1083-1090
    }

    @Test
    void technologiesMatchTheRulebook() {
        // the weapons developments (L649-696) and the National Advantages that change a battle (L2854-3044; their
        // values are checked in battleboard.rules.RevisedNationalAdvantagesTest)
        Set<String> expected = new java.util.HashSet<>(RulebookUnits.TECHNOLOGY_UNIT.keySet());
        expected.addAll(Set.of("russian-winter", "atlantic-wall", "wolf-packs", "fortress-europe", "radar", "dug-in-defenders",
                "banzai-attacks", "marines", "panzerblitz", "superfortresses"));
        assertEquals(expected, Set.copyOf(REVISED.technologies().stream().map(Technology::id).toList()));
        RulebookUnits.TECHNOLOGY_UNIT.forEach((tech, unit) -> {
            Technology t = REVISED.technology(tech);
            // Heavy Bombers and Super Submarines change the kamikaze bomber and the kaiten too
            org.junit.jupiter.api.Assertions.assertTrue(t.unitIds().contains(unit), tech);
            assertMatches(RulebookUnits.withTechs(RulebookUnits.profile(unit), List.of(tech)), t.apply(REVISED.unit(unit)));
        });
    }

    @Test
    void technologiesChangeNoOtherUnit() {
        for (Technology t : REVISED.technologies()) {
            for (UnitType u : REVISED.units()) {
                if (!t.unitIds().contains(u.id())) {
                    assertEquals(u, t.apply(u), t.id() + " on " + u.id());
                }
            }
        }
    }

    @Test
    void ruleOptionDefaultsFollowTheRulebook() {
        assertEquals(Map.of(
                RuleOption.AA_CASUALTIES, "owner-chooses",          // L1185-1189
                RuleOption.AA_ROUNDS, "first-round",                // L1317-1318, L1390-1391
                RuleOption.BOMBARDMENT_TARGETS, "land-units",       // L1207-1208
                RuleOption.BOMBARDMENT_CASUALTIES, "removed",       // L1311-1320, L2466
                RuleOption.DESTROYER_VS_SUBMARINES, "delay-removal", // L1324-1335
                RuleOption.AMPHIBIOUS_RETREAT, "aircraft-only",     // L1408-1409
                RuleOption.EXPENDED_CASUALTIES, "take-hits",        // "in addition to any other casualties" (L2986-2987) read both ways
                RuleOption.POST_BATTLE_LOSSES, "count",             // L1007-1010, L2375-2376
                RuleOption.DICE, "standard",                        // one die per unit (L1341, L1355)
                RuleOption.DAMAGE_AFTER_COMBAT, "repaired"          // "unharmed at the start of the next combat" (L1780-1786)
        ), REVISED.optionDefaults());
    }

    @ParameterizedTest
    @CsvSource({
        "inf, infantry", "art, artillery", "arm, tank", "ftr, fighter", "bmb, bomber", "bb, battleship",
        "dd, destroyer", "cv, carrier", "tr, transport", "sub, submarine", "aa, aa-gun",
        "Infantry, infantry", "tanks, tank", "AA gun, aa-gun", "aa-guns, aa-gun", "Aircraft carrier, carrier",
        "SUBS, submarine", "' fighters ', fighter"})
    void namesAndAbbreviationsResolve(String typed, String id) {
        assertEquals(Optional.of(id), REVISED.findUnit(typed).map(UnitType::id));
        assertEquals(id, REVISED.unit(typed).id());
    }

    @Test
    void unknownUnitIsRefusedWithTheKnownOnes() {
        assertEquals(Optional.empty(), REVISED.findUnit("cruiser")); // no cruisers in Revised (digest A1)
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> REVISED.unit("cruiser"));
        assertTrue(e.getMessage().startsWith("unknown unit 'cruiser'"), e.getMessage());
        assertTrue(e.getMessage().contains("battleship"), e.getMessage());
    }

    @Test
    void unknownEditionAndTechnologyAreRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Edition.builtIn("anniversary"));
        assertTrue(e.getMessage().contains("anniversary") && e.getMessage().contains("revised"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> REVISED.technology("rockets"));
        assertTrue(e.getMessage().contains("rockets") && e.getMessage().contains("heavy-bombers"), e.getMessage());
    }

    static void assertMatches(RulebookUnits.Profile p, UnitType u) {
        String id = p.id();
        assertEquals(p.domain(), u.domain(), id + " domain");
        assertEquals(p.cost(), u.cost(), id + " cost");
        assertEquals(p.attack(), u.attack(), id + " attack");
        assertEquals(p.defense(), u.defense(), id + " defense");
        assertEquals(p.attackDice(), u.attackDice(), id + " attack dice");
        assertEquals(p.defenseDice(), u.defenseDice(), id + " defense dice");
        assertEquals(p.hitPoints(), u.hitPoints(), id + " hit points");
        assertEquals(p.openingFire(), u.openingFire(), id + " opening fire");
        assertEquals(p.seaTargetsOnly() ? Set.of(Domain.SEA) : EnumSet.allOf(Domain.class), u.hits(), id + " targets");
        assertEquals(p.antiSubmarine(), u.antiSubmarine(), id + " anti-submarine");
        assertEquals(p.submerges(), u.submerges(), id + " submerges");
        assertEquals(p.bombard(), u.bombard(), id + " bombard");
        assertEquals(p.antiAircraft(), u.antiAircraft(), id + " anti-aircraft");
        assertEquals(p.supports().map(s -> new UnitType.Support(s, p.supportedValue())), u.supports(), id + " supports");
    }
}
