package battleboard.edition;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What an edition file says, checked ({@link EditionConverter}) and merged into the built-in edition it
 * {@code extends}: the content an {@link Edition} is made of. The reader passes it to {@code Edition}, which builds
 * itself from it, so that the reader never refers back to the edition it reads.
 *
 * @param id             e.g. {@code "revised"}
 * @param name           the display name
 * @param source         the rulebook, e.g. {@code "seeds/000_f368692edf954982.txt"}, or empty
 * @param dieSides       the sides of the combat die
 * @param units          every unit type, in the file's order (the base's first)
 * @param technologies   every technology, in the file's order (the base's first)
 * @param optionDefaults the rule options that apply, with their defaults
 * @param battle         the round of combat (the file's {@code battle} section, or the base's)
 */
record EditionContent(String id, String name, String source, int dieSides, List<UnitType> units, List<Technology> technologies,
                      Map<RuleOption, String> optionDefaults, List<Technology.Optioned> optioned, BattleRules battle) {
    /** Blanks and underscores, which a name's normal form joins with one hyphen (compiled once: every name is normalized). */
    private static final java.util.regex.Pattern BLANKS = java.util.regex.Pattern.compile("[\\s_]+");

    /**
     * @return the normal form of a name a player types for a unit or a technology (trimmed, lower case, blanks and
     *         underscores joined as one hyphen): {@link Edition} looks names up by it, and the reader checks by it that
     *         every id, name and abbreviation names one unit
     */
    static String normalize(String s) {
        return BLANKS.matcher(s.trim().toLowerCase(Locale.ROOT)).replaceAll("-");
    }
}
