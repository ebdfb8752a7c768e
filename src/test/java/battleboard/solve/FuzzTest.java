package battleboard.solve;

import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Force;
import battleboard.battle.OrderOfLoss;
import battleboard.battle.Progress;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.battle.Waves;
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
import java.time.Duration;
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
    /**
     * Most probability an exact result may leave unaccounted: each hit distribution's trim (1e-15, twice a round) over a
     * battle's rounds, the states a battle played state by state leaves unplayed (1e-14) and rounding, with room to spare.
     */
    private static final double UNACCOUNTED_TOLERANCE = 1e-11;

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
            long cpu = THREAD_TIME.getCurrentThreadCpuTime();
            BattleResult r;
            try {
                r = solver.solve(setup, options, Progress.NONE);
                timed(editionId, setup, r, cpu, start);
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

    /** The time of the solving thread: the exact solver's work, whatever else the machine runs. */
    private static final java.lang.management.ThreadMXBean THREAD_TIME = java.lang.management.ManagementFactory.getThreadMXBean();
    /** Shortest exact solve whose time is held to its estimate: below it, the JVM's warming and the clock's grain dominate. */
    static final double TIMED_SECONDS = 0.5;
    /** Farthest an estimate may be from the time of an exact solve over {@link #TIMED_SECONDS}, either way. */
    static final double ESTIMATE_FACTOR = 3;
    /** The longest a solve may take: the time limit the command line sets (--time-limit's default). */
    static final Duration BUDGET = MonteCarloOptions.DEFAULT_TIME_LIMIT;

    /**
     * An exact solve's estimate ({@link Solver#estimatedSeconds}) against its time.
     *
     * @param cpu  seconds of the solving thread
     * @param wall seconds of wall time (on a loaded machine, several times {@code cpu})
     */
    record Timing(String edition, String battle, double estimate, double cpu, double wall) {
        double ratio() {
            return estimate / cpu;
        }

        boolean within() {
            return ratio() >= 1 / ESTIMATE_FACTOR && ratio() <= ESTIMATE_FACTOR;
        }
    }

    /** Every exact solve over {@link #TIMED_SECONDS}, of every test of the run. */
    private static final List<Timing> TIMINGS = java.util.Collections.synchronizedList(new ArrayList<>());

    /** Records an exact solve over {@link #TIMED_SECONDS} of thread time with its estimate. */
    private static void timed(String edition, BattleSetup setup, BattleResult r, long cpuStart, long wallStart) {
        double cpu = (THREAD_TIME.getCurrentThreadCpuTime() - cpuStart) / 1e9;
        double wall = (System.nanoTime() - wallStart) / 1e9;
        if (r.method() == battleboard.result.Method.EXACT && cpu > TIMED_SECONDS) {
            double estimate = Solver.estimatedSeconds(new battleboard.exact.ExactSolver().estimate(setup), setup);
            TIMINGS.add(new Timing(edition, setup.toString(), estimate, cpu, wall));
        }
    }

    /**
     * Prints the estimates against the times (the table of docs/reliability.md); in the fuzz profile
     * ({@code battleboard.fuzz.timed}), an estimate outside 1/3 to 3 of its solve's time fails the run.
     */
    @org.junit.jupiter.api.AfterAll
    static void estimatesAgainstTimes() {
        List<Timing> all;
        synchronized (TIMINGS) {
            all = new ArrayList<>(TIMINGS);
        }
        System.out.println("| edition | battle | estimate | thread time | estimate / time | wall time |\n|---|---|---|---|---|---|");
        for (Timing t : all) {
            System.out.printf(Locale.ROOT, "| %s | %s | %.2f s | %.2f s | %.2f | %.1f s |%n", t.edition(), t.battle(), t.estimate(),
                    t.cpu(), t.ratio(), t.wall());
        }
        List<Timing> off = all.stream().filter(t -> !t.within()).toList();
        System.out.printf(Locale.ROOT, "fuzz timings: %d exact solves over %.1f s, %d with the estimate outside 1/%.0f to %.0f%n",
                all.size(), TIMED_SECONDS, off.size(), ESTIMATE_FACTOR, ESTIMATE_FACTOR);
        if (Boolean.getBoolean("battleboard.fuzz.timed")) {
            assertTrue(off.isEmpty(), off.size() + " estimates outside 1/3 to 3 of the time, first: " + (off.isEmpty() ? "" : off.get(0)));
        }
    }

    /** How far past the time limit a run may end: the solve in hand when it is reached stops at its next check. */
    static final double SLACK_SECONDS = 5;

    /** Battles of each fleet edition in the normal build. */
    static final int DEFAULT_FLEETS = 6;

    /** The editions whose fleets the fuzz profile adds: Global War 1939 (submarines, destroyers) and World at War. */
    static List<String> fleetEditions() {
        return List.of("global-war-1939", "world-at-war-2005");
    }

    /**
     * Fleets (issue 27): sea battles of 8 to 60 ships and aircraft with submarines and, where the edition has them,
     * destroyers, solved by auto as the command line does (its 30 s time limit), some of them in waves and some as
     * {@code reinforce}'s one more unit. Each is solved within the budget, or refused in one line; each exact solve over
     * {@value #TIMED_SECONDS} s is timed against its estimate ({@link #estimatesAgainstTimes}). Monte Carlo runs 2,000
     * battles (the time of a simulation is not what is measured here).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("fleetEditions")
    void fleetsAreSolvedWithinTheirBudget(String editionId) {
        int battles = Integer.getInteger("battleboard.fuzz.fleets", DEFAULT_FLEETS);
        Edition e = Edition.builtIn(editionId);
        SplittableRandom random = new SplittableRandom(editionId.hashCode() * 17L + 20261126L);
        SolveOptions options = new SolveOptions(MethodChoice.AUTO, MonteCarloOptions.defaults().withTrials(2_000))
                .withExactTimeLimit(BUDGET);
        Solver solver = new Solver();
        List<String> failures = new ArrayList<>();
        int solved = 0;
        int refused = 0;
        int exact = 0;
        int overBudget = 0;
        int stopped = 0;
        int waves = 0;
        int reinforced = 0;
        for (int i = 0; i < battles; i++) {
            BattleSetup setup;
            try {
                setup = fleetBattle(e, random);
            } catch (IllegalArgumentException refusal) {
                refused++;
                String m = String.valueOf(refusal.getMessage());
                if (m.isBlank() || m.contains("\n")) {
                    failures.add("fleet " + i + ": refused without one line: " + m);
                }
                continue;
            }
            int kind = random.nextInt(8);
            long start = System.nanoTime();
            long cpu = THREAD_TIME.getCurrentThreadCpuTime();
            try {
                if (kind == 0) {
                    Force wave = fleet(e, random, false, 2);
                    Waves plan = Waves.of(setup.toBuilder().retreat(new RetreatPolicy.AfterRound(1 + random.nextInt(2))).build(),
                            List.of(new Waves.Wave(wave, RetreatPolicy.never())), Waves.Timing.NEXT_COMBAT);
                    WaveSolver.Result w = new WaveSolver(new battleboard.exact.ExactSolver()).solve(plan, options, Progress.NONE);
                    String problem = check(plan.first(), w.total(), w.total().attackerWin() + w.total().defenderWin()
                            + w.total().draw() + w.total().unaccounted(), false);
                    if (problem != null) {
                        failures.add("fleet " + i + " in waves (" + setup + "): " + problem);
                    }
                    waves++;
                } else if (kind == 1) {
                    Reinforcement.OneMore more = new Reinforcement(solver, options).oneMore(setup, Progress.NONE);
                    if (more.additions().isEmpty()) {
                        failures.add("fleet " + i + " (" + setup + "): no unit to add");
                    }
                    reinforced++;
                } else {
                    BattleResult r = solver.solve(setup, options, Progress.NONE);
                    timed(editionId, setup, r, cpu, start);
                    exact += r.method() == battleboard.result.Method.EXACT ? 1 : 0;
                    String problem = check(setup, r, r.attackerWin() + r.defenderWin() + r.draw() + r.unaccounted());
                    if (problem != null) {
                        failures.add("fleet " + i + " (" + setup + "): " + problem);
                    }
                }
                solved++;
            } catch (RuntimeException refusal) {
                refused++;
                String m = String.valueOf(refusal.getMessage());
                if (!(refusal instanceof IllegalArgumentException || refusal instanceof IllegalStateException
                        || refusal instanceof battleboard.exact.BattleTooLargeException) || m.isBlank() || m.contains("\n")) {
                    failures.add("fleet " + i + " (" + setup + "): " + refusal);
                }
                stopped += m.contains("time limit") ? 1 : 0;
            }
            // the budget is the time limit, which stops every path on the wall clock: a run past it by more than a
            // loaded machine's second or two is one that did not stop
            double wall = (System.nanoTime() - start) / 1e9;
            if (wall > BUDGET.toMillis() / 1000.0 + SLACK_SECONDS) {
                overBudget++;
                failures.add(String.format(Locale.ROOT, "fleet %d (%s, %s): %.1f s, over the %d s budget", i,
                        kind == 0 ? "in waves" : kind == 1 ? "reinforce" : "odds", setup, wall, BUDGET.toSeconds()));
            }
        }
        System.out.printf(Locale.ROOT, "fuzz fleets %s: %d battles, %d solved (%d exactly, %d in waves, %d reinforced), %d refused in"
                + " one line (%d stopped at the time limit, saying so), %d over the budget, %d failures%n", editionId, battles, solved,
                exact, waves, reinforced, refused, stopped, overBudget, failures.size());
        assertTrue(failures.isEmpty(), failures.size() + " failures, first: " + (failures.isEmpty() ? "" : failures.get(0)));
    }

    /** @return a sea battle of the edition: each side's submarines, anti-submarine ships, other ships and aircraft */
    static BattleSetup fleetBattle(Edition e, SplittableRandom random) {
        int most = 2 + random.nextInt(4);
        BattleSetup.Builder b = BattleSetup.builder(e).attacker(fleet(e, random, false, most)).defender(fleet(e, random, true, most));
        for (Side side : Side.values()) {
            if (random.nextInt(3) == 0) {
                List<SubmergePolicy> policies = SubmergePolicy.choices();
                b.submerge(side, policies.get(random.nextInt(policies.size())));
            }
        }
        b.retreat(switch (random.nextInt(8)) {
            case 0 -> new RetreatPolicy.AfterRound(1 + random.nextInt(3));
            case 1 -> new RetreatPolicy.Best();
            default -> RetreatPolicy.never();
        });
        return b.build();
    }

    /**
     * @param most the most units of one type
     * @return submarines, the edition's anti-submarine ships, and one to three other ship or aircraft types (carriers
     *         holding the defender's aircraft)
     */
    private static Force fleet(Edition e, SplittableRandom random, boolean defending, int most) {
        Map<UnitType, Integer> counts = new LinkedHashMap<>();
        List<UnitType> sea = e.units().stream().filter(u -> u.domain() == Domain.SEA && u.canBeCasualty()).toList();
        sea.stream().filter(UnitType::submerges).findFirst().ifPresent(u -> counts.put(u, 1 + random.nextInt(most)));
        sea.stream().filter(UnitType::antiSubmarine).findFirst().ifPresent(u -> counts.put(u, 1 + random.nextInt(most)));
        List<UnitType> others = e.units().stream().filter(u -> u.canBeCasualty() && (u.domain() == Domain.SEA
                || u.domain() == Domain.AIR && !defending) && !counts.containsKey(u)).toList();
        int types = 1 + random.nextInt(3);
        for (int t = 0; t < types; t++) {
            counts.merge(others.get(random.nextInt(others.size())), 1 + random.nextInt(most), Integer::sum);
        }
        return Force.of(counts);
    }

    /** @return the first bound the result breaks, or null */
    private static String check(BattleSetup setup, BattleResult r, double sum) {
        return check(setup, r, sum, true);
    }

    /** @param survivors whether the survivors are the setup's sides' (not so for an attack in waves) */
    private static String check(BattleSetup setup, BattleResult r, double sum, boolean survivors) {
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
        // the sum above counts the unaccounted in: an exact result must not lose more than its trim bound and rounding
        // allow (a 1942 sea battle lost 1.2e-3 to a stalemate played as a battle going on, which that sum could not see)
        if (r.sampling().isEmpty() && Math.abs(r.unaccounted()) > UNACCOUNTED_TOLERANCE) {
            return "unaccounted " + r.unaccounted();
        }
        if (!survivors) {
            return null; // a later wave's units are lost too, and survive: the costs and survivors are the whole attack's
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
