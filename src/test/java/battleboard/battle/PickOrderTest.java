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

    /**
     * Global War: a torpedo bomber (attack 7 on a d12; 4 or less lets it choose, G951-953) "can also target submarines that
     * have been detected" (G1979-1982). With a destroyer, which detects the defender's submarine (G2035-2037) and hits on
     * 6 (6/12, the owner's to place), against a submarine (8 IPC) and a cruiser (12), one round; the defender loses the
     * cheaper first. By default the torpedo bomber's 1-4 (4/12) takes the most expensive surface ship, the cruiser: the
     * submarine alone is left when the destroyer misses (4 x 6 of 144). Picking the submarine, the 1-4 takes it while it is
     * detected, and the submarine never outlives the cruiser: the cruiser alone is left with 4 x 6 (1-4, the destroyer
     * missing) + 3 x 6 (5-7 and a miss: the owner's hit, the submarine) + 5 x 6 (a miss and the destroyer's hit) = 72 of
     * 144; both sunk with 4 x 6 + 3 x 6 = 42, neither with 5 x 6 = 30.
     */
    @Test
    void aTorpedoBombersLowRollTakesADetectedSubmarineItsSidePicks() {
        BattleSetup.Builder b = BattleSetup.builder(GW).attacker("1 torpedo-bomber, 1 destroyer").defender("1 submarine, 1 cruiser")
                .retreat(new RetreatPolicy.AfterRound(1));
        assertLeft(Map.of(Map.of(), 42.0, Map.of("submarine", 1), 24.0, Map.of("cruiser", 1), 48.0,
                Map.of("submarine", 1, "cruiser", 1), 30.0), defenderLeft(exact(b.build()), 144));
        BattleSetup picked = b.picks(Side.ATTACKER, PickOrder.parse("sub", GW)).build();
        assertLeft(Map.of(Map.of(), 42.0, Map.of("cruiser", 1), 72.0, Map.of("submarine", 1, "cruiser", 1), 30.0),
                defenderLeft(exact(picked), 144));
        int trials = 100_000;
        BattleResult mc = new Solver().solve(picked, SolveOptions.of(MethodChoice.MONTE_CARLO)
                .withMonteCarlo(MonteCarloOptions.defaults().withTrials(trials).withSeed(7)), Progress.NONE);
        Map<Map<String, Integer>, Double> left = defenderLeft(mc, 1);
        assertEquals(0.0, left.getOrDefault(Map.of("submarine", 1), 0.0), "the submarine never outlives the cruiser");
        double p = left.getOrDefault(Map.of("cruiser", 1), 0.0);
        double se = Math.sqrt(0.5 * 0.5 / trials);
        assertTrue(Math.abs(p - 0.5) <= 4 * se, () -> p + " vs 1/2 within " + 4 * se);
    }

    /**
     * An undetected submarine is not the torpedo bomber's to pick: with no destroyer the defender's submarine stays unseen
     * (only enemy submarines may hit it, G2055-2057), so every hit, chosen or not, takes the cruiser: 7 of 12.
     */
    @Test
    void anUndetectedSubmarineIsNotPicked() {
        BattleSetup picked = BattleSetup.builder(GW).attacker("1 torpedo-bomber").defender("1 submarine, 1 cruiser")
                .retreat(new RetreatPolicy.AfterRound(1)).picks(Side.ATTACKER, PickOrder.parse("submarine", GW)).build();
        assertLeft(Map.of(Map.of("submarine", 1), 7.0, Map.of("submarine", 1, "cruiser", 1), 5.0), defenderLeft(exact(picked), 12));
    }

    /**
     * A submarine seen only for having struck first ("considered detected for 1 round", G2057-2059) was not detected by
     * destroyers: the torpedo bomber's 1-4 passes over it to the cruiser, though the picks name it. The defender's
     * submarine strikes first at the attacker's cruiser (4 of 12), which then does not fire; the torpedo bomber's 1-4
     * takes the defender's cruiser, and the submarine alone is left when nothing else hits: 4/12 x (4/12 + 8/12 x 6/12) =
     * 32/144, as with no picks.
     */
    @Test
    void aSubmarineThatStruckFirstIsNotPicked() {
        BattleSetup.Builder b = BattleSetup.builder(GW).attacker("1 torpedo-bomber, 1 cruiser").defender("1 submarine, 1 cruiser")
                .retreat(new RetreatPolicy.AfterRound(1));
        Map<Map<String, Integer>, Double> plain = defenderLeft(exact(b.build()), 144);
        assertEquals(32.0, plain.get(Map.of("submarine", 1)), 1e-9);
        assertLeft(plain, defenderLeft(exact(b.picks(Side.ATTACKER, PickOrder.parse("submarine", GW)).build()), 144));
    }

    /** A naval fighter targets surface ships only (G945-947): its 1 passes over a detected submarine the picks name. */
    @Test
    void aNavalFightersOnePassesOverASubmarine() {
        // the naval fighter (6 of 12) and the destroyer (6 of 12); the fighter's 1 takes the cruiser though the picks name
        // the submarine: the submarine alone is left when the fighter rolls 1 and the destroyer misses, 1 x 6 of 144
        BattleSetup picked = BattleSetup.builder(GW).attacker("1 naval-fighter, 1 destroyer").defender("1 submarine, 1 cruiser")
                .retreat(new RetreatPolicy.AfterRound(1)).picks(Side.ATTACKER, PickOrder.parse("submarine", GW)).build();
        assertEquals(6.0, defenderLeft(exact(picked), 144).get(Map.of("submarine", 1)), 1e-9);
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
