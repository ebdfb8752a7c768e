package battleboard.edition;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One kind of unit of an edition, with its printed values and combat abilities, as read from
 * {@code presets/editions/<edition>.json}.
 *
 * <p>A unit hits when a die shows a number less than or equal to its value (so a value of 0 never
 * hits). All fields are the printed values before technologies; {@link Technology#apply} gives the
 * values of a side that has a technology.
 *
 * @param id            the edition file's id, e.g. {@code "infantry"}; lower case, no spaces
 * @param name          the display name, e.g. {@code "Infantry"}
 * @param abbreviations other names accepted on input, e.g. {@code ["inf"]}
 * @param domain        where it fights
 * @param cost          purchase cost in IPC, at least 0
 * @param attack        attack value (a die roll at or below it hits), 0 when it never fires on attack
 * @param defense       defense value, 0 when it never fires on defense
 * @param attackDice    dice rolled per unit when attacking, at least 1 (Heavy Bombers: 2 or 3)
 * @param unitsPerAttackDie units that pool one attack die, at least 1 (1998 house-rule Chinese infantry:
 *                      five infantry roll one die, S004 L46); see {@code RuleOption.POOLED_DICE_REMAINDER}
 * @param attackRoundLimit when positive, a battle this unit attacks in lasts at most this many rounds
 *                      (1998 Chinese attacks: one round, S004 L46); 0 for no limit
 * @param defenseDice   dice rolled per unit when defending, at least 1
 * @param hitPoints     hits needed to destroy it, at least 1 (Revised battleship: 2)
 * @param supports      the unit whose attack it raises one for one (artillery: infantry to 2), if any
 * @param openingFire   the roles in which it fires in the opening-fire step (submarines), else empty
 * @param hits          the domains its hits may be assigned to (submarines: sea only)
 * @param antiAircraft  value of its anti-aircraft fire, one die per attacking aircraft; 0 when it is
 *                      not an AA gun. An AA gun is never a casualty and is not counted as a unit
 * @param bombard       shore-bombardment value in an amphibious assault, 0 when it cannot bombard
 * @param antiSubmarine true for destroyers: enemy submarine casualties on its side fire back, and enemy
 *                      submarines cannot submerge
 * @param submerges     true for submarines: may leave the battle between rounds (submerge or withdraw)
 * @param source        rulebook lines the values come from, e.g. {@code "L2172–2175"}
 */
public record UnitType(
        String id,
        String name,
        List<String> abbreviations,
        Domain domain,
        int cost,
        int attack,
        int defense,
        int attackDice,
        int unitsPerAttackDie,
        int attackRoundLimit,
        int defenseDice,
        int hitPoints,
        Optional<Support> supports,
        Set<Role> openingFire,
        Set<Domain> hits,
        int antiAircraft,
        int bombard,
        boolean antiSubmarine,
        boolean submerges,
        String source) {

    /**
     * Support given to another unit type: while attacking, each unit of this type raises the attack
     * of one unit of {@code unit} to {@code attack} (pairing is one for one).
     *
     * @param unit   id of the supported unit type
     * @param attack the supported unit's attack value
     */
    public record Support(String unit, int attack) {
        public Support {
            Objects.requireNonNull(unit, "unit");
        }
    }

    public UnitType {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(domain, "domain");
        abbreviations = List.copyOf(abbreviations);
        openingFire = Set.copyOf(openingFire);
        hits = Set.copyOf(hits);
        Objects.requireNonNull(supports, "supports");
        if (hitPoints < 1 || attackDice < 1 || defenseDice < 1 || unitsPerAttackDie < 1 || attackRoundLimit < 0) {
            throw new IllegalArgumentException(id + ": hit points, dice and units per die must be at least 1");
        }
    }

    /** @return the value this unit fires at in the given role */
    public int value(Role role) {
        return role == Role.ATTACK ? attack : defense;
    }

    /** @return the dice this unit rolls per unit in the given role */
    public int dice(Role role) {
        return role == Role.ATTACK ? attackDice : defenseDice;
    }

    /** @return true for an AA gun, which fires only at aircraft and is never a casualty */
    public boolean isAntiAircraftGun() {
        return antiAircraft > 0;
    }

    /**
     * @return true when hits may be assigned to this unit: false for a Revised or Classic AA gun, which
     *         is never a casualty (Revised L2253–2254, Classic L592) and is captured, not destroyed, when the
     *         territory is taken
     */
    public boolean canBeCasualty() {
        return !isAntiAircraftGun();
    }

    /** @return true when this unit's hits may be assigned to a unit of the given domain */
    public boolean mayHit(Domain target) {
        return hits.contains(target);
    }

    /** @return a copy with the given values; used by technologies */
    UnitType with(int newAttack, int newDefense, int newAttackDice, int newDefenseDice, int newBombard, int newCost) {
        return new UnitType(id, name, abbreviations, domain, newCost, newAttack, newDefense, newAttackDice,
                unitsPerAttackDie, attackRoundLimit, newDefenseDice, hitPoints, supports, openingFire, hits, antiAircraft,
                newBombard, antiSubmarine, submerges, source);
    }
}
