package battleboard.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.edition.Edition;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link RoundModel#endView}: where no unit is expended at a step's end, a side whose casualties are marked ends the
 * round's last step as the side with those marks dropped, under every count of hits of every enemy volley of that step;
 * the exact solver's step tables then table the last step once for every way a round's marks fell on the same units
 * alive. Each way the steps before the last can leave a side at the start of sea battles of five editions, checked against each
 * volley of the last step that the enemy fires at it; where a unit is expended (Revised's Kamikaze), a side is its own
 * view.
 */
class EndViewTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "revised | 2 sub, 1 dd, 1 cv, 2 ftr, 1 bb, 1 tr | 2 sub, 1 dd, 1 bb, 1 cv, 2 ftr, 1 tr | true",
        "revised | 4 sub, 2 dd, 2 ftr, 1 bmb, 1 bb | 3 sub, 1 dd, 1 bb, 2 cv, 3 ftr, 2 tr | true",
        "revised | 3 sub, 2 ftr, 1 bmb | 2 sub, 1 tr, 1 cv, 1 ftr, 1 bb | false",
        "classic | 2 submarine, 1 battleship, 1 fighter | 1 submarine, 1 carrier, 2 fighter, 1 transport | false",
        "global-war-1939 | 3 sub, 2 dd, 1 ca, 1 bb | 2 sub, 1 dd, 1 ca, 1 tr, 1 naval-fighter | false",
        "world-at-war-2005 | 2 submarine, 1 cruiser, 1 battleship, 1 fighter | 2 submarine, 1 carrier, 1 fighter, 1 transport, 1 cruiser | false",
        "axis-allies-1942-2e | 2 submarine, 1 destroyer, 2 fighter, 1 battleship | 2 submarine, 1 carrier, 1 fighter, 1 cruiser, 1 transport | false",
    })
    void aSideWithItsMarksDroppedEndsTheRoundTheSame(String edition, String attacker, String defender, boolean marksReachTheLastStep) {
        RoundModel m = RoundModel.of(BattleSetup.builder(Edition.builtIn(edition)).attacker(attacker).defender(defender).build());
        RoundState r = m.startRound(m.initialState());
        List<Step> steps = m.steps();
        Step last = steps.get(steps.size() - 1);
        int compared = 0;
        int folded = 0;
        for (Side side : Side.values()) {
            for (Step first : steps.subList(0, steps.size() - 1)) {
                for (Volley v : m.volleysOf(r, side.opponent(), first)) {
                    if (v.target() != side) {
                        continue;
                    }
                    FightingSide mine = r.side(side);
                    for (FightingSide hit : m.takeEachHit(mine, v, m.hitCapacity(mine, v))) {
                        FightingSide marked = m.endStep(hit, first);
                        FightingSide view = m.endView(marked);
                        if (view != marked) {
                            folded++;
                            assertNotEquals(marked, view);
                        }
                        RoundState before = side == Side.ATTACKER ? new RoundState(r.round(), marked, r.defender())
                                : new RoundState(r.round(), r.attacker(), marked);
                        for (Volley w : m.volleysOf(before, side.opponent(), last)) {
                            if (w.target() != side) {
                                continue;
                            }
                            int most = m.hitCapacity(marked, w);
                            assertEquals(most, m.hitCapacity(view, w), () -> side + " marked " + marked);
                            FightingSide[] fromMarked = m.takeEachHit(marked, w, most);
                            FightingSide[] fromView = m.takeEachHit(view, w, most);
                            for (int h = 0; h <= most; h++) {
                                assertEquals(m.endRound(m.endStep(fromMarked[h], last)), m.endRound(m.endStep(fromView[h], last)),
                                        side + " marked " + marked + ", " + h + " hits");
                                compared++;
                            }
                        }
                    }
                }
            }
        }
        // in Revised, while both sides keep a destroyer, the submarines' casualties of the opening fire fire back: marked
        // until the round ends; elsewhere a step's casualties are gone by the last step
        assertEquals(marksReachTheLastStep, folded > 0, "marked casualties reach the last step");
        assertTrue(compared > folded);
    }

    @Test
    void whereAUnitIsExpendedASideIsItsOwnView() {
        RoundModel m = RoundModel.of(BattleSetup.builder(Edition.builtIn("revised")).attacker("2 kamikaze-fighter, 1 battleship")
                .defender("1 transport, 1 destroyer").build());
        RoundState r = m.startRound(m.initialState());
        int checked = 0;
        for (Step step : m.steps()) {
            for (Volley v : m.volleysOf(r, Side.DEFENDER, step)) {
                for (FightingSide marked : m.takeEachHit(r.attacker(), v, m.hitCapacity(r.attacker(), v))) {
                    assertSame(marked, m.endView(marked));
                    checked++;
                }
            }
        }
        assertTrue(checked > 1);
    }
}
