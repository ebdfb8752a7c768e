package battleboard.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.BattleState;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.RoundModel;
import battleboard.battle.Side;
import battleboard.battle.StartClass;
import battleboard.edition.Edition;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A state's round read from the step tables ({@link StepTables}) is the round the round model's steps give through maps
 * ({@link Chain#modelFlat}): for every ongoing state of sea battles of each edition (submarines' opening fire, destroyers,
 * aircraft that may not hit submarines, two-hit battleships, transports, Global War's detection in both options), the
 * same successors with the same probabilities (to 1e-15) and the same probability of a round in which nobody is hit;
 * 1942 Second Edition under both orders of its volleys (by their targets, and by the unit types the target side has).
 */
class StepTablesTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "revised | | 2 sub, 1 dd, 1 cv, 2 ftr, 1 bb, 1 tr | 2 sub, 1 dd, 1 bb, 1 cv, 2 ftr, 1 tr",
        "revised | | 3 sub, 2 ftr, 1 bmb | 2 sub, 1 tr, 1 cv, 1 ftr, 1 bb",
        "classic | | 2 submarine, 1 battleship, 1 fighter | 1 submarine, 1 carrier, 2 fighter, 1 transport",
        "world-at-war-2005 | | 2 submarine, 1 cruiser, 1 battleship, 1 fighter | 2 submarine, 1 carrier, 1 fighter, 1 transport, 1 cruiser",
        "global-war-1939 | | 3 sub, 2 dd, 1 ca, 1 bb | 2 sub, 1 dd, 1 ca, 1 tr, 1 naval-fighter",
        "global-war-1939 | submarine-detection=recompute | 3 sub, 2 dd, 1 ca, 1 bb | 2 sub, 1 dd, 1 ca, 1 tr, 1 naval-fighter",
        "global-war-1939 | | 2 sub, 1 cv, 1 naval-fighter, 1 torpedo-bomber | 3 sub, 1 ca, 1 tr",
        "axis-allies-1942-2e | restricted-hits=fixed-order | 2 submarine, 1 destroyer, 2 fighter, 1 battleship | 2 submarine, 1 carrier, 1 fighter, 1 cruiser, 1 transport",
        "axis-allies-1942-2e | | 2 submarine, 1 destroyer, 2 fighter, 1 battleship | 2 submarine, 1 carrier, 1 fighter, 1 cruiser, 1 transport",
        "axis-allies-1942-2e | | 3 submarine, 2 fighter, 1 bomber | 1 destroyer, 2 submarine, 1 carrier, 1 transport",
        "axis-allies-1942-2e | | 2 submarine, 2 fighter, 1 bomber | 1 destroyer, 1 submarine, 1 battleship, 1 carrier, 1 fighter",
    })
    void theTablesGiveTheModelsRound(String edition, String option, String attacker, String defender) {
        BattleSetup.Builder b = BattleSetup.builder(Edition.builtIn(edition)).attacker(attacker).defender(defender);
        if (option != null) {
            String[] kv = option.split("=");
            b.option(kv[0], kv[1]);
        }
        Chain chain = new ExactSolver().chain(b.build());
        assertNotNull(chain.stepTables(), "this battle's rounds come from the step tables");
        assertTrue(compare(chain) > 10);
        assertFalse(chain.stepTables().full());
    }

    /**
     * Global War's submarines strike first and their casualties go at once, so the fire that follows depends on how each
     * side stands after it: the last step is played on blocks of ways that aim the same fire, a sum of products, where
     * there are fewer pairs of blocks than pairs of ways; each such round checked against the round model's maps.
     */
    @Test
    void aLastStepWhoseFireDependsOnTheFirstStrikeIsPlayedOnBlocks() {
        Chain chain = new ExactSolver().chain(BattleSetup.builder(Edition.builtIn("global-war-1939"))
                .attacker("3 sub, 2 dd, 1 ca, 1 bb").defender("2 sub, 1 dd, 1 ca, 1 tr, 1 naval-fighter").build());
        int compared = compare(chain);
        StepTables tables = chain.stepTables();
        assertTrue(tables.blockRounds > 0, "rounds played on blocks");
        assertTrue(tables.pairedRounds > 0, "rounds played on pairs (no fewer pairs of blocks than pairs of ways)");
        assertEquals(compared, tables.productRounds + tables.pairedRounds + tables.blockRounds);
    }

    /**
     * Where the round model says each side starts a round by its own units and the enemy's start class, the step tables
     * keep each side's start apart: in every state, the attacker starts the round as it does against any defender of the
     * same class, and the defender likewise. Global War's classes are its destroyers (detection) and what its submarines
     * may strike first at (sighting); Revised, World at War and 1942 are checked alike. Where the defender may retreat,
     * the model says a side's start is not its own.
     */
    @Test
    void eachSideStartsTheRoundByItsUnitsAndTheEnemysClassOnlyWhereTheModelSaysSo() {
        String[][] battles = {
            {"revised", "2 sub, 1 dd, 1 cv, 2 ftr, 1 bb, 1 tr", "2 sub, 1 dd, 1 bb, 1 cv, 2 ftr, 1 tr"},
            {"global-war-1939", "3 sub, 2 dd, 1 ca, 1 bb", "2 sub, 1 dd, 1 ca, 1 tr, 1 naval-fighter"},
            {"world-at-war-2005", "3 submarine, 1 battleship, 1 cruiser", "2 submarine, 1 cruiser, 1 transport"},
            {"axis-allies-1942-2e", "3 sub, 2 destroyer, 1 battleship, 2 fighter", "2 sub, 1 destroyer, 1 carrier, 2 fighter, 1 transport"},
        };
        for (String[] b : battles) {
            Chain chain = new ExactSolver().chain(BattleSetup.builder(Edition.builtIn(b[0])).attacker(b[1]).defender(b[2]).build());
            RoundModel model = chain.model;
            assertTrue(model.startsBySide(), b[0]);
            Set<StartClass> classes = new HashSet<>();
            int checked = 0;
            for (int layer = 0; layer < chain.layers; layer++) {
                for (int a = 0; a < chain.att.length; a++) {
                    // the first defender of each class met: every other of its class leaves the attacker's start as it
                    Map<StartClass, Integer> firstD = new HashMap<>();
                    for (int d = 0; d < chain.def.length; d++) {
                        StartClass c = model.startClass(Side.ATTACKER, chain.def[d]);
                        classes.add(c);
                        Integer same = firstD.putIfAbsent(c, d);
                        assertEquals(model.startRound(chain.state(layer, a, same == null ? d : same)).attacker(),
                                model.startRound(chain.state(layer, a, d)).attacker(), b[0]);
                        checked++;
                    }
                }
                for (int d = 0; d < chain.def.length; d++) {
                    Map<StartClass, Integer> firstA = new HashMap<>();
                    for (int a = 0; a < chain.att.length; a++) {
                        Integer same = firstA.putIfAbsent(model.startClass(Side.DEFENDER, chain.att[a]), a);
                        assertEquals(model.startRound(chain.state(layer, same == null ? a : same, d)).defender(),
                                model.startRound(chain.state(layer, a, d)).defender(), b[0]);
                        checked++;
                    }
                }
            }
            assertTrue(checked > 100, b[0]);
            if (b[0].equals("global-war-1939")) {
                assertTrue(classes.size() > 1, "the defender's destroyers and ships tell its classes apart");
            }
        }
        assertTrue(roundModelOf("global-war-1939", "1 armor", "1 infantry", null).startsBySide());
        assertFalse(roundModelOf("global-war-1939", "1 armor", "1 infantry", new RetreatPolicy.AfterRound(1)).startsBySide(),
                "the defender may retreat");
    }

    private static RoundModel roundModelOf(String edition, String attacker, String defender, RetreatPolicy defenderRetreat) {
        BattleSetup.Builder b = BattleSetup.builder(Edition.builtIn(edition)).attacker(attacker).defender(defender);
        if (defenderRetreat != null) {
            b.defenderRetreat(defenderRetreat);
        }
        return RoundModel.of(b.build());
    }

    /**
     * While each side's fire is the same however the other side stands, a round is played on each side's ways alone and
     * ends as their product; once it is not (Revised: a side's last destroyer gone, so its casualties of the enemy's
     * submarines no longer fire back), on pairs of ways. Revised's battle of 2 submarines and a destroyer a side meets both
     * kinds of round, and {@link #theTablesGiveTheModelsRound} checks each against the round model's maps.
     */
    @Test
    void roundsArePlayedAsProductsWhileTheSidesAreIndependentAndAsPairsAfter() {
        Chain chain = new ExactSolver().chain(BattleSetup.builder(Edition.builtIn("revised"))
                .attacker("2 sub, 1 dd, 1 cv, 2 ftr, 1 bb, 1 tr").defender("2 sub, 1 dd, 1 bb, 1 cv, 2 ftr, 1 tr").build());
        int compared = compare(chain);
        StepTables tables = chain.stepTables();
        assertTrue(tables.productRounds > 0, "rounds played as products");
        assertTrue(tables.pairedRounds > 0, "rounds played on pairs");
        assertEquals(compared, tables.productRounds + tables.pairedRounds);
    }

    /**
     * A side's ways under a fire of one volley whose hits the firer does not choose are merged from each count of hits
     * straight to where it ends the step, no list of outcomes made (Revised); a fire of several volleys, or one whose hits
     * the firer chooses (Global War's first strike), goes volley by volley through lists of outcomes. {@link
     * #theTablesGiveTheModelsRound} checks both against the round model's maps.
     */
    @Test
    void aFireOfOneVolleyIsReadByHitsAndOthersVolleyByVolley() {
        Chain revised = new ExactSolver().chain(BattleSetup.builder(Edition.builtIn("revised"))
                .attacker("2 sub, 1 dd, 1 cv, 2 ftr, 1 bb, 1 tr").defender("2 sub, 1 dd, 1 bb, 1 cv, 2 ftr, 1 tr").build());
        compare(revised);
        assertTrue(revised.stepTables().waysByHits > 0, "ways read by hits");
        Chain globalWar = new ExactSolver().chain(BattleSetup.builder(Edition.builtIn("global-war-1939"))
                .attacker("3 sub, 2 dd, 1 ca, 1 bb").defender("2 sub, 1 dd, 1 ca, 1 tr, 1 naval-fighter").build());
        compare(globalWar);
        assertTrue(globalWar.stepTables().waysByHits > 0, "ways read by hits");
        assertTrue(globalWar.stepTables().waysByLists > 0, "ways read from lists of outcomes, volley by volley");
    }

    /**
     * Tables that reach their memory budget hand the rest of the states to the round model's maps: with 20 kB for the tables,
     * Revised's naval battle of 256 states fills them part way, and every round still matches.
     */
    @Test
    void fullTablesHandOverToTheMaps() {
        Chain built = new ExactSolver().chain(BattleSetup.builder(Edition.builtIn("revised"))
                .attacker("2 sub, 1 dd, 1 cv, 2 ftr, 1 bb, 1 tr").defender("2 sub, 1 dd, 1 bb, 1 cv, 2 ftr, 1 tr").build());
        Chain chain = new Chain(built.model, List.of(built.att), List.of(built.def), built.estimate, null, 20_000);
        assertTrue(compare(chain) > 10);
        assertTrue(chain.stepTables().full(), "the tables filled");
    }

    /** @return the states whose round was compared */
    private static int compare(Chain chain) {
        int compared = 0;
        for (int layer = 0; layer < chain.layers; layer++) {
            for (int a = 0; a < chain.att.length; a++) {
                for (int d = 0; d < chain.def.length; d++) {
                    BattleState s = chain.state(layer, a, d);
                    if (!chain.model.decide(s).equals(s) || chain.model.status(s).isOver()) {
                        continue;
                    }
                    StateRound tabled = chain.flat(layer, a, d);
                    StateRound model = chain.modelFlat(layer, a, d);
                    assertEquals(model.next(), tabled.next());
                    assertEquals(model.stay(), tabled.stay(), 1e-15, () -> s + " stays");
                    Map<Long, Double> m = successors(model);
                    Map<Long, Double> t = successors(tabled);
                    assertEquals(m.keySet(), t.keySet(), () -> s + ": the same successors");
                    t.forEach((k, p) -> assertEquals(m.get(k), p, 1e-15, () -> s + " to " + k));
                    compared++;
                }
            }
        }
        return compared;
    }

    /** @return (attacker id × 2^32 + defender id) to probability */
    private static Map<Long, Double> successors(StateRound f) {
        Map<Long, Double> out = new HashMap<>();
        f.forEach((a, d, p) -> out.merge((long) a << 32 | d, p, Double::sum));
        return out;
    }
}
