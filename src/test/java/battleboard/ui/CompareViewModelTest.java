package battleboard.ui;

import static battleboard.ui.FormFields.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Force;
import battleboard.battle.PreBattle;
import battleboard.battle.Progress;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.battle.SubmergePolicy;
import battleboard.edition.Edition;
import battleboard.edition.Role;
import battleboard.result.BattleResult;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import battleboard.ui.CompareViewModel.Bars;
import battleboard.ui.CompareViewModel.Mapped;
import battleboard.ui.CompareViewModel.Row;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The Compare pane: the form's battle mapped into each edition by unit name, solved, side by side. */
class CompareViewModelTest {
    private static final Edition REVISED = Edition.builtIn("revised");
    private static final Edition CLASSIC = Edition.builtIn("classic");

    private final RecordingNotifier notifier = new RecordingNotifier();

    private BattleboardViewModel form() {
        return new BattleboardViewModel(Edition.BUILT_IN, Edition::builtIn,
                FormServices.of(new InlineTaskRunner(), notifier, Optional::empty));
    }


    private static void choose(CompareViewModel compare, String... ids) {
        compare.choices().forEach(c -> c.selectedProperty().set(List.of(ids).contains(c.edition().id())));
    }

    @Test
    void classicAndRevisedSideBySideForThreeInfantryAndATankEach() {
        BattleboardViewModel vm = form();
        set(vm, "attacker-infantry", "3");
        set(vm, "attacker-tank", "1");
        set(vm, "defender-infantry", "3");
        set(vm, "defender-tank", "1");
        CompareViewModel compare = vm.compare();
        assertEquals(Edition.BUILT_IN, compare.choices().stream().map(c -> c.edition().id()).toList());
        choose(compare, "revised", "classic");
        compare.compare();

        // Revised: tank attack 3, defense 3; Classic: armor attack 3, defense 2
        assertEquals(List.of("revised", "classic"), compare.rows().stream().map(Row::edition).toList());
        Row revised = compare.rows().get(0);
        Row classic = compare.rows().get(1);
        assertEquals(List.of("27.32%", "66.80%", "5.88%", ""), List.of(revised.attackerWin(), revised.defenderWin(), revised.draw(), revised.note()));
        assertEquals(List.of("39.45%", "55.87%", "4.68%", ""), List.of(classic.attackerWin(), classic.defenderWin(), classic.draw(), classic.note()));
        assertTrue(classic.method().startsWith("exact ("), classic.method());
        assertEquals(List.of("revised", "classic"), compare.bars().stream().map(Bars::edition).toList());
        assertEquals(39.447964532, compare.bars().get(1).attackerWin(), 1e-8);
        assertEquals(27.319123830, compare.bars().get(0).attackerWin(), 1e-8);
        assertEquals(100, compare.bars().get(1).attackerWin() + compare.bars().get(1).defenderWin() + compare.bars().get(1).draw(), 1e-9);
        assertFalse(compare.job().statusErrorProperty().get());
        assertEquals("Compared 3 infantry, 1 tank vs 3 infantry, 1 tank in 2 editions.", compare.job().statusProperty().get());

        set(vm, "attacker-infantry", "4");
        assertTrue(compare.job().staleProperty().get());
    }

    @Test
    void aUnitAnEditionLacksIsLeftOutAndReportedInItsRow() {
        BattleboardViewModel vm = form();
        set(vm, "attacker-infantry", "3");
        set(vm, "attacker-artillery", "1");
        set(vm, "defender-infantry", "2");
        set(vm, "defender-aa-gun", "1");
        CompareViewModel compare = vm.compare();
        choose(compare, "classic");
        compare.compare();

        Row classic = compare.rows().get(0);
        assertEquals("artillery is not in this edition - left out (attacker 1; attacker's order of loss)", classic.note());
        BattleResult expected = new Solver().solve(BattleSetup.builder(CLASSIC).attacker("3 infantry").defender("2 infantry, 1 aa-gun")
                .build(), SolveOptions.defaults(), Progress.NONE);
        assertEquals(Figures.percent(expected.attackerWin()), classic.attackerWin());
        assertEquals(Figures.percent(expected.defenderWin()), classic.defenderWin());
    }

    /**
     * Issue 25: the form's Compare fits a battle as the command line's compare does ({@code EditionFit}). A rule option the
     * player changed goes to every edition that has it (it went nowhere before); the form's edition's defaults do not
     * replace another edition's (Revised bombards land units only, Classic any unit, C703).
     */
    @Test
    void aRuleOptionThePlayerChangedGoesToEveryEditionThatHasIt() {
        BattleSetup from = BattleSetup.builder(REVISED).attacker("2 infantry, 1 fighter").defender("2 infantry, 1 aa-gun")
                .option("aa-casualties", "per-aircraft").build();
        Map<String, String> classic = CompareViewModel.map(from, CLASSIC).setup().rules().asMap();
        assertEquals("per-aircraft", classic.get("aa-casualties"));
        assertEquals("any-unit", classic.get("bombardment-targets"));
    }

    @Test
    void theMappingKeepsPoliciesOrdersAndTechnologiesByName() {
        BattleSetup from = BattleSetup.builder(REVISED).attacker("2 infantry, 1 tank, 1 fighter").defender("3 infantry, 1 aa-gun")
                .tech(Side.ATTACKER, "heavy-bombers").tech(Side.ATTACKER, "jet-fighters")
                .order(Side.ATTACKER, battleboard.battle.OrderOfLoss.parse("tank, fighter", REVISED, Role.ATTACK).withKeepLand(1))
                .retreat(new RetreatPolicy.AfterRound(2)).submerge(Side.DEFENDER, SubmergePolicy.ALWAYS).amphibious(true).build();
        Mapped m = CompareViewModel.map(from, CLASSIC);
        assertNull(m.error());
        BattleSetup to = m.setup();
        assertEquals(Force.parse("2 infantry, 1 armor, 1 fighter", CLASSIC), to.force(Side.ATTACKER));
        assertEquals(1, to.force(Side.DEFENDER).count(to.edition().unit("aa-gun")), "the AA gun is mapped by name");
        assertEquals(List.of("armor", "fighter"), to.order(Side.ATTACKER).unitIds().subList(0, 2));
        assertEquals(1, to.order(Side.ATTACKER).keepLand());
        assertEquals(CLASSIC.units().size(), to.order(Side.ATTACKER).unitIds().size());
        assertEquals(List.of("heavy-bombers"), to.techs(Side.ATTACKER).stream().map(t -> t.id()).toList());
        assertEquals(List.of("technology jet-fighters is not in this edition - left out (attacker)"), m.notes());
        assertEquals(new RetreatPolicy.AfterRound(2), to.retreat());
        assertEquals(SubmergePolicy.ALWAYS, to.submerge(Side.DEFENDER));
        assertTrue(to.amphibious());
        assertEquals(CLASSIC.optionDefaults().get(battleboard.edition.RuleOption.BOMBARDMENT_CASUALTIES),
                to.rules().asMap().get("bombardment-casualties"));

        Mapped empty = CompareViewModel.map(BattleSetup.builder(REVISED).attacker("1 artillery").defender("1 infantry").build(), CLASSIC);
        assertNull(empty.setup());
        assertEquals("the attacker has no units", empty.error());
        assertEquals(List.of("artillery is not in this edition - left out (attacker 1; attacker's order of loss)"), empty.notes());
    }

    @Test
    void nothingChosenOrAnInvalidBattleIsSaidInTheStatus() {
        BattleboardViewModel vm = form();
        CompareViewModel compare = vm.compare();
        compare.compare();
        assertEquals("The battle on the Battle tab is not ready: the attacker has no units", compare.job().statusProperty().get());
        assertTrue(compare.job().statusErrorProperty().get());
        set(vm, "attacker-infantry", "1");
        set(vm, "defender-infantry", "1");
        choose(compare);
        compare.compare();
        assertEquals("Choose at least one edition to compare.", compare.job().statusProperty().get());
        vm.method().methodProperty().set(MethodChoice.EXACT);
        choose(compare, "house-rules-1998");
        compare.compare();
        assertEquals("25.00%", compare.rows().get(0).attackerWin());
    }

    /**
     * A World at War cruiser and damaged battleship against lone submarines that must be detected: Revised
     * (which has no cruiser) takes the damaged battleship as the command line's compare gives it, and leaves the
     * detection roll out with a note (not a rule of Revised: issue 27); Classic, whose battleship one hit sinks, refuses the damaged battleship, as the
     * command line does.
     */
    @Test
    void damagedUnitsAndRollsBeforeTheBattleGoToEveryEdition() {
        BattleboardViewModel vm = form();
        vm.editionProperty().set(vm.editions().stream().filter(e -> e.id().equals("world-at-war-2005")).findFirst().orElseThrow());
        set(vm, "attacker-battleship", "1");
        set(vm, "attacker-cruiser", "1");
        set(vm, "defender-submarine", "2");
        set(vm, "attacker-damaged-battleship-1", "1");
        set(vm, "detection-number", "2");
        BattleSetup form = vm.check().setup();

        Mapped revised = CompareViewModel.map(form, REVISED);
        assertEquals(Force.parse("1 battleship", REVISED), revised.setup().damaged(Side.ATTACKER));
        assertEquals(PreBattle.NONE, revised.setup().preBattle());
        assertEquals(List.of("cruiser is not in this edition - left out (attacker 1; attacker's order of loss)",
                "submarine detection rolls are left out: not a rule of revised"), revised.notes());
        Mapped classic = CompareViewModel.map(form, CLASSIC);
        assertNull(classic.setup());
        assertEquals("damaged battleship: one hit destroys a unit of battleship, so it cannot start damaged", classic.error());

        CompareViewModel compare = vm.compare();
        choose(compare, "world-at-war-2005", "revised", "classic");
        compare.compare();
        assertEquals(List.of("revised", "classic", "world-at-war-2005"), compare.rows().stream().map(Row::edition).toList());
        // Revised has no cruiser: the damaged battleship attacks alone
        BattleResult expected = new Solver().solve(BattleSetup.builder(REVISED).attacker("1 battleship")
                .defender("2 submarine").damaged(Side.ATTACKER, Force.parse("1 battleship", REVISED)).build(),
                SolveOptions.defaults(), Progress.NONE);
        assertEquals(List.of("revised", "world-at-war-2005"), compare.bars().stream().map(Bars::edition).toList());
        assertEquals(100 * expected.attackerWin(), compare.bars().get(0).attackerWin(), 1e-7);
        assertEquals("", compare.rows().get(1).attackerWin());
        assertTrue(compare.rows().get(1).note().contains("cannot start damaged"), compare.rows().get(1).note());
        assertEquals("", compare.rows().get(2).note());
        vm.calculate();
        assertEquals(100 * vm.results().resultProperty().get().attackerWin(), compare.bars().get(1).attackerWin(), 1e-7);
    }

    /**
     * Global War's optional rules go to the editions that have them and are left out, with a note, where they are
     * not rules, as the command line's compare does: one fighter a side on Air Cap gives Global War 11/20
     * (battleboard.solve.AirCombatTest); a defender retreating after round 1 gives it 2/3
     * (GlobalWarCasesTest#defenderRetreat); Revised fights the battle without them.
     */
    @Test
    void globalWarsOptionalRulesGoOnlyToTheEditionsThatHaveThem() {
        BattleboardViewModel vm = form();
        vm.editionProperty().set(vm.editions().stream().filter(e -> e.id().equals("global-war-1939")).findFirst().orElseThrow());
        set(vm, "attacker-fighter", "1");
        set(vm, "attacker-armor", "1");
        set(vm, "defender-fighter", "1");
        set(vm, "defender-infantry", "1");
        set(vm, "attacker-air-cap", "1");
        set(vm, "defender-air-cap", "1");
        CompareViewModel compare = vm.compare();
        choose(compare, "global-war-1939", "revised");
        compare.compare();
        assertEquals(List.of("revised", "global-war-1939"), compare.rows().stream().map(Row::edition).toList());
        assertEquals("the air combat is left out: not a rule of revised", compare.rows().get(0).note());
        BattleResult revised = new Solver().solve(BattleSetup.builder(REVISED).attacker("1 fighter, 1 tank")
                .defender("1 fighter, 1 infantry").build(), SolveOptions.defaults(), Progress.NONE);
        assertEquals(100 * revised.attackerWin(), compare.bars().get(0).attackerWin(), 1e-7);
        assertEquals(100 * 11.0 / 20, compare.bars().get(1).attackerWin(), 1e-7);
        assertEquals("", compare.rows().get(1).note());

        set(vm, "attacker-air-cap", "");
        set(vm, "defender-air-cap", "");
        set(vm, "attacker-fighter", "");
        set(vm, "defender-fighter", "");
        set(vm, "defender-retreat-after", "1");
        compare.compare();
        assertEquals("the defender's retreat is left out: not a rule of revised", compare.rows().get(0).note());
        revised = new Solver().solve(BattleSetup.builder(REVISED).attacker("1 tank").defender("1 infantry").build(),
                SolveOptions.defaults(), Progress.NONE);
        assertEquals(100 * revised.attackerWin(), compare.bars().get(0).attackerWin(), 1e-7);
        assertEquals(100 * 2.0 / 3, compare.bars().get(1).attackerWin(), 1e-7);
    }

    @Test
    void theNavalBaseFirstStrikeIsLeftOutWhereItIsNotARule() {
        Edition globalWar = Edition.builtIn("global-war-1939");
        BattleSetup from = BattleSetup.builder(globalWar).attacker("2 infantry").defender("2 infantry").bombard("1 battleship, 1 cruiser")
                .preBattle(PreBattle.NONE.withNavalBaseFirstStrike()).build();
        Mapped revised = CompareViewModel.map(from, REVISED);
        assertEquals(PreBattle.NONE, revised.setup().preBattle());
        assertEquals(List.of("cruiser is not in this edition - left out (bombard 1; attacker's order of loss)",
                "the naval base's first strike is left out: not a rule of revised"), revised.notes());
        assertEquals(from.preBattle(), CompareViewModel.map(from, globalWar).setup().preBattle());
    }
}
