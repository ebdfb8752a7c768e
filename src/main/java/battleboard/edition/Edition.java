package battleboard.edition;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A rule edition: its units with their values and abilities, its technologies and its rule options
 * with their defaults, read from {@code presets/editions/<id>.json}. Immutable.
 */
public final class Edition {
    /** Ids of the editions shipped in {@code presets/editions/}. */
    public static final List<String> BUILT_IN = List.of("revised", "classic", "house-rules-1998", "world-at-war-2005", "global-war-1939",
            "axis-allies-1942-2e", "axis-allies-global-1940-2e");

    private final String id;
    private final String name;
    private final String source;
    private final int dieSides;
    private final List<UnitType> units;
    private final Map<String, UnitType> byAlias;
    private final Map<String, Technology> technologies;
    private final Map<RuleOption, String> optionDefaults;
    private final BattleRules battle;
    private final Map<String, String> powerOfUnit;
    /** A copy's id ({@link #withPowers}, {@link #withLanded}) to the id of the unit it copies. */
    private final Map<String, String> originalOf;

    /** Changes of units on either side that act while rule options have the values named (the file's {@code optioned}). */
    private final List<Technology.Optioned> optioned;

    private Edition(EditionContent c) {
        this(c.id(), c.name(), c.source(), c.dieSides(), c.units(), c.technologies(), c.optionDefaults(), c.optioned(), c.battle(),
                Map.of(), Map.of());
    }

    private Edition(String id, String name, String source, int dieSides, List<UnitType> units,
                    List<Technology> technologies, Map<RuleOption, String> optionDefaults, List<Technology.Optioned> optioned,
                    BattleRules battle, Map<String, String> powerOfUnit, Map<String, String> originalOf) {
        this.optioned = List.copyOf(optioned);
        this.powerOfUnit = Collections.unmodifiableMap(new LinkedHashMap<>(powerOfUnit));
        this.originalOf = Collections.unmodifiableMap(new LinkedHashMap<>(originalOf));
        this.battle = java.util.Objects.requireNonNull(battle, "battle");
        this.id = id;
        this.name = name;
        this.source = source;
        this.dieSides = dieSides;
        this.units = List.copyOf(units);
        Map<String, UnitType> aliases = new LinkedHashMap<>();
        for (UnitType u : units) {
            aliases.put(EditionContent.normalize(u.id()), u);
        }
        for (UnitType u : units) {
            aliases.putIfAbsent(EditionContent.normalize(u.name()), u);
            for (String a : u.abbreviations()) {
                aliases.putIfAbsent(EditionContent.normalize(a), u);
            }
        }
        this.byAlias = Collections.unmodifiableMap(aliases);
        Map<String, Technology> techs = new LinkedHashMap<>();
        technologies.forEach(t -> techs.put(t.id(), t));
        this.technologies = Collections.unmodifiableMap(techs);
        EnumMap<RuleOption, String> opts = new EnumMap<>(RuleOption.class);
        opts.putAll(optionDefaults);
        this.optionDefaults = Collections.unmodifiableMap(opts);
    }

    /**
     * Loads a built-in edition from the class path ({@code presets/editions/<id>.json}).
     *
     * @param id e.g. {@code "revised"}
     * @return the edition
     * @throws IllegalArgumentException naming the id when there is no such edition
     * @throws EditionException         when the file is invalid
     */
    public static Edition builtIn(String id) {
        Reading mine = new Reading();
        Reading read = BUILT_IN_CACHE.putIfAbsent(id, mine);
        if (read != null) {
            return read.await();
        }
        try {
            Edition edition = readBuiltIn(id);
            mine.finish(edition, null);
            return edition;
        } catch (RuntimeException | Error e) {
            BUILT_IN_CACHE.remove(id, mine);
            mine.finish(null, e);
            throw e;
        }
    }

    /**
     * The built-in editions read or being read: immutable, so read once per JVM (an edition extending one reads it too).
     * A second thread asking for an edition while the first reads it waits for that read instead of reading it again
     * (the command line reads its edition on a second thread while picocli parses the arguments). A failed read is
     * not kept: the next call reads the file again and fails the same way.
     */
    private static final java.util.concurrent.ConcurrentMap<String, Reading> BUILT_IN_CACHE = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * One thread's read of a built-in edition, which other threads wait for: the object's own lock, not a
     * {@code CompletableFuture}, whose first use starts the fork-join pool's class, 2 ms of a command line's start-up
     * spent on the edition's read ({@code docs/performance.md}, "Command line (issue 24, thirteenth session)").
     */
    private static final class Reading {
        private boolean done;
        private Edition edition;
        private Throwable failure;

        synchronized void finish(Edition read, Throwable failed) {
            edition = read;
            failure = failed;
            done = true;
            notifyAll();
        }

        /** @return the edition read, or throws what its read threw; waits, as {@code join} does, through interrupts */
        synchronized Edition await() {
            boolean interrupted = false;
            while (!done) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            if (failure instanceof RuntimeException r) {
                throw r;
            }
            if (failure instanceof Error r) {
                throw r;
            }
            return edition;
        }
    }

    /**
     * Builds a built-in edition from the content the build read from its file ({@link EditionSnapshot}), or, where the
     * class path has no such snapshot, reads the file from the class that holds it ({@link BuiltInFiles}), not the
     * jar's resource.
     */
    private static Edition readBuiltIn(String id) {
        EditionContent built = EditionSnapshot.content(id);
        if (built != null) {
            return new Edition(built);
        }
        return new Edition(readFile(id, base -> builtIn(base).content()));
    }

    /**
     * @param id    a built-in edition's id
     * @param bases the content of each built-in edition it may extend
     * @return its content, read from the class that holds its file ({@link BuiltInFiles})
     * @throws IllegalArgumentException naming the id when there is no such edition
     * @throws EditionException         when the file is invalid
     */
    private static EditionContent readFile(String id, java.util.function.Function<String, EditionContent> bases) {
        byte[] file = BuiltInFiles.bytes("presets/editions/" + id + ".json");
        if (file == null) {
            throw new IllegalArgumentException("unknown edition '" + id + "' (known: " + String.join(", ", BUILT_IN) + ")");
        }
        try (InputStream in = new java.io.ByteArrayInputStream(file)) {
            return EditionReader.read(in, id + ".json", true, new EditionConverter.Bases(BUILT_IN, bases));
        } catch (IOException e) {
            throw new EditionException(id + ".json: cannot be read: " + e.getMessage(), e);
        }
    }

    /**
     * Reads every built-in edition from its file, as {@link #builtIn} does without the build's snapshot
     * ({@link EditionSnapshot}): for the build that writes the snapshot and the test that holds it to the files.
     *
     * @return each built-in edition's content by id, in {@link #BUILT_IN}'s order
     * @throws EditionException when a file is invalid
     */
    static Map<String, EditionContent> readFiles() {
        Map<String, EditionContent> read = new LinkedHashMap<>();
        for (String id : BUILT_IN) {
            readFile(id, read);
        }
        return read;
    }

    /** @return the edition read from its file, the editions it extends read first into {@code read} too */
    private static EditionContent readFile(String id, Map<String, EditionContent> read) {
        EditionContent content = read.get(id);
        if (content == null) {
            content = readFile(id, base -> new Edition(readFile(base, read)).content());
            read.put(id, content);
        }
        return content;
    }

    /**
     * Loads an edition file a user wrote or edited.
     *
     * @param file path to a JSON edition file
     * @return the edition
     * @throws EditionException naming the file, the field and what was expected
     */
    public static Edition fromFile(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, file.toString(), false);
        } catch (IOException e) {
            throw new EditionException(file + ": cannot be read: " + e.getMessage(), e);
        }
    }

    /**
     * @param in      the file's content, not closed
     * @param file    the file as named to the user
     * @param builtIn whether the file is one of the built-in editions
     * @return the edition the file describes ({@link EditionReader}), extending a built-in one if it says so
     * @throws EditionException naming the file, the field and what was expected
     * @throws IOException      when {@code in} cannot be read
     */
    static Edition read(InputStream in, String file, boolean builtIn) throws IOException {
        return new Edition(EditionReader.read(in, file, builtIn, new EditionConverter.Bases(BUILT_IN, id -> builtIn(id).content())));
    }

    /** @return what this edition is made of, for an edition file that extends it */
    private EditionContent content() {
        return new EditionContent(id, name, source, dieSides, units, technologies(), optionDefaults, optioned, battle);
    }

    /** @return the id, e.g. {@code "revised"} */
    public String id() {
        return id;
    }

    /** @return the display name, e.g. {@code "Axis & Allies Revised (2004)"} */
    public String name() {
        return name;
    }

    /** @return the rulebook this edition implements, e.g. {@code "seeds/000_f368692edf954982.txt"} */
    public String source() {
        return source;
    }

    /** @return the number of sides of the combat die (6 or 12) */
    public int dieSides() {
        return dieSides;
    }

    /** @return every unit type, in the edition file's order */
    public List<UnitType> units() {
        return units;
    }

    /** @return every technology, in the edition file's order */
    public List<Technology> technologies() {
        return List.copyOf(technologies.values());
    }

    /** @return the round of combat: its steps and who fires in each (the file's {@code battle} section) */
    public BattleRules battle() {
        return battle;
    }

    /** @return the file's {@code optioned}: changes of units on either side that act while rule options have the values named */
    public List<Technology.Optioned> optioned() {
        return optioned;
    }

    /**
     * @param holds whether a rule option condition holds in the battle
     * @return the changes of {@link #optioned()} whose condition holds, the changes of a unit given to its copies
     *         ({@link #withPowers}, {@link #withLanded}) too, as a technology acting in every round on either side (Global
     *         War's kamikaze fighter lost after its one attack under {@code kamikaze-attack=one-shot}); empty when none holds
     */
    public Optional<Technology> optionedChanges(java.util.function.Predicate<Map<String, String>> holds) {
        Map<String, Technology.Change> acting = new LinkedHashMap<>();
        for (Technology.Optioned o : optioned) {
            if (holds.test(o.when())) {
                acting.putAll(o.changes());
            }
        }
        if (acting.isEmpty()) {
            return Optional.empty();
        }
        originalOf.forEach((copy, of) -> {
            if (acting.containsKey(of)) {
                acting.put(copy, acting.get(of));
            }
        });
        return Optional.of(new Technology("rule-options", "Rule options", acting, "", java.util.Set.of()));
    }

    /** @return the rule options that apply to this edition, with their default values */
    public Map<RuleOption, String> optionDefaults() {
        return optionDefaults;
    }

    /**
     * This edition with a copy of every unit type for each named power of a multinational defence: the powers'
     * units "defend together" and each power "rolls separately for his or her units" (Revised L1795-1804, Classic
     * C869-871), so a copy fights exactly as its unit; only the casualty choice ("if they cannot agree, the attacker
     * chooses") and the IPC each power loses tell them apart. A copy's id is the power and the unit id joined by a
     * slash ({@code "uk/infantry"}), its name the power in capitals and the unit's name ({@code "UK Infantry"}), and
     * every technology that changes the unit changes its copies (technologies stay per side).
     *
     * @param powers the powers, in order (lower-case words, e.g. {@code ["us", "uk"]}); the order breaks ties in
     *               the default order of loss
     * @return the edition with the copies after its own units; {@link #powers()} lists them
     * @throws IllegalArgumentException naming a power that is not a lower-case word, is given twice, or makes a copy's
     *                                  id clash with a unit's name
     */
    public Edition withPowers(List<String> powers) {
        if (!powerOfUnit.isEmpty()) {
            throw new IllegalArgumentException("the edition already has the powers " + powers());
        }
        List<UnitType> all = new ArrayList<>(units);
        Map<String, String> owner = new LinkedHashMap<>();
        Map<String, String> originals = new LinkedHashMap<>(originalOf);
        Map<String, List<String>> copiesByUnit = new LinkedHashMap<>();
        java.util.Set<String> given = new java.util.HashSet<>();
        battle.lineup().foughtApart().filter(a -> powers.size() > 1).ifPresent(a -> powers.stream().filter(a.powers()::contains)
                .findFirst().ifPresent(p -> {
                    throw new IllegalArgumentException(p + " defends alone in " + id + ", never beside " + String.join(", ", powers.stream()
                            .filter(q -> !q.equals(p)).toList()) + " (" + a.source() + "): enter one battle for each");
                }));
        for (String p : powers) {
            if (!p.matches("[a-z][a-z0-9]*")) {
                throw new IllegalArgumentException("power '" + p + "': a power is one word of letters and digits, e.g. uk, us, ussr");
            }
            if (!given.add(p)) {
                throw new IllegalArgumentException("power '" + p + "' is given twice");
            }
            for (UnitType u : units) {
                String copyId = p + "/" + u.id();
                if (findUnit(copyId).isPresent()) {
                    throw new IllegalArgumentException("power '" + p + "': " + copyId + " is already a unit of " + name);
                }
                String label = p.length() <= 4 ? p.toUpperCase(Locale.ROOT) : Character.toUpperCase(p.charAt(0)) + p.substring(1);
                all.add(u.withNames(copyId, label + " " + u.name(), List.of()));
                owner.put(copyId, p);
                originals.put(copyId, u.id());
                copiesByUnit.computeIfAbsent(u.id(), x -> new ArrayList<>()).add(copyId);
            }
        }
        return new Edition(id, name, source, dieSides, all, technologiesFor(copiesByUnit), optionDefaults, optioned, battle, owner,
                originals);
    }

    /**
     * @param copiesByUnit per unit id, the ids of its copies
     * @return the technologies, each changing a unit's copies as it changes the unit
     */
    private List<Technology> technologiesFor(Map<String, List<String>> copiesByUnit) {
        List<Technology> techs = new ArrayList<>();
        for (Technology t : technologies.values()) {
            List<Technology.Optioned> optioned = new ArrayList<>();
            t.reach().optioned().forEach(o -> optioned.add(new Technology.Optioned(o.when(), withCopies(o.changes(), copiesByUnit))));
            techs.add(new Technology(t.id(), t.name(), withCopies(t.changes(), copiesByUnit), t.source(), t.rounds(), t.atMost(),
                    t.reach().withCopies(withCopies(t.reach().everyRound(), copiesByUnit), optioned)));
        }
        return techs;
    }

    /** @return the changes with each unit's change given to its copies too */
    private static Map<String, Technology.Change> withCopies(Map<String, Technology.Change> changes, Map<String, List<String>> copiesByUnit) {
        Map<String, Technology.Change> out = new LinkedHashMap<>(changes);
        changes.forEach((unitId, change) -> copiesByUnit.getOrDefault(unitId, List.of()).forEach(c -> out.put(c, change)));
        return out;
    }

    /**
     * This edition with a copy of each of its land units for the attacker's units that landed from transports in an
     * amphibious assault beside units that came overland (Classic C707: "any attacking amphibious assault land units
     * lose their option of retreating"): the copy fights as its unit and stays in the battle when the others retreat
     * (under {@code amphibious-retreat=overland-and-aircraft}). A copy's id is {@code "landed/"} and the unit id
     * ({@code "landed/infantry"}), its name "Landed " and the unit's name; technologies change the copies as the units.
     *
     * @return the edition with the copies after its units
     */
    public Edition withLanded() {
        List<UnitType> all = new ArrayList<>(units);
        List<String> copied = new ArrayList<>();
        for (UnitType u : units) {
            if (u.domain() == Domain.LAND && u.canBeCasualty() && !powerOfUnit.containsKey(u.id()) && !u.id().startsWith(LANDED)) {
                all.add(u.withNames(LANDED + u.id(), "Landed " + u.name().toLowerCase(Locale.ROOT), List.of()).withStaysInBattle());
                copied.add(u.id());
            }
        }
        if (all.stream().map(UnitType::id).distinct().count() < all.size()) {
            throw new IllegalArgumentException("the edition already has its landed units");
        }
        Map<String, List<String>> copiesByUnit = new LinkedHashMap<>();
        Map<String, String> originals = new LinkedHashMap<>(originalOf);
        copied.forEach(u -> {
            copiesByUnit.put(u, List.of(LANDED + u));
            originals.put(LANDED + u, u);
        });
        return new Edition(id, name, source, dieSides, all, technologiesFor(copiesByUnit), optionDefaults, optioned, battle,
                powerOfUnit, originals);
    }

    /**
     * @param newId the id to give the copy, e.g. {@code "revised (my-revised.json)"}
     * @return this edition under another id, every rule and unit the same: an edited copy of a built-in edition keeps its
     *         id, and compared beside the built-in one it needs a name of its own (issue 27 item 13)
     */
    public Edition withId(String newId) {
        return new Edition(newId, name, source, dieSides, units, new ArrayList<>(technologies.values()), optionDefaults, optioned,
                battle, powerOfUnit, originalOf);
    }

    /** The prefix of the ids of {@link #withLanded} copies. */
    public static final String LANDED = "landed/";

    /**
     * @param unit a unit type of this edition
     * @return true for a {@link #withLanded} copy: an attacking land unit entered as landed from a transport
     *         ({@code --landed})
     */
    public boolean landed(UnitType unit) {
        return unit.id().startsWith(LANDED);
    }

    /**
     * @param unit a unit type of this edition
     * @return the unit it is a copy of ({@link #withPowers}, {@link #withLanded}), or itself when it is one of the edition's own
     */
    public UnitType original(UnitType unit) {
        String of = originalOf.get(unit.id());
        return of == null ? unit : byAlias.get(EditionContent.normalize(of));
    }

    /** @return the powers of a multinational defence this edition was made for ({@link #withPowers}), else empty */
    public List<String> powers() {
        return powerOfUnit.values().stream().distinct().toList();
    }

    /**
     * @param unit a unit type of this edition
     * @return the power whose copy it is ({@link #withPowers}); empty for the edition's own units
     */
    public Optional<String> power(UnitType unit) {
        return Optional.ofNullable(powerOfUnit.get(unit.id()));
    }

    /**
     * Finds a unit type by id, display name or abbreviation, ignoring case, a trailing plural "s",
     * and spaces against hyphens ("AA gun", "aa-guns", "aa" all name the AA gun).
     *
     * @param name what the user typed
     * @return the unit type, if the edition has one by that name
     */
    public Optional<UnitType> findUnit(String name) {
        String key = EditionContent.normalize(name);
        UnitType u = byAlias.get(key);
        if (u == null && key.endsWith("s")) {
            u = byAlias.get(key.substring(0, key.length() - 1));
        }
        return Optional.ofNullable(u);
    }

    /**
     * @param name what the user typed
     * @return the unit type
     * @throws IllegalArgumentException "unknown unit 'x' in Revised (units: ...)"
     */
    public UnitType unit(String name) {
        return findUnit(name).orElseThrow(() -> new IllegalArgumentException("unknown unit '" + name.trim() + "' in "
                + this.name + " (units: " + units.stream().map(UnitType::id).filter(id -> !powerOfUnit.containsKey(id))
                .collect(Collectors.joining(", ")) + ")"));
    }

    /**
     * @param techId technology id, e.g. {@code "heavy-bombers"}
     * @return the technology
     * @throws IllegalArgumentException naming the technology when the edition has none by that id
     */
    public Technology technology(String techId) {
        Technology t = technologies.get(techId.trim().toLowerCase(Locale.ROOT));
        if (t == null) {
            throw new IllegalArgumentException("unknown technology '" + techId.trim() + "' in " + name
                    + " (technologies: " + String.join(", ", technologies.keySet()) + ")");
        }
        return t;
    }

    @Override
    public String toString() {
        return id;
    }
}
