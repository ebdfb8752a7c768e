package battleboard.battle;

import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The slot layout of one side: each unit type present, after the side's technologies, takes one slot
 * per damage level (a Revised battleship: undamaged, damaged). The attacker's ships bombarding a land
 * battle are units of the side too, after its force, that can never be hit. Knows the side's order of
 * loss and assigns hits by it, units taken last after every other. Immutable apart from a thread-safe
 * cache of target masks.
 */
final class Roster {
    final Side side;
    /** Unit types present, after technologies, in edition order. */
    final UnitType[] types;
    /** Per type: its first slot (undamaged); slot of damage d is {@code firstSlot[t] + d}. */
    final int[] firstSlot;
    /** Per round from 1 up to the last round a technology is limited to, per type: its values in that round. */
    private final UnitType[][] byRound;
    /** Whether a boost of one of the side's units, in any round, is off while the enemy has some unit. */
    private final boolean boostsDependOnEnemy;
    /** True when a unit of the side boosts others, in some round (combined arms). */
    final boolean boosting;
    /** Per type: hit points. */
    final int[] hp;
    /** Per type: true for the attacker's ships bombarding a land battle from the sea. */
    final boolean[] bombarding;
    /** Per type: true when hits may be assigned to it (not an AA gun that is never a casualty, not a bombarding ship). */
    final boolean[] casualty;
    /** Per type: the targets of its own hits ({@code hits}), made once. */
    final Targets[] ownTargets;
    /** Type indices, first lost first. */
    final int[] lossOrder;
    /**
     * Type indices, first taken first by the enemy's chosen hits ({@link #hitByFirer}): the types its picks name
     * ({@link BattleSetup#picks}), then the most expensive first, the first in edition order among equal costs.
     */
    private final int[] pickOrder;
    final boolean damageFirst;
    final int keepLand;
    /**
     * Per type: the slot after the unit slots that counts its units detected by enemy destroyers (Global War
     * submarines, G2036-2037), or -1 when the type cannot be detected. Between rounds it holds the detected
     * units still alive (detection is sticky, G2082-2084); within a round, those detected in it. Not a unit slot:
     * {@link #count} and the hit methods never read it as units.
     */
    final int[] detectedSlot;
    final int slots;
    /** True when a unit of a detectable type lost in the step where it strikes first is one that has struck (G502-508). */
    private final boolean struckFirstLost;
    /** True when units lost anyway at the end of a step take no hit (option expended-casualties=in-addition). */
    private final boolean expendedSpared;
    /** True when a unit with an armour roll already hit takes its type's next hit (option armour-hits=concentrate, W527). */
    private final boolean concentrateArmour;
    private final boolean[] surfaceShips;
    /** {@link #surfaceShips}, and the submarines the enemy's picks name: a torpedo bomber's low roll may pick them when detected. */
    private final boolean[] pickedSubmarines;
    /** The ids of this side's types whose chosen hits may also take a detected submarine, usually none. */
    private final Set<String> submarinePickers;
    /** {@link #detectableTypes()}, once. */
    private final long detectableBits;
    private final SideState initial;
    private final Map<Targets, boolean[]> masks = new ConcurrentHashMap<>();

    Roster(Side side, BattleSetup setup) {
        this.side = side;
        Force force = setup.force(side);
        Force bombardment = side == Side.ATTACKER ? setup.bombardment() : Force.empty();
        List<UnitType> present = new ArrayList<>();
        for (UnitType u : setup.edition().units()) {
            if (force.count(u) > 0) {
                present.add(u);
            }
        }
        int fighting = present.size();
        for (UnitType u : setup.edition().units()) {
            if (bombardment.count(u) > 0 && force.count(u) == 0) {
                present.add(u);
            }
        }
        int n = present.size();
        types = new UnitType[n];
        firstSlot = new int[n];
        hp = new int[n];
        bombarding = new boolean[n];
        casualty = new boolean[n];
        ownTargets = new Targets[n];
        int slot = 0;
        for (int t = 0; t < n; t++) {
            types[t] = setup.effective(side, present.get(t));
            firstSlot[t] = slot;
            hp[t] = types[t].hitPoints();
            bombarding[t] = t >= fighting;
            casualty[t] = types[t].canBeCasualty() && !bombarding[t];
            ownTargets[t] = Targets.of(types[t].hits(side.role()));
            if (seesUnseen(setup.edition().battle(), types[t], side.role(), bombarding[t])) {
                ownTargets[t] = ownTargets[t].seeingUnseen();
            }
            slot += hp[t];
        }
        struckFirstLost = setup.struckFirstLost();
        expendedSpared = setup.expendedSpared();
        concentrateArmour = setup.concentrateArmourHits();
        detectedSlot = new int[n];
        boolean detection = setup.edition().battle().detects();
        for (int t = 0; t < n; t++) {
            detectedSlot[t] = detection && !bombarding[t] && types[t].openingFire().contains(side.role()) ? slot++ : -1;
            if (detectedSlot[t] >= 0 && t >= Long.SIZE) {
                // a round's unseen and striking types are bits of a long (FightingSide)
                throw new IllegalArgumentException("too many unit types on the " + side.label() + "'s side (" + n
                        + ") for submarine detection: at most " + Long.SIZE);
            }
        }
        slots = slot;
        surfaceShips = new boolean[n];
        for (int t = 0; t < n; t++) {
            surfaceShips[t] = casualty[t] && types[t].domain() == battleboard.edition.Domain.SEA && !types[t].submerges();
        }
        byRound = new UnitType[setup.lastTechnologyRound()][n];
        for (int r = 0; r < byRound.length; r++) {
            for (int t = 0; t < n; t++) {
                byRound[r][t] = setup.effective(side, present.get(t), r + 1);
            }
        }
        boolean enemyBoosts = boostsDependOnEnemy(types);
        boolean anyBoost = Arrays.stream(types).anyMatch(u -> !u.boosts().isEmpty());
        for (UnitType[] round : byRound) {
            enemyBoosts |= boostsDependOnEnemy(round);
            anyBoost |= Arrays.stream(round).anyMatch(u -> !u.boosts().isEmpty());
        }
        boostsDependOnEnemy = enemyBoosts;
        boosting = anyBoost;
        OrderOfLoss order = setup.order(side);
        Integer[] idx = new Integer[n];
        for (int t = 0; t < n; t++) {
            idx[t] = t;
        }
        // units lost anyway at the end of a step (a kamikaze, a kaiten) are the owner's first casualties
        Arrays.sort(idx, (a, b) -> {
            UnitType x = types[a];
            UnitType y = types[b];
            int c = Boolean.compare(x.expends().isEmpty(), y.expends().isEmpty());
            if (c == 0) {
                c = Boolean.compare(x.takenLast(), y.takenLast());
            }
            return c != 0 ? c : Integer.compare(order.rank(x.id()), order.rank(y.id()));
        });
        lossOrder = Arrays.stream(idx).mapToInt(Integer::intValue).toArray();
        PickOrder picks = setup.picks(side.opponent());
        Integer[] byPick = new Integer[n];
        for (int t = 0; t < n; t++) {
            byPick[t] = t;
        }
        // a sort that keeps equals in place: the edition's order among types of one rank and cost
        Arrays.sort(byPick, (a, b) -> {
            int c = Integer.compare(pickRank(picks, setup.edition(), types[a]), pickRank(picks, setup.edition(), types[b]));
            return c != 0 ? c : Integer.compare(types[b].cost(), types[a].cost());
        });
        pickOrder = Arrays.stream(byPick).mapToInt(Integer::intValue).toArray();
        detectableBits = detectableTypes();
        Set<String> pickers = new java.util.HashSet<>();
        for (UnitType u : types) {
            if (u.firerChoosesSubmarines()) {
                pickers.add(u.id());
            }
        }
        submarinePickers = Set.copyOf(pickers);
        pickedSubmarines = surfaceShips.clone();
        for (int t = 0; t < n; t++) {
            // a submarine the enemy's picks name, and which destroyers may detect (G1979-1982)
            pickedSubmarines[t] |= casualty[t] && detectedSlot[t] >= 0 && types[t].domain() == battleboard.edition.Domain.SEA
                    && pickRank(picks, setup.edition(), types[t]) < picks.unitIds().size();
        }
        damageFirst = order.damageFirst();
        keepLand = order.keepLand();
        int[] counts = new int[slots];
        Damage damage = setup.damage(side);
        for (int t = 0; t < n; t++) {
            UnitType u = present.get(t);
            counts[firstSlot[t]] = (bombarding[t] ? bombardment : force).count(u) - damage.count(u);
            for (int level = 1; level < hp[t]; level++) {
                counts[firstSlot[t] + level] = damage.at(level).count(u);
            }
        }
        initial = new SideState(counts, new int[n]);
    }

    /**
     * @return true when the battle rules let a unit of this type hit an enemy unit that is undetected and made no strike
     *         this round (a fire entry's {@code enemy.undetectedHitBy} selects it: Global War submarines, G2055-2057)
     */
    private static boolean seesUnseen(battleboard.edition.BattleRules rules, UnitType u, battleboard.edition.Role role,
                                      boolean bombarding) {
        for (var step : rules.steps()) {
            for (var f : step.fire()) {
                if (f.enemy().isPresent() && f.enemy().get().undetectedHitBy().isPresent()
                        && f.enemy().get().undetectedHitBy().get().selects(u, role, bombarding)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** @return true when a boost of one of the side's units, in any round, is off while the enemy has some unit */
    boolean boostsDependOnEnemy() {
        return boostsDependOnEnemy;
    }

    /** @return whether a boost of one of these units is off while the enemy has some unit ({@link #boostsDependOnEnemy()}) */
    private static boolean boostsDependOnEnemy(UnitType[] units) {
        for (UnitType u : units) {
            for (var b : u.boosts()) {
                if (b.unlessEnemyTag().isPresent()) {
                    return true;
                }
            }
        }
        return false;
    }

    UnitType type(int t, int round) {
        return round <= byRound.length ? byRound[round - 1][t] : types[t];
    }

    SideState initial() {
        return initial;
    }

    int slot(int type, int damage) {
        return firstSlot[type] + damage;
    }

    boolean[] mask(Targets targets) {
        return masks.computeIfAbsent(targets, tg -> {
            boolean[] m = new boolean[types.length];
            for (int t = 0; t < types.length; t++) {
                // a bombarding ship is hit only by fire that may hit bombarding ships (a Global War fortress, G1858-1860)
                boolean hittable = casualty[t] && !(expendedSpared && !types[t].expends().isEmpty())
                        || bombarding[t] && tg.hitsBombarding() && types[t].canBeCasualty();
                m[t] = hittable && tg.admits(types[t]);
            }
            return m;
        });
    }

    /**
     * @return per type, true for the surface ships hits may be assigned to: the ships a naval fighter's or torpedo
     *         bomber's low roll may pick (G945-947: "surface ships"; submarines are not)
     */
    boolean[] surfaceShips() {
        return surfaceShips;
    }

    /**
     * @return per type, true for the units a low roll of a unit that may also pick detected submarines may take (a
     *         Global War torpedo bomber "can also target submarines that have been detected", G1979-1982): the surface
     *         ships, and the submarines the enemy's picks name ({@link BattleSetup#picks}); such a hit goes to a
     *         submarine only while one is detected ({@link #picksDetectedOnly})
     */
    boolean[] shipsAndPickedSubmarines() {
        return pickedSubmarines;
    }

    /** @return whether some unit of this side may pick a detected submarine with its chosen hits */
    boolean picksSubmarines() {
        return !submarinePickers.isEmpty();
    }

    /** @return whether this side's unit of that id may pick a detected submarine with its chosen hits */
    boolean picksSubmarines(String unitId) {
        return submarinePickers.contains(unitId);
    }

    /**
     * @param hidden the types whose undetected units the volley may not hit
     * @return {@code hidden} and every type destroyers may detect: a chosen hit at a submarine goes to a detected one only
     */
    long picksDetectedOnly(long hidden) {
        return hidden | detectableBits;
    }

    /** @return units of a type with any damage level */
    int count(int[] counts, int type) {
        int n = 0;
        for (int d = 0; d < hp[type]; d++) {
            n += counts[firstSlot[type] + d];
        }
        return n;
    }

    /** @return units of the types matching {@code which}, any damage level */
    int count(int[] counts, java.util.function.Predicate<UnitType> which) {
        int n = 0;
        for (int t = 0; t < types.length; t++) {
            if (which.test(types[t])) {
                n += count(counts, t);
            }
        }
        return n;
    }

    /** @return units on the board that hits may be assigned to (not AA guns that are never casualties, not bombarding ships) */
    int casualties(int[] counts) {
        int n = 0;
        for (int t = 0; t < types.length; t++) {
            if (casualty[t]) {
                n += count(counts, t);
            }
        }
        return n;
    }

    /** @return units of the types matching {@code which} that hits may be assigned to */
    int casualties(int[] counts, java.util.function.Predicate<UnitType> which) {
        int n = 0;
        for (int t = 0; t < types.length; t++) {
            if (casualty[t] && which.test(types[t])) {
                n += count(counts, t);
            }
        }
        return n;
    }

    /** @return hits the eligible alive units can absorb before all are destroyed */
    int hitCapacity(int[] alive, boolean[] mask) {
        return hitCapacity(alive, mask, 0L);
    }

    /**
     * @param hidden the types (bit {@code 1L << type}) whose undetected units the hits may not go to this round: only
     *               their detected units count
     * @return hits the eligible alive units can absorb before all are destroyed
     */
    int hitCapacity(int[] alive, boolean[] mask, long hidden) {
        int cap = 0;
        for (int t = 0; t < types.length; t++) {
            if (mask[t]) {
                int units = 0;
                for (int d = 0; d < hp[t]; d++) {
                    cap += alive[firstSlot[t] + d] * (hp[t] - d);
                    units += alive[firstSlot[t] + d];
                }
                if (hidden(hidden, t)) {
                    // only the detected units may be hit: as many units' worth of hit points (undamaged first)
                    cap -= (units - Math.min(units, alive[detectedSlot[t]])) * hp[t];
                    cap = Math.max(cap, 0);
                }
            }
        }
        return cap;
    }

    /** @return true when type {@code t} is among the {@code hidden} types: its undetected units may not be hit */
    private boolean hidden(long hidden, int t) {
        return hidden != 0 && (hidden & (1L << t)) != 0 && detectedSlot[t] >= 0;
    }

    /** @return true when a hit may go to a unit of type {@code t}: not hidden, or with a detected unit left */
    private boolean open(int[] alive, long hidden, int t) {
        return !hidden(hidden, t) || alive[detectedSlot[t]] > 0;
    }

    /**
     * Assigns one hit by the order of loss: with damage-first, a multi-hit unit that survives the hit
     * takes it before anything is destroyed; otherwise the first eligible type in the order takes it,
     * damaged if it can be, destroyed if not. A destroyed unit moves from {@code alive} to
     * {@code marked}.
     *
     * @return false when no eligible unit is left (the hit is wasted)
     */
    boolean hitOnce(int[] alive, int[] marked, boolean[] mask) {
        return hitOnce(alive, marked, mask, 0L, 0L);
    }

    /**
     * {@link #hitOnce(int[], int[], boolean[])} in a round where some types' undetected units are unseen or strike
     * first.
     *
     * @param hidden   the types whose undetected units this hit may not go to (only their detected units may be hit)
     * @param striking the types whose undetected units strike first in this step: a unit of such a type that is lost
     *                 is one that has struck, while any is left, when the option {@code first-strike-casualties} says
     *                 so; otherwise a detected one (the owner loses its detected units first)
     */
    boolean hitOnce(int[] alive, int[] marked, boolean[] mask, long hidden, long striking) {
        if (damageFirst) {
            for (int t : lossOrder) {
                if (mask[t] && open(alive, hidden, t) && damage(alive, t)) {
                    return true;
                }
            }
        }
        boolean keep = keepLand > 0 && casualties(alive, Roster::isLand) <= keepLand;
        return lose(alive, marked, mask, keep, hidden, striking) || keep && lose(alive, marked, mask, false, hidden, striking);
    }

    /** @return a type's place in the enemy's picks: its own id's, else that of the unit it is a copy of */
    private static int pickRank(PickOrder picks, battleboard.edition.Edition edition, UnitType type) {
        int own = picks.rank(type.id());
        return own < picks.unitIds().size() ? own : picks.rank(edition.original(type).id());
    }

    /**
     * Assigns one hit as the firing side chooses it: to the first eligible type the enemy's picks name, else the most
     * expensive (the first in edition order among equals), destroying its most damaged unit when that one cannot take
     * another hit, else damaging it. The owner's order of loss and "taken last" do not apply.
     *
     * @return false when no eligible unit is left (the hit is wasted)
     */
    boolean hitByFirer(int[] alive, int[] marked, boolean[] mask) {
        return hitByFirer(alive, marked, mask, 0L);
    }

    /** {@link #hitByFirer(int[], int[], boolean[])}, not at the undetected units of the {@code hidden} types. */
    boolean hitByFirer(int[] alive, int[] marked, boolean[] mask, long hidden) {
        int best = -1;
        for (int t : pickOrder) {
            if (mask[t] && count(alive, t) > 0 && open(alive, hidden, t)) {
                best = t;
                break;
            }
        }
        if (best < 0) {
            return false;
        }
        for (int d = hp[best] - 1; d >= 0; d--) {
            int s = firstSlot[best] + d;
            if (alive[s] > 0) {
                alive[s]--;
                if (d == hp[best] - 1) {
                    marked[s]++;
                    loseDetected(alive, best, 0L);
                } else {
                    alive[s + 1]++;
                }
                return true;
            }
        }
        return false;
    }

    /** Gives the hit to the first eligible type in the order; with {@code spareLand}, not to a land unit. */
    private boolean lose(int[] alive, int[] marked, boolean[] mask, boolean spareLand, long hidden, long striking) {
        for (int t : lossOrder) {
            if (!mask[t] || spareLand && isLand(types[t]) || !open(alive, hidden, t)) {
                continue;
            }
            if (damage(alive, t)) {
                return true;
            }
            int s = firstSlot[t] + hp[t] - 1;
            if (alive[s] > 0) {
                alive[s]--;
                marked[s]++;
                loseDetected(alive, t, hidden(hidden, t) ? 0L : striking);
                return true;
            }
        }
        return false;
    }

    /**
     * A unit of type {@code t} is destroyed: the owner loses its detected units first (spec G.6 A4, Example 2), except
     * in the step where the type's undetected units strike first ({@code striking}), where under
     * {@code first-strike-casualties=struck-first} it loses one that has struck while any is left (G502-508).
     */
    void loseDetected(int[] alive, int t, long striking) {
        int m = detectedSlot[t];
        if (m < 0 || alive[m] == 0) {
            return;
        }
        if (struckFirstLost && (striking & (1L << t)) != 0 && count(alive, t) >= alive[m]) {
            return; // an undetected unit, which has struck, was lost: the detected ones are all still there
        }
        alive[m]--;
    }

    /** @return the types of this side that can be detected (bit {@code 1L << type}), 0 when none */
    long detectableTypes() {
        long bits = 0;
        for (int t = 0; t < detectedSlot.length; t++) {
            if (detectedSlot[t] >= 0) {
                bits |= 1L << t;
            }
        }
        return bits;
    }

    /** @return true when some type of this side can be detected (it has detected-unit slots) */
    boolean detectable() {
        for (int m : detectedSlot) {
            if (m >= 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean isLand(UnitType u) {
        return u.domain() == battleboard.edition.Domain.LAND;
    }

    /**
     * Damages the least damaged unit of a type that survives one more hit; false if none, or when units with an armour roll
     * take their hits one unit at a time ({@code armour-hits=concentrate}) and one of the type is already hit: the hit then
     * goes by the order of loss, and to that type destroys the one hit.
     */
    private boolean damage(int[] alive, int t) {
        if (concentrateArmour && types[t].armourSave() > 0 && alive[firstSlot[t] + 1] > 0) {
            return false;
        }
        for (int d = 0; d < hp[t] - 1; d++) {
            int s = firstSlot[t] + d;
            if (alive[s] > 0) {
                alive[s]--;
                alive[s + 1]++;
                return true;
            }
        }
        return false;
    }
}
