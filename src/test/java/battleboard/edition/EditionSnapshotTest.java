package battleboard.edition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The built-in editions as the build wrote them ({@code BuiltInEditions}, by {@code src/build/java/BuiltInEditionsSource.java})
 * are the content reading their files gives: equal, and built of the same classes, in the same order, sharing the
 * same objects, node by node.
 */
class EditionSnapshotTest {
    @Test
    void everyBuiltInEditionIsItsFilesContentNodeByNode() throws ReflectiveOperationException {
        Map<String, EditionContent> files = Edition.readFiles();
        assertEquals(Edition.BUILT_IN, new ArrayList<>(files.keySet()));
        for (String id : Edition.BUILT_IN) {
            EditionContent built = EditionSnapshot.content(id);
            assertNotNull(built, id + ": the build wrote no snapshot");
            Walk walk = new Walk();
            walk.same(files.get(id), built, id);
            assertTrue(walk.nodes > 300, id + ": " + walk.nodes + " nodes compared");
            assertEquals(files.get(id), built, id);
        }
    }

    @Test
    void theSnapshotIsBuiltAfreshAtEachCall() {
        // an edition's Edition is cached; the content it is made from is built again, never shared between calls
        EditionContent once = EditionSnapshot.content("revised");
        EditionContent again = EditionSnapshot.content("revised");
        assertEquals(once, again);
        assertTrue(once != again && once.units().get(0) != again.units().get(0));
    }

    @Test
    void anEditionNotBuiltInHasNoSnapshot() {
        assertNull(EditionSnapshot.content("no-such-edition"));
        assertNull(EditionSnapshot.content("Revised"));
    }

    @Test
    void theConstantsTheFilesShareAreTheSnapshotsToo() {
        // a step's dice with no rule of their own are BattleRules.DiceRule.PER_UNIT, the same object, as the reader gives
        BattleRules battle = EditionSnapshot.content("revised").battle();
        assertTrue(battle.steps().stream().flatMap(s -> s.fire().stream()).anyMatch(f -> f.dice() == BattleRules.DiceRule.PER_UNIT));
    }

    /** Two content trees walked side by side. */
    private static final class Walk {
        /** Each record, collection and optional met, by the order it was first met: the two trees share alike. */
        private final Map<Object, Integer> read = new IdentityHashMap<>();
        private final Map<Object, Integer> built = new IdentityHashMap<>();
        int nodes;

        void same(Object a, Object b, String where) throws ReflectiveOperationException {
            nodes++;
            if (a == null || b == null) {
                assertSame(a, b, where);
                return;
            }
            assertSame(a.getClass(), b.getClass(), where);
            if (a instanceof String || a instanceof Number || a instanceof Boolean || a instanceof Enum<?>) {
                assertEquals(a, b, where);
                return;
            }
            Integer first = read.putIfAbsent(a, nodes);
            Integer firstBuilt = built.putIfAbsent(b, nodes);
            assertEquals(first, firstBuilt, where + ": shared alike");
            if (first != null) {
                return;
            }
            if (a instanceof Record) {
                for (RecordComponent c : a.getClass().getRecordComponents()) {
                    c.getAccessor().setAccessible(true);
                    same(c.getAccessor().invoke(a), c.getAccessor().invoke(b), where + "." + c.getName());
                }
            } else if (a instanceof Optional<?> o) {
                same(o.orElse(null), ((Optional<?>) b).orElse(null), where + ".get");
            } else if (a instanceof Map<?, ?> m) {
                Map<?, ?> n = (Map<?, ?>) b;
                assertEquals(m.keySet(), n.keySet(), where);
                if (!unordered(m)) {
                    assertEquals(new ArrayList<>(m.keySet()), new ArrayList<>(n.keySet()), where + ": in the same order");
                }
                for (Object k : m.keySet()) {
                    same(m.get(k), n.get(k), where + "[" + k + "]");
                }
            } else if (a instanceof Set<?> s && unordered(s)) {
                assertEquals(s, b, where);
                for (Object e : s) {
                    Object match = ((Set<?>) b).stream().filter(e::equals).findFirst().orElseThrow();
                    same(e, match, where + "[" + e + "]");
                }
            } else if (a instanceof Collection<?> c) {
                List<?> x = new ArrayList<>(c);
                List<?> y = new ArrayList<>((Collection<?>) b);
                assertEquals(x.size(), y.size(), where);
                for (int i = 0; i < x.size(); i++) {
                    same(x.get(i), y.get(i), where + "[" + i + "]");
                }
            } else {
                assertEquals(a, b, where);
            }
        }

        /** @return whether the collection is one of Java's immutable sets or maps, whose order Java draws at each start */
        private static boolean unordered(Object c) {
            String kind = c.getClass().getName();
            return kind.startsWith("java.util.ImmutableCollections$Set") || kind.startsWith("java.util.ImmutableCollections$Map");
        }
    }
}
