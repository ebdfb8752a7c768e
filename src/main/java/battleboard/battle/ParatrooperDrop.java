package battleboard.battle;

import battleboard.edition.Edition;
import battleboard.edition.PreBattleRolls;
import battleboard.edition.RuleOption;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * World at War's paratroopers dropped by bombers, under the rule option {@code paratrooper-bombers=aa-fire} (The World at
 * War 2005, section 1.5 "Paratroopers", seeds/003_e255d9e9a0936e6b.txt W116-118; the battle spec's A15 option): "A bomber
 * can transport one paratrooper instead of performing a bombing mission or attack ... If a bomber that is transporting a
 * paratrooper is destroyed the paratrooper is also destroyed" (W118). Before round 1 the defending AA guns fire at the
 * bombers carrying the paratroopers, each gun at up to the edition's {@code targetsPerGun} of them and each bomber at
 * one gun (W121 A, D), one die per bomber at the gun's first-round value. Each bomber shot down takes its paratrooper
 * with it; the attacker loses both (their IPC). The bombers that are not hit drop their paratroopers and leave: they are
 * not in the battle (W118, "instead of performing a bombing mission or attack").
 *
 * <p>A roll of one type owning its variants ({@link PreBattleRoll}): the number of attacking paratroopers that came by
 * bomber ({@code --paratroopers-dropped N}, the battle file's {@code paratroopersDropped}), since a paratrooper may also
 * walk in or come by transport (W118: "for transport purposes, paratroopers count as infantry units"). Offered where the
 * edition file declares {@code battle.rolls.paratroopersDropped}: its ids {@code paratrooper} (the unit dropped) and
 * {@code carrier} (the bomber, whose cost counts when it is shot down) and its number {@code targetsPerGun}. Under the
 * option's default {@code out-of-battle} the carrying bombers are not in the battle and nothing fires at them, so a drop
 * is refused there, naming the option.
 */
public final class ParatrooperDrop extends PreBattleRoll {
    /** The one kind. */
    public static final ParatrooperDrop KIND = new ParatrooperDrop();
    /** The most paratroopers one drop may name: more than any edition lets a side have (World at War: 4, W116). */
    public static final int MOST = 100;

    private ParatrooperDrop() {
        super(new Faces("paratroopersDropped", true, "COUNT", 27, "World at War, with rule option paratrooper-bombers=aa-fire:"
                + " how many of the attacking paratroopers bombers dropped; before round 1 the AA guns fire at those bombers"
                + " (each gun at up to 3), and each bomber shot down takes its paratrooper with it; the odds mix every way it falls",
                "paratrooper drop", "Paratroopers dropped by bombers:", "how many (rule option paratrooper-bombers=aa-fire)",
                "World at War 1.5 Paratroopers (W116-118): a bomber carries one paratrooper instead of attacking, and if it is"
                + " destroyed the paratrooper is too. Under the rule option paratrooper-bombers=aa-fire the AA guns fire at the"
                + " carrying bombers before round 1 (each gun at up to 3, W121); each hit costs the bomber and its paratrooper."
                + " Blank: no paratrooper came by bomber."));
    }

    /**
     * @param text a whole number from 1 to {@link #MOST}, as typed
     * @return the drop
     * @throws IllegalArgumentException one line naming what was expected
     */
    @Override
    public PreBattleRoll.Made read(String text) {
        String t = text.trim();
        if (t.matches("\\d{1,3}")) {
            int n = Integer.parseInt(t);
            if (n >= 1 && n <= MOST) {
                return new Dropped(n);
            }
        }
        throw new IllegalArgumentException("'" + t + "': expected the number of paratroopers dropped by bombers, from 1 to " + MOST);
    }

    /**
     * Paratroopers dropped by bombers before one battle.
     *
     * @param count attacking paratroopers that came by bomber, 1 to {@link #MOST}
     */
    public record Dropped(int count) implements PreBattleRoll.Made {
        public Dropped {
            if (count < 1 || count > MOST) {
                throw new IllegalArgumentException("paratroopers dropped: from 1 to " + MOST + ", not " + count);
            }
        }

        @Override
        public PreBattleRoll kind() {
            return KIND;
        }

        @Override
        public String text() {
            return Integer.toString(count);
        }

        @Override
        public String describe() {
            return count + " paratrooper" + (count == 1 ? "" : "s") + " dropped by bombers: the AA guns fire at the bombers first";
        }

        /**
         * Refuses a drop under the option's default (the bombers are not in the battle), and one of more paratroopers than
         * the attacker has.
         */
        @Override
        public void check(BattleSetup setup) {
            PreBattleRolls.Declared declared = KIND.declared(setup.edition()).orElseThrow();
            if (!aaFire(setup)) {
                throw new Refusal("paratroopers dropped by bombers meet AA fire only under the rule option "
                        + RuleOption.PARATROOPER_BOMBERS.id() + "=aa-fire; by default their bombers are not in the battle, so leave"
                        + " the drop out (" + cited(declared) + ")", Refusal.Concern.roll(KIND.faces().field()));
            }
            UnitType paratrooper = unit(setup.edition(), declared, "paratrooper");
            int has = setup.force(Side.ATTACKER).count(paratrooper);
            if (has < count) {
                throw new Refusal(count + " " + paratrooper.id() + (count == 1 ? "" : "s") + " dropped by bombers, but the attacker has "
                        + (has == 0 ? "no " + paratrooper.id() : has + " " + paratrooper.id() + (has == 1 ? "" : "s")),
                        Refusal.Concern.roll(KIND.faces().field()), Refusal.Concern.unit(Side.ATTACKER, paratrooper));
            }
        }

        /**
         * Every number of carrying bombers the AA guns shoot down is a way. The bombers go to the guns that hit most
         * often first, up to {@code targetsPerGun} a gun (the owner of the guns assigns them: W121 D, one gun per aircraft);
         * each gun rolls one die per bomber at its first-round AA value, with the side's first-round modifiers (World at
         * War's surprise, W177: "including any AA guns"), and a gun at 0 does not fire.
         */
        @Override
        public List<PreBattleVariant> variants(BattleSetup fought) {
            Edition edition = fought.edition();
            PreBattleRolls.Declared declared = KIND.declared(edition).orElseThrow(() -> new IllegalArgumentException(KIND.notOffered(edition)));
            UnitType paratrooper = unit(edition, declared, "paratrooper");
            UnitType carrier = unit(edition, declared, "carrier");
            int perGun = declared.number("targetsPerGun", 1, 1000);
            Force defender = fought.force(Side.DEFENDER);
            List<UnitType> guns = new ArrayList<>(defender.counts().keySet().stream().filter(u -> u.antiAircraft() > 0).toList());
            guns.sort((a, b) -> aaValue(fought, a) != aaValue(fought, b) ? Integer.compare(aaValue(fought, b), aaValue(fought, a))
                    : a.id().compareTo(b.id()));
            List<Dice.Group> groups = new ArrayList<>();
            int left = count;
            for (UnitType gun : guns) {
                int value = aaValue(fought, gun);
                int shots = (int) Math.min(left, (long) perGun * defender.count(gun));
                if (value > 0 && shots > 0) {
                    groups.add(new Dice.Group(gun.id(), shots, value, edition.dieSides()));
                    left -= shots;
                }
            }
            int shotAt = count - left;
            double[] hits = groups.isEmpty() ? new double[] {1} : HitDistribution.of(new Dice(Side.DEFENDER, groups));
            int lostEach = fought.effective(Side.ATTACKER, paratrooper).cost() + fought.effective(Side.ATTACKER, carrier).cost();
            List<PreBattleVariant> out = new ArrayList<>();
            for (int k = 0; k < hits.length; k++) {
                if (hits[k] <= 0) {
                    continue;
                }
                String label = (shotAt == 0 ? "no AA gun fires at the bombers of " + count + " paratrooper" + (count == 1 ? "" : "s")
                        : "AA fire at " + (shotAt == 1 ? "1 paratrooper's bomber" : shotAt + " paratroopers' bombers")) + ": " + k + " shot down";
                Map<UnitType, Integer> attackers = new LinkedHashMap<>(fought.force(Side.ATTACKER).counts());
                attackers.merge(paratrooper, -k, Integer::sum);
                attackers.values().removeIf(n -> n == 0);
                Force after = Force.of(attackers);
                if (after.isEmpty()) {
                    out.add(new PreBattleVariant(Optional.empty(), hits[k], Force.empty(), label + ": the attacker has nothing left",
                            defender, k * lostEach, 0, true));
                } else {
                    out.add(new PreBattleVariant(Optional.of(fought.toBuilder().attacker(after).build()), hits[k], Force.empty(), label,
                            Force.empty(), k * lostEach, 0));
                }
            }
            return out;
        }

        private static int aaValue(BattleSetup fought, UnitType gun) {
            return Math.min(fought.edition().dieSides(), Math.max(0, fought.effective(Side.DEFENDER, gun, 1).antiAircraft()));
        }
    }

    /** @return true when the battle's rule option {@code paratrooper-bombers} is {@code aa-fire} */
    static boolean aaFire(BattleSetup setup) {
        return setup.rules().is(RuleOption.PARATROOPER_BOMBERS, RuleOption.ParatrooperBombers.AA_FIRE);
    }

    private static UnitType unit(Edition edition, PreBattleRolls.Declared declared, String name) {
        String id = declared.id(name);
        return edition.findUnit(id).orElseThrow(() -> new IllegalArgumentException("battle.rolls." + declared.field() + "." + name
                + ": '" + id + "' is not a unit of " + edition.id()));
    }

    /** @return the first line the declaration's source cites, e.g. "W116-118" */
    private static String cited(PreBattleRolls.Declared declared) {
        String source = declared.source();
        int colon = source.indexOf(':');
        return colon > 0 ? source.substring(0, colon) : source;
    }
}
