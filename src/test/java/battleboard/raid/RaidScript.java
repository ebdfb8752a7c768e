package battleboard.raid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

/**
 * Dice for raid tests, scripted volley by volley in the order the rulebook rolls them, e.g.
 * {@code RaidScript.script().roll("AA", 2, 3, 4).roll("interceptors", 1, 4)}: each volley of the raid ({@link RaidChance})
 * must be the next one scripted, by name and with as many dice as faces scripted; a die hits when its face is at or below
 * the volley's value. The damage dice are a volley named "damage", rolled raider by raider in the setup's order, each
 * raider's dice in turn (a 1-sided die is not rolled). Any mismatch fails the test; {@link #assertExhausted()} checks
 * every scripted volley was rolled.
 */
final class RaidScript implements RaidChance {
    private record Volley(String name, int[] faces) {
        @Override
        public String toString() {
            return name + " " + Arrays.toString(faces);
        }
    }

    private final Deque<Volley> volleys = new ArrayDeque<>();

    private RaidScript() {
    }

    static RaidScript script() {
        return new RaidScript();
    }

    /** Adds a volley: its name and the face of each die. */
    RaidScript roll(String volley, int... faces) {
        volleys.add(new Volley(volley, faces.clone()));
        return this;
    }

    @Override
    public int hits(String volley, int dice, int value, int sides) {
        if (dice == 0) {
            return 0;
        }
        Volley v = next(volley);
        assertEquals(dice, v.faces().length, "dice of " + volley);
        int hits = 0;
        for (int face : v.faces()) {
            assertTrue(face >= 1 && face <= sides, "a face of a die of " + sides + " sides: " + face);
            hits += face <= value ? 1 : 0;
        }
        return hits;
    }

    @Override
    public int damage(RaidDamage damage) {
        int rolled = damage.groups().stream().filter(g -> g.faces().size() > 1).mapToInt(g -> g.raiders() * g.dice()).sum();
        int[] faces = rolled == 0 ? new int[0] : next("damage").faces();
        assertEquals(rolled, faces.length, "damage dice");
        int at = 0;
        int total = 0;
        for (RaidDamage.Group g : damage.groups()) {
            for (int r = 0; r < g.raiders(); r++) {
                int one = 0;
                for (int d = 0; d < g.dice(); d++) {
                    one += g.faces().size() == 1 ? g.faces().get(0) : g.faces().get(faces[at++] - 1);
                }
                total += g.capEach().isPresent() ? Math.min(one, g.capEach().getAsInt()) : one;
            }
        }
        return damage.cap().isPresent() ? Math.min(total, damage.cap().getAsInt()) : total;
    }

    private Volley next(String volley) {
        assertTrue(!volleys.isEmpty(), "no volley scripted for " + volley);
        Volley v = volleys.poll();
        assertEquals(v.name(), volley, "the next volley");
        return v;
    }

    /** Fails unless every scripted volley was rolled. */
    void assertExhausted() {
        assertTrue(volleys.isEmpty(), "volleys left: " + volleys);
    }
}
