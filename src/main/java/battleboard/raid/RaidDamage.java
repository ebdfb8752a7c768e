package battleboard.raid;

import java.util.List;
import java.util.OptionalInt;

/**
 * The damage dice of the raiders that reach the target: per raider type, each raider's dice, whose faces give damage by
 * the mission's table (modifiers applied), summed and capped per raider, then summed over the raiders and capped in all.
 *
 * @param groups the raiders of each type over the target
 * @param cap    the most damage in all; empty: none
 */
record RaidDamage(List<Group> groups, OptionalInt cap) {
    RaidDamage {
        groups = List.copyOf(groups);
    }

    /**
     * The raiders of one type over the target.
     *
     * @param unit    the raider's unit id, for scripts
     * @param raiders how many, 0 or more
     * @param dice    damage dice per raider
     * @param faces   the damage of each face, index = face - 1; its size is the die's sides (a 1-sided die is not rolled)
     * @param capEach the most damage of one raider (Revised: the territory's income); empty: none
     */
    record Group(String unit, int raiders, int dice, List<Integer> faces, OptionalInt capEach) {
        Group {
            faces = List.copyOf(faces);
        }

        /**
         * The record's hash, written out (a raid's table of powers is keyed by it): the record's generated one links
         * method handles on its first call (docs/performance.md, "Issue 24, eighteenth session").
         */
        @Override
        public int hashCode() {
            return (((unit.hashCode() * 31 + raiders) * 31 + dice) * 31 + faces.hashCode()) * 31 + capEach.hashCode();
        }

        /** The record's equality, written out, as {@link #hashCode()}. */
        @Override
        public boolean equals(Object o) {
            return o instanceof Group g && g.unit.equals(unit) && g.raiders == raiders && g.dice == dice
                    && g.faces.equals(faces) && g.capEach.equals(capEach);
        }

        /** @return the group's damage with {@code n} raiders */
        Group withRaiders(int n) {
            return new Group(unit, n, dice, faces, capEach);
        }
    }
}
