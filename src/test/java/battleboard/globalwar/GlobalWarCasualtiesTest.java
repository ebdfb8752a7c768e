package battleboard.globalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;

import battleboard.battle.BattleSetup;
import battleboard.battle.Damage;
import battleboard.battle.Progress;
import battleboard.battle.Side;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;
import battleboard.solve.CasualtyChoice;
import battleboard.solve.CasualtyExplorer;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The casualty explorer on Global War 1939 battles: units of 3 hit points damaged at any level, and only the
 * choices the rules allow (transports taken last, G2122-2124). Each choice's odds are those of the battle started
 * from it, solved on its own.
 */
class GlobalWarCasualtiesTest {
    private static List<CasualtyChoice> explore(BattleSetup position, Side side, int hits) {
        return new CasualtyExplorer().explore(position, side, hits, SolveOptions.of(MethodChoice.EXACT), Progress.NONE).choices();
    }

    @Test
    void aYamatoTakesTwoHitsOrADestroyerGoes() {
        BattleSetup position = GlobalWarCasesTest.battle("1 yamato, 1 destroyer", "2 battleship").build();
        List<CasualtyChoice> choices = explore(position, Side.ATTACKER, 2);
        assertEquals(Set.of("damaged 1 yamato:2", "lose 1 destroyer; damaged 1 yamato"),
                choices.stream().map(CasualtyChoice::label).collect(Collectors.toSet()));
        for (CasualtyChoice c : choices) {
            boolean yamatoTwice = c.damaged().containsKey("yamato:2");
            BattleSetup after = GlobalWarCasesTest.battle(yamatoTwice ? "1 yamato, 1 destroyer" : "1 yamato", "2 battleship")
                    .damage(Side.ATTACKER, Damage.parse(yamatoTwice ? "1 yamato:2" : "1 yamato:1", GlobalWarCasesTest.GW))
                    .startRound(2).build();
            BattleResult r = new ExactSolver().solve(after);
            assertEquals(r.attackerWin(), c.attackerWin(), 1e-12, c.label());
            assertEquals(r.defenderWin(), c.defenderWin(), 1e-12, c.label());
        }
    }

    @Test
    void aYamatoDamagedTwiceSinksOnTheThirdHit() {
        BattleSetup position = GlobalWarCasesTest.battle("1 yamato", "2 battleship")
                .damage(Side.ATTACKER, Damage.parse("1 yamato:2", GlobalWarCasesTest.GW)).build();
        List<CasualtyChoice> choices = explore(position, Side.ATTACKER, 1);
        assertEquals(List.of("lose 1 yamato"), choices.stream().map(CasualtyChoice::label).toList());
        assertEquals(1.0, choices.get(0).defenderWin(), 1e-12);
    }

    @Test
    void transportsAreTakenLast() {
        BattleSetup position = GlobalWarCasesTest.battle("3 submarine, 1 destroyer", "2 destroyer, 1 transport").build();
        assertEquals(List.of("lose 1 destroyer"), explore(position, Side.DEFENDER, 1).stream().map(CasualtyChoice::label).toList());
        assertEquals(List.of("lose 2 destroyer, 1 transport"),
                explore(position, Side.DEFENDER, 3).stream().map(CasualtyChoice::label).toList());
        assertEquals(Map.of("destroyer", 2), explore(position, Side.DEFENDER, 2).get(0).lost());
        assertEquals(1, explore(position, Side.DEFENDER, 2).size());
    }
}
