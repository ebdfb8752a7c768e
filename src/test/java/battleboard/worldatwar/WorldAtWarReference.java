package battleboard.worldatwar;

import battleboard.edition.Edition;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An independent exact solver for World at War 2005 land battles of base units, written for the tests
 * from the rules spec (/work/shared/rules/world-at-war-2005-battle.md, W.1.2 and "Decisions for
 * Battleboard") and sharing no code with {@code battleboard.battle} or {@code battleboard.exact}: it only
 * reads unit values (cost, attack, defense, AA value, bombardment value, attack dice) from the
 * {@link Edition}.
 *
 * <p>Units: infantry, armor, fighter, bomber on attack; infantry, armor, aa-gun, fighter, bomber on
 * defense. One round (values fixed at the start of the round, spec A4/A7 default "round-start"):
 * <ol>
 * <li>every attacking unit rolls its dice (a bomber {@code bomberDice}, else 1), a hit on a d6 roll
 * &le; its attack value; in round 1 each bombarding ship adds one die at its bombardment value (Classic
 * C857, C865: any defending unit may be hit and fires back);</li>
 * <li>at the same time every defending unit rolls one die at its defense value, and the AA guns roll
 * at their AA value (1): the guns cover the attacking aircraft first, {@code min(aircraft, 3 * guns)}
 * dice, each gun covering at most 3; the guns left over, {@code guns - ceil(aircraftDice / 3)}, cover
 * the armor, {@code min(armor, 3 * leftOver)} dice (W121-126, spec A5);</li>
 * <li>the attacker takes the AA hits first, an aircraft hit on its first aircraft in its order of loss,
 * an armor hit on an armor, then the defender's ordinary hits by its order of loss over what is left;
 * the defender takes the attacker's hits by its order of loss; all casualties leave together.</li>
 * </ol>
 * With Russia's long-range artillery ({@link #withLongRangeArtillery}) the attacker rolls one die more at its attack value
 * while an attacking infantry or armor is left ("so long as there are still ground troops attacking the area", W543);
 * the gun is never a casualty and holds nothing.
 * AA guns are one-hit casualties (default {@code aa-ending=guns-destroyed}). The battle ends when a side
 * has no unit; both destroyed is a draw. Order of loss, as documented for the model
 * ({@code OrderOfLoss.cheapestFirst}): cheapest first, ties by the weaker value in the side's role, then
 * the edition file's order; so on defense the aa-gun (cost 5, defense 0) goes before the armor (cost 5,
 * defense 2). {@link #withDefenderOrder} replaces it.
 *
 * <p>The battle is a memoized recursion over (round 1 or later, attacking counts, defending counts); the
 * round in which nobody scores a hit leaves the state unchanged and is divided out:
 * {@code V(s) = sum_{s' != s} P(s -> s') V(s') / (1 - P(s -> s))}. Plain doubles, no shared helpers.
 */
final class WorldAtWarReference {
    static final List<String> ATTACKING = List.of("infantry", "armor", "fighter", "bomber");
    static final List<String> DEFENDING = List.of("infantry", "armor", "aa-gun", "fighter", "bomber");
    private static final int AA = 2;

    /** The figures the tests compare: outcome probabilities and expected IPC lost by each side. */
    record Result(double attackerWin, double defenderWin, double draw, double attackerIpcLoss, double defenderIpcLoss) {
    }

    private final Edition edition;
    private final int bomberDice;
    private final List<String> defenderOrder;
    private final int[] attCost = new int[4];
    private final int[] attValue = new int[4];
    private final int[] defCost = new int[5];
    private final int[] defValue = new int[5];
    private final int aaValue;
    /** The long-range artillery's attack value, or 0 without one. */
    private final int longRange;
    /** Unit indices (into ATTACKING / DEFENDING) in order of loss. */
    private final int[] attOrder;
    private final int[] defOrder;
    private int[] bombard = new int[0];
    private final Map<String, double[]> memo = new HashMap<>();

    WorldAtWarReference(Edition edition) {
        this(edition, 1, null, 0);
    }

    private WorldAtWarReference(Edition edition, int bomberDice, List<String> defenderOrder, int longRange) {
        this.edition = edition;
        this.bomberDice = bomberDice;
        this.defenderOrder = defenderOrder;
        this.longRange = longRange;
        for (int i = 0; i < 4; i++) {
            UnitType u = edition.unit(ATTACKING.get(i));
            attCost[i] = u.cost();
            attValue[i] = u.attack();
        }
        for (int i = 0; i < 5; i++) {
            UnitType u = edition.unit(DEFENDING.get(i));
            defCost[i] = u.cost();
            defValue[i] = u.defense();
        }
        aaValue = edition.unit("aa-gun").antiAircraft();
        attOrder = order(ATTACKING, attValue, attCost, null);
        defOrder = order(DEFENDING, defValue, defCost, defenderOrder);
    }

    /** @return this solver with each bomber rolling {@code dice} dice on attack (Heavy Bombers: 2) */
    WorldAtWarReference withBomberDice(int dice) {
        return new WorldAtWarReference(edition, dice, defenderOrder, longRange);
    }

    /** @return this solver with the attacker's one long-range artillery (W543), at the edition's value */
    WorldAtWarReference withLongRangeArtillery() {
        return new WorldAtWarReference(edition, bomberDice, defenderOrder, edition.unit("long-range-artillery").attack());
    }

    /** @return this solver with the defender losing units in the given order (every defending unit id) */
    WorldAtWarReference withDefenderOrder(List<String> order) {
        return new WorldAtWarReference(edition, bomberDice, order, longRange);
    }

    private int[] order(List<String> ids, int[] value, int[] cost, List<String> explicit) {
        List<Integer> idx = new ArrayList<>(List.of(0, 1, 2, 3, 4).subList(0, ids.size()));
        List<String> fileOrder = edition.units().stream().map(UnitType::id).toList();
        if (explicit != null) {
            idx.sort(Comparator.comparingInt(i -> explicit.indexOf(ids.get(i))));
        } else {
            idx.sort(Comparator.<Integer>comparingInt(i -> cost[i]).thenComparingInt(i -> value[i])
                    .thenComparingInt(i -> fileOrder.indexOf(ids.get(i))));
        }
        return idx.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * @param attacker counts by unit id, e.g. {@code {"armor": 3}}
     * @param defender counts by unit id
     * @param ships    bombarding ship ids (one die each in round 1 at the ship's bombardment value)
     * @return the battle's figures
     */
    Result solve(Map<String, Integer> attacker, Map<String, Integer> defender, String... ships) {
        memo.clear();
        bombard = Arrays.stream(ships).mapToInt(s -> edition.unit(s).bombard()).toArray();
        int[] a = counts(ATTACKING, attacker);
        int[] d = counts(DEFENDING, defender);
        double[] v = value(a, d, bombard.length > 0);
        return new Result(v[0], v[1], v[2], cost(a, attCost) - v[3], cost(d, defCost) - v[4]);
    }

    private static int[] counts(List<String> ids, Map<String, Integer> m) {
        for (String k : m.keySet()) {
            if (!ids.contains(k)) {
                throw new IllegalArgumentException("the reference does not play " + k);
            }
        }
        return ids.stream().mapToInt(id -> m.getOrDefault(id, 0)).toArray();
    }

    /** Parses "3 armor, 2 infantry" into counts (the reference's own parser). */
    static Map<String, Integer> units(String text) {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (String part : text.split(",")) {
            String[] w = part.trim().split("\\s+");
            m.merge(w[1], Integer.parseInt(w[0]), Integer::sum);
        }
        return m;
    }

    private static int cost(int[] c, int[] unitCost) {
        int s = 0;
        for (int i = 0; i < c.length; i++) {
            s += c[i] * unitCost[i];
        }
        return s;
    }

    private static int sum(int[] c) {
        return Arrays.stream(c).sum();
    }

    /** @return {attacker win, defender win, draw, expected final attacking IPC, expected final defending IPC} */
    private double[] value(int[] a, int[] d, boolean first) {
        boolean aDead = sum(a) == 0;
        boolean dDead = sum(d) == 0;
        if (aDead || dDead) {
            return new double[] {!aDead ? 1 : 0, aDead && !dDead ? 1 : 0, aDead && dDead ? 1 : 0, cost(a, attCost),
                cost(d, defCost)};
        }
        String key = first + Arrays.toString(a) + Arrays.toString(d);
        double[] known = memo.get(key);
        if (known != null) {
            return known;
        }
        // the attacker's hits (bombardment included in round 1) and the defender's states after them
        double[] attackHits = new double[] {1};
        for (int i = 0; i < 4; i++) {
            int dice = a[i] * (i == 3 ? bomberDice : 1);
            attackHits = convolve(attackHits, binomial(dice, attValue[i] / 6.0));
        }
        for (int v : (first ? bombard : new int[0])) {
            attackHits = convolve(attackHits, binomial(1, v / 6.0));
        }
        if (longRange > 0 && a[0] + a[1] > 0) {
            attackHits = convolve(attackHits, binomial(1, longRange / 6.0));
        }
        // the defender's AA dice: aircraft first, then armor with the guns left
        int guns = d[AA];
        int aircraft = a[2] + a[3];
        int airDice = Math.min(aircraft, 3 * guns);
        int gunsLeft = guns - (airDice + 2) / 3;
        int armorDice = Math.min(a[1], 3 * gunsLeft);
        double[] airHits = binomial(airDice, aaValue / 6.0);
        double[] armorHits = binomial(armorDice, aaValue / 6.0);
        double[] ordinary = new double[] {1};
        for (int i = 0; i < 5; i++) {
            if (i != AA) {
                ordinary = convolve(ordinary, binomial(d[i], defValue[i] / 6.0));
            }
        }
        Map<String, int[]> attackerAfter = new HashMap<>();
        Map<String, Double> attackerChance = new HashMap<>();
        for (int x = 0; x < airHits.length; x++) {
            for (int y = 0; y < armorHits.length; y++) {
                for (int z = 0; z < ordinary.length; z++) {
                    int[] n = a.clone();
                    int left = x;
                    for (int t : attOrder) {
                        if (t >= 2) { // aircraft only
                            int k = Math.min(left, n[t]);
                            n[t] -= k;
                            left -= k;
                        }
                    }
                    n[1] -= y;
                    n = remove(n, z, attOrder);
                    double p = airHits[x] * armorHits[y] * ordinary[z];
                    attackerAfter.put(Arrays.toString(n), n);
                    attackerChance.merge(Arrays.toString(n), p, Double::sum);
                }
            }
        }
        double[] total = new double[5];
        double loop = 0;
        for (int h = 0; h < attackHits.length; h++) {
            int[] nd = remove(d, h, defOrder);
            for (Map.Entry<String, int[]> e : attackerAfter.entrySet()) {
                int[] na = e.getValue();
                double p = attackHits[h] * attackerChance.get(e.getKey());
                if (!first && Arrays.equals(na, a) && Arrays.equals(nd, d)) {
                    loop += p;
                    continue;
                }
                double[] v = value(na, nd, false);
                for (int i = 0; i < 5; i++) {
                    total[i] += p * v[i];
                }
            }
        }
        for (int i = 0; i < 5; i++) {
            total[i] /= 1 - loop;
        }
        memo.put(key, total);
        return total;
    }

    /** @return the counts after {@code hits} hits, each on the first unit left in {@code order} */
    private static int[] remove(int[] c, int hits, int[] order) {
        int[] n = c.clone();
        for (int t : order) {
            int k = Math.min(hits, n[t]);
            n[t] -= k;
            hits -= k;
        }
        return n;
    }

    private static double[] binomial(int n, double p) {
        double[] out = new double[n + 1];
        for (int k = 0; k <= n; k++) {
            double c = 1;
            for (int i = 0; i < k; i++) {
                c = c * (n - i) / (i + 1);
            }
            out[k] = c * Math.pow(p, k) * Math.pow(1 - p, n - k);
        }
        return out;
    }

    private static double[] convolve(double[] x, double[] y) {
        double[] out = new double[x.length + y.length - 1];
        for (int i = 0; i < x.length; i++) {
            for (int j = 0; j < y.length; j++) {
                out[i + j] += x[i] * y[j];
            }
        }
        return out;
    }
}
