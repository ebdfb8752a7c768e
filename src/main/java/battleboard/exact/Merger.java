package battleboard.exact;

/**
 * Sums the probabilities of one state's successors, each (attacker id, defender id) once, grouped by attacker id in
 * the order the groups first came: one slot per state of a round position (its code), and the codes touched.
 */
final class Merger {
    private final int defenders;
    private final double[] sums;
    private final boolean[] held;
    /** Per attacker id, its group, or -1. */
    private final int[] groupOf;
    private int[] touched = new int[64];
    /** Per touched code, its group. */
    private int[] touchedGroup = new int[64];
    private int size;
    private int[] groupAtt = new int[16];
    private int[] groupSize = new int[16];
    private int groups;

    Merger(int attackers, int defenders) {
        this.defenders = defenders;
        int codes = Math.multiplyExact(attackers, defenders);
        sums = new double[codes];
        held = new boolean[codes];
        groupOf = new int[attackers];
        java.util.Arrays.fill(groupOf, -1);
    }

    void add(int att, int def, double p) {
        int code = att * defenders + def;
        if (!held[code]) {
            held[code] = true;
            int g = groupOf[att];
            if (g < 0) {
                if (groups == groupAtt.length) {
                    groupAtt = java.util.Arrays.copyOf(groupAtt, 2 * groups);
                    groupSize = java.util.Arrays.copyOf(groupSize, 2 * groups);
                }
                g = groups++;
                groupOf[att] = g;
                groupAtt[g] = att;
                groupSize[g] = 0;
            }
            groupSize[g]++;
            if (size == touched.length) {
                touched = java.util.Arrays.copyOf(touched, 2 * size);
                touchedGroup = java.util.Arrays.copyOf(touchedGroup, 2 * size);
            }
            touchedGroup[size] = g;
            touched[size++] = code;
        }
        sums[code] += p;
    }

    /** @return the successors added since the last call, as a round; the merger is left empty */
    StateRound take(int next, double stay) {
        int[] att = java.util.Arrays.copyOf(groupAtt, groups);
        int[] from = new int[groups + 1];
        for (int g = 0; g < groups; g++) {
            from[g + 1] = from[g] + groupSize[g];
        }
        int[] at = java.util.Arrays.copyOf(from, groups);
        int[] def = new int[size];
        double[] p = new double[size];
        for (int i = 0; i < size; i++) {
            int g = touchedGroup[i];
            int k = at[g]++;
            int code = touched[i];
            def[k] = code - att[g] * defenders;
            p[k] = sums[code];
            sums[code] = 0;
            held[code] = false;
        }
        for (int g = 0; g < groups; g++) {
            groupOf[att[g]] = -1;
        }
        size = 0;
        groups = 0;
        return StateRound.grouped(next, att, from, def, p, stay);
    }
}
