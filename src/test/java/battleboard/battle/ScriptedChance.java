package battleboard.battle;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Dice for tests, scripted die by die in the order the rulebook rolls them, e.g.
 * {@code ScriptedChance.script().roll(ATTACKER, "infantry", 4).roll(ATTACKER, "tank", 2)}.
 *
 * <p>Each {@link #hits(Dice)} call (one volley) takes the next {@code dice.count()} rolls of the
 * script. They must all be rolled by the dice's firer, and name the same units as many times as the
 * dice have (the order of units within one volley is free: the model's group order is an
 * implementation detail, while the order of volleys and steps is the rulebook's and is checked
 * strictly). A roll at or below its die's value is a hit. When one unit has dice at several values in
 * one volley (infantry supported by artillery: some at 2, the rest at 1), its rolls go to its best
 * dice first, in script order. Any mismatch fails the test with the volley, the expected dice and the
 * scripted rolls. {@link #assertExhausted()} checks that every scripted roll was used.
 */
public final class ScriptedChance implements Chance {
    /** One scripted die: who rolls it, for which unit, and the face it shows (1 to the die's sides). */
    public record Roll(Side firer, String unit, int face) {
        @Override
        public String toString() {
            return firer.label() + " " + unit + " " + face;
        }
    }

    private final List<Roll> rolls = new ArrayList<>();
    private final List<Dice> volleys = new ArrayList<>();
    private int next;

    private ScriptedChance() {
    }

    /** @return an empty script */
    public static ScriptedChance script() {
        return new ScriptedChance();
    }

    /** Adds rolls of one unit type, in the order given. */
    public ScriptedChance roll(Side firer, String unit, int... faces) {
        for (int face : faces) {
            if (face < 1) {
                throw new IllegalArgumentException("a die shows 1 or more, not " + face);
            }
            rolls.add(new Roll(firer, unit, face));
        }
        return this;
    }

    /** @return the dice of every volley rolled so far, in order */
    public List<Dice> volleys() {
        return List.copyOf(volleys);
    }

    @Override
    public int hits(Dice dice) {
        volleys.add(dice);
        String where = "volley " + volleys.size() + " (" + dice.firer().label() + " fires " + describe(dice) + ")";
        int n = dice.count();
        if (next + n > rolls.size()) {
            fail(where + ": the script has only " + (rolls.size() - next) + " rolls left: " + rolls.subList(next, rolls.size()));
        }
        List<Roll> taken = rolls.subList(next, next + n);
        next += n;
        Map<String, List<Dice.Group>> groupsByUnit = new LinkedHashMap<>();
        for (Dice.Group g : dice.groups()) {
            groupsByUnit.computeIfAbsent(g.unit(), k -> new ArrayList<>()).add(g);
        }
        Map<String, List<Integer>> facesByUnit = new LinkedHashMap<>();
        for (Roll r : taken) {
            if (r.firer() != dice.firer() || !groupsByUnit.containsKey(r.unit())) {
                fail(where + ": expected rolls for " + describe(dice) + " but the script has " + taken);
            }
            facesByUnit.computeIfAbsent(r.unit(), k -> new ArrayList<>()).add(r.face());
        }
        int hits = 0;
        for (Map.Entry<String, List<Dice.Group>> e : groupsByUnit.entrySet()) {
            List<Dice.Group> groups = new ArrayList<>(e.getValue());
            groups.sort(Comparator.comparingInt(Dice.Group::value).reversed());
            List<Integer> faces = facesByUnit.getOrDefault(e.getKey(), List.of());
            int expected = groups.stream().mapToInt(Dice.Group::count).sum();
            if (faces.size() != expected) {
                fail(where + ": expected " + expected + " rolls for " + e.getKey() + " but the script has " + taken);
            }
            int i = 0;
            for (Dice.Group g : groups) {
                for (int k = 0; k < g.count(); k++, i++) {
                    int face = faces.get(i);
                    if (face > g.sides()) {
                        fail(where + ": a " + g.sides() + "-sided die cannot show " + face);
                    }
                    if (face <= g.value()) {
                        hits++;
                    }
                }
            }
        }
        return hits;
    }

    /**
     * Plays one round of {@code model} from {@code s} with this script's dice and checks that every
     * scripted roll was used.
     *
     * @return the battle after the round
     */
    public BattleState playRound(RoundModel model, BattleState s) {
        BattleState next = model.playRound(s, this);
        assertExhausted();
        return next;
    }

    /** Fails unless every scripted roll has been used. */
    public void assertExhausted() {
        if (next != rolls.size()) {
            fail("the model rolled " + next + " dice in " + volleys.size() + " volleys but the script has "
                    + (rolls.size() - next) + " more: " + rolls.subList(next, rolls.size()));
        }
    }

    /** @return e.g. "2 infantry at 2, 3 infantry at 1, 2 artillery at 2" */
    public static String describe(Dice dice) {
        return dice.groups().stream().map(g -> g.count() + " " + g.unit() + " at " + g.value())
                .collect(Collectors.joining(", "));
    }
}
