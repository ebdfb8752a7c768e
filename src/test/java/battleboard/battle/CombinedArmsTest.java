package battleboard.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Combined arms as unit data ({@code boosts}): a booster adds a delta to up to its capacity of attacking units
 * with a tag, and the battle pairs boosters with boosted units so that as many as possible get a boost (Global
 * War 1939 G1903-1936 needs it; Revised artillery is the same rule with one booster and one class).
 */
class CombinedArmsTest {
    private static final Edition REVISED = Edition.builtIn("revised");

    private static Edition edition(Path dir) throws IOException {
        Path file = dir.resolve("combined-arms.json");
        Files.writeString(file, """
                {"id": "combined-arms", "name": "Revised with combined arms as boosts", "extends": "revised",
                 "units": [
                   {"id": "infantry", "name": "Infantry", "abbreviations": ["inf"], "tags": ["infantry"], "domain": "land",
                    "cost": 3, "attack": 1, "defense": 2},
                   {"id": "artillery", "name": "Artillery", "abbreviations": ["art"], "domain": "land", "cost": 4,
                    "attack": 2, "defense": 2, "boosts": [{"tags": ["infantry", "mech"], "delta": 1}]},
                   {"id": "tank", "name": "Tank", "abbreviations": ["arm"], "tags": ["armor"], "domain": "land", "cost": 5,
                    "attack": 3, "defense": 3, "boosts": [{"tags": ["mech"], "delta": 1}]},
                   {"id": "fighter", "name": "Fighter", "abbreviations": ["ftr"], "tags": ["fighter"], "domain": "air",
                    "cost": 10, "attack": 3, "defense": 4},
                   {"id": "mech", "name": "Mechanized infantry", "tags": ["mech"], "domain": "land", "cost": 4,
                    "attack": 1, "defense": 2},
                   {"id": "tactical-bomber", "name": "Tactical bomber", "domain": "air", "cost": 11, "attack": 3,
                    "defense": 3, "boosts": [{"tags": ["armor"], "delta": 1, "unlessEnemyTag": "fighter"}]},
                   {"id": "fortress", "name": "Fortress", "domain": "land", "cost": 0, "attack": 0, "defense": 0,
                    "casualty": false, "boosts": [{"tags": ["infantry"], "delta": 1, "capacity": 2, "role": "defense"}]},
                   {"id": "bunker", "name": "Bunker", "domain": "land", "cost": 0, "attack": 0, "defense": 3, "defenseDice": 2,
                    "casualty": false, "fireRounds": [1]}
                 ],
                 "technologies": [
                   {"id": "advanced-artillery", "name": "Advanced Artillery", "changes": {"artillery": {"boostCapacity": 2}}}
                 ]}
                """);
        return Edition.fromFile(file);
    }

    /** @return the attacker's round-1 dice: value to number of dice */
    private static Map<Integer, Integer> attackDice(BattleSetup s) {
        return dice(s, Side.ATTACKER);
    }

    /** @return a side's round-1 dice: value to number of dice */
    private static Map<Integer, Integer> dice(BattleSetup s, Side side) {
        RoundModel m = RoundModel.of(s);
        Map<Integer, Integer> out = new TreeMap<>();
        for (Step step : m.steps()) {
            for (Volley v : m.volleys(m.startRound(m.initialState()), step)) {
                if (v.dice().firer() == side) {
                    v.dice().groups().forEach(g -> out.merge(g.value(), g.count(), Integer::sum));
                }
            }
        }
        return out;
    }

    @Test
    void artilleryAsABoostGivesRevisedsOdds(@TempDir Path dir) throws IOException {
        Edition e = edition(dir);
        for (String attacker : new String[] {"3 infantry, 2 artillery, 1 tank", "1 infantry, 3 artillery", "4 infantry, 1 artillery"}) {
            double shipped = new ExactSolver().solve(BattleSetup.builder(REVISED).attacker(attacker).defender("4 infantry").build())
                    .attackerWin();
            double boosted = new ExactSolver().solve(BattleSetup.builder(e).attacker(attacker).defender("4 infantry").build())
                    .attackerWin();
            assertEquals(shipped, boosted, 1e-12, attacker);
        }
    }

    @Test
    void thePairingBoostsAsManyUnitsAsItCan(@TempDir Path dir) throws IOException {
        Edition e = edition(dir);
        // the artillery may boost the infantry or the mech, the tank only the mech: the tank takes the mech and the
        // artillery the infantry, so both fire at 2 (pairing the artillery with the mech first would boost one)
        assertEquals(Map.of(2, 3, 3, 1), attackDice(BattleSetup.builder(e).attacker("1 infantry, 1 mech, 1 artillery, 1 tank")
                .defender("1 infantry").build()));
        // a tactical bomber boosts the tank only when the enemy has no fighter
        assertEquals(Map.of(3, 1, 4, 1), attackDice(BattleSetup.builder(e).attacker("1 tank, 1 tactical-bomber")
                .defender("1 infantry").build()));
        assertEquals(Map.of(3, 2), attackDice(BattleSetup.builder(e).attacker("1 tank, 1 tactical-bomber")
                .defender("1 infantry, 1 fighter").build()));
    }

    @Test
    void aTechnologyRaisesABoostersCapacity(@TempDir Path dir) throws IOException {
        // Global War Advanced Artillery (G156): one artillery boosts two infantry
        Edition e = edition(dir);
        assertEquals(Map.of(1, 2, 2, 2), attackDice(BattleSetup.builder(e).attacker("3 infantry, 1 artillery")
                .defender("1 infantry").build()));
        assertEquals(Map.of(1, 1, 2, 3), attackDice(BattleSetup.builder(e).attacker("3 infantry, 1 artillery")
                .defender("1 infantry").tech(Side.ATTACKER, "advanced-artillery").build()));
    }

    @Test
    void aUnitMayFireInSomeRoundsOnly(@TempDir Path dir) throws IOException {
        // a bunker (never a casualty, 2 dice at 3, round 1 only, as a Global War fortress's dice, G1844-1846) with
        // 1 infantry against 1 attacking infantry. Round 1: the attacker hits 1/6; the defender misses with
        // 4/6 x 1/4 = 1/6. Both hit 5/36: draw; only the attacker 1/36: the bunker cannot hold the battle, attacker
        // win; neither 5/36: from round 2 a plain 1 vs 1 infantry (1/4, 5/8, 1/8). Attacker win 1/36 + 5/36 x 1/4
        // = 1/16; draw 5/36 + 5/36 x 1/8 = 5/32; defender win 25/32.
        Edition e = edition(dir);
        BattleResult r = new ExactSolver().solve(BattleSetup.builder(e).attacker("1 infantry").defender("1 infantry, 1 bunker").build());
        assertEquals(1.0 / 16, r.attackerWin(), 1e-12);
        assertEquals(5.0 / 32, r.draw(), 1e-12);
        assertEquals(25.0 / 32, r.defenderWin(), 1e-12);
    }

    @Test
    void aBoostMayActOnDefense(@TempDir Path dir) throws IOException {
        // a fortress (never a casualty) gives +1 defense to at most 2 infantry: 3 defending infantry roll 2 dice at 3
        // and 1 at 2; the attacker's infantry get nothing from it
        Edition e = edition(dir);
        BattleSetup s = BattleSetup.builder(e).attacker("3 infantry").defender("3 infantry, 1 fortress").build();
        assertEquals(Map.of(2, 1, 3, 2), dice(s, Side.DEFENDER));
        assertEquals(Map.of(1, 3), dice(s, Side.ATTACKER));
    }
}
