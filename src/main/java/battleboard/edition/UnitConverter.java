package battleboard.edition;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Checks one entry of an edition file's {@code units} and makes it a {@link UnitType}, field by field in
 * the order of {@code docs/editions.md}, "A unit". Whether its {@code supports} names a unit of the
 * edition is checked by {@link EditionConverter}, once every unit is known.
 */
final class UnitConverter {
    /** The most dice per unit, and the most hit points. */
    static final int MAX_VALUE = 12;

    private final FieldChecks checks;
    private final int dieSides;

    /**
     * @param checks   of the file being read
     * @param dieSides of the edition, the top of the range of every combat value
     */
    UnitConverter(FieldChecks checks, int dieSides) {
        this.checks = checks;
        this.dieSides = dieSides;
    }

    /**
     * @param u    the unit as written
     * @param path e.g. {@code units[3]}
     * @return the unit type
     * @throws EditionException naming the first field that is missing or out of range
     */
    UnitType unit(EditionJson.Unit u, String path) {
        String id = checks.id(u.id(), path + ".id");
        String name = checks.optionalText(u.name(), path + ".name", id);
        List<String> abbreviations = u.abbreviations() == null ? List.of() : u.abbreviations();
        if (u.domain() == null) {
            throw checks.error(path + ".domain", "missing; expected one of land, air, sea");
        }
        int cost = checks.wholeNumber(u.cost(), path + ".cost", 0, 1000);
        int attack = checks.wholeNumber(u.attack(), path + ".attack", 0, dieSides);
        int defense = checks.wholeNumber(u.defense(), path + ".defense", 0, dieSides);
        int attackDice = checks.wholeNumberOr(u.attackDice(), path + ".attackDice", 1, MAX_VALUE, 1);
        int defenseDice = checks.wholeNumberOr(u.defenseDice(), path + ".defenseDice", 1, MAX_VALUE, 1);
        int unitsPerAttackDie = checks.wholeNumberOr(u.unitsPerAttackDie(), path + ".unitsPerAttackDie", 1, 100, 1);
        int attackRoundLimit = checks.wholeNumberOr(u.attackRoundLimit(), path + ".attackRoundLimit", 1, 100, 0);
        int hitPoints = checks.wholeNumberOr(u.hitPoints(), path + ".hitPoints", 1, MAX_VALUE, 1);
        Optional<UnitType.Support> supports = Optional.ofNullable(u.supports()).map(s -> support(s, path + ".supports"));
        Set<Role> openingFire = u.openingFire() == null ? Set.of() : u.openingFire();
        Set<Domain> hits = u.hits() == null ? EnumSet.allOf(Domain.class) : u.hits();
        if (hits.isEmpty()) {
            throw checks.error(path + ".hits", "expected at least one domain");
        }
        int antiAircraft = checks.wholeNumberOr(u.antiAircraft(), path + ".antiAircraft", 0, dieSides, 0);
        int bombard = checks.wholeNumberOr(u.bombard(), path + ".bombard", 0, dieSides, 0);
        boolean antiSubmarine = Boolean.TRUE.equals(u.antiSubmarine());
        boolean submerges = Boolean.TRUE.equals(u.submerges());
        String source = checks.optionalText(u.source(), path + ".source", "");
        Set<String> tags = new java.util.LinkedHashSet<>();
        List<String> writtenTags = u.tags() == null ? List.of() : u.tags();
        for (int i = 0; i < writtenTags.size(); i++) {
            tags.add(checks.id(writtenTags.get(i), path + ".tags[" + i + "]"));
        }
        // an AA gun is never a casualty in Revised and Classic: the default for a unit with an anti-aircraft value
        boolean casualty = u.casualty() != null ? u.casualty() : antiAircraft == 0;
        boolean takenLast = Boolean.TRUE.equals(u.takenLast());
        List<UnitType.Levels> damaged = damaged(u.damaged(), path + ".damaged", hitPoints, attack, defense, bombard);
        int armourSave = checks.wholeNumberOr(u.armourSave(), path + ".armourSave", 1, dieSides - 1, 0);
        if (armourSave > 0 && hitPoints != 2) {
            throw checks.error(path + ".armourSave", "needs \"hitPoints\": 2 (one hit is rolled for, a second destroys it), got "
                    + hitPoints);
        }
        int hitsEach = checks.wholeNumberOr(u.hitsEach(), path + ".hitsEach", 1, MAX_VALUE, 1);
        int firerChooses = checks.wholeNumberOr(u.firerChooses(), path + ".firerChooses", 1, dieSides, 0);
        boolean firerChoosesSubmarines = Boolean.TRUE.equals(u.firerChoosesSubmarines());
        if (firerChoosesSubmarines && firerChooses == 0) {
            throw checks.error(path + ".firerChoosesSubmarines", "needs \"firerChooses\": the die that lets the firer choose");
        }
        return new UnitType(id, name, abbreviations, u.domain(), cost, attack, defense, attackDice, unitsPerAttackDie,
                attackRoundLimit, defenseDice, hitPoints, supports, openingFire, hits, antiAircraft, bombard,
                antiSubmarine, submerges, source, tags, casualty, takenLast, damaged, armourSave, hitsEach,
                defenseHits(u.defenseHits(), path + ".defenseHits"), boosts(u.boosts(), path + ".boosts"),
                fireRounds(u.fireRounds(), path + ".fireRounds"),
                firerChooses, firerChoosesSubmarines,
                checks.wholeNumberOr(u.enemyDelta(), path + ".enemyDelta", -dieSides, dieSides, 0),
                checks.wholeNumberOr(u.boostsTaken(), path + ".boostsTaken", 1, MAX_VALUE, 1),
                Boolean.TRUE.equals(u.staysInBattle()),
                Optional.ofNullable(u.carries()).map(c -> carrying(c, path + ".carries")),
                Boolean.TRUE.equals(u.landsOnCarriers()),
                checks.optionalText(u.expends(), path + ".expends", ""),
                Optional.ofNullable(u.limits()).map(l -> limits(l, path + ".limits")));
    }

    /**
     * A unit's {@code limits}: roles (default both), a most per battle, or the domains of its side's units it fires beside
     * (default none), at least one of them, and the rule's line.
     */
    private UnitType.Limits limits(EditionJson.Limits l, String path) {
        Set<Role> roles = l.roles() == null ? EnumSet.allOf(Role.class) : l.roles();
        if (roles.isEmpty()) {
            throw checks.error(path + ".roles", "expected attack, defense or both");
        }
        int perBattle = checks.wholeNumberOr(l.perBattle(), path + ".perBattle", 1, 10_000, 0);
        Set<Domain> firesWith = l.firesWith() == null ? Set.of() : l.firesWith();
        if (roles.size() == Role.values().length && perBattle == 0 && firesWith.isEmpty()) {
            throw checks.error(path, "expected \"roles\" (the roles it may take), \"perBattle\" (the most per battle) or \"firesWith\""
                    + " (the domains of its side's units it fires beside)");
        }
        return new UnitType.Limits(roles, perBattle, firesWith, checks.text(l.source(), path + ".source"));
    }

    /** A ship's {@code carries}: aircraft (a carrier) or land units (a transport), at least one of them. */
    private UnitType.Carrying carrying(EditionJson.Carries c, String path) {
        int aircraft = checks.wholeNumberOr(c.aircraft(), path + ".aircraft", 1, MAX_VALUE, 0);
        int land = checks.wholeNumberOr(c.land(), path + ".land", 1, MAX_VALUE, 0);
        if (aircraft + land == 0) {
            throw checks.error(path, "expected \"aircraft\" or \"land\": how many it carries");
        }
        int besides = checks.wholeNumberOr(c.besidesInfantry(), path + ".besidesInfantry", 0, Math.max(land, 0), land);
        if (Boolean.TRUE.equals(c.scrambled()) && aircraft == 0) {
            throw checks.error(path + ".scrambled", "expected only with \"aircraft\": a carrier's");
        }
        boolean fillsAlone = Boolean.TRUE.equals(c.fillsAlone());
        java.util.Set<String> infantry = new java.util.LinkedHashSet<>();
        for (int i = 0; c.infantry() != null && i < c.infantry().size(); i++) {
            infantry.add(checks.id(c.infantry().get(i), path + ".infantry[" + i + "]"));
        }
        if (land > 0 && (besides < land || fillsAlone) && infantry.isEmpty()) {
            throw checks.error(path + ".infantry", "expected the ids of the units loaded as infantry, at least one (besidesInfantry "
                    + besides + " of " + land + (fillsAlone ? ", fillsAlone" : "") + " tells infantry apart)");
        }
        return new UnitType.Carrying(aircraft, land, besides, fillsAlone, Boolean.TRUE.equals(c.scrambled()),
                checks.optionalText(c.source(), path + ".source", ""), infantry);
    }

    List<UnitType.Boost> boosts(List<EditionJson.Boost> written, String path) {
        if (written == null) {
            return List.of();
        }
        List<UnitType.Boost> out = new java.util.ArrayList<>();
        for (int i = 0; i < written.size(); i++) {
            EditionJson.Boost b = written.get(i);
            String bp = path + "[" + i + "]";
            if (b == null || b.tags() == null || b.tags().isEmpty()) {
                throw checks.error(bp + ".tags", "expected the tags of the units it boosts, at least one");
            }
            out.add(new UnitType.Boost(ids(b.tags(), bp + ".tags"), checks.wholeNumberOr(b.delta(), bp + ".delta", 1, dieSides, 1),
                    checks.wholeNumberOr(b.capacity(), bp + ".capacity", 1, MAX_VALUE, 1),
                    Optional.ofNullable(b.unlessEnemyTag()).map(t -> checks.id(t, bp + ".unlessEnemyTag")),
                    b.role() == null ? Role.ATTACK : b.role(), ids(b.exclusiveOf(), bp + ".exclusiveOf")));
        }
        return out;
    }

    /** @return the ids as written, in order; empty when absent */
    private Set<String> ids(List<String> written, String path) {
        Set<String> out = new java.util.LinkedHashSet<>();
        for (int k = 0; written != null && k < written.size(); k++) {
            out.add(checks.id(written.get(k), path + "[" + k + "]"));
        }
        return out;
    }

    private Set<Integer> fireRounds(List<com.fasterxml.jackson.databind.JsonNode> written, String path) {
        Set<Integer> rounds = new java.util.LinkedHashSet<>();
        List<com.fasterxml.jackson.databind.JsonNode> w = written == null ? List.of() : written;
        for (int i = 0; i < w.size(); i++) {
            rounds.add(checks.wholeNumber(w.get(i), path + "[" + i + "]", 1, 100));
        }
        return rounds;
    }

    private Set<Domain> defenseHits(Set<Domain> written, String path) {
        if (written != null && written.isEmpty()) {
            throw checks.error(path, "expected at least one domain");
        }
        return written == null ? Set.of() : written;
    }

    /** @return the values per damage level, one per hit a unit can take and live; a field left out keeps the undamaged value */
    List<UnitType.Levels> damaged(List<EditionJson.Levels> written, String path, int hitPoints, int attack, int defense,
                                          int bombard) {
        if (written == null) {
            return List.of();
        }
        if (written.size() != hitPoints - 1) {
            throw checks.error(path, "expected " + (hitPoints - 1) + " damage level(s), one per hit a unit of " + hitPoints
                    + " hit points can take and live, got " + written.size());
        }
        List<UnitType.Levels> out = new java.util.ArrayList<>();
        for (int i = 0; i < written.size(); i++) {
            EditionJson.Levels l = written.get(i);
            String lp = path + "[" + i + "]";
            if (l == null) {
                throw checks.error(lp, "expected an object {\"attack\": ..., \"defense\": ..., \"bombard\": ...}");
            }
            out.add(new UnitType.Levels(checks.wholeNumberOr(l.attack(), lp + ".attack", 0, dieSides, attack),
                    checks.wholeNumberOr(l.defense(), lp + ".defense", 0, dieSides, defense),
                    checks.wholeNumberOr(l.bombard(), lp + ".bombard", 0, dieSides, bombard)));
        }
        return out;
    }

    private UnitType.Support support(EditionJson.Support s, String path) {
        return new UnitType.Support(checks.text(s.unit(), path + ".unit"),
                checks.wholeNumber(s.attack(), path + ".attack", 0, dieSides));
    }
}
