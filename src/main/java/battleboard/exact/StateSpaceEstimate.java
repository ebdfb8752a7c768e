package battleboard.exact;

/**
 * The size of a battle's exact solution, computed before solving.
 *
 * @param attackerStates compositions the attacker can reach between rounds
 * @param defenderStates compositions the defender can reach between rounds
 * @param roundPositions distinct round positions (2 when the first round differs, else 1)
 * @param states         battle states the solver allocates: the product of the three
 * @param bytes          memory the solution needs, in bytes
 * @param work           estimated transitions to evaluate (an upper bound on inner-loop steps): for a battle whose
 *                       rounds the solver tabulates, the transitions left after trimming the hit distributions
 * @param fullWork       every transition of the chain, none trimmed (an upper bound): what playing the chain round by
 *                       round for the per-round figures costs per round
 * @param tabulated      whether the solver reads the rounds from per-composition tables (a separable battle), whose
 *                       transitions cost a few times less than a round played state by state
 */
public record StateSpaceEstimate(int attackerStates, int defenderStates, int roundPositions, long states, long bytes,
                                 double work, double fullWork, boolean tabulated) {

    /** An estimate of a battle played state by state: {@code fullWork == work}. */
    public StateSpaceEstimate(int attackerStates, int defenderStates, int roundPositions, long states, long bytes, double work) {
        this(attackerStates, defenderStates, roundPositions, states, bytes, work, work, false);
    }

    /**
     * @return this estimate for a battle read from round tables, with the transitions left after trimming; the full
     *         count kept in {@link #fullWork}
     */
    public StateSpaceEstimate withWork(double trimmed) {
        return new StateSpaceEstimate(attackerStates, defenderStates, roundPositions, states, bytes, trimmed, fullWork, true);
    }

    /** @return e.g. "151 x 147 x 1 = 22,197 states, 220 KiB, 1.3e+08 transitions" */
    public String describe() {
        // written out but for the exponent: every solve's note carries it, and a format of five fields costs as much as a
        // small battle's solve
        return grouped(attackerStates) + " x " + grouped(defenderStates) + " x " + roundPositions + " = " + grouped(states)
                + " states, " + bytes(bytes) + ", " + scientific(work) + " transitions";
    }

    /**
     * @return {@code x} as {@code %.1e} in {@code Locale.US} writes it ("1.3e+08"), from the shortest decimal digits of
     *         {@code x} ({@link Double#toString}) rounded half up at the second, as the format rounds them
     */
    static String scientific(double x) {
        if (!(x > 0) || Double.isInfinite(x)) {
            return String.format(java.util.Locale.US, "%.1e", x); // 0, negative, NaN, infinite: never a solve's count
        }
        String s = Double.toString(x); // "160.0", "1.26E8", "1.0E-5", "0.001"
        int e = s.indexOf('E');
        String mantissa = e < 0 ? s : s.substring(0, e);
        int dot = mantissa.indexOf('.');
        String digits = mantissa.substring(0, dot) + mantissa.substring(dot + 1);
        int zeros = 0;
        while (digits.charAt(zeros) == '0') {
            zeros++;
        }
        int exponent = dot - zeros - 1 + (e < 0 ? 0 : Integer.parseInt(s.substring(e + 1)));
        int first = digits.charAt(zeros) - '0';
        int second = zeros + 1 < digits.length() ? digits.charAt(zeros + 1) - '0' : 0;
        if (zeros + 2 < digits.length() && digits.charAt(zeros + 2) >= '5') {
            second++;
            if (second == 10) {
                second = 0;
                first++;
                if (first == 10) {
                    first = 1;
                    exponent++;
                }
            }
        }
        int size = Math.abs(exponent);
        return first + "." + second + (exponent < 0 ? "e-" : "e+") + (size < 10 ? "0" : "") + size;
    }

    /** @return {@code n} with a comma between groups of three digits, as {@code %,d} in {@code Locale.US} writes it */
    static String grouped(long n) {
        String s = Long.toString(n);
        int first = n < 0 ? 1 : 0;
        StringBuilder b = new StringBuilder(s.length() + s.length() / 3);
        for (int i = 0; i < s.length(); i++) {
            if (i > first && (s.length() - i) % 3 == 0) {
                b.append(',');
            }
            b.append(s.charAt(i));
        }
        return b.toString();
    }

    /** @return a byte count for people: "1,800 bytes", "220 KiB", "1.2 GiB" */
    public static String bytes(long n) {
        if (n < 10 * 1024) {
            return grouped(n) + " bytes";
        }
        if (n < 10L * 1024 * 1024) {
            return grouped(n / 1024) + " KiB";
        }
        if (n < 10L * 1024 * 1024 * 1024) {
            return grouped(n / (1024 * 1024)) + " MiB";
        }
        return String.format(java.util.Locale.US, "%.1f GiB", n / (1024.0 * 1024 * 1024));
    }
}
