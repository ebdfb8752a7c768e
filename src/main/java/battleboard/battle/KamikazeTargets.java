package battleboard.battle;

import battleboard.edition.BattleRules;
import battleboard.edition.Role;
import battleboard.edition.RuleOption;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Kamikaze strikes whose targets the defender names before the dice (Axis &amp; Allies Global 1940 Second Edition,
 * TripleA's {@code ww2global40_2nd_edition.xml} X4777-4779: Japan names one enemy surface warship per kamikaze token,
 * then each token rolls one die and hits only the ship it named). The strike is the edition's fire entry that the rule
 * option {@code kamikaze-targets} patches ({@link RuleOption#KAMIKAZE_TARGETS}): its firers are the tokens, its value
 * (the token's defense, or its fixed {@code at}) the number a die hits on, its target classes the ships a token may
 * name. Named, the tokens strike here, before the battle, and the battle that follows has none; the option then decides
 * nothing.
 *
 * <p>Each target is one of the attacker's ships: a unit name, and {@code #N} for the N-th ship of that type when the
 * attacker has more than one (the damaged ones first, the most damaged first; no {@code #N}: the first). Tokens naming the
 * same ship add their hits to it: a battleship named twice takes 2 hits and sinks; a hit on a ship already sunk is lost.
 *
 * @param targets one entry per kamikaze token, in the order typed, not empty
 */
public record KamikazeTargets(List<Target> targets) implements PreBattleRoll.Made {
    /** The roll: Global 1940's kamikaze targets named before the dice, a roll of one type owning its variants. */
    public static final Roll ROLL = new Roll();

    /**
     * The kamikaze targets named before the dice as a roll of one type owning its variants ({@link PreBattleRoll}):
     * typed as {@link KamikazeTargets#parse} reads it ({@code --kamikaze-targets}, the battle file's
     * {@code kamikazeTargets}); offered where the edition has a fire entry the option {@code kamikaze-targets} patches.
     */
    public static final class Roll extends PreBattleRoll {
        private Roll() {
            super(new Faces("kamikazeTargets", true, "SHIPS", 26, "Global 1940: the attacking ship each defending kamikaze strike"
                    + " names before the dice, one per strike (e.g. \"battleship, battleship, carrier\"; battleship#2 for a second"
                    + " battleship, damaged ones first); each hits only its ship. Without it, option kamikaze-targets assigns the"
                    + " hits after the dice", "kamikaze targets", "Kamikaze strikes name their ships:",
                    "one per strike, e.g. battleship, battleship, carrier", "TripleA X4777-4779: before the dice the Japanese player"
                    + " names an attacking surface warship for each kamikaze strike; each rolls a die and hits on 2 only its ship"
                    + " (battleship#2: the second battleship, damaged ones first). The odds mix every way they fall. Blank: the rule"
                    + " option kamikaze-targets assigns the hits after the dice."));
        }

        /** @return true where a fire entry of the edition is patched by the option {@code kamikaze-targets} */
        @Override
        public boolean offered(battleboard.edition.Edition edition) {
            return edition.battle().steps().stream().flatMap(s -> s.fire().stream())
                    .anyMatch(f -> f.when().containsKey(RuleOption.KAMIKAZE_TARGETS.id()));
        }

        @Override
        public String inCombination() {
            return "named kamikaze targets";
        }

        @Override
        public PreBattleRoll.Made read(String text) {
            return parse(text);
        }
    }

    @Override
    public PreBattleRoll kind() {
        return ROLL;
    }

    /** @return empty: {@link #check} refuses an edition without the strike, with the battle's rule options */
    @Override
    public Optional<String> refusedIn(battleboard.edition.Edition edition) {
        return Optional.empty();
    }

    @Override
    public Optional<String> leftOutOf(battleboard.edition.Edition to) {
        return ROLL.offered(to) ? Optional.empty() : Optional.of("the named kamikaze targets are left out: not a rule of " + to.id());
    }

    /**
     * One token's target.
     *
     * @param unit a unit name as typed (an id or an abbreviation), lower case
     * @param ship the ship of that type, from 1 (damaged ships first)
     */
    public record Target(String unit, int ship) {
        public Target {
            java.util.Objects.requireNonNull(unit, "unit");
            if (ship < 1) {
                throw new IllegalArgumentException("'" + unit + "#" + ship + "': ships are numbered from 1");
            }
        }

        /**
         * The record's hash, written out (the same value): the record's generated one links method handles on its first
         * call (docs/performance.md, "Issue 24, eighteenth session").
         */
        @Override
        public int hashCode() {
            return unit.hashCode() * 31 + ship;
        }

        /** The record's equality, written out, as {@link #hashCode()}. */
        @Override
        public boolean equals(Object o) {
            return o instanceof Target t && t.unit.equals(unit) && t.ship == ship;
        }

        /** @return the target as {@link #parse} reads it, e.g. {@code battleship} or {@code battleship#2} */
        public String text() {
            return ship == 1 ? unit : unit + "#" + ship;
        }
    }

    public KamikazeTargets {
        targets = List.copyOf(targets);
        if (targets.isEmpty()) {
            throw new IllegalArgumentException("name one target per kamikaze strike, e.g. battleship, battleship, carrier");
        }
    }

    /**
     * @param text as typed: comma-separated ships, one per kamikaze token, each a unit name and optionally {@code #N},
     *             e.g. {@code "battleship, battleship, carrier"} or {@code "destroyer, destroyer#2"}
     * @return the targets
     * @throws IllegalArgumentException one line naming the entry and the form expected
     */
    public static KamikazeTargets parse(String text) {
        List<Target> out = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            String t = part.trim().toLowerCase(Locale.ROOT);
            if (t.matches("\\d+\\s+.*")) {
                throw new IllegalArgumentException("'" + part.trim() + "': name one ship per kamikaze strike, with no count;"
                        + " repeat it for two strikes at one ship (battleship, battleship)");
            }
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("([a-z][a-z0-9 -]*?)\\s*(?:#\\s*(\\d{1,4}))?").matcher(t);
            if (!m.matches()) {
                throw new IllegalArgumentException("'" + part.trim() + "': expected a ship, e.g. battleship or battleship#2"
                        + " (one per kamikaze strike, separated by commas)");
            }
            out.add(new Target(m.group(1).trim(), m.group(2) == null ? 1 : Integer.parseInt(m.group(2))));
        }
        return new KamikazeTargets(out);
    }

    /** @return the targets as {@link #parse} reads them, e.g. {@code battleship, battleship, carrier} */
    public String text() {
        return String.join(", ", targets.stream().map(Target::text).toList());
    }

    /** @return e.g. "kamikaze strikes named at battleship, battleship, carrier" */
    public String describe() {
        return "kamikaze strikes named at " + text();
    }

    /**
     * @param setup a battle with these targets
     * @return the strike's fire entry: the one the option {@code kamikaze-targets} patches, in force in the battle
     * @throws IllegalArgumentException one line when the edition has none
     */
    static BattleRules.FireRule strike(BattleSetup setup) {
        return setup.edition().battle().steps().stream().flatMap(s -> s.fire().stream())
                .filter(f -> f.when().containsKey(RuleOption.KAMIKAZE_TARGETS.id()))
                .filter(f -> BattleRules.holds(setup.rules(), f.when())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("kamikaze strikes with named targets are not a rule of "
                        + setup.edition().id() + " (Global 1940's, TripleA X4777-4779)"));
    }

    /**
     * Checks the targets against the battle: one per kamikaze token the defender has, each a ship the attacker has that
     * a token may strike.
     *
     * @param setup the battle
     * @throws Refusal one line naming the problem, concerning the kamikaze targets: not a rule of the edition, an unknown
     *                  unit, a unit a kamikaze strike may not hit, a ship the attacker does not have, or more or fewer
     *                  targets than kamikaze tokens
     */
    @Override
    public void check(BattleSetup setup) {
        try {
            checkFits(setup);
        } catch (Refusal r) {
            throw r;
        } catch (IllegalArgumentException e) {
            throw new Refusal(e.getMessage(), Refusal.Concern.roll(ROLL.faces().field()));
        }
    }

    private void checkFits(BattleSetup setup) {
        BattleRules.FireRule strike = strike(setup);
        String cite = strike.source().split(" ")[0];
        for (Target t : targets) {
            UnitType u = setup.edition().findUnit(t.unit()).orElseThrow(() ->
                    new IllegalArgumentException("'" + t.text() + "': not a unit of " + setup.edition().id()));
            if (!admits(strike, u)) {
                throw new IllegalArgumentException("'" + t.text() + "': a kamikaze strike hits only "
                        + String.join(", ", setup.edition().units().stream().filter(x -> admits(strike, x)).map(UnitType::id).toList())
                        + " (" + cite + "), not " + u.id());
            }
            int has = setup.force(Side.ATTACKER).count(u);
            if (t.ship() > has) {
                throw new IllegalArgumentException("'" + t.text() + "': the attacker has " + (has == 0 ? "no " + u.id()
                        : has + " " + u.id()) + " to strike");
            }
        }
        int tokens = tokens(setup, strike).size();
        if (targets.size() != tokens) {
            throw new IllegalArgumentException(targets.size() + " target" + (targets.size() == 1 ? "" : "s") + " named for " + tokens
                    + " kamikaze strike" + (tokens == 1 ? "" : "s") + " (the defender's " + String.join(", ", strike.firers().tag()
                    .map(List::of).orElse(List.of())) + "): name one target per strike");
        }
    }

    /** @return whether a token may name a unit of this type: one its strike's target classes admit, not a token itself */
    private static boolean admits(BattleRules.FireRule strike, UnitType u) {
        return !strike.firers().selects(u, Role.DEFENSE, false) && strike.targets().stream()
                .anyMatch(c -> (c.domains().isEmpty() || c.domains().contains(u.domain()))
                        && (c.tags().isEmpty() || c.tags().stream().anyMatch(u::hasTag)) && c.unlessTags().stream().noneMatch(u::hasTag));
    }

    /** @return the number each of the defender's kamikaze tokens hits on, one per token, in the defender's unit order */
    private static List<Integer> tokens(BattleSetup setup, BattleRules.FireRule strike) {
        List<Integer> out = new ArrayList<>();
        setup.force(Side.DEFENDER).counts().forEach((u, n) -> {
            if (strike.roles().contains(Role.DEFENSE) && strike.firers().selects(u, Role.DEFENSE, false)) {
                int value = strike.value() == BattleRules.Value.FIXED ? strike.at() : setup.effective(Side.DEFENDER, u).value(Role.DEFENSE);
                for (int i = 0; i < n; i++) {
                    out.add(value);
                }
            }
        });
        return out;
    }

    /**
     * Every way the named strikes can fall: each set of ships sunk and damaged, with its probability, and the battle then
     * fought without the tokens. A way that sinks every attacking unit is no battle: the defender wins, or a draw when
     * the defender had nothing but the tokens ({@link PreBattleVariant#attackerDestroyed()}).
     *
     * @param fought the battle, with no roll before it, whose targets were {@linkplain #check checked}
     * @return the ways, probabilities summing to 1, fewest IPC sunk first
     */
    @Override
    public List<PreBattleVariant> variants(BattleSetup fought) {
        BattleRules.FireRule strike = strike(fought);
        List<Integer> hitsOn = tokens(fought, strike);
        int sides = fought.edition().dieSides();
        // the tokens at each named ship: ship key -> the chance each of its tokens hits
        Map<Target, List<Double>> at = new LinkedHashMap<>();
        Map<Target, UnitType> types = new LinkedHashMap<>();
        for (int i = 0; i < targets.size(); i++) {
            UnitType u = fought.edition().unit(targets.get(i).unit());
            Target key = new Target(u.id(), targets.get(i).ship());
            types.put(key, u);
            at.computeIfAbsent(key, k -> new ArrayList<>()).add(Math.min(hitsOn.get(i), sides) / (double) sides);
        }
        Force attacker = fought.force(Side.ATTACKER);
        Damage damage = fought.damage(Side.ATTACKER);
        // each ship's hits already taken: damaged ships first, the most damaged first
        Map<Target, Integer> taken = new LinkedHashMap<>();
        types.forEach((key, u) -> taken.put(key, hitsTaken(damage, u, key.ship())));
        Map<Outcome, Double> ways = new LinkedHashMap<>(Map.of(new Outcome(Map.of()), 1.0));
        for (Map.Entry<Target, List<Double>> e : at.entrySet()) {
            int left = fought.effective(Side.ATTACKER, types.get(e.getKey())).hitPoints() - taken.get(e.getKey());
            double[] hits = landed(e.getValue(), left);
            Map<Outcome, Double> next = new LinkedHashMap<>();
            ways.forEach((o, p) -> {
                for (int h = 0; h < hits.length; h++) {
                    if (hits[h] > 0) {
                        Map<Target, Integer> m = new LinkedHashMap<>(o.hits());
                        m.put(e.getKey(), h);
                        next.merge(new Outcome(m), p * hits[h], Double::sum);
                    }
                }
            });
            ways = next;
        }
        Force defender = fought.force(Side.DEFENDER).filter(u -> !(strike.firers().selects(u, Role.DEFENSE, false)));
        Map<List<Object>, PreBattleVariant> merged = new LinkedHashMap<>();
        ways.forEach((o, p) -> {
            Map<UnitType, Integer> units = new LinkedHashMap<>(attacker.counts());
            Map<Integer, Map<UnitType, Integer>> levels = new TreeMap<>();
            damage.byLevel().forEach((l, f) -> levels.put(l, new LinkedHashMap<>(f.counts())));
            List<String> sunk = new ArrayList<>();
            List<String> hit = new ArrayList<>();
            int lost = 0;
            for (Map.Entry<Target, Integer> e : o.hits().entrySet()) {
                if (e.getValue() == 0) {
                    continue;
                }
                UnitType u = types.get(e.getKey());
                int before = taken.get(e.getKey());
                int after = before + e.getValue();
                if (before > 0) {
                    levels.get(before).merge(u, -1, Integer::sum);
                }
                if (after >= fought.effective(Side.ATTACKER, u).hitPoints()) {
                    units.merge(u, -1, Integer::sum);
                    lost += fought.effective(Side.ATTACKER, u).cost();
                    sunk.add(u.id());
                } else {
                    levels.computeIfAbsent(after, k -> new LinkedHashMap<>()).merge(u, 1, Integer::sum);
                    hit.add(u.id());
                }
            }
            Force left = Force.of(units);
            Map<Integer, Force> byLevel = new TreeMap<>();
            levels.forEach((l, m) -> byLevel.put(l, Force.of(m)));
            Damage d = new Damage(byLevel);
            String label = "kamikaze strikes: " + (sunk.isEmpty() && hit.isEmpty() ? "no hit"
                    : String.join(", ", java.util.stream.Stream.concat(sunk.stream().map(s -> s + " sunk"), hit.stream().map(s -> s + " damaged"))
                    .toList()));
            int ipc = lost;
            merged.merge(List.of(left, d), variant(fought, left, d, defender, p, label, ipc),
                    (a, b) -> new PreBattleVariant(a.setup(), a.probability() + b.probability(), a.stayedOut(), a.label(),
                            a.defenderStayedOut(), a.attackerLost(), a.defenderLost(), a.attackerDestroyed()));
        });
        List<PreBattleVariant> out = new ArrayList<>(merged.values());
        out.sort((a, b) -> Integer.compare(a.attackerLost(), b.attackerLost()));
        return out;
    }

    private static PreBattleVariant variant(BattleSetup fought, Force left, Damage d, Force defender, double p, String label, int lost) {
        if (left.isEmpty()) {
            return new PreBattleVariant(Optional.empty(), p, Force.empty(), label + ": the attacker has nothing left", defender, lost, 0, true);
        }
        return new PreBattleVariant(Optional.of(fought.toBuilder().attacker(left).damage(Side.ATTACKER, d).defender(defender).build()), p,
                Force.empty(), label, Force.empty(), lost, 0, false);
    }

    /** The hits landed on each named ship in one way the dice fall. */
    private record Outcome(Map<Target, Integer> hits) {
        /** The record's hash, written out (the same value), as {@link Target#hashCode()}. */
        @Override
        public int hashCode() {
            return hits.hashCode();
        }

        /** The record's equality, written out, as {@link Target#hashCode()}. */
        @Override
        public boolean equals(Object o) {
            return o instanceof Outcome x && x.hits.equals(hits);
        }
    }

    /** @return the hits the N-th ship of type {@code u} has taken: the attacker's damaged ships of that type first, the most damaged first */
    private static int hitsTaken(Damage damage, UnitType u, int ship) {
        int n = 0;
        List<Integer> levels = new ArrayList<>(damage.byLevel().keySet());
        levels.sort(Comparator.reverseOrder());
        for (int level : levels) {
            n += damage.at(level).count(u);
            if (ship <= n) {
                return level;
            }
        }
        return 0;
    }

    /**
     * @param chances each token's chance to hit the ship
     * @param left    the hits the ship can still take, at least 1
     * @return the chance of each number of hits it takes, 0 to {@code left} (the last: sunk, the hits beyond lost)
     */
    static double[] landed(List<Double> chances, int left) {
        double[] p = {1};
        for (double c : chances) {
            double[] q = new double[p.length + 1];
            for (int k = 0; k < p.length; k++) {
                q[k] += p[k] * (1 - c);
                q[k + 1] += p[k] * c;
            }
            p = q;
        }
        double[] out = new double[Math.min(left, p.length - 1) + 1];
        for (int k = 0; k < p.length; k++) {
            out[Math.min(k, out.length - 1)] += p[k];
        }
        return out;
    }
}
