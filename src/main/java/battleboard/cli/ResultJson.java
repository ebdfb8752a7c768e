package battleboard.cli;

import battleboard.battle.BattleKind;
import battleboard.battle.BattleSetup;
import battleboard.battle.Damage;
import battleboard.battle.Force;
import battleboard.battle.Side;
import battleboard.battle.Waves;
import battleboard.edition.Technology;
import battleboard.result.BattleResult;
import battleboard.result.RetreatState;
import battleboard.result.RoundFigures;
import battleboard.result.Sampling;
import battleboard.result.SurvivorOutcome;
import battleboard.result.SwingDistribution;
import battleboard.result.WaveFigures;
import battleboard.report.Panzerblitz;
import battleboard.report.PostBattleLosses;
import battleboard.report.PowerLosses;
import battleboard.solve.WaveSolver;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A battle and its result as one JSON object, for scripts. Probabilities are in [0, 1], losses in
 * IPC, all with full double precision; nothing is recomputed but the IPC swing the result defines.
 *
 * <p>Fields: the battle ({@code edition}, {@code battle} "land"/"sea", {@code attacker},
 * {@code defender} and {@code bombard} as unit id to count, {@code damaged} per side, {@code startRound},
 * {@code amphibious}, {@code techs}, {@code orderOfLoss} and {@code keepLand} per side, {@code picks} per side when a side has picks,
 * {@code submerge} per side, {@code options} in force), then {@code method}, {@code methodNote},
 * {@code attackerWin}, {@code attackerCaptures}, {@code defenderWin}, {@code draw}, {@code retreat},
 * {@code stalemate}, {@code outcomes} (issue 5's breakdown: {@code attackerTakesTerritory} and
 * {@code defendersDestroyedNotTaken} for a land battle, {@code seaZoneCleared} for a sea battle, then
 * {@code attackerRetreats}, {@code defenderHolds}, {@code draw}, {@code stalemate}),
 * {@code attackerIpcLoss}, {@code defenderIpcLoss}, {@code ipcSwing}, {@code expectedRounds},
 * {@code states}, {@code unaccounted}; for a sampled result, an interval per probability
 * ({@code attackerWinLow}, {@code attackerWinHigh}, ... {@code retreatLow}, ...), a standard error per
 * expectation ({@code attackerIpcLossError}, ...) and the run ({@code trials}, {@code seed},
 * {@code threads}, {@code stop}, {@code confidence}, {@code intervalMethod}); then {@code swing}
 * ({@code mean}, {@code p5}, {@code p50}, {@code p95}, {@code bars} of {@code swing} and
 * {@code probability}), {@code byRound} (every round: {@code round}, {@code ongoing},
 * {@code attackerWin}, {@code defenderWin}, {@code draw}, {@code retreat}, cumulative),
 * {@code retreatPolicy} (described) and {@code retreatStates} (every state a computed policy leaves
 * in: {@code round}, {@code attacker}, {@code defender}, {@code reach}, {@code fightValue},
 * {@code leaveValue}); last {@code attackerSurvivors} and {@code defenderSurvivors}, every
 * composition as {@code {"units": {id: count}, "probability": p}}, most probable first.
 *
 * <p>Written field by field with jackson-core's streaming generator: Jackson's {@code ObjectMapper}, which wrote it
 * before, loads about 500 classes more and cost {@code odds --json} a fifth of its start-up ({@code docs/performance.md},
 * "Command line"). The text is the same to the byte ({@code ResultJsonTest} compares the two writers): the fields in
 * the same order, {@code ObjectMapper}'s default pretty printer, numbers written as it writes them.
 */
final class ResultJson {
    private static final JsonFactory FACTORY = new JsonFactory();

    private ResultJson() {
    }

    /** What one JSON document holds, written to a generator. */
    @FunctionalInterface
    interface Body {
        /**
         * @param g the generator to write one JSON value to
         * @throws IOException when the generator cannot write
         */
        void write(JsonGenerator g) throws IOException;
    }

    /**
     * @param setup  the battle that was solved
     * @param result its result
     * @return the JSON object, pretty-printed, ending with a line break
     */
    static String format(BattleSetup setup, BattleResult result) {
        return write(g -> object(g, setup, result));
    }

    /**
     * @param setup  the battle that was solved
     * @param result its result
     * @return the same JSON object as {@link #format} on one line, without the line break: one line of {@code odds --batch}
     */
    static String line(BattleSetup setup, BattleResult result) {
        return write(g -> object(g, setup, result), false);
    }

    /**
     * @return an attack in waves as one JSON object: wave 1's battle and the whole attack's figures as {@link #format}
     *         gives them, and {@code waves}: the later waves' units and policies, the timing, and one object per wave
     */
    static String waves(Waves plan, WaveSolver.Result result) {
        return write(g -> {
            g.writeStartObject();
            fields(g, plan.first(), result.total());
            g.writeObjectFieldStart("waves");
            g.writeStringField("timing", plan.timing().id());
            g.writeBooleanField("damageRepaired", plan.repaired());
            g.writeArrayFieldStart("later");
            for (Waves.Wave x : plan.later()) {
                g.writeStartObject();
                counts(g, "attacker", x.attackers());
                g.writeStringField("retreat", x.retreat().describe());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeArrayFieldStart("byWave");
            for (WaveFigures f : result.waves()) {
                g.writeStartObject();
                g.writeNumberField("wave", f.wave());
                g.writeNumberField("fought", f.fought());
                g.writeNumberField("attackerWin", f.attackerWin());
                g.writeNumberField("draw", f.draw());
                g.writeNumberField("defenderHolds", f.defenderHolds());
                g.writeNumberField("attackerIpcLoss", f.attackerIpcLoss());
                g.writeNumberField("defenderIpcLoss", f.defenderIpcLoss());
                g.writeNumberField("expectedRounds", f.expectedRounds());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
            g.writeEndObject();
        });
    }

    /**
     * @param body writes one JSON value
     * @return it pretty-printed as Jackson's {@code ObjectMapper} prints it ({@code " : "} between a field and its value,
     *         two-space indents, arrays of plain values on one line), ending with a line break
     */
    static String write(Body body) {
        return write(body, true) + System.lineSeparator();
    }

    /**
     * @param body   writes one JSON value
     * @param pretty pretty-printed as {@link #write(Body)}, or on one line without blanks
     * @return the JSON text, without a line break at the end
     */
    static String write(Body body, boolean pretty) {
        StringWriter text = new StringWriter();
        try (JsonGenerator g = FACTORY.createGenerator(text)) {
            if (pretty) {
                g.setPrettyPrinter(new DefaultPrettyPrinter());
            }
            body.write(g);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail
        }
        return text.toString();
    }

    /**
     * Writes the object described in the class comment.
     *
     * @param g      the generator, where a value may be written
     * @param setup  the battle that was solved
     * @param result its result
     * @throws IOException when the generator cannot write
     */
    static void object(JsonGenerator g, BattleSetup setup, BattleResult result) throws IOException {
        g.writeStartObject();
        fields(g, setup, result);
        g.writeEndObject();
    }

    /**
     * Writes the fields of the object described in the class comment into an object the caller has started and ends.
     *
     * @param g      the generator, inside an object
     * @param setup  the battle that was solved
     * @param result its result
     * @throws IOException when the generator cannot write
     */
    static void fields(JsonGenerator g, BattleSetup setup, BattleResult result) throws IOException {
        battle(g, setup);
        figures(g, setup, result);
    }

    /**
     * Writes the battle as entered, the first fields of the object described in the class comment ({@code edition} to
     * {@code options}), into an object the caller has started and ends.
     *
     * @param g     the generator, inside an object
     * @param setup the battle
     * @throws IOException when the generator cannot write
     */
    static void battle(JsonGenerator g, BattleSetup setup) throws IOException {
        g.writeStringField("edition", setup.edition().id());
        g.writeStringField("battle", setup.kind().label());
        counts(g, "attacker", setup.force(Side.ATTACKER));
        counts(g, "defender", setup.force(Side.DEFENDER));
        counts(g, "bombard", setup.bombardment());
        g.writeObjectFieldStart("damaged");
        for (Side s : Side.values()) {
            damage(g, s.label(), setup.damage(s));
        }
        g.writeEndObject();
        g.writeNumberField("startRound", setup.startRound());
        g.writeBooleanField("amphibious", setup.amphibious());
        g.writeObjectFieldStart("techs");
        for (Side s : Side.values()) {
            strings(g, s.label(), setup.techs(s).stream().map(Technology::id).toList());
        }
        g.writeEndObject();
        g.writeObjectFieldStart("orderOfLoss");
        for (Side s : Side.values()) {
            strings(g, s.label(), setup.order(s).unitIds());
        }
        g.writeEndObject();
        g.writeObjectFieldStart("keepLand");
        for (Side s : Side.values()) {
            g.writeNumberField(s.label(), setup.order(s).keepLand());
        }
        g.writeEndObject();
        if (java.util.Arrays.stream(Side.values()).anyMatch(s -> !setup.picks(s).isNone())) {
            g.writeObjectFieldStart("picks");
            for (Side s : Side.values()) {
                strings(g, s.label(), setup.picks(s).unitIds());
            }
            g.writeEndObject();
        }
        g.writeObjectFieldStart("submerge");
        for (Side s : Side.values()) {
            g.writeStringField(s.label(), setup.submerge(s).id());
        }
        g.writeEndObject();
        g.writeObjectFieldStart("options");
        for (Map.Entry<String, String> o : setup.rules().asMap().entrySet()) {
            g.writeStringField(o.getKey(), o.getValue());
        }
        g.writeEndObject();
    }

    /** Writes the fields after the battle's: the result, from {@code method} to the survivors. */
    private static void figures(JsonGenerator g, BattleSetup setup, BattleResult result) throws IOException {
        g.writeStringField("method", result.method().id());
        g.writeStringField("methodNote", result.methodNote());
        g.writeNumberField("attackerWin", result.attackerWin());
        g.writeNumberField("attackerCaptures", result.attackerCaptures());
        g.writeNumberField("defenderWin", result.defenderWin());
        g.writeNumberField("draw", result.draw());
        g.writeNumberField("retreat", result.retreat());
        g.writeNumberField("stalemate", result.stalemate());
        g.writeObjectFieldStart("outcomes");
        if (setup.kind() == BattleKind.LAND) {
            g.writeNumberField("attackerTakesTerritory", result.attackerCaptures());
            g.writeNumberField("defendersDestroyedNotTaken", result.defendersDestroyedNotTaken());
        } else {
            g.writeNumberField("seaZoneCleared", result.attackerWin());
        }
        g.writeNumberField("attackerRetreats", result.retreat());
        g.writeNumberField("defenderHolds", result.defenderHolds());
        g.writeNumberField("draw", result.draw());
        g.writeNumberField("stalemate", result.stalemate());
        g.writeEndObject();
        g.writeNumberField("attackerIpcLoss", result.attackerIpcLoss());
        g.writeNumberField("defenderIpcLoss", result.defenderIpcLoss());
        Map<Side, Double> after = PostBattleLosses.expected(setup, result);
        if (!after.isEmpty()) {
            g.writeObjectFieldStart("lostAfterBattle");
            for (Map.Entry<Side, Double> e : after.entrySet()) {
                number(g, e.getKey().label(), e.getValue());
            }
            g.writeEndObject();
        }
        Map<String, Double> byPower = PowerLosses.defender(setup, result);
        if (!byPower.isEmpty()) {
            g.writeObjectFieldStart("defenderIpcLossByPower");
            for (Map.Entry<String, Double> e : byPower.entrySet()) {
                number(g, e.getKey(), e.getValue());
            }
            g.writeEndObject();
        }
        g.writeNumberField("ipcSwing", result.ipcSwing());
        g.writeNumberField("expectedRounds", result.expectedRounds());
        java.util.Optional<Double> round1 = Panzerblitz.winInRoundOne(result);
        if (round1.isPresent()) {
            g.writeNumberField("attackerWinRound1", round1.get());
        }
        g.writeNumberField("states", result.states());
        g.writeNumberField("unaccounted", result.unaccounted());
        if (result.sampling().isPresent()) {
            sampling(g, result.sampling().get());
        }
        swing(g, result.swing());
        g.writeArrayFieldStart("byRound");
        for (RoundFigures r : result.byRound()) {
            g.writeStartObject();
            g.writeNumberField("round", r.round());
            g.writeNumberField("ongoing", r.ongoing());
            g.writeNumberField("attackerWin", r.attackerWin());
            g.writeNumberField("defenderWin", r.defenderWin());
            g.writeNumberField("draw", r.draw());
            g.writeNumberField("retreat", r.retreat());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeStringField("retreatPolicy", result.retreatPolicy());
        g.writeArrayFieldStart("retreatStates");
        for (RetreatState r : result.retreatStates()) {
            g.writeStartObject();
            g.writeNumberField("round", r.round());
            unitCounts(g, "attacker", r.attacker());
            unitCounts(g, "defender", r.defender());
            g.writeNumberField("reach", r.reach());
            g.writeNumberField("fightValue", r.fightValue());
            g.writeNumberField("leaveValue", r.leaveValue());
            g.writeEndObject();
        }
        g.writeEndArray();
        survivors(g, "attackerSurvivors", result.attackerSurvivors());
        survivors(g, "defenderSurvivors", result.defenderSurvivors());
    }

    private static void swing(JsonGenerator g, SwingDistribution swing) throws IOException {
        g.writeObjectFieldStart("swing");
        g.writeArrayFieldStart("bars");
        for (SwingDistribution.Bar b : swing.bars()) {
            g.writeStartObject();
            g.writeNumberField("swing", b.swing());
            g.writeNumberField("probability", b.probability());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeNumberField("mean", swing.mean());
        g.writeNumberField("p5", swing.p5());
        g.writeNumberField("p50", swing.p50());
        g.writeNumberField("p95", swing.p95());
        g.writeEndObject();
    }

    /** Writes a standard error, or {@code null} where one battle cannot give it (issue 27: Jackson wrote "NaN", a string). */
    private static void standardError(JsonGenerator g, String name, double error) throws IOException {
        if (Double.isFinite(error)) {
            g.writeNumberField(name, error);
        } else {
            g.writeNullField(name);
        }
    }

    private static void sampling(JsonGenerator g, Sampling s) throws IOException {
        interval(g, "attackerWin", s.attackerWin());
        interval(g, "defenderWin", s.defenderWin());
        interval(g, "draw", s.draw());
        interval(g, "retreat", s.retreat());
        interval(g, "stalemate", s.stalemate());
        standardError(g, "attackerIpcLossError", s.attackerIpcLossError());
        standardError(g, "defenderIpcLossError", s.defenderIpcLossError());
        standardError(g, "expectedRoundsError", s.expectedRoundsError());
        g.writeNumberField("trials", s.trials());
        g.writeNumberField("seed", s.seed());
        g.writeNumberField("threads", s.threads());
        g.writeStringField("stop", stopId(s.stop()));
        g.writeNumberField("confidence", s.confidence());
        g.writeStringField("intervalMethod", s.intervalMethod());
    }

    private static void interval(JsonGenerator g, String figure, Sampling.Interval i) throws IOException {
        g.writeNumberField(figure + "Low", i.low());
        g.writeNumberField(figure + "High", i.high());
    }

    /** Writes a number that may be missing: {@code null} then, as Jackson's tree writes a null {@code Double}. */
    static void number(JsonGenerator g, String field, Double value) throws IOException {
        if (value == null) {
            g.writeNullField(field);
        } else {
            g.writeNumberField(field, value);
        }
    }

    /**
     * Writes a damage distribution as the text's damage table has it: one object per damage of probability above 0, in
     * increasing damage, {@code {"damage": d, "probability": p, "atLeast": q}}.
     *
     * @param g      the generator, inside an object
     * @param field  the field's name
     * @param damage the probability in [0, 1] of each damage, index = damage, summing to 1
     * @throws IOException when the generator cannot write
     */
    static void distribution(JsonGenerator g, String field, List<Double> damage) throws IOException {
        g.writeArrayFieldStart(field);
        for (int d = 0; d < damage.size(); d++) {
            if (damage.get(d) > 0) {
                g.writeStartObject();
                g.writeNumberField("damage", d);
                g.writeNumberField("probability", damage.get(d));
                g.writeNumberField("atLeast", battleboard.result.Probability.atLeast(damage, d));
                g.writeEndObject();
            }
        }
        g.writeEndArray();
    }

    /** Writes a whole number that may be missing (an option not given): {@code null} then. */
    static void number(JsonGenerator g, String field, Integer value) throws IOException {
        if (value == null) {
            g.writeNullField(field);
        } else {
            g.writeNumberField(field, value);
        }
    }

    /** Writes texts as an array of strings. */
    static void strings(JsonGenerator g, String field, java.util.Collection<String> values) throws IOException {
        g.writeArrayFieldStart(field);
        for (String v : values) {
            g.writeString(v);
        }
        g.writeEndArray();
    }

    /** @return e.g. "time-limit" for {@link Sampling.StopReason#TIME_LIMIT} */
    static String stopId(Sampling.StopReason stop) {
        return stop.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * Writes a side's damaged units: unit id to count for units damaged once, {@code "yamato:2"} to count for units
     * with 2 hits taken.
     *
     * @param g     the generator, inside an object
     * @param field the field's name
     * @param d     the damage
     * @throws IOException when the generator cannot write
     */
    static void damage(JsonGenerator g, String field, Damage d) throws IOException {
        g.writeObjectFieldStart(field);
        for (Map.Entry<Integer, Force> level : d.byLevel().entrySet()) {
            for (Map.Entry<battleboard.edition.UnitType, Integer> u : level.getValue().counts().entrySet()) {
                g.writeNumberField(level.getKey() == 1 ? u.getKey().id() : u.getKey().id() + ":" + level.getKey(), u.getValue());
            }
        }
        g.writeEndObject();
    }

    /**
     * Writes units as unit id to count.
     *
     * @param g     the generator, inside an object
     * @param field the field's name
     * @param f     the units
     * @throws IOException when the generator cannot write
     */
    static void counts(JsonGenerator g, String field, Force f) throws IOException {
        g.writeObjectFieldStart(field);
        for (Map.Entry<battleboard.edition.UnitType, Integer> u : f.counts().entrySet()) {
            g.writeNumberField(u.getKey().id(), u.getValue());
        }
        g.writeEndObject();
    }

    /**
     * Writes unit ids to counts, in the map's order.
     *
     * @param g      the generator, inside an object
     * @param field  the field's name
     * @param counts unit id to count
     * @throws IOException when the generator cannot write
     */
    static void unitCounts(JsonGenerator g, String field, Map<String, Integer> counts) throws IOException {
        g.writeObjectFieldStart(field);
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            g.writeNumberField(e.getKey(), e.getValue());
        }
        g.writeEndObject();
    }

    private static void survivors(JsonGenerator g, String field, List<SurvivorOutcome> outcomes) throws IOException {
        g.writeArrayFieldStart(field);
        for (SurvivorOutcome s : outcomes) {
            g.writeStartObject();
            unitCounts(g, "units", s.units());
            g.writeNumberField("probability", s.probability());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    /**
     * Writes a tree of objects, arrays, text, numbers, booleans and nulls as Jackson's {@code ObjectMapper} writes it,
     * without one: e.g. what {@link battleboard.input.EditionFit#missingJson()} left out.
     *
     * @param g    the generator, where a value may be written
     * @param node the tree
     * @throws IOException when the generator cannot write
     */
    static void tree(JsonGenerator g, JsonNode node) throws IOException {
        if (node.isObject()) {
            g.writeStartObject();
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                g.writeFieldName(e.getKey());
                tree(g, e.getValue());
            }
            g.writeEndObject();
        } else if (node.isArray()) {
            g.writeStartArray();
            for (JsonNode x : node) {
                tree(g, x);
            }
            g.writeEndArray();
        } else if (node.isTextual()) {
            g.writeString(node.textValue());
        } else if (node.isInt()) {
            g.writeNumber(node.intValue());
        } else if (node.isLong()) {
            g.writeNumber(node.longValue());
        } else if (node.isDouble()) {
            g.writeNumber(node.doubleValue());
        } else if (node.isBoolean()) {
            g.writeBoolean(node.booleanValue());
        } else if (node.isNull()) {
            g.writeNull();
        } else {
            throw new IllegalArgumentException("no JSON writing for a " + node.getNodeType() + " node");
        }
    }
}
