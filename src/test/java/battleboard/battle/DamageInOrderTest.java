package battleboard.battle;

import battleboard.input.BattlePreset;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.edition.Edition;
import battleboard.edition.Role;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The owner's choice whether a multi-hit unit takes a hit as damage before any unit is lost (issue 23: "capital ships
 * absorbing a hit before a unit is lost" was fixed in the code): an order of loss that ends with {@code in-order}
 * damages it only in its turn. It matters where damage lowers a value: a Global War battleship damaged attacks at 5,
 * not 8 (G2019-2023), and its owner may rather lose a cruiser.
 */
class DamageInOrderTest {
    private static final Edition GW = Edition.builtIn("global-war-1939");

    @Test
    void theWordInOrderTurnsDamageFirstOffAndIsWrittenBack() {
        OrderOfLoss o = OrderOfLoss.parse("cruiser, battleship, in-order", GW, Role.ATTACK);
        assertFalse(o.damageFirst());
        assertEquals(java.util.List.of("cruiser", "battleship"), o.unitIds().subList(0, 2));
        assertEquals(o, OrderOfLoss.parse(o.text(), GW, Role.ATTACK));
        assertFalse(OrderOfLoss.parse("cheapest, in-order", GW, Role.ATTACK).damageFirst());
        assertTrue(OrderOfLoss.parse("cruiser, battleship", GW, Role.ATTACK).damageFirst());
        // a battle file keeps it: the preset written from a setup reads back to the same order
        BattleSetup s = BattlePreset.of(BattleSetup.builder(GW).attacker("1 battleship, 1 cruiser").defender("1 cruiser")
                .order(Side.ATTACKER, o).build(), "global-war-1939", "").builder(GW).build();
        assertFalse(s.order(Side.ATTACKER).damageFirst());
    }

    /**
     * A battleship and a cruiser take one hit from the defending cruiser: by default the battleship is damaged (no IPC
     * lost, it fires at 5 from the next round); with "cruiser, battleship, in-order" the cruiser is lost.
     */
    @Test
    void oneHitGoesToTheFirstUnitInTheOrder() {
        assertEquals(Map.of("battleship", 1, "cruiser", 1), afterOneHit(OrderOfLoss.parse("cruiser, battleship", GW, Role.ATTACK)));
        assertEquals(Map.of("battleship", 1), afterOneHit(OrderOfLoss.parse("cruiser, battleship, in-order", GW, Role.ATTACK)));
    }

    private static Map<String, Integer> afterOneHit(OrderOfLoss order) {
        RoundModel m = RoundModel.of(BattleSetup.builder(GW).attacker("1 battleship, 1 cruiser").defender("1 cruiser")
                .order(Side.ATTACKER, order).build());
        RoundState r = m.startRound(m.initialState());
        Volley shot = m.volleys(r, m.step("main-fire")).stream().filter(v -> v.target() == Side.ATTACKER).findFirst().orElseThrow();
        return m.units(Side.ATTACKER, m.endRound(m.takeHits(r.attacker(), shot, 1)));
    }
}
