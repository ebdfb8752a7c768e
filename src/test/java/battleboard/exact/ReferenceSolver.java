package battleboard.exact;

import battleboard.edition.Domain;
import battleboard.edition.RulebookUnits.Profile;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A second exact solver, written for the tests straight from the Revised rulebook's combat sequence
 * (seeds/000_f368692edf954982.txt L1148–1431, unit profiles L2146–2657) and the Classic one's
 * (seeds/002_643762565ec19ffa.txt L817–905), sharing no code with the rules model: it does not use
 * {@code RoundModel}, {@code Roster}, {@code HitDistribution} or {@link ExactSolver}, only unit profiles
 * ({@link battleboard.edition.RulebookUnits}). Slow and plain on purpose: every round enumerates each
 * die's hit or miss one by one, and the battle is a memoized recursion over (round, attacking units,
 * defending units), the round capped where later rounds play alike.
 *
 * <p>A round: (1) opening fire (L1170–1236): the AA gun, one die at 1 per attacking aircraft, in the
 * first round; shore bombardment, each ship once, in the first round, at land units; both sides'
 * submarines every round, at sea units. (2) Opening-fire casualties leave without firing (L1311–1322),
 * except that a side with a destroyer keeps its submarine casualties to fire back (L1324–1335).
 * (3) Every other unit on the board fires, casualties included (L1337–1359): an attacking infantry
 * paired one for one with an artillery fires at 2 (L2177–2180); submarines do not fire again (L2638,
 * L2647). (4) All casualties leave (L1361–1363). Each hit goes to the first unit in the owner's order
 * of loss that it may hit (L1092–1098); a battleship takes its first hit as damage, before anything
 * is destroyed (L1378–1380), and stays damaged (L2460–2462). A battle ends when a side is destroyed
 * (L1433–1437), or, when no die of either side can ever hit again, as a stalemate.
 *
 * <p>Classic differences come from the profiles and the rule options: only attacking submarines fire
 * first (L781, a profile whose opening fire is on attack only), so a defending submarine fires in the
 * main step, at sea units only (L796, L883); every unit dies to one hit (L159); bombardment may hit
 * any defending unit, whose casualties fire back (L703, L857, L865: options {@code any-unit},
 * {@code fire-back}).
 *
 * <p>Decisions between rounds, from round 2 on (Revised L1382–1411, Classic L783–794, L841–845): first
 * each side's submarines may leave by its {@link Submerge} policy, the attacker's first and then the
 * defender's (Classic L787), never while an enemy destroyer is on the board (Revised L2657); they
 * survive the battle. When the attacker's submarines were all it had left, their leaving is the
 * attacker's retreat: the battle ends there and the defender's submarines stay. Then the attacker retreats by its {@link Retreat} policy, ending the battle
 * (the defender keeps the space), unless the battle is an amphibious assault in which nothing may
 * retreat (option {@code amphibious-retreat=none}; Revised's aircraft-only retreat is not modelled
 * here). A side whose units all left is no longer on the board: the battle ends as if it were
 * destroyed, but its survivors are the units that left.
 *
 * <p>Order of loss, as documented for the model: the listed units first, then cheapest first, ties
 * by the weaker value in the side's role, then by profile order. Rule options are read as their
 * Javadoc in {@code RuleOption} describes them; when a side fires two kinds of dice in one step, hits
 * that may go to fewer units are assigned first.
 */
final class ReferenceSolver {
    /** Kinds of target of a die. */
    private static final int SEA = 0;
    private static final int AIR = 1;
    private static final int LAND = 2;
    private static final int ANY = 3;
    /** Target "only unit type t" is {@code ONLY + t}. */
    private static final int ONLY = 4;
    /** Slots per unit type in a side's counts: {@code S*t} undamaged, {@code S*t+1} damaged, {@code S*t+2} withdrawn. */
    private static final int S = 3;

    /** When a side's submarines leave the battle between rounds. */
    enum Submerge {
        /** They fight on. */
        NEVER,
        /** All leave once no enemy unit on the board is one they may hit. */
        WHEN_NO_TARGETS,
        /** All leave whenever they may. */
        ALWAYS
    }

    /**
     * When the attacker retreats, between rounds from round 2 on: any condition that holds.
     *
     * @param afterRound      once this many rounds were fought; 0: never
     * @param atUnits         once it has this many units on the board or fewer; negative: never
     * @param whenNoLandUnits once it has no land unit on the board
     */
    record Retreat(int afterRound, int atUnits, boolean whenNoLandUnits) {
        static final Retreat NEVER = new Retreat(0, -1, false);
    }

    /**
     * One battle.
     *
     * @param attacker      attacking unit profiles (after the attacker's technologies) to counts
     * @param defender      defending unit profiles (after the defender's technologies) to counts, no AA gun
     * @param aaGun         whether the defender has an AA gun
     * @param bombard       bombarding ships' profiles (after the attacker's technologies) to counts
     * @param attackerOrder unit ids, first lost first, covering every attacking unit
     * @param defenderOrder unit ids, first lost first, covering every defending unit
     * @param options       rule option id to value; absent options have the Revised defaults
     * @param retreat       when the attacker retreats
     * @param attackerSubs  when the attacker's submarines leave
     * @param defenderSubs  when the defender's submarines leave
     */
    record Battle(Map<Profile, Integer> attacker, Map<Profile, Integer> defender, boolean aaGun,
            Map<Profile, Integer> bombard, List<String> attackerOrder, List<String> defenderOrder,
            Map<String, String> options, Retreat retreat, Submerge attackerSubs, Submerge defenderSubs) {
        boolean option(String id, String value) {
            return value.equals(options.get(id));
        }

        /** @return this battle with other decisions between rounds */
        Battle with(Retreat r, Submerge attackerSubmerge, Submerge defenderSubmerge) {
            return new Battle(attacker, defender, aaGun, bombard, attackerOrder, defenderOrder, options, r,
                    attackerSubmerge, defenderSubmerge);
        }
    }

    /**
     * The figures of a solved battle, with the same meaning as in {@code BattleResult}.
     *
     * @param attackerSurvivors unit id to count (damaged and withdrawn included) of the attacker's end, to probability
     * @param defenderSurvivors same for the defender
     */
    record Result(double attackerWin, double attackerCaptures, double defenderWin, double draw, double stalemate,
            double retreat, double attackerIpcLoss, double defenderIpcLoss, double expectedRounds,
            Map<Map<String, Integer>, Double> attackerSurvivors, Map<Map<String, Integer>, Double> defenderSurvivors) {

        /** @return the figures in component order, for weighted sums */
        double[] figures() {
            return new double[] {attackerWin, attackerCaptures, defenderWin, draw, stalemate, retreat, attackerIpcLoss,
                defenderIpcLoss, expectedRounds};
        }

        static Result of(double[] f, Map<Map<String, Integer>, Double> attackerSurvivors,
                Map<Map<String, Integer>, Double> defenderSurvivors) {
            return new Result(f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8], attackerSurvivors, defenderSurvivors);
        }
    }

    private final Battle battle;
    private final Side[] sides = new Side[2];
    private final boolean land;
    private final boolean firstRoundMatters;
    /** Rounds at or after it play alike. */
    private final int horizon;
    private final Map<Key, Result> memo = new HashMap<>();

    private ReferenceSolver(Battle battle) {
        this.battle = battle;
        sides[0] = new Side(true, battle.attacker(), battle.attackerOrder());
        sides[1] = new Side(false, battle.defender(), battle.defenderOrder());
        boolean sea = false;
        for (Side s : sides) {
            for (Profile p : s.types) {
                sea |= p.domain() == Domain.SEA;
            }
        }
        land = !sea;
        boolean aircraft = Arrays.stream(sides[0].types).anyMatch(p -> p.domain() == Domain.AIR);
        firstRoundMatters = !battle.bombard().isEmpty() || (battle.aaGun() && land && aircraft);
        boolean decisions = !battle.retreat().equals(Retreat.NEVER) || battle.attackerSubs() != Submerge.NEVER
                || battle.defenderSubs() != Submerge.NEVER;
        horizon = Math.max(Math.max(firstRoundMatters || decisions ? 2 : 1, battle.retreat().afterRound() + 1), 1);
        if (!battle.bombard().isEmpty() && !battle.retreat().equals(Retreat.NEVER)
                && !battle.option("amphibious-retreat", "none")) {
            throw new IllegalArgumentException("the reference solver does not model Revised's aircraft-only amphibious retreat");
        }
    }

    /** @return the battle solved */
    static Result solve(Battle battle) {
        ReferenceSolver s = new ReferenceSolver(battle);
        return s.value(new Key(1, s.sides[0].start, s.sides[1].start));
    }

    /** One side's unit types and order of loss; a side's units are counts per slot ({@link #S} per type). */
    private static final class Side {
        final boolean attacking;
        final Profile[] types;
        final int[] start;
        final int[] lossOrder;
        final int tuv;

        Side(boolean attacking, Map<Profile, Integer> units, List<String> order) {
            this.attacking = attacking;
            types = units.keySet().toArray(new Profile[0]);
            start = new int[S * types.length];
            int v = 0;
            for (int t = 0; t < types.length; t++) {
                if (types[t].hitPoints() > 2) {
                    throw new IllegalArgumentException("more than 2 hit points: " + types[t].id());
                }
                start[S * t] = units.get(types[t]);
                v += types[t].cost() * units.get(types[t]);
            }
            tuv = v;
            Integer[] idx = new Integer[types.length];
            for (int t = 0; t < idx.length; t++) {
                idx[t] = t;
            }
            Arrays.sort(idx, Comparator.comparingInt(t -> {
                int i = order.indexOf(types[t].id());
                if (i < 0) {
                    throw new IllegalArgumentException("order of loss without " + types[t].id());
                }
                return i;
            }));
            lossOrder = Arrays.stream(idx).mapToInt(Integer::intValue).toArray();
        }

        /** @return units of type t on the board */
        int count(int[] c, int t) {
            return c[S * t] + c[S * t + 1];
        }

        /** @return units on the board */
        int onBoard(int[] c) {
            int n = 0;
            for (int t = 0; t < types.length; t++) {
                n += count(c, t);
            }
            return n;
        }

        /** @return units of type t that left the battle alive */
        int withdrawn(int[] c, int t) {
            return c[S * t + 2];
        }

        boolean admits(int kind, int t) {
            Domain d = types[t].domain();
            return switch (kind) {
                case SEA -> d == Domain.SEA;
                case AIR -> d == Domain.AIR;
                case LAND -> d == Domain.LAND;
                case ANY -> true;
                default -> kind - ONLY == t;
            };
        }

        boolean hasDestroyer(int[] c) {
            for (int t = 0; t < types.length; t++) {
                if (types[t].antiSubmarine() && count(c, t) > 0) {
                    return true;
                }
            }
            return false;
        }

        /**
         * Assigns hits of one kind: each to the first unit in the order of loss it may hit, undamaged
         * two-hit units taking hits as damage first.
         *
         * @param alive      units per slot, changed in place
         * @param casualties per type, casualties chosen so far, changed in place
         */
        void takeHits(int[] alive, int[] casualties, int kind, int hits) {
            for (int h = 0; h < hits; h++) {
                if (!damageOne(alive, kind) && !destroyOne(alive, casualties, kind)) {
                    return; // no unit left that this hit may go to: wasted
                }
            }
        }

        private boolean damageOne(int[] alive, int kind) {
            for (int t : lossOrder) {
                if (admits(kind, t) && types[t].hitPoints() == 2 && alive[S * t] > 0) {
                    alive[S * t]--;
                    alive[S * t + 1]++;
                    return true;
                }
            }
            return false;
        }

        private boolean destroyOne(int[] alive, int[] casualties, int kind) {
            for (int t : lossOrder) {
                if (admits(kind, t) && count(alive, t) > 0) {
                    alive[alive[S * t + 1] > 0 ? S * t + 1 : S * t]--;
                    casualties[t]++;
                    return true;
                }
            }
            return false;
        }

        Map<String, Integer> units(int[] c) {
            Map<String, Integer> m = new LinkedHashMap<>();
            for (int t = 0; t < types.length; t++) {
                if (count(c, t) + withdrawn(c, t) > 0) {
                    m.put(types[t].id(), count(c, t) + withdrawn(c, t));
                }
            }
            return m;
        }

        int tuv(int[] c) {
            int v = 0;
            for (int t = 0; t < types.length; t++) {
                v += types[t].cost() * (count(c, t) + withdrawn(c, t));
            }
            return v;
        }
    }

    /** One die: who rolls it, its chance to hit, what it may hit, and whether its casualties fire back. */
    private record Die(int firer, double p, int kind, boolean firesBack) {
    }

    /** A battle between rounds: the round about to be fought (capped at the horizon) and both sides' units. */
    private record Key(int round, int[] attacker, int[] defender) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.round == round && Arrays.equals(k.attacker, attacker)
                    && Arrays.equals(k.defender, defender);
        }

        @Override
        public int hashCode() {
            return Objects.hash(round, Arrays.hashCode(attacker), Arrays.hashCode(defender));
        }
    }

    private Result value(Key k) {
        Result r = memo.get(k);
        if (r == null) {
            r = compute(k);
            memo.put(k, r);
        }
        return r;
    }

    private Result compute(Key k) {
        int[][] units = {k.attacker(), k.defender()};
        boolean aGone = sides[0].onBoard(units[0]) == 0;
        boolean dGone = sides[1].onBoard(units[1]) == 0;
        if (!aGone && !dGone && k.round() > 1) {
            int[] a = submerge(0, units[0], units[1]);
            if (sides[0].onBoard(a) == 0) {
                // every attacking unit left is a submarine and leaves: the attacker retreats, the defender stays
                return end(units, false, false, true);
            }
            int[] d = submerge(1, units[1], a);
            if (a != units[0] || d != units[1]) {
                return value(new Key(k.round(), a, d));
            }
        }
        // a lone AA gun still fires at the aircraft entering its territory (L929-933, L2248-2250): the
        // defender, with no unit to lose, has lost only once that first round is played
        boolean loneGunFires = dGone && !aGone && k.round() == 1 && battle.aaGun() && land
                && Arrays.stream(sides[0].types).anyMatch(p -> p.domain() == Domain.AIR);
        if ((aGone || dGone) && !loneGunFires) {
            return end(units, aGone, dGone, false);
        }
        if (k.round() > 1 && retreats(units[0], k.round())) {
            return end(units, false, false, true);
        }
        if (!anyDieCanHit(k)) {
            return end(units, false, false, false);
        }
        Map<Key, Double> next = playRound(k);
        double stay = next.getOrDefault(k, 0.0);
        double[] f = new double[9];
        Map<Map<String, Integer>, Double> aSurv = new LinkedHashMap<>();
        Map<Map<String, Integer>, Double> dSurv = new LinkedHashMap<>();
        for (Map.Entry<Key, Double> e : next.entrySet()) {
            if (e.getKey().equals(k)) {
                continue;
            }
            double p = e.getValue();
            Result v = value(e.getKey());
            double[] g = v.figures();
            for (int i = 0; i < f.length; i++) {
                f[i] += p * g[i];
            }
            v.attackerSurvivors().forEach((u, q) -> aSurv.merge(u, p * q, Double::sum));
            v.defenderSurvivors().forEach((u, q) -> dSurv.merge(u, p * q, Double::sum));
        }
        // the round in which nobody hits repeats: V = (sum over other successors of p V) / (1 - p_stay);
        // the expected rounds count this round too: R = (1 + sum of p R') / (1 - p_stay)
        double leave = 1 - stay;
        f[8] += 1;
        for (int i = 0; i < f.length; i++) {
            f[i] /= leave;
        }
        aSurv.replaceAll((u, q) -> q / leave);
        dSurv.replaceAll((u, q) -> q / leave);
        return Result.of(f, aSurv, dSurv);
    }

    /**
     * The end of the battle: a side destroyed (or gone), the attacker retreating, or else a stalemate. An
     * attacker that wins a land battle takes the territory only with a land unit left (Revised L1439–1495,
     * Classic L926–928).
     */
    private Result end(int[][] units, boolean aGone, boolean dGone, boolean retreat) {
        double aw = !aGone && dGone ? 1 : 0;
        // a defender that had nothing but an AA gun keeps its territory when the attacker is destroyed
        double draw = aGone && dGone && sides[1].types.length > 0 ? 1 : 0;
        double stalemate = !aGone && !dGone && !retreat ? 1 : 0;
        double captures = aw == 1 && land && hasLandUnit(units[0]) ? 1 : 0;
        return new Result(aw, captures, 1 - aw - draw, draw, stalemate, retreat ? 1 : 0,
                sides[0].tuv - sides[0].tuv(units[0]), sides[1].tuv - sides[1].tuv(units[1]), 0,
                Map.of(sides[0].units(units[0]), 1.0), Map.of(sides[1].units(units[1]), 1.0));
    }

    private boolean hasLandUnit(int[] attacker) {
        Side att = sides[0];
        for (int t = 0; t < att.types.length; t++) {
            if (att.types[t].domain() == Domain.LAND && att.count(attacker, t) > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Side s's submarines leave by its policy: all of them, when it has some on the board and the enemy
     * has no destroyer there, always or when no enemy unit on the board is one they may hit.
     *
     * @return the side's units after the decision; {@code mine} itself when nothing leaves
     */
    private int[] submerge(int s, int[] mine, int[] enemy) {
        Submerge policy = s == 0 ? battle.attackerSubs() : battle.defenderSubs();
        Side side = sides[s];
        Side other = sides[1 - s];
        if (policy == Submerge.NEVER || other.hasDestroyer(enemy)) {
            return mine;
        }
        boolean any = false;
        for (int t = 0; t < side.types.length; t++) {
            if (side.types[t].submerges() && side.count(mine, t) > 0) {
                any = true;
                int kind = side.types[t].seaTargetsOnly() ? SEA : ANY;
                for (int e = 0; e < other.types.length; e++) {
                    if (policy == Submerge.WHEN_NO_TARGETS && other.admits(kind, e) && other.count(enemy, e) > 0) {
                        return mine;
                    }
                }
            }
        }
        if (!any) {
            return mine;
        }
        int[] after = mine.clone();
        for (int t = 0; t < side.types.length; t++) {
            if (side.types[t].submerges()) {
                after[S * t + 2] += after[S * t] + after[S * t + 1];
                after[S * t] = 0;
                after[S * t + 1] = 0;
            }
        }
        return after;
    }

    /** Whether the attacker's retreat policy takes it out of the battle now (from round 2 on). */
    private boolean retreats(int[] attacker, int round) {
        Retreat r = battle.retreat();
        if (!battle.bombard().isEmpty() && battle.option("amphibious-retreat", "none")) {
            return false; // Classic: amphibious land units can never retreat, and all must go together (L707, L754, L845)
        }
        return r.afterRound() > 0 && round > r.afterRound() || sides[0].onBoard(attacker) <= r.atUnits()
                || r.whenNoLandUnits() && !hasLandUnit(attacker);
    }

    /** Whether some die of a round from this state could hit an enemy unit. */
    private boolean anyDieCanHit(Key k) {
        int[][] units = {k.attacker(), k.defender()};
        List<Die> dice = openingFire(k.round() == 1, units);
        dice.addAll(mainFire(units, units, new int[2][0]));
        for (Die d : dice) {
            Side target = sides[1 - d.firer()];
            for (int t = 0; t < target.types.length; t++) {
                if (d.p() > 0 && target.admits(d.kind(), t) && target.count(units[1 - d.firer()], t) > 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The dice of the opening-fire step (L1170–1236). */
    private List<Die> openingFire(boolean first, int[][] units) {
        List<Die> dice = new ArrayList<>();
        Side att = sides[0];
        if (land && battle.aaGun() && (first || battle.option("aa-rounds", "every-round"))) {
            for (int t = 0; t < att.types.length; t++) {
                if (att.types[t].domain() == Domain.AIR) {
                    int kind = battle.option("aa-casualties", "per-aircraft") ? ONLY + t : AIR;
                    for (int i = 0; i < att.count(units[0], t); i++) {
                        dice.add(new Die(1, 1 / 6.0, kind, false));
                    }
                }
            }
        }
        if (first) {
            int kind = battle.option("bombardment-targets", "any-unit") ? ANY : LAND;
            boolean firesBack = battle.option("bombardment-casualties", "fire-back");
            battle.bombard().forEach((ship, n) -> {
                for (int i = 0; i < n; i++) {
                    dice.add(new Die(0, ship.bombard() / 6.0, kind, firesBack));
                }
            });
        }
        for (int s = 0; s < 2; s++) {
            Side side = sides[s];
            for (int t = 0; t < side.types.length; t++) {
                if (side.types[t].opensFire(side.attacking) && !submarinesWaitForMainFire(s, units)) {
                    addDice(dice, s, side.types[t], side.count(units[s], t), side.types[t].value(side.attacking),
                            sides[1 - s].hasDestroyer(units[1 - s]));
                }
            }
        }
        return dice;
    }

    /** Option destroyer-vs-submarines=cancel-opening-fire: submarines facing a destroyer fire in the main step. */
    private boolean submarinesWaitForMainFire(int s, int[][] units) {
        return battle.option("destroyer-vs-submarines", "cancel-opening-fire") && sides[1 - s].hasDestroyer(units[1 - s]);
    }

    private static void addDice(List<Die> dice, int firer, Profile p, int units, int value, boolean firesBack) {
        int kind = p.seaTargetsOnly() ? SEA : ANY;
        for (int i = 0; i < units * p.dice(firer == 0); i++) {
            dice.add(new Die(firer, value / 6.0, kind, firesBack));
        }
    }

    /**
     * The dice of the main step (L1337–1359): every unit on the board but those that fired in the
     * opening fire (submarines), casualties of opening fire that fire back included.
     */
    private List<Die> mainFire(int[][] roundStart, int[][] alive, int[][] kept) {
        List<Die> dice = new ArrayList<>();
        for (int s = 0; s < 2; s++) {
            Side side = sides[s];
            int[] onBoard = new int[side.types.length];
            for (int t = 0; t < onBoard.length; t++) {
                onBoard[t] = side.count(alive[s], t) + (kept[s].length > 0 ? kept[s][t] : 0);
            }
            boolean subsHere = submarinesWaitForMainFire(s, roundStart);
            for (int t = 0; t < onBoard.length; t++) {
                Profile p = side.types[t];
                if (p.opensFire(side.attacking) && !subsHere) {
                    continue;
                }
                int n = onBoard[t];
                int supported = side.attacking ? Math.min(n, supporters(side, onBoard, p.id())) : 0;
                int supportedValue = supportedValue(side, p.id());
                addDice(dice, s, p, supported, supportedValue, true);
                addDice(dice, s, p, n - supported, p.value(side.attacking), true);
            }
        }
        return dice;
    }

    private static int supporters(Side side, int[] onBoard, String unit) {
        int n = 0;
        for (int t = 0; t < onBoard.length; t++) {
            if (side.types[t].supports().filter(unit::equals).isPresent()) {
                n += onBoard[t];
            }
        }
        return n;
    }

    private static int supportedValue(Side side, String unit) {
        int v = 0;
        for (Profile p : side.types) {
            if (p.supports().filter(unit::equals).isPresent()) {
                v = Math.max(v, p.supportedValue());
            }
        }
        return v;
    }

    /** Every way one round can end, with its probability. */
    private Map<Key, Double> playRound(Key k) {
        int[][] start = {k.attacker(), k.defender()};
        Map<Key, Double> out = new HashMap<>();
        List<Die> opening = openingFire(k.round() == 1, start);
        forEachOutcome(opening, (hits, p) -> {
            int[][] alive = {start[0].clone(), start[1].clone()};
            int[][] kept = {new int[sides[0].types.length], new int[sides[1].types.length]};
            for (int s = 0; s < 2; s++) {
                int[] removed = new int[sides[s].types.length];
                for (boolean firesBack : new boolean[] {false, true}) {
                    assign(s, opening, hits, firesBack, alive[s], firesBack ? kept[s] : removed);
                }
            }
            List<Die> main = mainFire(start, alive, kept);
            forEachOutcome(main, (mainHits, q) -> {
                int[][] after = {alive[0].clone(), alive[1].clone()};
                for (int s = 0; s < 2; s++) {
                    assign(s, main, mainHits, true, after[s], new int[sides[s].types.length]);
                }
                out.merge(new Key(Math.min(k.round() + 1, horizon), after[0], after[1]), p * q, Double::sum);
            });
        });
        return out;
    }

    /** Assigns to side {@code s} the hits of the dice aimed at it with the given fire-back, most restricted kinds first. */
    private void assign(int s, List<Die> dice, boolean[] hits, boolean firesBack, int[] alive, int[] casualties) {
        Map<Integer, Integer> byKind = new java.util.TreeMap<>(Comparator.comparingInt(ReferenceSolver::breadth)
                .thenComparingInt(x -> x));
        for (int i = 0; i < dice.size(); i++) {
            Die d = dice.get(i);
            if (d.firer() != s && d.firesBack() == firesBack && hits[i]) {
                byKind.merge(d.kind(), 1, Integer::sum);
            }
        }
        byKind.forEach((kind, n) -> sides[s].takeHits(alive, casualties, kind, n));
    }

    /** Fewer is more restricted: one unit type, then one domain, then any unit. */
    private static int breadth(int kind) {
        return kind >= ONLY ? 0 : kind == ANY ? 2 : 1;
    }

    private interface OutcomeVisitor {
        void visit(boolean[] hits, double probability);
    }

    /** Every combination of hit or miss of each die, one by one, with its probability. */
    private static void forEachOutcome(List<Die> dice, OutcomeVisitor v) {
        int n = dice.size();
        if (n > 20) {
            throw new IllegalArgumentException(n + " dice: too many for per-die enumeration");
        }
        boolean[] hits = new boolean[n];
        for (int mask = 0; mask < 1 << n; mask++) {
            double p = 1;
            for (int i = 0; i < n; i++) {
                hits[i] = (mask >> i & 1) == 1;
                double q = dice.get(i).p();
                p *= hits[i] ? q : 1 - q;
            }
            if (p > 0) {
                v.visit(hits.clone(), p);
            }
        }
    }
}
