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
    /**
     * The record's hash, written out (the same value): the record's generated one links method handles on its first call,
     * 10 ms of a fresh process's first sea battle (docs/performance.md, "Issue 24, eighteenth session").
     */
    @Override
    public int hashCode() {
        return Integer.hashCode(detectors) * 31 + Long.hashCode(sight);
    }

    /** The record's equality, written out, as {@link #hashCode()}. */
    @Override
    public boolean equals(Object o) {
        return o instanceof StartClass c && c.detectors == detectors && c.sight == sight;
    }
}
