package battleboard.solve;

import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Force;
import battleboard.battle.OrderOfLoss;
import battleboard.battle.Progress;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.battle.SubmergePolicy;
import battleboard.edition.Domain;
import battleboard.edition.Edition;
import battleboard.edition.RuleOption;
import battleboard.edition.Technology;
import battleboard.edition.UnitType;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.result.BattleResult;
import battleboard.result.RoundFigures;
import battleboard.result.SurvivorOutcome;
import battleboard.result.SwingDistribution;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Random battles through the library, per edition (issue 13): random units and counts, technologies, rule options,
 * orders of loss, retreat and submerge policies, start rounds and damage; solved by auto (and some by Monte Carlo). Each
 * battle is either refused with one line or solved with every probability in [0, 1], the outcomes summing to 1 within
 * 1e-12 (the mass trimmed counted), IPC losses within [0, the side's cost], and survivors consistent with the outcomes.
 *
 * <p>A fixed seed; {@value #DEFAULT_BATTLES} battles per edition in {@code mvn verify}. The long run,
 * {@code mvn -B test -Pfuzz} ({@code battleboard.fuzz.battles=10000}), writes its figures on standard output for
 * {@code docs/reliability.md}.
 */
class FuzzTest {
    /** Battles per edition in the normal build. */
    static final int DEFAULT_BATTLES = 300;
    /** Draws made for each battle until one is a battle the rules allow (each refusal is checked to be one line). */
    static final int TRIES = 4;
    private static final double SUM_TOLERANCE = 1e-12;

    static List<String> editions() {
        return Edition.BUILT_IN;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("editions")
    void randomBattlesAreRefusedInOneLineOrSolvedWithinBounds(String editionId) {
        int battles = Integer.getInteger("battleboard.fuzz.battles", DEFAULT_BATTLES);
        Edition e = Edition.builtIn(editionId);
        SplittableRandom random = new SplittableRandom(editionId.hashCode() * 31L + 20261125L);
        Solver solver = new Solver();
        int solved = 0;
        int refused = 0;
        int monteCarlo = 0;
        double worstSum = 0;
        long slowestNanos = 0;
        String slowest = "";
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < battles; i++) {
            // a battle the rules forbid is refused in one line; up to TRIES draws are made for one the rules allow
            BattleSetup setup = null;
            for (int attempt = 0; attempt < TRIES && setup == null; attempt++) {
                try {
                    setup = randomBattle(e, random);
                } catch (IllegalArgumentException refusal) {
                    refused++;
                    String m = String.valueOf(refusal.getMessage());
                    if (Boolean.getBoolean("battleboard.fuzz.verbose")) {
                        System.out.println("refused: " + m);
                    }
                    if (m.isBlank() || m.contains("\n")) {
                        failures.add("battle " + i + ": refused without one line: " + m);
                    }
                }
            }
            if (setup == null) {
                continue;
            }
            boolean sampled = random.nextInt(8) == 0;
            SolveOptions options = sampled
                    ? new SolveOptions(MethodChoice.MONTE_CARLO, MonteCarloOptions.defaults().withTrials(2_000).withSeed(i))
                    : SolveOptions.defaults();
            long start = System.nanoTime();
            BattleResult r;
            try {
                r = solver.solve(setup, options, Progress.NONE);
            } catch (RuntimeException refusal) {
                // a battle too large or a policy the method cannot play: one line, never a crash
                refused++;
                String m = String.valueOf(refusal.getMessage());
                if (!(refusal instanceof IllegalArgumentException || refusal instanceof IllegalStateException)
                        || m.isBlank() || m.contains("\n")) {
                    failures.add("battle " + i + " (" + setup + "): " + refusal);
                }
                continue;
            }
            long nanos = System.nanoTime() - start;
            if (nanos > slowestNanos) {
                slowestNanos = nanos;
                slowest = setup.toString();
            }
            solved++;
            monteCarlo += sampled ? 1 : 0;
            double sum = r.attackerWin() + r.defenderWin() + r.draw() + r.unaccounted();
            worstSum = Math.max(worstSum, Math.abs(sum - 1));
            String problem = check(setup, r, sum);
            if (problem != null) {
                failures.add("battle " + i + " (" + setup + "): " + problem);
            }
        }
        System.out.printf(Locale.ROOT, "fuzz %s: %d battles, %d solved (%d by Monte Carlo), %d refused in one line, max |sum - 1| %.1e,"
                        + " slowest %.2f s (%s), %d failures%n", editionId, battles, solved, monteCarlo, refused, worstSum,
                slowestNanos / 1e9, slowest, failures.size());
        assertTrue(failures.isEmpty(), failures.size() + " failures, first: " + (failures.isEmpty() ? "" : failures.get(0)));
        assertTrue(solved >= battles / 4, "a random battle should often be one the rules allow: " + solved + " of " + battles);
    }

    /** @return the first bound the result breaks, or null */
    private static String check(BattleSetup setup, BattleResult r, double sum) {
        Map<String, Double> probabilities = new LinkedHashMap<>();
        probabilities.put("attackerWin", r.attackerWin());
        probabilities.put("attackerCaptures", r.attackerCaptures());
        probabilities.put("defenderWin", r.defenderWin());
        probabilities.put("draw", r.draw());
        probabilities.put("retreat", r.retreat());
        probabilities.put("stalemate", r.stalemate());
        probabilities.put("defenderHolds", r.defenderHolds());
        for (SurvivorOutcome o : r.attackerSurvivors()) {
            probabilities.put("attacker survivors " + o.label(), o.probability());
        }
        for (SurvivorOutcome o : r.defenderSurvivors()) {
            probabilities.put("defender survivors " + o.label(), o.probability());
        }
        for (SwingDistribution.Bar b : r.swing().bars()) {
            probabilities.put("swing " + b.swing(), b.probability());
        }
        for (RoundFigures f : r.byRound()) {
            probabilities.put("round " + f.round() + " ongoing", f.ongoing());
            probabilities.put("round " + f.round() + " attackerWin", f.attackerWin());
        }
        for (Map.Entry<String, Double> p : probabilities.entrySet()) {
            if (!(p.getValue() >= 0 && p.getValue() <= 1)) {
                return p.getKey() + " = " + p.getValue() + " is not in [0, 1]";
            }
        }
        if (Math.abs(sum - 1) > SUM_TOLERANCE) {
            return "outcomes sum to " + sum;
        }
        double attackerCost = cost(setup, Side.ATTACKER) + setup.bombardment().ipc();
        double defenderCost = cost(setup, Side.DEFENDER);
        if (r.attackerIpcLoss() < 0 || r.attackerIpcLoss() > attackerCost + 1e-9) {
            return "attacker IPC loss " + r.attackerIpcLoss() + " not in [0, " + attackerCost + "]";
        }
        if (r.defenderIpcLoss() < 0 || r.defenderIpcLoss() > defenderCost + 1e-9) {
            return "defender IPC loss " + r.defenderIpcLoss() + " not in [0, " + defenderCost + "]";
        }
        double survivorSum = r.attackerSurvivors().stream().mapToDouble(SurvivorOutcome::probability).sum();
        double tolerance = r.sampling().isPresent() ? 1e-9 : 1e-9 + r.unaccounted();
        if (Math.abs(survivorSum - 1) > tolerance) {
            return "attacker survivors sum to " + survivorSum;
        }
        double attackerGone = r.attackerSurvivors().stream().filter(o -> o.units().isEmpty()).mapToDouble(SurvivorOutcome::probability).sum();
        double defenderGone = r.defenderSurvivors().stream().filter(o -> o.units().isEmpty()).mapToDouble(SurvivorOutcome::probability).sum();
        // units that are never casualties (AA guns, long-range artillery) are not listed among survivors: a side with
        // any may look gone while they hold
        boolean attackerAllCasualties = setup.force(Side.ATTACKER).counts().keySet().stream().allMatch(UnitType::canBeCasualty);
        boolean defenderAllCasualties = setup.force(Side.DEFENDER).counts().keySet().stream().allMatch(UnitType::canBeCasualty);
        if (attackerAllCasualties && attackerGone > r.defenderWin() + r.draw() + 1e-9) {
            return "the attacker is destroyed in " + attackerGone + " but the defender wins or draws in only " + (r.defenderWin() + r.draw());
        }
        if (defenderAllCasualties && defenderGone > r.attackerWin() + r.draw() + 1e-9) {
            return "the defender is destroyed in " + defenderGone + " but the attacker wins or draws in only " + (r.attackerWin() + r.draw());
        }
        return null;
    }

    /** @return the side's units' cost, its damaged units and its cargo included */
    private static double cost(BattleSetup setup, Side side) {
        return setup.force(side).ipc() + setup.cargo(side).ipc();
    }

    /** @return a random battle of the edition: land or sea, 1 to 4 unit types a side, and random rules around it */
    static BattleSetup randomBattle(Edition e, SplittableRandom random) {
        Domain domain = random.nextInt(3) == 0 ? Domain.SEA : Domain.LAND;
        BattleSetup.Builder b = BattleSetup.builder(e)
                .attacker(force(e, domain, random, false))
                .defender(force(e, domain, random, true));
        for (Side side : Side.values()) {
            for (Technology t : e.technologies()) {
                if (random.nextInt(12) == 0) {
                    b.technology(side, t);
                }
            }
            List<String> presets = side == Side.ATTACKER ? OrderOfLoss.PRESETS : List.of("cheapest", "weakest");
            b.order(side, OrderOfLoss.preset(presets.get(random.nextInt(presets.size())), e, side.role()));
            if (domain == Domain.SEA && random.nextInt(3) == 0) {
                List<SubmergePolicy> policies = SubmergePolicy.choices();
                b.submerge(side, policies.get(random.nextInt(policies.size())));
            }
        }
        for (RuleOption o : e.optionDefaults().keySet()) {
            if (random.nextInt(4) == 0) {
                b.option(o.id(), o.choices().get(random.nextInt(o.choices().size())));
            }
        }
        b.retreat(switch (random.nextInt(10)) {
            case 0 -> new RetreatPolicy.AfterRound(1 + random.nextInt(3));
            case 1 -> new RetreatPolicy.AtUnits(random.nextInt(3));
            case 2 -> new RetreatPolicy.Best();
            case 3 -> new RetreatPolicy.BelowWinProbability(0.1 + 0.8 * random.nextDouble());
            default -> RetreatPolicy.never();
        });
        if (random.nextInt(10) == 0) {
            b.startRound(2 + random.nextInt(2));
        }
        return b.build();
    }

    private static Force force(Edition e, Domain domain, SplittableRandom random, boolean defending) {
        List<UnitType> candidates = e.units().stream()
                .filter(u -> u.domain() == domain || u.domain() == Domain.AIR)
                .filter(u -> u.canBeCasualty() || (defending && domain == Domain.LAND))
                .toList();
        Map<UnitType, Integer> counts = new LinkedHashMap<>();
        int types = 1 + random.nextInt(4);
        for (int t = 0; t < types; t++) {
            UnitType u = candidates.get(random.nextInt(candidates.size()));
            counts.merge(u, 1 + random.nextInt(random.nextInt(6) == 0 ? 8 : 4), Integer::sum);
        }
        return Force.of(counts);
    }
}
