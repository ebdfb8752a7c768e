package battleboard.globalwar;

import static org.junit.jupiter.api.Assertions.assertEquals;

import battleboard.battle.BattleSetup;
import battleboard.battle.Dice;
import battleboard.battle.RoundModel;
import battleboard.battle.RoundState;
import battleboard.battle.Side;
import battleboard.battle.Volley;
import battleboard.edition.Edition;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Global War combined arms give as many +1s as any assignment of boosters to boosted units can (spec Decisions), under
 * the rules of G1903-1936 and G156: an artillery boosts one infantry-class unit or mech, and with Advanced Artillery one
 * more infantry-class unit; an armor one mech or Bersaglieri; a tactical bomber one armor; an infantry or mech takes one
 * boost, a Bersaglieri two, at most one from each kind of booster (spec A14). The maximum is found by trying every count
 * of each kind of pairing, independently of the solver's path search, for every mix of up to 3 infantry, mechs,
 * Bersaglieri, artillery and armor and up to 1 tactical bomber, with and without the technology.
 */
class CombinedArmsPairingTest {
    private static final Edition GW = Edition.builtIn("global-war-1939");

    @Test
    void everyMixGetsTheMostBoostsAnyPairingGives() {
        List<String> differ = new ArrayList<>();
        int mixes = 0;
        for (boolean tech : new boolean[] {false, true}) {
            for (int inf = 0; inf <= 3; inf++) {
                for (int mech = 0; mech <= 3; mech++) {
                    for (int bers = 0; bers <= 3; bers++) {
                        for (int art = 0; art <= 3; art++) {
                            for (int armor = 0; armor <= 3; armor++) {
                                for (int tac = 0; tac <= 1; tac++) {
                                    if (inf + mech + bers + art + armor + tac == 0) {
                                        continue;
                                    }
                                    mixes++;
                                    int most = most(inf, mech, bers, art, tech ? art : 0, armor, tac);
                                    int given = given(inf, mech, bers, art, armor, tac, tech);
                                    if (given != most) {
                                        differ.add(inf + " inf, " + mech + " mech, " + bers + " bers, " + art + " art, " + armor
                                                + " armor, " + tac + " tac" + (tech ? ", advanced artillery" : "") + ": " + given + " not " + most);
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), differ, mixes + " mixes");
        assertEquals(4094, mixes);
    }

    /** @return the +1s the attacker's main fire carries: its dice's values less the units' own attack values */
    private static int given(int inf, int mech, int bers, int art, int armor, int tac, boolean tech) {
        List<String> units = new ArrayList<>();
        String[] ids = {"infantry", "mech-infantry", "bersaglieri", "artillery", "armor", "tactical-bomber"};
        int[] counts = {inf, mech, bers, art, armor, tac};
        int own = 0;
        for (int i = 0; i < ids.length; i++) {
            if (counts[i] > 0) {
                units.add(counts[i] + " " + ids[i]);
                own += counts[i] * GW.unit(ids[i]).attack();
            }
        }
        BattleSetup.Builder b = BattleSetup.builder(GW).attacker(String.join(", ", units)).defender("1 infantry");
        if (tech) {
            b.tech(Side.ATTACKER, "advanced-artillery");
        }
        RoundModel model = RoundModel.of(b.build());
        RoundState r = model.startRound(model.initialState());
        int pips = 0;
        for (Volley v : model.volleys(r, model.step("main-fire"))) {
            if (v.dice().firer() == Side.ATTACKER) {
                for (Dice.Group g : v.dice().groups()) {
                    pips += g.count() * g.value();
                }
            }
        }
        return pips - own;
    }

    /**
     * @param extra the artillery's second boosts (Advanced Artillery: one per artillery, to an infantry-class unit)
     * @return the most +1s: every count of artillery to infantry, mech and Bersaglieri, second boosts to infantry and
     *         Bersaglieri, armor to mech and Bersaglieri, within each booster's and each boosted unit's share
     */
    private static int most(int inf, int mech, int bers, int art, int extra, int armor, int tac) {
        int best = 0;
        for (int aI = 0; aI <= art; aI++) {
            for (int aM = 0; aI + aM <= art; aM++) {
                for (int aB = 0; aI + aM + aB <= art; aB++) {
                    for (int xI = 0; xI <= extra; xI++) {
                        for (int xB = 0; xI + xB <= extra; xB++) {
                            for (int rM = 0; rM <= armor; rM++) {
                                for (int rB = 0; rM + rB <= armor; rB++) {
                                    // an infantry or a mech takes one boost; a Bersaglieri one from the artillery and one from an armor
                                    if (aI + xI > inf || aM + rM > mech || aB + xB > bers || rB > bers) {
                                        continue;
                                    }
                                    best = Math.max(best, aI + aM + aB + xI + xB + rM + rB + Math.min(tac, armor));
                                }
                            }
                        }
                    }
                }
            }
        }
        return best;
    }
}
