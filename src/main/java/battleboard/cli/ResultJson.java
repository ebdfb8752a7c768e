package battleboard.cli;

import battleboard.battle.BattleSetup;
import battleboard.battle.Force;
import battleboard.battle.Side;
import battleboard.edition.Technology;
import battleboard.edition.UnitType;
import battleboard.result.BattleResult;
import battleboard.result.Sampling;
import battleboard.result.SurvivorOutcome;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A battle and its result as one JSON object, for scripts. Probabilities are in [0, 1], losses in
 * IPC, all with full double precision; nothing is recomputed but the IPC swing the result defines.
 *
 * <p>Fields: the battle ({@code edition}, {@code battle} "land"/"sea", {@code attacker},
 * {@code defender} and {@code bombard} as unit id to count, {@code techs}, {@code orderOfLoss},
 * {@code options} in force), then {@code method}, {@code methodNote}, {@code attackerWin},
 * {@code defenderWin}, {@code draw}, {@code stalemate}, {@code attackerIpcLoss},
 * {@code defenderIpcLoss}, {@code ipcSwing}, {@code expectedRounds}, {@code states},
 * {@code unaccounted}; for a sampled result, an interval per probability ({@code attackerWinLow},
 * {@code attackerWinHigh}, ...), a standard error per expectation ({@code attackerIpcLossError}, ...)
 * and the run ({@code trials}, {@code seed}, {@code threads}, {@code stop}, {@code confidence},
 * {@code intervalMethod}); last {@code attackerSurvivors} and {@code defenderSurvivors}, every
 * composition as {@code {"units": {id: count}, "probability": p}}, most probable first.
 */
final class ResultJson {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ResultJson() {
    }

    /**
     * @param setup  the battle that was solved
     * @param result its result
     * @return the JSON object, pretty-printed, ending with a line break
     */
    static String format(BattleSetup setup, BattleResult result) {
        try {
            return MAPPER.writeValueAsString(of(setup, result)) + System.lineSeparator();
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * @param setup  the battle that was solved
     * @param result its result
     * @return the JSON object described in the class comment
     */
    static ObjectNode of(BattleSetup setup, BattleResult result) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("edition", setup.edition().id());
        n.put("battle", setup.kind().label());
        n.set("attacker", counts(unitsAsEntered(setup, Side.ATTACKER)));
        n.set("defender", counts(unitsAsEntered(setup, Side.DEFENDER)));
        n.set("bombard", counts(setup.bombardment()));
        ObjectNode techs = n.putObject("techs");
        ObjectNode orders = n.putObject("orderOfLoss");
        for (Side s : Side.values()) {
            ArrayNode t = techs.putArray(s.label());
            setup.techs(s).stream().map(Technology::id).forEach(t::add);
            ArrayNode o = orders.putArray(s.label());
            setup.order(s).unitIds().forEach(o::add);
        }
        ObjectNode options = n.putObject("options");
        setup.rules().asMap().forEach(options::put);

        n.put("method", result.method().id());
        n.put("methodNote", result.methodNote());
        n.put("attackerWin", result.attackerWin());
        n.put("defenderWin", result.defenderWin());
        n.put("draw", result.draw());
        n.put("stalemate", result.stalemate());
        n.put("attackerIpcLoss", result.attackerIpcLoss());
        n.put("defenderIpcLoss", result.defenderIpcLoss());
        n.put("ipcSwing", result.ipcSwing());
        n.put("expectedRounds", result.expectedRounds());
        n.put("states", result.states());
        n.put("unaccounted", result.unaccounted());
        result.sampling().ifPresent(s -> sampling(n, s));
        n.set("attackerSurvivors", survivors(result.attackerSurvivors()));
        n.set("defenderSurvivors", survivors(result.defenderSurvivors()));
        return n;
    }

    private static void sampling(ObjectNode n, Sampling s) {
        interval(n, "attackerWin", s.attackerWin());
        interval(n, "defenderWin", s.defenderWin());
        interval(n, "draw", s.draw());
        interval(n, "stalemate", s.stalemate());
        n.put("attackerIpcLossError", s.attackerIpcLossError());
        n.put("defenderIpcLossError", s.defenderIpcLossError());
        n.put("expectedRoundsError", s.expectedRoundsError());
        n.put("trials", s.trials());
        n.put("seed", s.seed());
        n.put("threads", s.threads());
        n.put("stop", stopId(s.stop()));
        n.put("confidence", s.confidence());
        n.put("intervalMethod", s.intervalMethod());
    }

    private static void interval(ObjectNode n, String figure, Sampling.Interval i) {
        n.put(figure + "Low", i.low());
        n.put(figure + "High", i.high());
    }

    /** @return e.g. "time-limit" for {@link Sampling.StopReason#TIME_LIMIT} */
    static String stopId(Sampling.StopReason stop) {
        return stop.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * @return a side's units as the player entered them: its combat units, and for the defender its
     *         AA guns, which the setup keeps apart
     */
    static Force unitsAsEntered(BattleSetup setup, Side side) {
        Force f = setup.force(side);
        if (side == Side.ATTACKER || setup.defenderAaGuns() == 0) {
            return f;
        }
        Map<UnitType, Integer> m = new LinkedHashMap<>(f.counts());
        setup.edition().units().stream().filter(UnitType::isAntiAircraftGun).findFirst()
                .ifPresent(aa -> m.put(aa, setup.defenderAaGuns()));
        return Force.of(m);
    }

    private static ObjectNode counts(Force f) {
        ObjectNode o = MAPPER.createObjectNode();
        f.counts().forEach((u, c) -> o.put(u.id(), c));
        return o;
    }

    private static ArrayNode survivors(List<SurvivorOutcome> outcomes) {
        ArrayNode a = MAPPER.createArrayNode();
        for (SurvivorOutcome s : outcomes) {
            ObjectNode o = a.addObject();
            ObjectNode units = o.putObject("units");
            for (Map.Entry<String, Integer> e : s.units().entrySet()) {
                units.put(e.getKey(), e.getValue());
            }
            o.put("probability", s.probability());
        }
        return a;
    }
}
