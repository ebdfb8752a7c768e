package battleboard.ui;

import java.util.Locale;

/**
 * How the form writes a figure of a result, in every pane and table: a probability as a percentage, an IPC amount, an
 * IPC swing with its sign. Shared by the results' view models ({@link ResultsViewModel}, the distributions, the retreat
 * states, the panes), so that none of them refers to another for its text.
 */
final class Figures {
    private Figures() {
    }

    /** @return a probability in [0, 1] as a percentage with two decimals, e.g. "39.45%" */
    static String percent(double p) {
        return String.format(Locale.US, "%.2f%%", p * 100);
    }

    /** @return an IPC swing with its sign, e.g. "+3.88 IPC" */
    static String swing(double ipc) {
        String s = String.format(Locale.US, "%+.2f IPC", ipc);
        return s.startsWith("-0.00 ") ? "+0.00 IPC" : s; // a swing of nothing computed as -1e-16
    }

    /** @return an IPC amount, e.g. "7.21 IPC" */
    static String ipc(double x) {
        return String.format(Locale.US, "%.2f IPC", x);
    }
}
