package battleboard.solve;

import battleboard.battle.BattleSetup;
import battleboard.battle.BattleState;
import battleboard.battle.Damage;
import battleboard.battle.Force;
import battleboard.battle.Progress;
import battleboard.battle.RoundModel;
import battleboard.battle.Side;
import battleboard.edition.UnitType;
import battleboard.exact.BattleTooLargeException;
import battleboard.exact.ExactSolver;
import battleboard.exact.StateSpaceEstimate;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.montecarlo.MonteCarloSolver;
import battleboard.result.BattleResult;
import battleboard.result.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

/**
 * The casualty explorer: for a battle in progress and the hits one side must take now, every legal
 * choice of casualties (as unit counts) with the win probabilities and expected IPC swing that follow,
 * best first for the side choosing.
 *
 * <p>A position is a {@link BattleSetup} whose forces are the units left, with
 * {@link BattleSetup#damaged damaged} multi-hit units, and whose {@link BattleSetup#startRound() start
 * round} is the round being fought. The hits may go to any of the side's units (main fire); each hit
 * destroys a unit or damages a multi-hit one, and no hit is wasted while a unit can take it. The
 * casualties are removed and the battle goes on from the next round, under the setup's own orders of
 * loss and policies.
 *
 * <p>Exact: one chain holds every choice and is valued by backward induction
 * ({@link ExactSolver#values}). Monte Carlo: each choice is simulated on its own.
 */
public final class CasualtyExplorer {
    /** Most choices enumerated. */
    public static final int MAX_CHOICES = 5_000;
    /**
     * Most transitions (as {@link StateSpaceEstimate#work()} counts them) that {@code auto} values exactly: the backward
     * induction over every state takes about 4 s at 6e6 on this project's reference machine (a 12-a-side battle's 7e7
     * took 100 s, issue 13), so beyond it auto simulates instead.
     */
    public static final double AUTO_EXPLORE_WORK = 6e6;
    /**
     * The time auto spends simulating the choices when exact would take too long, all choices together: the command line
     * answers the 12-a-side explorer call of issue 13 in 4.0 to 4.7 s, JVM start included.
     */
    public static final java.time.Duration AUTO_EXPLORE_TIME = java.time.Duration.ofMillis(2_500);

    private final ExactSolver exact;
    private final MonteCarloSolver monteCarlo = new MonteCarloSolver();

    /** An explorer with the default exact-solver budget. */
    public CasualtyExplorer() {
        this(new ExactSolver());
    }

    /** @param exact the exact solver to use */
    public CasualtyExplorer(ExactSolver exact) {
        this.exact = exact;
    }

    /**
     * The choices and how they were valued.
     *
     * @param side    who takes the hits
     * @param hits    hits taken (capped at what the side can absorb)
     * @param method  how the choices were valued
     * @param note    what ran, for display
     * @param choices every legal choice, best first for {@code side}: its higher win probability, then its better swing
     */
    public record Exploration(Side side, int hits, Method method, String note, List<CasualtyChoice> choices) {
        public Exploration {
            choices = List.copyOf(choices);
        }
    }

    /**
     * @param position the battle in progress: units left, damaged units, the round being fought
     * @param side     the side taking the hits
     * @param hits     hits to take, at least 1
     * @param options  exact, Monte Carlo or automatic choice
     * @param progress receives progress; may cancel
     * @return the choices, best first
     * @throws IllegalArgumentException when the side has no units, hits is below 1, or there are too many choices
     * @throws BattleTooLargeException  when exact was asked for and the battle is too large
     */
    public Exploration explore(BattleSetup position, Side side, int hits, SolveOptions options, Progress progress) {
        return explore(position, side, hits, Optional.empty(), options, progress);
    }

    /**
     * The choices for hits scored by one kind of enemy unit, which may hit only some units: a submarine's hits go
     * to ships (Revised L1231-1236), an AA gun's to aircraft (L1178-1190), a ship's bombardment to what the option
     * {@code bombardment-targets} allows (L1207-1210). Units it cannot hit are never chosen, and a unit taken last
     * goes only once every other unit it may hit is gone.
     *
     * @param source the enemy unit type whose hits these are (one of the other side's units, or a bombarding ship);
     *               empty: hits from any of the other side's units, so a unit no enemy unit may hit is never chosen
     *               (a lone attacking submarine's hits go to ships)
     * @throws IllegalArgumentException also when the other side has no such unit
     * @see #explore(BattleSetup, Side, int, SolveOptions, Progress)
     */
    public Exploration explore(BattleSetup position, Side side, int hits, Optional<UnitType> source, SolveOptions options,
                               Progress progress) {
        Exploration e = valued(position, side, hits, source, options, progress);
        boolean diceChoose = source.filter(UnitType::isAntiAircraftGun).isPresent()
                && position.rules().has(battleboard.edition.RuleOption.AA_CASUALTIES)
                && position.rules().choice(battleboard.edition.RuleOption.AA_CASUALTIES, battleboard.edition.RuleOption.AaCasualties.class)
                == battleboard.edition.RuleOption.AaCasualties.PER_AIRCRAFT;
        // under aa-casualties=per-aircraft each die is rolled at one aircraft: the dice pick the casualties, not the owner
        return diceChoose ? new Exploration(e.side(), e.hits(), e.method(), e.note()
                + "; the AA dice pick the aircraft (aa-casualties=per-aircraft): each line is one way they can fall, not a choice",
                e.choices()) : e;
    }

    private Exploration valued(BattleSetup position, Side side, int hits, Optional<UnitType> source, SolveOptions options,
                               Progress progress) {
        if (hits < 1) {
            throw new IllegalArgumentException("hits must be at least 1, not " + hits);
        }
        List<Choice> choices = choices(position, side, hits, source);
        int taken = choices.isEmpty() ? 0 : hitPoints(position.force(side), position.damage(side))
                - hitPoints(choices.get(0).remaining(), choices.get(0).damage());
        BattleSetup next = position.toBuilder().startRound(position.startRound() + 1).build();
        ExactSolver exact = Solver.exactFor(this.exact, options);
        boolean useExact = options.method() == MethodChoice.EXACT
                || options.method() == MethodChoice.AUTO && fitsExact(exact, next);
        List<CasualtyChoice> valued = new ArrayList<>();
        String note;
        Method method;
        Optional<MidRound> mid = MidRound.of(next, position, side, source);
        if (mid.isPresent()) {
            return explore(mid.get(), choices, taken, useExact, exact, options, progress);
        }
        if (useExact) {
            RoundModel model = RoundModel.of(next);
            List<BattleState> states = new ArrayList<>();
            for (Choice c : choices) {
                states.add(side == Side.ATTACKER
                        ? model.position(c.remaining, c.damage, next.force(Side.DEFENDER), next.damage(Side.DEFENDER), next.startRound())
                        : model.position(next.force(Side.ATTACKER), next.damage(Side.ATTACKER), c.remaining, c.damage, next.startRound()));
            }
            List<ExactSolver.PositionValue> values = exact.values(next, states, progress);
            for (int i = 0; i < choices.size(); i++) {
                ExactSolver.PositionValue v = values.get(i);
                valued.add(choices.get(i).valued(side, position, v.attackerWin(), v.defenderWin(), v.ipcSwing()));
            }
            method = Method.EXACT;
            note = String.format(Locale.US, "exact: %d choice%s valued by backward induction over one chain", choices.size(),
                    choices.size() == 1 ? "" : "s");
        } else {
            // auto keeps to a few seconds in all: the time is shared by the choices (issue 13: budgets that mean time)
            MonteCarloOptions perChoice = perChoice(options, choices.size());
            for (int i = 0; i < choices.size(); i++) {
                Choice c = choices.get(i);
                if (c.remaining.filter(UnitType::canBeCasualty).isEmpty()) {
                    // the side is gone: the battle is over, nothing more is lost
                    boolean attackerGone = side == Side.ATTACKER;
                    boolean otherGone = next.force(side.opponent()).filter(UnitType::canBeCasualty).isEmpty();
                    valued.add(c.valued(side, position, attackerGone || otherGone ? 0 : 1,
                            attackerGone && !otherGone ? 1 : 0, 0));
                    continue;
                }
                BattleSetup.Builder b = next.toBuilder().damage(side, c.damage);
                if (side == Side.ATTACKER) {
                    b.attacker(c.remaining);
                } else {
                    b.defender(c.remaining);
                }
                BattleResult r = monteCarlo.solve(b.build(), perChoice, progress, x -> {
                });
                valued.add(c.valued(side, position, r.attackerWin(), r.defenderWin(), r.ipcSwing()));
                progress.update((i + 1.0) / choices.size(), "casualty choice " + (i + 1) + " of " + choices.size());
            }
            method = Method.MONTE_CARLO;
            note = monteCarloNote(choices.size(), perChoice, options, useExact);
        }
        return new Exploration(side, taken, method, note, bestFirst(side, valued));
    }

    /** @return each choice's Monte Carlo budget: under auto, a few seconds shared by the choices (issue 13: budgets that mean time) */
    private static MonteCarloOptions perChoice(SolveOptions options, int choices) {
        return options.method() == MethodChoice.AUTO
                ? options.monteCarlo().withTimeLimit(min(options.monteCarlo().timeLimit(), AUTO_EXPLORE_TIME)
                        .dividedBy(Math.max(1, choices)).plusMillis(1))
                : options.monteCarlo();
    }

    private static String monteCarloNote(int choices, MonteCarloOptions perChoice, SolveOptions options, boolean useExact) {
        return String.format(Locale.US, "Monte Carlo: each of %d choices simulated with up to %,d battles for at most %.2f s, seed %d%s",
                choices, perChoice.trials(), perChoice.timeLimit().toMillis() / 1000.0, perChoice.seed(),
                useExact || options.method() != MethodChoice.AUTO ? "" : " (auto: exact would take too long)");
    }

    /** @return the choices, the likeliest win for {@code side} first, then the better IPC swing */
    private static List<CasualtyChoice> bestFirst(Side side, List<CasualtyChoice> valued) {
        ToDoubleFunction<CasualtyChoice> win = c -> side == Side.ATTACKER ? -c.attackerWin() : -c.defenderWin();
        ToDoubleFunction<CasualtyChoice> swing = c -> side == Side.ATTACKER ? -c.ipcSwing() : c.ipcSwing();
        valued.sort((a, b) -> {
            int byWin = Double.compare(win.applyAsDouble(a), win.applyAsDouble(b));
            return byWin != 0 ? byWin : Double.compare(swing.applyAsDouble(a), swing.applyAsDouble(b));
        });
        return valued;
    }

    /**
     * Hits an enemy unit scores before the round's last step (an AA gun's, a bombarding ship's, a submarine's opening
     * fire): after them the rest of that round is fought, not a round of its own. The round's other volleys of that step
     * (bombardment beside the AA fire, the other side's submarines), its casualties that fire back before they leave
     * (Classic's bombardment casualties) and the steps after it all come before the next round.
     *
     * @param model  the round model of the battle from the next round on
     * @param before the position as the step begins, before the hits
     * @param step   the step the hits come in
     */
    private record MidRound(BattleSetup next, RoundModel model, battleboard.battle.RoundRemainder rest, BattleState before,
                            battleboard.battle.Step step, Side side, UnitType source) {
        /**
         * @param named the enemy unit type that scored the hits; empty: any, and when one enemy unit type alone rolls dice
         *              this round (a lone attacking submarine), the hits are its
         * @return the step's hits as a mid-round position, or empty when they come in the round's last step (or from
         *         any of several enemy unit types)
         * @throws IllegalArgumentException when the named unit rolls no dice in the round
         */
        static Optional<MidRound> of(BattleSetup next, BattleSetup position, Side side, Optional<UnitType> named) {
            RoundModel model = RoundModel.of(next);
            BattleState before = model.position(position.force(Side.ATTACKER), position.damage(Side.ATTACKER),
                    position.force(Side.DEFENDER), position.damage(Side.DEFENDER), position.startRound());
            battleboard.battle.RoundRemainder rest = new battleboard.battle.RoundRemainder(model);
            Side firer = side.opponent();
            UnitType source;
            java.util.OptionalInt at;
            if (named.isPresent()) {
                source = named.get();
                at = rest.stepFiring(before, firer, source.id());
                if (at.isEmpty()) {
                    throw new IllegalArgumentException("the " + firer.label() + "'s " + source.id() + " rolls no dice in round "
                            + position.startRound() + ": it scores no hits there");
                }
            } else {
                java.util.Set<UnitType> units = new java.util.LinkedHashSet<>(position.force(firer).counts().keySet());
                if (firer == Side.ATTACKER) {
                    units.addAll(position.bombardment().counts().keySet());
                }
                // the step each unit type first fires in, of those that fire this round
                Map<UnitType, Integer> firing = new LinkedHashMap<>();
                for (UnitType u : units) {
                    rest.stepFiring(before, firer, u.id()).ifPresent(i -> firing.put(u, i));
                }
                if (firing.size() != 1) {
                    return Optional.empty();
                }
                source = firing.keySet().iterator().next();
                at = java.util.OptionalInt.of(firing.get(source));
            }
            if (at.getAsInt() == model.steps().size() - 1) {
                return Optional.empty();
            }
            return Optional.of(new MidRound(next, model, rest, before, model.steps().get(at.getAsInt()), side, source));
        }

        /** @return the ways the round ends after a choice, as states of {@link #model} with their probabilities */
        Map<BattleState, Double> after(Choice c) {
            return rest.after(before, step, side, source.id(), c.remaining, c.damage);
        }

        /** @return the attacker's IPC less the defender's, in a state of the model */
        int balance(BattleState s) {
            return model.ipc(Side.ATTACKER, s.attacker()) - model.ipc(Side.DEFENDER, s.defender());
        }

        /** @return the attacker's IPC less the defender's right after a choice, the enemy untouched */
        int balance(Choice c) {
            Side other = side.opponent();
            Force units = model.force(other, before.side(other));
            Damage damage = model.damage(other, before.side(other));
            return balance(side == Side.ATTACKER ? model.position(c.remaining, c.damage, units, damage, before.round())
                    : model.position(units, damage, c.remaining, c.damage, before.round()));
        }
    }

    /** The choices of hits taken before the round's last step: each followed by the rest of its round, then valued. */
    private Exploration explore(MidRound mid, List<Choice> choices, int taken, boolean useExact, ExactSolver exact,
                                SolveOptions options, Progress progress) {
        Side side = mid.side();
        List<CasualtyChoice> valued = new ArrayList<>();
        List<Map<BattleState, Double>> ends = new ArrayList<>();
        for (Choice c : choices) {
            ends.add(mid.after(c));
        }
        String rest = " (the " + mid.source().id() + " fires in \"" + mid.step().name() + "\": the rest of round "
                + mid.before().round() + " is fought first)";
        if (useExact) {
            Map<BattleState, Integer> index = new LinkedHashMap<>();
            ends.forEach(m -> m.keySet().forEach(s -> index.putIfAbsent(s, index.size())));
            List<ExactSolver.PositionValue> values = exact.values(mid.next(), new ArrayList<>(index.keySet()), progress);
            for (int i = 0; i < choices.size(); i++) {
                Choice c = choices.get(i);
                double win = 0;
                double lose = 0;
                double swing = 0;
                for (Map.Entry<BattleState, Double> e : ends.get(i).entrySet()) {
                    ExactSolver.PositionValue v = values.get(index.get(e.getKey()));
                    win += e.getValue() * v.attackerWin();
                    lose += e.getValue() * v.defenderWin();
                    swing += e.getValue() * (v.ipcSwing() + mid.balance(e.getKey()));
                }
                valued.add(c.valued(side, mid.next(), win, lose, swing - mid.balance(c)));
            }
            return new Exploration(side, taken, Method.EXACT, String.format(Locale.US,
                    "exact: %d choice%s valued by backward induction over one chain%s", choices.size(),
                    choices.size() == 1 ? "" : "s", rest), bestFirst(side, valued));
        }
        MonteCarloOptions perChoice = perChoice(options, choices.size());
        for (int i = 0; i < choices.size(); i++) {
            Choice c = choices.get(i);
            // the trials start from the ends of the round, states of the battle's model: the swing counts from its units
            BattleResult r = monteCarlo.solveFrom(mid.next(), ends.get(i), perChoice, progress);
            valued.add(c.valued(side, mid.next(), r.attackerWin(), r.defenderWin(),
                    r.ipcSwing() + mid.balance(mid.before()) - mid.balance(c)));
            progress.update((i + 1.0) / choices.size(), "casualty choice " + (i + 1) + " of " + choices.size());
        }
        return new Exploration(side, taken, Method.MONTE_CARLO, monteCarloNote(choices.size(), perChoice, options, useExact) + rest,
                bestFirst(side, valued));
    }

    /**
     * Every legal way for {@code side} to take the hits, unvalued: each the units left and their damage (the
     * explorer values each; tests check the list against a brute force).
     *
     * @throws IllegalArgumentException when the side has no unit these hits may go to
     */
    static List<Choice> choices(BattleSetup position, Side side, int hits, Optional<UnitType> source) {
        java.util.function.Predicate<UnitType> byEnemy = source.map(s -> hittableBy(position, side, s))
                .orElseGet(() -> hittableByAny(position, side));
        // a kamikaze or kaiten lost anyway takes no hit under expended-casualties=in-addition (Revised L2986-2987)
        java.util.function.Predicate<UnitType> hittable = position.expendedSpared() ? byEnemy.and(u -> u.expends().isEmpty()) : byEnemy;
        Force units = position.force(side);
        Force spared = units.filter(u -> !u.canBeCasualty() || !hittable.test(u));
        if (units.filter(UnitType::canBeCasualty).isEmpty()) {
            throw new IllegalArgumentException("the " + side.label() + " has no units to take hits");
        }
        if (units.filter(u -> u.canBeCasualty() && hittable.test(u)).isEmpty()) {
            throw new IllegalArgumentException(source.map(u -> "the " + u.id() + "'s hits").orElse("the enemy's hits")
                    + " cannot go to any of the " + side.label() + "'s units");
        }
        List<Choice> choices = new ArrayList<>();
        Map<UnitType, Integer> left = new LinkedHashMap<>(spared.counts());
        Damage damage = position.damage(side);
        Force targets = units.filter(u -> u.canBeCasualty() && hittable.test(u));
        int taken = Math.min(hits, hitPoints(targets, damage));
        enumerate(new ArrayList<>(targets.counts().keySet()), 0, units, damage, taken, left, new LinkedHashMap<>(), choices);
        return choices;
    }

    private static java.time.Duration min(java.time.Duration a, java.time.Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    private static boolean fitsExact(ExactSolver exact, BattleSetup setup) {
        try {
            StateSpaceEstimate e = exact.estimate(setup);
            // positions are valued by a backward induction over every state: much slower per transition than a solve
            return e.bytes() <= exact.memoryBudget() && e.work() <= AUTO_EXPLORE_WORK && e.fullWork() <= Solver.AUTO_WORK_BUDGET;
        } catch (BattleTooLargeException e) {
            return false;
        }
    }

    private static int hitPoints(Force units, Damage damage) {
        int hp = 0;
        for (Map.Entry<UnitType, Integer> e : units.filter(UnitType::canBeCasualty).counts().entrySet()) {
            hp += e.getValue() * e.getKey().hitPoints();
            for (int level = 1; level < e.getKey().hitPoints(); level++) {
                hp -= level * damage.at(level).count(e.getKey());
            }
        }
        return hp;
    }

    /**
     * One way to take the hits: the units left and those of them damaged (level to units; a key
     * {@code "yamato:2"} in {@code damagedAfter} for a unit with 2 hits taken, the unit id alone for 1).
     */
    record Choice(Force remaining, Damage damage, Map<String, Integer> lost, Map<String, Integer> damagedAfter) {
        CasualtyChoice valued(Side side, BattleSetup position, double attackerWin, double defenderWin, double futureSwing) {
            // IPC at the side's own costs (Classic Industrial Technology lowers them), as the solvers count them
            int lostIpc = 0;
            for (Map.Entry<UnitType, Integer> e : position.force(side).counts().entrySet()) {
                lostIpc += (e.getValue() - remaining.count(e.getKey())) * position.effective(side, e.getKey()).cost();
            }
            double swing = futureSwing + (side == Side.ATTACKER ? -lostIpc : lostIpc);
            Map<String, Integer> left = new LinkedHashMap<>();
            remaining.filter(UnitType::canBeCasualty).counts().forEach((u, n) -> left.put(u.id(), n));
            return new CasualtyChoice(lost, damagedAfter, left, attackerWin, defenderWin, swing);
        }
    }

    /**
     * Every composition the side can be left with after exactly {@code hits} hit points are taken, type by
     * type: each unit of a type at damage level l ends at a level from l up, or destroyed; the hits used are
     * the levels it went up (a destroyed unit: its hit points less l).
     */
    private static void enumerate(List<UnitType> types, int i, Force units, Damage damage, int hits,
                                  Map<UnitType, Integer> left, Map<UnitType, int[]> hurt, List<Choice> out) {
        if (i == types.size()) {
            if (hits == 0 && takenLastRespected(types, units, left, hurt)) {
                out.add(choice(types, units, left, hurt, out.size(), untouched(units, damage, types)));
            }
            return;
        }
        UnitType t = types.get(i);
        if (t.armourSave() > 0) {
            throw new IllegalArgumentException(t.id() + " rolls for its armour when hit: the explorer does not value armour rolls yet");
        }
        int hp = t.hitPoints();
        int[] before = new int[hp];
        before[0] = units.count(t);
        for (int level = 1; level < hp; level++) {
            before[level] = damage.at(level).count(t);
            before[0] -= before[level];
        }
        List<int[]> outcomes = new ArrayList<>();
        spread(before, 0, 0, before[0], new int[hp + 2], hits, outcomes);
        // units moved by different paths can end the same: one damaged battleship hit again or one undamaged hit twice
        java.util.Set<List<Integer>> seen = new java.util.HashSet<>();
        outcomes.removeIf(after -> !seen.add(java.util.Arrays.stream(after).boxed().toList()));
        for (int[] after : outcomes) {
            left.put(t, units.count(t) - after[hp]);
            hurt.put(t, java.util.Arrays.copyOf(after, hp));
            enumerate(types, i + 1, units, damage, hits - after[hp + 1], left, hurt, out);
        }
        left.remove(t);
        hurt.remove(t);
    }

    /**
     * Every way the units of one type can take at most {@code hits} hits: the {@code n} units still to place of
     * damage level {@code level} go to final level {@code to} or above ({@code hp}: destroyed), costing
     * {@code to - level} hits each.
     *
     * @param after final units per level, then destroyed ({@code [hp]}), then the hits used ({@code [hp + 1]})
     */
    private static void spread(int[] before, int level, int to, int n, int[] after, int hits, List<int[]> out) {
        int hp = before.length;
        if (level == hp) {
            out.add(after.clone());
            return;
        }
        if (to == hp) {
            // the rest of this level is destroyed
            int cost = n * (hp - level);
            if (cost <= hits) {
                after[hp] += n;
                after[hp + 1] += cost;
                spread(before, level + 1, level + 1, level + 1 < hp ? before[level + 1] : 0, after, hits - cost, out);
                after[hp] -= n;
                after[hp + 1] -= cost;
            }
            return;
        }
        for (int k = n; k >= 0; k--) {
            int cost = k * (to - level);
            if (cost > hits) {
                continue;
            }
            after[to] += k;
            after[hp + 1] += cost;
            spread(before, level, to + 1, n - k, after, hits - cost, out);
            after[to] -= k;
            after[hp + 1] -= cost;
        }
    }

    /** @return the damage of the units of types not in {@code types} (which these hits cannot reach) */
    private static Damage untouched(Force units, Damage damage, List<UnitType> types) {
        Map<Integer, Force> out = new LinkedHashMap<>();
        damage.byLevel().forEach((level, f) -> {
            Force rest = f.filter(u -> !types.contains(u) && units.count(u) > 0);
            if (!rest.isEmpty()) {
                out.put(level, rest);
            }
        });
        return new Damage(out);
    }

    /** @return which of {@code side}'s units some unit of the other side (or a bombarding ship) may hit */
    private static java.util.function.Predicate<UnitType> hittableByAny(BattleSetup position, Side side) {
        Side firer = side.opponent();
        java.util.Set<UnitType> sources = new java.util.LinkedHashSet<>(position.force(firer).counts().keySet());
        if (firer == Side.ATTACKER) {
            sources.addAll(position.bombardment().counts().keySet());
        }
        List<java.util.function.Predicate<UnitType>> each = sources.stream().map(s -> hittableBy(position, side, s)).toList();
        return u -> each.isEmpty() || each.stream().anyMatch(p -> p.test(u));
    }

    /**
     * @return which of {@code side}'s units hits from {@code source} may go to: an AA gun's to what the edition's AA
     *         fire aims at (aircraft; World at War: aircraft and tanks); a ship
     *         bombarding to what {@code bombardment-targets} allows (land units in Revised); any other unit's to the
     *         domains of its {@code hits} in its role (a submarine: ships)
     * @throws IllegalArgumentException when the other side has no unit of this type
     */
    private static java.util.function.Predicate<UnitType> hittableBy(BattleSetup position, Side side, UnitType source) {
        Side firer = side.opponent();
        boolean fights = position.force(firer).count(source) > 0;
        boolean bombards = firer == Side.ATTACKER && position.bombardment().count(source) > 0;
        if (!fights && !bombards) {
            throw new IllegalArgumentException("the " + firer.label() + " has no " + source.id() + " to score these hits");
        }
        if (source.isAntiAircraftGun()) {
            // what the edition's AA fire aims at: aircraft (Revised L1178-1190), or aircraft and tanks (World at War W121)
            List<battleboard.edition.BattleRules.TargetClass> classes = position.edition().battle().steps().stream()
                    .flatMap(st -> st.fire().stream())
                    .filter(f -> f.firers().kind() == battleboard.edition.BattleRules.Firers.Kind.ANTI_AIRCRAFT)
                    .flatMap(f -> f.targets().stream()).toList();
            return u -> classes.isEmpty() ? u.domain() == battleboard.edition.Domain.AIR : classes.stream()
                    .anyMatch(c -> battleboard.battle.Targets.of(c).admits(position.effective(side, u)));
        }
        if (bombards && !fights) {
            boolean landOnly = position.rules().has(battleboard.edition.RuleOption.BOMBARDMENT_TARGETS)
                    && position.rules().choice(battleboard.edition.RuleOption.BOMBARDMENT_TARGETS,
                    battleboard.edition.RuleOption.BombardmentTargets.class) == battleboard.edition.RuleOption.BombardmentTargets.LAND_UNITS;
            return u -> !landOnly || u.domain() == battleboard.edition.Domain.LAND;
        }
        java.util.Set<battleboard.edition.Domain> domains = position.effective(firer, source).hits(firer.role());
        return u -> domains.contains(u.domain());
    }

    /**
     * @return false when a unit taken last (a World at War or Global War transport, W128, G2122-2124) is lost or
     *         damaged while another unit of the side is left undamaged... or at all: such a choice breaks the rule
     */
    private static boolean takenLastRespected(List<UnitType> types, Force units, Map<UnitType, Integer> left,
                                              Map<UnitType, int[]> hurt) {
        boolean lastHit = false;
        boolean otherLeft = false;
        for (UnitType u : types) {
            int[] levels = hurt.get(u);
            boolean hit = units.count(u) - left.getOrDefault(u, 0) > 0;
            for (int level = 1; level < levels.length; level++) {
                hit |= levels[level] > 0;
            }
            if (u.takenLast()) {
                lastHit |= hit;
            } else {
                otherLeft |= left.getOrDefault(u, 0) > 0;
            }
        }
        return !(lastHit && otherLeft);
    }

    /** @return the choice of the compositions picked for every type; {@code spared}: the damage of the types not hit */
    private static Choice choice(List<UnitType> types, Force units, Map<UnitType, Integer> left, Map<UnitType, int[]> hurt,
                                 int made, Damage spared) {
        if (made >= MAX_CHOICES) {
            throw new IllegalArgumentException("more than " + MAX_CHOICES + " casualty choices: take fewer hits or units");
        }
        Map<String, Integer> lost = new LinkedHashMap<>();
        Map<String, Integer> damagedAfter = new LinkedHashMap<>();
        Map<Integer, Map<UnitType, Integer>> byLevel = new LinkedHashMap<>();
        for (UnitType u : types) {
            int gone = units.count(u) - left.getOrDefault(u, 0);
            if (gone > 0) {
                lost.put(u.id(), gone);
            }
            int[] levels = hurt.get(u);
            for (int level = 1; level < levels.length; level++) {
                if (levels[level] > 0) {
                    damagedAfter.put(level == 1 ? u.id() : u.id() + ":" + level, levels[level]);
                    byLevel.computeIfAbsent(level, k -> new LinkedHashMap<>()).put(u, levels[level]);
                }
            }
        }
        for (Map.Entry<Integer, Force> e : spared.byLevel().entrySet()) {
            e.getValue().counts().forEach((u, n) -> byLevel.computeIfAbsent(e.getKey(), k -> new LinkedHashMap<>()).merge(u, n, Integer::sum));
        }
        Map<Integer, Force> damage = new LinkedHashMap<>();
        byLevel.forEach((level, m) -> damage.put(level, Force.of(m)));
        return new Choice(Force.of(left), new Damage(damage), lost, damagedAfter);
    }
}
