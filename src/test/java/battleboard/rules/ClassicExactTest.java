package battleboard.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import battleboard.battle.BattleSetup;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Classic (2nd edition) exact values from issue 4, each derived by hand in the comment of its row
 * (P(hit) = value / 6; per round, with "stay" the probability that nobody hits, an outcome's
 * probability is its per-round probability divided by 1 - stay).
 */
class ClassicExactTest {
    private static final Edition CLASSIC = Edition.builtIn("classic");

    @ParameterizedTest(name = "{0} vs {1}")
    @CsvSource(delimiter = ';', value = {
        // armor 3/6 vs infantry 2/6: A only 1/2*2/3=1/3, D only 1/2*1/3=1/6, both 1/6 -> /(2/3)
        "1 armor; 1 infantry; ; ; 1/2; 1/4; 1/4",
        // one-hit battleships, 4/6 each: A only 2/9, D only 2/9, both 4/9 -> /(8/9)
        "1 battleship; 1 battleship; ; ; 1/4; 1/4; 1/2",
        // first shot 2/6 kills the transport before it fires; else transport 1/6: win (1/3)/(1/3+2/3*1/6)
        "1 submarine; 1 transport; ; ; 3/4; 1/4; 0",
        // Super Submarines 3/6: (1/2)/(1/2+1/2*1/6)
        "1 submarine; 1 transport; super-submarines; ; 6/7; 1/7; 0",
        // Heavy Bombers: 3 dice at 4, P(>=1 hit) = 26/27; infantry 1/3: A 52/81, D 1/81, both 26/81 -> /(79/81)
        "1 bomber; 1 infantry; heavy-bombers; ; 52/79; 1/79; 26/79",
        // AA 1/6 kills the fighter (defender holds); else 1/2, 1/4, 1/4 as armor vs infantry:
        // A 5/6*1/2 = 5/12, D 1/6 + 5/6*1/4 = 3/8, draw 5/6*1/4 = 5/24
        "1 fighter; 1 infantry, 1 aa-gun; ; ; 5/12; 3/8; 5/24",
    })
    void exactValues(String attacker, String defender, String attackerTech, String ignored, String a, String d, String x) {
        BattleSetup.Builder b = BattleSetup.builder(CLASSIC).attacker(attacker).defender(defender);
        if (attackerTech != null) {
            b.tech(Side.ATTACKER, attackerTech);
        }
        check(new ExactSolver().solve(b.build()), a, d, x);
    }

    /**
     * Amphibious 1 infantry with 1 bombarding battleship vs 1 infantry. Bombardment (4/6) marks the
     * defender, who still fires back in round 1 (L857, L865): then the attacker wins unless its infantry
     * is hit (1/3): A 2/3*2/3, draw 2/3*1/3. Bombardment misses (1/3): 1 inf vs 1 inf = 1/4, 5/8, 1/8.
     * A = 4/9 + 1/12 = 19/36, D = 5/24, draw = 2/9 + 1/24 = 19/72.
     */
    @org.junit.jupiter.api.Test
    void amphibiousWithBombardmentCasualtiesFiringBack() {
        check(new ExactSolver().solve(BattleSetup.builder(CLASSIC).attacker("1 infantry").defender("1 infantry")
                .bombard("1 battleship").build()), "19/36", "5/24", "19/72");
    }

    static void check(BattleResult r, String attackerWin, String defenderWin, String draw) {
        assertEquals(fraction(attackerWin), r.attackerWin(), 1e-9, "attacker win");
        assertEquals(fraction(defenderWin), r.defenderWin(), 1e-9, "defender win");
        assertEquals(fraction(draw), r.draw(), 1e-9, "draw");
        assertEquals(1.0, r.attackerWin() + r.defenderWin() + r.draw(), 1e-12);
    }

    static double fraction(String f) {
        String[] p = f.trim().split("/");
        return p.length == 1 ? Double.parseDouble(p[0]) : Double.parseDouble(p[0]) / Double.parseDouble(p[1]);
    }
}
