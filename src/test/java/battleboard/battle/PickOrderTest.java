package battleboard.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.edition.Edition;
import battleboard.input.BattleCommandLine;
import battleboard.input.BattleInputException;
import battleboard.input.BattlePreset;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.result.BattleResult;
import battleboard.result.SurvivorOutcome;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A side's picks ({@link PickOrder}): where the rulebook lets the firer choose the unit its hit destroys, the firer's
 * list says which enemy units those hits take first, the most expensive after them (the default). The figures are
 * derived by hand in each test's comment.
 */
class PickOrderTest {
    private static final Edition GW = Edition.builtIn("global-war-1939");
    private static final Edition WAW = Edition.builtIn("world-at-war-2005");

    private static BattleResult exact(BattleSetup s) {
        return new Solver().solve(s, SolveOptions.of(MethodChoice.EXACT), Progress.NONE);
    }

    /** @return the defender's survivors by their units, each probability times {@code scale} */
    private static Map<Map<String, Integer>, Double> defenderLeft(BattleResult r, int scale) {
        Map<Map<String, Integer>, Double> out = new HashMap<>();
        for (SurvivorOutcome o : r.defenderSurvivors()) {
            out.merge(o.units(), o.probability() * scale, Double::sum);
        }
        out.values().removeIf(p -> p < 1e-12);
        return out;
    }

    private static void assertLeft(Map<Map<String, Integer>, Double> expected, Map<Map<String, Integer>, Double> actual) {
        assertEquals(expected.keySet(), actual.keySet(), actual::toString);
        expected.forEach((units, p) -> assertEquals(p, actual.get(units), 1e-9, units::toString));
    }

    /**
     * Global War: a naval fighter (attack 6 on a d12; a roll of 1 "allows it to choose the target it hits", G945-947)
     * against a cruiser and a destroyer, both 12 IPC; the attacker retreats after round 1. Rolls 2-6 (5/12) are the
     * defender's to place: cheapest first, the cruiser first among equal costs (the edition's order). A roll of 1 (1/12) is
     * the firer's: by default the most expensive, the cruiser again, so the cruiser is lost with 6/12; picking the destroyer,
     * the 1 takes it: the destroyer alone is left with 5/12, the cruiser alone with 1/12.
     */
    @Test
    void aNavalFightersOneTakesTheUnitItsSidePicks() {
        BattleSetup.Builder b = BattleSetup.builder(GW).attacker("1 naval-fighter").defender("1 cruiser, 1 destroyer")
                .retreat(new RetreatPolicy.AfterRound(1));
        assertLeft(Map.of(Map.of("destroyer", 1), 6.0, Map.of("cruiser", 1, "destroyer", 1), 6.0), defenderLeft(exact(b.build()), 12));
        BattleSetup picked = b.picks(Side.ATTACKER, PickOrder.parse("dd", GW)).build();
        assertLeft(Map.of(Map.of("destroyer", 1), 5.0, Map.of("cruiser", 1), 1.0, Map.of("cruiser", 1, "destroyer", 1), 6.0),
                defenderLeft(exact(picked), 12));
        // naming the default's own choice changes nothing
        BattleResult same = exact(b.picks(Side.ATTACKER, PickOrder.parse("cruiser", GW)).build());
        assertLeft(Map.of(Map.of("destroyer", 1), 6.0, Map.of("cruiser", 1, "destroyer", 1), 6.0), defenderLeft(same, 12));
    }

    /**
     * World at War: a Japanese fighter with Kamikaze against a cruiser (12 IPC) and a transport (8, taken last), one round.
     * The fighter hits on 3 or less (1/2), at the owner's pick: the cruiser (the transport last). The kamikaze die hits on
     * 2 or less (1/3) "on the Japanese player's choice of target" (W537): by default the most expensive, the cruiser.
     * Default: the transport alone is left with 1/2 x 2/3 + 1/2 x 1/3 = 1/2, both with 1/3, none with 1/6. Picking the
     * transport: the kamikaze hit alone (1/6) leaves the cruiser; the fighter's alone (1/3) the transport; both (1/6) nothing.
     */
    @Test
    void aKamikazeDieTakesTheShipItsSidePicks() {
        BattleSetup.Builder b = BattleSetup.builder(WAW).attacker("1 fighter").defender("1 cruiser, 1 transport")
                .tech(Side.ATTACKER, "kamikaze").retreat(new RetreatPolicy.AfterRound(1));
        assertLeft(Map.of(Map.of("transport", 1), 18.0, Map.of("cruiser", 1, "transport", 1), 12.0, Map.of(), 6.0),
                defenderLeft(exact(b.build()), 36));
        BattleSetup picked = b.picks(Side.ATTACKER, PickOrder.parse("transport", WAW)).build();
        assertLeft(Map.of(Map.of("transport", 1), 12.0, Map.of("cruiser", 1), 6.0, Map.of("cruiser", 1, "transport", 1), 12.0,
                Map.of(), 6.0), defenderLeft(exact(picked), 36));
        // Monte Carlo plays the same picks: the cruiser alone is left with 1/6, within 4 standard errors
        int trials = 100_000;
        BattleResult mc = new Solver().solve(picked, SolveOptions.of(MethodChoice.MONTE_CARLO)
                .withMonteCarlo(MonteCarloOptions.defaults().withTrials(trials).withSeed(5)), Progress.NONE);
        double p = defenderLeft(mc, 1).getOrDefault(Map.of("cruiser", 1), 0.0);
        double se = Math.sqrt(1.0 / 6 * 5 / 6 / trials);
        assertTrue(Math.abs(p - 1.0 / 6) <= 4 * se, () -> p + " vs 1/6 within " + 4 * se);
    }

    /** A whole battle: picks naming the default's own order give every figure unchanged. */
    @Test
    void picksInTheDefaultOrderChangeNothing() {
        BattleSetup.Builder b = BattleSetup.builder(GW).attacker("2 naval-fighter, 1 torpedo-bomber, 1 destroyer")
                .defender("1 battleship, 1 carrier, 1 cruiser, 1 destroyer");
        BattleResult plain = exact(b.build());
        BattleResult named = exact(b.picks(Side.ATTACKER, PickOrder.parse("battleship, carrier", GW)).build());
        assertEquals(plain.attackerWin(), named.attackerWin(), 1e-12);
        assertEquals(plain.attackerIpcLoss(), named.attackerIpcLoss(), 1e-12);
        assertEquals(plain.defenderIpcLoss(), named.defenderIpcLoss(), 1e-12);
        BattleResult other = exact(b.picks(Side.ATTACKER, PickOrder.parse("destroyer, cruiser", GW)).build());
        assertFalse(Math.abs(plain.defenderIpcLoss() - other.defenderIpcLoss()) < 1e-6, "another pick changes the battle");
    }

    @Test
    void thePicksSurviveABattleFileAndTheCommandLine() throws Exception {
        BattleSetup s = BattleSetup.builder(GW).attacker("1 naval-fighter").defender("1 cruiser, 1 destroyer")
                .picks(Side.ATTACKER, PickOrder.parse("dd, ca", GW)).build();
        assertEquals(List.of("destroyer", "cruiser"), s.picks(Side.ATTACKER).unitIds());
        assertTrue(s.picks(Side.DEFENDER).isNone());
        BattlePreset p = BattlePreset.of(s, "global-war-1939", "picks");
        assertTrue(p.toJson().contains("\"attackerPicks\" : \"destroyer, cruiser\""), p.toJson());
        assertTrue(BattleCommandLine.of(p).contains(" --attacker-picks 'destroyer, cruiser'"), BattleCommandLine.of(p));
        BattlePreset back = BattlePreset.read(new java.io.ByteArrayInputStream(p.toJson().getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                "picks.json");
        assertEquals(s.picks(Side.ATTACKER), back.setup(GW).picks(Side.ATTACKER));
    }

    @Test
    void wrongInputIsOneLine() {
        assertRefused(() -> BattleSetup.builder(Edition.builtIn("revised")).attacker("1 fighter").defender("1 destroyer")
                .picks(Side.DEFENDER, PickOrder.parse("fighter", Edition.builtIn("revised"))).build(),
                "no hit in revised is the firer's to place");
        assertRefused(() -> PickOrder.parse("cruiser, ca", GW), "picks name cruiser twice");
        assertRefused(() -> PickOrder.parse(" , ", GW), "name at least one unit");
        assertRefused(() -> PickOrder.parse("cruiser, dreadnought", GW), "dreadnought");
        BattleInputException e = assertThrows(BattleInputException.class, () -> new BattlePreset("", java.util.Optional.of("global-war-1939"),
                java.util.Optional.of("1 naval-fighter"), java.util.Optional.of("1 cruiser"), java.util.Optional.empty(), Map.of(), Map.of(),
                Map.of(), Map.of(), java.util.OptionalInt.empty(), false, java.util.Optional.empty(), Map.of(), java.util.OptionalInt.empty(),
                Map.of(), java.util.Set.of(), java.util.Optional.empty(), BattlePreset.Rolls.NONE.withPicks(Side.ATTACKER, new PickOrder(List.of("x"))))
                .setup(GW));
        assertTrue(e.getMessage().contains("'x'"), e.getMessage());
    }

    private static void assertRefused(Runnable r, String... parts) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, r::run);
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        for (String part : parts) {
            assertTrue(e.getMessage().contains(part), () -> "'" + part + "' not in: " + e.getMessage());
        }
    }
}
