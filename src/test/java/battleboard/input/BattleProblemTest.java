package battleboard.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import battleboard.battle.Side;
import battleboard.edition.Edition;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 25, item 1: the single conversion of a battle as written ({@link BattlePreset#setup}) reports each problem on the
 * path of the battle file's field it concerns, with the line the suite already holds; the command line names the flag of
 * that field ({@link BattleCommandLine#named}).
 */
class BattleProblemTest {
    private static final Edition REVISED = Edition.builtIn("revised");
    private static final Edition WORLD_AT_WAR = Edition.builtIn("world-at-war-2005");

    private static BattlePreset battle(String attacker, String defender) {
        return new BattlePreset("", Optional.empty(), Optional.of(attacker), Optional.of(defender), Optional.empty(), Map.of(),
                Map.of(), Map.of(), Map.of(), OptionalInt.empty(), false, Optional.empty(), Map.of(), OptionalInt.empty(), Map.of(),
                Set.of(), Optional.empty(), BattlePreset.Rolls.NONE);
    }

    private static List<BattleProblem> problems(BattlePreset p, Edition e) {
        return assertThrows(BattleInputException.class, () -> p.setup(e)).problems();
    }

    private static List<String> paths(BattlePreset p, Edition e) {
        return problems(p, e).stream().map(BattleProblem::path).toList();
    }

    @Test
    void aTankAtSeaConcernsTheTankAndTheOnlyShip() {
        assertEquals(List.of("attacker[tank]", "defender[destroyer]"), paths(battle("1 tank", "1 destroyer"), REVISED));
        // a destroyer on each side: the tank alone is the problem
        assertEquals(List.of("attacker[tank]"), paths(battle("1 tank, 1 destroyer", "1 destroyer"), REVISED));
        assertEquals("tank cannot fight in a sea battle (the attacker has it, and destroyer makes this a sea battle)",
                problems(battle("1 tank, 1 destroyer", "1 destroyer"), REVISED).get(0).message());
    }

    @Test
    void aShipThatCannotBombardConcernsItsBombardEntry() {
        BattlePreset p = battle("2 infantry", "2 infantry");
        p = new BattlePreset("", Optional.empty(), p.attacker(), p.defender(), Optional.of("1 destroyer"), Map.of(), Map.of(),
                Map.of(), Map.of(), OptionalInt.empty(), false, Optional.empty(), Map.of(), OptionalInt.empty(), Map.of(), Set.of(),
                Optional.empty(), BattlePreset.Rolls.NONE);
        List<BattleProblem> problems = problems(p, REVISED);
        assertEquals(List.of(new BattleProblem("bombard[destroyer]",
                "destroyer cannot conduct shore bombardment without the combined-bombardment technology")), problems);
        assertEquals("--bombard: destroyer cannot conduct shore bombardment without the combined-bombardment technology",
                BattleCommandLine.named(problems.get(0)));
    }

    @Test
    void tooManyDamagedUnitsConcernTheDamagedField() {
        BattlePreset p = battle("1 cruiser", "1 battleship");
        p = new BattlePreset("", Optional.empty(), p.attacker(), p.defender(), Optional.empty(),
                Map.of(Side.DEFENDER, "2 battleship:1"), Map.of(), Map.of(), Map.of(), OptionalInt.empty(), false, Optional.empty(),
                Map.of(), OptionalInt.empty(), Map.of(), Set.of(), Optional.empty(), BattlePreset.Rolls.NONE);
        assertEquals(List.of(new BattleProblem("damaged.defender[battleship]", "damaged 2 battleship: the defender has only 1")),
                problems(p, WORLD_AT_WAR));
    }

    @Test
    void anUnknownUnitConcernsItsForce() {
        List<BattleProblem> problems = problems(battle("3 infantry", "2 panzer"), REVISED);
        assertEquals(List.of("defender"), problems.stream().map(BattleProblem::path).toList());
        assertEquals("--defender", BattleCommandLine.flag(problems.get(0).path()));
    }

    @Test
    void aMalformedRollConcernsItsRollAndNamesItsFlag() {
        BattlePreset p = battle("1 cruiser", "1 submarine");
        BattlePreset.Rolls rolls = new BattlePreset.Rolls(Optional.of("7"), false, Optional.empty(), false, Optional.empty(), false);
        p = new BattlePreset("", Optional.empty(), p.attacker(), p.defender(), Optional.empty(), Map.of(), Map.of(), Map.of(),
                Map.of(), OptionalInt.empty(), false, Optional.empty(), Map.of(), OptionalInt.empty(), Map.of(), Set.of(),
                Optional.empty(), rolls);
        List<BattleProblem> problems = problems(p, WORLD_AT_WAR);
        assertEquals(List.of(new BattleProblem("rolls.detection", "'7': the number is from 1 to 6")), problems);
        assertEquals("--detection '7': the number is from 1 to 6", BattleCommandLine.named(problems.get(0)));
        // the rules refuse a detection roll in Global War 1939, whose destroyers detect submarines in the battle: the same field
        BattlePreset.Rolls two = new BattlePreset.Rolls(Optional.of("2"), false, Optional.empty(), false, Optional.empty(), false);
        BattlePreset globalWar = new BattlePreset("", Optional.empty(), Optional.of("1 destroyer"), p.defender(), Optional.empty(), Map.of(),
                Map.of(), Map.of(), Map.of(), OptionalInt.empty(), false, Optional.empty(), Map.of(), OptionalInt.empty(), Map.of(),
                Set.of(), Optional.empty(), two);
        assertEquals(List.of("rolls.detection"), paths(globalWar, Edition.builtIn("global-war-1939")));
    }

    /**
     * Issue 25 item 3 (issue 26 defect 8): a roll the rules refuse is a problem of its field with the rule's line alone;
     * the flag goes before it on the command line only ({@link BattleCommandLine#named}), never into the form's status.
     */
    @Test
    void aRollTheRulesRefuseNamesItsFlagOnlyOnTheCommandLine() {
        BattlePreset subs = battle("1 destroyer", "1 submarine");
        BattlePreset detected = new BattlePreset("", Optional.empty(), subs.attacker(), subs.defender(), Optional.empty(), Map.of(),
                Map.of(), Map.of(), Map.of(), OptionalInt.empty(), false, Optional.empty(), Map.of(), OptionalInt.empty(), Map.of(),
                Set.of(), Optional.empty(), new BattlePreset.Rolls(Optional.of("2"), false, Optional.empty(), false, Optional.empty(), false));
        List<BattleProblem> problems = problems(detected, REVISED);
        assertEquals(List.of(new BattleProblem("rolls.detection",
                "detection rolls before the battle are not a rule of revised (World at War's, W443)")), problems);
        assertEquals("--detection: detection rolls before the battle are not a rule of revised (World at War's, W443)",
                BattleCommandLine.named(problems.get(0)));
        BattlePreset land = battle("3 infantry", "2 infantry");
        BattlePreset morale = new BattlePreset("", Optional.empty(), land.attacker(), land.defender(), Optional.empty(), Map.of(),
                Map.of(), Map.of(), Map.of(), OptionalInt.empty(), false, Optional.empty(), Map.of(), OptionalInt.empty(), Map.of(),
                Set.of(), Optional.empty(), new BattlePreset.Rolls(Optional.empty(), true, Optional.empty(), false, Optional.empty(), false));
        problems = problems(morale, REVISED);
        assertEquals(List.of(new BattleProblem("rolls.chineseMorale",
                "a Chinese morale roll before the battle is not a rule of revised (World at War's, W304-313)")), problems);
        assertEquals("--chinese-morale: a Chinese morale roll before the battle is not a rule of revised (World at War's, W304-313)",
                BattleCommandLine.named(problems.get(0)));
    }

    /**
     * Issue 25 item 2: a roll of one type owning its variants (the naval base's first strike) is refused on its field's path,
     * through {@code Refusal.Concern.roll}, with the line the suite already holds: not a rule of Revised; in Global War
     * 1939, with no bombarding ship to strike at.
     */
    @Test
    void aRollOfItsOwnTypeTheRulesRefuseIsAProblemOfItsField() {
        BattlePreset land = battle("3 infantry", "2 infantry");
        BattlePreset strike = new BattlePreset("", Optional.empty(), land.attacker(), land.defender(), Optional.empty(), Map.of(),
                Map.of(), Map.of(), Map.of(), OptionalInt.empty(), false, Optional.empty(), Map.of(), OptionalInt.empty(), Map.of(),
                Set.of(), Optional.empty(), new BattlePreset.Rolls(Map.of(RollField.NAVAL_BASE_FIRST_STRIKE, "true")));
        assertEquals(List.of(new BattleProblem("rolls.navalBaseFirstStrike",
                "a naval base's first strike is not a rule of revised (Global War 1939's optional rule)")), problems(strike, REVISED));
        assertEquals(List.of(new BattleProblem("rolls.navalBaseFirstStrike",
                "a naval base's first strike needs bombarding ships (--bombard) to strike at")),
                problems(strike, Edition.builtIn("global-war-1939")));
    }

    @Test
    void everyFieldHasItsFlag() {
        assertEquals("--defender-damaged", BattleCommandLine.flag("damaged.defender[battleship]"));
        assertEquals("--attacker-cargo", BattleCommandLine.flag("cargo.attacker"));
        assertEquals("--air-combat", BattleCommandLine.flag("rolls.airCombat.defender"));
        assertEquals("--naval-base-first-strike", BattleCommandLine.flag("rolls.navalBaseFirstStrike"));
        assertEquals("--no-escape-zone", BattleCommandLine.flag("rolls.noEscapeZone"));
        assertEquals("--keep-land", BattleCommandLine.flag("keepLand"));
        assertEquals("", BattleCommandLine.flag(""));
    }
}
