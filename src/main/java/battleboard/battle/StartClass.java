package battleboard.battle;

/**
 * What a side's start of the round reads of the enemy ({@link RoundModel#startClass}): two enemies of one class give the
 * side the same start.
 *
 * @param detectors the enemy's units that detect the side's submarines (its destroyers, Global War G2036-2037), 0 without
 *                  detection
 * @param sight     what the side's first strike reads of the enemy, as bits ({@code FireRules.sightClass}: whether it has
 *                  an anti-submarine unit, and units the striking types may hit, G2055-2057), 0 without sighting
 */
public record StartClass(int detectors, long sight) {
}
