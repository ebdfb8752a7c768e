package battleboard.globalwar;

import static battleboard.battle.Side.ATTACKER;
import static battleboard.battle.Side.DEFENDER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.battle.BattleSetup;
import battleboard.battle.BattleState;
import battleboard.battle.Dice;
import battleboard.battle.Force;
import battleboard.battle.OrderOfLoss;
import battleboard.battle.RoundModel;
import battleboard.battle.RoundState;
import battleboard.battle.ScriptedChance;
import battleboard.battle.Side;
import battleboard.battle.Status;
import battleboard.battle.Volley;
import battleboard.edition.Edition;
import battleboard.edition.Role;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Global War 1939 rounds step by step: the book's submarine Examples 1-4 (G2074-2110, digest §6.6) played die
 * by die, and the digest's value calculations (§6.5) read off the dice each side rolls. G lines cite
 * seeds/001_ce9d1429f79a4ab7.txt; a d12 hits on its value or less.
 */
class GlobalWarRoundsTest {
    private static final Edition GW = GlobalWarCasesTest.GW;

    private static RoundModel model(BattleSetup.Builder b) {
        return RoundModel.of(b.build());
    }

    private static BattleSetup.Builder battle(String attacker, String defender) {
        return GlobalWarCasesTest.battle(attacker, defender);
    }

    private static OrderOfLoss order(String text, Role role) {
        return OrderOfLoss.parse(text, GW, role);
    }

    /** @return the dice a side rolls in a step of the round starting at {@code s}, as "unit at value" to count */
    private static Map<String, Integer> dice(RoundModel m, BattleState s, String step, Side firer) {
        RoundState r = m.startRound(s);
        Map<String, Integer> out = new TreeMap<>();
        for (Volley v : m.volleys(r, m.step(step))) {
            if (v.dice().firer() == firer) {
                for (Dice.Group g : v.dice().groups()) {
                    out.merge(g.unit() + " at " + g.value(), g.count(), Integer::sum);
                }
            }
        }
        return out;
    }

    private static void assertUnits(RoundModel m, BattleState s, Map<String, Integer> attacker, Map<String, Integer> defender) {
        assertEquals(attacker, m.units(ATTACKER, s.attacker()), "attacker's units");
        assertEquals(defender, m.units(DEFENDER, s.defender()), "defender's units");
    }

    /**
     * Example 1 (G2074-2084): 5 attacking submarines against 3 destroyers and a cruiser. 3 subs are detected and
     * fire with the other units; the other 2 strike first. Their strike sinks a destroyer, yet the 3 detected
     * subs "are still detected": in round 2 again only 2 strike first (recomputed, 3 would).
     */
    @Test
    void example1DetectionOutlivesTheDestroyer() {
        BattleSetup.Builder b = battle("5 submarine", "3 destroyer, 1 cruiser").order(DEFENDER, order("destroyer, cruiser", Role.DEFENSE));
        RoundModel m = model(b);
        BattleState s = m.initialState();
        assertEquals(Map.of("submarine at 4", 2), dice(m, s, "first-strike", ATTACKER));
        assertEquals(Map.of("submarine at 4", 3), dice(m, s, "main-fire", ATTACKER));
        ScriptedChance round1 = ScriptedChance.script()
                .roll(ATTACKER, "submarine", 3, 9) // first strike: one hit, the defender loses a destroyer
                .roll(ATTACKER, "submarine", 9, 10, 11) // the detected subs, with the destroyers and cruiser left
                .roll(DEFENDER, "destroyer", 12, 12).roll(DEFENDER, "cruiser", 12);
        s = round1.playRound(m, s);
        round1.assertExhausted();
        assertUnits(m, s, Map.of("submarine", 5), Map.of("destroyer", 2, "cruiser", 1));
        assertEquals(Map.of("submarine at 4", 2), dice(m, s, "first-strike", ATTACKER), "sticky: 3 detected by 2 destroyers");
        RoundModel recomputed = model(b.option("submarine-detection", "recompute"));
        BattleState same = recomputed.position(Force.parse("5 submarine", GW), Force.empty(),
                Force.parse("2 destroyer, 1 cruiser", GW), Force.empty(), 2);
        assertEquals(Map.of("submarine at 4", 3), dice(recomputed, same, "first-strike", ATTACKER));
    }

    /**
     * Example 2 (G2086-2090): continuing Example 1, 2 subs are sunk and all 3 destroyers survive; in round 2 all 3
     * remaining subs are detected, min(3 subs, max(3 destroyers, 1 still detected)) = 3: none strikes first. The
     * owner loses detected subs first (so 1 of the 3 detected is left).
     */
    @Test
    void example2MoreSubmarinesDetected() {
        RoundModel m = model(battle("5 submarine", "3 destroyer, 1 cruiser"));
        ScriptedChance round1 = ScriptedChance.script()
                .roll(ATTACKER, "submarine", 12, 12)
                .roll(ATTACKER, "submarine", 12, 12, 12)
                .roll(DEFENDER, "destroyer", 1, 1, 12).roll(DEFENDER, "cruiser", 12);
        BattleState s = round1.playRound(m, m.initialState());
        round1.assertExhausted();
        assertUnits(m, s, Map.of("submarine", 3), Map.of("destroyer", 3, "cruiser", 1));
        assertEquals(Map.of(), dice(m, s, "first-strike", ATTACKER));
        assertEquals(Map.of("submarine at 4", 3), dice(m, s, "main-fire", ATTACKER));
    }

    /**
     * Example 3 (G2092-2100): 3 subs attack 2 cruisers and a battleship, no destroyer. Round 1: the first strike
     * scores 1 hit, the battleship takes it; the ships fire back at the subs (detected for the round, G2062-2064),
     * the battleship still at 8 (values fixed at the start of the round, G487-489), and sink one. Round 2: the
     * 2 subs strike first again and sink the damaged battleship and a cruiser at once; the last cruiser fires.
     */
    @Test
    void example3StrikeAgainNextRound() {
        RoundModel m = model(battle("3 submarine", "2 cruiser, 1 battleship").order(DEFENDER, order("battleship, cruiser", Role.DEFENSE)));
        BattleState s = m.initialState();
        ScriptedChance round1 = ScriptedChance.script()
                .roll(ATTACKER, "submarine", 2, 12, 12)
                .roll(DEFENDER, "cruiser", 6, 12).roll(DEFENDER, "battleship", 12);
        s = round1.playRound(m, s);
        round1.assertExhausted();
        Dice shipsFire = round1.volleys().get(1);
        assertTrue(shipsFire.groups().stream().anyMatch(g -> g.unit().equals("battleship") && g.value() == 8), shipsFire.toString());
        assertUnits(m, s, Map.of("submarine", 2), Map.of("cruiser", 2, "battleship", 1));
        ScriptedChance round2 = ScriptedChance.script()
                .roll(ATTACKER, "submarine", 1, 4)
                .roll(DEFENDER, "cruiser", 12);
        s = round2.playRound(m, s);
        round2.assertExhausted();
        assertUnits(m, s, Map.of("submarine", 2), Map.of("cruiser", 1));
    }

    /**
     * Example 4 (G2102-2110): the attacker's destroyer, cruiser and sub against a cruiser and 2 subs. The
     * attacking sub (undetected: no defending destroyer) strikes first and hits; the defender loses its cruiser,
     * which does not fire. The destroyer detects one defending sub; the other strikes first and misses. The
     * destroyer and cruiser fire and may hit either sub; the detected sub fires with the defender's main fire.
     */
    @Test
    void example4BothSidesStrikeFirst() {
        RoundModel m = model(battle("1 destroyer, 1 cruiser, 1 submarine", "1 cruiser, 2 submarine")
                .order(DEFENDER, order("cruiser, submarine", Role.DEFENSE)));
        BattleState s = m.initialState();
        assertEquals(Map.of("submarine at 4", 1), dice(m, s, "first-strike", ATTACKER));
        assertEquals(Map.of("submarine at 4", 1), dice(m, s, "first-strike", DEFENDER));
        assertEquals(Map.of("cruiser at 6", 1, "submarine at 4", 1), dice(m, s, "main-fire", DEFENDER));
        ScriptedChance round1 = ScriptedChance.script()
                .roll(ATTACKER, "submarine", 2).roll(DEFENDER, "submarine", 12)
                .roll(DEFENDER, "submarine", 12) // the detected sub; the cruiser was sunk before it could fire
                .roll(ATTACKER, "destroyer", 1).roll(ATTACKER, "cruiser", 12);
        s = round1.playRound(m, s);
        round1.assertExhausted();
        assertUnits(m, s, Map.of("destroyer", 1, "cruiser", 1, "submarine", 1), Map.of("submarine", 1));
        // the detected sub was lost first; the last one is detected again by the destroyer: no first strike
        assertEquals(Map.of(), dice(m, s, "first-strike", DEFENDER));
        assertEquals(Status.ONGOING, m.status(s));
    }

    /** §6.5: Marines with artillery in an amphibious assault: 2 + 1 + 1 = 4 (G1210, G1920), 5 with Advanced Infantry Tactics (G166). */
    @Test
    void marinesInAnAmphibiousAssault() {
        BattleSetup.Builder b = battle("1 marine, 1 artillery", "1 infantry").tech(ATTACKER, "amphibious-assault");
        assertEquals(Map.of("artillery at 4", 1, "marine at 4", 1), dice(model(b), model(b).initialState(), "main-fire", ATTACKER));
        b.tech(ATTACKER, "advanced-infantry-tactics");
        assertEquals(Map.of("artillery at 4", 1, "marine at 5", 1), dice(model(b), model(b).initialState(), "main-fire", ATTACKER));
    }

    /** §6.5: SNLF defending an original Japanese territory against an amphibious assault: 4 + 2 in round 1, 4 + 1 after (G913-915, G985). */
    @Test
    void snlfDugIn() {
        RoundModel m = model(battle("3 infantry", "1 marine").amphibious(true).tech(DEFENDER, "dug-in").tech(DEFENDER, "amphibious-defense"));
        assertEquals(Map.of("marine at 6", 1), dice(m, m.initialState(), "main-fire", DEFENDER));
        BattleState round2 = m.position(Force.parse("3 infantry", GW), Force.empty(), Force.parse("1 marine", GW), Force.empty(), 2);
        assertEquals(Map.of("marine at 5", 1), dice(m, round2, "main-fire", DEFENDER));
    }

    /**
     * §6.5 and the book's example (G1850-1854): a fortress with infantry against German infantry with artillery on
     * the Eastern Front turn: the German infantry 2 + 1 - 1 + 1 = 3, artillery 4 + 1 - 1; Soviet infantry 4 - 1 + 1 = 4,
     * Elite Guards 5 - 1 + 1 = 5, armor 6 - 1 (no fortress bonus); the fortress rolls 2 dice at 5 in round 1 only.
     */
    @Test
    void easternFrontAgainstAFortress() {
        RoundModel m = model(battle("1 infantry, 1 artillery", "1 infantry, 1 elite-guards, 1 armor, 1 fortress")
                .tech(ATTACKER, "eastern-front-attack").tech(DEFENDER, "eastern-front-defense"));
        assertEquals(Map.of("infantry at 3", 1, "artillery at 4", 1), dice(m, m.initialState(), "main-fire", ATTACKER));
        assertEquals(Map.of("infantry at 4", 1, "elite-guards at 5", 1, "armor at 5", 1, "fortress at 5", 2),
                dice(m, m.initialState(), "main-fire", DEFENDER));
        BattleState round2 = m.position(Force.parse("1 infantry, 1 artillery", GW), Force.empty(),
                Force.parse("1 infantry, 1 elite-guards, 1 armor, 1 fortress", GW), Force.empty(), 2);
        assertEquals(Map.of("infantry at 4", 1, "elite-guards at 5", 1, "armor at 5", 1), dice(m, round2, "main-fire", DEFENDER));
    }

    /** §6.5: only 10 of 14 infantry in a fortress get +1 (G1846-1850); every attacker, the bomber too, -1. */
    @Test
    void fortressCoversTenInfantry() {
        RoundModel m = model(battle("3 armor, 1 strategic-bomber", "14 infantry, 1 fortress"));
        assertEquals(Map.of("infantry at 5", 10, "infantry at 4", 4, "fortress at 5", 2), dice(m, m.initialState(), "main-fire", DEFENDER));
        assertEquals(Map.of("armor at 5", 3, "strategic-bomber at 7", 1), dice(m, m.initialState(), "main-fire", ATTACKER));
        // the fortress's dice cannot hit the bomber (G1858-1860)
        for (Volley v : m.volleys(m.startRound(m.initialState()), m.step("main-fire"))) {
            if (v.dice().firer() == DEFENDER && v.dice().groups().stream().anyMatch(g -> g.unit().equals("fortress"))) {
                assertTrue(v.dice().groups().stream().allMatch(g -> g.unit().equals("fortress")), "the fortress fires apart");
                assertTrue(!v.targets().admits(GW.unit("strategic-bomber")) && v.targets().admits(GW.unit("armor")), v.targets().toString());
            }
        }
    }

    /**
     * §6.5 Banzai (G975-981): 2 banzai infantry and an infantry with an artillery: in round 1 the banzai infantry at
     * 2 + 1 and the infantry with the artillery at 3; from round 2 the banzai infantry at 2, never supported.
     */
    @Test
    void banzai() {
        BattleSetup.Builder b = battle("2 banzai-infantry, 1 infantry, 1 artillery", "4 infantry").tech(ATTACKER, "banzai");
        RoundModel m = model(b);
        assertEquals(Map.of("banzai-infantry at 3", 2, "infantry at 3", 1, "artillery at 4", 1), dice(m, m.initialState(), "main-fire", ATTACKER));
        BattleState round2 = m.position(Force.parse("2 banzai-infantry, 1 infantry, 1 artillery", GW), Force.empty(),
                Force.parse("4 infantry", GW), Force.empty(), 2);
        assertEquals(Map.of("banzai-infantry at 2", 2, "infantry at 3", 1, "artillery at 4", 1), dice(m, round2, "main-fire", ATTACKER));
    }

    /** §6.5 Wolf Pack (G693-697): 3 German subs attack at 4 + 1; the last one left attacks at 4. */
    @Test
    void wolfPack() {
        RoundModel m = model(battle("3 submarine", "1 transport").tech(ATTACKER, "wolf-pack"));
        assertEquals(Map.of("submarine at 5", 3), dice(m, m.initialState(), "first-strike", ATTACKER));
        BattleState one = m.position(Force.parse("1 submarine", GW), Force.empty(), Force.parse("1 transport", GW), Force.empty(), 2);
        assertEquals(Map.of("submarine at 4", 1), dice(m, one, "first-strike", ATTACKER));
    }

    /** §6.5: a tactical bomber gives an armor +1 only while the enemy has no fighter, naval fighters included (G1930-1932). */
    @Test
    void armorWithATacticalBomber() {
        RoundModel open = model(battle("1 armor, 1 tactical-bomber", "2 infantry"));
        assertEquals(Map.of("armor at 7", 1, "tactical-bomber at 6", 1), dice(open, open.initialState(), "main-fire", ATTACKER));
        RoundModel contested = model(battle("1 armor, 1 tactical-bomber", "2 infantry, 1 naval-fighter"));
        assertEquals(Map.of("armor at 6", 1, "tactical-bomber at 6", 1), dice(contested, contested.initialState(), "main-fire", ATTACKER));
    }

    /**
     * Combined arms pairs as many units as it can (G1903-1936, spec decisions): a Bersaglieri takes +1 from the
     * artillery and +1 from the armor (spec A14); an SS Panzer Grenadier at most +1; two Bersaglieri share the
     * boosts, one each; Advanced Artillery lets one artillery boost 2 infantry (G156).
     */
    @Test
    void combinedArms() {
        RoundModel bers = model(battle("1 bersaglieri, 1 artillery, 1 armor", "3 infantry"));
        assertEquals(Map.of("bersaglieri at 4", 1, "artillery at 4", 1, "armor at 6", 1), dice(bers, bers.initialState(), "main-fire", ATTACKER));
        RoundModel two = model(battle("2 bersaglieri, 1 artillery, 1 armor", "3 infantry"));
        assertEquals(Map.of("bersaglieri at 3", 2, "artillery at 4", 1, "armor at 6", 1), dice(two, two.initialState(), "main-fire", ATTACKER));
        RoundModel ss = model(battle("1 ss-panzergrenadier, 1 artillery, 1 armor", "3 infantry"));
        assertEquals(Map.of("ss-panzergrenadier at 3", 1, "artillery at 4", 1, "armor at 6", 1), dice(ss, ss.initialState(), "main-fire", ATTACKER));
        // the artillery could boost the mech too; pairing the armor with it instead boosts both
        RoundModel mech = model(battle("1 mech-infantry, 1 infantry, 1 artillery, 1 armor", "3 infantry"));
        assertEquals(Map.of("mech-infantry at 3", 1, "infantry at 3", 1, "artillery at 4", 1, "armor at 6", 1),
                dice(mech, mech.initialState(), "main-fire", ATTACKER));
        RoundModel advanced = model(battle("2 infantry, 1 artillery", "3 infantry").tech(ATTACKER, "advanced-artillery"));
        assertEquals(Map.of("infantry at 3", 2, "artillery at 4", 1), dice(advanced, advanced.initialState(), "main-fire", ATTACKER));
    }

    /**
     * §6.5 sneak attack on a US fleet (G997-1019, spec A9): in round 1 the defender rolls nothing; from round 2 a
     * damaged battleship defends at 5 - 2 = 3.
     */
    @Test
    void sneakAttack() {
        RoundModel m = model(battle("2 fighter", "1 battleship, 1 destroyer").tech(DEFENDER, "sneak-attack").tech(DEFENDER, "sneak-attack-us-ships"));
        assertEquals(Map.of(), dice(m, m.initialState(), "main-fire", DEFENDER));
        BattleState round2 = m.position(Force.parse("2 fighter", GW), Force.empty(), Force.parse("1 battleship, 1 destroyer", GW),
                Force.parse("1 battleship", GW), 2);
        assertEquals(Map.of("battleship at 3", 1, "destroyer at 4", 1), dice(m, round2, "main-fire", DEFENDER));
    }

    /** The AA gun fires in round 1 only, one die per attacking aircraft at 2, whatever the number of guns (G1940-1944). */
    @Test
    void oneAaGunFires() {
        RoundModel m = model(battle("2 fighter, 1 strategic-bomber, 2 infantry", "2 infantry, 3 aa-gun"));
        assertEquals(Map.of("aa-gun at 2", 3), dice(m, m.initialState(), "pre-fire", DEFENDER));
        List<Volley> round2 = m.volleys(m.startRound(m.position(Force.parse("2 fighter, 1 strategic-bomber, 2 infantry", GW), Force.empty(),
                Force.parse("2 infantry, 3 aa-gun", GW), Force.empty(), 2)), m.step("pre-fire"));
        assertEquals(List.of(), round2);
    }

    /**
     * The naval fighter's targeting (G945-947) die by die: its die hits on 6 or less, and a hit whose die showed 1
     * goes to the ship the firer picks (the cruiser, the dearer), any other hit as the owner chooses (the escort
     * carrier, cheaper, first). The model rolls the hits, then asks of each hit's die whether it showed 1 or less
     * among the faces 1-6 that hit: the script gives that die's face again.
     */
    @Test
    void navalFighterTargetsOnAOne() {
        for (int face = 1; face <= 2; face++) {
            RoundModel m = model(battle("1 naval-fighter", "1 cruiser, 1 escort-carrier"));
            ScriptedChance round = ScriptedChance.script()
                    .roll(DEFENDER, "escort-carrier", 12)
                    .roll(ATTACKER, "naval-fighter", face).roll(ATTACKER, "naval-fighter", face)
                    .roll(DEFENDER, "cruiser", 12);
            BattleState s = round.playRound(m, m.initialState());
            round.assertExhausted();
            assertUnits(m, s, Map.of("naval-fighter", 1), face == 1 ? Map.of("escort-carrier", 1) : Map.of("cruiser", 1));
        }
    }
}
