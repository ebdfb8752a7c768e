package battleboard.report;

import battleboard.edition.Rulebooks;
import java.util.List;

/**
 * An edition's words for a land battle whose defenders are destroyed with only attacking aircraft left (the battle
 * section's {@code aircraftOnlyWin}; Classic: "held by the defender (C926-928)"): on the outcome row without their line
 * references, and under the table with the rulebook and section those name ({@link Rulebooks#cite}), too long for the row.
 */
final class AircraftOnlyWin {
    private AircraftOnlyWin() {
    }

    /** @return the words without the line references they end with, e.g. "held by the defender" */
    static String words(String text) {
        List<Rulebooks.Reference> refs = Rulebooks.references(text);
        return refs.isEmpty() ? text : text.substring(0, refs.get(0).start()).replaceAll("[\\s(,;:]+$", "");
    }

    /**
     * @return the line under the outcome table, e.g. "  (defenders destroyed, held by the defender: Classic Gameplay
     *         Manual, 5 Action Sequence 3: Combat — Results Of Both Land And Naval Combat (C926-928))", or {@code null}
     *         when the words cite no line
     */
    static String note(String text) {
        List<Rulebooks.Reference> refs = Rulebooks.references(text);
        if (refs.isEmpty()) {
            return null;
        }
        String cited = Rulebooks.cite(text.substring(refs.get(0).start(), refs.get(refs.size() - 1).end()));
        return "  (defenders destroyed, " + words(text) + ": " + cited + ")";
    }
}
