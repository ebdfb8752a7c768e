package battleboard.exact;

/**
 * A state's round with each successor state once, however many ways of the round lead to it, all in round position
 * {@code next}, in the order the round's outcomes list them. When the round position stays, the state itself is left
 * out and {@code stay} is the probability that the round leaves it as it was (else 0). Two forms:
 * <ul>
 *   <li>grouped by the attacker's successor: for group {@code g}, the attacker goes to {@code att[g]} and the defender
 *       to {@code def[k]} with probability {@code p[k]}, for k from {@code from[g]} to {@code from[g + 1]}
 *       (exclusive);</li>
 *   <li>a product ({@code from} null), when one way of the round leads to its last step: the attacker goes to
 *       {@code att[g]} and the defender to {@code def[k]} with probability {@code attP[g] × p[k]}, for every g and k but
 *       the state itself ({@code skipA}, {@code skipD}; −1 when not left out). It holds |att| + |def| numbers where the
 *       grouped form would hold |att| × |def|.</li>
 * </ul>
 */
final class StateRound {
    private final int next;
    private final int[] att;
    private final int[] from;
    private final int[] def;
    private final double[] p;
    private final double stay;
    private final double[] attP;
    private final int skipA;
    private final int skipD;

    private StateRound(int next, int[] att, int[] from, int[] def, double[] p, double stay, double[] attP, int skipA, int skipD) {
        this.next = next;
        this.att = att;
        this.from = from;
        this.def = def;
        this.p = p;
        this.stay = stay;
        this.attP = attP;
        this.skipA = skipA;
        this.skipD = skipD;
    }

    /** @return the grouped form (see the class comment) */
    static StateRound grouped(int next, int[] att, int[] from, int[] def, double[] p, double stay) {
        return new StateRound(next, att, from, def, p, stay, null, -1, -1);
    }

    /**
     * @param attP  per attacker successor, its probability (times the way's)
     * @param defP  per defender successor, its probability
     * @param skipA with {@code skipD}, the successor left out (the state itself), or −1
     * @return the product form (see the class comment)
     */
    static StateRound product(int next, int[] att, double[] attP, int[] def, double[] defP, int skipA, int skipD, double stay) {
        return new StateRound(next, att, null, def, defP, stay, attP, skipA, skipD);
    }

    /** @return the round position the successors are in */
    int next() {
        return next;
    }

    /** @return the probability in [0, 1) that the round leaves the state as it was */
    double stay() {
        return stay;
    }

    /** @return the numbers this round holds (ids and probabilities, counted once per pair) */
    int size() {
        return from == null ? att.length + def.length : p.length;
    }

    /** Receives one successor of a round. */
    interface Successor {
        void accept(int attacker, int defender, double p);
    }

    /** Gives each successor with its probability, in order. */
    void forEach(Successor out) {
        for (int g = 0; g < att.length; g++) {
            int lo = from == null ? 0 : from[g];
            int hi = from == null ? def.length : from[g + 1];
            for (int k = lo; k < hi; k++) {
                if (from != null) {
                    out.accept(att[g], def[k], p[k]);
                } else if (!(att[g] == skipA && def[k] == skipD)) {
                    out.accept(att[g], def[k], attP[g] * p[k]);
                }
            }
        }
    }

    /** Adds {@code weight} times each successor's probability to {@code to[next][attacker][defender]}, rows made as needed. */
    void scatter(double[][][] to, double weight, int defenders) {
        double[][] layer = to[next];
        for (int g = 0; g < att.length; g++) {
            double[] row = layer[att[g]];
            if (row == null) {
                row = new double[defenders];
                layer[att[g]] = row;
            }
            if (from != null) {
                for (int k = from[g]; k < from[g + 1]; k++) {
                    row[def[k]] += weight * p[k];
                }
            } else {
                double c = attP[g];
                int skip = att[g] == skipA ? skipD : -1;
                for (int k = 0; k < def.length; k++) {
                    if (def[k] != skip) {
                        row[def[k]] += weight * (c * p[k]); // as the grouped form's weight * p[k]
                    }
                }
            }
        }
    }

    /** Adds {@code weight} times each successor's probability to {@code to} at this round's position, as {@link #scatter(double[][][], double, int)}. */
    void scatter(Mass to, double weight) {
        if (span == null) {
            span = span();
        }
        if (from == null) {
            scatterProduct(to, weight);
            return;
        }
        for (int g = 0; g < att.length; g++) {
            double[] row = to.row(next, att[g]);
            for (int k = from[g]; k < from[g + 1]; k++) {
                row[def[k]] += weight * p[k];
            }
            to.hold(next, att[g], span[2 * g], span[2 * g + 1]);
        }
    }

    /**
     * Per group, the lowest and highest defender id it reaches (grouped form), or once for every group (product form):
     * what a per-round sweep marks as holding probability, found on the first sweep and kept with the round.
     */
    private int[] span;

    private int[] span() {
        int groups = from == null ? 1 : att.length;
        int[] out = new int[2 * groups];
        for (int g = 0; g < groups; g++) {
            int min = Integer.MAX_VALUE;
            int max = -1;
            for (int k = from == null ? 0 : from[g]; k < (from == null ? def.length : from[g + 1]); k++) {
                min = Math.min(min, def[k]);
                max = Math.max(max, def[k]);
            }
            out[2 * g] = min;
            out[2 * g + 1] = max;
        }
        return out;
    }

    private void scatterProduct(Mass to, double weight) {
        int min = span[0];
        int max = span[1];
        for (int g = 0; g < att.length; g++) {
            double[] row = to.row(next, att[g]);
            to.hold(next, att[g], min, max);
            double c = attP[g];
            int skip = att[g] == skipA ? skipD : -1;
            for (int k = 0; k < def.length; k++) {
                if (def[k] != skip) {
                    row[def[k]] += weight * (c * p[k]); // as the grouped form's weight * p[k]
                }
            }
        }
    }

    /** @return the sum over successors of probability × {@code values[attacker][defender]} */
    double expect(double[][] values) {
        double sum = 0;
        for (int g = 0; g < att.length; g++) {
            double[] row = values[att[g]];
            if (from != null) {
                for (int k = from[g]; k < from[g + 1]; k++) {
                    sum += p[k] * row[def[k]];
                }
            } else {
                double c = attP[g];
                int skip = att[g] == skipA ? skipD : -1;
                for (int k = 0; k < def.length; k++) {
                    if (def[k] != skip) {
                        sum += c * p[k] * row[def[k]];
                    }
                }
            }
        }
        return sum;
    }
}
