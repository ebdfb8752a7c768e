package battleboard.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.edition.Edition;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link RoundModel#takeEachHit} (every count of a volley's hits in one pass, as the exact solver's step tables read
 * them) gives for each count the side {@link RoundModel#takeHits} gives for it alone: two-hit ships, submarines that
 * aircraft may not hit, transports taken last, hits past what the side can take, a firer's choice (World at War).
 */
class TakeEachHitTest {
    static Stream<Arguments> battles() {
        return Stream.of(
                Arguments.of("revised", "4 sub, 3 dd, 4 ftr, 1 bmb, 1 bb", "1 bb, 2 cv, 4 ftr, 2 dd, 2 sub, 2 tr"),
                Arguments.of("global-war-1939", "4 sub, 3 dd, 2 ca, 1 bb, 1 cv, 1 ftr", "4 sub, 2 dd, 2 ca, 1 bb, 2 tr, 1 naval-fighter"),
                Arguments.of("world-at-war-2005", "3 submarine, 1 battleship, 1 cruiser", "2 submarine, 1 cruiser, 1 transport"),
                Arguments.of("axis-allies-1942-2e", "3 sub, 2 destroyer, 1 battleship, 2 fighter", "2 sub, 1 destroyer, 1 carrier, 2 fighter, 1 transport"),
                Arguments.of("classic", "3 inf, 2 tank, 1 ftr", "4 inf, 1 aa, 1 ftr"));
    }

    @ParameterizedTest
    @MethodSource("battles")
    void eachCountAsTakenAlone(String edition, String attacker, String defender) {
        RoundModel model = RoundModel.of(BattleSetup.builder(Edition.builtIn(edition)).attacker(attacker).defender(defender).build());
        RoundState r = model.startRound(model.initialState());
        int checked = 0;
        for (Step step : model.steps()) {
            for (Volley v : model.volleys(r, step)) {
                FightingSide target = r.side(v.target());
                int most = model.hitCapacity(target, v) + 2; // two hits past what the side can take: wasted
                FightingSide[] each = model.takeEachHit(target, v, most);
                assertEquals(most + 1, each.length);
                for (int h = 0; h <= most; h++) {
                    assertEquals(model.takeHits(target, v, h), each[h], step + ", " + v + ", " + h + " hits");
                    checked++;
                }
            }
        }
        assertTrue(checked > 5, "volleys checked: " + checked);
    }
}
