package battleboard.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import battleboard.edition.Domain;
import battleboard.edition.Edition;
import battleboard.edition.Rulebooks;
import battleboard.edition.Technology;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Records that write out their {@code hashCode} and {@code equals} (the generated ones link method handles on their
 * first call: docs/performance.md, "Issue 24, eighteenth session") keep a record's meaning: a copy made of the same
 * components is equal and hashes alike, and a copy that differs in any one component is not equal. Where the written-out
 * hash says it is the record's own value, it is computed here as Java's generated one computes it (31 times the hash so
 * far plus each component's, from 0), since a hash map's order follows it ({@code Waves.Path}: a wave's ways). The
 * eighteenth session's records, and {@code Dice}, {@code Dice.Group} and {@code VolleyShape} of the earlier ones.
 */
class WrittenOutRecordsTest {
    private static final Edition REVISED = Edition.builtIn("revised");

    @Test
    void startClass() {
        componentwise(new StartClass(2, 5L), true, 3, 6L);
    }

    @Test
    void diceAndVolleyShape() {
        Dice.Group fighters = new Dice.Group("fighter", 2, 3, 6);
        componentwise(fighters, true, "bomber", 3, 4, 12);
        componentwise(new Dice(Side.ATTACKER, List.of(fighters), false), true, Side.DEFENDER, List.of(), true);
        componentwise(new VolleyShape(Targets.of(Set.of(Domain.SEA)), Removal.AFTER_ROUND, 1, false), false,
                Targets.of(Set.of(Domain.AIR)), Removal.AFTER_STEP, 2, true);
    }

    @Test
    void volley() {
        Dice dice = new Dice(Side.ATTACKER, List.of(new Dice.Group("fighter", 2, 3, 6)));
        componentwise(new Volley(dice, Targets.of(Set.of(Domain.SEA)), Removal.AFTER_ROUND, 1, false, 0), false,
                new Dice(Side.ATTACKER, List.of(new Dice.Group("fighter", 3, 3, 6))), Targets.of(Set.of(Domain.AIR)),
                Removal.AFTER_STEP, 2, true, 1);
    }

    @Test
    void damage() {
        Force battleship = Force.parse("1 battleship", REVISED);
        componentwise(new Damage(Map.of(1, battleship)), true, Map.of(2, battleship));
    }

    @Test
    void wavesPathAndEnding() {
        componentwise(new Waves.Path(3, 4, Map.of("fighter", 1)), true, 5, 6, Map.of("fighter", 2));
        componentwise(new Waves.Ending(Status.ATTACKER_WIN, true, 3, 4, Map.of("tank", 1), Map.of()), false,
                Status.DEFENDER_WIN, false, 5, 6, Map.of("tank", 2), Map.of("infantry", 1));
    }

    @Test
    void kamikazeTargetAndOutcome() throws ReflectiveOperationException {
        KamikazeTargets.Target battleship = new KamikazeTargets.Target("battleship", 1);
        componentwise(battleship, true, "carrier", 2);
        Constructor<?> outcome = canonical(Class.forName("battleboard.battle.KamikazeTargets$Outcome"));
        componentwise(outcome.newInstance(Map.of(battleship, 1)), true, Map.of(battleship, 2));
    }

    @Test
    void rulebook() {
        Rulebooks.Rulebook r = Rulebooks.all().get(0);
        componentwise(r, true, "x", "x", "x", "x", "x", List.of("x"), r.lines() + 1);
    }

    @Test
    void technology() {
        Technology t = Edition.builtIn("world-at-war-2005").technologies().get(0);
        Technology.Reach otherReach = new Technology.Reach(java.util.Optional.empty(), java.util.Optional.empty(), Map.of(),
                !t.reach().allRolls(), Map.of(), "", Technology.Requires.NONE, java.util.List.of());
        componentwise(t, false, "x", "x", Map.of(), "x", Set.of(99), Map.of("x", 1), otherReach);
    }

    @Test
    void raidDamageGroup() throws ReflectiveOperationException {
        Constructor<?> group = canonical(Class.forName("battleboard.raid.RaidDamage$Group"));
        componentwise(group.newInstance("bomber", 2, 1, List.of(1, 2, 3, 4, 5, 6), OptionalInt.empty()), true,
                "tactical-bomber", 3, 2, List.of(1, 2, 3), OptionalInt.of(6));
    }

    /**
     * @param a              a record
     * @param recordsOwnHash whether its hash is the one Java generates for a record
     * @param others         for each component in order, a value other than {@code a}'s
     */
    private static void componentwise(Object a, boolean recordsOwnHash, Object... others) {
        try {
            RecordComponent[] components = a.getClass().getRecordComponents();
            assertEquals(components.length, others.length, "a value for each component");
            Object[] values = new Object[components.length];
            for (int i = 0; i < components.length; i++) {
                Method accessor = components[i].getAccessor();
                accessor.setAccessible(true);
                values[i] = accessor.invoke(a);
            }
            Constructor<?> canonical = canonical(a.getClass());
            Object copy = canonical.newInstance(values);
            assertEquals(a, copy);
            assertEquals(a.hashCode(), copy.hashCode());
            for (int i = 0; i < components.length; i++) {
                Object[] changed = values.clone();
                changed[i] = others[i];
                Object b = canonical.newInstance(changed);
                assertNotEquals(a, b, components[i].getName());
                assertNotEquals(b, a, components[i].getName());
            }
            if (recordsOwnHash) {
                int hash = 0;
                for (Object v : values) {
                    hash = 31 * hash + Objects.hashCode(v);
                }
                assertEquals(hash, a.hashCode(), "the hash Java generates for the record");
            }
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static Constructor<?> canonical(Class<?> record) throws NoSuchMethodException {
        Class<?>[] types = java.util.Arrays.stream(record.getRecordComponents()).map(RecordComponent::getType).toArray(Class<?>[]::new);
        Constructor<?> c = record.getDeclaredConstructor(types);
        c.setAccessible(true);
        return c;
    }
}
