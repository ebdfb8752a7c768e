package battleboard.battle;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A chain's rounds as per-composition tables on primitive arrays, for a battle whose rounds are separable
 * ({@link RoundModel#separableRounds()}): what each side's composition fires in each round position does not
 * depend on the enemy, and every hit lands by one rule per side (one volley shape). Then a round from the state
 * (a, d) moves the attacker to {@code next[0][a][k]} with the probability that the defender's dice score k hits, and
 * the defender to {@code next[1][d][j]} with the probability that the attacker's score j, independently; the
 * tables are filled once from the round model's own volleys and casualty rules, so the round is still written
 * once. Hit distributions are trimmed ({@link HitDistribution#trimmed}): the mass dropped shows in
 * {@code BattleResult.unaccounted()}.
 *
 * <p>Both solvers read them: the exact solver's forward pass ({@code battleboard.exact}) and Monte Carlo, which draws
 * each side's hits from the same distributions. Composition ids are indexes into the arrays the tables were built
 * from. The arrays are shared, not copied: read them, never write them.
 *
 * <p>Memory: per side, per composition, one int per number of hits it can take and two doubles per number of hits
 * its dice can score that survived the trim; see {@link #bytes}.
 */
public final class RoundTables {
    /** Per side (attacker 0, defender 1), per composition id: the id after k hits, k = 0 .. what it can take. */
    public final int[][][] next;
    /** Per side, per id: whether {@code next[side][id][k] == next[side][id][0] - k} for every k (one loop, no lookups). */
    public final boolean[][] consecutive;
    /** Per side, per round position, per id: the fewest hits its dice score that the trim kept. */
    public final int[][][] lo;
    /** Per side, per round position, per id: {@code p[i]} the probability of {@code lo + i} hits. */
    public final double[][][][] p;
    /** Per side, per round position, per id: {@code tail[i]} the sum of {@code p[i..]}, for hits beyond what the enemy can take. */
    public final double[][][][] tail;
    /** Per side, per round position, per id: whether its dice can hit at all. */
    public final boolean[][][] fires;
    /** Per side, per id: no unit left that holds the battle. */
    public final boolean[][] defeated;
    /** Per round position: the round position after it. */
    public final int[] nextLayer;
    /** Bytes the tables hold. */
    public final long bytes;

    private RoundTables(int[][][] next, boolean[][] consecutive, int[][][] lo, double[][][][] p, double[][][][] tail,
                        boolean[][][] fires, boolean[][] defeated, int[] nextLayer, long bytes) {
        this.next = next;
        this.consecutive = consecutive;
        this.lo = lo;
        this.p = p;
        this.tail = tail;
        this.fires = fires;
        this.defeated = defeated;
        this.nextLayer = nextLayer;
        this.bytes = bytes;
    }

    /** A trimmed hit distribution as the tables hold it: its lowest count, its probabilities, and their sums from each count up. */
    private record Tabled(int lo, double[] p, double[] tail) {
        static Tabled of(HitDistribution.Trimmed h) {
            double[] t = new double[h.p().length];
            double sum = 0;
            for (int i = t.length - 1; i >= 0; i--) {
                sum += h.p()[i];
                t[i] = sum;
            }
            return new Tabled(h.lo(), h.p(), t);
        }
    }

    /**
     * @param m     the round model
     * @param att   the attacker's compositions (between rounds), in the solver's order: a composition's id is its index
     * @param def   the defender's compositions, likewise
     * @param trim  most probability each hit distribution may drop, in [0, 1)
     * @return the tables, or empty when the battle's rounds are not separable, or some composition fires more than
     *         one volley at the enemy, or volleys of different shapes
     * @throws IllegalArgumentException when a composition the round model reaches is not among {@code att} or {@code def}
     */
    public static Optional<RoundTables> of(RoundModel m, SideState[] att, SideState[] def, double trim) {
        if (!m.separableRounds() || att.length == 0 || def.length == 0) {
            return Optional.empty();
        }
        Map<SideState, Integer> attIndex = index(att);
        Map<SideState, Integer> defIndex = index(def);
        List<Step> steps = m.steps();
        Step last = steps.get(steps.size() - 1);
        int layers = m.roundHorizon();
        int[] nextLayer = new int[layers];
        for (int layer = 0; layer < layers; layer++) {
            nextLayer[layer] = m.nextRound(layer + 1) - 1;
        }
        int n0 = att.length;
        int n1 = def.length;
        int[][][] lo = {new int[layers][n0], new int[layers][n1]};
        double[][][][] p = {new double[layers][n0][], new double[layers][n1][]};
        double[][][][] tail = {new double[layers][n0][], new double[layers][n1][]};
        boolean[][][] fires = {new boolean[layers][n0], new boolean[layers][n1]};
        Volley[] shape = new Volley[2];
        Map<Dice, Tabled> trimmed = new HashMap<>();
        long bytes = 0;
        BattleState start = m.initialState();
        for (Side side : Side.values()) {
            int s = side.ordinal();
            int n = s == 0 ? n0 : n1;
            for (int layer = 0; layer < layers; layer++) {
                for (int x = 0; x < n; x++) {
                    BattleState state = s == 0 ? new BattleState(layer + 1, att[x], start.defender())
                            : new BattleState(layer + 1, start.attacker(), def[x]);
                    Volley mine = null;
                    for (Volley v : m.volleys(m.startRound(state), last)) {
                        if (v.dice().firer() != side) {
                            continue;
                        }
                        if (mine != null || v.chosenUpTo() > 0 || shape[s] != null && !VolleyShape.of(shape[s]).equals(VolleyShape.of(v))) {
                            return Optional.empty();
                        }
                        mine = v;
                    }
                    if (mine == null) {
                        p[s][layer][x] = new double[] {1.0};
                        tail[s][layer][x] = new double[] {1.0};
                        continue;
                    }
                    shape[s] = shape[s] == null ? mine : shape[s];
                    fires[s][layer][x] = mine.dice().canHit();
                    // a composition fires the same dice in most round positions: each distribution is made once, and
                    // read only from then on
                    Tabled h = trimmed.computeIfAbsent(mine.dice(), dice -> Tabled.of(HitDistribution.trimmed(dice, trim)));
                    lo[s][layer][x] = h.lo();
                    p[s][layer][x] = h.p();
                    double[] t = h.tail();
                    tail[s][layer][x] = t;
                    bytes += 16L * t.length + 48;
                }
            }
        }
        int[][][] next = new int[2][][];
        boolean[][] consecutive = new boolean[2][];
        boolean[][] defeated = new boolean[2][];
        for (Side side : Side.values()) {
            int s = side.ordinal();
            int n = s == 0 ? n0 : n1;
            next[s] = new int[n][];
            consecutive[s] = new boolean[n];
            defeated[s] = new boolean[n];
            Volley incoming = shape[1 - s];
            for (int x = 0; x < n; x++) {
                BattleState state = s == 0 ? new BattleState(1, att[x], start.defender()) : new BattleState(1, start.attacker(), def[x]);
                RoundState r = m.startRound(state);
                FightingSide f = r.side(side);
                defeated[s][x] = m.defeated(side, s == 0 ? state.attacker() : state.defender());
                int cap = incoming == null ? 0 : m.hitCapacity(f, incoming);
                Map<SideState, Integer> index = s == 0 ? attIndex : defIndex;
                int[] ids = new int[cap + 1];
                ids[0] = id(index, m.endRound(m.endStep(f, last)));
                FightingSide hit = cap == 0 ? f : m.takeHits(f, incoming, 1);
                int y = cap == 0 ? -1 : id(index, m.endRound(m.endStep(hit, last)));
                if (y >= 0 && ids[0] == x && y < x && next[s][y].length == cap) {
                    // a hit goes to a unit by the units on the board alone (Roster.hitOnce, hitByFirer), so k hits
                    // leave what one hit and then k - 1 more leave: the composition after one hit, already tabled
                    // (fewer hit points sort first), holds the rest
                    System.arraycopy(next[s][y], 0, ids, 1, cap);
                } else {
                    for (int k = 1; k <= cap; k++) {
                        // hits land one at a time by the order of loss: k hits are k - 1 hits and one more
                        hit = k == 1 ? hit : m.takeHits(hit, incoming, 1);
                        ids[k] = id(index, m.endRound(m.endStep(hit, last)));
                    }
                }
                boolean run = true;
                for (int k = 0; k <= cap; k++) {
                    run &= ids[k] == ids[0] - k;
                }
                next[s][x] = ids;
                consecutive[s][x] = run;
                bytes += 4L * ids.length + 32;
            }
        }
        return Optional.of(new RoundTables(next, consecutive, lo, p, tail, fires, defeated, nextLayer, bytes));
    }

    private static Map<SideState, Integer> index(SideState[] states) {
        Map<SideState, Integer> m = new HashMap<>(states.length * 2);
        for (int i = 0; i < states.length; i++) {
            m.put(states[i], i);
        }
        return m;
    }

    private static int id(Map<SideState, Integer> index, SideState s) {
        Integer i = index.get(s);
        if (i == null) {
            throw new IllegalArgumentException("composition " + s + " is not among those given");
        }
        return i;
    }

    /**
     * @return the transitions the forward pass evaluates at most: over every state, the attacker's outcomes times
     *         the defender's, each the kept hit counts folded at what the side hit can take
     */
    public double work() {
        double w = 0;
        for (int layer = 0; layer < lo[0].length; layer++) {
            for (int a = 0; a < next[0].length; a++) {
                int capA = next[0][a].length - 1;
                int loA = lo[0][layer][a];
                int hiA = loA + p[0][layer][a].length - 1;
                for (int d = 0; d < next[1].length; d++) {
                    int capD = next[1][d].length - 1;
                    int loD = lo[1][layer][d];
                    int hiD = loD + p[1][layer][d].length - 1;
                    w += (double) (Math.min(hiD, capA) - Math.min(loD, capA) + 1) * (Math.min(hiA, capD) - Math.min(loA, capD) + 1);
                }
            }
        }
        return w;
    }

    /**
     * The hits a side's dice score in a round, as the side hit takes them: writes into {@code out} the probability of
     * each number of hits from {@link #foldedLo} to the returned most, hits beyond {@code cap} folded into {@code cap}.
     *
     * @param s     the firing side (attacker 0, defender 1)
     * @param layer the round position
     * @param x     the firing side's composition id
     * @param cap   the most hits the side hit can take, at least 0
     * @param out   at least {@code cap + 1} entries (entries past the returned most are left as they were)
     * @return the most hits, at most {@code cap}
     */
    public int folded(int s, int layer, int x, int cap, double[] out) {
        int from = lo[s][layer][x];
        double[] q = p[s][layer][x];
        if (from >= cap) {
            out[0] = tail[s][layer][x][0];
            return cap;
        }
        int hi = Math.min(from + q.length - 1, cap);
        int n = hi - from;
        System.arraycopy(q, 0, out, 0, n);
        out[n] = hi == cap ? tail[s][layer][x][n] : q[n];
        return hi;
    }

    /** @return the fewest hits {@link #folded} writes: {@code out[0]} is their probability */
    public int foldedLo(int s, int layer, int x, int cap) {
        return Math.min(lo[s][layer][x], cap);
    }

    /**
     * One round of a separable battle from an ongoing state, as {@link #round} fills it: each side's hits taken, from the
     * fewest to the most the trim kept, folded at what it can take. Scratch space its owner reuses from state to state:
     * not thread-safe.
     */
    public static final class Round {
        /** {@code onAttacker[k]}: the probability that the attacker takes {@code attackerLo + k} hits. */
        public final double[] onAttacker;
        /** {@code onDefender[k]}: the probability that the defender takes {@code defenderLo + k} hits. */
        public final double[] onDefender;
        /** The round position after the round. */
        public int next;
        /** Fewest and most hits the attacker takes (its successor after k hits: {@code next[0][a][k]}). */
        public int attackerLo;
        public int attackerHi;
        /** Fewest and most hits the defender takes. */
        public int defenderLo;
        public int defenderHi;
        /** Whether no hit at all leaves the state as it was, in the same round position. */
        public boolean self;
        /** The probability that the round leaves the state as it was: neither side takes a hit (0 unless {@link #self}). */
        public double stay;

        private Round(int most) {
            onAttacker = new double[most];
            onDefender = new double[most];
        }
    }

    /** @return scratch space for {@link #round}, long enough for every composition of these tables */
    public Round newRound() {
        int most = 1;
        for (int[][] side : next) {
            for (int[] ids : side) {
                most = Math.max(most, ids.length);
            }
        }
        return new Round(most);
    }

    /**
     * Fills {@code r} with the round from the state (layer, a, d): the attacker's hits (what the defender's dice score,
     * folded at what the attacker can take) and the defender's, and whether the round may leave the state as it was.
     *
     * @param r scratch space from {@link #newRound()}
     */
    public void round(int layer, int a, int d, Round r) {
        int[] nextA = next[0][a];
        int[] nextD = next[1][d];
        r.next = nextLayer[layer];
        r.attackerHi = folded(1, layer, d, nextA.length - 1, r.onAttacker);
        r.attackerLo = foldedLo(1, layer, d, nextA.length - 1);
        r.defenderHi = folded(0, layer, a, nextD.length - 1, r.onDefender);
        r.defenderLo = foldedLo(0, layer, a, nextD.length - 1);
        r.self = r.next == layer && nextA[0] == a && nextD[0] == d;
        r.stay = r.self && r.attackerLo == 0 && r.defenderLo == 0 ? r.onAttacker[0] * r.onDefender[0] : 0;
    }

    /**
     * @return true when the state is an ongoing battle by the round model's own rule ({@link RoundModel#status}) for
     *         separable rounds: neither side defeated and at least one side able to hit the other
     */
    public boolean ongoing(int layer, int a, int d) {
        return !defeated[0][a] && !defeated[1][d]
                && (fires[0][layer][a] && next[1][d].length > 1 || fires[1][layer][d] && next[0][a].length > 1);
    }
}
