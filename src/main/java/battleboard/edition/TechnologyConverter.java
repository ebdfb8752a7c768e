package battleboard.edition;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks one entry of an edition file's {@code technologies} and makes it a {@link Technology}: each
 * of its {@code changes} must name a unit of the edition and set at least one value in range
 * ({@code docs/editions.md}, "A technology").
 */
final class TechnologyConverter {
    private final FieldChecks checks;
    private final Set<String> unitIds;
    /** The edition's units by id, its base's included. */
    private final Map<String, UnitType> units = new LinkedHashMap<>();
    private final int dieSides;

    /**
     * @param checks   of the file being read
     * @param units    every unit of the edition, its base's included
     * @param dieSides of the edition, the top of the range of every combat value
     */
    TechnologyConverter(FieldChecks checks, List<UnitType> units, int dieSides) {
        this.checks = checks;
        units.forEach(u -> this.units.put(u.id(), u));
        this.unitIds = this.units.keySet();
        this.dieSides = dieSides;
    }

    /**
     * @param t    the technology as written
     * @param path e.g. {@code technologies[0]}
     * @return the technology
     * @throws EditionException naming the first field that is missing or out of range, or a change of a
     *                          unit the edition does not have
     */
    Technology technology(EditionJson.Tech t, String path) {
        String id = checks.id(t.id(), path + ".id");
        String name = checks.optionalText(t.name(), path + ".name", id);
        if (t.changes() == null) {
            throw checks.error(path + ".changes", "expected an object of unit id to new values, got null");
        }
        Map<String, Technology.Change> changes = new LinkedHashMap<>();
        t.changes().forEach((unit, c) -> changes.put(unit, change(c, path + ".changes." + unit, unit)));
        Set<Integer> rounds = new java.util.LinkedHashSet<>();
        List<com.fasterxml.jackson.databind.JsonNode> written = t.rounds() == null ? List.of() : t.rounds();
        for (int i = 0; i < written.size(); i++) {
            rounds.add(checks.wholeNumber(written.get(i), path + ".rounds[" + i + "]", 1, 100));
        }
        Map<String, Integer> atMost = unitCounts(t.atMost(), path + ".atMost");
        Map<String, Technology.Change> everyRound = new LinkedHashMap<>();
        if (t.everyRound() != null) {
            t.everyRound().forEach((unit, c) -> everyRound.put(unit, change(c, path + ".everyRound." + unit, unit)));
        }
        Technology.Reach reach = new Technology.Reach(
                java.util.Optional.ofNullable(t.allUnits()).map(c -> change(c, path + ".allUnits")),
                java.util.Optional.ofNullable(t.enemyUnits()).map(c -> change(c, path + ".enemyUnits")),
                t.enemyWhen() == null ? Map.of() : t.enemyWhen(), Boolean.TRUE.equals(t.allRolls()), everyRound,
                checks.optionalText(t.refused(), path + ".refused", ""), requires(t.requires(), path + ".requires"),
                optioned(t.optioned(), path + ".optioned"));
        if (!reach.enemyWhen().isEmpty() && reach.enemyUnits().isEmpty()) {
            throw checks.error(path + ".enemyWhen", "says when enemyUnits acts, but there is no enemyUnits");
        }
        checks.ruleOptions(reach.enemyWhen(), path + ".enemyWhen");
        return new Technology(id, name, changes, checks.optionalText(t.source(), path + ".source", ""), rounds, atMost, reach);
    }

    /**
     * @param written the entries as written, null for none
     * @param path    e.g. {@code technologies[0].optioned}
     * @return the changes of units that act while rule options have the values named
     * @throws EditionException naming an option that is not one, a value it does not take, or a unit the edition lacks
     */
    List<Technology.Optioned> optioned(List<EditionJson.Optioned> written, String path) {
        List<Technology.Optioned> out = new java.util.ArrayList<>();
        for (int i = 0; written != null && i < written.size(); i++) {
            EditionJson.Optioned o = written.get(i);
            String at = path + "[" + i + "]";
            if (o.when() == null || o.when().isEmpty() || o.changes() == null) {
                throw checks.error(at, "expected \"when\" (rule option to value) and \"changes\" (unit id to new values)");
            }
            checks.ruleOptions(o.when(), at + ".when");
            Map<String, Technology.Change> changes = new LinkedHashMap<>();
            o.changes().forEach((unit, c) -> changes.put(unit, change(c, at + ".changes." + unit, unit)));
            out.add(new Technology.Optioned(o.when(), changes));
        }
        return out;
    }

    private Technology.Requires requires(EditionJson.Requires r, String path) {
        if (r == null) {
            return Technology.Requires.NONE;
        }
        java.util.List<String> only = r.onlyUnits() == null ? java.util.List.of() : r.onlyUnits();
        for (int i = 0; i < only.size(); i++) {
            if (!unitIds.contains(only.get(i))) {
                throw checks.error(path + ".onlyUnits[" + i + "]", "expected one of the edition's unit ids");
            }
        }
        return new Technology.Requires(Boolean.TRUE.equals(r.amphibious()), new java.util.LinkedHashSet<>(only),
                unitCounts(r.atLeast(), path + ".atLeast"));
    }

    /** @return unit id to a count from 1 to 10,000, as written at {@code path} (null: none) */
    private Map<String, Integer> unitCounts(Map<String, com.fasterxml.jackson.databind.JsonNode> written, String path) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        if (written != null) {
            written.forEach((unit, n) -> {
                if (!unitIds.contains(unit)) {
                    throw checks.error(path + "." + unit, "expected one of the edition's unit ids");
                }
                counts.put(unit, checks.wholeNumber(n, path + "." + unit, 1, 10_000));
            });
        }
        return counts;
    }

    private Technology.Change change(EditionJson.Change c, String path, String unit) {
        if (!unitIds.contains(unit)) {
            throw checks.error(path, "expected one of the edition's unit ids");
        }
        Technology.Change change = change(c, path, true);
        if (c.damaged() == null) {
            return change;
        }
        UnitType u = units.get(unit);
        return change.withDamaged(new UnitConverter(checks, dieSides).damaged(c.damaged(), path + ".damaged", u.hitPoints(),
                u.attack(), u.defense(), u.bombard()));
    }

    private Technology.Change change(EditionJson.Change c, String path) {
        return change(c, path, false);
    }

    /**
     * @param oneUnit true for a change of one unit, whose {@code damaged} levels its caller reads; false for a change of
     *                every unit, which may not have them
     * @return the change but its {@code damaged} levels
     */
    private Technology.Change change(EditionJson.Change c, String path, boolean oneUnit) {
        if (c.isEmpty()) {
            throw checks.error(path, "expected an object of new values, got {}");
        }
        if (c.damaged() != null && !oneUnit) {
            throw checks.error(path + ".damaged", "damaged values are one unit's: give them in a change of that unit");
        }
        int max = UnitConverter.MAX_VALUE;
        return new Technology.Change(
                checks.optionalWholeNumber(c.attack(), path + ".attack", 0, dieSides),
                checks.optionalWholeNumber(c.defense(), path + ".defense", 0, dieSides),
                checks.optionalWholeNumber(c.attackDice(), path + ".attackDice", 1, max),
                checks.optionalWholeNumber(c.defenseDice(), path + ".defenseDice", 1, max),
                checks.optionalWholeNumber(c.bombard(), path + ".bombard", 0, dieSides),
                checks.optionalWholeNumber(c.cost(), path + ".cost", 0, 1000),
                checks.optionalWholeNumber(c.attackDelta(), path + ".attackDelta", -dieSides, dieSides),
                checks.optionalWholeNumber(c.defenseDelta(), path + ".defenseDelta", -dieSides, dieSides),
                checks.optionalWholeNumber(c.bombardDelta(), path + ".bombardDelta", -dieSides, dieSides),
                checks.optionalWholeNumber(c.antiAircraftDelta(), path + ".antiAircraftDelta", -dieSides, dieSides),
                checks.optionalWholeNumber(c.hitsEach(), path + ".hitsEach", 1, max),
                checks.optionalWholeNumber(c.boostCapacity(), path + ".boostCapacity", 1, max),
                c.boosts() == null ? null : new UnitConverter(checks, dieSides).boosts(c.boosts(), path + ".boosts"),
                c.tags() == null ? null : List.copyOf(c.tags()),
                c.staysInBattle(), null, c.expends() == null ? null : checks.id(c.expends(), path + ".expends"),
                checks.optionalWholeNumber(c.boostsTaken(), path + ".boostsTaken", 1, max));
    }
}
