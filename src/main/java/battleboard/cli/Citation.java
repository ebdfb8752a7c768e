package battleboard.cli;

import java.util.List;

/**
 * A rulebook passage that a raid's or rocket strike's result cites: in the text on a line of its own under its label, in
 * the JSON in the {@code rules} array.
 *
 * @param label   what the passage gives: "Rule", "Mission", "Target", "Level", "Modifier"
 * @param passage the rulebook and section with the rule, as {@link battleboard.edition.Rulebooks#cite} writes it
 */
record Citation(String label, String passage) {
    /** @return the citations as the text shows them, e.g. {@code "  Rule: Revised rulebook, ...\n"}, one line each */
    static String lines(List<Citation> cited) {
        StringBuilder sb = new StringBuilder();
        for (Citation c : cited) {
            sb.append("  ").append(c.label()).append(": ").append(c.passage()).append('\n');
        }
        return sb.toString();
    }

    /** @return the passages alone, in order */
    static List<String> passages(List<Citation> cited) {
        return cited.stream().map(Citation::passage).toList();
    }
}
