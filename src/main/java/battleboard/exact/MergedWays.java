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
    Chain.Flat take(int next, double stay) {
        // the entries ordered by group, each group's in the ways' order
        int[] at = new int[groups + 1];
        for (int g = 0; g < groups; g++) {
            at[g + 1] = at[g] + groupEntries[g];
        }
        int[] byGroup = new int[entries];
        int[] fill = Arrays.copyOf(at, groups);
        for (int e = 0; e < entries; e++) {
            byGroup[fill[entryGroup[e]]++] = e;
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
                double[] pr = waysPd[entryWay[e]];
                double c = entryP[e];
                for (int y = 0; y < ids.length; y++) {
                    int to = ids[y];
                    if (to == skip) {
                        continue;
                    }
                    if (!heldD[to]) {
                        heldD[to] = true;
                        if (n == outDef.length) {
                            outDef = Arrays.copyOf(outDef, 2 * n);
                            outP = Arrays.copyOf(outP, 2 * n);
                        }
                        outDef[n++] = to;
                    }
                    sumD[to] += c * pr[y];
                }
            }
            for (int k = first; k < n; k++) {
                int to = outDef[k];
                outP[k] = sumD[to];
                sumD[to] = 0;
                heldD[to] = false;
            }
            from[g + 1] = n;
        }
        Chain.Flat round = Chain.Flat.grouped(next, att, from, Arrays.copyOf(outDef, n), Arrays.copyOf(outP, n), stay);
        start(-1, -1);
        return round;
    }
}
