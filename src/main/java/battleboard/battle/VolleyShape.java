package battleboard.battle;

/**
 * The shape of a volley: all but its dice, which is all that decides where its hits land on a side (the units it may
 * hit, when its casualties are removed, casualties per hit, whether the firer chooses them). Two volleys of one shape
 * leave a side the same way after the same number of hits, so the solvers' tables of a side's casualties are kept per
 * shape ({@code RoundTables}, the exact solver's step tables).
 *
 * @param targets      the units the volley may hit
 * @param removal      when its casualties are removed
 * @param hitsEach     casualties each hit inflicts, at least 1
 * @param firerChooses whether the firer chooses its casualties
 */
public record VolleyShape(Targets targets, Removal removal, int hitsEach, boolean firerChooses) {
    /** @return the shape of {@code v} */
    public static VolleyShape of(Volley v) {
        return new VolleyShape(v.targets(), v.removal(), v.hitsEach(), v.firerChooses());
    }

    /** Written out: the record's generated hash links method handles on its first call (docs/performance.md, "Command line"). */
    @Override
    public int hashCode() {
        return ((targets.hashCode() * 31 + removal.ordinal()) * 31 + hitsEach) * 2 + (firerChooses ? 1 : 0);
    }

    /** Written out, as {@link #hashCode()}. */
    @Override
    public boolean equals(Object o) {
        return o instanceof VolleyShape x && x.targets.equals(targets) && x.removal == removal && x.hitsEach == hitsEach
                && x.firerChooses == firerChooses;
    }
}
