package battleboard.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.Damage;
import battleboard.battle.Force;
import battleboard.battle.Side;
import battleboard.edition.Domain;
import battleboard.edition.Edition;
import battleboard.edition.RuleOption;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Every casualty choice the explorer lists is legal, and every legal one is listed (issue 10, item 1): over 600
 * random positions of the shipped editions, with random hits and a random enemy unit scoring them (or any), the
 * explorer's choices equal a brute force that applies the hits one at a time to every unit they may reach: a
 * submarine's to ships, an AA gun's to aircraft (World at War's to tanks too), a bombarding ship's as the option
 * {@code bombardment-targets} says, any other unit's to the domains of its hits in its role, units taken last only
 * once every other unit the hits may reach is destroyed.
 */
class LegalCasualtiesPropertyTest {
    private static final List<String> EDITIONS = List.of("revised", "classic", "world-at-war-2005", "global-war-1939");

    @Test
    void listedChoicesAreExactlyTheLegalOnes() {
        Random random = new Random(1010);
        int checked = 0;
        int attempts = 0;
        while (checked < 600 && attempts < 20_000) {
            attempts++;
            Edition e = Edition.builtIn(EDITIONS.get(random.nextInt(EDITIONS.size())));
            BattleSetup position = position(e, random);
            if (position == null) {
                continue;
            }
            Side side = random.nextBoolean() ? Side.ATTACKER : Side.DEFENDER;
            List<UnitType> enemies = new ArrayList<>(position.force(side.opponent()).counts().keySet());
            if (side == Side.DEFENDER) {
                enemies.addAll(position.bombardment().counts().keySet());
            }
            Optional<UnitType> source = random.nextInt(3) == 0 ? Optional.empty()
                    : Optional.of(enemies.get(random.nextInt(enemies.size())));
            int hits = 1 + random.nextInt(4);
            Set<Map<String, Integer>> brute = bruteForce(position, side, hits, source);
            List<CasualtyExplorer.Choice> listed;
            try {
                listed = CasualtyExplorer.choices(position, side, hits, source);
            } catch (IllegalArgumentException nothingToHit) {
                assertTrue(brute.isEmpty(), () -> position + ": refused (" + nothingToHit.getMessage() + ") but " + brute);
                continue;
            }
            Set<Map<String, Integer>> got = new HashSet<>();
            for (CasualtyExplorer.Choice c : listed) {
                got.add(key(c.remaining(), c.damage()));
            }
            assertEquals(listed.size(), got.size(), () -> position + ": a choice listed twice");
            String where = position + ", " + side.label() + " takes " + hits + " from " + source.map(UnitType::id).orElse("any");
            assertEquals(brute, got, where);
            checked++;
        }
        assertEquals(600, checked, "positions checked");
    }

    /** A random battle of 1-3 unit types a side (1-3 each), damage on some multi-hit units, maybe ships bombarding. */
    private static BattleSetup position(Edition e, Random random) {
        boolean sea = random.nextBoolean();
        List<UnitType> pool = e.units().stream().filter(u -> u.armourSave() == 0 && u.attackRoundLimit() == 0
                && u.unitsPerAttackDie() == 1 && (sea ? u.domain() != Domain.LAND : u.domain() != Domain.SEA)).toList();
        try {
            BattleSetup.Builder b = BattleSetup.builder(e).attacker(force(pool, random, true)).defender(force(pool, random, false));
            BattleSetup s = b.build();
            if (!sea && random.nextInt(3) == 0) {
                List<UnitType> ships = e.units().stream().filter(u -> u.bombard() > 0).toList();
                if (!ships.isEmpty()) {
                    s = s.toBuilder().bombard(Force.of(Map.of(ships.get(random.nextInt(ships.size())), 1))).build();
                }
            }
            for (Side side : Side.values()) {
                Map<Integer, Map<UnitType, Integer>> levels = new TreeMap<>();
                for (Map.Entry<UnitType, Integer> u : s.force(side).counts().entrySet()) {
                    if (u.getKey().hitPoints() > 1 && u.getKey().canBeCasualty() && random.nextBoolean()) {
                        int level = 1 + random.nextInt(u.getKey().hitPoints() - 1);
                        levels.computeIfAbsent(level, k -> new java.util.LinkedHashMap<>()).put(u.getKey(), 1);
                    }
                }
                Map<Integer, Force> damage = new TreeMap<>();
                levels.forEach((level, m) -> damage.put(level, Force.of(m)));
                s = s.toBuilder().damage(side, new Damage(damage)).build();
            }
            return s;
        } catch (IllegalArgumentException refused) {
            return null;
        }
    }

    private static Force force(List<UnitType> pool, Random random, boolean attacking) {
        Map<UnitType, Integer> m = new java.util.LinkedHashMap<>();
        int types = 1 + random.nextInt(3);
        for (int i = 0; i < types; i++) {
            UnitType u = pool.get(random.nextInt(pool.size()));
            if (attacking && u.isAntiAircraftGun()) {
                continue;
            }
            m.merge(u, 1 + random.nextInt(3), Integer::sum);
        }
        return Force.of(m);
    }

    /** The units left after the hits, as "type:level" to count (level 0 undamaged), for every legal way. */
    private static Set<Map<String, Integer>> bruteForce(BattleSetup position, Side side, int hits, Optional<UnitType> source) {
        List<int[]> units = new ArrayList<>(); // {type index, level}
        List<UnitType> types = new ArrayList<>(position.force(side).counts().keySet());
        for (int t = 0; t < types.size(); t++) {
            UnitType u = types.get(t);
            int damaged = 0;
            for (Map.Entry<Integer, Force> lv : position.damage(side).byLevel().entrySet()) {
                for (int k = 0; k < lv.getValue().count(u); k++) {
                    units.add(new int[] {t, lv.getKey()});
                    damaged++;
                }
            }
            for (int k = damaged; k < position.force(side).count(u); k++) {
                units.add(new int[] {t, 0});
            }
        }
        boolean[] reach = new boolean[types.size()];
        boolean any = false;
        for (int t = 0; t < types.size(); t++) {
            reach[t] = types.get(t).canBeCasualty() && reaches(position, side, source, types.get(t));
            any |= reach[t];
        }
        Set<Map<String, Integer>> out = new HashSet<>();
        if (!any) {
            return out;
        }
        Set<List<Integer>> frontier = new HashSet<>();
        frontier.add(state(units));
        for (int h = 0; h < hits; h++) {
            Set<List<Integer>> next = new HashSet<>();
            for (List<Integer> s : frontier) {
                boolean otherAlive = false;
                for (int i = 0; i < s.size(); i += 2) {
                    otherAlive |= s.get(i + 1) >= 0 && reach[s.get(i)] && !types.get(s.get(i)).takenLast();
                }
                boolean landed = false;
                for (int i = 0; i < s.size(); i += 2) {
                    int t = s.get(i);
                    if (s.get(i + 1) < 0 || !reach[t] || types.get(t).takenLast() && otherAlive) {
                        continue;
                    }
                    List<Integer> n = new ArrayList<>(s);
                    int level = s.get(i + 1) + 1;
                    n.set(i + 1, level == types.get(t).hitPoints() ? -1 : level);
                    next.add(canonical(n));
                    landed = true;
                }
                if (!landed) {
                    next.add(s); // no unit left to take it: the hit is wasted
                }
            }
            frontier = next;
        }
        for (List<Integer> s : frontier) {
            Map<String, Integer> key = new TreeMap<>();
            for (int i = 0; i < s.size(); i += 2) {
                if (s.get(i + 1) >= 0) {
                    key.merge(types.get(s.get(i)).id() + ":" + s.get(i + 1), 1, Integer::sum);
                }
            }
            out.add(key);
        }
        return out;
    }

    /** Whether the hits may reach units of a type: as the rules of each source say (see the class comment). */
    private static boolean reaches(BattleSetup position, Side side, Optional<UnitType> source, UnitType target) {
        Side firer = side.opponent();
        List<UnitType> sources = new ArrayList<>();
        if (source.isPresent()) {
            sources.add(source.get());
        } else {
            sources.addAll(position.force(firer).counts().keySet());
            if (firer == Side.ATTACKER) {
                sources.addAll(position.bombardment().counts().keySet());
            }
        }
        for (UnitType s : sources) {
            boolean bombards = firer == Side.ATTACKER && position.force(firer).count(s) == 0;
            boolean hit;
            if (s.isAntiAircraftGun()) {
                // Revised L1178-1190, Classic L406, Global War G1940-1944: aircraft; World at War W121: aircraft or tanks
                hit = target.domain() == Domain.AIR
                        || position.edition().id().equals("world-at-war-2005") && target.hasTag("armor");
            } else if (bombards) {
                hit = !position.rules().has(RuleOption.BOMBARDMENT_TARGETS) || position.rules().choice(RuleOption.BOMBARDMENT_TARGETS,
                        RuleOption.BombardmentTargets.class) != RuleOption.BombardmentTargets.LAND_UNITS || target.domain() == Domain.LAND;
            } else {
                hit = position.effective(firer, s).hits(firer.role()).contains(target.domain());
            }
            if (hit) {
                return true;
            }
        }
        return false;
    }

    private static List<Integer> state(List<int[]> units) {
        List<Integer> s = new ArrayList<>();
        for (int[] u : units) {
            s.add(u[0]);
            s.add(u[1]);
        }
        return canonical(s);
    }

    /** Sorted (type, level) pairs, so that the same units in another order are one state. */
    private static List<Integer> canonical(List<Integer> s) {
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < s.size(); i += 2) {
            pairs.add(new int[] {s.get(i), s.get(i + 1)});
        }
        pairs.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        List<Integer> out = new ArrayList<>();
        for (int[] p : pairs) {
            out.add(p[0]);
            out.add(p[1]);
        }
        return out;
    }

    /** The explorer's choice as the brute force writes a state: "type:level" to count of the units left on the board. */
    private static Map<String, Integer> key(Force remaining, Damage damage) {
        Map<String, Integer> key = new TreeMap<>();
        for (Map.Entry<UnitType, Integer> e : remaining.counts().entrySet()) {
            int damaged = damage.count(e.getKey());
            for (Map.Entry<Integer, Force> lv : damage.byLevel().entrySet()) {
                if (lv.getValue().count(e.getKey()) > 0) {
                    key.merge(e.getKey().id() + ":" + lv.getKey(), lv.getValue().count(e.getKey()), Integer::sum);
                }
            }
            if (e.getValue() - damaged > 0) {
                key.merge(e.getKey().id() + ":0", e.getValue() - damaged, Integer::sum);
            }
        }
        return key;
    }
}
