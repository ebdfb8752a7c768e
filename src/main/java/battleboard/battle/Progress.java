package battleboard.battle;

/**
 * Receives a solver's progress and tells it when to stop. Solvers call it from their own threads.
 */
public interface Progress {
    /** Ignores progress and never cancels. */
    Progress NONE = new Progress() {
        @Override
        public void update(double fractionDone, String message) {
        }

        @Override
        public boolean isCancelled() {
            return false;
        }
    };

    /**
     * @param fractionDone estimated fraction of the work done, in [0, 1]
     * @param message      what is being done, for display
     */
    void update(double fractionDone, String message);

    /** @return true when the caller wants the solver to stop; it then throws {@link java.util.concurrent.CancellationException} */
    boolean isCancelled();
}
