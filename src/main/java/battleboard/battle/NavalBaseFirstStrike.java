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
                + " bombardment, one d12 per bombarding ship, sunk on 2 or less; the odds mix every way it falls",
                "naval base's first strike", "Naval base first strike: one d12 at each bombarding ship, sunk on 2 or less", "",
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
         * Every number of each bombarding ship type sunk is a way, binomial per type; the ships sunk are lost to the
         * attacker (their IPC counted).
         */
        @Override
        public List<PreBattleVariant> variants(BattleSetup fought) {
            List<PreBattleVariant> out = new ArrayList<>();
            List<UnitType> types = new ArrayList<>(fought.bombardment().counts().keySet());
            PreBattleRolls.NavalBaseStrike strike = fought.edition().battle().rolls().navalBase().orElseThrow(() ->
                    new IllegalArgumentException(KIND.notOffered(fought.edition())));
            firstStrike(fought, strike, types, 0, new LinkedHashMap<>(), 1, 0, out);
            return out;
        }

        private static void firstStrike(BattleSetup fought, PreBattleRolls.NavalBaseStrike strike, List<UnitType> types, int i,
                                        Map<UnitType, Integer> left, double p, int lost, List<PreBattleVariant> out) {
            if (i == types.size()) {
                Force ships = Force.of(left);
                int sunk = fought.bombardment().size() - ships.size();
                out.add(new PreBattleVariant(Optional.of(fought.toBuilder().bombard(ships).amphibious(true).build()), p, Force.empty(),
                        "naval base first strike: " + sunk + " bombarding ship" + (sunk == 1 ? "" : "s") + " sunk", Force.empty(), lost, 0));
                return;
            }
            UnitType t = types.get(i);
            int n = fought.bombardment().count(t);
            double[] sunk = HitDistribution.of(new Dice(Side.DEFENDER, List.of(new Dice.Group("naval-base", n, strike.hitsOn(), strike.sides()))));
            for (int k = 0; k < sunk.length; k++) {
                if (sunk[k] > 0) {
                    left.put(t, n - k);
                    firstStrike(fought, strike, types, i + 1, left, p * sunk[k], lost + k * fought.effective(Side.ATTACKER, t).cost(), out);
                }
            }
            left.remove(t);
        }
    }
}
