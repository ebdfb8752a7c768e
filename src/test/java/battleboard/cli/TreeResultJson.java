package battleboard.cli;

import battleboard.battle.BattleKind;
import battleboard.battle.BattleSetup;
import battleboard.battle.Force;
import battleboard.battle.Side;
import battleboard.edition.Technology;
import battleboard.result.BattleResult;
import battleboard.result.Sampling;
import battleboard.result.SurvivorOutcome;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The writer of {@code odds --json} before issue 24: the result built as a tree of Jackson's {@code ObjectNode}s and
 * written by an {@code ObjectMapper} with {@code INDENT_OUTPUT}, kept here unchanged (the class renamed, the casualties
 * command's writer of that time added) as the reference that {@code ResultJsonTest} holds the streaming
 * {@link ResultJson} to, byte for byte.
 */
final class TreeResultJson {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private TreeResultJson() {
    }

    /**
     * @param setup  the battle that was solved
     * @param result its result
     * @return the JSON object, pretty-printed, ending with a line break
     */
    static String format(BattleSetup setup, BattleResult result) {
        return write(of(setup, result));
    }

    /**
     * @return an attack in waves as one JSON object: wave 1's battle and the whole attack's figures as {@link #format}
     *         gives them, and {@code waves}: the later waves' units and policies, the timing, and one object per wave
     */
    static String waves(battleboard.battle.Waves plan, battleboard.solve.WaveSolver.Result result) {
        ObjectNode n = of(plan.first(), result.total());
        ObjectNode w = n.putObject("waves");
        w.put("timing", plan.timing().id());
        w.put("damageRepaired", plan.repaired());
        com.fasterxml.jackson.databind.node.ArrayNode later = w.putArray("later");
        for (battleboard.battle.Waves.Wave x : plan.later()) {
            ObjectNode o = later.addObject();
            ObjectNode units = o.putObject("attacker");
            x.attackers().counts().forEach((u, c) -> units.put(u.id(), c));
            o.put("retreat", x.retreat().describe());
        }
        com.fasterxml.jackson.databind.node.ArrayNode figures = w.putArray("byWave");
        for (battleboard.result.WaveFigures f : result.waves()) {
            ObjectNode o = figures.addObject();
            o.put("wave", f.wave());
            o.put("fought", f.fought());
            o.put("attackerWin", f.attackerWin());
            o.put("draw", f.draw());
            o.put("defenderHolds", f.defenderHolds());
            o.put("attackerIpcLoss", f.attackerIpcLoss());
            o.put("defenderIpcLoss", f.defenderIpcLoss());
            o.put("expectedRounds", f.expectedRounds());
        }
        return write(n);
    }

    /**
     * @param json a JSON value
     * @return it pretty-printed, ending with a line break
     */
    static String write(JsonNode json) {
        try {
            return MAPPER.writeValueAsString(json) + System.lineSeparator();
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return a new empty JSON object */
    static ObjectNode object() {
        return MAPPER.createObjectNode();
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
        n.set("attacker", counts(setup.force(Side.ATTACKER)));
        n.set("defender", counts(setup.force(Side.DEFENDER)));
        n.set("bombard", counts(setup.bombardment()));
        ObjectNode damaged = n.putObject("damaged");
        n.put("startRound", setup.startRound());
        n.put("amphibious", setup.amphibious());
        ObjectNode techs = n.putObject("techs");
        ObjectNode orders = n.putObject("orderOfLoss");
        ObjectNode keepLand = n.putObject("keepLand");
        ObjectNode submerge = n.putObject("submerge");
        for (Side s : Side.values()) {
            damaged.set(s.label(), damage(setup.damage(s)));
            ArrayNode t = techs.putArray(s.label());
            setup.techs(s).stream().map(Technology::id).forEach(t::add);
            ArrayNode o = orders.putArray(s.label());
            setup.order(s).unitIds().forEach(o::add);
            keepLand.put(s.label(), setup.order(s).keepLand());
            submerge.put(s.label(), setup.submerge(s).id());
        }
        ObjectNode options = n.putObject("options");
        setup.rules().asMap().forEach(options::put);

        n.put("method", result.method().id());
        n.put("methodNote", result.methodNote());
        n.put("attackerWin", result.attackerWin());
        n.put("attackerCaptures", result.attackerCaptures());
        n.put("defenderWin", result.defenderWin());
        n.put("draw", result.draw());
        n.put("retreat", result.retreat());
        n.put("stalemate", result.stalemate());
        ObjectNode outcomes = n.putObject("outcomes");
        if (setup.kind() == BattleKind.LAND) {
            outcomes.put("attackerTakesTerritory", result.attackerCaptures());
            outcomes.put("defendersDestroyedNotTaken", result.defendersDestroyedNotTaken());
        } else {
            outcomes.put("seaZoneCleared", result.attackerWin());
        }
        outcomes.put("attackerRetreats", result.retreat());
        outcomes.put("defenderHolds", result.defenderHolds());
        outcomes.put("draw", result.draw());
        outcomes.put("stalemate", result.stalemate());
        n.put("attackerIpcLoss", result.attackerIpcLoss());
        n.put("defenderIpcLoss", result.defenderIpcLoss());
        java.util.Map<Side, Double> after = battleboard.report.PostBattleLosses.expected(setup, result);
        if (!after.isEmpty()) {
            ObjectNode lost = n.putObject("lostAfterBattle");
            after.forEach((side, v) -> lost.put(side.label(), v));
        }
        java.util.Map<String, Double> byPower = battleboard.report.PowerLosses.defender(setup, result);
        if (!byPower.isEmpty()) {
            ObjectNode powers = n.putObject("defenderIpcLossByPower");
            byPower.forEach(powers::put);
        }
        n.put("ipcSwing", result.ipcSwing());
        n.put("expectedRounds", result.expectedRounds());
        battleboard.report.Panzerblitz.winInRoundOne(result).ifPresent(p -> n.put("attackerWinRound1", p));
        n.put("states", result.states());
        n.put("unaccounted", result.unaccounted());
        result.sampling().ifPresent(s -> sampling(n, s));
        n.set("swing", MAPPER.valueToTree(result.swing()));
        n.set("byRound", MAPPER.valueToTree(result.byRound()));
        n.put("retreatPolicy", result.retreatPolicy());
        n.set("retreatStates", MAPPER.valueToTree(result.retreatStates()));
        n.set("attackerSurvivors", survivors(result.attackerSurvivors()));
        n.set("defenderSurvivors", survivors(result.defenderSurvivors()));
        return n;
    }

    private static void sampling(ObjectNode n, Sampling s) {
        interval(n, "attackerWin", s.attackerWin());
        interval(n, "defenderWin", s.defenderWin());
        interval(n, "draw", s.draw());
        interval(n, "retreat", s.retreat());
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

    /** @return unit id to count */
    /** @return unit id to count for units damaged once, {@code "yamato:2"} to count for units with 2 hits taken */
    static ObjectNode damage(battleboard.battle.Damage d) {
        ObjectNode o = MAPPER.createObjectNode();
        d.byLevel().forEach((level, f) -> f.counts().forEach((u, c) -> o.put(level == 1 ? u.id() : u.id() + ":" + level, c)));
        return o;
    }

    static ObjectNode counts(Force f) {
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

    /** {@code casualties --json} as {@code CasualtiesCommand} wrote it before issue 24. */
    static String casualties(BattleSetup position, battleboard.solve.CasualtyExplorer.Exploration x) {
        ObjectNode j = object();
        j.put("edition", position.edition().id());
        j.put("battle", position.kind().label());
        j.set("attacker", counts(position.force(Side.ATTACKER)));
        j.set("defender", counts(position.force(Side.DEFENDER)));
        ObjectNode damaged = j.putObject("damaged");
        for (Side s : Side.values()) {
            damaged.set(s.label(), damage(position.damage(s)));
        }
        j.put("round", position.startRound());
        j.put("side", x.side().label());
        j.put("hits", x.hits());
        j.put("method", x.method().id());
        j.put("methodNote", x.note());
        ArrayNode choices = j.putArray("choices");
        for (battleboard.solve.CasualtyChoice c : x.choices()) {
            ObjectNode o = choices.addObject();
            o.put("label", c.label());
            c.lost().forEach(o.putObject("lost")::put);
            c.damaged().forEach(o.putObject("damaged")::put);
            c.remaining().forEach(o.putObject("remaining")::put);
            o.put("attackerWin", c.attackerWin());
            o.put("defenderWin", c.defenderWin());
            o.put("ipcSwing", c.ipcSwing());
        }
        return write(j);
    }
}
