package battleboard.edition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Dice;
import battleboard.battle.Force;
import battleboard.battle.HitDistribution;
import battleboard.battle.PreBattle;
import battleboard.battle.PreBattleRoll;
import battleboard.battle.PreBattleVariant;
import battleboard.battle.Progress;
import battleboard.battle.Refusal;
import battleboard.battle.Side;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 25 item 2: a pre-battle roll of one type owning its variants ({@link PreBattleRoll}) is declared in the edition
 * file under {@code battle.rolls} (its numbers and the unit or technology ids it names, checked when the file is read),
 * refused where the edition does not declare it, left out by {@link PreBattle#forEdition}, and changes the battle by its
 * variants. The roll here is a test's own: it needs no entry in the command line's registry to be played.
 */
class DeclaredRollTest {
    @TempDir
    Path dir;

    /** A test roll: each attacking {@code firer} rolls a die of {@code sides}; each roll of {@code hitsOn} or less removes a defending {@code target}. */
    static final class Barrage extends PreBattleRoll {
        static final Barrage KIND = new Barrage();

        private Barrage() {
            super(new Faces("testBarrage", false, "", 26, "a test roll", "test barrage", "Test barrage", "", "a test roll"));
        }

        @Override
        public PreBattleRoll.Made read(String text) {
            return new Made();
        }

        static final class Made extends PreBattleRoll.Switch {
            Made() {
                super(KIND);
            }

            @Override
            public String describe() {
                return "test barrage";
            }

            @Override
            public void check(BattleSetup setup) {
                // every battle may have it
            }

            @Override
            public List<PreBattleVariant> variants(BattleSetup fought) {
                PreBattleRolls.Declared d = KIND.declared(fought.edition()).orElseThrow();
                UnitType firer = fought.edition().unit(d.id("firer"));
                UnitType target = fought.edition().unit(d.id("target"));
                int sides = d.number("sides", 2, 100);
                double[] hits = HitDistribution.of(new Dice(Side.ATTACKER, List.of(new Dice.Group(firer.id(),
                        fought.force(Side.ATTACKER).count(firer), d.number("hitsOn", 1, sides), sides))));
                List<PreBattleVariant> out = new ArrayList<>();
                for (int k = 0; k < hits.length; k++) {
                    Map<UnitType, Integer> left = new java.util.LinkedHashMap<>(fought.force(Side.DEFENDER).counts());
                    left.put(target, left.get(target) - k);
                    out.add(new PreBattleVariant(Optional.of(fought.toBuilder().defender(Force.of(left)).build()), hits[k], Force.empty(),
                            k + " removed", Force.empty(), 0, k * target.cost()));
                }
                return out;
            }
        }
    }

    private Edition withBarrage(String hitsOn, String target) throws IOException {
        ObjectNode copy = EditedEditionFiles.builtIn("revised");
        ((ObjectNode) copy.get("battle")).putObject("rolls").putObject("testBarrage").put("firer", "artillery").put("target", target)
                .put("hitsOn", Integer.parseInt(hitsOn)).put("sides", 6).put("source", "a test's, not a rulebook's");
        Path file = dir.resolve("with-barrage.json");
        Files.writeString(file, copy.toPrettyString());
        return Edition.fromFile(file);
    }

    @Test
    void aRollIsDeclaredUnderBattleRollsWithItsNumbersAndIds() throws IOException {
        Edition e = withBarrage("2", "infantry");
        PreBattleRolls.Declared d = e.battle().rolls().declared("testBarrage").orElseThrow();
        assertEquals(Map.of("hitsOn", 2, "sides", 6), d.numbers());
        assertEquals(Map.of("firer", "artillery", "target", "infantry"), d.ids());
        assertEquals("a test's, not a rulebook's", d.source());
        assertTrue(Barrage.KIND.offered(e));
        assertFalse(Barrage.KIND.offered(Edition.builtIn("revised")));
        assertEquals("battle.rolls.testBarrage.sides: expected a whole number from 7 to 12 in the edition file, got 6",
                assertThrows(IllegalArgumentException.class, () -> d.number("sides", 7, 12)).getMessage());
    }

    @Test
    void aDeclaredIdThatIsNoUnitNorTechnologyOrANumberThatIsNotWholeIsRefusedNamingItsField() {
        ObjectNode revised = EditedEditionFiles.builtIn("revised");
        EditedEditionFiles.assertRefused(revised, dir, e -> ((ObjectNode) e.get("battle")).putObject("rolls").putObject("testBarrage")
                .put("target", "infantery"), "battle.rolls.testBarrage.target", "unit or technology ids", "'infantery'");
        EditedEditionFiles.assertRefused(revised, dir, e -> ((ObjectNode) e.get("battle")).putObject("rolls").putObject("testBarrage")
                .put("hitsOn", 1.5), "battle.rolls.testBarrage.hitsOn", "whole number");
        EditedEditionFiles.assertRefused(revised, dir, e -> ((ObjectNode) e.get("battle")).putObject("rolls").put("testBarrage", 2),
                "battle.rolls.testBarrage", "expected an object");
    }

    /**
     * One artillery rolls a d6 hitting on 2 or less: with 4/6 no defending infantry is removed, with 2/6 one is (3 IPC);
     * the battle's odds are the two battles' odds so weighted.
     */
    @Test
    void theRollChangesTheBattleByItsVariants() throws IOException {
        Edition e = withBarrage("2", "infantry");
        BattleSetup setup = BattleSetup.builder(e).attacker("1 artillery, 1 infantry").defender("2 infantry")
                .preBattle(PreBattle.NONE.with(new Barrage.Made())).build();
        assertEquals("test barrage", setup.preBattle().describe());
        List<PreBattleVariant> ways = setup.preBattle().variants(setup);
        assertEquals(2, ways.size());
        assertEquals(4.0 / 6, ways.get(0).probability(), 1e-15);
        assertEquals(2.0 / 6, ways.get(1).probability(), 1e-15);
        assertEquals(1, ways.get(1).setup().orElseThrow().force(Side.DEFENDER).count(e.unit("infantry")));
        assertEquals(3, ways.get(1).defenderLost());
        Solver solver = new Solver();
        double none = solver.solve(BattleSetup.builder(e).attacker("1 artillery, 1 infantry").defender("2 infantry").build(),
                SolveOptions.defaults(), Progress.NONE).attackerWin();
        double one = solver.solve(BattleSetup.builder(e).attacker("1 artillery, 1 infantry").defender("1 infantry").build(),
                SolveOptions.defaults(), Progress.NONE).attackerWin();
        assertEquals(4.0 / 6 * none + 2.0 / 6 * one, solver.solve(setup, SolveOptions.defaults(), Progress.NONE).attackerWin(), 1e-12);
    }

    @Test
    void aRollTheEditionDoesNotDeclareIsRefusedOrLeftOutByItsName() throws IOException {
        Refusal r = assertThrows(Refusal.class, () -> BattleSetup.builder(Edition.builtIn("revised")).attacker("1 artillery")
                .defender("1 infantry").preBattle(PreBattle.NONE.with(new Barrage.Made())).build());
        assertEquals("a test barrage before the battle is not a rule of revised", r.getMessage());
        assertEquals(List.of(Refusal.Concern.roll("testBarrage")), r.concerns());

        List<String> notes = new ArrayList<>();
        PreBattle there = PreBattle.NONE.with(new Barrage.Made());
        assertEquals(PreBattle.NONE, there.forEdition(Edition.builtIn("revised"), notes));
        assertEquals(List.of("the test barrage is left out: not a rule of revised"), notes);
        assertEquals(there, there.forEdition(withBarrage("1", "infantry"), notes));

        assertEquals("a test barrage, air combat, a naval base's first strike and World at War's rolls cannot be combined before one"
                + " battle", assertThrows(IllegalArgumentException.class, () -> there.withNavalBaseFirstStrike()).getMessage());
    }
}
