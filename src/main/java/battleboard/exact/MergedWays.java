package battleboard.exact;

import java.util.Arrays;

/**
 * The successors of a round that reaches its last step several ways (submarines' opening fire ends differently), each
 * once: every way's last-step outcomes of both sides multiplied, and each successor's probability summed over the ways
 * in their order. Listed grouped by the attacker's successor (groups in the order first met, each group's defenders
 * likewise), as {@link Merger} lists them; each group's defenders are summed in a small array of defender ids rather
 * than in an attackers × defenders table. One per {@link StepTables}: not thread-safe.
 */
final class MergedWays {
    private final int[] groupOf;
    private final double[] sumD;
    private final boolean[] heldD;
    /** Per way added: the defender's outcomes of the last step (ids and probabilities). */
    private int[][] waysD = new int[16][];
    private double[][] waysPd = new double[16][];
    private int ways;
    /** The attacker's outcomes of the last step over every way, each (way, probability) under its outcome's group, in order. */
    private int[] entryWay = new int[64];
    private double[] entryP = new double[64];
    private int[] entryGroup = new int[64];
    private int entries;
    /** The groups' attacker ids, and their numbers of entries. */
    private int[] groupAtt = new int[16];
    private int[] groupEntries = new int[16];
    private int groups;
    private int[] outDef = new int[64];
    private double[] outP = new double[64];
    /** The state itself, left out of its successors: its attacker id (−1 when the round position changes) and defender id. */
    private int selfA;
    private int selfD;

    /**
     * @param attackers the chain's attacker ids (0 .. attackers − 1)
     * @param defenders the chain's defender ids (0 .. defenders − 1)
     */
    MergedWays(int attackers, int defenders) {
        groupOf = new int[attackers];
        Arrays.fill(groupOf, -1);
        sumD = new double[defenders];
        heldD = new boolean[defenders];
    }

    /**
     * Starts a state's round.
     *
     * @param selfA the state's attacker id when its successors stay in its round position (the state itself is then left
     *              out), else −1
     * @param selfD the state's defender id
     */
    void start(int selfA, int selfD) {
        this.selfA = selfA;
        this.selfD = selfD;
        ways = 0;
        entries = 0;
        groups = 0;
    }

    /**
     * Adds one way of reaching the last step, with probability {@code q}, and both sides' outcomes of that step (chain
     * state ids and their probabilities).
     */
    void add(double q, int[] idsA, double[] pa, int[] idsD, double[] pd) {
        if (ways == waysD.length) {
            waysD = Arrays.copyOf(waysD, 2 * ways);
            waysPd = Arrays.copyOf(waysPd, 2 * ways);
        }
        int way = ways++;
        waysD[way] = idsD;
        waysPd[way] = pd;
        for (int x = 0; x < idsA.length; x++) {
            double c = q * pa[x];
            int to = idsA[x];
            // a successor is met when some defender outcome is not the state itself
            if (c == 0 || idsD.length == 0 || to == selfA && idsD.length == 1 && idsD[0] == selfD) {
                continue;
            }
            int g = groupOf[to];
            if (g < 0) {
                if (groups == groupAtt.length) {
                    groupAtt = Arrays.copyOf(groupAtt, 2 * groups);
                    groupEntries = Arrays.copyOf(groupEntries, 2 * groups);
                }
                g = groups++;
                groupOf[to] = g;
                groupAtt[g] = to;
                groupEntries[g] = 0;
            }
            groupEntries[g]++;
            if (entries == entryWay.length) {
                entryWay = Arrays.copyOf(entryWay, 2 * entries);
                entryP = Arrays.copyOf(entryP, 2 * entries);
                entryGroup = Arrays.copyOf(entryGroup, 2 * entries);
            }
            entryWay[entries] = way;
            entryP[entries] = c;
            entryGroup[entries++] = g;
        }
    }

    /** Forgets the state's round (the step tables filled up part way). */
    void drop() {
        for (int g = 0; g < groups; g++) {
            groupOf[groupAtt[g]] = -1;
        }
        start(-1, -1);
    }

    /**
     * @param next the round position of the successors
     * @param stay the probability in [0, 1) that the round leaves the state as it was
     * @return the successors of the ways added, each once; the merger is left empty
     */
    StateRound take(int next, double stay) {
        // the entries ordered by group, each group's in the ways' order (a counting sort into scratch arrays)
        if (at.length < groups + 1) {
            at = new int[2 * groups + 1];
        }
        if (byGroup.length < entries) {
            byGroup = new int[2 * entries];
        }
        at[0] = 0;
        for (int g = 0; g < groups; g++) {
            at[g + 1] = at[g] + groupEntries[g];
            groupEntries[g] = at[g]; // from here on, where the group's next entry goes
        }
        for (int e = 0; e < entries; e++) {
            byGroup[groupEntries[entryGroup[e]]++] = e;
        }
        int[] att = Arrays.copyOf(groupAtt, groups);
        int[] from = new int[groups + 1];
        int n = 0;
        for (int g = 0; g < groups; g++) {
            groupOf[att[g]] = -1;
            int skip = att[g] == selfA ? selfD : -1;
            int first = n;
            for (int k = at[g]; k < at[g + 1]; k++) {
                int e = byGroup[k];
                int[] ids = waysD[entryWay[e]];
                if (n + ids.length > outDef.length) {
                    outDef = Arrays.copyOf(outDef, 2 * (n + ids.length));
                    outP = Arrays.copyOf(outP, outDef.length);
                }
                n = accumulate(ids, waysPd[entryWay[e]], entryP[e], skip, n);
            }
            for (int k = first; k < n; k++) {
                int to = outDef[k];
                outP[k] = sumD[to];
                sumD[to] = 0;
                heldD[to] = false;
            }
            from[g + 1] = n;
        }
        StateRound round = StateRound.grouped(next, att, from, Arrays.copyOf(outDef, n), Arrays.copyOf(outP, n), stay);
        start(-1, -1);
        return round;
    }

    /**
     * Adds {@code c} times one way's defender outcomes to their sums, each defender id not met before in the group listed
     * in {@link #outDef} from {@code n} on (room for every id is made beforehand: the loop has no branch but the state
     * itself's, so that the JIT keeps it tight).
     *
     * @return the number of defender ids listed
     */
    private int accumulate(int[] ids, double[] pr, double c, int skip, int n) {
        int[] out = outDef;
        boolean[] held = heldD;
        double[] sum = sumD;
        for (int y = 0; y < ids.length; y++) {
            int to = ids[y];
            if (to == skip) {
                continue;
            }
            out[n] = to;
            n += held[to] ? 0 : 1;
            held[to] = true;
            sum[to] += c * pr[y];
        }
        return n;
    }

    /** Scratch of {@link #take}: where each group's entries start, and the entries in group order. */
    private int[] at = new int[17];
    private int[] byGroup = new int[64];
}
