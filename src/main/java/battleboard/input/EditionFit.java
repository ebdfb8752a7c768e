package battleboard.input;

import battleboard.battle.Force;
import battleboard.battle.OrderOfLoss;
import battleboard.battle.PickOrder;
import battleboard.battle.PreBattle;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.edition.RuleOption;
import battleboard.edition.UnitType;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * One battle, as typed, fitted to one of several editions being compared: units, technologies, rule
 * options and order-of-loss entries the edition lacks are left out and listed, never silently dropped.
 * Names that differ only by edition resolve through the edition's own abbreviations ("armor" is
 * Revised's tank, "tank" is Classic's armor). A name no compared edition knows is a typo and is refused.
 *
 * <p>The rolls and decisions around the battle that are not rules of the edition (submarine detection, Global War
 * 1939's air combat, naval-base first strike and defender retreat, a rocket strike its rockets cannot make) are left out
 * the same way, each with a line ({@link #rulesLeftOut()}); a defender's submarines without an escape zone keep it only
 * where the edition has that rule.
 *
 * @param edition      the edition
 * @param preset       the battle with what the edition lacks left out
 * @param leftOut      what was left out, in the order met
 * @param rulesLeftOut one line per roll or decision around the battle left out, e.g. "the air combat is left out: not a
 *                     rule of revised"
 */
public record EditionFit(Edition edition, BattlePreset preset, List<LeftOut> leftOut, List<String> rulesLeftOut) {
    public EditionFit {
        leftOut = List.copyOf(leftOut);
        rulesLeftOut = List.copyOf(rulesLeftOut);
    }

    /** What a left-out entry was. */
    public enum Kind { UNIT, TECHNOLOGY, OPTION, ORDER }

    /**
     * One thing an edition lacks.
     *
     * @param kind  a unit in a force, a technology, a rule option, or a unit in an order of loss
     * @param where e.g. "attacker", "defender", "bombard", "attacker damaged"; "" for a rule option
     * @param name  the unit's id in an edition that has it (else as typed), the technology or option id
     * @param value the unit count, or the option's value; "" otherwise
     */
    public record LeftOut(Kind kind, String where, String name, String value) {
    }

    /**
     * @param battle   the battle as typed
     * @param edition  the edition to fit it to
     * @param compared every edition of the comparison, to name a unit by an edition that has it and to
     *                 tell a typo (known in none) from a unit one edition lacks
     * @return the battle fitted to {@code edition}
     * @throws IllegalArgumentException naming a unit, technology or rule option that no compared edition knows
     */
    public static EditionFit of(BattlePreset battle, Edition edition, List<Edition> compared) {
        List<LeftOut> out = new ArrayList<>();
        Fitter f = new Fitter(edition, compared, out);
        Optional<String> attacker = battle.attacker().map(t -> f.units(t, "attacker"));
        Optional<String> defender = battle.defender().map(t -> f.units(t, "defender"));
        Optional<String> bombard = battle.bombard().map(t -> f.units(t, "bombard"));
        Map<Side, String> damaged = new EnumMap<>(Side.class);
        battle.damaged().forEach((s, text) -> damaged.put(s, f.units(text, s.label() + " damaged")));
        Map<Side, List<String>> techs = new EnumMap<>(Side.class);
        battle.techs().forEach((s, ids) -> techs.put(s, ids.stream().filter(id -> f.technology(id, s)).toList()));
        Map<String, String> options = new LinkedHashMap<>();
        battle.options().forEach((id, value) -> {
            if (f.option(id, value)) {
                options.put(id, value);
            }
        });
        Map<Side, String> orders = new EnumMap<>(Side.class);
        battle.orders().forEach((s, text) -> f.order(text, s).ifPresent(o -> orders.put(s, o)));
        Map<Side, String> cargo = new EnumMap<>(Side.class);
        battle.cargo().forEach((s, text) -> cargo.put(s, f.units(text, s.label() + " cargo")));
        List<String> rules = new ArrayList<>();
        BattlePreset fitted = new BattlePreset(battle.name(), Optional.of(edition.id()),
                attacker, defender, bombard, damaged, techs, options, orders, battle.keepLand(),
                battle.amphibious(), battle.retreat(), battle.submerge(), battle.round(), cargo, battle.noLanding(),
                battle.landed().map(t -> f.units(t, "landed")), rolls(battle.rolls(), edition, rules));
        return new EditionFit(edition, fitted, out, rules);
    }

    /**
     * @return the rolls and decisions around the battle that are rules of the edition; a line in {@code rules} for each
     *         left out
     * @throws BattleInputException naming a roll that does not read
     */
    private static BattlePreset.Rolls rolls(BattlePreset.Rolls given, Edition edition, List<String> rules) {
        PreBattle rolls = given.preBattle().forEdition(edition, rules);
        RetreatPolicy defenderRetreat = given.defenderRetreatPolicy();
        if (!edition.battle().defenderRetreat() && !(defenderRetreat instanceof RetreatPolicy.Never)) {
            rules.add("the defender's retreat is left out: not a rule of " + edition.id());
            defenderRetreat = new RetreatPolicy.Never();
        }
        boolean escapeZone = !given.noEscapeZone() || edition.battle().defenderSubmarinesNeedEscape().isEmpty();
        BattlePreset.Rolls out = BattlePreset.Rolls.of(rolls, defenderRetreat, escapeZone);
        for (Side s : Side.values()) {
            Optional<String> picks = given.picks(s);
            if (picks.isEmpty()) {
                continue;
            }
            if (!PickOrder.offered(edition)) {
                rules.add("the " + s.label() + "'s picks are left out: no hit in " + edition.id() + " is the firer's to place");
                continue;
            }
            List<String> kept = new ArrayList<>();
            for (String name : picks.get().split(",")) {
                if (!name.isBlank()) {
                    edition.findUnit(name.trim()).ifPresentOrElse(u -> kept.add(u.id()),
                            () -> rules.add(name.trim() + " is not in this edition - left out (" + s.label() + "'s picks)"));
                }
            }
            if (!kept.isEmpty()) {
                out = out.withPicks(s, new PickOrder(kept.stream().distinct().toList()));
            }
        }
        return out;
    }

    /**
     * @return one line per left-out name, e.g. "artillery is not in this edition - left out (attacker 1;
     *         attacker's order of loss)"
     */
    public List<String> notes() {
        Map<String, List<String>> byName = new LinkedHashMap<>();
        for (LeftOut l : leftOut) {
            String what = switch (l.kind()) {
                case UNIT, ORDER -> l.name();
                case TECHNOLOGY -> "technology " + l.name();
                case OPTION -> "rule option " + l.name();
            };
            String where = switch (l.kind()) {
                case UNIT -> l.where() + " " + l.value();
                case ORDER -> l.where() + "'s order of loss";
                case TECHNOLOGY -> l.where();
                case OPTION -> l.name() + "=" + l.value();
            };
            byName.computeIfAbsent(what, k -> new ArrayList<>()).add(where);
        }
        return byName.entrySet().stream()
                .map(e -> e.getKey() + " is not in this edition - left out (" + String.join("; ", e.getValue()) + ")")
                .toList();
    }

    /**
     * @return what was left out as JSON: {@code {"attacker": {"artillery": 1}, "attackerDamaged": {...}, "techs": {"attacker":
     *         ["jet-fighters"]}, "options": {"id": "value"}, "orderOfLoss": {"attacker": ["artillery"]}}},
     *         only the parts that lost something; empty when nothing was left out
     */
    public ObjectNode missingJson() {
        ObjectNode m = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
        for (LeftOut l : leftOut) {
            switch (l.kind()) {
                case UNIT -> {
                    String key = l.where().replace(" damaged", "Damaged");
                    ObjectNode units = m.has(key) ? (ObjectNode) m.get(key) : m.putObject(key);
                    units.put(l.name(), units.path(l.name()).asInt(0) + Integer.parseInt(l.value()));
                }
                case TECHNOLOGY -> (m.has("techs") ? (ObjectNode) m.get("techs") : m.putObject("techs"))
                        .withArray(l.where()).add(l.name());
                case OPTION -> (m.has("options") ? (ObjectNode) m.get("options") : m.putObject("options"))
                        .put(l.name(), l.value());
                case ORDER -> (m.has("orderOfLoss") ? (ObjectNode) m.get("orderOfLoss") : m.putObject("orderOfLoss"))
                        .withArray(l.where()).add(l.name());
            }
        }
        return m;
    }

    /** Does the fitting for one edition, recording what it leaves out. */
    private record Fitter(Edition edition, List<Edition> compared, List<LeftOut> out) {
        /** @return the unit list without the entries whose unit the edition lacks */
        String units(String text, String where) {
            if (battleboard.battle.Multinational.isWritten(text)) {
                // a multinational defence: each power's units fitted on their own, the powers kept
                List<String> groups = new ArrayList<>();
                battleboard.battle.Multinational.groups(text).forEach((power, units) -> groups.add(power + ": " + units(units, where)));
                return String.join("; ", groups);
            }
            List<String> kept = new ArrayList<>();
            for (Force.Entry e : Force.entries(text)) { // the one grammar of a unit list
                if (e.numbered() && !e.wellFormed() || edition.findUnit(e.name()).isPresent()) {
                    kept.add(e.text()); // kept as typed: the edition's own parser names any other problem in it
                } else {
                    out.add(new LeftOut(Kind.UNIT, where, unitName(e.name()), e.count().replace("+", "")));
                }
            }
            return String.join(", ", kept);
        }

        /** @return the order of loss without the units the edition lacks; empty when nothing is left of it */
        Optional<String> order(String text, Side side) {
            if (OrderOfLoss.PRESETS.contains(text.trim().toLowerCase(Locale.ROOT)) || text.trim().matches("(?i)[a-z][a-z0-9]*\\s+first")) {
                return Optional.of(text);
            }
            if (OrderOfLoss.inOrder(text)) {
                // the marker is no unit: the units fitted, then the marker again
                return order(OrderOfLoss.withoutInOrder(text), side).map(o -> o + ", " + OrderOfLoss.IN_ORDER);
            }
            List<String> kept = new ArrayList<>();
            for (String part : text.split(",")) {
                if (part.isBlank() || edition.findUnit(part).isPresent()) {
                    kept.add(part.trim());
                } else {
                    out.add(new LeftOut(Kind.ORDER, side.label(), unitName(part), ""));
                }
            }
            return kept.stream().anyMatch(k -> !k.isEmpty()) ? Optional.of(String.join(",", kept)) : Optional.empty();
        }

        boolean technology(String id, Side side) {
            Predicate<Edition> has = e -> e.technologies().stream().anyMatch(t -> t.id().equals(id.trim().toLowerCase(Locale.ROOT)));
            if (has.test(edition)) {
                return true;
            }
            if (compared.stream().noneMatch(has)) {
                throw new IllegalArgumentException("unknown technology '" + id.trim() + "' in every edition compared ("
                        + ids() + ")");
            }
            out.add(new LeftOut(Kind.TECHNOLOGY, side.label(), id.trim().toLowerCase(Locale.ROOT), ""));
            return false;
        }

        boolean option(String id, String value) {
            Predicate<Edition> has = e -> RuleOption.byId(id).map(e.optionDefaults()::containsKey).orElse(false);
            if (has.test(edition)) {
                return true;
            }
            if (compared.stream().noneMatch(has)) {
                throw new IllegalArgumentException("unknown rule option '" + id + "' in every edition compared (" + ids() + ")");
            }
            out.add(new LeftOut(Kind.OPTION, "", id, value));
            return false;
        }

        /** @return the unit's id in the first compared edition that has it */
        private String unitName(String typed) {
            return compared.stream().map(e -> e.findUnit(typed)).flatMap(Optional::stream).findFirst().map(UnitType::id)
                    .orElseThrow(() -> new IllegalArgumentException("unknown unit '" + typed.trim() + "' in every edition compared ("
                            + ids() + ")"));
        }

        private String ids() {
            return compared.stream().map(Edition::id).collect(Collectors.joining(", "));
        }
    }
}
