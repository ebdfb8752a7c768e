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
 * the rules of G1903-1936 and G156: an artillery boosts one infantry-class unit or mech; with Advanced Artillery two
 * infantry-class units or one mech (option {@code advanced-artillery-mix=infantry-or-mech}, the default, digest A16), or
 * its own boost and one more infantry-class unit ({@code mech-and-infantry}); an armor one mech or Bersaglieri; a tactical
 * bomber one armor; an infantry or mech takes one boost, a Bersaglieri two, at most one from each kind of booster (spec
 * A14), or one in all under {@code bersaglieri-boosts=one}. The maximum is found by trying every count of each kind of
 * pairing, independently of the solver's path search, for every mix of up to 3 infantry, mechs, Bersaglieri, artillery
 * and armor and up to 1 tactical bomber, without the technology and with it under each reading, each with and without
 * the Bersaglieri's cap.
 */
class CombinedArmsPairingTest {
    private static final Edition GW = Edition.builtIn("global-war-1939");

    /** Without the technology, and with it under each value of {@code advanced-artillery-mix}. */
    private static final String[] READINGS = {"", "infantry-or-mech", "mech-and-infantry"};

    @Test
    void everyMixGetsTheMostBoostsAnyPairingGives() {
        List<String> differ = new ArrayList<>();
        int mixes = 0;
        for (String reading : READINGS) {
            for (boolean cap : new boolean[] {false, true}) {
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
                                        int most = most(inf, mech, bers, art, reading, armor, tac, cap);
                                        int given = given(inf, mech, bers, art, armor, tac, reading, cap);
                                        if (given != most) {
                                            differ.add(inf + " inf, " + mech + " mech, " + bers + " bers, " + art + " art, " + armor
                                                    + " armor, " + tac + " tac" + (reading.isEmpty() ? "" : ", advanced artillery " + reading)
                                                    + (cap ? ", bersaglieri-boosts=one" : "") + ": " + given + " not " + most);
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), differ, mixes + " mixes");
        assertEquals(3 * 2 * 2047, mixes);
    }

    /**
     * Where the readings part: an artillery with an infantry and a mech boosts one of them under infantry-or-mech, both
     * under mech-and-infantry; two artillery boost both under either.
     */
    @Test
    void theReadingsPartOnAnArtilleryBesideAnInfantryAndAMech() {
        assertEquals(1, given(1, 1, 0, 1, 0, 0, "infantry-or-mech", false));
        assertEquals(2, given(1, 1, 0, 1, 0, 0, "mech-and-infantry", false));
        assertEquals(2, given(1, 1, 0, 2, 0, 0, "infantry-or-mech", false));
        assertEquals(3, given(2, 1, 0, 2, 0, 0, "infantry-or-mech", false));
        assertEquals(2, given(2, 1, 0, 1, 0, 0, "infantry-or-mech", false));
    }

    /**
     * Units that landed from transports (the edition's landed copies, {@code --landed}) are paired as their units, with
     * the technology under each reading: its boosts reach the copies.
     */
    @Test
    void landedUnitsArePairedAsTheirUnits() {
        Edition landed = GW.withLanded();
        for (String reading : new String[] {"infantry-or-mech", "mech-and-infantry"}) {
            assertEquals(2, given(landed, "1 fighter, 1 landed/artillery, 2 landed/infantry", reading, false), reading);
            assertEquals(reading.equals("infantry-or-mech") ? 1 : 2,
                    given(landed, "1 fighter, 1 landed/artillery, 1 landed/infantry, 1 landed/mech-infantry", reading, false), reading);
        }
    }

    /** @return the +1s the attacker's main fire carries: its dice's values less the units' own attack values */
    private static int given(int inf, int mech, int bers, int art, int armor, int tac, String reading, boolean cap) {
        List<String> units = new ArrayList<>();
        String[] ids = {"infantry", "mech-infantry", "bersaglieri", "artillery", "armor", "tactical-bomber"};
        int[] counts = {inf, mech, bers, art, armor, tac};
        for (int i = 0; i < ids.length; i++) {
            if (counts[i] > 0) {
                units.add(counts[i] + " " + ids[i]);
            }
        }
        return given(GW, String.join(", ", units), reading, cap);
    }

    /** @return the +1s the attacker's main fire carries against an infantry: its dice's values less the units' own attack values */
    private static int given(Edition edition, String attacker, String reading, boolean cap) {
        int own = 0;
        for (java.util.Map.Entry<battleboard.edition.UnitType, Integer> e : battleboard.battle.Force.parse(attacker, edition).counts().entrySet()) {
            own += e.getValue() * e.getKey().attack();
        }
        BattleSetup.Builder b = BattleSetup.builder(edition).attacker(attacker).defender("1 infantry");
        if (!reading.isEmpty()) {
            b.tech(Side.ATTACKER, "advanced-artillery").option("advanced-artillery-mix", reading);
        }
        if (cap) {
            b.option("bersaglieri-boosts", "one");
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
     * @param cap true under bersaglieri-boosts=one: a Bersaglieri takes one boost in all
     * @return the most +1s: every count of artillery boosts to infantry, mech and Bersaglieri within what the reading lets
     *         the artillery give, and of armor boosts to mech and Bersaglieri, within each boosted unit's share
     */
    private static int most(int inf, int mech, int bers, int art, String reading, int armor, int tac, boolean cap) {
        int best = 0;
        // m: the artillery that may boost a mech; each of the others boosts infantry-class units alone
        for (int m = reading.equals("infantry-or-mech") ? 0 : art; m <= art; m++) {
            for (int aM = 0; aM <= Math.min(m, mech); aM++) {
                // infantry-class boosts: one from each artillery whose own boost is free, one more each under the technology
                int infantryClass = art - aM + (reading.isEmpty() ? 0 : reading.equals("infantry-or-mech") ? art - m : art);
                for (int aI = 0; aI <= inf; aI++) {
                    for (int aB = 0; aI + aB <= infantryClass && aB <= bers; aB++) {
                        for (int rM = 0; rM <= armor && aM + rM <= mech; rM++) {
                            for (int rB = 0; rM + rB <= armor && rB <= bers && (!cap || aB + rB <= bers); rB++) {
                                // an infantry or a mech takes one boost; a Bersaglieri one from the artillery and one from an armor
                                best = Math.max(best, aI + aM + aB + rM + rB + Math.min(tac, armor));
                            }
                        }
                    }
                }
            }
        }
        return best;
    }
}
