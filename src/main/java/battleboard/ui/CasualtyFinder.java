package battleboard.ui;

import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.battle.Side;
import battleboard.solve.CasualtyExplorer;
import battleboard.solve.SolveOptions;

/**
 * What the casualty explorer pane needs from the core; production passes
 * {@code new CasualtyExplorer()::explore} ({@link CasualtyExplorer#explore}).
 */
@FunctionalInterface
interface CasualtyFinder {
    /**
     * @param position the battle in progress: units left, damaged units, the round being fought
     * @param side     the side taking the hits
     * @param hits     hits to take, at least 1
     * @param source   the enemy unit type scoring the hits (its hits go only where it may hit); empty: any enemy unit
     * @param options  exact, Monte Carlo or automatic choice
     * @param progress receives progress; may cancel
     * @return every legal choice, best first for {@code side}
     * @throws IllegalArgumentException one line: no units, too many choices
     * @throws battleboard.result.TooLargeException when exact was asked for and the battle is too large
     */
    CasualtyExplorer.Exploration explore(BattleSetup position, Side side, int hits, java.util.Optional<battleboard.edition.UnitType> source,
                                         SolveOptions options, Progress progress);
}
