package battleboard.report;

import battleboard.battle.BattleKind;
import battleboard.battle.BattleSetup;
import battleboard.battle.OrderOfLoss;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.battle.SubmergePolicy;
import battleboard.edition.Edition;
import battleboard.edition.Technology;
import battleboard.edition.UnitType;
import battleboard.result.BattleResult;
import battleboard.result.Method;
import battleboard.result.RetreatState;
import battleboard.result.RoundFigures;
import battleboard.result.Sampling;
import battleboard.result.SurvivorOutcome;
import battleboard.result.SwingDistribution;
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
 * percent (issue 5's breakdown: taken, destroyed but not taken, retreat, held, draw, stalemate),
 * expected IPC losses and swing, expected rounds, the method and its note, the distribution of the
 * IPC swing, the figures by round, the retreat states of a computed retreat policy, and the most
 * probable survivor compositions per side. Nothing is recomputed; sampled results show each
 * probability's interval and each expectation's standard error.
 *
 * <p>The parts are separate so that several results can be shown side by side: {@link #figures}
 * takes one column per result.
 */
public final class ResultTable {
    /** Widest text bar of the swing histogram, in characters. */
    public static final int BAR_WIDTH = 40;
    /** Most rows of the swing histogram: more distinct swings are grouped into ranges. */
    public static final int MAX_SWING_ROWS = 24;
    /** Retreat states listed unless more are asked for. */
    public static final int RETREAT_STATES_SHOWN = 15;

    private ResultTable() {
    }

    /**
     * How much of a result's detail the table lists.
     *
     * @param survivors most probable compositions listed per side, at least 0
     * @param rounds    rounds listed in the by-round table, at least 0
     */
    public record Detail(int survivors, int rounds) {
        /** Survivor compositions {@code odds} lists per side unless told otherwise. */
        public static final int DEFAULT_SURVIVORS = 8;
        /** Rounds {@code odds} lists unless told otherwise. */
        public static final int DEFAULT_ROUNDS = 10;
        /** What {@code odds} lists unless told otherwise. */
        public static final Detail ODDS = new Detail(DEFAULT_SURVIVORS, DEFAULT_ROUNDS);
    }

    /**
     * @param setup  the battle that was solved
     * @param result its result
     * @param detail how many survivor compositions and rounds to list
     * @return the report, ending with a line break
     */
    public static String format(BattleSetup setup, BattleResult result, Detail detail) {
        StringBuilder sb = new StringBuilder(battle(setup)).append('\n')
                .append(figures(List.of(""), List.of(result), setup.kind(), setup.edition().battle().aircraftOnlyWin())).append('\n')
                .append(panzerblitz(setup, result))
                .append(powers(setup, result))
                .append(afterTheBattle(setup, result))
                .append(method(result)).append('\n')
                .append(swing(result.swing())).append('\n')
                .append(byRound(result.byRound(), detail.rounds())).append('\n');
        String retreats = retreatStates(setup.retreat(), result.retreatStates(), RETREAT_STATES_SHOWN);
        if (!retreats.isEmpty()) {
            sb.append(retreats).append('\n');
        }
        return sb.append(survivors("Attacker", result.attackerSurvivors(), detail.survivors())).append('\n')
                .append(survivors("Defender", result.defenderSurvivors(), detail.survivors())).toString();
    }

    /**
     * The report of an attack in waves: wave 1's battle and the later waves, the figures of the whole attack, and one
     * line per wave.
     *
     * @param plan   the attack
     * @param result its result
     * @param detail how many survivor compositions to list
     * @return the report, ending with a line break
     */
    public static String waves(battleboard.battle.Waves plan, battleboard.solve.WaveSolver.Result result, Detail detail) {
        BattleSetup setup = plan.first();
        BattleResult total = result.total();
        List<String[]> rows = new ArrayList<>();
        for (String w : plan.describe()) {
            int colon = w.indexOf(':');
            rows.add(new String[] {"W" + w.substring(1, colon + 1), w.substring(colon + 2)});
        }
        rows.add(new String[] {"Waves come:", plan.timing() == battleboard.battle.Waves.Timing.NEXT_TURN
                ? "next turn: the attackers still alive join the next wave"
                : "next combat, one after the other: the attackers of the waves before stay out"});
        rows.add(new String[] {"Damage:", plan.repaired() ? "repaired between waves (damage-after-combat=repaired)" : "kept between waves"});
        StringBuilder sb = new StringBuilder(battle(setup, rows)).append('\n')
                .append("The whole attack (the last wave's outcome; IPC lost over all waves):\n")
                .append(figures(List.of(""), List.of(total), setup.kind(), setup.edition().battle().aircraftOnlyWin())).append('\n')
                .append(method(total)).append('\n')
                .append(swing(total.swing())).append('\n')
                .append(byWave(result.waves())).append('\n');
        return sb.append(survivors("Attacker", total.attackerSurvivors(), detail.survivors())).append('\n')
                .append(survivors("Defender", total.defenderSurvivors(), detail.survivors())).toString();
    }

    /**
     * @param waves one line per wave
     * @return per wave: the chance it is fought, how it ends, the expected IPC each side loses in it and its swing
     */
    public static String byWave(List<battleboard.result.WaveFigures> waves) {
        StringBuilder sb = new StringBuilder("By wave (chances of the whole attack; a wave is fought when the ones before left the"
                + " defender holding, or moves in when both sides were destroyed):\n");
        TextTable t = new TextTable(TextTable.Align.RIGHT, TextTable.Align.RIGHT, TextTable.Align.RIGHT, TextTable.Align.RIGHT,
                TextTable.Align.RIGHT, TextTable.Align.RIGHT, TextTable.Align.RIGHT, TextTable.Align.RIGHT, TextTable.Align.RIGHT);
        t.row("wave", "fought", "attacker wins", "draw", "defender holds", "won by then", "attacker IPC", "defender IPC", "swing");
        double won = 0;
        for (battleboard.result.WaveFigures w : waves) {
            won += w.attackerWin();
            t.row(String.valueOf(w.wave()), percent(w.fought()), percent(w.attackerWin()), percent(w.draw()), percent(w.defenderHolds()),
                    percent(won), String.format(Locale.US, "%.3f", w.attackerIpcLoss()),
                    String.format(Locale.US, "%.3f", w.defenderIpcLoss()), signedIpc(w.ipcSwing()));
        }
        return sb.append(t.render(2)).toString();
    }

    /**
     * @return with the attacker's Panzerblitz (Revised National Advantage, L2903-2907), the chance it wins in round 1
     *         (its surviving tanks may then move on) from the by-round figures, on one line and a blank line; else ""
     */
    public static String panzerblitz(BattleSetup setup, BattleResult result) {
        if (!battleboard.report.Panzerblitz.ticked(setup)) {
            return "";
        }
        return battleboard.edition.Rulebooks.cite("Attacker wins in round 1 (Panzerblitz: surviving tanks may move 1 territory, L2903-2907): ")
                + battleboard.report.Panzerblitz.winInRoundOne(result).map(ResultTable::percent).orElse("not computed (no by-round figures)")
                + "\n\n";
    }

    /**
     * @return when a side can lose units after the battle, the part of each side's expected IPC loss lost after it
     *         (cargo of sunk transports, aircraft with nowhere to land) on one line and a blank line; else ""
     */
    public static String afterTheBattle(BattleSetup setup, BattleResult result) {
        Map<Side, Double> after = battleboard.report.PostBattleLosses.expected(setup, result);
        if (after.isEmpty()) {
            return "";
        }
        return String.format(Locale.US, "Lost after the battle (in the IPC losses above: cargo of sunk transports, aircraft"
                + " with nowhere to land): attacker %.3f, defender %.3f%n%n", after.get(Side.ATTACKER), after.get(Side.DEFENDER));
    }

    /**
     * @return for a defender written by power, each power's expected IPC loss on one line and a blank line; else ""
     */
    public static String powers(BattleSetup setup, BattleResult result) {
        java.util.Map<String, Double> loss = battleboard.report.PowerLosses.defender(setup, result);
        if (loss.isEmpty()) {
            return "";
        }
        return "Defender expected IPC loss by power: " + loss.entrySet().stream()
                .map(x -> String.format(Locale.US, "%s %.3f", x.getKey(), x.getValue()))
                .collect(java.util.stream.Collectors.joining(", ")) + "\n\n";
    }

    /**
     * @return the edition and kind of battle, the units of both sides, and (when given) the
     *         bombardment, damaged units, start round, technologies, rule options that differ from the
     *         edition's defaults, orders of loss that differ from cheapest first, and the retreat and
     *         submerge policies
     */
    public static String battle(BattleSetup setup) {
        return battle(setup, List.of());
    }

    /**
     * @param extra more rows (label, value) at the end, e.g. an attack's later waves
     * @return {@link #battle(BattleSetup)} with the rows added in the same columns
     */
    public static String battle(BattleSetup setup, List<String[]> extra) {
        Edition e = setup.edition();
        TextTable t = new TextTable(TextTable.Align.LEFT, TextTable.Align.LEFT);
        t.row("Attacker:", setup.force(Side.ATTACKER).toString());
        t.row("Defender:", setup.force(Side.DEFENDER).toString());
        if (!setup.bombardment().isEmpty()) {
            t.row("Bombardment:", setup.bombardment().toString());
        }
        if (!setup.preBattle().isNone()) {
            t.row("Before the battle:", setup.preBattle().describe());
        }
        List<String> damaged = new ArrayList<>();
        List<String> techs = new ArrayList<>();
        List<String> orders = new ArrayList<>();
        List<String> picks = new ArrayList<>();
        List<String> submerge = new ArrayList<>();
        for (Side s : Side.values()) {
            if (!setup.damage(s).isEmpty()) {
                damaged.add(s.label() + " " + setup.damage(s));
            }
            Set<Technology> st = setup.techs(s);
            if (!st.isEmpty()) {
                techs.add(s.label() + " " + st.stream().map(Technology::id).collect(Collectors.joining(", ")));
            }
            OrderOfLoss o = setup.order(s);
            OrderOfLoss cheapest = OrderOfLoss.cheapestFirst(e, s.role());
            if (!o.unitIds().equals(cheapest.unitIds()) || o.damageFirst() != cheapest.damageFirst()) {
                Set<String> present = setup.force(s).counts().keySet().stream()
                        .filter(UnitType::canBeCasualty).map(u -> u.id()).collect(Collectors.toSet());
                // units taken last (transports, a sub pen) go after the others whatever the order says
                orders.add(s.label() + " " + o.unitIds().stream().filter(present::contains)
                        .sorted((a, b) -> Boolean.compare(e.unit(a).takenLast(), e.unit(b).takenLast()))
                        .collect(Collectors.joining(" > ")) + (o.damageFirst() ? "" : ", multi-hit units damaged in their turn"));
            }
            if (o.keepLand() > 0) {
                orders.add(s.label() + " keeps " + o.keepLand() + " land unit" + (o.keepLand() == 1 ? "" : "s") + " to the last");
            }
            if (!setup.picks(s).isNone()) {
                picks.add(s.label() + " " + String.join(" > ", setup.picks(s).unitIds()));
            }
            if (setup.submerge(s) != SubmergePolicy.NEVER) {
                submerge.add(s.label() + " " + setup.submerge(s).id());
            }
        }
        if (!damaged.isEmpty()) {
            t.row("Damaged:", String.join("; ", damaged));
        }
        List<String> cargo = new ArrayList<>();
        List<String> noLanding = new ArrayList<>();
        for (Side s : Side.values()) {
            if (!setup.cargo(s).isEmpty()) {
                cargo.add(s.label() + " " + setup.cargo(s));
            }
            if (!setup.landingInReach(s)) {
                noLanding.add(s.label());
            }
        }
        if (!cargo.isEmpty()) {
            t.row("Cargo:", String.join("; ", cargo) + " (lost with their transports)");
        }
        if (!noLanding.isEmpty()) {
            t.row("No landing:", String.join(", ", noLanding) + ": aircraft at sea land only on the carriers left");
        }
        if (setup.startRound() > 1) {
            t.row("Round:", setup.startRound() + " (a battle in progress)");
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
        if (!picks.isEmpty()) {
            t.row("Chosen hits take:", String.join("; ", picks) + " (first taken first, then the most expensive)");
        }
        if (setup.amphibious()) {
            boolean partial = setup.amphibiousRetreat()
                    .equals(java.util.Optional.of(battleboard.edition.RuleOption.AmphibiousRetreat.OVERLAND_AND_AIRCRAFT));
            t.row("Amphibious:", partial ? "yes: the landed units cannot retreat, the others may"
                    : "yes: the attacking land units cannot retreat");
        }
        if (!(setup.retreat() instanceof RetreatPolicy.Never)) {
            t.row("Retreat:", setup.retreat().describe());
        }
        if (!(setup.defenderRetreat() instanceof RetreatPolicy.Never)) {
            t.row("Defender retreat:", "tries from round 2, " + setup.defenderRetreat().describe().replace("retreat ", "")
                    + "; a d12: all leave on 1-4, half on 5-8");
        }
        if (!submerge.isEmpty()) {
            t.row("Submerge:", String.join("; ", submerge));
        }
        extra.forEach(row -> t.row(row[0], row[1]));
        return e.name() + ", " + setup.kind().label() + " battle\n" + t.render(2);
    }

    /**
     * @param titles  one column title per result; a single blank title prints no title row
     * @param results the results, one column each
     * @param kind    land or sea: a sea battle has no territory to take
     * @return outcome probabilities in percent, broken down as issue 5 lists them, expected IPC losses,
     *         IPC swing and expected rounds; a sampled result's cells add its interval [low, high] or
     *         standard error (+/-) where the sampling gives one
     * @throws IllegalArgumentException when there is not one title per result
     */
    public static String figures(List<String> titles, List<BattleResult> results, BattleKind kind) {
        return figures(titles, results, kind, java.util.Optional.empty());
    }

    /**
     * @param aircraftOnlyWin the edition's own words for a land battle won with aircraft only (Classic: held by the
     *                        defender, C926-928), for the row "defenders destroyed, not taken"; empty: those words
     */
    public static String figures(List<String> titles, List<BattleResult> results, BattleKind kind, java.util.Optional<String> aircraftOnlyWin) {
        if (titles.size() != results.size()) {
            throw new IllegalArgumentException(titles.size() + " titles for " + results.size() + " results");
        }
        // a sampled result gets a second column for its intervals and standard errors
        boolean sampled = results.stream().anyMatch(r -> r.sampling().isPresent());
        int per = sampled ? 2 : 1;
        TextTable.Align[] aligns = new TextTable.Align[results.size() * per + 1];
        aligns[0] = TextTable.Align.LEFT;
        for (int i = 1; i < aligns.length; i++) {
            aligns[i] = per == 1 || i % 2 == 1 ? TextTable.Align.RIGHT : TextTable.Align.LEFT;
        }
        TextTable t = new TextTable(aligns);
        if (!(titles.size() == 1 && titles.get(0).isBlank())) {
            String[] header = new String[aligns.length];
            header[0] = "";
            for (int i = 0; i < titles.size(); i++) {
                header[1 + i * per] = titles.get(i);
            }
            t.row(header);
        }
        Rows rows = new Rows(t, results, per);
        if (kind == BattleKind.LAND) {
            rows.add("Attacker wins", probability(BattleResult::attackerWin, Sampling::attackerWin));
            rows.add("  attacker takes the territory", probability(BattleResult::attackerCaptures, null));
            rows.add("  defenders destroyed, " + (aircraftOnlyWin.isPresent() ? AircraftOnlyWin.words(aircraftOnlyWin.get()) : "not taken"),
                    probability(BattleResult::defendersDestroyedNotTaken, null));
        } else {
            rows.add("Attacker wins (sea zone cleared)", probability(BattleResult::attackerWin, Sampling::attackerWin));
        }
        rows.add("Defender wins", probability(BattleResult::defenderWin, Sampling::defenderWin));
        rows.add("  defender holds", probability(BattleResult::defenderHolds, null));
        rows.add("  attacker retreats", probability(BattleResult::retreat, Sampling::retreat));
        rows.add("  stalemate", probability(BattleResult::stalemate, Sampling::stalemate));
        rows.add("Draw (both destroyed)", probability(BattleResult::draw, Sampling::draw));
        rows.add("Attacker expected IPC loss", expectation(BattleResult::attackerIpcLoss, Sampling::attackerIpcLossError));
        rows.add("Defender expected IPC loss", expectation(BattleResult::defenderIpcLoss, Sampling::defenderIpcLossError));
        // no standard error for the swing: the two losses are correlated, and Sampling gives none
        rows.add("IPC swing (for the attacker)", r -> new String[] {signedIpc(r.ipcSwing()), ""});
        rows.add("Expected rounds", expectation(BattleResult::expectedRounds, Sampling::expectedRoundsError));
        String table = t.render(0);
        String note = kind == BattleKind.LAND && aircraftOnlyWin.isPresent() ? AircraftOnlyWin.note(aircraftOnlyWin.get()) : null;
        return note == null ? table : table.endsWith("\n") ? table + note + "\n" : table + "\n" + note;
    }

    /** Adds rows of one figure per result: its value, and with {@code per} 2 its interval or error. */
    private record Rows(TextTable table, List<BattleResult> results, int per) {
        void add(String label, Function<BattleResult, String[]> cell) {
            String[] cells = new String[results.size() * per + 1];
            cells[0] = label;
            for (int i = 0; i < results.size(); i++) {
                String[] c = cell.apply(results.get(i));
                cells[1 + i * per] = c[0];
                if (per == 2) {
                    cells[2 + i * per] = c[1];
                }
            }
            table.row(cells);
        }
    }

    /**
     * @param interval the figure's interval in the sampling, or null when the sampling gives none
     * @return the probability in percent, and its interval "[low, high]" in percent or ""
     */
    private static Function<BattleResult, String[]> probability(ToDoubleFunction<BattleResult> figure,
                                                                Function<Sampling, Sampling.Interval> interval) {
        return r -> new String[] {percent(figure.applyAsDouble(r)), interval == null ? "" : r.sampling().map(interval)
                .map(i -> String.format(Locale.US, "[%.4f, %.4f]", 100 * i.low(), 100 * i.high())).orElse("")};
    }

    /**
     * @return the expectation, and its standard error "+/- e", "+/- n/a" when the run cannot give one (a single battle), or
     *         "" for an exact result
     */
    private static Function<BattleResult, String[]> expectation(ToDoubleFunction<BattleResult> figure,
                                                                ToDoubleFunction<Sampling> error) {
        return r -> new String[] {String.format(Locale.US, "%.3f", figure.applyAsDouble(r)),
            r.sampling().map(s -> error.applyAsDouble(s)).map(e -> Double.isFinite(e) ? String.format(Locale.US, "+/- %.3f", e)
                    : "+/- n/a").orElse("")};
    }

    /**
     * @param ipc an IPC swing (or any signed IPC figure)
     * @return it with its sign and 3 decimals, e.g. {@code "+2.641"}; a figure that rounds to zero reads {@code "+0.000"},
     *         never {@code "-0.000"} (a swing of exactly nothing computed as -1e-16)
     */
    public static String signedIpc(double ipc) {
        String s = String.format(Locale.US, "%+.3f", ipc);
        return s.equals("-0.000") ? "+0.000" : s;
    }

    /** @return a probability in [0, 1] as a percentage with four decimals, e.g. "39.4480%" */
    public static String percent(double p) {
        return String.format(Locale.US, "%.4f%%", 100 * p);
    }

    /**
     * A raid's or a rocket strike's damage: each amount it can do, with its chance and the chance of that much or more.
     *
     * @param header the damage column's heading, e.g. "damage, IPC"
     * @param damage probability in [0, 1] of each damage, index = damage
     * @return the table, indented by two spaces, one line per damage of chance above 0
     */
    public static String damage(String header, List<Double> damage) {
        TextTable t = new TextTable(TextTable.Align.RIGHT, TextTable.Align.RIGHT, TextTable.Align.RIGHT);
        t.row(header, "probability", "at least");
        for (int d = 0; d < damage.size(); d++) {
            if (damage.get(d) > 0) {
                t.row(Integer.toString(d), percent(damage.get(d)), percent(battleboard.result.Probability.atLeast(damage, d)));
            }
        }
        return t.render(2);
    }

    /**
     * @return how the result was computed: the method and its note, then the states expanded and the
     *         probability unaccounted for (exact) or the trials, seed, stop and interval method (sampled): what
     *         the figures depend on. Not the thread count: the same seed and stop give the same figures on any number of
     *         threads, so the table is the same byte for byte (issue 27 item 9); a run's threads and time are in its
     *         method note where it has one
     */
    public static String method(BattleResult r) {
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
            sb.append(String.format(Locale.US, "Battles: %,d, seed %d; stopped: %s%n", s.trials(), s.seed(),
                    s.stop().describe()));
            sb.append(String.format(Locale.US, "[low, high]: %s %s interval in percent; +/-: one standard error%n",
                    percent(s.confidence()).replaceAll("\\.?0+%$", "%"), s.intervalMethod()));
        } else if (r.method() == Method.EXACT) {
            sb.append(String.format(Locale.US, "States expanded: %,d; probability unaccounted for: %.1e%n",
                    r.states(), r.unaccounted()));
        }
        return sb.toString();
    }

    /**
     * @param swing the distribution of the IPC swing
     * @return a heading with the mean and percentiles, and one text bar per swing value; more than
     *         {@value #MAX_SWING_ROWS} values are grouped into ranges of equal width
     */
    public static String swing(SwingDistribution swing) {
        StringBuilder sb = new StringBuilder(String.format(Locale.US,
                "IPC swing distribution (defender's loss minus attacker's, IPC): mean %s, 5th percentile %+d,"
                        + " median %+d, 95th percentile %+d%n", signedIpc(swing.mean()), swing.p5(), swing.p50(), swing.p95()));
        List<SwingDistribution.Bar> bars = swing.bars();
        if (bars.isEmpty()) {
            return sb.toString();
        }
        int lo = bars.get(0).swing();
        int hi = bars.get(bars.size() - 1).swing();
        int width = bars.size() <= MAX_SWING_ROWS ? 1 : (int) Math.ceil((hi - lo + 1.0) / MAX_SWING_ROWS);
        List<String> labels = new ArrayList<>();
        List<Double> probabilities = new ArrayList<>();
        if (width == 1) {
            for (SwingDistribution.Bar b : bars) {
                labels.add(String.format(Locale.US, "%+d", b.swing()));
                probabilities.add(b.probability());
            }
        } else {
            int rows = (hi - lo) / width + 1;
            double[] p = new double[rows];
            for (SwingDistribution.Bar b : bars) {
                p[(b.swing() - lo) / width] += b.probability();
            }
            for (int i = 0; i < rows; i++) {
                int from = lo + i * width;
                labels.add(String.format(Locale.US, "%+d to %+d", from, Math.min(hi, from + width - 1)));
                probabilities.add(p[i]);
            }
        }
        double max = probabilities.stream().mapToDouble(Double::doubleValue).max().orElse(1);
        TextTable t = new TextTable(TextTable.Align.RIGHT, TextTable.Align.RIGHT, TextTable.Align.LEFT);
        for (int i = 0; i < labels.size(); i++) {
            double p = probabilities.get(i);
            t.row(labels.get(i), percent(p), "#".repeat((int) Math.round(BAR_WIDTH * p / max)));
        }
        return sb.append(t.render(2)).toString();
    }

    /**
     * @param rounds the result's by-round figures (cumulative)
     * @param shown  rounds to list, at least 0
     * @return per round, the chance the battle is still going and each outcome by then; a note when
     *         there are more rounds, or when the figures were not computed
     */
    public static String byRound(List<RoundFigures> rounds, int shown) {
        if (rounds.isEmpty()) {
            return "By round: not computed for this battle (see the method note)\n";
        }
        int n = Math.min(shown, rounds.size());
        StringBuilder sb = new StringBuilder("By round (cumulative: how the battle stands after each round")
                .append(n < rounds.size() ? "; the first " + n + " of " + rounds.size() + ", --json lists all" : "")
                .append("):\n");
        TextTable t = new TextTable(TextTable.Align.RIGHT, TextTable.Align.RIGHT, TextTable.Align.RIGHT,
                TextTable.Align.RIGHT, TextTable.Align.RIGHT, TextTable.Align.RIGHT);
        t.row("round", "going on", "attacker won", "defender won", "draw", "retreated");
        for (RoundFigures f : rounds.subList(0, n)) {
            t.row(String.valueOf(f.round()), percent(f.ongoing()), percent(f.attackerWin()), percent(f.defenderWin()),
                    percent(f.draw()), percent(f.retreat()));
        }
        return sb.append(t.render(2)).toString();
    }

    /**
     * @param policy the attacker's retreat policy as set up
     * @param states the states in which a computed policy (best, or below a win probability) retreats,
     *               most likely first
     * @param shown  states to list, at least 0
     * @return for a computed policy: how many states retreat, and the most likely with the chance of
     *         reaching them and the value of fighting on against leaving; empty for other policies
     */
    public static String retreatStates(RetreatPolicy policy, List<RetreatState> states, int shown) {
        boolean swing = policy instanceof RetreatPolicy.Best;
        if (!swing && !(policy instanceof RetreatPolicy.BelowWinProbability) && states.isEmpty()) {
            return "";
        }
        if (states.isEmpty()) {
            return "Retreat states: none; the attacker never leaves under " + policy.describe() + "\n";
        }
        int n = Math.min(shown, states.size());
        StringBuilder sb = new StringBuilder("Retreat states, ").append(policy.describe()).append(": the attacker leaves in ")
                .append(states.size()).append(states.size() == 1 ? " state" : " states")
                .append(n < states.size() ? "; the " + n + " most likely, --json lists all" : "").append("\n")
                .append(swing ? "  values: expected final IPC swing for the attacker\n"
                        : "  values: the attacker's chance to win\n");
        TextTable t = new TextTable(TextTable.Align.RIGHT, TextTable.Align.LEFT, TextTable.Align.LEFT,
                TextTable.Align.RIGHT, TextTable.Align.RIGHT, TextTable.Align.RIGHT);
        t.row("round", "attacker", "defender", "reach", "fight on", "leave now");
        for (RetreatState s : states.subList(0, n)) {
            t.row(String.valueOf(s.round()), label(s.attacker()), label(s.defender()), percent(s.reach()),
                    value(s.fightValue(), swing), value(s.leaveValue(), swing));
        }
        return sb.append(t.render(2)).toString();
    }

    private static String value(double v, boolean swing) {
        return swing ? signedIpc(v) : percent(v);
    }

    /** @return unit counts as "2 infantry, 1 tank", or "none" */
    public static String label(Map<String, Integer> units) {
        return new SurvivorOutcome(units, 0).label();
    }

    /**
     * @param side     "Attacker" or "Defender"
     * @param outcomes the side's compositions, most probable first
     * @param shown    how many to list, at least 0
     * @return a heading and the most probable compositions with their probabilities in percent, and
     *         the total probability of those not listed
     */
    public static String survivors(String side, List<SurvivorOutcome> outcomes, int shown) {
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
