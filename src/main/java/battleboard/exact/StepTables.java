package battleboard.exact;

import battleboard.battle.FightingSide;
import battleboard.battle.RoundModel;
import battleboard.battle.RoundState;
import battleboard.battle.Side;
import battleboard.battle.StartClass;
import battleboard.battle.Step;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A state's round played step by step from tables, for battles whose rounds are not separable but whose fire depends on
 * each side's own units ({@link RoundModel#firesByOwnUnits()}): sea battles with submarines' opening fire, destroyers,
 * aircraft that may not hit submarines, multi-hit ships, transports taken last. Each side's outcomes of a step come from
 * {@link SideTables}: under a fire of one volley, by its hits ({@link SideTables#byHits}), else from a list per side and
 * fire. While each side's fire is the same however the other side stands (Revised: both sides keep a
 * destroyer, so submarines' casualties fire back), the two sides' ways are independent: the round is played on each
 * side's ways alone and ends as their product. When that fails only at the last step, the last step is played on blocks
 * of ways that aim the same fire ({@link #blocks}). Otherwise, from the first step where it fails, the round is played on
 * pairs of ways, the steps coupled through which side's fire follows from which outcome, and merged ({@link MergedWays}).
 *
 * <p>The same successors with the same probabilities as {@link Chain#modelFlat} computes through the round model's maps
 * ({@code StepTablesTest}). Memory: the tables stop growing at the budget given; the state's round is then computed
 * through those maps ({@link #flat} answers null). One per chain: not thread-safe.
 */
final class StepTables {
    private final ChainShape chain;
    private final RoundModel model;
    private final List<Step> steps;
    private final int last;
    /** Each side's outcomes of a step, and its side ids and fires. */
    private final SideTables t;
    /** Rounds played so far: those whose sides stayed independent to the end (a product), and those merged from pairs. */
    int productRounds;
    int pairedRounds;
    /** Rounds merged from pairs of blocks of ways ({@link #blocks}). */
    int blockRounds;
    /** Ways of a side under a fire merged from each count of hits ({@link SideTables#byHits}), and from lists of outcomes. */
    int waysByHits;
    int waysByLists;

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
    StepTables(ChainShape chain, long bytes) {
        if (!chain.model().firesByOwnUnits()) {
            throw new IllegalArgumentException("each side's fire depends on the enemy's units in this battle");
        }
        this.chain = chain;
        this.model = chain.model();
        this.steps = model.steps();
        this.last = steps.size() - 1;
        this.t = new SideTables(chain, bytes);
        if (model.startsBySide()) {
            this.startIds = new int[][][][] {new int[chain.layers()][chain.att().length][], new int[chain.layers()][chain.def().length][]};
            this.startClasses = new int[][] {new int[chain.att().length], new int[chain.def().length]};
            java.util.Arrays.fill(startClasses[0], -1);
            java.util.Arrays.fill(startClasses[1], -1);
        } else {
            this.startIds = null;
            this.startClasses = null;
        }
    }

    /**
     * The round of an ongoing state, each successor once: as the product of both sides' outcomes ({@link StateRound}'s
     * product form) while the sides stay independent or when one way of the round leads to its last step, else merged
     * ({@link MergedWays}) from blocks or pairs of ways.
     *
     * @return the round, or null once the tables are full
     */
    StateRound flat(int layer, int a, int d) {
        if (t.full) {
            return null;
        }
        startPair(layer, a, d);
        int round = startRound;
        int next = model.nextRound(layer + 1) - 1;
        // while each side's fire is the same whichever way the other side stands, both sides' ways are independent: the
        // round is played on each side's ways alone and ends as their product
        margA = 1;
        margIdsA[0] = startA;
        margPa[0] = 1.0;
        margD = 1;
        margIdsD[0] = startD;
        margPd[0] = 1.0;
        int s = 0;
        boolean fired = false;
        for (; s <= last && !t.full; s++) {
            // the fire each way of a side aims, when the other side's ways are all of one class; one fire a side: a product
            fired = wayFires(Side.DEFENDER, margIdsD, margD, margIdsA, margA, s, round, true)
                    && wayFires(Side.ATTACKER, margIdsA, margA, margIdsD, margD, s, round, false);
            if (!fired || !allSame(firesD, margD) || !allSame(firesA, margA)) {
                break;
            }
            int onA = firesD[0];
            int onD = firesA[0];
            margA = mix(Side.ATTACKER, onA, s, margIdsA, margPa, margA);
            margD = mix(Side.DEFENDER, onD, s, margIdsD, margPd, margD);
            if (s == last && !t.full) {
                productRounds++;
                return product(layer, a, d, next, 1.0, margIdsA, margPa, margA, margIdsD, margPd, margD, true);
            }
        }
        if (s == last && fired && !t.full) {
            StateRound blocks = blocks(layer, a, d, next);
            if (blocks != null || t.full) {
                blockRounds += blocks == null ? 0 : 1;
                return blocks;
            }
        }
        if (t.full) {
            return null;
        }
        // from step s on, a side's fire depends on how the other stands: the ways as pairs
        pairs = 0;
        for (int i = 0; i < margA; i++) {
            for (int j = 0; j < margD; j++) {
                if (pairs == pairA.length) {
                    pairA = java.util.Arrays.copyOf(pairA, 2 * pairs);
                    pairD = java.util.Arrays.copyOf(pairD, 2 * pairs);
                    pairP = java.util.Arrays.copyOf(pairP, 2 * pairs);
                }
                pairA[pairs] = margIdsA[i];
                pairD[pairs] = margIdsD[j];
                pairP[pairs++] = margPa[i] * margPd[j];
            }
        }
        pairedRounds++;
        for (; s < last && !t.full; s++) {
            step(s, round);
        }
        if (pairs == 1 && !t.full) {
            // one way to reach the last step (nobody fired before it): the round is both sides' outcomes multiplied, each
            // successor once as it stands, without merging
            return outcomesOf(0, last, round)
                    ? product(layer, a, d, next, pairP[0], idsA, pa, idsA.length, idsD, pd, idsD.length, false) : null;
        }
        return merged(layer, a, d, next, round);
    }

    /**
     * The last step when each side's ways reach it independent but a side's fire in it depends on how it stands (Global
     * War: submarines' first strike takes its casualties at once, so the fire that follows depends on it). Each side's
     * ways fall into blocks by the fire they aim; both sides' outcomes then depend only on the pair of blocks, so the
     * round is a sum over block pairs of products: per pair, the attacker's ways of its block under the defender block's
     * fire, times the defender's of its block under the attacker block's fire. Fewer pairs of blocks than pairs of ways
     * means fewer outcomes read and fewer products merged.
     *
     * @return the round, merged ({@link MergedWays}), from each side's ways' fires in {@link #firesA} and {@link #firesD};
     *         null when it would not save (nothing is kept: the caller plays the ways as pairs), or when the tables are full
     */
    private StateRound blocks(int layer, int a, int d, int next) {
        int[] alphas = distinct(firesA, margA);
        int[] betas = distinct(firesD, margD);
        if (t.full || (long) alphas.length * betas.length >= (long) margA * margD) {
            return null;
        }
        if (mergedWays == null) {
            mergedWays = new MergedWays(chain.att().length, chain.def().length);
        }
        MergedWays merger = mergedWays;
        merger.start(next == layer ? a : -1, d);
        double stay = 0;
        for (int alpha : alphas) {
            for (int beta : betas) {
                // the attacker's ways that fire alpha, under the fire beta of the defender's ways that fire beta; and back
                int nA = mixWays(Side.ATTACKER, beta, last, margIdsA, margPa, margA, firesA, alpha);
                int[] idsA = java.util.Arrays.copyOf(mixed.ids, nA);
                double[] pa = java.util.Arrays.copyOf(mixed.p, nA);
                int nD = mixWays(Side.DEFENDER, alpha, last, margIdsD, margPd, margD, firesD, beta);
                if (t.full) {
                    merger.drop();
                    return null;
                }
                int[] idsD = java.util.Arrays.copyOf(mixed.ids, nD);
                double[] pd = java.util.Arrays.copyOf(mixed.p, nD);
                if (next == layer) {
                    stay += probabilityOf(idsA, pa, nA, a) * probabilityOf(idsD, pd, nD, d);
                }
                merger.add(1.0, idsA, pa, idsD, pd);
            }
        }
        return merger.take(next, stay);
    }

    /** Per way of each side, the fire it aims in the step being played ({@link #wayFires}). */
    private int[] firesA = new int[16];
    private int[] firesD = new int[16];

    /**
     * Each of a side's {@code n} ways' fire in step {@code s} at the enemy's ways, into {@link #firesD} (the defender
     * firing) or {@link #firesA}, when the enemy's {@code m} ways are all of one fire class (so that the fire does not
     * depend on which of them it meets).
     *
     * @return false when the enemy's ways are of several classes (nothing read), or when the tables are full
     */
    private boolean wayFires(Side firer, int[] ids, int n, int[] enemies, int m, int s, int round, boolean defender) {
        int o = firer.opponent().ordinal();
        int enemyClass = t.enemyClass(o, enemies[0]);
        for (int j = 1; j < m; j++) {
            if (t.enemyClass(o, enemies[j]) != enemyClass) {
                return false;
            }
        }
        int[] out = defender ? firesD : firesA;
        if (out.length < n) {
            out = new int[Math.max(2 * out.length, n)];
            if (defender) {
                firesD = out;
            } else {
                firesA = out;
            }
        }
        for (int i = 0; i < n && !t.full; i++) {
            out[i] = t.fire(firer, ids[i], enemies[0], s, round);
        }
        return !t.full;
    }

    /** @return whether the first {@code n} values are one */
    private static boolean allSame(int[] values, int n) {
        for (int i = 1; i < n; i++) {
            if (values[i] != values[0]) {
                return false;
            }
        }
        return true;
    }

    /** @return the distinct values among the first {@code n} of {@code values}, in the order first met */
    private static int[] distinct(int[] values, int n) {
        int[] out = new int[n];
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (!contains(out, k, values[i])) {
                out[k++] = values[i];
            }
        }
        return java.util.Arrays.copyOf(out, k);
    }

    /**
     * Whether a volley of the state's round, or of a later round position, can hit a unit of the side it fires at: the
     * round model's stalemate test ({@link RoundModel#statusOnce}) read from the tables, which the state's round then
     * reads again.
     *
     * @return 1 when some volley can hit, 0 when none can (a stalemate), −1 when the tables are full (ask the round model)
     */
    int canHit(int layer, int a, int d) {
        for (int later = layer; later < chain.layers() && !t.full; later++) {
            startPair(later, a, d);
            int round = startRound;
            int ia = startA;
            int id = startD;
            for (int s = 0; s <= last && !t.full; s++) {
                if (t.canHit(Side.ATTACKER, ia, id, s, round) || t.canHit(Side.DEFENDER, id, ia, s, round)) {
                    return t.full ? -1 : 1;
                }
            }
        }
        return t.full ? -1 : 0;
    }

    /**
     * The state whose round was last started ({@link #startPair}): its round position (−1 for none), attacker id and
     * defender id; that round's number and both sides' ids as it starts.
     */
    private int startLayer = -1, startAtt, startDef, startRound, startA, startD;

    /**
     * Starts the round of state (layer, a, d) into {@link #startRound}, {@link #startA} and {@link #startD}: once for the
     * stalemate test ({@link #canHit}) and the round that follows it ({@link #flat}).
     */
    private void startPair(int layer, int a, int d) {
        if (layer == startLayer && a == startAtt && d == startDef) {
            return;
        }
        startLayer = layer;
        startAtt = a;
        startDef = d;
        startRound = layer + 1;
        int[] byA = null;
        int[] byD = null;
        int kA = 0;
        int kD = 0;
        if (startIds != null) {
            // each side starts the round by its own units and the enemy's start class: kept apart
            kA = startClass(1, d);
            kD = startClass(0, a);
            byA = startsOf(0, layer, a, kA);
            byD = startsOf(1, layer, d, kD);
            if (byA[kA] > 0 && byD[kD] > 0) {
                startA = byA[kA] - 1;
                startD = byD[kD] - 1;
                return;
            }
        }
        RoundState start = model.startRound(chain.state(layer, a, d));
        startA = t.side(Side.ATTACKER, start.attacker());
        startD = t.side(Side.DEFENDER, start.defender());
        if (byA != null) {
            byA[kA] = startA + 1;
            byD[kD] = startD + 1;
        }
    }

    /**
     * @return the number of the start class ({@link RoundModel#startClass}) of chain id {@code id} of side {@code o}
     *         ({@link Side#ordinal}) as its enemy reads it, numbered in the order met; asked of the round model once
     */
    private int startClass(int o, int id) {
        int k = startClasses[o][id];
        if (k < 0) {
            Side enemy = o == 0 ? Side.DEFENDER : Side.ATTACKER;
            StartClass c = model.startClass(enemy, o == 0 ? chain.att()[id] : chain.def()[id]);
            Map<StartClass, Integer> ids = startClassIds.get(o);
            k = ids.computeIfAbsent(c, x -> ids.size());
            startClasses[o][id] = k;
        }
        return k;
    }

    /** @return per start class of the enemy, 1 + the side id chain id {@code id} of side {@code o} starts round position {@code layer} as, or 0; grown to hold {@code most} */
    private int[] startsOf(int o, int layer, int id, int most) {
        int[] by = startIds[o][layer][id];
        if (by == null || by.length <= most) {
            by = by == null ? new int[most + 1] : java.util.Arrays.copyOf(by, most + 1);
            startIds[o][layer][id] = by;
        }
        return by;
    }

    /**
     * Per side, per round position, per chain id, per start class of the enemy ({@link #startClass(int, int)}): 1 + the
     * side id it starts a round as, or 0 until met; null when a side's start of the round depends on more of the enemy
     * ({@link RoundModel#startsBySide}).
     */
    private final int[][][][] startIds;
    /** Per side, per chain id: the number of its start class as its enemy reads it ({@link #startClass(int, int)}), or −1 until asked. */
    private final int[][] startClasses;
    /** Per side: each start class met ({@link RoundModel#startClass}) to its number. */
    private final List<Map<StartClass, Integer>> startClassIds = List.of(new HashMap<>(), new HashMap<>());

    /** The successors of a round reached several ways, each once; made on first use. */
    private MergedWays mergedWays;

    /** @return the round when several ways lead to its last step ({@link MergedWays}), or null once the tables are full */
    private StateRound merged(int layer, int a, int d, int next, int round) {
        if (mergedWays == null) {
            mergedWays = new MergedWays(chain.att().length, chain.def().length);
        }
        MergedWays merger = mergedWays;
        merger.start(next == layer ? a : -1, d);
        double stay = 0;
        for (int i = 0; i < pairs; i++) {
            if (!outcomesOf(i, last, round)) {
                merger.drop();
                return null;
            }
            double q = pairP[i];
            if (next == layer) {
                stay += q * probabilityOf(idsA, pa, idsA.length, a) * probabilityOf(idsD, pd, idsD.length, d);
            }
            merger.add(q, idsA, pa, idsD, pd);
        }
        return merger.take(next, stay);
    }

    /**
     * @return the round when one way leads to the last step, with probability {@code q}: the successors of both sides'
     *         outcomes (the first {@code nA} of the attacker's, the first {@code nD} of the defender's), grouped by the
     *         attacker's in its order, as {@link Merger} would list them
     * @param scratch whether the defender's arrays are scratch to copy, rather than the tables' own to share
     */
    private StateRound product(int layer, int a, int d, int next, double q, int[] idsA, double[] pa, int nA, int[] idsD,
                               double[] pd, int nD, boolean scratch) {
        int groups = 0;
        for (int x = 0; x < nA; x++) {
            groups += q * pa[x] != 0 ? 1 : 0;
        }
        int[] att = new int[groups];
        double[] attP = new double[groups];
        int g = 0;
        for (int x = 0; x < nA; x++) {
            double c = q * pa[x];
            if (c != 0) {
                att[g] = idsA[x];
                attP[g++] = c;
            }
        }
        int[] def = scratch ? java.util.Arrays.copyOf(idsD, nD) : idsD;
        double[] defP = scratch ? java.util.Arrays.copyOf(pd, nD) : pd;
        boolean self = next == layer && contains(att, a) && contains(def, d);
        double stay = next == layer ? q * probabilityOf(idsA, pa, nA, a) * probabilityOf(def, defP, def.length, d) : 0;
        return StateRound.product(next, att, attP, def, defP, self ? a : -1, self ? d : -1, stay);
    }

    private static boolean contains(int[] ids, int id) {
        return contains(ids, ids.length, id);
    }

    /** @return whether {@code id} is among the first {@code n} of {@code ids} */
    private static boolean contains(int[] ids, int n, int id) {
        for (int i = 0; i < n; i++) {
            if (ids[i] == id) {
                return true;
            }
        }
        return false;
    }

    /** Each side's ways while the two are independent ({@link #flat}): side ids (chain state ids after the last step), probabilities. */
    private int[] margIdsA = new int[16];
    private double[] margPa = new double[16];
    private int margA;
    private int[] margIdsD = new int[16];
    private double[] margPd = new double[16];
    private int margD;
    /** A side's ways under a fire, merged ({@link #mixWays}). */
    private final WaySums mixed = new WaySums();

    /**
     * Replaces a side's {@code n} ways ({@code ids}, {@code p}) by their outcomes of step {@code s} under {@code fire},
     * each outcome once with its probabilities summed in the ways' order.
     *
     * @return the number of ways now
     */
    private int mix(Side side, int fire, int s, int[] ids, double[] p, int n) {
        int k = mixWays(side, fire, s, ids, p, n, null, 0);
        if (ids.length < k) {
            ids = java.util.Arrays.copyOf(ids, Math.max(2 * ids.length, k));
            p = java.util.Arrays.copyOf(p, ids.length);
            if (side == Side.ATTACKER) {
                margIdsA = ids;
                margPa = p;
            } else {
                margIdsD = ids;
                margPd = p;
            }
        }
        System.arraycopy(mixed.ids, 0, ids, 0, k);
        System.arraycopy(mixed.p, 0, p, 0, k);
        return k;
    }

    /**
     * The outcomes of step {@code s} under {@code fire} of a side's {@code n} ways ({@code ids}, {@code p}), or of those
     * whose own fire ({@code fires}, when not null) is {@code only}, into {@link #mixed}, each outcome
     * once with its probabilities summed in the ways' order.
     *
     * @return the number of outcomes
     */
    private int mixWays(Side side, int fire, int s, int[] ids, double[] p, int n, int[] fires, int only) {
        mixed.clear();
        boolean byHits = t.byHits(side, fire, s);
        for (int i = 0; i < n && !t.full; i++) {
            if (fires != null && fires[i] != only) {
                continue;
            }
            if (byHits) {
                // each count of hits of the fire's one volley, straight to where it ends the step: no list of outcomes made
                if (!t.addByHits(mixed, side, ids[i], fire, s, p[i])) {
                    break;
                }
                waysByHits++;
                continue;
            }
            int o = t.outcomes(side, ids[i], fire, s);
            if (t.full) {
                break;
            }
            waysByLists++;
            int[] to = t.ids(o);
            double[] pr = t.p(o);
            double q = p[i];
            for (int x = 0; x < to.length; x++) {
                mixed.add(to[x], q * pr[x]);
            }
        }
        return mixed.size;
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
        int oa = t.outcomes(Side.ATTACKER, pairA[i], t.fire(Side.DEFENDER, pairD[i], pairA[i], s, round), s);
        int od = t.outcomes(Side.DEFENDER, pairD[i], t.fire(Side.ATTACKER, pairA[i], pairD[i], s, round), s);
        if (t.full) {
            return false;
        }
        idsA = t.ids(oa);
        pa = t.p(oa);
        idsD = t.ids(od);
        pd = t.p(od);
        return true;
    }

    /** @return the probability of {@code id} among the first {@code n} outcomes */
    private static double probabilityOf(int[] ids, double[] p, int n, int id) {
        double s = 0;
        for (int i = 0; i < n; i++) {
            if (ids[i] == id) {
                s += p[i];
            }
        }
        return s;
    }

    /** @return whether the tables reached their memory budget (from then on {@link #flat} answers null) */
    boolean full() {
        return t.full;
    }
}
