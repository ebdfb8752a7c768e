package battleboard.cli;

import battleboard.battle.BattleSetup;
import battleboard.battle.OrderOfLoss;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.edition.Technology;
import battleboard.result.BattleResult;
import battleboard.result.Method;
import battleboard.result.Sampling;
import battleboard.result.SurvivorOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

/**
 * A battle and its result as a readable plain-text report: the battle, the outcome probabilities in
 * percent, expected IPC losses and swing, expected rounds, the method and its note, and the most
 * probable survivor compositions per side. Nothing is recomputed; sampled results show each
 * probability's interval and each expectation's standard error.
 *
 * <p>The parts ({@link #battle}, {@link #figures}, {@link #method}, {@link #survivors}) are separate
 * so that several results can be shown side by side: {@link #figures} takes one column per result.
 */
final class ResultTable {
    private ResultTable() {
    }

    /**
     * @param setup          the battle that was solved
     * @param result         its result
     * @param survivorsShown most probable compositions listed per side, at least 0
     * @return the report, ending with a line break
     */
    static String format(BattleSetup setup, BattleResult result, int survivorsShown) {
        return battle(setup) + "\n"
                + figures(List.of(""), List.of(result)) + "\n"
                + method(result) + "\n"
                + survivors("Attacker", result.attackerSurvivors(), survivorsShown) + "\n"
                + survivors("Defender", result.defenderSurvivors(), survivorsShown);
    }

    /**
     * @return the edition and kind of battle, the units of both sides, and (when given) the
     *         bombardment, technologies, rule options that differ from the edition's defaults and
     *         orders of loss that differ from cheapest first
     */
    static String battle(BattleSetup setup) {
        Edition e = setup.edition();
        TextTable t = new TextTable(TextTable.Align.LEFT, TextTable.Align.LEFT);
        t.row("Attacker:", ResultJson.unitsAsEntered(setup, Side.ATTACKER).toString());
        t.row("Defender:", ResultJson.unitsAsEntered(setup, Side.DEFENDER).toString());
        if (!setup.bombardment().isEmpty()) {
            t.row("Bombardment:", setup.bombardment().toString());
        }
        List<String> techs = new ArrayList<>();
        List<String> orders = new ArrayList<>();
        for (Side s : Side.values()) {
            Set<Technology> st = setup.techs(s);
            if (!st.isEmpty()) {
                techs.add(s.label() + " " + st.stream().map(Technology::id).collect(Collectors.joining(", ")));
            }
            OrderOfLoss o = setup.order(s);
            if (!o.equals(OrderOfLoss.cheapestFirst(e, s.role()))) {
                Set<String> present = ResultJson.unitsAsEntered(setup, s).counts().keySet().stream()
                        .filter(u -> !u.isAntiAircraftGun()).map(u -> u.id()).collect(Collectors.toSet());
                orders.add(s.label() + " " + o.unitIds().stream().filter(present::contains)
                        .collect(Collectors.joining(" > ")));
            }
        }
        if (!techs.isEmpty()) {
            t.row("Technologies:", String.join("; ", techs));
        }
        Map<String, String> defaults = e.optionDefaults().entrySet().stream()
                .collect(Collectors.toMap(x -> x.getKey().id(), Map.Entry::getValue));
        String changed = setup.rules().asMap().entrySet().stream()
                .filter(x -> !x.getValue().equals(defaults.get(x.getKey())))
                .map(x -> x.getKey() + "=" + x.getValue()).collect(Collectors.joining(", "));
        if (!changed.isEmpty()) {
            t.row("Rule options:", changed + " (others at the edition's defaults)");
        }
        if (!orders.isEmpty()) {
            t.row("Order of loss:", String.join("; ", orders) + " (first lost first)");
        }
        return e.name() + ", " + setup.kind().label() + " battle\n" + t.render(2);
    }

    /**
     * @param titles  one column title per result; a single blank title prints no title row
     * @param results the results, one column each
     * @return outcome probabilities in percent, expected IPC losses, IPC swing and expected rounds;
     *         a sampled result's cells add its interval [low, high] or standard error (+/-)
     * @throws IllegalArgumentException when there is not one title per result
     */
    static String figures(List<String> titles, List<BattleResult> results) {
        if (titles.size() != results.size()) {
            throw new IllegalArgumentException(titles.size() + " titles for " + results.size() + " results");
        }
        TextTable.Align[] aligns = new TextTable.Align[results.size() + 1];
        java.util.Arrays.fill(aligns, TextTable.Align.RIGHT);
        aligns[0] = TextTable.Align.LEFT;
        TextTable t = new TextTable(aligns);
        if (!(titles.size() == 1 && titles.get(0).isBlank())) {
            List<String> header = new ArrayList<>(titles);
            header.add(0, "");
            t.row(header.toArray(new String[0]));
        }
        row(t, "Attacker wins", results, probability(BattleResult::attackerWin, Sampling::attackerWin));
        row(t, "Defender wins", results, probability(BattleResult::defenderWin, Sampling::defenderWin));
        row(t, "  of which stalemate", results, probability(BattleResult::stalemate, Sampling::stalemate));
        row(t, "Draw (both destroyed)", results, probability(BattleResult::draw, Sampling::draw));
        row(t, "Attacker expected IPC loss", results,
                expectation(BattleResult::attackerIpcLoss, Sampling::attackerIpcLossError));
        row(t, "Defender expected IPC loss", results,
                expectation(BattleResult::defenderIpcLoss, Sampling::defenderIpcLossError));
        // no standard error for the swing: the two losses are correlated, and Sampling gives none
        row(t, "IPC swing (for the attacker)", results, r -> String.format(Locale.ROOT, "%+.3f", r.ipcSwing()));
        row(t, "Expected rounds", results,
                expectation(BattleResult::expectedRounds, Sampling::expectedRoundsError));
        return t.render(0);
    }

    private static void row(TextTable t, String label, List<BattleResult> results, Function<BattleResult, String> cell) {
        String[] cells = new String[results.size() + 1];
        cells[0] = label;
        for (int i = 0; i < results.size(); i++) {
            cells[i + 1] = cell.apply(results.get(i));
        }
        t.row(cells);
    }

    private static Function<BattleResult, String> probability(ToDoubleFunction<BattleResult> figure,
                                                              Function<Sampling, Sampling.Interval> interval) {
        return r -> percent(figure.applyAsDouble(r)) + r.sampling().map(interval)
                .map(i -> String.format(Locale.ROOT, " [%.4f, %.4f]", 100 * i.low(), 100 * i.high())).orElse("");
    }

    private static Function<BattleResult, String> expectation(ToDoubleFunction<BattleResult> figure,
                                                              ToDoubleFunction<Sampling> error) {
        return r -> String.format(Locale.ROOT, "%.3f", figure.applyAsDouble(r))
                + r.sampling().map(s -> String.format(Locale.ROOT, " +/- %.3f", error.applyAsDouble(s))).orElse("");
    }

    /** @return a probability in [0, 1] as a percentage with four decimals, e.g. "39.4480%" */
    static String percent(double p) {
        return String.format(Locale.ROOT, "%.4f%%", 100 * p);
    }

    /**
     * @return how the result was computed: the method and its note, then the states expanded and the
     *         probability unaccounted for (exact) or the trials, seed and interval method (sampled)
     */
    static String method(BattleResult r) {
        StringBuilder sb = new StringBuilder("Method: ").append(r.method().id());
        String note = r.methodNote().strip();
        if (note.startsWith(r.method().id() + ":")) {
            note = note.substring(r.method().id().length() + 1).strip();
        }
        if (!note.isEmpty()) {
            sb.append(" (").append(note).append(')');
        }
        sb.append('\n');
        Optional<Sampling> sampling = r.sampling();
        if (sampling.isPresent()) {
            Sampling s = sampling.get();
            sb.append(String.format(Locale.ROOT, "Trials: %,d, seed %d, %d thread%s, stopped by %s%n", s.trials(),
                    s.seed(), s.threads(), s.threads() == 1 ? "" : "s", ResultJson.stopId(s.stop())));
            sb.append(String.format(Locale.ROOT, "[low, high]: %s %s interval in percent; +/-: one standard error%n",
                    percent(s.confidence()).replaceAll("\\.?0+%$", "%"), s.intervalMethod()));
        } else if (r.method() == Method.EXACT) {
            sb.append(String.format(Locale.ROOT, "States expanded: %,d; probability unaccounted for: %.1e%n",
                    r.states(), r.unaccounted()));
        }
        return sb.toString();
    }

    /**
     * @param side     "Attacker" or "Defender"
     * @param outcomes the side's compositions, most probable first
     * @param shown    how many to list, at least 0
     * @return a heading and the most probable compositions with their probabilities in percent, and
     *         the total probability of those not listed
     */
    static String survivors(String side, List<SurvivorOutcome> outcomes, int shown) {
        int n = Math.min(shown, outcomes.size());
        StringBuilder sb = new StringBuilder(side).append(" survivors (").append(n == outcomes.size() ? "all " : "")
                .append(n).append(n == outcomes.size() ? "" : " most probable of " + outcomes.size())
                .append(outcomes.size() == 1 ? " composition" : " compositions").append("):\n");
        TextTable t = new TextTable(TextTable.Align.RIGHT, TextTable.Align.LEFT);
        for (SurvivorOutcome o : outcomes.subList(0, n)) {
            t.row(percent(o.probability()), o.label());
        }
        if (n < outcomes.size()) {
            double rest = outcomes.subList(n, outcomes.size()).stream().mapToDouble(SurvivorOutcome::probability).sum();
            t.row(percent(rest), "the other " + (outcomes.size() - n));
        }
        return sb.append(t.render(2)).toString();
    }
}
