package battleboard.battle;

import static battleboard.battle.Side.ATTACKER;
import static battleboard.battle.Side.DEFENDER;
import static org.junit.jupiter.api.Assertions.assertEquals;

import battleboard.edition.Edition;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The rulebook's own worked examples, played die by die through {@link RoundModel#playRound} with
 * {@link ScriptedChance}. Source: Axis &amp; Allies Revised rulebook, seeds/000_f368692edf954982.txt
 * (line numbers "L…"), and the rules digest, rules/revised-2004-and-house-rules-1998.md, section A7.
 */
class RulebookExamplesTest {
    private static final Edition REVISED = Edition.builtIn("revised");

    /**
     * "Example of Combat", Germany attacks the United Kingdom in India (L1582–1685). Germany: 1
     * infantry, 1 tank, 1 fighter; the U.K.: 1 tank, 1 infantry and an AA gun.
     */
    @Test
    void germanyAttacksIndia() {
        RoundModel model = model("1 infantry, 1 tank, 1 fighter", "1 tank, 1 infantry, 1 aa-gun");
        BattleState s = model.initialState();
        int attackerStart = model.ipc(ATTACKER, s.attacker());
        int defenderStart = model.ipc(DEFENDER, s.defender());

        ScriptedChance round1 = ScriptedChance.script()
                // Step 2: "The U.K. antiaircraft gun fires on the German fighter. ... rolls a 1—a hit!" (L1599–1606)
                .roll(DEFENDER, "aa-gun", 1)
                // Step 4: infantry "gets a 4, a miss", tank "produces a 2, which is a hit" (L1613–1620)
                .roll(ATTACKER, "infantry", 4).roll(ATTACKER, "tank", 2)
                // Step 5: tank and infantry (a casualty, still firing) roll "a 4 and a 5, both misses" (L1622–1629)
                .roll(DEFENDER, "tank", 4).roll(DEFENDER, "infantry", 5);
        s = play(model, s, round1);
        // the fighter died in opening fire (L1608–1611); the U.K. chose its infantry (L1618–1620, L1631–1632)
        assertUnits(model, s, Map.of("infantry", 1, "tank", 1), Map.of("tank", 1));
        assertEquals(Status.ONGOING, model.status(s));

        ScriptedChance round2 = ScriptedChance.script()
                // "There is no activity in steps 2 and 3" (L1637–1640): the AA gun fires in round 1 only.
                // Second step 4: infantry "rolls a 1, a hit" (L1642–1647). The book does not roll the
                // tank "because the defender has no units left" (L1647–1649); the model rolls every die
                // of the step at once and wastes hits beyond the targets, so the tank rolls too (any face
                // gives the same result: see indiaRound2TankDieIsWasted).
                .roll(ATTACKER, "infantry", 1).roll(ATTACKER, "tank", 6)
                // Second step 5: the U.K. tank, now a casualty, "scores a 2, a hit" (L1651–1656)
                .roll(DEFENDER, "tank", 2);
        s = play(model, s, round2);
        // "The U.K. tank and the German infantry are destroyed" (L1658–1660); Germany wins (L1662–1665)
        assertUnits(model, s, Map.of("tank", 1), Map.of());
        assertEquals(Status.ATTACKER_WIN, model.status(s));
        // Germany lost its fighter (10) and infantry (3); the U.K. its infantry (3) and tank (5)
        assertEquals(10 + 3, attackerStart - model.ipc(ATTACKER, s.attacker()));
        assertEquals(3 + 5, defenderStart - model.ipc(DEFENDER, s.defender()));
    }

    /** L1647–1649: once the last defender is hit, the rest of the attacker's dice change nothing. */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    void indiaRound2TankDieIsWasted(int tankFace) {
        RoundModel model = model("1 infantry, 1 tank", "1 tank");
        ScriptedChance dice = ScriptedChance.script()
                .roll(ATTACKER, "infantry", 1).roll(ATTACKER, "tank", tankFace)
                .roll(DEFENDER, "tank", 2);
        BattleState s = play(model, model.initialState(), dice);
        assertUnits(model, s, Map.of("tank", 1), Map.of());
    }

    /**
     * "The Sinking of a Defending Carrier" (L2319–2326, L2533–2536): an attacking submarine against a
     * carrier with two fighters. The submarine's opening-fire hit may go only to a sea unit, so the
     * carrier sinks although fighters are cheaper, and it is removed before it fires back (L1311–1322,
     * L2647–2649); the fighters fire in the defender's step.
     */
    @Test
    void attackingSubmarineSinksDefendingCarrier() {
        RoundModel model = model("1 submarine", "1 carrier, 2 fighter");
        ScriptedChance round1 = ScriptedChance.script()
                .roll(ATTACKER, "submarine", 2)
                // no carrier die: it was removed in step 3; the book's submarine survives to submerge
                .roll(DEFENDER, "fighter", 5, 6);
        BattleState s = play(model, model.initialState(), round1);
        assertUnits(model, s, Map.of("submarine", 1), Map.of("fighter", 2));
        assertEquals(Status.ONGOING, model.status(s));
        // had it stayed: the carrier's fighters fight on (L2322); the submarine's hit finds no sea unit
        ScriptedChance round2 = ScriptedChance.script()
                .roll(ATTACKER, "submarine", 1)
                .roll(DEFENDER, "fighter", 6, 4);
        s = play(model, s, round2);
        assertUnits(model, s, Map.of(), Map.of("fighter", 2));
        assertEquals(Status.DEFENDER_WIN, model.status(s));
    }

    /**
     * "The Sinking of an Attacking Carrier" (L2328–2338): a defending submarine sinks an attacking
     * carrier; the launched fighter is not a sea unit, cannot be chosen for the submarine's hit, and
     * survives. (The U.S. fighter aboard is cargo, not a combatant, and is not on the battle board.)
     */
    @Test
    void defendingSubmarineSinksAttackingCarrier() {
        RoundModel model = model("1 carrier, 1 fighter", "1 submarine");
        ScriptedChance dice = ScriptedChance.script()
                .roll(DEFENDER, "submarine", 2)
                // the carrier is gone before step 4: only the fighter fires; it misses, the submarine submerges
                .roll(ATTACKER, "fighter", 4);
        BattleState s = play(model, model.initialState(), dice);
        assertUnits(model, s, Map.of("fighter", 1), Map.of("submarine", 1));
    }

    /**
     * Artillery pairing (L2177–2180): "if you attack with two artillery and five infantry, two of your
     * infantry have an attack of 2 and the rest, 1".
     */
    @Test
    void twoArtilleryFiveInfantryAttack() {
        RoundModel model = model("2 artillery, 5 infantry", "1 infantry");
        List<Volley> volleys = model.volleys(model.startRound(model.initialState()), model.step("main-fire"));
        assertEquals(List.of(), model.volleys(model.startRound(model.initialState()), model.step("opening-fire")));
        assertEquals(2, volleys.size());
        assertEquals(Map.of("infantry at 2", 2, "infantry at 1", 3, "artillery at 2", 2), diceByValue(volleys.get(0).dice()));
        assertEquals(ATTACKER, volleys.get(0).dice().firer());
        assertEquals(Map.of("infantry at 2", 1), diceByValue(volleys.get(1).dice()));
    }

    /** "Infantry are not supported by artillery on defense" (L2180, L2202–2203). */
    @Test
    void noArtillerySupportOnDefense() {
        RoundModel model = model("1 tank", "2 artillery, 5 infantry");
        List<Volley> volleys = model.volleys(model.startRound(model.initialState()), model.step("main-fire"));
        Dice defender = volleys.stream().filter(v -> v.dice().firer() == DEFENDER).findFirst().orElseThrow().dice();
        // defense 2 with or without artillery: the infantry dice stay one group at their defense value
        assertEquals(Map.of("infantry at 2", 5, "artillery at 2", 2), diceByValue(defender));
        assertEquals(2, defender.groups().size());
    }

    /**
     * Pairing is recounted every round from the units left (L1762–1771): with the artillery lost in
     * round 1, both infantry attack at 1 in round 2.
     */
    @Test
    void artillerySupportEndsWithTheArtillery() {
        BattleSetup setup = BattleSetup.builder(REVISED).attacker("1 artillery, 2 infantry").defender("2 infantry")
                .order(ATTACKER, OrderOfLoss.parse("artillery", REVISED, ATTACKER.role())).build();
        RoundModel model = RoundModel.of(setup);
        ScriptedChance round1 = ScriptedChance.script()
                .roll(ATTACKER, "infantry", 2, 2) // the first at 2 (supported) hits, the second at 1 misses
                .roll(ATTACKER, "artillery", 3)
                .roll(DEFENDER, "infantry", 1, 6);
        BattleState s = play(model, model.initialState(), round1);
        assertUnits(model, s, Map.of("infantry", 2), Map.of("infantry", 1));
        ScriptedChance round2 = ScriptedChance.script()
                .roll(ATTACKER, "infantry", 2, 2) // both at 1 now: two misses
                .roll(DEFENDER, "infantry", 6);
        s = play(model, s, round2);
        assertEquals(List.of(Map.of("infantry at 1", 2)), round2.volleys().stream()
                .filter(d -> d.firer() == ATTACKER).map(RulebookExamplesTest::diceByValue).toList());
        assertUnits(model, s, Map.of("infantry", 2), Map.of("infantry", 1));
    }

    /**
     * Sample turn, the U.S.S.R. attacks West Russia (L2699–2726), with the defender reconstructed as
     * 3 infantry, 1 artillery and 1 tank (the text is inconsistent about it: digest A6-17; "three dice
     * for the infantry" at L2715 and the artillery and tank firing in round 2 at L2722 need it). The
     * book's "a tank and both infantry" as casualties (L2712–2713) cannot be, since the tank fires in
     * round 2; the default order of loss takes the three infantry.
     */
    @Test
    void ussrAttacksWestRussia() {
        RoundModel model = model("5 infantry, 1 tank, 1 fighter", "3 infantry, 1 artillery, 1 tank");
        ScriptedChance round1 = ScriptedChance.script()
                // "two 1s out of the five rolls for two hits" (L2711)
                .roll(ATTACKER, "infantry", 1, 1, 3, 5, 6)
                // "for the fighter and tank. She gets a 2 and a 4, for one hit" (L2711–2712)
                .roll(ATTACKER, "fighter", 2).roll(ATTACKER, "tank", 4)
                // "three dice for the infantry ... and one for the artillery ... One comes up a 1, a hit" (L2715–2716);
                // which die hit the book does not say
                .roll(DEFENDER, "infantry", 4, 1, 6).roll(DEFENDER, "artillery", 3)
                // "He rolls one die for the tank but misses with a 5" (L2716–2717)
                .roll(DEFENDER, "tank", 5);
        BattleState s = play(model, model.initialState(), round1);
        assertUnits(model, s, Map.of("infantry", 4, "tank", 1, "fighter", 1), Map.of("artillery", 1, "tank", 1));

        ScriptedChance round2 = ScriptedChance.script()
                // "four dice for her infantry and gets three 1s—overkill!" (L2720–2721)
                .roll(ATTACKER, "infantry", 1, 1, 1, 4)
                // the book stops rolling once every defender is hit; the model rolls the step's every die
                .roll(ATTACKER, "tank", 5).roll(ATTACKER, "fighter", 6)
                // "hits with a 2 for the artillery but misses with a 6 for the luckless tank" (L2722)
                .roll(DEFENDER, "artillery", 2).roll(DEFENDER, "tank", 6);
        s = play(model, s, round2);
        assertUnits(model, s, Map.of("infantry", 3, "tank", 1, "fighter", 1), Map.of());
        assertEquals(Status.ATTACKER_WIN, model.status(s));
    }

    /**
     * A submarine's hit that still lets the casualty fire: a defending submarine fires in the same
     * opening fire, simultaneously, attacker's dice rolled first (L1231–1234); a destroyer hit by a
     * submarine fires back in the defender's step (L1324–1335, L2490). Both hit: a draw.
     */
    @ParameterizedTest
    @CsvSource({"submarine, 2", "destroyer, 3"})
    void casualtyOfASubmarineFiresBack(String defender, int defenderFace) {
        RoundModel model = model("1 submarine", "1 " + defender);
        ScriptedChance dice = ScriptedChance.script()
                .roll(ATTACKER, "submarine", 2)
                .roll(DEFENDER, defender, defenderFace);
        BattleState s = play(model, model.initialState(), dice);
        assertEquals(Status.DRAW, model.status(s));
    }

    /**
     * Shore bombardment (L1199–1219, L2464–2467, digest A7-4): the battleship fires once, in round 1's
     * opening fire, at land units only; its casualty does not fire back; from round 2 it is back on
     * the game board and rolls no more.
     */
    @Test
    void shoreBombardmentFiresOnceAndItsCasualtyDoesNotFireBack() {
        BattleSetup setup = BattleSetup.builder(REVISED).attacker("1 infantry").defender("2 infantry")
                .bombard("1 battleship").build();
        RoundModel model = RoundModel.of(setup);
        ScriptedChance round1 = ScriptedChance.script()
                .roll(ATTACKER, "battleship", 4)
                .roll(ATTACKER, "infantry", 6)
                .roll(DEFENDER, "infantry", 3); // one infantry left to roll: the other was removed in step 3
        BattleState s = play(model, model.initialState(), round1);
        assertUnits(model, s, Map.of("infantry", 1), Map.of("infantry", 1));
        ScriptedChance round2 = ScriptedChance.script().roll(ATTACKER, "infantry", 1).roll(DEFENDER, "infantry", 3);
        s = play(model, s, round2);
        assertEquals(Status.ATTACKER_WIN, model.status(s));
    }

    /**
     * "battleships take 2 hits to sink. Thus ... you probably should take the First hit on it"
     * (L1378–1380, L2460–2462): the default order of loss damages the battleship before losing the
     * cheaper destroyer, and the damage lasts to the end of the combat.
     */
    @Test
    void battleshipTakesTheFirstHit() {
        RoundModel model = model("1 destroyer, 1 battleship", "2 destroyer");
        ScriptedChance round1 = ScriptedChance.script()
                .roll(ATTACKER, "destroyer", 6).roll(ATTACKER, "battleship", 6)
                .roll(DEFENDER, "destroyer", 1, 6);
        BattleState s = play(model, model.initialState(), round1);
        assertUnits(model, s, Map.of("destroyer", 1, "battleship", 1), Map.of("destroyer", 2));
        ScriptedChance round2 = ScriptedChance.script()
                .roll(ATTACKER, "destroyer", 6).roll(ATTACKER, "battleship", 6)
                .roll(DEFENDER, "destroyer", 1, 1);
        s = play(model, s, round2);
        // the damaged battleship cannot soak another hit: the destroyer and then the battleship go
        assertUnits(model, s, Map.of(), Map.of("destroyer", 2));
    }

    /** Plays one round with the scripted dice and checks that every scripted roll was used. */
    private static BattleState play(RoundModel model, BattleState s, ScriptedChance dice) {
        return dice.playRound(model, s);
    }

    private static RoundModel model(String attacker, String defender) {
        return RoundModel.of(BattleSetup.builder(REVISED).attacker(attacker).defender(defender).build());
    }

    private static void assertUnits(RoundModel model, BattleState s, Map<String, Integer> attacker,
            Map<String, Integer> defender) {
        assertEquals(attacker, model.units(ATTACKER, s.attacker()), "attacker's units");
        assertEquals(defender, model.units(DEFENDER, s.defender()), "defender's units");
    }

    /** @return e.g. {"infantry at 2": 2, "infantry at 1": 3}, whatever the model's group order */
    static Map<String, Integer> diceByValue(Dice dice) {
        Map<String, Integer> m = new java.util.HashMap<>();
        for (Dice.Group g : dice.groups()) {
            m.merge(g.unit() + " at " + g.value(), g.count(), Integer::sum);
        }
        return m;
    }
}
