package battleboard.exact;

/** Successor ids of one side with their probabilities. */
record Outcomes(int[] ids, double[] p) {
    double probabilityOf(int id) {
        double s = 0;
        for (int i = 0; i < ids.length; i++) {
            if (ids[i] == id) {
                s += p[i];
            }
        }
        return s;
    }
}
