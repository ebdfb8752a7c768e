package battleboard.battle;

import battleboard.edition.Domain;
import battleboard.edition.RuleOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * An attack in waves (issue 14, item 4): wave 1 is a battle as usual; each later wave is a new battle against what is
 * left of the defender, fought when the one before ended with the defender holding (the attacker destroyed, retreated
 * or stalled). Up to {@value #MOST} waves. Immutable but for a memo of what follows each end (thread-safe).
 *
 * <p>Between two waves:
 * <ul>
 * <li>each wave is a new combat: AA guns and the other first-round steps fire again; bombardment and an amphibious
 * landing belong to wave 1 only;</li>
 * <li>the defender's damaged units stay damaged, or are repaired where the edition says damage is repaired after a
 * combat (rule option {@code damage-after-combat}: Revised L1780-1786);</li>
 * <li>the attackers of the wave before that are still alive (they retreated, or stalled) stay out of the next wave when
 * it is the next combat ({@link Timing#NEXT_COMBAT}: an ally's attack after it; a retreat ends their combat, and Revised
 * and Classic let no unit join a combat once it has begun: Revised L1070-1072, Classic L815), and join it when it comes
 * next turn ({@link Timing#NEXT_TURN}, or World at War's second impulse, in which the German player "may move any or all of
 * his pieces again", W169);</li>
 * <li>a wave that finds both sides destroyed moves in unopposed: the attacker wins, and takes a land territory when the
 * wave has a land unit (Revised L1439-1495); so does a wave with a land unit that finds the territory emptied by aircraft
 * alone (destroyed, not taken); a wave with no units is not fought.</li>
 * </ul>
 * Nothing else happens between waves here (no reinforcement of the defender, no counter-attack); a player who expects
 * some enters the next wave's battle by hand.
 */
public final class Waves {
    /** Most waves in one attack: the first and three more. */
    public static final int MOST = 4;

    /** When a later wave comes. */
    public enum Timing {
        /**
         * The next combat, straight after the wave before (an ally's attack): the earlier waves' surviving attackers stay
         * out.
         */
        NEXT_COMBAT("next-combat"),
        /**
         * In the attacker's next turn (or World at War's second impulse, W169): the earlier waves' surviving attackers
         * join it.
         */
        NEXT_TURN("next-turn");

        private final String id;

        Timing(String id) {
            this.id = id;
        }

        /** @return e.g. {@code "next-combat"} */
        public String id() {
            return id;
        }

        /**
         * @param text {@code next-combat} or {@code next-turn}
         * @return the timing
         * @throws IllegalArgumentException one line naming the value
         */
        public static Timing parse(String text) {
            for (Timing t : values()) {
                if (t.id.equals(text.trim().toLowerCase(Locale.ROOT))) {
                    return t;
                }
            }
            throw new IllegalArgumentException("wave timing '" + text.trim() + "' is not known (next-combat, next-turn)");
        }
    }

    /**
     * A wave after the first.
     *
     * @param attackers the units it brings (may be empty: the wave is then not fought)
     * @param retreat   its retreat policy
     */
    public record Wave(Force attackers, RetreatPolicy retreat) {
        public Wave {
            Objects.requireNonNull(attackers, "attackers");
            Objects.requireNonNull(retreat, "retreat");
        }
    }

    private final BattleSetup first;
    private final List<Wave> later;
    private final Timing timing;
    private final boolean repaired;

    private Waves(BattleSetup first, List<Wave> later, Timing timing) {
        this.first = first;
        this.later = List.copyOf(later);
        this.timing = timing;
        this.repaired = first.rules().has(RuleOption.DAMAGE_AFTER_COMBAT) && first.rules().choice(RuleOption.DAMAGE_AFTER_COMBAT,
                RuleOption.DamageAfterCombat.class) == RuleOption.DamageAfterCombat.REPAIRED;
    }

    /**
     * @param first  wave 1's battle: the attacker, the defender and everything around the battle
     * @param later  the waves after it, at most {@code MOST - 1}
     * @param timing when the later waves come
     * @return the attack
     * @throws IllegalArgumentException one line: too many waves, rolls before the battle or cargo (not carried from one
     *                                  wave to the next), or a wave whose units cannot attack this defender
     */
    public static Waves of(BattleSetup first, List<Wave> later, Timing timing) {
        if (later.size() > MOST - 1) {
            throw new IllegalArgumentException("at most " + MOST + " waves (the attacker and " + (MOST - 1) + " more), not "
                    + (later.size() + 1));
        }
        if (!first.preBattle().isNone()) {
            throw new IllegalArgumentException("an attack in waves takes no rolls before the battle, and this one has "
                    + first.preBattle().describe());
        }
        for (Side s : Side.values()) {
            if (!first.cargo(s).isEmpty()) {
                throw new IllegalArgumentException("an attack in waves takes no cargo: the " + s.label() + "'s cargo is not"
                        + " carried from one wave to the next");
            }
        }
        Waves w = new Waves(first, later, timing);
        for (int k = 0; k < later.size(); k++) {
            if (!later.get(k).attackers().isEmpty()) {
                try {
                    w.battle(later.get(k), later.get(k).attackers(), Damage.NONE, first.force(Side.DEFENDER), Damage.NONE);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("wave " + (k + 2) + ": " + e.getMessage());
                }
            }
        }
        return w;
    }

    /** @return wave 1's battle */
    public BattleSetup first() {
        return first;
    }

    /** @return the number of waves, from 1 to {@value #MOST} */
    public int count() {
        return 1 + later.size();
    }

    /** @return the waves after the first */
    public List<Wave> later() {
        return later;
    }

    /** @return when the later waves come */
    public Timing timing() {
        return timing;
    }

    /** @return true when damage is repaired between waves ({@code damage-after-combat=repaired}) */
    public boolean repaired() {
        return repaired;
    }

    private BattleSetup battle(Wave w, Force attackers, Damage attackerDamage, Force defenders, Damage defenderDamage) {
        BattleSetup.Builder b = first.toBuilder().attacker(attackers).defender(defenders).bombard(Force.empty()).amphibious(false)
                .startRound(1).retreat(w.retreat()).preBattle(PreBattle.NONE)
                .damage(Side.ATTACKER, repaired ? Damage.NONE : attackerDamage)
                .damage(Side.DEFENDER, repaired ? Damage.NONE : defenderDamage);
        return b.build();
    }

    /**
     * What follows a wave's battle.
     *
     * @param kind      whether the attack is over, the next wave moves in unopposed, or fights
     * @param battle    for {@link Kind#FIGHT}, the next wave's battle; else null
     * @param key       for {@link Kind#FIGHT}, a text naming the battle (equal texts, equal battles), to solve each once
     * @param movesIn   for {@link Kind#MOVE_IN}, the units moving in
     * @param captures  for {@link Kind#MOVE_IN}, whether they take the territory (a land battle and a land unit)
     * @param elsewhere attacking units alive that are out of the attack from here on (retreated, not joining)
     */
    public record Next(Kind kind, BattleSetup battle, String key, Force movesIn, boolean captures, Force elsewhere) {
        /** What follows. */
        public enum Kind {
            /** No more waves fight: the battle's end is the attack's. */
            OVER,
            /** The next wave finds no defender (both sides destroyed, or the territory emptied by aircraft) and moves in. */
            MOVE_IN,
            /** The next wave fights what is left. */
            FIGHT
        }
    }

    /**
     * @param wave     the wave whose battle ended, from 1
     * @param model    the round model of that battle
     * @param attacker the attacker's side at its end
     * @param defender the defender's side at its end
     * @param status   how it ended
     * @return what follows
     * @throws IllegalArgumentException one line when the next battle cannot be fought as left (e.g. defending aircraft at
     *                                  sea beyond the carriers left)
     */
    public Next after(int wave, RoundModel model, SideState attacker, SideState defender, Status status) {
        return afterMemo.computeIfAbsent(List.of(wave, model, attacker, defender, status),
                k -> afterUncached(wave, model, attacker, defender, status));
    }

    /** What follows each end met so far (the Monte Carlo solver meets the same ends again and again). */
    private final Map<List<Object>, Next> afterMemo = new java.util.concurrent.ConcurrentHashMap<>();

    private Next afterUncached(int wave, RoundModel model, SideState attacker, SideState defender, Status status) {
        Next over = new Next(Next.Kind.OVER, null, null, Force.empty(), false, Force.empty());
        boolean land = first.kind() == BattleKind.LAND;
        // a win with aircraft alone leaves an enemy land territory empty but not taken: a later wave with a land unit takes it
        boolean emptyNotTaken = status.outcome() == Outcome.ATTACKER_WIN && land && !model.takesTerritory(status, attacker);
        if (wave >= count() || status.outcome() == Outcome.ATTACKER_WIN && !emptyNotTaken) {
            return over;
        }
        Force attackersAlive = status.outcome() == Outcome.DRAW ? Force.empty() : model.alive(Side.ATTACKER, attacker);
        Wave w = later.get(wave - 1);
        boolean joins = timing == Timing.NEXT_TURN;
        Force attackers = joins ? w.attackers().plus(attackersAlive) : w.attackers();
        Force elsewhere = joins ? Force.empty() : attackersAlive;
        boolean captures = land && attackers.counts().keySet().stream().anyMatch(u -> u.domain() == Domain.LAND);
        if (attackers.isEmpty() || emptyNotTaken && !captures) {
            return over;
        }
        if (status.outcome() != Outcome.DEFENDER_WIN) {
            return new Next(Next.Kind.MOVE_IN, null, null, attackers, captures, elsewhere);
        }
        Damage attackerDamage = joins ? model.damage(Side.ATTACKER, attacker) : Damage.NONE;
        Force defenders = model.alive(Side.DEFENDER, defender);
        Damage defenderDamage = model.damage(Side.DEFENDER, defender);
        BattleSetup next;
        try {
            next = battle(w, attackers, attackerDamage, defenders, defenderDamage);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("wave " + (wave + 1) + " cannot be fought after wave " + wave + " leaves "
                    + defenders + ": " + e.getMessage());
        }
        String key = (wave + 1) + "|" + attackers + "|" + (repaired ? "" : attackerDamage) + "|" + defenders + "|"
                + (repaired ? "" : defenderDamage);
        return new Next(Next.Kind.FIGHT, next, key, Force.empty(), false, elsewhere);
    }

    /**
     * How an attack ended, one way it can.
     *
     * @param status        the last battle's end; a wave that moved in unopposed is an {@link Status#ATTACKER_WIN}
     * @param captured      whether the attacker took the territory
     * @param attackerLoss  IPC the attacker lost over all waves
     * @param defenderLoss  IPC the defender lost over all waves
     * @param attackerLeft  the attacker's units alive at the end (those of earlier waves that stayed out included), by id
     * @param defenderLeft  the defender's units alive at the end, by id
     */
    public record Ending(Status status, boolean captured, int attackerLoss, int defenderLoss, Map<String, Integer> attackerLeft,
                         Map<String, Integer> defenderLeft) {
        public Ending {
            // in the order given (the edition's), never Map.copyOf's, whose order changes from run to run (issue 27)
            attackerLeft = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(attackerLeft));
            defenderLeft = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(defenderLeft));
        }

        /**
         * The record's hash, written out, the status by its ordinal (the same in every run): the record's generated one
         * links method handles on its first call (docs/performance.md, "Issue 24, eighteenth session").
         */
        @Override
        public int hashCode() {
            return ((((status.ordinal() * 31 + Boolean.hashCode(captured)) * 31 + attackerLoss) * 31 + defenderLoss) * 31
                    + attackerLeft.hashCode()) * 31 + defenderLeft.hashCode();
        }

        /** The record's equality, written out, as {@link #hashCode()}. */
        @Override
        public boolean equals(Object o) {
            return o instanceof Ending e && e.status == status && e.captured == captured && e.attackerLoss == attackerLoss
                    && e.defenderLoss == defenderLoss && e.attackerLeft.equals(attackerLeft) && e.defenderLeft.equals(defenderLeft);
        }
    }

    /**
     * What an attack has been through so far, on one way to a wave's battle.
     *
     * @param attackerLoss IPC the attacker lost in the waves before
     * @param defenderLoss IPC the defender lost in the waves before
     * @param elsewhere    attacking units alive that stay out of the waves to come, by id
     */
    public record Path(int attackerLoss, int defenderLoss, Map<String, Integer> elsewhere) {
        /** The start: nothing lost, nobody out. */
        public static final Path START = new Path(0, 0, Map.of());

        public Path {
            elsewhere = Map.copyOf(elsewhere);
        }

        /**
         * The record's hash, written out, the same value, which orders a wave's ways ({@link Battle#ways}, a hash map):
         * the record's generated one links method handles on its first call (docs/performance.md, "Issue 24,
         * eighteenth session").
         */
        @Override
        public int hashCode() {
            return (attackerLoss * 31 + defenderLoss) * 31 + elsewhere.hashCode();
        }

        /** The record's equality, written out, as {@link #hashCode()}. */
        @Override
        public boolean equals(Object o) {
            return o instanceof Path p && p.attackerLoss == attackerLoss && p.defenderLoss == defenderLoss
                    && p.elsewhere.equals(elsewhere);
        }

        /** @return this path after a battle with these losses, {@code out} staying out from here on */
        public Path then(int attackerLost, int defenderLost, Force out) {
            return new Path(attackerLoss + attackerLost, defenderLoss + defenderLost, plus(elsewhere, out));
        }

        /** @return the units and those that stayed out, by id */
        public Map<String, Integer> withElsewhere(Map<String, Integer> units) {
            if (elsewhere.isEmpty()) {
                return units;
            }
            Map<String, Integer> m = new TreeMap<>(units);
            elsewhere.forEach((u, n) -> m.merge(u, n, Integer::sum));
            return m;
        }

        private static Map<String, Integer> plus(Map<String, Integer> m, Force f) {
            if (f.isEmpty()) {
                return m;
            }
            Map<String, Integer> out = new TreeMap<>(m);
            f.counts().forEach((u, n) -> {
                if (u.canBeCasualty()) {
                    out.merge(u.id(), n, Integer::sum);
                }
            });
            return out;
        }
    }

    /**
     * Both solvers' figures of an attack in waves, as weights: probabilities for the exact solver, battle counts for Monte
     * Carlo. Not thread-safe.
     */
    public static final class Tally {
        /** In the order first met: an ending's hash (its status's) changes from run to run, and sums must not (issue 27). */
        private final Map<Ending, Double> ends = new LinkedHashMap<>();
        private final double[] fought;
        private final double[] won;
        private final double[] drawn;
        private final double[] holds;
        private final double[] attackerLoss;
        private final double[] defenderLoss;
        private final double[] rounds;
        private double roundsSquared;
        private long battles;

        /** @param waves the attack's number of waves */
        public Tally(int waves) {
            fought = new double[waves];
            won = new double[waves];
            drawn = new double[waves];
            holds = new double[waves];
            attackerLoss = new double[waves];
            defenderLoss = new double[waves];
            rounds = new double[waves];
        }

        /**
         * A wave's battle fought (or moved in) on ways of total weight {@code weight}.
         *
         * @param wave         from 1
         * @param rounds       rounds fought (expected, for the exact solver)
         * @param attackerLoss IPC the attacker lost in it (expected)
         * @param defenderLoss IPC the defender lost in it (expected)
         */
        public void fought(int wave, double weight, double rounds, double attackerLoss, double defenderLoss) {
            fought[wave - 1] += weight;
            this.rounds[wave - 1] += weight * rounds;
            this.attackerLoss[wave - 1] += weight * attackerLoss;
            this.defenderLoss[wave - 1] += weight * defenderLoss;
        }

        /** A wave's battle ended so, with this weight. */
        public void ended(int wave, Status status, double weight) {
            switch (status.outcome()) {
                case ATTACKER_WIN -> won[wave - 1] += weight;
                case DRAW -> drawn[wave - 1] += weight;
                case DEFENDER_WIN -> holds[wave - 1] += weight;
            }
        }

        /** The attack ended so, with this weight. */
        public void end(Ending e, double weight) {
            ends.merge(e, weight, Double::sum);
        }

        /** Monte Carlo: one attack simulated, with its rounds over all waves. */
        public void attack(int totalRounds) {
            battles++;
            roundsSquared += (double) totalRounds * totalRounds;
        }

        /** Adds another tally's figures (Monte Carlo workers). */
        public void add(Tally o) {
            o.ends.forEach((e, w) -> ends.merge(e, w, Double::sum));
            for (int k = 0; k < fought.length; k++) {
                fought[k] += o.fought[k];
                won[k] += o.won[k];
                drawn[k] += o.drawn[k];
                holds[k] += o.holds[k];
                attackerLoss[k] += o.attackerLoss[k];
                defenderLoss[k] += o.defenderLoss[k];
                rounds[k] += o.rounds[k];
            }
            roundsSquared += o.roundsSquared;
            battles += o.battles;
        }

        /** @return each way the attack ended, with its weight */
        public Map<Ending, Double> ends() {
            return ends;
        }

        /** @return per wave (index 0 = wave 1): weight of the ways on which it was fought or moved in */
        public double[] fought() {
            return fought.clone();
        }

        /** @return per wave: weight of the ways its battle ended with the attacker winning (moving in included) */
        public double[] won() {
            return won.clone();
        }

        /** @return per wave: weight of the ways both sides were destroyed in it */
        public double[] drawn() {
            return drawn.clone();
        }

        /** @return per wave: weight of the ways the defender held it */
        public double[] holds() {
            return holds.clone();
        }

        /** @return per wave: weighted IPC the attacker lost in it */
        public double[] attackerLoss() {
            return attackerLoss.clone();
        }

        /** @return per wave: weighted IPC the defender lost in it */
        public double[] defenderLoss() {
            return defenderLoss.clone();
        }

        /** @return per wave: weighted rounds fought in it */
        public double[] rounds() {
            return rounds.clone();
        }

        /** @return Monte Carlo: the sum of each attack's squared total rounds */
        public double roundsSquared() {
            return roundsSquared;
        }

        /** @return Monte Carlo: attacks simulated */
        public long battles() {
            return battles;
        }
    }

    /**
     * Plays out the ends of one wave's battle into the tally and the next waves' battles: each end of the battle, on
     * every way the attack reached it, either ends the attack, moves the next wave in, or adds to the next wave's battle.
     *
     * @param wave      the wave, from 1
     * @param model     the battle's round model
     * @param ends      each end of the battle (attacker's and defender's sides, status) with its probability
     * @param ways      the ways the attack reached this battle, with their weights
     * @param tally     receives the attack's ends and the per-wave figures of the waves that move in
     * @param nextWaves receives the next wave's battles: key to battle and the ways reaching it
     */
    public void playOut(int wave, RoundModel model, List<End> ends, Map<Path, Double> ways, Tally tally,
                        Map<String, Battle> nextWaves) {
        BattleState start = model.initialState();
        int attackerStart = model.ipc(Side.ATTACKER, start.attacker());
        int defenderStart = model.ipc(Side.DEFENDER, start.defender());
        double reached = weight(ways);
        for (End e : ends) {
            tally.ended(wave, e.status(), reached * e.probability());
            int attackerLost = attackerStart - model.ipc(Side.ATTACKER, e.attacker());
            int defenderLost = defenderStart - model.ipc(Side.DEFENDER, e.defender());
            Next n = after(wave, model, e.attacker(), e.defender(), e.status());
            for (Map.Entry<Path, Double> way : ways.entrySet()) {
                Path p = way.getKey().then(attackerLost, defenderLost, n.elsewhere());
                double q = way.getValue() * e.probability();
                switch (n.kind()) {
                    case OVER -> tally.end(new Ending(e.status(), model.takesTerritory(e.status(), e.attacker()), p.attackerLoss(),
                            p.defenderLoss(), inEditionOrder(p.withElsewhere(model.units(Side.ATTACKER, e.attacker()))),
                            model.units(Side.DEFENDER, e.defender())), q);
                    case MOVE_IN -> {
                        tally.fought(wave + 1, q, 0, 0, 0);
                        if (e.status().outcome() == Outcome.DRAW) {
                            tally.ended(wave + 1, Status.ATTACKER_WIN, q); // a win of its own; after an air win, the same win
                        }
                        tally.end(new Ending(Status.ATTACKER_WIN, n.captures(), p.attackerLoss(), p.defenderLoss(),
                                inEditionOrder(p.withElsewhere(ids(n.movesIn()))), Map.of()), q);
                    }
                    case FIGHT -> nextWaves.computeIfAbsent(n.key(), k -> new Battle(n.battle(), new HashMap<>()))
                            .ways().merge(p, q, Double::sum);
                }
            }
        }
    }

    /** @return the units by id, in the edition's order of units (as a single battle lists its survivors) */
    private Map<String, Integer> inEditionOrder(Map<String, Integer> units) {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (battleboard.edition.UnitType u : first.edition().units()) {
            Integer n = units.get(u.id());
            if (n != null) {
                m.put(u.id(), n);
            }
        }
        return m.size() == units.size() ? m : new TreeMap<>(units);
    }

    private static double weight(Map<Path, Double> ways) {
        double w = 0;
        for (double v : ways.values()) {
            w += v;
        }
        return w;
    }

    private static Map<String, Integer> ids(Force f) {
        Map<String, Integer> m = new TreeMap<>();
        f.counts().forEach((u, n) -> {
            if (u.canBeCasualty()) {
                m.merge(u.id(), n, Integer::sum);
            }
        });
        return m;
    }

    /**
     * One end of a battle.
     *
     * @param attacker    the attacker's side
     * @param defender    the defender's side
     * @param status      how the battle ended
     * @param probability its probability in [0, 1]
     */
    public record End(SideState attacker, SideState defender, Status status, double probability) {
    }

    /**
     * A wave's battle and the ways the attack reaches it.
     *
     * @param setup the battle
     * @param ways  each way, with its weight (mutable while the waves before are played out)
     */
    public record Battle(BattleSetup setup, Map<Path, Double> ways) {
    }

    /** @return the waves as text, e.g. "wave 2: 6 fighter (never retreats)" for each later wave */
    public List<String> describe() {
        List<String> out = new ArrayList<>();
        for (int k = 0; k < later.size(); k++) {
            Wave w = later.get(k);
            out.add("wave " + (k + 2) + ": " + (w.attackers().isEmpty() ? "no units" : w.attackers().toString()) + " ("
                    + w.retreat().describe() + ")");
        }
        return out;
    }
}
