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
 */
record FormServices(BattleSolver solver, CasualtyFinder explorer, TaskRunner runner, Notifier notifier,
                    EditionFiles editionFiles) {
    FormServices {
        Objects.requireNonNull(solver, "solver");
        Objects.requireNonNull(explorer, "explorer");
        Objects.requireNonNull(runner, "runner");
        Objects.requireNonNull(notifier, "notifier");
        Objects.requireNonNull(editionFiles, "editionFiles");
    }

    /** @return the core's {@link Solver} and {@link CasualtyExplorer} with the given runner, notifier and files */
    static FormServices of(TaskRunner runner, Notifier notifier, EditionFiles editionFiles) {
        return new FormServices(new Solver()::solve, new CasualtyExplorer()::explore, runner, notifier, editionFiles);
    }

    /** @return these services with another solver */
    FormServices withSolver(BattleSolver other) {
        return new FormServices(other, explorer, runner, notifier, editionFiles);
    }
}
