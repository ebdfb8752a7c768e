package battleboard.input;

import battleboard.battle.AirCap;
import battleboard.battle.AreaStrike;
import battleboard.battle.PreBattle;
import battleboard.battle.PreBattleRoll;
import battleboard.battle.RetreatPolicy;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * The grammar of the texts around a battle, read once for both faces: {@code detection} (NUMBER or NUMBER:ROLLS, NUMBER
 * from 1 to 6), {@code airCombat} (ATTACKER:DEFENDER), {@code rocketStrike} ({@link AreaStrike#parse}) and
 * {@code defenderRetreat} (after-round N or at-units N). Part of {@link BattlePreset.Rolls}, which exposes it.
 */
final class RollTexts {
    private RollTexts() {
    }

    /**
     * The fields around the battle given, by name: {@link BattlePreset.Rolls}'s accessors, kept here so that the grammar
     * does not reach back to the battle as written.
     */
    private record Given(Map<RollField, String> given) {
        Optional<String> text(RollField field) {
            return Optional.ofNullable(given.get(field));
        }

        boolean has(RollField field) {
            return given.containsKey(field);
        }

        Optional<String> detection() {
            return text(RollField.DETECTION);
        }

        boolean chineseMorale() {
            return has(RollField.CHINESE_MORALE);
        }

        Optional<String> airCombat() {
            return text(RollField.AIR_COMBAT);
        }

        Optional<String> defenderRetreat() {
            return text(RollField.DEFENDER_RETREAT);
        }

    }

    /**
     * @param given the fields around the battle given ({@link BattlePreset.Rolls#given()})
     * @see BattlePreset.Rolls#preBattle()
     */
    static PreBattle preBattle(Map<RollField, String> given) {
        Given rolls = new Given(given);
        int number = 0;
        int count = 1;
        if (rolls.detection().isPresent()) {
            String text = rolls.detection().get().trim();
            String[] parts = text.split(":", -1);
            try {
                number = Integer.parseInt(parts[0].trim());
                count = parts.length > 1 ? Integer.parseInt(parts[1].trim()) : 1;
            } catch (NumberFormatException ex) {
                throw new BattleInputException(BattleProblem.DETECTION, "'" + text + "': expected NUMBER or NUMBER:ROLLS, e.g. 2:1");
            }
            if (parts.length > 2 || !PreBattle.isDetectionNumber(number)) {
                throw new BattleInputException(BattleProblem.DETECTION, "'" + text + "': the number is from 1 to "
                        + PreBattle.MOST_DETECTION_NUMBER);
            }
        }
        int n = number;
        int c = count;
        PreBattle before = BattleInputException.at(BattleProblem.DETECTION, () -> quoted(rolls.detection(), () -> new PreBattle(n, c, rolls.chineseMorale())));
        before = made(rolls, before);
        if (rolls.airCombat().isEmpty()) {
            return before;
        }
        String text = rolls.airCombat().get().trim();
        String[] cap = text.split(":", -1);
        try {
            if (cap.length != 2) {
                throw new NumberFormatException();
            }
            int attacker = Integer.parseInt(cap[0].trim());
            int defender = Integer.parseInt(cap[1].trim());
            PreBattle others = before;
            return BattleInputException.at(BattleProblem.AIR_COMBAT,
                    () -> quoted(rolls.airCombat(), () -> others.withAirCombat(new AirCap(attacker, defender))));
        } catch (NumberFormatException ex) {
            throw new BattleInputException(BattleProblem.AIR_COMBAT, "'" + text + "': expected ATTACKER:DEFENDER fighters on Air Cap, e.g. 2:3");
        }
    }

    /**
     * @return {@code before} with each roll of one type owning its variants given ({@link RollField#roll()}), read by its
     *         grammar ({@link PreBattleRoll#read}); a value that does not read is refused on the roll's path, quoted
     */
    private static PreBattle made(Given rolls, PreBattle before) {
        PreBattle with = before;
        for (RollField f : RollField.values()) {
            if (f.roll().isPresent() && rolls.has(f)) {
                PreBattle others = with;
                PreBattleRoll kind = f.roll().get();
                Optional<String> text = rolls.text(f).map(String::trim);
                with = BattleInputException.at(f.path(), () -> f.takesValue()
                        ? quoted(text, () -> others.with(kind.read(text.get()))) : others.with(kind.read("true")));
            }
        }
        return with;
    }

    /** @return the fields {@code written} with the rolls of one type owning their variants that {@code rolls} makes, each its text */
    static Map<RollField, String> withMade(Map<RollField, String> written, PreBattle rolls) {
        if (rolls.made().isEmpty()) {
            return written;
        }
        Map<RollField, String> m = new EnumMap<>(RollField.class);
        m.putAll(written);
        for (PreBattleRoll.Made r : rolls.made()) {
            for (RollField f : RollField.values()) {
                if (f.roll().filter(k -> k.faces().field().equals(r.kind().faces().field())).isPresent()) {
                    m.put(f, r.text());
                }
            }
        }
        return m;
    }

    /**
     * @param given the fields around the battle given ({@link BattlePreset.Rolls#given()})
     * @see BattlePreset.Rolls#defenderRetreatPolicy()
     */
    static RetreatPolicy defenderRetreat(Map<RollField, String> given) {
        Given rolls = new Given(given);
        if (rolls.defenderRetreat().isEmpty()) {
            return new RetreatPolicy.Never();
        }
        String text = rolls.defenderRetreat().get().trim();
        try {
            return RetreatTexts.read(text);
        } catch (IllegalArgumentException e) {
            throw new BattleInputException(BattleProblem.DEFENDER_RETREAT, "'" + text + "': expected after-round N or at-units N");
        }
    }

    /** @return what {@code make} makes; its refusal's line after "'TEXT': " unless it quotes a text itself */
    private static <T> T quoted(Optional<String> given, java.util.function.Supplier<T> make) {
        try {
            return make.get();
        } catch (IllegalArgumentException e) {
            String m = String.valueOf(e.getMessage());
            throw new IllegalArgumentException(m.startsWith("'") ? m : "'" + given.orElse("").trim() + "': " + m);
        }
    }

    /** @return the fields given among these, by name, as {@link BattlePreset.Rolls} holds them ("true" for a switch set) */
    static Map<RollField, String> fields(Optional<String> detection, boolean chineseMorale, Optional<String> airCombat,
                                         boolean navalBaseFirstStrike, Optional<String> defenderRetreat, boolean noEscapeZone,
                                         Optional<String> rocketStrike, Optional<String> kamikazeTargets) {
        Map<RollField, String> m = new EnumMap<>(RollField.class);
        detection.ifPresent(v -> m.put(RollField.DETECTION, v));
        if (chineseMorale) {
            m.put(RollField.CHINESE_MORALE, "true");
        }
        airCombat.ifPresent(v -> m.put(RollField.AIR_COMBAT, v));
        if (navalBaseFirstStrike) {
            m.put(RollField.NAVAL_BASE_FIRST_STRIKE, "true");
        }
        defenderRetreat.ifPresent(v -> m.put(RollField.DEFENDER_RETREAT, v));
        if (noEscapeZone) {
            m.put(RollField.NO_ESCAPE_ZONE, "true");
        }
        rocketStrike.ifPresent(v -> m.put(RollField.ROCKET_STRIKE, v));
        kamikazeTargets.ifPresent(v -> m.put(RollField.KAMIKAZE_TARGETS, v));
        return m;
    }
}
