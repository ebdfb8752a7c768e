package battleboard.globalwar;

import static battleboard.globalwar.GlobalWarReferenceTest.AA_GUN;
import static battleboard.globalwar.GlobalWarReferenceTest.ARMOR;
import static battleboard.globalwar.GlobalWarReferenceTest.ARTILLERY;
import static battleboard.globalwar.GlobalWarReferenceTest.BATTLESHIP;
import static battleboard.globalwar.GlobalWarReferenceTest.CARRIER;
import static battleboard.globalwar.GlobalWarReferenceTest.CRUISER;
import static battleboard.globalwar.GlobalWarReferenceTest.DESTROYER;
import static battleboard.globalwar.GlobalWarReferenceTest.FIGHTER;
import static battleboard.globalwar.GlobalWarReferenceTest.FORTRESS;
import static battleboard.globalwar.GlobalWarReferenceTest.INFANTRY;
import static battleboard.globalwar.GlobalWarReferenceTest.MECH;
import static battleboard.globalwar.GlobalWarReferenceTest.SUBMARINE;
import static battleboard.globalwar.GlobalWarReferenceTest.TRANSPORT;
import static battleboard.globalwar.GlobalWarReferenceTest.YAMATO;
import static org.junit.jupiter.api.Assertions.assertEquals;

import battleboard.battle.BattleSetup;
import battleboard.battle.OrderOfLoss;
import battleboard.battle.Side;
import battleboard.edition.Role;
import battleboard.exact.ExactSolver;
import battleboard.globalwar.GlobalWarReference.Battle;
import battleboard.globalwar.GlobalWarReference.Group;
import battleboard.globalwar.GlobalWarReference.Result;
import battleboard.result.BattleResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The exact solver on the Global War 1939 edition file against {@link GlobalWarReference}, the independent
 * solver written from the rules spec (sharing no code with the engine): attacker win, defender win, draw and
 * both sides' expected IPC losses agree to 1e-9. The battles: the reference's six sea battles with submarines and
 * destroyers (sticky and recomputed detection), and the Yamato battle and land battle with artillery,
 * mechanized infantry and armor, a fortress and a bombardment; and issue 23's submarine battles: undetected
 * submarines that make no first strike, which only enemy submarines may hit (G2055-2057), carriers that never hit
 * submarines (G2039-2041), and the first strike's casualty (Example 4, with the option
 * {@code first-strike-casualties} both ways). Each side loses its types in the order the reference lists them;
 * the engine is given the same order of loss.
 */
class GlobalWarEngineVsReferenceTest {
    private static final double TOL = 1e-9;

    static Stream<Arguments> battles() {
        List<Arguments> out = new ArrayList<>();
        List<Map.Entry<String, Battle.Builder>> sticky = GlobalWarReferenceTest.seaBattles();
        List<Map.Entry<String, Battle.Builder>> recomputed = GlobalWarReferenceTest.seaBattles(); // builders of their own
        for (int i = 0; i < sticky.size(); i++) {
            out.add(Arguments.of(sticky.get(i).getKey(), sticky.get(i).getValue(), true));
            out.add(Arguments.of(recomputed.get(i).getKey() + ", detection recomputed", recomputed.get(i).getValue(), false));
        }
        out.add(Arguments.of("Yamato and destroyers against battleships and a cruiser", Battle.builder().attack(1, YAMATO)
                .attack(2, DESTROYER).attackerOrder(DESTROYER, YAMATO).defend(2, BATTLESHIP).defend(1, CRUISER)
                .defenderOrder(CRUISER, BATTLESHIP), true));
        out.add(Arguments.of("artillery, mech and armor against infantry, armor and an AA gun", Battle.builder().attack(3, INFANTRY)
                .attack(2, MECH).attack(2, ARTILLERY).attack(2, ARMOR).defend(5, INFANTRY).defend(1, ARMOR).defend(1, AA_GUN), true));
        out.add(Arguments.of("armor and artillery against a fortress", Battle.builder().attack(3, ARMOR).attack(2, INFANTRY)
                .attack(1, ARTILLERY).attackerOrder(INFANTRY, ARTILLERY, ARMOR).defend(3, INFANTRY).defend(1, FORTRESS), true));
        out.add(Arguments.of("landing with a battleship and a cruiser bombarding", Battle.builder().attack(2, INFANTRY)
                .attack(1, ARMOR).bombard(BATTLESHIP).bombard(CRUISER).defend(3, INFANTRY), true));
        out.add(Arguments.of("a submarine against a transport and a fighter", Battle.builder().attack(1, SUBMARINE)
                .defend(1, TRANSPORT).defend(1, FIGHTER), true));
        out.add(Arguments.of("a carrier and a destroyer against a submarine", Battle.builder().attack(1, CARRIER)
                .attack(1, DESTROYER).defend(1, SUBMARINE), true));
        out.add(Arguments.of("subs and fighters against a transport, a destroyer and fighters", Battle.builder().attack(3, SUBMARINE)
                .attack(2, FIGHTER).attack(1, CARRIER).defend(1, TRANSPORT).defend(1, DESTROYER).defend(2, FIGHTER)
                .defend(2, SUBMARINE).defenderOrder(SUBMARINE, DESTROYER, FIGHTER, TRANSPORT), true));
        out.add(Arguments.of("Example 4: a destroyer, a cruiser and a sub against a cruiser and 2 subs", Battle.builder()
                .attack(1, DESTROYER).attack(1, CRUISER).attack(1, SUBMARINE).defend(1, CRUISER).defend(2, SUBMARINE)
                .attackerOrder(SUBMARINE, DESTROYER, CRUISER).defenderOrder(SUBMARINE, CRUISER), true));
        out.add(Arguments.of("Example 4, detected submarines lost first", Battle.builder()
                .attack(1, DESTROYER).attack(1, CRUISER).attack(1, SUBMARINE).defend(1, CRUISER).defend(2, SUBMARINE)
                .attackerOrder(SUBMARINE, DESTROYER, CRUISER).defenderOrder(SUBMARINE, CRUISER).detectedLostFirst(), true));
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("battles")
    void exactSolverAgreesWithTheReference(String name, Battle.Builder battle, boolean sticky) {
        Battle b = (sticky ? battle : battle.detectionRecomputed()).build();
        Result ref = new GlobalWarReference(b).solve();
        BattleSetup.Builder setup = GlobalWarCasesTest.battle(units(b.attacker), units(b.defender))
                .order(Side.ATTACKER, order(b.attackerOrder, Role.ATTACK)).order(Side.DEFENDER, order(b.defenderOrder, Role.DEFENSE));
        if (!b.bombard.isEmpty()) {
            setup.bombard(units(b.bombard));
        }
        if (!sticky) {
            setup.option("submarine-detection", "recompute");
        }
        if (!b.struckLostFirst) {
            setup.option("first-strike-casualties", "detected-first");
        }
        BattleResult r = new ExactSolver().solve(setup.build());
        assertEquals(ref.attackerWin(), r.attackerWin(), TOL, name + ": attacker win");
        assertEquals(ref.defenderWin() + ref.stalemate(), r.defenderWin(), TOL, name + ": defender win (a stalemate is the defender's)");
        assertEquals(ref.stalemate(), r.stalemate(), TOL, name + ": stalemate");
        assertEquals(ref.draw(), r.draw(), TOL, name + ": draw");
        assertEquals(ref.attackerIpcLost(), r.attackerIpcLoss(), TOL, name + ": attacker IPC loss");
        assertEquals(ref.defenderIpcLost(), r.defenderIpcLoss(), TOL, name + ": defender IPC loss");
    }

    private static String units(List<Group> groups) {
        return groups.stream().map(g -> g.count() + " " + g.type().name).collect(Collectors.joining(", "));
    }

    private static OrderOfLoss order(List<GlobalWarReference.UnitType> types, Role role) {
        return OrderOfLoss.parse(types.stream().map(t -> t.name).collect(Collectors.joining(",")), GlobalWarCasesTest.GW, role);
    }
}
