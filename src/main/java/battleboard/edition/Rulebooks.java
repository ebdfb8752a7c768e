package battleboard.edition;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The published rulebooks the built-in editions come from, and where their rules are: the index
 * {@code presets/rulebooks.json} gives each rulebook's published title, the name a citation gives it, how its
 * lines are cited, and its section headings with the line each starts at, in the repository's text copies of the
 * rulebooks ({@code seeds/…}), which players do not have. {@link #cite(String)} turns the line references of a
 * rule's source, e.g. "G2036-2037", into what a player can look up: "Global War 1939 rulebook, V Unit Types and
 * Descriptions — 4. Naval Units — D. Destroyer (G2036-2037)".
 *
 * <p>A reference is a letter and a line or a range of lines, e.g. {@code L2172-2180}: {@code L} the Revised rulebook,
 * {@code G} Global War 1939's, {@code C} the Classic Gameplay Manual, {@code W} World at War 2005's, and a seed number
 * before an {@code L} any of them, e.g. {@code S004 L46} or {@code 000 L2502} ({@code docs/editions.md}, "Rulebook
 * references"). In an edition file a bare {@code L} is a line of the file's own rulebook (its {@code source}):
 * {@link #qualify(JsonNode)} writes it the way every other file cites that rulebook when the file is read, so that
 * an edition extending another keeps the meaning of the lines its base cites.
 */
public final class Rulebooks {
    /** The index, in the jar and the repository at the same path. */
    static final String INDEX = "presets/rulebooks.json";

    /**
     * A reference: an optional seed number ({@code S004 }, {@code 000 }), a letter, a line, an optional last line. Not
     * inside a word or after a dot ("spec G.3.3", "2D6" are no references). Without a seed number the line has two digits
     * at least ({@link #isReference}), so that "C4" or "G1.json" in a player's input is never read as one.
     */
    private static final Pattern REFERENCE = Pattern.compile("(?<![\\w.])(?:S?(\\d{3}) )?([LGCW])(\\d{1,5})(?:[-–](\\d{1,5}))?(?![\\w])");

    /** @return whether a match of {@link #REFERENCE} is a reference: a seed number, or a line of two digits or more */
    private static boolean isReference(Matcher m) {
        return m.group(1) != null || m.group(3).length() >= 2;
    }

    /** What may stand between two references of one citation: "L827-837, L891-897", "C703; C857", "W110 and W112". */
    private static final Pattern BETWEEN = Pattern.compile("\\s*[,;]\\s*|\\s+and\\s+");

    /** Separates the headings of a section's path. */
    private static final String IN = " — ";

    /**
     * One section of a rulebook: its heading and the line of the text copy it starts at. It runs to the line before
     * the next section of its level or a higher one (a smaller {@code level}), or to the end of the rulebook.
     *
     * @param line    the line it starts at, from 1
     * @param level   1 for a chapter, 2 for a section of it, 3 for a section of that
     * @param heading as printed, e.g. "Step 2: Conduct Opening Fire"
     */
    public record Section(int line, int level, String heading) {
    }

    /**
     * A published rulebook.
     *
     * @param id      e.g. {@code revised}
     * @param seed    the repository's text copy, as the edition files' top-level {@code source} names it, e.g.
     *                {@code seeds/000_f368692edf954982.txt}
     * @param title   the published title, e.g. "Axis & Allies Revised rulebook (Avalon Hill, 2004)"
     * @param name    what a citation calls it, e.g. "Revised rulebook"
     * @param cite    how a reference to one of its lines starts: {@code L}, {@code G}, {@code C}, {@code W} or
     *                {@code S004 L}
     * @param aliases words a text may put before a reference to it ("Revised L1185"), which a citation replaces with
     *                {@code name}
     * @param lines   the lines of the text copy
     */
    public record Rulebook(String id, String seed, String title, String name, String cite, List<String> aliases, int lines) {
        public Rulebook {
            aliases = List.copyOf(aliases);
        }

        /**
         * The record's hash, written out: the record's generated one links method handles on its first call, which
         * {@code units} and {@code raid} made as they cited their rules (docs/performance.md, "Issue 24, eighteenth
         * session").
         */
        @Override
        public int hashCode() {
            return (((((id.hashCode() * 31 + seed.hashCode()) * 31 + title.hashCode()) * 31 + name.hashCode()) * 31
                    + cite.hashCode()) * 31 + aliases.hashCode()) * 31 + lines;
        }

        /** The record's equality, written out, as {@link #hashCode()}. */
        @Override
        public boolean equals(Object o) {
            return o instanceof Rulebook r && r.id.equals(id) && r.seed.equals(seed) && r.title.equals(title)
                    && r.name.equals(name) && r.cite.equals(cite) && r.aliases.equals(aliases) && r.lines == lines;
        }

        /**
         * @return its sections, in the order of their lines (the index's sections are read on the first call)
         * @throws UncheckedIOException when the index cannot be read
         */
        public List<Section> sections() {
            return Rulebooks.sections().getOrDefault(id, List.of());
        }

        /** @return the line after the last of section {@code i} */
        private static int end(List<Section> sections, int i) {
            for (int j = i + 1; j < sections.size(); j++) {
                if (sections.get(j).level() <= sections.get(i).level()) {
                    return sections.get(j).line();
                }
            }
            return Integer.MAX_VALUE;
        }

        /** @return the sections that hold {@code line}, chapter first; empty before the first section */
        private static List<Integer> path(List<Section> sections, int line) {
            List<Integer> path = new ArrayList<>();
            for (int i = 0; i < sections.size() && sections.get(i).line() <= line; i++) {
                if (line < end(sections, i)) {
                    int level = sections.get(i).level();
                    path.removeIf(j -> sections.get(j).level() >= level);
                    path.add(i);
                }
            }
            return path;
        }

        /**
         * @param from the first line, from 1
         * @param to   the last line, at least {@code from}
         * @return the headings of the deepest section that holds all the lines, chapter first, joined by " — ", e.g.
         *         "Phase 4: Conduct Combat — Step 2: Conduct Opening Fire — Antiaircraft Guns"; for lines that run over
         *         several sections of one level, the first and the last of them, e.g. "Phase 4: Conduct Combat — Step 4:
         *         Attacking Units Fire to Step 6: Remove Casualties"
         * @throws IllegalArgumentException when a line is outside the rulebook or before its first section
         */
        public String section(int from, int to) {
            if (from < 1 || to < from || to > lines) {
                throw new IllegalArgumentException(name + " has lines 1 to " + lines + ", not " + from
                        + (to == from ? "" : "-" + to));
            }
            List<Section> sections = sections();
            List<Integer> first = path(sections, from);
            List<Integer> last = path(sections, to);
            if (first.isEmpty()) {
                throw new IllegalArgumentException(name + ": line " + from + " is before its first section");
            }
            List<String> headings = new ArrayList<>();
            int i = 0;
            while (i < first.size() && i < last.size() && first.get(i).equals(last.get(i))) {
                headings.add(sections.get(first.get(i)).heading());
                i++;
            }
            if (i < first.size() && i < last.size()) {
                String a = sections.get(first.get(i)).heading();
                String b = sections.get(last.get(i)).heading();
                headings.add(a.equals(b) ? a : a + " to " + b);
            }
            return String.join(IN, headings);
        }
    }

    /**
     * A line reference found in a text.
     *
     * @param book    the rulebook it cites
     * @param from    its first line
     * @param to      its last line ({@code from} for one line)
     * @param written as written, e.g. "L2172-2180"
     * @param start   where it starts in the text
     * @param end     where it ends in the text (exclusive)
     */
    public record Reference(Rulebook book, int from, int to, String written, int start, int end) {
        /**
         * @return the section that holds it, as {@link Rulebook#section(int, int)}
         * @throws IllegalArgumentException when its lines are outside the rulebook
         */
        public String section() {
            return book.section(from, to);
        }
    }

    private static volatile List<Rulebook> books;
    private static volatile Map<String, List<Section>> sections;

    private Rulebooks() {
    }

    /**
     * @return every rulebook of the index, in its order (read once; the sections are not read until needed)
     * @throws UncheckedIOException when the index cannot be read (a broken jar)
     */
    public static List<Rulebook> all() {
        List<Rulebook> b = books;
        if (b == null) {
            synchronized (Rulebooks.class) {
                b = books;
                if (b == null) {
                    b = rulebooks(read(false).path("rulebooks"));
                    books = b;
                }
            }
        }
        return b;
    }

    /** @return every rulebook's sections by its id */
    private static Map<String, List<Section>> sections() {
        Map<String, List<Section>> s = sections;
        if (s == null) {
            synchronized (Rulebooks.class) {
                s = sections;
                if (s == null) {
                    Map<String, List<Section>> read = new java.util.LinkedHashMap<>();
                    read(true).path("sections").fields().forEachRemaining(e -> {
                        List<Section> list = new ArrayList<>();
                        for (JsonNode x : e.getValue()) {
                            list.add(new Section(x.path("line").asInt(), x.path("level").asInt(), x.path("heading").asText()));
                        }
                        read.put(e.getKey(), List.copyOf(list));
                    });
                    s = Map.copyOf(read);
                    sections = s;
                }
            }
        }
        return s;
    }

    /**
     * @param source an edition's top-level {@code source}, e.g. {@code seeds/000_f368692edf954982.txt}
     * @return the rulebook it names, if the index has it
     */
    public static Optional<Rulebook> bySeed(String source) {
        return all().stream().filter(r -> r.seed().equals(source)).findFirst();
    }

    /**
     * @param source an edition's top-level {@code source}
     * @return the published title of the rulebook it names, e.g. "Axis & Allies Revised rulebook (Avalon Hill, 2004)";
     *         {@code source} itself when the index does not have it (an edited edition's own text)
     */
    public static String title(String source) {
        return bySeed(source).map(Rulebook::title).orElse(source);
    }

    /**
     * @param text any text, e.g. a unit's {@code source}
     * @return the line references in it whose rulebook the index has, in the order they are written (references to
     *         lines beyond the rulebook included: {@link Reference#section()} refuses them)
     */
    public static List<Reference> references(String text) {
        List<Reference> found = new ArrayList<>();
        if (text == null || text.isEmpty()) {
            return found;
        }
        Matcher m = REFERENCE.matcher(text);
        while (m.find()) {
            if (!isReference(m)) {
                continue;
            }
            Optional<Rulebook> book = m.group(1) != null
                    ? (m.group(2).equals("L") ? bySeedNumber(m.group(1)) : Optional.empty())
                    : all().stream().filter(r -> r.cite().equals(m.group(2))).findFirst();
            if (book.isPresent()) {
                int from = Integer.parseInt(m.group(3));
                int to = m.group(4) == null ? from : lastLine(m.group(3), m.group(4));
                found.add(new Reference(book.get(), from, Math.max(from, to), m.group(), m.start(), m.end()));
            }
        }
        return found;
    }

    /** @return the last line of a range, "1185-89" read as 1185-1189 */
    private static int lastLine(String from, String to) {
        return to.length() < from.length() ? Integer.parseInt(from.substring(0, from.length() - to.length()) + to)
                : Integer.parseInt(to);
    }

    private static Optional<Rulebook> bySeedNumber(String number) {
        return all().stream().filter(r -> r.seed().startsWith("seeds/" + number + "_")).findFirst();
    }

    /**
     * The text with each line reference named for a player: the rulebook (where it differs from the previous
     * citation's) and the section, the
     * reference kept beside them for readers of the repository. "L2368: up to two fighters on a carrier" becomes
     * "Revised rulebook, Appendix 1: Unit Profiles — Fighters (L2368): up to two fighters on a carrier"; references
     * next to each other in one section are cited together ("C703; C857"), and a reference to a section the text has named
     * already stands alone; a rulebook's alias right before its reference gives way to its name ("Revised L1185-1189").
     * A reference outside its rulebook is left as written.
     *
     * @param text any text, e.g. a rule's source or a refusal quoting one; {@code null} gives {@code null}
     * @return the text for a player
     */
    public static String cite(String text) {
        List<Reference> refs = references(text);
        if (refs.isEmpty()) {
            return text;
        }
        StringBuilder out = new StringBuilder();
        Rulebook previous = null;
        Set<String> cited = new HashSet<>();
        int at = 0;
        for (int i = 0; i < refs.size(); ) {
            Reference first = refs.get(i);
            String section;
            try {
                section = first.section();
            } catch (IllegalArgumentException outside) {
                i++;
                continue;
            }
            int j = i;
            while (j + 1 < refs.size() && refs.get(j + 1).book().equals(first.book())
                    && BETWEEN.matcher(text.substring(refs.get(j).end(), refs.get(j + 1).start())).matches()
                    && section.equals(sectionOrNull(refs.get(j + 1)))) {
                j++;
            }
            int start = first.start();
            for (String alias : first.book().aliases()) {
                if (text.startsWith(alias + " ", start - alias.length() - 1)
                        && (start - alias.length() - 1 == 0 || !Character.isLetterOrDigit(text.charAt(start - alias.length() - 2)))) {
                    start -= alias.length() + 1;
                    break;
                }
            }
            if (!cited.add(first.book().id() + IN + section)) {
                // a section this text has named already: the reference alone
                out.append(text, at, refs.get(j).end());
                at = refs.get(j).end();
                i = j + 1;
                continue;
            }
            out.append(text, at, start);
            if (!first.book().equals(previous)) {
                out.append(first.book().name()).append(", ");
            }
            previous = first.book();
            out.append(section).append(" (").append(text, first.start(), refs.get(j).end()).append(')');
            at = refs.get(j).end();
            i = j + 1;
        }
        return out.append(text, at, text.length()).toString();
    }

    private static String sectionOrNull(Reference r) {
        try {
            return r.section();
        } catch (IllegalArgumentException outside) {
            return null;
        }
    }

    /**
     * The sections a text cites, each with its references, for a list of where an edition's rules are:
     * "Appendix 1: Unit Profiles — Infantry (L2172-2180)". A section is preceded by its rulebook's name when that differs
     * from the previous section's ({@code own} before the first).
     *
     * @param text a rule's source
     * @param own  the edition's rulebook, if the index has it
     * @return the sections in the order first cited, each once; empty when the text cites none
     */
    public static List<String> sections(String text, Optional<Rulebook> own) {
        Map<String, List<String>> written = new java.util.LinkedHashMap<>();
        Map<String, Rulebook> bookOf = new java.util.HashMap<>();
        for (Reference r : references(text)) {
            String section = sectionOrNull(r);
            if (section != null) {
                String key = r.book().id() + IN + section;
                bookOf.put(key, r.book());
                List<String> refs = written.computeIfAbsent(key, k -> new ArrayList<>());
                if (!refs.contains(r.written())) {
                    refs.add(r.written());
                }
            }
        }
        List<String> out = new ArrayList<>();
        Rulebook previous = own.orElse(null);
        for (Map.Entry<String, List<String>> e : written.entrySet()) {
            Rulebook book = bookOf.get(e.getKey());
            out.add((book.equals(previous) ? "" : book.name() + ", ") + e.getKey().substring(book.id().length() + IN.length())
                    + " (" + String.join(", ", e.getValue()) + ")");
            previous = book;
        }
        return out;
    }

    /** The fields of an edition file whose text may cite rulebook lines. */
    private static final Set<String> CITING = Set.of("source", "outOfScope", "aircraftOnlyWin", "defenderSubmarinesNeedEscape");

    /**
     * Writes each bare {@code L} reference of an edition file the way every file cites that line of the file's own
     * rulebook (its top-level {@code source}): {@code L402} in Classic's file becomes {@code C402}, {@code L15} in the
     * 1998 house rules' {@code S004 L15}; Revised's stay as written. Only the fields that cite lines change (every
     * {@code source}, {@code outOfScope}, {@code aircraftOnlyWin}, {@code defenderSubmarinesNeedEscape}). A file whose
     * {@code source} the index does not have is left as written: its bare {@code L} are Revised's.
     *
     * @param root an edition file's tree, changed in place
     */
    static void qualify(JsonNode root) {
        JsonNode source = root.path("source");
        if (!source.isTextual() || !source.asText().startsWith("seeds/")) {
            return;
        }
        Optional<Rulebook> own = bySeed(source.asText());
        if (own.isPresent() && !own.get().cite().equals("L")) {
            qualify(root, own.get().cite());
        }
    }

    private static void qualify(JsonNode node, String cite) {
        if (node.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
            List<Map.Entry<String, JsonNode>> changed = new ArrayList<>();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> f = fields.next();
                if (f.getValue().isTextual() && CITING.contains(f.getKey())) {
                    String text = f.getValue().asText();
                    String qualified = qualify(text, cite);
                    if (!qualified.equals(text)) {
                        changed.add(Map.entry(f.getKey(), TextNode.valueOf(qualified)));
                    }
                } else {
                    qualify(f.getValue(), cite);
                }
            }
            changed.forEach(c -> ((ObjectNode) node).replace(c.getKey(), c.getValue()));
        } else if (node.isArray()) {
            node.forEach(n -> qualify(n, cite));
        }
    }

    /** @return {@code text} with each bare {@code L} reference written {@code cite} instead of {@code L} */
    static String qualify(String text, String cite) {
        Matcher m = REFERENCE.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String written = isReference(m) && m.group(1) == null && m.group(2).equals("L") ? cite + m.group().substring(1) : m.group();
            m.appendReplacement(out, Matcher.quoteReplacement(written));
        }
        return m.appendTail(out).toString();
    }

    private static List<Rulebook> rulebooks(JsonNode list) {
        List<Rulebook> out = new ArrayList<>();
        for (JsonNode b : list) {
            List<String> aliases = new ArrayList<>();
            b.path("aliases").forEach(a -> aliases.add(a.asText()));
            out.add(new Rulebook(b.path("id").asText(), b.path("seed").asText(), b.path("title").asText(),
                    b.path("name").asText(), b.path("cite").asText(), aliases, b.path("lines").asInt()));
        }
        return List.copyOf(out);
    }

    /**
     * Reads the index with the streaming parser of the built-in editions ({@link BuiltInJson}): an edition file read
     * needs only its rulebooks, which come first, so without {@code all} it stops after them.
     *
     * @param all whether to read the sections too
     * @return the index's top-level fields read
     */
    private static JsonNode read(boolean all) {
        byte[] index = BuiltInFiles.bytes(INDEX);
        if (index == null) {
            throw new UncheckedIOException(new IOException(INDEX + ": cannot be read: not built in"));
        }
        ObjectNode root = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
        try (com.fasterxml.jackson.core.JsonParser p = BuiltInJson.FACTORY.createParser(index)) {
            if (p.nextToken() != com.fasterxml.jackson.core.JsonToken.START_OBJECT) {
                throw new IOException("expected an object");
            }
            while (p.nextToken() == com.fasterxml.jackson.core.JsonToken.FIELD_NAME) {
                String field = p.currentName();
                p.nextToken();
                root.set(field, BuiltInJson.value(p));
                if (!all && field.equals("rulebooks")) {
                    break;
                }
            }
            return root;
        } catch (IOException | BuiltInJson.Unbound e) {
            throw new UncheckedIOException(new IOException(INDEX + ": cannot be read: " + e.getMessage(), e));
        }
    }
}
