package battleboard.battle;

import battleboard.edition.Domain;
import battleboard.edition.PreBattleRolls;
import battleboard.edition.Technology;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Global War's optional Air Combat (G2138-2171) as rolls before the battle: the Air Cap fighters of both sides fight
 * an air battle "just as a normal battle" (solved exactly by the same round model), and each way it ends is a
 * ground battle of its own, weighted by its probability (spec A16):
 * <ul>
 * <li>the attacker wins: each surviving Air Cap fighter has one free shot at its attack value at the defending
 * units, the defender choosing its casualties by its order of loss, removed at once (G2147-2151);</li>
 * <li>the defender wins: air supremacy: the attacking aircraft fire at their defense values for the battle, and,
 * when the attacker has no fighter on Tac Air, the defending aircraft get +2 (G2151-2157);</li>
 * <li>both Air Caps are destroyed: the ground battle as it is.</li>
 * </ul>
 * The surviving Air Cap fighters of both sides sit out the ground battle (G2163-2167) and survive it; the fighters
 * shot down, and the units the free shots hit, are lost before it (counted in the IPC figures).
 *
 * <p>The rules are here; the air battle itself is solved by whoever calls ({@code battleboard.solve.Mixture}, exactly).
 */
public final class AirCombat {
    private AirCombat() {
    }

    /**
     * How the air battle of the Air Cap fighters ends.
     *
     * @param attackerWins the attacker's surviving Air Cap fighters when it wins, each with its probability in [0, 1]
     * @param defenderWins the defender's surviving Air Cap fighters when it wins, each with its probability
     * @param neither      the probability in [0, 1] that both sides' Air Cap fighters are shot down
     */
    public record AirBattleEnds(Map<Force, Double> attackerWins, Map<Force, Double> defenderWins, double neither) {
    }

    /**
     * @param setup     a battle whose pre-battle rolls are this air combat
     * @param cap       the fighters each side designates Air Cap
     * @param airBattle solves the air battle of the fighters on Air Cap (a battle with no pre-battle roll, retreat or
     *                  cargo, from round 1) into its ends
     * @return every way the air combat can end, probabilities summing to 1
     * @throws IllegalArgumentException when a side designates more fighters than it has
     */
    public static List<PreBattleVariant> variants(BattleSetup setup, AirCap cap, Function<BattleSetup, AirBattleEnds> airBattle) {
        BattleSetup ground = setup.toBuilder().preBattle(PreBattle.NONE).build();
        Force attCap = designate(ground, Side.ATTACKER, cap.attacker());
        Force defCap = designate(ground, Side.DEFENDER, cap.defender());
        Force attRest = without(ground.force(Side.ATTACKER), attCap);
        Force defRest = without(ground.force(Side.DEFENDER), defCap);
        if (attRest.isEmpty()) {
            throw new IllegalArgumentException("the attacker has no unit besides its " + attCap.size()
                    + " Air Cap fighter" + (attCap.size() == 1 ? "" : "s") + ": none would fight the battle after the air battle");
        }
        List<PreBattleVariant> out = new ArrayList<>();
        if (attCap.isEmpty() && defCap.isEmpty()) {
            out.add(new PreBattleVariant(Optional.of(ground), 1, Force.empty(), "no fighter on Air Cap: no air battle"));
            return out;
        }
        Map<Force, Double> attackerWins = new LinkedHashMap<>();
        Map<Force, Double> defenderWins = new LinkedHashMap<>();
        double neither = 0;
        if (defCap.isEmpty()) {
            attackerWins.put(attCap, 1.0);
        } else if (attCap.isEmpty()) {
            defenderWins.put(defCap, 1.0);
        } else {
            BattleSetup air = ground.toBuilder().attacker(attCap).defender(defCap).bombard(Force.empty()).amphibious(false)
                    .damage(Side.ATTACKER, Damage.NONE).damage(Side.DEFENDER, Damage.NONE).retreat(new RetreatPolicy.Never())
                    .defenderRetreat(new RetreatPolicy.Never()).cargo(Side.ATTACKER, Force.empty()).cargo(Side.DEFENDER, Force.empty())
                    .landingInReach(Side.ATTACKER, true).landingInReach(Side.DEFENDER, true).startRound(1).build();
            AirBattleEnds ends = airBattle.apply(air);
            attackerWins.putAll(ends.attackerWins());
            defenderWins.putAll(ends.defenderWins());
            neither = ends.neither();
        }
        int attCapIpc = ipc(setup, Side.ATTACKER, attCap);
        int defCapIpc = ipc(setup, Side.DEFENDER, defCap);
        BattleSetup.Builder base = ground.toBuilder().attacker(attRest).defender(defRest);
        for (Map.Entry<Force, Double> e : attackerWins.entrySet()) {
            freeShots(setup, base.build(), e.getKey(), e.getValue(), attCapIpc - ipc(setup, Side.ATTACKER, e.getKey()), defCapIpc, out);
        }
        for (Map.Entry<Force, Double> e : defenderWins.entrySet()) {
            BattleSetup.Builder b = base.build().toBuilder().technology(Side.ATTACKER, supremacy(setup));
            boolean tacAir = attRest.counts().keySet().stream().anyMatch(u -> u.hasTag(rule(setup).fighters()));
            int bonus = rule(setup).supremacyBonus();
            if (!tacAir) {
                b.technology(Side.DEFENDER, aircraftBonus(setup, bonus));
            }
            out.add(new PreBattleVariant(Optional.of(b.build()), e.getValue(), Force.empty(), String.format(Locale.US,
                    "air battle won by the defender, %d fighter%s left: air supremacy%s", e.getKey().size(), e.getKey().size() == 1 ? "" : "s",
                    tacAir ? "" : ", defending aircraft +" + bonus), e.getKey(), attCapIpc, defCapIpc - ipc(setup, Side.DEFENDER, e.getKey())));
        }
        if (neither > 0) {
            out.add(new PreBattleVariant(Optional.of(base.build()), neither, Force.empty(), "both Air Caps shot down", Force.empty(),
                    attCapIpc, defCapIpc));
        }
        return out;
    }

    /** The attacker won the air battle: each surviving Air Cap fighter shoots once; every number of hits is a way. */
    private static void freeShots(BattleSetup setup, BattleSetup ground, Force survivors, double p, int attackerLost, int defenderLost,
                                  List<PreBattleVariant> out) {
        List<Dice.Group> groups = new ArrayList<>();
        survivors.counts().forEach((u, n) -> {
            int value = Math.min(setup.effective(Side.ATTACKER, u).attack(), setup.edition().dieSides());
            if (value > 0) {
                groups.add(new Dice.Group(u.id(), n, value, setup.edition().dieSides()));
            }
        });
        Dice dice = new Dice(Side.ATTACKER, groups, setup.lowLuck());
        double[] hits = HitDistribution.of(dice);
        boolean anyDefender = !ground.force(Side.DEFENDER).isEmpty();
        RoundModel model = anyDefender ? RoundModel.of(ground) : null;
        FightingSide defender = anyDefender ? model.startRound(model.initialState()).defender() : null;
        Volley shots = groups.isEmpty() ? null : new Volley(dice, Targets.ANY, Removal.AFTER_STEP);
        for (int h = 0; h < hits.length; h++) {
            if (hits[h] == 0) {
                continue;
            }
            BattleSetup fought = ground;
            int lost = 0;
            if (h > 0 && anyDefender) {
                SideState left = model.endRound(model.takeHits(defender, shots, h));
                Force units = model.force(Side.DEFENDER, left);
                lost = ipc(setup, Side.DEFENDER, ground.force(Side.DEFENDER)) - ipc(setup, Side.DEFENDER, units);
                fought = ground.toBuilder().defender(units).damage(Side.DEFENDER, model.damage(Side.DEFENDER, left)).build();
            }
            out.add(new PreBattleVariant(Optional.of(fought), p * hits[h], survivors, String.format(Locale.US,
                    "air battle won by the attacker, %d fighter%s left, free shots hit %d", survivors.size(), survivors.size() == 1 ? "" : "s", h),
                    Force.empty(), attackerLost, defenderLost + lost));
        }
    }

    /** Air supremacy: every attacking aircraft fires at its defense value (G2151-2155). */
    private static Technology supremacy(BattleSetup setup) {
        Map<String, Technology.Change> changes = new LinkedHashMap<>();
        for (UnitType u : setup.edition().units()) {
            if (u.domain() == Domain.AIR) {
                changes.put(u.id(), new Technology.Change(u.defense(), null, null, null, null, null, null, null, null));
            }
        }
        return new Technology("air-supremacy-against", "Enemy air supremacy: aircraft attack at their defense values", changes,
                "G2151-2155");
    }

    /**
     * With air supremacy and no attacking fighter on Tac Air, every defending aircraft adds the edition's bonus
     * ({@code battle.airCombat.supremacyBonus}, G2155-2157: +2).
     */
    private static Technology aircraftBonus(BattleSetup setup, int bonus) {
        Map<String, Technology.Change> changes = new LinkedHashMap<>();
        for (UnitType u : setup.edition().units()) {
            if (u.domain() == Domain.AIR) {
                changes.put(u.id(), new Technology.Change(null, null, null, null, null, null, null, bonus, null));
            }
        }
        return new Technology("air-supremacy", "Air supremacy, no enemy Tac Air: aircraft +" + bonus + " on defense", changes,
                "G2155-2157");
    }

    /**
     * @return the edition's air combat ({@code battle.airCombat})
     * @throws IllegalArgumentException when the edition has none
     */
    private static PreBattleRolls.AirCombat rule(BattleSetup setup) {
        return setup.edition().battle().rolls().airCombat().orElseThrow(() -> new IllegalArgumentException(
                "air combat before the battle is not a rule of " + setup.edition().id()));
    }

    /**
     * Refuses Air Cap fighters a side does not have, and an attacker left with nothing but them.
     *
     * @param edition  the battle's edition, which offers the air combat
     * @param cap      the fighters each side puts on Air Cap
     * @param attacker the attacker's units
     * @param defender the defender's units
     * @throws Refusal naming the air combat and the side
     */
    static void check(battleboard.edition.Edition edition, AirCap cap, Force attacker, Force defender) {
        String tag = edition.battle().rolls().airCombat().orElseThrow().fighters();
        for (Side s : Side.values()) {
            int wanted = s == Side.ATTACKER ? cap.attacker() : cap.defender();
            Force f = s == Side.ATTACKER ? attacker : defender;
            int fighters = f.counts().entrySet().stream().filter(x -> x.getKey().hasTag(tag)).mapToInt(Map.Entry::getValue).sum();
            if (wanted > fighters) {
                throw new Refusal("the " + s.label() + " puts " + wanted + " fighter" + (wanted == 1 ? "" : "s")
                        + " on Air Cap but has only " + fighters, Refusal.Concern.of(Refusal.Part.AIR_COMBAT, s));
            }
        }
        if (cap.attacker() > 0 && cap.attacker() == attacker.size()) {
            throw new Refusal("the attacker has no unit besides its " + cap.attacker() + " Air Cap fighter"
                    + (cap.attacker() == 1 ? "" : "s") + ": none would fight the battle after the air battle",
                    Refusal.Concern.of(Refusal.Part.AIR_COMBAT, Side.ATTACKER));
        }
    }

    /** @return the first {@code n} of the side's units tagged fighter, in the edition's order */
    private static Force designate(BattleSetup setup, Side side, int n) {
        Map<UnitType, Integer> out = new LinkedHashMap<>();
        int left = n;
        for (UnitType u : setup.edition().units()) {
            int have = setup.force(side).count(u);
            if (left > 0 && have > 0 && u.hasTag(rule(setup).fighters())) {
                int take = Math.min(left, have);
                out.put(u, take);
                left -= take;
            }
        }
        if (left > 0) {
            throw new IllegalArgumentException("the " + side.label() + " puts " + n + " fighter" + (n == 1 ? "" : "s")
                    + " on Air Cap but has only " + (n - left));
        }
        return Force.of(out);
    }

    private static Force without(Force all, Force part) {
        Map<UnitType, Integer> m = new LinkedHashMap<>(all.counts());
        part.counts().forEach((u, n) -> m.merge(u, -n, Integer::sum));
        m.values().removeIf(n -> n == 0);
        return Force.of(m);
    }

    /** @return the IPC value of units of a side, at its own costs; units that cannot be casualties count nothing */
    private static int ipc(BattleSetup setup, Side side, Force f) {
        int v = 0;
        for (Map.Entry<UnitType, Integer> e : f.counts().entrySet()) {
            v += e.getKey().canBeCasualty() ? e.getValue() * setup.effective(side, e.getKey()).cost() : 0;
        }
        return v;
    }
}
