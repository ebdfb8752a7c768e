package battleboard.edition;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The names and meanings the form shows for each rule option (issue 12, item 4). */
class RuleOptionTest {
    /** A rulebook line, or for 1942 Second Edition (no rulebook in the repository) a line of TripleA's game file, X1834. */
    private static final Pattern RULEBOOK_LINE = Pattern.compile("\\b(L|C|W|G|X|S004 L)\\d+");

    @Test
    void everyOptionHasAHumanNameAndSaysWhatEachValueMeansWithItsRulebookLine() {
        for (RuleOption o : RuleOption.values()) {
            assertFalse(o.label().isBlank(), o.id());
            assertFalse(o.label().contains("-"), o.label() + ": a name for a player, not the id");
            for (String choice : o.choices()) {
                assertTrue(o.meaning().contains(choice + ":"), o.id() + "'s meaning does not say what " + choice + " means");
            }
            assertTrue(RULEBOOK_LINE.matcher(o.meaning()).find() || o.meaning().contains("digest"), o.id() + " names no rulebook line");
        }
    }
}
