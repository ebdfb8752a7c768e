package battleboard.battle;

import battleboard.edition.Edition;
import battleboard.edition.PreBattleRolls;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Global War 1939's optional naval-base first strike at the bombarding ships of an amphibious assault (Global War
 * rulebook, seeds/001_*.txt, G2220-2226): "Roll 1 d12 for each ship hitting on a 2 or less. Destroyed ships are removed
 * immediately from the board before shore bombardment". A roll of one type owning its variants ({@link PreBattleRoll}):
 * a switch ({@code --naval-base-first-strike}, the battle file's {@code navalBaseFirstStrike}); its die and the number
 * that sinks are the edition file's {@code battle.navalBaseFirstStrike} ({@link PreBattleRolls.NavalBaseStrike}: the
 * field it has had since before {@code battle.rolls}).
 */
public final class NavalBaseFirstStrike extends PreBattleRoll {
    /** The one kind. */
    public static final NavalBaseFirstStrike KIND = new NavalBaseFirstStrike();
    /** The first strike made before a battle. */
    public static final PreBattleRoll.Made MADE = new Made();

    private NavalBaseFirstStrike() {
        super(new Faces("navalBaseFirstStrike", false, "", 26, "Global War 1939's optional naval-base first strike: before the"
                + " bombardment, one d12 per bombarding ship, hit on 2 or less (sunk, or a battleship damaged); the odds mix every way it falls",
                "naval base's first strike", "Naval base first strike: one d12 at each bombarding ship, hit on 2 or less", "",
                "G2220-2226: before the bombardment the defending naval base strikes first at the ships of an amphibious assault."
                + " Needs bombarding ships."));
    }

    /** @return true where the edition file has {@code battle.navalBaseFirstStrike} */
    @Override
    public boolean offered(Edition edition) {
        return edition.battle().navalBaseFirstStrike();
    }

    @Override
    public String notOffered(Edition edition) {
        return "a naval base's first strike is not a rule of " + edition.id() + " (Global War 1939's optional rule)";
    }

    /** @return empty: the line refusing rolls that cannot be combined names the naval base's first strike whatever the rolls */
    @Override
    public String inCombination() {
        return "";
    }

    @Override
    public PreBattleRoll.Made read(String text) {
        return MADE;
    }

    private static final class Made extends PreBattleRoll.Switch {
        Made() {
            super(KIND);
        }

        @Override
        public String describe() {
            return "the naval base strikes first at each bombarding ship, on 2 or less of a d12";
        }

        @Override
        public void check(BattleSetup setup) {
            if (setup.bombardment().isEmpty()) {
                throw new Refusal("a naval base's first strike needs bombarding ships (--bombard) to strike at",
                        Refusal.Concern.roll(KIND.faces().field()));
            }
        }

        /**
         * Every number of hits on each group of bombarding ships (a type at one damage level) is a way, binomial per group:
         * one die per ship, and a hit destroys a ship of one hit point left; a ship of more, a battleship's two hits
         * (G2019-2023), is damaged instead and bombards at its damaged value. The ships sunk are lost to the attacker (their
         * IPC counted).
         */
        @Override
        public List<PreBattleVariant> variants(BattleSetup fought) {
            List<PreBattleVariant> out = new ArrayList<>();
            PreBattleRolls.NavalBaseStrike strike = fought.edition().battle().rolls().navalBase().orElseThrow(() ->
                    new IllegalArgumentException(KIND.notOffered(fought.edition())));
            Damage damage = fought.damage(Side.ATTACKER);
            List<Ships> groups = new ArrayList<>();
            for (UnitType t : fought.bombardment().counts().keySet()) {
                int undamaged = fought.bombardment().count(t);
                for (int level = 1; level < t.hitPoints(); level++) {
                    int n = damage.at(level).count(t);
                    if (n > 0) {
                        groups.add(new Ships(t, level, n));
                        undamaged -= n;
                    }
                }
                groups.add(new Ships(t, 0, undamaged));
            }
            firstStrike(fought, strike, groups, 0, new int[groups.size()], 1, 0, out);
            return out;
        }

        /** Bombarding ships of one type that have taken {@code level} hits. */
        private record Ships(UnitType type, int level, int count) {
        }

        private static void firstStrike(BattleSetup fought, PreBattleRolls.NavalBaseStrike strike, List<Ships> groups, int i,
                                        int[] hit, double p, int lost, List<PreBattleVariant> out) {
            if (i == groups.size()) {
                out.add(variant(fought, groups, hit, p, lost));
                return;
            }
            Ships g = groups.get(i);
            double[] hits = HitDistribution.of(new Dice(Side.DEFENDER, List.of(new Dice.Group("naval-base", g.count(), strike.hitsOn(), strike.sides()))));
            boolean sinks = g.level() + 1 >= g.type().hitPoints();
            for (int k = 0; k < hits.length; k++) {
                if (hits[k] > 0) {
                    hit[i] = k;
                    firstStrike(fought, strike, groups, i + 1, hit, p * hits[k], lost + (sinks ? k * fought.effective(Side.ATTACKER, g.type()).cost() : 0), out);
                }
            }
            hit[i] = 0;
        }

        /** @return the battle after the first strike's hits on each group: the ships left, at their damage */
        private static PreBattleVariant variant(BattleSetup fought, List<Ships> groups, int[] hit, double p, int lost) {
            Map<UnitType, Integer> left = new LinkedHashMap<>();
            Map<Integer, Map<UnitType, Integer>> damaged = new java.util.TreeMap<>();
            // the damage of the attacker's other units stays; its bombarding ships' is written again below
            fought.damage(Side.ATTACKER).byLevel().forEach((level, units) -> units.counts().forEach((u, n) -> {
                if (fought.bombardment().count(u) == 0) {
                    damaged.computeIfAbsent(level, x -> new LinkedHashMap<>()).merge(u, n, Integer::sum);
                }
            }));
            int sunk = 0;
            int newlyDamaged = 0;
            for (int i = 0; i < groups.size(); i++) {
                Ships g = groups.get(i);
                boolean sinks = g.level() + 1 >= g.type().hitPoints();
                int stay = g.count() - hit[i];
                int moved = sinks ? 0 : hit[i];
                sunk += sinks ? hit[i] : 0;
                newlyDamaged += moved;
                left.merge(g.type(), stay + moved, Integer::sum);
                if (g.level() > 0 && stay > 0) {
                    damaged.computeIfAbsent(g.level(), x -> new LinkedHashMap<>()).merge(g.type(), stay, Integer::sum);
                }
                if (moved > 0) {
                    damaged.computeIfAbsent(g.level() + 1, x -> new LinkedHashMap<>()).merge(g.type(), moved, Integer::sum);
                }
            }
            left.values().removeIf(n -> n == 0);
            Map<Integer, Force> byLevel = new LinkedHashMap<>();
            damaged.forEach((level, units) -> byLevel.put(level, Force.of(units)));
            BattleSetup after = fought.toBuilder().bombard(Force.of(left)).damage(Side.ATTACKER, new Damage(byLevel)).amphibious(true).build();
            String label = "naval base first strike: " + sunk + " bombarding ship" + (sunk == 1 ? "" : "s") + " sunk"
                    + (newlyDamaged == 0 ? "" : ", " + newlyDamaged + " damaged");
            return new PreBattleVariant(Optional.of(after), p, Force.empty(), label, Force.empty(), lost, 0);
        }
    }
}
