package battleboard.edition;

/**
 * The values of each {@link RuleOption}, one enum per option, each constant with the id it has in edition files, battle
 * files and on the command line ({@code RuleOption.AA_CASUALTIES} takes {@link AaCasualties}). A rule reads its option's
 * value as one of these with {@link RuleSettings#choice}. {@link RuleOption} implements this interface so that each
 * option's values are also named from it, as {@code RuleOption.AaCasualties}.
 */
public interface OptionValues {
    /** A value of a rule option, as its enum constant; {@link #id()} is its name in files and on the command line. */
    interface Choice {
        /** @return e.g. {@code "owner-chooses"} */
        String id();
    }

    /** The values of {@link RuleOption#AA_CASUALTIES}. */
    enum AaCasualties implements Choice {
        OWNER_CHOOSES("owner-chooses"), PER_AIRCRAFT("per-aircraft");

        private final String id;

        AaCasualties(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#AA_ROUNDS}. */
    enum AaRounds implements Choice {
        FIRST_ROUND("first-round"), EVERY_ROUND("every-round");

        private final String id;

        AaRounds(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#BOMBARDMENT_TARGETS}. */
    enum BombardmentTargets implements Choice {
        LAND_UNITS("land-units"), ANY_UNIT("any-unit");

        private final String id;

        BombardmentTargets(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#BOMBARDMENT_CASUALTIES}. */
    enum BombardmentCasualties implements Choice {
        REMOVED("removed"), FIRE_BACK("fire-back");

        private final String id;

        BombardmentCasualties(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#DESTROYER_VS_SUBMARINES}. */
    enum DestroyerVsSubmarines implements Choice {
        DELAY_REMOVAL("delay-removal"), CANCEL_OPENING_FIRE("cancel-opening-fire");

        private final String id;

        DestroyerVsSubmarines(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#ROUND_LIMIT}. */
    enum RoundLimit implements Choice {
        NONE("none"), ONE_ROUND("one-round"), ONE_ROUND_ALWAYS("one-round-always");

        private final String id;

        RoundLimit(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#AMPHIBIOUS_RETREAT}. */
    enum AmphibiousRetreat implements Choice {
        AIRCRAFT_ONLY("aircraft-only"), NONE("none"), OVERLAND_AND_AIRCRAFT("overland-and-aircraft");

        private final String id;

        AmphibiousRetreat(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#POOLED_DICE_REMAINDER}. */
    enum PooledDiceRemainder implements Choice {
        DROPPED("dropped"), EXTRA_DIE("extra-die");

        private final String id;

        PooledDiceRemainder(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#VALUE_TIMING}. */
    enum ValueTiming implements Choice {
        ROUND_START("round-start"), IMMEDIATE("immediate");

        private final String id;

        ValueTiming(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#RESTRICTED_HITS}. */
    enum RestrictedHits implements Choice {
        FIXED_ORDER("fixed-order"), PRESENT_UNITS("present-units");

        private final String id;

        RestrictedHits(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#UNESCORTED_TRANSPORTS}. */
    enum UnescortedTransports implements Choice {
        BESIDE_COMBAT_UNITS("beside-combat-units"), DEFENDER_ALWAYS("defender-always");

        private final String id;

        UnescortedTransports(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#AA_ENDING}. */
    enum AaEnding implements Choice {
        GUNS_DESTROYED("guns-destroyed"), GUNS_CAPTURED("guns-captured");

        private final String id;

        AaEnding(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#SUBMARINE_DETECTION}. */
    enum SubmarineDetection implements Choice {
        STICKY("sticky"), RECOMPUTE("recompute");

        private final String id;

        SubmarineDetection(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#FIRST_STRIKE_CASUALTIES}. */
    enum FirstStrikeCasualties implements Choice {
        STRUCK_FIRST("struck-first"), DETECTED_FIRST("detected-first");

        private final String id;

        FirstStrikeCasualties(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#EXPENDED_CASUALTIES}. */
    enum ExpendedCasualties implements Choice {
        TAKE_HITS("take-hits"), IN_ADDITION("in-addition");

        private final String id;

        ExpendedCasualties(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#EASTERN_FRONT_REACH}. */
    enum EasternFrontReach implements Choice {
        WITH_BOMBARDMENT("with-bombardment"), LAND_AND_AIR("land-and-air");

        private final String id;

        EasternFrontReach(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#ADVANCED_ARTILLERY_MIX}. */
    enum AdvancedArtilleryMix implements Choice {
        INFANTRY_OR_MECH("infantry-or-mech"), MECH_AND_INFANTRY("mech-and-infantry");

        private final String id;

        AdvancedArtilleryMix(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#IOWA_DAMAGED}. */
    enum IowaDamaged implements Choice {
        AT_FIVE("at-five"), AT_NINE("at-nine");

        private final String id;

        IowaDamaged(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#STAY_IN_BATTLE_RETREAT}. */
    enum StayInBattleRetreat implements Choice {
        OTHERS_RETREAT("others-retreat"), NONE("none");

        private final String id;

        StayInBattleRetreat(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#SUPER_SUBMARINES_REACH}. */
    enum SuperSubmarinesReach implements Choice {
        ATTACK_AND_DEFENSE("attack-and-defense"), ATTACK_ONLY("attack-only");

        private final String id;

        SuperSubmarinesReach(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#PARATROOPER_BOMBERS}. */
    enum ParatrooperBombers implements Choice {
        OUT_OF_BATTLE("out-of-battle"), AA_FIRE("aa-fire");

        private final String id;

        ParatrooperBombers(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#DETECTION_ROLLS}. */
    enum DetectionRolls implements Choice {
        PLAYERS_COUNT("players-count"), FLEET_AND_AIR_FORCE("fleet-and-air-force");

        private final String id;

        DetectionRolls(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#KAMIKAZE_ATTACK}. */
    enum KamikazeAttack implements Choice {
        WHOLE_BATTLE("whole-battle"), ONE_SHOT("one-shot");

        private final String id;

        KamikazeAttack(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#BERSAGLIERI_BOOSTS}. */
    enum BersaglieriBoosts implements Choice {
        TWO("two"), ONE("one");

        private final String id;

        BersaglieriBoosts(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#RAID_JET_FIGHTERS}. */
    enum RaidJetFighters implements Choice {
        FIXED_THREE("fixed-three"), PLUS_TWO("plus-two");

        private final String id;

        RaidJetFighters(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#DEFENDER_RETREAT_UNITS}. */
    enum DefenderRetreatUnits implements Choice {
        LAND_AND_TACTICAL_AIR("land-and-tactical-air"), LAND_AND_AIRCRAFT("land-and-aircraft");

        private final String id;

        DefenderRetreatUnits(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#FORTRESS_SHIP_HITS}. */
    enum FortressShipHits implements Choice {
        BOMBARDING_SHIPS("bombarding-ships"), LAND_UNITS("land-units");

        private final String id;

        FortressShipHits(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#POST_BATTLE_LOSSES}. */
    enum PostBattleLosses implements Choice {
        COUNT("count"), IGNORE("ignore");

        private final String id;

        PostBattleLosses(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#DAMAGE_AFTER_COMBAT}. */
    enum DamageAfterCombat implements Choice {
        KEPT("kept"), REPAIRED("repaired");

        private final String id;

        DamageAfterCombat(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#DICE}. */
    enum DiceRule implements Choice {
        STANDARD("standard"), LOW_LUCK("low-luck");

        private final String id;

        DiceRule(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#CHINESE_TERRITORY}. */
    enum ChineseTerritory implements Choice {
        GREATER_CHINA("greater-china"), LESSER_CHINA("lesser-china");

        private final String id;

        ChineseTerritory(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#ESPIONAGE_ROLLS}. */
    enum EspionageRolls implements Choice {
        BOTH_SIDES("both-sides"), OWN_UNITS("own-units");

        private final String id;

        EspionageRolls(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#ROCKET_CASUALTIES}. */
    enum RocketCasualties implements Choice {
        LEAST_COST("least-cost"), ORDER_OF_LOSS("order-of-loss");

        private final String id;

        RocketCasualties(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#ARMOUR_HITS}. */
    enum ArmourHits implements Choice {
        SPREAD("spread"), CONCENTRATE("concentrate");

        private final String id;

        ArmourHits(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#KAMIKAZE_TARGETS}. */
    enum KamikazeTargets implements Choice {
        FIRER("firer"), OWNER("owner");

        private final String id;

        KamikazeTargets(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The values of {@link RuleOption#AA_TARGETS}. */
    enum AaTargets implements Choice {
        AIRCRAFT_FIRST("aircraft-first"), TANKS_FIRST("tanks-first");

        private final String id;

        AaTargets(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }
}
