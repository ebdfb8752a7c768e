package battleboard.raid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.edition.Edition;
import battleboard.edition.Technology;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Global War 1939's strategic bombing raid (G380-412), against the digest's SBR test cases (§6.4) worked by hand, a raid
 * scripted die by die, and the casualty order of a mixed raid.
 */
class RaidGlobalWarTest {
    private static final Edition GW = Edition.builtIn("global-war-1939");
    private static final double EXACT = 1e-12;

    private static RaidSetup raid(Map<String, Integer> raiders) {
        return RaidSetup.of(GW, raiders);
    }

    /** @return the states after the air battle, with their probabilities */
    private static Map<RaidState, Double> afterTheAirBattle(RaidSetup setup) {
        RaidPlay play = RaidPlay.of(setup);
        Map<RaidState, Double> states = new HashMap<>(Map.of(play.start(), 1.0));
        for (RaidPlay.Step step : play.airBattle()) {
            states = Raid.Exact.step(states, step, 12);
        }
        return states;
    }

    /**
     * Jet Fighters in the air-to-air combat (digest A11): the escorts and interceptors fight at a "combat value of 3"
     * (G390), and under raid-jet-fighters=plus-two a side with Jet Fighters (+2, G172) at 5. A strategic bomber (at 1) and
     * an escort against an interceptor, one round, the interceptor's hit on the escort: without jets the interceptor is
     * lost with 1 - (11/12)(9/12) = 5/16 and the escort with 1/4; with the attacker's jets under plus-two the interceptor
     * with 1 - (11/12)(7/12) = 67/144; with the defender's, the escort with 5/12. Under fixed-three (the default) the jets
     * change nothing in the raid and are refused, the message naming the option.
     */
    @Test
    void jetFightersRaiseTheAirCombatOnlyUnderTheOption() {
        RaidSetup s = raid(Map.of("strategic-bomber", 1)).withEscorts(1).withInterceptors(1);
        assertEquals(5 / 16.0, Raid.solve(s).expectedInterceptorsLost(), EXACT);
        assertEquals(1 / 4.0, Raid.solve(s).expectedEscortsLost(), EXACT);
        Technology jets = GW.technology("jet-fighters");
        Map<String, String> plusTwo = Map.of("raid-jet-fighters", "plus-two");
        RaidSetup attackerJets = s.withTechnologies(List.of(jets), List.of());
        assertEquals(67 / 144.0, Raid.solve(attackerJets.withOptions(plusTwo)).expectedInterceptorsLost(), EXACT);
        RaidSetup defenderJets = s.withTechnologies(List.of(), List.of(jets));
        assertEquals(5 / 12.0, Raid.solve(defenderJets.withOptions(plusTwo)).expectedEscortsLost(), EXACT);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Raid.solve(attackerJets)).getMessage()
                .endsWith("; it changes the air-to-air combat under raid-jet-fighters=plus-two"));
        assertThrows(IllegalArgumentException.class, () -> Raid.solve(RaidSetup.of(Edition.builtIn("revised"), Map.of("bomber", 1))
                .withOptions(Map.of("raid-jet-fighters", "plus-two"))));
    }

    /**
     * §6.4: a strategic bomber and an escort against 2 interceptors, one round (G388-400). The raid's hits: bomber at 1 and
     * escort at 3 on a d12, P(0, 1, 2) = 11/16, 7/24, 1/48; the interceptors' 2 dice at 3: 9/16, 3/8, 1/16. Casualties
     * leave together, the owner choosing (escort first): E[escorts lost] = 7/16, E[bombers lost] = 1/16, E[interceptors
     * lost] = 7/24 + 2/48 = 1/3.
     */
    @Test
    void theAirToAirRound() {
        RaidSetup s = raid(Map.of("strategic-bomber", 1)).withEscorts(1).withInterceptors(2);
        Map<Integer, Double> interceptorsLeft = new HashMap<>();
        Map<Integer, Double> aircraftLeft = new HashMap<>();
        afterTheAirBattle(s).forEach((state, p) -> {
            interceptorsLeft.merge(state.interceptors(), p, Double::sum);
            aircraftLeft.merge(state.escorts() + state.raidersFlying(), p, Double::sum);
        });
        assertEquals(11 / 16.0, interceptorsLeft.get(2), EXACT);
        assertEquals(7 / 24.0, interceptorsLeft.get(1), EXACT);
        assertEquals(1 / 48.0, interceptorsLeft.get(0), EXACT);
        assertEquals(9 / 16.0, aircraftLeft.get(2), EXACT);
        assertEquals(3 / 8.0, aircraftLeft.get(1), EXACT);
        assertEquals(1 / 16.0, aircraftLeft.get(0), EXACT);
        Raid.Result r = Raid.solve(s);
        assertEquals(7 / 16.0, r.expectedEscortsLost(), EXACT);
        assertEquals(1 / 16.0, r.expectedLost(), EXACT);
        assertEquals(1 / 3.0, r.expectedInterceptorsLost(), EXACT);
        assertEquals(15 / 16.0 * 7, r.expectedDamage(), EXACT); // a major IC: no AA, 2D6 under the cap of 20
    }

    /**
     * §6.4: one strategic bomber, unopposed, at an air base: its AA at 2 (G1817), survived 10/12; damage min(2D6, 6) (G408,
     * G1813): 2 to 5 with 1, 2, 3, 4 in 36, 6 with 26 in 36, E = 49/9 x 10/12; the base inoperable (3 or more) 35/36 x 10/12.
     * A tactical bomber (1D6, G410): E = 3.5 x 10/12, P(3 or more) = 4/6 x 10/12. With 4 damage points on the base, 2 more
     * at most: 2 x 10/12.
     */
    @Test
    void bombersAtAnAirBase() {
        Raid.Result r = Raid.solve(raid(Map.of("strategic-bomber", 1)).withMission("air-base"));
        assertEquals(10 / 12.0, r.overTarget().get(1), EXACT);
        assertEquals(49 / 9.0 * 10 / 12, r.expectedDamage(), EXACT);
        assertEquals(35 / 36.0 * 10 / 12, r.atLeast(3), EXACT);
        assertEquals(26 / 36.0 * 10 / 12, r.damage().get(6), EXACT);
        assertEquals(7, r.damage().size());
        Raid.Result tac = Raid.solve(raid(Map.of("tactical-bomber", 1)).withMission("air-base"));
        assertEquals(3.5 * 10 / 12, tac.expectedDamage(), EXACT);
        assertEquals(4 / 6.0 * 10 / 12, tac.atLeast(3), EXACT);
        assertEquals(2 * 10 / 12.0, Raid.solve(raid(Map.of("strategic-bomber", 1)).withMission("air-base").withTargetDamage(4))
                .expectedDamage(), EXACT);
    }

    /**
     * §6.4: Heavy Bombers (2d12, G176) at an undamaged major IC (no AA, G1797; at most 20, G1793): E[min(2d12, 20)] = 13 -
     * (4 x 1 + 3 x 2 + 2 x 3 + 1 x 4)/144 = 463/36.
     */
    @Test
    void heavyBombersAtAMajorIndustrialComplex() {
        Raid.Result r = Raid.solve(raid(Map.of("strategic-bomber", 1)).withTechnologies(List.of(GW.technology("heavy-bombers")), List.of()));
        assertEquals(463 / 36.0, r.expectedDamage(), EXACT);
        assertEquals(1.0, r.overTarget().get(1), EXACT);
        assertEquals(15 / 144.0, r.damage().get(20), EXACT); // 2d12 of 20 to 24: 5 + 4 + 3 + 2 + 1 ways
    }

    /**
     * An AA gun as the target (G412, G1944-1946; the digest's A6): it fires at its bombers at 2, 4 with Radar (G162), and
     * any bomber left destroys it: 10/12, with Radar 8/12, an AA gun of 5 IPC.
     */
    @Test
    void anAaGunTarget() {
        RaidSetup s = raid(Map.of("strategic-bomber", 1)).withMission("aa-gun");
        Raid.Result r = Raid.solve(s);
        assertEquals(10 / 12.0, r.expectedDamage(), EXACT);
        assertEquals(5 * 10 / 12.0, r.defenderIpcLoss(), EXACT);
        Raid.Result radar = Raid.solve(s.withTechnologies(List.of(), List.of(GW.technology("radar"))));
        assertEquals(8 / 12.0, radar.expectedDamage(), EXACT);
        assertEquals(2, Raid.solve(raid(Map.of("strategic-bomber", 3)).withMission("aa-gun")).damage().size()); // one gun
    }

    /**
     * A mixed raid: a strategic and a tactical bomber against one interceptor, at an air base. The bombers fire at 1 each
     * (interceptor lost 1 - (11/12)^2 = 23/144); the interceptor's hit (3/12) takes the cheaper tactical bomber (the
     * owner's choice); the base's AA then fires at each bomber left at 2. IPC lost: 1/4 x 11 + 3/4 x 2/12 x (15 + 11) +
     * 1/4 x 2/12 x 15 = 53/8; both bombers over the target 3/4 x (10/12)^2 = 25/48, none 1/16.
     */
    @Test
    void aMixedRaidLosesItsCheaperBomberFirst() {
        Map<String, Integer> both = new java.util.LinkedHashMap<>();
        both.put("strategic-bomber", 1);
        both.put("tactical-bomber", 1);
        Raid.Result r = Raid.solve(raid(both).withInterceptors(1).withMission("air-base"));
        assertEquals(23 / 144.0, r.expectedInterceptorsLost(), EXACT);
        assertEquals(53 / 8.0, r.attackerIpcLoss(), EXACT);
        assertEquals(25 / 48.0, r.overTarget().get(2), EXACT);
        assertEquals(1 / 16.0, r.overTarget().get(0), EXACT);
    }

    /**
     * A raid die by die (G396-410): the bomber rolls 2 and the escort 3 at the interceptors (the escort hits), the
     * interceptors roll 1 and 5 (one hit, the escort lost); the base's AA rolls 7 at the bomber (a miss); its 2D6 show 6
     * and 5: 11, and the base takes 6 at most.
     */
    @Test
    void aRaidDieByDie() {
        RaidPlay play = RaidPlay.of(raid(Map.of("strategic-bomber", 1)).withEscorts(1).withInterceptors(2).withMission("air-base"));
        RaidScript dice = RaidScript.script().roll("escorts", 3).roll("raiders", 2).roll("interceptors", 1, 5)
                .roll("target AA at strategic-bomber", 7).roll("damage", 6, 5);
        RaidPlay.Outcome o = play.play(dice);
        dice.assertExhausted();
        assertEquals(0, o.over().escorts());
        assertEquals(1, o.over().raidersFlying());
        assertEquals(1, o.over().interceptorsLost());
        assertEquals(6, o.damage());
    }

    @Test
    void whatTheRaidDoesNotAllowIsOneLine() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Raid.solve(raid(Map.of("tac", 1)))).getMessage()
                .startsWith("tactical-bomber cannot fly the major-ic mission"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Raid.solve(raid(Map.of("bomber", 1)).withAntiAircraftGuns(1)))
                .getMessage().contains("only the target's own AA fires at a raid"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Raid.solve(raid(Map.of("bomber", 1)).withMission("air-base")
                .withTargetDamage(7))).getMessage().startsWith("a target of the air base mission takes at most 6 damage points"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Raid.solve(raid(Map.of("fighter", 1)))).getMessage()
                .startsWith("fighter cannot make a strategic bombing raid"));
        // issue 23 row 5: a technology the raid cannot apply is refused, never accepted silently; jets do not change the air
        // combat's fixed 3 (G390, the digest's A11), nor Radar a base's own AA at 2 (G1817)
        List<Technology> none = List.of();
        assertEquals("jet-fighters changes nothing in a strategic bombing raid in Global War 1939 (HBG fan variant, d12) on the"
                + " major industrial complex mission (G172: +2 to attack and defend for all fighter aircraft (the naval fighter's"
                + " targeting stays at 1, spec A8)); it changes the air-to-air combat under raid-jet-fighters=plus-two", assertThrows(IllegalArgumentException.class, () -> Raid.solve(raid(Map.of("bomber", 1))
                .withTechnologies(none, List.of(GW.technology("jet-fighters"))).withInterceptors(1))).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Raid.solve(raid(Map.of("bomber", 1)).withMission("air-base")
                .withTechnologies(none, List.of(GW.technology("radar"))))).getMessage()
                .startsWith("radar changes nothing in a strategic bombing raid in Global War 1939 (HBG fan variant, d12) on the air base mission (G162"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Raid.solve(raid(Map.of("bomber", 1))
                .withTechnologies(none, List.of(GW.technology("sneak-attack"))))).getMessage()
                .startsWith("sneak-attack acts in round 1 of a battle (G997-999"));
    }
}
