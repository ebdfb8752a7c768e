package battleboard.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Units entered damaged at any level ("1 battleship:2"), the values of each damage level, and hits that go elsewhere on defense. */
class DamageLevelsTest {
    private static final Edition REVISED = Edition.builtIn("revised");
    private static final Edition WAW = Edition.builtIn("world-at-war-2005");

    @Test
    void aBattleshipOfThreeHitPointsWithTwoTakenFightsAsARevisedOneWithOne(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("tough.json");
        Files.writeString(file, """
                {"id": "tough", "name": "Revised with 3-hit battleships", "extends": "revised",
                 "units": [{"id": "battleship", "name": "Battleship", "abbreviations": ["bb"], "domain": "sea",
                            "cost": 24, "attack": 4, "defense": 4, "bombard": 4, "hitPoints": 3}]}
                """);
        Edition tough = Edition.fromFile(file);
        BattleSetup twoTaken = BattleSetup.builder(tough).attacker("2 fighter").defender("1 battleship")
                .damage(Side.DEFENDER, Damage.parse("1 battleship:2", tough)).build();
        BattleSetup oneTaken = BattleSetup.builder(REVISED).attacker("2 fighter").defender("1 battleship")
                .damage(Side.DEFENDER, Damage.parse("1 battleship:1", REVISED)).build();
        BattleResult a = new ExactSolver().solve(twoTaken);
        BattleResult b = new ExactSolver().solve(oneTaken);
        assertEquals(b.attackerWin(), a.attackerWin(), 1e-12);
        assertEquals(b.defenderWin(), a.defenderWin(), 1e-12);
        assertEquals("1 battleship:2", twoTaken.damage(Side.DEFENDER).toString());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BattleSetup.builder(tough)
                .attacker("2 fighter").defender("1 battleship").damage(Side.DEFENDER, Damage.parse("1 battleship:3", tough)).build());
        assertEquals("damaged battleship:3: a unit of 3 hit points can have taken at most 2 hits", e.getMessage());
    }

    @Test
    void hitsOnDefenseMayDifferFromHitsOnAttack(@TempDir Path dir) throws IOException {
        // a carrier that defends against aircraft only: 1 submarine (first shot at 2) vs 1 carrier (D3). As shipped
        // the carrier hits the sub with 1/2 a round: attacker win (1/3) / (1/3 + 2/3 x 1/2) = 1/2. Defending
        // against aircraft only, it can never hit the sub: attacker win 1. Attacking, it still hits anything.
        Path file = dir.resolve("air-carrier.json");
        Files.writeString(file, """
                {"id": "air-carrier", "name": "Revised, carriers defend against aircraft only", "extends": "revised",
                 "units": [{"id": "carrier", "name": "Aircraft carrier", "abbreviations": ["cv", "ac"], "domain": "sea",
                            "cost": 16, "attack": 1, "defense": 3, "defenseHits": ["air"]}]}
                """);
        Edition edited = Edition.fromFile(file);
        assertEquals(0.5, new ExactSolver().solve(BattleSetup.builder(REVISED).attacker("1 submarine").defender("1 carrier")
                .build()).attackerWin(), 1e-12);
        assertEquals(1, new ExactSolver().solve(BattleSetup.builder(edited).attacker("1 submarine").defender("1 carrier")
                .build()).attackerWin(), 1e-12);
        // attacking, the carrier (A1) hits a submarine: 1 carrier vs 1 submarine (D2, defends with the others in Revised
        // opening fire): not a stalemate
        BattleResult attacking = new ExactSolver().solve(BattleSetup.builder(edited).attacker("1 carrier").defender("1 submarine").build());
        assertEquals(0, attacking.stalemate(), 1e-12);
    }

    @Test
    void modifiersThatAddUpPastTheDieHitOnEveryRoll() {
        // a constructed case: World at War Jets (+1) and Russian espionage (+1 in round 1) on a fighter defending at 4 give 6;
        // with home defense's 5 and both, 7, past the d6: it hits on every roll, never an error. 1 infantry
        // attacking 1 such fighter: the fighter hits in round 1 for sure; the infantry hits with 1/6: attacker win 0,
        // draw 1/6, defender win 5/6. espionage-rolls=own-units: the attacker's infantry keeps its 1 in round 1 (under the
        // default both-sides reading, W546, it would roll at 0 and never draw)
        BattleSetup s = BattleSetup.builder(WAW).attacker("1 infantry").defender("1 fighter")
                .tech(Side.DEFENDER, "home-defense-britain").tech(Side.DEFENDER, "jet-power")
                .tech(Side.DEFENDER, "russian-espionage").option("espionage-rolls", "own-units").build();
        BattleResult r = new ExactSolver().solve(s);
        assertEquals(0, r.attackerWin(), 1e-12);
        assertEquals(1.0 / 6, r.draw(), 1e-12);
    }

    @Test
    void aDamagedWorldAtWarBattleshipAttacksAtZeroAndDoesNotBombard() {
        // W110: damaged, attack 0, defense 3, no bombardment. A damaged battleship alone never hits: 1 damaged
        // battleship vs 1 transport (D1) ends only when the transport sinks it: defender win 1
        BattleResult r = new ExactSolver().solve(BattleSetup.builder(WAW).attacker("1 battleship").defender("1 transport")
                .damage(Side.ATTACKER, Damage.parse("1 bb:1", WAW)).build());
        assertEquals(1, r.defenderWin(), 1e-12);
        // bombarding: 1 infantry (A1) landing with a damaged battleship vs 1 infantry: as with no bombardment,
        // attacker 1/4 win per the plain battle (1/6 x 4/6) / (1 - 5/6 x 4/6) = 1/4
        BattleSetup landing = BattleSetup.builder(WAW).attacker("1 infantry").defender("1 infantry").bombard("1 battleship")
                .damage(Side.ATTACKER, Damage.parse("1 battleship", WAW)).build();
        assertEquals(1.0 / 4, new ExactSolver().solve(landing).attackerWin(), 1e-12);
    }
}
