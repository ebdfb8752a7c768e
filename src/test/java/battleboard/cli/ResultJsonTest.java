package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import battleboard.input.BattlePreset;
import battleboard.battle.BattleSetup;
import battleboard.battle.Progress;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.battle.Waves;
import battleboard.edition.Edition;
import battleboard.montecarlo.MonteCarloOptions;
import battleboard.result.BattleResult;
import battleboard.solve.CasualtyExplorer;
import battleboard.solve.MethodChoice;
import battleboard.solve.SolveOptions;
import battleboard.solve.Solver;
import battleboard.solve.WaveSolver;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 24, item 4: {@code odds --json} is written by jackson-core's streaming generator ({@link ResultJson}) instead of
 * a tree written by Jackson's {@code ObjectMapper} ({@link TreeResultJson}, the writer before, kept as the reference).
 * Every result below, solved for real, must give the same text to the byte: a land battle with an AA gun, survivors and
 * its rounds, a computed retreat policy with its retreat states, sea battles (damaged ships, cargo and aircraft with
 * nowhere to land, submarines), bombardment with technologies and rule options, a defender written by power, a Monte
 * Carlo run with its intervals, an attack in waves and a casualties choice.
 */
class ResultJsonTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"attacker\": \"3 inf, 1 art, 2 tank\", \"defender\": \"4 inf, 1 aa-gun\"}",
        "{\"attacker\": \"3 inf, 1 tank\", \"defender\": \"4 inf\", \"retreat\": \"best\"}",
        "{\"attacker\": \"3 inf, 1 tank\", \"defender\": \"4 inf\", \"retreat\": \"after-round 1\"}",
        "{\"attacker\": \"1 bb, 2 sub, 1 ftr\", \"defender\": \"2 dd, 1 cv, 1 ftr\", \"damaged\": {\"attacker\": \"1 bb\"},"
                + " \"submerge\": {\"defender\": \"when-no-targets\"}}",
        "{\"attacker\": \"1 bb\", \"defender\": \"1 transport, 1 cv, 2 ftr\", \"cargo\": {\"defender\": \"2 infantry\"},"
                + " \"noLanding\": [\"defender\"]}",
        "{\"edition\": \"classic\", \"attacker\": \"3 inf, 2 bmb\", \"defender\": \"3 inf, 1 aa\", \"bombard\": \"1 bb\","
                + " \"techs\": {\"attacker\": [\"heavy-bombers\"]}, \"options\": {\"aa-casualties\": \"per-aircraft\"},"
                + " \"orders\": {\"defender\": \"inf\"}, \"keepLand\": 1}",
        "{\"attacker\": \"1 bomber\", \"defender\": \"us: 1 infantry; uk: 1 fighter\", \"orders\": {\"defender\": \"uk first\"}}",
        "{\"edition\": \"global-war-1939\", \"attacker\": \"2 sub, 1 dd\", \"defender\": \"1 cruiser, 1 sub\"}",
        "{\"attacker\": \"3 inf, 1 tank\", \"defender\": \"4 inf\", \"round\": 3}",
    })
    void theStreamingWriterWritesWhatTheTreeWrote(String battle) {
        BattleSetup setup = setup(battle);
        BattleResult exact = new Solver().solve(setup, SolveOptions.defaults(), Progress.NONE);
        assertSameText(TreeResultJson.format(setup, exact), ResultJson.format(setup, exact));
        assertOneLine(TreeResultJson.format(setup, exact), ResultJson.line(setup, exact));

        BattleResult sampled = new Solver().solve(setup, new SolveOptions(MethodChoice.MONTE_CARLO,
                MonteCarloOptions.defaults().withTrials(2_000).withSeed(7).withThreads(1)), Progress.NONE);
        assertTrue(sampled.sampling().isPresent());
        assertSameText(TreeResultJson.format(setup, sampled), ResultJson.format(setup, sampled));
    }

    @ParameterizedTest
    @ValueSource(strings = {"exact", "montecarlo"})
    void wavesAreWrittenAsBefore(String method) {
        BattleSetup first = BattleSetup.builder(Edition.builtIn("revised")).attacker("3 inf, 1 tank").defender("5 inf, 1 aa")
                .retreat(new RetreatPolicy.AfterRound(1)).build();
        Waves plan = Waves.of(first, List.of(new Waves.Wave(battleboard.battle.Force.parse("2 ftr, 2 tank", first.edition()),
                RetreatPolicy.never())), Waves.Timing.NEXT_COMBAT);
        SolveOptions options = new SolveOptions(MethodChoice.parse(method),
                MonteCarloOptions.defaults().withTrials(2_000).withSeed(3).withThreads(1));
        WaveSolver.Result result = new WaveSolver(new battleboard.exact.ExactSolver()).solve(plan, options, Progress.NONE);
        assertSameText(TreeResultJson.waves(plan, result), ResultJson.waves(plan, result));
    }

    @org.junit.jupiter.api.Test
    void casualtiesAreWrittenAsBefore() {
        BattleSetup position = setup("{\"attacker\": \"1 bb, 1 dd, 1 sub\", \"defender\": \"2 dd, 1 sub\","
                + " \"damaged\": {\"attacker\": \"1 bb\"}}");
        CasualtyExplorer.Exploration x = new CasualtyExplorer().explore(position, Side.ATTACKER, 2, SolveOptions.defaults(),
                Progress.NONE);
        assertFalse(x.choices().isEmpty());
        assertSameText(TreeResultJson.casualties(position, x), CasualtiesCommand.json(position, x));
    }

    private static void assertSameText(String before, String now) {
        assertTrue(before.length() > 100, before);
        assertEquals(before, now);
    }

    /** The batch's one-line form is the same JSON as the pretty-printed object, on one line. */
    private static void assertOneLine(String pretty, String line) {
        assertFalse(line.contains("\n"), line);
        try {
            assertEquals(MAPPER.readTree(pretty), MAPPER.readTree(line));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static BattleSetup setup(String json) {
        try {
            BattlePreset p = BattlePreset.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "battle");
            return p.builder(Edition.builtIn(p.edition().orElse("revised"))).build();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
