package battleboard.edition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 23, "Citations a player can follow": a rule's line references become the published rulebook and its section
 * ({@link Rulebooks#cite(String)}), and every reference the built-in editions make falls inside a section of the
 * rulebook it names. The index's headings are checked against the text copies in {@code RulebookIndexTest}.
 */
class RulebooksTest {
    /**
     * Anything written like a line reference, whatever seed number is before it (the digests' and the spec's A14, X7
     * and T10 are no line references).
     */
    private static final Pattern LOOKS_LIKE_A_REFERENCE = Pattern.compile("(?<![\\w.])(?:S?\\d{3} )?[LGCW]\\d+(?:[-–]\\d+)?(?![\\w])");

    @Test
    void aSingleDigitIsNoLineWithoutASeedNumber() {
        // a player's unit "C4" or battle file "G1.json" is never a reference; "S004 L4" ("© 1998 by R.D. Baker") is
        assertEquals("unknown unit 'C4' in G1.json", Rulebooks.cite("unknown unit 'C4' in G1.json"));
        assertEquals("R.D. Baker's 1998 house rules, Recent updates (S004 L4)", Rulebooks.cite("S004 L4"));
        assertEquals("L4, C15", Rulebooks.qualify("L4, L15", "C"));
    }

    /** A line reference, each of the five rulebooks: the published name, the section, the reference kept beside them. */
    @Test
    void aReferenceNamesTheRulebookAndTheSection() {
        assertEquals("Global War 1939 rulebook, V Unit Types and Descriptions — 4. Naval Units — D. Destroyer (G2036-2037)",
                Rulebooks.cite("G2036-2037"));
        // "The presence of an enemy destroyer in combat prevents a submarine from submerging" (000 L2657), the last line of
        // the Submarines profile before the sample turn
        assertEquals("Revised rulebook, Appendix 1: Unit Profiles — Submarines (L2657)", Rulebooks.cite("L2657"));
        // an en dash, as the Javadoc writes ranges; "For every roll of 1, one attacking air unit is destroyed" (L1185-1189)
        assertEquals("Revised rulebook, Phase 4: Conduct Combat — Step 2: Conduct Opening Fire — Antiaircraft Guns (L1185–1189)",
                Rulebooks.cite("L1185–1189"));
        assertEquals("World at War 2005 rulebook, 12.3 Submarine detection (W443)", Rulebooks.cite("W443"));
        assertEquals("Classic Gameplay Manual, 4 Action Sequence 2: Combat Movement — Air Units — Fighter Planes (C641)",
                Rulebooks.cite("C641"));
        assertEquals("R.D. Baker's 1998 house rules, Greater China: The Chinese Army — The Chinese Army (S004 L46)",
                Rulebooks.cite("S004 L46"));
        // a seed number names the rulebook of any letter-L reference: Global War's file citing Revised's transport
        assertEquals("Revised's load (Revised rulebook, Appendix 1: Unit Profiles — Transport Capacity (000 L2502))",
                Rulebooks.cite("Revised's load (000 L2502)"));
    }

    @Test
    void linesOverSeveralSectionsNameTheFirstAndTheLast() {
        // steps 4 to 6 of the combat sequence (L1337-1363), and World at War's bombing rules 13.4 to 13.6 (W460-491)
        assertEquals("Revised rulebook, Phase 4: Conduct Combat — Step 4: Attacking Units Fire to Step 6: Remove Casualties (L1337-1363)",
                Rulebooks.cite("L1337-1363"));
        assertEquals("World at War 2005 rulebook, 13.4 Strategic Bombing to 13.6 Tracking Bombing Damage (W460-491): AA guns first",
                Rulebooks.cite("W460-491: AA guns first"));
    }

    @Test
    void aSourceIsCitedInPlaceTheRulebookNamedOnceAndASectionOnce() {
        // Revised's AA gun: its profile, the opening fire's section twice, and another section of the same chapter
        assertEquals("Revised rulebook, Appendix 1: Unit Profiles — Antiaircraft Guns (L2239-2256): opening fire in the first cycle"
                        + " only (Phase 4: Conduct Combat — Step 2: Conduct Opening Fire — Antiaircraft Guns (L1178-1190), Phase 4:"
                        + " Conduct Combat — Step 3: Remove Opening Fire Casualties (L1317-1318)); the attacker picks (L1185-1189)",
                Rulebooks.cite("L2239-2256: opening fire in the first cycle only (L1178-1190, L1317-1318); the attacker picks (L1185-1189)"));
        // two references of one section side by side are cited together
        assertEquals("Classic Gameplay Manual, 4 Action Sequence 2: Combat Movement — Naval Units — Submarines (C781, C796): first shot",
                Rulebooks.cite("C781, C796: first shot"));
        // the alias before a reference gives way to the rulebook's name
        assertEquals("removed (Revised rulebook, Phase 4: Conduct Combat — Step 3: Remove Opening Fire Casualties (L1311-1320));"
                        + " fire-back (Classic Gameplay Manual, 5 Action Sequence 3: Combat — Some special attacking and defending"
                        + " situations — Amphibious assaults with battleships (C857, C865))",
                Rulebooks.cite("removed (Revised L1311-1320); fire-back (Classic C857, C865)"));
    }

    @Test
    void whatIsNoReferenceIsLeftAsWritten() {
        String text = "spec G.3.3 step 2, 2D6 damage, V2 rockets, the digest's A14, L99999 and G0";
        assertEquals(text, Rulebooks.cite(text));
        assertEquals("", Rulebooks.cite(""));
        assertEquals(null, Rulebooks.cite(null));
        Rulebooks.Rulebook revised = Rulebooks.bySeed("seeds/000_f368692edf954982.txt").orElseThrow();
        assertThrows(IllegalArgumentException.class, () -> revised.section(3049, 3049));
    }

    @Test
    void editionsNameTheirPublishedRulebooks() {
        assertEquals("Axis & Allies Revised rulebook (Avalon Hill, 2004)", Rulebooks.title(Edition.builtIn("revised").source()));
        assertEquals("Axis & Allies Gameplay Manual, Second Edition (Milton Bradley)", Rulebooks.title(Edition.builtIn("classic").source()));
        // an edited edition's own text is its own
        assertEquals("my group's rules", Rulebooks.title("my group's rules"));
    }

    /**
     * A bare L is a line of the file's own rulebook: Classic's "L402" is read as C402, the 1998 house rules' "(L15)" as
     * S004 L15; an edition extending Classic keeps the Classic lines of the units it takes over.
     */
    @Test
    void aFilesBareLinesAreItsOwnRulebooksAlsoInAnEditionExtendingIt() {
        Edition classic = Edition.builtIn("classic");
        Edition house = Edition.builtIn("house-rules-1998");
        assertEquals("C402; C546", classic.findUnit("infantry").orElseThrow().source());
        assertEquals("C402; C546", house.findUnit("infantry").orElseThrow().source());
        assertTrue(house.findUnit("air-transport").orElseThrow().source().endsWith("(S004 L15)"),
                house.findUnit("air-transport").orElseThrow().source());
        assertEquals("L2172-2180; attack 2 when paired one for one with artillery, never on defense (L1762-1771)",
                Edition.builtIn("revised").findUnit("infantry").orElseThrow().source());
        assertEquals("S004 L12 (S004 L15), C713, 000 L2502, G.3.3", Rulebooks.qualify("S004 L12 (L15), C713, 000 L2502, G.3.3", "S004 L"));
    }

    /** Every reference of every built-in edition file, read as the program reads it, falls inside a section of its rulebook. */
    @Test
    void everyReferenceOfEveryBuiltInEditionFileIsInASection() {
        int checked = 0;
        for (String id : Edition.BUILT_IN) {
            JsonNode file = EditedEditionFiles.builtIn(id);
            Rulebooks.qualify(file);
            List<String> texts = new ArrayList<>();
            citing(file, texts);
            for (String text : texts) {
                checked += assertEveryReferenceInASection(id + ".json", text);
            }
        }
        assertTrue(checked > 300, checked + " references");
        // and as the editions hold them, the units and technologies an edition takes over from its base included
        for (String id : Edition.BUILT_IN) {
            Edition e = Edition.builtIn(id);
            e.units().forEach(u -> assertEveryReferenceInASection(id + " " + u.id(), u.source()));
            e.technologies().forEach(t -> assertEveryReferenceInASection(id + " " + t.id(), t.source()));
        }
    }

    /** The rule options' meanings (the Rules pane's tooltips) cite sections too, and a rulebook's alias names its own lines. */
    @Test
    void everyRuleOptionsReferencesAreInASectionOfTheRulebookItNames() {
        for (RuleOption o : RuleOption.values()) {
            assertEveryReferenceInASection(o.id(), o.meaning());
            for (Rulebooks.Reference r : Rulebooks.references(o.meaning())) {
                for (Rulebooks.Rulebook other : Rulebooks.all()) {
                    for (String alias : other.aliases()) {
                        assertFalse(!other.equals(r.book()) && o.meaning().startsWith(alias + " ", r.start() - alias.length() - 1),
                                o.id() + ": '" + alias + " " + r.written() + "' names " + other.name() + " but cites " + r.book().name());
                    }
                }
            }
        }
    }

    /** Where a text turns from one rulebook to another, the citation names the rulebook again. */
    @Test
    void aRulebookIsNamedWhereTheTextTurnsToIt() {
        assertEquals("Classic Gameplay Manual, 2 Game Set-Up — Combat Force Set-Up — Germany Reference Chart (C402); World at War"
                + " 2005 rulebook, 1.9 Cost Changes (W132); Classic Gameplay Manual, 4 Action Sequence 2: Combat Movement — Land"
                + " Units — Infantry (C546); C403", Rulebooks.cite("C402; W132; C546; C403"));
    }

    @Test
    void sectionsListsWhereASourceIsEachPlaceOnce() {
        Optional<Rulebooks.Rulebook> waw = Rulebooks.bySeed(Edition.builtIn("world-at-war-2005").source());
        assertEquals(List.of("1.3 Battleships (W110)", "Classic Gameplay Manual, 2 Game Set-Up — Combat Force Set-Up — Germany Reference Chart (C407)"),
                Rulebooks.sections("W110: takes 2 hits; once damaged it attacks at 0. Values and cost C407 (W110)", waw));
        // World at War's infantry: Classic's values, then its own cost rule, named again after Classic's
        assertEquals(List.of("Classic Gameplay Manual, 2 Game Set-Up — Combat Force Set-Up — Germany Reference Chart (C402)",
                "World at War 2005 rulebook, 1.9 Cost Changes (W132)"), Rulebooks.sections("C402 (Classic values); W132", waw));
    }

    /** @return the references checked */
    private static int assertEveryReferenceInASection(String where, String text) {
        List<Rulebooks.Reference> refs = Rulebooks.references(text);
        Matcher m = LOOKS_LIKE_A_REFERENCE.matcher(text);
        int written = 0;
        while (m.find()) {
            written++;
        }
        assertEquals(written, refs.size(), where + ": a reference the index cannot place (a seed number it lacks, or a line below 10 without one) in: " + text);
        for (Rulebooks.Reference r : refs) {
            try {
                assertFalse(r.section().isBlank(), where + ": " + r.written());
            } catch (IllegalArgumentException outside) {
                throw new AssertionError(where + ": " + r.written() + " is in no section: " + outside.getMessage());
            }
        }
        return refs.size();
    }

    private static void citing(JsonNode node, List<String> texts) {
        if (node.isObject()) {
            for (Map.Entry<String, JsonNode> f : (Iterable<Map.Entry<String, JsonNode>>) node::fields) {
                if (f.getValue().isTextual() && List.of("source", "outOfScope", "aircraftOnlyWin", "defenderSubmarinesNeedEscape")
                        .contains(f.getKey())) {
                    texts.add(f.getValue().asText());
                } else {
                    citing(f.getValue(), texts);
                }
            }
        } else if (node.isArray()) {
            node.forEach(n -> citing(n, texts));
        }
    }
}
