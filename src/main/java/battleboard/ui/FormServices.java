package battleboard.ui;

import battleboard.solve.CasualtyExplorer;
import battleboard.solve.Solver;
import java.util.Objects;

/**
 * What the form's view models use from outside themselves, given to them by constructor so tests can
 * substitute any of it.
 *
 * @param solver       solves a battle
 * @param explorer     values each casualty choice
 * @param runner       runs that work off the FX thread
 * @param notifier     receives problems that are not a field's
 * @param editionFiles asks for an edition file to load
 * @param battleFiles  asks for a battle file to open or save to
 * @param store        keeps the recent battle files and the last battle between sessions
 */
record FormServices(BattleSolver solver, CasualtyFinder explorer, TaskRunner runner, Notifier notifier,
                    EditionFiles editionFiles, BattleFiles battleFiles, FormStore store) {
    FormServices {
        Objects.requireNonNull(solver, "solver");
        Objects.requireNonNull(explorer, "explorer");
        Objects.requireNonNull(runner, "runner");
        Objects.requireNonNull(notifier, "notifier");
        Objects.requireNonNull(editionFiles, "editionFiles");
        Objects.requireNonNull(battleFiles, "battleFiles");
        Objects.requireNonNull(store, "store");
    }

    /**
     * @return the core's {@link Solver} and {@link CasualtyExplorer} with the given runner, notifier and edition files; no
     *         battle file is ever chosen, and nothing is kept between sessions
     */
    static FormServices of(TaskRunner runner, Notifier notifier, EditionFiles editionFiles) {
        return of(runner, notifier, editionFiles, BattleFiles.NONE, FormStore.inMemory());
    }

    /** @return the core's {@link Solver} and {@link CasualtyExplorer} with the given runner, notifier, files and store */
    static FormServices of(TaskRunner runner, Notifier notifier, EditionFiles editionFiles, BattleFiles battleFiles, FormStore store) {
        return new FormServices(new Solver()::solve, new CasualtyExplorer()::explore, runner, notifier, editionFiles, battleFiles, store);
    }

    /** @return these services with another solver */
    FormServices withSolver(BattleSolver other) {
        return new FormServices(other, explorer, runner, notifier, editionFiles, battleFiles, store);
    }
}
