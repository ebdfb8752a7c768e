package battleboard.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.edition.Edition;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * {@link RoundModel#fireView}: where what a side fires depends only on its units on the board, a side whose casualties of
 * a step are marked fires, in every step, the same volleys as the side with those casualties counted alive, which the
 * exact solver's step tables use to make each fire once for every way a round's marks can fall. Every count of hits of
 * every enemy volley of the round's first step, at the start of sea battles of four editions, checked volley by volley;
 * where submarines can be detected (Global War), a side is its own view.
 */
class FireViewTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "revised | 2 sub, 1 dd, 1 cv, 2 ftr, 1 bb, 1 tr | 2 sub, 1 dd, 1 bb, 1 cv, 2 ftr, 1 tr",
        "revised | 3 sub, 2 ftr, 1 bmb | 2 sub, 1 tr, 1 cv, 1 ftr, 1 bb",
        "classic | 2 submarine, 1 battleship, 1 fighter | 1 submarine, 1 carrier, 2 fighter, 1 transport",
        "world-at-war-2005 | 2 submarine, 1 cruiser, 1 battleship, 1 fighter | 2 submarine, 1 carrier, 1 fighter, 1 transport, 1 cruiser",
        "axis-allies-1942-2e | 2 submarine, 1 destroyer, 2 fighter, 1 battleship | 2 submarine, 1 carrier, 1 fighter, 1 cruiser, 1 transport",
    })
    void aSideWithItsMarkedCasualtiesCountedAliveFiresTheSame(String edition, String attacker, String defender) {
        RoundModel m = RoundModel.of(BattleSetup.builder(Edition.builtIn(edition)).attacker(attacker).defender(defender).build());
        RoundState r = m.startRound(m.initialState());
        int compared = 0;
        int folded = 0;
        for (Step step : m.steps()) {
            for (Side side : Side.values()) {
                for (Volley v : m.volleysOf(r, side.opponent(), step)) {
                    if (v.target() != side) {
                        continue;
                    }
                    FightingSide mine = r.side(side);
                    for (FightingSide marked : m.takeEachHit(mine, v, m.hitCapacity(mine, v))) {
                        FightingSide view = m.fireView(marked);
                        if (view != marked) {
                            folded++;
                            assertNotEquals(marked, view);
                        }
                        RoundState asMarked = side == Side.ATTACKER ? new RoundState(r.round(), marked, r.defender())
                                : new RoundState(r.round(), r.attacker(), marked);
                        RoundState asView = side == Side.ATTACKER ? new RoundState(r.round(), view, r.defender())
                                : new RoundState(r.round(), r.attacker(), view);
                        for (Step later : m.steps()) {
                            assertEquals(m.volleysOf(asMarked, side, later), m.volleysOf(asView, side, later),
                                    side + " marked " + marked + " in " + later);
                            compared++;
                        }
                    }
                }
            }
        }
        assertTrue(folded > 0, "some casualties were marked");
        assertTrue(compared > folded);
    }

    @Test
    void whereSubmarinesCanBeDetectedASideIsItsOwnView() {
        RoundModel m = RoundModel.of(BattleSetup.builder(Edition.builtIn("global-war-1939"))
                .attacker("3 sub, 2 dd, 1 ca, 1 bb").defender("2 sub, 1 dd, 1 ca, 1 tr, 1 naval-fighter").build());
        RoundState r = m.startRound(m.initialState());
        int checked = 0;
        for (Volley v : m.volleysOf(r, Side.ATTACKER, m.steps().get(m.steps().size() - 1))) {
            for (FightingSide marked : m.takeEachHit(r.defender(), v, m.hitCapacity(r.defender(), v))) {
                assertSame(marked, m.fireView(marked));
                checked++;
            }
        }
        assertTrue(checked > 1);
    }
}
