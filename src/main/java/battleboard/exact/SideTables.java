package battleboard.exact;

import battleboard.battle.FightingSide;
import battleboard.battle.HitDistribution;
import battleboard.battle.RoundModel;
import battleboard.battle.RoundState;
import battleboard.battle.Side;
import battleboard.battle.Step;
import battleboard.battle.Volley;
import battleboard.battle.VolleyShape;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Each side's outcomes of a step, tabled for {@link StepTables}: within a round a side is a number (its
 * {@link FightingSide} met once), what it fires in a step is a number (the volleys, the same list for every composition
 * that fires the same dice at the same targets), and a side's outcomes of a step are computed once per (side, the fire
 * aimed at it, step) and read from then on. A fire of one volley whose hits the firer does not choose is read by hits
 * instead ({@link #byHits}): per (side, volley shape, step), the id each count of hits leaves the side with once the step
 * ends ({@link #ends}), merged by the caller under the fire's distribution of hits, so that most sides' outcomes under
 * most fires are never listed (Revised's N2: 1,392 lists made, where 11,216 were). Memory: the tables stop growing at
 * the budget given ({@link #full}). One per chain: not thread-safe.
 */
final class SideTables {
    /** Bytes counted per side met within a round (its arrays, the map entry, the class). */
    private static final int BYTES_PER_SIDE = 200;
    /** Bytes counted per list of outcomes, besides its entries. */
    private static final int BYTES_PER_LIST = 80;
    /** Bytes counted per outcome in a list: its id and its probability. */
    private static final int BYTES_PER_OUTCOME = 12;

    private final ChainShape chain;
    private final RoundModel model;
    private final List<Step> steps;
    private final int last;
    /** Per side: its sides met within a round, numbered: a side's number is its id. */
    private final List<Numbering<FightingSide>> sides = List.of(new Numbering<>(), new Numbering<>());
    /** Per side, per side id: the number of its {@link RoundModel#fireClass} (what the enemy's fire depends on), or −1. */
    private final int[][] classOf = new int[2][64];
    /** Each fire class met, numbered. */
    private final Map<Long, Integer> classIds = new HashMap<>();
    /** (firer, side id, step, round, enemy's class) to the fire's id. */
    private final LongIntMap fireIds = new LongIntMap(1024);
    /** Each fire (volleys of one side in one step) by id, and the ids of fires met. */
    private final List<List<Volley>> fires = new ArrayList<>();
    private final Map<List<Volley>, Integer> fireIndex = new HashMap<>();
    /** (side, side id, fire id aimed at it, step) to its outcomes' index in {@link #ids} and {@link #p}. */
    private final LongIntMap outcomeIndex;
    /** Outcomes: after a step before the last, the side ids of its side; after the last, chain state ids. */
    private final List<int[]> ids = new ArrayList<>();
    private final List<double[]> p = new ArrayList<>();
    private long bytesLeft;
    /** Set once the tables reach their memory budget: from then on nothing more is tabled. */
    boolean full;
    /** Per side: whether its round ends with armour rolls (its last step's outcomes then come from the round model's maps). */
    private final boolean[] randomEnd;


    /**
     * @param bytes memory the tables may take (bytes); past it they stop growing
     */
    SideTables(ChainShape chain, long bytes) {
        this.chain = chain;
        this.model = chain.model();
        this.steps = model.steps();
        this.last = steps.size() - 1;
        this.bytesLeft = bytes;
        // sized for the outcomes a battle of this many compositions meets (Revised's N2, 97 + 109 compositions: 11,216),
        // so that the map seldom grows while the round is played
        this.outcomeIndex = new LongIntMap(Math.min(1 << 16, 32 * (chain.att().length + chain.def().length)));
        this.randomEnd = new boolean[] {model.randomRoundEnd(Side.ATTACKER), model.randomRoundEnd(Side.DEFENDER)};
    }

    /** @return the side ids after step {@code s} before the last, or the chain state ids after the last, of outcomes {@code k} */
    int[] ids(int k) {
        return ids.get(k);
    }

    /** @return the probabilities of outcomes {@code k}, in the order of {@link #ids(int)} */
    double[] p(int k) {
        return p.get(k);
    }

    /** @return whether a volley {@code firer}'s side {@code id} fires in step {@code s} can hit a unit of the enemy's side {@code enemy} */
    boolean canHit(Side firer, int id, int enemy, int s, int round) {
        int fire = fire(firer, id, enemy, s, round);
        List<Volley> volleys = fires.get(fire);
        int[] shapes = fireShapes.get(fire);
        for (int i = 0; i < shapes.length && !full; i++) {
            Volley v = volleys.get(i);
            int target = v.target() == firer ? id : enemy;
            if (v.dice().canHit() && afterHits.get(afterHits(v.target(), target, shapes[i], v)).length > 1) {
                return true;
            }
        }
        return false;
    }

    /** @return the id of a side met within a round, given on first meeting */
    int side(Side side, FightingSide f) {
        int s = side.ordinal();
        int id = sides.get(s).numberOrAdd(f);
        if (id >= 0) {
            return id;
        }
        int n = -1 - id;
        if (n == classOf[s].length) {
            classOf[s] = java.util.Arrays.copyOf(classOf[s], 2 * n);
        }
        classOf[s][n] = -1; // asked of the round model when a fire first needs it
        spend(BYTES_PER_SIDE);
        return n;
    }

    /** @return the number of the fire class of side {@code o}'s ({@link Side#ordinal}) side {@code id}, found on first asking */
    int enemyClass(int o, int id) {
        int c = classOf[o][id];
        if (c < 0) {
            c = classIds.computeIfAbsent(model.fireClass(sides.get(o).get(id)), x -> classIds.size());
            classOf[o][id] = c;
            full |= c >= 1 << 20; // the packed key of a fire holds a class in 20 bits
        }
        return c;
    }

    /** @return the id of what {@code firer}'s side {@code id} fires in step {@code s} at the enemy's side {@code enemy} */
    int fire(Side firer, int id, int enemy, int s, int round) {
        int f = firer.ordinal();
        id = fireView(f, id);
        int enemyClass = enemyClass(1 - f, enemy);
        int combo = ((enemyClass * steps.size() + s) * (chain.layers() + 1) + round) * 2 + f;
        if (combo >= fireRows.length) {
            long key = (((((long) id * steps.size() + s) * (chain.layers() + 1L) + round) << 20 | enemyClass) << 1) + f;
            int fire = fireIds.get(key);
            if (fire < 0) {
                fire = fireOf(firer, id, enemy, s, round);
                fireIds.put(key, fire);
                spend(Long.BYTES * 2);
            }
            return fire;
        }
        int[] row = fireRows[combo];
        if (row != null && id < row.length && row[id] > 0) {
            return row[id] - 1;
        }
        int fire = fireOf(firer, id, enemy, s, round);
        if (row == null || id >= row.length) {
            int n = Math.max(Math.max(64, sides.get(f).size()), 2 * id + 2);
            spend((long) Integer.BYTES * (n - (row == null ? 0 : row.length)));
            row = row == null ? new int[n] : java.util.Arrays.copyOf(row, n);
            fireRows[combo] = row;
        }
        row[id] = fire + 1;
        return fire;
    }

    /**
     * @return the side id whose fire side {@code id} of side {@code f} ({@link Side#ordinal}) fires: its own, or that of
     *         the side with its marked casualties counted alive ({@link RoundModel#fireView}), found on first asking
     */
    private int fireView(int f, int id) {
        return view(fireViews, f, id, false);
    }

    /**
     * @return the side id whose last step side {@code id} ends as: its own, or that of the side with its marks dropped
     *         ({@link RoundModel#endView}), found on first asking. Outcomes of the last step are then tabled once for
     *         every way the round's marks fell on the same units alive (Revised's N2: 788 tables of the last step's ends
     *         made where 206 are)
     */
    private int endView(Side side, int id) {
        return view(endViews, side.ordinal(), id, true);
    }

    /** @return from {@code views}, grown as needed, the side id of side {@code f}'s side {@code id}'s fire view, or end view */
    private int view(int[][] views, int f, int id, boolean end) {
        int[] byId = views[f];
        if (id >= byId.length) {
            byId = java.util.Arrays.copyOf(byId, Math.max(2 * byId.length, id + 1));
            views[f] = byId;
        }
        if (byId[id] == 0) {
            FightingSide mine = sides.get(f).get(id);
            FightingSide view = end ? model.endView(mine) : model.fireView(mine);
            byId[id] = (view == mine ? id : side(f == 0 ? Side.ATTACKER : Side.DEFENDER, view)) + 1;
        }
        return byId[id] - 1;
    }

    /** Per side, per side id: 1 + the side id whose fire it fires ({@link #fireView}), or 0 until asked. */
    private final int[][] fireViews = {new int[64], new int[64]};
    /** Per side, per side id: 1 + the side id whose last step it ends as ({@link #endView}), or 0 until asked. */
    private final int[][] endViews = {new int[64], new int[64]};

    /**
     * Per (enemy's class, step, round, firer) while they number fewer than its length, per firer's side id: 1 + the id of
     * {@link #fire}'s answer, or 0 until asked. Past its length, {@link #fireIds} holds the answers.
     */
    private final int[][] fireRows = new int[1024][];

    /** @return the id of the volleys {@code firer}'s side {@code id} fires in step {@code s} at the enemy's side {@code enemy}, numbered on first meeting */
    private int fireOf(Side firer, int id, int enemy, int s, int round) {
        int f = firer.ordinal();
        FightingSide mine = sides.get(f).get(id);
        FightingSide theirs = sides.get(1 - f).get(enemy);
        RoundState r = firer == Side.ATTACKER ? new RoundState(round, mine, theirs) : new RoundState(round, theirs, mine);
        List<Volley> volleys = model.volleysOf(r, firer, steps.get(s));
        Integer known = fireIndex.get(volleys);
        if (known == null) {
            known = fires.size();
            fires.add(volleys);
            fireIndex.put(volleys, known);
            int[] shapes = new int[volleys.size()];
            double[][] hits = new double[volleys.size()][];
            for (int i = 0; i < shapes.length; i++) {
                Volley v = volleys.get(i);
                shapes[i] = shapeIds.computeIfAbsent(VolleyShape.of(v), x -> shapeIds.size());
                full |= shapes[i] >= 1 << 15; // the packed keys below hold a shape in 15 bits
                hits[i] = HitDistribution.of(v.dice());
            }
            fireShapes.add(shapes);
            fireHits.add(hits);
            if (known == oneVolley.length) {
                oneVolley = java.util.Arrays.copyOf(oneVolley, 2 * known);
            }
            oneVolley[known] = volleys.size() == 1 && volleys.get(0).chosenUpTo() == 0;
            spend(BYTES_PER_LIST * (1L + shapes.length));
        }
        return known;
    }

    /**
     * @return the index of side {@code id}'s outcomes of step {@code s} under fire {@code fire}: side ids after a step
     *         before the last, chain state ids after the last
     */
    int outcomes(Side side, int id, int fire, int s) {
        if (s == last && !randomEnd[side.ordinal()]) {
            id = endView(side, id);
        }
        long key = (((long) fire * steps.size() + s) * 2 + side.ordinal()) << 31 | id;
        int k = outcomeIndex.get(key);
        if (k >= 0) {
            return k;
        }
        int[] to;
        double[] pr;
        if (s == last && randomEnd[side.ordinal()]) {
            // armour rolls at the end of the round (World at War's Tiger): through the round model's maps
            Outcomes o = chain.outcomes().last(sides.get(side.ordinal()).get(id), fires.get(fire));
            to = o.ids();
            pr = o.p();
        } else if (byHits(side, fire, s)) {
            // one volley: each count of hits where it ends the step, merged
            WaySums ways = next;
            ways.clear();
            if (!addByHits(ways, side, id, fire, s, 1.0)) {
                return -1;
            }
            to = java.util.Arrays.copyOf(ways.ids, ways.size);
            pr = java.util.Arrays.copyOf(ways.p, ways.size);
        } else {
            casualties(side, id, fire);
            if (full) {
                return -1;
            }
            // each way the step ends, its side id (or, after the last step, its composition's chain state id), merged
            WaySums ends = next;
            ends.clear();
            for (int i = 0; i < cur.size; i++) {
                ends.add(s == last ? nextRound(side, cur.ids[i]) : endStep(side, cur.ids[i], s), cur.p[i]);
            }
            to = java.util.Arrays.copyOf(ends.ids, ends.size);
            pr = java.util.Arrays.copyOf(ends.p, ends.size);
        }
        k = ids.size();
        ids.add(to);
        p.add(pr);
        outcomeIndex.put(key, k);
        spend(BYTES_PER_LIST + (long) BYTES_PER_OUTCOME * to.length);
        return k;
    }

    /**
     * Whether side's outcomes of step {@code s} under {@code fire} can be read by hits ({@link #addByHits}): the fire is
     * one volley whose hits the firer does not choose, and the step is not a round's end with armour rolls. A caller then
     * merges each count of hits's end itself, and no list of outcomes is made.
     */
    boolean byHits(Side side, int fire, int s) {
        return oneVolley[fire] && !(s == last && randomEnd[side.ordinal()]);
    }

    /** Per fire id: whether it is one volley whose hits the firer does not choose ({@link #byHits}). */
    private boolean[] oneVolley = new boolean[64];

    /**
     * Adds to {@code into}, for a fire read by hits ({@link #byHits}), where side {@code id} ends step {@code s} after each
     * count of hits of the fire's volley (capped at what it can take), with {@code q} times that count's probability.
     *
     * @return false, nothing added, once the tables are full
     */
    boolean addByHits(WaySums into, Side side, int id, int fire, int s, double q) {
        int[] ends = ends(side, id, fire, s);
        if (ends == null) {
            return false;
        }
        double[] hits = fireHits.get(fire)[0];
        double[] pk = capped(hits, ends.length - 1);
        for (int k = 0, m = Math.min(hits.length, ends.length); k < m; k++) {
            if (pk[k] != 0) {
                into.add(ends[k], q * pk[k]);
            }
        }
        return true;
    }

    /**
     * @return for a fire read by hits ({@link #byHits}), side {@code id}'s id once step {@code s} ends after 0, 1, ...
     *         capacity hits of its volley: side ids after a step before the last, chain state ids after the last; null
     *         once the tables are full
     */
    private int[] ends(Side side, int id, int fire, int s) {
        if (s == last) {
            id = endView(side, id);
        }
        int shape = fireShapes.get(fire)[0];
        int slot = shape * steps.size() + s;
        int known = indexAt(endsAt, side.ordinal(), id, slot);
        if (known >= 0) {
            return afterHits.get(known);
        }
        int[] out;
        int made = s == last ? indexAt(afterHitsAt, side.ordinal(), id, shape) : -1;
        if (s == last && made < 0) {
            // after the last step only the composition the side starts the next round with counts: no side id is given to
            // each way the step leaves it (unless another fire of this shape already gave them)
            FightingSide f = sides.get(side.ordinal()).get(id);
            Volley v = fires.get(fire).get(0);
            FightingSide[] each = model.takeEachHit(f, v, model.hitCapacity(f, v));
            out = new int[each.length];
            for (int h = 0; h < out.length; h++) {
                // a hit wasted leaves the side as the hit before did
                out[h] = h > 0 && each[h] == each[h - 1] ? out[h - 1] : each[h] == f ? nextRound(side, id)
                        : chain.outcomes().id(side, model.endRound(model.endStep(each[h], steps.get(last))));
            }
        } else {
            int[] after = afterHits.get(made >= 0 ? made : afterHits(side, id, shape, fires.get(fire).get(0)));
            out = new int[after.length];
            for (int h = 0; h < out.length; h++) {
                out[h] = h > 0 && after[h] == after[h - 1] ? out[h - 1] : s == last ? nextRound(side, after[h]) : endStep(side, after[h], s);
            }
        }
        putIndex(endsAt, side.ordinal(), id, slot, afterHits.size(), 2 * steps.size());
        afterHits.add(out);
        spend(BYTES_PER_LIST + (long) Integer.BYTES * out.length);
        return full ? null : out;
    }

    /**
     * Per side, per side id, per (volley shape × steps + step): 1 + the index in {@link #afterHits} of its ids once the
     * step ends ({@link #ends}), or 0 until made; an array read, where a map would be hashed once per way and fire.
     */
    private int[][][] endsAt = new int[2][64][];

    private final Map<VolleyShape, Integer> shapeIds = new HashMap<>();
    /** Per fire id, per volley: its shape's id, and its distribution of hits ({@link HitDistribution#of}). */
    private final List<int[]> fireShapes = new ArrayList<>();
    private final List<double[][]> fireHits = new ArrayList<>();
    /**
     * Per side, per side id, per volley shape: 1 + the index in {@link #afterHits} of the side ids after 0, 1, ... capacity
     * hits, or 0 until made; an array read, where a map would be hashed once per way and volley.
     */
    private final int[][][] afterHitsAt = new int[2][64][];
    private final List<int[]> afterHits = new ArrayList<>();
    /** (side, side id, shape, hits) to the index in {@link #afterHits} of the side ids after 0 .. hits chosen by the firer. */
    private final LongIntMap afterChosenIndex = new LongIntMap(64);
    /**
     * Per side, per (side id × steps + step): 1 + the side id once the step's casualties are removed, or 0 until known. One
     * flat array per side, not a row per side id as {@link #indexAt}'s tables: it is read for every way of every step, and
     * the rows measured 1.7-1.8 % slower on Global War's 12-a-side battle ({@code SolveAB}, both orders).
     */
    private final int[][] endStepIds = new int[2][];
    /** Per side, per side id: the chain state id of its composition for the next round plus 1, or 0 until known. */
    private final int[][] nextRoundIds = new int[2][64];

    /** Ways a side can stand within a step, as side ids with probabilities, merged; and those after the next volley. */
    private WaySums cur = new WaySums();
    private WaySums next = new WaySums();

    /**
     * Every way the volleys of {@code fire} can leave side {@code id}, before the step's casualties are removed, into
     * {@link #cur}: each volley in turn, its hits (capped at what the side can take) assigned by the
     * side's casualty tables, which depend on the volley's shape and not its dice.
     */
    private void casualties(Side side, int id, int fire) {
        List<Volley> volleys = fires.get(fire);
        int[] shapes = fireShapes.get(fire);
        double[][] hits = fireHits.get(fire);
        cur.clear();
        cur.add(id, 1.0);
        for (int i = 0; i < shapes.length; i++) {
            Volley v = volleys.get(i);
            next.clear();
            for (int c = 0; c < cur.size; c++) {
                int[] after = afterHits.get(afterHits(side, cur.ids[c], shapes[i], v));
                double[] pk = capped(hits[i], after.length - 1); // valid until the next volley's
                int kinds = Math.min(hits[i].length, after.length);
                for (int k = 0; k < kinds; k++) {
                    if (pk[k] == 0) {
                        continue;
                    }
                    if (v.chosenUpTo() > 0 && k > 0) {
                        if (k >= 1 << 15) {
                            full = true; // the packed keys hold a count of hits in 15 bits
                            return;
                        }
                        // of k hits, each is the firer's to place with probability chosenUpTo / value
                        double[] chosen = chosen(fire, i, v, k);
                        int[] byChosen = afterHits.get(afterChosen(side, cur.ids[c], shapes[i], v, k));
                        for (int j = 0; j < chosen.length; j++) {
                            if (chosen[j] != 0) {
                                next.add(byChosen[j], cur.p[c] * pk[k] * chosen[j]);
                            }
                        }
                    } else {
                        next.add(after[k], cur.p[c] * pk[k]);
                    }
                }
            }
            WaySums done = cur;
            cur = next;
            next = done;
        }
    }

    /** Per fire id, per volley, per count of hits: how many of them the firer chose ({@link #chosen}), made on first use. */
    private final List<double[][][]> fireChosen = new ArrayList<>();

    /** @return of {@code k} hits of volley {@code i} of {@code fire}, the distribution of those the firer chose, computed once */
    private double[] chosen(int fire, int i, Volley v, int k) {
        while (fireChosen.size() <= fire) {
            fireChosen.add(null);
        }
        double[][][] byVolley = fireChosen.get(fire);
        if (byVolley == null) {
            byVolley = new double[fires.get(fire).size()][][];
            fireChosen.set(fire, byVolley);
        }
        double[][] byHits = byVolley[i];
        if (byHits == null || byHits.length <= k) {
            byHits = byHits == null ? new double[k + 1][] : java.util.Arrays.copyOf(byHits, Math.max(2 * byHits.length, k + 1));
            byVolley[i] = byHits;
        }
        if (byHits[k] == null) {
            byHits[k] = HitDistribution.of(v.chosenDice(k));
            spend(BYTES_PER_LIST + (long) Double.BYTES * byHits[k].length);
        }
        return byHits[k];
    }

    /** Scratch of the hit distributions capped at what a side can take ({@link HitDistribution#capped(double[], int, double[])}). */
    private double[] cappedHits = new double[16];

    /** @return {@code hits} capped at {@code cap} ({@link HitDistribution#capped(double[], int, double[])}), valid until the next call */
    private double[] capped(double[] hits, int cap) {
        if (cappedHits.length <= cap) {
            cappedHits = new double[2 * cap + 2];
        }
        return HitDistribution.capped(hits, cap, cappedHits);
    }

    /**
     * @return from a table per side, per side id, per slot of 1 + an index in {@link #afterHits} (0 until written, as
     *         {@link #endsAt} and {@link #afterHitsAt}): the index at side {@code o}'s ({@link Side#ordinal}) side
     *         {@code id}, slot {@code slot}, or −1
     */
    private static int indexAt(int[][][] table, int o, int id, int slot) {
        int[][] bySide = table[o];
        if (id >= bySide.length) {
            return -1;
        }
        int[] row = bySide[id];
        return row != null && slot < row.length ? row[slot] - 1 : -1;
    }

    /**
     * Writes index {@code k} into such a table ({@link #indexAt}), growing it: a side id's row made with {@code first}
     * entries, or doubled, and its memory counted.
     */
    private void putIndex(int[][][] table, int o, int id, int slot, int k, int first) {
        int[][] bySide = table[o];
        if (id >= bySide.length) {
            bySide = java.util.Arrays.copyOf(bySide, Math.max(2 * bySide.length, id + 1));
            table[o] = bySide;
        }
        int[] row = bySide[id];
        if (row == null || slot >= row.length) {
            int n = Math.max(slot + 1, row == null ? first : 2 * row.length);
            spend((long) Integer.BYTES * (n - (row == null ? 0 : row.length)));
            row = row == null ? new int[n] : java.util.Arrays.copyOf(row, n);
            bySide[id] = row;
        }
        row[slot] = k + 1;
    }

    /** @return the index in {@link #afterHits} of side {@code id}'s ids after 0 .. capacity hits of volleys of this shape */
    private int afterHits(Side side, int id, int shape, Volley v) {
        int o = side.ordinal();
        int k = indexAt(afterHitsAt, o, id, shape);
        if (k < 0) {
            FightingSide f = sides.get(o).get(id);
            FightingSide[] each = model.takeEachHit(f, v, model.hitCapacity(f, v));
            int[] after = new int[each.length];
            for (int h = 0; h < after.length; h++) {
                // the side itself (no hit) and a hit wasted (the same side again) need no lookup
                after[h] = each[h] == f ? id : h > 0 && each[h] == each[h - 1] ? after[h - 1] : side(side, each[h]);
            }
            k = afterHits.size();
            afterHits.add(after);
            putIndex(afterHitsAt, o, id, shape, k, 4);
            spend(BYTES_PER_LIST + (long) Integer.BYTES * after.length);
        }
        return k;
    }

    /** @return the index in {@link #afterHits} of side {@code id}'s ids after {@code hits} hits of which 0 .. hits the firer chose */
    private int afterChosen(Side side, int id, int shape, Volley v, int hits) {
        long key = (long) id << 32 | (long) hits << 16 | shape << 1 | side.ordinal();
        int k = afterChosenIndex.get(key);
        if (k < 0) {
            FightingSide f = sides.get(side.ordinal()).get(id);
            int[] after = new int[hits + 1];
            for (int j = 0; j <= hits; j++) {
                after[j] = side(side, model.takeHits(f, v, hits, j));
            }
            k = afterHits.size();
            afterHits.add(after);
            afterChosenIndex.put(key, k);
            spend(BYTES_PER_LIST + (long) Integer.BYTES * after.length);
        }
        return k;
    }

    /** @return the side id of side {@code id} once step {@code s}'s casualties are removed */
    private int endStep(Side side, int id, int s) {
        int o = side.ordinal();
        int at = id * steps.size() + s;
        int[] ids = endStepIds[o];
        if (ids == null || at >= ids.length) {
            int n = Math.max(at + 1, ids == null ? 64 * steps.size() : 2 * ids.length);
            spend((long) Integer.BYTES * (n - (ids == null ? 0 : ids.length)));
            ids = ids == null ? new int[n] : java.util.Arrays.copyOf(ids, n);
            endStepIds[o] = ids;
        }
        if (ids[at] == 0) {
            int k = side(side, model.endStep(sides.get(o).get(id), steps.get(s)));
            ids[at] = k + 1;
            return k;
        }
        return ids[at] - 1;
    }

    /** @return the chain state id of side {@code id}'s composition for the next round, once the last step's casualties are removed */
    private int nextRound(Side side, int id) {
        int o = side.ordinal();
        if (id >= nextRoundIds[o].length) {
            nextRoundIds[o] = java.util.Arrays.copyOf(nextRoundIds[o], Math.max(2 * nextRoundIds[o].length, id + 1));
        }
        if (nextRoundIds[o][id] == 0) {
            FightingSide f = model.endStep(sides.get(o).get(id), steps.get(last));
            nextRoundIds[o][id] = chain.outcomes().id(side, model.endRound(f)) + 1;
        }
        return nextRoundIds[o][id] - 1;
    }

    private void spend(long bytes) {
        bytesLeft -= bytes;
        full |= bytesLeft < 0;
    }
}
