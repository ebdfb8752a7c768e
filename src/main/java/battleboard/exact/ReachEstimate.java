package battleboard.exact;

import battleboard.battle.BattleSetup;
import battleboard.battle.BattleState;
import battleboard.battle.FightingSide;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.RoundModel;
import battleboard.battle.RoundState;
import battleboard.battle.Side;
import battleboard.battle.SideState;
import battleboard.battle.Step;
import battleboard.battle.Volley;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The battle states an exact solve played state by state reaches, estimated before solving (issue 27): how much of the
 * {@link StateSpaceEstimate} the forward pass visits. Each side's compositions enumerated by the round model
 * ({@link RoundModel#reachable}) close under every kind of hit and every level of detection, so a battle reaches from
 * 0.3 % of their pairs (Global War fleets with submarines and destroyers on both sides) to all of them (a fleet
 * without destroyers). The compositions a side really reaches are found here by playing the side's rounds against the
 * enemy as it starts, through the round model's own steps, and the battle is taken to reach every pair of those, round
 * position by round position.
 *
 * <p>Measured against the forward pass on 121 Global War and World at War fleets of seed 4321 (none of the fuzz
 * profile's, docs/reliability.md): the states estimated are 0.88 to 1.13 times the states the solve expands (10th to
 * 90th percentile, median 1.00; all within 0.58 to 3.4), every state reached played: a solve with the default trim bound
 * leaves unplayed those reached with almost nothing ({@link ExactSolver#DEFAULT_TRIM}; Global War's 12-a-side fleets, 3,268
 * of 8,134), so it expands fewer. Not a bound either way: the enemy weakened opens hits the full
 * enemy does not make (fewer reached), and not every pair of reached compositions is reached together (more). Its cost
 * is about one round of the solve per composition a side reaches ({@link #played()}).
 *
 * <p>With a trim bound ({@link #of(BattleSetup, int, StateSpaceEstimate, double)}), each side's chance is spread over
 * its compositions as they are played (summed over the rounds a round position repeats), and a composition reached with
 * less than a thousandth of the reach a solve leaves unplayed is not played on. Each side's chance is then followed
 * over the compositions played round by round, and a pair of one round position's compositions is counted in
 * {@link #likely()} when the sides' chances multiplied in each round, summed over the rounds the position repeats, stay
 * above that reach: on 86 Global War fleets whose sides were both played through, 0.20 to 1.03 times the states the
 * solve plays (median 0.85), and on 99 World at War fleets 0.61 to 2.9 (docs/reliability.md, "The states a trimmed
 * solve plays, round by round"). With the sides' chances summed over the rounds before they were multiplied, a strong
 * side's deep losses (suffered in rounds the weak side rarely lives to) were paired with the weak side's rare
 * survivals: 0.59 to 7.8 and 1.0 to 23.
 *
 * @param states     ongoing battle states reached, estimated: per round position, the product of the sides' ongoing
 *                   compositions reached (with a trim bound, of those played on)
 * @param work       transitions of those states as {@link StateSpaceEstimate#work()} counts them (per pair, the product
 *                   of the sides' hit points plus one)
 * @param likely     of those states, the ones a solve with the trim bound asked for plays: a pair of compositions is
 *                   left out when the sides' chances of being in them (each played against the enemy as it starts),
 *                   multiplied round by round and summed, fall below what the forward pass leaves unplayed (the
 *                   likeliest of them kept when they would hold more than the solve may leave); {@code states} when the
 *                   bound is 0 or when incomplete
 * @param likelyWork transitions of the {@code likely} states, counted as {@code work}
 * @param stepTabled whether each side's fire is its own units' ({@link RoundModel#firesByOwnUnits()}), so that the solve
 *                   reads each state's round from step tables rather than the round model's maps
 * @param played     rounds this estimate played
 * @param complete   false when a side had more than the limit of compositions: that side is then taken as all its
 *                   enumerated compositions ({@link StateSpaceEstimate#attackerStates()}, ...), and {@code states} and
 *                   {@code work} are the share of {@link StateSpaceEstimate#states()} and {@link StateSpaceEstimate#work()}
 *                   the other side reaches (all of them when both are past it)
 */
public record ReachEstimate(long states, double work, long likely, double likelyWork, boolean stepTabled, int played, boolean complete) {
    /**
     * @param setup the battle
     * @param limit most compositions of one side to play before taking its enumerated ones instead, at least 1: bounds the
     *              estimate's cost to about {@code 2 * limit} rounds
     * @param est   the battle's enumerated size (what an incomplete estimate falls back to)
     * @return the estimate, every pair reached counted (a trim bound of 0: {@link #likely()} is {@link #states()})
     */
    public static ReachEstimate of(BattleSetup setup, int limit, StateSpaceEstimate est) {
        return of(setup, limit, est, 0);
    }

    /**
     * @param setup the battle
     * @param limit most compositions of one side to play before taking its enumerated ones instead, at least 1: bounds the
     *              estimate's cost to about {@code 2 * limit} rounds
     * @param est   the battle's enumerated size (what an incomplete estimate falls back to)
     * @param trim  the solver's trim bound ({@link ExactSolver#trim()}), in [0, 1e-6]: with a positive bound, a pair of
     *              compositions whose chances multiplied fall below what the forward pass leaves unplayed
     *              ({@link Forward#NEGLIGIBLE_PER_TRIM} times it) is not counted in {@link #likely()}, as long as all those
     *              pairs together hold no more than it may leave ({@link Forward#DROP_PER_TRIM} times it; else the bound is
     *              halved until they do); 0 counts every pair reached
     * @return the estimate
     */
    public static ReachEstimate of(BattleSetup setup, int limit, StateSpaceEstimate est, double trim) {
        RoundModel model = RoundModel.of(setup.retreat().needsStateValues()
                ? setup.toBuilder().retreat(new RetreatPolicy.InStates(Set.of(), setup.retreat())).build() : setup);
        Step lastStep = model.steps().get(model.steps().size() - 1);
        SideOutcomes outcomes = new SideOutcomes(model, Map.of(), Map.of());
        BattleState start = model.initialState();
        int layers = model.roundHorizon();
        // a composition reached with less than this is not played on: paired with any other it stays under what the solve
        // leaves unplayed unless the other's chance, summed over the rounds its round position repeats, passes a thousand
        double unlikely = trim * Forward.NEGLIGIBLE_PER_TRIM / UNLIKELY_PER_NEGLIGIBLE;
        SideReach[] reach = new SideReach[2];
        for (Side side : Side.values()) {
            reach[side.ordinal()] = play(model, outcomes, lastStep, start, side, limit, unlikely);
        }
        int played = reach[0].played + reach[1].played;
        boolean[] past = {reach[0].past, reach[1].past};
        if (past[0] || past[1]) {
            // a side past the limit is taken as all its enumerated compositions, the other as the share it reaches
            double share = 1;
            for (Side side : Side.values()) {
                if (!past[side.ordinal()]) {
                    long reached = reach[side.ordinal()].ongoing();
                    share *= Math.min(1.0, reached / (double) (side == Side.ATTACKER ? est.attackerStates() : est.defenderStates()));
                }
            }
            long states = Math.round(est.states() * share);
            return new ReachEstimate(states, est.work() * share, states, est.work() * share, model.firesByOwnUnits(), played, false);
        }
        Rounds rounds = new Rounds(reach, layers);
        Layer.Pairs all = rounds.pairs(0);
        double below = trim * Forward.NEGLIGIBLE_PER_TRIM;
        Layer.Pairs kept = below > 0 ? rounds.pairs(below) : all;
        // the solve leaves unplayed no more than its budget: when the pairs under its bound hold more, it plays some of
        // them; taken here as the likeliest of them (the bound lowered until what is left out fits the budget)
        for (int halving = 0; halving < 64 && kept.dropped() > trim * Forward.DROP_PER_TRIM; halving++) {
            below /= 2;
            kept = rounds.pairs(below);
        }
        long states = all.count();
        double work = all.work();
        long likely = kept.count();
        double likelyWork = kept.work();
        return new ReachEstimate(states, work, likely, likelyWork, model.firesByOwnUnits(), played, true);
    }

    /**
     * One side's compositions reached, each as the battle state of the side and the enemy as it starts: the states'
     * order of discovery, each played one's round position, hit points plus one, and successors with their chances.
     */
    private static final class SideReach {
        /** Whether the side had more compositions than the limit: those past it were not played. */
        boolean past;
        /** Rounds played, one per ongoing composition. */
        int played;
        final List<BattleState> keys = new ArrayList<>();
        final Map<BattleState, Integer> ids = new HashMap<>();
        final List<int[]> edges = new ArrayList<>();
        final List<double[]> chances = new ArrayList<>();
        /** Each state's round position (0-based) when it was played, an ongoing composition; -1 otherwise. */
        int[] layer = new int[16];
        int[] hp = new int[16];
        /** Chance arrived at each state and not yet moved on. */
        double[] in = new double[16];


        int index(BattleState s) {
            Integer id = ids.get(s);
            if (id != null) {
                return id;
            }
            int i = keys.size();
            ids.put(s, i);
            keys.add(s);
            edges.add(null);
            chances.add(null);
            if (i == layer.length) {
                layer = Arrays.copyOf(layer, 2 * i);
                hp = Arrays.copyOf(hp, 2 * i);
                in = Arrays.copyOf(in, 2 * i);
            }
            layer[i] = -1;
            return i;
        }

        /** @return the compositions played: ongoing, a round played from each */
        long ongoing() {
            long n = 0;
            for (int i = 0; i < keys.size(); i++) {
                n += layer[i] >= 0 ? 1 : 0;
            }
            return n;
        }

        /**
         * Moves state {@code i}'s chance on to its successors as they are discovered (a round that changes nothing, its
         * chance of staying, summed as the geometric series it is; chance moving back to a state played before, a round
         * position that repeats, is not followed): what decides whether a state is played on.
         */
        void pass(int i) {
            double m = in[i];
            in[i] = 0;
            int[] to = edges.get(i);
            if (m == 0 || to == null) {
                return;
            }
            double[] p = chances.get(i);
            double stay = 0;
            for (int k = 0; k < to.length; k++) {
                stay += to[k] == i ? p[k] : 0;
            }
            double visits = stay < 1 ? m / (1 - stay) : m;
            for (int k = 0; k < to.length; k++) {
                if (to[k] != i) {
                    in[to[k]] += visits * p[k];
                }
            }
        }
    }

    /**
     * Each side's chance round by round over its compositions played (against the enemy as it starts), and the pairs of
     * compositions of one round position counted by their chances multiplied round by round: where a round position
     * repeats, a strong side's deep losses (suffered only in rounds the weak side rarely lives to) are not paired with the
     * weak side's rare survivals as if they came in the same round.
     */
    private static final class Rounds {
        /** Most rounds followed: chance still fighting past it is not counted. */
        static final int MOST_ROUNDS = 500;
        /** A side's chance still fighting under which its rounds stop. */
        static final double GONE = 1e-40;
        /**
         * A pair's chance in one round under which it is not added: far under the least the count's bound is lowered to
         * (the negligible reach halved 64 times, about 5e-37), even over {@link #MOST_ROUNDS} rounds.
         */
        static final double NOTHING = 1e-45;

        private final SideReach[] reach;
        private final int layers;
        /** Per side and round position, the states played there (indices into the side's states). */
        private final int[][][] at = new int[2][][];
        /** Per side and round position before the last (each played in one round), each state's chance. */
        private final double[][][] once = new double[2][][];
        /**
         * Per pair of the last round position's states (the attacker's row, the defender's column), the sides' chances
         * multiplied and summed over the rounds it repeats.
         */
        private final double[] repeated;

        Rounds(SideReach[] reach, int layers) {
            this.reach = reach;
            this.layers = layers;
            List<List<double[]>> last = List.of(new ArrayList<>(), new ArrayList<>());
            for (int side = 0; side < 2; side++) {
                SideReach r = reach[side];
                int n = r.keys.size();
                int[] count = new int[layers];
                for (int i = 0; i < n; i++) {
                    if (r.layer[i] >= 0) {
                        count[r.layer[i]]++;
                    }
                }
                at[side] = new int[layers][];
                for (int l = 0; l < layers; l++) {
                    at[side][l] = new int[count[l]];
                    count[l] = 0;
                }
                for (int i = 0; i < n; i++) {
                    if (r.layer[i] >= 0) {
                        at[side][r.layer[i]][count[r.layer[i]]++] = i;
                    }
                }
                once[side] = new double[layers][];
                double[] chance = new double[n];
                chance[0] = 1;
                // the battle may start in a later round (a battle in progress): its first round is the start state's
                for (int round = r.keys.get(0).round(); round <= MOST_ROUNDS; round++) {
                    decide(r, chance);
                    int l = Math.min(round, layers) - 1;
                    double[] here = new double[at[side][l].length];
                    double fighting = 0;
                    for (int k = 0; k < here.length; k++) {
                        here[k] = chance[at[side][l][k]];
                        fighting += here[k];
                    }
                    if (l < layers - 1) {
                        once[side][l] = here;
                    } else {
                        last.get(side).add(here);
                    }
                    if (fighting < GONE) {
                        break;
                    }
                    double[] next = new double[n];
                    for (int k = 0; k < here.length; k++) {
                        int[] to = r.edges.get(at[side][l][k]);
                        double[] p = r.chances.get(at[side][l][k]);
                        for (int j = 0; here[k] != 0 && j < to.length; j++) {
                            next[to[j]] += here[k] * p[j];
                        }
                    }
                    chance = next;
                }
            }
            int rows = at[0][layers - 1].length;
            int columns = at[1][layers - 1].length;
            repeated = new double[rows * columns];
            for (int round = 0; round < Math.min(last.get(0).size(), last.get(1).size()); round++) {
                double[] a = last.get(0).get(round);
                double[] d = last.get(1).get(round);
                double most = 0;
                for (double x : d) {
                    most = Math.max(most, x);
                }
                for (int i = 0; i < rows; i++) {
                    // a row whose every pair is under anything the bound may be lowered to adds nothing that counts
                    for (int j = 0; a[i] * most >= NOTHING && j < columns; j++) {
                        repeated[i * columns + j] += a[i] * d[j];
                    }
                }
            }
        }

        /**
         * Moves the chance of the states a side's own decision leaves (its submarines submerging, a retreat) on to the
         * states it leads to, within the round.
         */
        private static void decide(SideReach r, double[] chance) {
            for (int sweep = 0; sweep < MOST_DECISIONS; sweep++) {
                boolean back = false;
                for (int i = 0; i < chance.length; i++) {
                    int[] to = r.edges.get(i);
                    if (chance[i] != 0 && r.layer[i] < 0 && to != null) {
                        chance[to[0]] += chance[i];
                        back |= to[0] < i;
                        chance[i] = 0;
                    }
                }
                if (!back) {
                    return;
                }
            }
        }

        /**
         * @param below the least chance of a pair counted, 0 for all
         * @return the pairs of one round position's states whose chances multiplied (summed over the rounds where the
         *         position repeats) are at least {@code below}
         */
        Layer.Pairs pairs(double below) {
            long count = 0;
            double work = 0;
            double dropped = 0;
            for (int l = 0; l < layers - 1; l++) {
                if (once[0][l] != null && once[1][l] != null) {
                    Layer.Pairs p = layer(0, l).pairsWith(layer(1, l), below);
                    count += p.count();
                    work += p.work();
                    dropped += p.dropped();
                }
            }
            int[] rows = at[0][layers - 1];
            int[] columns = at[1][layers - 1];
            for (int i = 0; i < rows.length; i++) {
                int hp = reach[0].hp[rows[i]];
                for (int j = 0; j < columns.length; j++) {
                    double x = repeated[i * columns.length + j];
                    if (x >= below) {
                        count++;
                        work += (double) hp * reach[1].hp[columns[j]];
                    } else {
                        dropped += x;
                    }
                }
            }
            return new Layer.Pairs(count, work, dropped);
        }

        /** @return a side's states at a round position before the last, with their chances */
        private Layer layer(int side, int l) {
            int[] hps = new int[at[side][l].length];
            for (int k = 0; k < hps.length; k++) {
                hps[k] = reach[side].hp[at[side][l][k]];
            }
            return new Layer(once[side][l], hps);
        }
    }

    /** Most passes over a round's decisions (one leading to a state discovered before it needs another). */
    private static final int MOST_DECISIONS = 4;
    /** How far below the reach a solve leaves unplayed a composition's own chance must be for it not to be played. */
    private static final double UNLIKELY_PER_NEGLIGIBLE = 1e3;

    /** One side's ongoing compositions at one round position: each one's chance of being reached and hit points plus one. */
    private static final class Layer {
        final double[] chance;
        final int[] hp;
        final double hpSum;

        Layer(double[] chance, int[] hp) {
            this.chance = chance;
            this.hp = hp;
            double h = 0;
            for (int x : hp) {
                h += x;
            }
            this.hpSum = h;
        }

        /**
         * @param count   pairs counted
         * @param work    their transitions (the product of the sides' hit points plus one, summed)
         * @param dropped the chance of the pairs not counted, each side's chances multiplied
         */
        record Pairs(long count, double work, double dropped) {
        }

        /** @return the pairs of this and {@code other}'s compositions whose chances multiplied are at least {@code below} */
        Pairs pairsWith(Layer other, double below) {
            if (below <= 0) {
                return new Pairs((long) chance.length * other.chance.length, hpSum * other.hpSum, 0);
            }
            int n = other.chance.length;
            Integer[] order = new Integer[n];
            for (int i = 0; i < n; i++) {
                order[i] = i;
            }
            Arrays.sort(order, (x, y) -> Double.compare(other.chance[y], other.chance[x]));
            // prefix sums over the other side's compositions, likeliest first
            double[] chanceUpTo = new double[n + 1];
            double[] hpUpTo = new double[n + 1];
            double[] sorted = new double[n];
            for (int i = 0; i < n; i++) {
                sorted[i] = other.chance[order[i]];
                chanceUpTo[i + 1] = chanceUpTo[i] + sorted[i];
                hpUpTo[i + 1] = hpUpTo[i] + other.hp[order[i]];
            }
            long count = 0;
            double work = 0;
            double dropped = 0;
            for (int i = 0; i < chance.length; i++) {
                // the other side's compositions with chance * chance[i] >= below: a prefix of the sorted chances
                int lo = 0;
                int hi = n;
                while (lo < hi) {
                    int mid = (lo + hi) >>> 1;
                    if (sorted[mid] * chance[i] >= below) {
                        lo = mid + 1;
                    } else {
                        hi = mid;
                    }
                }
                count += lo;
                work += hp[i] * hpUpTo[lo];
                dropped += chance[i] * (chanceUpTo[n] - chanceUpTo[lo]);
            }
            return new Pairs(count, work, dropped);
        }
    }

    /**
     * @return {@code side}'s compositions reached against the enemy as it starts, its chances spread over them as the
     *         states are discovered, those reached with less than {@code unlikely} not played
     */
    private static SideReach play(RoundModel model, SideOutcomes outcomes, Step lastStep, BattleState start, Side side, int limit,
            double unlikely) {
        SideReach r = new SideReach();
        r.index(start);
        r.in[0] = 1;
        int processed = 0;
        for (int i = 0; i < r.keys.size(); i++) {
            if (processed >= limit) {
                r.past = true;
                break;
            }
            if (i > 0 && r.in[i] < unlikely) {
                // reached with less than any pair of it could count: left unplayed, its chance dropped
                r.in[i] = 0;
                continue;
            }
            processed++;
            BattleState s = r.keys.get(i);
            BattleState decided = model.decide(s);
            if (decided.round() != s.round() || !decided.side(side).equals(s.side(side))) {
                // the side's own decision (its submarines submerging, a retreat): its chance moves on unplayed
                r.edges.set(i, new int[] {r.index(held(side, decided.round(), decided.side(side), start))});
                r.chances.set(i, new double[] {1});
                r.pass(i);
                continue;
            }
            // the enemy's own decisions (its submarines submerging) are played, not held
            s = decided;
            if (model.status(s).isOver()) {
                r.in[i] = 0;
                continue;
            }
            // an ongoing composition: the solve plays a round from each pair of these
            r.layer[i] = s.round() - 1;
            r.hp[i] = model.hitPoints(side, s.side(side)) + 1;
            r.played++;
            int next = model.nextRound(s.round());
            Map<SideState, Double> after = round(model, outcomes, lastStep, s, side);
            int[] to = new int[after.size()];
            double[] chance = new double[after.size()];
            int k = 0;
            for (Map.Entry<SideState, Double> e : after.entrySet()) {
                to[k] = r.index(held(side, next, e.getKey(), start));
                chance[k++] = e.getValue();
            }
            r.edges.set(i, to);
            r.chances.set(i, chance);
            r.pass(i);
        }
        return r;
    }

    /** @return the battle with {@code side} as {@code mine} and the enemy as it starts */
    private static BattleState held(Side side, int round, SideState mine, BattleState start) {
        return side == Side.ATTACKER ? new BattleState(round, mine, start.defender()) : new BattleState(round, start.attacker(), mine);
    }

    /**
     * @return every composition {@code side} can have after one round from {@code s}, by the round model's steps, the
     *         enemy's fire that of its units at the start of the round (the enemy is held: its casualties are not played),
     *         with its chance
     */
    private static Map<SideState, Double> round(RoundModel model, SideOutcomes outcomes, Step lastStep, BattleState s, Side side) {
        Map<RoundState, Double> ways = Map.of(model.startRound(s), 1.0);
        List<Step> steps = model.steps();
        for (int i = 0; i < steps.size() - 1; i++) {
            Step step = steps.get(i);
            Map<RoundState, Double> out = new HashMap<>();
            for (Map.Entry<RoundState, Double> w : ways.entrySet()) {
                RoundState r = w.getKey();
                List<Volley> volleys = model.volleys(r, step);
                FightingSide enemy = model.endStep(side == Side.ATTACKER ? r.defender() : r.attacker(), step);
                for (Map.Entry<FightingSide, Double> g : outcomes.step(side == Side.ATTACKER ? r.attacker() : r.defender(), volleys, step).entrySet()) {
                    out.merge(side == Side.ATTACKER ? new RoundState(r.round(), g.getKey(), enemy) : new RoundState(r.round(), enemy, g.getKey()),
                            w.getValue() * g.getValue(), Double::sum);
                }
            }
            ways = out;
        }
        Map<SideState, Double> after = new HashMap<>();
        for (Map.Entry<RoundState, Double> w : ways.entrySet()) {
            RoundState r = w.getKey();
            FightingSide f = side == Side.ATTACKER ? r.attacker() : r.defender();
            for (Map.Entry<FightingSide, Double> g : outcomes.step(f, model.volleys(r, lastStep), lastStep).entrySet()) {
                double p = w.getValue() * g.getValue();
                if (model.randomRoundEnd(side)) {
                    model.endRoundOutcomes(g.getKey()).forEach((end, q) -> after.merge(end, p * q, Double::sum));
                } else {
                    after.merge(model.endRound(g.getKey()), p, Double::sum);
                }
            }
        }
        return after;
    }
}
