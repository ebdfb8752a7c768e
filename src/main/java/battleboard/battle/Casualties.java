package battleboard.battle;

import battleboard.edition.RuleOption;
import battleboard.edition.UnitType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How a side takes hits within a round and comes out of it: hits assigned by the owner's order of loss
 * (or the firer's choice), casualties removed at the end of the step or the round, and the armour rolls of
 * damaged units at the end of the round. Part of {@link RoundModel}, which exposes it. Immutable.
 */
final class Casualties {
    private final BattleSetup setup;
    private final Roster[] rosters;

    /** True when detection is recomputed each round (option submarine-detection=recompute): none is kept between rounds. */
    private final boolean forgetDetection;

    /** True when some unit of either side is expended at the end of a step it fires in ({@link #expend}). */
    private final boolean expending;

    /** The units a defender's retreat takes ({@link #retreating}); {@link Decisions} reads the same. */
    final java.util.function.Predicate<UnitType> retreats;

    Casualties(BattleSetup setup, Roster[] rosters) {
        this.setup = setup;
        this.rosters = rosters;
        this.forgetDetection = !setup.stickyDetection();
        boolean expends = false;
        for (Roster r : rosters) {
            for (int t = 0; t < r.types.length; t++) {
                expends |= !r.bombarding[t] && !r.types[t].expends().isEmpty();
            }
        }
        this.expending = expends;
        this.retreats = retreating(setup);
    }

    /**
     * A side as the end of the round sees it: see {@link RoundModel#endView}. Where no unit is expended at a step's end,
     * its marks are dropped: hits go by the units alive (marks are only written: {@link Roster#hitOnce},
     * {@link Roster#hitByFirer}), and the round's end keeps the units alive ({@link #endRound(FightingSide)}); an
     * expended unit is counted among the marked ones ({@link #expend}), so there the side is its own view.
     */
    FightingSide endView(FightingSide f) {
        return expending ? f : f.unmarked();
    }

    /** @return the side between rounds: its units alive, with no detection kept when it is recomputed each round */
    private SideState between(Side side, int[] alive, int[] withdrawn) {
        if (forgetDetection) {
            int[] c = null;
            for (int m : rosters[side.ordinal()].detectedSlot) {
                if (m >= 0 && alive[m] != 0) {
                    c = c == null ? alive.clone() : c;
                    c[m] = 0;
                }
            }
            return new SideState(c == null ? alive : c, withdrawn);
        }
        return new SideState(alive, withdrawn);
    }

    /**
     * @return the most hits (successful dice) the volley can usefully score on {@code target}: the hit
     *         points of the units it may hit, divided by the casualties each hit inflicts and rounded up;
     *         further hits are wasted
     */
    int hitCapacity(FightingSide target, Volley v) {
        Roster roster = rosters[target.side.ordinal()];
        int cap = roster.hitCapacity(target.alive, roster.mask(v.targets()), hidden(target, v));
        return v.hitsEach() == 1 ? cap : (cap + v.hitsEach() - 1) / v.hitsEach();
    }

    /** @return the types whose undetected units the volley may not hit this round (unseen, and not seen by its firers) */
    private static long hidden(FightingSide target, Volley v) {
        return v.targets().seesUnseen() ? 0L : target.unseen;
    }

    /**
     * Assigns a volley's hits to the target side by its order of loss.
     *
     * @param target the side hit (must be {@code v.target()})
     * @param v      the volley
     * @param hits   hits scored, at least 0, each inflicting {@link Volley#hitsEach()} casualties; hits beyond
     *               {@link RoundModel#hitCapacity} are wasted
     * @return the side with its new casualties marked
     */
    FightingSide takeHits(FightingSide target, Volley v, int hits) {
        return takeHits(target, v, hits, 0);
    }

    /**
     * Assigns a volley's hits: the first {@code chosen} as the firer picks them among the enemy's surface ships (the
     * firer's picks, then the most expensive; as the owner chooses when none is left), and for a unit that may also pick
     * a detected submarine ({@link battleboard.edition.UnitType#firerChoosesSubmarines()}) the submarines the picks name
     * while one is detected; the rest by the owner's order of loss.
     *
     * @param chosen hits whose die let the firer choose, 0 .. {@code hits}
     */
    FightingSide takeHits(FightingSide target, Volley v, int hits, int chosen) {
        if (target.side != v.target()) {
            throw new IllegalArgumentException("volley of the " + v.dice().firer().label() + " hits the " + v.target().label());
        }
        if (hits == 0) {
            return target;
        }
        Roster roster = rosters[target.side.ordinal()];
        boolean[] mask = roster.mask(v.targets());
        int[] alive = target.alive.clone();
        boolean afterStep = v.removal() == Removal.AFTER_STEP;
        int[] marked = (afterStep ? target.stepMarked : target.roundMarked).clone();
        long hidden = hidden(target, v);
        boolean[] ships = null;
        long shipsHidden = hidden;
        if (chosen > 0 && rosters[v.dice().firer().ordinal()].picksSubmarines(v.dice().groups().get(0).unit())) {
            // a torpedo bomber's pick may be a detected submarine its side names (G1979-1982)
            ships = roster.shipsAndPickedSubmarines();
            shipsHidden = roster.picksDetectedOnly(hidden);
        } else if (chosen > 0) {
            ships = roster.surfaceShips();
        }
        for (int i = 0; i < hits * v.hitsEach(); i++) {
            boolean landed;
            if (i < chosen * v.hitsEach()) {
                landed = roster.hitByFirer(alive, marked, ships, shipsHidden) || roster.hitOnce(alive, marked, mask, hidden, target.striking);
            } else {
                landed = v.firerChooses() ? roster.hitByFirer(alive, marked, mask, hidden)
                        : roster.hitOnce(alive, marked, mask, hidden, target.striking);
            }
            if (!landed) {
                break; // no eligible unit left: the rest of the hits are wasted
            }
        }
        return afterStep ? target.withCounts(alive, marked, target.roundMarked) : target.withCounts(alive, target.stepMarked, marked);
    }

    /**
     * The side after casualties its owner chose (the casualty explorer's choice), in place of an enemy volley's hits: each
     * unit type left with the units and damage of {@code left}, its other units marked as casualties to leave the board
     * when {@code removal} says; the detected units of a type are lost first, as {@link Roster#loseDetected} has it.
     *
     * @param left the side's units left after the hits, a state of this side's slots (no unit more than {@code f} has)
     * @throws IllegalArgumentException when {@code left} has more units of a type than {@code f} has alive
     */
    FightingSide withCasualties(FightingSide f, SideState left, Removal removal) {
        Roster roster = rosters[f.side.ordinal()];
        int[] alive = f.alive.clone();
        boolean afterStep = removal == Removal.AFTER_STEP;
        int[] marked = (afterStep ? f.stepMarked : f.roundMarked).clone();
        for (int t = 0; t < roster.types.length; t++) {
            int lost = 0;
            for (int d = 0; d < roster.hp[t]; d++) {
                int slot = roster.firstSlot[t] + d;
                lost += alive[slot] - left.count(slot);
                alive[slot] = left.count(slot);
            }
            if (lost < 0) {
                throw new IllegalArgumentException("more " + roster.types[t].id() + " left than on the board");
            }
            marked[roster.firstSlot[t] + roster.hp[t] - 1] += lost;
            for (int i = 0; i < lost; i++) {
                roster.loseDetected(alive, t, f.striking);
            }
        }
        return afterStep ? f.withCounts(alive, marked, f.roundMarked) : f.withCounts(alive, f.stepMarked, marked);
    }

    /**
     * The side after each count of a volley's hits, by the owner's order of loss (or as the firer chooses): entry h is
     * {@link #takeHits(FightingSide, Volley, int) takeHits(target, v, h)}, made in one pass, each count's casualties
     * those of one hit fewer and the next hit's (the hits are assigned one after another, so h hits begin as h − 1 do).
     *
     * @param most the most hits, at least 0
     * @return {@code most + 1} sides; entry 0 is {@code target}
     */
    FightingSide[] takeEachHit(FightingSide target, Volley v, int most) {
        if (target.side != v.target()) {
            throw new IllegalArgumentException("volley of the " + v.dice().firer().label() + " hits the " + v.target().label());
        }
        FightingSide[] out = new FightingSide[most + 1];
        out[0] = target;
        if (most == 0) {
            return out;
        }
        Roster roster = rosters[target.side.ordinal()];
        boolean[] mask = roster.mask(v.targets());
        int[] alive = target.alive.clone();
        boolean afterStep = v.removal() == Removal.AFTER_STEP;
        int[] marked = (afterStep ? target.stepMarked : target.roundMarked).clone();
        long hidden = hidden(target, v);
        boolean landed = true;
        for (int h = 1; h <= most; h++) {
            if (!landed) {
                out[h] = out[h - 1]; // no eligible unit left: the rest of the hits are wasted
                continue;
            }
            for (int e = 0; e < v.hitsEach() && landed; e++) {
                landed = v.firerChooses() ? roster.hitByFirer(alive, marked, mask, hidden)
                        : roster.hitOnce(alive, marked, mask, hidden, target.striking);
            }
            // the side keeps its arrays (never written after construction): each count gets its own copies
            out[h] = afterStep ? target.withCounts(alive.clone(), marked.clone(), target.roundMarked)
                    : target.withCounts(alive.clone(), target.stepMarked, marked.clone());
        }
        return out;
    }

    /**
     * Removes the casualties whose time is the end of this step (Revised step 3 and 6).
     *
     * @return the side after the step
     */
    FightingSide endStep(FightingSide f, Step step) {
        FightingSide after = f;
        for (int c : f.stepMarked) {
            if (c != 0) {
                after = f.withCounts(f.alive, new int[f.stepMarked.length], f.roundMarked);
                break;
            }
        }
        return expend(after, step);
    }

    /**
     * @return the side without its units whose {@code expends} names this step: each is an automatic casualty at its
     *         end, having fired in it (Revised Kamikaze and Kaiten, L2980-2995)
     */
    private FightingSide expend(FightingSide f, Step step) {
        Roster roster = rosters[f.side.ordinal()];
        int[] alive = null;
        int[] roundMarked = null;
        for (int t = 0; t < roster.types.length; t++) {
            if (roster.bombarding[t] || !step.id().equals(roster.types[t].expends())) {
                continue;
            }
            for (int k = 0; k <= roster.hp[t]; k++) {
                int slot = k < roster.hp[t] ? roster.firstSlot[t] + k : roster.detectedSlot[t];
                if (slot < 0 || f.alive[slot] + f.roundMarked[slot] == 0) {
                    continue;
                }
                alive = alive == null ? f.alive.clone() : alive;
                roundMarked = roundMarked == null ? f.roundMarked.clone() : roundMarked;
                alive[slot] = 0;
                roundMarked[slot] = 0;
            }
        }
        return alive == null ? f : f.withCounts(alive, f.stepMarked, roundMarked);
    }

    /**
     * Removes every casualty at the end of the round; damaged units stay damaged for the rest of the
     * battle (a Revised battleship is repaired only after the combat, L1780–1786).
     *
     * @return the side's units for the next round
     */
    SideState endRound(FightingSide f) {
        return between(f.side, f.alive, f.withdrawn);
    }

    /** The end of the round with the armour rolls of damaged units drawn from {@code chance}. */
    SideState endRound(FightingSide f, Chance chance) {
        Roster roster = rosters[f.side.ordinal()];
        int[] alive = null;
        for (int t = 0; t < roster.types.length; t++) {
            int save = roster.types[t].armourSave();
            int damaged = save > 0 ? f.alive[roster.firstSlot[t] + 1] : 0;
            if (damaged > 0) {
                alive = alive == null ? f.alive.clone() : alive;
                int repaired = chance.hits(new Dice(f.side, List.of(new Dice.Group(roster.types[t].id(), damaged, save,
                        setup.edition().dieSides()))));
                alive[roster.firstSlot[t]] += repaired;
                alive[roster.firstSlot[t] + 1] = 0;
            }
        }
        SideState end = alive == null ? endRound(f) : between(f.side, alive, f.withdrawn);
        if (!f.retreating) {
            return end;
        }
        // the defender's retreat roll, one d12 (G2179-2183): 1-4 all leave, 5-8 half, 9-12 none
        if (chance.hits(new Dice(f.side, List.of(new Dice.Group(RETREAT_ROLL, 1, 4, 12)))) == 1) {
            return retreat(f.side, end, false);
        }
        return chance.hits(new Dice(f.side, List.of(new Dice.Group(RETREAT_ROLL, 1, 4, 8)))) == 1 ? retreat(f.side, end, true) : end;
    }

    /** The label of the defender's retreat roll in the dice (scripts name it). */
    static final String RETREAT_ROLL = "retreat-roll";

    /**
     * The defender's units that retreat (G2175-2185): its land units and aircraft on the board, all of them or half
     * (rounded down, spec A17), those it would lose last first (so it saves what it values most).
     *
     * @return the side with those units gone from the board, alive
     */
    SideState retreat(Side side, SideState s, boolean half) {
        Roster roster = rosters[side.ordinal()];
        int[] counts = s.counts();
        int[] gone = s.withdrawnShared().clone();
        int eligible = roster.casualties(counts, retreats);
        int leave = half ? eligible / 2 : eligible;
        for (int i = roster.lossOrder.length - 1; i >= 0 && leave > 0; i--) {
            int t = roster.lossOrder[i];
            if (!roster.casualty[t] || !retreats.test(roster.types[t])) {
                continue;
            }
            for (int d = 0; d < roster.hp[t] && leave > 0; d++) {
                int slot = roster.firstSlot[t] + d;
                int n = Math.min(leave, counts[slot]);
                counts[slot] -= n;
                gone[t] += n;
                leave -= n;
            }
        }
        return new SideState(counts, gone);
    }

    /**
     * @return the units a defender's retreat takes: "the defending land units and tactical air units" (G2175-2177), that
     *         is land units and aircraft, strategic bombers (units tagged {@link RuleOption#STRATEGIC_TAG}) only under
     *         {@code defender-retreat-units=land-and-aircraft}
     */
    static java.util.function.Predicate<UnitType> retreating(BattleSetup setup) {
        boolean allAircraft = setup.rules().choice(RuleOption.DEFENDER_RETREAT_UNITS, RuleOption.DefenderRetreatUnits.class)
                == RuleOption.DefenderRetreatUnits.LAND_AND_AIRCRAFT;
        return u -> u.domain() == battleboard.edition.Domain.LAND
                || u.domain() == battleboard.edition.Domain.AIR && (allAircraft || !u.hasTag(RuleOption.STRATEGIC_TAG));
    }

    /**
     * @return true when the end of a round is random for this side: it has units with an armour save, or it is a
     *         defender that may try to retreat (the d12 says how many leave)
     */
    boolean randomRoundEnd(Side side) {
        if (side == Side.DEFENDER && !(setup.defenderRetreat() instanceof RetreatPolicy.Never)) {
            return true;
        }
        for (UnitType u : rosters[side.ordinal()].types) {
            if (u.armourSave() > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Every way a side can end the round, with its probability: each damaged unit with an armour save rolls
     * one die, repaired on its save value or less, destroyed otherwise (World at War Tiger, W527); without
     * such units, the one state {@link RoundModel#endRound(FightingSide)} gives.
     *
     * @return state to probability; the probabilities sum to 1
     */
    Map<SideState, Double> endRoundOutcomes(FightingSide f) {
        Roster roster = rosters[f.side.ordinal()];
        Map<SideState, Double> out = new LinkedHashMap<>();
        out.put(endRound(f), 1.0);
        out = armourRolls(roster, f, out);
        if (!f.retreating) {
            return out;
        }
        Map<SideState, Double> rolled = new LinkedHashMap<>();
        out.forEach((state, p) -> {
            rolled.merge(retreat(f.side, state, false), p / 3, Double::sum);
            rolled.merge(retreat(f.side, state, true), p / 3, Double::sum);
            rolled.merge(state, p / 3, Double::sum);
        });
        return rolled;
    }

    private Map<SideState, Double> armourRolls(Roster roster, FightingSide f, Map<SideState, Double> start) {
        Map<SideState, Double> out = start;
        for (int t = 0; t < roster.types.length; t++) {
            int save = roster.types[t].armourSave();
            int slot = roster.firstSlot[t];
            if (save == 0) {
                continue;
            }
            Map<SideState, Double> next = new LinkedHashMap<>();
            for (Map.Entry<SideState, Double> e : out.entrySet()) {
                int damaged = e.getKey().count(slot + 1);
                double[] repaired = HitDistribution.of(new Dice(f.side, damaged == 0 ? List.of()
                        : List.of(new Dice.Group(roster.types[t].id(), damaged, save, setup.edition().dieSides()))));
                for (int k = 0; k < repaired.length; k++) {
                    int[] c = e.getKey().counts();
                    c[slot] += k;
                    c[slot + 1] = 0;
                    next.merge(new SideState(c, e.getKey().withdrawnShared()), e.getValue() * repaired[k], Double::sum);
                }
            }
            out = next;
        }
        return out;
    }
}
