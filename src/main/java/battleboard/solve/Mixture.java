package battleboard.solve;

import battleboard.battle.AirCombat;
import battleboard.battle.BattleSetup;
import battleboard.battle.Force;
import battleboard.battle.PreBattle;
import battleboard.battle.PreBattleVariant;
import battleboard.battle.Side;
import battleboard.exact.ExactSolver;
import battleboard.result.BattleResult;
import battleboard.result.RoundFigures;
import battleboard.result.Sampling;
import battleboard.result.SurvivorOutcome;
import battleboard.result.SwingDistribution;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * A battle decided by rolls before it ({@link PreBattle}): every way the rolls fall is solved as a battle
 * of its own, or as no battle, and the results are weighted by the rolls' probabilities. Every figure of
 * the result is the weighted sum of the variants' figures; a variant with no battle is a defender win in
 * which nobody is lost (the attacker stays out: counted as a retreat). Monte Carlo sampling errors are
 * combined as for a weighted sum of independent estimates.
 */
final class Mixture {
    private Mixture() {
    }

    /**
     * @param setup a battle with pre-battle rolls
     * @param solve solves one battle with none
     * @return the weighted result
     */
    static BattleResult solve(BattleSetup setup, Function<BattleSetup, BattleResult> solve) {
        List<PreBattleVariant> variants = setup.preBattle().airCap().isPresent()
                ? airCombat(setup, setup.preBattle().airCap().get()) : setup.preBattle().variants(setup);
        List<Double> weights = new ArrayList<>();
        List<BattleResult> results = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (PreBattleVariant v : variants) {
            BattleResult r = v.setup().map(solve).orElseGet(() -> v.attackerDestroyed() ? destroyedBefore(setup, v) : noBattle(setup));
            weights.add(v.probability());
            results.add(withBefore(r, v));
            labels.add(String.format(Locale.US, "%s %.4f", v.label(), v.probability()));
        }
        return mix(weights, results, "mixture of " + variants.size() + " pre-battle outcomes (" + String.join("; ", labels)
                + "); each: " + results.stream().filter(r -> r.states() > 0).findFirst().map(BattleResult::methodNote).orElse("no battle"));
    }

    /**
     * @param setup a battle whose pre-battle rolls are an air combat ({@link AirCombat})
     * @param cap   the fighters each side designates Air Cap
     * @return every way the air combat can end, its air battle solved exactly
     * @throws IllegalArgumentException when a side designates more fighters than it has
     */
    static List<PreBattleVariant> airCombat(BattleSetup setup, battleboard.battle.AirCap cap) {
        return AirCombat.variants(setup, cap, air -> ends(setup, new ExactSolver().solve(air)));
    }

    /** @return how the air battle of an air combat ended, read from its exact result: each side's survivors when it wins */
    private static AirCombat.AirBattleEnds ends(BattleSetup setup, BattleResult r) {
        return new AirCombat.AirBattleEnds(survivors(setup, r.attackerSurvivors()), survivors(setup, r.defenderSurvivors()), r.draw());
    }

    private static Map<Force, Double> survivors(BattleSetup setup, List<SurvivorOutcome> outcomes) {
        Map<Force, Double> out = new LinkedHashMap<>();
        for (SurvivorOutcome o : outcomes) {
            if (!o.units().isEmpty()) {
                Map<battleboard.edition.UnitType, Integer> m = new LinkedHashMap<>();
                o.units().forEach((id, n) -> m.put(setup.edition().unit(id), n));
                out.merge(Force.of(m), o.probability(), Double::sum);
            }
        }
        return out;
    }

    /** The attack that does not happen: both sides keep everything; the defender keeps the space. */
    static BattleResult noBattle(BattleSetup setup) {
        return new BattleResult(battleboard.result.Method.EXACT, "no battle", 0, 0, 1, 0, 1, 0, 0, 0, 0,
                List.of(new SurvivorOutcome(ids(setup.force(Side.ATTACKER)), 1)),
                List.of(new SurvivorOutcome(ids(setup.force(Side.DEFENDER)), 1)), 0, 0,
                SwingDistribution.of(List.of(new SwingDistribution.Bar(0, 1))), List.of(), setup.retreat().describe(), List.of(),
                Optional.empty());
    }

    /**
     * The battle the rolls ended: every attacking unit destroyed before it (kamikaze strikes that sank every ship). The
     * defender's units left are the variant's {@code defenderStayedOut}, added by {@link #withBefore}: with some, the
     * defender wins; with none, a draw (both destroyed).
     */
    private static BattleResult destroyedBefore(BattleSetup setup, PreBattleVariant v) {
        double defenderWins = v.defenderStayedOut().isEmpty() ? 0 : 1;
        return new BattleResult(battleboard.result.Method.EXACT, "no battle: the attacker destroyed before it", 0, 0, defenderWins,
                1 - defenderWins, 0, 0, 0, 0, 0,
                List.of(new SurvivorOutcome(Map.of(), 1)), List.of(new SurvivorOutcome(Map.of(), 1)), 0, 0,
                SwingDistribution.of(List.of(new SwingDistribution.Bar(0, 1))), List.of(), setup.retreat().describe(), List.of(),
                Optional.empty());
    }

    private static Map<String, Integer> ids(Force f) {
        Map<String, Integer> m = new LinkedHashMap<>();
        f.counts().forEach((u, n) -> {
            if (u.canBeCasualty()) {
                m.put(u.id(), n);
            }
        });
        return m;
    }

    /**
     * The result with what happened before the battle: units that stayed out of it added to every survivor
     * composition of their side, and the IPC lost before it added to the losses and the swing.
     */
    private static BattleResult withBefore(BattleResult r, PreBattleVariant v) {
        if (v.stayedOut().isEmpty() && v.defenderStayedOut().isEmpty() && v.attackerLost() == 0 && v.defenderLost() == 0) {
            return r;
        }
        int shift = v.defenderLost() - v.attackerLost();
        List<SwingDistribution.Bar> bars = new ArrayList<>();
        r.swing().bars().forEach(b -> bars.add(new SwingDistribution.Bar(b.swing() + shift, b.probability())));
        return new BattleResult(r.method(), r.methodNote(), r.attackerWin(), r.attackerCaptures(), r.defenderWin(), r.draw(),
                r.retreat(), r.stalemate(), r.attackerIpcLoss() + v.attackerLost(), r.defenderIpcLoss() + v.defenderLost(),
                r.expectedRounds(), plus(r.attackerSurvivors(), v.stayedOut()), plus(r.defenderSurvivors(), v.defenderStayedOut()),
                r.states(), r.unaccounted(), shift == 0 ? r.swing() : SwingDistribution.of(bars), r.byRound(), r.retreatPolicy(),
                r.retreatStates(), r.sampling());
    }

    private static List<SurvivorOutcome> plus(List<SurvivorOutcome> outcomes, Force stayedOut) {
        if (stayedOut.isEmpty()) {
            return outcomes;
        }
        List<SurvivorOutcome> out = new ArrayList<>();
        for (SurvivorOutcome o : outcomes) {
            Map<String, Integer> u = new LinkedHashMap<>(o.units());
            stayedOut.counts().forEach((t, n) -> u.merge(t.id(), n, Integer::sum));
            out.add(new SurvivorOutcome(u, o.probability()));
        }
        return out;
    }

    /** The weighted sum of the results' figures. */
    static BattleResult mix(List<Double> w, List<BattleResult> rs, String note) {
        double[] f = new double[10];
        Map<Map<String, Integer>, Double> att = new LinkedHashMap<>();
        Map<Map<String, Integer>, Double> def = new LinkedHashMap<>();
        TreeMap<Integer, Double> swing = new TreeMap<>();
        long states = 0;
        int rounds = 0;
        for (int i = 0; i < rs.size(); i++) {
            BattleResult r = rs.get(i);
            double p = w.get(i);
            double[] g = {r.attackerWin(), r.attackerCaptures(), r.defenderWin(), r.draw(), r.retreat(), r.stalemate(),
                r.attackerIpcLoss(), r.defenderIpcLoss(), r.expectedRounds(), r.unaccounted()};
            for (int k = 0; k < f.length; k++) {
                f[k] += p * g[k];
            }
            r.attackerSurvivors().forEach(o -> att.merge(o.units(), p * o.probability(), Double::sum));
            r.defenderSurvivors().forEach(o -> def.merge(o.units(), p * o.probability(), Double::sum));
            r.swing().bars().forEach(b -> swing.merge(b.swing(), p * b.probability(), Double::sum));
            states += r.states();
            rounds = Math.max(rounds, r.byRound().size());
        }
        List<SwingDistribution.Bar> bars = new ArrayList<>();
        swing.forEach((s, p) -> bars.add(new SwingDistribution.Bar(s, p)));
        BattleResult first = rs.stream().filter(r -> r.states() > 0).findFirst().orElse(rs.get(0));
        return new BattleResult(first.method(), note, f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8],
                SurvivorOutcome.mostLikelyFirst(att), SurvivorOutcome.mostLikelyFirst(def), states, f[9], SwingDistribution.of(bars),
                byRound(w, rs, rounds), first.retreatPolicy(), List.of(), sampling(w, rs));
    }

    /** Per round, the weighted figures; a result whose figures stop earlier (or a battle not fought) stays as it ended. */
    private static List<RoundFigures> byRound(List<Double> w, List<BattleResult> rs, int rounds) {
        for (BattleResult r : rs) {
            if (r.byRound().isEmpty() && r.states() > 0) {
                return List.of(); // a battle without per-round figures: none for the mixture either
            }
        }
        List<RoundFigures> out = new ArrayList<>();
        for (int k = 1; k <= rounds; k++) {
            double[] f = new double[5];
            for (int i = 0; i < rs.size(); i++) {
                BattleResult r = rs.get(i);
                RoundFigures x = r.byRound().isEmpty() ? new RoundFigures(k, 0, r.attackerWin(), r.defenderWin(), r.draw(), r.retreat())
                        : r.byRound().get(Math.min(k, r.byRound().size()) - 1);
                double[] g = {x.ongoing(), x.attackerWin(), x.defenderWin(), x.draw(), x.retreat()};
                for (int j = 0; j < f.length; j++) {
                    f[j] += w.get(i) * g[j];
                }
            }
            out.add(new RoundFigures(k, f[0], f[1], f[2], f[3], f[4]));
        }
        return out;
    }

    /** Sampling errors of a weighted sum of independent Monte Carlo estimates; empty when no variant sampled. */
    private static Optional<Sampling> sampling(List<Double> w, List<BattleResult> rs) {
        Sampling base = null;
        long trials = 0;
        double[] lo = new double[5];
        double[] hi = new double[5];
        double[] se = new double[3];
        for (int i = 0; i < rs.size(); i++) {
            BattleResult r = rs.get(i);
            double p = w.get(i);
            double[] exact = {r.attackerWin(), r.defenderWin(), r.draw(), r.retreat(), r.stalemate()};
            if (r.sampling().isEmpty()) {
                for (int k = 0; k < 5; k++) {
                    lo[k] += p * exact[k];
                    hi[k] += p * exact[k];
                }
                continue;
            }
            Sampling s = r.sampling().get();
            base = base == null ? s : base;
            trials += s.trials();
            Sampling.Interval[] iv = {s.attackerWin(), s.defenderWin(), s.draw(), s.retreat(), s.stalemate()};
            for (int k = 0; k < 5; k++) {
                lo[k] += p * iv[k].low();
                hi[k] += p * iv[k].high();
            }
            se[0] += p * p * s.attackerIpcLossError() * s.attackerIpcLossError();
            se[1] += p * p * s.defenderIpcLossError() * s.defenderIpcLossError();
            se[2] += p * p * s.expectedRoundsError() * s.expectedRoundsError();
        }
        if (base == null) {
            return Optional.empty();
        }
        return Optional.of(new Sampling(trials, base.seed(), base.threads(), base.stop(), base.confidence(),
                base.intervalMethod() + ", weighted over the pre-battle outcomes", new Sampling.Interval(lo[0], hi[0]),
                new Sampling.Interval(lo[1], hi[1]), new Sampling.Interval(lo[2], hi[2]), new Sampling.Interval(lo[3], hi[3]),
                new Sampling.Interval(lo[4], hi[4]), Math.sqrt(se[0]), Math.sqrt(se[1]), Math.sqrt(se[2])));
    }
}
