package battleboard.edition;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;

/**
 * An edition file as written, bound by Jackson ({@link EditionJsonMapper}) before any field is checked;
 * {@link EditionConverter} checks it and builds the {@link Edition}. The format is described in
 * {@code docs/editions.md}; each component is one field of the file, under the same name.
 *
 * <p>A {@code null} component is a field the file leaves out (an explicit JSON {@code null} is refused
 * while binding, except where the component is a {@link JsonNode}). Whole numbers are {@link JsonNode}s,
 * kept as written: their allowed range depends on {@code dieSides}, known only once the whole file and
 * the edition it extends are read, and a number too large for a {@code long} must be refused as
 * written, never wrapped round. {@code notes} takes any value and is not read.
 *
 * @param id           the edition id
 * @param name         the display name
 * @param source       the rulebook
 * @param base         {@code extends}: the id of a built-in edition this file starts from
 * @param dieSides     sides of the combat die
 * @param units        the units of this file
 * @param technologies the technologies of this file
 * @param options      rule option id to its default, as written
 * @param optioned     changes of units, on either side, that act while rule options have the values named
 * @param battle       the steps of a round, read by {@link BattleRulesReader}
 * @param notes        free text, not read
 */
record EditionJson(
        String id,
        String name,
        String source,
        @JsonProperty("extends") String base,
        JsonNode dieSides,
        List<Unit> units,
        List<Tech> technologies,
        Map<String, JsonNode> options,
        List<Optioned> optioned,
        JsonNode battle,
        JsonNode notes) {

    /** One entry of {@code units}; the fields are described in {@code docs/editions.md}, "A unit". */
    record Unit(
            String id,
            String name,
            List<String> abbreviations,
            Domain domain,
            JsonNode cost,
            JsonNode attack,
            JsonNode defense,
            JsonNode attackDice,
            JsonNode defenseDice,
            JsonNode unitsPerAttackDie,
            JsonNode attackRoundLimit,
            JsonNode hitPoints,
            Support supports,
            EnumSet<Role> openingFire,
            EnumSet<Domain> hits,
            JsonNode antiAircraft,
            JsonNode bombard,
            Boolean antiSubmarine,
            Boolean submerges,
            String source,
            JsonNode notes,
            List<String> tags,
            Boolean casualty,
            Boolean takenLast,
            List<Levels> damaged,
            JsonNode armourSave,
            JsonNode hitsEach,
            EnumSet<Domain> defenseHits,
            List<Boost> boosts,
            List<JsonNode> fireRounds,
            JsonNode firerChooses,
            Boolean firerChoosesSubmarines,
            JsonNode enemyDelta,
            JsonNode boostsTaken,
            Boolean staysInBattle,
            Carries carries,
            Boolean landsOnCarriers,
            String expends,
            Limits limits) {
    }

    /** A unit's {@code limits}: the roles it may take, the most of it per battle, what it fires beside, and the rule's line. */
    record Limits(EnumSet<Role> roles, JsonNode perBattle, EnumSet<Domain> firesWith, String source) {
    }

    /** A unit's {@code carries}: how many aircraft or land units it holds, and the rule's line. */
    record Carries(JsonNode aircraft, JsonNode land, JsonNode besidesInfantry, Boolean fillsAlone, Boolean scrambled, String source, List<String> infantry) {
    }

    /** One entry of a unit's {@code boosts}. */
    record Boost(List<String> tags, JsonNode delta, JsonNode capacity, String unlessEnemyTag, Role role, List<String> exclusiveOf) {
    }

    /** One entry of a unit's {@code damaged}: its values at one damage level. */
    record Levels(JsonNode attack, JsonNode defense, JsonNode bombard) {
    }

    /** A unit's {@code supports}: the supported unit's id and its attack value while supported. */
    record Support(String unit, JsonNode attack) {
    }

    /** One entry of {@code technologies}: {@code changes} maps a unit id to the values it sets. */
    record Tech(String id, String name, Map<String, Change> changes, String source, JsonNode notes, List<JsonNode> rounds,
                Map<String, JsonNode> atMost,
                Change allUnits, Change enemyUnits, Map<String, String> enemyWhen, Boolean allRolls, Map<String, Change> everyRound,
                String refused, Requires requires, List<Optioned> optioned) {
    }

    /** One entry of a technology's {@code optioned}; see {@link Technology.Optioned}. */
    record Optioned(Map<String, String> when, Map<String, Change> changes) {
    }

    /** A technology's {@code requires}; see {@link Technology.Requires}. */
    record Requires(Boolean amphibious, List<String> onlyUnits, Map<String, JsonNode> atLeast) {
    }

    /** One entry of a technology's {@code changes}; see {@link Technology.Change}. */
    record Change(
            JsonNode attack,
            JsonNode defense,
            JsonNode attackDice,
            JsonNode defenseDice,
            JsonNode bombard,
            JsonNode cost,
            JsonNode attackDelta,
            JsonNode defenseDelta,
            JsonNode bombardDelta,
            JsonNode antiAircraftDelta,
            JsonNode hitsEach,
            JsonNode boostCapacity,
            List<Boost> boosts,
            List<String> tags,
            Boolean staysInBattle,
            List<Levels> damaged,
            String expends,
            JsonNode boostsTaken) {

        /** @return true when the entry sets nothing: {@code {}} */
        boolean isEmpty() {
            return attack == null && defense == null && attackDice == null && defenseDice == null && bombard == null
                    && cost == null && attackDelta == null && defenseDelta == null && bombardDelta == null
                    && antiAircraftDelta == null && hitsEach == null && boostCapacity == null && boosts == null && tags == null
                    && staysInBattle == null && damaged == null && expends == null && boostsTaken == null;
        }
    }
}
