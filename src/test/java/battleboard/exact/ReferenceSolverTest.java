package battleboard.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleCase;
import battleboard.battle.BattleSetup;
import battleboard.battle.ResultInvariants;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.battle.SubmergePolicy;
import battleboard.edition.Edition;
import battleboard.edition.RuleOption;
import battleboard.edition.RulebookUnits;
import battleboard.edition.RulebookUnits.Profile;
import battleboard.edition.UnitType;
import battleboard.result.BattleResult;
import battleboard.result.Method;
import battleboard.result.SurvivorOutcome;
import battleboard.result.SwingDistribution;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The exact solver against an independent derivation ({@link ReferenceSolver}, written from the
 * rulebook and sharing no code with the rules model): every figure and both survivor distributions
 * agree to {@link #TOLERANCE}, on every hand-derived case and on mixed battles too large to derive by
 * hand, among them the mixed naval battle of issue 2's acceptance criteria.
 */
class ReferenceSolverTest {
    static final double TOLERANCE = 1e-9;
    private static final Edition REVISED = Edition.builtIn("revised");
    private static final Edition CLASSIC = Edition.builtIn("classic");

    static List<BattleCase> cases() {
        return BattleCase.all();
    }

    /** The reference solver itself reproduces each hand derivation (a check of the checker). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void referenceMatchesTheDerivation(BattleCase c) {
        BattleResult reference = asResult(ReferenceSolver.solve(battle(c)));
        ResultInvariants.check(reference, c.setup());
        c.assertMatches(reference, TOLERANCE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void exactSolverAgreesOnEveryFigure(BattleCase c) {
        assertAgree(c);
    }

    /**
     * Issue 2 acceptance: "A mixed naval battle (subs, destroyer, carrier with fighters, battleship,
     * transport) sums to 1 within 1e-12 and its figures are checked by a test against an independent
     * derivation."
     */
    @Test
    void mixedNavalBattle() {
        BattleCase c = battle("mixed naval battle", "2 submarine, 1 destroyer, 1 fighter, 1 battleship",
                "1 submarine, 1 carrier, 2 fighter, 1 transport");
        BattleResult exact = assertAgree(c);
        assertEquals(1.0, exact.attackerWin() + exact.defenderWin() + exact.draw(), 1e-12);
        assertTrue(exact.attackerWin() > 0 && exact.defenderWin() > 0 && exact.draw() > 0, exact.toString());
    }

    /** Mixed battles beyond hand derivation, each exercising several rules at once. */
    static Stream<BattleCase> mixedBattles() {
        return Stream.of(
                battle("both sides with destroyers and submarines", "2 submarine, 1 destroyer, 1 carrier, 1 fighter",
                        "1 submarine, 1 destroyer, 1 battleship, 1 transport"),
                battle("submarines on both sides, no destroyer", "2 submarine, 1 battleship, 1 bomber",
                        "2 submarine, 1 carrier, 1 fighter"),
                battle("naval battle with super submarines and jet fighters", "2 submarine, 1 destroyer, 1 fighter",
                        "1 carrier, 2 fighter, 1 transport", "",
                        Map.of(Side.ATTACKER, List.of("super-submarines"), Side.DEFENDER, List.of("jet-fighters")),
                        Map.of(), Map.of()),
                battle("naval battle, destroyers cancel submarine opening fire", "2 submarine, 1 destroyer, 1 fighter",
                        "2 submarine, 1 destroyer, 1 transport", "", Map.of(), Map.of(),
                        Map.of("destroyer-vs-submarines", "cancel-opening-fire")),
                battle("amphibious assault with artillery, AA gun and bombardment",
                        "2 infantry, 1 artillery, 1 fighter, 1 bomber", "2 infantry, 1 tank, 1 aa-gun",
                        "1 battleship, 1 destroyer",
                        Map.of(Side.ATTACKER, List.of("combined-bombardment", "heavy-bombers")), Map.of(), Map.of()),
                battle("land battle with every AA and bombardment option", "2 infantry, 1 artillery, 2 fighter, 1 bomber",
                        "2 infantry, 1 artillery, 1 fighter, 1 aa-gun", "1 battleship", Map.of(),
                        Map.of(Side.ATTACKER, "artillery, bomber", Side.DEFENDER, "fighter, artillery"),
                        Map.of("aa-casualties", "per-aircraft", "aa-rounds", "every-round",
                                "bombardment-targets", "any-unit", "bombardment-casualties", "fire-back")),
                battle("battleship first in the attacker's order of loss", "1 battleship, 1 destroyer, 1 carrier",
                        "2 destroyer, 1 carrier, 1 fighter", "", Map.of(), Map.of(Side.ATTACKER, "battleship, destroyer"), Map.of()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mixedBattles")
    void mixedBattlesAgree(BattleCase c) {
        assertAgree(c);
    }

    /**
     * Issue 4: Classic battles beyond hand derivation against the reference solver playing the Classic
     * rulebook: attacking submarines' first shot, defending submarines in main fire hitting sea units
     * only, one-hit battleships, bombardment casualties firing back (at any unit), the AA gun, and the
     * Classic weapons developments (three-dice Heavy Bombers, Jet Power, Super Submarines, Industrial
     * Technology's cheaper units).
     */
    static Stream<BattleCase> classicBattles() {
        Map<Side, String> none = Map.of();
        return Stream.of(
                classic("Classic land battle with an AA gun", "2 infantry, 1 armor, 1 fighter, 1 bomber",
                        "2 infantry, 1 armor, 1 aa-gun", "", Map.of(), none, Map.of()),
                classic("Classic naval battle, submarines on both sides", "2 submarine, 1 battleship, 1 fighter",
                        "1 submarine, 1 carrier, 1 fighter, 1 transport", "", Map.of(), none, Map.of()),
                classic("Classic naval battle, Super Submarines against Jet Power", "2 submarine, 1 carrier, 1 fighter",
                        "2 submarine, 1 battleship, 1 carrier, 1 fighter", "",
                        Map.of(Side.ATTACKER, List.of("super-submarines"), Side.DEFENDER, List.of("jet-power")), none, Map.of()),
                classic("Classic naval battle, the attacker keeps its submarines to the last", "1 bomber, 2 submarine, 1 transport",
                        "2 submarine, 1 transport", "", Map.of(), Map.of(Side.ATTACKER, "transport, bomber"), Map.of()),
                classic("Classic amphibious assault with bombardment and an AA gun", "2 infantry, 1 armor, 1 fighter",
                        "2 infantry, 1 fighter, 1 aa-gun", "2 battleship", Map.of(), none, Map.of()),
                classic("Classic amphibious assault, bombardment at land units and removed (options)", "2 infantry, 1 armor",
                        "1 infantry, 1 fighter", "1 battleship", Map.of(), none,
                        Map.of("bombardment-targets", "land-units", "bombardment-casualties", "removed")),
                classic("Classic Heavy Bombers and Industrial Technology against Jet Power", "1 bomber, 1 infantry, 1 armor",
                        "2 infantry, 1 armor, 1 fighter", "",
                        Map.of(Side.ATTACKER, List.of("heavy-bombers", "industrial-technology"), Side.DEFENDER,
                                List.of("jet-power")), none, Map.of()),
                classic("Classic Heavy Bombers against an AA gun, one die per aircraft (option)", "2 bomber, 1 fighter",
                        "2 infantry, 1 aa-gun", "", Map.of(Side.ATTACKER, List.of("heavy-bombers")),
                        Map.of(Side.ATTACKER, "bomber"), Map.of("aa-casualties", "per-aircraft")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("classicBattles")
    void classicBattlesAgree(BattleCase c) {
        assertAgree(c);
    }

    /**
     * Issue 5: every case under retreat and submerge policies, against the reference's own reading of
     * them ({@link ReferenceSolver.Retreat}, {@link ReferenceSolver.Submerge}): retreat after rounds 1 and
     * 2, at 1 unit, when no land unit is left (where legal); submarines leaving when nothing they can
     * hit is left, or always; and both at once. Revised amphibious assaults, where only aircraft retreat,
     * are left to {@link PolicyInvariantsTest}.
     */
    static Stream<Arguments> casesUnderPolicies() {
        List<Arguments> out = new ArrayList<>();
        ReferenceSolver.Submerge never = ReferenceSolver.Submerge.NEVER;
        ReferenceSolver.Submerge whenNoTargets = ReferenceSolver.Submerge.WHEN_NO_TARGETS;
        ReferenceSolver.Submerge always = ReferenceSolver.Submerge.ALWAYS;
        for (BattleCase c : BattleCase.all()) {
            BattleSetup setup = c.setup();
            ReferenceSolver.Battle b = battle(c);
            List<Arguments> here = new ArrayList<>();
            if (setup.bombardment().isEmpty() || setup.rules().is(RuleOption.AMPHIBIOUS_RETREAT, "none")) {
                for (int n = 1; n <= 2; n++) {
                    here.add(policy(c, setup.toBuilder().retreat(new RetreatPolicy.AfterRound(n)),
                            b.with(new ReferenceSolver.Retreat(n, -1, false), never, never)));
                }
                here.add(policy(c, setup.toBuilder().retreat(new RetreatPolicy.AtUnits(1)),
                        b.with(new ReferenceSolver.Retreat(0, 1, false), never, never)));
                if (PolicyInvariantsTest.retreatPolicies(setup).contains(new RetreatPolicy.WhenNoLandUnits())) {
                    here.add(policy(c, setup.toBuilder().retreat(new RetreatPolicy.WhenNoLandUnits()),
                            b.with(new ReferenceSolver.Retreat(0, -1, true), never, never)));
                }
            }
            if (PolicyInvariantsTest.hasSubmarines(setup)) {
                here.add(policy(c, setup.toBuilder().submerge(Side.ATTACKER, SubmergePolicy.WHEN_NO_TARGETS)
                        .submerge(Side.DEFENDER, SubmergePolicy.WHEN_NO_TARGETS), b.with(ReferenceSolver.Retreat.NEVER,
                        whenNoTargets, whenNoTargets)));
                here.add(policy(c, setup.toBuilder().submerge(Side.ATTACKER, SubmergePolicy.ALWAYS),
                        b.with(ReferenceSolver.Retreat.NEVER, always, never)));
                here.add(policy(c, setup.toBuilder().submerge(Side.DEFENDER, SubmergePolicy.ALWAYS),
                        b.with(ReferenceSolver.Retreat.NEVER, never, always)));
                here.add(policy(c, setup.toBuilder().retreat(new RetreatPolicy.AfterRound(2))
                        .submerge(Side.DEFENDER, SubmergePolicy.WHEN_NO_TARGETS),
                        b.with(new ReferenceSolver.Retreat(2, -1, false), never, whenNoTargets)));
            }
            out.addAll(here);
        }
        return out.stream();
    }

    private static Arguments policy(BattleCase c, BattleSetup.Builder setup, ReferenceSolver.Battle battle) {
        BattleSetup s = setup.build();
        String subs = s.submerge(Side.ATTACKER) == SubmergePolicy.NEVER && s.submerge(Side.DEFENDER) == SubmergePolicy.NEVER
                ? "" : ", submarines leave: attacker " + s.submerge(Side.ATTACKER).id() + ", defender " + s.submerge(Side.DEFENDER).id();
        return Arguments.of(c + ", " + s.retreat().describe() + subs, s, battle);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("casesUnderPolicies")
    void exactSolverAgreesUnderRetreatAndSubmergePolicies(String name, BattleSetup setup, ReferenceSolver.Battle battle) {
        assertAgree(name, setup, battle);
    }

    /**
     * Issue 5 acceptance, "retreat after round 1" for 3 infantry + 1 tank vs 4 infantry, derived by the
     * reference solver: attacker win 0.00228624, retreat 0.98536808, attacker IPC loss 4.02469136,
     * defender IPC loss 3 (to the 8 decimals given), and the exact solver agrees on every figure.
     */
    @Test
    void retreatAfterRoundOne() {
        BattleCase c = battle("3 infantry + 1 tank vs 4 infantry", "3 infantry, 1 tank", "4 infantry");
        ReferenceSolver.Battle b = battle(c).with(new ReferenceSolver.Retreat(1, -1, false), ReferenceSolver.Submerge.NEVER,
                ReferenceSolver.Submerge.NEVER);
        ReferenceSolver.Result r = ReferenceSolver.solve(b);
        assertEquals(0.00228624, r.attackerWin(), 5e-9);
        assertEquals(0.98536808, r.retreat(), 5e-9);
        assertEquals(4.02469136, r.attackerIpcLoss(), 5e-9);
        assertEquals(3.0, r.defenderIpcLoss(), 5e-9);
        assertEquals(1.0, r.expectedRounds(), 1e-12);
        assertAgree(c + ", retreat after round 1", c.setup().toBuilder().retreat(new RetreatPolicy.AfterRound(1)).build(), b);
    }

    /**
     * Classic 1 submarine vs 1 submarine; the attacker's submarine always withdraws after a round (L783–787),
     * the defender's when nothing it can hit is left. Per round: attacker win 1/3 (first shot), defender
     * win 2/9, both left 4/9, when the attacking submarine withdraws: the battle is over and the defender
     * holds (L901: "Repeat ... until"). Attacker win 1/3, defender win 2/3, no draw; the attacker keeps
     * its submarine with 1/3 + 4/9 = 7/9.
     *
     * <p>Once fixed in the core (it had let the defender's submarines leave an empty board and scored a draw):
     * the attacker's submarines leaving is the attacker's retreat, inside the defender's win.
     */
    @Test
    void defenderStaysWhenTheAttackersSubmarinesHaveLeft() {
        BattleCase c = classic("Classic submarine vs submarine", "1 submarine", "1 submarine", "", Map.of(), Map.of(), Map.of());
        BattleSetup setup = c.setup().toBuilder().submerge(Side.ATTACKER, SubmergePolicy.ALWAYS)
                .submerge(Side.DEFENDER, SubmergePolicy.WHEN_NO_TARGETS).build();
        BattleResult exact = assertAgree(c + ", both withdraw", setup, battle(c).with(ReferenceSolver.Retreat.NEVER,
                ReferenceSolver.Submerge.ALWAYS, ReferenceSolver.Submerge.WHEN_NO_TARGETS));
        assertEquals(0.0, exact.draw(), 1e-12);
    }

    /** The same battle with the defender's submarine staying: the figures above, which the core gets right. */
    @Test
    void attackersSubmarineWithdraws() {
        BattleCase c = classic("Classic submarine vs submarine", "1 submarine", "1 submarine", "", Map.of(), Map.of(), Map.of());
        BattleSetup setup = c.setup().toBuilder().submerge(Side.ATTACKER, SubmergePolicy.ALWAYS).build();
        BattleResult exact = assertAgree(c + ", the attacker withdraws", setup, battle(c).with(ReferenceSolver.Retreat.NEVER,
                ReferenceSolver.Submerge.ALWAYS, ReferenceSolver.Submerge.NEVER));
        assertEquals(1.0 / 3, exact.attackerWin(), 1e-12);
        assertEquals(2.0 / 3, exact.defenderWin(), 1e-12);
        assertEquals(7.0 / 9, exact.attackerSurvivors().stream().filter(o -> o.size() == 1)
                .mapToDouble(SurvivorOutcome::probability).sum(), 1e-12);
    }

    /** Solves with both solvers and compares every figure and both survivor distributions. */
    private static BattleResult assertAgree(BattleCase c) {
        return assertAgree(c.toString(), c.setup(), battle(c));
    }

    private static BattleResult assertAgree(String c, BattleSetup setup, ReferenceSolver.Battle battle) {
        BattleResult exact = new ExactSolver().solve(setup);
        ReferenceSolver.Result ref = ReferenceSolver.solve(battle);
        ResultInvariants.check(exact, setup);
        BattleResult reference = asResult(ref);
        ResultInvariants.check(reference, setup);
        List<String> wrong = new ArrayList<>();
        BattleCase.FIGURES.forEach((figure, get) -> {
            double e = get.applyAsDouble(exact);
            double r = get.applyAsDouble(reference);
            if (!(Math.abs(e - r) <= TOLERANCE)) {
                wrong.add(figure + ": exact " + e + ", reference " + r);
            }
        });
        compareSurvivors(wrong, "attacker", exact.attackerSurvivors(), ref.attackerSurvivors());
        compareSurvivors(wrong, "defender", exact.defenderSurvivors(), ref.defenderSurvivors());
        assertTrue(wrong.isEmpty(), c + ": " + String.join("; ", wrong));
        return exact;
    }

    private static void compareSurvivors(List<String> wrong, String side, List<SurvivorOutcome> exact,
            Map<Map<String, Integer>, Double> reference) {
        Map<Map<String, Integer>, Double> e = new HashMap<>();
        exact.forEach(o -> e.put(o.units(), o.probability()));
        Set<Map<String, Integer>> all = new LinkedHashSet<>(e.keySet());
        all.addAll(reference.keySet());
        for (Map<String, Integer> units : all) {
            double pe = e.getOrDefault(units, 0.0);
            double pr = reference.getOrDefault(units, 0.0);
            if (!(Math.abs(pe - pr) <= TOLERANCE)) {
                wrong.add(side + " ends with " + units + ": exact " + pe + ", reference " + pr);
            }
        }
    }

    /** The reference's figures in a result, for the shared checks. */
    static BattleResult asResult(ReferenceSolver.Result r) {
        // the reference computes no swing distribution or per-round figures
        return new BattleResult(Method.EXACT, "reference", r.attackerWin(), r.attackerCaptures(), r.defenderWin(), r.draw(),
                r.retreat(),
                r.stalemate(), r.attackerIpcLoss(), r.defenderIpcLoss(), r.expectedRounds(), outcomes(r.attackerSurvivors()),
                outcomes(r.defenderSurvivors()), 0, 1 - (r.attackerWin() + r.defenderWin() + r.draw()),
                SwingDistribution.of(List.of()), List.of(), "fight to the end", List.of(), Optional.empty());
    }

    private static List<SurvivorOutcome> outcomes(Map<Map<String, Integer>, Double> m) {
        List<SurvivorOutcome> out = new ArrayList<>();
        m.forEach((u, p) -> out.add(new SurvivorOutcome(u, p)));
        out.sort(Comparator.comparingDouble(SurvivorOutcome::probability).reversed());
        return out;
    }

    private static BattleCase battle(String name, String attacker, String defender) {
        return battle(name, attacker, defender, "", Map.of(), Map.of(), Map.of());
    }

    private static BattleCase battle(String name, String attacker, String defender, String bombard,
            Map<Side, List<String>> techs, Map<Side, String> orders, Map<String, String> options) {
        return battle(REVISED, name, attacker, defender, bombard, techs, orders, options);
    }

    private static BattleCase classic(String name, String attacker, String defender, String bombard,
            Map<Side, List<String>> techs, Map<Side, String> orders, Map<String, String> options) {
        return battle(CLASSIC, name, attacker, defender, bombard, techs, orders, options);
    }

    private static BattleCase battle(Edition edition, String name, String attacker, String defender, String bombard,
            Map<Side, List<String>> techs, Map<Side, String> orders, Map<String, String> options) {
        Map<Side, List<String>> t = new EnumMap<>(Side.class);
        for (Side s : Side.values()) {
            t.put(s, techs.getOrDefault(s, List.of()));
        }
        return new BattleCase("(test code)", name, edition, attacker, defender, bombard, t, orders, options, Map.of(),
                List.of());
    }

    // ---- the case as the reference solver reads it: from the rulebook's profiles, not the edition's rules

    /**
     * The rules of the Classic rulebook the reference reads as rule options (seeds/002_643762565ec19ffa.txt);
     * absent options are Revised's.
     */
    static final Map<String, String> CLASSIC_RULES = Map.of(
            "bombardment-targets", "any-unit",      // "fires once at any enemy units defending" (L703)
            "bombardment-casualties", "fire-back",  // "still able to counterattack" (L703, L857, L865)
            "amphibious-retreat", "none");          // "CAN NEVER retreat" (L707, L754), all go together (L845)

    /**
     * @return the battle for the reference solver: Revised and Classic units from the rulebook tables,
     *         others from the file; no retreat, submarines never leave
     */
    static ReferenceSolver.Battle battle(BattleCase c) {
        String edition = c.edition().id();
        boolean classic = edition.equals("classic");
        Map<String, Profile> table = edition.equals("revised") ? RulebookUnits.byId()
                : classic ? RulebookUnits.classicById() : profiles(c.edition());
        java.util.function.BiFunction<Profile, List<String>, Profile> techs = classic ? RulebookUnits::withClassicTechs
                : RulebookUnits::withTechs;
        Map<String, Integer> att = counts(c.attacker());
        Map<String, Integer> def = counts(c.defender());
        boolean aaGun = def.remove("aa-gun") != null;
        Map<String, String> options = new HashMap<>(classic ? CLASSIC_RULES
                : edition.equals("revised") ? Map.of() : c.setup().rules().asMap());
        options.putAll(c.options());
        return new ReferenceSolver.Battle(withTechs(att, table, techs, c.techs().get(Side.ATTACKER)),
                withTechs(def, table, techs, c.techs().get(Side.DEFENDER)), aaGun,
                withTechs(counts(c.bombard()), table, techs, c.techs().get(Side.ATTACKER)),
                order(table, c.orders().get(Side.ATTACKER), true), order(table, c.orders().get(Side.DEFENDER), false),
                options, ReferenceSolver.Retreat.NEVER, ReferenceSolver.Submerge.NEVER, ReferenceSolver.Submerge.NEVER);
    }

    /** "2 infantry, 1 aa-gun" with full unit ids, as the case files write them. */
    private static Map<String, Integer> counts(String text) {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (String part : text.split(",")) {
            if (!part.isBlank()) {
                String[] w = part.trim().split("\\s+", 2);
                m.merge(w[1], Integer.parseInt(w[0]), Integer::sum);
            }
        }
        return m;
    }

    private static Map<Profile, Integer> withTechs(Map<String, Integer> counts, Map<String, Profile> table,
            java.util.function.BiFunction<Profile, List<String>, Profile> apply, List<String> techs) {
        Map<Profile, Integer> m = new LinkedHashMap<>();
        counts.forEach((id, n) -> m.put(apply.apply(table.get(id), techs), n));
        return m;
    }

    /** Listed units first, then cheapest first, ties by the weaker value in the role, then table order. */
    private static List<String> order(Map<String, Profile> table, String listed, boolean attacking) {
        List<String> out = new ArrayList<>();
        if (listed != null) {
            for (String id : listed.split(",")) {
                out.add(id.trim());
            }
        }
        List<Profile> rest = new ArrayList<>(table.values());
        rest.sort(Comparator.comparingInt(Profile::cost).thenComparingInt(p -> p.value(attacking)));
        rest.forEach(p -> {
            if (!out.contains(p.id())) {
                out.add(p.id());
            }
        });
        return out;
    }

    /** Profiles of a test edition file (not Revised: no rulebook table to take them from). */
    private static Map<String, Profile> profiles(Edition e) {
        Map<String, Profile> m = new LinkedHashMap<>();
        for (UnitType u : e.units()) {
            m.put(u.id(), new Profile(u.id(), u.domain(), u.cost(), u.attack(), u.defense(), u.attackDice(), u.defenseDice(),
                    u.hitPoints(), u.openingFire(), u.hits().size() == 1, u.antiSubmarine(), u.submerges(), u.bombard(),
                    u.antiAircraft(), u.supports().map(UnitType.Support::unit), u.supports().map(UnitType.Support::attack)
                    .orElse(0), u.source()));
            if (u.hits().size() == 2 || u.hits().size() == 1 && !u.hits().contains(battleboard.edition.Domain.SEA)
                    || u.hitPoints() > 2 || u.unitsPerAttackDie() > 1 || u.attackRoundLimit() > 0) {
                throw new IllegalArgumentException("the reference solver knows Revised and Classic abilities only: " + u.id());
            }
        }
        return m;
    }
}
