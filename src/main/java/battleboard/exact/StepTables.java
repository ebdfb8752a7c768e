package battleboard.exact;

import battleboard.battle.FightingSide;
import battleboard.battle.RoundModel;
import battleboard.battle.RoundState;
import battleboard.battle.Side;
import battleboard.battle.Step;
import battleboard.battle.Volley;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A state's round played step by step from tables, for battles whose rounds are not separable but whose fire depends on
 * each side's own units ({@link RoundModel#firesByOwnUnits()}): sea battles with submarines' opening fire, destroyers,
 * aircraft that may not hit submarines, multi-hit ships, transports taken last. Within a round a side is a number (its
 * {@link FightingSide} met once), what it fires in a step is a number (the volleys, the same list for every composition
 * that fires the same dice at the same targets), and a side's outcomes of a step are computed once per (side, the fire
 * aimed at it, step) and read from then on: the round of a state is the product of both sides' outcomes, step after step,
 * the steps coupled only through which side's fire follows from which outcome.
 *
 * <p>The same successors, in the same order, as {@link Chain#round} computes through the round model's maps. Memory: the
 * tables stop growing at the budget given; the state's round is then computed through those maps
 * ({@link #flat} answers null). One per chain: not thread-safe.
 */
final class StepTables {
    /** Bytes counted per side met within a round (its arrays, the map entry, the class). */
    private static final int BYTES_PER_SIDE = 200;
    /** Bytes counted per list of outcomes, besides its entries. */
    private static final int BYTES_PER_LIST = 80;
    /** Bytes counted per outcome in a list: its id and its probability. */
    private static final int BYTES_PER_OUTCOME = 12;

    private final Chain chain;
    private final RoundModel model;
    private final List<Step> steps;
    private final int last;
    /** Per side: its sides met within a round, by id, and their ids. */
    private final List<List<FightingSide>> sides = List.of(new ArrayList<>(), new ArrayList<>());
    private final List<Map<FightingSide, Integer>> sideIds = List.of(new HashMap<>(), new HashMap<>());
    /** Per side, per side id: {@link RoundModel#fireClass} of it, what the enemy's fire depends on. */
    private final int[][] classOf = new int[2][64];
    /** (firer, side id, step, round, enemy's class) to the fire's id. */
    private final LongIntMap fireIds = new LongIntMap(1024);
    /** Each fire (volleys of one side in one step) by id, and the ids of fires met. */
    private final List<List<Volley>> fires = new ArrayList<>();
    private final Map<List<Volley>, Integer> fireIndex = new HashMap<>();
    /** (side, side id, fire id aimed at it, step) to its outcomes' index in {@link #ids} and {@link #p}. */
    private final LongIntMap outcomeIndex = new LongIntMap(1024);
    /** Outcomes: after a step before the last, the side ids of its side; after the last, chain state ids. */
    private final List<int[]> ids = new ArrayList<>();
    private final List<double[]> p = new ArrayList<>();
    private long bytesLeft;
    private boolean full;

    /** Ways the round can stand between two steps, each as (attacker side id, defender side id) with its probability. */
    private int[] pairA = new int[16];
    private int[] pairD = new int[16];
    private double[] pairP = new double[16];
    private int pairs;
    private int[] nextA = new int[16];
    private int[] nextD = new int[16];
    private double[] nextP = new double[16];
    private final LongIntMap pairIndex = new LongIntMap(64);

    /**
     * @param bytes memory the tables may take (bytes); past it they stop growing
     * @throws IllegalArgumentException when the battle's fire does not depend on each side's own units alone
     */
    StepTables(Chain chain, long bytes) {
        if (!chain.model.firesByOwnUnits()) {
            throw new IllegalArgumentException("each side's fire depends on the enemy's units in this battle");
        }
        this.chain = chain;
        this.model = chain.model;
        this.steps = model.steps();
        this.last = steps.size() - 1;
        this.bytesLeft = bytes;
    }

    /**
     * The round of an ongoing state, each successor once, into {@code merger}.
     *
     * @return the round, or null once the tables are full (then nothing was added to {@code merger})
     */
    Chain.Flat flat(int layer, int a, int d, Chain.Merger merger) {
        if (full) {
            return null;
        }
        RoundState start = model.startRound(chain.state(layer, a, d));
        int round = start.round();
        pairs = 1;
        pairA[0] = side(Side.ATTACKER, start.attacker());
        pairD[0] = side(Side.DEFENDER, start.defender());
        pairP[0] = 1.0;
        for (int s = 0; s < last && !full; s++) {
            step(s, round);
        }
        int next = model.nextRound(layer + 1) - 1;
        int selfA = next == layer ? a : -1;
        double stay = 0;
        for (int i = 0; i < pairs && !full; i++) {
            if (!outcomesOf(i, last, round)) {
                break;
            }
            int[] idsA = this.idsA;
            double[] pa = this.pa;
            int[] idsD = this.idsD;
            double[] pd = this.pd;
            double q = pairP[i];
            if (next == layer) {
                stay += q * probabilityOf(idsA, pa, a) * probabilityOf(idsD, pd, d);
            }
            for (int x = 0; x < idsA.length; x++) {
                double c = q * pa[x];
                if (c == 0) {
                    continue;
                }
                int to = idsA[x];
                int skip = to == selfA ? d : -1;
                for (int y = 0; y < idsD.length; y++) {
                    if (idsD[y] != skip) {
                        merger.add(to, idsD[y], c * pd[y]);
                    }
                }
            }
        }
        if (full) {
            merger.take(next, 0); // drops what this state added
            return null;
        }
        return merger.take(next, stay);
    }

    /** Plays step {@code s} (not the last) on the pairs: each pair's outcomes, both sides', multiplied and merged. */
    private void step(int s, int round) {
        int n = 0;
        pairIndex.clear();
        for (int i = 0; i < pairs; i++) {
            if (!outcomesOf(i, s, round)) {
                return;
            }
            int[] idsA = this.idsA;
            double[] pa = this.pa;
            int[] idsD = this.idsD;
            double[] pd = this.pd;
            for (int x = 0; x < idsA.length; x++) {
                double c = pairP[i] * pa[x];
                for (int y = 0; y < idsD.length; y++) {
                    long key = (long) idsA[x] << 32 | idsD[y];
                    int k = pairIndex.get(key);
                    if (k < 0) {
                        k = n++;
                        if (k == nextA.length) {
                            nextA = java.util.Arrays.copyOf(nextA, 2 * k);
                            nextD = java.util.Arrays.copyOf(nextD, 2 * k);
                            nextP = java.util.Arrays.copyOf(nextP, 2 * k);
                        }
                        nextA[k] = idsA[x];
                        nextD[k] = idsD[y];
                        nextP[k] = 0;
                        pairIndex.put(key, k);
                    }
                    nextP[k] += c * pd[y];
                }
            }
        }
        int[] ta = pairA;
        int[] td = pairD;
        double[] tp = pairP;
        pairA = nextA;
        pairD = nextD;
        pairP = nextP;
        nextA = ta;
        nextD = td;
        nextP = tp;
        pairs = n;
    }

    /** Both sides' outcomes of step {@code s} from pair {@code i}, set by {@link #outcomesOf}. */
    private int[] idsA;
    private double[] pa;
    private int[] idsD;
    private double[] pd;

    /**
     * Reads both sides' outcomes of step {@code s} from pair {@code i} into {@link #idsA}, {@link #pa}, {@link #idsD} and
     * {@link #pd}, each side's under the fire the other side's part of the pair aims at it.
     *
     * @return false when the tables are full (nothing read)
     */
    private boolean outcomesOf(int i, int s, int round) {
        int oa = outcomes(Side.ATTACKER, pairA[i], fire(Side.DEFENDER, pairD[i], pairA[i], s, round), s);
        int od = outcomes(Side.DEFENDER, pairD[i], fire(Side.ATTACKER, pairA[i], pairD[i], s, round), s);
        if (full) {
            return false;
        }
        idsA = ids.get(oa);
        pa = p.get(oa);
        idsD = ids.get(od);
        pd = p.get(od);
        return true;
    }

    private static double probabilityOf(int[] ids, double[] p, int id) {
        double s = 0;
        for (int i = 0; i < ids.length; i++) {
            if (ids[i] == id) {
                s += p[i];
            }
        }
        return s;
    }

    /** @return the id of a side met within a round, given on first meeting */
    private int side(Side side, FightingSide f) {
        int s = side.ordinal();
        Integer id = sideIds.get(s).get(f);
        if (id != null) {
            return id;
        }
        int n = sides.get(s).size();
        sides.get(s).add(f);
        sideIds.get(s).put(f, n);
        if (n == classOf[s].length) {
            classOf[s] = java.util.Arrays.copyOf(classOf[s], 2 * n);
        }
        classOf[s][n] = model.fireClass(f);
        spend(BYTES_PER_SIDE);
        return n;
    }

    /** @return the id of what {@code firer}'s side {@code id} fires in step {@code s} at the enemy's side {@code enemy} */
    private int fire(Side firer, int id, int enemy, int s, int round) {
        int f = firer.ordinal();
        int enemyClass = classOf[1 - f][enemy];
        long key = ((((long) id * steps.size() + s) * (chain.layers + 1L) + round) * 2 + enemyClass) * 2 + f;
        int fire = fireIds.get(key);
        if (fire >= 0) {
            return fire;
        }
        FightingSide mine = sides.get(f).get(id);
        FightingSide theirs = sides.get(1 - f).get(enemy);
        RoundState r = firer == Side.ATTACKER ? new RoundState(round, mine, theirs) : new RoundState(round, theirs, mine);
        List<Volley> volleys = model.volleysOf(r, firer, steps.get(s));
        Integer known = fireIndex.get(volleys);
        if (known == null) {
            known = fires.size();
            fires.add(volleys);
            fireIndex.put(volleys, known);
            spend(BYTES_PER_LIST);
        }
        fireIds.put(key, known);
        spend(Long.BYTES * 2);
        return known;
    }

    /**
     * @return the index of side {@code id}'s outcomes of step {@code s} under fire {@code fire}: side ids after a step
     *         before the last, chain state ids after the last
     */
    private int outcomes(Side side, int id, int fire, int s) {
        long key = (((long) fire * steps.size() + s) * 2 + side.ordinal()) << 31 | id;
        int k = outcomeIndex.get(key);
        if (k >= 0) {
            return k;
        }
        FightingSide f = sides.get(side.ordinal()).get(id);
        List<Volley> volleys = fires.get(fire);
        int[] to;
        double[] pr;
        if (s == last) {
            Chain.Outcomes o = chain.outcomes.last(f, volleys);
            to = o.ids();
            pr = o.p();
        } else {
            Map<FightingSide, Double> m = chain.outcomes.step(f, volleys, steps.get(s));
            to = new int[m.size()];
            pr = new double[m.size()];
            int i = 0;
            for (Map.Entry<FightingSide, Double> e : m.entrySet()) {
                to[i] = side(side, e.getKey());
                pr[i++] = e.getValue();
            }
        }
        k = ids.size();
        ids.add(to);
        p.add(pr);
        outcomeIndex.put(key, k);
        spend(BYTES_PER_LIST + (long) BYTES_PER_OUTCOME * to.length);
        return k;
    }

    private void spend(long bytes) {
        bytesLeft -= bytes;
        full |= bytesLeft < 0;
    }
}
